"""Card names: the table derived from printed cards, its source format, which cards a query names, and the search
reading them. The card lines of tests/data/cards_names_real.jsonl are copied unchanged from
../shared/corpus/cards/mtgjson_parallel_cards.jsonl.gz (12 printings of 5 cards)."""
from __future__ import annotations

import gzip
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesdb.cardnames.derive import derive_card_table, strip_reminders
from rulesdb.cardnames.keys import name_key, name_keys
from rulesdb.cardnames.match import find_cards
from rulesdb.cardnames.table import CardEntry, format_table, parse_table, unpack
from rulesdb.cli import main
from rulesdb.errors import ParseError
from rulesdb.sources import detect_format, parse_bytes

DATA = Path(__file__).parent / "data"
REAL = DATA / "cards_names_real.jsonl"


@pytest.fixture(scope="module")
def table() -> tuple[CardEntry, ...]:
    data, count = derive_card_table(REAL)
    assert count == 5
    return parse_table(unpack(data))


def _card(cards, name) -> CardEntry:
    return next(c for c in cards if c.name == name)


# -- the table ---------------------------------------------------------------------------------------------------

def test_a_card_has_the_text_of_its_latest_printing_without_reminder_text(table):
    # Ancestor's Chosen: JUD 2002 and 10E 2007 say "comes into play", UMA 2018 "enters the battlefield"; the
    # reminder text of first strike is left out
    chosen = _card(table, "Ancestor's Chosen")
    assert chosen.text == ("First strike\nWhen Ancestor's Chosen enters the battlefield, you gain 1 life for each "
                           "card in your graveyard."), chosen.text
    assert (chosen.first, chosen.last) == ("2002-05-27", "2018-12-07")


def test_a_card_has_its_printed_names_in_each_language(table):
    mox = dict(_card(table, "Chrome Mox").names)
    assert mox["ja"] == "金属モックス" and mox["fr"] == "Mox de chrome" and mox["de"] == "Chrommox", mox
    thalia = dict(_card(table, "Thalia, Guardian of Thraben").names)
    assert thalia["ja"] == "スレイベンの守護者、サリア", thalia


def test_the_table_is_reproducible_and_round_trips(table):
    first, _ = derive_card_table(REAL)
    again, _ = derive_card_table(REAL)
    assert first == again  # gzip without a time stamp: the same bytes every run
    assert [replace(c, line=0) for c in parse_table(format_table(table, ["test"]))] == [
        replace(c, line=0) for c in table]


def test_reminder_text_is_left_out_of_each_line():
    assert strip_reminders("Flying\nFirst strike (This creature deals combat damage first.)\n(Just reminder.)") == \
        "Flying\nFirst strike"


@pytest.mark.parametrize("data, message", [
    (b"# rulesdb card names\nname\ttype\n", "header"),
    (b"# rulesdb card names\nname\ttype\ttext\tfirst\tlast\tde\nOne\tcell\n", "cells"),
    (b"name\ttype\ttext\n", "not a card name table"),
    (b"\x1f\x8b\x08\x00broken", "gzip"),
    (gzip.compress(b"\xff\xfe\x00bad", mtime=0), "UTF-8"),
])
def test_a_bad_table_is_a_parse_error(data, message):
    with pytest.raises(ParseError, match=message):
        parse_bytes(data, "cards.tsv.gz", fmt="card-names")


def test_the_gzipped_table_is_told_by_its_content(table):
    data = gzip.compress(format_table(table, ["test"]).encode())
    assert detect_format(data, "anything.bin") == "card-names"
    result = parse_bytes(data, "anything.bin")
    assert len(result.cards) == 5 and not result.nodes and result.to_json()["cards"] == 5


def test_the_shipped_table_is_what_the_card_file_gives(shared_dir, raw_dir):
    cards = shared_dir / "corpus" / "cards" / "mtgjson_parallel_cards.jsonl.gz"
    data, count = derive_card_table(cards)
    assert count > 20000
    assert data == (raw_dir / "cards" / "card_names.tsv.gz").read_bytes()


# -- keys and matching -----------------------------------------------------------------------------------------

def test_a_name_is_keyed_as_typed():
    assert name_key("Mishra’s  Factory") == name_key("mishra's factory")
    assert name_key("金属モックス") == "金属モックス"
    assert name_keys("Thalia, Guardian of Thraben", "en") == [("thalia, guardian of thraben".replace(",", ""), False),
                                                             ("thalia", True)]
    assert name_keys("スレイベンの守護者、サリア", "ja")[1] == ("サリア", True)


def _finder(table, known=(), terms=()):
    rows = {}
    for i, c in enumerate(table):
        for lang, printed in (("en", c.name), *c.names):
            for key, short in name_keys(printed, lang):
                rows.setdefault(key, []).append((key, lang, printed, int(short), c.name, c.type, c.text, c.first))

    def lookup(keys):
        return [r for k in keys for r in rows.get(k, ())]

    def find(query, lang):
        return [c.name for c in find_cards(query, lang, lookup, lambda w, l: w.casefold() in known,
                                           lambda t, l: t.casefold() in terms, frozenset({"de", "la", "a", "el"}))]
    return find


@pytest.mark.parametrize("query, lang, names", [
    ("Thalia est en jeu chez l'adversaire, je paie le {1} en plus ?", "fr", ["Thalia, Guardian of Thraben"]),
    ("金属モックス2枚並べてて、2枚目から赤マナ出せる？", "ja", ["Chrome Mox"]),
    ("mon Mox de chrome n'a rien exilé", "fr", ["Chrome Mox"]),
    ("I copied a creature with Clone, does my copy get the counters", "en", ["Clone"]),
    ("clone a creature that has counters", "en", []),          # a word lower case is the word
    ("Clone a creature that has counters", "en", []),          # capitalised first: a sentence's start
    ("mein Klon kopiert eine Kreatur", "de", []),              # German capitalises nouns: a known word stays one
    ("Forest and Island on one land", "en", []),               # a basic land's name is its land type
    ("I cast Thalia and Clone, then Thalia again", "en", ["Thalia, Guardian of Thraben", "Clone"]),
    ("我用Clone复制了那个生物", "zh", ["Clone"]),               # an English name typed inside Chinese
    ("我用Clone-Shell复制了那个生物", "zh", []),                 # ... not a part of a hyphened word
    ("我用Clones复制了", "zh", []),                              # ... nor of a longer word
])
def test_the_cards_a_query_names(table, query, lang, names):
    known = {"clone", "klon", "forest", "island"}
    assert _finder(table, known)(query, lang) == names


def test_a_name_that_is_a_game_term_is_the_term(table):
    assert _finder(table, terms={"clone"})("copied with Clone", "en") == []


# -- the search ---------------------------------------------------------------------------------------------------

def test_search_reads_a_named_card_and_shows_it(search_session):
    from rulesdb.search_output import render_search

    result = search_session.search("Blood Moon and Urborg, do my lands tap for black", lang="en", limit=5)
    assert [c.name for c in result.cards] == ["Blood Moon", "Urborg, Tomb of Yawgmoth"]
    assert "Urborg" not in result.unmatched, result.unmatched
    out = render_search(result)
    assert out.splitlines()[0] == "card: Blood Moon — Nonbasic lands are Mountains.", out


def test_a_card_named_in_its_language_reads_its_english_text(search_session):
    # it: Blood Moon (nonbasic lands are Mountains) and Urborg (each land is a Swamp in addition to its other land
    # types): 305.7, setting a land's subtype to a basic land type removes its old land types and abilities. The
    # query names the cards only; without their text it found nothing on lands (query written for this test)
    result = search_session.search("Luna Insanguinata e Urborg, Tomba di Yawgmoth", lang="it", limit=5)
    assert [(c.name, c.printed) for c in result.cards] == [("Blood Moon", "Luna Insanguinata"),
                                                           ("Urborg, Tomb of Yawgmoth", "Urborg, Tomba di Yawgmoth")]
    rules = [h.rule for h in result.hits]
    assert "305.7" in rules[:3], rules
    from rulesdb.search import search

    unread = [h.rule for h in search("Luna Insanguinata e Urborg, Tomba di Yawgmoth", lang="it", limit=5,
                                     index=search_session.index, termbase=search_session.termbase).hits]
    assert "305.7" not in unread, unread


def test_the_characters_of_a_japanese_card_name_are_not_searched_as_words(search_session):
    # 精神隷属器 (Mindslaver, `You control target player during that player's next turn`): its characters read as
    # words had been searched as `god` (精神); the card's text stands for them (question written for this test)
    result = search_session.search("同じ相手に対して精神隷属器が2回起動されたら、次のターンをコントロールするのは誰？",
                                   lang="ja", limit=5)
    assert [c.name for c in result.cards] == ["Mindslaver"]
    assert "god" not in result.expansions and "control" in result.expansions, result.expansions


@pytest.mark.parametrize("query, lang, names", [
    # `will` is an English stop word: Force of Will typed mid-sentence has two words that name it
    ("they pitched a blue card to Force of Will without paying mana", "en", ["Force of Will"]),
    # a name of several English words typed inside Chinese, glued to its characters: its words are read apart
    ("对手的去除咒语指定了我的Siren Stormtamer，我把它自己牺牲掉", "zh", ["Siren Stormtamer"]),
    ("对手的Kolaghan's Command选了对我生物造成2点伤害的模式", "zh", ["Kolaghan's Command"]),
])
def test_a_name_of_several_words_is_read_in_a_sentence(search_session, query, lang, names):
    assert [c.name for c in search_session.search(query, lang=lang, limit=3).cards] == names


@pytest.mark.parametrize("query, lang", [
    ("they won by force of will alone", "en"),                       # the same words in lower case: no name
    ("mágica causa 5 de dano numa 4/4 que já tem 3 de dano", "pt"),  # numa: in a (Numa, Joraga Chieftain)
    ('"Blood Moon" lands', "en"),                                    # a phrase searches what it says
])
def test_no_card_where_the_query_does_not_name_one(search_session, query, lang):
    assert search_session.search(query, lang=lang, limit=3).cards == ()


@pytest.fixture(scope="module")
def search_session(tmp_path_factory, indexed_home):
    import shutil

    from rulesdb.app import Session

    home = tmp_path_factory.mktemp("cards_home")
    shutil.copytree(indexed_home, home, dirs_exist_ok=True)
    with Session(home) as s:
        yield s


def test_cli_terms_cards(tmp_path):
    out = tmp_path / "names.tsv.gz"
    res = CliRunner().invoke(main, ["terms", "cards", "--cards", str(REAL), "-o", str(out)])
    assert res.exit_code == 0, res.output
    assert len(parse_table(unpack(out.read_bytes()))) == 5


def test_cli_terms_cards_bad_input_is_one_line(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n", encoding="utf-8")
    res = CliRunner().invoke(main, ["terms", "cards", "--cards", str(bad), "-o", str(tmp_path / "o.gz")])
    assert res.exit_code != 0 and "Traceback" not in res.output
    assert len(res.output.strip().splitlines()) == 1, res.output
    assert not (tmp_path / "o.gz").exists()


# -- the card questions (tests/data/card_questions.json) ------------------------------------------------------

def _card_questions() -> dict:
    import json

    return json.loads((DATA / "card_questions.json").read_text(encoding="utf-8"))


def test_the_card_questions_are_well_formed_and_answered_by_real_rules(raw_dir):
    doc = _card_questions()
    data = (raw_dir / "en" / "MagicCompRules_20260807.txt").read_bytes()
    ids = {str(n.id) for n in parse_bytes(data, source="cr", fmt="cr-text", lang="en").nodes}
    questions = doc["questions"]
    assert len({q["id"] for q in questions}) == len(questions) == 48
    assert {q["batch"] for q in questions} == set(doc["batches"])
    for q in questions:
        assert q["accept"] and set(q["accept"]) <= ids, q["id"]
        assert q["cards"] and q["q"].strip() and q["note"].strip(), q["id"]


def test_every_card_question_is_read_as_naming_its_cards(search_session):
    # 48 questions naming cards in 8 languages, by printed name, English name or short name (サリア, Urborg):
    # each is read as naming cards it names, and all of them but zh 阻抑 (Stifle: two characters, not read)
    whole = 0
    for q in _card_questions()["questions"]:
        read = {c.name for c in search_session.search(q["q"], lang=q["lang"], limit=1).cards}
        assert read and read <= set(q["cards"]), (q["id"], read, q["cards"])
        whole += read == set(q["cards"])
    assert whole == 47


def test_rulesdb_parse_reads_the_shipped_table(raw_dir):
    # no language to detect: each row names its languages (the gzipped bytes are no text to detect one in)
    import json

    res = CliRunner().invoke(main, ["parse", str(raw_dir / "cards" / "card_names.tsv.gz"), "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.output)
    assert out["format"] == "card-names" and out["cards"] > 20000


def test_a_name_cut_by_a_comma_is_not_a_word_the_rules_lack(search_session):
    result = search_session.search("Lune de sang et Urborg, tombe de Yaugzebul : mes terrains sont-ils des Marais ?",
                                   lang="fr", limit=3)
    assert [c.name for c in result.cards] == ["Blood Moon", "Urborg, Tomb of Yawgmoth"]
    assert not {"Urborg", "Yaugzebul"} & set(result.unmatched), result.unmatched


# -- rulesdb card -----------------------------------------------------------------------------------------------

def _card_cli(home, *args):
    return CliRunner().invoke(main, ["card", *args, "--home", str(home)])


def test_cli_card_by_a_printed_name_in_any_language(indexed_home):
    res = _card_cli(indexed_home, "Luna", "Insanguinata")
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    assert lines[:3] == ["Blood Moon · Enchantment", "    Nonbasic lands are Mountains.",
                         "  printed 2003-07-28 … 2020-08-07"], lines
    assert "  ja      血染めの月" in lines and "  de      Blutmond" in lines


def test_cli_card_by_a_short_name_lists_each_card_whole_names_first(indexed_home):
    import json

    res = _card_cli(indexed_home, "Thalia", "--lang", "de", "--json")
    assert res.exit_code == 0, res.output
    cards = json.loads(res.output)["cards"]
    assert [c["name"] for c in cards] == ["Thalia, Guardian of Thraben", "Thalia, Heretic Cathar"]
    assert cards[0]["names"] == [{"lang": "de", "name": "Thalia, Wächterin von Thraben"}]
    assert cards[0]["text"] == "First strike\nNoncreature spells cost {1} more to cast."


@pytest.mark.parametrize("args, code", [
    (["no", "such", "card"], 1),
    (["Thalia", "--lang", "xx"], 2),
    ([" "], 2),
])
def test_cli_card_bad_input_is_one_line(indexed_home, args, code):
    res = _card_cli(indexed_home, *args)
    assert res.exit_code == code, res.output
    assert len(res.output.strip().splitlines()) == 1 and res.output.startswith("error: "), res.output


def test_a_named_card_is_searched_with_its_type_line_but_not_its_creature_types():
    # Thalia, Guardian of Thraben: Legendary Creature — Human Soldier; two Thalias meet the legend rule (704.5j)
    from rulesdb.cardnames.match import CardHit
    from rulesdb.search.cards import card_terms

    thalia = CardHit("Thalia, Guardian of Thraben", "Thalia", "en", "Legendary Creature — Human Soldier",
                     "First strike\nNoncreature spells cost {1} more to cast.", "2012-02-03", 0, 6)
    found = card_terms([thalia])
    assert {"legendari", "creatur", "first", "strike", "noncreatur", "cost"} <= set(found), found
    assert not {"human", "soldier", "thalia", "thraben"} & set(found), found
    # a noncreature's subtype says what it is (Bonesplitter, as printed)
    bonesplitter = CardHit("Bonesplitter", "Bonesplitter", "en", "Artifact — Equipment",
                           "Equipped creature gets +2/+0.\nEquip {1}", "2003-10-02", 0, 12)
    assert {"artifact", "equip"} <= set(card_terms([bonesplitter]))


def test_an_old_printing_is_read_in_todays_words(search_session):
    # the card table holds a card's printed text; the CR glossary reads the old wordings as today's (In Play
    # (Obsolete): "into play" is the battlefield; Remove from the Game (Obsolete): "remove ... from the game" is
    # "exile ..."). Gather Specimens, as the shipped table prints it (2008)
    from rulesdb.search.cards import card_terms, today_wording

    result = search_session.search("Gather Specimens", lang="en", limit=1)
    gather = result.cards[0]
    assert "come into play" in gather.text, gather.text
    assert today_wording(gather.text).count("enters the battlefield") == 2
    found = card_terms([gather])
    assert {"enter", "battlefield"} <= set(found) and "play" not in found, found
    assert today_wording("Remove target creature you control from the game. Return it to play under its owner's "
                         "control.") == ("exile target creature you control . Return it to the battlefield under its "
                                         "owner's control.")
    # a land played is no battlefield
    assert today_wording("You may play an additional land this turn.") == "You may play an additional land this turn."
