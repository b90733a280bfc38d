"""The cards a query names (`rulesdb.cardnames`), read with what the search knows of the query's language: its
rules' words and word table (a name that is also a word is the word), the term base (a name that is a game term's
wording is the term). A named card's English text is searched beside the query's other words (`card_terms`)."""
from __future__ import annotations

import re

from .. import lang as registry
from ..analysis import analyze, terms
from ..cardnames.match import CardHit, find_cards
from ..termbase.words import word_keys

__all__ = ["named_cards", "card_terms", "card_boost", "CARD_BOOST", "SHORT_CARD_BOOST", "CARD_TERMS_MAX"]

#: the weight of a named card's words (a query's own word weighs 1) in a question that says what happens in its
#: own words: the card's text is what the question is about, in the card's words, not the rules'
CARD_BOOST = 0.3
#: the weight of a named card's words in a short query that names the card and little else (`Blood Moon and
#: Urborg`, `Thalia y retrospectiva`): the card's text is all the query says of what happens
SHORT_CARD_BOOST = 1.5
#: a query is short when, its card names left out, it has at most this many words (or Chinese or Japanese
#: characters, counted two to a word)
SHORT_QUERY_WORDS = 5
#: a word of a spaced language; a run of Chinese or Japanese characters
_WORD_RE = re.compile(r"[^\W\d_\u3040-\u30ff\u3400-\u9fff]+")
_CHARS_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]+")
#: the most words of a card's text searched (its first lines: a long card's last abilities seldom matter)
CARD_TERMS_MAX = 24


def _known(index, termbase_words, stopwords: frozenset[str]):
    def known(word: str, lang: str) -> bool:
        if word.casefold() in stopwords:
            return True
        code = lang if lang in index.lexicon.languages else None
        if code is not None and any(index.known(code, t) for t in analyze(word, code)):
            return True
        if any(index.known("en", t) for t in analyze(word, "en")):
            return True
        table = termbase_words.get(lang, {})
        return any(k in table for k in word_keys(word, lang))
    return known


def _is_term(termbase):
    def is_term(text: str, lang: str) -> bool:
        if termbase is None:
            return False
        if lang == "en":
            return termbase.concept(text) is not None
        return bool(termbase.english(text, lang))
    return is_term


def named_cards(query: str, lang: str, index, termbase, lookup) -> list[CardHit]:
    """The cards `query` names (see `cardnames.match`); [] for `all` or without a card name table."""
    if lookup is None or lang == "all":
        return []
    entry = registry.get(lang)
    stopwords = frozenset(entry.stopwords) if entry is not None else frozenset()
    known = _known(index, index.lexicon.words, stopwords)
    return find_cards(query, lang, lookup, known, _is_term(termbase), stopwords)


def card_boost(query: str, lang: str, cards: list[CardHit]) -> float:
    """The weight of the named cards' words: `SHORT_CARD_BOOST` in a query saying little besides their names (its
    words that are no stop words of `lang`), else `CARD_BOOST`."""
    if not cards:
        return CARD_BOOST
    for c in sorted(cards, key=lambda c: -c.start):
        query = query[:c.start] + " " + query[c.end:]
    entry = registry.get(lang)
    stop = entry.stopwords | entry.question_words if entry is not None else frozenset()
    words = sum(1 for w in _WORD_RE.findall(query) if w.casefold() not in stop)
    chars = sum(len(m) for m in _CHARS_RE.findall(query))
    return SHORT_CARD_BOOST if words + chars / 2 <= SHORT_QUERY_WORDS else CARD_BOOST


def card_terms(cards: list[CardHit]) -> tuple[str, ...]:
    """The English terms (analysed) of the named cards' texts, each once, the card's own name left out."""
    out: dict[str, None] = {}
    for c in cards:
        own = set(terms(c.name, "en"))
        for t in terms(c.text.replace(c.name, " "), "en"):
            if t not in own and len(out) < CARD_TERMS_MAX * len(cards):
                out.setdefault(t, None)
    return tuple(out)
