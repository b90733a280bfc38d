"""The curated table of rules vocabulary the cards never print (raw_sources/termbase/rules_terms_curated.tsv): read
as kind `curated`, ranked below every printed wording, and what lets a judge's `capa`, `Schicht`, `livello` or
`置換効果` reach the rules of layers and replacement effects."""
from __future__ import annotations

from pathlib import Path

import pytest

from rulesdb.errors import ParseError
from rulesdb.sources import term_table

TABLE = Path(__file__).resolve().parent.parent / "raw_sources" / "termbase" / "rules_terms_curated.tsv"


@pytest.fixture(scope="module")
def rows():
    return term_table.parse(TABLE.read_bytes(), str(TABLE)).terms


def test_shipped_table_is_read_as_curated_rows(rows):
    assert term_table.sniff(TABLE.read_bytes()) > 0.9
    assert len(rows) > 80 and {e.kind for e in rows} == {"curated"}
    # (zh: only the words Chinese players say where the zh CR says otherwise, 控制 for its 操控)
    assert {e.lang for e in rows} <= {"de", "es", "fr", "it", "ja", "pt", "zh"}
    firsts = [(e.concept, e.lang) for e in rows if e.rank == 1]
    assert len(firsts) == len(set(firsts)) == len({(e.concept, e.lang) for e in rows})
    assert len({(e.concept, e.lang, e.term) for e in rows}) == len(rows)
    by = {(e.concept, e.lang): e for e in rows if e.rank == 1}
    assert by[("layer", "es")].term == "capa" and by[("layer", "de")].term == "Schicht"
    assert "打ち消され" in by[("counter (verb)", "ja")].forms
    assert by[("control", "zh")].term == "控制"


@pytest.mark.parametrize("text, error", [
    ("# rulesdb curated terms\nterm\tlang\n", "header"),
    ("# rulesdb curated terms\nterm\tlang\twording\tforms\nlayer\tes\t\t\n", "needs a term"),
])
def test_malformed_curated_table_is_refused_with_its_line(text, error):
    with pytest.raises(ParseError, match=error) as e:
        term_table.parse(text.encode(), "fixture.tsv")  # written here: not real data
    assert e.value.line >= 2


@pytest.fixture(scope="module")
def termbase(embedded_corpus):
    from rulesdb.termbase.base import load_termbase

    return load_termbase(embedded_corpus.reader)


def test_a_printed_wording_outranks_a_curated_one(termbase):
    top = termbase.top("counter (verb)", "ja")
    assert top is not None and top.kind == "printed" and top.term == "打ち消"
    curated = termbase.renderings("counter (verb)", "ja", kinds=("curated",))
    assert curated and curated[0].term == "打ち消す"
    assert termbase.renderings("counter (verb)", "ja").index(curated[0]) > 0


def test_a_curated_wording_is_the_top_where_nothing_is_printed(termbase):
    top = termbase.top("layer", "es")
    assert top is not None and (top.kind, top.term) == ("curated", "capa")


def test_a_word_printed_for_one_term_and_curated_for_another_names_both(termbase):
    # Italian `livello` is printed for level (level up) and is the translated rules' word for layer
    concepts = [h.concept for h in termbase.translate("livello", "it")]
    assert concepts[0] == "level" and "layer" in concepts
    # a conjugated Japanese verb: 打ち消された (was countered) reaches the verb counter through a curated form
    assert "counter (verb)" in [h.concept for h in termbase.translate("打ち消された呪文", "ja")]


@pytest.mark.parametrize("question, lang, answer, english", [
    ("¿en qué capa se aplica un efecto que cambia el control de una criatura?", "es", "613.", "layer"),
    ("in welcher Schicht wirkt ein Effekt, der die Stärke einer Kreatur festlegt", "de", "613.", "layer"),
    ("in quale livello si applica un effetto che cambia la forza di una creatura", "it", "613.", "layer"),
    ("quand l'horodatage d'un effet compte-t-il", "fr", "613.7", "timestamp"),                 # timestamp order
    ("置換効果が2つ同じイベントに適用されるとき、誰が順番を決める", "ja", "61", "replacement effect"),  # 614/616
    # French `pile` is printed for the stack, and `pile ou face` (heads or tails) on the cards makes the word
    # table read it flip/coin: the curated wording keeps it the stack
    ("l'ordre de résolution des sorts sur la pile", "fr", "405.", "stack"),
    # a question word (qui) inside a term is read as part of it
    ("une capacité qui définit une caractéristique, comment ça marche", "fr", "604.3",
     "characteristic-defining ability"),
])
def test_rules_vocabulary_reaches_its_rules(index, termbase, question, lang, answer, english):
    from rulesdb.search import search
    from rulesdb.termbase.base import KIND_ORDER, TermBase

    printed_only = TermBase(e for c in termbase.concepts() for l in termbase.languages()
                            for e in termbase.renderings(c, l, kinds=set(KIND_ORDER) - {"curated"}))
    found = search(question, lang=lang, index=index, limit=10, termbase=termbase)
    rank = next((i for i, h in enumerate(found.hits, 1) if (h.rule or "").startswith(answer)), 99)
    assert english in found.expansions and rank <= 3, (found.expansions, rank)
    without = search(question, lang=lang, index=index, limit=10, termbase=printed_only)
    assert english not in without.expansions


@pytest.fixture(scope="module")
def search_home(tmp_path_factory, indexed_home):
    """A copy of the embedded corpus with its search index (the shared one stays as built)."""
    import shutil

    home = tmp_path_factory.mktemp("curated_search_home")
    shutil.copytree(indexed_home, home, dirs_exist_ok=True)
    return home


@pytest.mark.parametrize("question, lang, concept, rule", [
    # a judge's words for rules vocabulary no card prints: conceding (104.3a), the Two-Headed Giant variant (810;
    # how much life: 119.1a, "In a Two-Headed Giant game, each team's starting life total is 30", answers too)
    ("un giocatore può concedere la partita in qualsiasi momento?", "it", "concede", ("104.3a",)),
    ("combien de points de vie au Géant bicéphale", "fr", "two-headed giant", ("810.", "119.1a")),
])
def test_a_curated_wording_takes_a_question_to_its_rules(search_home, question, lang, concept, rule):
    from rulesdb.app import Session

    with Session(search_home) as s:
        result = s.search(question, lang=lang, limit=5)
    assert concept in result.expansions, result.expansions
    assert result.hits[0].id.startswith(rule), [h.id for h in result.hits]


@pytest.mark.parametrize("text, lang, concept", [
    # mechanics printed after the card data ends (2022), as a judge types them (questions written for this test)
    ("仔のトークンにも仔はある？", "ja", "offspring"),
    ("スピードが4になったら最高速度の能力は使える？", "ja", "max speed"),
    ("la descendencia de una criatura ficha", "es", "offspring"),
    # the Ring tempts you (2023) and suspect (2024), in the words of batch u of the judge questions
    ("l'anello mi tenta con zero creature", "it", "the ring tempts you"),
    ("l'Anneau me tente, 0 créature", "fr", "the ring tempts you"),
    ("sospechar una criatura que ya está sospechosa", "es", "suspect"),
    ("der Ring führt dich in Versuchung ohne Kreatur", "de", "the ring tempts you"),
])
def test_a_mechanic_newer_than_the_cards_is_read_in_the_judges_words(termbase, text, lang, concept):
    assert concept in [h.concept for h in termbase.translate(text, lang)]


@pytest.mark.parametrize("text, lang", [
    # pt `tenta` and it `tenta` (tries) alone are no temptation by the Ring
    ("o jogador tenta lançar a mágica de novo", "pt"),
    ("il giocatore tenta di lanciare la magia", "it"),
])
def test_tries_is_no_temptation(termbase, text, lang):
    assert "the ring tempts you" not in [h.concept for h in termbase.translate(text, lang)]




def test_two_katakana_inside_a_longer_katakana_word_name_no_term(termbase):
    # サイ (Rhino) of サイドボード and サイバーマン, ジン (Djinn) of エンジン: read as words, they had been searched
    for text in ("サイドって何枚まで？", "サイバーマン・アーティファクト・クリーチャー", "エンジン始動"):
        assert not {"rhino", "djinn"} & {h.concept for h in termbase.translate(text, "ja")}, text
    assert "sideboard" in [h.concept for h in termbase.translate("サイドボードに入れる", "ja")]
    # one katakana is no word (the cards' プ and レ, cut off プレイ, had stood for your and play)
    assert not {"your", "play"} & {h.concept for h in termbase.translate("4人でプレインチェイスやってて", "ja")}
    assert "rhino" in [h.concept for h in termbase.translate("サイ・トークンを1体生成する", "ja")]


def test_a_latin_letter_inside_an_english_word_typed_in_chinese_names_no_term(termbase):
    # `晚上施放daybound生物` (zh-268 of the judge questions): the `y` of daybound had read as the Y of +X/+Y and was
    # searched; the Chinese terms around it are still read
    concepts = [h.concept for h in termbase.translate("晚上施放daybound生物", "zh")]
    assert "y" not in concepts and {"cast", "creature"} <= set(concepts), concepts


def test_the_kanji_stem_of_a_negated_wording_names_no_term(termbase):
    # 基本でない is nonbasic: its stem 基本 (basic, as in 基本セット, a core set) had been read as nonbasic land
    assert "nonbasic land" not in [h.concept for h in termbase.translate("基本セットの再録版", "ja")]
    assert "nonbasic land" in [h.concept for h in termbase.translate("基本でない土地", "ja")]


@pytest.mark.parametrize("text, lang, concept", [
    # fr `tour` is printed for turn on 6,118 cards and for the Tower subtype on 10: a score above 1 on few cards
    # (1.05) had put the subtype first, and `une seule fois par tour` read as once per tower
    ("une seule fois par tour", "fr", "turn"),
])
def test_a_wording_printed_for_two_terms_reads_as_the_one_printed_far_more(termbase, text, lang, concept):
    assert [h.concept for h in termbase.translate(text, lang)] == [concept]


def test_kana_differing_in_voicing_are_other_words(termbase):
    # folding accents away folds the kana's voicing marks too (グ as ク): `チェックリスト` (checklist) had read as
    # グリスト (Grist), `パック` (a booster pack) as ハッグ (Hag)
    for text, wrong in (("昔のチェックリストカード", "grist"), ("2パック目で隣の人が", "hag")):
        assert wrong not in [h.concept for h in termbase.translate(text, "ja")], text
    assert "grist" in [h.concept for h in termbase.translate("グリストの能力", "ja")]
