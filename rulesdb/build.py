"""The build, in one direction: parse -> assemble -> derive -> write the store (atomically replaced).

`build()` is what `rulesdb build` and `python build_index.py` run. It reads the embedded default corpus,
the user's fetched pages, and any extra folders given; files without a manifest entry are detected. Then:

1. **parse** every source (`sources/`; term tables too), skipping exact copies;
2. **assemble** the trees (`assemble.py`: which source gives each rule, and why) and pair translated keyword-rule
   titles with the English ones (`terms.title_terms`), and translated glossary headwords with the English ones
   (`termbase.glossary`);
3. **write** the new store beside the old one, **derive** from it what queries need (the English release each
   undated language follows, the moves between consecutive releases), and swap it in. Nothing is written into a
   store in place, and read commands never write.

The search index is built afterwards from the new store (`rulesdb build` does both; `--no-index` skips it).
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
from .parse import parse_entry
from .model import ParseResult
from .paths import STORE_NAME, data_home, embedded_sources_dir, user_sources_dir
from .assemble import Assembly, Override, assemble
from .store import StoredSource, write_store
from .terms import title_terms
from .termbase.glossary import glossary_terms

__all__ = ["build", "BuildReport", "collect_entries", "Progress"]

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
    overrides: list[Override] = field(default_factory=list)
    seconds: float = 0.0

    def to_json(self) -> dict:
        return {"store": str(self.store), "sources": self.sources, "nodes": self.nodes,
                "trees": [{"lang": l, "revision": r, "nodes": n} for l, r, n in self.trees],
                "warnings": self.warnings, "skipped": [{"file": f, "reason": why} for f, why in self.skipped],
                "overrides": [o.to_json() for o in self.overrides],
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


def build(home: str | Path | None = None, extra_sources: Iterable[str | Path] = (), progress: Progress | None = None) -> BuildReport:
    """Parse every source, assemble the trees, derive what queries need, and write the store in one go.
    Raises RulesDBError for a listed source that fails; the store in place is then left as it was."""
    start = time.perf_counter()
    store_path = data_home(home) / STORE_NAME
    report = BuildReport(store=store_path)
    parsed = _parse_all(collect_entries(extra_sources, home), report, progress)
    if progress:
        progress(1, 1, _("writing the store"))
    assembly = with_rules_terms(assemble(parsed))
    report.overrides = list(assembly.overrides)
    report.trees = sorted((lang, rev, n) for (lang, rev), (_label, n) in assembly.trees.items())
    report.sources = len(parsed)
    from . import __version__
    from .i18n import display_table

    revisions = {r.revision for _s, r in parsed} | {n.revision for _s, r in parsed for n in r.nodes[:1]}
    languages = {lang for s, r in parsed for lang in (*s.langs, *r.langs)}
    meta = {"built_at": time.strftime("%Y-%m-%dT%H:%M:%S"), "rulesdb": __version__,
            "extra_sources": "|".join(str(Path(p).resolve()) for p in extra_sources),
            "display": json.dumps(display_table(sorted(revisions), sorted(languages)), ensure_ascii=False)}
    write_store(store_path, assembly, meta, derive=derive_links)
    report.seconds = time.perf_counter() - start
    return report


def _parse_all(entries: list[tuple[Path, SourceEntry]], report: BuildReport, progress: Progress | None
               ) -> list[tuple[StoredSource, ParseResult]]:
    """Parse every entry (skipping exact copies, and detected files that are not rule sources)."""
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
        role = "terms" if result.terms and not result.nodes else entry.role
        stored = StoredSource(path=str(entry.path), name=name, langs=tuple(entry.langs), format=entry.format or "",
                              revision=result.revision, revision_label=result.revision_label, role=role,
                              origin=entry.origin, notes=entry.notes, sha256=digest, detected=entry.detected)
        parsed.append((stored, result))
        report.nodes += len(result.nodes)
        report.warnings += len(result.warnings)
    return parsed


def with_rules_terms(assembly: Assembly) -> Assembly:
    """The assembly with the rules wording its trees and glossaries give (translated keyword-rule titles paired with
    the English ones, `terms.title_terms`; translated glossary headwords paired with the English ones,
    `termbase.glossary`), each kept with the source it was read from."""
    from .model import UNDATED

    trees = assembly.trees_nodes()
    english = {rev: nodes for (lang, rev), nodes in trees.items() if lang == "en" and rev != UNDATED}
    found = title_terms({f"{l}/{r}": n for (l, r), n in trees.items() if l != "en"}, english)
    found += glossary_terms(assembly.sources)
    by_source: dict[str, list] = {}
    for t in found:
        by_source.setdefault(t.source, []).append(t)
    if not by_source:
        return assembly
    sources = tuple((src, replace(res, terms=res.terms + tuple(by_source.get(src.name, ()))))
                    for src, res in assembly.sources)
    return replace(assembly, sources=sources)


def derive_links(store_path: Path) -> dict[str, str]:
    """What the build derives from the new store before it is swapped in: the English release each language's
    undated pages follow (`matches`), the moves between consecutive releases (so that no `history` pays for
    a diff), and the stems of the term base's wordings (so that no lookup stems them). Returned as metadata;
    nothing is written to a store in place."""
    from .corpus import Corpus
    from .diff import derive_moves
    from .model import UNDATED
    from .store import StoreReader
    from .termbase.base import STEMS_KEY, wording_stems

    corpus = Corpus(StoreReader(store_path))
    try:
        out: dict[str, str] = {}
        matches = match_undated(corpus)
        if matches:
            out["matches"] = json.dumps(matches, ensure_ascii=False)
            corpus.matches = matches
        for lang in corpus.languages():
            if len([r for r in corpus.revisions(lang) if r != UNDATED]) >= 2:
                out.update(derive_moves(corpus, lang))
        out[STEMS_KEY] = json.dumps(wording_stems(corpus.reader.terms()), ensure_ascii=False)
        return out
    finally:
        corpus.close()


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
