"""Words and candidate n-grams of card text, per language.

Two ways of reading a language, chosen from the registry (`rulesdb.lang`) where the language is registered and
from the text itself otherwise (Korean and Russian are not registered):

- **words** (Latin and Cyrillic scripts): a candidate is a run of 1 to 4 words, keyed by the words' stems
  (the registry's snowball stemmer through `analysis.stem`; a light suffix cut for a language without one), so
  that inflected forms meet: es `bloqueadora`/`bloqueador`, de `Friedhof`/`Friedhofs`. A candidate neither
  starts nor ends with a stop word;
- **characters** (Chinese, Japanese, Korean): a candidate is a run of 1 to 8 characters (宣告攻击者步骤 is 7)
  inside a run of letters (Korean keeps its spaces inside a run), never starting or ending with a particle (the
  registry's one-character stop words) or a space.

English is read as words and stems only (`english_keys`); a term matches a segment where its stems occur in order.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterator

from .. import lang as _lang
from ..analysis import stem
from ..textfold import fold
from .senses import sense_keys, verb_use

__all__ = ["Reader", "english_keys", "reader_for", "char_script", "inflected_alike"]

_WORD = re.compile(r"[+-]?\d+/[+-]?\d+|[^\W\d_]+")
_CLAUSE = re.compile(r"[,;:.!?—()\[\]]")
_CHAR_SCRIPT = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")

MAX_WORDS = 4
MAX_CHARS = 8
LONG_WORDS = 6
LONG_CHARS = 10


#: words the stemmer joins to another word they are not a form of: a creature dies, a player rolls a die (dice)
_OTHER_WORD = {"dies": "die~s"}


@lru_cache(maxsize=200_000)
def _en_stem(word: str) -> str:
    if word.endswith("'s"):
        word = word[:-2]
    if word.endswith(("er", "ers", "or", "ors")) and len(word) > 5:
        # agent nouns keep their suffix: blocker is not block, controller is not control
        return word[:-1] if word.endswith("s") else word
    key = stem(word, "en")
    # a participle is its own term: tapped is not tap, blocked creature is not blocking creature (the languages
    # word them apart: 已横置 / 横置, criatura bloqueada / criatura bloqueadora)
    if word.endswith("ed") and len(word) > 4 and not key.endswith("ed"):
        return key + "~ed"
    if word.endswith("ing") and len(word) > 5 and not key.endswith("ing"):
        return key + "~ing"
    if word.endswith(("ment", "ments")) and not key.endswith("ment") and len(key) > 3:
        return key + "~ment"  # a noun in -ment is its own term: enchantment is not enchant, equipment not equip
    if word.endswith("ous") and not key.endswith("ous"):
        return key + "~ous"  # poisonous is not poison
    if word in _OTHER_WORD:
        return _OTHER_WORD[word]
    rest = word[len(key):] if word.startswith(key) else ""
    # the stemmer takes -ate and -ative away: activate is not active (active player), initiate is not initiative
    if rest.startswith("ativ"):
        return key + "~ativ"
    if rest.startswith("at"):
        return key + "~at"
    return key


_EN_WORD = re.compile(r"[+-]?\d+/[+-]?\d+|[^\W\d_]+(?:\d+\b)?(?:'s)?")


def english_keys(text: str) -> list[str]:
    """The stems of an English text, in order: `"Blocking creatures"` -> `["block", "creatur"]`; the verb of a
    term with two senses has a stem of its own (`"Counter target spell"` -> `["counter~v", "target", "spell"]`,
    see `senses.py`), and a sense term is that stem (`"counter (verb)"` -> `["counter~v"]`)."""
    low = text.lower()
    keys = sense_keys(low)
    if keys is not None:
        return keys
    out = []
    for m in _EN_WORD.finditer(low):
        key = _en_stem(m.group())
        out.append(verb_use(low, m.start(), m.end(), key) or key)
    return out


def char_script(sample: str) -> bool:
    """Whether a text is mostly written in a script without word spaces (or, for Korean, with particles glued
    to the words): CJK ideographs, kana, hangul."""
    letters = [c for c in sample if c.isalpha()]
    if not letters:
        return False
    return sum(1 for c in letters if _CHAR_SCRIPT.match(c)) / len(letters) > 0.5


def _latin_inside(run: str, i: int) -> bool:
    """Whether position `i` of a run of characters is inside a Latin word or a die (oracle, d20): a candidate
    neither starts nor ends there (掷一颗d20, not 掷一颗d)."""
    return run[i - 1].isascii() and run[i - 1].isalnum() and run[i].isascii() and run[i].isalnum()


class Reader:
    """Reads the candidate n-grams of one language. `chars`: read as characters; `spaces`: a character language
    that still separates words with spaces (Korean): spaces stay inside a candidate."""

    def __init__(self, code: str, chars: bool, spaces: bool = False, max_words: int = MAX_WORDS,
                 max_chars: int = MAX_CHARS):
        self.code = code
        self.max_words = max_words
        self.max_chars = max_chars
        self.chars = chars
        self.spaces = spaces
        entry = _lang.get(code)
        self.stemmer = entry.stemmer if entry is not None and not chars else None
        stopwords = set(entry.stopwords) if entry is not None else set()
        self.stopwords = {fold(w) for w in stopwords if chars or len(w) > 0}
        self.stopchars = {w for w in stopwords if len(w) == 1} if chars else set()
        self._stems: dict[str, str] = {}
        if chars:
            self._run = re.compile(r"[^\W\d_](?:[^\W\d_]|[・ー+/\d]| (?=[^\W\d_]))*" if spaces
                                   else r"[^\W\d_](?:[^\W\d_]|[・ー]|(?<=[a-z])\d|(?<=[a-z]\d)\d)*")

    def add_stopwords(self, words) -> None:
        """More stop words, found in the data (the most frequent short words of a language without a list)."""
        self.stopwords |= {fold(w) for w in words}

    def word_key(self, word: str) -> str:
        key = self._stems.get(word)
        if key is None:
            low = word.lower()
            if self.stemmer is not None:
                # the stem, with the word's accented letters: `maná` and `mano` stay apart, `daña`/`dañar` meet
                key = stem(low, self.code) + "".join(c for c in low if ord(c) > 127 and c.isalpha())
            else:
                f = fold(low)
                key = f if len(f) <= 4 or "/" in f else f[:max(4, len(f) - 2)]
            self._stems[word] = key
        return key

    def words(self, text: str) -> list[tuple[str, int, int]]:
        return [(m.group(), m.start(), m.end()) for m in _WORD.finditer(text)]

    def ngrams(self, text: str) -> Iterator[tuple[str, str]]:
        """(key, surface) of every candidate of `text`; a key may come more than once."""
        if self.chars:
            yield from self._char_ngrams(text)
            return
        words = self.words(text)
        keys = [self.word_key(w) for w, _s, _e in words]
        stop = [fold(w.lower()) in self.stopwords or len(w) == 1 for w, _s, _e in words]
        n = len(words)
        # a candidate does not run across a clause (pt `campo de batalha, detenha`); quotes stay inside one (fr
        # `marqueur « charge »`)
        cut = [j > 0 and bool(_CLAUSE.search(text, words[j - 1][2], words[j][1])) for j in range(n)]
        for i in range(n):
            if stop[i]:
                continue
            for j in range(i, min(n, i + self.max_words)):
                if j > i and cut[j]:
                    break
                if stop[j]:
                    continue
                yield " ".join(keys[i:j + 1]), text[words[i][1]:words[j][2]]

    def _char_ngrams(self, text: str) -> Iterator[tuple[str, str]]:
        low = text.lower()
        stopchars = self.stopchars
        for m in self._run.finditer(low):
            run = m.group()
            n = len(run)
            for i in range(n):
                if run[i] == " " or run[i] in stopchars or (i and _latin_inside(run, i)):
                    continue
                for j in range(i + 1, min(n, i + self.max_chars) + 1):
                    last = run[j - 1]
                    if last == " " or last in stopchars or (j < n and _latin_inside(run, j)):
                        continue
                    piece = run[i:j]
                    yield piece, piece

    def keys(self, text: str) -> set[str]:
        return {k for k, _s in self.ngrams(text)}


def reader_for(code: str, sample: str, longer: bool = False) -> Reader:
    """The reader of a language: the registry says whether it is written with spaces; for a language it does
    not know, the sample text says it. `longer`: candidates of up to `LONG_WORDS` words or `LONG_CHARS`
    characters (rule texts, few and long, name terms such as 宣告攻击者步骤 that cards never print)."""
    size = {"max_words": LONG_WORDS, "max_chars": LONG_CHARS} if longer else {}
    entry = _lang.get(code)
    if entry is not None:
        return Reader(code, chars=not entry.spaced, **size)
    chars = char_script(sample)
    return Reader(code, chars=chars, spaces=chars and " " in sample, **size)


def inflected_alike(a: str, b: str, least: int = 3) -> bool:
    """Whether two wordings are the same words up to their last two letters (`least` letters at least):
    pt `lendária`/`lendário`, de `Zauberer`/`Zaubers`; not it `magia`/`Mago` with `least` 4."""
    wa, wb = a.lower().split(" "), b.lower().split(" ")  # a form spaced otherwise is another form
    if len(wa) != len(wb):
        return False
    for x, y in zip(wa, wb):
        n = max(least, min(len(x), len(y)) - 2)
        if x[:n] != y[:n]:
            return False
    return True


def in_a_row(longer, shorter) -> bool:
    """Whether the words (or keys) `shorter` stand in `longer` one after another (`declare attackers` in `declare
    attackers step`); both sequences of the same kind."""
    n = len(shorter)
    return any(longer[i:i + n] == shorter for i in range(len(longer) - n + 1))
