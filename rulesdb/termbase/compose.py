"""Composed renderings (kind `composed`): a multi-word English term nothing prints, worded from its parts.

For a language, every multi-word term that has a printed rendering is a worked example of how the language joins
the renderings of two parts: `declare blockers step` = `declare blockers` + `step` is printed `etapa de declaração
de bloqueadores` beside `declaração de bloqueadores` and `etapa`, which gives the pattern `{B} de {A}` for the
last part `step`. A pattern is read only where both parts' printed renderings stand in the printed rendering as
they are (up to case). The parts are terms themselves (deriving the single words of multi-word headwords as parts was
tried: their renderings are noisy and, derived beside the terms, they shift the terms' own renderings).

A term with no printed (nor rules-text) rendering of its own is composed from the printed renderings of two
parts with the pattern that its last part shows (else its first part, else the language as a whole when one
pattern dominates: `DOMINANT` of the examples, as `{A}{B}` in Japanese) in at least `MIN_EXAMPLES` printed terms
and `MIN_SHARE` of them. Only printed renderings scoring at least `MIN_PART_SCORE` are read, as parts or examples.

A composed rendering is a guess, marked as one: kind `composed`, `count` the printed examples of its pattern,
`total` the examples read for that part, `score` the pattern's share, `example` the pattern and the parts
(`{B} de {A} = etapa + ...`). It is written only for a term without a printed rendering in the language, so it
never outranks a printed one. `check` composes the printed terms themselves as if unprinted, to measure it: a
language where that comes out right less than `MIN_CHECK` of the time composes nothing.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from typing import Iterable, Sequence

from .english import EnglishTerm
from .record import Rendering

__all__ = ["COMPOSED_KIND", "compose", "check"]

COMPOSED_KIND = "composed"
MIN_EXAMPLES = 3
MIN_SHARE = 0.5
DOMINANT = 0.8
#: a part's printed rendering is used (and read in an example) only when it scores at least this: a weak rendering
#: (a particle or a neighbouring word glued on, 전투피해를, 一个黄金衍生) would be copied into every composition
MIN_PART_SCORE = 0.5
#: a language composes only when its printed multi-word terms, composed as if unprinted (`check`), come out as
#: printed at least this often, over at least `MIN_CHECKED` of them (Russian declines its parts: 0 of 23)
MIN_CHECK = 0.5
MIN_CHECKED = 10


def _pattern(whole: str, a: str, b: str) -> str | None:
    """`whole` with `a` and `b` replaced by `{A}` and `{B}` (case ignored), or None when they do not both stand
    in it apart; the glue between them must be short (a preposition, a particle) and nothing may stand around."""
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


def _apply(pattern: str, a: str, b: str) -> str:
    text = pattern.replace("{A}", a).replace("{B}", b)
    if " " not in pattern and any(c.isupper() for c in text[1:]):
        text = text[:1] + text[1:].lower()  # one word: Kampf + Schaden = Kampfschaden
    return text


class _Patterns:
    """The patterns printed multi-word terms show in one language, by last part, by first part and overall."""

    def __init__(self, top: dict[str, Rendering], skip: str | None = None):
        self.by_last: dict[str, Counter] = defaultdict(Counter)
        self.by_first: dict[str, Counter] = defaultdict(Counter)
        self.every: Counter = Counter()
        for term, r in sorted(top.items()):
            if term == skip or r.kind != "printed":
                continue
            words = term.split()
            for k in range(len(words) - 1, 0, -1):
                a, b = " ".join(words[:k]), " ".join(words[k:])
                if a in top and b in top and a != skip and b != skip:
                    p = _pattern(r.rendering, top[a].rendering, top[b].rendering)
                    if p is not None:
                        self.by_last[b][p] += 1
                        self.by_first[a][p] += 1
                        self.every[p] += 1
                        break

    def choose(self, a: str, b: str) -> tuple[str, int, int] | None:
        for counts, share in ((self.by_last.get(b), MIN_SHARE), (self.by_first.get(a), MIN_SHARE),
                              (self.every, DOMINANT)):
            if not counts or sum(counts.values()) < MIN_EXAMPLES:
                continue
            pattern, n = min(counts.items(), key=lambda x: (-x[1], x[0]))
            total = sum(counts.values())
            if n >= MIN_EXAMPLES and n >= share * total:
                return pattern, n, total
            return None  # the nearest evidence disagrees: no guess
        return None


def _tops(rows: Iterable[Rendering], lang: str) -> tuple[dict[str, Rendering], set[str]]:
    top: dict[str, Rendering] = {}
    has: set[str] = set()
    for r in rows:
        if r.lang != lang:
            continue
        if r.kind in ("printed", "rules-text"):
            has.add(r.term)
        if r.kind == "printed" and r.rank == 1 and r.score >= MIN_PART_SCORE:
            top[r.term] = r
    return top, has


def _compose_one(t: str, top: dict[str, Rendering], patterns: _Patterns, lang: str) -> Rendering | None:
    words = t.split()
    for k in range(len(words) - 1, 0, -1):  # the longest known first part first: declare blockers + step
        a, b = " ".join(words[:k]), " ".join(words[k:])
        if a not in top or b not in top:
            continue
        chosen = patterns.choose(a, b)
        if chosen is None:
            continue
        pattern, n, total = chosen
        text = _apply(pattern, top[a].rendering, top[b].rendering)
        return Rendering(t, lang, text, COMPOSED_KIND, 1, n, total, round(n / total, 4), "", "", False, (),
                         f"{pattern} = {top[a].rendering} + {top[b].rendering}")
    return None


def compose(rows: Sequence[Rendering], terms: Iterable[EnglishTerm], lang: str) -> list[Rendering]:
    """Composed renderings in `lang` for the multi-word `terms` that `rows` (the derived renderings) give no
    printed nor rules-text rendering in `lang`."""
    right, checked = check(rows, terms, lang)
    if checked < MIN_CHECKED or right < MIN_CHECK * checked:
        return []
    top, has = _tops(rows, lang)
    patterns = _Patterns(top)
    out = []
    for t in sorted({t.term for t in terms}):
        if " " in t and t not in has:
            r = _compose_one(t, top, patterns, lang)
            if r is not None:
                out.append(r)
    return out


def check(rows: Sequence[Rendering], terms: Iterable[EnglishTerm], lang: str) -> tuple[int, int]:
    """(right, composed): every multi-word term with a printed rendering composed as if it had none (its own
    example left out of the patterns); right when the composition is its printed rendering (case ignored)."""
    top, _has = _tops(rows, lang)
    right = n = 0
    for t in sorted({t.term for t in terms}):
        if " " in t and t in top:
            r = _compose_one(t, top, _Patterns(top, skip=t), lang)
            if r is not None:
                n += 1
                right += r.rendering.lower() == top[t].rendering.lower()
    return right, n
