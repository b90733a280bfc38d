"""One test per rule the combat engine implements, named for the rule and citing it in its docstring.

The scenarios are hand-written fixtures (no rule text in them); the expected figures were worked out by hand
from the rules quoted in each docstring (CR 2026-08-07 unless said otherwise).
"""
from __future__ import annotations

import pytest

from rulesdb.engine import load_scenario, resolve
from rulesdb.errors import ScenarioError


def C(cid, controller, power, toughness, *keywords, colors=(), damage=0, can_block=None):
    c = {"id": cid, "controller": controller, "power": power, "toughness": toughness,
         "keywords": list(keywords), "colors": list(colors), "damage": damage}
    if can_block is not None:
        c["can_block"] = can_block
    return c


def run(creatures, attacks, blocks=None, assign=None, effects=None, life=20, terms=None, catalog=None, **extra):
    data = {"players": {"A": {"life": life}, "B": {"life": life}}, "creatures": creatures, "attacks": attacks,
            "blocks": blocks or {}, "assign": assign or {}, "effects": effects or [], **extra}
    return resolve(load_scenario(data, terms=terms, rules=catalog)).to_json()


@pytest.fixture(scope="module")
def catalog(embedded_corpus):
    from rulesdb.engine.ruleset import RulesCatalog

    return RulesCatalog(embedded_corpus)


def events(out, step):
    s = next(s for s in out["steps"] if s["step"] == step)
    return [(e["source"], e["target"], e["amount"], e["prevented"]) for e in s["events"]]


# -- 510: the combat damage step ---------------------------------------------------------------------------

def test_510_1a_power_zero_assigns_no_damage():
    """510.1a: creatures that would assign 0 or less damage don't assign combat damage at all."""
    out = run([C("wall", "A", 0, 4)], {"wall": "B"})
    assert events(out, "regular") == []
    assert out["life"]["B"] == 20


def test_510_1b_unblocked_creature_damages_the_attacked_player():
    """510.1b: an unblocked creature assigns its combat damage to the player it's attacking."""
    out = run([C("bear", "A", 2, 2)], {"bear": "B"})
    assert events(out, "regular") == [("bear", "B", 2, 0)]
    assert out["life"] == {"A": 20, "B": 18}


def test_510_1c_blocked_creature_divides_damage_as_its_controller_chooses():
    """510.1c: two or more blockers: damage divided as its controller chooses (no order since 2024-11-08)."""
    out = run([C("giant", "A", 5, 5), C("g", "B", 0, 3), C("elf", "B", 1, 1)], {"giant": "B"},
              {"g": ["giant"], "elf": ["giant"]}, assign={"giant": {"elf": 5}})
    assert events(out, "regular") == [("giant", "elf", 5, 0), ("elf", "giant", 1, 0)]
    assert out["destroyed"] == ["elf"]


def test_510_1c_blocked_creature_with_no_blockers_left_assigns_nothing():
    """510.1c / 509.1h: a blocked creature whose blocker was removed from combat stays blocked and deals nothing."""
    out = run([C("bear", "A", 2, 2), C("elf", "B", 1, 1)], {"bear": "B"}, {"elf": ["bear"]},
              effects=[{"at": "start", "remove_from_combat": ["elf"]}])
    assert events(out, "regular") == []
    assert out["life"]["B"] == 20


def test_510_1c_default_assignment_is_lethal_in_listed_order_rest_to_last():
    """510.1c: with no assignment given, lethal to each blocker in listed order, the rest to the last one."""
    out = run([C("giant", "A", 6, 6), C("g", "B", 0, 3), C("elf", "B", 0, 1)], {"giant": "B"},
              {"g": ["giant"], "elf": ["giant"]})
    assert events(out, "regular") == [("giant", "g", 3, 0), ("giant", "elf", 3, 0)]


def test_510_1d_blocker_divides_damage_among_attackers_it_blocks():
    """510.1d: a creature blocking two attackers assigns its damage divided as its controller chooses."""
    out = run([C("a1", "A", 1, 2), C("a2", "A", 1, 2), C("wall", "B", 4, 6, can_block=2)], {"a1": "B", "a2": "B"},
              {"wall": ["a1", "a2"]}, assign={"wall": {"a1": 2, "a2": 2}})
    assert sorted(out["destroyed"]) == ["a1", "a2"]


def test_510_1e_illegal_assignment_is_rejected_with_the_rule():
    """510.1e / 510.1a: an assignment that doesn't total the creature's power is illegal."""
    with pytest.raises(ScenarioError) as exc:
        run([C("bear", "A", 2, 2), C("elf", "B", 1, 1)], {"bear": "B"}, {"elf": ["bear"]}, assign={"bear": {"elf": 1}})
    assert exc.value.rule == "510.1a"
    with pytest.raises(ScenarioError) as exc:
        run([C("bear", "A", 2, 2), C("elf", "B", 1, 1)], {"bear": "B"}, {"elf": ["bear"]}, assign={"bear": {"B": 2}})
    assert exc.value.rule == "510.1c"


def test_510_1e_total_assignment_counts_other_creatures_damage():
    """510.1e / 702.19b: lethal damage to a blocker may come partly from another attacker in the same step."""
    out = run([C("elf", "A", 1, 1), C("rhino", "A", 4, 4, "trample"), C("bear", "B", 2, 2, can_block=2)],
              {"elf": "B", "rhino": "B"}, {"bear": ["elf", "rhino"]},
              assign={"elf": {"bear": 1}, "rhino": {"bear": 1, "B": 3}})
    assert out["life"]["B"] == 17 and "bear" in out["destroyed"]


def test_510_2_combat_damage_is_dealt_simultaneously():
    """510.2: two 2/2s that block each other both die: damage is dealt at once."""
    out = run([C("bear", "A", 2, 2), C("bear2", "B", 2, 2)], {"bear": "B"}, {"bear2": ["bear"]})
    assert sorted(out["destroyed"]) == ["bear", "bear2"]


def test_510_4_one_step_without_first_or_double_strike():
    """510.4: only one combat damage step when no attacking or blocking creature has first or double strike."""
    out = run([C("bear", "A", 2, 2), C("fs", "B", 1, 1, "first strike")], {"bear": "B"})
    assert [s["step"] for s in out["steps"]] == ["regular"]


# -- 702.7 first strike ------------------------------------------------------------------------------------

def test_702_7a_first_strike_modifies_the_combat_damage_step():
    """702.7a: first strike is a static ability that modifies the combat damage step (two steps)."""
    out = run([C("knight", "A", 2, 2, "first strike"), C("bear", "B", 2, 2)], {"knight": "B"}, {"bear": ["knight"]})
    assert [s["step"] for s in out["steps"]] == ["first-strike", "regular"]
    assert out["destroyed"] == ["bear"] and out["damage"]["knight"] == 0


def test_702_7b_only_first_and_double_strikers_assign_in_the_first_step():
    """702.7b: in the first step only creatures with first strike or double strike assign combat damage; the
    rest, which had neither as the first step began, assign in the second."""
    out = run([C("knight", "A", 2, 2, "first strike"), C("elf", "A", 1, 1), C("ogre", "B", 3, 3)],
              {"knight": "B", "elf": "B"}, {"ogre": ["knight"]})
    assert events(out, "first-strike") == [("knight", "ogre", 2, 0)]
    assert events(out, "regular") == [("elf", "B", 1, 0), ("ogre", "knight", 3, 0)]


def test_702_7b_blocker_with_first_strike_also_triggers_the_first_step():
    """702.7b: 'at least one attacking or blocking creature' - a blocking first striker makes two steps."""
    out = run([C("bear", "A", 2, 2), C("knight", "B", 2, 2, "first strike")], {"bear": "B"}, {"knight": ["bear"]})
    assert events(out, "first-strike") == [("knight", "bear", 2, 0)]
    assert events(out, "regular") == [] and out["destroyed"] == ["bear"]


def test_702_7c_gaining_first_strike_after_first_step():
    """702.7c: giving first strike to a creature after the first step won't preclude it from assigning damage
    in the second step."""
    out = run([C("knight", "A", 1, 3, "first strike"), C("bear", "B", 2, 2)], {"knight": "B"}, {"bear": ["knight"]},
              effects=[{"at": "after-first-strike-step", "grant": {"bear": ["first strike"]}}])
    assert events(out, "regular") == [("bear", "knight", 2, 0)]


def test_702_7c_removing_first_strike_after_first_step():
    """702.7c: removing first strike after the creature dealt damage in the first step won't let it assign
    damage in the second (unless it has double strike)."""
    out = run([C("knight", "A", 2, 2, "first strike")], {"knight": "B"},
              effects=[{"at": "after-first-strike-step", "remove": {"knight": ["first strike"]}}])
    assert out["life"]["B"] == 18
    out = run([C("knight", "A", 2, 2, "first strike")], {"knight": "B"},
              effects=[{"at": "after-first-strike-step", "remove": {"knight": ["first strike"]},
                        "grant": {"knight": ["double strike"]}}])
    assert out["life"]["B"] == 16


def test_702_7d_multiple_instances_of_first_strike_are_redundant(embedded_corpus):
    """702.7d: multiple instances of first strike on the same creature are redundant (one named in German)."""
    out = run([C("knight", "A", 2, 2, "first strike", "first strike", "Erstschlag")], {"knight": "B"},
              effects=[{"at": "start", "grant": {"knight": ["first strike"]}}], terms=embedded_corpus.keyword_terms())
    assert out["life"]["B"] == 18


# -- 702.4 double strike -----------------------------------------------------------------------------------

def test_702_4b_double_strike_deals_damage_in_both_steps():
    """702.4b: creatures that currently have double strike assign combat damage in the second step too."""
    out = run([C("champ", "A", 3, 3, "double strike")], {"champ": "B"})
    assert events(out, "first-strike") == [("champ", "B", 3, 0)]
    assert events(out, "regular") == [("champ", "B", 3, 0)]


def test_702_4c_removing_double_strike_during_first_step():
    """702.4c: removing double strike during the first step stops it from assigning damage in the second."""
    out = run([C("champ", "A", 3, 3, "double strike")], {"champ": "B"},
              effects=[{"at": "after-first-strike-step", "remove": {"champ": ["double strike"]}}])
    assert out["life"]["B"] == 17


def test_702_4d_giving_double_strike_to_a_first_striker_after_first_step():
    """702.4d: giving double strike to a first striker after the first step lets it assign damage again."""
    out = run([C("knight", "A", 2, 2, "first strike")], {"knight": "B"},
              effects=[{"at": "after-first-strike-step", "grant": {"knight": ["double strike"]}}])
    assert events(out, "regular") == [("knight", "B", 2, 0)]


def test_702_4e_multiple_instances_of_double_strike_are_redundant(embedded_corpus):
    """702.4e: multiple instances of double strike are redundant: two steps, not three."""
    out = run([C("champ", "A", 1, 1, "double strike", "Doppelschlag", "doppio attacco")], {"champ": "B"},
              terms=embedded_corpus.keyword_terms())
    assert len(out["steps"]) == 2 and out["life"]["B"] == 18


# -- 702.19 trample, 702.2 deathtouch, 702.15 lifelink, 702.12 indestructible ------------------------------

def test_702_19b_trample_assigns_excess_over_lethal_to_the_player():
    """702.19b: lethal damage to the blockers, the excess to the player; damage already marked counts."""
    out = run([C("rhino", "A", 5, 5, "trample"), C("bear", "B", 2, 3, damage=1)], {"rhino": "B"}, {"bear": ["rhino"]})
    assert events(out, "regular")[:2] == [("rhino", "bear", 2, 0), ("rhino", "B", 3, 0)]


def test_702_19b_trample_to_the_player_before_lethal_damage_is_illegal():
    """702.19b: the player can't be assigned damage unless every blocker is assigned lethal damage."""
    with pytest.raises(ScenarioError) as exc:
        run([C("rhino", "A", 4, 4, "trample"), C("bear", "B", 3, 3)], {"rhino": "B"}, {"bear": ["rhino"]},
            assign={"rhino": {"bear": 2, "B": 2}})
    assert exc.value.rule == "702.19b"


def test_702_19d_trample_with_no_blockers_left_assigns_all_to_the_player():
    """702.19d: blocked, but no creatures blocking it when damage is assigned: all to the defending player."""
    out = run([C("troll", "A", 5, 5, "trample", "double strike"), C("wall", "B", 0, 3)], {"troll": "B"},
              {"wall": ["troll"]})
    assert events(out, "first-strike") == [("troll", "wall", 3, 0), ("troll", "B", 2, 0)]
    assert events(out, "regular") == [("troll", "B", 5, 0)]
    assert out["life"]["B"] == 13


def test_702_2c_deathtouch_one_damage_is_lethal_for_assignment():
    """702.2c: any nonzero damage from a deathtouch source counts as lethal when assigning (trample)."""
    out = run([C("wurm", "A", 6, 6, "trample", "deathtouch"), C("giant", "B", 5, 7)], {"wurm": "B"},
              {"giant": ["wurm"]})
    assert events(out, "regular")[:2] == [("wurm", "giant", 1, 0), ("wurm", "B", 5, 0)]


def test_702_2b_and_704_5h_deathtouch_destroys():
    """702.2b / 704.5h: a creature dealt damage by a deathtouch source is destroyed."""
    out = run([C("snake", "A", 1, 1, "deathtouch"), C("giant", "B", 0, 8)], {"snake": "B"}, {"giant": ["snake"]})
    assert out["destroyed"] == ["giant"]


def test_702_15b_lifelink_gains_life_equal_to_damage_dealt():
    """702.15b: damage dealt by a lifelink source makes its controller gain that much life (prevented damage
    isn't dealt, so it gains nothing)."""
    out = run([C("cleric", "A", 3, 3, "lifelink"), C("vamp", "A", 2, 2, "lifelink")], {"cleric": "B", "vamp": "B"},
              effects=[{"at": "start", "prevent": {"to": "B", "from": {"id": "vamp"}}}])
    assert out["life"] == {"A": 23, "B": 17}


def test_702_15e_one_life_gain_event_per_lifelink_source():
    """702.15b / 702.15e: all the damage one lifelink source deals at once is one life gain event (a trampler
    hitting a blocker and the player gains once); two lifelink sources cause separate events."""
    data = {"players": {"A": {"life": 20}, "B": {"life": 20}},
            "creatures": [C("wurm", "A", 5, 5, "lifelink", "trample"), C("cleric", "A", 2, 2, "lifelink"), C("bear", "B", 2, 2)],
            "attacks": {"wurm": "B", "cleric": "B"}, "blocks": {"bear": ["wurm"]}}
    outcome = resolve(load_scenario(data))
    gains = outcome.steps[0].life_gained
    assert sorted((source, amount) for _player, amount, source in gains) == [("cleric", 2), ("wurm", 5)]
    assert dict(outcome.life)["A"] == 27


def test_702_12b_indestructible_survives_lethal_damage_and_deathtouch():
    """702.12b: an indestructible creature isn't destroyed by lethal damage (704.5g) or deathtouch (704.5h)."""
    out = run([C("snake", "A", 5, 1, "deathtouch"), C("golem", "B", 1, 3, "indestructible")], {"snake": "B"},
              {"golem": ["snake"]})
    assert out["destroyed"] == ["snake"] and out["damage"]["golem"] == 5


# -- 704 state-based actions -------------------------------------------------------------------------------

def test_704_5g_lethal_damage_marked_destroys_across_steps():
    """704.5g: damage marked in the first step stays; with the second step's damage it is lethal."""
    out = run([C("knight", "A", 2, 2, "first strike"), C("elf", "A", 2, 2), C("ogre", "B", 0, 4, can_block="any")],
              {"knight": "B", "elf": "B"}, {"ogre": ["knight", "elf"]})
    first = next(s for s in out["steps"] if s["step"] == "first-strike")
    second = next(s for s in out["steps"] if s["step"] == "regular")
    assert first["destroyed"] == [] and second["destroyed"] == ["ogre"]


def test_704_5a_player_at_zero_life_loses_and_combat_ends():
    """704.5a / 104.2a: a player at 0 life after the first step loses; the game is over, no second step."""
    src = load_scenario({"players": {"A": {"life": 20}, "B": {"life": 2}},
                         "creatures": [C("knight", "A", 2, 2, "first strike"), C("bear", "A", 5, 5)],
                         "attacks": {"knight": "B", "bear": "B"}})
    outcome = resolve(src)
    assert [s.step for s in outcome.steps] == ["first-strike"]
    assert outcome.losers == ("B",) and outcome.game_over[1] == "104.2a"
    assert dict(outcome.life)["B"] == 0


# -- 615 / 609.7 prevention ----------------------------------------------------------------------------------

def test_615_7_prevention_shield_of_n_damage_is_reduced():
    """615.7: a shield preventing the next 3 damage is reduced by each damage it prevents, then damage is dealt."""
    out = run([C("knight", "A", 2, 2, "double strike")], {"knight": "B"},
              effects=[{"at": "start", "prevent": {"to": "B", "amount": 3}}])
    assert events(out, "first-strike") == [("knight", "B", 0, 2)]
    assert events(out, "regular") == [("knight", "B", 1, 1)]


def test_615_8_next_time_a_source_would_deal_damage():
    """615.8: 'the next time [source] would deal damage' prevents one instance, however large."""
    out = run([C("champ", "A", 4, 4, "double strike")], {"champ": "B"},
              effects=[{"at": "start", "prevent": {"from": {"id": "champ"}, "next": True}}])
    assert events(out, "first-strike") == [("champ", "B", 0, 4)]
    assert events(out, "regular") == [("champ", "B", 4, 0)]


def test_615_10_static_prevention_applies_to_each_event():
    """615.10: a static 'prevent 1 of that damage' applies separately to each damage event."""
    out = run([C("a1", "A", 2, 2), C("a2", "A", 2, 2)], {"a1": "B", "a2": "B"},
              effects=[{"at": "start", "prevent": {"to": "B", "amount": 1, "kind": "static"}}])
    assert out["life"]["B"] == 18


def test_609_7a_chosen_source():
    """609.7a: a prevention effect for a chosen source applies to damage from that permanent only."""
    out = run([C("a1", "A", 2, 2), C("a2", "A", 3, 3)], {"a1": "B", "a2": "B"},
              effects=[{"at": "start", "prevent": {"to": "B", "from": {"id": "a2"}}}])
    assert out["life"]["B"] == 18


def test_609_7b_shield_rechecks_the_source_properties():
    """609.7b: the shield rechecks the source's properties when it would deal damage; no longer red, not prevented."""
    out = run([C("goblin", "A", 2, 2, "double strike", colors=["red"])], {"goblin": "B"},
              effects=[{"at": "start", "prevent": {"to": "B", "from": {"color": "red"}, "amount": 5}},
                       {"at": "after-first-strike-step", "set_colors": {"goblin": ["blue"]}}])
    assert events(out, "first-strike") == [("goblin", "B", 0, 2)]
    assert events(out, "regular") == [("goblin", "B", 2, 0)]


def test_609_7b_shield_that_prevents_nothing_is_not_used_up():
    """609.7b: if the shield prevents no damage, it isn't used up."""
    out = run([C("knight", "A", 2, 2, "first strike", colors=["blue"]), C("goblin", "A", 3, 3, colors=["red"])],
              {"knight": "B", "goblin": "B"},
              effects=[{"at": "start", "prevent": {"to": "B", "from": {"id": "goblin", "color": "red"}, "next": True}}])
    assert events(out, "regular") == [("goblin", "B", 0, 3)]
    assert out["life"]["B"] == 18


def test_609_7c_static_prevention_for_sources_with_a_property():
    """609.7c: a static effect applies to sources that are permanents with the property now."""
    out = run([C("goblin", "A", 2, 2, colors=["red"]), C("elf", "A", 1, 1, colors=["green"])],
              {"goblin": "B", "elf": "B"},
              effects=[{"at": "start", "prevent": {"from": {"color": "red"}, "kind": "static"}}])
    assert out["life"]["B"] == 19


# -- the release before 2024-11-08: damage assignment order ------------------------------------------------

def test_509_2_legacy_damage_assignment_order_is_enforced_before_2024_11_08(catalog):
    """509.2 and 510.1c of the 2024-09-17 release: no damage to a creature before each one ahead of it in the
    damage assignment order is assigned lethal damage. The same assignment is legal under current rules."""
    creatures = [C("giant", "A", 5, 5), C("g", "B", 0, 3), C("elf", "B", 1, 1)]
    blocks = {"g": ["giant"], "elf": ["giant"]}
    with pytest.raises(ScenarioError) as exc:
        run(creatures, {"giant": "B"}, blocks, assign={"giant": {"g": 2, "elf": 3}}, rules="2024-09-20",
            order={"giant": ["g", "elf"]}, catalog=catalog)
    assert exc.value.rule == "510.1c" and "damage assignment order" in str(exc.value)
    legal = run(creatures, {"giant": "B"}, blocks, assign={"giant": {"g": 3, "elf": 2}}, rules="2024-09-20",
                order={"giant": ["g", "elf"]}, catalog=catalog)
    assert sorted(legal["destroyed"]) == ["elf", "g"]
    now = run(creatures, {"giant": "B"}, blocks, assign={"giant": {"g": 2, "elf": 3}})
    assert now["destroyed"] == ["elf"]


def test_509_2_legacy_default_order_is_the_listed_order(catalog):
    """509.2 (2020-11-20): without an explicit order, the blockers' listed order is the damage assignment order."""
    out = run([C("giant", "A", 4, 4), C("elf", "B", 1, 1), C("g", "B", 0, 3)], {"giant": "B"},
              {"g": ["giant"], "elf": ["giant"]}, rules="2021-01-01", catalog=catalog)
    assert events(out, "regular")[:2] == [("giant", "elf", 1, 0), ("giant", "g", 3, 0)]
