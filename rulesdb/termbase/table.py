"""The derived table on disk: one rendering per line, tab-separated, with provenance comments on top.

```
# rulesdb term base: renderings of English game terms, derived from printed cards
# cards: mtgjson_parallel_cards.jsonl.gz (sha256 ...), 34992 printings; derived by `rulesdb terms derive`
term	lang	rendering	kind	rank	count	total	score	first	last	current	forms	example
battlefield	es	campo de batalla	printed	1	6213	6228	0.9984	2009-07-17	2022-02-18	1		NEO/98
```

`forms` are the other inflected forms, separated by `|`. Rows with `lang` `en` give the number of English cards
printing the term. Writing is deterministic (rows sorted, no time stamp), so the same cards give the same bytes.
The parser of the pipeline is `rulesdb.sources.term_table`; `read_table` here is its reading half.
"""
from __future__ import annotations

from typing import Iterable, Iterator

from ..errors import ParseError
from ..i18n import _
from .record import Rendering

__all__ = ["COLUMNS", "HEADER", "write_table", "read_table", "format_table", "tsv_rows"]

COLUMNS = ("term", "lang", "rendering", "kind", "rank", "count", "total", "score", "first", "last", "current",
           "forms", "example")
HEADER = "\t".join(COLUMNS)
MAGIC = "# rulesdb term base"


def clean_cell(text: str) -> str:
    """A cell of a derived table: one line, no tabs, single spaces."""
    return " ".join(str(text).replace("\t", " ").split())


def format_tsv(title: str, provenance: Iterable[str], header: str, rows: Iterable[Iterable[str]]) -> str:
    """A derived table's text: `title` and the provenance as `# ` comments, the header, one row per line."""
    lines = [title] + ["# " + clean_cell(p) for p in provenance] + [header]
    lines += ["\t".join(row) for row in rows]
    return "\n".join(lines) + "\n"


def format_table(rows: Iterable[Rendering], provenance: Iterable[str] = ()) -> str:
    return format_tsv(MAGIC + ": renderings of English game terms, derived from printed cards", provenance, HEADER,
                      ((clean_cell(r.term), r.lang, clean_cell(r.rendering), r.kind, str(r.rank), str(r.count),
                        str(r.total), f"{r.score:.4f}", r.first, r.last, "1" if r.current else "0",
                        "|".join(clean_cell(f) for f in r.forms), r.example) for r in rows))


def write_table(path, rows: Iterable[Rendering], provenance: Iterable[str] = ()) -> None:
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(format_table(rows, provenance))


def tsv_rows(text: str, source: str, is_header, not_this: str, required: bool = False
             ) -> Iterator[tuple[int, list[str], str]]:
    """(line number, cells, line) of every row of a tab-separated table with `#` comments: the first other line
    is its header (`is_header(cells)`), else a `ParseError` saying `not_this` at that line; with `required`, a
    text with no header at all is refused the same way (at line 1)."""
    header_seen = False
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        cells = line.split("\t")
        if not header_seen:
            if not is_header(cells):
                raise ParseError(not_this, source, number)
            header_seen = True
            continue
        yield number, cells, line
    if required and not header_seen:
        raise ParseError(not_this, source, 1)


def read_table(text: str, source: str = "") -> Iterator[tuple[int, Rendering]]:
    """(line number, rendering) of every row; a malformed row is a `ParseError` with its line."""
    not_this = _("not a term base table: expected the header {header}").format(header=HEADER)
    for number, cols, line in tsv_rows(text, source, lambda c: c[:3] == list(COLUMNS[:3]), not_this, required=True):
        if len(cols) != len(COLUMNS):
            raise ParseError(_("expected {n} tab-separated columns, found {found}").format(
                n=len(COLUMNS), found=len(cols)), source, number, line[:60])
        try:
            yield number, Rendering(cols[0], cols[1], cols[2], cols[3], int(cols[4]), int(cols[5]), int(cols[6]),
                                    float(cols[7]), cols[8], cols[9], cols[10] == "1",
                                    tuple(f for f in cols[11].split("|") if f), cols[12])
        except ValueError:
            raise ParseError(_("a number column holds something else"), source, number, line[:60]) from None
