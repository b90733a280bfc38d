"""`rulesdb terms cards`: the card name table, derived from the parallel card file (deterministic)."""
from __future__ import annotations

import gzip
import re
from collections import Counter, defaultdict
from pathlib import Path

from ..termbase.cards import read_printings
from ..termbase.pipeline import _sha256
from .table import CardEntry, format_table

__all__ = ["derive_card_table", "strip_reminders"]

#: reminder text: a parenthesised sentence (`(This creature deals combat damage before...)`)
_REMINDER_RE = re.compile(r"\s*[(（][^()（）]*[)）]")


def strip_reminders(text: str) -> str:
    """A card's text without its reminder text, each line stripped, empty lines left out."""
    lines = (_REMINDER_RE.sub("", line).strip() for line in text.split("\n"))
    return "\n".join(line for line in lines if line)


def derive_card_table(cards: str | Path) -> tuple[bytes, int]:
    """The gzipped table and its number of cards: every English card name of `cards`, with the type and text of
    its latest printing (release date, then set and number, decide) and the names printed in each language."""
    cards = Path(cards)
    latest: dict[str, tuple] = {}
    dates: dict[str, list[str]] = {}
    printed: dict[str, dict[str, Counter]] = defaultdict(lambda: defaultdict(Counter))
    for p in read_printings(cards):
        name, text, type_ = p.en
        if not name:
            continue
        key = (p.released, p.set, p.number)
        if name not in latest or key > latest[name][0]:
            latest[name] = (key, type_, text)
        span = dates.setdefault(name, [p.released, p.released])
        span[0], span[1] = min(span[0], p.released), max(span[1], p.released)
        for lang, face in p.tr.items():
            if face[0] and face[0] != name:  # a printing left in English names no card in its language
                printed[name][lang][face[0]] += 1
    entries = []
    for name, (_, type_, text) in latest.items():
        names = tuple((lang, n) for lang in sorted(printed[name])
                      for n, _ in sorted(printed[name][lang].items(), key=lambda kv: (-kv[1], kv[0])))
        entries.append(CardEntry(name, type_, strip_reminders(text), dates[name][0], dates[name][1], names))
    provenance = [f"cards: {cards.name} (sha256 {_sha256(cards)}); see corpus/PROVENANCE.md",
                  "derived by `rulesdb terms cards` (rulesdb.cardnames): every English card name, the type and text "
                  "of its latest printing (reminder text left out), and the names printed in each language",
                  f"{len(entries)} cards"]
    text = format_table(entries, provenance)
    return gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0), len(entries)
