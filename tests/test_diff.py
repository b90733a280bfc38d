"""Revision diffs and rule history on the real corpus (../shared/corpus): the landmark changes of the issue."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulesdb.diff import diff_against, diff_releases, history, official_tree, resolve_release
from rulesdb.errors import UnknownRevisionError, UnknownRuleError
from rulesdb.ruleid import RuleId



@pytest.fixture(scope="session")
def diff_home(full_home) -> Path:
    return full_home


@pytest.fixture(scope="session")
def corpus(full_corpus):
    return full_corpus


@pytest.fixture(scope="session")
def foundations(corpus):
    return diff_releases(corpus, "Duskmourn", "Foundations")


def _by(d, kind):
    return {(str(c.old_id), str(c.new_id)): c for c in d.changes if c.kind == kind}


# -- Foundations: damage assignment order removed ----------------------------------------------------
def test_foundations_resolves_to_the_2024_11_08_release(foundations):
    assert (foundations.old, foundations.new) == ("2024-09-20", "2024-11-08")


def test_foundations_removes_509_2_damage_assignment_order(foundations):
    removed = _by(foundations, "removed")
    assert "damage assignment order" in removed[("509.2", "None")].old_text
    assert "damage assignment order" in removed[("509.3", "None")].old_text
    assert ("509.6", "None") in removed


def test_foundations_changes_510_1c(foundations):
    c = _by(foundations, "changed")[("510.1c", "510.1c")]
    assert "according to the damage assignment order" in c.old_text
    assert "damage assignment order" not in c.new_text
    assert "divided as its controller chooses among them" in c.new_text
    assert any(tag == "-" and "damage assignment order" in text for tag, text in c.words())


def test_foundations_later_509_subrules_move_up(foundations):
    moved = _by(foundations, "moved")
    for old, new in [("509.4", "509.2"), ("509.4a", "509.2a"), ("509.5", "509.3"), ("509.5g", "509.3g"),
                     ("509.7", "509.4"), ("509.7b", "509.4b")]:
        assert (old, new) in moved, (old, new)
    assert "Fourth, the active player gets priority" in moved[("509.4", "509.2")].old_text
    assert "Second, the active player gets priority" in moved[("509.4", "509.2")].new_text


def test_foundations_509_1i_changes_only_its_reference(foundations):
    c = _by(foundations, "reference-only")[("509.1i", "509.1i")]
    assert "509.4" in c.old_text and "509.2a" in c.new_text


def test_no_damage_assignment_order_left_in_foundations(corpus):
    texts = [n.display for n in official_tree(corpus, "en", "2024-11-08")]
    assert not [t for t in texts if "damage assignment order" in t]


# -- 702.7c prevent -> preclude -----------------------------------------------------------------------
def test_702_7c_history_prevent_to_preclude_in_the_2017_09_25_file(corpus):
    h = history(corpus, "702.7c")
    entry = next(e for e in h.changes if e.new_text and "preclude" in e.new_text)
    assert entry.source.endswith("MagicCompRules_20170925.txt.raw")
    assert entry.revision == "2017-09-29"          # effective date stated inside the 2017-09-25 file
    assert "won’t prevent" in entry.old_text
    assert [t for tag, t in entry.words() if tag != "="] == ["prevent", "preclude"]
    assert all("preclude" not in (e.old_text or "") for e in h.changes if e.revision <= "2017-09-29")


def test_702_7c_history_starts_with_the_2009_numbering(corpus):
    h = history(corpus, "702.7c")
    assert h.changes[0].revision == "2009-07-11" and h.changes[0].old_text is None
    assert h.present[0] == "2009-07-11" and h.present[-1] == "2026-08-07"
    assert [e.revision for e in h.changes] == sorted(e.revision for e in h.changes)


def test_history_hides_typography_unless_asked(corpus):
    plain = history(corpus, "702.7c")
    full = history(corpus, "702.7c", typography=True)
    assert plain.hidden == 1
    assert len(full.changes) == len(plain.changes) + 1
    assert "2014-09-25" in [e.revision for e in full.changes]


def test_history_of_unknown_rule(corpus):
    with pytest.raises(UnknownRuleError):
        history(corpus, "999.99z")


# -- 2008 -> 2009 renumbering --------------------------------------------------------------------------
def test_2008_to_2009_is_mostly_moves(corpus):
    d = diff_releases(corpus, "2008-10-01", "2009-07-11")
    counts = d.counts()
    old_size = len(official_tree(corpus, "en", "2008-10-01"))
    assert counts["moved"] > old_size * 0.75
    assert counts["moved"] > counts.get("removed", 0) * 4
    moved = _by(d, "moved")
    for old, new in [("502.2", "702.7"), ("502.2a", "702.7a"), ("502.2c", "702.7c"), ("502.28", "702.4")]:
        assert (old, new) in moved, (old, new)
    assert moved[("502.2", "702.7")].new_text == "First Strike"


# -- Duskmourn's duplicate 702.175 -----------------------------------------------------------------------
def test_duskmourn_duplicate_702_175_becomes_702_176(foundations):
    moved = _by(foundations, "moved")
    c = moved[("702.175", "702.176")]
    assert c.new_text == "Impending" and c.note == "official duplicate number"
    assert ("702.175a", "702.176a") in moved
    assert not [x for x in foundations.changes if x.kind in ("removed", "added") and RuleId.parse("702.175").contains(x.id)]


def test_rule_filter_keeps_changes_on_either_side(corpus):
    d = diff_releases(corpus, "Duskmourn", "Foundations", rule="702.176")
    assert [(str(c.old_id), str(c.new_id)) for c in d.changes] == [("702.175", "702.176"), ("702.175a", "702.176a")]


# -- releases and bad input ----------------------------------------------------------------------------
@pytest.mark.parametrize("spec, expected", [("Foundations", "2024-11-08"), ("duskmourn", "2024-09-20"),
                                            ("2024-10-01", "2024-09-20"), ("2024-11-08", "2024-11-08"),
                                            ("Khans", "2014-09-25"), ("2009", "2009-07-11")])
def test_resolve_release(corpus, spec, expected):
    assert resolve_release(corpus, "en", spec) == expected


@pytest.mark.parametrize("spec", ["1999-01-01", "Unhinged", "31/12/2024"])
def test_unknown_release_lists_the_releases(corpus, spec):
    with pytest.raises(UnknownRevisionError) as e:
        resolve_release(corpus, "en", spec)
    assert "2008-10-01" in str(e.value) and "2024-11-08 (Foundations)" in str(e.value)


def test_reverse_diff_is_allowed_and_says_so(corpus):
    d = diff_releases(corpus, "Foundations", "Duskmourn", rule="509")
    assert d.reverse and any("reverse diff" in n for n in d.notes())
    assert ("509.2", "509.4") in _by(d, "moved")
    assert any(c.kind == "added" and str(c.new_id) == "509.2" for c in d.changes)


@pytest.mark.parametrize("lang", ["es", "it", "pt"])
def test_a_language_with_one_release_cannot_be_diffed(corpus, lang):
    with pytest.raises(UnknownRevisionError, match="a diff needs two"):
        diff_releases(corpus, "2020", "2026", lang)


# -- translations against English ----------------------------------------------------------------------
@pytest.fixture(scope="session")
def zh_against(corpus):
    return diff_against(corpus, "2024-09-20", "2026-01-16", "zh")


def test_zh_against_en_statuses(zh_against):
    counts = zh_against.counts()
    assert counts["carried"] > 500
    assert counts.get("stale", 0) >= 1 and counts.get("translation-only", 0) >= 1
    assert (zh_against.lang_old, zh_against.lang_new) == ("2024-09-20", "2026-01-16")


def test_zh_translation_only_changes_have_unchanged_english(zh_against):
    rows = [c for c in zh_against.changes if c.status == "translation-only"]
    assert rows
    for cc in rows:
        assert cc.change.old_text == cc.change.new_text
        assert cc.old_translation != cc.new_translation


def test_zh_stale_change_keeps_the_old_translation(zh_against):
    for cc in (c for c in zh_against.changes if c.status == "stale" and c.change.kind == "changed"):
        assert cc.old_translation == cc.new_translation


def test_zh_already_had_impending_at_702_176(zh_against):
    cc = next(c for c in zh_against.changes if str(c.change.old_id) == "702.175" and str(c.change.new_id) == "702.176")
    assert cc.status == "carried" and "隐现" in cc.new_translation


def test_against_needs_two_translation_releases(corpus):
    with pytest.raises(UnknownRevisionError, match="same release"):
        diff_against(corpus, "2024-09-20", "2024-11-08", "zh")


# -- the CLI -------------------------------------------------------------------------------------------
def _run(diff_home, *args):
    from click.testing import CliRunner

    from rulesdb.cli import main

    return CliRunner().invoke(main, [*args, "--home", str(diff_home)])


def test_cli_diff_json_shape(diff_home):
    import json

    r = _run(diff_home, "diff", "Duskmourn", "Foundations", "--rule", "509", "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert set(data) == {"from", "to", "lang", "changes"}
    assert (data["from"], data["to"], data["lang"]) == ("2024-09-20", "2024-11-08", "en")
    assert all(set(c) == {"kind", "id", "old_id", "new_id", "old_text", "new_text"} for c in data["changes"])
    assert {"kind": "moved", "id": "509.2", "old_id": "509.4", "new_id": "509.2"}.items() <= next(
        c for c in data["changes"] if c["old_id"] == "509.4").items()


def test_cli_history_json_shape(diff_home):
    import json

    r = _run(diff_home, "history", "702.7c", "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert set(data) == {"id", "lang", "changes"} and data["id"] == "702.7c"
    assert all(set(c) == {"revision", "old_text", "new_text"} for c in data["changes"])
    assert "2017-09-29" in [c["revision"] for c in data["changes"]]


def test_cli_diff_text_is_plain_when_piped_and_colored_when_asked(diff_home):
    plain = _run(diff_home, "diff", "2014-09-25", "2017-09-29", "--rule", "702.7")
    assert plain.exit_code == 0 and "\x1b[" not in plain.stdout
    assert "[-prevent-]{+preclude+}" in plain.stdout
    colored = _run(diff_home, "diff", "2014-09-25", "2017-09-29", "--rule", "702.7", "--color")
    assert "\x1b[31mprevent\x1b[0m\x1b[32mpreclude\x1b[0m" in colored.stdout


def test_cli_reference_only_changes_are_listed_apart(diff_home):
    r = _run(diff_home, "diff", "Duskmourn", "Foundations", "--rule", "509")
    head, _, tail = r.stdout.partition("changed only because a rule they cite was renumbered")
    assert "509.1i" in tail and "509.1i" not in head.split("\n", 1)[1]


def test_cli_html_report_is_self_contained(diff_home, tmp_path):
    out = tmp_path / "report.html"
    r = _run(diff_home, "diff", "Duskmourn", "Foundations", "--html", str(out))
    assert r.exit_code == 0, r.output
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and "<style>" in page
    assert re.search(r"<del>[^<]*damage assignment order[^<]*</del>", page)
    assert "<script" not in page and "http://" not in page and "https://" not in page
    assert 'class="moved"' in page and "702.176" in page


def test_cli_against(diff_home):
    import json

    r = _run(diff_home, "diff", "2024-09-20", "2026-01-16", "--lang", "zh", "--against", "en", "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert {c["status"] for c in data["changes"]} == {"carried", "stale", "translation-only"}
    text = _run(diff_home, "diff", "2024-09-20", "2026-01-16", "--lang", "zh", "--against", "en").stdout
    assert "── stale" in text and "── translation-only" in text


@pytest.mark.parametrize("args, needle", [
    (("diff", "1999-01-01", "2024"), "releases: 2008-10-01"),
    (("diff", "Nowhere", "2024"), "2024-09-20 (Duskmourn)"),
    (("diff", "2020", "2026", "--lang", "es"), "a diff needs two"),
    (("diff", "2020", "2026", "--lang", "xx"), "languages present"),
    (("history", "70x"), "not a rule number"),
])
def test_cli_bad_input_is_one_line(diff_home, args, needle):
    r = _run(diff_home, *args)
    assert r.exit_code == 2, r.output
    assert needle in r.output and "Traceback" not in r.output
    assert len(r.output.strip().splitlines()) == 1


def test_cli_reverse_diff_says_so(diff_home):
    r = _run(diff_home, "diff", "Foundations", "Duskmourn", "--rule", "509.2")
    assert r.exit_code == 0 and "reverse diff" in r.stdout
