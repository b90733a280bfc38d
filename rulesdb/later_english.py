"""What became of a rule of one English release in the later ones: changed, removed, or only renumbered.

A translation follows one English release; its paragraphs are stale where the English changed after it. English
renumbers: the English of 2024-09-20 inserted a rule into 103, so pt-BR 103.3 of 2020 (the starting life total) is
103.4 there, with the same text. Compared number by number, 103.3 looked changed and 103.3b looked removed; followed
through the links the build keeps between consecutive releases (`diff.release_links`), they are renumbered. Used by
the store-wide check and the page check.
"""
from __future__ import annotations

from dataclasses import dataclass

from .model import UNDATED, RuleNode
from .release_match import normalize_wording
from .ruleid import RuleId

__all__ = ["LaterFate", "later_numbers", "later_fate", "numbered_in"]


@dataclass(frozen=True)
class LaterFate:
    """The first thing that happened to a rule after the release a translation follows: `kind` changed (its text,
    `node` the rule in `release`, numbered `now`), removed (`now` ""), or renumbered (the same text, numbered `now`
    from `release` on, and never changed since)."""

    kind: str
    release: str
    now: str
    node: RuleNode | None = None


def later_numbers(corpus, release: str) -> list[tuple[str, dict[str, str]]]:
    """Each English release after `release`, with the numbers its rules took from the release before it (103.4 of
    2020-11-20 is 103.5 of 2024-09-20); a removed rule maps to "". Kept with the store's reader."""
    from .diff import release_links

    def build() -> list[tuple[str, dict[str, str]]]:
        dated = [r for r in corpus.revisions("en") if r != UNDATED and r >= release]
        out = []
        for old, new in zip(dated, dated[1:]):
            moved = {old_id: new_id or "" for old_id, old_dup, new_id, _new_dup in release_links(corpus, "en", old, new)
                     if old_id is not None and old_dup == 0}
            out.append((new, moved))
        return out

    return corpus.reader.memo(f"later-numbers/{release}", build)


def _numbers_after(corpus, release: str, number: str, target: str | None = None):
    """(release, the number rule `number` of `release` has there: "" once removed) for each later English
    release, up to `target` when given."""
    for rev, moved in later_numbers(corpus, release):
        if target is not None and rev > target:
            return
        number = moved.get(number, number) if number else ""
        yield rev, number


def later_fate(corpus, rule: RuleNode, release: str, target: str | None = None) -> LaterFate | None:
    """What became of English `rule` (of `release`) in the later English releases (up to `target` when given);
    None when nothing did."""
    renumbered = None
    before = normalize_wording(rule.display)
    for rev, now in _numbers_after(corpus, release, str(rule.id), target):
        found = corpus.reader.get(RuleId.parse(now), "en", rev) if now else []
        if not found:
            return LaterFate("removed", rev, "")
        if now != str(rule.id) and renumbered is None:
            renumbered = LaterFate("renumbered", rev, now, found[0])
        if normalize_wording(found[0].display) != before:
            return LaterFate("changed", rev, now, found[0])
    return renumbered


def numbered_in(corpus, release: str, target: str) -> dict[str, list[tuple[str, str]]]:
    """Each rule number of English `release` -> the numbers it has in each later release up to `target`, as
    (release, number) in release order ("" once it is removed): where a translation that follows `release`
    stands in `target`."""
    return {str(node.id): list(_numbers_after(corpus, release, str(node.id), target))
            for node in corpus.reader.tree("en", release)}
