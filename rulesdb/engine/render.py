"""The text rendering of an `Outcome`: what happens, step by step, each line citing its rule.

`quote`, when given, is a callable `rule_id -> (lang, text) | None`; the rules cited are then quoted at the end,
each in the language the callable found (it may fall back to English; the language is shown).
"""
from __future__ import annotations

from typing import Callable

from .citations import cite
from .outcome import Outcome, StepResult

__all__ = ["render_text"]

Quote = Callable[[str], "tuple[str, str] | None"]

_STEP_TITLES = {
    "first-strike": "First combat damage step (first strike and double strike)",
    "regular": "Combat damage step",
}


def _step_title(step: StepResult, two_steps: bool) -> str:
    if step.step == "regular" and two_steps:
        return "Second combat damage step"
    return _STEP_TITLES[step.step]


def render_text(outcome: Outcome, quote: Quote | None = None) -> str:
    lines: list[str] = []
    head = outcome.name or "Combat"
    rules = f"rules of {outcome.rules}" + (" (damage assignment order)" if outcome.legacy_order else "")
    lines.append(f"{head} - {rules}")
    if not outcome.steps:
        lines.append("  No creature is attacking: there is no combat damage step [" + cite("506.1") + "].")
    two = len(outcome.steps) > 1 or (outcome.steps and outcome.steps[0].step == "first-strike")
    for step in outcome.steps:
        lines.append("")
        lines.append(f"{_step_title(step, bool(two))} [{step.rule}]")
        lines.append(f"  assigning combat damage: {', '.join(step.dealers) or 'no creature'}")
        for text, rule in step.notes:
            lines.append(f"  {text} [{rule}]")
        for e in step.events:
            line = f"  {e.source} deals {e.amount} damage to {e.target} [{e.rule}]"
            if e.prevented:
                line += f"; {e.prevented} prevented [{', '.join(e.prevention_rules)}]"
            if e.deathtouch and e.amount:
                line += " (deathtouch)"
            lines.append(line)
        for player, amount, source in step.life_gained:
            lines.append(f"  {player} gains {amount} life from {source}'s lifelink [{cite('702.15b')}]")
        for who, rule in step.sba:
            verb = "loses the game" if rule == "704.5a" else "is destroyed"
            lines.append(f"  state-based action: {who} {verb} [{rule}]")
        for who, rule in step.survived:
            lines.append(f"  {who} is indestructible and is not destroyed [{rule}]")
    lines.append("")
    if outcome.game_over:
        lines.append(f"{outcome.game_over[0]} [{outcome.game_over[1]}]")
    lines.append("Life: " + ", ".join(f"{p} {life}" for p, life in outcome.life))
    lines.append("Destroyed: " + (", ".join(outcome.destroyed) or "none"))
    marked = [f"{cid} {dmg}" for cid, dmg in outcome.damage if dmg]
    lines.append("Damage marked: " + (", ".join(marked) or "none"))
    if quote is not None:
        quoted = []
        for rule in outcome.cited_rules():
            found = quote(rule)
            if found:
                lang, text = found
                quoted.append(f"  {rule} [{lang}] {' '.join(text.split())}")
        if quoted:
            lines.append("")
            lines.append("Rules cited:")
            lines.extend(quoted)
    return "\n".join(lines) + "\n"
