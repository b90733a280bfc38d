"""The build: every embedded source parsed, trees per (language, revision), atomic replacement, extra folders."""
import shutil
from pathlib import Path

import pytest

from rulesdb.build import build
from rulesdb.corpus import open_corpus
from rulesdb.errors import ManifestError, RulesDBError
from rulesdb.store import StoreReader


def test_embedded_trees(embedded_corpus):
    assert set(embedded_corpus.languages()) >= {"en", "es", "it", "de", "zh", "pt"}
    assert embedded_corpus.revisions("en")[:1] == ["2008-10-01"]
    assert "2026-08-07" in embedded_corpus.revisions("en")
    assert embedded_corpus.revisions("it") == ["2024-10-02"]
    assert embedded_corpus.revisions("es") == ["undated"]
    assert embedded_corpus.revision_label("it", "2024-10-02").startswith("Duskmourn")


def test_identical_rule_versions_are_stored_once(embedded_home):
    reader = StoreReader(embedded_home / "corpus.sqlite")
    nodes, texts = reader.con.execute("SELECT count(*), count(DISTINCT hash) FROM nodes").fetchone()
    stored = reader.con.execute("SELECT count(*) FROM texts").fetchone()[0]
    assert stored == texts < nodes  # the 2024, 2026 and companion releases share most rule texts
    reader.close()


def test_companion_text_is_kept_but_not_shown_over_the_official_one(embedded_corpus):
    # the zh English companion is the only en 2026-01-16 source in the embedded corpus: it forms that tree
    node = embedded_corpus.get("702.7b", "en", "2026-01-16")
    assert node is not None and node.source == "zh/CR_en-companion_20260116.txt"


def test_duplicate_702_175_kept_both(embedded_corpus):
    nodes = embedded_corpus.reader.get(__import__("rulesdb.ruleid").ruleid.RuleId.parse("702.175"), "en", "2024-09-20")
    assert len(nodes) == 2
    assert {n.title for n in nodes} == {"Offspring", "Impending"}  # PROVENANCE: both numbered 702.175 in Duskmourn


def test_failed_build_leaves_previous_store_intact(tmp_path, embedded_home, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    shutil.copy(embedded_home / "corpus.sqlite", home / "corpus.sqlite")  # a store built by build()
    before = (home / "corpus.sqlite").read_bytes()
    import rulesdb.build as b

    def broken(*a, **k):
        raise RulesDBError("simulated parser failure")

    monkeypatch.setattr(b, "parse_entry", broken)
    with pytest.raises(RulesDBError):
        build(home)
    assert (home / "corpus.sqlite").read_bytes() == before
    assert [p.name for p in home.iterdir()] == ["corpus.sqlite"]  # no temporary file left behind


# The extra-source tests read the session's full build (tests/conftest.py: the embedded corpus plus
# ../shared/corpus, a folder without a manifest: every file detected; four English releases there both as their
# raw original and a transcoded copy; PROVENANCE.md and MANIFEST.tsv, which are no sources; the zh English
# companion of 20240917).

def test_extra_sources_are_detected_and_raw_originals_preferred(full_build_report, full_corpus):
    report, corpus = full_build_report, full_corpus
    names = {Path(s.name).name for s in corpus.sources()}  # stored as en/..., zh/... (folders of ../shared/corpus)
    assert "MagicCompRules_20140926.txt.raw" in names and "MagicCompRules_20140926.txt" not in names
    assert not names & {"PROVENANCE.md", "MANIFEST.tsv"}
    assert "2014-09-26" in corpus.revisions("en") or any(r.startswith("2014-09") for r in corpus.revisions("en"))
    assert "2009-07-11" in corpus.revisions("en")
    # 702.7c still said "won't prevent" in 2014 (PROVENANCE / issue 6)
    rev2014 = corpus.resolve_revision("en", "2014-12-31")
    assert "won\u2019t prevent" in corpus.get("702.7c", "en", rev2014).text
    assert report["sources"] >= 17


def test_a_manifest_naming_a_missing_file_is_a_clear_error(tmp_path):
    folder = tmp_path / "src"
    folder.mkdir()
    (folder / "manifest.toml").write_text('[[source]]\npath = "nope.txt"\nlang = ["es"]\n')
    with pytest.raises(ManifestError, match="nope.txt"):
        build(tmp_path / "home", [folder])


def test_companion_never_fills_gaps_in_an_official_release(full_corpus):
    # the zh English companion of 20240917 renumbers the second 702.175 as 702.176; the official Duskmourn
    # text has no 702.176, and its tree must not borrow one from the companion (found by the diff work)
    corpus = full_corpus
    assert corpus.get("702.176", "en", "2024-09-20") is None
    assert corpus.get("702.175", "en", "2024-09-20").source == "en/MagicCompRules_20240917.txt"
    (companion,) = [s.name for s in corpus.sources() if Path(s.name).name == "CR_en-companion_20240917.txt"]
    assert any(n.id.minor == 176 for n in corpus.reader.source_nodes(companion))
