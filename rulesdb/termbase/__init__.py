"""The term base: every English game term with its renderings in the card languages, derived from printed cards.

One module per concern:

- `cards`: reading the parallel card file (`corpus/cards/mtgjson_parallel_cards.jsonl.gz`);
- `segments`: aligning a card pair into parallel segments (type line, lines, sentences, reminder text);
- `tokens`: words, stems and candidate n-grams per language (characters for Chinese, Japanese, Korean);
- `english`: the English terms looked for (glossary headwords, 701/702, zones, steps, types, counters...);
- `derive`: candidates, Dice scores, competing renderings, history (first/last printed, current);
- `rules`: the same derivation over a translated CR aligned by rule number (kind `rules-text`, zh and pt-BR);
- `compose`: a multi-word term nothing prints, worded from its parts (kind `composed`, a marked guess);
- `record` / `table`: a rendering and the derived table on disk (`raw_sources/termbase/termbase_from_cards.tsv`);
- `base`: `TermBase`, the lookups both ways over what the store holds (`TermBase.from_reader`).

Deriving is a build-time step (`rulesdb terms derive`); at query time only the store is read.
"""
from __future__ import annotations

from .base import TermBase, TermHit, TermMatch, load_termbase
from .record import Rendering

__all__ = ["TermBase", "TermHit", "TermMatch", "Rendering", "load_termbase"]
