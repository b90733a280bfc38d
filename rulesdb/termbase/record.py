"""`Rendering`: one rendering of an English game term in a language, with its evidence (a row of the table)."""
from __future__ import annotations

from dataclasses import dataclass, replace

from ..model import TermEntry

__all__ = ["Rendering", "EVIDENCE", "evidence"]

#: the evidence of a table row that the term table parser keeps in its source's metadata (`meta["renderings"]`,
#: by line), in this order: the store keeps only concept, lang, term, kind, line and count of each row
EVIDENCE = ("rank", "total", "score", "first", "last", "current", "forms", "example")


@dataclass(frozen=True)
class Rendering:
    """One rendering of an English term in a language, with its evidence.

    `count`: cards where the term and this rendering stand in the same aligned segment; `total`: cards of this
    language whose English has the term; `score`: the Dice score (0..1); `first`/`last`: release dates of the
    first and last such card; `current`: the rendering printed now; `forms`: inflected forms seen (most frequent
    first, the rendering itself excluded); `example`: the latest such printing (`SET/number`)."""

    term: str
    lang: str
    rendering: str
    kind: str = "printed"
    rank: int = 1
    count: int = 0
    total: int = 0
    score: float = 0.0
    first: str = ""
    last: str = ""
    current: bool = False
    forms: tuple[str, ...] = ()
    example: str = ""


def evidence(entry: TermEntry, meta: dict) -> TermEntry:
    """`entry` (as the store gives it back: concept, lang, term, kind, line, count) with the evidence its source's
    metadata keeps for its line; unchanged when there is none."""
    row = (meta or {}).get("renderings", {}).get(str(entry.line))
    if not row:
        return entry
    rank, total, score, first, last, current, forms, example = row
    return replace(entry, rank=int(rank), total=int(total), score=float(score), first=first, last=last,
                   current=bool(current), forms=tuple(f for f in forms.split("|") if f), example=example)
