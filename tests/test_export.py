"""`rulesdb export`: every format re-imports to the same aligned pairs; existing files need --force."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

from rulesdb.cli import main
from rulesdb.errors import ExportError
from rulesdb.export import FORMATS, export_pairs, read_pairs


@pytest.mark.parametrize("fmt", FORMATS)
def test_export_round_trip(embedded_corpus, tmp_path, fmt):
    pairs, path = export_pairs(embedded_corpus, "es", fmt, tmp_path / f"es.{fmt}")
    assert len(pairs) >= 9 and any(p.id == "702.7c" and "Darle" in p.target for p in pairs)
    assert read_pairs(path, fmt) == pairs


def test_export_pt_po_round_trip_keeps_repeated_strings_apart(embedded_corpus, tmp_path):
    pairs, path = export_pairs(embedded_corpus, "pt", "po", tmp_path / "pt.po")
    assert len(pairs) > 500 and read_pairs(path) == pairs


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
    assert r.exit_code == 0 and out.read_text().startswith("id,en,es")
