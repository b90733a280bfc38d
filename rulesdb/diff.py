"""Revision diffs and rule history: what changed between two CR releases, per language, and whether a
translation followed an English change.

- `diff_trees(old_nodes, new_nodes)` classifies every difference between two trees: `added`, `removed`,
  `changed` (same number, new words), `moved` (same or near-same content under a new number, e.g. the 2009
  renumbering 502.2 -> 702.7), `reference-only` (the text differs only in cited rule numbers that map through
  the moves) and `typography` (only quotes, dashes, italics underscores or spacing differ; hidden unless asked).
- `diff_releases(corpus, OLD, NEW, lang)` resolves OLD/NEW (a date: the release in force then, or a set name from
  `data/release_names.json`) and diffs the two stored trees.
- `history(corpus, rule_id, lang)` lists every release in which one rule's text or number changed, from the
  store, following the rule through the moves `diff_trees` finds between consecutive releases
  (`release_links`; computed lazily for the pairs a history needs and cached in the store file).
- `diff_against(corpus, OLD, NEW, lang, base="en")` says for every English change whether the translation
  changed with it (`carried`), did not (`stale`), or changed on its own (`translation-only`).

Matching: identical content (normalised typography, cited numbers masked) pairs first, preferring the same
number; the rest is paired by a word-level `difflib` ratio over candidates found through an inverted index of
rare words, best pairs first. Nodes of companion sources (an English text shipped beside a translation) are not
part of an official release and are left out.
"""
from __future__ import annotations

import heapq
import json
import re
from collections import Counter
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Iterable, Sequence

from .errors import RulesDBError, UnknownRevisionError
from .i18n import _
from .outfiles import write_output
from .model import UNDATED, RuleNode
from .refs import REF_JOINER_MARKS, REF_JOINER_WORDS, REF_KEYWORD
from .ruleid import ID_PATTERN, RuleId

__all__ = [
    "KINDS", "Change", "RevisionDiff", "HistoryEntry", "RuleHistory", "CrossChange", "CrossDiff",
    "diff_trees", "diff_releases", "resolve_release", "release_names", "history", "diff_against",
    "word_diff", "node_text", "normalise", "mask_refs", "official_tree", "release_links", "links_from_changes",
    "clear_move_cache", "derive_moves", "write_report", "LINKS_VERSION",
]

#: Kinds of change, in the order they are listed.
KINDS = ("changed", "reference-only", "moved", "added", "removed", "typography")

#: Thresholds on the word-level similarity ratio.
MOVE_THRESHOLD = 0.6      # a different number: near-same content counts as a move
SAME_ID_THRESHOLD = 0.3   # the same number: below this the old rule was removed and a new one added


# -- text helpers ------------------------------------------------------------------------------------
_TYPO = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-",
                       "\u00a0": " ", "\u2122": "", "\u00ae": ""})
_TYPO_PAIRS = tuple((chr(k), v) for k, v in _TYPO.items())
_ITALIC_RE = re.compile(r"(?<![\w_])_(?=\S)|(?<=\S)_(?![\w_])")
_SPACE_RE = re.compile(r"\s+")
_ID = ID_PATTERN
_REF_SPAN_RE = re.compile(
    rf"({REF_KEYWORD}\s*)((?:{_ID})(?:(?:\s*[-\u2013,]\s*|\s+(?:{REF_JOINER_WORDS})\s+|\s*(?:{REF_JOINER_MARKS})\s*)"
    rf"(?:{_ID}|[a-z]{{1,2}}\b))*)")
_ID_TOKEN_RE = re.compile(rf"\b{_ID}\b|(?<=[-\u2013])[a-z]{{1,2}}\b")
_TOKEN_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]|\w+|\s+|[^\w\s]")
_WORD_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]|\w+")


def node_text(node: RuleNode) -> str:
    """The whole text of a node as a diff shows it: title and text, then its examples and rulings."""
    parts = [node.display, *node.examples, *node.rulings]
    return "\n".join(p for p in parts if p)


def normalise(text: str) -> str:
    """Typography dropped: curly quotes and dashes made plain, `_italics_` underscores and ™/® removed,
    whitespace collapsed. Two texts equal after this differ only in typography."""
    if not text.isascii():
        for a, b in _TYPO_PAIRS:      # str.replace: many times faster than str.translate with a dict
            if a in text:
                text = text.replace(a, b)
    return _SPACE_RE.sub(" ", _ITALIC_RE.sub("", text)).strip()


@lru_cache(maxsize=65536)
def _norm_masked(text: str) -> tuple[str, str]:
    """(normalise(text), mask_refs(normalise(text))), remembered: consecutive releases share most texts."""
    norm = normalise(text)
    return norm, mask_refs(norm)


def mask_refs(text: str) -> str:
    """`text` with every cited rule number replaced by `#` (`see rule 509.4` -> `see rule #`)."""
    return _REF_SPAN_RE.sub(lambda m: m.group(1) + _ID_TOKEN_RE.sub("#", m.group(2)), text)


def _cited(text: str) -> list[str]:
    """The rule-number tokens of the references in `text`, in order (range ends as written)."""
    out: list[str] = []
    for m in _REF_SPAN_RE.finditer(text):
        out.extend(_ID_TOKEN_RE.findall(m.group(2)))
    return out


def word_diff(old: str, new: str) -> list[tuple[str, str]]:
    """A word-level diff: runs of (`=`|`-`|`+`, text). CJK text is compared character by character.
    Changes separated only by spaces come out as one deletion followed by one insertion."""
    a, b = _TOKEN_RE.findall(old or ""), _TOKEN_RE.findall(new or "")
    blocks: list[tuple[str, str, str]] = []        # (tag, old part, new part); tag "=" or "~"
    for op, i1, i2, j1, j2 in SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            blocks.append(("=", "".join(a[i1:i2]), "".join(b[j1:j2])))
        else:
            blocks.append(("~", "".join(a[i1:i2]), "".join(b[j1:j2])))
    merged: list[list[str]] = []
    for k, (tag, x, y) in enumerate(blocks):
        glue = (tag == "=" and not x.strip() and 0 < k < len(blocks) - 1
                and blocks[k - 1][0] == "~" and blocks[k + 1][0] == "~")
        if (tag == "~" or glue) and merged and merged[-1][0] == "~":
            merged[-1][1] += x
            merged[-1][2] += y
        else:
            merged.append([tag, x, y])
    out: list[tuple[str, str]] = []
    for tag, x, y in merged:
        if tag == "=":
            out.append(("=", x))
        else:
            if x:
                out.append(("-", x))
            if y:
                out.append(("+", y))
    return out


# -- data --------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Change:
    """One difference between two trees. `old_id`/`old_text` are None for `added`, `new_*` for `removed`."""

    kind: str
    old_id: RuleId | None
    new_id: RuleId | None
    old_text: str | None
    new_text: str | None
    similarity: float = 1.0
    note: str = ""

    @property
    def id(self) -> RuleId:
        """The number to look the change up by: the new one, or the old one for a removal."""
        return self.new_id if self.new_id is not None else self.old_id  # type: ignore[return-value]

    def words(self) -> list[tuple[str, str]]:
        return word_diff(self.old_text or "", self.new_text or "")

    def to_json(self) -> dict:
        return {"kind": self.kind, "id": str(self.id),
                "old_id": None if self.old_id is None else str(self.old_id),
                "new_id": None if self.new_id is None else str(self.new_id),
                "old_text": self.old_text, "new_text": self.new_text}


@dataclass(frozen=True)
class RevisionDiff:
    """The changes from release `old` to release `new` of one language."""

    lang: str
    old: str
    new: str
    changes: tuple[Change, ...]
    old_label: str = ""
    new_label: str = ""
    unchanged: int = 0
    hidden: int = 0          # typography-only changes left out
    rule: RuleId | None = None

    @property
    def reverse(self) -> bool:
        """True when OLD is the newer release (a reverse diff)."""
        return self.old > self.new

    def counts(self) -> dict[str, int]:
        out = {k: 0 for k in KINDS}
        for c in self.changes:
            out[c.kind] = out.get(c.kind, 0) + 1
        return {k: v for k, v in out.items() if v}

    def notes(self) -> list[str]:
        out = []
        if self.reverse:
            out.append(_("reverse diff: OLD ({old}) is newer than NEW ({new}); 'added' means present in {new} only").format(
                old=self.old, new=self.new))
        if self.old == self.new:
            out.append(_("OLD and NEW are the same release ({old}): nothing to compare").format(old=self.old))
        if self.hidden:
            out.append(_("{count} typography-only change(s) not listed (quotes, dashes, spacing); show them with "
                         "--typography").format(count=self.hidden))
        return out

    def to_json(self) -> dict:
        return {"from": self.old, "to": self.new, "lang": self.lang, "changes": [c.to_json() for c in self.changes]}


@dataclass(frozen=True)
class HistoryEntry:
    """`revision` is the first release with `new_text` (None: the rule is gone; `old_text` None: it appears).
    `old_id`/`new_id` are the rule's numbers in `previous` and in `revision`: they differ where it was moved."""

    revision: str
    old_text: str | None
    new_text: str | None
    previous: str = ""
    source: str = ""        # the file the new text comes from (its name carries the publication date)
    old_id: RuleId | None = None
    new_id: RuleId | None = None

    @property
    def moved(self) -> bool:
        """True when the rule changed number here (`old_id` -> `new_id`)."""
        return self.old_id is not None and self.new_id is not None and self.old_id != self.new_id

    @property
    def kind(self) -> str:
        """`added`, `removed`, `moved`, `typography`, `references` (only cited rule numbers differ) or `changed`."""
        if self.old_text is None or self.new_text is None:
            return "added" if self.old_text is None else "removed"
        if self.moved:
            return "moved"
        a, b = _norm_masked(self.old_text), _norm_masked(self.new_text)
        if a[0] == b[0]:
            return "typography"
        return "references" if a[1] == b[1] else "changed"

    def words(self) -> list[tuple[str, str]]:
        return word_diff(self.old_text or "", self.new_text or "")

    def to_json(self) -> dict:
        return {"revision": self.revision, "old_text": self.old_text, "new_text": self.new_text,
                "kind": self.kind, "previous": self.previous or None,
                "old_id": None if self.old_id is None else str(self.old_id),
                "new_id": None if self.new_id is None else str(self.new_id)}


@dataclass(frozen=True)
class RuleHistory:
    """The history of the rule numbered `id` in the newest release that has it, followed through its moves."""

    id: RuleId
    lang: str
    changes: tuple[HistoryEntry, ...]
    releases: tuple[str, ...] = ()      # every dated release of the language, oldest first
    present: tuple[str, ...] = ()       # the releases that have the rule (under any of its numbers)
    hidden: int = 0                     # typography-only changes left out
    numbers: tuple[tuple[str, RuleId], ...] = ()   # (release, the rule's number in it), oldest first
    reused: tuple[str, ...] = ()        # releases where `id` numbers another rule (not followed)

    def spans(self) -> list[tuple[RuleId, str, str]]:
        """(number, first release, last release) of each number the rule had, oldest first."""
        out: list[list] = []
        for rev, rid in self.numbers:
            if out and out[-1][0] == rid:
                out[-1][2] = rev
            else:
                out.append([rid, rev, rev])
        return [tuple(x) for x in out]  # type: ignore[misc]

    def to_json(self) -> dict:
        return {"id": str(self.id), "lang": self.lang, "changes": [c.to_json() for c in self.changes]}


@dataclass(frozen=True)
class CrossChange:
    """An English change (or a translation-only one) and what the translation did."""

    status: str                  # carried | stale | translation-only
    change: Change               # the base-language change (for translation-only: the translation's own change)
    old_translation: str | None = None
    new_translation: str | None = None
    note: str = ""

    def to_json(self) -> dict:
        d = self.change.to_json()
        d.update({"status": self.status, "old_translation": self.old_translation,
                  "new_translation": self.new_translation})
        if self.note:
            d["note"] = self.note
        return d


@dataclass(frozen=True)
class CrossDiff:
    lang: str
    base: str
    old: str
    new: str
    lang_old: str
    lang_new: str
    changes: tuple[CrossChange, ...]

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for c in self.changes:
            out[c.status] = out.get(c.status, 0) + 1
        return out

    def to_json(self) -> dict:
        return {"from": self.old, "to": self.new, "lang": self.lang, "against": self.base,
                "translation_from": self.lang_old, "translation_to": self.lang_new,
                "changes": [c.to_json() for c in self.changes]}


# -- the tree diff -----------------------------------------------------------------------------------
@dataclass
class _Entry:
    node: RuleNode
    pos: float
    text: str
    norm: str
    masked: str
    _words: list[str] | None = None
    _wset: frozenset[str] | None = None

    @property
    def words(self) -> list[str]:
        if self._words is None:
            self._words = _WORD_RE.findall(self.masked.casefold())
        return self._words

    @property
    def wset(self) -> frozenset[str]:
        if self._wset is None:
            self._wset = frozenset(self.words)
        return self._wset

    def head_words(self) -> list[str]:
        """The words of the rule's own text, without its examples and rulings."""
        return _WORD_RE.findall(mask_refs(normalise(self.node.display)).casefold())


def _entries(nodes: Sequence[RuleNode]) -> list[_Entry]:
    n = max(1, len(nodes))
    out = []
    for i, node in enumerate(nodes):
        text = node_text(node)
        norm, masked = _norm_masked(text)
        out.append(_Entry(node, i / n, text, norm, masked))
    return out


def _map_id(rid: RuleId, mapping: dict[RuleId, RuleId]) -> RuleId | None:
    if rid in mapping:
        return mapping[rid]
    parent = rid.parent
    if parent is not None and rid.letters and parent in mapping:
        target = mapping[parent]
        if target.minor is not None and not target.letters:
            return RuleId(target.major, target.minor, rid.letters)
    return None


def _refs_map(old: str, new: str, mapping: dict[RuleId, RuleId]) -> bool:
    """True when the cited numbers of `old` turn into those of `new` through `mapping`."""
    a, b = _cited(old), _cited(new)
    if len(a) != len(b) or a == b:
        return False
    prev_old: RuleId | None = None
    prev_new: RuleId | None = None
    for x, y in zip(a, b):
        if x == y:
            continue
        try:
            if x.isalpha() and y.isalpha() and prev_old is not None and prev_new is not None:
                x_id = RuleId(prev_old.major, prev_old.minor, x)
                y_id = RuleId(prev_new.major, prev_new.minor, y)
            else:
                x_id, y_id = RuleId.parse(x), RuleId.parse(y)
        except RulesDBError:
            return False
        prev_old, prev_new = x_id, y_id
        target = _map_id(x_id, mapping)
        if target is None:
            return False
        if target != y_id and target.rule != y_id.rule:
            return False
    return True


def diff_trees(old_nodes: Sequence[RuleNode], new_nodes: Sequence[RuleNode], typography: bool = False
               ) -> tuple[list[Change], int, int]:
    """Classify the differences between two trees. Returns (changes in rule order, unchanged count,
    typography-only count left out when `typography` is False)."""
    old, new = _entries(old_nodes), _entries(new_nodes)
    pairs: dict[int, tuple[int, float]] = {}       # old index -> (new index, ratio)
    taken: set[int] = set()
    mapping: dict[RuleId, RuleId] = {}

    def pair(i: int, j: int, ratio: float) -> None:
        pairs[i] = (j, ratio)
        taken.add(j)
        mapping.setdefault(old[i].node.id, new[j].node.id)

    # 1. identical content (typography normalised, cited numbers masked), the same number first
    by_masked: dict[str, list[int]] = {}
    for j, e in enumerate(new):
        by_masked.setdefault(e.masked, []).append(j)
    old_count: dict[str, int] = {}
    for e in old:
        old_count[e.masked] = old_count.get(e.masked, 0) + 1
    ambiguous: list[int] = []
    for i, e in enumerate(old):
        cands = by_masked.get(e.masked)
        if not cands:
            continue
        same = next((j for j in cands if j not in taken and new[j].node.id == e.node.id), None)
        if same is not None:
            pair(i, same, 1.0)
        elif len(cands) == 1 and old_count[e.masked] == 1:
            if cands[0] not in taken:
                pair(i, cands[0], 1.0)
        else:
            ambiguous.append(i)
    for i in ambiguous:
        e = old[i]
        free = [j for j in by_masked[e.masked] if j not in taken]
        if not free:
            continue
        parent = e.node.id.parent
        target_parent = mapping.get(parent) if parent is not None else None
        free.sort(key=lambda j: (new[j].node.id.parent != target_parent, abs(new[j].pos - e.pos)))
        pair(i, free[0], 1.0)

    # 2. near-same content: candidates through an inverted index of the rarer words
    rest_old = [i for i in range(len(old)) if i not in pairs]
    rest_new = [j for j in range(len(new)) if j not in taken]
    if rest_old and rest_new:
        index: dict[str, list[int]] = {}
        for j in rest_new:
            for w in new[j].wset:
                index.setdefault(w, []).append(j)
        common = max(30, len(rest_new) // 5)
        new_by_id: dict[RuleId, list[int]] = {}
        for j in rest_new:
            new_by_id.setdefault(new[j].node.id, []).append(j)
        new_size = {j: len(new[j].wset) for j in rest_new}
        matchers: dict[int, SequenceMatcher] = {}
        scored: list[tuple[float, float, int, int]] = []
        for i in rest_old:
            e = old[i]
            ws = e.wset
            counts: Counter[int] = Counter()
            for w in ws:
                hits = index.get(w)
                if hits is None or len(hits) > common:
                    continue
                counts.update(hits)
            size = len(ws)
            # ties go to the earlier node: the word set's order (string hashing) must not decide
            best = heapq.nlargest(6, counts, key=lambda j: (counts[j] / (size + new_size[j]), -j))
            same_ids = new_by_id.get(e.node.id, ())
            best.extend(j for j in same_ids if j not in best)
            a = e.words
            for j in best:
                f = new[j]
                same = f.node.id == e.node.id
                threshold = SAME_ID_THRESHOLD if same else MOVE_THRESHOLD
                sm = matchers.get(j)
                if sm is None:     # SequenceMatcher analyses its second sequence once; reuse it (same ratios)
                    sm = matchers[j] = SequenceMatcher(None, None, f.words, autojunk=False)
                sm.set_seq1(a)
                ratio = sm.ratio() if sm.real_quick_ratio() >= threshold and sm.quick_ratio() >= threshold else 0.0
                if same and ratio < threshold and (e.node.examples or f.node.examples):
                    # examples added or dropped: judge the same number by the rule's own words
                    ratio = SequenceMatcher(None, e.head_words(), f.head_words(), autojunk=False).ratio()
                if ratio < threshold:
                    continue
                scored.append((ratio + (0.05 if same else 0.0), ratio, i, j))
        scored.sort(key=lambda t: (-t[0], abs(old[t[2]].pos - new[t[3]].pos)))
        for _score, ratio, i, j in scored:
            if i in pairs or j in taken:
                continue
            pair(i, j, ratio)

    # 3. classify
    old_ids: dict[RuleId, int] = {}
    for e in old:
        old_ids[e.node.id] = old_ids.get(e.node.id, 0) + 1
    changes: list[Change] = []
    unchanged = hidden = 0
    for i, e in enumerate(old):
        if i not in pairs:
            changes.append(Change("removed", e.node.id, None, e.text, None, 0.0))
            continue
        j, ratio = pairs[i]
        f = new[j]
        oid, nid = e.node.id, f.node.id
        if oid != nid:
            note = "official duplicate number" if old_ids[oid] > 1 else ""
            changes.append(Change("moved", oid, nid, e.text, f.text, ratio, note))
        elif e.text == f.text:
            unchanged += 1
        elif e.norm == f.norm:
            if typography:
                changes.append(Change("typography", oid, nid, e.text, f.text, 1.0))
            else:
                hidden += 1
        elif e.masked == f.masked and _refs_map(e.norm, f.norm, mapping):
            changes.append(Change("reference-only", oid, nid, e.text, f.text, 1.0))
        else:
            changes.append(Change("changed", oid, nid, e.text, f.text, ratio))
    for j, f in enumerate(new):
        if j not in taken:
            changes.append(Change("added", None, f.node.id, None, f.text, 0.0))
    changes.sort(key=lambda c: (c.id.sort_key(), KINDS.index(c.kind)))
    return changes, unchanged, hidden


# -- releases ---------------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def release_names() -> tuple[dict, ...]:
    """The set name of each English release (`effective`, `set`, `context`), derived from the
    'release context' column of shared/corpus/PROVENANCE.md (see the `source` field of the JSON)."""
    data = json.loads(resources.files("rulesdb").joinpath("data/release_names.json").read_text(encoding="utf-8"))
    return tuple(data["releases"])


def _fold(text: str) -> str:
    return normalise(text).casefold().replace("'", "")


def _dated(corpus, lang: str) -> list[str]:
    return [r for r in corpus.revisions(lang) if r != UNDATED]


def _release_list(corpus, lang: str) -> str:
    names = {r["effective"]: r["set"] for r in release_names() if r["set"]}
    items = []
    for rev in _dated(corpus, lang):
        label = names.get(rev) if lang == "en" else corpus.revision_label(lang, rev)
        if label and rev[:4] in label:     # a label that is only the date, written another way (2024年9月20日)
            label = ""
        items.append(f"{rev} ({label})" if label and label != rev else rev)
    return ", ".join(items) or "none"


def resolve_release(corpus, lang: str, spec: str) -> str:
    """OLD/NEW as the user wrote it -> a dated release of `lang`: a date (the release in force then), a
    set name known to the corpus ('Foundations'), or a release label. Raises UnknownRevisionError listing
    the releases."""
    corpus.check_lang(lang)
    dated = _dated(corpus, lang)
    text = (spec or "").strip()
    if text in dated:
        return text
    wanted = _fold(text)
    if wanted:
        exact = [r for r in release_names() if r["set"] and _fold(r["set"]) == wanted]
        prefix = [r for r in release_names() if r["set"] and _fold(r["set"]).startswith(wanted)]
        hits = exact or prefix
        if len(hits) > 1:
            raise UnknownRevisionError(_("{spec!r} names several releases: {releases}").format(
                spec=spec, releases=", ".join(f"{r['effective']} ({r['set']})" for r in hits)))
        if hits:
            return _in_force(corpus, lang, hits[0]["effective"], spec)
        labelled = [r for r in dated if _fold(corpus.revision_label(lang, r) or "").startswith(wanted)
                    and not re.match(r"^\d", text)]
        if labelled:
            return labelled[-1]
    try:
        from .corpus import normalize_date

        iso = normalize_date(text)
    except RulesDBError:
        raise UnknownRevisionError(_("unknown release {spec!r} for {lang}: give a date (YYYY-MM-DD) or a set name; "
                                     "releases: {releases}").format(spec=spec, lang=lang,
                                                                    releases=_release_list(corpus, lang))) from None
    return _in_force(corpus, lang, iso, spec)


def _in_force(corpus, lang: str, iso: str, spec: str) -> str:
    in_force = [r for r in _dated(corpus, lang) if r <= iso]
    if not in_force:
        raise UnknownRevisionError(_("no {lang} release in force on {date} ({spec!r}); releases: {releases}").format(
            lang=lang, date=iso, spec=spec, releases=_release_list(corpus, lang)))
    return in_force[-1]


def official_tree(corpus, lang: str, revision: str) -> list[RuleNode]:
    """The nodes of one release (the store never lets a companion text fill gaps in an official one)."""
    return list(corpus.reader.tree(lang, revision))


def _need_two(corpus, lang: str) -> None:
    corpus.check_lang(lang)
    dated = _dated(corpus, lang)
    if len(dated) < 2:
        have = ", ".join(corpus.revisions(lang)) or "-"
        raise UnknownRevisionError(_("{lang} has only one release ({have}); a diff needs two").format(lang=lang, have=have))


def diff_releases(corpus, old: str, new: str, lang: str = "en", rule: str | RuleId | None = None,
                  typography: bool = False) -> RevisionDiff:
    """Diff the releases of `lang` named by `old` and `new` (dates or set names). `rule` keeps the changes
    at or below that number (on either side). OLD newer than NEW is allowed: a reverse diff."""
    _need_two(corpus, lang)
    rid = RuleId.parse(rule) if isinstance(rule, str) else rule
    old_rev, new_rev = resolve_release(corpus, lang, old), resolve_release(corpus, lang, new)
    changes, unchanged, hidden = diff_trees(official_tree(corpus, lang, old_rev),
                                            official_tree(corpus, lang, new_rev), typography)
    if rid is not None:
        changes = [c for c in changes if any(x is not None and rid.contains(x) for x in (c.old_id, c.new_id))]
    return RevisionDiff(lang, old_rev, new_rev, tuple(changes), corpus.revision_label(lang, old_rev),
                        corpus.revision_label(lang, new_rev), unchanged, hidden, rid)


# -- moves between consecutive releases (cached in the store) ------------------------------------------
#: Bump when `diff_trees` pairs nodes differently: cached links of another version are recomputed.
LINKS_VERSION = "1"

#: One link of a consecutive pair: (old id, index among the old tree's nodes with that id, new id, index).
#: An id is None for an addition (old side) or a removal (new side). Pairs not listed keep their number.
Link = tuple[str | None, int, str | None, int]

#: what the links between releases are kept under, with the store reader (`StoreReader.memo`)
_MEMO = "diff-links"


def _dup_index(nodes_by_id: dict[RuleId, list[str]], rid: RuleId | None, text: str | None, used: set) -> int:
    """Which of the nodes numbered `rid` (an official duplicate has two) the change is about, by its text."""
    if rid is None:
        return 0
    texts = nodes_by_id.get(rid, [])
    if len(texts) < 2:
        return 0
    for k, t in enumerate(texts):
        if t == text and (rid, k) not in used:
            used.add((rid, k))
            return k
    return 0


def links_from_changes(old_nodes: Sequence[RuleNode], new_nodes: Sequence[RuleNode], changes: Iterable[Change]
                       ) -> tuple[Link, ...]:
    """The renumberings, additions and removals of a `diff_trees` result, as links between node positions.
    A change under a duplicated number is listed too, so that each copy is followed separately."""
    old_by: dict[RuleId, list[str]] = {}
    new_by: dict[RuleId, list[str]] = {}
    for nodes, by in ((old_nodes, old_by), (new_nodes, new_by)):
        for node in nodes:
            by.setdefault(node.id, []).append(node_text(node))
    used_old: set = set()
    used_new: set = set()
    out: list[Link] = []
    for c in changes:
        dup = len(old_by.get(c.old_id, ())) > 1 or len(new_by.get(c.new_id, ())) > 1
        if c.kind not in ("moved", "added", "removed") and not dup:
            continue
        out.append((None if c.old_id is None else str(c.old_id), _dup_index(old_by, c.old_id, c.old_text, used_old),
                    None if c.new_id is None else str(c.new_id), _dup_index(new_by, c.new_id, c.new_text, used_new)))
    return tuple(out)


def _cache_kind(lang: str) -> str:
    return f"diff-links/{LINKS_VERSION}/{lang}"


def _load_cached(corpus, lang: str) -> dict[tuple[str, str], tuple[Link, ...]]:
    memo = corpus.reader.memo(_MEMO, dict)
    if ("loaded", lang) in memo:
        return memo
    memo[("loaded", lang)] = ()
    for key, links in corpus.reader.derived(_cache_kind(lang)).items():
        old, new = key.split("|")
        memo.setdefault((lang, old, new), tuple(tuple(x) for x in links))
    return memo


def release_links(corpus, lang: str, old: str, new: str, trees: dict[str, list[RuleNode]] | None = None
                  ) -> tuple[Link, ...]:
    """The links between two releases of `lang` as `diff_trees` pairs them: from memory, else from what the build
    derived into the store, else computed (and kept in memory; a read never writes the store). `trees` keeps the
    trees loaded for a caller walking several pairs."""
    memo = _load_cached(corpus, lang)
    key = (lang, old, new)
    if key not in memo:
        trees = {} if trees is None else trees
        for rev in (old, new):
            if rev not in trees:
                trees[rev] = official_tree(corpus, lang, rev)
        old_nodes, new_nodes = trees[old], trees[new]
        changes, _unchanged, _hidden = diff_trees(old_nodes, new_nodes)
        memo[key] = links_from_changes(old_nodes, new_nodes, changes)
    return memo[key]


def derive_moves(corpus, lang: str = "en") -> dict[str, str]:
    """The links of every consecutive pair of `lang`'s dated releases, as the build keeps them in the store's
    metadata (so that no history pays for a diff): {meta key: JSON}. Empty with fewer than two releases."""
    releases = _dated(corpus, lang)
    trees: dict[str, list[RuleNode]] = {}
    pairs = {}
    for old, new in zip(releases, releases[1:]):
        pairs[f"{old}|{new}"] = release_links(corpus, lang, old, new, trees)
        trees.pop(old, None)
    return {_cache_kind(lang): json.dumps(pairs)} if pairs else {}


def clear_move_cache(corpus) -> None:
    """Forget the links kept in memory for `corpus` (the next history recomputes or rereads what it needs)."""
    corpus.reader.forget(_MEMO)


# -- history ----------------------------------------------------------------------------------------
class _Versions:
    """The stored versions of the rule numbers a history walks through, read once per number."""

    def __init__(self, corpus, lang: str):
        self.corpus, self.lang = corpus, lang
        self._by: dict[RuleId, dict[str, list[RuleNode]]] = {}
        self.trees: dict[str, list[RuleNode]] = {}      # whole trees, loaded only for a pair that needs a diff

    def at(self, rid: RuleId, rev: str) -> list[RuleNode]:
        if rid not in self._by:
            by: dict[str, list[RuleNode]] = {}
            for r, node in self.corpus.reader.rule_versions(rid, self.lang):
                by.setdefault(r, []).append(node)
            self._by[rid] = by
        return self._by[rid].get(rev, [])


def _same_content(a: RuleNode, b: RuleNode) -> bool:
    return _norm_masked(node_text(a))[1] == _norm_masked(node_text(b))[1]


def _step(corpus, versions: _Versions, lang: str, old: str, new: str, rid: RuleId, dup: int, backward: bool
          ) -> tuple[RuleId, int] | None:
    """Where the node (`rid`, `dup`) of one release is in the neighbouring one, as `diff_trees` pairs them.
    None: the rule is not there (added in `new` going backward, removed going forward)."""
    here, there = (new, old) if backward else (old, new)
    mine, theirs = versions.at(rid, here), versions.at(rid, there)
    if len(mine) == 1 and len(theirs) == 1 and _same_content(mine[0], theirs[0]):
        return rid, 0      # same number, same content: diff_trees pairs these first, whatever else moved
    links = release_links(corpus, lang, old, new, versions.trees)
    for old_id, old_dup, new_id, new_dup in links:
        src, src_dup, dst, dst_dup = (new_id, new_dup, old_id, old_dup) if backward else (old_id, old_dup, new_id, new_dup)
        if src == str(rid) and src_dup == dup:
            return None if dst is None else (RuleId.parse(dst), dst_dup)
    return (rid, dup) if theirs else None


def history(corpus, rule_id: str | RuleId, lang: str = "en", typography: bool = False) -> RuleHistory:
    """Every release of `lang` in which the rule numbered `rule_id` changed, oldest first (from the store).

    The rule is the one that number holds in the newest release that has it; it is followed back (and forward)
    through the renumberings `diff_trees` finds between consecutive releases (502.2c in 2008 is 702.7c from
    2009 on), so an entry may carry another number on its old side. The first entry is the rule's first
    appearance when it is younger than the oldest release; an entry with `new_text` None says it disappeared.
    Typography-only changes are left out unless asked.
    """
    from .errors import UnknownRuleError

    corpus.check_lang(lang)
    rid = RuleId.parse(rule_id) if isinstance(rule_id, str) else rule_id
    releases = _dated(corpus, lang)
    if not releases:
        raise UnknownRevisionError(_("{lang} has no dated release ({have}); a history follows a rule through dated "
                                     "releases").format(lang=lang, have=", ".join(corpus.revisions(lang)) or "-"))
    versions = _Versions(corpus, lang)
    with_number = [r for r in releases if versions.at(rid, r)]
    if not with_number:
        raise UnknownRuleError(_("no rule {rule} in any {lang} release ({releases})").format(
            rule=rid, lang=lang, releases=", ".join(releases) or "-"))
    anchor = releases.index(with_number[-1])
    chain: dict[int, tuple[RuleId, int]] = {anchor: (rid, 0)}
    for k in range(anchor, 0, -1):
        got = _step(corpus, versions, lang, releases[k - 1], releases[k], *chain[k], backward=True)
        if got is None:
            break
        chain[k - 1] = got
    for k in range(anchor, len(releases) - 1):
        got = _step(corpus, versions, lang, releases[k], releases[k + 1], *chain[k], backward=False)
        if got is None:
            break
        chain[k + 1] = got
    node_at: dict[int, RuleNode] = {}
    for k, (cid, dup) in chain.items():
        nodes = versions.at(cid, releases[k])
        node_at[k] = nodes[min(dup, len(nodes) - 1)]
    entries: list[HistoryEntry] = []
    hidden = 0
    first, last = min(chain), max(chain)
    if first > 0:
        n = node_at[first]
        entries.append(HistoryEntry(releases[first], None, node_text(n), releases[first - 1], n.source, None, n.id))
    for k in range(first + 1, last + 1):
        a, b = node_at[k - 1], node_at[k]
        ta, tb = node_text(a), node_text(b)
        if a.id == b.id and ta == tb:
            continue
        if a.id == b.id and normalise(ta) == normalise(tb) and not typography:
            hidden += 1
            continue
        entries.append(HistoryEntry(releases[k], ta, tb, releases[k - 1], b.source, a.id, b.id))
    if last < len(releases) - 1:
        n = node_at[last]
        entries.append(HistoryEntry(releases[last + 1], node_text(n), None, releases[last], "", n.id, None))
    numbers = tuple((releases[k], node_at[k].id) for k in range(first, last + 1))
    others = tuple(r for r in with_number if releases.index(r) not in chain or chain[releases.index(r)][0] != rid)
    return RuleHistory(rid, lang, tuple(entries), tuple(releases), tuple(r for r, _i in numbers), hidden,
                       numbers, others)


# -- reports ----------------------------------------------------------------------------------------
def write_report(path: str | Path, page: str, force: bool = False) -> Path:
    """Write a report (the HTML page of a diff or a history). An existing file is replaced only with `force`."""
    return write_output(path, page, force)


# -- translations against the base language ----------------------------------------------------------
def _texts(nodes: Iterable[RuleNode]) -> dict[RuleId, str]:
    out: dict[RuleId, str] = {}
    for n in nodes:
        out.setdefault(n.id, node_text(n))
    return out


def _similar(a: str, b: str) -> float:
    return SequenceMatcher(None, _TOKEN_RE.findall(a), _TOKEN_RE.findall(b), autojunk=False).ratio()


def diff_against(corpus, old: str, new: str, lang: str, base: str = "en", rule: str | RuleId | None = None
                 ) -> CrossDiff:
    """For each `base` change between OLD and NEW: did the `lang` translation change with it?

    OLD/NEW resolve in the base language; the translation's releases are those in force on those dates.
    `carried`: the translation changed too; `stale`: it did not (or lacks the rule); `translation-only`: the
    translation changed a rule whose base text did not change.
    """
    corpus.check_lang(lang)
    if lang == base:
        raise UnknownRevisionError(_("--against {base} compares a translation with {base}; pick another --lang").format(base=base))
    base_diff = diff_releases(corpus, old, new, base, rule)
    releases = corpus.revisions(lang)
    if len(releases) == 1:
        # one release of the translation (pages, or one translated release): it is compared as it is with the
        # English changes since the release it follows, which must be the older side
        lang_old = lang_new = releases[0]
        follows = corpus.followed_release(lang, lang_old, base)
        if follows is None:
            raise UnknownRevisionError(_("cannot tell which {base} release {lang} {release} follows; {lang} has one "
                                         "release, so it is compared with the {base} changes since that one").format(
                base=base, lang=lang, release=lang_old))
        if follows >= base_diff.new:   # the translation follows NEW or later: no change of the span is after it
            return CrossDiff(lang, base, base_diff.old, base_diff.new, lang_old, lang_new, ())
        if follows > base_diff.old:    # only the changes after the release it follows can have left it behind
            base_diff = diff_releases(corpus, follows, base_diff.new, base, rule)
    else:
        _need_two(corpus, lang)
        lang_old = _in_force(corpus, lang, base_diff.old, old)
        lang_new = _in_force(corpus, lang, base_diff.new, new)
        if lang_old == lang_new:
            raise UnknownRevisionError(_("{lang} has the same release ({release}) in force on {old} and {new}; "
                                         "{lang} releases: {releases}").format(
                lang=lang, release=lang_old, old=base_diff.old, new=base_diff.new,
                releases=_release_list(corpus, lang)))
    t_old = _texts(official_tree(corpus, lang, lang_old))
    t_new = _texts(official_tree(corpus, lang, lang_new))
    base_old = _texts(official_tree(corpus, base, base_diff.old))
    base_new = _texts(official_tree(corpus, base, base_diff.new))
    # pages (a translation holding a small part of the rules) are compared as pages: only the English changes
    # within the rules they hold, never "removed 702.4" for every rule a page does not contain
    page_rules = {k.rule for k in t_new} if len(t_new) < len(base_new) // 2 else None
    out: list[CrossChange] = []
    touched: set[RuleId] = set()
    for c in base_diff.changes:
        if page_rules is not None and not any(x is not None and x.rule in page_rules for x in (c.old_id, c.new_id)):
            continue
        touched.update(x for x in (c.old_id, c.new_id) if x is not None)
        a = t_old.get(c.old_id) if c.old_id is not None else None
        b = t_new.get(c.new_id) if c.new_id is not None else None
        status, note = _status(c, a, b, t_old, t_new, base_old)
        out.append(CrossChange(status, c, a, b, note))
    rid = base_diff.rule
    for key in sorted(set(t_old) | set(t_new)):
        if key in touched or (rid is not None and not rid.contains(key)):
            continue
        a, b = t_old.get(key), t_new.get(key)
        if a == b or (a is not None and b is not None and normalise(a) == normalise(b)):
            continue
        if key not in base_old or key not in base_new:
            continue   # the base lacks it on one side: not a translation change
        kind = "changed" if a is not None and b is not None else ("added" if a is None else "removed")
        change = Change(kind, key if a is not None else None, key if b is not None else None,
                        base_old.get(key), base_new.get(key))
        out.append(CrossChange("translation-only", change, a, b,
                               f"{base} unchanged; {lang} {kind}"))
    out.sort(key=lambda x: (x.change.id.sort_key(), x.status))
    return CrossDiff(lang, base, base_diff.old, base_diff.new, lang_old, lang_new, tuple(out))


def _status(c: Change, a: str | None, b: str | None, t_old: dict, t_new: dict, base_old: dict) -> tuple[str, str]:
    if c.kind == "added":
        if b is None:
            return "stale", "the translation lacks the new rule"
        if c.new_id in t_old and normalise(t_old[c.new_id]) == normalise(b):
            return "stale", "the translation kept its old text under this number"
        return "carried", ""
    if c.kind == "removed":
        left = t_new.get(c.old_id)
        if left is not None and a is not None and normalise(left) == normalise(a):
            return "stale", "the translation still has the removed rule"
        return "carried", ""
    if a is None or b is None:
        return "stale", "the translation lacks this rule" + (" in the old release" if a is None else "")
    if c.kind == "moved":
        if normalise(a) == normalise(b) or _similar(a, b) >= 0.5:
            return "carried", ""
        before = t_old.get(c.new_id)
        if before is not None and normalise(before) == normalise(b):
            if c.new_id not in base_old:
                return "carried", "the translation already had this rule under the new number"
            return "stale", "the translation kept its old text under the new number"
        return "carried", "the translation changed with the move"
    if normalise(a) == normalise(b):
        return "stale", "the translation did not change"
    return "carried", ""
