"""Combat damage assignment for one step (510.1): the default choice, and the check of an explicit one (510.1e).

Current rules (since 2024-11-08): a blocked creature divides its damage among its blockers as its controller
chooses (510.1c, 510.1d); with trample, damage may go to the player once every blocker is assigned lethal damage
(702.19b), counting damage already marked and damage other creatures assign in the same step, and any nonzero
damage from a deathtouch source counting as lethal (702.2c). With no blockers left, a trampler assigns all its
damage to the player (702.19d); any other blocked creature assigns none (510.1c).

With no assignment given, each creature assigns lethal damage to each of its blockers (or blocked attackers) in the
order they are listed in `creatures` (the damage assignment order, for releases before 2024-11-08), then the rest
to the player if it tramples, else to the last of them.

The rules of older releases, as `ruleset.Ruleset` read them from the release applied:
- `order` (510.1c mentions the damage assignment order: 2009-07-11 to 2024-09-20): a creature can't assign damage
  to a creature in its damage assignment order unless each one before it is assigned lethal damage;
- `deathtouch_exception` (702.2b of 2009-07-11): a creature with deathtouch divides its damage among the creatures
  it blocks or is blocked by as its controller chooses, whatever the order (the events cite that rule);
- `deathtouch_lethal` false (2009-07-11: no subrule of 702.2 says deathtouch damage is lethal): lethal damage is
  toughness minus damage marked for every source, so trample (702.17b) needs that much on each blocker.
"""
from __future__ import annotations

from .errors import ScenarioError
from ..i18n import _, ngettext
from .outcome import Assignment
from .state import CombatState, CreatureState

__all__ = ["assign_step", "Targets"]


class Targets:
    """Where one creature's combat damage may go in this step."""

    __slots__ = ("creatures", "player", "rule", "player_rule")

    def __init__(self, creatures: list[str], player: str | None, rule: str, player_rule: str = ""):
        self.creatures = creatures      # blockers of an attacker / attackers of a blocker, in order
        self.player = player            # the attacked player, when damage may go there
        self.rule = rule                # rule for damage to the creatures (or to the player if unblocked)
        self.player_rule = player_rule  # rule for damage to the player when blocked (702.19b / 702.19d)


def targets_for(st: CombatState, c: CreatureState) -> Targets | None:
    """The legal recipients of `c`'s combat damage now, or None when it assigns none (510.1b-d, 702.19b/d)."""
    if c.id in st.attacking:
        player = st.attacking[c.id]
        if c.id not in st.blocked:
            return Targets([], player, st.cite("510.1b"))
        blockers = st.blockers_of(c.id)
        trample = c.has("trample")
        if not blockers:
            return Targets([], player, st.cite("702.19d"), st.cite("702.19d")) if trample else None
        rule = st.cite("510.1c")
        if len(blockers) > 1 and _deathtouch_exception(st, c):
            rule = _deathtouch_exception(st, c)
        return Targets(blockers, player if trample else None, rule, st.cite("702.19b") if trample else "")
    if c.id in st.blocking:
        attackers = st.blocked_by(c.id)
        if not attackers:
            return None
        rule = _deathtouch_exception(st, c) if len(attackers) > 1 else ""
        return Targets(attackers, None, rule or st.cite("510.1d"))
    return None


def _deathtouch_exception(st: CombatState, c: CreatureState) -> str:
    """The rule (numbered as in the release) letting deathtouch divide its damage regardless of the damage
    assignment order (702.2b of 2009-07-11), when the release has it and `c` has deathtouch; else ""."""
    if not (st.ruleset.order and st.ruleset.deathtouch_exception and c.has("deathtouch")):
        return ""
    basis = st.ruleset.holds("deathtouch_exception")
    return basis.rule if basis is not None and basis.rule else ""


def _lethal(st: CombatState, source: CreatureState, target: str) -> int:
    """Damage that is lethal to `target` from `source`, counting damage marked (702.19b) and deathtouch (702.2c)."""
    t = st.creatures[target]
    need = max(0, t.toughness - t.damage)
    if source.has("deathtouch") and st.ruleset.deathtouch_lethal:
        return min(need, 1)
    return need


def default_assignment(st: CombatState, c: CreatureState, tg: Targets) -> list[Assignment]:
    """Lethal damage to each creature in order, the rest to the player (trample) or to the last creature."""
    left = c.power
    if not tg.creatures:
        return [Assignment(c.id, tg.player, left, tg.rule)] if tg.player is not None else []
    out: dict[str, int] = {}
    for t in tg.creatures:
        give = min(left, _lethal(st, c, t))
        if give:
            out[t] = give
            left -= give
    result = [Assignment(c.id, t, n, tg.rule) for t, n in out.items()]
    if left:
        if tg.player is not None:
            result.append(Assignment(c.id, tg.player, left, tg.player_rule))
        else:
            last = tg.creatures[-1]
            result = [a if a.target != last else Assignment(c.id, last, a.amount + left, tg.rule) for a in result]
            if last not in out:
                result.append(Assignment(c.id, last, left, tg.rule))
    return result


def _explicit(st: CombatState, c: CreatureState, tg: Targets, spec: tuple[tuple[str, int], ...],
              where: str) -> list[Assignment]:
    """Check the targets and the total of one creature's explicit assignment; lethal checks come later."""
    total = sum(n for _t, n in spec)
    if total != c.power:
        raise ScenarioError(_("{where}: {id} assigns {total} combat damage, but it must assign exactly its power, {power}").format(
            where=where, id=c.id, total=total, power=c.power), st.cite("510.1a"))
    out = []
    for target, n in spec:
        if target in tg.creatures:
            rule = tg.rule
        elif tg.player is not None and target == tg.player:
            rule = tg.player_rule or tg.rule
        else:
            raise ScenarioError(_("{where}: {id} can't assign combat damage to {target}: {why}").format(
                where=where, id=c.id, target=target, why=_why_not(st, c, tg, target)), _rule_broken(st, c, tg, target))
        if n:
            out.append(Assignment(c.id, target, n, rule))
    return out


def _why_not(st: CombatState, c: CreatureState, tg: Targets, target: str) -> str:
    if c.id in st.attacking and c.id not in st.blocked:
        return _("it is unblocked, so its damage goes to the player it attacks, {player}").format(player=tg.player)
    if c.id in st.attacking:
        if target == st.attacking[c.id]:
            return _("it is blocked and has no trample")
        return _("{target} is not blocking it (blockers: {blockers})").format(
            target=target, blockers=", ".join(tg.creatures) or _("none left"))
    return _("it is not blocking {target} (it blocks: {blocked})").format(target=target, blocked=", ".join(tg.creatures))


def _rule_broken(st: CombatState, c: CreatureState, tg: Targets, target: str) -> str:
    if c.id in st.attacking and c.id not in st.blocked:
        return st.cite("510.1b")
    if c.id in st.attacking:
        if target == st.attacking[c.id] and tg.creatures:
            return st.cite("702.19b") if c.has("trample") else st.cite("510.1c")
        return st.cite("510.1c")
    return st.cite("510.1d")


def _explicit_spec(spec: dict | None, step: str) -> tuple[tuple[str, int], ...] | None:
    if not spec:
        return None
    if step in spec:
        return spec[step]
    return spec.get(None)


def assign_step(st: CombatState, step: str, dealers: list[CreatureState],
                used: set[tuple[str, str | None]]) -> tuple[list[Assignment], list[tuple[str, str]]]:
    """All combat damage assigned in this step, checked as a whole (510.1e).

    Returns the assignments and notes (creature, rule) for dealers that assign no damage. `used` collects the
    explicit entries of `scenario.assign` that were applied, as (creature, step key).
    """
    scenario = st.scenario
    assignments: list[Assignment] = []
    explicit: list[tuple[CreatureState, Targets, list[Assignment], str]] = []
    notes: list[tuple[str, str]] = []
    for c in dealers:
        spec_all = scenario.assign.get(c.id)
        spec = _explicit_spec(spec_all, step)
        key = step if spec_all and step in spec_all else None
        where = f"assign.{c.id}" + (f".{step}" if key else "")
        if c.power <= 0:
            notes.append((_("{id} has power {power} and assigns no combat damage").format(id=c.id, power=c.power),
                          st.cite("510.1a")))
            if spec and key:
                raise ScenarioError(_("{where}: {id} has power {power} and assigns no combat damage").format(
                    where=where, id=c.id, power=c.power), st.cite("510.1a"))
            continue
        tg = targets_for(st, c)
        if tg is None:
            rule = st.cite("510.1d") if c.id in st.blocking else st.cite("510.1c")
            notes.append((_("{id} has nothing left to assign its combat damage to").format(id=c.id), rule))
            if spec and key:
                raise ScenarioError(_("{where}: {id} assigns no combat damage in the {step} step: no creature is left "
                                      "for it to damage").format(where=where, id=c.id, step=step), rule)
            continue
        if spec is None:
            assignments.extend(default_assignment(st, c, tg))
            continue
        used.add((c.id, key))
        mine = _explicit(st, c, tg, spec, where)
        explicit.append((c, tg, mine, where))
        assignments.extend(mine)
    if explicit:
        _check_lethal(st, assignments, explicit)
    return assignments, notes


def _check_lethal(st: CombatState, assignments: list[Assignment],
                  explicit: list[tuple[CreatureState, Targets, list[Assignment], str]]) -> None:
    """510.1e: the whole assignment of the step, for trample (702.19b) and the damage assignment order (legacy)."""
    totals: dict[str, int] = {}
    deathtouched: set[str] = set()
    lethal_deathtouch = st.ruleset.deathtouch_lethal
    for a in assignments:
        totals[a.target] = totals.get(a.target, 0) + a.amount
        if lethal_deathtouch and a.amount and st.creatures[a.source].has("deathtouch") and a.target in st.creatures:
            deathtouched.add(a.target)

    def lethal_assigned(t: str) -> bool:
        cr = st.creatures[t]
        return t in deathtouched or cr.damage + totals.get(t, 0) >= cr.toughness

    legacy_order = st.scenario.legacy_order
    for c, tg, mine, where in explicit:
        given = {a.target: a.amount for a in mine}
        if tg.player is not None and tg.creatures and given.get(tg.player):
            short = [t for t in tg.creatures if not lethal_assigned(t)]
            if short:
                raise ScenarioError(ngettext("{where}: {id} assigns damage to {player}, but {short} is not assigned lethal damage",
                                             "{where}: {id} assigns damage to {player}, but {short} are not assigned lethal damage",
                                             len(short)).format(where=where, id=c.id, player=tg.player, short=", ".join(short)),
                                    st.cite("702.19b"))
        if legacy_order and len(tg.creatures) > 1 and not _deathtouch_exception(st, c):
            for i, t in enumerate(tg.creatures[1:], start=1):
                if given.get(t) and not all(lethal_assigned(p) for p in tg.creatures[:i]):
                    rule = st.cite("510.1c") if c.id in st.attacking else st.cite("510.1d")
                    raise ScenarioError(_(
                        "{where}: under the rules of {rules}, {id} can't assign damage to {target} before each creature "
                        "ahead of it in its damage assignment order ({order}) is assigned lethal damage").format(
                        where=where, rules=st.scenario.rules, id=c.id, target=t, order=", ".join(tg.creatures)), rule)
