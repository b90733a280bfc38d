"""The corpus as users query it: pick the release in force on a date, look rules up by number, list sources.

`open_corpus()` opens the store in the data directory, read-only; it never builds (on a fresh install, the
application layer does, see `app.Session`). Every later stage (show, search, align, diff, the engine's quotes)
reads rules through a `Corpus`.
"""
from __future__ import annotations

import calendar
import datetime
import re
from dataclasses import dataclass
from pathlib import Path

from .errors import UnknownLanguageError, UnknownRevisionError, UnknownRuleError
from .i18n import _
from .model import UNDATED, GlossaryEntry, RuleNode
from .paths import STORE_NAME, data_home
from .ruleid import RuleId, parse_range
from .store import StoredSource, StoreReader

__all__ = ["Corpus", "open_corpus", "RuleView", "normalize_date", "release_in_force"]

_DATE_RE = re.compile(r"^(\d{4})(?:-?(\d{2}))?(?:-?(\d{2}))?$")


def normalize_date(text: str) -> str:
    """`2024-10-02`, `20241002`, `2024-10`, `2024` -> an ISO date (the end of a month/year when partial).
    Only real dates: `2026-02-30` is an error."""
    m = _DATE_RE.match(text.strip())
    if not m:
        raise UnknownRevisionError(_("not a date: {text!r} (use YYYY-MM-DD, e.g. 2024-10-02)").format(text=text))
    year, month = int(m.group(1)), int(m.group(2) or 12)
    try:
        day = int(m.group(3)) if m.group(3) else calendar.monthrange(year, month)[1]
        return datetime.date(year, month, day).isoformat()
    except (ValueError, calendar.IllegalMonthError):
        raise UnknownRevisionError(_("not a date: {text!r} (use YYYY-MM-DD, e.g. 2024-10-02)").format(text=text)) from None


def release_in_force(lang: str, revisions: list[str], date: str | None, labels: dict[str, str] | None = None,
                     undated_from: str | None = None) -> str:
    """Which of `revisions` (ISO dates and/or "undated") is in force on `date`: the latest effective on or
    before it; the latest when `date` is None; a release whose set name starts with `date`; "undated" only
    when asked, or when the language has no dated release at all (and, when its pages were matched to an
    English release, only from that release's date on: `undated_from`)."""
    dated = sorted(r for r in revisions if r != UNDATED)
    if date is None or date == "latest":
        return dated[-1] if dated else UNDATED
    if date == UNDATED:
        if UNDATED in revisions:
            return UNDATED
        raise UnknownRevisionError(_("{lang} has no undated pages; releases: {revs}").format(
            lang=lang, revs=", ".join(revisions)))
    by_label = sorted(r for r, label in (labels or {}).items() if label.casefold().startswith(date.casefold()))
    if by_label:
        return by_label[-1]
    iso = normalize_date(date)
    in_force = [r for r in dated if r <= iso]
    if in_force:
        return in_force[-1]
    if UNDATED in revisions and not dated and (undated_from is None or undated_from <= iso):
        return UNDATED
    if UNDATED in revisions and undated_from and not dated:
        raise UnknownRevisionError(_("no {lang} release in force on {date}; its undated pages follow English {rev}").format(
            lang=lang, date=iso, rev=undated_from))
    raise UnknownRevisionError(_("no {lang} release in force on {date}; releases: {revs}").format(
        lang=lang, date=iso, revs=", ".join(revisions)))


@dataclass(frozen=True)
class RuleView:
    """A rule and its subtree as shown to a user: which tree it came from, and whether it is a fallback."""

    rule: RuleId
    lang: str
    revision: str
    nodes: tuple[RuleNode, ...]
    asked_lang: str
    fallback: bool = False
    note: str = ""
    matched: tuple[str, ...] = ()  # for an undated page: the English release(s) it matches best (a tie: first, last)

    def to_json(self) -> dict:
        """Nested: the rule with `children`, as `rulesdb show --json` prints it."""
        if not self.nodes:
            return {}
        by_id: dict = {}
        roots: list[dict] = []
        for n in self.nodes:
            d = n.to_json()
            d["children"] = []
            d["fallback"] = self.fallback
            parent = n.id.parent
            while parent is not None and parent not in by_id:
                parent = parent.parent
            if parent is not None and n.id != self.rule:
                by_id[parent]["children"].append(d)
            else:
                roots.append(d)
            by_id.setdefault(n.id, d)
        root = roots[0]
        for extra in roots[1:]:  # an official duplicate number (702.175 twice): a sibling root
            root.setdefault("duplicates", []).append(extra)
        if self.note:
            root["note"] = self.note
        root["asked_lang"] = self.asked_lang
        if self.matched:
            root["matched_revision"] = self.matched[-1]
            root["matched_releases"] = list(self.matched)
        return root


class Corpus:
    """Read access to the built corpus, with release selection and fallbacks."""

    def __init__(self, reader: StoreReader):
        self.reader = reader
        self._trees = reader.trees()
        meta = reader.meta()
        import json

        self.matches: dict = json.loads(meta.get("matches") or "{}")
        if meta.get("display"):
            from .i18n import prime

            prime(json.loads(meta["display"]))

    def close(self) -> None:
        self.reader.close()

    # -- languages and releases -------------------------------------------------------------------
    def languages(self) -> list[str]:
        return sorted({lang for lang, _r, _l, _n in self._trees})

    def revisions(self, lang: str) -> list[str]:
        """The releases of `lang`, oldest first; `undated` last."""
        revs = sorted(r for l, r, _label, _n in self._trees if l == lang and r != UNDATED)
        if any(l == lang and r == UNDATED for l, r, _label, _n in self._trees):
            revs.append(UNDATED)
        return revs

    def revision_label(self, lang: str, revision: str) -> str:
        for l, r, label, _n in self._trees:
            if l == lang and r == revision:
                return label
        return ""

    def check_lang(self, lang: str) -> str:
        if lang not in self.languages():
            raise UnknownLanguageError(_("no language {lang!r} in the corpus; languages present: {langs}").format(
                lang=lang, langs=", ".join(self.languages())))
        return lang

    def resolve_revision(self, lang: str, date: str | None = None) -> str:
        """The release of `lang` in force on `date` (the latest effective on or before it); latest when None."""
        self.check_lang(lang)
        labels = {r: label for l, r, label, _n in self._trees if l == lang and label}
        return release_in_force(lang, self.revisions(lang), date, labels, self.undated_from(lang))

    def matched_release(self, lang: str) -> dict | None:
        """For a language's undated pages: the English release they were matched to at build time
        (`release`, `valid_from`, `tied`, `reasons`), or None."""
        return self.matches.get(lang)

    def followed_release(self, lang: str, revision: str, base: str = "en") -> str | None:
        """The `base` release a release of `lang` follows: for undated pages the one they were matched to at build
        time, else the `base` release in force on its date; None when there is none."""
        if revision == UNDATED:
            match = self.matched_release(lang)
            return match["release"] if match else None
        in_force = [r for r in self.revisions(base) if r != UNDATED and r <= revision]
        return in_force[-1] if in_force else None

    def undated_from(self, lang: str) -> str | None:
        match = self.matches.get(lang)
        return match.get("valid_from") if match else None

    # -- rules --------------------------------------------------------------------------------------
    def get(self, rule_id: RuleId | str, lang: str, revision: str | None = None) -> RuleNode | None:
        """The node numbered `rule_id` in `lang` (latest release unless given), or None."""
        rid = RuleId.parse(rule_id) if isinstance(rule_id, str) else rule_id
        if lang not in self.languages():
            return None
        rev = revision or self.revision_with(rid, lang)
        nodes = self.reader.get(rid, lang, rev) if rev else []
        return nodes[0] if nodes else None

    def revision_with(self, rid: RuleId, lang: str, date: str | None = None) -> str | None:
        """The newest release of `lang` (in force on `date`) whose tree has `rid`."""
        preferred = self.resolve_revision(lang, date)
        if self.reader.get(rid, lang, preferred):
            return preferred
        candidates = [r for r in reversed(self.revisions(lang)) if r != preferred]
        if date is not None and preferred != UNDATED:
            start = self.undated_from(lang)
            iso = normalize_date(date) if date != "latest" else "9999-12-31"
            candidates = [r for r in candidates if r == UNDATED and (start is None or start <= iso)]
        for rev in candidates:
            if self.reader.get(rid, lang, rev):
                return rev
        return None

    def view(self, rule: str | RuleId, lang: str, date: str | None = None, fallback_lang: str | None = "en") -> list[RuleView]:
        """The rule(s) `rule` (an id or a range) with their subtrees, in `lang`.

        A rule the language lacks comes from `fallback_lang` (marked); a rule no language has raises UnknownRuleError.
        """
        self.check_lang(lang)
        ids = parse_range(rule) if isinstance(rule, str) else [rule]
        views = []
        for rid in ids:
            try:
                rev = self.revision_with(rid, lang, date)
            except UnknownRevisionError:
                if not fallback_lang or fallback_lang == lang:
                    raise
                rev = None
            if rev is not None:
                match = self.matched_release(lang) if rev == UNDATED else None
                matched = (match["tied"][0], match["tied"][-1]) if match and len(match["tied"]) > 1 else (
                    (match["release"],) if match else ())
                views.append(RuleView(rid, lang, rev, tuple(self.reader.subtree(rid, lang, rev)), lang, matched=matched))
                continue
            if fallback_lang and fallback_lang != lang and fallback_lang in self.languages():
                frev = self.revision_with(rid, fallback_lang, date)
                if frev is not None:
                    nodes = tuple(self.reader.subtree(rid, fallback_lang, frev))
                    views.append(RuleView(rid, fallback_lang, frev, nodes, lang, fallback=True,
                                          note=_("no {rule} in {lang}; showing {other} ({rev})").format(
                                              rule=rid, lang=lang, other=fallback_lang, rev=frev)))
                    continue
            if len(ids) > 1:
                continue
            rev = self.resolve_revision(lang, date)
            near = self.nearest(rid, lang, rev)
            raise UnknownRuleError(self._unknown_message(rid, lang, rev, near), near)
        if not views:
            raise UnknownRuleError(_("no rule in {rule} in {lang}").format(rule=rule, lang=lang))
        return views

    @staticmethod
    def _unknown_message(rid: RuleId, lang: str, rev: str, near: tuple[str, ...]) -> str:
        msg = _("no rule {rule} in {lang} ({rev})").format(rule=rid, lang=lang, rev=rev)
        if near:
            msg += _("; nearest: {ids}").format(ids=", ".join(near))
        return msg

    def nearest(self, rid: RuleId, lang: str, revision: str, count: int = 5) -> tuple[str, ...]:
        """Ids of the tree closest to `rid` in rule order (its would-be neighbours)."""
        ids = self.reader.ids(lang, revision)
        if not ids:
            return ()
        key = rid.sort_key()
        import bisect

        keys = [i.sort_key() for i in ids]
        pos = bisect.bisect_left(keys, key)
        lo = max(0, pos - count // 2)
        return tuple(str(i) for i in ids[lo:lo + count])

    def tree(self, lang: str, revision: str | None = None) -> list[RuleNode]:
        return list(self.reader.tree(lang, self.resolve_revision(lang, revision)))

    def glossary(self, lang: str, revision: str | None = None) -> list[GlossaryEntry]:
        return self.reader.glossary(lang, revision)

    def sources(self) -> list[StoredSource]:
        return self.reader.sources()

    def keyword_terms(self):
        """Keyword names across languages, as the build stored them (see `rulesdb.terms`)."""
        from .terms import load_keyword_terms

        return load_keyword_terms(self.reader)


def open_corpus(home: str | Path | None = None) -> Corpus:
    """Open the corpus in the data directory (StoreError when it has not been built)."""
    return Corpus(StoreReader(data_home(home) / STORE_NAME))
