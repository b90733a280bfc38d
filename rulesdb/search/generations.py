"""The index on disk: generations, built atomically and incrementally, and opened for searching.

Layout: `<home>/index/CURRENT` names the live generation `<home>/index/gen-<n>/` (a whoosh index plus
`state.json`, the per-source content hashes and which source gave each document, `lexicon.json`, see
`expansion.py`, `lexicon.bin`, its compact copy, see `lexicon_cache.py`, and `hyphenation-de.bin`, the German
hyphenation patterns parsed, see `hyphenation.py`). A build writes a new generation (a copy of the live one,
updated) and then replaces `CURRENT` atomically, so a failed or interrupted build leaves the old index working,
and a search that opened the old generation keeps answering; the generation before the live one is kept, older
ones are removed.

Rebuilding after one source changed reindexes only the documents of that source.
"""
from __future__ import annotations

import json
import os
import shutil
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ..errors import RulesDBError
from . import index as whoosh_index
from . import hyphenation, lexicon_cache
from .document import collect
from .expansion import Lexicon, build_lexicon, german_vocabulary, keyword_terms

__all__ = ["INDEX_VERSION", "IndexReport", "IndexError_", "build_index", "open_index", "index_dir"]

def _analysis_fingerprint() -> str:
    """What the index's fields and analysers are made of in the language registry (a field per language, its
    stemmer, script, stop words...): an index built with another registry (a language added, a stemmer changed) is
    of another version. Without it, a new registry entry (ru) made an older index fail on its missing field."""
    import hashlib

    from .. import lang as registry

    spec = "\n".join(f"{e.code}|{e.stemmer}|{e.script}|{e.decompounds}|{e.apostrophe}|{' '.join(sorted(e.elisions))}|"
                     f"{' '.join(sorted(e.stopwords))}|{' '.join(f'{a}={b}' for a, b in e.irregular_forms)}"
                     for e in registry.languages())
    return hashlib.sha256(spec.encode("utf-8")).hexdigest()[:10]


#: Bumped when the schema, the documents or the analysis change: an index of another version is rebuilt in full.
#: The registry's part of the analysis is in it by itself (`_analysis_fingerprint`).
INDEX_VERSION = "14." + _analysis_fingerprint()

Progress = Callable[[int, int, str], None]


class IndexError_(RulesDBError):
    """The search index is missing or unreadable (the message names the command that fixes it)."""


@dataclass(frozen=True)
class IndexReport:
    """What `build_index` did."""

    path: Path
    documents: int
    added: int
    removed: int
    changed_sources: tuple[str, ...]
    full: bool
    seconds: float

    def to_json(self) -> dict:
        return {"path": str(self.path), "documents": self.documents, "added": self.added, "removed": self.removed,
                "changed_sources": list(self.changed_sources), "full": self.full, "seconds": round(self.seconds, 3)}


def index_dir(home=None) -> Path:
    from ..paths import data_home

    return data_home(home) / "index"


def _current(root: Path) -> Path | None:
    try:
        name = (root / "CURRENT").read_text(encoding="utf-8").strip()
    except OSError:
        return None
    gen = root / name
    return gen if name and gen.is_dir() else None


def _load_state(gen: Path | None) -> dict | None:
    if gen is None:
        return None
    try:
        state = json.loads((gen / "state.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if state.get("version") != INDEX_VERSION or not whoosh_index.exists(gen):
        return None
    return state


def _lexicon_json(lexicon: Lexicon) -> dict:
    return {"version": INDEX_VERSION, **lexicon.to_json()}


def build_index(home=None, progress: Progress | None = None, full: bool = False) -> IndexReport:
    """Build or update the index of the corpus in `home` (atomic; incremental unless `full`)."""
    from ..corpus import open_corpus

    start = time.perf_counter()
    root = index_dir(home)
    if root.exists() and not root.is_dir():
        raise IndexError_(f"{root} is not a folder, so the search index cannot be written there; move it away, "
                          f"then run `rulesdb build`")
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise IndexError_(f"cannot write the search index in {root}: {e.strerror or e}") from None
    corpus = open_corpus(home)
    try:
        docs, contrib, hashes = collect(corpus)
        keywords = keyword_terms(corpus)
        vocab = german_vocabulary(docs, keywords)
        lexicon = build_lexicon(corpus, docs, keywords, vocab)
    finally:
        corpus.close()
    new_revs = {k: list(d.revs) for k, d in docs.items()}
    old_gen = _current(root)
    state = None if full else _load_state(old_gen)
    if state is not None and state.get("de_vocabulary") != vocab:
        state = None  # the German splitter changed: the German fields must be rebuilt, simplest in full

    if state is None:
        changed = sorted(hashes)
        old_revs: dict[str, list[str]] = {}
        affected = set(new_revs)
    else:
        old_hashes = state.get("sources", {})
        changed = sorted({s for s in hashes if old_hashes.get(s) != hashes[s]} | {s for s in old_hashes if s not in hashes})
        old_revs = state.get("docs", {})
        affected = set()
        old_by_source = state.get("by_source", {})
        for s in changed:
            affected.update(old_by_source.get(s, ()))
            affected.update(contrib.get(s, {}))
        # a document whose releases changed through an unchanged source (a rule moved between sources)
        affected.update(k for k in new_revs if new_revs[k] != old_revs.get(k))
        affected.update(k for k in old_revs if k not in new_revs)

    if state is not None and not affected and old_gen is not None:
        try:
            old_json = (old_gen / "lexicon.json").read_bytes()
            same_lexicon = json.loads(old_json.decode("utf-8")) == _lexicon_json(lexicon)
        except (OSError, ValueError):
            same_lexicon = False
        if same_lexicon:
            if lexicon_cache.read(old_gen, old_json, INDEX_VERSION) is None:  # a generation of an older version
                lexicon_cache.write(old_gen, old_json, INDEX_VERSION)
            if not hyphenation.current(old_gen):
                hyphenation.write(old_gen)
            return IndexReport(path=old_gen, documents=len(new_revs), added=0, removed=0, changed_sources=(),
                               full=False, seconds=time.perf_counter() - start)

    gen_name = f"gen-{int(time.time() * 1000)}-{os.getpid()}"
    tmp = root / f".{gen_name}.tmp"
    if tmp.exists():
        shutil.rmtree(tmp)
    try:
        if state is None:
            tmp.mkdir()
        else:
            shutil.copytree(old_gen, tmp, ignore=shutil.ignore_patterns("*.lock", "state.json", "lexicon.json",
                                                                     lexicon_cache.CACHE_NAME,
                                                                     hyphenation.CACHE_NAME))
        added, removed = whoosh_index.write(tmp, sorted(affected), docs, None if state is None else old_revs,
                                            vocab, progress)
        new_state = {
            "version": INDEX_VERSION,
            "sources": hashes,
            "by_source": {s: sorted(keys) for s, keys in contrib.items()},
            "docs": new_revs,
            "de_vocabulary": vocab,
        }
        (tmp / "state.json").write_text(json.dumps(new_state, ensure_ascii=False), encoding="utf-8")
        lexicon_json = json.dumps(_lexicon_json(lexicon), ensure_ascii=False).encode("utf-8")
        (tmp / "lexicon.json").write_bytes(lexicon_json)
        lexicon_cache.write(tmp, lexicon_json, INDEX_VERSION)
        hyphenation.write(tmp)
        os.replace(tmp, root / gen_name)
        pointer = root / f".CURRENT.{os.getpid()}.tmp"
        pointer.write_text(gen_name, encoding="utf-8")
        os.replace(pointer, root / "CURRENT")
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    _prune(root, keep={gen_name, old_gen.name if old_gen else ""})
    return IndexReport(path=root / gen_name, documents=len(new_revs), added=added, removed=removed,
                       changed_sources=tuple(changed) if state is not None else (), full=state is None,
                       seconds=time.perf_counter() - start)


def _prune(root: Path, keep: set[str]) -> None:
    """Remove generations other than the live one and the one before it (a reader may still use it)."""
    for child in root.iterdir():
        if child.is_dir() and child.name.startswith("gen-") and child.name not in keep:
            shutil.rmtree(child, ignore_errors=True)


def open_index(home=None, build_if_missing: bool = False, progress: Progress | None = None) -> whoosh_index.RuleIndex:
    """Open the live index generation. A missing or unreadable index is reported with the command that fixes it,
    or, with `build_if_missing`, built (with `progress`)."""
    root = index_dir(home)
    gen = _current(root)
    if gen is None or not (gen / "lexicon.json").is_file():
        if not build_if_missing:
            raise IndexError_(f"no search index in {root}; run `rulesdb build` (or `rulesdb search --reindex`)")
        build_index(home, progress=progress, full=True)
        gen = _current(root)
        if gen is None:
            raise IndexError_(f"could not build the search index in {root}; run `rulesdb build`")
    try:
        raw = (gen / "lexicon.json").read_bytes()
        lexicon = lexicon_cache.read(gen, raw, INDEX_VERSION)
        if lexicon is None:  # no compact copy of this lexicon.json (or a stale or damaged one): the JSON itself
            data = json.loads(raw.decode("utf-8"))
            if data.get("version") != INDEX_VERSION:
                raise ValueError("index version")
            lexicon = Lexicon.from_json(data)
        return whoosh_index.RuleIndex(gen, lexicon)
    except Exception as e:  # noqa: BLE001 - any damage to the index files ends here
        if build_if_missing:
            build_index(home, progress=progress, full=True)
            return open_index(home, build_if_missing=False)
        raise IndexError_(f"the search index in {gen} is unreadable ({type(e).__name__}); "
                          f"rebuild it with `rulesdb build` (or `rulesdb search --reindex`)") from None
