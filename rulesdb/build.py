"""The build: raw sources -> parsers -> validated trees -> the store (atomically replaced).

`build()` is what `rulesdb build` and `python build_index.py` run. It reads the embedded default corpus,
the user's fetched pages, and any extra folders given; files without a manifest entry are detected.
"""
from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Iterable

from .errors import RulesDBError, UnknownFormatError
from .i18n import _
from .manifest import SourceEntry, scan_folder
from .model import ParseResult
from .paths import STORE_NAME, data_home, embedded_sources_dir, user_sources_dir
from .store import StoredSource, write_store
from .tree import validate_nodes

__all__ = ["build", "BuildReport", "collect_entries", "parse_entry", "parse_file", "TERM_FORMATS", "Progress"]

#: Formats that are term tables, not rule texts: listed as sources, read by `terms.py`, not parsed into trees.
TERM_FORMATS = {"keyword-table"}

#: progress(done, total, label)
Progress = Callable[[int, int, str], None]


@dataclass
class BuildReport:
    store: Path
    sources: int = 0
    nodes: int = 0
    trees: list[tuple[str, str, int]] = field(default_factory=list)
    warnings: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)
    seconds: float = 0.0

    def to_json(self) -> dict:
        return {"store": str(self.store), "sources": self.sources, "nodes": self.nodes,
                "trees": [{"lang": l, "revision": r, "nodes": n} for l, r, n in self.trees],
                "warnings": self.warnings, "skipped": [{"file": f, "reason": why} for f, why in self.skipped],
                "seconds": round(self.seconds, 3)}


def collect_entries(extra_sources: Iterable[str | Path] = (), home: str | Path | None = None) -> list[tuple[Path, SourceEntry]]:
    """(folder, entry) for every source file: embedded, fetched by the user, then the extra folders."""
    folders = [embedded_sources_dir()]
    user = user_sources_dir(home)
    if user.is_dir():
        folders.append(user)
    folders.extend(Path(f) for f in extra_sources)
    out = []
    for folder in folders:
        out.extend((folder, e) for e in scan_folder(folder))
    return out


def parse_entry(entry: SourceEntry, data: bytes, name: str) -> tuple[SourceEntry, ParseResult]:
    """Parse one source; fills the entry's format/langs when they were detected."""
    from .sources import detect_format, parse_bytes

    fmt = entry.format or detect_format(data, name)
    lang = entry.langs[0] if len(entry.langs) == 1 else None
    if lang is None and entry.detected and fmt != "bilingual":
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


def build(home: str | Path | None = None, extra_sources: Iterable[str | Path] = (), progress: Progress | None = None) -> BuildReport:
    """Parse every source and write the store. Raises RulesDBError for a listed source that fails."""
    start = time.perf_counter()
    store_path = data_home(home) / STORE_NAME
    report = BuildReport(store=store_path)
    entries = collect_entries(extra_sources, home)
    parsed: list[tuple[StoredSource, ParseResult]] = []
    seen_hashes: dict[str, str] = {}
    for i, (folder, entry) in enumerate(entries):
        name = entry.path.relative_to(folder).as_posix()
        if progress:
            progress(i, len(entries), name)
        data = entry.path.read_bytes()
        digest = hashlib.sha256(data).hexdigest()
        if digest in seen_hashes:
            report.skipped.append((name, _("same bytes as {file}").format(file=seen_hashes[digest])))
            continue
        seen_hashes[digest] = name
        if entry.format in TERM_FORMATS:
            stored = StoredSource(path=str(entry.path), name=name, langs=entry.langs, format=entry.format,
                                  revision=entry.revision or "undated", origin=entry.origin, notes=entry.notes,
                                  sha256=digest, role="terms")
            parsed.append((stored, ParseResult(format=entry.format, nodes=())))
            continue
        try:
            entry, result = parse_entry(entry, data, name)
        except UnknownFormatError:
            if entry.detected:
                report.skipped.append((name, _("not a rule source (format not recognised)")))
                continue
            raise
        except RulesDBError as e:
            if entry.detected:
                report.skipped.append((name, e.one_line()))
                continue
            raise
        stored = StoredSource(path=str(entry.path), name=name, langs=tuple(entry.langs), format=entry.format or "",
                              revision=result.revision, revision_label=result.revision_label, role=entry.role,
                              origin=entry.origin, notes=entry.notes, sha256=digest, detected=entry.detected)
        parsed.append((stored, result))
        report.nodes += len(result.nodes)
        report.warnings += len(result.warnings)
    if progress:
        progress(len(entries), len(entries), _("writing the store"))
    from . import __version__

    from .i18n import display_table

    revisions = {r.revision for _s, r in parsed} | {n.revision for _s, r in parsed for n in r.nodes[:1]}
    languages = {lang for s, r in parsed for lang in (*s.langs, *r.langs)}
    write_store(store_path, parsed, {"built_at": time.strftime("%Y-%m-%dT%H:%M:%S"), "rulesdb": __version__,
                                     "extra_sources": "|".join(str(Path(p).resolve()) for p in extra_sources),
                                     "display": json.dumps(display_table(sorted(revisions), sorted(languages)), ensure_ascii=False)})
    report.sources = len(parsed)
    from .corpus import Corpus
    from .store import StoreReader, set_meta

    corpus = Corpus(StoreReader(store_path))  # one reader for what the build derives from the new store
    try:
        report.trees = [(l, r, n) for l, r, _label, n in corpus.reader.trees()]
        matches = match_undated(corpus)
        if matches:
            set_meta(store_path, {"matches": json.dumps(matches, ensure_ascii=False)})
        cache_release_links(corpus)
    finally:
        corpus.close()
    report.seconds = time.perf_counter() - start
    return report


def parse_file(file: str | Path, fmt: str | None = None, lang: str | None = None, revision: str | None = None) -> ParseResult:
    """Parse one file as `rulesdb parse` does: format and language detected unless given; nothing stored."""
    path = Path(file)
    try:
        data = path.read_bytes()
    except OSError as e:
        raise RulesDBError(_("cannot read {path}: {reason}").format(path=path, reason=e.strerror)) from None
    entry = SourceEntry(path=path, langs=(lang,) if lang else (), format=fmt, revision=revision, detected=True)
    return parse_entry(entry, data, path.name)[1]


def match_undated(corpus) -> dict:
    """lang -> the English release the language's undated pages follow (see release_match), for every
    language with undated pages. An undated page is in force from the earliest release that matches it best."""
    from .model import UNDATED
    from .release_match import match_release

    out = {}
    for lang in corpus.languages():
        if UNDATED not in corpus.revisions(lang) or len(corpus.revisions("en")) < 2:
            continue
        m = match_release(corpus, lang, UNDATED)
        tied = sorted(m.tied or (m.release,))
        out[lang] = {"release": m.release, "valid_from": tied[0], "tied": tied, "reasons": list(m.reasons)}
    return out


def cache_release_links(corpus) -> None:
    """Find the moves between consecutive releases once, at build time, so that no `history` pays for a diff."""
    from .diff import cache_moves
    from .model import UNDATED

    for lang in corpus.languages():
        if len([r for r in corpus.revisions(lang) if r != UNDATED]) >= 2:
            cache_moves(corpus, lang)
