"""Alignment of the seed pages (702.7 in es, it, de, en) to English by content, on the embedded corpus."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from rulesdb.align import align_nodes, align_rule, align_subtree
from rulesdb.cli import main
from rulesdb.release_match import match_release, ref_history
from rulesdb.ruleid import RuleId

SUBRULES = ["702.7a", "702.7b", "702.7c", "702.7d"]


@pytest.mark.parametrize("lang,rev", [("es", None), ("it", None), ("de", None), ("en", "undated")])
def test_702_7a_to_d_aligned_to_the_same_english_subrules(embedded_corpus, lang, rev):
    a = align_subtree(embedded_corpus, "702.7", lang, rev)
    pairs = {str(p.target.id): p for p in a.pairs if p.target is not None}
    for sid in SUBRULES:
        p = pairs[sid]
        assert p.status == "match" and str(p.english.id) == sid
        assert p.confidence >= 0.5 and p.evidence


def test_spanish_inferred_letters_are_confirmed_by_content(embedded_corpus):
    a = align_subtree(embedded_corpus, "702.7", "es")
    inferred = [p for p in a.pairs if p.target is not None and p.target.label_inferred]
    assert [str(p.target.id) for p in inferred] == SUBRULES
    assert all(p.label_agrees and any("confirmed by the content" in e for e in p.evidence) for p in inferred)


def test_content_wins_over_wrong_inferred_labels(embedded_corpus):
    # fixture: the real Spanish 702.7 nodes with the inferred letters of c and d swapped by hand
    nodes = embedded_corpus.reader.subtree(RuleId.parse("702.7"), "es", "undated")
    swap = {"702.7c": "702.7d", "702.7d": "702.7c"}
    fake = [n.with_(id=RuleId.parse(swap.get(str(n.id), str(n.id)))) for n in nodes]
    fake.sort(key=lambda n: n.line)
    english = embedded_corpus.reader.subtree(RuleId.parse("702.7"), "en", "2026-08-07")
    pairs = {p.target.line: p for p in align_nodes(fake, english, "es") if p.target is not None}
    by_line = {n.line: str(n.id) for n in nodes}
    for line, p in pairs.items():
        assert str(p.english.id) == by_line[line]
    contradicted = [p for p in pairs.values() if p.label_agrees is False]
    assert {str(p.target.id) for p in contradicted} == {"702.7c", "702.7d"}


def test_spanish_page_dated_by_its_sibling_list(embedded_corpus):
    nodes = embedded_corpus.reader.subtree(RuleId.parse("702.7"), "es", "undated")
    m = match_release(embedded_corpus, "es", "undated", nodes)
    assert m.release == "2026-08-07"
    assert any("sibling list ends at 702.195" in r for r in m.reasons)


def test_italian_page_follows_the_release_in_force_on_its_stated_date(embedded_corpus):
    a = align_subtree(embedded_corpus, "702.7", "it")
    assert a.revision == "2024-10-02" and a.english_revision == "2024-09-20"
    assert any("Duskmourn" in r for r in a.release.reasons)


def test_german_english_half_wording_is_not_in_current_releases(embedded_corpus):
    m = match_release(embedded_corpus, "en", "undated",
                      embedded_corpus.reader.subtree(RuleId.parse("702.7"), "en", "undated"))
    assert any("702.7c" in r and "prevent" in r and "preclude" in r for r in m.reasons)


def test_ref_history_explains_310_as_the_old_combat_damage_step(embedded_corpus):
    why = ref_history(embedded_corpus, RuleId.parse("310"), RuleId.parse("510"), "2026-08-07")
    assert why is not None and why.startswith("310 was the Combat Damage Step until 2008-10-01")
    assert "it is 510 now" in why


def test_align_rule_rows_and_note_for_language_without_the_rule(embedded_corpus):
    ra = align_rule(embedded_corpus, "702.7", ["en", "es", "it", "de", "pt"])
    data = ra.to_json()
    row = next(r for r in data["rows"] if r["id"] == "702.7c")
    assert {"en", "es", "it", "de"} <= set(row["cells"])
    assert row["cells"]["es"]["label_inferred"] is True
    assert "pt" in {n["lang"] for n in data["notes"]}


def test_cli_align_json_shape(embedded_home):
    r = CliRunner().invoke(main, ["align", "702.7", "--langs", "en,es,it,de", "--json", "--home", str(embedded_home)])
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["rule"] == "702.7" and data["english_revision"] == "2026-08-07"
    cell = next(x for x in data["rows"] if x["id"] == "702.7a")["cells"]["de"]
    assert {"text", "revision", "label_inferred", "confidence", "evidence"} <= set(cell)


def test_cli_align_rule_missing_in_english_is_one_line_error(embedded_home):
    r = CliRunner().invoke(main, ["align", "999.9", "--home", str(embedded_home)])
    assert r.exit_code != 0 and "no rule 999.9 in English" in r.output and "Traceback" not in r.output


def test_cli_align_text_marks_inferred_numbers(embedded_home):
    r = CliRunner().invoke(main, ["align", "702.7", "--langs", "en,es", "--home", str(embedded_home)])
    assert r.exit_code == 0 and "number 702.7b inferred" in r.output
