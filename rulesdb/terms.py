"""Keyword names across languages: "Erstschlag", "dañar primero", "attacco improvviso" all mean first strike.

Terms reach this module through the pipeline, never from raw files: term tables are a source format
(`sources/term_table.py`), the build pairs the titles of translated keyword rules with their English titles
(`title_terms`), and the store keeps both (`StoreReader.terms()`). Kinds of wording, by preference:

- **rules wording**: a translated rule title paired with the English one (`702.7. Dañar primero` beside
  `702.7. First Strike`), then a translators' term list (the Chinese `translatedterms` list);
- **glossary wording**: a translated CR's glossary headword paired with the English headword of the same line of
  the text it was translated from (`termbase.glossary.glossary_terms`);
- **card wording** per language, from the keyword table derived from printed cards (de "Erstschlag",
  es "Daña primero"). The table is heuristic (see corpus/PROVENANCE.md): its alternatives often name a
  neighbouring keyword ("Trample ... alt: Eile", Eile being haste), so an alternative is kept only when no other
  keyword claims it.

Matching ignores case, accents and surrounding spaces: `canonical("dañar primero") == "first strike"`.
"""
from __future__ import annotations

import re
from functools import cached_property
from dataclasses import dataclass, field
from typing import Iterable

from .model import RuleNode, TermEntry
from .refs import REF_KEYWORD
from .textfold import fold_term as fold

__all__ = ["KeywordTerms", "keyword_terms", "load_keyword_terms", "title_terms", "fold"]

#: The chapter whose rule titles name keyword abilities (702.7. First Strike).
KEYWORD_CHAPTER = 702


@dataclass(frozen=True, eq=False)
class KeywordTerms:
    """Keyword names per language and the reverse index from any name to the English keyword."""

    #: (keyword, lang) -> rules wording (preferred) and card wording
    rules: dict[tuple[str, str], str] = field(default_factory=dict)
    cards: dict[tuple[str, str], str] = field(default_factory=dict)
    #: folded name in any language -> English keyword (lower case)
    index: dict[str, str] = field(default_factory=dict)

    def canonical(self, word: str) -> str | None:
        """The English keyword (lower case) that `word` names in any known language, or None."""
        if not isinstance(word, str):
            return None
        return self.index.get(fold(word))

    def term(self, keyword: str, lang: str, kind: str = "rules") -> str | None:
        """The name of `keyword` in `lang`: rules wording if known (kind="rules"), else card wording."""
        key = self.canonical(keyword) or keyword.lower()
        if lang == "en":
            return key if key in self.keywords() else None
        if kind == "rules" and (key, lang) in self.rules:
            return self.rules[(key, lang)]
        return self.cards.get((key, lang))

    def keywords(self) -> frozenset[str]:
        """The English keywords (lower case), read once: `term` and the page check ask for them per paragraph."""
        return self._keywords

    @cached_property
    def _keywords(self) -> frozenset[str]:
        return frozenset(self.index.values())

    def languages(self) -> set[str]:
        return {lang for _k, lang in self.cards} | {lang for _k, lang in self.rules} | {"en"}


def keyword_terms(entries: Iterable[TermEntry]) -> KeywordTerms:
    """The keyword terms of `entries` (as the store gives them). The keywords are the concepts of the card
    table; rules wording and term lists name only those keywords."""
    entries = list(entries)
    cards: dict[tuple[str, str], str] = {}
    for e in entries:
        if e.kind == "card":
            cards.setdefault((e.concept, e.lang), e.term)
    keywords = {concept for concept, _lang in cards}
    rules: dict[tuple[str, str], str] = {}
    for kind in ("title", "rules"):
        for e in entries:
            if e.kind == kind and e.lang != "en" and e.concept in keywords:
                rules.setdefault((e.concept, e.lang), e.term)
    index: dict[str, str] = {fold(k): k for k in keywords}
    for (keyword, _lang), term in list(cards.items()) + list(rules.items()):
        index.setdefault(fold(term), keyword)
    # alternatives: only those no other keyword claims (the table's alts often name a neighbouring keyword)
    claimed: dict[str, set[str]] = {}
    for e in entries:
        if e.kind == "alt":
            claimed.setdefault(fold(e.term), set()).add(e.concept)
    for folded, owners in claimed.items():
        if len(owners) == 1 and folded not in index:
            index[folded] = next(iter(owners))
    return KeywordTerms(rules=rules, cards=cards, index=index)


def load_keyword_terms(reader) -> KeywordTerms:
    """The keyword terms of a built store (a `StoreReader`), derived once per reader."""
    return reader.memo("keyword-terms", lambda: keyword_terms(reader.terms()))


def _release_of(revision: str, releases: list[str]) -> str:
    """The English release a translated node of `revision` is paired with: its own date, else the latest English
    release at or before it, else the latest (an undated page)."""
    if revision in releases:
        return revision
    earlier = [r for r in releases if r <= revision]
    return earlier[-1] if earlier else releases[-1]


def title_terms(trees: dict[str, list[RuleNode]], english: dict[str, list[RuleNode]]) -> list[TermEntry]:
    """Rules wording from titles: each titled rule of the keyword chapter in a translated tree, paired with the
    English title of the same rule, and each title a translated rule cites where its English cites one
    (`cited_titles`). `trees`: translated trees (any language but English), each a list of nodes; `english`:
    English trees by release (ISO date), each paired as `_release_of` says."""
    releases = sorted(english)
    if not releases:
        return []
    titles: dict[str, dict[str, str]] = {
        rev: {str(n.id): n.title for n in nodes if n.title and n.id.kind == "rule" and n.id.major == KEYWORD_CHAPTER}
        for rev, nodes in english.items()}
    by_id = {rev: {str(n.id): n for n in nodes} for rev, nodes in english.items()}
    out: list[TermEntry] = []
    for nodes in trees.values():
        for n in nodes:
            if n.lang == "en":
                continue
            rev = _release_of(n.revision, releases)
            en = by_id[rev].get(str(n.id))
            if en is not None:
                out += [TermEntry(en_title.lower(), n.lang, title, "title", n.source, n.line)
                        for en_title, title in cited_titles(en, n)]
            if not n.title or n.id.kind != "rule" or n.id.major != KEYWORD_CHAPTER:
                continue
            en_title = titles[rev].get(str(n.id))
            if en_title and fold(en_title) != fold(n.title):
                out.append(TermEntry(en_title.lower(), n.lang, n.title, "title", n.source, n.line))
    # a title cited in several rules of a source is one wording of it (the first kept)
    once: dict[tuple[str, str, str, str], TermEntry] = {}
    for entry in out:
        once.setdefault((entry.concept, entry.lang, fold(entry.term), entry.source), entry)
    return list(once.values())


#: a rule cited with its title: `rule 510, “Combat Damage Step.”`, `regla 510, «Paso de Daño de Combate»`,
#: `规则510，“战斗伤害步骤”` (the number, then the title in any quotation marks)
_CITED = re.compile(rf"{REF_KEYWORD}\s*(\d{{3}}(?:\.\d+[a-z]?)?)\s*[,，]?\s*[«“\"„‘「『]([^»”\"“’」』«]{{2,80}}?)"
                    r"[.,。]?[»”\"“’」』]")
#: the rules whose cited titles are game terms: the steps and phases (chapter 5), keyword actions and abilities
_CITED_TERMS = re.compile(r"5\d\d|70[12]\.\d+")


def cited_titles(english: RuleNode, translated: RuleNode) -> list[tuple[str, str]]:
    """(English title, translated title) of each step, phase or keyword rule both paragraphs cite by number with
    its title: the translation's own wording of the term (es `Paso de Daño de Combate`, where cards seldom print
    combat damage step). A title left in English pairs nothing."""
    def cited(node: RuleNode) -> dict[str, str]:
        out: dict[str, str] = {}
        for text in (node.text, *node.examples):
            for number, title in _CITED.findall(text or ""):
                out.setdefault(number, title.strip())
        return out

    theirs, mine = cited(translated), cited(english)
    if len(theirs) == len(mine) == 1 and not set(theirs) & set(mine):
        # one cited title each, under another number: the translation cites the same rule by an older number
        # (the German seed: `Regel 310, „Kampfschadensegment“`, the combat damage step's number before 2009,
        # where English cites rule 510, Combat Damage Step); its title is still the one English cites
        theirs = {number: next(iter(theirs.values())) for number in mine}
    return [(title, theirs[number]) for number, title in mine.items()
            if _CITED_TERMS.fullmatch(number) and number in theirs and fold(theirs[number]) != fold(title)]
