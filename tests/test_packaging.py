"""What `pip install .` ships: every package of the source tree, the embedded corpus and the catalogs."""
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def test_every_package_is_listed_in_pyproject():
    listed = set(tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(REPO).parts) for p in (REPO / "rulesdb").rglob("__init__.py")}
    assert found <= listed, f"packages missing from pyproject.toml: {sorted(found - listed)}"


def test_embedded_corpus_files_are_all_in_the_manifest():
    from rulesdb.manifest import read_manifest

    raw = REPO / "raw_sources"
    listed = {e.path.resolve() for e in read_manifest(raw)}
    files = {p.resolve() for p in raw.rglob("*") if p.is_file() and p.name != "manifest.toml"}
    assert files == listed
    size = sum(p.stat().st_size for p in files)
    assert size < 15 * 1024 * 1024
