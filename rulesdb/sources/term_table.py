"""Term tables: an English game term beside its wording in other languages, as `TermEntry`s.

Two layouts are read (format name `keyword-table`):

- a tab-separated table whose header is `keyword<TAB>de<TAB>de_n<TAB>it<TAB>it_n...`: one English keyword per row,
  its printed card wording per language, and the number of cards it was read from (`de_n`). A cell may add
  alternatives after `| alt:` separated by `;` (the table is heuristic, see corpus/PROVENANCE.md: alternatives
  often name a neighbouring keyword), kept with kind `alt`;
- a JSON term list of translators, `{"<list>": [{"English": "...", "Chinese": "..."}, ...], ...}`: every entry is
  rules wording (kind `rules`) in the language its second key names;
- the term base derived from printed cards (`rulesdb terms derive`, layout in `rulesdb.termbase.table`):
  `# rulesdb term base` comments, then `term<TAB>lang<TAB>rendering<TAB>kind<TAB>rank...`; every row is a
  rendering (kind `printed`) with its evidence (rank, cards, score, first and last printed, current, forms,
  example). The store keeps concept, lang, term, kind, line and count of each row; the rest of the evidence goes
  into the source's metadata (`meta["renderings"]`, by line) and is joined back by `rulesdb.termbase`;
- the word table learnt from printed cards (`rulesdb terms words`, layout in `rulesdb.termbase.words`):
  `# rulesdb word table` comments, then `lang<TAB>word<TAB>english<TAB>probability<TAB>count`; every row is kind
  `word` (concept = the English word, score = the translation probability): the search's dictionary, not terms;
- a curated table of rules vocabulary the cards never print (layer, timestamp...): `# rulesdb curated terms`
  comments, then `term<TAB>lang<TAB>wording<TAB>forms` (forms: inflected forms, `|` between them, may be
  empty); every row is kind `curated` (no printed evidence), the first wording of a term in a language ranked 1.

The parser only reads; which rendering a lookup prefers is decided where the terms are used (`rulesdb.terms`).
"""
from __future__ import annotations

import json

from ..errors import ParseError
from ..model import ParseResult, TermEntry
from ..textio import check_lines, decode

__all__ = ["FORMAT", "parse", "sniff"]

FORMAT = "keyword-table"

#: JSON keys of a translators' term list -> language code
_JSON_LANGS = {"Chinese": "zh", "Japanese": "ja", "German": "de", "Spanish": "es", "Italian": "it", "French": "fr",
               "Portuguese": "pt"}


def sniff(data: bytes, name: str = "") -> float:
    head = data[:4096].lstrip(b"\xef\xbb\xbf").lstrip()
    if head.startswith(b"keyword\t"):
        return 0.95
    if head.startswith(b"# rulesdb term base") or head.startswith(b"term\tlang\trendering\t"):
        return 0.95
    if head.startswith(b"# rulesdb word table") or head.startswith(b"# rulesdb curated terms"):
        return 0.95
    if head.startswith(b"{") and b'"English"' in head and any(k.encode() in head for k in _JSON_LANGS):
        return 0.9
    return 0.0


def parse(data: bytes, source: str = "", lang: str | None = None, revision: str | None = None) -> ParseResult:
    text = decode(data, source)[0]
    check_lines(text, source)
    if text.startswith("# rulesdb term base") or text.startswith("term\tlang\trendering\t"):
        terms = _parse_termbase(text, source)
    elif text.startswith("# rulesdb word table"):
        terms = _parse_words(text, source)
    elif text.startswith("# rulesdb curated terms"):
        terms = _parse_curated(text, source)
    elif text.lstrip().startswith("{"):
        terms = _parse_json(text, source)
    elif text.startswith("keyword\t"):
        terms = _parse_tsv(text, source)
    else:
        raise ParseError("not a term table: expected a 'keyword<TAB>lang...' header or a JSON term list", source, 1)
    return ParseResult(format=FORMAT, nodes=(), terms=tuple(terms), revision=revision or "undated", source=source)


def _parse_termbase(text: str, source: str) -> list[TermEntry]:
    """The rows of a term base table (see `termbase.table`), each with its evidence."""
    from ..termbase.table import read_table

    return [TermEntry(r.term, r.lang, r.rendering, r.kind, source, number, r.count, r.rank, r.total, r.score,
                      r.first, r.last, r.current, r.forms, r.example) for number, r in read_table(text, source)]


def _parse_words(text: str, source: str) -> list[TermEntry]:
    """The rows of a word table (see `termbase.words`): kind `word`, the probability as score."""
    from ..termbase.words import read_words

    return [TermEntry(w.english.lower(), w.lang, w.word, "word", source, number, w.count, score=w.probability)
            for number, w in read_words(text, source)]


def _parse_curated(text: str, source: str) -> list[TermEntry]:
    """The rows of a curated table: kind `curated`, the first wording of a term in a language ranked 1."""
    from ..termbase.table import tsv_rows

    out: list[TermEntry] = []
    seen: set[tuple[str, str]] = set()
    rows = tsv_rows(text, source, lambda c: [x.strip() for x in c[:3]] == ["term", "lang", "wording"],
                    "not a curated term table: expected a 'term<TAB>lang<TAB>wording<TAB>forms' header")
    for number, cells, _line in rows:
        cols = [c.strip() for c in cells]
        if len(cols) < 3 or not all(cols[:3]):
            raise ParseError("a curated term needs a term, a language and a wording", source, number)
        concept, lang, wording = cols[0].lower(), cols[1], cols[2]
        forms = tuple(f.strip() for f in cols[3].split("|") if f.strip()) if len(cols) > 3 else ()
        rank = 1 if (concept, lang) not in seen else 2
        seen.add((concept, lang))
        out.append(TermEntry(concept, lang, wording, "curated", source, number, rank=rank, forms=forms))
    return out


def _parse_tsv(text: str, source: str) -> list[TermEntry]:
    lines = text.splitlines()
    header = lines[0].split("\t")
    counts = {h[:-2]: i for i, h in enumerate(header) if h.endswith("_n")}
    langs = [(i, h.strip()) for i, h in enumerate(header) if i > 0 and not h.endswith("_n") and h.strip()]
    out: dict[tuple, TermEntry] = {}

    def add(entry: TermEntry) -> None:
        out.setdefault((entry.concept, entry.lang, entry.term, entry.kind), entry)

    for number, line in enumerate(lines[1:], 2):
        cols = line.split("\t")
        english = cols[0].strip()
        if not english:
            continue
        concept = english.lower()
        add(TermEntry(concept, "en", english, "card", source, number))
        for i, lang in langs:
            cell = cols[i].strip() if i < len(cols) else ""
            if not cell:
                continue
            primary, _, rest = cell.partition("| alt:")
            count = _count(cols, counts.get(lang))
            if primary.strip():
                add(TermEntry(concept, lang, primary.strip(), "card", source, number, count))
            for alt in rest.split(";"):
                if alt.strip():
                    add(TermEntry(concept, lang, alt.strip(), "alt", source, number))
    return list(out.values())


def _count(cols: list[str], index: int | None) -> int:
    if index is None or index >= len(cols):
        return 0
    value = cols[index].strip()
    return int(value) if value.isdigit() else 0


def _parse_json(text: str, source: str) -> list[TermEntry]:
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as e:
        raise ParseError(f"not a JSON term list: {e}", source) from None
    if not isinstance(data, dict):
        raise ParseError("not a JSON term list: expected an object of lists", source)
    out: list[TermEntry] = []
    for entries in data.values():
        for entry in entries if isinstance(entries, list) else ():
            if not isinstance(entry, dict) or not isinstance(entry.get("English"), str):
                continue
            for key, lang in _JSON_LANGS.items():
                term = entry.get(key)
                if isinstance(term, str) and term.strip() and entry["English"].strip():
                    out.append(TermEntry(entry["English"].strip().lower(), lang, term.strip(), "rules", source))
    return out
