"""Shared fixtures: where the shared corpus is, and data directories built once per test session.

The built homes (`embedded_home`, `indexed_home`, `full_home`) and the wheel (`built_wheel`) are session-scoped
and shared by every test that asks for them; tests must not write into them (copy one into `tmp_path` first).

Speed: the homes are built by one child process started as soon as the tests are collected, while the tests
that need no corpus run; the test modules are ordered by the heaviest home they use (none, embedded, indexed,
full), so that each home is usually ready when its first test starts. The wheel is built by pip beside them, and
its tests run last. A home the child could not build is built again in-process, so that its error shows up in
the test that needs it, with its traceback. A test that runs a command without --home builds a corpus into the
session's RULESDB_HOME: the summary says so (a whole build wasted). RULESDB_TEST_SERIAL=1 turns the child and
the ordering off (everything built in-process, when first needed).
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

# No test may build into the user's real data directory: a command run without --home lands here instead.
# (The child process that builds the homes imports this file too: it keeps its parent's folder.)
_SESSION_HOME = os.environ.get("RULESDB_TEST_SESSION_HOME") or tempfile.mkdtemp(prefix="rulesdb-test-home-")
os.environ["RULESDB_HOME"] = os.environ["RULESDB_TEST_SESSION_HOME"] = _SESSION_HOME

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
RAW = REPO / "raw_sources"


# -- the homes, and how each is built -------------------------------------------------------------------------

def report_path(home: Path) -> Path:
    """Where the build report of a home built here is kept (JSON, `BuildReport.to_json()`), beside the home."""
    return home.parent / (home.name + ".build.json")


def _build(home: Path, extra=()) -> None:
    import json

    from rulesdb.build import build

    report = build(home, list(extra))
    report_path(home).write_text(json.dumps(report.to_json()), encoding="utf-8")


def _build_embedded(home: Path) -> None:
    _build(home)


def _build_full(home: Path) -> None:
    _build(home, [SHARED / "corpus"])


def _build_indexed(home: Path, embedded: Path) -> None:
    """The embedded store (copied from `embedded`) with its full-text index."""
    try:
        from rulesdb.search import build_index
    except ImportError:  # older layout: rulesdb/index.py
        from rulesdb.index import build_index

    shutil.copy(embedded / "corpus.sqlite", home / "corpus.sqlite")
    build_index(home, full=True)


#: fixture name -> weight: test modules run lightest first, and the child builds the homes in this order
_HOMES = {"embedded_home": 1, "indexed_home": 2, "full_home": 3}
#: every background fixture -> weight (the wheel's tests last: its build runs beside everything else)
_WEIGHTS = {**_HOMES, "built_wheel": 4}

# The child process: builds the homes named on its command line, in order, and marks each one done.
_CHILD = r"""
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
import conftest
homes = dict(a.split("=", 1) for a in sys.argv[2:])
for name, home in homes.items():
    home = Path(home)
    if name == "embedded_home":
        conftest._build_embedded(home)
    elif name == "full_home":
        conftest._build_full(home)
    elif name == "indexed_home":
        conftest._build_indexed(home, Path(homes["embedded_home"]))
    (home.parent / (home.name + ".done")).touch()
"""


class _Prebuild:
    """The child process that builds the homes the collected tests need, while other tests run."""

    def __init__(self, names: list[str]):
        self.root = Path(tempfile.mkdtemp(prefix="rulesdb-test-homes-"))
        self.homes = {n: self.root / n for n in names}
        for home in self.homes.values():
            home.mkdir()
        import rulesdb

        env = dict(os.environ)
        # the child imports the same rulesdb as this process, whatever the current directory holds
        env["PYTHONPATH"] = os.pathsep.join([str(Path(rulesdb.__file__).resolve().parents[1]),
                                             *filter(None, [env.get("PYTHONPATH")])])
        self.log = open(self.root / "child.log", "w+b")
        self.proc = subprocess.Popen(
            [sys.executable, "-P", "-c", _CHILD, str(Path(__file__).resolve().parent),
             *(f"{n}={h}" for n, h in self.homes.items())],
            stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT, env=env, cwd=self.root)

    def wait(self, name: str) -> Path | None:
        """The home, once built; None when the child failed (the caller builds it in-process instead)."""
        home = self.homes[name]
        done = home.parent / (home.name + ".done")
        while not done.exists():
            if self.proc.poll() is not None and not done.exists():
                return None
            time.sleep(0.05)
        self.proc.poll()  # reap the child once it is done (no zombie until the session ends)
        return home

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait()
        self.log.close()
        shutil.rmtree(self.root, ignore_errors=True)


_prebuild: _Prebuild | None = None


# -- the wheel ------------------------------------------------------------------------------------------------

#: what pip prints when it cannot build for want of setuptools/wheel here and of the package index
_OFFLINE = ("No matching distribution", "Could not find a version", "NewConnectionError", "Failed to establish",
            "Temporary failure in name resolution", "Network is unreachable", "ConnectTimeout", "Read timed out",
            "ProxyError", "No module named 'setuptools'", "No module named 'wheel'", "invalid command 'bdist_wheel'")


def build_wheel(root: Path) -> tuple[Path | None, str]:
    """Build the wheel of the working tree under `root`: (the wheel, "") or (None, why it cannot be built
    here: 'offline: ...' or pip's output). Built from a copy, so that no stale build/ folder leaks into it."""
    src, out = root / "src", root / "dist"
    shutil.copytree(REPO, src, ignore=shutil.ignore_patterns(
        ".git", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache", ".hypothesis", "*.pyc"))
    out.mkdir()
    log = ""
    # setuptools and wheel of this environment first (works offline), else an isolated build from the index
    for options in (["--no-build-isolation"], []):
        run = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check",
                              "--timeout", "15", "--retries", "1", *options, "-w", str(out), str(src)],
                             capture_output=True, text=True, stdin=subprocess.DEVNULL, cwd=root, timeout=600)
        if run.returncode == 0:
            return next(out.glob("rulesdb-*.whl")), ""
        log = run.stdout + run.stderr
    reason = next((m for m in _OFFLINE if m in log), None)
    return None, (f"offline: {reason}" if reason else log[-4000:])


class _WheelJob(threading.Thread):
    """`build_wheel` in a thread (pip does the work in its own process) while the other tests run."""

    def __init__(self):
        super().__init__(daemon=True)
        self.root = Path(tempfile.mkdtemp(prefix="rulesdb-test-wheel-"))
        self.result: tuple[Path | None, str] = (None, "not built")
        self.start()

    def run(self):
        try:
            self.result = build_wheel(self.root)
        except Exception as e:  # reported by the fixture
            self.result = (None, f"{type(e).__name__}: {e}")

    def close(self):
        self.join()
        shutil.rmtree(self.root, ignore_errors=True)


_wheel_job: _WheelJob | None = None


def _weight(item) -> int:
    return max((w for name, w in _WEIGHTS.items() if name in item.fixturenames), default=0)


def pytest_collection_modifyitems(session, config, items):
    """Order the modules by the heaviest home they use (keeping each module's tests together and in order),
    then start building the homes the selected tests need."""
    global _prebuild, _wheel_job
    if os.environ.get("RULESDB_TEST_SERIAL"):  # everything in-process, in file order (to compare, or to debug)
        return
    module_weight: dict = {}
    for item in items:
        module = getattr(item, "module", None)
        module_weight[module] = max(module_weight.get(module, 0), _weight(item))
    items.sort(key=lambda item: module_weight[getattr(item, "module", None)])  # stable: file order within one weight

    needed = {name for item in items for name in _HOMES if name in item.fixturenames}
    if not (SHARED / "corpus").is_dir():
        needed.discard("full_home")  # those tests skip
    if "indexed_home" in needed:
        needed.add("embedded_home")
    if config.option.collectonly or "PYTEST_XDIST_WORKER" in os.environ:
        return
    if needed:
        _prebuild = _Prebuild(sorted(needed, key=_HOMES.get))
    if not os.environ.get("RULESDB_TEST_WHEEL") and any("built_wheel" in item.fixturenames for item in items):
        _wheel_job = _WheelJob()


def pytest_terminal_summary(terminalreporter):
    """A test that ran a command without --home built a corpus into the session's RULESDB_HOME: that costs a
    whole build; such a test should use one of the homes above."""
    built = sorted(p.name for p in Path(_SESSION_HOME).iterdir()) if os.path.isdir(_SESSION_HOME) else []
    if built:
        terminalreporter.write_line(f"note: some test built into RULESDB_HOME ({', '.join(built)}): pass --home "
                                    "embedded_home (tests/conftest.py) to save a build", yellow=True)


def pytest_unconfigure(config):
    global _prebuild, _wheel_job
    if _prebuild is not None:
        _prebuild.close()
        _prebuild = None
    if _wheel_job is not None:
        _wheel_job.close()
        _wheel_job = None
    shutil.rmtree(_SESSION_HOME, ignore_errors=True)


def _home(name: str, tmp_path_factory, build) -> Path:
    if _prebuild is not None and name in _prebuild.homes:
        home = _prebuild.wait(name)
        if home is not None:
            return home
    home = tmp_path_factory.mktemp(name)
    build(home)
    return home


# -- fixtures -------------------------------------------------------------------------------------------------

@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """../shared beside the repository (skips the test when absent)."""
    if not (SHARED / "corpus").is_dir():
        pytest.skip("../shared/corpus is not beside the repository")
    return SHARED


@pytest.fixture(scope="session")
def raw_dir() -> Path:
    return RAW


@pytest.fixture(scope="session")
def embedded_home(tmp_path_factory) -> Path:
    """A data directory holding the embedded default corpus (the store only, no search index). Read-only."""
    return _home("embedded_home", tmp_path_factory, _build_embedded)


@pytest.fixture(scope="session")
def embedded_corpus(embedded_home):
    from rulesdb.corpus import open_corpus

    corpus = open_corpus(embedded_home)
    yield corpus
    corpus.close()


@pytest.fixture(scope="session")
def indexed_home(tmp_path_factory, embedded_home) -> Path:
    """The embedded corpus with its full-text index, built once per session. Read-only: a test that rebuilds
    or damages the index works on a copy (`shutil.copytree(indexed_home, tmp_path / "home")`)."""
    return _home("indexed_home", tmp_path_factory, lambda home: _build_indexed(home, embedded_home))


@pytest.fixture
def all_at_once():
    """`run(count, work)`: `work(n, wait)` in `count` threads, each calling `wait()` to start with the others
    (after what it prepares alone); returns what the threads raised."""
    def run(count: int, work) -> list[BaseException]:
        start = threading.Barrier(count)
        errors: list[BaseException] = []

        def body(n: int) -> None:
            try:
                work(n, start.wait)
            except BaseException as e:  # noqa: BLE001 - returned to the test
                errors.append(e)

        threads = [threading.Thread(target=body, args=(n,)) for n in range(count)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        return errors
    return run


@pytest.fixture(scope="module")
def index(indexed_home, tmp_path_factory):
    """An open index of a copy of `indexed_home` for one test module (a test may swap its lexicon); a module
    with an index of its own defines its own `index`."""
    import shutil

    from rulesdb.search import open_index

    home = tmp_path_factory.mktemp("index_home")
    shutil.copytree(indexed_home, home, dirs_exist_ok=True)
    ix = open_index(home)
    yield ix
    ix.close()


@pytest.fixture(scope="session")
def full_home(tmp_path_factory, shared_dir) -> Path:
    """The embedded corpus plus everything in ../shared/corpus (22 English releases, the Chinese translations,
    the pt-BR PO file...): one build per session, shared by diff, history, align and check tests. Read-only."""
    return _home("full_home", tmp_path_factory, _build_full)


@pytest.fixture(scope="session")
def built_wheel(tmp_path_factory) -> Path:
    """The wheel `pip install .` would install: $RULESDB_TEST_WHEEL when set (.ci/run hands over the wheel it
    installed), else built from the working tree once per session. Skips when it cannot be built here
    (no setuptools/wheel and no package index)."""
    if os.environ.get("RULESDB_TEST_WHEEL"):
        return Path(os.environ["RULESDB_TEST_WHEEL"])
    if _wheel_job is not None:
        _wheel_job.join()
        wheel, why = _wheel_job.result
    else:
        wheel, why = build_wheel(tmp_path_factory.mktemp("wheel"))
    if wheel is None:
        if why.startswith("offline: "):
            pytest.skip(f"cannot build a wheel here: no setuptools/wheel, and no package index ({why[9:]})")
        pytest.fail(f"building the wheel failed:\n{why}")
    return wheel


@pytest.fixture(scope="session")
def full_build_report(full_home) -> dict:
    """The build report of `full_home` (`BuildReport.to_json()`)."""
    import json

    return json.loads(report_path(full_home).read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def full_corpus(full_home):
    from rulesdb.corpus import open_corpus

    corpus = open_corpus(full_home)
    yield corpus
    corpus.close()
