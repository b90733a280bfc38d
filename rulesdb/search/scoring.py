"""In-memory scoring of a full-text query: the BM25 weight of a posting, and the plan a query is scored with
(`Leaf`, `Union`, `Inter`, `Exclude`: sums, coordination, intersection, exclusion of posting weights).

No index library here: `index.py` reads the posting lists (document number -> weight, the term boosts not
applied) and turns the index query tree into a plan; `top` scores it, `matched` says which terms a document matched.
The arithmetic is whoosh's (BM25F, the boost of a Term, the `scale` coordination of an Or), so the search ranks
as it did when whoosh's matchers scored it, in a few dictionary additions per posting.
"""
from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Mapping

__all__ = ["B", "K1", "bm25", "Leaf", "Union", "Inter", "Exclude", "top", "matched"]

#: BM25F's free parameters. whoosh's defaults are B 0.75, K1 1.2; less length normalisation and a later
#: saturation let a long rule that answers (it says the query's words, and more) stand beside a short one that
#: quotes them: judge questions 0.717 -> 0.721, the 48 written last 0.543 -> 0.578 (flat from B 0.5-0.65,
#: K1 2.0-2.5; B 0.3 or 0.9 lower)
B = 0.6
K1 = 2.0


def bm25(idf: float, tf: float, fl: float, avgfl: float) -> float:
    """The BM25 weight of a term found `tf` times in a field of `fl` terms (the field's average: `avgfl`)."""
    return idf * ((tf * (K1 + 1)) / (tf + K1 * ((1 - B) + B * fl / avgfl)))


@dataclass(frozen=True, eq=False)
class Leaf:
    """A term, or a phrase (its terms in a row), in one field of language `lang`: `weights` the documents it
    matches (within the searched scopes) -> the sum of its terms' BM25 weights; `boost` multiplies them; `terms`
    the (field, term) pairs a matching document reports; `count` the terms the coordination counts (0 when the
    index lacks one of them)."""

    weights: Mapping[int, float]
    boost: float
    terms: tuple[tuple[str, str], ...]
    count: int
    lang: str


@dataclass(frozen=True, eq=False)
class Union:
    """Documents matching any item (their weights summed), without those an `Exclude` item matches. With
    `scale` and two items or more, whoosh's coordination: (score + (m - 1) / (T - scale)²) · (T - 1) / T, where
    m is the number of terms below the document matched and T the number of terms below in its language's
    fields (the terms it could match)."""

    items: tuple
    scale: float | None = None


@dataclass(frozen=True, eq=False)
class Inter:
    """Documents matching every item but the `Exclude` ones (their weights summed)."""

    items: tuple


@dataclass(frozen=True, eq=False)
class Exclude:
    """What a document must not match (inside a `Union` or an `Inter`; alone it matches nothing)."""

    item: object


def _counts(node, out: dict[str, int]) -> dict[str, int]:
    """Language -> the terms below `node` in its fields (whoosh counts those of an excluded clause too)."""
    if isinstance(node, Leaf):
        out[node.lang] = out.get(node.lang, 0) + node.count
    elif isinstance(node, Exclude):
        _counts(node.item, out)
    else:
        for i in node.items:
            _counts(i, out)
    return out


def _leaf_into(acc: dict, leaf: Leaf, extra: Mapping[str, float]) -> None:
    get, b, add = acc.get, leaf.boost, extra.get(leaf.lang, 0.0) * leaf.count
    for d, w in leaf.weights.items():
        acc[d] = get(d, 0.0) + b * w + add


def _merge(acc: dict, other: Mapping[int, float]) -> None:
    get = acc.get
    for d, v in other.items():
        acc[d] = get(d, 0.0) + v


_NONE: Mapping[str, float] = {}


def _eval(node, extra: Mapping[str, float], lang_of: Mapping[int, str]) -> dict[int, float]:
    """Document -> score of `node`, plus `extra[language]` per term the document matched (what an enclosing
    coordination adds). A leaf only matches documents of its language: a bonus can be set per language."""
    if isinstance(node, Leaf):
        acc: dict[int, float] = {}
        _leaf_into(acc, node, extra)
        return acc
    if isinstance(node, Exclude):
        return {}
    items = [i for i in node.items if not isinstance(i, Exclude)]
    if isinstance(node, Union):
        coord = node.scale is not None and len(node.items) > 1
        if coord:
            # (S + (m - 1)·c)·f + e·m = f·(S + m·(c + e/f) - c): the bonus goes down to the leaves, per language
            factor, bonus, inner = {}, {}, {}
            for lang, total in _counts(node, {}).items():
                if total > 1:
                    factor[lang] = (total - 1) / total
                    bonus[lang] = 1.0 / (total - node.scale) ** 2
                    inner[lang] = bonus[lang] + extra.get(lang, 0.0) / factor[lang]
                else:  # one term: whoosh's factor (T - 1) / T scores the documents 0, only the bonus is left
                    factor[lang], bonus[lang], inner[lang] = 0.0, 0.0, 0.0
        else:
            inner = extra
        acc = {}
        for i in items:
            if isinstance(i, Leaf):
                _leaf_into(acc, i, inner)
            else:
                _merge(acc, _eval(i, inner, lang_of))
        if coord:
            for d, v in acc.items():
                lang = lang_of[d]
                f = factor[lang]
                acc[d] = f * (v - bonus[lang]) if f else extra.get(lang, 0.0)
    else:  # Inter
        if not items:
            return {}
        parts = sorted((_eval(i, extra, lang_of) for i in items), key=len)
        acc = parts[0]
        for p in parts[1:]:
            acc = {d: v + p[d] for d, v in acc.items() if d in p}
    for i in node.items:
        if isinstance(i, Exclude) and acc:
            for d in _eval(i.item, _NONE, lang_of):
                acc.pop(d, None)
    return acc


def top(plan, limit: int, lang_of: Mapping[int, str]) -> list[tuple[int, float]]:
    """The `limit` best (document, score) of `plan`, best first (equal scores: the lower document number first);
    `lang_of`: a document's language (the language of its fields)."""
    if plan is None or isinstance(plan, Exclude):
        return []
    scores = _eval(plan, _NONE, lang_of)
    return heapq.nsmallest(limit, scores.items(), key=lambda ds: (-ds[1], ds[0]))


def _matched(node, docs: set[int]) -> dict[int, list]:
    """Of `docs`, those `node` matches -> the (field, term) pairs of the leaves below that hold them."""
    if isinstance(node, Leaf):
        w = node.weights
        hits = [d for d in docs if d in w] if len(docs) <= len(w) else [d for d in w if d in docs]
        return {d: list(node.terms) for d in hits}
    if isinstance(node, Exclude):
        return {}
    parts = [_matched(i, docs) for i in node.items if not isinstance(i, Exclude)]
    if not parts:
        return {}
    if isinstance(node, Union):
        out = parts[0]
        for p in parts[1:]:
            for d, terms in p.items():
                if d in out:
                    out[d].extend(terms)
                else:
                    out[d] = terms
        return out
    out = {}
    for d, terms in parts[0].items():
        if all(d in p for p in parts[1:]):
            out[d] = terms + [t for p in parts[1:] for t in p[d]]
    return out


def matched(plan, docs) -> dict[int, frozenset[tuple[str, str]]]:
    """Document of `docs` -> the (field, term) pairs it matched in `plan`: the terms of the leaves that hold it, in
    the branches it matched (a phrase reports its terms, an intersection only when all its items match)."""
    found = _matched(plan, set(docs)) if plan is not None else {}
    return {d: frozenset(found.get(d, ())) for d in docs}
