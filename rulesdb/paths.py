"""Where things live: the data directory (the built corpus) and the raw sources (the embedded default corpus).

The data directory is `--home DIR` if given, else `$RULESDB_HOME`, else the per-user data directory
(platformdirs). The embedded raw sources ship inside the package as `rulesdb.raw_sources`; in a source
checkout they are the top-level `raw_sources/` folder.
"""
from __future__ import annotations

import os
from pathlib import Path

__all__ = ["data_home", "embedded_sources_dir", "user_sources_dir", "STORE_NAME"]

STORE_NAME = "corpus.sqlite"


def data_home(home: str | os.PathLike | None = None) -> Path:
    """The data directory, not created."""
    if home:
        return Path(home).expanduser()
    env = os.environ.get("RULESDB_HOME")
    if env:
        return Path(env).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir("rulesdb", appauthor=False))


def embedded_sources_dir() -> Path:
    """The folder of the embedded default corpus (holds manifest.toml)."""
    checkout = Path(__file__).resolve().parents[1] / "raw_sources"
    if (checkout / "manifest.toml").is_file():
        return checkout
    packaged = Path(__file__).resolve().parent / "raw_sources"
    if (packaged / "manifest.toml").is_file():
        return packaged
    try:
        from importlib.resources import files

        found = Path(str(files("rulesdb.raw_sources")))
        if (found / "manifest.toml").is_file():
            return found
    except (ImportError, ModuleNotFoundError, TypeError):
        pass
    return checkout


def user_sources_dir(home: str | os.PathLike | None = None) -> Path:
    """Where `rulesdb fetch` stores pages when the embedded folder is not writable (an installed package)."""
    return data_home(home) / "raw_sources"
