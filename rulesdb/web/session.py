"""The session a server shares between its worker threads: `Session` with one search index, a bounded cache of
search results, and the slow, read-only reports (the translation check, the translation status) computed once per
process.

Threads: the store reader already gives each thread its own sqlite connection. The search index (`RuleIndex`, the
in-memory scorer) is opened once per process and shared: its posting caches are filled once, not once per thread
(eight copies made the server hold ~880 MB). A search that misses the result cache runs under `_search_lock`:
searches are CPU-bound Python (the GIL runs one at a time anyway), and the lock keeps the index's whoosh reads
(stored fields, spelling suggestions) to one thread. Stemming is safe across threads (`analysis` keeps one
snowball stemmer per thread).

The result cache (`SearchCache`, a thread-safe LRU bounded in entries and in hits held) is keyed by every
parameter that changes the answer — the query, the language, the release, the limit, the side languages, the UI
language (messages in the result) — and by the index generation searched (its path; `reindex` and `close`
empty the cache, and an answer of a generation the session has dropped is not kept). Search-as-you-type repeats the
same prefixes; a hit costs no search at all. `RULESDB_SEARCH_CACHE` sets its size in entries (0: no cache).
`warm()` fills the caches (index, term base, stems of common words) before the first request.
"""
from __future__ import annotations

import os
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Sequence

from ..app import Session
from ..i18n import current_language

__all__ = ["WebSession", "LanguageStatus", "SearchCache"]

#: entries of the search cache (`RULESDB_SEARCH_CACHE` overrides; 0 disables it)
SEARCH_CACHE_ENTRIES = 2048
#: hits the search cache holds at most, all entries together (a search of `limit=500` holds 500)
SEARCH_CACHE_HITS = 100_000


class SearchCache:
    """A thread-safe LRU mapping of bounded size: at most `entries` values, and at most `weight` in total where each
    value weighs `weigh(value)` (at least 1). `entries` 0: nothing is kept."""

    def __init__(self, entries: int = SEARCH_CACHE_ENTRIES, weight: int = SEARCH_CACHE_HITS, weigh=lambda v: 1):
        self.entries = max(0, entries)
        self.weight = max(1, weight)
        self._weigh = weigh
        self._data: OrderedDict = OrderedDict()
        self._weights: dict = {}
        self._total = 0
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def __len__(self) -> int:
        return len(self._data)

    @property
    def total_weight(self) -> int:
        return self._total

    def get(self, key, count: bool = True):
        """The value of `key` (now the most recently used), or None; counted in `hits`/`misses` when `count`."""
        with self._lock:
            value = self._data.get(key)
            if value is None:
                self.misses += count
                return None
            self._data.move_to_end(key)
            self.hits += count
            return value

    def put(self, key, value) -> None:
        if not self.entries:
            return
        w = max(1, self._weigh(value))
        if w > self.weight:
            return
        with self._lock:
            if key in self._data:
                self._total -= self._weights.pop(key)
                del self._data[key]
            self._data[key] = value
            self._weights[key] = w
            self._total += w
            while len(self._data) > self.entries or self._total > self.weight:
                old, _value = self._data.popitem(last=False)
                self._total -= self._weights.pop(old)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
            self._weights.clear()
            self._total = 0


def _result_weight(result) -> int:
    return 1 + len(result.hits) + sum(len(getattr(h, "aligned", ()) or ()) for h in result.hits)


def _cache_entries() -> int:
    raw = os.environ.get("RULESDB_SEARCH_CACHE", "").strip()
    try:
        return max(0, int(raw)) if raw else SEARCH_CACHE_ENTRIES
    except ValueError:
        return SEARCH_CACHE_ENTRIES


@dataclass(frozen=True)
class LanguageStatus:
    """How far a language's text goes: per release held, its rule count beside the English release it follows."""

    lang: str
    revision: str
    label: str
    rules: int
    follows: str            # the English release it follows ("" when unknown)
    english_rules: int      # rule count of that English release (0 when unknown)
    undated: bool

    @property
    def coverage(self) -> float:
        return min(1.0, self.rules / self.english_rules) if self.english_rules else 0.0

    def to_json(self) -> dict:
        return {"lang": self.lang, "revision": self.revision, "label": self.label, "rules": self.rules,
                "follows": self.follows or None, "english_rules": self.english_rules,
                "coverage": round(self.coverage, 4), "undated": self.undated}


class WebSession(Session):
    """A `Session` for a threaded server (one per process)."""

    def __init__(self, *args, search_cache: int | None = None, **kwargs):
        """`search_cache`: entries of the search result cache (default `RULESDB_SEARCH_CACHE`, else
        `SEARCH_CACHE_ENTRIES`; 0: none)."""
        super().__init__(*args, **kwargs)
        self._reports: dict = {}
        self._report_lock = threading.Lock()
        self._search_lock = threading.Lock()
        entries = _cache_entries() if search_cache is None else search_cache
        self.search_cache = SearchCache(entries, SEARCH_CACHE_HITS, _result_weight)

    def search(self, query: str, lang: str | None = None, rev: str | None = None, limit: int = 10,
               with_langs: Sequence[str] = ()):
        """`Session.search`, from the result cache when the same search was made before (see the module
        docstring)."""
        return self.search_cached(query, lang, rev, limit, with_langs)[0]

    def search_cached(self, query: str, lang: str | None = None, rev: str | None = None, limit: int = 10,
                      with_langs: Sequence[str] = ()):
        """(the result of `search`, whether it came from the cache)."""
        index = self.index
        key = (str(index.path), query, lang, rev, limit, tuple(with_langs), current_language())
        found = self.search_cache.get(key)
        if found is not None:
            return found, True
        with self._search_lock:
            found = self.search_cache.get(key, count=False) if self.search_cache.entries else None
            if found is not None:       # made by the thread this one waited for (the same prefix, typed twice)
                return found, True
            found = Session.search(self, query, lang, rev, limit, with_langs)
            if self._index is index:    # not if the session dropped that generation meanwhile (reindex, close)
                self.search_cache.put(key, found)
        return found, False

    def reindex(self):
        self.search_cache.clear()
        return super().reindex()

    def close(self) -> None:
        self.search_cache.clear()
        super().close()

    def warm(self) -> None:
        """Open everything a first request would (store, index, term base) and run one search per language."""
        self.corpus  # noqa: B018
        for lang in self.corpus.languages():
            try:
                self.search("first strike", lang=lang, limit=1)
            except Exception:  # noqa: BLE001 - warming is best effort; the request will report the error
                pass

    def _cached(self, key, compute):
        found = self._reports.get(key)
        if found is None:
            found = compute()          # computed outside the lock: two threads may both compute it once
            with self._report_lock:
                found = self._reports.setdefault(key, found)
        return found

    def check(self, lang=None, rule=None):
        """The translation check (cached: the store never changes under a running server)."""
        def compute():
            return Session.check(self, lang, rule)

        return self._cached(("check", lang, rule), compute)

    def history(self, rule, lang="en", typography=False):
        return self._cached(("history", str(rule), lang, typography),
                            lambda: Session.history(self, rule, lang, typography))

    def releases(self, lang: str) -> list[str]:
        """The releases of `lang`, newest first (`undated` last)."""
        revs = self.corpus.revisions(lang)
        dated = [r for r in revs if r[:1].isdigit()]
        return dated[::-1] + [r for r in revs if not r[:1].isdigit()]

    def status(self, lang: str | None = None) -> list[LanguageStatus]:
        """The translation status of `lang` (or of every language but English)."""
        corpus = self.corpus
        if lang:
            corpus.check_lang(lang)
        trees = corpus.reader.trees()
        english = {r: n for l, r, _label, n in trees if l == "en" and r[:1].isdigit()}
        english_dates = sorted(english)
        out = []
        for l, rev, label, n in trees:
            if l == "en" or (lang and l != lang):
                continue
            if rev[:1].isdigit():
                before = [r for r in english_dates if r <= rev]
                follows = before[-1] if before else ""
            else:
                follows = (corpus.matched_release(l) or {}).get("release", "")
            out.append(LanguageStatus(l, rev, label, n, follows, english.get(follows, 0), not rev[:1].isdigit()))
        return out
