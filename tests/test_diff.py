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


def test_702_7c_history_follows_the_rule_back_to_502_2c_in_2008(corpus):
    h = history(corpus, "702.7c")
    first = h.changes[0]
    assert (first.revision, first.previous) == ("2009-07-11", "2008-10-01")
    assert (str(first.old_id), str(first.new_id)) == ("502.2c", "702.7c") and first.moved
    assert first.old_text.startswith("Adding or removing first strike any time after combat damage")
    assert h.present[0] == "2008-10-01" and h.present[-1] == "2026-08-07"
    assert [(str(i), a, b) for i, a, b in h.spans()] == [("502.2c", "2008-10-01", "2008-10-01"),
                                                          ("702.7c", "2009-07-11", "2026-08-07")]
    assert [e.revision for e in h.changes] == sorted(e.revision for e in h.changes)


def test_history_of_the_old_number_follows_it_forward(corpus):
    old, new = history(corpus, "502.2c"), history(corpus, "702.7c")
    assert old.spans() == new.spans()
    assert [e.to_json() for e in old.changes] == [e.to_json() for e in new.changes]


def test_702_176_history_is_duskmourns_second_702_175(corpus):
    h = history(corpus, "702.176")
    assert [(e.revision, str(e.old_id), str(e.new_id)) for e in h.changes] == [
        ("2024-09-20", "None", "702.175"), ("2024-11-08", "702.175", "702.176")]
    assert h.changes[0].new_text == "Impending" and h.changes[1].old_text == "Impending"


def test_702_175_history_keeps_offspring_not_the_duplicate(corpus):
    h = history(corpus, "702.175")
    assert [(e.revision, e.new_text) for e in h.changes] == [("2024-07-30", "Offspring")]
    assert {str(i) for _r, i in h.numbers} == {"702.175"}


def test_509_2_history_follows_509_4_through_foundations(corpus):
    h = history(corpus, "509.2")
    move = next(e for e in h.changes if e.moved)
    assert (move.revision, str(move.old_id), str(move.new_id)) == ("2024-11-08", "509.4", "509.2")
    assert move.old_text.startswith("Fourth, the active player gets priority")
    assert move.new_text.startswith("Second, the active player gets priority")
    assert "2024-09-20" in h.reused          # the old 509.2 (damage assignment order) is another rule
    refs = next(e for e in h.changes if e.revision == "2020-04-17")
    assert refs.kind == "references" and [t for tag, t in refs.words() if tag != "="] == ["116", "117"]
    assert [e.kind for e in h.changes] == ["added", "references", "moved"]


@pytest.mark.parametrize("rule", ["702.7c", "702.176", "509.2", "509.3g", "702.4"])
def test_every_move_in_a_history_is_a_move_of_the_diff(corpus, rule):
    for e in history(corpus, rule).changes:
        if e.moved:
            d = diff_releases(corpus, e.previous, e.revision)
            assert (str(e.old_id), str(e.new_id)) in _by(d, "moved"), (rule, e.revision)


def test_the_build_derives_the_links_and_a_read_never_writes(diff_home, corpus):
    """The moves between consecutive releases are derived by the build (kept in the store's metadata); a read
    that needs another pair computes it in memory and leaves the store file untouched."""
    from rulesdb.diff import LINKS_VERSION, release_links

    store = diff_home / "corpus.sqlite"
    before = (store.stat().st_mtime_ns, store.stat().st_size)
    stored = corpus.reader.derived(f"diff-links/{LINKS_VERSION}/en")
    assert "2008-10-01|2009-07-11" in stored
    links = release_links(corpus, "en", "2008-10-01", "2009-07-11")
    assert ("502.2c", 0, "702.7c", 0) in links
    assert tuple(tuple(x) for x in stored["2008-10-01|2009-07-11"]) == links
    assert "2008-10-01|2013-04-29" not in stored
    assert release_links(corpus, "en", "2008-10-01", "2013-04-29")   # computed in memory
    assert (store.stat().st_mtime_ns, store.stat().st_size) == before


def test_diff_trees_does_not_depend_on_the_hash_seed(diff_home):
    """The candidate ranking once broke ties in word-set (string hash) order: 502.49a -> 702.2a was a move
    under one PYTHONHASHSEED and a removal plus an addition under another."""
    import json
    import os
    import subprocess
    import sys

    code = ("import sys, json; from rulesdb.corpus import open_corpus; from rulesdb.diff import diff_releases; "
            "c = open_corpus(sys.argv[1]); "
            "print(json.dumps([c.to_json() for c in diff_releases(c, '2008-10-01', '2026-08-07').changes]))")
    runs = [subprocess.Popen([sys.executable, "-c", code, str(diff_home)], env={**os.environ, "PYTHONHASHSEED": seed},
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for seed in ("1", "2")]  # side by side: two cores
    outs = []
    for run in runs:
        stdout, stderr = run.communicate(timeout=120)
        assert run.returncode == 0, stderr
        outs.append(json.loads(stdout))
    assert outs[0] == outs[1]


def test_history_hides_typography_unless_asked(corpus):
    plain = history(corpus, "702.7c")
    full = history(corpus, "702.7c", typography=True)
    assert plain.hidden == 1
    assert len(full.changes) == len(plain.changes) + 1
    assert [e.kind for e in full.changes if e.revision == "2014-09-25"] == ["typography"]
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
    assert all({"revision", "old_text", "new_text", "old_id", "new_id"} <= set(c) for c in data["changes"])
    assert "2017-09-29" in [c["revision"] for c in data["changes"]]
    move = data["changes"][0]
    assert (move["revision"], move["old_id"], move["new_id"], move["previous"]) == (
        "2009-07-11", "502.2c", "702.7c", "2008-10-01")


def test_cli_history_says_was_502_2c_until_2008(diff_home):
    r = _run(diff_home, "history", "702.7c")
    assert r.exit_code == 0, r.output
    lines = r.stdout.splitlines()
    at = next(i for i, line in enumerate(lines) if "was 502.2c until 2008-10-01" in line)
    assert lines[at].startswith("2009-07-11  moved")
    assert lines[at + 1].strip().startswith("Adding or removing first strike")      # the old text
    assert "numbered 502.2c (2008-10-01), 702.7c (2009-07-11 … 2026-08-07)" in lines


def test_cli_history_html_is_self_contained_and_side_by_side(diff_home, tmp_path):
    out = tmp_path / "history.html"
    r = _run(diff_home, "history", "702.7c", "--html", str(out))
    assert r.exit_code == 0, r.output
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and "<style>" in page
    assert "<script" not in page and "http://" not in page and "https://" not in page
    assert '<td class="id">502.2c</td>' in page and '<td class="id">702.7c</td>' in page
    assert re.search(r"<del>prevent</del>", page) and re.search(r"<ins>preclude</ins>", page)
    assert page.count('class="text old"') == page.count('class="text new"') == 3


@pytest.mark.parametrize("args", [("history", "702.7c"), ("diff", "2014", "2017", "--rule", "702.7")])
def test_cli_html_file_is_not_overwritten_without_force(diff_home, tmp_path, args):
    out = tmp_path / "report.html"
    out.write_text("keep me", encoding="utf-8")
    r = _run(diff_home, *args, "--html", str(out))
    assert r.exit_code == 1 and "Traceback" not in r.output
    assert r.output.strip() == f"error: {out} exists; pass --force to overwrite it"
    assert out.read_text(encoding="utf-8") == "keep me"
    r = _run(diff_home, *args, "--html", str(out), "--force")
    assert r.exit_code == 0, r.output
    assert out.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


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
    (("diff", "1999-01-01", "2024"), "releases: 2008-10-01 (Shards of Alara), 2009-07-11 (Magic 2010)"),
    (("diff", "Nowhere", "2024"), "2024-09-20 (Duskmourn), 2024-11-08 (Foundations)"),
    (("diff", "2024", "Nowhere"), "unknown release 'Nowhere' for en"),
    (("diff", "1999", "2026", "--lang", "zh"), "no zh release in force on 1999-12-31 ('1999'); releases: 2024-09-20, 2026-01-16"),
    (("diff", "Nowhere", "2026", "--lang", "zh"), "unknown release 'Nowhere' for zh: give a date (YYYY-MM-DD) or a set name; releases: 2024-09-20, 2026-01-16"),
    (("diff", "2020", "2026", "--lang", "es"), "es has only one release (undated); a diff needs two"),
    (("diff", "2020", "2026", "--lang", "it"), "it has only one release (2024-10-02); a diff needs two"),
    (("diff", "2020", "2026", "--lang", "pt"), "pt has only one release (2020-11-20); a diff needs two"),
    (("diff", "2020", "2026", "--lang", "de"), "de has only one release (undated); a diff needs two"),
    (("diff", "2020", "2026", "--lang", "xx"), "languages present"),
    (("history", "70x"), "not a rule number"),
    (("history", "702.7c", "--lang", "es"), "es has no dated release (undated)"),
])
def test_cli_bad_input_is_one_line(diff_home, args, needle):
    r = _run(diff_home, *args)
    assert r.exit_code == 2, r.output
    assert needle in r.output and "Traceback" not in r.output
    assert len(r.output.strip().splitlines()) == 1


def test_cli_reverse_diff_says_so(diff_home):
    r = _run(diff_home, "diff", "Foundations", "Duskmourn", "--rule", "509.2")
    assert r.exit_code == 0, r.output
    lines = r.stdout.splitlines()
    assert lines[0].startswith("diff en 2024-11-08 (Foundations) → 2024-09-20 (Duskmourn)")
    assert [ln for ln in lines if "reverse diff" in ln] == [
        "note: reverse diff: OLD (2024-11-08) is newer than NEW (2024-09-20); 'added' means present in 2024-09-20 only"]


def test_cli_reverse_diff_json_says_so_on_stderr(diff_home):
    import json

    r = _run(diff_home, "diff", "Foundations", "Duskmourn", "--rule", "509.2", "--json")
    assert r.exit_code == 0, r.output
    assert (json.loads(r.stdout)["from"], json.loads(r.stdout)["to"]) == ("2024-11-08", "2024-09-20")
    assert r.stderr.strip().startswith("note: reverse diff: OLD (2024-11-08) is newer than NEW (2024-09-20)")
    assert len(r.stderr.strip().splitlines()) == 1


def test_cli_reverse_diff_in_chinese(diff_home):
    r = _run(diff_home, "diff", "2026-01-16", "2024-09-20", "--lang", "zh", "--rule", "702.176")
    assert r.exit_code == 0, r.output
    assert sum("note: reverse diff: OLD (2026-01-16) is newer than NEW (2024-09-20)" in ln
               for ln in r.stdout.splitlines()) == 1


# -- a translation with one release (pages) against English ------------------------------------------------
def test_a_page_is_diffed_as_a_page_against_the_english_changes_since_it(corpus):
    """The German page (one undated release, matched to an older English release) against English up to
    2026-08-07: only the rules the page holds, and 702.7c is stale (English changed "prevent" to "preclude")."""
    from rulesdb.diff import diff_against

    result = diff_against(corpus, "2008-10-01", "2026-08-07", "de", "en")
    ids = {c.change.id for c in result.changes}
    assert ids and all(str(i).startswith("702.7") for i in ids), sorted(map(str, ids))
    stale = {str(c.change.id) for c in result.changes if c.status == "stale"}
    assert "702.7c" in stale


def test_a_page_that_follows_the_newer_release_has_nothing_to_compare(embedded_corpus):
    from rulesdb.diff import diff_against

    result = diff_against(embedded_corpus, "2024-09-20", "2026-08-07", "es", "en")
    assert result.changes == ()
    it = diff_against(embedded_corpus, "2024-10-02", "2026-08-07", "it", "en")   # the date the Italian page states
    assert all(str(c.change.id).startswith("702.7") for c in it.changes)
