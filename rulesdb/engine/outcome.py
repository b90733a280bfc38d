"""What resolving a combat produces: damage events, steps, and the final outcome (frozen dataclasses).

`Outcome.to_json()` has exactly the shape of issue 3:
`{"steps": [{"step", "events": [{"source", "target", "amount", "prevented", "rule"}], "destroyed"}],
  "life": {player: life}, "destroyed": [ids], "damage": {id: damage marked at the end}}`.
`amount` is the damage dealt; `amount + prevented` is the damage assigned. Everything else the dataclasses carry
(life gained, why a creature was destroyed or survived, who lost the game) is for the text renderer.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .ruleset import BUILTIN, Ruleset

__all__ = ["Assignment", "DamageEvent", "StepResult", "Outcome"]


@dataclass(frozen=True, slots=True)
class Assignment:
    """Combat damage assigned by `source` to `target` in one step (510.1), and the rule that sends it there."""

    source: str
    target: str
    amount: int
    rule: str


@dataclass(frozen=True, slots=True)
class DamageEvent:
    """Damage dealt (`amount`) and prevented (`prevented`) from `source` to `target` (510.2)."""

    source: str
    target: str
    amount: int
    prevented: int
    rule: str
    prevention_rules: tuple[str, ...] = ()
    lifelink: bool = False
    deathtouch: bool = False

    def to_json(self) -> dict:
        return {"source": self.source, "target": self.target, "amount": self.amount,
                "prevented": self.prevented, "rule": self.rule}


@dataclass(frozen=True, slots=True)
class StepResult:
    """One combat damage step: who assigned, what was dealt, what state-based actions did."""

    step: str                                   # "first-strike" | "regular"
    rule: str                                   # why this step and these creatures (510.1, 510.4, 702.7b)
    dealers: tuple[str, ...]                    # creatures that assigned combat damage in this step
    assignments: tuple[Assignment, ...]
    events: tuple[DamageEvent, ...]
    destroyed: tuple[str, ...]
    sba: tuple[tuple[str, str], ...] = ()       # (creature or player, rule): 704.5g / 704.5h / 704.5a
    survived: tuple[tuple[str, str], ...] = ()  # (creature, rule): indestructible with lethal damage (702.12b)
    life_gained: tuple[tuple[str, int, str], ...] = ()  # (player, amount, source): lifelink (702.15b)
    notes: tuple[tuple[str, str], ...] = ()     # (text, rule): creatures that assign nothing, and why

    def to_json(self) -> dict:
        return {"step": self.step, "events": [e.to_json() for e in self.events], "destroyed": list(self.destroyed)}


@dataclass(frozen=True, slots=True)
class Outcome:
    steps: tuple[StepResult, ...]
    life: tuple[tuple[str, int], ...]
    destroyed: tuple[str, ...]
    damage: tuple[tuple[str, int], ...]
    losers: tuple[str, ...] = ()
    game_over: tuple[str, str] | None = None    # (text, rule) when the game ended during combat
    name: str = ""
    rules: str = ""
    legacy_order: bool = False
    ruleset: Ruleset = field(default=BUILTIN, compare=False)
    unmapped: tuple[str, ...] = ()      # rules cited with today's number: no counterpart found in the release

    def to_json(self) -> dict:
        return {"steps": [s.to_json() for s in self.steps], "life": dict(self.life),
                "destroyed": list(self.destroyed), "damage": dict(self.damage)}

    def rules_json(self) -> dict:
        """The rules applied (`rulesdb combat --json`, key "rules"): the release, what it was selected for, each
        behaviour with the rule text it rests on, and the rules cited with no counterpart in that release."""
        data = self.ruleset.to_json()
        data["unmapped"] = list(self.unmapped)
        return data

    def cited_rules(self) -> list[str]:
        """Every rule id this outcome cites (numbered as in the release applied), in first-cited order."""
        seen: dict[str, None] = {}
        for s in self.steps:
            seen.setdefault(s.rule, None)
            for a in s.assignments:
                seen.setdefault(a.rule, None)
            for e in s.events:
                seen.setdefault(e.rule, None)
                for r in e.prevention_rules:
                    seen.setdefault(r, None)
            for _x, r in s.sba + s.survived + s.notes:
                seen.setdefault(r, None)
            if s.life_gained:
                seen.setdefault(self.ruleset.number("702.15b"), None)
        if self.game_over:
            seen.setdefault(self.game_over[1], None)
        return list(seen)

