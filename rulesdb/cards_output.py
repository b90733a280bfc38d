"""Rendering of `rulesdb card` (text for people; `--json` prints `CardLookup.to_json()`)."""
from __future__ import annotations

from .i18n import N_, Templates

__all__ = ["render_card"]

TEXTS: dict[str, str] = Templates({
    "printed": N_("printed {first} … {last}"),
})


def render_card(result) -> str:
    """Each card: its English name and type, its text, when it was printed, and its names per language."""
    out: list[str] = []
    for card in result.cards:
        if out:
            out.append("")
        out.append(f"{card.name} · {card.type}" if card.type else card.name)
        out += [f"    {line}" for line in card.text.split("\n") if line]
        out.append("  " + TEXTS["printed"].format(first=card.first, last=card.last))
        for lang, name in result.names(card):
            out.append(f"  {lang:<8}{name}")
    return "\n".join(out)
