"""The verb counter (CR 701.6: counter a spell or ability) is derived apart from the noun counter (CR 122: a
marker on an object): the languages word them apart, and a judge asking about a countered spell types the verb.

English lines quoted below are real card text (Counterspell, Mana Leak's reminder-free form, Essence Scatter's
can't-be-countered clause as printed on Carnage Tyrant, +1/+1 counter lines)."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

from rulesdb.cli import main
from rulesdb.termbase.base import load_termbase
from rulesdb.termbase.english import counter_terms
from rulesdb.termbase.senses import english_words, sense_term, verb_pattern
from rulesdb.termbase.tokens import english_keys


@pytest.mark.parametrize("text", ["Counter target spell.", "This spell can't be countered.",
                                  "Counter target spell unless its controller pays {3}.",
                                  "Whenever a spell or ability you control counters a spell"])
def test_the_verb_counter_has_a_stem_of_its_own(text):
    keys = english_keys(text)
    assert "counter~v" in keys and "counter" not in keys
    assert english_keys(sense_term("counter")) == ["counter~v"]


@pytest.mark.parametrize("text", ["Put a +1/+1 counter on target creature.",
                                  "Remove a time counter from it.", "with three +1/+1 counters on it"])
def test_the_noun_counter_keeps_its_stem(text):
    keys = english_keys(text)
    assert "counter" in keys and "counter~v" not in keys


def test_a_verb_is_no_kind_of_counter():
    # `you may counter that spell`, `{U}: Counter target spell`, `costs {1} more to counter`
    texts = ["You may counter that spell.", "{U}: Counter target spell.", "It costs {1} more to counter.",
             "Put a +1/+1 counter on it.", "Put a time counter on it."]
    assert counter_terms(texts, 1) == ["+1/+1 counter", "time counter"]


@pytest.fixture(scope="module")
def base(embedded_corpus):
    return load_termbase(embedded_corpus.reader)


@pytest.mark.parametrize("lang, noun, verb", [
    ("es", "contador", "contrarrestar"), ("it", "segnalino", "neutralizzare"), ("fr", "marqueur", "contrecarrer"),
    ("pt", "marcador", "anular"), ("zh", "指示物", "反击"), ("de", "Marke", "neutralisiere")])
def test_the_shipped_counter_is_worded_apart_in_each_sense(base, lang, noun, verb):
    assert base.renderings("counter", lang, kinds=("printed",))[0].term == noun
    verb_rows = base.renderings(sense_term("counter"), lang, kinds=("printed",))
    assert verb_rows[0].term == verb and verb_rows[0].count > 100
    assert noun not in [e.term for e in verb_rows] and verb not in [e.term for e in base.renderings("counter", lang)]
    found = base.english(verb, lang)
    assert found and found[0].concept == sense_term("counter")
    assert english_words(found[0].concept) == "counter"  # what the search looks for in the English rules


def test_cli_term_reads_the_participle_and_shows_both_senses(embedded_home):
    res = CliRunner().invoke(main, ["term", "contrarrestado", "--home", str(embedded_home)])
    assert res.exit_code == 0, res.output
    assert "counter (verb)" in res.output
    res = CliRunner().invoke(main, ["term", "counter", "--lang", "es", "--home", str(embedded_home)])
    assert res.exit_code == 0, res.output
    assert "contador" in res.output and "contrarrestar" in res.output
    assert res.output.index("counter (verb) [en]") < res.output.index("contrarrestar")  # the verb under its heading
    assert res.output.index("contador") < res.output.index("counter (verb) [en]")


def test_the_verb_pattern_finds_the_verb_of_cr_701_6():
    # CR 701.6a "To counter a spell or ability means to cancel it"; 122.1 "A counter is a marker placed on an object"
    pattern = verb_pattern(sense_term("counter"))
    assert pattern.search("To counter a spell or ability means to cancel it, removing it from the stack.")
    assert pattern.search("A countered spell is put into its owner's graveyard.")
    assert not pattern.search("A counter is a marker placed on an object or player that modifies its characteristics")
    # nouns an object follows all the same: CR 122.8, 810.10a, 613.4c
    assert not pattern.search("the player puts the same number of each kind of counter the first object had onto")
    assert not pattern.search("If an effect needs to know how many poison counters an individual player has")
    assert not pattern.search("Layer 7c: Effects and counters that modify power and/or toughness")
    # the third person: CR 113.9 "effects that specifically counter abilities"; a card's "counters a spell"
    assert pattern.search("can be countered by effects that specifically counter abilities")
    assert pattern.search("Whenever a spell or ability you control counters a spell, you may draw a card.")
