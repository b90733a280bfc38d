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
from .errors import RulesDBError, StaleStoreError
from .model import UNDATED
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


def previous_sources(store: Path) -> list[str]:
    """The extra source folders a store was built with (`build --sources`) that are still there, read from its
    metadata even when the store is from another version."""
    import sqlite3

    try:
        con = sqlite3.connect(f"file:{store}?mode=ro", uri=True)
        try:
            row = con.execute("SELECT value FROM meta WHERE key = 'extra_sources'").fetchone()
        finally:
            con.close()
    except sqlite3.Error:
        return []
    return [p for p in (row[0].split("|") if row and row[0] else []) if Path(p).is_dir()]


#: two English texts under one number are the same rule (edited) from this similarity on (difflib ratio)
_SAME_RULE = 0.5


class Session:
    """The corpus of one data directory, opened once, and the use cases over it."""

    def __init__(self, home: str | Path | None = None, *, auto_build: bool = True,
                 progress: Progress | None = None):
        self.home = home
        self.auto_build = auto_build
        self.progress = progress
        self._corpus: Corpus | None = None
        self._index = None
        self._lock = threading.Lock()
        self._rules_catalog = None

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
                        self._build()
                    try:
                        self._corpus = Corpus(StoreReader(self.store_path))
                    except StaleStoreError:  # built by another version (an upgrade): rebuilt from the same sources
                        if not self.auto_build:
                            raise
                        self._build(previous_sources(self.store_path))
                        self._corpus = Corpus(StoreReader(self.store_path))
        return self._corpus

    def _build(self, extra_sources: Sequence[str] = ()) -> None:
        from .build import build

        build(self.home, extra_sources, progress=self.progress)

    @property
    def index(self):
        """The search index, opened on first use; on a fresh install (or a damaged index) built first."""
        if self._index is None:
            from .search import IndexError_, build_index, open_index

            self.corpus  # noqa: B018 - the corpus is built first on a fresh install
            with self._lock:
                if self._index is None:
                    try:
                        self._index = open_index(self.home)
                    except IndexError_:
                        if not self.auto_build:
                            raise
                        build_index(self.home, progress=self.progress, full=True)
                        self._index = open_index(self.home)
        return self._index

    def reindex(self):
        """Rebuild the search index from scratch (`search --reindex`)."""
        from .search import build_index

        self.corpus  # noqa: B018 - built first on a fresh install
        self._index = None
        return build_index(self.home, progress=self.progress, full=True)

    def close(self) -> None:
        if self._corpus is not None:
            self._corpus.close()
            self._corpus = None
        self._index = None

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
                others.append((l, self._beside(rule, l, rev, views)))
            except RulesDBError as e:
                others.append((l, e.one_line()))
        return ShowResult(views, tuple(others))

    def _beside(self, rule: str, lang: str, rev: str | None, shown) -> tuple | str:
        """The views of `rule` in `lang` beside the `shown` ones, numbered alike: English in the release the shown
        translation follows; a translation only where the English it follows has, under this number, the rule the
        English shown has (pt-BR 2020's 103.4 is the mulligan, 2026's 103.4 the starting life total), else a
        one-line note."""
        from difflib import SequenceMatcher

        from .i18n import _

        corpus = self.corpus
        main = shown[0] if shown else None
        if rev is None and main is not None and main.lang != "en" and lang == "en":
            followed = corpus.followed_release(main.lang, main.revision)
            return tuple(corpus.view(rule, "en", followed, fallback_lang=None))
        views = tuple(corpus.view(rule, lang, rev, fallback_lang=None))
        if rev is None and main is not None and main.lang == "en" and views and views[0].lang == lang:
            followed = corpus.followed_release(lang, views[0].revision)
            if followed and followed != main.revision:
                then = corpus.get(main.rule, "en", followed)
                now = main.nodes[0] if main.nodes else None
                if then is None or now is None or SequenceMatcher(None, then.text, now.text).ratio() < _SAME_RULE:
                    return _("{lang} {release} follows the English of {followed}, where {rule} is another rule; see "
                             "`rulesdb show {rule} --lang {lang}`").format(lang=lang, release=views[0].revision,
                                                                          followed=followed, rule=main.rule)
        return views

    def sources(self):
        return self.corpus.sources()

    def term(self, words: str, lang: str | None = None):
        """`rulesdb term`: a game term looked up both ways in the term base (an English term -> its wording in
        `lang` or every language; a wording -> the English terms it renders), with evidence and history."""
        from .termbase.base import load_termbase, lookup_term

        return lookup_term(load_termbase(self.corpus.reader), words, lang)

    def card(self, words: str, lang: str | None = None):
        """`rulesdb card`: the cards named `words` in any card language or in English (a legendary card by its
        short name too), with the English text and every printed name (`cardnames.lookup`)."""
        from .cardnames.lookup import lookup_card

        return lookup_card(self.corpus.reader.cards_keyed, words, lang)

    def search(self, query: str, lang: str | None = None, rev: str | None = None, limit: int = 10,
               with_langs: Sequence[str] = ()):
        """Full-text search in every language (see `rulesdb.search`)."""
        from .search import search

        return search(query, lang=lang, rev=rev, limit=limit, index=self.index, with_langs=tuple(with_langs),
                      termbase=self.termbase, card_lookup=self.corpus.reader.cards_named)

    @property
    def termbase(self):
        """The term base of the corpus (renderings of game terms in every card language, see `rulesdb.termbase`)."""
        from .termbase.base import load_termbase

        return load_termbase(self.corpus.reader)

    # -- translators ------------------------------------------------------------------------------
    def align(self, rule: str, langs: Sequence[str], rev: str | None = None):
        from .align import align_rule

        return align_rule(self.corpus, rule, list(langs), rev)

    def check(self, lang: str | None = None, rule: str | None = None):
        from .check import check

        return check(self.corpus, lang, rule)

    def check_page(self, path: str, lang: str | None = None, rev: str | None = None, min_severity: str = "info",
                   fmt: str | None = None):
        """One page file (in format `fmt`, detected when None) checked against the English release it follows
        (or the one in force on `rev`); nothing is stored. Returns a `page_check.PageReport` with the findings at
        `min_severity` or above."""
        from .page_check import check_page

        return check_page(self.corpus, path, lang, rev, fmt).filtered(min_severity)

    def check_page_bytes(self, data: bytes, name: str, lang: str | None = None, rev: str | None = None,
                         min_severity: str = "info", fmt: str | None = None):
        """`check_page` on a page's bytes, parsed in memory (an upload): `name` only labels the page, it is never
        opened, and nothing is read from or written to disk."""
        from .page_check import check_page_bytes

        return check_page_bytes(self.corpus, data, name, lang, rev, fmt).filtered(min_severity)

    def status(self, lang: str, against: str | None = None, rev: str | None = None):
        """The translation status of `lang`: each English subrule current, stale, untranslated or missing."""
        from .status import translation_status

        return translation_status(self.corpus, lang, rev, against)

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

        return load_scenario(data, source, terms=self.corpus.keyword_terms(), rules=self.rules_catalog())

    def verify_annotations(self, rules: Sequence[str] | None = None):
        from .engine.annotations import verify_annotations

        return verify_annotations(list(rules) if rules else None, terms=self.corpus.keyword_terms(),
                                  catalog=self.rules_catalog())

    def rules_catalog(self):
        """The English releases of the corpus as the engine runs them (`engine.ruleset.RulesCatalog`): which is in
        force on a date and what each says about combat damage, derived once per session."""
        if self._rules_catalog is None:
            from .engine.ruleset import RulesCatalog

            catalog = RulesCatalog(self.corpus)
            with self._lock:
                if self._rules_catalog is None:
                    self._rules_catalog = catalog
        return self._rules_catalog

    def ruleset(self, date: str | None = None):
        """The rules the engine runs for `date` (YYYY-MM-DD; None: the latest release held), with the rule texts
        each behaviour rests on. Raises ScenarioError when the corpus cannot say (out of range, a release the
        engine doesn't run, a missing release whose neighbours disagree)."""
        from .engine.errors import ScenarioError
        from .engine.ruleset import ReleaseRefused

        try:
            return self.rules_catalog().select(date)
        except ReleaseRefused as exc:
            raise ScenarioError(str(exc), exc.rule) from None

    def release_quoter(self, lang: str, release: str) -> Callable[[str], "tuple[str, str, str] | None"]:
        """rule id (numbered as in the English `release`) -> (language, text, note): the rule in `lang` from a
        translation of that release, else the English text of `release` itself with a note saying why; None when
        the release lacks the rule. A translation counts as one of `release` when it is dated and `release` is the
        English release in force on its date, or undated and matched to `release` at build time."""
        from .i18n import _

        corpus = self.corpus
        translated = None
        if lang != "en" and lang in corpus.languages():
            tied = tuple((corpus.matched_release(lang) or {}).get("tied") or ())
            for rev in reversed(corpus.revisions(lang)):
                if corpus.followed_release(lang, rev) == release or (rev == UNDATED and release in tied):
                    translated = rev
                    break
        cache: dict[str, tuple[str, str, str] | None] = {}

        def text_of(rule_id: str, language: str, rev: str):
            try:
                node = corpus.get(rule_id, language, rev)
            except RulesDBError:
                return None
            return (node.text or node.title) if node is not None else None

        def quote(rule_id: str):
            if rule_id not in cache:
                found = None
                if translated is not None:
                    text = text_of(rule_id, lang, translated)
                    if text:
                        found = (lang, text, "")
                if found is None:
                    text = text_of(rule_id, "en", release)
                    if text:
                        note = ""
                        if lang != "en":
                            note = (_("no {lang} text of the {release} release: English").format(lang=lang, release=release)
                                    if translated is None else
                                    _("not in the {lang} text: English of {release}").format(lang=lang, release=release))
                        found = ("en", text, note)
                cache[rule_id] = found
            return cache[rule_id]

        return quote

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
