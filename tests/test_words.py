"""The word table learnt from printed cards (rulesdb.termbase.words) and its use by the search: a question's words
that are no game term (`pierde`, `entfernt`) reach the English rules."""
from __future__ import annotations

import itertools
import shutil
from pathlib import Path

import pytest

from rulesdb.errors import ParseError
from rulesdb.termbase.words import WordPair, derive_language, format_words, read_words

CARDS = "corpus/cards/mtgjson_parallel_cards.jsonl.gz"
TABLE = Path(__file__).resolve().parent.parent / "raw_sources" / "termbase" / "words_from_cards.tsv"


@pytest.fixture(scope="module")
def shipped() -> dict[tuple[str, str], list[WordPair]]:
    out: dict[tuple[str, str], list[WordPair]] = {}
    for _line, w in read_words(TABLE.read_text(encoding="utf-8"), str(TABLE)):
        out.setdefault((w.lang, w.word), []).append(w)
    return out


@pytest.mark.parametrize("lang, word, english", [
    ("es", "cementerio", "graveyard"), ("es", "hechizo", "spell"), ("es", "pierde", "loses"),
    ("es", "endereza", "untap"), ("de", "friedhof", "graveyard"), ("de", "zurück", "return"),
    ("it", "cimitero", "graveyard"), ("fr", "cimetière", "graveyard"), ("pt", "cemitério", "graveyard"),
    ("ru", "кладбище", "graveyard"), ("ja", "墓地", "graveyard"), ("ja", "追放", "exile")])
def test_shipped_table_translates_everyday_game_words(shipped, lang, word, english):
    found = shipped.get((lang, word))
    assert found, f"{lang} {word!r} not in the word table"
    assert found[0].english == english, found
    assert found[0].count >= 3


def test_counter_goes_to_counter_not_to_spell(shipped):
    # IBM model 1 explains "spell" by "hechizo": "contrarrestar" keeps "counter" (a co-occurrence score gave "spell")
    rows = [w for (lang, word), ws in shipped.items() if lang == "es" and word.startswith("contrarrest") for w in ws]
    assert rows and rows[0].english == "counter", rows


def test_shipped_table_rows_are_well_formed(shipped):
    rows = [w for ws in shipped.values() for w in ws]
    assert len(rows) > 5000
    assert {w.lang for w in rows} == {"de", "es", "fr", "it", "ja", "ko", "pt", "ru"}
    assert all(0.2 <= w.probability <= 1.0 and w.count >= 3 for w in rows)
    assert all(any(ch.isalpha() for ch in w.word) for w in rows)
    for ws in shipped.values():
        assert len(ws) <= 2 and ws == sorted(ws, key=lambda w: -w.probability)


def test_derive_on_real_cards_is_deterministic_and_finds_translations(shared_dir):
    from rulesdb.termbase.cards import read_printings

    printings = list(itertools.islice(read_printings(shared_dir / CARDS), 4000))
    first = derive_language(printings, "es")
    assert first == derive_language(printings, "es")
    best = {}
    for w in first:
        best.setdefault(w.word, w)
    assert best["cementerio"].english == "graveyard"
    assert best["criatura"].english in ("creature", "creatures")
    assert format_words(first) == format_words(derive_language(printings, "es"))


def test_table_round_trip_and_malformed_rows():
    # fixture written for this test, not card data
    pairs = [WordPair("es", "cementerio", "graveyard", 0.9, 12), WordPair("de", "friedhof", "graveyard", 0.8, 7)]
    text = format_words(pairs, ["test fixture"])
    assert [w for _n, w in read_words(text)] == pairs
    with pytest.raises(ParseError, match="line 4"):
        list(read_words(text.replace("\t0.900\t", "\tzero\t")))
    with pytest.raises(ParseError, match="header"):
        list(read_words("lang\tword\n"))
    for bad in ("\t1.5\t", "\tnan\t", "\t-0.1\t"):
        with pytest.raises(ParseError):
            list(read_words(text.replace("\t0.900\t", bad)))
    with pytest.raises(ParseError):
        list(read_words(text.replace("\t12\n", "\t-12\n")))


def test_word_rows_are_kept_apart_from_terms(embedded_corpus):
    reader = embedded_corpus.reader
    words = reader.word_pairs()
    assert len(words) > 5000 and all(e.kind == "word" for e in words)
    assert not [e for e in reader.terms() if e.kind == "word"]
    assert any(e.lang == "es" and e.term == "cementerio" and e.concept == "graveyard" for e in words)


def test_japanese_words_are_kanji_and_katakana_runs():
    from rulesdb.termbase.words import word_keys

    assert word_keys("クリーチャーが戦場を離れたとき", "ja") == ["クリーチャー", "戦場", "離"]


def test_lexicon_holds_analysed_translations(index):
    from rulesdb.analysis import terms

    (grave,) = terms("graveyard", "en")
    assert index.lexicon.translations("es", terms("cementerio", "es")[0])[0][0] == grave
    assert index.lexicon.translations("de", terms("entfernt", "de")[0])


def test_a_word_no_term_covers_is_searched_in_english(index):
    from rulesdb.analysis import terms
    from rulesdb.search import parse_query
    from rulesdb.search.compile import Match, compile_query

    tree, _ = parse_query("Schaden entfernt")
    compiled = compile_query(tree, "de", index)
    english = {t for t in compiled.terms.get("en", ())}
    assert set(terms("damage", "en")) <= english and set(terms("removed", "en")) <= english

    def matches(node):
        if isinstance(node, Match):
            yield node
        for child in getattr(node, "items", ()) or ():
            yield from matches(child)

    weights = [m.boost for m in matches(compiled.tree) if m.lang == "en"]
    assert weights and max(weights) < 1.0  # below the asked language's own words


@pytest.mark.parametrize("question, lang", [
    ("wann wird der Schaden von Kreaturen entfernt", "de"),          # 514.2 / 120.6: damage is removed
    ("il danno sulle creature quando viene rimosso", "it"),
    ("el maná que no gasté se vacía de la reserva al final del paso", "es"),  # 106.4 / 500.5: mana empties
])
def test_questions_reach_their_rule_through_the_word_table(index, question, lang):
    from dataclasses import replace

    from rulesdb.search import search

    answers = ("514.2", "120.6") if lang != "es" else ("106.4", "500.5")

    def rank() -> int:
        hits = search(question, lang=lang, index=index, limit=10).hits
        return next((i for i, h in enumerate(hits, 1) if h.id.startswith(answers)), 99)

    with_words = rank()
    lexicon = index.lexicon
    index.lexicon = replace(lexicon, words={})
    try:
        without = rank()
    finally:
        index.lexicon = lexicon
    assert with_words <= 3 and with_words < without, (with_words, without)


def test_a_german_compound_the_cards_never_print_is_translated_by_its_parts(index):
    from rulesdb.analysis import terms
    from rulesdb.search import parse_query
    from rulesdb.search.compile import compile_query
    from rulesdb.search.expansion import decompounder

    assert not index.lexicon.translations("de", terms("Kommandeurschaden", "de")[0])
    tree, _ = parse_query("Kommandeurschaden")
    compiled = compile_query(tree, "de", index, decompounder(index))
    assert set(terms("damage", "en")) <= set(compiled.terms.get("en", ()))


def test_terms_words_refuses_an_unknown_language_and_writes_nothing(tmp_path):
    from click.testing import CliRunner

    from rulesdb.cli import main

    cards = tmp_path / "cards.jsonl"  # fixture written for this test, not card data
    cards.write_text('{"set": "T", "number": "1", "released": "2020-01-01", "en": {"name": "A", "text": "Draw a card.",'
                     ' "type": "Sorcery"}, "tr": {"es": {"name": "B", "text": "Roba una carta.", "type": "Conjuro"}}}\n',
                     encoding="utf-8")
    out = tmp_path / "words.tsv"
    r = CliRunner().invoke(main, ["terms", "words", "--cards", str(cards), "--langs", "es,zh", "-o", str(out)])
    assert r.exit_code == 2 and "zh" in r.output and not out.exists()
    r = CliRunner().invoke(main, ["terms", "words", "--cards", str(cards), "--langs", "es", "-o", str(out)])
    assert r.exit_code == 0, r.output
    assert out.read_text(encoding="utf-8").startswith("# rulesdb word table")


def test_a_term_the_word_table_contradicts_gives_way_to_it(embedded_home):
    # French "aventure" is a printed form of "s'aventurer" (venture into the dungeon), but on the cards the word
    # mostly translates "adventure": the question about an adventure card must not search for dungeons
    from rulesdb.app import Session

    with Session(embedded_home) as s:
        res = s.search("je lance un sort avec une aventure, où va la carte après la résolution", lang="fr")
        assert "venture into the dungeon" not in res.expansions
        assert "cast" in res.expansions and "spell" in res.expansions
        assert any(h.rule.startswith("715.") for h in res.hits[:5]), [h.rule for h in res.hits]
        # a term the word table agrees with stays
        assert "trample" in s.search("arrollar", lang="es").expansions


def test_a_stemmed_keyword_the_word_table_contradicts_is_not_searched(embedded_home):
    # pt `fundo` (bottom: "no fundo do grimório") is stemmed `fund` like `Fundir` (fuse, keyword table); the cards
    # translate fundo as bottom, so the question about the mulligan must not search for fuse
    from rulesdb.app import Session

    with Session(embedded_home) as s:
        res = s.search("quantas cartas eu coloco no fundo do grimório depois do mulligan", lang="pt")
        assert "fuse" not in res.expansions and "library" in res.expansions
        assert "702.102" in [h.rule for h in s.search("fundir", lang="pt").hits[:3]]  # the keyword itself still is


def test_a_function_word_names_no_term(embedded_corpus):
    # pt `com` (with) is stemmed like `Comida` (Food, printed): a function word alone is never a term
    from rulesdb.termbase.base import load_termbase

    tb = load_termbase(embedded_corpus.reader)
    assert "food" not in [h.concept for h in tb.translate("cartas exiladas com a face para baixo", "pt")]
    assert "food" in [h.concept for h in tb.translate("comida", "pt")]
