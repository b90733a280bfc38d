"""Executable annotations: rules of the CR that the engine runs, with example scenarios and their expected outcomes.

`ANNOTATIONS["702.7"]` (first strike), `["702.4"]` (double strike), `["702.2"]` (deathtouch), `["702.19"]`
(trample) and `["702.15"]` (lifelink) name the entry point
(`rulesdb.engine:run`) and their example scenarios, JSON files shipped in `rulesdb/engine/scenarios/` (hand-written
fixtures, marked `"fixture": true`). Each file holds an `"expected"` part of the outcome: `life`, `destroyed`
(any order), `damage` (the creatures listed), `steps` (step names, or steps as in `--json`), or `error` (the rule
id of the ScenarioError an illegal scenario must raise, numbered as in the release it runs under). A scenario may
name a `rules` date (the release in force then) and the releases it `needs`; it is skipped, saying so, when the
corpus lacks one (2009-07-11 is in ../shared/corpus only). `verify_annotations()` runs them all. Subrules about
zones, last known information and planeswalkers (702.2d-e, 702.15c-d, 702.19c, 702.19e-f) have no example: the
scenario format has no zones and no planeswalkers.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from ..errors import ScenarioError
from ..i18n import _

__all__ = ["Annotation", "VerifyResult", "ANNOTATIONS", "SCENARIO_DIR", "annotation_for", "verify_annotations",
           "match_expected"]

SCENARIO_DIR = Path(__file__).resolve().parent / "scenarios"


@dataclass(frozen=True)
class Annotation:
    rule: str
    title: str
    entry_point: str
    scenarios: tuple[str, ...]     # file names under SCENARIO_DIR

    def paths(self) -> list[Path]:
        return [SCENARIO_DIR / name for name in self.scenarios]

    def describe(self) -> str:
        """One line for `rulesdb show`: the rule is executable and how to run its examples."""
        return (f"executable: {self.title} ({self.entry_point}); {len(self.scenarios)} example scenarios - "
                f"run `rulesdb annotations verify`, or `rulesdb combat {SCENARIO_DIR / self.scenarios[0]}`")

    def to_json(self) -> dict:
        return {"rule": self.rule, "title": self.title, "entry_point": self.entry_point,
                "scenarios": [str(p) for p in self.paths()]}


@dataclass(frozen=True)
class VerifyResult:
    rule: str
    scenario: str
    ok: bool
    problems: tuple[str, ...] = ()
    name: str = ""
    skipped: str = ""      # why the scenario could not run here (its release is not in the corpus); ok stays True

    def to_json(self) -> dict:
        return {"rule": self.rule, "scenario": self.scenario, "name": self.name, "ok": self.ok,
                "problems": list(self.problems), "skipped": self.skipped or None}


_ENTRY = "rulesdb.engine:run"

ANNOTATIONS: dict[str, Annotation] = {
    "702.7": Annotation(
        rule="702.7",
        title="the combat engine: first strike and the two combat damage steps",
        entry_point=_ENTRY,
        scenarios=(
            "702_7a_first_striker_kills_blocker_first.json",
            "702_7b_two_steps_who_deals_when.json",
            "702_7b_no_first_strike_one_step.json",
            "702_7c_gaining_first_strike_after_first_step.json",
            "702_7c_losing_first_strike_after_first_step.json",
            "702_7d_multiple_instances_redundant.json",
            "ruling_1_double_strike_is_not_first_strike.json",
            "ruling_2_first_and_double_strikers_deal_first.json",
            "ruling_3_second_step_others_and_double_strikers_again.json",
            "510_1c_divided_as_controller_chooses.json",
            "510_1e_illegal_trample_assignment.json",
            "legacy_509_2_damage_assignment_order.json",
            "609_7b_shield_rechecks_the_source.json",
            "609_7b_shield_that_prevents_nothing_is_not_used_up.json",
        ),
    ),
    "702.4": Annotation(
        rule="702.4",
        title="the combat engine: double strike",
        entry_point=_ENTRY,
        scenarios=(
            "702_4b_double_strike_deals_twice.json",
            "702_4c_removing_double_strike_during_first_step.json",
            "702_4d_giving_double_strike_after_first_step.json",
            "702_4_double_strike_trample_assigns_afresh.json",
            "ruling_1_double_strike_is_not_first_strike.json",
        ),
    ),
    "702.2": Annotation(
        rule="702.2",
        title="the combat engine: deathtouch (and its 2009 exception to the damage assignment order)",
        entry_point=_ENTRY,
        scenarios=(
            "702_2b_deathtouch_destroys_whatever_its_toughness.json",
            "702_2c_deathtouch_one_damage_is_lethal_for_trample.json",
            "702_2f_multiple_deathtouch_redundant.json",
            "702_2b_2009_deathtouch_exception_to_the_order.json",
        ),
    ),
    "702.19": Annotation(
        rule="702.19",
        title="the combat engine: trample (702.17 in 2009)",
        entry_point=_ENTRY,
        scenarios=(
            "702_19a_trample_has_no_effect_when_blocking.json",
            "702_19b_trample_excess_to_the_player.json",
            "510_1e_illegal_trample_assignment.json",
            "702_19d_trample_with_no_blockers_left.json",
            "702_19g_multiple_trample_redundant.json",
            "702_17b_2009_trample_deathtouch_needs_real_lethal.json",
        ),
    ),
    "702.15": Annotation(
        rule="702.15",
        title="the combat engine: lifelink",
        entry_point=_ENTRY,
        scenarios=(
            "702_15b_lifelink_gains_life.json",
            "702_15b_lifelink_blocker_gains_as_damage_is_dealt.json",
            "702_15e_two_lifelink_sources.json",
            "702_15f_multiple_lifelink_redundant.json",
        ),
    ),
}


def annotation_for(rule_id: str) -> Annotation | None:
    """The annotation attached to `rule_id` or to the rule it belongs to (`702.7b` -> 702.7)."""
    rid = str(rule_id).strip().rstrip(".")
    if rid in ANNOTATIONS:
        return ANNOTATIONS[rid]
    base = rid.rstrip("abcdefghijklmnopqrstuvwxyz")
    return ANNOTATIONS.get(base)


def match_expected(expected: dict, actual: dict) -> list[str]:
    """Differences between an expected (partial) outcome and `Outcome.to_json()`; empty when they match."""
    problems = []
    for key, want in expected.items():
        if key == "error":
            problems.append(_("expected an illegal scenario (rule {rule}), but it resolved").format(rule=want))
        elif key == "life":
            if actual["life"] != want:
                problems.append(_("life: expected {want}, got {got}").format(want=want, got=actual["life"]))
        elif key == "destroyed":
            if sorted(actual["destroyed"]) != sorted(want):
                problems.append(_("destroyed: expected {want}, got {got}").format(want=sorted(want), got=sorted(actual["destroyed"])))
        elif key == "damage":
            got = {cid: actual["damage"].get(cid) for cid in want}
            if got != want:
                problems.append(_("damage: expected {want}, got {got}").format(want=want, got=got))
        elif key == "steps":
            if all(isinstance(s, str) for s in want):
                got = [s["step"] for s in actual["steps"]]
            else:  # each expected step lists the fields it checks; others (e.g. life_gained) are not compared
                got = [{k: s.get(k) for k in w} if isinstance(w, dict) else s for s, w in zip(actual["steps"], want)]
                got += actual["steps"][len(want):]
            if got != want:
                problems.append(_("steps: expected {want}, got {got}").format(want=json.dumps(want), got=json.dumps(got)))
        else:
            problems.append(_("unknown expectation {key!r}").format(key=key))
    return problems


def verify_scenario(path: Path, rule: str = "", terms=None, catalog=None) -> VerifyResult:
    """Run one example scenario and compare its outcome with its `expected` one. `terms`: the corpus's keyword
    names (scenarios may name keywords in any language, see `load_scenario`); `catalog`: the corpus's releases
    (`ruleset.RulesCatalog`), for the scenarios that name a `rules` date. A scenario whose `"needs"` names a release
    the corpus does not hold (e.g. 2009-07-11, in ../shared/corpus only) is skipped, saying so."""
    from .scenario import load_scenario
    from .steps import resolve

    name = ""
    try:
        needs = _needs(path)
        held = catalog.releases if catalog is not None else []
        missing = [r for r in needs if r not in held]
        if missing:
            return VerifyResult(rule, path.name, True, (), "", _("needs the release of {releases}, which the corpus "
                                                               "does not hold").format(releases=", ".join(missing)))
        scenario = load_scenario(path, terms=terms, rules=catalog)
        name = scenario.name
        expected = scenario.expected or {}
        if not expected:
            return VerifyResult(rule, path.name, False, ("no \"expected\" outcome in the scenario",), name)
        try:
            outcome = resolve(scenario)
        except ScenarioError as exc:
            if "error" in expected:
                ok = exc.rule == expected["error"]
                problems = () if ok else (_("expected an error citing {rule}, got: {error}").format(rule=expected["error"], error=exc.one_line()),)
                return VerifyResult(rule, path.name, ok, problems, name)
            return VerifyResult(rule, path.name, False, (_("unexpected error: {error}").format(error=exc.one_line()),), name)
        problems = match_expected(expected, outcome.to_json())
        return VerifyResult(rule, path.name, not problems, tuple(problems), name)
    except ScenarioError as exc:
        return VerifyResult(rule, path.name, False, (f"cannot load: {exc.one_line()}",), name)


def _needs(path: Path) -> list[str]:
    try:
        data = json.loads(path.read_text(encoding="utf-8-sig"))
    except (OSError, ValueError):
        return []
    needs = data.get("needs", []) if isinstance(data, dict) else []
    return [needs] if isinstance(needs, str) else list(needs)


def verify_annotations(rules: list[str] | None = None, terms=None, catalog=None) -> list[VerifyResult]:
    """Run every example scenario of every annotation (or of `rules`) and check its expected outcome."""
    results = []
    for rule, ann in ANNOTATIONS.items():
        if rules and rule not in rules:
            continue
        for path in ann.paths():
            results.append(verify_scenario(path, rule, terms, catalog))
    return results
