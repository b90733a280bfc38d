"""The card name table (`rulesdb terms cards`, layout in `rulesdb.cardnames.table`): format name `card-names`.
Every row is a card (`ParseResult.cards`); the table has no rules."""
from __future__ import annotations

from ..cardnames.table import MAGIC, parse_table, unpack
from ..errors import ParseError
from ..model import ParseResult
from ..textio import check_lines, check_size

__all__ = ["FORMAT", "parse", "sniff"]

FORMAT = "card-names"

#: the largest card name table read (gzipped): the shipped one is 2.7 MB, more than a page's cap; its parser reads
#: it line by line, once (`RULESDB_MAX_SOURCE_BYTES`, when set, caps it as every source)
MAX_TABLE_BYTES = 8 * 1024 * 1024


def sniff(data: bytes, name: str = "") -> float:
    if data[:2] == b"\x1f\x8b":
        try:
            return 0.95 if unpack(data, name).startswith(MAGIC) else 0.0
        except ParseError:  # sniffing never fails, it only says how sure it is
            return 0.0
    return 0.95 if data.lstrip(b"\xef\xbb\xbf").startswith(MAGIC.encode()) else 0.0


def parse(data: bytes, source: str = "", lang: str | None = None, revision: str | None = None) -> ParseResult:
    check_size(data, source, default=MAX_TABLE_BYTES)
    text = unpack(data, source)
    check_lines(text, source)
    return ParseResult(format=FORMAT, nodes=(), cards=parse_table(text, source), source=source)
