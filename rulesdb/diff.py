"""Revision diffs and rule history: what changed between two CR releases, per language, and whether a
translation followed an English change.

- `diff_trees(old_nodes, new_nodes)` classifies every difference between two trees: `added`, `removed`,
  `changed` (same number, new words), `moved` (same or near-same content under a new number, e.g. the 2009
  renumbering 502.2 -> 702.7), `reference-only` (the text differs only in cited rule numbers that map through
  the moves) and `typography` (only quotes, dashes, italics underscores or spacing differ; hidden unless asked).
- `diff_releases(corpus, OLD, NEW, lang)` resolves OLD/NEW (a date: the release in force then, or a set name from
  `data/release_names.json`) and diffs the two stored trees.
- `history(corpus, rule_id, lang)` lists every release in which one rule's text changed, from the store.
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
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import lru_cache
from importlib import resources
from typing import Iterable, Sequence

from .errors import RulesDBError, UnknownRevisionError
from .model import UNDATED, RuleNode
from .refs import REF_KEYWORD
from .ruleid import RuleId

__all__ = [
    "KINDS", "Change", "RevisionDiff", "HistoryEntry", "RuleHistory", "CrossChange", "CrossDiff",
    "diff_trees", "diff_releases", "resolve_release", "release_names", "history", "diff_against",
    "word_diff", "node_text", "normalise", "mask_refs", "official_tree",
]

#: Kinds of change, in the order they are listed.
KINDS = ("changed", "reference-only", "moved", "added", "removed", "typography")

#: Thresholds on the word-level similarity ratio.
MOVE_THRESHOLD = 0.6      # a different number: near-same content counts as a move
SAME_ID_THRESHOLD = 0.3   # the same number: below this the old rule was removed and a new one added


# -- text helpers ------------------------------------------------------------------------------------
_TYPO = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-",
                       "\u00a0": " ", "\u2122": "", "\u00ae": ""})
_ITALIC_RE = re.compile(r"(?<![\w_])_(?=\S)|(?<=\S)_(?![\w_])")
_SPACE_RE = re.compile(r"\s+")
_ID = r"\d{1,3}(?:\.\d{1,3}[a-z]{0,2})?"
_REF_SPAN_RE = re.compile(
    rf"({REF_KEYWORD}\s*)((?:{_ID})(?:(?:\s*[-\u2013,]\s*|\s+(?:and|or|through|y|o|e|ou|und|oder|bis)\s+|\s*[、和及与或]\s*)"
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
    return _SPACE_RE.sub(" ", _ITALIC_RE.sub("", text.translate(_TYPO))).strip()


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
            out.append(f"reverse diff: OLD ({self.old}) is newer than NEW ({self.new}); "
                       "'added' means present in {new} only".replace("{new}", self.new))
        if self.old == self.new:
            out.append(f"OLD and NEW are the same release ({self.old}): nothing to compare")
        if self.hidden:
            out.append(f"{self.hidden} typography-only change(s) not listed (quotes, dashes, spacing); "
                       "show them with --typography")
        return out

    def to_json(self) -> dict:
        return {"from": self.old, "to": self.new, "lang": self.lang, "changes": [c.to_json() for c in self.changes]}


@dataclass(frozen=True)
class HistoryEntry:
    """`revision` is the first release with `new_text` (None: the rule is gone; `old_text` None: it appears)."""

    revision: str
    old_text: str | None
    new_text: str | None
    previous: str = ""
    source: str = ""        # the file the new text comes from (its name carries the publication date)

    def words(self) -> list[tuple[str, str]]:
        return word_diff(self.old_text or "", self.new_text or "")

    def to_json(self) -> dict:
        return {"revision": self.revision, "old_text": self.old_text, "new_text": self.new_text}


@dataclass(frozen=True)
class RuleHistory:
    id: RuleId
    lang: str
    changes: tuple[HistoryEntry, ...]
    releases: tuple[str, ...] = ()      # every dated release of the language, oldest first
    present: tuple[str, ...] = ()       # the releases that have the rule
    hidden: int = 0                     # typography-only changes left out

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
        norm = normalise(text)
        masked = mask_refs(norm)
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
        scored: list[tuple[float, float, int, int]] = []
        for i in rest_old:
            e = old[i]
            ws = e.wset
            counts: dict[int, int] = {}
            for w in ws:
                hits = index.get(w)
                if hits is None or len(hits) > common:
                    continue
                for j in hits:
                    counts[j] = counts.get(j, 0) + 1
            size = len(ws)
            best = heapq.nlargest(6, counts, key=lambda j: counts[j] / (size + len(new[j].wset)))
            same_ids = new_by_id.get(e.node.id, ())
            best.extend(j for j in same_ids if j not in best)
            a = e.words
            for j in best:
                f = new[j]
                same = f.node.id == e.node.id
                threshold = SAME_ID_THRESHOLD if same else MOVE_THRESHOLD
                sm = SequenceMatcher(None, a, f.words, autojunk=False)
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
            raise UnknownRevisionError(f"{spec!r} names several releases: "
                                       + ", ".join(f"{r['effective']} ({r['set']})" for r in hits))
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
        raise UnknownRevisionError(f"unknown release {spec!r} for {lang}: give a date (YYYY-MM-DD) or a set name; "
                                   f"releases: {_release_list(corpus, lang)}") from None
    return _in_force(corpus, lang, iso, spec)


def _in_force(corpus, lang: str, iso: str, spec: str) -> str:
    in_force = [r for r in _dated(corpus, lang) if r <= iso]
    if not in_force:
        raise UnknownRevisionError(f"no {lang} release in force on {iso} ({spec!r}); "
                                   f"releases: {_release_list(corpus, lang)}")
    return in_force[-1]


def official_tree(corpus, lang: str, revision: str) -> list[RuleNode]:
    """The nodes of one release (the store never lets a companion text fill gaps in an official one)."""
    return list(corpus.reader.tree(lang, revision))


def _need_two(corpus, lang: str) -> None:
    corpus.check_lang(lang)
    dated = _dated(corpus, lang)
    if len(dated) < 2:
        have = ", ".join(corpus.revisions(lang)) or "none"
        raise UnknownRevisionError(f"{lang} has only one release ({have}); a diff needs two")


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


# -- history ----------------------------------------------------------------------------------------
def history(corpus, rule_id: str | RuleId, lang: str = "en", typography: bool = False) -> RuleHistory:
    """Every release of `lang` in which the text of `rule_id` changed, oldest first (from the store).

    The first entry is the rule's first appearance when it is younger than the oldest release; an entry with
    `new_text` None says the number disappeared. Typography-only changes are left out unless asked.
    """
    from .errors import UnknownRuleError

    corpus.check_lang(lang)
    rid = RuleId.parse(rule_id) if isinstance(rule_id, str) else rule_id
    releases = _dated(corpus, lang)
    text_at: dict[str, str] = {}
    source_at: dict[str, str] = {}
    for rev, node in corpus.reader.rule_versions(rid, lang):
        if rev == UNDATED or rev in text_at:
            continue
        text_at[rev] = node_text(node)
        source_at[rev] = node.source
    if not text_at:
        raise UnknownRuleError(f"no rule {rid} in any {lang} release ({', '.join(releases) or 'none'})")
    entries: list[HistoryEntry] = []
    prev_rev, prev_text = "", None
    hidden = 0
    for i, rev in enumerate(releases):
        text = text_at.get(rev)
        if i == 0:
            prev_rev, prev_text = rev, text
            continue
        if text != prev_text:
            if text is not None and prev_text is not None and normalise(text) == normalise(prev_text) and not typography:
                hidden += 1
            else:
                entries.append(HistoryEntry(rev, prev_text, text, prev_rev, source_at.get(rev, "")))
        prev_rev, prev_text = rev, text
    return RuleHistory(rid, lang, tuple(entries), tuple(releases), tuple(r for r in releases if r in text_at), hidden)


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
        raise UnknownRevisionError(f"--against {base} compares a translation with {base}; pick another --lang")
    _need_two(corpus, lang)
    base_diff = diff_releases(corpus, old, new, base, rule)
    lang_old = _in_force(corpus, lang, base_diff.old, old)
    lang_new = _in_force(corpus, lang, base_diff.new, new)
    if lang_old == lang_new:
        raise UnknownRevisionError(
            f"{lang} has the same release ({lang_old}) in force on {base_diff.old} and {base_diff.new}; "
            f"{lang} releases: {_release_list(corpus, lang)}")
    t_old = _texts(official_tree(corpus, lang, lang_old))
    t_new = _texts(official_tree(corpus, lang, lang_new))
    base_old = _texts(official_tree(corpus, base, base_diff.old))
    base_new = _texts(official_tree(corpus, base, base_diff.new))
    out: list[CrossChange] = []
    touched: set[RuleId] = set()
    for c in base_diff.changes:
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
