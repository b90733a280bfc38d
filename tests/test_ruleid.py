"""RuleId: the facts of CR numbering (DESIGN.md): numeric order, letters skipping l and o, z -> aa, ranges."""
import pytest

from rulesdb.errors import InvalidRuleIdError, RulesDBError
from rulesdb.ruleid import RuleId, letter_at, next_letter, parse_range


@pytest.mark.parametrize("text,kind,out", [
    ("7", "section", "7"), ("702", "chapter", "702"), ("702.7", "rule", "702.7"), ("702.7.", "rule", "702.7"),
    ("702.7b", "subrule", "702.7b"), ("704.5aa", "subrule", "704.5aa"), (" 100.1 ", "rule", "100.1"),
])
def test_parse_and_format(text, kind, out):
    rid = RuleId.parse(text)
    assert rid.kind == kind
    assert str(rid) == out


def test_official_form_has_period_only_on_rules_and_chapters():
    assert RuleId.parse("702.7").official() == "702.7."
    assert RuleId.parse("702.7b").official() == "702.7b"


def test_numeric_order_not_string_order():
    ids = [RuleId.parse(x) for x in ["702.100", "702.10", "702.9", "702.7b", "702.7", "702", "7", "8", "100", "704.5aa", "704.5z"]]
    assert [str(i) for i in sorted(ids)] == ["100", "7", "702", "702.7", "702.7b", "702.9", "702.10", "702.100", "704.5z", "704.5aa", "8"]


def test_letters_skip_l_and_o_and_z_is_followed_by_aa():
    assert next_letter("k") == "m"
    assert next_letter("n") == "p"
    assert next_letter("z") == "aa"
    assert next_letter("") == "a"
    assert letter_at(0) == "a" and letter_at(23) == "z" and letter_at(24) == "aa"
    assert RuleId.parse("704.5z").next_letter() == RuleId.parse("704.5aa")


def test_parents_and_containment():
    rid = RuleId.parse("702.7b")
    assert [str(a) for a in rid.ancestors()] == ["702.7", "702", "7"]
    assert RuleId.parse("702").contains(rid)
    assert not RuleId.parse("702.70").contains(rid)


@pytest.mark.parametrize("text,expected", [
    ("601.2f-h", ["601.2f", "601.2g", "601.2h"]),
    ("601.2f–h", ["601.2f", "601.2g", "601.2h"]),
    ("601.2f–601.2h", ["601.2f", "601.2g", "601.2h"]),
    ("704.5k-n", ["704.5k", "704.5m", "704.5n"]),
    ("702.7-9", ["702.7", "702.8", "702.9"]),
    ("702.7b", ["702.7b"]),
])
def test_ranges(text, expected):
    assert [str(r) for r in parse_range(text)] == expected


@pytest.mark.parametrize("bad", ["", "abc", "70.2", "702.7b-a", "702.7-702.6", "1234", "702.7B"])
def test_bad_ids_raise_one_error_type(bad):
    with pytest.raises(InvalidRuleIdError) as info:
        parse_range(bad)
    assert isinstance(info.value, RulesDBError)
    assert "\n" not in str(info.value)
