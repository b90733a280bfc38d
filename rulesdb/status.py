"""Translation status: the debt a team works from, subrule by subrule.

The translation of one language (its latest tree, or the one in force on a date) is aligned by content to the
English release it follows (`align.align_tree`, `release_match`), and every English paragraph of the release the
team works towards (`against`, the latest English release by default) gets one state:

- `current`: translated, and the English text has not changed since the release the translation follows;
- `stale`: translated, but the English text changed after that release: the English change that made it stale
  (the release, the words removed and added) and the lag in days from that change to the `against` date (today
  when none is given);
- `untranslated`: the English text came with the translation (a PO msgid, the English half of a page) and was
  left untranslated;
- `missing`: no translated paragraph at all (a rule added after the followed release, or one skipped).

A language translated page by page is measured on the rules its pages contain; a whole translation on the whole
release. `to_po()` writes the debt as a PO catalog: current entries translated, stale ones fuzzy with the English
change and the English they were translated from in a comment, the others empty.
"""
from __future__ import annotations

import datetime
from collections import Counter
from dataclasses import dataclass

from .later_english import later_fate, numbered_in
from .model import UNDATED
from .release_match import english_index, normalize_wording, words_changed
from .ruleid import RuleId

__all__ = ["StatusEntry", "StatusReport", "translation_status", "STATES"]

STATES = ("current", "stale", "untranslated", "missing")


@dataclass(frozen=True)
class StatusEntry:
    rule: str
    state: str
    english: str
    translation: str = ""
    printed: str = ""  # the number the translation prints, when it differs
    changed_in: str = ""  # stale: the English release whose change made it stale
    change: str = ""  # stale: the words removed and added
    previous_english: str = ""  # stale: the English text the translation follows
    lag_days: int = 0

    def to_json(self) -> dict:
        d = {"rule": self.rule, "state": self.state, "english": self.english, "translation": self.translation}
        if self.printed:
            d["printed"] = self.printed
        if self.state == "stale":
            d.update(changed_in=self.changed_in, change=self.change, previous_english=self.previous_english,
                     lag_days=self.lag_days)
        return d


@dataclass(frozen=True)
class StatusReport:
    lang: str
    revision: str
    follows: str
    against: str
    scope: str  # "release" or the rules of the pages ("609.7, 702.7")
    entries: tuple[StatusEntry, ...]

    def counts(self) -> dict[str, int]:
        c = Counter(e.state for e in self.entries)
        return {s: c.get(s, 0) for s in STATES}

    def to_json(self) -> dict:
        return {"lang": self.lang, "revision": self.revision, "follows": self.follows, "against": self.against,
                "scope": self.scope, "counts": self.counts(), "entries": [e.to_json() for e in self.entries]}

    def to_po(self) -> bytes:
        """The status as a PO catalog (msgctxt = rule): stale entries fuzzy, with the English they follow as the
        previous msgid; untranslated and missing entries empty."""
        import io

        from babel.messages.catalog import Catalog
        from babel.messages.pofile import write_po

        from .export import bcp47

        cat = Catalog(locale=bcp47(self.lang).replace("-", "_"), project="rulesdb", fuzzy=False,
                      revision_date=datetime.datetime.now(datetime.timezone.utc), last_translator="rulesdb status")
        for e in self.entries:
            if not e.english:
                continue
            m = cat.add(e.english, e.translation if e.state in ("current", "stale") else "", context=e.rule,
                        flags=("fuzzy",) if e.state == "stale" else (),
                        auto_comments=[f"{e.state}" + (f": English changed in {e.changed_in} ({e.lag_days} days ago); "
                                                       f"{e.change}; translated from: {e.previous_english}"
                                                       if e.state == "stale" else "")])
            for flag in [f for f in m.flags if f.endswith("-format")]:
                m.flags.discard(flag)
        buf = io.BytesIO()
        write_po(buf, cat, width=0, omit_header=False)
        return buf.getvalue()


def _days(a: str, b: str) -> int:
    try:
        return (datetime.date.fromisoformat(b) - datetime.date.fromisoformat(a)).days
    except ValueError:
        return 0


def translation_status(corpus, lang: str, revision: str | None = None, against: str | None = None) -> StatusReport:
    """The state of every English paragraph of `against` (latest English release by default) in `lang`."""
    from .align import align_tree

    corpus.check_lang(lang)
    index = english_index(corpus)
    target_release = corpus.resolve_revision("en", against) if against else index.revisions[-1]
    as_of = against or datetime.date.today().isoformat()
    alignment = align_tree(corpus, lang, revision)
    follows = alignment.english_revision
    target_nodes = [p.target for p in alignment.pairs if p.target is not None]
    whole = len(target_nodes) > 500
    rules = sorted({n.id.rule for n in target_nodes if n.id.kind in ("rule", "subrule")}, key=lambda r: r.sort_key())
    ids = {n.id for n in target_nodes}
    scope = "release" if whole else ", ".join(str(r) for r in rules)
    by_english = {p.english.id: p for p in alignment.pairs if p.english is not None and p.target is not None}
    # English that came with the translation (PO msgids, the English half of a page)
    shipped: set = set()
    names = {n.source for n in target_nodes}
    for s in corpus.sources():
        if s.name in names and "en" in s.langs:
            shipped.update(n.id for n in corpus.reader.source_nodes(s.name) if n.lang == "en")
    followed = index.tree(follows)
    # the English rules of `follows` by the numbers they have in the target release (English renumbers: pt-BR
    # 2020 103.3, the starting life total, is 103.4 from 2024-09-20 on)
    paths = numbered_in(corpus, follows, target_release)
    origin = {(path[-1][1] if path else old): RuleId.parse(old) for old, path in paths.items()
              if not path or path[-1][1]}
    entries = []
    for e in index.tree(target_release).values():
        if not whole and e.id.rule not in rules and e.id not in ids:
            continue
        if e.id.kind in ("section",) and not whole:
            continue
        source = origin.get(str(e.id), e.id if not paths else None)
        p = by_english.get(source) if source is not None else None
        english = e.display
        if p is None:
            state = "untranslated" if e.id in shipped else "missing"
            entries.append(StatusEntry(str(e.id), state, english))
            continue
        t = p.target
        printed = str(t.id) if t.id != e.id else ""
        old = followed.get(source)
        if old is None or normalize_wording(old.display) == normalize_wording(e.display):
            entries.append(StatusEntry(str(e.id), "current", english, t.display, printed))
            continue
        fate = later_fate(corpus, old, follows, target_release)
        changed_in = fate.release if fate is not None and fate.kind == "changed" else ""
        gone, came = words_changed(old.display, e.display, 8)
        change = f"removed: {gone}; added: {came}"
        entries.append(StatusEntry(str(e.id), "stale", english, t.display, printed, changed_in or target_release, change,
                                   old.display, _days(changed_in or target_release, as_of)))
    entries.sort(key=lambda x: _sort(x.rule))
    return StatusReport(lang, alignment.revision, follows, target_release, scope, tuple(entries))


def _sort(rule: str):
    from .ruleid import RuleId

    try:
        return RuleId.parse(rule).sort_key()
    except Exception:  # noqa: BLE001
        return (999,)
