"""Shared fixtures: where the shared corpus is, and corpora built once per test session."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

# No test may build into the user's real data directory: a command run without --home lands here instead.
os.environ["RULESDB_HOME"] = tempfile.mkdtemp(prefix="rulesdb-test-home-")

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
RAW = REPO / "raw_sources"


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
    """A data directory holding the embedded default corpus, built once (store only, no search index)."""
    from rulesdb.build import build

    home = tmp_path_factory.mktemp("embedded_home")
    build(home)
    return home


@pytest.fixture(scope="session")
def embedded_corpus(embedded_home):
    from rulesdb.corpus import open_corpus

    corpus = open_corpus(embedded_home, build_if_missing=False)
    yield corpus
    corpus.close()


@pytest.fixture(scope="session")
def full_home(tmp_path_factory, shared_dir) -> Path:
    """A data directory holding the embedded corpus plus everything in ../shared/corpus, built once per session."""
    from rulesdb.build import build

    home = tmp_path_factory.mktemp("full_home")
    build(home, [shared_dir / "corpus"])
    return home


@pytest.fixture(scope="session")
def full_corpus(full_home):
    from rulesdb.corpus import open_corpus

    corpus = open_corpus(full_home, build_if_missing=False)
    yield corpus
    corpus.close()
