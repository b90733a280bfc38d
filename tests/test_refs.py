"""Cross-references in every language, on sentences taken from the real sources (seeds and the official CR)."""
from rulesdb.refs import extract_refs


def ids(text):
    return [str(r) for r in extract_refs(text)]


def test_english_reference_with_title():
    # 702.7a, official CR 2026-08-07
    assert ids("First strike is a static ability that modifies the rules for the combat damage step. (See rule 510, \u201cCombat Damage Step.\u201d)") == ["510"]


def test_spanish_seed_reference():
    # seed 000, 702.7b
    assert ids("tiene la habilidad de dañar primero o de dañar dos veces (véase la regla 702.4) cuando comienza") == ["702.4"]


def test_german_seed_cites_old_rule_310():
    # seed 003, 702.7a (German half)
    assert ids("(Siehe Regel 310, „Kampfschadensegment“.)") == ["310"]


def test_italian_seed_reference():
    # seed 001, 702.7a
    assert ids("(vedi regola 510, “Sottofase di Danno da Combattimento”)") == ["510"]


def test_lists_and_ranges_are_expanded():
    assert ids("as described in rules 601.2b and 601.2f–h") == ["601.2b", "601.2f", "601.2g", "601.2h"]
    assert ids("see rules 702.7, 702.8, and 702.9") == ["702.7", "702.8", "702.9"]


def test_chinese_reference():
    assert ids("（参见规则702.4）") == ["702.4"]


def test_no_reference_without_the_word_rule():
    assert ids("Deal 510 damage to any target.") == []


def test_french_references_come_from_the_registry():
    # FIXTURE sentence (the brief's example; not a published translation)
    assert ids("Voir les règles 601.2f et 601.2h") == ["601.2f", "601.2h"]
    assert ids("Voir les règles 601.2f–h") == ["601.2f", "601.2g", "601.2h"]
    assert ids("voir règle 702.7-9") == ["702.7", "702.8", "702.9"]


def test_a_section_cited_after_see_with_no_rule_word():
    # 702.160a and 901.9d, official CR 2026-08-07: the CR cites these sections without the word rule
    assert ids("If they do, the alternative set of its power, toughness, and mana cost characteristics are used. "
               "See 718, \u201cPrototype Cards.\u201d") == ["718"]
    assert ids("ignores the rolling of the planar die. See 706, \u201cRolling a Die.\u201d") == ["706"]
    # ... the same after the words for see of a translation (FIXTURES: trans85 es/it 702.160a)
    assert ids("Ver 718, \u201cCartas prototipo\u201d.") == ["718"]
    assert ids("Vedi 718, \u201cCarte prototipo\u201d.") == ["718"]
    # a number of four digits, or a rule's number, is no section cited this way
    assert ids("see 7180 cards") == []
    assert ids("See 718.1a") == ["718.1a"]
