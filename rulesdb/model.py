"""The canonical data model: rule nodes, glossary entries, and what a parser returns.

Everything is a frozen dataclass; `RuleId` lives in `ruleid.py`. Parsers (`rulesdb.sources`) produce
`ParseResult`s; the store persists their nodes; every later stage (search, align, diff, engine) reads them.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from .ruleid import RuleId

__all__ = ["RuleNode", "GlossaryEntry", "TermEntry", "TERM_KINDS", "ParseWarning", "ParseResult", "UNDATED"]

#: The revision of a page that states no date and has not been matched to a release.
UNDATED = "undated"


@dataclass(frozen=True)
class RuleNode:
    """One numbered paragraph of the CR in one language and release.

    `title` is set for sections, chapters and titled rules (`702.7. First Strike`); `text` holds the rule's
    own words (for a titled rule with no body, empty). `examples` and `rulings` are the paragraphs that follow
    it (`Example:` ... / bullet rulings of a rule page). `refs` are the rule ids its text (and examples) cite.
    `label_inferred` marks an id that the parser inferred (a page that printed no letter).
    """

    id: RuleId
    lang: str
    revision: str = UNDATED
    title: str = ""
    text: str = ""
    examples: tuple[str, ...] = ()
    rulings: tuple[str, ...] = ()
    refs: tuple[RuleId, ...] = ()
    source: str = ""
    line: int = 0
    label_inferred: bool = False

    @property
    def display(self) -> str:
        """Title and text as one line, for listings."""
        if self.title and self.text:
            return f"{self.title}: {self.text}"
        return self.title or self.text

    def with_(self, **changes) -> "RuleNode":
        return replace(self, **changes)

    def to_json(self) -> dict:
        return {
            "id": str(self.id),
            "lang": self.lang,
            "revision": self.revision,
            "title": self.title,
            "text": self.text,
            "examples": list(self.examples),
            "rulings": list(self.rulings),
            "refs": [str(r) for r in self.refs],
            "source": self.source,
            "line": self.line,
            "label_inferred": self.label_inferred,
        }


@dataclass(frozen=True)
class GlossaryEntry:
    """A term of the CR glossary (or a keyword-name table) and its definition, in one language."""

    term: str
    lang: str
    text: str
    revision: str = UNDATED
    source: str = ""
    line: int = 0

    def to_json(self) -> dict:
        return {"term": self.term, "lang": self.lang, "text": self.text, "revision": self.revision}


#: What a term entry says of its wording: printed on cards; the title of a rule in a translated release, paired
#: with the English title of the same rule; rules wording from a translators' term list; a translated glossary
#: headword paired with the English headword of the same line (`glossary`); or an alternative that
#: a heuristic table offers (to be trusted only when no other concept claims it); or a rendering the term base
#: derived from printed cards (`printed`, with its evidence: see `rulesdb.termbase`), read in a translated rules
#: text (`rules-text`), or composed from the printed renderings of its parts (`composed`, a marked guess); or typed
#: in by the developers where the cards are silent (`curated`: rules vocabulary such as layer, no evidence).
TERM_KINDS = ("card", "title", "rules", "glossary", "alt", "printed", "rules-text", "composed", "curated")


@dataclass(frozen=True)
class TermEntry:
    """One rendering of an English game term in a language: `concept` is the English term in lower case
    ("first strike"), `term` its wording in `lang` ("Dañar primero"). `count` is the evidence behind it
    (e.g. the number of cards it was read from; 0 when the source gives none)."""

    concept: str
    lang: str
    term: str
    kind: str = "card"
    source: str = ""
    line: int = 0
    count: int = 0
    #: term base evidence (kind `printed`): rank among the renderings of the concept in `lang`, cards of `lang`
    #: whose English has the concept, Dice score, first and last release printing it, whether it is the
    #: wording printed now, other inflected forms, the latest printing (`SET/number`)
    rank: int = 0
    total: int = 0
    score: float = 0.0
    first: str = ""
    last: str = ""
    current: bool = False
    forms: tuple[str, ...] = ()
    example: str = ""

    def to_json(self) -> dict:
        out = {"concept": self.concept, "lang": self.lang, "term": self.term, "kind": self.kind,
               "source": self.source, "line": self.line, "count": self.count}
        if self.rank:
            out.update(rank=self.rank, total=self.total, score=self.score, first=self.first, last=self.last,
                       current=self.current, forms=list(self.forms), example=self.example)
        return out


@dataclass(frozen=True)
class ParseWarning:
    """Something odd in a source that did not stop the parse (a typo, a gap, a duplicate)."""

    line: int
    message: str
    source: str = ""

    def to_json(self) -> dict:
        return {"line": self.line, "message": self.message}


@dataclass(frozen=True)
class ParseResult:
    """What a parser returns for one source file.

    `nodes` are flat, in document order, each with its own `lang` (a bilingual page yields two languages).
    `revision` is the ISO effective date found in the source (or given by the manifest), else UNDATED;
    `revision_label` is a set name or the date as written ("Duskmourn: La Casa degli Orrori").
    `siblings` is structure a page lists but does not contain (the Spanish site's "Otras reglas").
    """

    format: str
    nodes: tuple[RuleNode, ...]
    glossary: tuple[GlossaryEntry, ...] = ()
    terms: tuple[TermEntry, ...] = ()
    #: the cards of a card name table (`rulesdb.cardnames.table.CardEntry`)
    cards: tuple = ()
    warnings: tuple[ParseWarning, ...] = ()
    revision: str = UNDATED
    revision_label: str = ""
    siblings: tuple[RuleId, ...] = ()
    source: str = ""
    meta: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def langs(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for n in self.nodes:
            seen.setdefault(n.lang, None)
        for g in self.glossary:
            seen.setdefault(g.lang, None)
        for t in self.terms:
            seen.setdefault(t.lang, None)
        return tuple(seen)

    def to_json(self) -> dict:
        """`rulesdb parse --json`; `terms` only for a source that has some (a term table)."""
        out = {
            "format": self.format,
            "revision": self.revision,
            "revision_label": self.revision_label,
            "langs": list(self.langs),
            "rules": [n.to_json() for n in self.nodes],
            "glossary": [g.to_json() for g in self.glossary],
            "warnings": [w.to_json() for w in self.warnings],
            "siblings": [str(s) for s in self.siblings],
        }
        if self.terms:
            out["terms"] = [t.to_json() for t in self.terms]
        if self.cards:
            out["cards"] = len(self.cards)  # a card name table: 21,792 rows are no output to read
        return out
