"""Reading the parallel card file: one `CardPair` per printing and translation language.

The file is `corpus/cards/mtgjson_parallel_cards.jsonl.gz` (see corpus/PROVENANCE.md, "Parallel card texts"):
one JSON object per line, `{"set", "number", "released", "en": {"name", "text", "type"}, "tr": {lang: {...}}}`.
A plain (not gzipped) JSON-lines file is read as well, so that tests can write small fixtures. A line that is not
such an object is a `ParseError` naming the file and the line: a corrupt file is never half read in silence.
"""
from __future__ import annotations

import gzip
import json
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from ..errors import ParseError
from ..i18n import _

__all__ = ["Printing", "CardPair", "read_printings", "card_language", "CARD_LANGUAGES"]

#: the languages the parallel card file prints beside English (corpus codes: `zh` is MTGJSON's zh-Hans)
CARD_LANGUAGES = ("de", "es", "fr", "it", "ja", "ko", "pt", "ru", "zh", "zh-Hant")


def card_language(code: str) -> str:
    """The corpus's code for a card language: MTGJSON's `zh-Hans` is the corpus's `zh` (simplified Chinese, the
    language of the Chinese CR translation); every other code is kept (`zh-Hant`, `ko`, `ru`...)."""
    return "zh" if code == "zh-Hans" else code


@dataclass(frozen=True)
class Printing:
    """One card printing: its English face and the printed translations (language -> (name, text, type))."""

    set: str
    number: str
    released: str
    en: tuple[str, str, str]
    tr: dict

    @property
    def ref(self) -> str:
        return f"{self.set}/{self.number}"


@dataclass(frozen=True)
class CardPair:
    """The English face of a printing beside its face in one language: `name`, `text`, `type` each a pair."""

    index: int
    ref: str
    released: str
    lang: str
    name: tuple[str, str]
    text: tuple[str, str]
    type: tuple[str, str]


def _face(value, path: str, number: int) -> tuple[str, str, str]:
    if not isinstance(value, dict):
        raise ParseError(_("not a card face (expected an object with name, text, type)"), path, number)
    return tuple(value.get(k) if isinstance(value.get(k), str) else "" for k in ("name", "text", "type"))


def _lines(path: Path) -> Iterator[tuple[int, str]]:
    with path.open("rb") as fh:
        gzipped = fh.read(2) == b"\x1f\x8b"
    opener = gzip.open if gzipped else open
    try:
        with opener(path, "rt", encoding="utf-8") as fh:
            for number, line in enumerate(fh, 1):
                yield number, line
    except (OSError, EOFError, zlib.error, UnicodeDecodeError) as e:
        raise ParseError(_("cannot read the cards file: {error}").format(error=e), str(path)) from None


def read_printings(path: str | Path) -> Iterator[Printing]:
    """Every printing of a card file, in file order. Raises `ParseError` (with the line) on a corrupt line."""
    path = Path(path)
    if not path.is_file():
        raise ParseError(_("no such cards file"), str(path))
    for number, line in _lines(path):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except (json.JSONDecodeError, RecursionError):
            raise ParseError(_("not a JSON card record"), str(path), number, line[:60]) from None
        if not isinstance(data, dict) or not isinstance(data.get("tr"), dict):
            raise ParseError(_("not a card record (expected set, number, released, en, tr)"), str(path), number)
        en = _face(data.get("en"), str(path), number)
        tr = {card_language(lang): _face(face, str(path), number) for lang, face in sorted(data["tr"].items())}
        yield Printing(str(data.get("set", "")), str(data.get("number", "")), str(data.get("released", "")), en, tr)


def pairs(printings, langs: set[str] | None = None) -> dict[str, list[CardPair]]:
    """The printings as card pairs, grouped by language (each list in file order)."""
    out: dict[str, list[CardPair]] = {}
    for i, p in enumerate(printings):
        for lang, face in p.tr.items():
            if langs is not None and lang not in langs:
                continue
            if not (face[1] or face[2]):
                continue
            out.setdefault(lang, []).append(CardPair(i, p.ref, p.released, lang, (p.en[0], face[0]),
                                                     (p.en[1], face[1]), (p.en[2], face[2])))
    return out
