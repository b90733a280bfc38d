"""The per-language analysers: folding, stemming, stop words, elision, German compounds, Chinese bigrams."""
from __future__ import annotations

import pytest

from rulesdb.analysis import (Decompounder, accent_table, analyze, analyze_tokens, cjk_bigrams, fold, strip_elision, terms,
                              tokenize)


@pytest.fixture(scope="module")
def search_vocabulary(embedded_home):
    """The German vocabulary the index builds its splitter from (the embedded corpus' own German words)."""
    from rulesdb.corpus import open_corpus
    from rulesdb.search.document import collect as _collect
    from rulesdb.search.expansion import german_vocabulary as _german_vocabulary

    corpus = open_corpus(embedded_home)
    try:
        docs, _contrib, _hashes = _collect(corpus)
    finally:
        corpus.close()
    return _german_vocabulary(docs)


def test_accent_folding_makes_accented_and_bare_spellings_meet():
    assert analyze("dañar primero", "es") == analyze("danar primero", "es")
    assert analyze("Schäden", "de") == analyze("Schaden", "de")
    assert fold("Dañar") == "danar"


def test_exact_field_keeps_accents_and_does_not_stem():
    assert analyze("Dañar primero", "es", exact=True) == ["dañar", "primero"]


def test_snowball_stems_inflected_forms_together():
    assert analyze("creatures", "en") == analyze("creature", "en")
    assert analyze("criaturas", "es") == analyze("criatura", "es")
    assert analyze("creature", "it") == analyze("creatura", "it")


def test_english_irregular_verb_forms_stem_as_their_verb():
    # CR 701.6b "doesn't get a refund of any costs that were paid"; 120.8 "abilities that trigger on damage being
    # dealt": a question says pay and deals
    assert analyze("costs that were paid", "en") == analyze("costs that were pays", "en")
    assert analyze("damage dealt", "en") == analyze("damage deals", "en")
    assert analyze("chosen", "en") == analyze("choose", "en")
    # left is also the direction (the attack left option), and kept is the players' word for a hand
    assert analyze("left", "en") != analyze("leave", "en")
    assert analyze("kept", "en") != analyze("keep", "en")
    # pt-BR writes the English loanword: `cards exilados com a face para baixo` (CR 406.3)
    assert analyze("cards exilados", "pt") == analyze("card exilado", "pt")


def test_stop_words_are_dropped_but_positions_kept():
    toks = analyze_tokens("the rules of the game", "en")
    assert [t.term for t in toks] == ["rule", "game"]
    assert [t.pos for t in toks] == [1, 4]


def test_italian_elision_is_removed_with_offsets():
    assert strip_elision("dell'abilità") == ("abilità", 5)
    assert analyze("dell'abilità", "it") == analyze("abilità", "it")
    assert analyze("un’abilità", "it") == analyze("abilità", "it")
    (word, start, end), = list(tokenize("l'attacco", "it"))
    assert (word, start, end) == ("attacco", 2, 9)


def test_rule_numbers_stay_one_token():
    assert analyze("see rule 702.7b", "en") == ["see", "rule", "702.7b"]


def test_german_compounds_split_by_corpus_vocabulary_and_hyphenation():
    # the vocabulary of the German seed page (real words of rule 702.7 in German)
    d = Decompounder(["Kampfschaden", "Kampfschadensegment", "Segment", "Erstschlag", "Doppelschlag"])
    parts = d.split("Kampfschadensegment")
    assert "kampfschaden" in parts and "schaden" in parts and "segment" in parts
    terms = analyze("Kampfschadensegment", "de", decompounder=d)
    assert set(analyze("Schaden", "de")) <= set(terms)
    assert set(analyze("Kampfschaden", "de")) <= set(terms)
    assert d.split("Kreatur") == ()


def test_chinese_is_indexed_as_character_bigrams():
    assert cjk_bigrams("先攻异能") == ["先攻", "攻异", "异能"]
    assert analyze("先攻", "zh") == ["先攻"]
    assert analyze("规则702.7", "zh") == ["规则", "702.7"]


def test_a_number_before_chinese_or_japanese_is_a_word_of_its_own():
    # zh CR 120.3: "造成3点伤害" style text; a judge's "置換効果が2つ同じイベントに": the digit was read as the start of
    # a word running through the whole CJK run (and its kana folded: 同じ -> 同し), matching nothing
    assert terms("置換効果が2つ同じイベントに", "ja") == ("置換", "換効", "効果", "果が", "2", "つ同", "同じ", "じイ",
                                                 "イベ", "ベン", "ント", "トに")
    assert terms("造成3点伤害", "zh") == ("造成", "3", "点伤", "伤害")
    assert terms("d20を振る", "ja")[0] == "d20"


def test_full_width_text_is_normalised():
    assert analyze("ＡＢＣ", "en") == analyze("abc", "en")


def test_german_splitter_prefers_a_linking_s_and_vocabulary_like_joints():
    # words of the German seed page of 702.7 (real text, folded as the index folds them); neither part of
    # Todesberührung / Lebensverknüpfung is among them, so the cut is chosen by the joint, not by a known part
    d = Decompounder(["beginn", "bereits", "besitzt", "bedrohlich", "angreifer", "blocker", "dieser", "kampfes",
                      "mindestens", "Kampfschaden", "Segment"])
    assert d.split("Todesberührung") == ("todes", "beruhrung")  # was todesbe|rührung
    assert d.split("Lebensverknüpfung") == ("lebens", "verknupfung")  # was lebensver|knüpfung


def test_german_splitter_prefers_cuts_into_known_words():
    d = Decompounder(["Sumpftarnung", "Inseltarnung", "Gebirgstarnung"])
    # the shorter compounds teach `tarnung`, which decides the cut of the longer one
    assert d.split("Gebirgstarnung") == ("gebirgs", "tarnung")
    d = Decompounder(["Fluch", "sicher"])
    assert d.split("Fluchsicher") == ("fluch", "sicher")


def test_german_splitter_on_the_corpus_vocabulary(search_vocabulary):
    d = Decompounder(search_vocabulary)
    assert d.split("Todesberührung")[:2] == ("todes", "beruhrung")
    assert {"kampfschaden", "schaden", "segment"} <= set(d.split("Kampfschadensegment"))
    assert d.split("Kreatur") == () and d.split("mindestens") == ()


def test_portuguese_accented_words_stem_alike_in_query_and_text():
    for word in ("grimório", "construído", "mínimo", "ações", "vínculo"):
        assert analyze(word, "pt") == analyze(word.upper(), "pt") != []
    assert analyze("marcadores de veneno", "pt") == ["marcador", "venen"]  # `de` is a stop word


def test_accent_table_maps_bare_spellings_to_the_corpus_spelling():
    words = ["construído", "regeneração", "está", "esta", "é", "pôde", "pode", "pôr", "pór"]
    table = accent_table(words, "pt")
    assert table["construido"] == "construído" and table["regeneracao"] == "regeneração"
    assert "esta" not in table  # a stop word (and the corpus spells it bare too)
    assert "pode" not in table  # the corpus has the bare spelling itself
    assert "por" not in table  # a stop word; and two accented spellings fold to it
    # the stemmer then sees the real word: bare and accented spellings meet
    assert analyze(table["construido"], "pt") == analyze("construído", "pt")


def test_seeded_stems_are_taken_only_when_this_stemmer_agrees():
    from rulesdb.analysis import _SEEDED, seed_stems, stem

    words = ["cementerios", "criaturas", "bloqueadora", "hechizos", "encantamiento", "ficha", "mazo", "girada"]
    right = {w: stem(w, "es") for w in words}
    assert seed_stems("es", right)
    # a table whose stems another stemmer made (here: a wrong one) is refused, and nothing of it is taken
    wrong = {w + "x": "zz" for w in words}
    assert not seed_stems("es", wrong)
    assert not any((w, "es") in _SEEDED for w in wrong)
    assert stem("cementeriosx", "es") != "zz"
