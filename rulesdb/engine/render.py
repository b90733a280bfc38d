"""The text rendering of an `Outcome`: what happens, step by step, each line citing its rule.

`quote`, when given, is a callable `rule_id -> (lang, text) | (lang, text, note) | None` for the release the combat
ran under; the rules cited are then quoted at the end, each in the language the callable found (it may fall back
to English: the language is shown, and `note` says why). Under the header, the rules applied: the release, and each
behaviour the engine derived from it with the rule (numbered as in that release) and the words it rests on.
Labels are in the UI language (`rulesdb.i18n`); the rule numbers cited stay as they are.
"""
from __future__ import annotations

from typing import Callable

from ..i18n import N_, Templates, _, format_date
from .citations import cite
from .outcome import Outcome, StepResult
from .ruleset import LABELS as _BEHAVIOURS

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


def _rules_lines(outcome: Outcome) -> list[str]:
    """The rules applied: the release (and the date it was selected for) and what each behaviour rests on."""
    rs = outcome.ruleset
    if not rs.release:
        return ["  " + _("built-in rules: the engine's own behaviour (today's rules), not read from a release")]
    lines = []
    for b in rs.basis:
        if b.behaviour == "model":
            continue
        where = f"{b.rule}, {b.release}" if b.rule else b.release
        said = f"“{b.excerpt()}”"
        if b.behaviour.startswith("deathtouch") and not b.holds:
            said = _("none of its subrules says so")
        if b.behaviour == "trample":
            answer = _("it mentions deathtouch") if b.holds else _("it doesn't mention deathtouch")
        else:
            answer = _("yes") if b.holds else _("no")
        lines.append("  " + _("{behaviour}: {answer}").format(behaviour=_BEHAVIOURS[b.behaviour], answer=answer)
                     + f" [{where}: {said}]")
    if rs.assumed:
        lines.append("  " + _("assumed: {why}").format(why=rs.assumed))
    for rid in outcome.unmapped:
        lines.append("  " + _("{rule} is cited with today's number: no counterpart found in the release of {release}")
                     .format(rule=rid, release=rs.release))
    return lines


def render_text(outcome: Outcome, quote: Quote | None = None) -> str:
    lines: list[str] = []
    head = outcome.name or _("Combat")
    rs = outcome.ruleset
    if rs.release:
        rules = (_("rules of {date} (damage assignment order)") if outcome.legacy_order else _("rules of {date}")).format(
            date=format_date(rs.release))
        if rs.asked and rs.asked != rs.release:
            rules += " " + _("(the release in force on {date})").format(date=format_date(rs.asked))
    else:
        rules = _("built-in rules")
    lines.append(f"{head} - {rules}")
    lines.extend(_rules_lines(outcome))
    if not outcome.steps:
        lines.append("  " + _("No creature is attacking: there is no combat damage step [{rule}].").format(
            rule=rs.number(cite("506.1"))))
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
                player=player, amount=amount, source=source) + f" [{rs.number(cite('702.15b'))}]")
        for who, rule in step.sba:
            action = (_("state-based action: {who} loses the game") if who in dict(outcome.life) else _("state-based action: {who} is destroyed"))
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
                lang, text, note = (tuple(found) + ("",))[:3]
                quoted.append(f"  {rule} [{lang}] {' '.join(text.split())}" + (f"  ({note})" if note else ""))
        if quoted:
            lines.append("")
            lines.append(_("Rules cited:"))
            lines.extend(quoted)
    return "\n".join(lines) + "\n"
