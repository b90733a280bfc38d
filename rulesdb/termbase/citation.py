"""The citation form of a keyword action's rendering: the infinitive, where the texts print it.

A term base cites a verb by its infinitive (pt `Arregimentar`, `Manifestar`), but the cards print a keyword action
as the imperative of a sentence (`Arregimente 2.`, `Manifeste o card do topo`) or in the present (`explora`), and
that is the form the derivation finds most often beside the term. Where the language's registry entry gives the
endings of those forms and of the infinitive (`Language.citation_endings`: pt `e` -> `ar`, `a` -> `ar`; fr `ez` ->
`er`) and the same texts print the infinitive (pt `arregimentar`, in `Sempre que você arregimentar`), the
rendering is cited by the infinitive; the printed form is kept first among its other forms, so that a look-up of
either finds the term.

Only keyword actions (kind `action`, rule 701), which are verbs: a keyword ability is named by its printed
keyword (es `Amenaza`, menace, is a noun though `amenazar` is printed), and a rules word may be a noun as well as
a verb (pt `controle`, control). One word only: a phrase keeps its printed wording.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Iterable, Sequence

from ..lang import get as language
from .english import EnglishTerm
from .record import Rendering

__all__ = ["infinitive", "cite_infinitives"]


def infinitive(word: str, endings: Sequence[tuple[str, str]], printed: Counter) -> str | None:
    """The infinitive of `word` (lower case) by the first of `endings` it ends with whose infinitive `printed`
    (word counts of the texts, lower case) holds, else None."""
    for end, inf in endings:
        if len(word) > len(end) + 2 and word.endswith(end):
            candidate = word[:-len(end)] + inf
            if printed.get(candidate, 0) > 0:
                return candidate
    return None


def _cased(word: str, like: str) -> str:
    return word[:1].upper() + word[1:] if like[:1].isupper() else word


def cite_infinitives(rows: Iterable[Rendering], terms: Sequence[EnglishTerm], lang: str,
                     printed: Counter) -> list[Rendering]:
    """`rows` (renderings in `lang`) with each one-word rendering of a keyword action cited by its infinitive where
    `printed` (the word counts of the texts they were derived from) holds it; unchanged for a language without
    `citation_endings`."""
    entry = language(lang)
    rows = list(rows)
    if entry is None or not entry.citation_endings:
        return rows
    actions = {t.term for t in terms if "action" in t.kinds}
    out = []
    for r in rows:
        word = r.rendering
        if r.term in actions and word and " " not in word.strip():
            inf = infinitive(word.lower(), entry.citation_endings, printed)
            if inf is not None:
                forms = (word, *(f for f in r.forms if f.lower() != inf))[:3]
                r = replace(r, rendering=_cased(inf, word), forms=forms)
        out.append(r)
    return out
