"""Translation status (`rulesdb status`): each English subrule current, stale, untranslated or missing."""
import json
import shutil
import subprocess

import pytest
from click.testing import CliRunner

from rulesdb.app import Session
from rulesdb.commands.align import status as status_command


@pytest.fixture(scope="module")
def sess(embedded_home):
    return Session(embedded_home, auto_build=False)


def test_zh_stale_subrule_shows_the_english_change_and_the_lag(sess):
    """zh follows English 2026-01-16; English 2026-08-07 renumbered "Restarting the Game" 726 -> 727 in 104.6."""
    report = sess.status("zh", against="2026-08-07")
    by = {e.rule: e for e in report.entries}
    assert report.follows == "2026-01-16" and report.against == "2026-08-07" and report.scope == "release"
    e = by["104.6"]
    assert e.state == "stale" and e.changed_in == "2026-08-07" and "727" in e.change and "726" in e.previous_english
    # the change as the words English replaced, in text order: rule 726 became 727
    assert e.change == "removed: 726; added: 727", e.change
    assert e.lag_days == 0  # measured to the --against date
    counts = report.counts()
    assert counts["current"] > 2000 and counts["stale"] > 50 and counts["missing"] > 0


def test_page_languages_are_measured_on_their_pages(sess):
    report = sess.status("es")
    assert report.scope == "609.7, 702.7" and report.counts()["current"] == 10
    assert {e.state for e in report.entries} == {"current"}


def test_pt_partial_po_counts_untranslated_entries(sess):
    counts = sess.status("pt").counts()
    assert counts["untranslated"] > 500 and counts["current"] > 300


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="gettext's msgfmt is not installed")
def test_status_po_marks_stale_fuzzy_and_passes_msgfmt(sess, tmp_path):
    report = sess.status("zh", against="2026-08-07")
    path = tmp_path / "zh.po"
    path.write_bytes(report.to_po())
    assert subprocess.run(["msgfmt", "--check", "-o", "/dev/null", str(path)], capture_output=True).returncode == 0
    text = path.read_text(encoding="utf-8")
    block = text.split('msgctxt "104.6"')[0].rsplit("\n\n", 1)[-1]
    assert "#, fuzzy" in block and "English changed in 2026-08-07" in block


def test_status_command_json_and_text(embedded_home, tmp_path):
    r = CliRunner().invoke(status_command, ["--lang", "zh", "--home", str(embedded_home), "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert set(data["counts"]) == {"current", "stale", "untranslated", "missing"}
    r = CliRunner().invoke(status_command, ["--lang", "it", "--home", str(embedded_home), "--all", "--po", str(tmp_path / "it.po")])
    assert r.exit_code == 0 and "702.7a" in r.output and "current 5" in r.output and (tmp_path / "it.po").exists()


def test_a_renumbered_english_rule_keeps_its_translation_current(sess):
    # pt-BR follows English 2020-11-20; English 2024-09-20 inserted a rule into 103: the starting life total,
    # 103.3 in 2020, is 103.4 since, with the same text. Its translation is current (printed 103.3), not the
    # translation of the 2020 mulligan rule held stale against it
    by = {e.rule: e for e in sess.status("pt", against="2026-08-07").entries}
    e = by["103.4"]
    assert e.state == "current" and e.printed == "103.3" and "20" in e.translation and "vida" in e.translation
    mulligan = by["103.5"]
    assert mulligan.printed == "103.4" and "mulligan" in mulligan.translation.lower()
