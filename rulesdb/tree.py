"""Validation of one parsed tree: duplicates, gaps in subrule letters, orphans, references to missing rules.

Each finding is a `ParseWarning` with the source line, so that `rulesdb sources` and `rulesdb parse` can show it.
"""
from __future__ import annotations

from collections import defaultdict

from .model import ParseWarning, RuleNode
from .ruleid import letter_index, letter_at

__all__ = ["validate_nodes"]


def validate_nodes(nodes: tuple[RuleNode, ...] | list[RuleNode], source: str = "", check_refs: bool | None = None) -> list[ParseWarning]:
    """Findings for the nodes of one source (all languages, each checked within its own language)."""
    out: list[ParseWarning] = []
    by_lang: dict[str, list[RuleNode]] = defaultdict(list)
    for n in nodes:
        by_lang[n.lang].append(n)
    all_ids = {n.id for n in nodes}
    if check_refs is None:  # references and orphans are only checkable in a whole CR text, not in a page
        check_refs = len({n.id.major for n in nodes if n.id.major >= 100}) >= 50
    for lang, lang_nodes in by_lang.items():
        out.extend(_validate_lang(lang, lang_nodes, source, check_refs, all_ids))
    return sorted(out, key=lambda w: w.line)


def _validate_lang(lang: str, nodes: list[RuleNode], source: str, full: bool, all_ids: set) -> list[ParseWarning]:
    out: list[ParseWarning] = []
    seen: dict = {}
    for n in nodes:
        if n.id in seen:
            out.append(ParseWarning(n.line, f"duplicate number {n.id} ({lang}); first at line {seen[n.id].line}; both kept", source))
        else:
            seen[n.id] = n
    ids = set(seen)
    # orphans: a subrule without its rule, a rule without its chapter (only meaningful in a full text)
    if full and len({n.id.major for n in nodes if n.id.major >= 100}) >= 50:  # a partial translation has orphans by nature
        for rid, n in seen.items():
            parent = rid.parent
            if parent is not None and parent.kind != "section" and parent not in ids:
                out.append(ParseWarning(n.line, f"{rid} ({lang}) has no parent {parent} in this source", source))
    # gaps in letters
    letters: dict = defaultdict(list)
    for rid in ids:
        if rid.letters:
            letters[rid.rule].append(rid)
    for rule, subs in letters.items():
        idx = sorted(int(letter_index(s.letters)) for s in subs if letter_index(s.letters) == int(letter_index(s.letters)))
        expected = 0
        for i in idx:
            if i > expected:
                missing = ", ".join(f"{rule}{letter_at(k)}" for k in range(expected, min(i, expected + 3)))
                first = seen[min(subs)]
                out.append(ParseWarning(first.line, f"gap in subrules of {rule} ({lang}): no {missing}", source))
            expected = i + 1
    if full:
        for n in nodes:
            for ref in n.refs:
                if ref not in all_ids and ref.kind != "section":
                    out.append(ParseWarning(n.line, f"{n.id} ({lang}) cites rule {ref}, which is not in this release", source))
    return out
