"""Every rule id the combat engine cites, in one place, with what the engine uses it for.

`CITATIONS` are ids of the current English CR (a test parses the newest release and fails on any id that is
missing there: a stale citation). `LEGACY_CITATIONS` are ids of the last release with a damage assignment order
(2024-09-17, effective 2024-09-20); they are checked against that release. The engine calls `cite()` for every
id it attaches to an event or an error, so an id that is not registered here fails at once in the tests.
"""
from __future__ import annotations

__all__ = ["CITATIONS", "LEGACY_CITATIONS", "LEGACY_RELEASE", "cite", "legacy"]

#: rule id -> what the engine does with it (current CR)
CITATIONS: dict[str, str] = {
    "104.2a": "the game ends when the other player has left it",
    "104.4a": "both players lose at once: a draw",
    "120.3a": "damage dealt to a player: that much life is lost",
    "120.3e": "damage dealt to a creature is marked on it",
    "506.1": "no attacking creatures: the combat damage step is skipped",
    "506.2": "two-player game: the active player attacks, the other player defends",
    "506.4": "a creature removed from combat (or leaving the battlefield) stops attacking or blocking",
    "508.1a": "attacking creatures are controlled by the active player",
    "509.1a": "a blocker blocks a creature attacking its controller",
    "509.1h": "a blocked creature stays blocked when its blockers are gone",
    "510.1": "who assigns combat damage and how",
    "510.1a": "a creature assigns combat damage equal to its power; 0 or less assigns none",
    "510.1b": "an unblocked creature assigns its damage to the player it attacks",
    "510.1c": "a blocked creature assigns its damage to its blockers, divided as its controller chooses",
    "510.1d": "a blocking creature assigns its damage to the creatures it blocks",
    "510.1e": "the total damage assignment is checked; an illegal one is rejected",
    "510.2": "all assigned combat damage is dealt simultaneously",
    "510.4": "first strike or double strike: two combat damage steps",
    "609.7a": "a chosen source of damage",
    "609.7b": "a shield from a resolved spell rechecks the source's properties; a shield that prevents nothing is not used up",
    "609.7c": "a static prevention effect applies to permanents with the property",
    "615.1": "prevention effects",
    "615.7": "a shield of N damage, reduced as it prevents",
    "615.8": "prevent the next time a source would deal damage",
    "615.10": "a static effect prevents N of each damage event",
    "702.2b": "a creature dealt damage by a deathtouch source is destroyed",
    "702.2c": "any nonzero damage from a deathtouch source is lethal damage for assignment",
    "702.4b": "double strike: deals damage in both combat damage steps",
    "702.4c": "removing double strike during the first step stops damage in the second",
    "702.4d": "giving double strike to a first striker after the first step lets it deal damage again",
    "702.4e": "multiple instances of double strike are redundant",
    "702.7b": "first strike: who assigns combat damage in each of the two steps",
    "702.7c": "gaining or losing first strike after the first step",
    "702.7d": "multiple instances of first strike are redundant",
    "702.12b": "indestructible: not destroyed by lethal damage or deathtouch",
    "702.15b": "lifelink: damage dealt causes its controller to gain that much life",
    "702.19b": "trample: excess damage over lethal to the blockers may go to the player",
    "702.19d": "trample with no creatures left blocking: all damage to the player",
    "704.3": "state-based actions are checked after each combat damage step",
    "704.5a": "a player with 0 or less life loses the game",
    "704.5f": "a creature with toughness 0 or less is put into the graveyard",
    "704.5g": "a creature with lethal damage marked is destroyed",
    "704.5h": "a creature dealt damage by a deathtouch source is destroyed",
    "800.1": "multiplayer games (not handled by the engine)",
}

#: The release whose damage assignment order the engine applies for `"rules"` dates before 2024-11-08.
LEGACY_RELEASE = "2024-09-17"

#: rule id -> use, as numbered in the 2024-09-17 release (damage assignment order)
LEGACY_CITATIONS: dict[str, str] = {
    "509.2": "the attacking player announces each blocked creature's damage assignment order",
    "509.3": "the defending player announces each blocker's damage assignment order",
    "510.1c": "a blocked creature assigns damage in its damage assignment order, lethal before the next",
    "510.1d": "a blocking creature assigns damage in its damage assignment order, lethal before the next",
}


def cite(rule_id: str) -> str:
    """Return `rule_id` after checking that it is registered in CITATIONS (a programming error otherwise)."""
    if rule_id not in CITATIONS:
        raise KeyError(f"the engine cites {rule_id}, which is not registered in rulesdb.engine.citations")
    return rule_id


def legacy(rule_id: str) -> str:
    """Return a legacy `rule_id` (2024-09-17 numbering) after checking it is registered."""
    if rule_id not in LEGACY_CITATIONS:
        raise KeyError(f"the engine cites legacy {rule_id}, which is not registered in rulesdb.engine.citations")
    return rule_id
