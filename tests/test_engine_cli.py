"""`rulesdb combat` and `rulesdb annotations`, through click's CliRunner on the command objects."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from rulesdb.commands.annotations import annotations
from rulesdb.commands.combat import combat
from rulesdb.engine.annotations import SCENARIO_DIR

FIRST = str(SCENARIO_DIR / "702_7a_first_striker_kills_blocker_first.json")
ILLEGAL = str(SCENARIO_DIR / "510_1e_illegal_trample_assignment.json")


@pytest.fixture(scope="module")
def home(embedded_home):
    """The commands read the corpus (keyword names, quotes): the session's embedded home, never a fresh build."""
    return ["--home", str(embedded_home)]


def test_combat_text_cites_rules_step_by_step(home):
    result = CliRunner().invoke(combat, [FIRST, *home])
    assert result.exit_code == 0, result.output
    assert "First combat damage step" in result.output and "[702.7b]" in result.output
    assert "knight deals 2 damage to bear [510.1c]" in result.output
    assert "bear is destroyed [704.5g]" in result.output


def test_combat_json_has_the_issue_shape(home):
    result = CliRunner().invoke(combat, [FIRST, "--json", *home])
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert set(data) == {"steps", "life", "destroyed", "damage", "rules"}
    assert data["rules"]["release"] == "2026-08-07" and data["rules"]["damage_assignment_order"] is False
    assert [s["step"] for s in data["steps"]] == ["first-strike", "regular"]
    assert set(data["steps"][0]) == {"step", "events", "destroyed"}
    assert set(data["steps"][0]["events"][0]) == {"source", "target", "amount", "prevented", "rule"}


def test_combat_illegal_assignment_exits_2_with_the_rule(home):
    result = CliRunner().invoke(combat, [ILLEGAL, *home])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "rule 702.19b" in lines[0] and "Traceback" not in result.output


def test_combat_bad_json_exits_2_with_line_and_column(tmp_path, home):
    path = tmp_path / "bad.json"
    path.write_text("{\n  \"players\": ,\n}", encoding="utf-8")
    result = CliRunner().invoke(combat, [str(path), *home])
    assert result.exit_code == 2 and "line 2, column 14" in result.output


def test_combat_reads_stdin(home):
    text = (SCENARIO_DIR / "702_4b_double_strike_deals_twice.json").read_text(encoding="utf-8")
    result = CliRunner().invoke(combat, ["-", "--json", *home], input=text)
    assert result.exit_code == 0 and json.loads(result.output)["life"]["B"] == 14


def test_combat_lang_quotes_rules_in_that_language(embedded_home, embedded_corpus):
    """The Spanish seed page has 702.7b (its letter inferred): quoted from the corpus, in Spanish."""
    result = CliRunner().invoke(combat, [FIRST, "--lang", "es", "--home", str(embedded_home)])
    assert result.exit_code == 0, result.output
    quoted = embedded_corpus.get("702.7b", "es").text
    assert f"702.7b [es] {quoted[:40]}" in " ".join(result.output.split())


def test_annotations_verify_passes_and_reports_json(home):
    result = CliRunner().invoke(annotations, ["verify", "--json", *home])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["ok"] and data["failed"] == 0 and data["passed"] >= 15


def test_annotations_verify_fails_on_a_wrong_expectation(tmp_path, monkeypatch, home):
    from rulesdb.engine import annotations as ann_module

    bad = json.loads((SCENARIO_DIR / "702_4b_double_strike_deals_twice.json").read_text(encoding="utf-8"))
    bad["expected"]["life"]["B"] = 17
    (tmp_path / "bad.json").write_text(json.dumps(bad), encoding="utf-8")
    monkeypatch.setattr(ann_module, "SCENARIO_DIR", tmp_path)
    monkeypatch.setattr(ann_module, "ANNOTATIONS", {"702.4": ann_module.Annotation("702.4", "t", "e", ("bad.json",))})
    result = CliRunner().invoke(annotations, ["verify", *home])
    assert result.exit_code == 1 and "FAIL" in result.output and "life: expected" in result.output


def test_annotations_list():
    result = CliRunner().invoke(annotations, ["list", "--json"])
    assert result.exit_code == 0
    rules = {a["rule"] for a in json.loads(result.output)}
    assert rules == {"702.7", "702.4", "702.2", "702.19", "702.15"}
    assert "702_7c_gaining_first_strike_after_first_step.json" in CliRunner().invoke(annotations, ["list"]).output
