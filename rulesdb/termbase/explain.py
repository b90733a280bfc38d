"""The reverse direction of a rules-text derivation: which English phrase a translated wording renders best.

A term named in a few rules ties with every wording of those rules: pt `causa 2 pontos de dano` stands in four of
the six rules of `any target`, `eventos impossível` in both translated rules of `loop`. Read the other way, such a
wording is explained better by another English phrase of the same rules (`deals 2 damage`, `events with no way to
stop`) than by the term, and is that phrase's wording, not the term's. `EnglishPhrases` scores a wording against
every English n-gram of one to `MAX_WORDS` stems (Dice over the aligned units, as `derive` scores a term) and gives
the best, so that `derive` can scale a candidate down by how much better another phrase explains it.

Only for rule texts (`longer=True`): a card's units are many and short, and a term there is rarely outscored by a
phrase it does not contain.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from typing import Iterable, Sequence

from .. import lang as _lang
from .tokens import english_keys

__all__ = ["EnglishPhrases", "english_stopkeys", "kin", "MAX_WORDS"]

MAX_WORDS = 4


def english_stopkeys() -> frozenset:
    """The stems of the English stop words of the language registry (`the`, `of`, `a`...): no phrase starts or
    ends with one."""
    entry = _lang.get("en")
    words = entry.stopwords if entry is not None else ()
    return frozenset(k for w in words for k in english_keys(w))


def kin(stems) -> set[str]:
    """Stems without the mark of a participle or agent (block~ing, block~ed -> block)."""
    return {s.split("~")[0] for s in stems}


class EnglishPhrases:
    """The English n-grams of a set of aligned units and, per translated key, how well it renders them.

    `unit_stems[u]`: the English stems of unit `u` in order; `unit_keys[u]`: the keys its translation holds
    (candidates, and words); `weight[u]`: the unit's weight (as in `derive`)."""

    def __init__(self, unit_stems: Sequence[Sequence[str]], unit_keys: Sequence[Iterable[str]],
                 weight: Sequence[float], stop: frozenset | None = None, max_words: int = MAX_WORDS):
        self.stop = english_stopkeys() if stop is None else stop
        self.max_words = max_words
        self.weight = weight
        self.grams: list[frozenset] = [frozenset(self._grams(s)) for s in unit_stems]
        self.df: Counter = Counter()
        for u, grams in enumerate(self.grams):
            w = weight[u]
            for g in grams:
                self.df[g] += w
        self.units: dict[str, list[int]] = defaultdict(list)
        self.kdf: Counter = Counter()
        for u, keys in enumerate(unit_keys):
            for c in keys or ():
                self.units[c].append(u)
                self.kdf[c] += weight[u]
        self._dice: dict[str, dict[tuple[str, ...], float]] = {}

    def _grams(self, stems: Sequence[str]):
        n = len(stems)
        for i in range(n):
            if stems[i] in self.stop:
                continue
            for k in range(1, self.max_words + 1):
                if i + k > n:
                    break
                if stems[i + k - 1] not in self.stop:
                    yield tuple(stems[i:i + k])

    def dice(self, key: str) -> dict[tuple[str, ...], float]:
        """English n-gram -> Dice with the translated `key` over the units, for every n-gram beside it."""
        if key not in self._dice:
            co: Counter = Counter()
            for u in self.units.get(key, ()):
                w = self.weight[u]
                for g in self.grams[u]:
                    co[g] += w
            self._dice[key] = {g: 2 * n / (self.df[g] + self.kdf[key]) for g, n in co.items()}
        return self._dice[key]

    def share(self, key: str, own: set[str], strict: bool = True, longer: Sequence[set] = ()) -> float:
        """How much of the best explanation of `key` is the term's own: the best Dice of `key` with an n-gram
        made of the stems of `own` alone (the term's stems, `kin`: the term or a part of it; not `strict`: any
        n-gram holding one of them and no other word of a `longer` term holding it: 魔戒引诱 renders the ring
        tempts you, not the ring), over its best Dice with any n-gram (1.0 when no unit holds it)."""
        scores = self.dice(key)
        if not scores:
            return 1.0
        best = max(scores.values())
        if strict:
            mine = max((d for g, d in scores.items() if kin(g) <= own), default=0.0)
        else:
            extra = set().union(*longer) - own if longer else set()
            mine = max((d for g, d in scores.items() if kin(g) & own and not (kin(g) - own) & extra), default=0.0)
        return mine / best

    def renders_part(self, key: str, stems: Sequence[str]) -> bool:
        """Whether `key` renders a part of the English term of `stems` better than the whole (zh 起手牌 is
        starting hand, not starting hand size; 提示 is reminder, not reminder text): a run of its stems (not
        all) scores higher with it than the whole term does. False for a term longer than `max_words` stems."""
        stems = tuple(stems)
        if len(stems) < 2 or len(stems) > self.max_words:
            return False
        scores = self.dice(key)
        whole = scores.get(stems, 0.0)
        n = len(stems)
        return any(scores.get(stems[i:j], 0.0) > whole for i in range(n) for j in range(i + 1, n + 1)
                   if j - i < n)
