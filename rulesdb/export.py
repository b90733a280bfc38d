"""Export aligned English–target pairs for translation tools, and read them back.

Formats: TMX 1.4b (BCP 47 language tags such as pt-BR and zh-Hans, the rule number as `tuid`), XLIFF 1.2 (the
OASIS namespace, a real `original`, the state of each unit from the alignment), gettext PO (babel; the rule number
is the msgctxt, so repeated English strings stay distinct; a Language header, no format flags on mana symbols such
as `{B}`, needs-review pairs marked fuzzy; passes `msgfmt --check`), CSV with the column names translate-toolkit
reads (`location,source,target,...`), JSON; and `tbx` (the term base of the language, `termbase.tbx`).

Each pair is one aligned paragraph, exactly as `align` pairs it: `Pair(id, en, target, state, note)`; the id is the
English rule number (`702.7b`), examples follow as `702.7b#ex1`. The state is never "approved": `translated` for a
confident pair whose printed number agrees, `needs-review` for a weak pair, a number that differs or a paragraph
with no English counterpart (kept, with a note saying why, never dropped). Every format re-imports to the same
pairs (`read_pairs`). An existing file is only replaced with `force=True`.
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

__all__ = ["Pair", "FORMATS", "EXPORT_FORMATS", "bcp47", "pairs_from_alignment", "export_pairs", "write_pairs", "read_pairs", "dumps_pairs"]

FORMATS = ("tmx", "xliff", "po", "csv", "json")
#: every format `export` writes (pairs, and the term base as TBX)
EXPORT_FORMATS = FORMATS + ("tbx",)
#: a pair less confident than this is exported as needing review
REVIEW_BELOW = 0.6
#: content language -> BCP 47 tag of the texts we have (the Portuguese texts are Brazilian, the Chinese simplified)
BCP47 = {"pt": "pt-BR", "zh": "zh-Hans"}
XLIFF_NS = "urn:oasis:names:tc:xliff:document:1.2"


def bcp47(lang: str) -> str:
    return BCP47.get(lang, lang)


@dataclass(frozen=True)
class Pair:
    id: str
    en: str
    target: str
    state: str = "translated"  # or "needs-review"
    note: str = ""

    def to_json(self) -> dict:
        return {"id": self.id, "en": self.en, "target": self.target, "state": self.state, "note": self.note}


def _display(node) -> str:
    return node.display


def pairs_from_alignment(alignment) -> list[Pair]:
    """The pairs of an `Alignment` as `align` makes them, examples as their own pairs when both sides have the
    same number; weak pairs, differing numbers and paragraphs without English counterpart marked needs-review."""
    out: list[Pair] = []
    for p in alignment.pairs:
        t, e = p.target, p.english
        if t is None:
            continue  # nothing translated: no pair to export
        if e is None:
            if _display(t):
                out.append(Pair(str(t.id), "", _display(t), "needs-review",
                                f"printed {t.id}: no counterpart in English {alignment.english_revision}"))
            continue
        notes = []
        if t.id != e.id:
            notes.append(f"printed {t.id}; its content is English {e.id}")
        if p.confidence < REVIEW_BELOW:
            notes.append(f"weak alignment (confidence {p.confidence:.2f})")
        state = "needs-review" if notes else "translated"
        note = "; ".join(notes)
        if _display(t) or _display(e):
            out.append(Pair(str(e.id), _display(e), _display(t), state, note))
        if len(t.examples) == len(e.examples):
            for k, (ee, te) in enumerate(zip(e.examples, t.examples), 1):
                out.append(Pair(f"{e.id}#ex{k}", ee, te, state, note))
    return out


def _clean_flags(message) -> None:
    """No format flags: `{B}` is a mana symbol and `%` plain text, not placeholders (msgfmt --check)."""
    for flag in [f for f in message.flags if f.endswith("-format")]:
        message.flags.discard(flag)


def _xliff(pairs: list[Pair], tag: str, original: str) -> bytes:
    """XLIFF 1.2: one <file> (original, source-language, target-language, datatype), a trans-unit per pair with
    the rule number as id, the target's state (translated / needs-review-translation; never approved), notes."""
    from lxml import etree

    ns = "{%s}" % XLIFF_NS
    root = etree.Element(ns + "xliff", nsmap={None: XLIFF_NS}, version="1.2")
    f = etree.SubElement(root, ns + "file", original=original or "rulesdb", datatype="plaintext")
    f.set("source-language", "en")
    f.set("target-language", tag)
    body = etree.SubElement(f, ns + "body")
    for p in pairs:
        u = etree.SubElement(body, ns + "trans-unit", id=p.id)
        etree.SubElement(u, ns + "source").text = p.en
        t = etree.SubElement(u, ns + "target", state="translated" if p.state == "translated" else "needs-review-translation")
        t.text = p.target
        if p.note:
            etree.SubElement(u, ns + "note", **{"from": "rulesdb"}).text = p.note
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)


def dumps_pairs(pairs: list[Pair], fmt: str, lang: str, original: str = "") -> bytes:
    """The bytes of `pairs` in format `fmt`; `original` names what they were exported from (XLIFF, PO, JSON)."""
    tag = bcp47(lang)
    if fmt == "json":
        return json.dumps({"source_lang": "en", "target_lang": tag, "original": original, "pairs": [p.to_json() for p in pairs]},
                          ensure_ascii=False, indent=1).encode("utf-8")
    if fmt == "csv":
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(["location", "source", "target", "fuzzy", "translator_comments"])
        for p in pairs:
            w.writerow([p.id, p.en, p.target, "True" if p.state != "translated" else "False", p.note])
        return buf.getvalue().encode("utf-8")
    if fmt == "po":
        from babel.messages.catalog import Catalog
        from babel.messages.pofile import write_po

        import datetime

        cat = Catalog(locale=tag.replace("-", "_"), project="rulesdb", fuzzy=False,
                      revision_date=datetime.datetime.now(datetime.timezone.utc), last_translator="rulesdb export")
        cat.language_team = f"{tag} <{original}>" if original else tag
        for p in pairs:
            if not p.en:
                continue  # a paragraph without English has no msgid; PO keeps only pairs (JSON, CSV, XLIFF keep it)
            m = cat.add(p.en, p.target, context=p.id, flags=("fuzzy",) if p.state != "translated" else (),
                        user_comments=[p.note] if p.note else [])
            _clean_flags(m)
        buf = io.BytesIO()
        write_po(buf, cat, width=0, omit_header=False)
        return buf.getvalue()
    if fmt == "tmx":
        from translate.storage import tmx

        f = tmx.tmxfile(sourcelanguage="en", targetlanguage=tag)
        for p in pairs:
            if not p.en:
                continue  # a translation unit needs both languages
            u = f.addtranslation(p.en, "en", p.target, tag, comment=p.id)
            f.units[-1].xmlelement.set("tuid", p.id)
            if p.state != "translated":
                prop = f.units[-1].xmlelement.makeelement("prop", {"type": "x-state"})
                prop.text = p.state
                f.units[-1].xmlelement.insert(0, prop)
            if p.note:
                prop = f.units[-1].xmlelement.makeelement("prop", {"type": "x-note"})
                prop.text = p.note
                f.units[-1].xmlelement.insert(0, prop)
        return bytes(f)
    if fmt == "xliff":
        return _xliff(pairs, tag, original)
    raise ExportError(_("unknown export format {format!r}; formats: {formats}").format(format=fmt, formats=", ".join(FORMATS)))


def write_pairs(pairs: list[Pair], fmt: str, lang: str, path: str | Path, force: bool = False, original: str = "") -> Path:
    check_writable(path, force)
    return write_output(path, dumps_pairs(pairs, fmt, lang, original), force)


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
        return [Pair(d["id"], d["en"], d["target"], d.get("state", "translated"), d.get("note", ""))
                for d in json.loads(data)["pairs"]]
    if fmt == "csv":
        rows = list(csv.DictReader(io.StringIO(data.decode("utf-8"))))
        return [Pair(r["location"], r["source"], r["target"], "needs-review" if r.get("fuzzy") == "True" else "translated",
                     r.get("translator_comments", "")) for r in rows]
    if fmt == "po":
        from babel.messages.pofile import read_po

        cat = read_po(io.BytesIO(data))
        return [Pair(m.context or "", m.id, m.string, "needs-review" if m.fuzzy else "translated",
                     " ".join(m.user_comments)) for m in cat if m.id]
    if fmt == "tmx":
        from translate.storage import tmx

        f = tmx.tmxfile.parsestring(data)
        out = []
        for u in f.units:
            props = {p.get("type"): p.text or "" for p in u.xmlelement.iter("{*}prop", "prop")}
            out.append(Pair(u.xmlelement.get("tuid") or u.getnotes(), u.source, u.target,
                            props.get("x-state", "translated"), props.get("x-note", "")))
        return out
    if fmt == "xliff":
        from translate.storage import xliff

        f = xliff.xlifffile.parsestring(data)
        out = []
        for u in f.units:
            target = u.xmlelement.find("{%s}target" % XLIFF_NS)
            state = target.get("state") if target is not None else None
            note = u.xmlelement.find("{%s}note" % XLIFF_NS)
            out.append(Pair(u.xmlelement.get("id"), u.source or "", u.target or "",
                            "translated" if state == "translated" else "needs-review",
                            note.text if note is not None and note.text else ""))
        return out
    raise ExportError(_("cannot tell the format of {path}; formats: {formats}").format(path=path, formats=", ".join(FORMATS)))


def export_pairs(corpus, lang: str, fmt: str, path: str | Path | None = None, revision: str | None = None,
                 force: bool = False) -> tuple[list[Pair], bytes | Path]:
    """Align the (lang, revision) tree and export its pairs: written to `path`, or returned as bytes when None."""
    from .align import align_tree

    if fmt not in EXPORT_FORMATS:
        raise ExportError(_("unknown export format {format!r}; formats: {formats}").format(format=fmt, formats=", ".join(EXPORT_FORMATS)))
    corpus.check_lang(lang)
    if lang == "en":
        raise ExportError(_("English is the source language; export a translation (e.g. --lang zh)"))
    if path is not None:
        check_writable(path, force)  # before the alignment work
    if fmt == "tbx":
        from .termbase.base import load_termbase
        from .termbase.tbx import tbx_text

        data = tbx_text(load_termbase(corpus.reader), [lang]).encode("utf-8")
        if path is None:
            return [], data
        return [], write_output(path, data, force)
    alignment = align_tree(corpus, lang, revision)
    pairs = pairs_from_alignment(alignment)
    original = f"rulesdb:{lang}:{alignment.revision}:en-{alignment.english_revision}"
    if path is None:
        return pairs, dumps_pairs(pairs, fmt, lang, original)
    return pairs, write_pairs(pairs, fmt, lang, path, force=force, original=original)
