"""The English game terms the term base looks for, each with what kind of term it is.

Read from the English Comprehensive Rules as the store holds them, never typed in, except for the short list of
rules verbs and nouns below (words the rules use everywhere and that have no glossary entry of their own):

- every glossary headword (`Banding, "Bands with Other"` gives `banding` and `bands with other`; `(Obsolete)`
  dropped);
- the titles of the keyword actions (701.x) and keyword abilities (702.x); the phases and steps (500-514);
- the zones (400.1), card types (205.2a), subtypes (205.3g-q) and supertypes (205.4a), from the lists these
  rules give; the ability words (207.2c: landfall, threshold, will of the council), which the cards print as a
  label before a dash;
- counters: every `X counter` the cards' English prints at least `MIN_COUNTER_CARDS` times;
- the verb of a term with two senses, as a term of its own (`counter (verb)`, see `senses.py`).
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Iterable

from ..model import GlossaryEntry, RuleNode
from .senses import VERB_SENSES, sense_term

__all__ = ["EnglishTerm", "RULES_WORDS", "CONNECTIVES", "english_terms", "headword_terms", "counter_terms"]

#: Verbs and nouns of the rules that every judge uses and that the lists above do not all give.
RULES_WORDS = ("cast", "activate", "trigger", "sacrifice", "exile", "destroy", "tap", "untap", "attack", "block",
               "blocker", "attacker", "target", "control", "controller", "owner", "stack", "priority", "token",
               "copy", "layer", "timestamp", "spell", "ability", "permanent", "player", "opponent", "damage",
               "combat damage", "life", "mana", "draw", "discard", "counter", "card", "turn", "resolve", "graveyard",
               "library", "hand", "battlefield", "creature", "effect", "cost", "mana cost", "mana value",
               "power", "toughness", "reveal", "search", "shuffle", "return", "enter", "leave", "prevent",
               "create", "choose", "deal damage", "lose", "gain", "win", "game", "emblem", "source")

#: the glossary's connectives: terms whose wordings are function words as the English ones are (a wording of
#: them is read whole: es `a menos que`, whose `menos` alone is also `al menos`, at least)
CONNECTIVES = frozenset({"unless", "instead", "during"})

MIN_COUNTER_CARDS = 5


@dataclass(frozen=True)
class EnglishTerm:
    """An English term (lower case) and where it comes from: `kinds` among glossary, keyword (702), action
    (701), step (500-514), zone, type, subtype, supertype, ability word (207.2c), counter, rules; `headword` the
    glossary headword it was read from, if any."""

    term: str
    kinds: tuple[str, ...]
    headword: str = ""


def headword_terms(headword: str) -> list[str]:
    """The terms one glossary headword names: `"Banding, “Bands with Other”"` -> `["banding", "bands with other"]`."""
    text = re.sub(r"\((?:Obsolete|obsolete)\)", "", headword)
    text = re.sub(r"[“”\"]", "", text).replace("’", "'")
    parts = [p.strip().lower() for p in text.split(",")]
    return [p for p in parts if p]


_LIST = re.compile(r"(?:(?<!sub)types? (?:are|is)|long:|zones: |phases, in this order: |ability words are )"
                   r"\s*(.+?)\.(?:\s|$)")
_SEE = re.compile(r"\s*\(see rules? [^)]*\)")


def _listed(text: str) -> list[str]:
    out = []
    for m in _LIST.finditer(_SEE.sub("", text.replace("’", "'"))):
        listed = m.group(1).rpartition(":")[2]
        for item in re.split(r",\s*(?:and\s+|or\s+)?|\s+and\s+", listed):
            item = item.strip().lower()
            if item and len(item.split()) <= 4:
                out.append(item)
    return out


def counter_terms(english_texts: Iterable[str], minimum: int = MIN_COUNTER_CARDS) -> list[str]:
    """`X counter` as the cards' English prints it on at least `minimum` cards: `+1/+1 counter`, `poison counter`."""
    seen: Counter = Counter()
    verb = VERB_SENSES["counter"]
    for text in english_texts:
        low = text.lower()
        # `you may counter that spell`, `{U}: Counter target spell`, `costs {1} more to counter`: the verb
        found = {m.group(1) for m in re.finditer(r"(?<![{\w])([+-]\d+/[+-]\d+|[a-z]+) counters?\b", low)
                 if not verb.match(low, m.end())}
        seen.update(found)
    skip = {"a", "the", "of", "more", "those", "that", "each", "all", "any", "no", "with", "and", "or", "x", "two",
            "three", "four", "five", "one", "many", "additional", "those", "its", "their", "his", "her", "was",
            "were", "be", "put", "remove", "removed", "twice", "number", "as", "kind", "type", "another", "same",
            "other", "those", "those", "new", "last", "this", "of", "these", "to", "had", "may", "can"}
    return sorted(f"{w} counter" for w, n in seen.items() if n >= minimum and w not in skip)


def english_terms(glossary: Iterable[GlossaryEntry], tree: Iterable[RuleNode],
                  english_texts: Iterable[str] = ()) -> list[EnglishTerm]:
    """The English terms of one English release (its glossary and its rule tree) and the cards' English texts,
    sorted; a term named by several lists keeps every kind."""
    kinds: dict[str, dict[str, None]] = {}
    heads: dict[str, str] = {}

    def add(term: str, kind: str, headword: str = "") -> None:
        term = " ".join(term.replace("’", "'").split()).lower()
        if term and not term.isdigit():
            kinds.setdefault(term, {})[kind] = None
            if headword:
                heads.setdefault(term, headword)

    for g in glossary:
        for term in headword_terms(g.term):
            add(term, "glossary", g.term)
    lists = {"400.1": "zone", "205.2a": "type", "205.4a": "supertype"}
    for node in tree:
        rid = str(node.id)
        if node.id.kind == "rule" and node.title and node.id.major in (701, 702):
            add(node.title, "action" if node.id.major == 701 else "keyword")
        elif node.title and node.id.kind == "chapter" and 501 <= node.id.major <= 514:
            add(node.title, "step")
        elif rid in lists:
            for item in _listed(node.text):
                add(item, lists[rid])
        elif rid.startswith("205.3") and rid != "205.3n" and node.id.kind != "rule":
            for item in _listed(node.text):
                add(item, "subtype")
        elif rid == "207.2c":
            for item in _listed(node.text):
                add(item, "ability word")
    for term in counter_terms(english_texts):
        add(term, "counter")
    for word in RULES_WORDS:
        add(word, "rules")
    for stem in VERB_SENSES:
        if stem in kinds:  # the verb of a two-sense term, derived apart (`senses.py`)
            add(sense_term(stem), "action", heads.get(stem, ""))
    return [EnglishTerm(t, tuple(k), heads.get(t, "")) for t, k in sorted(kinds.items())]
