"""Close spellings of the words a search found nowhere (`frist` -> first, `criatrua` -> criatura): what a judge
typing fast probably meant, offered beside the word, never searched in its place.

A word is offered when the typed one reads as it mistyped (`_typo`: two neighbouring letters exchanged; in a
word of seven letters or more, also a letter left out, added or changed), starts with the same letter, and is
itself found when searched: a word of the asked language's rules (the index's spelling corrector) or of a
wording the term base holds for the language. On the judge questions (bench/bench_typos.py, 1,845 of them
in the languages written with spaces), each mistyped four ways: 64% of the typos found nowhere are offered a
word, and it is the one meant 4,235 times in 4,252; a word is offered for 30 of the questions as written
(`beats (beast?)`; shorter words one letter apart, `saca` and `saga`, were offered before `_typo`).
"""
from __future__ import annotations

from functools import lru_cache

from ..textfold import fold_term

__all__ = ["edit_distance", "close_words"]

#: the length from which a word one letter apart from another is taken for a typo of it
MIN_LONG = 7
#: the candidates read from the index's corrector and from the term base's words, per typed word
_CANDIDATES = 8


def edit_distance(a: str, b: str, limit: int = 3) -> int:
    """Optimal string alignment distance (insertions, deletions, substitutions, adjacent transpositions), or
    `limit` when it is `limit` or more."""
    if abs(len(a) - len(b)) >= limit:
        return limit
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) >= limit:
            return limit
        prev2, prev = prev, cur
    return min(prev[-1], limit)


def _exchanged(typed: str, word: str) -> bool:
    """Whether `typed` is `word` with two neighbouring letters exchanged (`frist`, `criatrua`)."""
    if len(typed) != len(word):
        return False
    diff = [i for i, (a, b) in enumerate(zip(typed, word)) if a != b]
    return (len(diff) == 2 and diff[1] == diff[0] + 1 and typed[diff[0]] == word[diff[1]]
            and typed[diff[1]] == word[diff[0]])


def _typo(typed: str, word: str) -> bool:
    """Whether `typed` reads as `word` mistyped rather than as another word: two neighbouring letters exchanged,
    or, in a word of `MIN_LONG` letters or more, a letter left out (`priorty`), one more or another
    (`cementeiro`). Shorter words one letter apart are often both words (`saca`, `saga`; `cuenta`, `cuesta`)."""
    return _exchanged(typed, word) or (len(typed) >= MIN_LONG and edit_distance(typed, word) == 1)


@lru_cache(maxsize=16)
def _termbase_words(termbase, lang: str) -> dict[str, tuple[int, str]]:
    """The words of the wordings the term base holds for `lang`, folded -> (the cards printing them, the
    spelling printed most)."""
    counts: dict[str, dict[str, int]] = {}
    for e in termbase.wordings(lang):
        if e.kind != "alt":
            for wording in (e.term, *e.forms):
                for w in wording.replace("-", " ").split():
                    if len(w) >= 3 and w.isalpha():
                        spellings = counts.setdefault(fold_term(w), {})
                        spellings[w] = spellings.get(w, 0) + (e.count or 1)
    return {k: (sum(v.values()), max(v, key=lambda w: (v[w], w))) for k, v in counts.items()}


def _candidates(word: str, lang: str, index, termbase) -> list[str]:
    """Close words of `word` that read as it mistyped (`_typo`), the likeliest first: letters exchanged before
    another typo, then the word of the asked language's rules its corrector ranks first (fewest edits, most
    frequent), then the term base's word printed on most cards."""
    typed = fold_term(word)
    found: dict[str, tuple] = {}
    for k, s in enumerate(index.suggest(word, lang, limit=_CANDIDATES)):
        folded = fold_term(s)
        if folded[:1] == typed[:1] and folded != typed and _typo(typed, folded):
            found.setdefault(s, (not _exchanged(typed, folded), 0, k))
    if termbase is not None and lang not in ("en", "all") and lang in termbase.languages():
        for w, (count, spelt) in _termbase_words(termbase, lang).items():
            if w[:1] == typed[:1] and abs(len(w) - len(typed)) <= 1 and w != typed and _typo(typed, w):
                found[spelt] = min(found.get(spelt, (True, 1, 0)), (not _exchanged(typed, w), 1, -count))
    return sorted(found, key=found.get)[:_CANDIDATES]


def close_words(words, lang: str, index, termbase, found) -> tuple[tuple[str, str], ...]:
    """(typed word, the close word offered) for each of `words` (found nowhere) that has one; `found(word)` says
    whether a word is found when searched in `lang`."""
    out = []
    for word in words:
        for candidate in _candidates(word, lang, index, termbase):
            if found(candidate):
                out.append((word, candidate))
                break
    return tuple(out)
