"""The executable annotations of 702.7 and 702.4: coverage of the subrules and rulings, and verification."""
from __future__ import annotations

import pytest

from rulesdb.engine import load_scenario
from rulesdb.engine.annotations import ANNOTATIONS, _needs, annotation_for, match_expected, verify_annotations


@pytest.fixture(scope="module")
def terms(embedded_corpus):
    """The corpus's keyword names: some scenarios name their keywords in German, Spanish or Italian."""
    return embedded_corpus.keyword_terms()


@pytest.fixture(scope="module")
def catalog(embedded_corpus):
    from rulesdb.engine.ruleset import RulesCatalog

    return RulesCatalog(embedded_corpus)


def load(path, terms, catalog):
    return load_scenario(path, terms=terms, rules=catalog)


def test_every_example_scenario_passes(terms, catalog):
    results = verify_annotations(terms=terms, catalog=catalog)
    assert results and all(r.ok for r in results), [r for r in results if not r.ok]


def test_every_example_scenario_passes_with_every_release(full_corpus):
    """With the 22 English releases, the era scenarios that need a release the embedded corpus lacks run too."""
    from rulesdb.engine.ruleset import RulesCatalog

    results = verify_annotations(terms=full_corpus.keyword_terms(), catalog=RulesCatalog(full_corpus))
    assert results and all(r.ok and not r.skipped for r in results), [r for r in results if not r.ok or r.skipped]


def test_702_7_has_an_example_per_subrule_and_per_seed_ruling(terms, catalog):
    rules = {load(p, terms, catalog).rule for p in ANNOTATIONS["702.7"].paths() if not _needs(p)}
    assert {"702.7a", "702.7b", "702.7c", "702.7d"} <= rules
    names = ANNOTATIONS["702.7"].scenarios
    assert sum(n.startswith("ruling_") for n in names) == 3


def test_702_4_has_examples_for_its_subrules(terms, catalog):
    rules = {load(p, terms, catalog).rule for p in ANNOTATIONS["702.4"].paths()}
    assert {"702.4b", "702.4c", "702.4d"} <= rules


def test_scenario_files_are_marked_as_fixtures_and_have_expectations(terms, catalog):
    for ann in ANNOTATIONS.values():
        for path in ann.paths():
            if _needs(path):
                continue
            s = load(path, terms, catalog)
            assert s.expected, path.name
            assert '"fixture": true' in path.read_text(encoding="utf-8"), path.name


def test_annotation_for_subrule_finds_the_rule():
    assert annotation_for("702.7b") is ANNOTATIONS["702.7"]
    assert annotation_for("702.4") is ANNOTATIONS["702.4"]
    assert annotation_for("702.19b") is ANNOTATIONS["702.19"]
    assert annotation_for("702.9") is None
    assert "annotations verify" in ANNOTATIONS["702.7"].describe()


def test_match_expected_reports_differences():
    actual = {"steps": [{"step": "regular", "events": [], "destroyed": []}], "life": {"A": 20, "B": 18},
              "destroyed": ["x"], "damage": {"y": 1}}
    assert match_expected({"life": {"A": 20, "B": 18}, "destroyed": ["x"], "steps": ["regular"]}, actual) == []
    assert match_expected({"damage": {"y": 2}}, actual)
    assert match_expected({"error": "510.1c"}, actual)
