"""A keyword action is cited by its infinitive where the texts print it (`termbase/citation.py`): pt cards print
amass as `Arregimente N` (imperative) and once as `arregimentar` (`Sempre que você arregimentar`); a term base
lists `arregimentar`, the form the pt-BR glossary gives too (the glossary is gold, never read here)."""
from __future__ import annotations

from collections import Counter

import pytest

from rulesdb.termbase.base import load_termbase
from rulesdb.termbase.citation import cite_infinitives, infinitive
from rulesdb.termbase.english import EnglishTerm
from rulesdb.termbase.record import Rendering


def test_the_infinitive_must_be_printed():
    endings = (("e", "ar"), ("a", "ar"))
    assert infinitive("arregimente", endings, Counter({"arregimentar": 1})) == "arregimentar"
    assert infinitive("explora", endings, Counter({"explorar": 17})) == "explorar"
    # not printed: no guess (pt `atice`, goad, is printed `atiçar`: no regular ending gives it)
    assert infinitive("atice", endings, Counter({"atiçar": 1})) is None
    assert infinitive("arregimente", endings, Counter()) is None


def test_only_one_word_keyword_actions_are_cited_so():
    # rows in the shape the derivation writes; the printed words are the pt cards' (control: `controla`, printed
    # beside `controlar` and the noun `controle`)
    terms = [EnglishTerm("amass", ("glossary", "action")), EnglishTerm("control", ("glossary", "rules")),
             EnglishTerm("menace", ("glossary", "keyword")), EnglishTerm("venture into the dungeon",
                                                                          ("glossary", "action"))]
    rows = [Rendering("amass", "pt", "Arregimente", forms=("arregimenta",)), Rendering("control", "pt", "controla"),
            Rendering("menace", "pt", "ameaça"), Rendering("venture into the dungeon", "pt", "aventure-se na masmorra")]
    printed = Counter({"arregimentar": 1, "controlar": 30, "ameaçar": 2})
    out = {r.term: r for r in cite_infinitives(rows, terms, "pt", printed)}
    assert out["amass"].rendering == "Arregimentar" and out["amass"].forms == ("Arregimente", "arregimenta")
    assert out["control"].rendering == "controla"      # a rules word may be a noun as well
    assert out["menace"].rendering == "ameaça"         # a keyword ability keeps its printed name
    assert out["venture into the dungeon"].rendering == "aventure-se na masmorra"
    # a language without citation endings is left as it is
    assert cite_infinitives(rows, terms, "de", printed) == rows


@pytest.mark.parametrize("term, lang, cited, printed", [
    ("amass", "pt", "arregimentar", "arregimente"), ("manifest", "pt", "manifestar", "manifeste"),
    ("exile", "fr", "exiler", "exilez"), ("scry", "es", "adivinar", "adivina")])
def test_the_shipped_table_cites_keyword_actions_by_the_infinitive(embedded_corpus, term, lang, cited, printed):
    base = load_termbase(embedded_corpus.reader)
    top = base.top(term, lang, "cards")
    assert top.term == cited and printed in top.forms
    # the printed form still finds the term
    assert any(m.concept == term for m in base.english(printed, lang))
