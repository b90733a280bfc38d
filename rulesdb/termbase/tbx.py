"""The term base as TBX (ISO 30042, the `martif` TBX-Basic layout) for CAT tools.

One `termEntry` per English term: an English `langSet`, and a `langSet` per target language with its printed
renderings best first, the current one `preferredTerm-admn-sts`, the others `admittedTerm-admn-sts`, each with
its evidence as notes (cards, first and last printed, example printing). translate-toolkit reads it
(`translate.storage.tbx`). Meant to be called by `rulesdb export --format tbx` (export.py, not this package).
"""
from __future__ import annotations

from typing import Iterable
from xml.sax.saxutils import escape, quoteattr

from .base import TermBase

__all__ = ["tbx_text"]


def _term(e, status: str) -> list[str]:
    note = f"{e.count} of {e.total} cards; printed {e.first} … {e.last}"
    if e.example:
        note += f"; e.g. {e.example}"
    return ["      <tig>", f"        <term>{escape(e.term)}</term>",
            f"        <termNote type=\"administrativeStatus\">{status}</termNote>",
            f"        <note>{escape(note)}</note>", "      </tig>"]


def tbx_text(base: TermBase, langs: Iterable[str], source: str = "rulesdb term base") -> str:
    """TBX of every English term having a printed rendering in one of `langs` (TBX language tags as given)."""
    langs = list(langs)
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<!DOCTYPE martif SYSTEM "TBXcoreStructV02.dtd">',
           '<martif type="TBX" xml:lang="en">',
           "  <martifHeader>", "    <fileDesc>",
           f"      <sourceDesc><p>{escape(source)}</p></sourceDesc>",
           "    </fileDesc>", "  </martifHeader>", "  <text>", "    <body>"]
    for n, concept in enumerate(base.concepts(), 1):
        per_lang = {l: [e for e in base.renderings(concept, l, kinds=("printed",))] for l in langs}
        if not any(per_lang.values()):
            continue
        out.append(f"  <termEntry id={quoteattr(f'c{n}')}>")
        out += ['    <langSet xml:lang="en">', "      <tig>", f"        <term>{escape(concept)}</term>",
                "      </tig>", "    </langSet>"]
        for lang, entries in per_lang.items():
            if not entries:
                continue
            out.append(f"    <langSet xml:lang={quoteattr(lang)}>")
            for e in entries:
                out += _term(e, "preferredTerm-admn-sts" if e.current else "admittedTerm-admn-sts")
            out.append("    </langSet>")
        out.append("  </termEntry>")
    out += ["    </body>", "  </text>", "</martif>"]
    return "\n".join(out) + "\n"
