"""The in-memory scorer of the full-text search (`rulesdb/search/scoring.py`, `RuleIndex.search`): the same
documents and scores as whoosh's own matchers (`RuleIndex._search_whoosh`) where whoosh is consistent, the
coordination of a soft group, NOT, phrases, and concurrent searches."""
from __future__ import annotations

import re
import shutil

import pytest

from rulesdb.search.compile import And, AnyOf, Match, Not, Or
from rulesdb.search.scoring import Exclude, Inter, Leaf, Union, matched, top

EN = {"en": "2026-08-07"}


@pytest.fixture(scope="module")
def home(tmp_path_factory, indexed_home):
    home = tmp_path_factory.mktemp("scoring_home")
    shutil.copytree(indexed_home, home, dirs_exist_ok=True)
    return home


@pytest.fixture()
def index(home):
    """A freshly opened index (empty caches) for each test."""
    from rulesdb.search import open_index

    ix = open_index(home)
    yield ix
    ix.close()


def _en(*terms, exact=(), boost=1.0):
    return Match("en", tuple(terms), tuple(exact), boost)


def _scopes(index, *langs):
    return {l: index.lexicon.languages[l].default for l in langs}


# -- the same as whoosh ---------------------------------------------------------------------------

#: trees whoosh scores consistently (no coordination: its coordination depends on the document number)
SAME_AS_WHOOSH = [
    AnyOf((_en("trampl", exact=("trample",)),)),
    _en("first", "strike"),
    AnyOf((_en("deathtouch", exact=("deathtouch",)), _en("lifelink", exact=("lifelink",), boost=0.6))),
    And((AnyOf((_en("trampl", exact=("trample",)),)), AnyOf((_en("damag", exact=("damage",)),)))),
    AnyOf((Match("pt", ("atropel",), ("atropelar",)), _en("trampl", exact=("trample",), boost=0.6))),
    AnyOf((Match("zh", ("先攻",), ("先攻",)), _en("first", "strike", boost=0.9))),
]


@pytest.mark.parametrize("tree", SAME_AS_WHOOSH, ids=range(len(SAME_AS_WHOOSH)))
def test_same_documents_scores_and_terms_as_whoosh(index, tree):
    scopes = _scopes(index, "en", "pt", "zh")
    ours = index.search(tree, scopes, limit=20)
    theirs = index._search_whoosh(tree, scopes, limit=20)
    assert ours, "the query should find something"
    assert [f.doc.key for f in ours] == [f.doc.key for f in theirs]
    for a, b in zip(ours, theirs):
        assert a.score == pytest.approx(b.score, rel=1e-9)
        assert a.matched == b.matched


def test_a_soft_query_finds_what_whoosh_finds(index):
    """A soft group (coordination): the same documents as whoosh on top, scores within whoosh's own drift."""
    tree = Or((AnyOf((_en("trampl", exact=("trample",)),)), AnyOf((_en("block", exact=("blocking",)),)),
               AnyOf((_en("creatur", exact=("creature",)),))))
    ours = index.search(tree, EN, limit=10)
    theirs = index._search_whoosh(tree, EN, limit=10)
    assert len({f.doc.key for f in ours[:5]} & {f.doc.key for f in theirs[:5]}) >= 4
    theirs_by_key = {f.doc.key: f.score for f in theirs}
    for f in ours:
        if f.doc.key in theirs_by_key:
            assert f.score == pytest.approx(theirs_by_key[f.doc.key], rel=0.1)


# -- semantics ------------------------------------------------------------------------------------

def test_not_excludes_inside_a_soft_group(index):
    """whoosh's Or(a, Not(b)) matched every document without b; here NOT excludes b from what a finds."""
    trample = AnyOf((_en("trampl", exact=("trample",)),))
    walkers = AnyOf((_en("planeswalk", exact=("planeswalker",)),))
    with_walkers = {f.doc.key for f in index.search(trample, EN, limit=200) if f.matched & {("en", "planeswalk")}}
    plain = index.search(AnyOf((trample, walkers)), EN, limit=200)
    walker_docs = {f.doc.key for f in plain if ("en", "planeswalk") in f.matched}
    found = index.search(Or((trample, Not(walkers))), EN, limit=200)
    keys = {f.doc.key for f in found}
    assert found and all(("en", "trampl") in f.matched or ("en!", "trample") in f.matched for f in found)
    assert not keys & walker_docs
    assert not keys & with_walkers
    assert len(index.search(And((trample, Not(walkers))), EN, limit=200)) == len(found)


def test_a_phrase_needs_its_words_in_a_row(index):
    """A phrase leaf (title or text) holds the documents with its words in a row, not those with both apart."""
    allowed = index._filter(EN)
    key = tuple(sorted(EN.items()))

    def phrase(*words):
        return set(index._leaf("b_en", words, 1.0, key, allowed).weights)

    first, strike = phrase("first"), phrase("strike")
    in_order, reverse = phrase("first", "strike"), phrase("strike", "first")
    assert len(in_order) > 5 and in_order < first & strike
    for d in in_order:
        doc = index._doc(d)
        assert "first strike" in f"{doc.text}\n{doc.examples}".lower().replace("first-strike", "first strike")
    assert len(reverse) < len(in_order) and reverse != in_order


def test_a_phrase_with_a_stop_word_inside_needs_its_words_at_their_places(index):
    """`leaves the battlefield` is analysed `leav` (0), `battlefield` (2): the text's `the` has its place between
    them. Required in a row, the phrase matched nothing and "leaves the battlefield" found 403.1-403.3, which only
    say battlefield."""
    from rulesdb.search import parse_query
    from rulesdb.search.compile import compile_query

    compiled = compile_query(parse_query('"leaves the battlefield"')[0], "en", index)
    assert any(m.terms == ("leav", "battlefield") and m.at == (0, 2) for m, _c in compiled.covers)
    allowed = index._filter(EN)
    key = tuple(sorted(EN.items()))
    found = set(index._leaf("b_en", ("leav", "battlefield"), 1.0, key, allowed, (0, 2)).weights)
    assert len(found) > 10
    for d in found:  # any form of `leave`: the text is stemmed (`leaving the battlefield`)
        doc = index._doc(d)
        assert re.search(r"leav\w*[ -]the[ -]battlefield", f"{doc.text}\n{doc.examples}".lower()), doc.text
    assert not set(index._leaf("b_en", ("leav", "battlefield"), 1.0, key, allowed).weights) & found
    hits = index.search(compiled.tree, EN, limit=5)
    assert all("leaves" in f.doc.text.lower() for f in hits if f.doc.kind == "rule")


def test_the_scopes_filter_documents(index):
    tree = AnyOf((_en("trampl", exact=("trample",)), Match("pt", ("atropel",), ("atropelar",))))
    pt = index.search(tree, _scopes(index, "pt"), limit=50)
    en = index.search(tree, EN, limit=50)
    assert pt and all(f.doc.lang == "pt" for f in pt)
    assert en and all(f.doc.lang == "en" and "2026-08-07" in f.doc.revs for f in en)


def test_concurrent_searches_return_what_serial_ones_do(home, index, all_at_once):
    from rulesdb.search import open_index

    trees = [SAME_AS_WHOOSH[0], SAME_AS_WHOOSH[1], SAME_AS_WHOOSH[4], SAME_AS_WHOOSH[5],
             Or((AnyOf((_en("commander", exact=("commander",)),)), AnyOf((_en("damag", exact=("damage",)),)))),
             Or((AnyOf((_en("token"),)), AnyOf((_en("graveyard"),)), _en("token", "graveyard", boost=2.0)))]
    scopes = _scopes(index, "en", "pt", "zh")
    serial = [[(f.doc.key, f.score, f.matched) for f in index.search(t, scopes, 30)] for t in trees]
    shared = open_index(home)  # cold caches, filled by the threads at once
    results: dict[tuple[int, int], list] = {}

    def work(n: int, wait) -> None:
        wait()
        for i in range(len(trees)):
            j = (i + n) % len(trees)
            results[(n, j)] = [(f.doc.key, f.score, f.matched) for f in shared.search(trees[j], scopes, 30)]

    errors = all_at_once(8, work)
    shared.close()
    assert not errors
    for (_n, j), got in results.items():
        assert got == serial[j]


# -- the scoring plan alone -----------------------------------------------------------------------

def _leaf(weights, boost=1.0, term="t", lang="en", count=1):
    return Leaf(weights, boost, ((f"b_{lang}", term),), count, lang)


def test_union_sums_with_boosts_and_inter_needs_every_item():
    a, b = _leaf({1: 1.0, 2: 2.0}, term="a"), _leaf({2: 1.0, 3: 4.0}, boost=0.5, term="b")
    assert dict(top(Union((a, b)), 10, {})) == {1: 1.0, 2: 2.5, 3: 2.0}
    assert top(Inter((a, b)), 10, {}) == [(2, 2.5)]
    assert top(Union((a, Exclude(b))), 10, {}) == [(1, 1.0)]
    assert top(Exclude(a), 10, {}) == []
    assert matched(Union((a, Inter((a, b)))), [1, 2]) == {1: frozenset({("b_en", "a")}),
                                                          2: frozenset({("b_en", "a"), ("b_en", "b")})}


def test_coordination_is_whooshs_per_language():
    """(score + (m - 1) / (T - 0.9)²) · (T - 1) / T, T counting the terms in the document's language."""
    a, b, c = _leaf({1: 1.0, 2: 2.0}, term="a"), _leaf({2: 1.0}, term="b"), _leaf({7: 3.0}, term="c", lang="pt")
    langs = {1: "en", 2: "en", 7: "pt"}
    got = dict(top(Union((a, b, c), scale=0.9), 10, langs))
    assert got[1] == pytest.approx((1.0 + 0 / 1.1 ** 2) * 1 / 2)
    assert got[2] == pytest.approx((3.0 + 1 / 1.1 ** 2) * 1 / 2)
    assert got[7] == 0.0  # one term of its language: whoosh's factor (T - 1) / T is 0
    # a coordination inside another: the outer one counts the terms below the inner one too
    inner = Union((a, b), scale=0.9)
    outer = dict(top(Union((inner, _leaf({2: 1.0}, term="d")), scale=0.9), 10, langs))
    m, t = 3, 3
    inner_2 = (3.0 + 1 / 1.1 ** 2) / 2
    assert outer[2] == pytest.approx((inner_2 + 1.0 + (m - 1) / (t - 0.9) ** 2) * (t - 1) / t)
