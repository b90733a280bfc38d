"""`rulesdb export`: every format re-imports to the same aligned pairs; existing files need --force."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

from rulesdb.cli import main
from rulesdb.errors import ExportError
from rulesdb.export import FORMATS, export_pairs, read_pairs
from rulesdb.ruleid import RuleId


@pytest.mark.parametrize("fmt", FORMATS)
def test_export_round_trip(embedded_corpus, tmp_path, fmt):
    pairs, path = export_pairs(embedded_corpus, "es", fmt, tmp_path / f"es.{fmt}")
    assert len(pairs) >= 9 and any(p.id == "702.7c" and "Darle" in p.target for p in pairs)
    assert read_pairs(path, fmt) == pairs


def test_export_pt_po_round_trip_keeps_repeated_strings_apart(embedded_corpus, tmp_path):
    pairs, path = export_pairs(embedded_corpus, "pt", "po", tmp_path / "pt.po")
    assert len(pairs) > 500 and read_pairs(path) == [p for p in pairs if p.en]  # PO keeps only pairs with English


def test_existing_file_not_overwritten_without_force(embedded_corpus, tmp_path):
    target = tmp_path / "out.tmx"
    target.write_text("keep me")
    with pytest.raises(ExportError):
        export_pairs(embedded_corpus, "es", "tmx", target)
    assert target.read_text() == "keep me"
    export_pairs(embedded_corpus, "es", "tmx", target, force=True)
    assert target.read_text() != "keep me"


def test_cli_export_refuses_then_forces(embedded_home, tmp_path):
    out = tmp_path / "es.csv"
    out.write_text("x")
    args = ["export", "--format", "csv", "--lang", "es", "-o", str(out), "--home", str(embedded_home)]
    r = CliRunner().invoke(main, args)
    assert r.exit_code != 0 and "exists; pass --force" in r.output
    r = CliRunner().invoke(main, args + ["--force"])
    assert r.exit_code == 0 and out.read_text().startswith("location,source,target")


# -- what a CAT tool accepts ------------------------------------------------------------------------------------

import shutil
import subprocess
from pathlib import Path

from rulesdb.export import Pair, XLIFF_NS, dumps_pairs, pairs_from_alignment

PAGES = Path(__file__).resolve().parent / "data" / "pages"
MANA = [Pair("107.4", "The mana symbols are {W}, {U}, {B}, {R}, and {G}; 100% of them.", "Los símbolos son {W}, {U}, {B}, {R} y {G}.")]


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="gettext's msgfmt is not installed")
@pytest.mark.parametrize("lang", ["es", "pt", "zh"])
def test_po_passes_msgfmt_check(embedded_corpus, tmp_path, lang):
    _pairs, path = export_pairs(embedded_corpus, lang, "po", tmp_path / f"{lang}.po")
    r = subprocess.run(["msgfmt", "--check", "-o", "/dev/null", str(path)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    text = path.read_text(encoding="utf-8")
    assert f'"Language: {dict(pt="pt_BR", zh="zh_Hans").get(lang, lang)}' in text


def test_po_mana_symbols_carry_no_format_flag(tmp_path):
    path = tmp_path / "mana.po"
    path.write_bytes(dumps_pairs(MANA, "po", "es"))
    text = path.read_text(encoding="utf-8")
    assert "format" not in text.split('msgctxt "107.4"')[0].split("\n\n")[-1]
    if shutil.which("msgfmt"):
        assert subprocess.run(["msgfmt", "--check", "-o", "/dev/null", str(path)]).returncode == 0


def test_xliff_is_1_2_with_a_real_original_and_states_from_the_alignment(embedded_corpus):
    from lxml import etree

    _pairs, data = export_pairs(embedded_corpus, "es", "xliff")
    root = etree.fromstring(data)
    assert root.tag == "{%s}xliff" % XLIFF_NS and root.get("version") == "1.2"
    f = root.find("{%s}file" % XLIFF_NS)
    assert f.get("original") not in (None, "", "NoName") and f.get("datatype") == "plaintext"
    assert f.get("source-language") == "en" and f.get("target-language") == "es"
    states = {t.get("state") for t in root.iter("{%s}target" % XLIFF_NS)}
    assert states <= {"translated", "needs-review-translation"} and "translated" in states
    assert b"approved" not in data


def test_tmx_uses_bcp47_tags_and_the_rule_id_as_tuid(embedded_corpus):
    _pairs, data = export_pairs(embedded_corpus, "zh", "tmx")
    assert b'xml:lang="zh-Hans"' in data and b'tuid="702.7a"' in data
    _pairs, data = export_pairs(embedded_corpus, "pt", "tmx")
    assert b'xml:lang="pt-BR"' in data and b'xml:lang="pt"' not in data


def test_csv_is_read_by_translate_toolkit(embedded_corpus, tmp_path):
    from translate.storage import factory

    pairs, path = export_pairs(embedded_corpus, "es", "csv", tmp_path / "es.csv")
    store = factory.getobject(str(path))
    units = [u for u in store.units if u.source]
    assert len(units) == len(pairs) and any("Darle" in u.target for u in units)


def test_flagged_pairs_are_kept_with_a_note_never_approved(embedded_corpus):
    """A page (FIXTURE with planted errors) whose 702.7a/b texts are exchanged and one with a paragraph English
    lacks: the pairs follow the content, marked needs-review with the reason."""
    from rulesdb.align import Alignment, align_nodes
    from rulesdb.parse import parse_file

    english = embedded_corpus.reader.subtree(RuleId.parse("702.7"), "en", "2024-09-20")
    for page, expect in (("planted_it702_swap_number.txt", "printed 702.7a; its content is English 702.7b"),
                         ("planted_it702_extra.txt", "printed 702.7e: no counterpart")):
        nodes = [n for n in parse_file(PAGES / page).nodes if n.lang == "it"]
        pairs = pairs_from_alignment(Alignment("it", "2024-10-02", "2024-09-20",
                                               tuple(align_nodes(nodes, english, "it", terms=embedded_corpus.keyword_terms()))))
        flagged = [p for p in pairs if p.state == "needs-review"]
        assert any(expect in p.note for p in flagged), [(p.id, p.note) for p in pairs]
        assert {p.state for p in pairs} <= {"translated", "needs-review"}


def test_rev_and_tbx(embedded_home, tmp_path):
    r = CliRunner().invoke(main, ["export", "--format", "json", "--lang", "it", "--rev", "2026-08-07", "--home", str(embedded_home)])
    assert r.exit_code == 0 and '"rulesdb:it:2024-10-02:en-2024-09-20"' in r.output
    out = tmp_path / "es.tbx"
    r = CliRunner().invoke(main, ["export", "--format", "tbx", "--lang", "es", "-o", str(out), "--home", str(embedded_home)])
    assert r.exit_code == 0 and "<martif" in out.read_text(encoding="utf-8")
