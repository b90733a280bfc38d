"""What an older English release's rule is numbered in the newest one: a hit from a translation made from an older
release (pt-BR follows the English of 2020-11-20, zh that of 2026-01-16) says where its rule stands now
(pt 103.4, the mulligan in 2020, is 103.5 in 2026; zh 731, taking shortcuts, is 732).

Built at index time from the links `diff.release_links` finds between consecutive English releases (the build keeps
them in the store), kept in the lexicon; read at query time with no diff.
"""
from __future__ import annotations

from typing import Mapping

__all__ = ["renumbered_rules", "now_numbered"]


def renumbered_rules(corpus, en_revs: tuple[str, ...]) -> dict[str, dict[str, str]]:
    """English release -> {rule: its number in the newest English release, "" when no release after it has it},
    for every rule of an older dated release whose number changed (unchanged ones are left out)."""
    from ..diff import release_links

    dated = sorted(r for r in en_revs if r != "undated")
    if len(dated) < 2:
        return {}
    steps: list[dict[str, str]] = []
    for old, new in zip(dated, dated[1:]):
        step: dict[str, str] = {}
        for old_id, old_dup, new_id, _new_dup in release_links(corpus, "en", old, new):
            if old_id is not None and old_dup == 0:
                step[old_id] = new_id or ""
        steps.append(step)
    out: dict[str, dict[str, str]] = {}
    for k, rev in enumerate(dated[:-1]):
        moved: dict[str, str] = {}
        for node in corpus.reader.tree("en", rev):
            start = now = str(node.id)
            for step in steps[k:]:
                now = step.get(now, now)
                if not now:
                    break
            if now != start:
                moved[start] = now
        if moved:
            out[rev] = dict(sorted(moved.items()))
    return out


def now_numbered(renumbered: Mapping[str, Mapping[str, str]], english_rev: str | None, rule: str) -> str | None:
    """The newest English number of `rule` of the English release `english_rev` (a translation's followed
    release): None when the number is the same (or not known), "" when the rule is no longer in the rules."""
    if not english_rev or not rule:
        return None
    return renumbered.get(english_rev, {}).get(rule)
