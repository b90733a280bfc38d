"""Parse one raw source: its format and language (from the manifest, else detected), the parser of that format,
and the tree checks (`tree.validate_nodes`) added to the parser's own warnings. Used by the build for every
source, by `rulesdb parse` and `rulesdb fetch` for one file, and by the page check; nothing is stored here.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from .errors import RulesDBError
from .i18n import _
from .manifest import SourceEntry
from .model import ParseResult
from .tree import validate_nodes

__all__ = ["parse_entry", "parse_file"]


def parse_entry(entry: SourceEntry, data: bytes, name: str) -> tuple[SourceEntry, ParseResult]:
    """Parse one source; fills the entry's format/langs when they were detected."""
    from .sources import detect_format, parse_bytes

    fmt = entry.format or detect_format(data, name)
    lang = entry.langs[0] if len(entry.langs) == 1 else None
    if lang is None and entry.detected and fmt not in ("bilingual", "card-names"):  # each row names its languages
        from .langdetect import detect_language
        from .textio import decode

        lang = detect_language(decode(data, name)[0])
    result = parse_bytes(data, source=name, fmt=fmt, lang=lang, revision=entry.revision)
    warned_lines = {w.line for w in result.warnings}
    found = {w for w in validate_nodes(result.nodes, name) if w.line not in warned_lines}  # one warning per line
    if found:
        merged = sorted({*result.warnings, *found}, key=lambda w: (w.line, w.message))
        result = replace(result, warnings=tuple(merged))
    langs = entry.langs or result.langs
    role = entry.role
    if entry.detected and "companion" in name.lower():
        role = "companion"
    return entry.with_(format=fmt, langs=tuple(langs), role=role), result


def parse_file(file: str | Path, fmt: str | None = None, lang: str | None = None, revision: str | None = None) -> ParseResult:
    """Parse one file as `rulesdb parse` does: format and language detected unless given; nothing stored."""
    path = Path(file)
    try:
        data = path.read_bytes()
    except OSError as e:
        raise RulesDBError(_("cannot read {path}: {reason}").format(path=path, reason=e.strerror)) from None
    entry = SourceEntry(path=path, langs=(lang,) if lang else (), format=fmt, revision=revision, detected=True)
    return parse_entry(entry, data, path.name)[1]
