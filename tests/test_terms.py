"""Keyword names across languages: term tables parsed as a source format, stored by the build, read from the
store (rulesdb.terms); rules wording from translated keyword-rule titles paired with the English ones."""
from __future__ import annotations

import pytest

from rulesdb.model import RuleNode
from rulesdb.ruleid import RuleId
from rulesdb.sources import detect_format, parse_bytes
from rulesdb.terms import fold, keyword_terms, title_terms


@pytest.fixture(scope="module")
def terms(embedded_corpus):
    return embedded_corpus.keyword_terms()


@pytest.mark.parametrize("word", ["first strike", "Erstschlag", "dañar primero", "Daña primero", "DANA PRIMERO",
                                  "attacco improvviso", "Attacco Improvviso", "Initiative", "先制攻撃", "先攻"])
def test_first_strike_in_every_language(terms, word):
    assert terms.canonical(word) == "first strike"


def test_double_strike_is_not_first_strike(terms):
    assert terms.canonical("Doppelschlag") == terms.canonical("Daña dos veces") == terms.canonical("doppio attacco") \
        == "double strike"


def test_noisy_alternatives_do_not_override_primary_terms(terms):
    """The TSV lists 'Eile' (haste) as an alternative for trample; the primary meaning wins."""
    assert terms.canonical("Eile") == "haste"
    assert terms.canonical("Cautela") == "vigilance"
    assert terms.canonical("Trampelschaden") == "trample"


def test_term_prefers_rules_wording_then_card_wording(terms):
    assert terms.term("first strike", "es") == "Dañar primero"          # the title of 702.7 on the Spanish seed page
    assert terms.term("first strike", "es", kind="card") == "Daña primero"
    assert terms.term("Erstschlag", "it") == "Attacco improvviso"
    assert terms.term("first strike", "zh") == "先攻"                     # the title of 702.7 in the Chinese CR
    assert terms.term("first strike", "en") == "first strike"
    assert terms.term("first strike", "xx") is None
    assert terms.canonical("no such keyword") is None


def test_rules_wording_comes_from_the_stored_titles(embedded_corpus):
    """Each title-derived term is stored with the source it was read from, and that title is in the tree."""
    titles = [t for t in embedded_corpus.reader.terms() if t.kind == "title"]
    by_lang = {t.lang: t for t in titles if t.concept == "first strike"}
    assert {"es", "it", "de", "zh"} <= set(by_lang)
    for lang, t in by_lang.items():
        node = embedded_corpus.get("702.7", lang)
        assert node is not None and node.title == t.term and node.source == t.source, lang


def test_term_table_is_a_source_format(raw_dir):
    data = (raw_dir / "glossary/keyword_terms_derived_from_mtgjson_coresets.tsv").read_bytes()
    assert detect_format(data, "x.tsv") == "keyword-table"
    result = parse_bytes(data, source="k.tsv")
    assert not result.nodes
    de = {(t.concept, t.kind): t for t in result.terms if t.lang == "de"}
    assert de[("first strike", "card")].term == "Erstschlag"
    assert de[("first strike", "card")].count == 43          # the de_n column
    assert de[("first strike", "card")].line == 8            # the row in the file
    assert any(t.kind == "alt" for t in result.terms)


def test_zh_term_list_is_rules_wording(raw_dir):
    data = (raw_dir / "zh/translatedterms_en-zh_2026.json").read_bytes()
    result = parse_bytes(data, source="t.json", fmt="keyword-table")
    found = {t.concept: t for t in result.terms}
    assert found["archenemy"].term == "魔王" and found["archenemy"].kind == "rules" and found["archenemy"].lang == "zh"


def test_not_a_term_table_is_a_parse_error():
    from rulesdb.errors import ParseError

    with pytest.raises(ParseError):
        parse_bytes(b"word\tde\nfoo\tbar\n", source="fixture.tsv", fmt="keyword-table")


def test_title_terms_pair_a_page_with_the_english_release_it_follows():
    """Fixture nodes (made up for this test, not CR text): a dated translation pairs with the English release
    in force on its date, an undated page with the latest."""
    en_old = [RuleNode(RuleId.parse("702.2"), "en", "2020-01-01", title="Old Name")]
    en_new = [RuleNode(RuleId.parse("702.2"), "en", "2024-01-01", title="New Name")]
    dated = [RuleNode(RuleId.parse("702.2"), "xx", "2021-06-01", title="Nombre viejo", source="a")]
    undated = [RuleNode(RuleId.parse("702.2"), "yy", "undated", title="Nombre nuevo", source="b")]
    found = title_terms({"xx": dated, "yy": undated}, {"2020-01-01": en_old, "2024-01-01": en_new})
    assert {(t.lang, t.concept, t.term) for t in found} == {("xx", "old name", "Nombre viejo"),
                                                             ("yy", "new name", "Nombre nuevo")}


def test_keyword_terms_alternative_claimed_by_two_keywords_is_dropped():
    from rulesdb.model import TermEntry

    entries = [TermEntry("haste", "de", "Eile"), TermEntry("trample", "de", "Trampelschaden"),
               TermEntry("trample", "de", "Eile", "alt"), TermEntry("trample", "de", "Niedertrampeln", "alt"),
               TermEntry("haste", "de", "Niedertrampeln", "alt")]
    t = keyword_terms(entries)
    assert t.canonical("Eile") == "haste"
    assert t.canonical("Niedertrampeln") is None


def test_fold_ignores_case_accents_and_spaces():
    assert fold("  Dañar   PRIMERO ") == "danar primero"
