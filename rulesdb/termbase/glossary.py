"""Glossary wording (kind `glossary`): a translated CR's glossary headwords beside the English ones.

The Chinese CR beside its English companion, the pt-BR PO's msgstr beside its msgid: 弃牌 for Discard, Habilidade
Desencadeada Postergada for Delayed Triggered Ability. These glossaries are also the gold the term base's precision
is measured against (`bench/bench_termbase.py`): a glossary wording is evidence to look a wording up by (`rulesdb
term`, a question's terms), never a top wording (`base.REGISTERS` leaves the kind out).
"""
from __future__ import annotations

import re
from typing import Sequence

from ..model import GlossaryEntry, TermEntry
from ..refs import extract_refs
from ..textfold import fold_term as fold
from .english import headword_terms
from .senses import VERB_SENSES, sense_term

__all__ = ["glossary_terms", "wordings_of", "english_of"]


def wordings_of(headword: str) -> list[str]:
    """The wordings a translated glossary headword offers, its notes left out: `在回合结束时（已废止）` ->
    [在回合结束时]; `押注（用作动词）/赌注（用作名词）` -> [押注, 赌注]."""
    text = re.sub(r"[（(][^）)]*[）)]", "", headword)
    return [w.strip() for w in re.split(r"[/／;；、]", text) if w.strip()]


def _cited(text: str) -> frozenset[str]:
    """The rules a glossary definition cites (`See rule 122`, `参见规则122`)."""
    return frozenset(str(r) for r in extract_refs(text))


def english_of(entries: Sequence[GlossaryEntry], i: int, by_line: dict[int, GlossaryEntry]) -> GlossaryEntry | None:
    """The English headword the translated glossary entry `entries[i]` translates: the English entry of the same
    line, unless the two cite disjoint rules and the English entry of a neighbour's line (the translated entries
    before and after it) cites exactly the rules it cites. The Chinese CR of 2026-01-16 orders 关键字指示物 (See
    rule 122) before 关键字动作 (See rule 701), its English companion Keyword Action (701) before Keyword Counter
    (122): by line, each was paired with the other. A citation typo (地图, Map: 111.10 for 110.10) keeps its line."""
    entry = entries[i]
    same = by_line.get(entry.line)
    mine = _cited(entry.text)
    theirs = _cited(same.text) if same is not None else frozenset()
    if not mine or not theirs or theirs & mine:
        return same
    for n in (*entries[max(0, i - 1):i], *entries[i + 1:i + 2]):
        other = by_line.get(n.line)
        if other is not None and _cited(other.text) == mine:
            return other
    return same


def glossary_terms(sources: Sequence[tuple]) -> list[TermEntry]:
    """Glossary wording (kind `glossary`): each headword of a translated CR's glossary beside the English headword
    printed on the same line of the text it was translated from: the same source (the msgid of a PO's msgstr) or
    an English companion text of the same release (the Chinese CR's). `sources`: (source, parse result) pairs as
    the assembly holds them. A headword naming several terms, or listing them with commas, is left out (which of
    them is which is not said)."""
    english: dict[tuple[str, str], dict[int, GlossaryEntry]] = {}
    for src, res in sources:
        for g in res.glossary:
            if g.lang == "en":
                english.setdefault(("source", src.name), {})[g.line] = g
                if src.role == "companion":
                    english.setdefault(("companion", res.revision), {})[g.line] = g
    out: list[TermEntry] = []
    for src, res in sources:
        entries = [g for g in res.glossary if g.lang != "en"]
        own, companion = english.get(("source", src.name), {}), english.get(("companion", res.revision), {})
        for i, g in enumerate(entries):
            by_line = own if g.line in own else companion
            head = english_of(entries, i, by_line)
            if head is None or "," in head.term or "," in g.term or "，" in g.term:
                continue
            wordings = wordings_of(g.term)
            # a headword of two senses the languages word apart (Counter: "1. To cancel a spell ... 2. A marker"),
            # as many wordings as senses (反击/指示物): each its sense's; one wording: the first sense's
            verbs = [m.group(1) == "To" for m in re.finditer(r"(?:^|\s)\d+\. (\w+)", head.text)] or [
                head.text.startswith("To ")]
            for concept in headword_terms(head.term):
                for k, wording in enumerate(wordings):
                    verb = verbs[k] if len(wordings) == len(verbs) else verbs[0]
                    term = sense_term(concept) if concept in VERB_SENSES and verb else concept
                    if fold(wording) != fold(concept):
                        out.append(TermEntry(term, g.lang, wording, "glossary", src.name, g.line))
    return out
