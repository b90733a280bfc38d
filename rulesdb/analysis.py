"""Text analysis for search, per language, as plain functions: what a word becomes in the index.

The pipeline for one text in one language:

1. Unicode normalisation (NFKC: full-width digits and letters of the Chinese text become ASCII);
2. tokenisation with character offsets (`tokenize`): words, rule numbers (`702.7b` stays one token), and
   runs of CJK characters, which become overlapping character bigrams (Lucene's CJK analyser does the same);
3. elision: Italian `l'`, `dell'`, `un'` ... are dropped from the word they are glued to; an English `'s` too;
4. lower case (`str.casefold`, so `ß` -> `ss`), stop words, snowball stemming (the `snowballstemmer`
   package), then accent folding (`dañar` -> `danar`, `Schäden` -> `schaden`). Stemming runs on the accented
   word, so that the stemmer sees the real word, and folding after it makes the accented and bare spellings meet;
5. German compounds: `Decompounder` splits a word at its hyphenation points (pyphen's patterns) into parts
   found in the corpus' own German vocabulary, so `Kampfschadensegment` is indexed also as `kampfschaden`,
   `segment`, `kampf` and `schaden`. No word list is typed in by hand.

`analyze(text, lang)` gives the terms of the folded, stemmed field; `analyze(text, lang, exact=True)` those of
the exact field (lower case only, accents kept, no stemming) that lets an exact accented match rank higher.
The whoosh adapter lives in `index.py`; nothing here imports whoosh.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
import threading
from functools import lru_cache
from typing import Iterable, Iterator, Mapping

from . import lang as _lang
from .ruleid import RULE_PATTERN
from .textfold import fold

__all__ = [
    "Token", "LANGUAGES", "STOPWORDS", "normalize", "fold", "tokenize", "stem", "analyze", "analyze_tokens",
    "terms", "Decompounder", "cjk_bigrams", "is_cjk", "strip_elision", "accent_table", "decompounds",
    "irregular_forms",
]

#: Languages with a dedicated analyser (the registry's); anything else is analysed as English without stemming.
LANGUAGES = _lang.CODES

#: Stop words per language (the registry's).
STOPWORDS: dict[str, frozenset[str]] = {e.code: e.stopwords for e in _lang.languages()}

#: Elided articles and prepositions glued to the next word with an apostrophe, in every registered language
#: (a text in one language quotes names in another).
_ELISIONS = frozenset().union(*(e.elisions for e in _lang.languages()))

_APOSTROPHES = "'\u2019\u02bc"
_CJK_CHARS = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"  # kana, CJK ideographs
_TOKEN_RE = re.compile(
    rf"(?P<num>{RULE_PATTERN}\b)"                       # a rule number: 702.7b
    rf"|(?P<cjk>[{_CJK_CHARS}]+)"                        # a run of Chinese or Japanese characters
    # a word, apostrophes inside kept for elision; never into a CJK run (`2つ同じイベント`: 2, then the run's bigrams)
    rf"|(?P<word>[^\W_{_CJK_CHARS}]+(?:['\u2019\u02bc][^\W_{_CJK_CHARS}]+)*)"
)
_CJK_RE = re.compile(f"[{_CJK_CHARS}]")


@dataclass(frozen=True)
class Token:
    """One term of an analysed text: `term` as indexed, `start`/`end` the offsets of the word in the text."""

    term: str
    pos: int
    start: int
    end: int


def normalize(text: str) -> str:
    """NFKC normalisation (offsets of `tokenize` refer to the normalised text)."""
    return unicodedata.normalize("NFKC", text)


def is_cjk(text: str) -> bool:
    """Whether `text` has a Chinese or Japanese character (indexed as bigrams, not words)."""
    return _CJK_RE.search(text) is not None


def cjk_bigrams(run: str) -> list[str]:
    """Overlapping bigrams of a run of CJK characters; a single character stands alone."""
    if len(run) < 2:
        return [run]
    return [run[i:i + 2] for i in range(len(run) - 1)]


def strip_elision(word: str) -> tuple[str, int]:
    """(`word` without a leading elided article, offset of what is kept): `dell'abilità` -> (`abilità`, 5)."""
    for i, c in enumerate(word):
        if c in _APOSTROPHES:
            head = word[:i].casefold()
            if head in _ELISIONS:
                rest, off = strip_elision(word[i + 1:])
                return rest, i + 1 + off
            break
    return word, 0


def _english_possessive(word: str) -> str:
    for a in _APOSTROPHES:
        if a in word:
            return word.split(a, 1)[0]
    return word


def _apostrophe(lang: str) -> str:
    entry = _lang.get(lang)
    return entry.apostrophe if entry is not None else "elision"


def tokenize(text: str, lang: str) -> Iterator[tuple[str, int, int]]:
    """(word, start, end) of every word of `text` (already normalised), elisions removed, CJK as bigrams."""
    for m in _TOKEN_RE.finditer(text):
        kind = m.lastgroup
        start = m.start()
        if kind == "cjk":
            run = m.group()
            if len(run) == 1:
                yield run, start, start + 1
            else:
                for i in range(len(run) - 1):
                    yield run[i:i + 2], start + i, start + i + 2
            continue
        word = m.group()
        if kind == "word" and any(a in word for a in _APOSTROPHES):
            if _apostrophe(lang) == "possessive":
                word = _english_possessive(word)
            else:
                word, off = strip_elision(word)
                start += off
                word = word.replace("\u2019", "'")
            if not word:
                continue
        yield word, start, start + len(word)


#: snowball stemmers keep state while they stem a word: each thread has its own (a server stems in many threads)
_local = threading.local()


def _stemmer(lang: str):
    cache = getattr(_local, "stemmers", None)
    if cache is None:
        cache = _local.stemmers = {}
    if lang not in cache:
        entry = _lang.get(lang)
        name = entry.stemmer if entry is not None else None
        if name is None:
            cache[lang] = None
        else:
            import snowballstemmer

            cache[lang] = snowballstemmer.stemmer(name)
    return cache[lang]


#: (word, lang) -> stem, computed by a build and kept in the store (`seed_stems`): the pure-Python stemmers take
#: about 0.1 ms a word, and a command that looks up a language's term wordings would stem thousands of them
_SEEDED: dict[tuple[str, str], str] = {}


def seed_stems(lang: str, stems: Mapping[str, str]) -> bool:
    """Take the stems of `lang` a build computed (word -> `stem(word, lang)`), after checking a few of them against
    this process's stemmer (a store built by another version of the stemmer is not trusted). True when taken."""
    probe = list(stems.items())[:: max(1, len(stems) // 8)][:8]
    if not probe or any(_stem(word, lang) != s for word, s in probe):
        return False
    for word, s in stems.items():
        _SEEDED[(word, lang)] = s
    return True


def stem(word: str, lang: str) -> str:
    """The snowball stem of a lower-case `word`, folded: `dañar` -> `dan`, `Schäden` -> `schad`."""
    found = _SEEDED.get((word, lang))
    return found if found is not None else _stem(word, lang)


@lru_cache(maxsize=300_000)
def _stem(word: str, lang: str) -> str:
    stemmer = _stemmer(lang)
    if stemmer is None or word.isdigit() or "." in word:
        return fold(word)
    return fold(stemmer.stemWord(word))


stem.cache_clear = _stem.cache_clear  # type: ignore[attr-defined]
stem.__wrapped__ = _stem.__wrapped__  # type: ignore[attr-defined]


@lru_cache(maxsize=None)
def irregular_forms(lang: str) -> dict[str, str]:
    """The registry's irregular forms of `lang` (`paid` -> `pay`, pt `cards` -> `card`): the search analysis
    indexes and searches each as the form it stands for. (The term base keeps the stemmer's own stems: its
    wordings are matched as the cards print them.)"""
    entry = _lang.get(lang)
    return dict(entry.irregular_forms) if entry is not None else {}


class Decompounder:
    """Splits German compounds into parts at hyphenation points, preferring parts the corpus knows.

    `vocabulary` is the set of folded German words of the corpus. A word of 8+ letters is cut at a
    hyphenation point (pyphen's de_DE patterns; every position when pyphen is not installed) into a left part
    and a right part of 4+ letters each. Each cut is scored, best first by:

    1. how many of its parts are known words (the vocabulary, and the parts learned from it): a linking
       `s`/`es`/`n` at the joint is removed from the left part when what remains is a known word;
    2. a linking `s`/`es`/`ens` at the joint (`Todes|berührung`, `Lebens|verknüpfung`, `Gebirgs|tarnung`);
    3. how word-like the joint is, learned from the vocabulary: the right part starts as vocabulary words
       start, the left part ends as vocabulary words end (`todes|be…` beside `beginn`, `bereits`, rather
       than `todesbe|rü…`);
    4. the length of the shorter part.

    A cut with no known part needs two parts of 5+ letters. Parts are split again. The parts of the vocabulary's own compounds join the vocabulary (shortest words
    first), so `Sumpftarnung` teaches `tarnung` for `Gebirgstarnung`. No word list is typed in by hand.
    """

    MIN_WORD = 8
    MIN_PART = 4
    _LINKS = ("es", "s", "n")

    def __init__(self, vocabulary: Iterable[str] = ()):
        self.vocabulary = {fold(w) for w in vocabulary if len(w) >= self.MIN_PART}
        self._starts: set[str] = set()
        self._ends: set[str] = set()
        for w in self.vocabulary:
            self._starts.update((w[:2], w[:3]))
            self._ends.update((w[-2:], w[-3:]))
        self._hyph = None
        try:
            import pyphen

            self._hyph = pyphen.Pyphen(lang="de_DE")
        except (ImportError, KeyError):
            self._hyph = None
        self._cache: dict[str, tuple[str, ...]] = {}
        for w in sorted(self.vocabulary, key=len):  # learn parts of the corpus' own compounds
            self.vocabulary.update(self.split(w))
        self._cache.clear()

    def _points(self, word: str) -> list[int]:
        if self._hyph is None:
            return list(range(self.MIN_PART, len(word) - self.MIN_PART + 1))
        return list(self._hyph.positions(word))

    def _joint(self, left: str, right: str) -> float:
        """How much the cut looks like a word boundary of the vocabulary (0 to 3)."""
        score = (right[:3] in self._starts) + 0.5 * (right[:2] in self._starts)
        score += (left[-3:] in self._ends) + 0.5 * (left[-2:] in self._ends)
        return score

    def split(self, word: str) -> tuple[str, ...]:
        """The parts of `word` (folded), outermost first; () when it is not a compound."""
        low = word.casefold()
        word = fold(low)
        if len(word) < self.MIN_WORD:
            return ()
        if word in self._cache:
            return self._cache[word]
        self._cache[word] = ()
        best: tuple[float, str, str] | None = None
        points = self._points(low) if len(low) == len(word) else self._points(word)
        for i in points:
            left, right = word[:i], word[i:]
            if len(right) < self.MIN_PART or len(left) < self.MIN_PART or not left.isalpha() or not right.isalpha():
                continue
            linked = len(left) >= 5 and (left.endswith("s") and left[-2] != "s")
            for link in self._LINKS:
                if left.endswith(link) and len(left) - len(link) >= self.MIN_PART and left[:-len(link)] in self.vocabulary:
                    left = left[:-len(link)]
                    break
            known = (left in self.vocabulary) + (right in self.vocabulary)
            joint = self._joint(word[:i], right)
            if not known and min(len(left), len(right)) < 5:
                continue
            score = 10 * known + 3 * linked + 2 * joint + 0.1 * min(len(left), len(right))
            if best is None or score > best[0]:
                best = (score, left, right)
        parts: list[str] = []
        if best is not None:
            for p in best[1:]:
                for q in (p, *self.split(p)):
                    if q not in parts:
                        parts.append(q)
        result = tuple(p for p in parts if p != word)
        self._cache[word] = result
        return result


def decompounds(lang: str) -> bool:
    """Whether compounds of `lang` are split into their parts (the registry's `decompounds`: German)."""
    entry = _lang.get(lang)
    return entry is not None and entry.decompounds


def analyze_tokens(text: str, lang: str, exact: bool = False, decompounder: Decompounder | None = None,
                   stopwords: bool = True) -> list[Token]:
    """Analyse `text` in `lang`: tokens with their term, position and offsets in the normalised text.

    exact=True: lower case only (accents kept, no stemming, no compound parts). Compound parts share the
    position of their word.
    """
    text = normalize(text)
    stops = STOPWORDS.get(lang, frozenset()) if stopwords else frozenset()
    out: list[Token] = []
    pos = 0
    for word, start, end in tokenize(text, lang):
        low = word.casefold()
        if low in stops:
            pos += 1
            continue
        if exact or _CJK_RE.match(low):
            out.append(Token(low, pos, start, end))
        else:
            out.append(Token(stem(irregular_forms(lang).get(low, low), lang), pos, start, end))
            if decompounder is not None and decompounds(lang):
                for part in decompounder.split(low):
                    out.append(Token(stem(part, lang), pos, start, end))
        pos += 1
    return out


def analyze(text: str, lang: str, exact: bool = False, decompounder: Decompounder | None = None) -> list[str]:
    """The terms of `text` in `lang`, in order: `analyze("Dañar primero", "es") == ["dan", "primer"]`."""
    return [t.term for t in analyze_tokens(text, lang, exact=exact, decompounder=decompounder)]


def terms(text: str, lang: str) -> tuple[str, ...]:
    """The folded, stemmed terms of a short phrase without compound parts (a key for term tables)."""
    return tuple(analyze(text, lang))


def accent_table(words: Iterable[str], lang: str) -> dict[str, str]:
    """Bare spelling -> accented spelling, for the words of a corpus (lower case) whose folded form is not a
    word of the corpus itself and comes from one accented spelling only: `construido` -> `construído`.

    A query typed without accents is analysed as the corpus spells it, so the stemmer sees the real word
    (snowball's Portuguese stemmer gives `construid` for `construído` but `constru` for `construido`). Stop
    words are left out: they are dropped before stemming."""
    stops = STOPWORDS.get(lang, frozenset())
    bare: set[str] = set()
    table: dict[str, str] = {}
    for w in words:
        low = w.casefold()
        if not low.isalpha() or low in stops:
            continue
        f = fold(low)
        if f == low:
            bare.add(low)
        elif f not in stops:
            table[f] = low if table.get(f, low) == low else ""
    return {f: w for f, w in sorted(table.items()) if w and f not in bare}
