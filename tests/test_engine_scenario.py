"""Scenario loading: every user mistake is a one-line ScenarioError saying where, and the rule when one applies."""
from __future__ import annotations

import json

import pytest

from rulesdb.engine import load_scenario, resolve
from rulesdb.errors import RulesDBError, ScenarioError


def base(**changes):
    data = {"players": {"A": {"life": 20}, "B": {"life": 20}},
            "creatures": [{"id": "knight", "controller": "A", "power": 2, "toughness": 2, "keywords": ["first strike"]},
                          {"id": "bear", "controller": "B", "power": 2, "toughness": 2}],
            "attacks": {"knight": "B"}, "blocks": {"bear": ["knight"]}}
    data.update(changes)
    return data


def error_of(data) -> ScenarioError:
    with pytest.raises(ScenarioError) as exc:
        resolve(load_scenario(data))
    assert isinstance(exc.value, RulesDBError) and exc.value.exit_code == 2
    assert "\n" not in exc.value.one_line()
    return exc.value


@pytest.mark.parametrize("changes, needle, rule", [
    ({"attacks": {"knigt": "B"}}, "unknown creature 'knigt'", None),
    ({"blocks": {"bear": ["ghost"]}}, "unknown creature 'ghost'", None),
    ({"attacks": {"knight": "C"}}, "not a player", "506.2"),
    ({"attacks": {"knight": "A"}}, "its own controller", "506.2"),
    ({"attacks": {}, "blocks": {"bear": ["knight"]}}, "not attacking", "509.1a"),
    ({"blocks": {"knight": ["knight"]}}, "is attacking, so it can't block", "509.1a"),
    ({"players": {"A": {}, "B": {}, "C": {}}}, "two-player games", "800.1"),
    ({"order": {"knight": ["bear"]}}, "no damage assignment order", "510.1c"),
    ({"rules": "2001-01-01"}, "needs the corpus's releases", None),
    ({"rules": "yesterday"}, "YYYY-MM-DD", None),
    ({"assign": {"knight": {"B": 2}}}, "can't assign combat damage to B", "510.1c"),
    ({"assign": {"knight": {"bear": 3}}}, "exactly its power", "510.1a"),
    ({"assign": {"knight": {"regular": {"bear": 2}}}}, "in the regular step", "702.7b"),
    ({"effects": [{"at": "later"}]}, "expected one of start", None),
    ({"effects": [{"prevent": {"from": {"color": "purple"}}}]}, "unknown color 'purple'", None),
    ({"colour": 1}, "unknown field 'colour'", None),
])
def test_scenario_mistakes_give_a_clear_error(changes, needle, rule):
    exc = error_of(base(**changes))
    assert needle in str(exc)
    assert exc.rule == rule


def test_unknown_keyword_is_rejected_with_its_path():
    data = base()
    data["creatures"][0]["keywords"] = ["Erstschlg"]
    exc = error_of(data)
    assert "creatures[0].keywords[0]" in str(exc) and "Erstschlg" in str(exc)


def test_negative_power_is_rejected():
    data = base()
    data["creatures"][1]["power"] = -1
    assert "creatures[1].power" in str(error_of(data))


def test_toughness_zero_cites_704_5f_and_lethal_damage_marked_cites_704_5g():
    data = base()
    data["creatures"][1]["toughness"] = 0
    assert error_of(data).rule == "704.5f"
    data = base()
    data["creatures"][1]["damage"] = 2
    assert error_of(data).rule == "704.5g"


def test_duplicate_creature_id_and_player_name_clash():
    data = base()
    data["creatures"][1]["id"] = "knight"
    assert "duplicate creature id" in str(error_of(data))
    data = base()
    data["creatures"][1]["id"] = "A"
    assert "also a player's name" in str(error_of(data))


def test_after_first_strike_effect_without_a_first_step_cites_510_4():
    data = base(effects=[{"at": "after-first-strike-step", "grant": {"bear": ["trample"]}}])
    data["creatures"][0]["keywords"] = []
    assert error_of(data).rule == "510.4"


def test_bad_json_reports_line_and_column(tmp_path):
    path = tmp_path / "s.json"
    path.write_text('{"players": {\n  "A": {}\n  "B": {}}}', encoding="utf-8")
    exc = error_of(path)
    assert "line 3, column 3" in str(exc) and str(path) in str(exc)


def test_missing_file_is_a_scenario_error(tmp_path):
    assert "no such scenario file" in str(error_of(tmp_path / "nope.json"))


def test_load_from_json_text_dict_and_path_agree(tmp_path):
    data = base()
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    a, b, c = (resolve(load_scenario(x)).to_json() for x in (data, json.dumps(data), path))
    assert a == b == c


def test_keywords_in_other_languages_mean_the_same(embedded_corpus):
    outs = []
    for word in ("first strike", "Erstschlag", "dañar primero", "Daña primero", "attacco improvviso", "先攻"):
        data = base()
        data["creatures"][0]["keywords"] = [word]
        outs.append(resolve(load_scenario(data, terms=embedded_corpus.keyword_terms())).to_json())
    assert all(o == outs[0] for o in outs)
    assert outs[0]["destroyed"] == ["bear"]


def test_a_keyword_in_another_language_needs_the_corpus_terms():
    """Without the corpus's keyword names the engine knows its keywords in English only, and says so."""
    data = base()
    data["creatures"][0]["keywords"] = ["Erstschlag"]
    with pytest.raises(ScenarioError, match="unknown keyword 'Erstschlag'"):
        load_scenario(data)
