"""`manifest.toml`: what each raw source is (path, languages, format, revision, origin, notes, role).

Files in a sources folder without a manifest entry are described by detection (`detect.py`); a `.txt.raw`
original is preferred over its transcoded `.txt` twin.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path

from .errors import ManifestError
from .i18n import _

__all__ = ["SourceEntry", "read_manifest", "append_entry", "MANIFEST_NAME", "scan_folder"]

MANIFEST_NAME = "manifest.toml"
_SKIP_SUFFIXES = {".md", ".tsv~", ".py", ".pyc", ".toml"}


@dataclass(frozen=True)
class SourceEntry:
    """One raw source file and what we know of it."""

    path: Path
    langs: tuple[str, ...] = ()
    format: str | None = None
    revision: str | None = None
    origin: str = ""
    notes: str = ""
    role: str = "primary"
    detected: bool = False
    extra: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def name(self) -> str:
        return self.path.name

    def with_(self, **changes) -> "SourceEntry":
        return replace(self, **changes)


def read_manifest(folder: Path) -> list[SourceEntry]:
    """The entries of `folder/manifest.toml` (an empty list when there is none)."""
    path = folder / MANIFEST_NAME
    if not path.is_file():
        return []
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise ManifestError(_("{path}: not valid TOML: {reason}").format(path=path, reason=e)) from None
    entries = []
    for i, raw in enumerate(data.get("source", []), 1):
        if not isinstance(raw, dict) or "path" not in raw:
            raise ManifestError(_("{path}: [[source]] #{number} has no path").format(path=path, number=i))
        file = folder / raw["path"]
        if not file.is_file():
            raise ManifestError(_("{path}: [[source]] #{number} names {file!r}, which is not there").format(
                path=path, number=i, file=raw["path"]))
        langs = raw.get("lang", [])
        if isinstance(langs, str):
            langs = [langs]
        known = {"path", "lang", "format", "revision", "origin", "notes", "role"}
        entries.append(
            SourceEntry(
                path=file,
                langs=tuple(langs),
                format=raw.get("format"),
                revision=str(raw["revision"]) if raw.get("revision") else None,
                origin=raw.get("origin", ""),
                notes=raw.get("notes", ""),
                role=raw.get("role", "primary"),
                extra={k: v for k, v in raw.items() if k not in known},
            )
        )
    return entries


def scan_folder(folder: Path) -> list[SourceEntry]:
    """The manifest entries of `folder`, plus every other file below it (to be detected).

    A `X.txt.raw` original replaces its transcoded twin `X.txt`.
    """
    folder = Path(folder)
    if not folder.is_dir():
        raise ManifestError(_("no such sources folder: {folder}").format(folder=folder))
    entries = read_manifest(folder)
    listed = {e.path.resolve() for e in entries}
    files = sorted(p for p in folder.rglob("*") if p.is_file() and not p.name.startswith("."))
    raw_twins = {p.with_suffix("") for p in files if p.name.endswith(".txt.raw")}
    for p in files:
        if p.resolve() in listed or p.suffix in _SKIP_SUFFIXES or p.name == MANIFEST_NAME:
            continue
        if p in raw_twins:  # the transcoded .txt of a .txt.raw original
            continue
        if p.name.endswith(".txt.raw") and p.with_suffix("").resolve() in listed:
            continue
        entries.append(SourceEntry(path=p, detected=True))
    return entries


def append_entry(folder: Path, entry: dict) -> None:
    """Add one [[source]] table to `folder/manifest.toml`, keeping what is there byte for byte."""
    import tomli_w

    path = folder / MANIFEST_NAME
    existing = path.read_text(encoding="utf-8") if path.is_file() else ""
    block = tomli_w.dumps({"source": [entry]})
    text = existing.rstrip("\n") + ("\n\n" if existing else "") + block
    tmp = path.with_suffix(".toml.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
