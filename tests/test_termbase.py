"""The term base: renderings of English game terms derived from printed cards, stored, looked up both ways.

Derivation is tested on real card lines (read from ../shared/corpus/cards, skipped when absent) and on a tiny
FIXTURE file written here (its card lines are made up for the test and say so); lookups on the embedded store,
which holds the derived table shipped in raw_sources/termbase/."""
from __future__ import annotations

import gzip
import itertools
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesdb.cli import main
from rulesdb.errors import ParseError
from rulesdb.sources import detect_format, parse_bytes
from rulesdb.termbase.base import TermBase, load_termbase
from rulesdb.termbase.cards import CardPair, pairs, read_printings
from rulesdb.termbase.derive import derive_language
from rulesdb.termbase.english import EnglishTerm, headword_terms
from rulesdb.termbase.segments import segments, split_sentences
from rulesdb.termbase.table import format_table, read_table
from rulesdb.terms import keyword_terms

CARDS = "corpus/cards/mtgjson_parallel_cards.jsonl.gz"
TERMS = [EnglishTerm(t, ("rules",)) for t in ("graveyard", "battlefield", "library", "hand", "creature",
                                               "exile", "flying", "mana pool", "end step", "token")]


# -- a tiny FIXTURE card file (made-up lines, not real cards) -------------------------------------------------
FIXTURE = [  # FIXTURE: invented for this test, not printed cards
    ("Return target card from your graveyard to your hand.", "Regresa la carta objetivo de tu cementerio a tu mano."),
    ("Exile target card from a graveyard.", "Exilia la carta objetivo de un cementerio."),
    ("Each player mills two cards into their graveyard.", "Cada jugador muele dos cartas a su cementerio."),
    ("Put a creature card from your hand onto the battlefield.", "Pon una carta de criatura de tu mano en el campo de batalla."),
    ("When this enters the battlefield, draw a card.", "Cuando esto entre al campo de batalla, roba una carta."),
    ("Return a creature from the battlefield to its owner's hand.", "Regresa una criatura del campo de batalla a la mano de su propietario."),
    ("Discard a card from your hand.", "Descarta una carta de tu mano."),
]


def _fixture_file(path):
    lines = []
    for i, (en, es) in enumerate(FIXTURE):
        lines.append(json.dumps({"set": "FIXTURE", "number": str(i), "released": f"2020-01-0{i + 1}",
                                 "en": {"name": f"Fixture {i}", "text": en, "type": "Sorcery"},
                                 "tr": {"es": {"name": f"Prueba {i}", "text": es, "type": "Conjuro"}}}))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_fixture_derivation_finds_the_spanish_zones(tmp_path):
    by_lang = pairs(read_printings(_fixture_file(tmp_path / "fixture.jsonl")))
    rows = derive_language("es", by_lang["es"], [EnglishTerm("graveyard", ("zone",)),
                                                  EnglishTerm("battlefield", ("zone",))])
    top = {r.term: r for r in rows if r.rank == 1}
    assert top["graveyard"].rendering == "cementerio"
    assert top["graveyard"].count == 3 and top["graveyard"].first == "2020-01-01"
    assert top["battlefield"].rendering == "campo de batalla"
    assert top["battlefield"].example == "FIXTURE/5"  # the latest printing


def test_corrupt_card_files_are_parse_errors(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"set": "X", "en": {}, "tr": {}}\nnot json\n', encoding="utf-8")
    with pytest.raises(ParseError) as err:
        list(read_printings(bad))
    assert err.value.line == 2
    truncated = tmp_path / "cut.jsonl.gz"
    truncated.write_bytes(gzip.compress(b'{"set": "X"}\n' * 200)[:60])
    with pytest.raises(ParseError):
        list(read_printings(truncated))


# -- real card lines -----------------------------------------------------------------------------------------

def test_lost_line_breaks_are_realigned_by_sentences():
    # Wild Guess (M14/161) as the card file prints it: the German text lost its line break
    pair = CardPair(0, "M14/161", "2013-07-19", "de", ("Wild Guess", "Wilde Vermutung"),
                    ("As an additional cost to cast Wild Guess, discard a card.\nDraw two cards.",
                     "Wirf als zusätzliche Kosten, um Wilde Vermutung zu wirken, eine Karte aus deiner Hand ab."
                     "Ziehe zwei Karten."), ("Sorcery", "Hexerei"))
    segs = [s for s in segments(pair) if s.kind == "text"]
    assert [s.tr for s in segs] == ["Wirf als zusätzliche Kosten, um ~ zu wirken, eine Karte aus deiner Hand ab.",
                                    "Ziehe zwei Karten."]
    assert split_sentences("Fliegend (Diese Kreatur kann nicht geblockt werden. Nur so.)") == [
        "Fliegend (Diese Kreatur kann nicht geblockt werden. Nur so.)"]


def test_a_type_line_that_is_a_sentence_is_no_type_line():
    # the card file prints the type line of one Ice (CMD/198) as `Tap target permanent.`: read as a type line, it
    # made every word of it a type word of tap (es objetivo, it bersaglio, fr ciblée first)
    pair = CardPair(0, "CMD/198", "2011-06-17", "es", ("Ice", "Hielo"), ("Draw a card.", "Roba una carta."),
                    ("Tap target permanent.", "Gira el permanente objetivo."))
    assert [s.kind for s in segments(pair)] == ["text"]
    pair = CardPair(0, "M14/161", "2013-07-19", "es", ("Wild Guess", "Conjetura"), ("Draw two cards.", "Roba dos cartas."),
                    ("Artifact Creature — Golem", "Criatura artefacto — Gólem"))
    assert [s.kind for s in segments(pair)] == ["type", "subtype", "text"]


@pytest.mark.parametrize("lang, expected", [("es", "gira"), ("it", "TAPpa"), ("fr", "engagez")])
def test_the_shipped_tap_is_what_the_cards_print_for_tap_not_for_target(embedded_corpus, lang, expected):
    from rulesdb.termbase.base import load_termbase

    base = load_termbase(embedded_corpus.reader)
    assert base.top("tap", lang, "cards").term == expected
    assert base.top("target", lang, "cards").term != expected


@pytest.fixture(scope="module")
def real_sample(shared_dir):
    printings = list(itertools.islice(read_printings(shared_dir / CARDS), 6000))
    return pairs(printings, {"es", "de", "it", "ja", "zh"})


@pytest.mark.parametrize("lang, term, expected", [
    ("es", "graveyard", "cementerio"), ("es", "battlefield", "campo de batalla"), ("de", "graveyard", "friedhof"),
    ("it", "graveyard", "cimitero"), ("it", "battlefield", "campo di battaglia"), ("ja", "battlefield", "戦場"),
    ("ja", "graveyard", "墓地"), ("es", "library", "biblioteca")])
def test_real_card_lines_give_the_printed_rendering(real_sample, lang, term, expected):
    rows = derive_language(lang, real_sample[lang], TERMS)
    top = next(r for r in rows if r.term == term and r.rank == 1)
    assert top.rendering.lower() == expected
    assert top.count >= 20 and top.first <= top.last and top.current


@pytest.mark.parametrize("term, expected", [("search", "搜寻"), ("mana pool", "法术力池"), ("shuffle", "洗牌"),
                                            ("draw", "抓")])
def test_chinese_renderings_lose_what_stands_at_their_edge(real_sample, term, expected):
    # 中搜寻 (牌库中搜寻), 法术力池中, 结束步骤开始时: a place at the edge is dropped; 洗 alone is a cut-off 洗牌;
    # 抓 (抓一张牌) is a verb standing alone and stays
    terms = TERMS + [EnglishTerm(t, ("rules",)) for t in ("search", "shuffle", "draw", "card")]
    rows = derive_language("zh", real_sample["zh"], terms)
    assert next(r for r in rows if r.term == term and r.rank == 1).rendering == expected


def test_a_pronoun_before_a_chinese_rendering_is_cut_as_one_word():
    from rulesdb.termbase.derive import _zh_cuts

    # zh cards print renowned as `它已铭勇` (it is renowned); zh-Hant prints phased out as `它們躍...` (they
    # phase): the pronoun is one word, never cut in the middle (`們躍`)
    assert "已铭勇" in _zh_cuts("它已铭勇")
    assert "們躍" not in _zh_cuts("它們躍出")
    assert _zh_cuts("它們躍出") == ["躍出"]


@pytest.mark.parametrize("term, lang", [("renowned", "zh"), ("renowned", "zh-Hant")])
def test_the_shipped_chinese_renowned_has_no_pronoun(embedded_corpus, term, lang):
    from rulesdb.termbase.base import load_termbase

    assert load_termbase(embedded_corpus.reader).top(term, lang, "cards").term in ("已铭勇", "已銘勇")


def test_participles_are_their_own_english_terms():
    from rulesdb.termbase.tokens import english_keys

    assert english_keys("tapped") != english_keys("tap") and english_keys("Tapped") == english_keys("tapped")
    assert english_keys("blocked creature") != english_keys("blocking creature")
    assert english_keys("poisonous") != english_keys("poison")
    assert english_keys("creatures") == english_keys("creature") and english_keys("attacks") == english_keys("attack")


def test_inflected_forms_are_one_rendering(real_sample):
    rows = derive_language("de", real_sample["de"], TERMS)
    grave = next(r for r in rows if r.term == "graveyard" and r.rank == 1)
    assert "Friedhofs" in grave.forms or "Friedhöfe" in grave.forms


def test_a_stem_shared_by_unrelated_words_is_scored_over_the_surface_the_term_prints():
    # real printed card text (34 Italian printings copied from the card file, tests/data/cards_it_improvise.jsonl):
    # the stemmer folds Improvvisare (improvise) and improvviso (attacco improvviso, first strike) to `improvvis`,
    # which first strike holds; improvise is Improvvisare on every card that prints it
    by_lang = pairs(read_printings(Path(__file__).parent / "data" / "cards_it_improvise.jsonl"))
    rows = derive_language("it", by_lang["it"], [EnglishTerm(t, ("keyword",))
                                                 for t in ("improvise", "first strike", "hexproof", "creature")])
    top = {r.term: r for r in rows if r.rank == 1}
    assert top["improvise"].rendering.lower() == "improvvisare" and top["improvise"].count == 4
    assert top["first strike"].rendering == "attacco improvviso"


def test_a_keyword_line_on_one_card_is_evidence_enough():
    # real printed card text (Marchesa, the Black Rose C17/177, Lu Xun, Scholar General C13/49 and Craw Giant
    # TSB/76, es and it, copied from the card file into tests/data/cards_keyword_line.jsonl): dethrone,
    # horsemanship and rampage are printed on one card each in these languages, as a keyword line (`Dethrone` <->
    # `Destronar.`, the reminder text its own segment; `Rampage 2` <-> `Ímpetu 2`). Italian Lu Xun lost its line
    # break, so its keyword is no line of its own: no rendering there
    by_lang = pairs(read_printings(Path(__file__).parent / "data" / "cards_keyword_line.jsonl"))
    keywords = [EnglishTerm(t, ("glossary", "keyword")) for t in ("dethrone", "horsemanship", "rampage", "trample")]
    top = {(r.lang, r.term): r for lang in ("es", "it") for r in derive_language(lang, by_lang[lang], keywords)
           if r.rank == 1}
    assert top[("es", "dethrone")].rendering.lower() == "destronar" and top[("es", "dethrone")].count == 1
    assert top[("it", "dethrone")].rendering.lower() == "spodestare"
    assert top[("es", "horsemanship")].rendering.lower() == "caballería"
    assert ("it", "horsemanship") not in top
    assert top[("es", "rampage")].rendering.lower() == "ímpetu" and top[("it", "rampage")].rendering.lower() == "furia"
    # one card is enough only for a term printed alone on its line: a keyword action's line is a sentence
    rows = derive_language("es", by_lang["es"], [EnglishTerm("dethrone", ("glossary", "action"))])
    assert rows == []


def test_a_keyword_line_with_its_cost_and_a_label_before_a_dash_are_lines():
    # real printed card text, copied from the card file into tests/data/cards_line_cost_label.jsonl: pt Cleave
    # (VOW/13, VOW/23: `Cleave {5}{W}` <-> `Remover {5}{W}`), ko Level up (MH1/168: `Level up {1}` <-> `레벨업 {1}`),
    # ko labels before a dash (MH2/224 `Imprint — As ~ enters` <-> `각인 — ~이 ...`, a glossary term; MH2/24
    # `Forecast — {2}{W}, Reveal` <-> `예보 — ...`) and ko Learn (STX/19: `Learn.` <-> `학습한다.`, learns)
    by_lang = pairs(read_printings(Path(__file__).parent / "data" / "cards_line_cost_label.jsonl"))
    terms = [EnglishTerm("cleave", ("glossary", "keyword")), EnglishTerm("level up", ("glossary", "keyword")),
             EnglishTerm("forecast", ("glossary", "keyword")), EnglishTerm("imprint", ("glossary",)),
             EnglishTerm("learn", ("glossary", "action"))]
    pt = {r.term: r for r in derive_language("pt", by_lang["pt"], terms) if r.rank == 1}
    assert pt["cleave"].rendering.lower() == "remover" and pt["cleave"].count == 2
    ko = {r.term: r for r in derive_language("ko", by_lang["ko"], terms) if r.rank == 1}
    assert ko["level up"].rendering == "레벨업" and ko["imprint"].rendering == "각인"
    assert ko["forecast"].rendering == "예보"
    # a keyword action's line is a sentence: no rendering from one card
    assert "learn" not in ko


def test_an_ability_word_is_the_label_heading_its_ability():
    # real printed card text, copied from the card file into tests/data/cards_ability_words.jsonl (es and de):
    # landfall (BFZ/22, 40, 44, 78: `Landfall — Whenever...` <-> `Aterrizaje — Siempre que...`), grandeur printed
    # without a dash (FUT/28, 51, 87: `Grandeur Discard another card named ~` <-> `Grandeza Descartar...`) and a
    # reminder text saying survive (GTC/41, M19/189, C20/177 `It must survive the damage`), which is no label of
    # survival (207.2c, an ability word of 2024): its words there are no wording of it
    by_lang = pairs(read_printings(Path(__file__).parent / "data" / "cards_ability_words.jsonl"))
    terms = [EnglishTerm(t, ("ability word",)) for t in ("landfall", "grandeur", "survival")]
    es = {r.term: r for r in derive_language("es", by_lang["es"], terms) if r.rank == 1}
    de = {r.term: r for r in derive_language("de", by_lang["de"], terms) if r.rank == 1}
    assert es["landfall"].rendering == "Aterrizaje" and de["landfall"].rendering == "Landung"
    assert es["grandeur"].rendering == "Grandeza" and de["grandeur"].rendering == "Erhabenheit"
    assert "survival" not in es and "survival" not in de
    # the same words read as any other term's: the reminder text's phrase would be survival's wording
    other = {r.term: r for r in derive_language("es", by_lang["es"], [EnglishTerm("survival", ("glossary",))])}
    assert "sobreviv" in other["survival"].rendering.lower()


def test_a_keyword_line_on_every_card_is_the_rendering():
    # real printed card text, copied from the card file into tests/data/cards_haunt_line.jsonl: the 12 printings
    # of the haunt cards (Guildpact and GK2) in de, fr and ru, and 60 other Guildpact printings around them. Every
    # haunt card prints the keyword line (`Haunt` <-> `Spuk`, `Hantise`, `Преследование`); a phrase of the reminder
    # text (kommt oder die kreatur, créature qu'il hante) scored higher, printed on most of the cards only
    by_lang = pairs(read_printings(Path(__file__).parent / "data" / "cards_haunt_line.jsonl"))
    terms = [EnglishTerm("haunt", ("glossary", "keyword"))] + [EnglishTerm(t, ("glossary",))
                                                               for t in ("creature", "graveyard", "exile")]
    want = {"de": "spuk", "fr": "hantise", "ru": "преследование"}
    for lang, rendering in want.items():
        rows = [r for r in derive_language(lang, by_lang[lang], terms) if r.term == "haunt"]
        # the phrases printed beside the line on the same cards are no other wording of it
        assert [(r.rank, r.rendering.lower()) for r in rows] == [(1, rendering)], lang


def test_a_type_word_is_not_taken_by_a_word_of_the_text():
    # real printed card text, copied from the card file into tests/data/cards_zh_sorcery.jsonl: zh printings of
    # sorceries (`Sorcery` <-> `法术`, `Sorcery — Arcane` <-> `法术～古咒`, `Tribal Sorcery` <-> `部族法术`...),
    # of cards naming sorcery in their text (`瞬间或法术`, instant or sorcery) and of cards printing 法术力 (mana).
    # 法术 is in nearly every 法术力, so mana scored it higher over the text; sorcery holds it by its type lines
    by_lang = pairs(read_printings(Path(__file__).parent / "data" / "cards_zh_sorcery.jsonl"))
    terms = [EnglishTerm(t, ("glossary", "type")) for t in ("sorcery", "instant", "creature", "artifact",
                                                             "enchantment", "land")]
    terms += [EnglishTerm(t, ("glossary",)) for t in ("mana", "spell", "target", "card")]
    top = {r.term: r for r in derive_language("zh", by_lang["zh"], terms) if r.rank == 1}
    assert top["sorcery"].rendering == "法术" and top["sorcery"].count == top["sorcery"].total
    assert top["mana"].rendering == "法术力"
    # the wave dash of a Chinese type line (～, a tilde after NFKC) parts the types from the subtypes
    arcane = next(p for p in by_lang["zh"] if p.type[0] == "Sorcery - Arcane")
    assert [(s.kind, s.tr) for s in segments(arcane)[:2]] == [("type", "法术"), ("subtype", "古咒")]


def test_derivation_is_deterministic(real_sample):
    sample = real_sample["es"][:1500]
    assert derive_language("es", sample, TERMS) == derive_language("es", sample, TERMS)


# -- the table and its parser --------------------------------------------------------------------------------

def test_table_round_trip_and_source_format(tmp_path):
    by_lang = pairs(read_printings(_fixture_file(tmp_path / "fixture.jsonl")))
    rows = derive_language("es", by_lang["es"], [EnglishTerm("graveyard", ("zone",))])
    text = format_table(rows, ["cards: FIXTURE"])
    assert [r for _n, r in read_table(text)] == rows
    data = text.encode("utf-8")
    assert detect_format(data, "t.tsv") == "keyword-table"
    result = parse_bytes(data, "t.tsv")
    entry = result.terms[0]
    assert (entry.concept, entry.lang, entry.term, entry.kind) == ("graveyard", "es", "cementerio", "printed")
    assert (entry.rank, entry.current) == (1, True) and entry.total >= entry.count > 0  # the evidence of the row


def test_malformed_table_row_is_a_parse_error():
    with pytest.raises(ParseError) as err:
        list(read_table("term\tlang\trendering\tkind\nbattlefield\tes\n"))
    assert err.value.line == 2


def test_headwords_split_into_terms():
    assert headword_terms("Banding, “Bands with Other”") == ["banding", "bands with other"]
    assert headword_terms("At End of Turn (Obsolete)") == ["at end of turn"]


# -- the stored term base ------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def base(embedded_corpus) -> TermBase:
    return load_termbase(embedded_corpus.reader)


@pytest.mark.parametrize("words, lang, concept", [
    ("campo de batalla", "es", "battlefield"), ("cementerio", "es", "graveyard"), ("Friedhof", "de", "graveyard"),
    ("Friedhofs", "de", "graveyard"), ("cimitero", "it", "graveyard"), ("reserva de maná", "es", "mana pool"),
    ("campo di battaglia", "it", "battlefield"), ("戦場", "ja", "battlefield"),
    # ability words (207.2c), read from the labels the cards print
    ("Aterrizaje", "es", "landfall"), ("Delirio", "es", "delirium"), ("Landung", "de", "landfall"),
    ("Metallurgia", "it", "metalcraft"), ("Révolte", "fr", "revolt"), ("地落", "zh", "landfall"),
    ("Tactique de meute", "fr", "pack tactics"), ("Grandeza", "es", "grandeur")])
def test_stored_term_base_gives_the_english_term(base, words, lang, concept):
    found = base.english(words, lang)
    assert found and found[0].concept == concept


@pytest.mark.parametrize("concept, lang, expected", [
    ("battlefield", "it", "campo di battaglia"), ("graveyard", "de", "Friedhof"), ("graveyard", "es", "cementerio"),
    ("mana pool", "es", "reserva de maná")])
def test_stored_term_base_gives_the_rendering_with_evidence(base, concept, lang, expected):
    r = base.rendering(concept, lang)
    assert r.term == expected and r.kind == "printed"
    assert r.count > 100 and r.first < r.last and r.example  # evidence joined back from the source metadata


def test_translate_a_phrase_longest_first(base):
    hits = base.translate("daño de combate al cementerio desde el campo de batalla", "es")
    assert [h.concept for h in hits][-2:] == ["graveyard", "battlefield"]
    assert "combat damage" in [h.concept for h in hits]


def test_a_word_derived_from_a_wordings_stem_is_not_that_wording(base):
    # es `objeto` (object) and `objetivo` (target) share the stem `objet`: `cualquier objeto` is no `any target`
    # (a page saying `elija un objetivo` for a source of damage had read as naming any target twice); inflections
    # still read as their wording
    assert "any target" in [m.concept for m in base.english("cualquier objetivo", "es")]
    assert "any target" not in [m.concept for m in base.english("cualquier objeto", "es")]
    assert "any target" not in [h.concept for h in base.translate("puede elegir cualquier objeto", "es")]
    assert "blocking creature" in [m.concept for m in base.english("bloqueadoras", "es")]
    assert "graveyard" in [m.concept for m in base.english("Friedhöfe", "de")]


def test_keyword_terms_ignore_the_derived_rows(embedded_corpus):
    kt = keyword_terms(embedded_corpus.reader.terms())
    assert "graveyard" not in kt.keywords() and "first strike" in kt.keywords()
    assert kt.canonical("Erstschlag") == "first strike"


# -- the CLI ---------------------------------------------------------------------------------------------------

def _run(home, *args):
    return CliRunner().invoke(main, [*args, "--home", str(home)])


def test_cli_term_both_ways(embedded_home):
    res = _run(embedded_home, "term", "campo", "de", "batalla")
    assert res.exit_code == 0, res.output
    assert "battlefield" in res.output
    res = _run(embedded_home, "term", "battlefield", "--lang", "it")
    assert res.exit_code == 0 and "campo di battaglia" in res.output and "2009" in res.output


def test_cli_term_json(embedded_home):
    res = _run(embedded_home, "term", "Friedhof", "--json")
    data = json.loads(res.output)
    assert data["direction"] == "from" and data["matches"][0]["concept"] == "graveyard"
    assert data["matches"][0]["current"] is True


@pytest.mark.parametrize("args, code", [(("term", "battlefield", "--lang", "xx"), 2), (("term", "  "), 2),
                                        (("term", "zzqx unknownword"), 1)])
def test_cli_term_bad_input_is_one_line(embedded_home, args, code):
    res = _run(embedded_home, *args)
    assert res.exit_code == code
    assert "Traceback" not in res.output and len(res.output.strip().splitlines()) == 1


def test_cli_derive_from_a_corrupt_file_is_one_line(embedded_home, tmp_path):
    bad = tmp_path / "cards.jsonl.gz"
    bad.write_bytes(b"\x1f\x8b\x08\x00garbage")
    res = _run(embedded_home, "terms", "derive", "--cards", str(bad), "-o", str(tmp_path / "out.tsv"))
    assert res.exit_code != 0
    assert "Traceback" not in res.output and len(res.output.strip().splitlines()) == 1


def test_cli_derive_fixture(embedded_home, tmp_path):
    out = tmp_path / "out.tsv"
    # (the fixture prints Spanish only: `--langs es` leaves out the rules-text derivation of the zh and pt-BR CRs,
    # two thirds of this test's time, which the shipped table's test reads)
    res = _run(embedded_home, "terms", "derive", "--cards", str(_fixture_file(tmp_path / "f.jsonl")), "-o", str(out),
               "--workers", "1", "--langs", "es")
    assert res.exit_code == 0, res.output
    rows = [r for _n, r in read_table(out.read_text(encoding="utf-8"))]
    assert any(r.term == "graveyard" and r.lang == "es" and r.rendering == "cementerio" for r in rows)


def test_tbx_is_read_by_translate_toolkit(base):
    from lxml import etree
    from translate.storage import tbx

    from rulesdb.termbase.tbx import tbx_text

    text = tbx_text(base, ["es", "it"]).encode("utf-8")
    assert etree.fromstring(text).tag == "martif"
    units = {u.source: u for u in tbx.tbxfile.parsestring(text).units}
    assert units["battlefield"].target == "campo de batalla"
    assert b"preferredTerm-admn-sts" in text


# -- quality, measured as bench/bench_termbase.py measures it (thresholds the shipped table meets) -----------

@pytest.fixture(scope="module")
def bench():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "bench" / "bench_termbase.py"
    spec = importlib.util.spec_from_file_location("bench_termbase", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_precision_against_the_gold_we_hold(bench, base, embedded_corpus):
    gold = bench.gold_entries(embedded_corpus)
    result = bench.measure(base, gold)
    assert result["judged"] >= 1100  # rules-text renderings are judged too (zh, pt)
    assert result["per_gold"]["keyword table"]["precision"] >= 0.95
    assert result["per_gold"]["zh CR glossary"]["precision"] >= 0.86  # whole words: 颜色标志, not 颜色标
    assert result["per_gold"]["pt-BR PO glossary"]["precision"] >= 0.80
    assert result["right"] / result["judged"] >= 0.86  # the glossaries: headword forms, see the report
    printed = bench.measure(base, gold, "printed")  # the top printed rendering alone, as before rules-text
    assert printed["right"] / printed["judged"] >= 0.81


def test_composition_only_where_it_checks_out(bench, base):
    checked = bench.composition_check(base)
    # asked through the term base (a lazy one reads a language when asked: its private table may not hold it yet)
    composing = {l for l in bench.CARD_LANGS
                 if any(base.renderings(c, l, kinds=("composed",)) for c in base.concepts())}
    assert composing and "ru" not in composing  # Russian declines its parts: nothing composes right
    for lang in composing:
        right, n = checked[lang]
        assert n >= 10 and right >= 0.5 * n


def test_stored_chinese_renderings(base):
    assert base.top("search", "zh").term == "搜寻" and base.top("end step", "zh").term == "结束步骤"
    assert base.top("mana pool", "zh").term == "法术力池" and base.top("stack", "zh").term == "堆叠"


#: the issue's targets where the cards reach them (es and it are back over 90% with the stems unrelated words share
#: and the keyword lines of one card); pt, ko and zh-Hant lack whole sets in the card data (see the report)
@pytest.mark.parametrize("lang, share", [("de", 0.9), ("es", 0.9), ("fr", 0.9), ("it", 0.9), ("ja", 0.9),
                                         ("zh", 0.9), ("pt", 0.87), ("ru", 0.8), ("zh-Hant", 0.75), ("ko", 0.72)])
def test_coverage_of_the_glossary(bench, base, embedded_corpus, lang, share):
    cov = bench.coverage(base, embedded_corpus)
    assert cov["frequent"] >= 380
    assert cov["langs"][lang]["share"] >= share


# -- rules-text evidence, composed wordings, the English counts --------------------------------------------------

def test_english_count_is_the_cards_not_the_keyword_table(base):
    # the keyword table names `Flying` in English without a count; the cards' English count must not be shadowed
    assert base.english_count("flying") > 1000 and base.english_count("deathtouch") > 100


@pytest.fixture(scope="module")
def zh_rule_pairs(embedded_corpus):
    from rulesdb.termbase.rules import rule_pairs, rules_sources

    sources = {lang: (rev, base) for lang, rev, base in rules_sources(embedded_corpus)}
    assert {"zh", "pt"} <= set(sources) and not {"de", "es", "it"} & set(sources)  # seed pages are no rules text
    rev, base = sources["zh"]
    return rule_pairs("zh", embedded_corpus.tree("en", base), embedded_corpus.tree("zh", rev), rev)


def test_rules_text_pairs_are_numbered_rules_only(zh_rule_pairs):
    from rulesdb.model import RuleId

    assert len(zh_rule_pairs) > 2000
    for p in zh_rule_pairs:
        RuleId.parse(p.ref)  # a rule number, never a glossary headword (the gold is read from the glossary)


def test_rules_text_gives_the_rules_wording(zh_rule_pairs):
    from rulesdb.termbase.rules import derive_rules_text

    terms = [EnglishTerm(t, ("glossary",)) for t in ("declare attackers step", "graveyard", "battlefield",
                                                      "mana pool", "creature")]
    top = {r.term: r for r in derive_rules_text("zh", zh_rule_pairs, terms) if r.rank == 1}
    assert top["declare attackers step"].rendering == "宣告攻击者步骤"  # 7 characters: longer than cards' n-grams
    assert top["graveyard"].rendering == "坟墓场" and top["battlefield"].rendering == "战场"
    assert all(r.kind == "rules-text" and r.count >= 2 and r.total >= r.count for r in top.values())


def test_a_term_the_rules_leave_in_english_is_no_rendering_of_another(embedded_corpus):
    # the pt-BR rules list the land types untranslated (206.3c `Desert, Forest, Gate, ... Mine, ...`): Gate stood
    # beside wall there, and Mine beside gate and tower; the cards print Barreira for wall
    from rulesdb.termbase.rules import derive_rules_text, rule_pairs, rules_sources

    rev, base_rev = {lang: (r, b) for lang, r, b in rules_sources(embedded_corpus)}["pt"]
    pairs_ = rule_pairs("pt", embedded_corpus.tree("en", base_rev), embedded_corpus.tree("pt", rev), rev)
    terms = [EnglishTerm(t, ("glossary",)) for t in ("wall", "gate", "tower", "mine", "graveyard", "desert", "forest",
                                                      "island", "lair", "locus", "mountain", "plains", "sphere",
                                                      "swamp", "power-plant", "urza's", "bear", "minotaur")]
    rows = derive_rules_text("pt", pairs_, terms)
    assert not [r for r in rows if r.term in ("wall", "gate", "tower") and r.rendering in ("Gate", "Mine")]
    top = {r.term: r for r in rows if r.rank == 1}
    assert top["graveyard"].rendering.casefold() == "cemitério"
    assert all(sum(r.rank == 1 for r in rows if r.term == t) <= 1 for t in top)


def test_a_title_a_translated_rule_cites_is_the_wording_of_its_term():
    # es 702.7a cites rule 510 by its Spanish title, «Paso de Daño de Combate», where English cites “Combat Damage
    # Step.”; the German seed cites „Kampfschadensegment“ as rule 310 (its pre-2009 number): the one title each
    # paragraph cites pairs all the same (real seed paragraphs, English 2026-08-07)
    from rulesdb.model import RuleId, RuleNode
    from rulesdb.terms import cited_titles

    def node(lang, text):
        return RuleNode(RuleId.parse("702.7a"), lang, "2026-08-07", "", text)

    english = node("en", "First strike is a static ability that modifies the rules for the combat damage step. "
                         "(See rule 510, “Combat Damage Step.”)")
    es = node("es", "Dañar primero es una habilidad estática que modifica las reglas del paso de daño de combate. "
                    "(Véase la regla 510, «Paso de Daño de Combate».)")
    de = node("de", "Erstschlag ist eine statische Fähigkeit, die die Regeln für das Kampfschadensegment "
                    "modifiziert. (Siehe Regel 310, „Kampfschadensegment“.)")
    assert cited_titles(english, es) == [("Combat Damage Step", "Paso de Daño de Combate")]
    assert cited_titles(english, de) == [("Combat Damage Step", "Kampfschadensegment")]
    # two titles cited under other numbers: which is which is not said (test-made text)
    two = node("en", "(See rule 510, “Combat Damage Step.”) (See rule 511, “End of Combat Step.”)")
    assert cited_titles(two, node("de", "(Siehe Regel 310, „Kampfschadensegment“.) (Siehe Regel 311, „Ende des Kampfes“.)")) == []
    # a rule that is no step, phase or keyword names no term by its title (test-made text)
    assert cited_titles(node("en", "(See rule 704, “State-Based Actions.”)"),
                        node("es", "(Véase la regla 704, «Acciones basadas en estado».)")) == []


def test_the_cited_title_is_the_official_wording_where_cards_print_none(embedded_corpus):
    from rulesdb.official_terms import game_terms

    terms = game_terms(embedded_corpus)
    assert terms.official("combat damage step", "es").term == "Paso de Daño de Combate"
    assert terms.official("combat damage step", "it").term == "Sottofase di Danno da Combattimento"
    assert terms.official("combat damage step", "de").term == "Kampfschadensegment"  # cited as rule 310
    # where the cards or the translated rules hold a wording, that one stays (zh: the rules text's 战斗伤害步骤)
    assert terms.official("combat damage step", "zh").kind == "rules-text"


def test_a_function_word_between_names_no_other_term(base):
    # pt `vínculo com a vida` (lifelink): `com` (with) has the stem of comida (food), which had stopped the
    # wording at `vínculo`; the keyword table says Vínculo com a vida
    assert base.top("lifelink", "pt", "cards").term == "vínculo com a vida"
    assert base.top("wall", "pt", "rules").term == "Barreira"


@pytest.mark.parametrize("concept, expected", [
    ("color indicator", "颜色标志"),  # 颜色标 is always followed by 志 in the zh CR (204, 105.2)
    ("activation cost", "起动费用"),  # 602.1a: 起动费用 (起动费 is cut out of it)
    ("face down", "牌面朝下"),  # 708: 以牌面朝下的方式
    ("delayed triggered ability", "延迟触发式异能"),  # 603.7
    ("declare blockers", "宣告阻挡者"),  # 509: 宣告阻挡者步骤 is the step, 步骤 renders step
    ("token", "衍生物"),  # 111
    ("timestamp order", "时间印记顺序"),  # 613.7
])
def test_rules_text_wording_is_the_whole_word(base, concept, expected):
    # a wording cut short (颜色标, 起动费, 挡者) or run into another term's (阻挡者步骤) is not the rules' wording
    assert base.top(concept, "zh", "rules").term == expected


def test_words_sharing_a_stem_are_told_apart_by_the_term_beside_them(base):
    # de Zauber (older cards' spell) and Zauberer (wizard) share the stem `zaub`; pt magia and Mago share `mag`:
    # the cards print Zauberer and Mago beside Wizard, magia beside spell
    assert base.top("wizard", "de").term == "Zauberer" and base.top("wizard", "pt").term == "Mago"
    spell = base.top("spell", "it")
    assert spell.term == "magia" and "Mago" not in spell.forms and "Maga" not in spell.forms


def test_a_wording_cut_out_of_a_longer_word_is_not_closed():
    from pathlib import Path

    from rulesdb.termbase.derive import _closed

    path = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "zh" / "CR_zh-CN_20260116.txt"
    if not path.is_file():
        pytest.skip("../shared/corpus is not beside the repository")
    lines = path.read_text(encoding="utf-8-sig").splitlines()
    # the zh CR says 在结束步骤开始时 again and again: 结束步骤开 is always followed by 始, 结束步骤 ends a word
    end_step = [l for l in lines if "结束步骤" in l]
    assert not _closed("结束步骤开", end_step) and _closed("结束步骤", end_step)
    # 颜色标 is always followed by 志 (107.13, 204)
    indicator = [l for l in lines if "颜色标" in l]
    assert not _closed("颜色标", indicator) and _closed("颜色标志", indicator)


def test_compose_from_printed_parts(monkeypatch):
    from rulesdb.termbase import compose as compose_module
    from rulesdb.termbase.compose import compose
    from rulesdb.termbase.record import Rendering

    # FIXTURE: made-up renderings (a pattern {B} de {A} shown by three printed terms), not derived rows
    rows = [Rendering(t, "xx", w, "printed", 1, 10, 10, 0.9) for t, w in (
        ("poison", "veneno"), ("shield", "escudo"), ("stun", "atordoamento"), ("oil", "óleo"), ("lore", "saber"),
        ("counter", "marcador"), ("poison counter", "marcador de veneno"), ("shield counter", "marcador de escudo"),
        ("stun counter", "marcador de atordoamento"), ("lore counter", "marcador do saber"))]
    terms = [EnglishTerm(t, ("counter",)) for t in ("oil counter", "poison counter", "fuse counter")]
    assert compose(rows, terms, "xx") == []  # too few printed terms to check composition on: no guess
    monkeypatch.setattr(compose_module, "MIN_CHECKED", 0)
    out = compose(rows, terms, "xx")
    assert [(r.term, r.rendering, r.kind, r.count) for r in out] == [("oil counter", "marcador de óleo", "composed", 3)]
    assert out[0].score == 0.75 and "{B} de {A}" in out[0].example


def test_stored_composed_never_beside_a_printed_rendering(base):
    composed = [(c, l) for (c, l), entries in base._by.items() if any(e.kind == "composed" for e in entries)]
    assert composed
    for concept, lang in composed:
        assert not base.renderings(concept, lang, kinds=("printed",))
        assert base.top(concept, lang, "cards").kind in ("composed", "rules-text")


def test_rules_register_prefers_the_rules_text(base):
    # zh cards print 进战场 (enter the battlefield); the zh CR says 进入战场: both kept, each first in its register
    assert base.top("enters the battlefield", "zh", "cards").kind == "printed"
    rules = base.top("enters the battlefield", "zh", "rules")
    assert rules.kind == "rules-text" and rules.count >= 10


def test_term_base_analyses_a_language_when_it_is_first_asked_and_the_same_from_every_thread(embedded_corpus):
    import threading

    from rulesdb.termbase.base import TermBase

    base = TermBase(embedded_corpus.reader.terms())
    assert not base._indexes  # nothing stemmed yet: loading is cheap for a command that asks one language
    serial = [(h.concept, h.start, h.end) for h in base.translate("ficha en el cementerio", "es")]
    assert set(base._indexes) == {"es"}
    assert ("graveyard", 12, 22) in serial
    fresh = TermBase(embedded_corpus.reader.terms())
    results: list = []

    def ask():
        results.append([(h.concept, h.start, h.end) for h in fresh.translate("ficha en el cementerio", "es")])

    threads = [threading.Thread(target=ask) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [serial] * 8
    assert base.concept("Battlefields") == "battlefield"


def test_the_build_keeps_the_stems_of_the_wordings(embedded_corpus):
    from rulesdb.analysis import _stem
    from rulesdb.termbase.base import STEMS_KEY

    stems = embedded_corpus.reader.derived(STEMS_KEY)
    assert {"en", "es", "de", "it", "fr", "pt"} <= set(stems)
    assert stems["es"]["cementerio"] == _stem("cementerio", "es")
    assert stems["de"]["friedhof"] == _stem("friedhof", "de")
    assert len(stems["en"]) > 500


def test_the_wording_as_typed_beats_one_that_only_shares_its_stem(embedded_corpus):
    # Spanish `maná` (mana) and `mano` (hand) both stem to `man`: the word as typed decides
    from rulesdb.termbase.base import load_termbase

    base = load_termbase(embedded_corpus.reader)
    (hit,) = [h for h in base.translate("el maná que no gasté", "es") if h.text == "maná"]
    assert hit.concept == "mana"
    (hit,) = [h for h in base.translate("las cartas de mi mano", "es") if h.text == "mano"]
    assert hit.concept == "hand"


def test_a_candidate_does_not_run_across_a_clause():
    from rulesdb.termbase.tokens import reader_for

    # a pt card (Encarceradora Azorius) as MTGJSON prints it: `batalha, detenha` is two clauses, no candidate
    text = "Quando Encarceradora Azorius entrar no campo de batalha, detenha a criatura alvo que um oponente controla."
    surfaces = {s for _k, s in reader_for("pt", text).ngrams(text)}
    assert "campo de batalha" in surfaces and "detenha a criatura" in surfaces
    assert not any("," in s for s in surfaces)


def test_english_words_the_stemmer_joins_stay_apart():
    from rulesdb.termbase.tokens import english_keys

    # CR 602.1 "activate an ability" vs 102.1 "active player"; 700.4 a permanent "dies" vs 706 "roll a die"
    assert english_keys("activate")[0] != english_keys("active player")[0]
    assert english_keys("activates") == english_keys("activate") == english_keys("activation")[:1]
    assert english_keys("dies") != english_keys("planar die")[-1:]
    # 702.169 initiative is not "initiate"; alternative cost (118.9) is not alternate
    assert english_keys("initiative") != english_keys("initiate")


def test_a_conjugated_japanese_verb_names_its_term(embedded_corpus):
    # the cards print 破壊する (destroy); a question says 破壊された (was destroyed): the kanji stem names it
    from rulesdb.termbase.base import load_termbase

    tb = load_termbase(embedded_corpus.reader)
    assert [(h.text, h.concept) for h in tb.translate("破壊されたクリーチャー", "ja")] == [
        ("破壊", "destroy"), ("クリーチャー", "creature")]
    assert ("追放", "exile") in [(h.text, h.concept) for h in tb.translate("追放された", "ja")]


def test_the_noun_of_a_japanese_noun_and_verb_names_its_term(embedded_corpus):
    # the cards print 格闘を行う (fight: do a fight) and 生け贄に捧げる (sacrifice: offer as a sacrifice); a question
    # says 格闘させる (made to fight), 生け贄にした (sacrificed): the noun names the term (CR 701.14, 701.21)
    from rulesdb.termbase.base import load_termbase

    tb = load_termbase(embedded_corpus.reader)
    assert ("格闘", "fight") in [(h.text, h.concept) for h in tb.translate("格闘させる効果", "ja")]
    assert ("生け贄", "sacrifice") in [(h.text, h.concept) for h in tb.translate("生け贄にしたクリーチャー", "ja")]
    # a cut that is no word of its own is no term: ジョンを踏破する is cut out of ダンジョン (complete a dungeon)
    assert "complete a dungeon" not in [h.concept for h in tb.translate("ションが", "ja")]


def _zh_cr_lines():
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "zh" / "CR_zh-CN_20260116.txt"
    if not path.is_file():
        pytest.skip("../shared/corpus is not beside the repository")
    return path.read_text(encoding="utf-8-sig").splitlines()


def test_a_wording_glued_to_a_letter_in_the_rules_is_no_word():
    from rulesdb.termbase.derive import _Edges

    edges = _Edges(_zh_cr_lines())
    # 克西亚 is always after 瑞 (非瑞克西亚), 制影响范围 always after 限 (限制影响范围)
    assert edges.glued("克西亚") and not edges.glued("非瑞克西亚")
    assert edges.glued("制影响范围") and not edges.glued("限制影响范围")
    # 状态 is mostly followed by 动作 (状态动作) but not in GLUED of its occurrences; 已 and 的 glue nothing
    assert not edges.glued("状态") and not edges.glued("解锁")


def test_the_first_rules_text_choice_is_a_word_at_both_edges():
    from rulesdb.termbase.derive import _Edges, _zh_worded

    edges = _Edges(_zh_cr_lines())
    # the candidates of unlock in the zh rules (two rules tie every piece of 一些异能当牌手...)
    unlock = [(0.5, "一些异能当"), (0.5, "些异能当牌"), (0.5, "异能当牌手"), (0.45, "解锁"), (0.4, "异能当")]
    assert _zh_worded(unlock, edges) == (0.45, "解锁")
    limited = [(0.671, "制影响范围"), (0.671, "限制影响范"), (0.6, "限制影响范围")]
    assert _zh_worded(limited, edges) == (0.6, "限制影响范围")
    # a clause (且 at its edge) and a join of two wordings (或) are no words; nothing left: the best stays
    respond = [(1.0, "且牌手不能"), (1.0, "瞬间或起动"), (0.8, "且牌手")]
    assert _zh_worded(respond, edges) == (1.0, "且牌手不能")
    # a candidate below PART of the best is not reached
    assert _zh_worded([(1.0, "克西亚"), (0.3, "非瑞克西亚")], edges) == (1.0, "克西亚")


def test_a_part_does_not_drop_the_wording_of_the_rest_of_the_term():
    from rulesdb.termbase.derive import _names_part
    from rulesdb.termbase.tokens import Reader

    zh = Reader("zh", chars=True)
    # 0 reminder text, 1 text, 2 precombat main phase, 3 main phase, 4 flying
    stems_of = {0: {"remind", "text"}, 1: {"text"}, 2: {"precombat", "main", "phase"}, 3: {"main", "phase"},
                4: {"fli"}}
    plain_top = {"文字": 1, "行动阶段": 3, "飞行": 4}
    assert _names_part("提示文字", "提示", 0, plain_top, stems_of, zh)
    assert _names_part("战斗前行动阶段", "战斗前", 2, plain_top, stems_of, zh)
    # the rendering of a term not made of this term's words is no part of it; nor is one character
    assert not _names_part("提示飞行", "提示", 0, plain_top, stems_of, zh)
    assert not _names_part("提示文", "提示", 0, {"文": 1}, stems_of, zh)
    pt = Reader("pt", chars=False)
    stems_of = {0: {"copiabl", "valu"}, 1: {"valu"}}
    assert _names_part("valor copiá", "copiá", 0, {"valor": 1}, stems_of, pt)
    assert not _names_part("valor copiá", "copiá", 1, {"valor": 1}, stems_of, pt)


def test_kin_of_an_english_term():
    from rulesdb.termbase.derive import _kin_stem
    from rulesdb.termbase.tokens import english_keys

    def kin(word):
        return _kin_stem(english_keys(word)[0])

    assert kin("respond") == kin("response") == kin("responding")
    assert kin("unlock") == kin("unlocked")
    assert kin("tap") == kin("tapped") != kin("tapestry")
    assert kin("planeswalk") != kin("plane")


def test_a_type_is_a_whole_word_of_the_type_line():
    from rulesdb.termbase.derive import _typed_words
    from rulesdb.termbase.tokens import Reader

    ko = Reader("ko", chars=True, spaces=True)
    here = ko.keys("들")
    assert _typed_words(here, "들", ko) == {"들"}
    here = ko.keys("늑대 전사")
    assert _typed_words(here, "늑대 전사", ko) == {"늑대", "전사"}  # not 늑, not 대 전
    zh = Reader("zh", chars=True)
    assert _typed_words(zh.keys("人类／法师"), "人类／法师", zh) == {"人类", "法师"}
    de = Reader("de", chars=False)
    assert _typed_words({"kreatur"}, "Kreatur", de) == {"kreatur"}


def test_a_die_is_one_piece_of_a_wording():
    from rulesdb.termbase.tokens import Reader, english_keys

    assert english_keys("Roll a d20.") == ["roll", "a", "d20"]
    assert english_keys("roll a d6") != english_keys("roll a d20")
    zh = Reader("zh", chars=True)
    keys = zh.keys("掷一颗d20。将oracle牌张")
    assert "掷一颗d20" in keys and "d20" in keys and "oracle牌张" in keys
    assert not {"掷一颗d", "d2", "0", "oracl", "racle"} & keys


@pytest.mark.parametrize("term, lang, register, expected", [
    ("unlock", "zh", "rules", "解锁"), ("precombat main phase", "zh", "rules", "战斗前行动阶段"),
    ("hybrid mana symbols", "zh", "rules", "混血法术力符号"), ("copiable values", "pt", "rules", "valores copiáveis"),
    ("respond", "zh", "rules", "响应"), ("plains", "ko", "cards", "들"), ("roll a d20", "zh", "cards", "掷一颗d20"),
    # a keyword line on every card of the term, though remove scores its word higher (`_keyword_line`)
    ("cleave", "pt", "cards", "remover"), ("threshold", "ko", "cards", "문턱"),
    # a keyword line on most cards of the term, more than its best-scoring reminder-text word (Flugfähigkeit)
    ("flying", "de", "cards", "Fliegend"), ("flying", "es", "cards", "Vuela"),
    # a word of a reminder text, not the whole phrase: `Germen` of the Germ token, `absorver` of absorb
    ("germ", "es", "cards", "Germen"), ("absorb", "pt", "cards", "absorver"),
    # ... but not a word printed elsewhere too: `camines` is in `camines por los planos` and beyond it
    ("planeswalk", "es", "cards", "camines por los planos"),
    # a connective keeps the function words printed beside it wherever it is (`_flanked`): not `menos`, which es
    # `al menos` (at least) holds too
    ("unless", "es", "cards", "a menos que"), ("unless", "it", "cards", "a meno che"),
    ("unless", "de", "cards", "es sei denn"), ("unless", "pt", "rules", "a menos que"),
    ("instead", "fr", "cards", "à la place"),
    # ... and a one-word wording the word it never stands without: pt `disso` (of that, `depois disso`, after that)
    # is printed after `vez` 410 times, after `invés` 49, alone never
    ("instead", "pt", "cards", "em vez disso")])
def test_shipped_renderings_of_the_mechanisms(base, term, lang, register, expected):
    assert base.top(term, lang, register).term == expected


def test_a_connective_keeps_the_function_words_printed_beside_it():
    from rulesdb.termbase.derive import _flanked, _open_sides
    from rulesdb.termbase.tokens import Reader

    # four real Spanish card lines (10E/106, 111, 149, 338) and their English: `menos` is always between `a` and
    # `que`, a stop word on each side, which no candidate starts or ends with; English `unless` has no such word
    en = ["Sea Monster can't attack unless defending player controls an Island.",
          "Sacrifice Spiketail Hatchling: Counter target spell unless its controller pays {1}.",
          "When Hidden Horror comes into play, sacrifice it unless you discard a creature card.",
          "Activated abilities of sources with the chosen name can't be played unless they're mana abilities."]
    es = ["El Engendro marino no puede atacar a menos que el jugador defensor controle una isla.",
          "Sacrificar la Cría de colapúa: Contrarresta el hechizo objetivo a menos que su controlador pague {1}.",
          "Cuando el Horror oculto entre en juego, sacrifícalo a menos que descartes una carta de criatura.",
          "Las habilidades activadas de las fuentes con el nombre elegido no pueden jugarse a menos que sean "
          "habilidades de maná."]
    reader = Reader("es", chars=False)
    assert _flanked("menos", es, _open_sides("unless", en), reader) == "a menos que"
    # a word beside the English term as often is that word's rendering, not the term's (`Contrarresta el`)
    assert _flanked("hechizo objetivo", es[1:2] * 3, _open_sides("target spell", en[1:2] * 3),
                    reader) == "hechizo objetivo"
    # fewer than three occurrences say nothing
    assert _flanked("menos", es[:2], _open_sides("unless", en[:2]), reader) == "menos"


def test_a_wording_the_kin_prints_alone_is_not_extended():
    from rulesdb.termbase.derive import _Edges, _kin_alone, _zh_worded

    # respond is named in two zh rules (不能响应, 异能响应): every piece of them ties; the rules of response print
    # 响应 alone (weight 9.7), never 能响应
    kin = {(0, "响应"): 9.7}
    assert _kin_alone(kin, 0, "响应", "能响应") and not _kin_alone(kin, 0, "能响应", "响应")
    assert not _kin_alone({}, 0, "响应", "能响应")
    respond = [(1.0, "且牌手不能"), (1.0, "瞬间或起动"), (1.0, "能响应"), (1.0, "响应"), (1.0, "能响")]
    edges = _Edges(_zh_cr_lines())
    assert _zh_worded(respond, edges) == (1.0, "能响应")
    assert _zh_worded(respond, edges, lambda part, c: _kin_alone(kin, 0, part, c)) == (1.0, "响应")


def test_a_korean_one_syllable_term_starts_a_word(embedded_corpus):
    # 어떻게 (how) ends with 게, the Korean cards' Crab; 만들면 (if one makes) holds 들, their Plains: a Korean word is
    # its stem then its endings, so a one-syllable term is read only where a word starts (곰 토큰, a Bear token)
    base = load_termbase(embedded_corpus.reader)
    said = {h.concept for h in base.translate("곰 토큰을 만들면 어떻게 되나요", "ko")}
    assert {"bear", "token"} <= said and not {"crab", "plains"} & said, said


@pytest.mark.parametrize("words, concept", [("geopfert", "sacrifice"), ("neutralisiert", "counter (verb)"),
                                            ("bloquent", "block")])
def test_cli_term_reads_a_verb_form_as_its_infinitive(embedded_home, words, concept):
    # German participles and the French third person plural, which the stemmers leave apart from what the cards
    # print (opfere, neutralisiere, bloquer): looked up as their infinitive, with or without --lang
    res = _run(embedded_home, "term", words)
    assert res.exit_code == 0, res.output
    assert res.output.splitlines()[0] == f"{words} → {concept}"


def test_the_shipped_table_is_what_terms_derive_rebuilds(embedded_home, shared_dir, raw_dir, tmp_path):
    # the table in raw_sources/ is derived data: a change to the analysis (a stop word, a stemmer) that changes
    # what `rulesdb terms derive` gives must ship the table it gives (the Italian stop words of da16539 did not).
    # Three of its ten languages, derived apart from the others as always (each language's rows depend on its
    # own cards and the English alone): Italian (stop words, a stemmer), Chinese (characters, no stemmer) and
    # Portuguese, the two with a translated CR read for rules-text wordings; the whole table took three minutes,
    # half the suite's time on two cores. The word table's test below reads German's decompounding.
    cards = shared_dir / CARDS
    if not cards.is_file():
        pytest.skip(f"{cards} is absent")
    langs = ("en", "it", "zh", "pt")
    out = tmp_path / "termbase_from_cards.tsv"
    r = CliRunner().invoke(main, ["terms", "derive", "--cards", str(cards), "-o", str(out), "--langs", "it,zh,pt",
                                  "--home", str(embedded_home)])
    assert r.exit_code == 0, r.output

    def rows(path):
        return [line for line in path.read_text(encoding="utf-8").splitlines()
                if not line.startswith("#") and line.split("\t")[1:2] and line.split("\t")[1] in langs]

    shipped, rebuilt = rows(raw_dir / "termbase" / "termbase_from_cards.tsv"), rows(out)
    assert {line.split("\t")[1] for line in rebuilt} == set(langs) and len(rebuilt) > 4000
    held = set(shipped)
    assert [line for line in rebuilt if line not in held] == []
    assert rebuilt == shipped


def test_the_shipped_word_table_is_what_terms_words_rebuilds(shared_dir, raw_dir, tmp_path):
    # as the term base table above, for two of the languages whose analysis the registry gives (a stemmer, stop
    # words; an English change moves every language)
    cards = shared_dir / CARDS
    if not cards.is_file():
        pytest.skip(f"{cards} is absent")
    langs = ("it", "de")
    out = tmp_path / "words_from_cards.tsv"
    r = CliRunner().invoke(main, ["terms", "words", "--cards", str(cards), "-o", str(out), "--langs", ",".join(langs)])
    assert r.exit_code == 0, r.output

    def rows(path):
        return sorted(line for line in path.read_text(encoding="utf-8").splitlines() if line.split("\t")[0] in langs)

    rebuilt = rows(out)
    assert len(rebuilt) > 4000
    assert rebuilt == rows(raw_dir / "termbase" / "words_from_cards.tsv")


@pytest.mark.parametrize("lang", ["de", "es", "ja", "pt", "zh"])
def test_double_is_not_worded_as_double_strike(base, lang):
    # `double` (701.10) stands inside double strike's name on most cards that print it: those cards gave it double
    # strike's wording (de Doppelschlag, es dañar dos veces, zh 连击); a term found only inside a keyword's name is
    # no evidence of its own
    assert base.top("double", lang, "cards").term != base.top("double strike", lang, "cards").term


def test_a_term_only_inside_a_keywords_name_is_found_there_alone():
    from rulesdb.termbase.derive import _inside_keywords

    # term 0 `double` at 3-4, term 1 `double strike` (a keyword) at 3-5, term 2 `creature` at 1-2
    assert _inside_keywords({0: [(3, 4)], 1: [(3, 5)], 2: [(1, 2)]}, {1}) == {0}
    # `double` also standing alone (at 7-8) is evidence there
    assert _inside_keywords({0: [(3, 4), (7, 8)], 1: [(3, 5)]}, {1}) == set()


def test_a_german_compound_of_another_terms_wording_gives_its_place_to_its_head(base):
    from rulesdb.termbase.derive import _compound_heads
    from rulesdb.termbase.record import Rendering

    # FIXTURE rows shaped as the derived table's: de token was `Kreaturenspielstein` (a creature token, 1,600 cards)
    # before `Spielstein` (692 cards), creature being `Kreatur`; landwalk keeps `Landtarnung` (land is in it)
    rows = [Rendering("token", "de", "Kreaturenspielstein", "printed", 1, 1600, 2581, 0.76, "2002-02-04", "2022-02-18",
                      True),
            Rendering("token", "de", "Spielstein", "printed", 2, 692, 2581, 0.42, "1994-04-01", "2022-02-18", False),
            Rendering("creature", "de", "Kreatur", "printed", 1, 9000, 9500, 0.9, "1994-04-01", "2022-02-18", True),
            Rendering("land", "de", "Land", "printed", 1, 3000, 3100, 0.9, "1994-04-01", "2022-02-18", True),
            Rendering("landwalk", "de", "Landtarnung", "printed", 1, 8, 16, 0.5, "1994-04-01", "2022-02-18", True),
            Rendering("landwalk", "de", "Tarnung", "printed", 2, 4, 16, 0.29, "1994-04-01", "2022-02-18", False)]
    out = {(r.term, r.rank): r for r in _compound_heads(rows)}
    head = out[("token", 1)]
    assert (head.rendering, head.current, head.count, head.first) == ("Spielstein", True, 1600, "1994-04-01")
    assert (out[("token", 2)].rendering, out[("token", 2)].current) == ("Kreaturenspielstein", False)
    assert out[("landwalk", 1)].rendering == "Landtarnung"
    # ... in the shipped table: a German question or page saying Spielstein names a token
    assert base.top("token", "de", "cards").term == "Spielstein"
    assert base.top("land type", "de", "cards").term == "Landtyp"
