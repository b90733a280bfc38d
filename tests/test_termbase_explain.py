"""Rules-text renderings read the other way round (`termbase/explain.py`) and the other precision fixes of the
rules-text derivation, on the real translated rules (the zh community CR and the pt-BR PO file of the embedded
corpus): a wording other English words of the same rules explain better is not the term's, a part of a wording
that renders a part of the term does not stand alone, a tie the rules cannot decide gives no wording, a noun in
-ment is not its verb."""
from __future__ import annotations

import pytest

from rulesdb.termbase.english import EnglishTerm
from rulesdb.termbase.tokens import english_keys


@pytest.fixture(scope="module")
def rule_pairs_of(embedded_corpus):
    from rulesdb.termbase.rules import rule_pairs, rules_sources

    sources = {lang: (rev, base) for lang, rev, base in rules_sources(embedded_corpus)}
    cache: dict = {}

    def pairs(lang: str):
        if lang not in sources:
            pytest.skip(f"no {lang} rules text in the embedded corpus")
        if lang not in cache:
            rev, base = sources[lang]
            cache[lang] = rule_pairs(lang, embedded_corpus.tree("en", base), embedded_corpus.tree(lang, rev), rev)
        return cache[lang]

    return pairs


def _top(rule_pairs_of, lang: str, *terms: str) -> dict[str, str]:
    from rulesdb.termbase.rules import derive_rules_text

    rows = derive_rules_text(lang, rule_pairs_of(lang), [EnglishTerm(t, ("glossary",)) for t in terms])
    return {r.term: r.rendering for r in rows if r.rank == 1}


def test_a_noun_in_ment_is_not_its_verb():
    assert english_keys("enchantment enchantments") == ["enchant~ment", "enchant~ment"]
    assert english_keys("equipment")[0] != english_keys("equip")[0]
    assert english_keys("enchant")[0] == "enchant" and english_keys("moment") == ["moment"]


def test_the_verb_is_not_rendered_by_its_noun_in_the_rules(rule_pairs_of):
    # the zh rules print 结界 (enchantment) and 武具 (equipment) in hundreds of rules; enchant and equip were matched
    # there too (one English stem) and took them
    top = _top(rule_pairs_of, "zh", "enchant", "enchantment", "equip", "equipment")
    assert top["enchantment"] == "结界" and top["equipment"] == "武具"
    assert top["enchant"] != "结界" and top["equip"] != "武具"
    assert top["equip"] == "佩带"


def test_a_wording_other_english_words_explain_is_not_the_terms(rule_pairs_of):
    # 115.4, 601.2c...: `causa 2 pontos de dano` stands in four of the six pt rules of any target; deal and damage
    # explain its words (target explains `alvo`, but three rules of six cannot tell qualquer alvo from the rest)
    top = _top(rule_pairs_of, "pt", "any target", "target", "damage", "deal damage")
    assert top.get("any target") != "causa 2 pontos de dano"
    assert top["deal damage"] == "causar dano"  # was `causa 2 pontos de dano` too


def test_the_share_of_an_explanation_that_is_the_terms_own(rule_pairs_of):
    from rulesdb.termbase.explain import EnglishPhrases, kin
    from rulesdb.termbase.segments import segments
    from rulesdb.termbase.tokens import reader_for

    units = list({(s.en, s.tr): s for p in rule_pairs_of("pt") for s in segments(p)}.values())
    reader = reader_for("pt", " ".join(s.tr for s in units), longer=True)
    keys = [{k for k, _s in reader.ngrams(s.tr)} for s in units]
    phrases = EnglishPhrases([english_keys(s.en) for s in units], keys, [1.0] * len(units))
    own = kin(english_keys("any target"))
    assert phrases.share("alvo", own) == 1.0  # target explains alvo best
    assert phrases.share("dan", own) < 0.2  # damage explains dano, not any target
    # a phrase holding the term and another word is another phrase when strict, the term's when not
    assert phrases.share("dan", own, strict=False) >= phrases.share("dan", own)


def test_a_part_renders_a_part_of_the_term(rule_pairs_of):
    # 提示 stands in more zh rules than 提示文字 (reminder text), but it renders reminder (207.2a, 702.x), not
    # the whole term: the part does not stand alone
    top = _top(rule_pairs_of, "zh", "reminder text", "text", "reminder")
    assert top["reminder text"] == "提示文字"


def test_a_longer_terms_wording_is_not_the_shorter_ones(rule_pairs_of):
    # 进入战场 renders enters the battlefield; enter alone is 进场 (the rules say 进场 where the English says enters)
    top = _top(rule_pairs_of, "zh", "enter", "enters the battlefield", "battlefield")
    assert top["enter"] == "进场"


def test_a_tie_the_rules_cannot_decide_gives_no_wording(rule_pairs_of):
    # pt 104.4b and 104.4f are the only translated rules naming a loop: loop, obrigatórias (mandatory) and
    # interrompida (stop) stand in both, every one as often; and the subtypes of a list (205.3g) tie each other
    top = _top(rule_pairs_of, "pt", "loop", "camel", "minotaur", "ogre", "graveyard")
    assert "loop" not in top and "camel" not in top and "ogre" not in top
    assert top["graveyard"] == "cemitério"


def test_a_copula_makes_a_clause(rule_pairs_of):
    from rulesdb.termbase.derive import _Edges, _zh_word

    edges = _Edges([p.text[1] for p in rule_pairs_of("zh")])
    assert not _zh_word("主动队伍是攻击队伍", edges) and not _zh_word("攻击左边或右边模式", edges)
    top = _top(rule_pairs_of, "zh", "attacking team", "active team", "team", "attack")
    assert "是" not in top.get("attacking team", "")


def test_the_plain_top_of_a_wording_is_the_term_scoring_it_best(rule_pairs_of):
    # pt jogador is player's, not play's (play came first in term order and took it; then jogador ativo, active
    # player, was held to add another term's wording and gave way to ativo)
    top = _top(rule_pairs_of, "pt", "active player", "player", "play")
    assert top["active player"] == "jogador ativo"
