"""Source formats: one module per format, each a pure function from bytes to a `ParseResult`.

Every format module defines:
- `FORMAT`: its name (as used in `manifest.toml` and `--format`);
- `parse(data: bytes, source: str = "", lang: str | None = None, revision: str | None = None) -> ParseResult`;
- `sniff(data: bytes, name: str) -> float`: how sure it is (0..1) that `data` is in its format.

Modules are imported lazily, so that `rulesdb show` never pays for bs4 or the parsers.
"""
from __future__ import annotations

import importlib

from ..errors import UnknownFormatError
from ..model import ParseResult

__all__ = ["FORMATS", "parse_bytes", "detect_format", "format_module"]

#: format name -> module (relative to this package)
FORMATS: dict[str, str] = {
    "cr-text": "cr_text",          # the official CR text (any release 2008-2026), and translations in its layout (zh)
    "es-site": "es_site",          # the Spanish rule site (seeds 000, 004)
    "it-wiki": "it_wiki",          # the Italian Fandom wiki as text (seed 001)
    "bilingual": "bilingual",      # German/English rule page (seed 003)
    "po": "po",                    # gettext PO: msgid English, msgstr translation
    "html": "html",                # saved HTML pages: pt-BR rule pages, MediaWiki pages (via the text parsers)
    "keyword-table": "term_table",  # term tables: an English term beside its wording in other languages
    "card-names": "card_table",     # the card name table: each card's names in every card language, its text
}


def format_module(name: str):
    try:
        module = FORMATS[name]
    except KeyError:
        raise UnknownFormatError(f"unknown format {name!r}; known formats: {', '.join(FORMATS)}") from None
    return importlib.import_module(f"{__name__}.{module}")


def detect_format(data: bytes, name: str = "") -> str:
    """The format whose `sniff` is most confident; UnknownFormatError when none is."""
    from ..textio import decode

    if data[:2] != b"\x1f\x8b":  # gzip: a card name table (`card-names`) is the one gzipped format
        decode(data, name)  # bytes that are not text fail here, with a clear DecodeError
    best, best_score = "", 0.0
    for fmt in FORMATS:
        try:
            score = format_module(fmt).sniff(data, name)
        except ImportError:
            continue
        if score > best_score:
            best, best_score = fmt, score
    if best_score < 0.3:
        raise UnknownFormatError(
            f"cannot tell the format of {name or 'this file'}; pass --format, one of: {', '.join(FORMATS)}"
        )
    return best


def parse_bytes(data: bytes, source: str = "", fmt: str | None = None, lang: str | None = None,
                revision: str | None = None) -> ParseResult:
    """Parse `data` in format `fmt` (detected when None)."""
    fmt = fmt or detect_format(data, source)
    return format_module(fmt).parse(data, source=source, lang=lang, revision=revision)
