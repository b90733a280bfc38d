"""Property-based tests of the combat engine (hypothesis), over random legal scenarios with default assignment.

- damage assigned = damage dealt + damage prevented, per step and per (source, target);
- no creature deals damage in both steps unless it has double strike in the second (702.7b, 702.4b-d);
- the outcome does not depend on the order of unrelated creatures in the input (blockers of one attacker keep
  their relative order: that order is the default assignment's, by design).
"""
from __future__ import annotations

from collections import Counter

from hypothesis import given, settings, strategies as st

from rulesdb.engine import load_scenario, resolve
from rulesdb.errors import ScenarioError

KEYWORDS = ["first strike", "double strike", "trample", "deathtouch", "lifelink", "indestructible"]
FAST = ["first strike", "double strike"]


@st.composite
def scenarios(draw):
    n_att = draw(st.integers(0, 4))
    n_blk = draw(st.integers(0, 4))
    n_idle = draw(st.integers(0, 2))
    creatures = []

    def creature(cid, controller):
        toughness = draw(st.integers(1, 6))
        return {"id": cid, "controller": controller, "power": draw(st.integers(0, 6)), "toughness": toughness,
                "keywords": draw(st.lists(st.sampled_from(KEYWORDS), max_size=3)),
                "colors": draw(st.lists(st.sampled_from(["red", "green", "blue"]), max_size=1)),
                "damage": draw(st.integers(0, toughness - 1))}

    attackers = [f"a{i}" for i in range(n_att)]
    blockers = [f"b{i}" for i in range(n_blk)]
    creatures += [creature(a, "A") for a in attackers]
    creatures += [creature(b, "B") for b in blockers]
    creatures += [creature(f"i{i}", draw(st.sampled_from("AB"))) for i in range(n_idle)]
    blocks = {}
    if attackers:
        for b in blockers:
            if draw(st.booleans()):
                blocks[b] = [draw(st.sampled_from(attackers))]
    ids = [c["id"] for c in creatures]
    effects = []
    if ids and draw(st.booleans()):
        effects.append({"at": "start", "grant": {draw(st.sampled_from(ids)): [draw(st.sampled_from(KEYWORDS))]}})
    if ids and draw(st.booleans()):
        effects.append({"at": "start", "prevent": {"to": draw(st.sampled_from(["A", "B"] + ids)),
                                                   "amount": draw(st.one_of(st.none(), st.integers(1, 4))),
                                                   "kind": draw(st.sampled_from(["resolved", "static"]))}})
    scenario = {"players": {"A": {"life": 20}, "B": {"life": 20}}, "creatures": creatures,
                "attacks": {a: "B" for a in attackers}, "blocks": blocks, "effects": effects}
    fast = any(set(c["keywords"]) & set(FAST) for c in creatures if c["id"] in attackers or c["id"] in blocks)
    fast = fast or any(set(k) & set(FAST) for e in effects for k in e.get("grant", {}).values())
    if fast and ids and draw(st.booleans()):
        key = draw(st.sampled_from(["grant", "remove"]))
        scenario["effects"].append({"at": "after-first-strike-step",
                                    key: {draw(st.sampled_from(ids)): [draw(st.sampled_from(FAST))]}})
    return scenario


def _resolve(data):
    return resolve(load_scenario(data))


@settings(max_examples=150, deadline=None)
@given(scenarios())
def test_damage_assigned_equals_dealt_plus_prevented(data):
    try:
        outcome = _resolve(data)
    except ScenarioError as exc:  # only 'after-first-strike-step' with no first step is an expected refusal
        assert "510.4" in str(exc)
        return
    for step in outcome.steps:
        assigned = Counter()
        for a in step.assignments:
            assigned[(a.source, a.target)] += a.amount
        dealt = Counter()
        for e in step.events:
            assert e.amount >= 0 and e.prevented >= 0
            dealt[(e.source, e.target)] += e.amount + e.prevented
        assert assigned == dealt
        by_source = Counter()
        for a in step.assignments:
            by_source[a.source] += a.amount
        creatures = {c["id"]: c for c in data["creatures"]}
        for source, total in by_source.items():
            assert total == creatures[source]["power"]  # 510.1a: a creature assigns damage equal to its power


def _keywords_in_second_step(data, cid):
    kws = set(next(c for c in data["creatures"] if c["id"] == cid)["keywords"])
    for e in data["effects"]:
        kws |= set(e.get("grant", {}).get(cid, []))
        kws -= set(e.get("remove", {}).get(cid, []))
    return kws


@settings(max_examples=150, deadline=None)
@given(scenarios())
def test_no_creature_deals_damage_in_both_steps_without_double_strike(data):
    try:
        outcome = _resolve(data)
    except ScenarioError as exc:
        assert "510.4" in str(exc)
        return
    if len(outcome.steps) < 2:
        return
    first = {e.source for e in outcome.steps[0].events} | set(outcome.steps[0].dealers)
    second = {e.source for e in outcome.steps[1].events} | set(outcome.steps[1].dealers)
    for cid in first & second:
        assert "double strike" in _keywords_in_second_step(data, cid), cid


def _summary(outcome):
    return (dict(outcome.life), sorted(outcome.destroyed), dict(outcome.damage),
            [(s.step, sorted((e.source, e.target, e.amount, e.prevented, e.rule) for e in s.events))
             for s in outcome.steps])


@settings(max_examples=150, deadline=None)
@given(scenarios(), st.randoms(use_true_random=False))
def test_outcome_does_not_depend_on_the_order_of_unrelated_creatures(data, rnd):
    try:
        before = _summary(_resolve(data))
    except ScenarioError as exc:
        assert "510.4" in str(exc)
        return
    creatures = list(data["creatures"])
    rnd.shuffle(creatures)
    # keep the relative order of the blockers of each attacker (the default assignment order), nothing else
    group = {b: attackers[0] for b, attackers in data["blocks"].items()}
    queues = {}
    for c in data["creatures"]:
        if c["id"] in group:
            queues.setdefault(group[c["id"]], []).append(c)
    shuffled = [queues[group[c["id"]]].pop(0) if c["id"] in group else c for c in creatures]
    after = _summary(_resolve({**data, "creatures": shuffled}))
    assert after == before
