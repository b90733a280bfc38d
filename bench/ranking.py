"""How the search benches score a ranking, the same for rulesdb and the FTS5 baseline: a hit answers when its rule
id is an accepted id or a subrule (at any depth) of one; MRR and success@5 over the 1-based ranks (0 = not found)."""
from __future__ import annotations

from rulesdb.ruleid import RuleId


def _parse(rule: str) -> RuleId | None:
    try:
        return RuleId.parse(rule)
    except Exception:  # noqa: BLE001 - a glossary hit with no rule, a malformed id: it answers nothing
        return None


def answers(rule: str, accept: list[str]) -> bool:
    """True when `rule` is an accepted id or a subrule (at any depth) of one."""
    rid = _parse(rule) if rule else None
    if rid is None:
        return False
    for a in accept:
        aid = RuleId.parse(a)
        if rid == aid or aid.contains(rid):
            return True
    return False


def rank_of(rules: list[str], accept: list[str]) -> int:
    """1-based rank of the first answering hit, 0 when none of `rules` answers."""
    for i, rule in enumerate(rules, 1):
        if answers(rule, accept):
            return i
    return 0


def summarize(ranks: list[int]) -> tuple[float, float]:
    """(MRR, success@5) of a list of ranks (0 = not found)."""
    if not ranks:
        return 0.0, 0.0
    return (sum(1 / r for r in ranks if r) / len(ranks), sum(1 for r in ranks if 0 < r <= 5) / len(ranks))
