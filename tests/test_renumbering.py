"""Where a rule of an older release stands in the newest English release (rulesdb.search.renumbering): a hit of a
translation made from an older English release says its number now. Real data: the pt-BR CR of 2020-11-20 (its
PO's English) and the zh CR of 2026-01-16 (its English companion) beside the English CR of 2026-08-07."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from rulesdb.cli import main


def test_rules_are_followed_through_the_english_releases(index, embedded_corpus):
    moved = index.lexicon.renumbered
    # the mulligan was 103.4 in 2020 and is 103.5 since a rule was inserted before it; Fuse 702.101 -> 702.102
    assert moved["2020-11-20"]["103.4"] == "103.5" and moved["2020-11-20"]["103.4c"] == "103.5c"
    assert moved["2020-11-20"]["702.101"] == "702.102"
    # 2026-01-16 -> 2026-08-07: a rule inserted before taking shortcuts (731 -> 732)
    assert moved["2026-01-16"]["731.2"] == "732.2"
    assert "613.4b" not in moved["2020-11-20"]  # numbered alike: left out
    assert "2026-08-07" not in moved  # the newest release maps to itself
    old = {str(n.id): n.text for n in embedded_corpus.tree("en", "2020-11-20")}
    new = {str(n.id): n.text for n in embedded_corpus.tree("en", "2026-08-07")}
    assert "mulligan" in old["103.4"].lower() and "mulligan" in new["103.5"].lower()
    assert "mulligan" not in new["103.4"].lower()


def test_a_translation_hit_says_its_number_now(index):
    from rulesdb.search import search

    hits = search("mulligan", lang="pt", index=index, limit=10).hits
    pt = {h.id: h for h in hits if h.lang == "pt"}
    assert "103.4" in pt, [h.id for h in hits]
    assert (pt["103.4"].now, pt["103.4"].newest) == ("103.5", "2026-08-07")
    assert pt["103.4"].to_json()["current"] == {"rule": "103.5", "release": "2026-08-07"}
    glossary = [h for h in hits if h.kind == "glossary" and h.rule == "103.4"]
    assert glossary and glossary[0].now == "103.5"  # the entry's rule, as the newest release numbers it
    english = [h for h in hits if h.lang == "en" and h.revision == "2026-08-07"]
    assert all(h.now is None and "current" not in h.to_json() for h in english)


def test_cli_prints_the_number_now(indexed_home):
    res = CliRunner().invoke(main, ["search", "mulligan", "--lang", "pt", "--home", str(indexed_home)])
    assert res.exit_code == 0, res.output
    line = next(l for l in res.output.splitlines() if l.startswith("103.4 · pt"))
    assert "now 103.5 in the English of August 7, 2026" in line
    res = CliRunner().invoke(main, ["search", "mulligan", "--lang", "pt", "--json", "--home", str(indexed_home)])
    found = {h["id"]: h for h in json.loads(res.output) if h["lang"] == "pt"}
    assert found["103.4"]["current"]["rule"] == "103.5"
