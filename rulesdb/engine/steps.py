"""The combat damage step(s) and the state-based actions after each: `resolve(scenario) -> Outcome`.

510.4 / 702.7b / 702.4b: if an attacking or blocking creature has first strike or double strike as the combat
damage step begins, only those creatures assign combat damage in a first step; the second step belongs to the
remaining attackers and blockers that had neither as the first step began, and to those that have double strike
now (so 702.7c and 702.4c-d follow). Each step assigns afresh (510.1), deals all damage at once (510.2) with
prevention (615), lifelink (702.15b) and deathtouch (702.2b), then checks state-based actions (704.3: 704.5a,
704.5g, 704.5h; indestructible, 702.12b). A player at 0 or less life loses (704.5a): the game is over (104.2a,
or a draw, 104.4a) and no further step happens.
"""
from __future__ import annotations

from .errors import ScenarioError
from ..i18n import _
from .assign import assign_step
from .outcome import DamageEvent, Outcome, StepResult
from .prevention import prevent
from .scenario import Scenario
from .state import CombatState, CreatureState

__all__ = ["resolve"]

_FAST = frozenset({"first strike", "double strike"})


def resolve(scenario: Scenario) -> Outcome:
    """Resolve the combat damage step(s) of `scenario`. Raises ScenarioError for an illegal assignment."""
    st = CombatState(scenario)
    for e in scenario.effects:
        if e.at == "start":
            st.apply(e)
    later = [e for e in scenario.effects if e.at == "after-first-strike-step"]
    used: set[tuple[str, str | None]] = set()
    steps: list[StepResult] = []
    losers: tuple[str, ...] = ()
    combatants = st.in_combat()
    fast_at_start = {c.id for c in combatants if c.keywords & _FAST}
    if fast_at_start:
        first = [c for c in combatants if c.id in fast_at_start]
        step, losers = _run_step(st, "first-strike", st.cite("702.7b"), first, used)
        steps.append(step)
        if not losers:
            for e in later:
                st.apply(e)
            second = [c for c in st.in_combat() if c.id not in fast_at_start or c.has("double strike")]
            step, losers = _run_step(st, "regular", st.cite("702.7b"), second, used)
            steps.append(step)
    else:
        if later:
            raise ScenarioError("an effect is timed 'after-first-strike-step', but no attacking or blocking creature "
                                "has first strike or double strike as the combat damage step begins, so there is "
                                "only one combat damage step", st.cite("510.4"))
        if combatants:
            step, losers = _run_step(st, "regular", st.cite("510.1"), combatants, used)
            steps.append(step)
    _check_unused(st, used, [s.step for s in steps], bool(losers))

    game_over = None
    if losers:
        if len(losers) == len(st.life):
            game_over = (_("all players lose at once: the game is a draw"), st.cite("104.4a"))
        else:
            winner = next(p for p in st.life if p not in losers)
            game_over = (_("{winner} wins the game: the game is over").format(winner=winner), st.cite("104.2a"))
    destroyed = tuple(d for s in steps for d in s.destroyed)
    return Outcome(
        steps=tuple(steps), life=tuple(st.life.items()), destroyed=destroyed,
        damage=tuple((c.id, c.damage) for c in st.creatures.values() if c.on_battlefield),
        losers=losers, game_over=game_over, name=scenario.name, rules=scenario.rules,
        legacy_order=scenario.legacy_order, ruleset=scenario.ruleset, unmapped=tuple(st.unmapped),
    )


def _check_unused(st: CombatState, used: set, ran: list[str], ended: bool) -> None:
    """An explicit assignment that no step could use is a mistake in the scenario; say which rule says so."""
    scenario = st.scenario
    for cid, spec in scenario.assign.items():
        for key in spec:
            if (cid, key) in used:
                continue
            if key is None:
                if ended or any(u[0] == cid for u in used):
                    continue
                raise ScenarioError(_("assign.{id}: {id} assigns no combat damage in this combat, so its assignment "
                                      "can't be used").format(id=cid), st.cite("510.1"))
            if key not in ran:
                if ended:
                    continue
                raise ScenarioError(_("assign.{id}.{step}: there is no {step} combat damage step in this combat").format(
                    id=cid, step=key), st.cite("510.4"))
            raise ScenarioError(_("assign.{id}.{step}: {id} assigns no combat damage in the {step} step").format(
                id=cid, step=key), st.cite("702.7b"))


def _run_step(st: CombatState, step: str, rule: str, dealers: list[CreatureState],
              used: set) -> tuple[StepResult, tuple[str, ...]]:
    assignments, notes = assign_step(st, step, dealers, used)
    events = _deal(st, assignments)
    life_gained = _apply(st, events)
    destroyed, sba, survived, losers = _state_based_actions(st)
    result = StepResult(step=step, rule=rule, dealers=tuple(c.id for c in dealers), assignments=tuple(assignments),
                        events=tuple(events), destroyed=tuple(destroyed), sba=tuple(sba), survived=tuple(survived),
                        life_gained=tuple(life_gained), notes=tuple(notes))
    return result, tuple(losers)


def _deal(st: CombatState, assignments) -> list[DamageEvent]:
    """510.2: all assigned damage at once; shields see the events in the order the protected player prefers
    (damage from deathtouch, then lifelink sources first), ties by source id, so the input order doesn't matter."""
    creatures = st.creatures
    if not st.shields:
        out = []
        for a in assignments:
            src = creatures[a.source]
            out.append(DamageEvent(a.source, a.target, a.amount, 0, a.rule, (), "lifelink" in src.keywords,
                                   "deathtouch" in src.keywords))
        return out
    order = sorted(range(len(assignments)), key=lambda i: (
        "deathtouch" not in creatures[assignments[i].source].keywords,
        "lifelink" not in creatures[assignments[i].source].keywords,
        assignments[i].source, assignments[i].target))
    events: list[DamageEvent | None] = [None] * len(assignments)
    for i in order:
        a = assignments[i]
        src = creatures[a.source]
        prevented, rules = prevent(st.shields, src, a.target, a.amount, st.cite)
        events[i] = DamageEvent(a.source, a.target, a.amount - prevented, prevented, a.rule, rules,
                                "lifelink" in src.keywords, "deathtouch" in src.keywords)
    return events  # type: ignore[return-value]


def _apply(st: CombatState, events: list[DamageEvent]) -> list[tuple[str, int, str]]:
    """The results of the damage (120.3a, 120.3e), lifelink (702.15b) and the deathtouch mark (702.2b)."""
    gained: list[tuple[str, int, str]] = []
    for e in events:
        if e.amount <= 0:
            continue
        target = st.creatures.get(e.target)
        if target is None:
            st.life[e.target] -= e.amount
        else:
            target.damage += e.amount
            if e.deathtouch:
                target.deathtouch_hit = True
        if e.lifelink:
            controller = st.creatures[e.source].controller
            st.life[controller] += e.amount
            gained.append((controller, e.amount, e.source))
    # one life gain event per source: all the damage a source deals at once is one event (702.15b), while
    # several sources with lifelink cause separate events (702.15e)
    per_source: dict[tuple[str, str], int] = {}
    for controller, amount, source in gained:
        per_source[(controller, source)] = per_source.get((controller, source), 0) + amount
    return [(controller, amount, source) for (controller, source), amount in per_source.items()]


def _state_based_actions(st: CombatState):
    """704.3: players at 0 or less life lose (704.5a); lethal damage (704.5g) and deathtouch (704.5h) destroy."""
    destroyed: list[str] = []
    sba: list[tuple[str, str]] = []
    survived: list[tuple[str, str]] = []
    losers = [p for p, life in st.life.items() if life <= 0]
    for p in losers:
        sba.append((p, st.cite("704.5a")))
    for c in st.creatures.values():
        if not c.on_battlefield:
            continue
        lethal = c.toughness > 0 and c.damage >= c.toughness
        touched = c.toughness > 0 and c.deathtouch_hit
        c.deathtouch_hit = False
        if not (lethal or touched):
            continue
        if "indestructible" in c.keywords:
            survived.append((c.id, st.cite("702.12b")))
            continue
        destroyed.append(c.id)
        sba.append((c.id, st.cite("704.5g") if lethal else st.cite("704.5h")))
    for cid in destroyed:
        st.creatures[cid].on_battlefield = False
        st.remove_from_combat(cid)
    return destroyed, sba, survived, losers
