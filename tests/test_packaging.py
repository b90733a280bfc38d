"""What `pip install .` ships: every package of the source tree, the embedded corpus and the catalogs.

The wheel tests read the wheel built once per session from a copy of the working tree (`built_wheel` in
conftest.py; `.ci/run` hands over the wheel it installed in `RULESDB_TEST_WHEEL`). Building needs setuptools and
wheel, here or from the package index; without either the wheel tests skip.
"""
import hashlib
import os
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
RAW = REPO / "raw_sources"
PKG = REPO / "rulesdb"


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


# -- the built wheel (conftest.built_wheel) ---------------------------------------------------------------------

@pytest.fixture(scope="module")
def wheel(built_wheel) -> Path:
    return built_wheel


@pytest.fixture(scope="module")
def wheel_files(wheel) -> dict[str, zipfile.ZipInfo]:
    with zipfile.ZipFile(wheel) as z:
        return {info.filename: info for info in z.infolist()}


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_wheel_has_every_module_of_the_source_tree(wheel_files):
    modules = {p.relative_to(REPO).as_posix() for p in PKG.rglob("*.py") if "__pycache__" not in p.parts}
    assert modules - set(wheel_files) == set(), "modules missing from the wheel (pyproject.toml [tool.setuptools] packages)"


def test_wheel_has_the_manifest_and_every_file_it_names_byte_for_byte(wheel, wheel_files):
    manifest = tomllib.loads((RAW / "manifest.toml").read_text(encoding="utf-8"))
    named = [s["path"] for s in manifest["source"]]
    assert named
    expected = {"rulesdb/raw_sources/manifest.toml": RAW / "manifest.toml"}
    expected |= {f"rulesdb/raw_sources/{p}": RAW / p for p in named}
    assert sorted(set(expected) - set(wheel_files)) == []
    with zipfile.ZipFile(wheel) as z:
        changed = [name for name, src in expected.items() if _sha(z.read(name)) != _sha(src.read_bytes())]
    assert changed == []


def test_wheel_has_the_scenarios_data_and_catalogs(wheel, wheel_files):
    expected = [p.relative_to(REPO).as_posix() for p in sorted((PKG / "engine" / "scenarios").glob("*.json"))]
    expected += [p.relative_to(REPO).as_posix() for p in sorted((PKG / "data").iterdir()) if p.is_file()]
    pos = sorted((PKG / "locale").glob("*/LC_MESSAGES/*.po"))
    assert {p.parent.parent.name for p in pos} >= {"es", "it", "de"}
    expected += [p.relative_to(REPO).as_posix() for p in pos]
    expected += [p.relative_to(REPO).with_suffix(".mo").as_posix() for p in pos]  # compiled by setup.py
    assert len(expected) > 20
    assert sorted(set(expected) - set(wheel_files)) == []
    import gettext

    with zipfile.ZipFile(wheel) as z:
        for po in pos:
            mo = z.open(po.relative_to(REPO).with_suffix(".mo").as_posix())
            assert len(gettext.GNUTranslations(mo)._catalog) > 10, po  # a real catalog, not an empty one


def test_wheel_has_every_data_file_of_the_package_folder(wheel_files):
    """Whatever lies beside the modules (templates, static files, tables...) is read at run time; only the
    message template (rulesdb.pot, for translators) stays behind."""
    data = {p.relative_to(REPO).as_posix() for p in PKG.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".py", ".pyc", ".pot")
            and not (p.suffix == ".mo" and p.with_suffix(".po").is_file())}  # .mo: built from the .po
    assert sorted(data - set(wheel_files)) == [], "data files missing from the wheel (pyproject.toml package-data)"


def test_wheel_declares_the_console_script(wheel):
    with zipfile.ZipFile(wheel) as z:
        (name,) = [n for n in z.namelist() if n.endswith(".dist-info/entry_points.txt")]
        text = z.read(name).decode()
    assert "[console_scripts]" in text and "rulesdb = rulesdb.cli:main" in text


def test_unpacked_wheel_finds_its_data_outside_the_checkout(wheel, tmp_path):
    """The wheel unpacked as site-packages would hold it, run from a folder outside the checkout: the package
    reads its embedded corpus, scenarios and catalogs from itself, never from the source tree."""
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as z:
        z.extractall(site)
    cwd = tmp_path / "elsewhere"
    cwd.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("RULESDB_UI_LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    env.update(PYTHONPATH=str(site), RULESDB_HOME=str(tmp_path / "home"), LANG="C.UTF-8")

    def run(*args):
        return subprocess.run([sys.executable, "-P", *args], cwd=cwd, env=env, capture_output=True, text=True,
                              stdin=subprocess.DEVNULL, timeout=120)

    code = ("import json, rulesdb, rulesdb.paths as p; "
            "print(json.dumps([rulesdb.__file__, str(p.embedded_sources_dir())]))")
    r = run("-c", code)
    assert r.returncode == 0, r.stderr
    import json

    module, raw = map(Path, json.loads(r.stdout))
    assert module.is_relative_to(site) and raw == site / "rulesdb" / "raw_sources"
    assert (raw / "manifest.toml").is_file()

    r = run("-m", "rulesdb", "--ui-lang", "es", "--help")
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr
    assert "Show this message and exit" not in r.stdout and "Muestra" in r.stdout, r.stdout  # the es catalog

    r = run("-m", "rulesdb", "annotations", "list", "--json")
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr
    assert "702_7b_two_steps_who_deals_when.json" in r.stdout
