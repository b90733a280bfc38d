"""Case and accent folding: the one way rulesdb makes `Dañar`, `DANAR` and `dañar` the same word.

`fold` is what the search index and the term tables compare; `fold_term` also treats hyphens as spaces and
collapses white space, for multi-word terms (`"  Two-Headed  Giant "` -> `"two headed giant"`).
"""
from __future__ import annotations

import unicodedata
from functools import lru_cache

__all__ = ["fold", "fold_term", "fold_voiced"]


#: the voicing marks of the kana, combining once decomposed (グ is ク and U+3099)
_KANA_VOICING = "\u3099\u309a"


def _unmarked(text: str, keep: str = "") -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c) or c in keep)


@lru_cache(maxsize=100_000)
def fold(text: str) -> str:
    """Lower case without accents: `Dañar` -> `danar`, `Schäden` -> `schaden`, `ß` -> `ss`. It drops the kana's
    voicing marks too (グ -> ク); `fold_voiced` keeps them."""
    return _unmarked(text)


def fold_voiced(text: str) -> str:
    """`fold`, keeping the voicing marks of the kana, which make other words (グリスト, Grist, is no クリスト)."""
    return unicodedata.normalize("NFC", _unmarked(text, _KANA_VOICING))


def fold_term(text: str) -> str:
    """`fold`, with hyphens read as spaces and white space collapsed: `"  Dañar  Primero "` -> `"danar primero"`."""
    return " ".join(fold(text).replace("-", " ").split())
