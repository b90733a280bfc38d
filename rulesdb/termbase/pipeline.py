"""`rulesdb terms derive`: the English terms of the corpus's latest English release, derived against a card file,
written as the table that ships in `raw_sources/termbase/`."""
from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Iterable

from .compose import check, compose
from .derive import Progress, derive
from .rules import derive_rules_text, rule_pairs, rules_sources
from .senses import is_sense
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
    # the wording of the translated rules texts (kind rules-text), then composed wordings (kind composed) for
    # the multi-word terms neither gives
    read = []
    for lang, rev, base in rules_sources(corpus):
        if langs is not None and lang not in langs:
            continue
        pairs_ = rule_pairs(lang, corpus.tree("en", base), corpus.tree(lang, rev), rev)
        rows += derive_rules_text(lang, pairs_, terms)
        read.append(f"{lang} {rev} ({len(pairs_)} rules beside the English of {base})")
    composed, checked = [], []
    worded = [t for t in terms if not is_sense(t.term)]  # a sense's words are no parts to compose it from
    for lang in sorted({r.lang for r in rows} - {"en"}):
        composed += compose(rows, worded, lang)
        right, n = check(rows, worded, lang)
        checked.append(f"{lang} {right}/{n}")
    rows += composed
    order = {"printed": 0, "rules-text": 1, "composed": 2}
    rows.sort(key=lambda r: (r.term, r.lang != "en", r.lang, order.get(r.kind, 9), r.rank))
    provenance = [
        f"cards: {cards.name} (sha256 {_sha256(cards)}), {len(english_texts)} printings; see corpus/PROVENANCE.md",
        f"terms: {len(terms)} English terms of the CR release {release} (glossary headwords, 701/702, 205, 207.2c,"
        " 400.1, 501-514) and the counters the cards print; the verb of counter is a term of its own,"
        " counter (verb) (senses.py)",
        "derived by `rulesdb terms derive` (rulesdb.termbase): aligned segments, Dice over distinct segments;"
        " count = cards printing both, total = cards of that language printing the English term",
        "kind rules-text: the wording of a translated CR, numbered rules aligned by number with the English"
        " release it follows, glossary left out; count = rules printing both, total = rules with the English"
        " term: " + ("; ".join(read) or "none"),
        "kind composed: a multi-word term nothing prints, worded from its parts' printed renderings with the"
        " pattern printed terms show (count = printed examples of the pattern; never beside a printed rendering);"
        " printed multi-word terms composed as if unprinted come out as printed: " + ", ".join(checked)
        + " (a language below half composes nothing)",
        "card text (c) Wizards of the Coast, via MTGJSON; reference data for terminology",
    ]
    return format_table(rows, provenance), len(rows)
