"""Keyword names across languages (rulesdb.terms), read from the embedded glossary, seed pages and zh CR."""
from __future__ import annotations

import pytest

from rulesdb.terms import SEED_RULES_WORDING, fold, load_keyword_terms, raw_sources_dir


@pytest.mark.parametrize("word", ["first strike", "Erstschlag", "dañar primero", "Daña primero", "DANA PRIMERO",
                                  "attacco improvviso", "Attacco Improvviso", "Initiative", "先制攻撃", "先攻"])
def test_first_strike_in_every_language(word):
    assert load_keyword_terms().canonical(word) == "first strike"


def test_double_strike_is_not_first_strike():
    t = load_keyword_terms()
    assert t.canonical("Doppelschlag") == t.canonical("dañar dos veces") == t.canonical("doppio attacco") == "double strike"


def test_noisy_alternatives_do_not_override_primary_terms():
    """The TSV lists 'Eile' (haste) as an alternative for trample; the primary meaning wins."""
    t = load_keyword_terms()
    assert t.canonical("Eile") == "haste"
    assert t.canonical("Cautela") == "vigilance"
    assert t.canonical("Trampelschaden") == "trample"


def test_term_prefers_rules_wording_then_card_wording():
    t = load_keyword_terms()
    assert t.term("first strike", "es") == "Dañar primero"
    assert t.term("first strike", "es", kind="card") == "Daña primero"
    assert t.term("Erstschlag", "it") == "Attacco improvviso"
    assert t.term("first strike", "zh") == "先攻"
    assert t.term("first strike", "en") == "first strike"
    assert t.term("first strike", "xx") is None
    assert t.canonical("no such keyword") is None


def test_seed_rules_wording_occurs_in_its_seed_page():
    root = raw_sources_dir()
    for _keyword, _lang, term, seed in SEED_RULES_WORDING:
        assert fold(term) in fold((root / seed).read_text(encoding="utf-8")), (term, seed)


def test_fold_ignores_case_accents_and_spaces():
    assert fold("  Dañar   PRIMERO ") == "danar primero"
