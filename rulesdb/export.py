"""Export aligned English–target pairs for translation tools, and read them back.

Formats: TMX 1.4b and XLIFF 1.2 (written and read by translate-toolkit), gettext PO (babel; the rule number is
the msgctxt, so repeated English strings stay distinct), CSV and JSON. Each pair is one aligned paragraph:
`Pair(id, en, target)`; the id is the English rule number (`702.7b`), examples follow as `702.7b#ex1`. Every format
re-imports to the same pairs (`read_pairs`). An existing file is only replaced with `force=True`.
"""
from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass
from pathlib import Path

from .errors import ExportError
from .outfiles import check_writable, write_output
from .i18n import _

__all__ = ["Pair", "FORMATS", "pairs_from_alignment", "export_pairs", "write_pairs", "read_pairs", "dumps_pairs"]

FORMATS = ("tmx", "xliff", "po", "csv", "json")


@dataclass(frozen=True)
class Pair:
    id: str
    en: str
    target: str

    def to_json(self) -> dict:
        return {"id": self.id, "en": self.en, "target": self.target}


def _display(node) -> str:
    return node.display


def pairs_from_alignment(alignment) -> list[Pair]:
    """The matched pairs of an `Alignment`, examples as their own pairs when both sides have the same number."""
    out: list[Pair] = []
    for p in alignment.pairs:
        if p.status != "match":
            continue
        t, e = p.target, p.english
        if _display(t) or _display(e):
            out.append(Pair(str(e.id), _display(e), _display(t)))
        if len(t.examples) == len(e.examples):
            for k, (ee, te) in enumerate(zip(e.examples, t.examples), 1):
                out.append(Pair(f"{e.id}#ex{k}", ee, te))
    return out


def dumps_pairs(pairs: list[Pair], fmt: str, lang: str) -> bytes:
    """The bytes of `pairs` in format `fmt`."""
    if fmt == "json":
        return json.dumps({"source_lang": "en", "target_lang": lang, "pairs": [p.to_json() for p in pairs]},
                          ensure_ascii=False, indent=1).encode("utf-8")
    if fmt == "csv":
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(["id", "en", lang])
        for p in pairs:
            w.writerow([p.id, p.en, p.target])
        return buf.getvalue().encode("utf-8")
    if fmt == "po":
        from babel.messages.catalog import Catalog
        from babel.messages.pofile import write_po

        cat = Catalog(locale=None, project="rulesdb", fuzzy=False)
        cat.language_team = lang
        for p in pairs:
            cat.add(p.en, p.target, context=p.id)
        buf = io.BytesIO()
        write_po(buf, cat, width=0, omit_header=False)
        return buf.getvalue()
    if fmt == "tmx":
        from translate.storage import tmx

        f = tmx.tmxfile(sourcelanguage="en", targetlanguage=lang)
        for p in pairs:
            f.addtranslation(p.en, "en", p.target, lang, comment=p.id)
        return bytes(f)
    if fmt == "xliff":
        from translate.storage import xliff

        f = xliff.xlifffile(sourcelanguage="en", targetlanguage=lang)
        for p in pairs:
            u = f.addsourceunit(p.en)
            u.target = p.target
            u.setid(p.id)
        return bytes(f)
    raise ExportError(_("unknown export format {format!r}; formats: {formats}").format(format=fmt, formats=", ".join(FORMATS)))


def write_pairs(pairs: list[Pair], fmt: str, lang: str, path: str | Path, force: bool = False) -> Path:
    check_writable(path, force)
    return write_output(path, dumps_pairs(pairs, fmt, lang), force)


def read_pairs(path: str | Path, fmt: str | None = None) -> list[Pair]:
    """Read pairs back from an exported file (format from the extension when not given)."""
    path = Path(path)
    fmt = fmt or {".tmx": "tmx", ".xlf": "xliff", ".xliff": "xliff", ".po": "po", ".csv": "csv",
                  ".json": "json"}.get(path.suffix.lower())
    try:
        data = path.read_bytes()
    except OSError as e:
        raise ExportError(_("cannot read {path}: {reason}").format(path=path, reason=e.strerror)) from None
    if fmt == "json":
        return [Pair(d["id"], d["en"], d["target"]) for d in json.loads(data)["pairs"]]
    if fmt == "csv":
        rows = list(csv.reader(io.StringIO(data.decode("utf-8"))))
        return [Pair(r[0], r[1], r[2]) for r in rows[1:]]
    if fmt == "po":
        from babel.messages.pofile import read_po

        cat = read_po(io.BytesIO(data))
        return [Pair(m.context or "", m.id, m.string) for m in cat if m.id]
    if fmt == "tmx":
        from translate.storage import tmx

        f = tmx.tmxfile.parsestring(data)
        return [Pair(u.getnotes(), u.source, u.target) for u in f.units]
    if fmt == "xliff":
        from translate.storage import xliff

        f = xliff.xlifffile.parsestring(data)
        return [Pair(u.xmlelement.get("id"), u.source, u.target) for u in f.units]
    raise ExportError(_("cannot tell the format of {path}; formats: {formats}").format(path=path, formats=", ".join(FORMATS)))


def export_pairs(corpus, lang: str, fmt: str, path: str | Path | None = None, revision: str | None = None,
                 force: bool = False) -> tuple[list[Pair], bytes | Path]:
    """Align the (lang, revision) tree and export its pairs: written to `path`, or returned as bytes when None."""
    from .align import align_tree

    if fmt not in FORMATS:
        raise ExportError(_("unknown export format {format!r}; formats: {formats}").format(format=fmt, formats=", ".join(FORMATS)))
    corpus.check_lang(lang)
    if lang == "en":
        raise ExportError(_("English is the source language; export a translation (e.g. --lang zh)"))
    if path is not None:
        check_writable(path, force)  # before the alignment work
    pairs = pairs_from_alignment(align_tree(corpus, lang, revision))
    if path is None:
        return pairs, dumps_pairs(pairs, fmt, lang)
    return pairs, write_pairs(pairs, fmt, lang, path, force=force)
