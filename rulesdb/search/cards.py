"""The cards a query names (`rulesdb.cardnames`), read with what the search knows of the query's language: its
rules' words and word table (a name that is also a word is the word), the term base (a name that is a game term's
wording is the term). A named card's English text is searched beside the query's other words (`card_terms`)."""
from __future__ import annotations

import re

from .. import lang as registry
from ..analysis import analyze, terms
from ..cardnames.keys import is_unspaced
from ..cardnames.match import CardHit, find_cards
from ..termbase.words import word_keys

__all__ = ["named_cards", "card_terms", "today_wording", "unspaced_names_left_out", "CARD_BOOST", "CARD_TERMS_MAX"]

#: the weight of a named card's words (a query's own word weighs 1): the card's text says what the question is
#: about, in the card's words, not the rules'. More (1.5 where the query says little else) did better on 16 card
#: queries tuned on, worse on 32 held out: a query's one other word is often the concept (`Legendenregel`)
CARD_BOOST = 0.3
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


def _type_words(type_line: str) -> str:
    """What a card's type line says of the rules: its supertypes and types, and the subtypes of a noncreature
    (`Legendary Creature`: the legend rule; `Artifact — Equipment`), not a creature's (`Human Soldier`)."""
    return type_line.split("—")[0] if "Creature" in type_line else type_line


#: the wordings of old printings the CR glossary reads as today's (In Play (Obsolete): "in play", "into play",
#: "from play" refer to the battlefield; Remove from the Game (Obsolete): "remove [something] from the game" is
#: "exile [something]"): the card table holds a card's printed text, and Gather Specimens (2008) says `If a creature
#: would come into play under an opponent's control` where the rules say enters the battlefield
OBSOLETE_WORDINGS = ((re.compile(r"\bcom(?:e|es|ing)\s+into\s+play\b", re.IGNORECASE), "enters the battlefield"),
                     (re.compile(r"\b(?:into|in|from)\s+play\b", re.IGNORECASE), "battlefield"),
                     (re.compile(r"\bto\s+play(?=\s+(?:under|tapped|with|at|attached)\b|[.,;])", re.IGNORECASE),
                      "to the battlefield"),
                     (re.compile(r"\bremov(?:e|es|ed|ing)\b(.{0,60}?)\bfrom\s+the\s+game\b", re.IGNORECASE),
                      r"exile\1"))


def today_wording(text: str) -> str:
    """A card's printed text with the obsolete wordings read as the rules read them now (`OBSOLETE_WORDINGS`)."""
    for pattern, now in OBSOLETE_WORDINGS:
        text = pattern.sub(now, text)
    return text


def card_terms(cards: list[CardHit]) -> tuple[str, ...]:
    """The English terms (analysed) of the named cards' type lines (`_type_words`) and texts, each once, the
    card's own name left out. On 16 card queries written while building, the type lines took MRR 0.172 to 0.215;
    two Thalias and the legend rule (704.5j) need the `Legendary` of their type line."""
    out: dict[str, None] = {}
    for c in cards:
        own = set(terms(c.name, "en"))
        for t in terms(_type_words(c.type) + "\n" + today_wording(c.text.replace(c.name, " ")), "en"):
            if t not in own and len(out) < CARD_TERMS_MAX * len(cards):
                out.setdefault(t, None)
    return tuple(out)


def unspaced_names_left_out(query: str, cards: list[CardHit]) -> str:
    """`query` with the Chinese or Japanese names of the cards it names blanked (same length, so offsets hold): the
    characters of `精神隷属器` (Mindslaver) are no words of the question, the card's text stands for them (read as
    words, 精神 had been searched as `god`). A name in a spaced script stays: its words are the query's words too
    (`Clone` beside 复制)."""
    chars = list(query)
    for c in cards:
        if is_unspaced(query[c.start:c.end]):
            chars[c.start:c.end] = " " * (c.end - c.start)
    return "".join(chars)
