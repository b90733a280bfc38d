"""The tree diff on small trees. The rule texts below are FIXTURES written by hand (not real CR text): they only
exercise the classification (moves, reference-only, typography, add/remove)."""
from __future__ import annotations

from rulesdb.diff import diff_trees, mask_refs, normalise, word_diff
from rulesdb.model import RuleNode
from rulesdb.ruleid import RuleId


def n(rid: str, text: str, title: str = "", examples: tuple[str, ...] = ()) -> RuleNode:
    return RuleNode(RuleId.parse(rid), "en", "fixture", title=title, text=text, examples=examples)  # fixture: true


def kinds(changes):
    return [(c.kind, str(c.old_id), str(c.new_id)) for c in changes]


def test_normalise_drops_typography_only():
    assert normalise("won’t  “prevent” – _Magic_™") == normalise("won't \"prevent\" - Magic")


def test_mask_refs_masks_cited_numbers_only():
    assert mask_refs("See rule 509.4 and rules 601.2b-d, then 702.7.") == "See rule # and rules #-#, then 702.7."
    assert mask_refs("a deck of 60 cards (see rule 100.2a)") == "a deck of 60 cards (see rule #)"


def test_word_diff_groups_one_deletion_and_one_insertion():
    assert word_diff("won't prevent that", "won't preclude that") == [("=", "won't "), ("-", "prevent"), ("+", "preclude"), ("=", " that")]
    assert word_diff("a b c", "a x y c") == [("=", "a "), ("-", "b"), ("+", "x y"), ("=", " c")]


def test_word_diff_compares_cjk_by_character():
    assert word_diff("规则一二三", "规则一四三") == [("=", "规则一"), ("-", "二"), ("+", "四"), ("=", "三")]


OLD = [
    n("100", "", title="Fixture Chapter"),
    n("100.1", "Alpha fixture rule talks about turtles and their shells in detail."),
    n("100.2", "Beta fixture rule about lanterns; see rule 100.3 for more."),
    n("100.3", "Gamma fixture rule about kettles boiling over on stoves."),
    n("100.4", "Delta fixture rule that will be deleted outright with nothing similar."),
]
NEW = [
    n("100", "", title="Fixture Chapter"),
    n("100.1", "Alpha fixture rule talks about turtles and their shells in detail."),
    n("100.2", "Beta fixture rule about lanterns; see rule 100.5 for more."),
    n("100.3", "Epsilon fixture rule, new, about gardens and hoses and watering cans."),
    n("100.5", "Gamma fixture rule about kettles boiling over on stoves."),
]


def test_moves_reference_only_added_removed():
    changes, unchanged, hidden = diff_trees(OLD, NEW)
    assert unchanged == 2 and hidden == 0
    assert kinds(changes) == [
        ("reference-only", "100.2", "100.2"),
        ("added", "None", "100.3"),
        ("removed", "100.4", "None"),
        ("moved", "100.3", "100.5"),
    ]


def test_a_reference_that_does_not_follow_a_move_is_a_change():
    new = [x if str(x.id) != "100.2" else n("100.2", "Beta fixture rule about lanterns; see rule 100.9 for more.") for x in NEW]
    changes, _u, _h = diff_trees(OLD, new)
    assert ("changed", "100.2", "100.2") in kinds(changes)


def test_typography_only_is_hidden_unless_asked():
    old = [n("100.1", "It won't \"prevent\" anything.")]
    new = [n("100.1", "It won’t “prevent” anything.")]
    assert diff_trees(old, new) == ([], 0, 1)
    changes, _u, hidden = diff_trees(old, new, typography=True)
    assert kinds(changes) == [("typography", "100.1", "100.1")] and hidden == 0


def test_near_same_text_under_a_new_number_is_a_move():
    old = [n("200.1", "Omega fixture rule describes a long procedure with many distinct steps in order.")]
    new = [n("300.7", "Omega fixture rule describes a long procedure with many distinct steps in sequence.")]
    changes, _u, _h = diff_trees(old, new)
    assert kinds(changes) == [("moved", "200.1", "300.7")]
    assert 0.6 <= changes[0].similarity < 1


def test_rewritten_rule_under_the_same_number_is_changed_not_added():
    old = [n("300.1", "Sigma fixture rule mentions ravens, crows and magpies.", examples=("Example: one.", "Example: two."))]
    new = [n("300.1", "Sigma fixture rule mentions ravens, crows and jays.")]
    changes, _u, _h = diff_trees(old, new)
    assert kinds(changes) == [("changed", "300.1", "300.1")]


# -- history through moves, on a hand-made three-release corpus (FIXTURE texts, not CR text) -----------
class _FakeReader:
    """Just what `history` reads: the nodes of each (lang, revision) tree, and no links derived by a build."""

    path = None

    def __init__(self, trees: dict[str, list[RuleNode]]):
        self.trees = trees

    def derived(self, kind):
        return {}

    def memo(self, key, build):
        return self.__dict__.setdefault("_memo_" + key, build())

    def forget(self, key):
        self.__dict__.pop("_memo_" + key, None)

    def tree(self, lang, revision):
        return iter(self.trees[revision])

    def rule_versions(self, rid, lang):
        return [(rev, node) for rev in sorted(self.trees) for node in self.trees[rev] if node.id == rid]


class _FakeCorpus:
    def __init__(self, trees):
        self.reader = _FakeReader(trees)

    def check_lang(self, lang):
        return lang

    def revisions(self, lang):
        return sorted(self.reader.trees)


ALPHA = "Alpha fixture rule talks about turtles and their shells in detail."
BETA = "Beta fixture rule about lanterns and the oil that keeps them burning."
GAMMA = "Gamma fixture rule about kettles boiling over on stoves in the kitchen."
FAKE = _FakeCorpus({
    "2001-01-01": [n("100.1", ALPHA), n("100.2", BETA)],
    "2002-01-01": [n("100.1", ALPHA), n("100.2", BETA), n("100.2", GAMMA)],      # an official duplicate number
    "2003-01-01": [n("100.1", ALPHA), n("100.2", BETA), n("100.3", GAMMA.replace("kitchen", "galley"))],
    "2004-01-01": [n("100.1", ALPHA), n("100.3", GAMMA.replace("kitchen", "galley"))],
})


def test_history_follows_the_second_copy_of_a_duplicate_number_to_its_new_number():
    from rulesdb.diff import history

    h = history(FAKE, "100.3")
    assert [(e.revision, str(e.old_id), str(e.new_id)) for e in h.changes] == [
        ("2002-01-01", "None", "100.2"), ("2003-01-01", "100.2", "100.3")]
    assert h.changes[0].new_text == GAMMA and h.changes[1].moved
    assert [t for tag, t in h.changes[1].words() if tag != "="] == ["kitchen", "galley"]
    assert h.present == ("2002-01-01", "2003-01-01", "2004-01-01")


def test_history_of_the_first_copy_stays_and_ends_when_removed():
    from rulesdb.diff import history

    h = history(FAKE, "100.2")
    assert [(e.revision, e.old_text, e.new_text) for e in h.changes] == [("2004-01-01", BETA, None)]
    assert h.present == ("2001-01-01", "2002-01-01", "2003-01-01") and h.reused == ()


def test_links_name_which_copy_of_a_duplicate_moved():
    from rulesdb.diff import links_from_changes

    old, new = FAKE.reader.trees["2002-01-01"], FAKE.reader.trees["2003-01-01"]
    changes, _u, _h = diff_trees(old, new)
    assert links_from_changes(old, new, changes) == (("100.2", 1, "100.3", 0),)
