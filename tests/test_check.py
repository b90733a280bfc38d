"""`rulesdb check`: the pt-BR PO's mis-numbered entries, the German 310/510 reference, inferred labels."""
from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from rulesdb.check import check
from rulesdb.cli import main

_LABEL = re.compile(r"^(\d{1,4}(?:\.\d{1,4}[a-z]{0,2})?\.?)(?=\s|$)")


def _gold_po_mismatches(raw_dir):
    """Independent of the PO parser: babel reads the PO; entries whose msgstr starts with another number."""
    from babel.messages.pofile import read_po

    with open(raw_dir / "pt" / "comprehensive-rules_pt-BR_20201120.po", "rb") as f:
        cat = read_po(f)
    gold = set()
    for m in cat:
        if not m.id or not m.string:
            continue
        a, b = _LABEL.match(m.id), _LABEL.match(m.string.strip())
        if a and re.match(r"\d{3}\.\d", a.group(1)) and (not b or a.group(1) != b.group(1)):  # rule entries only
            gold.add(a.group(1).rstrip("."))
    return gold


@pytest.fixture(scope="module")
def pt_report(embedded_corpus):
    """The pt-BR report, computed once for the tests that only read it."""
    return check(embedded_corpus, "pt")


def test_every_misnumbered_pt_entry_found_with_full_precision(pt_report, raw_dir):
    report = pt_report
    found = {f.rule for f in report.findings if f.kind == "number-differs"}
    gold = _gold_po_mismatches(raw_dir)
    assert len(gold) == 21
    assert found == gold  # recall 1.0 and precision 1.0


def test_pt_wrong_numbers_are_warnings_period_drops_are_info(pt_report):
    report = pt_report
    nd = {f.rule: f for f in report.findings if f.kind == "number-differs"}
    assert nd["107.3k"].severity == "warning" and "printed 107.3j" in nd["107.3k"].message
    assert nd["110.5d"].severity == "warning" and "110.6d" in nd["110.5d"].message
    assert nd["102.1"].severity == "info" and "without the period" in nd["102.1"].message
    assert "a fix, not an error" in nd["119.1d"].message


def test_german_310_reference_found_and_explained(embedded_corpus):
    report = check(embedded_corpus, "de")
    refs = [f for f in report.findings if f.kind == "ref-differs"]
    assert len(refs) == 1 and refs[0].rule == "702.7a" and refs[0].severity == "warning"
    assert "310 was the Combat Damage Step until 2008-10-01; it is 510 now" in refs[0].evidence[0]
    assert refs[0].fix == "cite 510"


def test_spanish_inferred_labels_confirmed(embedded_corpus):
    report = check(embedded_corpus, "es")
    confirmed = sorted(f.rule for f in report.findings if f.kind == "label-confirmed")
    assert confirmed == ["609.7a", "609.7b", "609.7c", "702.7a", "702.7b", "702.7c", "702.7d"]
    assert not [f for f in report.findings if f.kind in ("missing", "extra", "label-contradicted")]


def test_cli_check_json_findings_shape(embedded_home):
    r = CliRunner().invoke(main, ["check", "--lang", "de", "--json", "--home", str(embedded_home)])
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data and all({"kind", "severity", "lang", "rule", "message", "evidence"} <= set(f) for f in data)


def test_cli_check_text_groups_and_counts(embedded_home):
    r = CliRunner().invoke(main, ["check", "--lang", "es", "--home", str(embedded_home)])
    assert r.exit_code == 0 and "label-confirmed 7" in r.output


def test_cli_check_language_without_the_rule_says_so(embedded_home):
    r = CliRunner().invoke(main, ["check", "--lang", "es", "--rule", "702.9", "--home", str(embedded_home)])
    assert r.exit_code != 0 and "no translated text under 702.9 in es" in r.output


def test_zh_resolving_the_official_duplicate_702_175_is_explained_not_flagged(full_corpus):
    """Duskmourn's official text numbers both Offspring and Impending 702.175 (PROVENANCE); the Chinese
    translation of that release numbers Impending 702.176. That is the translation fixing the duplicate."""
    report = check(full_corpus, lang="zh")
    findings = [f for f in report.findings
                if f.rule in ("702.175", "702.175a") and f.kind == "number-differs"]
    assert findings and all(f.severity == "info" for f in findings)
    assert all("twice" in f.message and "702.176" in f.message for f in findings)
    assert not [f for f in report.findings
                if f.kind in ("missing", "extra") and f.rule.startswith(("702.175", "702.176"))
                and "2024-09-20" in f.message]


def test_store_check_holds_translations_to_the_term_base_wording(embedded_corpus, pt_report):
    # the store-wide check reports a non-official game term (kind `term`) with the official wording and its
    # evidence, as `check --page` does: FIXTURE, the real pt-BR 117.1a with `pilha` (the stack) made `monte`
    from dataclasses import replace

    from rulesdb.check import _term_findings

    terms = embedded_corpus.keyword_terms()
    t = next(n for n in embedded_corpus.tree("pt", "2020-11-20") if str(n.id) == "117.1a")
    e = next(n for n in embedded_corpus.tree("en", "2020-11-20") if str(n.id) == "117.1a")
    assert "pilha" in t.text and _term_findings(embedded_corpus, terms, "pt", t, e, "po") == []
    [f] = _term_findings(embedded_corpus, terms, "pt", replace(t, text=t.text.replace("pilha", "monte")), e, "po")
    assert (f.kind, f.severity, f.rule) == ("term", "warning", "117.1a")
    assert "'stack'" in f.message and "'pilha'" in f.message and "translated CR uses it" in f.evidence[-1]
    # the official translation itself: at most 1 paragraph in 200 held to another wording
    checked = sum(n for (lang, _rev, _src, n) in pt_report.checked if lang == "pt")
    assert sum(f.kind == "term" for f in pt_report.findings) <= checked / 200


def test_a_keyword_inside_card_names_is_no_term(embedded_corpus):
    # real zh 206.3a: English lists Arabian Nights card names (`Flying Carpet, Flying Men`); the zh text names
    # them in Chinese without 飞行. Card names are capitalised mid-sentence: no `flying` to hold the zh text to
    from rulesdb.check import _keyword_findings
    from rulesdb.official_terms import names_as_term

    terms = embedded_corpus.keyword_terms()
    t = next(n for n in embedded_corpus.tree("zh", "2026-01-16") if str(n.id) == "206.3a")
    e = next(n for n in embedded_corpus.tree("en", "2026-01-16") if str(n.id) == "206.3a")
    assert "Flying Men" in e.text and "飞行" not in t.text
    assert not names_as_term(e, "flying") and _keyword_findings(terms, "zh", t, e, "txt") == []
    fly = next(n for n in embedded_corpus.tree("en", "2026-01-16") if str(n.id) == "702.9b")
    assert names_as_term(fly, "flying")  # "A creature with flying can't be blocked..."


def test_stale_follows_the_english_renumberings(pt_report):
    # pt-BR follows English 2020-11-20; English 2024-09-20 inserted a rule into 103: 103.3b (of 2020) is 103.4b
    # with the same text (it was reported "no longer exists"), 103.2d is 103.2e with a changed text
    stale = {f.rule: f for f in pt_report.findings if f.kind == "stale"}
    assert "numbers it 103.4b, with the same text" in stale["103.3b"].message
    assert stale["103.3b"].fix == "renumber 103.3b as 103.4b"
    assert "changed in 2024-09-20, where it is 103.2e" in stale["103.2d"].message
    assert not [f for f in stale.values() if f.rule.startswith("103.") and "no longer exists" in f.message]
