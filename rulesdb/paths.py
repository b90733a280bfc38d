"""Where things live: the data directory (the built corpus) and the raw sources (the embedded default corpus).

The data directory is `--home DIR` if given, else `$RULESDB_HOME`, else the per-user data directory
(platformdirs). The embedded raw sources ship inside the package as `rulesdb.raw_sources` (found through
`importlib.resources`); in a source checkout they are the top-level `raw_sources/` folder. Every other module asks
here: there is no second locator.
"""
from __future__ import annotations

import os
from importlib.resources import as_file
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
    """The folder of the embedded default corpus (holds manifest.toml): the package data `rulesdb.raw_sources` of an
    installed wheel, found through `importlib.resources`; in a source checkout (an editable install, where that
    package is not importable) the top-level `raw_sources/` beside the package. A missing folder is an error
    naming the file looked for, never an empty corpus."""
    from importlib.resources import files

    try:
        manifest = files("rulesdb.raw_sources").joinpath("manifest.toml")
        with as_file(manifest) as found:
            if found.is_file():
                return Path(found).parent
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError):
        pass
    checkout = Path(__file__).resolve().parents[1] / "raw_sources"
    if (checkout / "manifest.toml").is_file():
        return checkout
    from .errors import StoreError

    raise StoreError(f"the embedded raw sources are missing: no rulesdb/raw_sources/manifest.toml in the installed "
                     f"package, nor {checkout / 'manifest.toml'}; reinstall rulesdb")


def user_sources_dir(home: str | os.PathLike | None = None) -> Path:
    """Where `rulesdb fetch` stores pages when the embedded folder is not writable (an installed package)."""
    return data_home(home) / "raw_sources"
