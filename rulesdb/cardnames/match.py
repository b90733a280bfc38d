"""Which cards a query names: runs of its words (of its characters, in Chinese and Japanese) looked up among the
card names of the store, the longest first.

A card name is also often a word or a game term: `Clone`, `Lance` (fr, casts), `Vínculo vital` (lifelink), `A la
fuerza` (es, by force: `igual a la fuerza`). So a name is read only where it cannot be those:
- a name of one word is read where it is capitalised and the language's rules, stop words and word table do not
  know the word (`Thalia`, `Edgewalker`; not `numa`, pt in a), or where it is capitalised inside a sentence
  (`copied it with Clone`; not in German, whose nouns are all capitalised);
- a name of several words needs two words that are no stop words, or capitalised inside a sentence (`mandat de
  paix`, `to Force of Will`; not `a la fuerza`);
- a name that is a game term's wording (`Two-Headed Giant`, `Grand Melee`, ja `双頭巨人`) is the term, not a card;
- a basic land's name is its land type (`Forest`);
- in Chinese and Japanese, a name of three characters at least.
A name is read in the query's language, in English (a judge types English card names in any language), and in
Chinese or Japanese for a query in either. Where names are alike, the whole name wins over a short one (`Thalia`
of `Thalia, Guardian of Thraben`), then the card printed first.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from .keys import UNSPACED_RE, is_unspaced, name_key

__all__ = ["CardHit", "find_cards", "name_words", "MAX_CARDS"]

#: the most words (spaced languages) or characters (Chinese, Japanese) of a card name
MAX_WORDS, MAX_CHARS = 8, 20
#: the shortest name read in Chinese or Japanese, in characters
MIN_CHARS = 3
#: the most cards one query names
MAX_CARDS = 3
_UNSPACED_LANGS = ("ja", "zh", "zh-Hant")

#: a word of a spaced script: letters, digits, apostrophes and hyphens, not Chinese or Japanese characters (a name
#: typed in English inside Chinese, `我的Siren Stormtamer，`, is a run of words of its own)
_WORD_RE = re.compile(r"(?:(?!" + UNSPACED_RE.pattern + r")[\w'’-])+")
#: an elided article or preposition before an apostrophe at a word's start (`l'`, `d'`, `dell'`, `qu'`)
_ELIDED_RE = re.compile(r"^\w{1,5}['’](?=\w)")
#: a run of Chinese or Japanese characters a name may be in (letters and the katakana middle dot, no punctuation)
_RUN_RE = re.compile(r"[\w・]+")


@dataclass(frozen=True)
class CardHit:
    """A card a query names: its English `name`, the `printed` name read and its `lang`, the card's English `type`
    and `text`, the release that first printed it, and where the query names it (`start`, `end`)."""

    name: str
    printed: str
    lang: str
    type: str
    text: str
    first: str
    start: int
    end: int

    @property
    def label(self) -> str:
        """The name as the query read it and the card's English name: `Lune de sang = Blood Moon`."""
        return self.name if self.printed == self.name else f"{self.printed} = {self.name}"

    @property
    def text_line(self) -> str:
        """The card's text on one line, its lines parted by ` / `."""
        return " / ".join(self.text.split("\n"))


def name_words(text: str) -> list[str]:
    """The words of a name as the query's words are read (`Urborg, tombe de Yaugzebul`: Urborg, tombe...)."""
    return _WORD_RE.findall(text)


def _spans(query: str) -> list[tuple[int, int, int]]:
    """(start, end, words) of every run of the query's words a name may be, longest first."""
    out = []
    words = list(_WORD_RE.finditer(query))
    for i in range(len(words)):
        # a name may start after an elided article glued to it (fr `l'Artiste de sang`, it `dell'Angelo`)
        elided = _ELIDED_RE.match(words[i].group())
        starts = [words[i].start()] + ([words[i].start() + elided.end()] if elided else [])
        for j in range(i + 1, min(i + MAX_WORDS, len(words)) + 1):
            out += [(start, words[j - 1].end(), j - i) for start in starts]
    for run in _RUN_RE.finditer(query):
        if not is_unspaced(run.group()):
            continue
        text, base = run.group(), run.start()
        for i in range(len(text)):
            if _mid_word(query, base + i):
                continue
            for j in range(i + MIN_CHARS, min(i + MAX_CHARS, len(text)) + 1):
                if text[i] != "・" and text[j - 1] != "・" and not _mid_word(query, base + j):
                    out.append((base + i, base + j, 0))
    return sorted(set(out), key=lambda s: (-(s[1] - s[0]), s[0]))


def _latin(c: str) -> bool:
    """A letter or digit of a spaced script (a Latin word typed inside Chinese or Japanese)."""
    return c.isalnum() and not is_unspaced(c)


def _mid_word(query: str, at: int) -> bool:
    """Whether offset `at` of `query` falls inside a word of a spaced script (between two of its letters, or
    after a hyphen glued to one): a name read in a run of Chinese or Japanese neither starts nor ends there
    (zh `用jump-start从坟墓场`: not the card Jump)."""
    if at <= 0 or at >= len(query):
        return False
    before, after = query[at - 1], query[at]
    return (_latin(before) or before in "-'’") and (_latin(after) or after in "-'’") and (
        _latin(before) or _latin(after))


def _capitalised_inside(query: str, start: int, lang: str) -> bool:
    word = query[start:]
    if lang == "de" or not word[:1].isupper() or word[:2].isupper():
        return False
    before = query[:start].rstrip()
    return bool(before) and before[-1] not in ".?!:;¿¡\"'«“("


def find_cards(query: str, lang: str, lookup: Callable[[list[str]], list[tuple]],
               known: Callable[[str, str], bool], is_term: Callable[[str, str], bool],
               stopwords: frozenset[str] = frozenset()) -> list[CardHit]:
    """The cards `query` (in `lang`) names, in the order it names them. `lookup(keys)` gives the store's rows for
    the keys (`StoreReader.cards_named`); `known(word, lang)` says whether a word is one of the language's rules or
    word table; `is_term(text, lang)` whether a text is a game term's wording; `stopwords` are the language's."""
    spans = _spans(query)
    if not spans:
        return []
    keys = {s: name_key(query[s[0]:s[1]]) for s in spans}
    rows: dict[str, list[tuple]] = {}
    for row in lookup([k for k in keys.values() if k]):
        rows.setdefault(row[0], []).append(row)
    langs = {lang, "en"} | (set(_UNSPACED_LANGS) if lang in _UNSPACED_LANGS else set())
    taken: list[tuple[int, int]] = []
    hits: list[CardHit] = []
    for span in spans:
        start, end, n_words = span
        found = [r for r in rows.get(keys[span], ()) if r[1] in langs and "Basic" not in r[5]]
        if not found or any(start < e and s < end for s, e in taken):
            continue
        text = query[start:end]
        if n_words == 1 and not (text[:1].isupper() and not known(text, lang)
                                 or _capitalised_inside(query, start, lang)):
            continue
        if n_words > 1 and sum(1 for w in _WORD_RE.finditer(text) if w.group().casefold() not in stopwords
                               or _capitalised_inside(query, start + w.start(), lang)) < 2:
            continue
        if is_term(text, lang) or is_term(found[0][4], "en"):
            continue
        key, row_lang, printed, short, name, type_, card_text, first = min(
            found, key=lambda r: (r[3], r[7], r[4]))
        taken.append((start, end))
        if any(h.name == name for h in hits):
            continue  # named twice: one card
        hits.append(CardHit(name, printed, row_lang, type_, card_text, first, start, end))
        if len(hits) >= MAX_CARDS:
            break
    return sorted(hits, key=lambda h: h.start)
