"""The application layer: one `Session` per process (a CLI call, a server) offering the use cases.

A session opens the corpus once (building it first on a fresh install: the only place that builds on its
own), hands it to the library functions, and owns what is cached for it (keyword terms, release links and
English indexes are kept per open store). The CLI and the web layer call a session and render what it returns;
they never open the store themselves. Results are the library's dataclasses, each with `to_json()`.

The store reader gives every thread its own sqlite connection, so one session can serve a threaded server.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

from .corpus import Corpus, RuleView
from .errors import RulesDBError
from .paths import STORE_NAME, data_home
from .store import StoreReader

__all__ = ["Session", "ShowResult"]

#: progress(done, total, label), as the build reports it
Progress = Callable[[int, int, str], None]


@dataclass(frozen=True)
class ShowResult:
    """A rule in one language, and the same rule in the side languages (or why a side language lacks it)."""

    views: tuple[RuleView, ...]
    others: tuple[tuple[str, "tuple[RuleView, ...] | str"], ...] = ()

    def to_json(self) -> dict | list:
        """`rulesdb show --json`: the rule (or a list, for a range); with side languages, a list whose first
        item is the asked language, then one per side language (`{"lang", "error"}` where it lacks the rule)."""
        primary = _views_json(self.views)
        if not self.others:
            return primary
        return [primary] + [_views_json(v) if not isinstance(v, str) else {"lang": lang, "error": v}
                            for lang, v in self.others]


def _views_json(views: Sequence[RuleView]):
    """Each view as JSON, with the engine's annotation of the rule where it has one (702.7, 702.4)."""
    from .engine.annotations import ANNOTATIONS

    data = []
    for v in views:
        d = v.to_json()
        ann = ANNOTATIONS.get(str(v.rule))
        if ann is not None and d:
            d["annotation"] = ann.to_json()
        data.append(d)
    return data[0] if len(data) == 1 else data


class Session:
    """The corpus of one data directory, opened once, and the use cases over it."""

    def __init__(self, home: str | Path | None = None, *, auto_build: bool = True,
                 progress: Progress | None = None):
        self.home = home
        self.auto_build = auto_build
        self.progress = progress
        self._corpus: Corpus | None = None
        self._lock = threading.Lock()

    @property
    def store_path(self) -> Path:
        return data_home(self.home) / STORE_NAME

    @property
    def corpus(self) -> Corpus:
        """The corpus, opened on first use; on a fresh install (no store yet) built first."""
        if self._corpus is None:
            with self._lock:
                if self._corpus is None:
                    if self.auto_build and not self.store_path.is_file():
                        from .build import build

                        build(self.home, progress=self.progress)
                    self._corpus = Corpus(StoreReader(self.store_path))
        return self._corpus

    def close(self) -> None:
        if self._corpus is not None:
            self._corpus.close()
            self._corpus = None

    def __enter__(self) -> "Session":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- lookups ----------------------------------------------------------------------------------
    def show(self, rule: str, lang: str = "en", with_langs: Sequence[str] = (), rev: str | None = None) -> ShowResult:
        """`rule` in `lang` (English where `lang` lacks it, marked), and beside it in `with_langs`."""
        corpus = self.corpus
        langs = [lang] + [l for l in dict.fromkeys(with_langs) if l and l != lang]
        for l in langs:
            corpus.check_lang(l)
        views = tuple(corpus.view(rule, lang, rev))
        others = []
        for l in langs[1:]:
            try:
                others.append((l, tuple(corpus.view(rule, l, rev, fallback_lang=None))))
            except RulesDBError as e:
                others.append((l, e.one_line()))
        return ShowResult(views, tuple(others))

    def sources(self):
        return self.corpus.sources()

    # -- translators ------------------------------------------------------------------------------
    def align(self, rule: str, langs: Sequence[str], rev: str | None = None):
        from .align import align_rule

        return align_rule(self.corpus, rule, list(langs), rev)

    def check(self, lang: str | None = None, rule: str | None = None):
        from .check import check

        return check(self.corpus, lang, rule)

    def export(self, fmt: str, lang: str, output: str | None = None, rev: str | None = None, force: bool = False):
        from .export import export_pairs

        return export_pairs(self.corpus, lang, fmt, output, rev, force)

    # -- revisions --------------------------------------------------------------------------------
    def diff(self, old: str, new: str, lang: str = "en", rule: str | None = None, typography: bool = False):
        from .diff import diff_releases

        return diff_releases(self.corpus, old, new, lang, rule, typography)

    def diff_against(self, old: str, new: str, lang: str, base: str, rule: str | None = None):
        from .diff import diff_against

        return diff_against(self.corpus, old, new, lang, base, rule)

    def history(self, rule: str, lang: str = "en", typography: bool = False):
        from .diff import history

        return history(self.corpus, rule, lang, typography)

    # -- the engine -------------------------------------------------------------------------------
    def load_scenario(self, data, source: str = ""):
        """A combat scenario whose keywords may be named in any language the corpus knows."""
        from .engine.scenario import load_scenario

        return load_scenario(data, source, terms=self.corpus.keyword_terms())

    def verify_annotations(self, rules: Sequence[str] | None = None):
        from .engine.annotations import verify_annotations

        return verify_annotations(list(rules) if rules else None, terms=self.corpus.keyword_terms())

    def quoter(self, lang: str) -> Callable[[str], "tuple[str, str] | None"]:
        """rule id -> (language, text) of the rule in `lang`, else in English; None when neither has it."""
        corpus = self.corpus
        cache: dict[str, tuple[str, str] | None] = {}

        def quote(rule_id: str):
            if rule_id not in cache:
                found = None
                for language in dict.fromkeys((lang, "en")):
                    try:
                        node = corpus.get(rule_id, language)
                    except RulesDBError:
                        node = None
                    if node is not None and (node.text or node.title):
                        found = (language, node.text or node.title)
                        break
                cache[rule_id] = found
            return cache[rule_id]

        return quote
