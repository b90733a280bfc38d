"""The first rendering of a term is not another term's wording: a longer term's (de Manakosten is mana cost's,
not cost's) or the wording of a term always printed beside it (fr mélanger is shuffle's, not search's)."""
from __future__ import annotations

import pytest

from rulesdb.termbase.base import load_termbase
from rulesdb.termbase.derive import _beside_its_term, _inside_longer
from rulesdb.termbase.tokens import reader_for


@pytest.fixture(scope="module")
def base(embedded_corpus):
    return load_termbase(embedded_corpus.reader)


@pytest.mark.parametrize("term, lang, expected, not_expected", [
    # the shipped table (derived from the real card file): a longer term's wording gives way to a part of it
    ("cost", "de", "kosten", "Manakosten"), ("blood", "es", "sangre", "ficha de sangre"),
    ("blood", "it", "sangue", "pedina sangue"), ("enter", "it", "entra", "entra nel campo"),
    # a shorter candidate that another term always beside the term holds is no rendering of the term
    ("search", "fr", "chercher", "mélanger"), ("scion", "ru", "Отпрыск", "Эльдрази"),
    # ... or its words in order around the longer term's own: fr mana cost is `coût de mana`, not converted mana
    # cost's `coût converti de mana`
    ("mana cost", "fr", "coût de mana", "coût converti de mana")])
def test_the_shipped_first_rendering_is_the_terms_own(base, term, lang, expected, not_expected):
    top = base.top(term, lang, "cards")
    assert top.term == expected and top.kind == "printed"
    assert base.top("mana cost", "de", "cards").term == "Manakosten"


def test_a_longer_terms_wording_gives_way_to_its_part_where_the_term_stands_alone():
    # fixture (hand-written scores and units, the shape `derive_language` passes): term 0 cost, term 1 mana cost
    reader = reader_for("de", "Kosten Manakosten")
    stems = {0: {"cost"}, 1: {"mana", "cost"}}
    ranked = [(0.65, "manakost"), (0.54, "kost"), (0.4, "wenig")]
    best_for = {"manakost": (0.99, 1), "kost": (0.54, 0), "wenig": (0.4, 0)}
    own_best = {0: 0.65, 1: 0.99}
    alone = [(frozenset({"kost"}), 1.0), (frozenset({"kost", "wenig"}), 2.0), (frozenset({"wenig"}), 1.0)]
    assert _inside_longer("manakost", 0, ranked, best_for, own_best, stems, reader, alone) == (0.54, "kost")
    # printed in too few of the units where cost stands alone: no part
    assert _inside_longer("manakost", 0, ranked, best_for, own_best, stems, reader, alone[2:] * 4) is None
    # the wording of the term itself, or of an unrelated term, is left alone
    assert _inside_longer("kost", 0, ranked, best_for, own_best, stems, reader, alone) is None
    assert _inside_longer("manakost", 0, ranked, best_for, own_best, {0: {"cost"}, 1: {"mana"}}, reader, alone) is None


def test_a_part_is_found_with_the_longer_terms_words_between_its_own():
    # fixture (hand-written, as above): term 0 mana cost, term 1 converted mana cost; fr prints the longer one
    # `coût converti de mana`, mana cost alone `coût de mana`
    reader = reader_for("fr", "coût de mana coût converti de mana")
    stems = {0: {"mana", "cost"}, 1: {"converted", "mana", "cost"}}
    ranked = [(0.7, "coût converti de mana"), (0.66, "coût de mana"), (0.45, "sans payer")]
    best_for = {"coût converti de mana": (0.99, 1), "coût de mana": (0.66, 0), "sans payer": (0.45, 0)}
    own_best = {0: 0.7, 1: 0.99}
    alone = [(frozenset({"coût de mana"}), 3.0), (frozenset({"sans payer"}), 1.0)]
    assert _inside_longer("coût converti de mana", 0, ranked, best_for, own_best, stems, reader, alone) == (
        0.66, "coût de mana")
    # a one-word part is still read only in a row (the start or end of a word), not across the longer wording
    ranked = [(0.7, "coût converti de mana"), (0.66, "convertir")]
    best_for = {"coût converti de mana": (0.99, 1), "convertir": (0.66, 0)}
    alone = [(frozenset({"convertir"}), 3.0)]
    assert _inside_longer("coût converti de mana", 0, ranked, best_for, own_best, stems, reader, alone) is None


def test_a_candidate_of_a_term_always_beside_is_that_terms():
    # fixture: term 0 search, term 1 shuffle, term 2 pile; units 0-2 hold search, shuffle stands in all three
    unit_keys = [frozenset({"cherch", "melang"}), frozenset({"melang"}), frozenset({"cherch", "melang", "pil"})]
    unit_terms = [{0, 1}, {0, 1}, {0, 1}]
    best_for = {"melang": (0.99, 1), "cherch": (0.9, 0), "pil": (0.7, 2)}
    assert _beside_its_term("melang", 0, best_for, [0, 1, 2], unit_keys, unit_terms)
    assert not _beside_its_term("cherch", 0, best_for, [0, 1, 2], unit_keys, unit_terms)
    assert not _beside_its_term("pil", 0, best_for, [0, 1, 2], unit_keys, unit_terms)


def test_a_rules_text_wording_in_two_rules_beats_a_printed_one_on_two_cards(base):
    # the shipped table: pt legend rule is `regra de lendas` in two rules of the pt-BR CR and `lenda" não se
    # aplica` on two cards; a printed wording on many cards still wins over a rules-text one in one or two rules
    assert base.top("legend rule", "pt", "rules").term == "regra de lendas"
    assert base.top("legend rule", "pt", "cards").kind == "printed"
    printed = base.top("blocking creature", "pt", "rules")
    assert printed.kind == "printed" and printed.count > 100


def test_a_term_on_two_cards_gets_no_wording_from_one_sentences_ngrams(shared_dir, base):
    # real printed card text: the Karn Liberated printings of the card file. German prints `Starte die Partie neu,
    # lasse dabei aber alle mit Karn dem Befreiten ins Exil geschickten ...` on two cards; every n-gram of that
    # sentence stands in the same two segments and ties with the others (`Befreiten ins Exil geschickten` came first)
    from rulesdb.termbase.cards import pairs, read_printings
    from rulesdb.termbase.derive import derive_language
    from rulesdb.termbase.english import EnglishTerm

    karn = [p for p in read_printings(shared_dir / "corpus/cards/mtgjson_parallel_cards.jsonl.gz")
            if "Restart the game" in p.en[1]]
    assert karn
    rows = derive_language("de", pairs(karn, {"de"})["de"], [EnglishTerm("restart the game", ("glossary",))])
    assert rows == []
    assert base.renderings("restart the game", "de", kinds=("printed",)) == []


def test_a_chinese_wording_is_not_extended_by_one_character_another_term_beside_it_names():
    from rulesdb.termbase.derive import _adds_explained

    # fixture: `explained` says 地 is the wording of a term the English names beside basic (land, in basic land)
    explained = lambda edge, whole: edge == "地"  # noqa: E731
    assert _adds_explained("基本地", "基本", explained)
    assert not _adds_explained("基本类", "基本", explained)  # another character
    assert not _adds_explained("基本地类", "基本", explained)  # two characters: `_names_other` reads those
    assert not _adds_explained("地基本", "基本地", explained)


def test_the_shipped_chinese_basic_is_basic_not_basic_land(base):
    # the zh CR says 基本地 (basic land) in 20 of the 21 rules naming basic; 地 is land's, named beside it
    top = base.top("basic", "zh", "rules")
    assert top.term == "基本" and top.kind == "rules-text"
    assert base.top("basic land type", "zh", "rules").term == "基本地类别"


def test_an_exclamation_keeps_its_mark_where_the_texts_print_it():
    from rulesdb.termbase.derive import _exclaimed

    # fixture texts (the zh CR's 702.xx wording, normalised as the derivation reads it: ！ -> !)
    assert _exclaimed("秘罗万岁", ["秘罗万岁!是一种关键字异能。", "每当此生物攻击时，秘罗万岁!"]) == "秘罗万岁!"
    assert _exclaimed("秘罗万岁", ["秘罗万岁!是一种关键字异能。", "秘罗万岁是"]) == "秘罗万岁"
    assert _exclaimed("秘罗万岁", ["没有"]) == "秘罗万岁"


def test_the_shipped_chinese_exclamations(base):
    top = base.top("for mirrodin!", "zh", "rules")
    assert top.term == "秘罗万岁!" and "秘罗万岁" in top.forms
    assert base.top("start your engines!", "zh", "rules").term == "发动引擎!"
    assert base.english("秘罗万岁", "zh")[0].concept == "for mirrodin!"


def test_the_rules_title_of_a_keyword_names_it_in_the_rules_register(base):
    # the shipped table and the zh CR's rule titles: 702.109 is titled 掩袭 (dash), which the cards print; the
    # rules sentences read 长横线 beside `dash` (the punctuation); melee's rules-text 大型混战 is grand melee's
    for term, title, sentences in (("dash", "掩袭", "长横线"), ("melee", "乱斗", "大型混战")):
        assert base.top(term, "zh", "cards").term == title
        assert base.top(term, "zh", "rules").term == title and base.top(term, "zh", "rules").rank == 1
        assert any(e.kind == "rules-text" and e.term == sentences for e in base.renderings(term, "zh"))
    # where the title is the rules-text wording, that stays first (decayed: printed 败朽异能, rules and title 败朽)
    assert base.top("decayed", "zh", "rules").term == "败朽"


def test_a_rules_text_wording_gluing_on_another_terms_wording_yields_to_the_printed_one(base):
    # the shipped table: zh mill is printed 磨, the rules read 牌手磨 (player mills: 牌手 is player's wording);
    # sorcery is printed 法术, the rules read 法术咒语 (sorcery spell: 咒语 is spell's)
    assert base.top("mill", "zh", "rules").term == "磨"
    assert base.top("sorcery", "zh", "rules").term == "法术"
    assert any(e.term == "牌手磨" for e in base.renderings("mill", "zh", kinds=("rules-text",)))
    # the term's own word glued on is the rules' wording (maximum hand size: 手牌上限 adds 手牌, hand), and so is
    # one character (face down: 牌面朝下 adds 牌, card, as part of 牌面); pt triggered ability adds habilidade
    assert base.top("maximum hand size", "zh", "rules").term == "手牌上限"
    assert base.top("face down", "zh", "rules").term == "牌面朝下"
    assert base.top("triggered ability", "pt", "rules").term == "habilidade desencadeada"


def test_a_rules_text_wording_cut_from_a_well_printed_one_yields_to_it(base):
    # the shipped table: pt lifelink is printed `vínculo com a vida` on 383 cards; the pt-BR rules' derivation read
    # `vínculo` in 3 rules (the rules themselves say `vínculo com a vida`, its `vida` taken for life's)
    assert any(e.term == "vínculo" for e in base.renderings("lifelink", "pt", kinds=("rules-text",)))
    assert base.top("lifelink", "pt", "rules").term == "vínculo com a vida"
    # a rules-text wording read in as many rules as the translated CR holds to stays first (pt zone: `zona` in 43
    # rules, where 31 cards print `zona de comando`, the command zone)
    assert base.top("zone", "pt", "rules").term == "zona"


def test_an_english_compound_holds_the_term_its_wording_adds():
    from rulesdb.termbase.derive import _compound_of

    # life is a part of lifelink, death of deathtouch: the wording of life added to lifelink's is lifelink's own
    assert _compound_of({"life"}, {"lifelink"}) and _compound_of({"death"}, {"deathtouch"})
    # a separate word, a word as long as the term's, a short one are no parts of a compound
    assert not _compound_of({"life"}, {"life", "total"}) and not _compound_of({"ability"}, {"fly~ing"})
    assert not _compound_of({"a"}, {"lifelink"}) and not _compound_of(set(), {"lifelink"})


def test_the_shipped_russian_lifelink_is_the_whole_keyword(base):
    # the shipped table (real cards): Russian prints `Цепь жизни` (chain of life); `жизни` is life's wording, which
    # stopped the extension from `Цепь` until a part of an English compound counted as the term's own word
    assert base.top("lifelink", "ru", "cards").term == "Цепь жизни"


def test_a_chinese_wording_always_followed_by_a_letter_extends_to_its_word():
    from rulesdb.termbase.derive import _unended, _zh_extend

    # fixture texts (the zh CR's 901.8, 701.31d): 时空换 is followed by 境, 入 or 出, never by a particle or an end
    texts = ["牌手时空换境至一张时空。", "该牌手时空换入的时空。", "牌手时空换出的时空。", "“时空换境”是一个动作。"]
    assert _unended("时空换", texts) and not _unended("时空换境", texts)
    assert not _unended("长横线", ["长横线后的文字", "一个长横线后", "长横线。"])  # 后 (after) is a place word
    assert not _unended("长横线", ["长横线后", "长横线后"])
    # the common start of the words is extended to the word found in at least `PART` of its units, even though
    # 时 (when) starts it: that edge is the wording's own
    ranked = [(1.0, "时空换"), (0.857, "时空换境"), (0.6, "牌手时空换")]
    co = {"时空换": 20.0, "时空换境": 15.0, "牌手时空换": 9.0}
    no = lambda c, top: False  # noqa: E731
    assert _zh_extend("时空换", 1.0, ranked, co, no, lambda c: True, unended=lambda top: True)[1] == "时空换境"
    assert _zh_extend("时空换", 1.0, ranked, co, no, lambda c: True, unended=lambda top: False)[1] == "时空换"


def test_the_shipped_chinese_planeswalk_is_the_whole_word(base, embedded_corpus):
    # the shipped table: the zh CR writes 时空换境 (planeswalk) in 15 of the 20 rules sentences naming the verb and
    # 时空换入/时空换出 (planeswalked to/from) in the rest; 时空换 was their common start
    top = base.top("planeswalk", "zh", "rules")
    assert top.term == "时空换境" and top.kind == "rules-text"
    assert base.top("phyrexian", "zh", "rules").term == "非瑞克西亚"
    rev = embedded_corpus.resolve_revision("zh")
    rule = next(n for n in embedded_corpus.tree("zh", rev) if str(n.id) == "901.8")
    assert "时空换境" in rule.text


def test_a_weak_wording_is_no_top_in_the_rules_register(base):
    # the shipped table (real cards): pt prints `fizer` beside if on 1010 of the 4189 cards naming if (`se fizer`),
    # `fosse` beside as though on 48 of 183 (`como se fosse`): words near the term, not its wording
    for term, wording in (("if", "fizer"), ("as though", "fosse")):
        printed = base.top(term, "pt", "cards")
        assert printed.term == wording and printed.count * 3 < printed.total and printed.score < 0.5
        assert base.top(term, "pt", "rules") is None
        assert any(e.term == wording for e in base.renderings(term, "pt"))
    # a wording beside most of its term's cards stays, however common (instead: `disso`, on 553 of 647; read with
    # the words it never stands without, `em vez disso`)
    assert base.top("instead", "pt", "rules").term == "em vez disso"
    # and so does one scoring well beside fewer of them (zh general: 将军 in 4 of the 24 rules naming general)
    general = base.top("general", "zh", "rules")
    assert general.term == "将军" and general.count * 3 < general.total


def test_the_shipped_chinese_converted_mana_cost_is_the_whole_wording(shared_dir, base):
    # the shipped table (real cards): zh cards print 总法术力费用 beside converted mana cost on 551 of its 561 cards;
    # 总法术 (on 555) ties with 总法术力, which ties with 总法术力费用, though the first and the last do not tie
    top = base.top("converted mana cost", "zh", "cards")
    assert top.term == "总法术力费用" and top.kind == "printed" and top.count > 500
    # and a Korean particle glued on is still no part of a wording (end step: 종료단 시작, not 시작에)
    assert not base.top("end step", "ko", "cards").term.endswith("에")



def test_the_chinese_cards_print_the_whole_converted_mana_cost(shared_dir):
    # real printed card text: of the zh printings whose English says converted mana cost, nearly all print the
    # whole 总法术力费用 (the wording the term base now gives), not 总法术力 followed by something else
    from rulesdb.termbase.cards import pairs, read_printings

    cmc = [p for p in pairs([p for p in read_printings(shared_dir / "corpus/cards/mtgjson_parallel_cards.jsonl.gz")
                             if "converted mana cost" in p.en[1].lower()], {"zh"})["zh"]]
    whole = sum("总法术力费用" in p.text[1] for p in cmc)
    cut = sum("总法术力" in p.text[1] and "总法术力费用" not in p.text[1] for p in cmc)
    assert len(cmc) > 500 and whole > 0.95 * len(cmc) and cut < 0.02 * len(cmc)


def test_a_word_spelt_as_its_english_term_at_the_start_of_a_longer_terms_compound_is_the_terms(base):
    # the shipped table (the real card file): de Mana stands in `Manavorrat` (mana pool's) and `Manakosten` (mana
    # cost's), and beside color more than anything (`Mana einer beliebigen Farbe`); it is mana's first wording
    assert base.top("mana", "de", "cards").term == "Mana"
    assert base.top("mana pool", "de", "cards").term == "Manavorrat"


@pytest.mark.parametrize("term, lang, expected", [
    # the shipped table: a wording cut inside the wording of a term it holds is made whole (the candidates stop at
    # four words; the cards print the five)
    ("leaves the battlefield", "es", "deje el campo de batalla"), ("leaves the battlefield", "pt", "deixar o campo de batalha"),
    ("leaves the battlefield", "fr", "quitte le champ de bataille"), ("enters the battlefield", "it", "entra nel campo di battaglia"),
    ("life total", "fr", "total de points de vie"), ("life total", "pt", "total de pontos de vida")])
def test_the_shipped_wording_of_a_term_holding_another_is_whole(base, term, lang, expected):
    top = base.top(term, lang, "cards")
    assert top.term == expected and top.kind == "printed"


def test_a_wording_cut_inside_its_parts_wording_is_joined_where_the_cards_print_it_joined():
    from rulesdb.termbase.derive import _joined_with_parts
    from rulesdb.termbase.record import Rendering
    # FIXTURES: rows and card texts written for this test (the shape of the real es leaves the battlefield)
    rows = [Rendering("leaves the battlefield", "es", "deje el campo", count=3, forms=("dejen el campo",)),
            Rendering("battlefield", "es", "campo de batalla", count=9),
            Rendering("life total", "es", "total de vida", count=2)]
    texts = {"leaves the battlefield": ["Cuando deje el campo de batalla, roba.", "Si deje el campo de batalla",
                                        "cuando dejen el campo de batalla"],
             "life total": ["tu total de vida"], "battlefield": []}
    out = {r.term: r for r in _joined_with_parts(rows, texts.get)}
    assert out["leaves the battlefield"].rendering == "deje el campo de batalla"
    assert out["leaves the battlefield"].forms == ("dejen el campo de batalla",)
    assert out["battlefield"].rendering == "campo de batalla" and out["life total"].rendering == "total de vida"
    # ... not where fewer than half the cards printing the cut wording print it joined
    texts["leaves the battlefield"] = ["deje el campo", "deje el campo", "deje el campo de batalla"]
    out = {r.term: r for r in _joined_with_parts(rows, texts.get)}
    assert out["leaves the battlefield"].rendering == "deje el campo"
