"""A word dictionary learnt from printed cards: for each word of a language, the English words it translates.

The term base (`derive.py`) holds game *terms* with their evidence; a judge's question is mostly other words
("¿se pierde el maná que no gasté?": pierde, gasté), which the search must still carry into English, the
language every rule exists in. This module learns them from the same card pairs:

- segments: a card's English and translated text, line by line where both have the same number of lines, and the
  type lines; the card's own name is blanked on both sides (names are not vocabulary);
- IBM model 1 (`_IBM1_ITERATIONS` rounds of expectation-maximisation) estimates t(English word | word) over the
  analysed words (`rulesdb.analysis`): unlike a co-occurrence score it explains each English word by the word
  that best accounts for it, so `contrarrestado` goes to `counter`, not to `spell`, which `hechizo` explains;
- a row is kept for a word seen in at least `MIN_COUNT` segments with a translation probability of at least
  `MIN_PROBABILITY`, its `KEEP` best translations.

Rows hold surface words (the most frequent spelling of each analysed word on each side), so the table reads as a
dictionary (`cementerio -> graveyard`) and is re-analysed where it is used (`word_keys`). Japanese words are
the runs of kanji and of katakana between the kana that inflect them (`戦場`, `クリーチャー`, `離` of `離れる`);
Chinese is not derived: its analyser's words are character pairs, and pair-level translations made Chinese search
worse (MRR 0.49 -> 0.42 on the judge questions).

The table (`# rulesdb word table`, one pair per line) ships in `raw_sources/termbase/` and reaches the store as a
source (format `keyword-table`, kind `word`).
"""
from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Callable, Iterable, Iterator

import re

from ..analysis import LANGUAGES, analyze, analyze_tokens, normalize
from ..errors import ParseError
from ..i18n import _
from .table import clean_cell, format_tsv, tsv_rows

__all__ = ["WordPair", "WORD_LANGS", "derive_words", "format_words", "read_words", "word_keys", "MAGIC"]

MAGIC = "# rulesdb word table"
COLUMNS = ("lang", "word", "english", "probability", "count")
HEADER = "\t".join(COLUMNS)

#: the card languages a word table is derived for (not the ones written without spaces, see the docstring)
WORD_LANGS = ("de", "es", "fr", "it", "ja", "ko", "pt", "ru")
_IBM1_ITERATIONS = 5
MIN_COUNT = 3
MIN_PROBABILITY = 0.2
KEEP = 2
#: segments longer than this (in analysed words) are skipped: long lines are mostly reminder text pairs whose
#: alignment is diffuse, and they dominate the running time
_MAX_WORDS = 40
_NULL = ""

Progress = Callable[[int, int, str], None]


@dataclass(frozen=True)
class WordPair:
    """A word of `lang` and one English word it translates, with t(english | word) and the segments it was seen in."""

    lang: str
    word: str
    english: str
    probability: float
    count: int


#: a Japanese word of the table: a run of kanji, or of katakana
_JA_RUN = re.compile(r"[\u4e00-\u9fff\u3005]+|[\u30a1-\u30fa\u30fc]+")


def word_keys(text: str, lang: str) -> list[str]:
    """The words of `text` as the table's rows are keyed in `lang`: the analysed terms (`analysis.analyze` with
    the language's analyser), Japanese kanji and katakana runs."""
    if lang == "ja":
        return _JA_RUN.findall(normalize(text))
    return analyze(text, _analyser(lang))


def _analyser(lang: str) -> str:
    """The analyser a language's words go through: its own, else English (Korean, Russian: words as written)."""
    return lang if lang in LANGUAGES else "en"


class _Vocabulary:
    """Analysed words of one language with the spelling each was most often seen as."""

    def __init__(self, lang: str):
        self.lang = lang
        self.spellings: dict[str, Counter] = defaultdict(Counter)

    def words(self, text: str) -> tuple[str, ...]:
        text = normalize(text)
        out = []
        if self.lang == "ja":
            for word in _JA_RUN.findall(text):
                self.spellings[word][word] += 1
                out.append(word)
            return tuple(dict.fromkeys(out))
        for tok in analyze_tokens(text, _analyser(self.lang)):
            self.spellings[tok.term][text[tok.start:tok.end].casefold()] += 1
            out.append(tok.term)
        return tuple(dict.fromkeys(out))

    def spelling(self, term: str) -> str:
        counts = self.spellings[term]
        return min(counts, key=lambda s: (-counts[s], s)) if counts else term


def _segments(en: tuple[str, str, str], tr: tuple[str, str, str]) -> list[tuple[str, str]]:
    """(English, translation) pieces of one card: its text line by line when the line counts agree, its type."""
    en_text, tr_text = en[1], tr[1]
    if en[0]:
        en_text = en_text.replace(en[0], " ")
    if tr[0]:
        tr_text = tr_text.replace(tr[0], " ")
    a, b = en_text.split("\n"), tr_text.split("\n")
    out = list(zip(a, b)) if len(a) == len(b) else []
    if en[2] and tr[2]:
        out.append((en[2], tr[2]))
    return out


def _corpus(printings, lang: str, english: _Vocabulary, vocabulary: _Vocabulary) -> list[tuple[tuple, tuple]]:
    seen: set[tuple[str, str]] = set()
    out = []
    for p in printings:
        face = p.tr.get(lang)
        if not face or not face[1] or (p.en[1], face[1]) in seen:
            continue  # a reprint with the same texts counts once
        seen.add((p.en[1], face[1]))
        for e, f in _segments(p.en, face):
            ew, fw = english.words(e), vocabulary.words(f)
            if ew and fw and len(ew) <= _MAX_WORDS and len(fw) <= _MAX_WORDS:
                out.append((ew, fw + (_NULL,)))
    return out


def _ibm1(corpus: list[tuple[tuple, tuple]], iterations: int = _IBM1_ITERATIONS) -> dict[str, dict[str, float]]:
    """t[word][english] after `iterations` rounds of IBM model 1 (uniform start; the empty word absorbs English
    words nothing translates)."""
    t: dict[str, dict[str, float]] = defaultdict(dict)
    for ew, fw in corpus:
        for f in fw:
            d = t[f]
            for e in ew:
                d[e] = 1.0
    for _round in range(iterations):
        counts: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
        for ew, fw in corpus:
            rows = [t[f] for f in fw]
            for e in ew:
                z = 0.0
                for d in rows:
                    z += d[e]
                for f, d in zip(fw, rows):
                    counts[f][e] += d[e] / z
        t = defaultdict(dict)
        for f, c in counts.items():
            total = sum(c.values())
            t[f] = {e: v / total for e, v in c.items()}
    return t


def derive_language(printings, lang: str) -> list[WordPair]:
    """The word pairs of one language (sorted by word, then by probability)."""
    english, vocabulary = _Vocabulary("en"), _Vocabulary(lang)
    corpus = _corpus(printings, lang, english, vocabulary)
    seen = Counter(f for _ew, fw in corpus for f in fw)
    t = _ibm1(corpus)
    out = []
    for f, row in t.items():
        if f == _NULL or seen[f] < MIN_COUNT or not any(ch.isalpha() for ch in f):
            continue  # numbers translate themselves
        best = sorted(((p, e) for e, p in row.items() if p >= MIN_PROBABILITY), key=lambda pe: (-pe[0], pe[1]))
        for p, e in best[:KEEP]:
            out.append(WordPair(lang, vocabulary.spelling(f), english.spelling(e), round(p, 3), seen[f]))
    return sorted(out, key=lambda w: (w.word, -w.probability, w.english))


def derive_words(printings, langs: Iterable[str] | None = None, progress: Progress | None = None) -> list[WordPair]:
    """The word pairs of `langs` (default `WORD_LANGS`) from card printings (`cards.read_printings`)."""
    printings = list(printings)
    chosen = [l for l in (langs or WORD_LANGS)]
    out: list[WordPair] = []
    for i, lang in enumerate(chosen):
        if progress:
            progress(i, len(chosen), lang)
        out.extend(derive_language(printings, lang))
    if progress:
        progress(len(chosen), len(chosen), "")
    return out


def format_words(pairs: Iterable[WordPair], provenance: Iterable[str] = ()) -> str:
    """The table's text: deterministic (rows in the order given, no time stamp)."""
    return format_tsv(MAGIC + ": English words each word of a language translates, learnt from printed cards",
                      provenance, HEADER, ((w.lang, clean_cell(w.word), clean_cell(w.english), f"{w.probability:.3f}",
                                            str(w.count)) for w in pairs))


def read_words(text: str, source: str = "") -> Iterator[tuple[int, WordPair]]:
    """(line number, pair) of a word table; a malformed row is a `ParseError` naming its line."""
    not_this = _("not a word table: expected the header {header!r}").format(header=HEADER)
    for number, cols, line in tsv_rows(text, source, lambda c: "\t".join(c).strip() == HEADER, not_this):
        try:
            lang, word, english, probability, count = cols
            pair = WordPair(lang.strip(), word.strip(), english.strip(), float(probability), int(count))
        except ValueError:
            raise ParseError(_("not a word table row (lang, word, english, probability, count)"), source, number,
                             line[:60]) from None
        if not (pair.lang and pair.word and pair.english) or not 0.0 <= pair.probability <= 1.0 or pair.count < 0:
            raise ParseError(_("not a word table row (lang, word, english, probability, count)"), source, number,
                             line[:60])
        yield number, pair


def word_table(cards, langs: Iterable[str] | None = None, progress: Progress | None = None) -> tuple[str, int]:
    """The word table's text and its number of rows, derived from the card file `cards`."""
    from pathlib import Path

    from .cards import read_printings
    from .pipeline import _sha256

    cards = Path(cards)
    printings = list(read_printings(cards))
    pairs = derive_words(printings, langs, progress)
    provenance = [
        f"cards: {cards.name} (sha256 {_sha256(cards)}), {len(printings)} printings; see corpus/PROVENANCE.md",
        f"derived by `rulesdb terms words` (rulesdb.termbase.words): IBM model 1, {_IBM1_ITERATIONS} rounds, over"
        f" card lines; words seen in {MIN_COUNT}+ segments, translations with probability {MIN_PROBABILITY}+,"
        f" {KEEP} best; count = segments with the word",
        "card text (c) Wizards of the Coast, via MTGJSON; reference data for terminology",
    ]
    return format_words(pairs, provenance), len(pairs)
