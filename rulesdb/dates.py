"""Dates written in running text, in any language babel knows: find and read them, and write them back.

Pages state their revision in their own language ("Aggiornato a Duskmourn, 02 Ottobre 2024", "20 de septiembre de
2024", "20. September 2024", "August 7, 2026"). Month names come from babel's CLDR data (wide and abbreviated,
format and stand-alone), never from a table written here, so every language babel knows works alike; a registered
content language (`rulesdb.lang`) is read with the babel locale of its entry. `format_date` is the one place a
date is written out (the interface's `i18n.format_date` calls it).
"""
from __future__ import annotations

import datetime as _dt
import re
from functools import lru_cache

from babel import Locale, UnknownLocaleError
from babel.dates import format_date as _babel_format_date
from babel.dates import get_month_names

from .errors import ParseError, UnknownLanguageError
from .lang import REGISTRY

__all__ = ["parse_localized_date", "format_date", "month_names"]


def _locale(lang: str) -> Locale:
    entry = REGISTRY.get(lang)
    try:
        return Locale.parse(entry.locale if entry is not None else (lang or "").replace("-", "_"))
    except (UnknownLocaleError, ValueError, TypeError):
        raise UnknownLanguageError(f"unknown language {lang!r} (expected a code such as en, es, it, de, pt)") from None


@lru_cache(maxsize=64)
def month_names(lang: str) -> dict[str, int]:
    """Every spelling of every month babel knows for `lang`, lower-cased, without a trailing period -> 1..12."""
    locale = _locale(lang)
    names: dict[str, int] = {}
    for width in ("wide", "abbreviated"):
        for context in ("format", "stand-alone"):
            for number, name in get_month_names(width, context, locale=locale).items():
                key = name.strip().rstrip(".").lower()
                if key:
                    names.setdefault(key, number)
    return names


@lru_cache(maxsize=64)
def _patterns(lang: str) -> tuple[re.Pattern, ...]:
    names = sorted(month_names(lang), key=len, reverse=True)
    bare = "(?P<m>" + "|".join(re.escape(n) for n in names) + ")"
    month = bare + r"(?!\w)\.?"  # a whole word ("mar" must not match inside "martes"), optional period
    day_suffix = r"(?:st|nd|rd|th|er|º|°|ª)?"
    flags = re.IGNORECASE
    return (
        # 20 de septiembre de 2024 / 20. September 2024 / 02 Ottobre 2024 / 1er octobre 2024
        re.compile(rf"(?<![\d\w])(?P<d>\d{{1,2}})\.?{day_suffix}\s*(?:de\s+|del\s+)?{month}\s*(?:de\s+|del\s+|,\s*)?"
                   rf"(?P<y>\d{{4}})(?!\d)", flags),
        # August 7, 2026 / Oct. 1st 2008
        re.compile(rf"(?<!\w){month}\s+(?P<d>\d{{1,2}}){day_suffix},?\s+(?P<y>\d{{4}})(?!\d)", flags),
        # 2026年1月16日 / 2026년 1월 16일 (CJK order)
        re.compile(rf"(?<!\d)(?P<y>\d{{4}})\s*[年년]\s*{bare}\s*(?P<d>\d{{1,2}})\s*[日일]", flags),
        # an ISO date written as such
        re.compile(r"(?<!\d)(?P<y>\d{4})-(?P<mm>\d{2})-(?P<d>\d{2})(?!\d)"),
    )


def parse_localized_date(text: str, lang: str) -> tuple[str, str] | None:
    """The first date written in `text` in language `lang`: (ISO date, the substring as written), else None.

    Case-insensitive; accents must be as written ("März", "março"). Impossible dates (31 February) are skipped.
    Raises UnknownLanguageError only for a language babel does not know.
    """
    if not text:
        _patterns(lang)  # still validate the language
        return None
    names = month_names(lang)
    found: list[tuple[int, str, str]] = []
    for pattern in _patterns(lang):
        for m in pattern.finditer(text):
            if "mm" in pattern.groupindex:
                month = int(m.group("mm"))
            else:
                month = names.get(m.group("m").rstrip(".").lower(), 0)
            try:
                day = _dt.date(int(m.group("y")), month, int(m.group("d")))
            except ValueError:
                continue
            found.append((m.start(), day.isoformat(), m.group(0).strip()))
            break
    if not found:
        return None
    _, iso, written = min(found)
    return iso, written


def format_date(iso: str, locale: str) -> str:
    """`iso` (YYYY-MM-DD) written out in `locale`'s long form: format_date('2024-10-02', 'it') -> '2 ottobre 2024'."""
    try:
        day = _dt.date.fromisoformat(iso)
    except (TypeError, ValueError):
        raise ParseError(f"not an ISO date (YYYY-MM-DD): {iso!r}") from None
    return _babel_format_date(day, format="long", locale=_locale(locale))
