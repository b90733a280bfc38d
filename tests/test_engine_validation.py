"""Validation takes a fast path for the common creature (issue 11: validation no slower than resolution); the
fast path must accept exactly what the detailed path accepts, and build the same scenario."""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from rulesdb.engine import scenario as scenario_module
from rulesdb.engine.scenario import load_scenario
from rulesdb.errors import ScenarioError

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from bench_engine import random_scenario  # noqa: E402


def _both(data):
    fast = load_scenario(json.dumps(data))
    original = scenario_module._Checker._fast_creature
    scenario_module._Checker._fast_creature = lambda self, c: None
    try:
        slow = load_scenario(json.dumps(data))
    finally:
        scenario_module._Checker._fast_creature = original
    return fast, slow


def test_fast_and_detailed_validation_build_the_same_scenarios():
    rnd = random.Random(7)
    for _ in range(300):
        data = random_scenario(rnd)
        for c in data["creatures"]:
            if rnd.random() < 0.2:
                c["keywords"] = [k.title() for k in c["keywords"]]
        fast, slow = _both(data)
        assert fast == slow


@pytest.mark.parametrize("change, rule", [
    ({"toughness": 0}, "704.5f"), ({"damage": 2}, "704.5g"), ({"power": -1}, None), ({"keywords": ["flying!"]}, None),
    ({"colors": ["Purple"]}, None), ({"controller": "C"}, None), ({"can_block": 0}, None), ({"extra": 1}, None),
])
def test_the_fast_path_leaves_every_mistake_to_the_detailed_path(change, rule):
    """704.5f / 704.5g: a creature the rules have already removed is refused whichever path checks it."""
    c = {"id": "bear", "controller": "A", "power": 2, "toughness": 2, **change}
    data = {"players": {"A": {}, "B": {}}, "creatures": [c], "attacks": {"bear": "B"}}
    with pytest.raises(ScenarioError) as exc:
        load_scenario(data)
    assert exc.value.rule == rule
