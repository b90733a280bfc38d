"""Content-based alignment of a translated rule tree (or subtree) to the English rules.

Labels are evidence, not truth: a translated paragraph is paired with an English one by what it says — its
position among its siblings, the cross-references and numbers in its text, the keyword terms it uses (through
`rulesdb.terms`), its length relative to the English one, the number of examples — and the printed number is one
more piece of evidence (none at all when the page printed no letter and the parser inferred it). Within each
parent the pairing is a monotone dynamic-programming alignment (translations keep the order of the English text
but may skip or add paragraphs). Every pair carries a confidence in 0..1 and the evidence used.

`align_nodes()` aligns two node lists; `align_tree()` / `align_subtree()` read them from a `Corpus` and pick the
English release the translation was made from (`rulesdb.release_match`).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Iterable, Sequence

from .errors import UnknownRuleError
from .model import RuleNode
from .ruleid import RuleId

if TYPE_CHECKING:
    from .terms import KeywordTerms

__all__ = ["AlignedPair", "Alignment", "RuleAlignment", "align_rule", "NodeFeatures", "align_nodes", "align_tree", "align_subtree",
           "features", "pair_score", "keyword_matcher", "length_ratio"]

#: weights of the content features (a feature absent on both sides does not count)
WEIGHTS = {"children": 2.0, "subrefs": 2.0, "refs": 3.0, "numbers": 2.0, "keywords": 2.0, "length": 2.0, "examples": 1.0, "position": 1.0,
           "label": 2.0}
#: a pair scoring below this is not worth making (the paragraphs are left unpaired instead)
MIN_PAIR = 0.35

_NUM_RE = re.compile(r"\d+")
_CJK_RE = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")


@dataclass(frozen=True)
class NodeFeatures:
    """What the aligner compares, computed once per node."""

    refs: frozenset[str]
    numbers: tuple[str, ...]
    keywords: frozenset[str]
    length: int
    examples: int
    children: int = 0
    subrefs: frozenset[str] = frozenset()


@dataclass(frozen=True)
class AlignedPair:
    """One translated paragraph and its English counterpart (either side may be missing)."""

    target: RuleNode | None
    english: RuleNode | None
    confidence: float = 0.0
    evidence: tuple[str, ...] = ()

    @property
    def status(self) -> str:
        """`match`, `missing` (English without translation) or `extra` (translation without English)."""
        if self.target is None:
            return "missing"
        if self.english is None:
            return "extra"
        return "match"

    @property
    def label_agrees(self) -> bool | None:
        if self.target is None or self.english is None:
            return None
        return self.target.id == self.english.id

    def to_json(self) -> dict:
        return {
            "status": self.status,
            "target_id": str(self.target.id) if self.target else None,
            "english_id": str(self.english.id) if self.english else None,
            "label_inferred": bool(self.target and self.target.label_inferred),
            "label_agrees": self.label_agrees,
            "confidence": round(self.confidence, 3),
            "evidence": list(self.evidence),
        }


@dataclass(frozen=True)
class Alignment:
    """The pairs of one translated tree (or subtree) against one English release."""

    lang: str
    revision: str
    english_revision: str
    pairs: tuple[AlignedPair, ...]
    release: object | None = None  # a release_match.ReleaseMatch when the release was picked by content
    rule: RuleId | None = None

    def matched(self) -> list[AlignedPair]:
        return [p for p in self.pairs if p.status == "match"]

    def by_target(self) -> dict[tuple[RuleId, int], AlignedPair]:
        """(target id, target line) -> pair."""
        return {(p.target.id, p.target.line): p for p in self.pairs if p.target is not None}

    def to_json(self) -> dict:
        return {"lang": self.lang, "revision": self.revision, "english_revision": self.english_revision,
                "rule": str(self.rule) if self.rule else None,
                "release": self.release.to_json() if self.release is not None else None,
                "pairs": [p.to_json() for p in self.pairs]}


# -- features ------------------------------------------------------------------------------------------------

@lru_cache(maxsize=16)
def keyword_matcher(terms: "KeywordTerms | None", lang: str):
    """A function text -> frozenset of English keywords named in it (rules and card wording of `lang`);
    one that finds nothing without `terms`."""
    from .terms import fold

    if terms is None:
        return lambda text: frozenset()
    names: dict[str, str] = {}
    if lang == "en":
        for kw in terms.keywords():
            if len(kw) >= 4:
                names[fold(kw)] = kw
    else:
        for table in (terms.cards, terms.rules):
            for (kw, l), term in table.items():
                if l == lang and len(fold(term)) >= 2:
                    names[fold(term)] = kw
    if not names:
        return lambda text: frozenset()
    ordered = sorted(names, key=len, reverse=True)
    if lang in ("zh", "ja"):
        pattern = re.compile("|".join(re.escape(n) for n in ordered))
    else:
        pattern = re.compile(r"\b(?:" + "|".join(re.escape(n) for n in ordered) + r")\b")

    def find(text: str) -> frozenset[str]:
        return frozenset(names[m.group(0)] for m in pattern.finditer(fold(text)))

    return find


def _body(node: RuleNode) -> str:
    return " ".join(filter(None, (node.title, node.text, *node.examples)))


def features(node: RuleNode, lang: str | None = None, terms: "KeywordTerms | None" = None) -> NodeFeatures:
    """What the aligner compares of a node; keyword names are found only with the corpus's `terms`."""
    body = _body(node)
    lang = lang or node.lang
    return NodeFeatures(
        refs=frozenset(str(r) for r in node.refs),
        numbers=tuple(sorted(_NUM_RE.findall(body))),
        keywords=keyword_matcher(terms, lang)(body),
        length=max(1, len(body)),
        examples=len(node.examples),
    )


def _dice(a: Iterable, b: Iterable) -> float:
    a, b = list(a), list(b)
    if not a and not b:
        return -1.0
    ca: dict = {}
    for x in a:
        ca[x] = ca.get(x, 0) + 1
    common = 0
    for x in b:
        if ca.get(x, 0) > 0:
            ca[x] -= 1
            common += 1
    return 2 * common / (len(a) + len(b))


def pair_score(t: NodeFeatures, e: NodeFeatures, ratio: float, pos: float | None = None,
               label: bool | None = None, explain: bool = False) -> tuple[float, list[str]]:
    """Weighted agreement of a translated and an English paragraph, in 0..1 (and the evidence when asked)."""
    total = weight = 0.0
    why: list[str] = []

    def add(name: str, value: float, note: str = "") -> None:
        nonlocal total, weight
        total += WEIGHTS[name] * value
        weight += WEIGHTS[name]
        if explain and note:
            why.append(note)

    d = _dice(t.refs, e.refs)
    if d >= 0:
        add("refs", d, f"cross-references {'agree' if d == 1 else 'differ'}: "
                       f"{', '.join(sorted(t.refs)) or '-'} / {', '.join(sorted(e.refs)) or '-'}")
    d = _dice(t.numbers, e.numbers)
    if d >= 0:
        add("numbers", d, f"numbers in the text {d:.0%} shared")
    d = _dice(t.keywords, e.keywords)
    if d >= 0:
        add("keywords", d, f"keywords {', '.join(sorted(t.keywords)) or '-'} / {', '.join(sorted(e.keywords)) or '-'}")
    r = (t.length / e.length) / ratio
    add("length", math.exp(-1.5 * abs(math.log(r))), f"length ratio {t.length / e.length:.2f} (expected {ratio:.2f})")
    if t.children or e.children:
        c = min(t.children, e.children) / max(t.children, e.children)
        add("children", 1.0 if c == 1 else c * 0.5, f"subrules {t.children} / {e.children}")
    d = _dice(t.subrefs, e.subrefs)
    if d >= 0:
        add("subrefs", d, f"cross-references of the subrules {d:.0%} shared")
    if t.examples or e.examples:
        add("examples", 1.0 if t.examples == e.examples else 0.0, f"examples {t.examples} / {e.examples}")
    if pos is not None:
        add("position", pos, f"position under the parent {'agrees' if pos > 0.9 else 'differs'}")
    if label is not None:
        add("label", 1.0 if label else 0.0, f"printed number {'agrees' if label else 'differs'}")
    return (total / weight if weight else 0.0), why


# -- the alignment -------------------------------------------------------------------------------------------

@dataclass
class _Ctx:
    lang: str
    ratio: float
    use_labels: bool
    tfeat: dict[int, NodeFeatures] = field(default_factory=dict)
    efeat: dict[int, NodeFeatures] = field(default_factory=dict)


def _children(nodes: Sequence[RuleNode]) -> tuple[list[RuleNode], dict[RuleId, list[RuleNode]]]:
    """Roots and children of each id, each in document/rule order. A root has no ancestor present, or a printed
    number whose parent is missing (pt 103.1a and 103.1b with 103.1 left out: anchored by their numbers, not
    aligned among the rules of 103); a number the parser inferred goes under its nearest ancestor present."""
    present = {n.id for n in nodes}
    roots: list[RuleNode] = []
    kids: dict[RuleId, list[RuleNode]] = {}
    for n in nodes:
        parent = n.id.parent
        if parent is not None and parent not in present and not n.label_inferred:
            parent = None
        while parent is not None and parent not in present:
            parent = parent.parent
        if parent is None:
            roots.append(n)
        else:
            kids.setdefault(parent, []).append(n)
    return roots, kids


def _add_structure(nodes: Sequence[RuleNode], kids: dict[RuleId, list[RuleNode]], feats: dict[int, NodeFeatures]) -> None:
    """Give each node's features its number of children and the cross-references cited below it."""
    from dataclasses import replace

    below: dict[RuleId, frozenset[str]] = {}
    for n in sorted(nodes, key=lambda n: n.id.sort_key(), reverse=True):
        children = kids.get(n.id, [])
        refs: set[str] = set()
        for ch in children:
            refs |= feats[id(ch)].refs
            refs |= below.get(ch.id, frozenset())
        below[n.id] = frozenset(refs)
        feats[id(n)] = replace(feats[id(n)], children=len(children), subrefs=below[n.id])


def length_ratio(tnodes: Sequence[RuleNode], enodes: Sequence[RuleNode]) -> float:
    """Typical translated/English length ratio, from the texts of both sides (median of same-id pairs if any)."""
    eby = {n.id: n for n in enodes}
    ratios = sorted(len(_body(t)) / len(_body(eby[t.id])) for t in tnodes
                    if t.id in eby and len(_body(t)) > 20 and len(_body(eby[t.id])) > 20)
    if len(ratios) >= 5:
        return ratios[len(ratios) // 2]
    tl = sum(len(_body(n)) for n in tnodes) or 1
    el = sum(len(_body(n)) for n in enodes) or 1
    cjk = sum(1 for n in tnodes[:50] for _ in _CJK_RE.finditer(n.text[:40]))
    return 0.35 if cjk > 20 and len(tnodes) < 5 else max(0.2, min(3.0, tl / el))


def _dp(ts: list[RuleNode], es: list[RuleNode], ctx: _Ctx) -> list[tuple[int | None, int | None, float]]:
    """Monotone alignment of two sibling lists maximising the summed (score - MIN_PAIR); gaps cost nothing."""
    n, m = len(ts), len(es)
    if n == 0 or m == 0:
        return [(i, None, 0.0) for i in range(n)] + [(None, j, 0.0) for j in range(m)]
    band = max(8, abs(n - m) + 8)
    scores: dict[tuple[int, int], float] = {}
    for i in range(n):
        tf = ctx.tfeat[id(ts[i])]
        centre = i * m / n
        lo, hi = max(0, int(centre) - band), min(m, int(centre) + band + 1)
        for j in range(lo, hi):
            pos = 1.0 - min(1.0, abs((i + 0.5) / n - (j + 0.5) / m) * 4)
            label = (ts[i].id == es[j].id) if ctx.use_labels and not ts[i].label_inferred else None
            s, _ = pair_score(tf, ctx.efeat[id(es[j])], ctx.ratio, pos, label)
            scores[(i, j)] = s
    neg = -1e9
    best = [[0.0] * (m + 1) for _ in range(n + 1)]
    move = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(1, n + 1):
        move[i][0] = 1
    for j in range(1, m + 1):
        move[0][j] = 2
    for i in range(1, n + 1):
        row, prev = best[i], best[i - 1]
        mrow = move[i]
        for j in range(1, m + 1):
            s = scores.get((i - 1, j - 1))
            diag = prev[j - 1] + (s - MIN_PAIR) if s is not None and s >= MIN_PAIR else neg
            up, left = prev[j], row[j - 1]
            if diag >= up and diag >= left:
                row[j], mrow[j] = diag, 0
            elif up >= left:
                row[j], mrow[j] = up, 1
            else:
                row[j], mrow[j] = left, 2
    out: list[tuple[int | None, int | None, float]] = []
    i, j = n, m
    while i > 0 or j > 0:
        mv = move[i][j]
        if mv == 0:
            out.append((i - 1, j - 1, scores[(i - 1, j - 1)]))
            i, j = i - 1, j - 1
        elif mv == 1:
            out.append((i - 1, None, 0.0))
            i -= 1
        else:
            out.append((None, j - 1, 0.0))
            j -= 1
    out.reverse()
    return out


def _pair(t: RuleNode, e: RuleNode, ctx: _Ctx, pos: float, extra: Sequence[str] = ()) -> AlignedPair:
    label = (t.id == e.id) if ctx.use_labels and not t.label_inferred else None
    s, why = pair_score(ctx.tfeat[id(t)], ctx.efeat[id(e)], ctx.ratio, pos, label, explain=True)
    if t.label_inferred:
        why.append(f"number {t.id} inferred by the parser (the page prints none): "
                   + ("confirmed by the content" if t.id == e.id else f"the content says {e.id}"))
    return AlignedPair(t, e, s, tuple(extra) + tuple(why))


def _unpaired_below(node: RuleNode, kids: dict[RuleId, list[RuleNode]]) -> list[AlignedPair]:
    out = []
    for ch in kids.get(node.id, []):
        out.append(AlignedPair(ch, None, 0.0, (f"its parent {node.id} has no English counterpart",)))
        out.extend(_unpaired_below(ch, kids))
    return out


def align_nodes(target: Sequence[RuleNode], english: Sequence[RuleNode], lang: str | None = None,
                use_labels: bool = True, anchor_roots: bool = True, terms: "KeywordTerms | None" = None
                ) -> list[AlignedPair]:
    """Align translated nodes to English nodes by content, parent by parent, top-down.

    Nodes with no ancestor in `target` (the roots of a page) are anchored on the English node of the same number
    (the only evidence there is for a page's starting point); everything below is paired by content. Returns the
    pairs in English order, unpaired paragraphs included (status `missing` / `extra`).
    """
    target, english = list(target), list(english)
    lang = lang or (target[0].lang if target else "en")
    ctx = _Ctx(lang=lang, ratio=length_ratio(target, english), use_labels=use_labels)
    for n in target:
        ctx.tfeat[id(n)] = features(n, lang, terms)
    for n in english:
        ctx.efeat[id(n)] = features(n, "en", terms)
    troots, tkids = _children(target)
    eroots, ekids = _children(english)
    _add_structure(target, tkids, ctx.tfeat)
    _add_structure(english, ekids, ctx.efeat)
    eby: dict[RuleId, list[RuleNode]] = {}
    for n in english:
        eby.setdefault(n.id, []).append(n)

    pairs: list[AlignedPair] = []
    used_e: set[int] = set()
    queue: list[tuple[RuleNode, RuleNode]] = []
    for t in troots:
        cands = [e for e in eby.get(t.id, ()) if id(e) not in used_e] if anchor_roots else []
        if cands:
            e = cands[0]
            used_e.add(id(e))
            pairs.append(_pair(t, e, ctx, 1.0, ("anchored by its number (its parent is not on the page)",)))
            queue.append((t, e))
        else:
            pairs.append(AlignedPair(t, None, 0.0, (f"no English {t.id} to anchor on",)))
            pairs.extend(_unpaired_below(t, tkids))
    while queue:
        t, e = queue.pop()
        ts, es = tkids.get(t.id, []), [x for x in ekids.get(e.id, []) if id(x) not in used_e]
        if not ts:
            continue
        for i, j, _s in _dp(ts, es, ctx):
            if i is not None and j is not None:
                used_e.add(id(es[j]))
                pos = 1.0 - min(1.0, abs((i + 0.5) / len(ts) - (j + 0.5) / len(es)) * 4)
                pairs.append(_pair(ts[i], es[j], ctx, pos))
                queue.append((ts[i], es[j]))
            elif i is not None:
                pairs.append(AlignedPair(ts[i], None, 0.0, (f"no English paragraph under {e.id} matches its content",)))
                pairs.extend(_unpaired_below(ts[i], tkids))
    for e in english:
        if id(e) not in used_e:
            pairs.append(AlignedPair(None, e, 0.0, ("no translated paragraph matches it",)))
    # a number printed twice (a paragraph repeated with its number) gives its subrules to both copies: those paired
    # under one copy are not also unpaired under the other, and none is listed unpaired twice
    paired = {id(p.target) for p in pairs if p.target is not None and p.english is not None}
    listed: set[int] = set()
    pairs = [p for p in pairs if p.target is None or p.english is not None
             or (id(p.target) not in paired and not (id(p.target) in listed or listed.add(id(p.target))))]
    order = {id(e): k for k, e in enumerate(english)}
    tpos = {id(t): k for k, t in enumerate(target)}

    def key(p: AlignedPair):
        if p.english is not None:
            return (p.english.id.sort_key(), order[id(p.english)])
        return (p.target.id.sort_key(), len(english) + tpos[id(p.target)])

    pairs.sort(key=key)
    return pairs


# -- corpus level ---------------------------------------------------------------------------------------------

def _pick_release(corpus, lang: str, revision: str, english_revision: str | None, nodes: Sequence[RuleNode]):
    from .release_match import match_release

    if english_revision:
        return corpus.resolve_revision("en", english_revision), None
    match = match_release(corpus, lang, revision, nodes)
    return match.release, match


def align_tree(corpus, lang: str, revision: str | None = None, english_revision: str | None = None,
               use_labels: bool = True) -> Alignment:
    """Align the whole (lang, revision) tree to the English release it was made from (or `english_revision`)."""
    rev = corpus.resolve_revision(lang, revision)
    target = [n for n in corpus.reader.tree(lang, rev)]
    erev, match = _pick_release(corpus, lang, rev, english_revision, target)
    english = list(corpus.reader.tree("en", erev))
    pairs = align_nodes(target, english, lang, use_labels=use_labels, terms=corpus.keyword_terms())
    covered = _covered_rules(target)
    if len(target) < len(english) // 2:
        pairs = [p for p in pairs if p.target is not None or p.english.id.rule in covered]
    return Alignment(lang, rev, erev, tuple(pairs), match)


def _covered_rules(nodes: Iterable[RuleNode]) -> set[RuleId]:
    return {n.id.rule for n in nodes if n.id.kind in ("rule", "subrule")}


def align_subtree(corpus, rule: str | RuleId, lang: str, revision: str | None = None,
                  english_revision: str | None = None) -> Alignment:
    """Align the translated subtree of `rule` to the English subtree of the matching release."""
    rid = RuleId.parse(rule) if isinstance(rule, str) else rule
    corpus.check_lang(lang)
    rev = corpus.revision_with(rid, lang, revision)
    if rev is None:
        raise UnknownRuleError(f"no {rid} in {lang}: the {lang} sources do not contain this rule "
                               f"(releases: {', '.join(corpus.revisions(lang))})")
    target = list(corpus.reader.subtree(rid, lang, rev))
    erev, match = _pick_release(corpus, lang, rev, english_revision, target)
    english = list(corpus.reader.subtree(rid, "en", erev))
    if not english:
        raise UnknownRuleError(f"no {rid} in English {erev}; {lang} {rev} has it but there is nothing to align it to")
    pairs = align_nodes(target, english, lang, terms=corpus.keyword_terms())
    return Alignment(lang, rev, erev, tuple(pairs), match, rid)


@dataclass(frozen=True)
class RuleAlignment:
    """One rule side by side in several languages: rows keyed by the English number, one cell per language."""

    rule: RuleId
    english_revision: str
    langs: tuple[str, ...]
    english: tuple[RuleNode, ...]
    alignments: tuple[Alignment, ...]
    notes: tuple[tuple[str, str], ...] = ()  # (lang, why it has no cells)

    def rows(self) -> list[dict]:
        rows: dict[RuleId, dict] = {}
        order: list[RuleId] = []

        def row(rid: RuleId) -> dict:
            if rid not in rows:
                rows[rid] = {"id": str(rid), "cells": {}}
                order.append(rid)
            return rows[rid]

        for e in self.english:
            row(e.id)["cells"]["en"] = {"text": e.display, "revision": self.english_revision}
        for a in self.alignments:
            for p in a.pairs:
                if p.target is None:
                    continue
                rid = p.english.id if p.english is not None else p.target.id
                cell = {"text": p.target.display, "revision": a.revision, "label_inferred": p.target.label_inferred,
                        "printed_id": str(p.target.id), "english_revision": a.english_revision,
                        "confidence": round(p.confidence, 3), "evidence": list(p.evidence)}
                if p.english is None:
                    cell["unaligned"] = True
                row(rid)["cells"][a.lang if a.lang != "en" else f"en:{a.revision}"] = cell
        order.sort(key=lambda r: r.sort_key())
        return [rows[r] for r in order]

    def to_json(self) -> dict:
        return {"rule": str(self.rule), "english_revision": self.english_revision, "rows": self.rows(),
                "releases": {a.lang: a.release.to_json() if a.release is not None else {"release": a.english_revision}
                             for a in self.alignments},
                "notes": [{"lang": l, "note": n} for l, n in self.notes]}


def align_rule(corpus, rule: str | RuleId, langs: Sequence[str] = ("en", "es", "it", "de"),
               revision: str | None = None) -> RuleAlignment:
    """`rule` and its subrules in `langs`, each translation aligned to the English release it follows.

    A language with no text for the rule gets a note instead of cells; a rule English lacks raises UnknownRuleError.
    """
    from .errors import RulesDBError

    rid = RuleId.parse(rule) if isinstance(rule, str) else rule
    for l in langs:
        corpus.check_lang(l)
    erev = corpus.revision_with(rid, "en", revision)
    if erev is None:
        raise UnknownRuleError(f"no rule {rid} in English" + (f" in force on {revision}" if revision else ""),
                               corpus.nearest(rid, "en", corpus.resolve_revision("en", revision)))
    english = tuple(corpus.reader.subtree(rid, "en", erev))
    alignments, notes = [], []
    for l in langs:
        if l == "en":
            if erev == "undated" or corpus.reader.get(rid, "en", "undated") is None:
                continue
            l_rev = "undated"  # an English page outside the official releases: align it like a translation
        else:
            l_rev = revision
        try:
            if l == "en":
                target = list(corpus.reader.subtree(rid, "en", "undated"))
                erel, match = _pick_release(corpus, "en", "undated", None, target)
                eng = list(corpus.reader.subtree(rid, "en", erel))
                alignments.append(Alignment("en", "undated", erel, tuple(align_nodes(target, eng, "en")), match, rid))
            else:
                alignments.append(align_subtree(corpus, rid, l, l_rev))
        except RulesDBError as err:
            notes.append((l, err.one_line()))
    return RuleAlignment(rid, erev, tuple(langs), english, tuple(alignments), tuple(notes))
