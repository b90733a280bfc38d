"""Terms with two senses the languages word apart: the verb `counter` (CR 701.6, counter target spell: es
contrarrestar, de neutralisieren, it neutralizzare, fr contrecarrer, pt anular, ja 打ち消す, zh 反击) is not the
noun `counter` (CR 122, a +1/+1 counter: contador, Marke, segnalino, marqueur, marcador, カウンター, 指示物).

The English text tells the verb by what follows it (an object: `counter target spell`, `counter it`, `counter
the spell`) or by its form (`countered`, `countering`); `english_keys` reads such a word as the sense's own stem
(`counter~v`), so that the noun no longer meets the verb's segments. The verb is a term of its own,
`counter (verb)`: derived, stored and exported as a concept apart, searched as the English word `counter`
(`english_words`) and shown beside the noun when `rulesdb term counter` is asked.
"""
from __future__ import annotations

import re

__all__ = ["VERB_SENSES", "SENSE_SUFFIX", "sense_term", "is_sense", "english_words", "verb_use", "sense_keys",
           "verb_pattern"]

_OBJECT = (r"target|it|that|this|those|these|all|each|up to|any|a|an|the|spells?|abilities|ability|him|her|them|"
           r"one|two|three|x|another|every")
#: stem -> what follows the word when it is the verb
VERB_SENSES = {"counter": re.compile(r"\s+(?:" + _OBJECT + r")\b")}
#: ... and the word before it when it is the noun, whatever follows (`each kind of counter the first object had`,
#: CR 122.8; `a +1/+1 counter that`)
_NOUN_AFTER = (r"a|an|the|of|each|that|this|no|any|another|its|their|his|her|your|my|our|[+-]\d+/[+-]\d+|\d+|x|"
               r"one|two|three|four|five|more")
#: ... and what follows the third person, which is also the plural noun (`poison counters a player has`, `effects
#: and counters that modify power`, CR 810.10a, 613.4c): a spell or ability, or a target
_THIRD_PERSON = re.compile(r"\s+(?:target|it|them|up to|all|each|(?:a|an|the|that|this)\s+(?:\w+\s+)?"
                           r"(?:spell|ability|activated|triggered))\b")
_DETERMINED = re.compile(r"(?:^|[^\w+/-])(?:" + _NOUN_AFTER + r")\s+$")
_ALWAYS_VERB = {"countered": "counter", "countering": "counter"}
SENSE_SUFFIX = " (verb)"
VERB_KEY = "~v"


def sense_term(stem: str) -> str:
    """The term the verb sense of `stem` is derived as: `counter (verb)`."""
    return stem + SENSE_SUFFIX


def is_sense(term: str) -> bool:
    return term.lower().endswith(SENSE_SUFFIX) and term[:-len(SENSE_SUFFIX)].lower() in VERB_SENSES


def english_words(concept: str) -> str:
    """The English words a concept is searched as: `counter (verb)` -> `counter`; any other concept as it is."""
    return concept[:-len(SENSE_SUFFIX)] if is_sense(concept) else concept


def verb_use(text: str, start: int, end: int, key: str) -> str | None:
    """The verb sense's stem (`counter~v`) when the English word `text[start:end]` (lower case, stemmed `key`) is
    the verb of a term with two senses, by the words around it; None otherwise."""
    word = text[start:end]
    if word in _ALWAYS_VERB:
        return _ALWAYS_VERB[word] + VERB_KEY
    follows = VERB_SENSES.get(key)
    if follows is None or word not in (key, key + "s"):
        return None
    after, before = text[end:end + 20], text[max(0, start - 12):start]
    if (follows.match(after) and not _DETERMINED.search(before)
            and (word == key or _THIRD_PERSON.match(after))):
        return key + VERB_KEY
    return None


def sense_keys(term: str) -> list[str] | None:
    """The keys of a sense term (`counter (verb)` -> [`counter~v`]); None for any other term."""
    return [english_words(term).lower() + VERB_KEY] if is_sense(term) else None


def verb_pattern(concept: str) -> "_Verb":
    """What finds the verb of a sense concept in English text (`finditer`, `search`, as a compiled pattern does):
    `Counter target spell`, `can't be countered`; not the noun (`each kind of counter the first object had`)."""
    return _Verb(english_words(concept))


class _Verb:
    """The forms of a two-sense word (counter, counters, countered, countering) that `verb_use` reads as the verb."""

    def __init__(self, stem: str):
        self.stem = stem
        self.pattern = re.compile(r"(?<![\w-])" + re.escape(stem) + r"(?:s|ed|ing)?(?![\w-])", re.IGNORECASE)

    def finditer(self, text: str):
        low = text.lower()
        return (m for m in self.pattern.finditer(text) if verb_use(low, m.start(), m.end(), self.stem))

    def search(self, text: str):
        return next(self.finditer(text), None)
