"""Bytes to text for the official files and saved pages: encoding detection and line splitting.

The official CR files come as UTF-8 with or without BOM, UTF-16 LE/BE, Windows-1252 (with the odd stray
CP437 byte), and with CRLF, LF, or bare CR line ends (plus a few CRLFs at section breaks).
"""
from __future__ import annotations

import codecs
import re

from .errors import DecodeError

__all__ = ["decode", "split_lines"]

_LINE_BREAK = re.compile(r"\r\n|\r|\n")



def _cp1252_with_cp437_fallback(data: bytes) -> tuple[str, list[str]]:
    notes: list[str] = []
    out: list[str] = []
    undefined = {0x81, 0x8D, 0x8F, 0x90, 0x9D}
    if not any(bytes([b]) in data for b in undefined):
        return data.decode("cp1252"), notes
    start = 0
    for i, b in enumerate(data):
        if b in undefined:
            out.append(data[start:i].decode("cp1252"))
            out.append(bytes([b]).decode("cp437"))
            notes.append(f"byte 0x{b:02X} at offset {i} is not Windows-1252; read as CP437")
            start = i + 1
    out.append(data[start:].decode("cp1252"))
    return "".join(out), notes


def decode(data: bytes, source: str = "") -> tuple[str, str, list[str]]:
    """Decode `data`; returns (text without BOM, encoding name, notes about stray bytes).

    Raises DecodeError for bytes that are not text (binary data, NUL bytes outside UTF-16).
    """
    if data.startswith(codecs.BOM_UTF8):
        enc, body = "utf-8-sig", data[3:]
        text, notes = _utf8_lenient(body)
        return text, enc, notes
    if data.startswith(codecs.BOM_UTF16_LE) or data.startswith(codecs.BOM_UTF16_BE):
        enc = "utf-16-le" if data.startswith(codecs.BOM_UTF16_LE) else "utf-16-be"
        try:
            return data[2:].decode(enc), "utf-16", []
        except UnicodeDecodeError as e:
            raise DecodeError(f"broken UTF-16 at byte {e.start}", source) from None
    sample = data[:4000]
    even_nuls, odd_nuls = sample[0::2].count(0), sample[1::2].count(0)
    if sample and max(even_nuls, odd_nuls) > len(sample) // 4 and min(even_nuls, odd_nuls) < max(even_nuls, odd_nuls) // 10:
        # UTF-16 without BOM: NULs on the odd (LE) or even (BE) bytes of mostly-ASCII text
        enc = "utf-16-be" if even_nuls > odd_nuls else "utf-16-le"
        try:
            text = data.decode(enc)
        except UnicodeDecodeError:
            raise DecodeError("bytes are not text (NUL bytes, not UTF-16)", source) from None
        _check_textlike(text, source)
        return text, enc, []
    if b"\x00" in sample:
        raise DecodeError("bytes are not text (NUL bytes)", source)
    try:
        text = data.decode("utf-8")
        enc = "utf-8"
        notes: list[str] = []
    except UnicodeDecodeError:
        text, notes = _cp1252_with_cp437_fallback(data)
        enc = "windows-1252"
    _check_textlike(text, source)
    return text, enc, notes


def _utf8_lenient(body: bytes) -> tuple[str, list[str]]:
    try:
        return body.decode("utf-8"), []
    except UnicodeDecodeError:
        notes: list[str] = []
        out: list[str] = []
        start = 0
        while True:  # decode what is UTF-8; read each invalid byte run as Windows-1252/CP437
            try:
                out.append(body[start:].decode("utf-8"))
                return "".join(out), notes
            except UnicodeDecodeError as err:
                bad_start, bad_end = start + err.start, start + err.end
                out.append(body[start:bad_start].decode("utf-8"))
                bad = body[bad_start:bad_end]
                notes.append(f"invalid UTF-8 byte(s) {bad!r} at offset {bad_start}; read as Windows-1252/CP437")
                out.append(_cp1252_with_cp437_fallback(bad)[0])
                start = bad_end


def _check_textlike(text: str, source: str) -> None:
    sample = text[:20000]
    if not sample.strip():
        return
    controls = sum(1 for c in sample if ord(c) < 32 and c not in "\r\n\t\f\v")
    if controls > max(8, len(sample) // 100):
        raise DecodeError("bytes are not text (too many control characters)", source)


def split_lines(text: str) -> list[str]:
    """Split on CRLF, bare CR or LF alike (not on the other separators str.splitlines knows)."""
    lines = _LINE_BREAK.split(text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines
