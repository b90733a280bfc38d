"""Which English release a translation was made from, and why.

A translated page rarely says which English text it follows, and when it does (the Italian wiki's "Aggiornato
a Duskmourn ..., 02 Ottobre 2024") it is one piece of evidence among others. Every English release in the store is
scored on what can be checked:

- **stated date**: the release in force on the date the page states;
- **set of rules**: the page's rule numbers present in the release (for a whole tree: how well the two sets agree);
- **sibling list**: a page that lists its neighbours (`Otras reglas ... 702.195`) fits the releases that have
  them, best the one where the last listed rule is the last of its parent;
- **cross-references**: the rules the translation cites against those the release cites at the same place;
- **wording**: English text shipped with the translation (the English half of a bilingual page, the msgids of a
  PO file, an English page itself) against each release's text.

All facts come from the releases in the store; nothing here is a hand-made table. `ref_history()` explains a
cross-reference that differs from the English one by the release history ("310 was the Combat Damage Step until
2008-10-01; it is 510 now").
"""
from __future__ import annotations

import difflib
import unicodedata
from dataclasses import dataclass
from typing import Sequence

from .model import UNDATED, RuleNode
from .ruleid import RuleId

__all__ = ["ReleaseCandidate", "ReleaseMatch", "match_release", "ref_history", "english_index", "normalize_wording"]

FEATURE_WEIGHTS = {"stated": 3.0, "ids": 2.0, "idset": 3.0, "siblings": 2.0, "last_sibling": 2.0, "refs": 2.0,
                   "wording": 4.0}

_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "„": '"', "«": '"', "»": '"', "–": "-", "—": "-"})


def normalize_wording(text: str) -> str:
    """Text as compared across releases: quotes, dashes, case and spacing folded."""
    text = unicodedata.normalize("NFKC", text).translate(_QUOTES).casefold()
    return " ".join(text.replace("_", "").split())


def words_changed(old: str, new: str, most: int) -> tuple[str, str]:
    """(what `old` says that `new` does not, what `new` says instead), compared word by word as
    `normalize_wording` folds them: the changed stretches in text order, joined by " … ", at most `most` words on
    each side, "-" for none: how the English of a rule changed, in a line."""
    a, b = normalize_wording(old).split(), normalize_wording(new).split()
    gone: list[list[str]] = []
    came: list[list[str]] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag != "equal":
            gone.append(a[i1:i2])
            came.append(b[j1:j2])
    return _stretches(gone, most), _stretches(came, most)


def _stretches(spans: list[list[str]], most: int) -> str:
    out, left = [], most
    for span in spans:
        if span and left > 0:
            out.append(" ".join(span[:left]).rstrip(",;:") + (" …" if len(span) > left else ""))
            left -= len(span)
    return " … ".join(out) or "-"


@dataclass(frozen=True)
class ReleaseCandidate:
    revision: str
    score: float
    features: tuple[tuple[str, float], ...]

    def to_json(self) -> dict:
        return {"revision": self.revision, "score": round(self.score, 4),
                "features": {k: round(v, 4) for k, v in self.features}}


@dataclass(frozen=True)
class ReleaseMatch:
    """The English release picked for a translated tree, the releases that fit equally well, and the reasons."""

    lang: str
    revision: str
    release: str
    tied: tuple[str, ...]
    reasons: tuple[str, ...]
    candidates: tuple[ReleaseCandidate, ...]

    def to_json(self) -> dict:
        return {"lang": self.lang, "revision": self.revision, "release": self.release, "tied": list(self.tied),
                "reasons": list(self.reasons), "candidates": [c.to_json() for c in self.candidates[:5]]}


class _EnglishIndex:
    """Every dated English release of the store, loaded once per corpus: revision -> {id: node}."""

    def __init__(self, corpus):
        self.revisions = [r for r in corpus.revisions("en") if r != UNDATED]
        self.trees: dict[str, dict[RuleId, RuleNode]] = {}
        self._corpus = corpus

    def tree(self, rev: str) -> dict[RuleId, RuleNode]:
        if rev not in self.trees:
            out: dict[RuleId, RuleNode] = {}
            for n in self._corpus.reader.tree("en", rev):
                out.setdefault(n.id, n)
            self.trees[rev] = out
        return self.trees[rev]

    def ids(self, rev: str) -> set[RuleId]:
        return set(self.tree(rev))


def english_index(corpus) -> _EnglishIndex:
    """The (cached) index of English releases of `corpus`."""
    idx = getattr(corpus, "_english_index", None)
    if idx is None:
        idx = _EnglishIndex(corpus)
        corpus._english_index = idx
    return idx


def _source_info(corpus, nodes: Sequence[RuleNode]):
    names = {n.source for n in nodes}
    return [s for s in corpus.sources() if s.name in names]


def _wording_nodes(corpus, lang: str, nodes: Sequence[RuleNode], sources) -> list[RuleNode]:
    """English text that came with the translation: the nodes themselves (English) or the English half of their sources."""
    if lang == "en":
        return list(nodes)
    out: list[RuleNode] = []
    ids = {n.id for n in nodes}
    for s in sources:
        if "en" in s.langs:
            out.extend(n for n in corpus.reader.source_nodes(s.name) if n.lang == "en" and (n.id in ids or len(ids) > 500))
    return out


def _similar(a: str, b: str, fuzzy: bool) -> float:
    if a == b:
        return 1.0
    if not fuzzy:
        return 0.0
    return difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()


def match_release(corpus, lang: str, revision: str, nodes: Sequence[RuleNode] | None = None) -> ReleaseMatch:
    """Score every English release against the translated (lang, revision) nodes; the best is `release`."""
    index = english_index(corpus)
    nodes = list(nodes) if nodes is not None else list(corpus.reader.tree(lang, revision))
    sources = _source_info(corpus, nodes)
    candidates = [r for r in index.revisions if not (lang == "en" and r == revision)]
    tids = {n.id for n in nodes}
    big = len(nodes) > 500
    siblings = [RuleId.parse(s) for src in sources for s in src.siblings]
    wording = _wording_nodes(corpus, lang, nodes, sources)
    fuzzy = len(wording) <= 200
    wording_norm = [(n.id, normalize_wording(n.text)) for n in wording if n.text]
    stated_release = None
    if revision != UNDATED:
        dated = [r for r in index.revisions if r <= revision]
        stated_release = dated[-1] if dated else None
    ref_nodes = [n for n in nodes if n.refs][:400] if not big else [n for n in nodes if n.refs]

    scored: list[ReleaseCandidate] = []
    for rev in candidates:
        tree = index.tree(rev)
        feats: dict[str, float] = {}
        if stated_release is not None:
            feats["stated"] = 1.0 if rev == stated_release else 0.0
        if tids:
            feats["ids"] = sum(1 for i in tids if i in tree) / len(tids)
        if big:
            feats["idset"] = len(tids & tree.keys()) / len(tids | tree.keys())
        if siblings:
            feats["siblings"] = sum(1 for s in siblings if s in tree) / len(siblings)
            last = max(siblings)
            parent = last.parent
            feats["last_sibling"] = 1.0 if last in tree and not any(
                i.parent == parent and i > last for i in tree) else 0.0
        if ref_nodes:
            agree = total = 0
            for n in ref_nodes:
                e = tree.get(n.id)
                if e is None:
                    continue
                total += 1
                agree += 1 if set(n.refs) <= set(e.refs) or set(n.refs) == set(e.refs) else 0
            if total:
                feats["refs"] = agree / total
        if wording_norm:
            sims = []
            for rid, text in wording_norm:
                e = tree.get(rid)
                sims.append(_similar(text, normalize_wording(e.text), fuzzy) if e is not None and e.text else 0.0)
            feats["wording"] = sum(sims) / len(sims)
        weight = sum(FEATURE_WEIGHTS[k] for k in feats) or 1.0
        score = sum(FEATURE_WEIGHTS[k] * v for k, v in feats.items()) / weight
        scored.append(ReleaseCandidate(rev, score, tuple(sorted(feats.items()))))
    if not scored:
        return ReleaseMatch(lang, revision, index.revisions[-1] if index.revisions else UNDATED, (), ("no English release to compare with",), ())
    best_score = max(c.score for c in scored)
    tied = tuple(c.revision for c in scored if best_score - c.score < 1e-9)
    release = tied[-1]
    ranked = tuple(sorted(scored, key=lambda c: (-c.score, c.revision)))
    reasons = _reasons(corpus, lang, revision, release, tied, scored, sources, siblings, wording_norm, stated_release, nodes)
    return ReleaseMatch(lang, revision, release, tied, tuple(reasons), ranked)


def _reasons(corpus, lang, revision, release, tied, scored, sources, siblings, wording_norm, stated_release, nodes) -> list[str]:
    by_rev = {c.revision: dict(c.features) for c in scored}
    f = by_rev[release]
    out: list[str] = []
    span = f"{tied[0]} .. {tied[-1]}" if len(tied) > 1 else release
    out.append(f"best match: English {release}" + (f" (equally good: {span})" if len(tied) > 1 else ""))
    if stated_release is not None:
        label = next((s.revision_label for s in sources if s.revision_label), "")
        out.append(f"the {lang} text states {revision}" + (f" ({label})" if label else "")
                   + f"; the English release in force then is {stated_release}")
    if siblings:
        last = max(siblings)
        have = [r for r, ff in by_rev.items() if ff.get("last_sibling") == 1.0]
        out.append(f"the page's sibling list ends at {last}: the last rule of {last.parent} in "
                   + (", ".join(have) if have else "no release in the store"))
    if "wording" in f:
        order = [c.revision for c in scored]
        best_w = f["wording"]
        same = [r for r in order if abs(by_rev[r].get("wording", -1) - best_w) < 1e-9]
        later = [r for r in order if r > same[-1]]
        msg = f"English wording {best_w:.1%} similar to {same[0]}" + (f" .. {same[-1]}" if len(same) > 1 else "")
        if later:
            msg += f"; from {later[0]} on it differs (similarity {by_rev[later[0]].get('wording', 0):.1%})"
            changed = _changed_ids(corpus, wording_norm, same[-1], later[0])
            if changed:
                msg += f", where {', '.join(changed[:5])} changed"
        out.append(msg)
        if best_w < 1.0:
            tree = english_index(corpus).tree(release)
            for rid, text in wording_norm:
                e = tree.get(rid)
                if e is not None and normalize_wording(e.text) != text:
                    page_says, release_says = words_changed(text, e.text, 4)
                    out.append(f"no release in the store has the exact wording of {rid}: the page says "
                               f"{page_says} where {release} says {release_says}")
    if "refs" in f:
        out.append(f"cross-references agree with {release} in {f['refs']:.0%} of the rules that cite any")
        for n in nodes:
            e = english_index(corpus).tree(release).get(n.id)
            if e is None:
                continue
            for cited in n.refs:
                if cited in e.refs:
                    continue
                for eref in e.refs:
                    why = ref_history(corpus, cited, eref, release)
                    if why:
                        out.append(f"{n.id} cites {cited}: {why}")
    if "idset" in f:
        out.append(f"rule numbers: {f['idset']:.1%} the same set as {release}")
    elif "ids" in f:
        out.append(f"{f['ids']:.0%} of the page's rule numbers exist in {release}")
    return out


def _changed_ids(corpus, wording_norm, old: str, new: str) -> list[str]:
    index = english_index(corpus)
    a, b = index.tree(old), index.tree(new)
    out = []
    for rid, _text in wording_norm:
        if rid in a and rid in b and normalize_wording(a[rid].text) != normalize_wording(b[rid].text):
            out.append(str(rid))
    return out


def _fold_title(node: RuleNode) -> str:
    return normalize_wording(node.title or node.text[:80])


def ref_history(corpus, cited: RuleId, english_ref: RuleId, english_revision: str) -> str | None:
    """Why a translation cites `cited` where English `english_revision` cites `english_ref`, from the release
    history: the releases where `cited` was the rule that `english_ref` is now. None when history does not explain it."""
    index = english_index(corpus)
    target = index.tree(english_revision).get(english_ref)
    if target is None:
        return None
    want = _fold_title(target)
    if not want:
        return None
    was = [rev for rev in index.revisions if (n := index.tree(rev).get(cited)) is not None and _fold_title(n) == want]
    if not was:
        return None
    since = [rev for rev in index.revisions if rev > was[-1] and (n := index.tree(rev).get(english_ref)) is not None
             and _fold_title(n) == want]
    name = target.title or target.text[:60]
    the = "" if name.lower().startswith("the ") else "the "
    if was[0] > english_revision:
        return (f"{cited} is {the}{name} only from {was[0]} on (a newer numbering than English {english_revision}, "
                f"where it is {english_ref})")
    first = f" (since {since[0]})" if since else ""
    period = f"from {was[0]} until {was[-1]}" if len(was) > 1 else f"until {was[-1]}"
    return f"{cited} was {the}{name} {period}; it is {english_ref} now{first}"
