"""`rulesdb terms derive`: the English terms of the corpus's latest English release, derived against a card file,
written as the table that ships in `raw_sources/termbase/`."""
from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Iterable

from .derive import Progress, derive
from .english import english_terms
from .cards import read_printings
from .table import format_table

__all__ = ["derive_table"]


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def derive_table(corpus, cards: str | Path, langs: Iterable[str] | None = None, workers: int | None = None,
                 progress: Progress | None = None) -> tuple[str, int]:
    """The table's text and its number of rows: the terms of the corpus's latest English release (glossary and
    rule tree, see `english.py`) and every `X counter` of the cards, derived against `cards`."""
    cards = Path(cards)
    release = corpus.resolve_revision("en")
    english_texts = [p.en[1] for p in read_printings(cards)]
    terms = english_terms(corpus.glossary("en", release), corpus.tree("en", release), english_texts)
    rows = derive(cards, terms, langs=langs, workers=workers, progress=progress)
    provenance = [
        f"cards: {cards.name} (sha256 {_sha256(cards)}), {len(english_texts)} printings; see corpus/PROVENANCE.md",
        f"terms: {len(terms)} English terms of the CR release {release} (glossary headwords, 701/702, 205, 400.1,"
        " 501-514) and the counters the cards print",
        "derived by `rulesdb terms derive` (rulesdb.termbase): aligned segments, Dice over distinct segments;"
        " count = cards printing both, total = cards of that language printing the English term",
        "card text (c) Wizards of the Coast, via MTGJSON; reference data for terminology",
    ]
    return format_table(rows, provenance), len(rows)
