"""`Rendering`: one rendering of an English game term in a language, with its evidence (a row of the table)."""
from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Rendering"]


@dataclass(frozen=True)
class Rendering:
    """One rendering of an English term in a language, with its evidence.

    `count`: cards where the term and this rendering stand in the same aligned segment; `total`: cards of this
    language whose English has the term; `score`: the Dice score (0..1); `first`/`last`: release dates of the
    first and last such card; `current`: the rendering printed now; `forms`: inflected forms seen (most frequent
    first, the rendering itself excluded); `example`: the latest such printing (`SET/number`). A keyword action
    cited by its infinitive (`citation.py`) counts its printed form, the first of its `forms`."""

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
