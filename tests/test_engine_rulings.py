"""The three bullet rulings of the German/English seed page for 702.7, each run through the engine."""
from __future__ import annotations

from pathlib import Path

import pytest

from rulesdb.engine import load_scenario, resolve
from rulesdb.engine.annotations import SCENARIO_DIR, verify_scenario

SEED = Path(__file__).resolve().parents[1] / "raw_sources" / "seeds" / "003_c2f32b651d8f9fa9.txt"

RULING_FILES = (
    "ruling_1_double_strike_is_not_first_strike.json",
    "ruling_2_first_and_double_strikers_deal_first.json",
    "ruling_3_second_step_others_and_double_strikers_again.json",
)


def C(cid, controller, power, toughness, *keywords):
    return {"id": cid, "controller": controller, "power": power, "toughness": toughness, "keywords": list(keywords)}


def run(creatures, attacks, blocks=None, effects=None, terms=None):
    return resolve(load_scenario({"players": {"A": {}, "B": {}}, "creatures": creatures, "attacks": attacks,
                                  "blocks": blocks or {}, "effects": effects or []}, terms=terms))


@pytest.mark.parametrize("name", RULING_FILES)
def test_ruling_scenarios_quote_the_seed_page_and_pass(name, embedded_corpus):
    """Each ruling scenario quotes its ruling word for word from the seed page, and resolves as expected."""
    terms = embedded_corpus.keyword_terms()
    scenario = load_scenario(SCENARIO_DIR / name, terms=terms)
    import json

    ruling = json.loads((SCENARIO_DIR / name).read_text(encoding="utf-8"))["ruling"]
    assert ruling in SEED.read_text(encoding="utf-8")
    assert scenario.rule == "702.7"
    assert verify_scenario(SCENARIO_DIR / name, terms=terms).ok


def test_ruling_double_strike_isnt_first_strike(embedded_corpus):
    """Seed ruling 1: 'Double strike isn't first strike. Effects that make a creature lose first strike won't
    make it lose double strike.'"""
    out = run([C("champ", "A", 3, 3, "double strike")], {"champ": "B"},
              effects=[{"at": "start", "remove": {"champ": ["first strike"]}},
               {"at": "after-first-strike-step", "remove": {"champ": ["Erstschlag"]}}],
              terms=embedded_corpus.keyword_terms())
    assert [len(s.events) for s in out.steps] == [1, 1]
    assert dict(out.life)["B"] == 14


def test_ruling_first_and_double_strikers_deal_damage_in_the_first_step():
    """Seed ruling 2: 'Creatures with double strike and creatures with first strike deal combat damage in the
    first combat damage step.'"""
    out = run([C("knight", "A", 2, 2, "first strike"), C("champ", "A", 2, 2, "double strike"), C("bear", "A", 2, 2)],
              {"knight": "B", "champ": "B", "bear": "B"})
    assert out.steps[0].step == "first-strike"
    assert [e.source for e in out.steps[0].events] == ["knight", "champ"]


def test_ruling_others_assign_in_the_second_step_and_double_strikers_again():
    """Seed ruling 3: 'All creatures that didn't assign combat damage in the first combat damage step assign
    combat damage in the second combat damage step. In addition, all creatures with double strike assign combat
    damage again in the second step.'"""
    out = run([C("duelist", "A", 1, 4, "double strike"), C("knight", "A", 1, 1, "first strike"),
               C("ogre", "B", 3, 3), C("elf", "A", 1, 1)],
              {"duelist": "B", "knight": "B", "elf": "B"}, {"ogre": ["duelist"]})
    assert out.steps[1].dealers == ("duelist", "ogre", "elf")
    assert sorted(e.source for e in out.steps[1].events) == ["duelist", "elf", "ogre"]
