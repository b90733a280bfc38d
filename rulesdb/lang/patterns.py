"""Regular expressions built from the registry, shared by the parsers: example paragraphs, and the title and
effective-date sentence of a CR text. (References are built in `rulesdb/refs.py`, month names in `dates.py`.)
"""
from __future__ import annotations

import re
from typing import Iterable

from .entries import ENTRIES

__all__ = ["EXAMPLE_RE", "is_example", "CR_TITLE_RE", "EFFECTIVE_RE", "effective_language", "alternation"]


def alternation(words: Iterable[str]) -> str:
    """`words` as a regex alternation, longest first (so that `Examples` is tried before `Example`)."""
    return "|".join(re.escape(w) for w in sorted(set(words), key=lambda w: (-len(w), w)))


#: An example paragraph in any registered language: `Example:`, `Ejemplo:`, `Beispiel:`, `例如：`, `Exemple :`.
#: Group `colon` is what follows the label: a colon, or a comma glued to the text (`例如，` in the Chinese CR,
#: which the CR parser reports).
EXAMPLE_RE = re.compile(
    rf"^(?P<label>{alternation(w for e in ENTRIES for w in e.example_labels)})\s*(?P<colon>[:：]|[，,](?=\S))",
    re.IGNORECASE,
)


def is_example(text: str) -> bool:
    """Whether the paragraph `text` is an example (starts with an example label and its colon)."""
    return EXAMPLE_RE.match(text) is not None


#: The title of the Comprehensive Rules in any registered language (case-insensitive).
CR_TITLE_RE = re.compile(alternation(w for e in ENTRIES for w in e.cr_titles), re.IGNORECASE)

_EFFECTIVE = {phrase: e.code for e in ENTRIES for phrase in e.effective_phrases}

#: The sentence stating when a CR text takes effect ("These rules are effective as of", "起生效").
EFFECTIVE_RE = re.compile(alternation(_EFFECTIVE))


def effective_language(line: str) -> str | None:
    """The language whose effective-date phrase `line` contains, None when it contains none."""
    m = EFFECTIVE_RE.search(line)
    return _EFFECTIVE[m.group(0)] if m else None
