"""Damage prevention (615) and the source of damage (609.7): which shields apply to a damage event, and how much.

- a shield names what it protects (`to`: a player or a creature; none = anything) and the source it watches:
  a chosen source (`from.id`, 609.7a) and/or a property (`from.color`);
- a shield from a resolved spell rechecks the source's properties when the damage would be dealt; if they no
  longer match it prevents nothing and is not used up (609.7b); a static effect applies to sources that have the
  property now (609.7c);
- `amount` N from a resolved spell is a shield reduced by what it prevents (615.7); from a static ability it
  prevents N of each damage event (615.10); `next` prevents the next instance of damage from the chosen
  source, whatever its size (615.8); no amount prevents all such damage this turn (615.1).
Shields apply in the order they were created.
"""
from __future__ import annotations

from typing import Callable

from .citations import cite as _registered
from .state import CreatureState, ShieldState

__all__ = ["prevent"]


def _matches(shield: ShieldState, source: CreatureState, target: str) -> bool:
    spec = shield.spec
    if shield.used_up:
        return False
    if spec.to is not None and spec.to != target:
        return False
    if spec.from_id is not None and spec.from_id != source.id:
        return False
    if spec.from_color is not None and spec.from_color not in source.colors:
        return False
    return True


def _rules(shield: ShieldState, cite: Callable[[str], str]) -> list[str]:
    spec = shield.spec
    out = []
    if spec.from_id is not None:
        out.append(cite("609.7a"))
    if spec.from_color is not None:
        out.append(cite("609.7b" if spec.kind == "resolved" else "609.7c"))
    if spec.next:
        out.append(cite("615.8"))
    elif spec.amount is not None:
        out.append(cite("615.7" if spec.kind == "resolved" else "615.10"))
    else:
        out.append(cite("615.1"))
    return out


def prevent(shields: list[ShieldState], source: CreatureState, target: str, amount: int,
            cite: Callable[[str], str] = _registered) -> tuple[int, tuple[str, ...]]:
    """Apply the shields to `amount` damage from `source` to `target`; return (prevented, rules cited, numbered by
    `cite`: the release's numbers, `CombatState.cite`)."""
    prevented = 0
    rules: list[str] = []
    for shield in shields:
        left = amount - prevented
        if left <= 0:
            break
        if not _matches(shield, source, target):
            continue
        spec = shield.spec
        if spec.next:
            stop = left
            shield.used_up = True
        elif spec.amount is None:
            stop = left
        elif spec.kind == "static":
            stop = min(spec.amount, left)
        else:
            stop = min(shield.remaining, left)
            shield.remaining -= stop
            if shield.remaining <= 0:
                shield.used_up = True
        if stop:
            prevented += stop
            rules.extend(r for r in _rules(shield, cite) if r not in rules)
    return prevented, tuple(rules)
