"""The session a server shares between its worker threads: `Session` with a search index per thread and the
slow, read-only reports (the translation check, the translation status) computed once per process.

Threads: the store reader already gives each thread its own sqlite connection. Whoosh searchers are not safe
across threads, and `RuleIndex` caches its searcher and lookups, so each worker thread gets its own `RuleIndex`
over the same index generation (opened, or built on a fresh install, once by the parent `Session.index`), sharing
its lexicon, which searches only read.

Stemming is safe across threads (`analysis` keeps one snowball stemmer per thread), so every use case runs in
parallel. `warm()` fills the caches (index per thread, term base, stems of common words) before the first request.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass

from ..app import Session

__all__ = ["WebSession", "LanguageStatus"]


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

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._local = threading.local()
        self._reports: dict = {}
        self._report_lock = threading.Lock()

    @property
    def index(self):
        """The search index of the calling thread (see the module docstring)."""
        mine = getattr(self._local, "index", None)
        if mine is None:
            from ..search import RuleIndex

            shared = Session.index.fget(self)
            mine = self._local.index = RuleIndex(shared.path, shared.lexicon)
        return mine

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
