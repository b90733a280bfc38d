"""Every rule id the combat engine cites, in one place, with what the engine uses it for.

`CITATIONS` are ids of the current English CR (a test parses the newest release and fails on any id that is
missing there: a stale citation). The engine calls `cite()` for every id it attaches to an event or an error, so an
id that is not registered here fails at once in the tests. A combat run under an older release cites the number
each rule had then: `ruleset.Ruleset.number()` maps these ids through the rule history (`LOCATE` helps where the
history does not follow a rule); the rules that exist only in an older release (702.2b of 2009-07-11, deathtouch's
exception to the damage assignment order) are cited from that release's own numbering, as `Ruleset.basis` found them.
"""
from __future__ import annotations

__all__ = ["CITATIONS", "LOCATE", "cite"]

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

#: today's rule id -> words that its counterpart in an older release contains, for the rules the history does not
#: follow (indestructible was rule 700.4, not a keyword, in 2009-2013: "Such permanents are not destroyed by lethal
#: damage"). Used by `ruleset.RulesCatalog` only where `rulesdb.diff.history` gives no number.
LOCATE: dict[str, tuple[str, ...]] = {
    "702.12b": ("indestructible", "lethal damage"),
}


def cite(rule_id: str) -> str:
    """Return `rule_id` after checking that it is registered in CITATIONS (a programming error otherwise)."""
    if rule_id not in CITATIONS:
        raise KeyError(f"the engine cites {rule_id}, which is not registered in rulesdb.engine.citations")
    return rule_id
