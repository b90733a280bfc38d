"""The engine runs the rules of the release a scenario's `rules` date selects, each era read from that release's text.

One test per rule and era, named for the rule, its docstring quoting the rule of that release; each test also checks
that the release in the corpus really says so (the assertion on the stored text), so that the engine's behaviour and
the words it rests on cannot drift apart. The tests that need a release the embedded corpus lacks (2009-07-11,
2013-05-01, 2024-11-08) use `full_corpus` (the 22 English releases of ../shared/corpus) and skip without it.
"""
from __future__ import annotations

import pytest

from rulesdb.engine import load_scenario, render_text, resolve
from rulesdb.engine.ruleset import RulesCatalog
from rulesdb.errors import ScenarioError


def C(cid, controller, power, toughness, *keywords, damage=0, can_block=None):
    c = {"id": cid, "controller": controller, "power": power, "toughness": toughness, "keywords": list(keywords),
         "damage": damage}
    if can_block is not None:
        c["can_block"] = can_block
    return c


def scenario(creatures, attacks, blocks=None, assign=None, rules=None, life=20, **extra):
    data = {"players": {"A": {"life": life}, "B": {"life": life}}, "creatures": creatures, "attacks": attacks,
            "blocks": blocks or {}, "assign": assign or {}, **extra}
    if rules:
        data["rules"] = rules
    return data


@pytest.fixture(scope="module")
def full(full_corpus):
    return RulesCatalog(full_corpus)


@pytest.fixture(scope="module")
def embedded(embedded_corpus):
    return RulesCatalog(embedded_corpus)


def text(catalog, rule, release):
    node = catalog.corpus.get(rule, "en", release)
    assert node is not None, f"{rule} is not in {release}"
    return " ".join(node.text.replace("\u2019", "'").split())


def run(catalog, data):
    return resolve(load_scenario(data, rules=catalog))


# a deathtouch 2/2 trampler blocked by a 3/3 and a 2/2, ordered big first
DT_SPLIT = dict(creatures=[C("viper", "A", 2, 2, "deathtouch"), C("big", "B", 0, 3), C("small", "B", 0, 2)],
                attacks={"viper": "B"}, blocks={"big": ["viper"], "small": ["viper"]},
                order={"viper": ["big", "small"]}, assign={"viper": {"big": 1, "small": 1}})


# -- selecting the release -----------------------------------------------------------------------------------

def test_release_selection_the_release_in_force_on_the_date(full):
    """The release applied is the latest one the corpus holds on or before the date (2010-01-01 -> 2009-07-11)."""
    out = run(full, scenario([C("bear", "A", 2, 2)], {"bear": "B"}, rules="2010-01-01"))
    assert out.ruleset.release == "2009-07-11" and out.ruleset.asked == "2010-01-01"
    assert "July 11, 2009" in render_text(out)


@pytest.mark.parametrize("date, needle", [("2031-01-01", "after the latest release"),
                                          ("2001-05-05", "before the first release")])
def test_release_selection_outside_the_corpus_is_an_error_listing_the_range(embedded, date, needle):
    """A date before the first release or after the latest the corpus holds selects nothing: a one-line error
    listing the range of releases held."""
    with pytest.raises(ScenarioError) as exc:
        run(embedded, scenario([C("bear", "A", 2, 2)], {"bear": "B"}, rules=date))
    message = str(exc.value)
    assert needle in message and "2008-10-01" in message and "2026-08-07" in message


def test_310_1_2008_rules_put_combat_damage_on_the_stack_and_are_refused(embedded):
    """310.1 (2008-10-01): "All assignments of combat damage go on the stack as a single object." The engine runs
    combat damage as a turn-based action that doesn't use the stack (510.1 since 2009): refused, quoting 310.1."""
    assert "go on the stack" in text(embedded, "310.1", "2008-10-01")
    with pytest.raises(ScenarioError) as exc:
        run(embedded, scenario([C("bear", "A", 2, 2)], {"bear": "B"}, rules="2008-12-01"))
    assert exc.value.rule == "310.1" and "go on the stack" in str(exc.value)


def test_510_1_embedded_corpus_assumes_only_what_its_releases_agree_on(embedded):
    """Without every release, a date whose release the corpus lacks gets the release before it only when the
    releases held on both sides agree (2022: 2020-11-20 and 2024-09-20 both have 510.1c's damage assignment
    order; said so), and an error when they differ (2025-03-01: 2024-09-20 has the order, 2026-01-16 not)."""
    assert "damage assignment order" in text(embedded, "510.1c", "2020-11-20")
    assert "damage assignment order" not in text(embedded, "510.1c", "2026-01-16")
    out = run(embedded, scenario([C("bear", "A", 2, 2)], {"bear": "B"}, rules="2022-01-01"))
    assert out.ruleset.release == "2020-11-20" and out.ruleset.order and "does not hold" in out.ruleset.assumed
    assert "assumed:" in render_text(out)
    with pytest.raises(ScenarioError) as exc:
        run(embedded, scenario([C("bear", "A", 2, 2)], {"bear": "B"}, rules="2025-03-01"))
    assert "cannot tell" in str(exc.value) and "2024-11-08" not in str(exc.value).split("is ")[0]


# -- 2009-07-11: deathtouch's exception, trample without deathtouch lethality ---------------------------------

def test_702_2b_2009_deathtouch_divides_damage_regardless_of_the_order(full):
    """702.2b (2009-07-11): "A player assigning combat damage from a creature with deathtouch can divide that
    damage as he or she chooses among any number of creatures blocking or blocked by it. This is an exception to
    the procedures described in rules 510.1c-d." 1 to each of two blockers is legal, whatever the order."""
    assert "exception to the procedures described in rules 510.1c-d" in text(full, "702.2b", "2009-07-11")
    out = run(full, scenario(**DT_SPLIT, rules="2010-01-01"))
    assert sorted(out.destroyed) == ["big", "small"]
    assert {e.rule for e in out.steps[0].events} == {"702.2b"}      # the 2009 number of the exception


def test_510_1c_2013_deathtouch_follows_the_order_with_one_damage_lethal(full):
    """702.2b (2013-05-01): "Any nonzero amount of combat damage assigned to a creature by a source with deathtouch
    is considered to be lethal damage" and 510.1c keeps the order: 1 to the first and 1 to the second is legal
    (the first has lethal damage), no exception is needed; 2 to the second first is not."""
    assert "considered to be lethal damage" in text(full, "702.2b", "2013-05-01")
    assert "exception" not in text(full, "702.2b", "2013-05-01")
    out = run(full, scenario(**DT_SPLIT, rules="2014-01-01"))
    assert sorted(out.destroyed) == ["big", "small"] and out.steps[0].events[0].rule == "510.1c"
    bad = dict(DT_SPLIT, assign={"viper": {"small": 2}})
    with pytest.raises(ScenarioError) as exc:
        run(full, scenario(**bad, rules="2014-01-01"))
    assert exc.value.rule == "510.1c"
    assert "damage assignment order" in str(exc.value)


def test_702_17b_2009_trample_with_deathtouch_needs_real_lethal_damage(full):
    """702.17b (2009-07-11): "Once all those blocking creatures are assigned lethal damage, any remaining damage is
    assigned ... among those blocking creatures and the player" and no rule of 2009 counts deathtouch damage as
    lethal: a 3/3 deathtouch trampler blocked by a 2/2 can't put 1 on it and 2 on the player (it can since 2013)."""
    trample = text(full, "702.17b", "2009-07-11")
    assert "lethal damage" in trample and "deathtouch" not in trample
    assert not any("lethal" in text(full, f"702.2{x}", "2009-07-11") for x in "abcd")
    data = dict(creatures=[C("wurm", "A", 3, 3, "trample", "deathtouch"), C("bear", "B", 2, 2)],
                attacks={"wurm": "B"}, blocks={"bear": ["wurm"]}, assign={"wurm": {"bear": 1, "B": 2}})
    with pytest.raises(ScenarioError) as exc:
        run(full, scenario(**data, rules="2010-01-01"))
    assert exc.value.rule == "702.17b"                  # trample's 2009 number, not 702.19b (banding then)
    assert run(full, scenario(**data, rules="2014-01-01")).to_json()["life"]["B"] == 18
    default = run(full, scenario(**dict(data, assign={}), rules="2010-01-01")).to_json()
    assert default["life"]["B"] == 19                   # 2 (real lethal) to the bear, 1 to the player


# -- the damage assignment order until 2024-11-08, none since ------------------------------------------------

def test_510_1c_2024_09_20_damage_assignment_order(full):
    """510.1c (2024-09-20): "...according to the damage assignment order announced for it ... it can't assign
    combat damage to a creature that's blocking it unless each creature that precedes that blocking creature in
    its order is assigned lethal damage." The release before Foundations enforces it."""
    assert "damage assignment order" in text(full, "510.1c", "2024-09-20")
    data = dict(creatures=[C("giant", "A", 5, 5), C("g", "B", 0, 3), C("elf", "B", 1, 1)], attacks={"giant": "B"},
                blocks={"g": ["giant"], "elf": ["giant"]}, order={"giant": ["g", "elf"]},
                assign={"giant": {"g": 2, "elf": 3}})
    with pytest.raises(ScenarioError) as exc:
        run(full, scenario(**data, rules="2024-11-07"))
    assert exc.value.rule == "510.1c"


def test_510_1c_2024_11_08_divided_as_its_controller_chooses(full):
    """510.1c (2024-11-08, Foundations): "...it assigns its combat damage to those creatures divided as its
    controller chooses among them." No order: 2 and 3 is legal, and an "order" in the scenario is refused."""
    assert "divided as its controller chooses" in text(full, "510.1c", "2024-11-08")
    data = dict(creatures=[C("giant", "A", 5, 5), C("g", "B", 0, 3), C("elf", "B", 1, 1)], attacks={"giant": "B"},
                blocks={"g": ["giant"], "elf": ["giant"]}, assign={"giant": {"g": 2, "elf": 3}})
    assert run(full, scenario(**data, rules="2024-11-08")).destroyed == ("elf",)
    with pytest.raises(ScenarioError) as exc:
        run(full, scenario(**data, rules="2024-11-08", order={"giant": ["g", "elf"]}))
    assert exc.value.rule == "510.1c"


def test_ruleset_basis_quotes_the_text_each_behaviour_rests_on(full):
    """The rules applied name, per behaviour, the rule of that release and its words (text and --json)."""
    rs = full.select("2010-01-01")
    basis = {b.behaviour: b for b in rs.basis}
    assert basis["order"].rule == "510.1c" and basis["order"].text == full.corpus.get("510.1c", "en", "2009-07-11").text
    assert basis["deathtouch_exception"].holds and basis["deathtouch_exception"].rule == "702.2b"
    assert not basis["deathtouch_lethal"].holds
    assert basis["trample"].rule == "702.17b" and not basis["trample"].holds
    now = {b.behaviour: b for b in full.select("2026-08-07").basis}
    assert not now["order"].holds and now["deathtouch_lethal"].rule == "702.2c"


# -- citations numbered as in the release -------------------------------------------------------------------

def test_702_15b_2009_lifelink_cited_as_702_13a(full):
    """702.13a (2009-07-11): "Damage dealt by a source with lifelink causes that source's controller ... to gain
    that much life": today's 702.15b, cited with its 2009 number."""
    assert "lifelink causes that source's controller" in text(full, "702.13a", "2009-07-11")
    out = run(full, scenario([C("cat", "A", 2, 2, "lifelink")], {"cat": "B"}, rules="2010-01-01"))
    assert "702.13a" in out.cited_rules() and "702.15b" not in out.cited_rules()


def test_510_5_2009_first_strike_step_and_704_5g(full):
    """510.5 (2009-07-11), today's 510.4: the first-strike step rule; 510.4 of 2009 is "the active player gets
    priority". A combat without first strike cites 510.1 (same number)."""
    assert "first strike" in text(full, "510.5", "2009-07-11")
    assert "priority" in text(full, "510.4", "2009-07-11")
    data = scenario([C("knight", "A", 2, 2, "first strike"), C("bear", "B", 2, 2)], {"knight": "B"},
                    {"bear": ["knight"]}, rules="2010-01-01")
    out = run(full, data)
    assert out.steps[0].rule == "702.7b" and "704.5g" in out.cited_rules()
    assert ("bear", "704.5g") in out.steps[0].sba


def test_700_4_2009_indestructible_is_located_by_its_words(full):
    """700.4 (2009-07-11): "Such permanents are not destroyed by lethal damage" — indestructible was not a keyword
    yet (702.12b today); the history does not follow it, the engine finds it by the words it rests on."""
    assert "not destroyed by lethal damage" in text(full, "700.4", "2009-07-11")
    out = run(full, scenario([C("bear", "A", 3, 3), C("wall", "B", 0, 2, "indestructible")], {"bear": "B"},
                             {"wall": ["bear"]}, rules="2010-01-01"))
    assert out.steps[0].survived == (("wall", "700.4"),)


def test_quotes_come_from_the_release_in_the_asked_language(full_home, full):
    """Quotes: the release's own text; in Chinese from the zh translation of that release where there is one,
    else English of that release, marked."""
    from rulesdb.app import Session

    with Session(full_home) as s:
        zh = s.release_quoter("zh", "2026-01-16")("510.1c")
        assert zh[0] == "zh" and zh[2] == ""
        old = s.release_quoter("zh", "2009-07-11")("702.17b")
        assert old[0] == "en" and old[1] == s.corpus.get("702.17b", "en", "2009-07-11").text and old[2]


# -- impossible starting states -----------------------------------------------------------------------------

@pytest.mark.parametrize("life", [0, -3])
def test_704_5a_player_at_zero_or_less_life_before_damage_is_refused(embedded, life):
    """704.5a: "If a player has 0 or less life, that player loses the game." Such a player has already lost:
    the state can't exist as combat damage begins."""
    assert "0 or less life" in text(embedded, "704.5a", "2026-08-07")
    with pytest.raises(ScenarioError) as exc:
        load_scenario(scenario([C("bear", "A", 2, 2)], {"bear": "B"}, life=life))
    assert exc.value.rule == "704.5a" and exc.value.exit_code == 2


def test_509_1a_a_blocker_blocks_one_creature_unless_an_ability_allows_more(embedded):
    """509.1a: "For each of the chosen creatures, the defending player chooses one creature for it to block";
    blocking two needs an ability ("can block an additional creature": can_block 2; "any": any number)."""
    assert "chooses one creature for it to block" in text(embedded, "509.1a", "2026-08-07")
    two = [C("a1", "A", 1, 1), C("a2", "A", 1, 1)]
    with pytest.raises(ScenarioError) as exc:
        load_scenario(scenario(two + [C("wall", "B", 0, 4)], {"a1": "B", "a2": "B"}, {"wall": ["a1", "a2"]}))
    assert exc.value.rule == "509.1a"
    ok = load_scenario(scenario(two + [C("wall", "B", 0, 4, can_block=2)], {"a1": "B", "a2": "B"},
                                {"wall": ["a1", "a2"]}))
    assert ok.creature("wall").can_block == 2
    with pytest.raises(ScenarioError):
        load_scenario(scenario(two + [C("a3", "A", 1, 1), C("wall", "B", 0, 4, can_block=2)],
                               {"a1": "B", "a2": "B", "a3": "B"}, {"wall": ["a1", "a2", "a3"]}))


def test_509_1a_2009_refusal_cites_the_rule_of_that_release(full):
    """509.1a (2009-07-11) says the same ("chooses one creature for it to block"): refused under those rules too."""
    assert "chooses one creature for it to block" in text(full, "509.1a", "2009-07-11")
    with pytest.raises(ScenarioError) as exc:
        run(full, scenario([C("a1", "A", 1, 1), C("a2", "A", 1, 1), C("wall", "B", 0, 4)], {"a1": "B", "a2": "B"},
                           {"wall": ["a1", "a2"]}, rules="2010-01-01"))
    assert exc.value.rule == "509.1a"
