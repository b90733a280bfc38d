"""The content languages: one registry entry per language the rules are written in.

Everything rulesdb knows about a language lives in its `Language` entry (`entries.py`): the words that cite a
rule, the label of an example paragraph, stop words, stemmer, decompounding, the babel locale of its dates and
the words that tell it apart. The rest of the code asks the registry and never names a language itself:

    >>> from rulesdb import lang
    >>> lang.get("fr").ref_words
    ('règle', 'règles')

`patterns.py` turns the registry into the regular expressions the parsers share (example paragraphs,
references, the CR text's title and effective date).
"""
from __future__ import annotations

from types import MappingProxyType

from .language import SPACED_SCRIPTS, Language
from .entries import ENTRIES

__all__ = ["Language", "REGISTRY", "CODES", "SOURCE", "SPACED_SCRIPTS", "get", "languages", "unspaced", "infinitives"]

#: code -> entry, in registry order.
REGISTRY = MappingProxyType({entry.code: entry for entry in ENTRIES})

#: The registered codes, in registry order.
CODES: tuple[str, ...] = tuple(REGISTRY)

#: The language the CR is published in; every translation follows an English release.
SOURCE = "en"


def get(code: str | None) -> Language | None:
    """The entry of `code` ("pt", also "pt-BR" or "pt_BR"), None for a language that is not registered."""
    if not code:
        return None
    return REGISTRY.get(code.replace("_", "-").split("-")[0].lower())


def languages() -> tuple[Language, ...]:
    """Every registered entry, in registry order."""
    return ENTRIES


def unspaced(code: str, text: str = "") -> bool:
    """Whether language `code` is written without spaces between words (Chinese, Japanese); for a language the
    registry does not have, whether `text` holds kana, CJK ideographs or Hangul."""
    import re

    entry = get(code)
    if entry is not None:
        return not entry.spaced
    return bool(re.search(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]", text))


def infinitives(text: str, code: str, particle: str | None = None) -> list[str]:
    """The infinitives the verb form `text` may be of, by the registry's `verb_endings` and `participle_prefix`
    (German `phast` -> phasen, `geopfert` -> opfern, `abgelegt` -> ablegen; French `bloquent` -> bloque), with
    `particle` (the separable particle ending its clause) before them first (`phast ... aus`: ausphasen); [] for a
    language with no verb endings."""
    entry = get(code)
    if entry is None or not entry.verb_endings:
        return []
    low = text.casefold().strip(",;:.?!")
    forms = [low]
    ge = entry.participle_prefix
    if ge:
        heads = [p for p in entry.separable_particles if low.startswith(p + ge)] + [""]
        forms += [h + low[len(h) + len(ge):] for h in heads if low.startswith(h + ge) and len(low) > len(h + ge) + 3]
    stems = [f[:-len(end)] + inf for f in forms for end, inf in entry.verb_endings
             if f.endswith(end) and len(f) - len(end) >= 3]
    return list(dict.fromkeys([particle + v for v in stems if particle] + stems))
