"""Composed renderings (kind `composed`): a multi-word English term nothing prints, worded from its parts.

For a language, every multi-word term that has a printed rendering is a worked example of how the language joins
the renderings of two parts: `declare blockers step` = `declare blockers` + `step` is printed `etapa de declaração
de bloqueadores` beside `declaração de bloqueadores` and `etapa`, which gives the pattern `{B} de {A}` for the
last word `step`. A pattern is read only where both parts' printed renderings stand in the printed rendering
as they are (up to case); a term with no printed (nor rules-text) rendering of its own is then composed from the
printed renderings of its parts with the pattern its last part (else the language as a whole) shows most, when
at least `MIN_EXAMPLES` printed terms show it and it is at least `MIN_SHARE` of the examples.

A composed rendering is a guess, marked as one: kind `composed`, `count` the printed examples of its pattern,
`score` the pattern's share of them, `example` the pattern and the parts (`{B} de {A} = etapa + ...`). It is
written only for a term that has no printed rendering in the language, so it never outranks a printed one.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from typing import Iterable, Sequence

from .english import EnglishTerm
from .record import Rendering

__all__ = ["COMPOSED_KIND", "compose"]

COMPOSED_KIND = "composed"
MIN_EXAMPLES = 3
MIN_SHARE = 0.5


def _pattern(whole: str, a: str, b: str) -> str | None:
    """`whole` with `a` and `b` replaced by `{A}` and `{B}` (case ignored), or None when they do not both stand
    in it apart; the glue between and around them must be short (a preposition, a particle)."""
    low, la, lb = whole.lower(), a.lower(), b.lower()
    if not la or not lb or la == lb:
        return None
    ia, ib = low.find(la), low.find(lb)
    if ia < 0 or ib < 0 or (ia < ib + len(lb) and ib < ia + len(la)):
        return None
    first, second = ((ia, la, "{A}"), (ib, lb, "{B}")) if ia < ib else ((ib, lb, "{B}"), (ia, la, "{A}"))
    before = low[:first[0]]
    between = low[first[0] + len(first[1]):second[0]]
    after = low[second[0] + len(second[1]):]
    if before or after or len(between) > 4:
        return None
    return first[2] + between + second[2]


def _apply(pattern: str, a: str, b: str, lang: str) -> str:
    text = pattern.replace("{A}", a).replace("{B}", b)
    if " " not in pattern and any(c.isupper() for c in text[1:]):
        text = text[:1] + text[1:].lower()  # one word: Kampf + Schaden = Kampfschaden
    return text


def compose(rows: Sequence[Rendering], terms: Iterable[EnglishTerm], lang: str) -> list[Rendering]:
    """Composed renderings in `lang` for the multi-word `terms` that `rows` (the derived renderings of every
    language) give no printed nor rules-text rendering in `lang`."""
    top: dict[str, Rendering] = {}
    has: set[str] = set()
    for r in rows:
        if r.lang != lang:
            continue
        has.add(r.term)
        if r.kind == "printed" and r.rank == 1:
            top[r.term] = r
    by_last: dict[str, Counter] = defaultdict(Counter)
    every: Counter = Counter()
    for term, r in sorted(top.items()):
        words = term.split()
        for k in range(1, len(words)):
            a, b = " ".join(words[:k]), " ".join(words[k:])
            if a in top and b in top:
                p = _pattern(r.rendering, top[a].rendering, top[b].rendering)
                if p is not None:
                    by_last[b][p] += 1
                    every[p] += 1
                    break
    out: list[Rendering] = []
    for t in sorted({t.term for t in terms}):
        words = t.split()
        if len(words) < 2 or t in has:
            continue
        for k in range(len(words) - 1, 0, -1):  # the longest known head first: declare blockers + step
            a, b = " ".join(words[:k]), " ".join(words[k:])
            if a not in top or b not in top:
                continue
            counts = by_last.get(b) if sum(by_last.get(b, Counter()).values()) >= MIN_EXAMPLES else every
            if not counts:
                continue
            pattern, n = min(counts.items(), key=lambda x: (-x[1], x[0]))
            total = sum(counts.values())
            if n < MIN_EXAMPLES or n < MIN_SHARE * total:
                continue
            text = _apply(pattern, top[a].rendering, top[b].rendering, lang)
            out.append(Rendering(t, lang, text, COMPOSED_KIND, 1, n, total, round(n / total, 4), "", "", False, (),
                                 f"{pattern} = {top[a].rendering} + {top[b].rendering}"))
            break
    return out
