"""Tree validation: duplicates, letter gaps (l and o are not gaps), orphans and dangling references.

The nodes here are hand-written fixtures (ids only, placeholder text), not CR text.
"""
from rulesdb.model import RuleNode
from rulesdb.ruleid import RuleId
from rulesdb.tree import validate_nodes

FIXTURE = True


def node(rid, line, refs=()):
    return RuleNode(RuleId.parse(rid), "en", text="fixture", line=line, refs=tuple(RuleId.parse(r) for r in refs))


def test_duplicates_and_gaps_are_reported_with_lines():
    nodes = [node("704.5", 1), node("704.5a", 2), node("704.5c", 3), node("704.5k", 4), node("704.5m", 5), node("704.5c", 6)]
    msgs = [(w.line, w.message) for w in validate_nodes(nodes, "fixture")]
    assert any(line == 6 and "duplicate number 704.5c" in m for line, m in msgs)
    gaps = [m for _l, m in msgs if "gap" in m]
    assert [g.split(": no ")[1] for g in gaps] == ["704.5b", "704.5d, 704.5e, 704.5f"]  # k -> m skips l: no gap there


def test_references_and_orphans_only_checked_in_a_whole_text():
    page = [node("702.7", 1), node("702.7a", 2, refs=["510"])]
    assert validate_nodes(page, "page") == []
    whole = [node(f"{c}.1", c) for c in range(100, 160)] + [node("702.7a", 999, refs=["510", "999.9"])]
    msgs = [w.message for w in validate_nodes(whole, "whole")]
    assert any("cites rule 999.9" in m for m in msgs)
    assert any("702.7a (en) has no parent 702.7" in m for m in msgs)


def test_a_reference_to_a_rule_in_another_language_of_the_same_source_is_fine():
    nodes = [node(f"{c}.1", c) for c in range(100, 160)]
    pt = RuleNode(RuleId.parse("100.1a"), "pt", text="fixture", line=500, refs=(RuleId.parse("120.1"),))
    assert not [w for w in validate_nodes(nodes + [pt], "po") if "cites" in w.message]
