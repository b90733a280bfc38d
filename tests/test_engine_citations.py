"""Every rule id the combat engine cites exists in the CR release it is cited from (no stale citations)."""
from __future__ import annotations

import importlib.util
from functools import lru_cache
from pathlib import Path

import pytest

from rulesdb.engine.annotations import verify_annotations
from rulesdb.engine.citations import CITATIONS

RAW = Path(__file__).resolve().parents[1] / "raw_sources" / "en"
CURRENT_CR = RAW / "MagicCompRules_20260807.txt"

needs_parser = pytest.mark.skipif(importlib.util.find_spec("rulesdb.sources.cr_text") is None,
                                  reason="rulesdb/sources/cr_text.py (the CR text parser) is not written yet")


@lru_cache(maxsize=None)
def _ids(path: Path) -> frozenset[str]:
    from rulesdb.sources import parse_bytes

    return frozenset(str(n.id) for n in parse_bytes(path.read_bytes(), source=path.name, fmt="cr-text").nodes
                     if n.lang == "en")


@needs_parser
def test_every_cited_rule_exists_in_the_current_english_cr():
    missing = sorted(r for r in CITATIONS if r not in _ids(CURRENT_CR))
    assert not missing, f"stale citations (not in {CURRENT_CR.name}): {missing}"


@needs_parser
def test_damage_assignment_order_is_gone_from_the_current_cr():
    """The legacy citations are legacy: the current 510.1c text no longer mentions a damage assignment order."""
    from rulesdb.sources import parse_bytes

    nodes = {str(n.id): n for n in parse_bytes(CURRENT_CR.read_bytes(), fmt="cr-text").nodes}
    assert "damage assignment order" not in nodes["510.1c"].text
    assert "divided as its controller chooses" in nodes["510.1c"].text


def test_scenarios_cite_only_registered_rules(embedded_corpus):
    """The example scenarios run without the engine citing an unregistered id (cite() raises KeyError)."""
    from rulesdb.engine import load_scenario, resolve
    from rulesdb.engine.annotations import ANNOTATIONS, _needs
    from rulesdb.engine.ruleset import RulesCatalog

    terms = embedded_corpus.keyword_terms()
    catalog = RulesCatalog(embedded_corpus)
    cited = set()
    for ann in ANNOTATIONS.values():
        for path in ann.paths():
            if any(r not in catalog.releases for r in _needs(path)):
                continue
            scenario = load_scenario(path, terms=terms, rules=catalog)
            if scenario.rules != catalog.releases[-1]:
                continue  # numbered as in an older release
            if "error" in (scenario.expected or {}):
                continue
            cited.update(resolve(scenario).cited_rules())
    assert cited <= set(CITATIONS)
    assert {"702.7b", "510.1c", "704.5g", "702.19d", "609.7b"} <= cited
    assert all(r.ok for r in verify_annotations(terms=terms, catalog=catalog))
