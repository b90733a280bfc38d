"""The mutable state of one combat while it resolves: creatures, who attacks and blocks, life, shields.

Private to the engine (the public results are the frozen dataclasses of `outcome.py`). Effects of the scenario
(`grant`, `remove`, `set_colors`, `remove_from_combat`, `prevent`) are applied here at their timing.
"""
from __future__ import annotations

from .citations import cite as _registered
from .scenario import Effect, Scenario, Shield

__all__ = ["CreatureState", "ShieldState", "CombatState"]


class CreatureState:
    __slots__ = ("id", "controller", "power", "toughness", "keywords", "colors", "damage", "index",
                 "on_battlefield", "deathtouch_hit")

    def __init__(self, c, index: int):
        self.id = c.id
        self.controller = c.controller
        self.power = c.power
        self.toughness = c.toughness
        self.keywords = set(c.keywords)
        self.colors = set(c.colors)
        self.damage = c.damage
        self.index = index
        self.on_battlefield = True
        self.deathtouch_hit = False

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords


class ShieldState:
    __slots__ = ("spec", "remaining", "used_up", "index")

    def __init__(self, spec: Shield, index: int):
        self.spec = spec
        self.remaining = spec.amount
        self.used_up = False
        self.index = index


class CombatState:
    __slots__ = ("scenario", "creatures", "life", "attacking", "blocked", "blocking", "shields", "order", "ruleset", "unmapped")

    def __init__(self, scenario: Scenario):
        self.scenario = scenario
        self.ruleset = scenario.ruleset
        self.unmapped: dict[str, None] = {}   # today's ids cited that have no counterpart in the release
        self.creatures = {c.id: CreatureState(c, i) for i, c in enumerate(scenario.creatures)}
        self.life = dict(scenario.players)
        self.attacking = dict(scenario.attacks)              # attacker -> defending player
        self.blocked = set()                                  # attackers that became blocked (509.1h)
        self.blocking = {}                                    # blocker -> [attackers], in the listed order
        for b, attackers in scenario.blocks:
            self.blocking[b] = list(attackers)
            self.blocked.update(attackers)
        self.shields: list[ShieldState] = []
        self.order = scenario.order

    def cite(self, rule_id: str) -> str:
        """Today's `rule_id` (registered in citations.py) as numbered in the release this combat runs under."""
        if self.ruleset.latest:
            return _registered(rule_id)
        number = self.ruleset.number(_registered(rule_id))
        if number == rule_id and self.ruleset.unmapped((rule_id,)):
            self.unmapped[rule_id] = None
        return number

    # -- who is in combat --------------------------------------------------------------------------
    def in_combat(self) -> list[CreatureState]:
        """Attacking and blocking creatures, in the order of the scenario's `creatures`."""
        return [c for c in self.creatures.values() if c.id in self.attacking or c.id in self.blocking]

    def blockers_of(self, attacker: str) -> list[str]:
        """The creatures currently blocking `attacker`: in its damage assignment order (legacy) or listed order."""
        found = [b for b in self.blocking if attacker in self.blocking[b]]
        order = self.order.get(attacker)
        if order:
            return [b for b in order if b in found]
        return sorted(found, key=lambda b: self.creatures[b].index)

    def blocked_by(self, blocker: str) -> list[str]:
        """The attackers `blocker` currently blocks, in its damage assignment order (legacy) or listed order."""
        current = self.blocking.get(blocker, [])
        order = self.order.get(blocker)
        return [a for a in order if a in current] if order else list(current)

    def remove_from_combat(self, cid: str) -> None:
        """506.4: it stops attacking or blocking; an attacker it blocked stays blocked (509.1h)."""
        self.attacking.pop(cid, None)
        self.blocking.pop(cid, None)
        for attackers in self.blocking.values():
            if cid in attackers:
                attackers.remove(cid)

    # -- effects -----------------------------------------------------------------------------------
    def apply(self, effect: Effect) -> None:
        for cid, kws in effect.grant:
            self.creatures[cid].keywords |= kws
        for cid, kws in effect.remove:
            self.creatures[cid].keywords -= kws
        for cid, colors in effect.set_colors:
            self.creatures[cid].colors = set(colors)
        for cid in effect.remove_from_combat:
            self.remove_from_combat(cid)
        for spec in effect.prevent:
            self.shields.append(ShieldState(spec, len(self.shields)))
