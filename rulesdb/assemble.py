"""Tree assembly: from parsed sources to one tree per (language, release), deciding which source gives each rule.

Several sources can give the same rule in the same language and release: the official text and a PO file, a
seed page and a revised copy of it, an English text and the English companion of a translation. The rule that
decides, in this order:

1. a **primary** source outranks a **companion** text (the English source a translation was made from); a
   companion forms a tree only for a (language, release) that no primary source covers at all, and never fills
   gaps in an official text;
2. the **format**: an official CR text outranks a PO file, which outranks a rule-site page, which outranks a saved
   HTML page (`FORMAT_RANK`);
3. between two sources of the same role and format, the one **listed later** wins: a later folder (the user's
   fetched pages, `--sources` folders) replaces the embedded default, and a later manifest entry an earlier one.
   So a revised copy of a page replaces the page instead of hiding behind it.

Every such decision is kept as an `Override` (aggregated per pair of sources), so that the build can say which
source won and why. Pure: no SQLite, no files.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from .i18n import N_
from .model import ParseResult, RuleNode
from .ruleid import RuleId

__all__ = ["FORMAT_RANK", "REASONS", "Override", "Assembly", "assemble", "Source"]

#: Source format rank inside one (language, revision) tree: lower wins a rule id present in several sources.
FORMAT_RANK = {"cr-text": 0, "po": 1, "bilingual": 2, "es-site": 2, "it-wiki": 2, "html": 3}


class Source(Protocol):
    """What assembly needs to know of a source (a `store.StoredSource` is one)."""

    name: str
    role: str
    format: str


@dataclass(frozen=True)
class Override:
    """`winner` gives `count` rules of the (lang, revision) tree that `loser` also has, for `reason`."""

    lang: str
    revision: str
    winner: str
    loser: str
    count: int
    why: str              # a key of REASONS
    winner_format: str = ""
    loser_format: str = ""
    example: str = ""     # one of the rule ids concerned

    @property
    def reason(self) -> str:
        """Why the winner wins, in English (the CLI shows `REASONS[why]` in the UI language)."""
        return REASONS[self.why].format(winner=self.winner_format, loser=self.loser_format)

    def to_json(self) -> dict:
        return {"lang": self.lang, "revision": self.revision, "winner": self.winner, "loser": self.loser,
                "rules": self.count, "reason": self.reason, "example": self.example}


@dataclass(frozen=True)
class Assembly:
    """The assembled corpus: the sources in rank order (best first), and for each source which of its nodes and
    glossary entries belong to a tree. `trees` maps (lang, revision) to (revision label, node count)."""

    sources: tuple[tuple[Source, ParseResult], ...]
    ranks: tuple[int, ...]  # the position of each source in the list given to `assemble`
    node_in_tree: tuple[tuple[bool, ...], ...]
    glossary_in_tree: tuple[tuple[bool, ...], ...]
    trees: dict[tuple[str, str], tuple[str, int]]
    overrides: tuple[Override, ...]

    def trees_nodes(self) -> dict[tuple[str, str], list[RuleNode]]:
        """The nodes of every tree, (lang, revision) -> nodes in rule order (the order the store gives them)."""
        out: dict[tuple[str, str], list[RuleNode]] = {}
        for (_src, result), flags in zip(self.sources, self.node_in_tree):
            for n, keep in zip(result.nodes, flags):
                if keep:
                    out.setdefault((n.lang, n.revision), []).append(n)
        for nodes in out.values():
            nodes.sort(key=lambda n: n.id.sort_key())
        return out


#: why one source gives a rule another also has (templates marked for translation, shown by the CLI)
REASONS = {
    "role": N_("a primary source outranks a companion text"),
    "format": N_("format {winner} outranks {loser}"),
    "later": N_("listed later: a newer copy (a later folder or manifest entry) replaces an earlier one"),
}


def _rank_key(position: int, src: Source) -> tuple[int, int, int]:
    return (0 if src.role == "primary" else 1, FORMAT_RANK.get(src.format, 4), -position)


def assemble(parsed: list[tuple[Source, ParseResult]]) -> Assembly:
    """Decide, for every (language, revision, rule id), which of `parsed` (in collection order) gives it."""
    order = sorted(range(len(parsed)), key=lambda i: _rank_key(i, parsed[i][0]))
    primary_trees = {(n.lang, n.revision) for src, res in parsed if src.role == "primary" for n in res.nodes}
    owner: dict[tuple[str, str, RuleId], int] = {}
    gloss_owner: dict[tuple[str, str, str], int] = {}
    counts: dict[tuple[str, str], int] = {}
    labels: dict[tuple[str, str], str] = {}
    lost: dict[tuple[str, str, int, int], list[str]] = {}
    node_flags, gloss_flags = [], []
    for i in order:
        src, result = parsed[i]
        flags = []
        for node in result.nodes:
            key = (node.lang, node.revision, node.id)
            if src.role != "primary" and key[:2] in primary_trees:
                keep = False
            else:
                keep = owner.setdefault(key, i) == i
                if not keep:
                    lost.setdefault((node.lang, node.revision, owner[key], i), []).append(str(node.id))
            if keep:
                counts[key[:2]] = counts.get(key[:2], 0) + 1
                if result.revision_label and node.revision == result.revision:
                    labels.setdefault(key[:2], result.revision_label)
            flags.append(keep)
        node_flags.append(tuple(flags))
        gflags = []
        for g in result.glossary:
            gkey = (g.lang, g.revision, g.term.casefold())
            gflags.append(gloss_owner.setdefault(gkey, i) == i)
        gloss_flags.append(tuple(gflags))
    overrides = []
    for (lang, rev, w, l), ids in lost.items():
        wsrc, lsrc = parsed[w][0], parsed[l][0]
        if wsrc.role != lsrc.role:
            why = "role"
        elif FORMAT_RANK.get(wsrc.format, 4) != FORMAT_RANK.get(lsrc.format, 4):
            why = "format"
        else:
            why = "later"
        overrides.append(Override(lang, rev, wsrc.name, lsrc.name, len(ids), why, wsrc.format, lsrc.format, ids[0]))
    return Assembly(
        sources=tuple(parsed[i] for i in order), ranks=tuple(order), node_in_tree=tuple(node_flags),
        glossary_in_tree=tuple(gloss_flags),
        trees={k: (labels.get(k, ""), n) for k, n in counts.items()}, overrides=tuple(overrides))
