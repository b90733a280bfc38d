"""The rules' words for the symbols a question types in braces (`{C}`, `{T}`, `{2/W}`): CR 107.4-107.14 name each.

A judge writes a cost as the cards print it, in any language; the analyser keeps only the letter (`c`), which
names nothing. The words below are what the rules call the symbol, searched in English beside it.
"""
from __future__ import annotations

import re

__all__ = ["symbol_words"]

_SYMBOL = re.compile(r"\{([^{}]{1,6})\}")
_COLOR = "WUBRG"

#: one symbol's letters -> the rules' words for it (107.4c colorless, 107.4h snow, 107.5 tap, 107.6 untap,
#: 107.14 energy; 107.12 the planeswalker symbol, 107.13 chaos)
_NAMED = {"C": ("colorless",), "S": ("snow",), "T": ("tap symbol",), "Q": ("untap symbol",), "E": ("energy",),
          "PW": ("planeswalker symbol",), "CHAOS": ("chaos",)}


def _words_of(inside: str) -> tuple[str, ...]:
    key = inside.upper()
    if key in _NAMED:
        return _NAMED[key]
    parts = key.split("/")
    if len(parts) == 2:
        a, b = parts
        if "P" in parts:
            return ("Phyrexian",)  # 107.4f: {W/P}, and the hybrid Phyrexian {W/U/P} below
        if a.isdigit() and b in _COLOR:
            return ("monocolored hybrid",)  # 107.4e: {2/W}
        if a in _COLOR and b in _COLOR:
            return ("hybrid",)  # 107.4e: {W/U}
    if len(parts) == 3 and parts[2] == "P":
        return ("Phyrexian", "hybrid")
    if key.isdigit():
        return ("generic",)  # 107.4b: a number is generic mana
    return ()


def symbol_words(text: str) -> tuple[str, ...]:
    """The rules' words for the symbols in braces in `text`, each once, in order (`"{2/W}{T}:"` -> monocolored
    hybrid, tap symbol); a color symbol alone ({G}) or X names nothing more than mana."""
    out: dict[str, None] = {}
    for inside in _SYMBOL.findall(text):
        out.update(dict.fromkeys(_words_of(inside)))
    return tuple(out)
