"""The core commands through click's CliRunner: build, show, sources, parse; errors as one line and an exit code."""
import json

import pytest
from click.testing import CliRunner

from rulesdb.cli import main


@pytest.fixture()
def run(embedded_home):
    runner = CliRunner()

    def invoke(*args):
        return runner.invoke(main, [*args, "--home", str(embedded_home)], catch_exceptions=False)

    return invoke


def test_show_spanish_702_7_has_inferred_subrules_a_to_d(run):
    res = run("show", "702.7", "--lang", "es", "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["id"] == "702.7" and data["lang"] == "es" and data["title"] == "Dañar primero"
    kids = data["children"]
    assert [k["id"] for k in kids] == ["702.7a", "702.7b", "702.7c", "702.7d"]
    assert all(k["label_inferred"] for k in kids)
    # seed 000, the fourth paragraph under "Subreglas"
    assert kids[3]["text"] == "Varias instancias de dañar primero en la misma criatura son redundantes."


def test_show_with_other_languages_prints_each_subrule_in_each(run):
    res = run("show", "702.7", "--lang", "es", "--with", "en,it,de")
    assert res.exit_code == 0, res.output
    out = res.output
    assert "702.7c* [es]  Darle la habilidad de dañar primero" in out
    assert "702.7c [en]  Giving first strike to a creature without it" in out
    assert "702.7c [it]  Dare attacco improvviso" in out
    assert "702.7c [de]  Einer Kreatur ohne Erstschlag Erstschlag zu geben" in out
    assert "letter inferred" in out


def test_show_with_json_is_a_list_one_per_language(run):
    data = json.loads(run("show", "702.7b", "--lang", "de", "--with", "en", "--json").output)
    assert [d["lang"] for d in data] == ["de", "en"]
    assert data[1]["revision"] == "2026-08-07"
    assert data[0]["text"].startswith("Wenn zu Beginn des Kampfschadensegments")


def test_show_picks_the_release_in_force_on_a_date(run):
    new = json.loads(run("show", "704.5", "--json").output)
    old = json.loads(run("show", "704.5", "--rev", "2025-01-01", "--json").output)
    assert new["revision"] == "2026-08-07" and old["revision"] == "2024-09-20"
    assert "704.5aa" in [c["id"] for c in new["children"]]  # new in 2026-08-07 (PROVENANCE)
    assert "704.5aa" not in [c["id"] for c in old["children"]]
    ancient = json.loads(run("show", "502.2", "--rev", "2009-01-01", "--json").output)
    assert ancient["revision"] == "2008-10-01" and ancient["title"] == "First Strike"


def test_show_accepts_ranges_with_hyphen_or_en_dash(run):
    for rng in ("601.2f-h", "601.2f–h"):
        data = json.loads(run("show", rng, "--json").output)
        assert [d["id"] for d in data] == ["601.2f", "601.2g", "601.2h"]


def test_show_falls_back_to_english_and_says_so(run):
    res = run("show", "702.19", "--lang", "es")
    assert res.exit_code == 0
    assert "fallback" in res.output and "Trample" in res.output




@pytest.mark.parametrize("args,code,msg", [
    (("show", "70.2"), 2, "not a rule number"),
    (("show", "702.7", "--lang", "xx"), 2, "languages present"),
    (("show", "702.7", "--rev", "yesterday"), 2, "not a date"),
    (("show", "702.7", "--rev", "1999-01-01"), 2, "releases"),
])
def test_bad_input_is_one_clear_line(run, args, code, msg):
    res = run(*args)
    assert res.exit_code == code
    assert msg in res.output and "Traceback" not in res.output


def test_sources_lists_every_embedded_file_with_counts(run):
    rows = json.loads(run("sources", "--json").output)
    by_file = {r["file"]: r for r in rows}
    assert by_file["en/MagicCompRules_20260807.txt"]["revision"] == "2026-08-07"
    assert by_file["seeds/001_d749db4b19e39f19.txt"]["revision"] == "2024-10-02"
    assert by_file["seeds/003_c2f32b651d8f9fa9.txt"]["langs"] == ["de", "en"]
    assert by_file["en/MagicCompRules_20240917.txt"]["rules"] > 3000
    dup = [w for w in by_file["en/MagicCompRules_20240917.txt"]["warnings"] if "702.175" in w["message"]]
    assert dup, "the duplicated 702.175 of Duskmourn must be reported"


def test_parse_one_file_stores_nothing(raw_dir, tmp_path):
    res = CliRunner().invoke(main, ["parse", str(raw_dir / "seeds" / "004_9d5eda068120802d.txt"), "--json"],
                             env={"RULESDB_HOME": str(tmp_path)})
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["format"] == "es-site"
    assert [r["id"] for r in data["rules"]][:2] == ["609", "609.7"]
    assert not (tmp_path / "corpus.sqlite").exists()


def test_parse_rejects_bytes_that_are_not_text(tmp_path):
    blob = tmp_path / "x.bin"
    blob.write_bytes(bytes(range(256)) * 40)
    res = CliRunner().invoke(main, ["parse", str(blob)])
    assert res.exit_code != 0 and "not text" in res.output and "Traceback" not in res.output


def test_parse_unknown_format_lists_the_formats(raw_dir):
    res = CliRunner().invoke(main, ["parse", str(raw_dir / "seeds" / "000_fd9a400e6d8e91d3.txt"), "--format", "docx"])
    assert res.exit_code == 2 and "cr-text" in res.output and "es-site" in res.output


def test_corrupt_store_is_reported_with_the_fix(tmp_path, embedded_home):
    home = tmp_path / "h"
    home.mkdir()
    (home / "corpus.sqlite").write_bytes(b"this is not a database" * 100)
    res = CliRunner().invoke(main, ["show", "702.7", "--home", str(home)])
    assert res.exit_code == 1 and "rulesdb build" in res.output and "Traceback" not in res.output


def test_unknown_rule_is_one_line_with_nearest_ids_exit_1(embedded_home):
    res = CliRunner().invoke(main, ["show", "702.999", "--lang", "es"], env={"RULESDB_HOME": str(embedded_home)})
    assert res.exit_code == 1
    assert res.output.strip().startswith("error: no rule 702.999 in es (undated); nearest: ")
    assert "Traceback" not in res.output and len(res.output.strip().splitlines()) == 1


def test_show_702_7_says_it_is_executable(run):
    text = run("show", "702.7").output
    assert "702.7 is executable" in text and "rulesdb annotations verify" in text
    data = json.loads(run("show", "702.7", "--json").output)
    assert data["annotation"]["entry_point"] == "rulesdb.engine:run"
    assert any(p.endswith("702_7c_gaining_first_strike_after_first_step.json") for p in data["annotation"]["scenarios"])
    assert "annotation" not in json.loads(run("show", "702.8", "--json").output)


def test_undated_spanish_page_follows_the_release_it_was_matched_to(run, embedded_corpus):
    # the Spanish page's sibling list ends at 702.195, the last rule of 702 only in 2026-08-07 (of the embedded releases)
    match = embedded_corpus.matched_release("es")
    assert match["release"] == "2026-08-07" and any("702.195" in r for r in match["reasons"])
    data = json.loads(run("show", "702.7", "--lang", "es", "--json").output)
    assert data["revision"] == "undated" and data["matched_revision"] == "2026-08-07"
    assert "follows English" in run("show", "702.7", "--lang", "es").output
    # before that release, the Spanish page is not in force: the English rule of the day is shown, marked
    old = json.loads(run("show", "702.7", "--lang", "es", "--rev", "2025-01-01", "--json").output)
    assert old["lang"] == "en" and old["revision"] == "2024-09-20" and old["fallback"] is True


@pytest.mark.parametrize("args", [("show",), ("show", "702.7", "--bogus"), ("nosuchcmd",), ("parse", "/")])
def test_usage_errors_are_one_line_exit_2(args):
    res = CliRunner().invoke(main, list(args))
    assert res.exit_code == 2
    lines = res.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and "--help" in lines[0]
