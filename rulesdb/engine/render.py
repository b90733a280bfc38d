"""The text rendering of an `Outcome`: what happens, step by step, each line citing its rule.

`quote`, when given, is a callable `rule_id -> (lang, text) | None`; the rules cited are then quoted at the end,
each in the language the callable found (it may fall back to English; the language is shown).
Labels are in the UI language (`rulesdb.i18n`); the rule numbers cited stay as they are.
"""
from __future__ import annotations

from typing import Callable

from ..i18n import N_, Templates, _, format_date
from .citations import cite
from .outcome import Outcome, StepResult

__all__ = ["render_text"]

Quote = Callable[[str], "tuple[str, str] | None"]

_STEP_TITLES = Templates({
    "first-strike": N_("First combat damage step (first strike and double strike)"),
    "regular": N_("Combat damage step"),
    "second": N_("Second combat damage step"),
})


def _step_title(step: StepResult, two_steps: bool) -> str:
    if step.step == "regular" and two_steps:
        return _STEP_TITLES["second"]
    return _STEP_TITLES[step.step]


def render_text(outcome: Outcome, quote: Quote | None = None) -> str:
    lines: list[str] = []
    head = outcome.name or _("Combat")
    rules = (_("rules of {date} (damage assignment order)") if outcome.legacy_order else _("rules of {date}")).format(
        date=format_date(outcome.rules))
    lines.append(f"{head} - {rules}")
    if not outcome.steps:
        lines.append("  " + _("No creature is attacking: there is no combat damage step [{rule}].").format(rule=cite("506.1")))
    two = len(outcome.steps) > 1 or (outcome.steps and outcome.steps[0].step == "first-strike")
    for step in outcome.steps:
        lines.append("")
        lines.append(f"{_step_title(step, bool(two))} [{step.rule}]")
        lines.append("  " + _("assigning combat damage: {creatures}").format(creatures=", ".join(step.dealers) or _("no creature")))
        for text, rule in step.notes:
            lines.append(f"  {text} [{rule}]")
        for e in step.events:
            line = "  " + _("{source} deals {amount} damage to {target}").format(
                source=e.source, amount=e.amount, target=e.target) + f" [{e.rule}]"
            if e.prevented:
                line += "; " + _("{amount} prevented").format(amount=e.prevented) + f" [{', '.join(e.prevention_rules)}]"
            if e.deathtouch and e.amount:
                line += " (" + _("deathtouch") + ")"
            lines.append(line)
        for player, amount, source in step.life_gained:
            lines.append("  " + _("{player} gains {amount} life from {source}'s lifelink").format(
                player=player, amount=amount, source=source) + f" [{cite('702.15b')}]")
        for who, rule in step.sba:
            action = _("state-based action: {who} loses the game") if rule == "704.5a" else _("state-based action: {who} is destroyed")
            lines.append("  " + action.format(who=who) + f" [{rule}]")
        for who, rule in step.survived:
            lines.append("  " + _("{who} is indestructible and is not destroyed").format(who=who) + f" [{rule}]")
    lines.append("")
    if outcome.game_over:
        lines.append(f"{outcome.game_over[0]} [{outcome.game_over[1]}]")
    lines.append(_("Life: {players}").format(players=", ".join(f"{p} {life}" for p, life in outcome.life)))
    lines.append(_("Destroyed: {creatures}").format(creatures=", ".join(outcome.destroyed) or _("none")))
    marked = [f"{cid} {dmg}" for cid, dmg in outcome.damage if dmg]
    lines.append(_("Damage marked: {creatures}").format(creatures=", ".join(marked) or _("none")))
    if quote is not None:
        quoted = []
        for rule in outcome.cited_rules():
            found = quote(rule)
            if found:
                lang, text = found
                quoted.append(f"  {rule} [{lang}] {' '.join(text.split())}")
        if quoted:
            lines.append("")
            lines.append(_("Rules cited:"))
            lines.extend(quoted)
    return "\n".join(lines) + "\n"
