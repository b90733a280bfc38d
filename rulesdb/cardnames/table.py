"""The card name table (`raw_sources/cards/card_names.tsv.gz`): one row per English card name.

Layout: `# rulesdb card names` and provenance comments, then a header line and one row per card,
`name<TAB>type<TAB>text<TAB>first<TAB>last<TAB>de<TAB>es...`: the English name, type line and text of its latest
printing (reminder text left out, line breaks written `\\n`), the first and last release dates printing it, and
per card language the names printed in it, most printed first, ` | ` between them. The file is gzipped; a plain
text table is read as well (test fixtures)."""
from __future__ import annotations

import gzip
import io
import zlib
from dataclasses import dataclass

from ..errors import ParseError
from ..termbase.cards import CARD_LANGUAGES

__all__ = ["CardEntry", "HEADER", "format_table", "parse_table", "unpack"]

MAGIC = "# rulesdb card names"
HEADER = ("name", "type", "text", "first", "last", *CARD_LANGUAGES)
#: the most a gzipped table may unpack to (the shipped one is about 5 MB): a larger one is refused, not read
MAX_UNPACKED = 32 * 1024 * 1024


@dataclass(frozen=True)
class CardEntry:
    """One card: its English `name`, `type` line and `text`, the release dates of its first and last printing, and
    its printed names per language (`names`: (lang, name) pairs, most printed first in each language)."""

    name: str
    type: str
    text: str
    first: str = ""
    last: str = ""
    names: tuple[tuple[str, str], ...] = ()
    line: int = 0


def _cell(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\t", " ").replace("\r", "").replace("\n", "\\n")


def _uncell(text: str) -> str:
    return text.replace("\\n", "\n").replace("\\\\", "\\")


def format_table(cards, provenance: list[str]) -> str:
    """The table's text (before gzip): comments, header, one row per card in name order."""
    lines = [MAGIC] + [f"# {p}" for p in provenance] + ["\t".join(HEADER)]
    for c in sorted(cards, key=lambda c: c.name):
        per = {lang: [] for lang in CARD_LANGUAGES}
        for lang, name in c.names:
            per[lang].append(name)
        lines.append("\t".join([_cell(c.name), _cell(c.type), _cell(c.text), c.first, c.last]
                               + [" | ".join(_cell(n) for n in per[lang]) for lang in CARD_LANGUAGES]))
    return "\n".join(lines) + "\n"


def unpack(data: bytes, source: str = "") -> str:
    """The table's text: `data` gunzipped when gzipped, decoded as UTF-8. ParseError when it is neither."""
    if data[:2] == b"\x1f\x8b":
        try:
            with gzip.GzipFile(fileobj=io.BytesIO(data)) as fh:
                data = fh.read(MAX_UNPACKED + 1)
        except (OSError, EOFError, zlib.error) as e:
            raise ParseError(f"the card name table is not a readable gzip file ({e})", source) from None
        if len(data) > MAX_UNPACKED:
            raise ParseError(f"the card name table unpacks to more than {MAX_UNPACKED:,} bytes", source)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise ParseError(f"the card name table is not UTF-8 ({e.reason} at byte {e.start})", source) from None


def parse_table(text: str, source: str = "") -> tuple[CardEntry, ...]:
    """The cards of a table's text. ParseError (with the line) for a table that is not one."""
    if not text.startswith(MAGIC):
        raise ParseError(f"not a card name table (it starts with {MAGIC!r})", source, 1)
    out: list[CardEntry] = []
    header = None
    for number, line in enumerate(text.split("\n"), 1):
        if not line or line.startswith("#"):
            continue
        cells = line.split("\t")
        if header is None:
            if tuple(cells[:5]) != HEADER[:5]:
                raise ParseError("the card name table's header is not name, type, text, first, last, languages...",
                                 source, number)
            header = cells
            continue
        if len(cells) != len(header) or not cells[0].strip():
            raise ParseError(f"a card row has {len(cells)} cells, not {len(header)}", source, number, line[:60])
        names = tuple((lang, _uncell(n)) for lang, cell in zip(header[5:], cells[5:]) if cell
                      for n in cell.split(" | ") if n.strip())
        out.append(CardEntry(_uncell(cells[0]), _uncell(cells[1]), _uncell(cells[2]), cells[3], cells[4], names,
                             number))
    if header is None:
        raise ParseError("the card name table has no header line", source)
    return tuple(out)
