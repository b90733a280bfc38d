"""Bytes to text for the official files and saved pages: encoding detection, line splitting, the size cap.

The official CR files come as UTF-8 with or without BOM, UTF-16 LE/BE, Windows-1252 (with the odd stray
CP437 byte), and with CRLF, LF, or bare CR line ends (plus a few CRLFs at section breaks).

The encoding is decided on the evidence of the whole file, never of one byte: a BOM; else UTF-16 by its NUL
bytes; else UTF-8 when its valid multibyte sequences are at least as many as its invalid ones (a UTF-8 file
with one bad byte stays UTF-8: the byte becomes U+FFFD and a note names its line); else Windows-1252, when no
valid UTF-8 multibyte sequence vouches against it and the high bytes stand alone as Western accented letters
and punctuation do (bytes in runs, as in a double-byte Asian encoding, are refused rather than guessed).
Control characters other than tab and the line ends are removed from the text, each line reported.
"""
from __future__ import annotations

import bisect
import codecs
import os
import re
import threading
from dataclasses import dataclass, field

from .errors import DecodeError, ParseError

__all__ = [
    "decode", "decode_text", "Decoded", "split_lines", "check_size", "check_lines", "max_source_bytes",
    "max_source_lines", "strip_controls", "MAX_SOURCE_BYTES", "MAX_SOURCE_BYTES_ENV", "MAX_SOURCE_LINES",
    "MAX_SOURCE_LINES_ENV", "CONTROL_RE",
]

#: The largest source (one file or page) a parser reads, in bytes: twice the official CR (0.97 MB in 2026) and
#: the gettext PO of the whole CR (1.1 MB). Parsing costs up to about a second per megabyte of hostile input
#: (a million short lines), so the cap is what bounds a parser's time. Overridden by the environment variable
#: `RULESDB_MAX_SOURCE_BYTES`.
MAX_SOURCE_BYTES = 2 * 1024 * 1024
MAX_SOURCE_BYTES_ENV = "RULESDB_MAX_SOURCE_BYTES"
#: The most lines a source may have: four times the official CR (9,400 lines) and three times the PO (12,400).
#: A parser's work is per line as much as per byte (a node, checks, warnings): two megabytes of one-character
#: lines took 10-15 s and 300 MB. Overridden by `RULESDB_MAX_SOURCE_LINES`.
MAX_SOURCE_LINES = 40_000
MAX_SOURCE_LINES_ENV = "RULESDB_MAX_SOURCE_LINES"

#: Control characters that never belong in rule text: C0 except tab, LF and CR; DEL; C1.
CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_LINE_BREAK_BYTES = re.compile(rb"\r\n|\r|\n")
_CP1252_UNDEFINED = frozenset((0x81, 0x8D, 0x8F, 0x90, 0x9D))
_HIGH_BYTE_RUN = re.compile(rb"[\x80-\xff]{2,}")
_MAX_NOTES = 20  # notes of one kind listed one by one; the rest are counted in one more note


def _env_limit(name: str, default: int) -> int:
    value = os.environ.get(name, "").strip()
    return int(value) if value.isdigit() and int(value) > 0 else default


def max_source_bytes() -> int:
    """The size cap in force: `RULESDB_MAX_SOURCE_BYTES` when set to a positive integer, else MAX_SOURCE_BYTES."""
    return _env_limit(MAX_SOURCE_BYTES_ENV, MAX_SOURCE_BYTES)


def max_source_lines() -> int:
    """The line cap in force: `RULESDB_MAX_SOURCE_LINES` when set to a positive integer, else MAX_SOURCE_LINES."""
    return _env_limit(MAX_SOURCE_LINES_ENV, MAX_SOURCE_LINES)


def check_lines(text: str | bytes, source: str = "") -> None:
    """ParseError when `text` (decoded text, or UTF-8 bytes) has more lines than the cap."""
    if isinstance(text, str):
        count = text.count("\n") + text.count("\r") - text.count("\r\n")
    else:
        count = text.count(b"\n") + text.count(b"\r") - text.count(b"\r\n")
    limit = max_source_lines()
    if count > limit:
        raise ParseError(f"the source has {count:,} lines, more than the {limit:,} a source may have "
                         f"(set {MAX_SOURCE_LINES_ENV} to raise the limit)", source)


def check_size(data: bytes | str, source: str = "", default: int = MAX_SOURCE_BYTES) -> None:
    """ParseError when `data` is larger than the cap (a parser's work and memory grow with the source):
    `RULESDB_MAX_SOURCE_BYTES` when set, else `default` (a format may read larger files: the card name table)."""
    limit = _env_limit(MAX_SOURCE_BYTES_ENV, default)
    size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8", "surrogatepass"))
    if size > limit:
        raise ParseError(f"the source is {size:,} bytes, more than the {limit:,} a source may have "
                         f"(set {MAX_SOURCE_BYTES_ENV} to raise the limit)", source)


@dataclass
class Decoded:
    """Decoded text (BOM removed, control characters removed), the encoding, and notes `(line, message)` about
    bytes that were replaced, read as CP437, or removed."""

    text: str
    encoding: str
    notes: list[tuple[int, str]] = field(default_factory=list)


# -- recording decode errors (a codec error handler: linear, whatever the number of bad bytes) --------------
_recorded = threading.local()


def _record_error(exc: UnicodeError):
    spans = getattr(_recorded, "spans", None)
    if spans is not None:
        spans.append((exc.start, exc.end))
    return "\ufffd", exc.end


codecs.register_error("rulesdb-record", _record_error)


def _decode_recording(data: bytes, encoding: str) -> tuple[str, list[tuple[int, int]]]:
    """`data` decoded with every undecodable sequence replaced by U+FFFD, and the byte spans replaced."""
    previous = getattr(_recorded, "spans", None)
    _recorded.spans = spans = []
    try:
        text = codecs.decode(data, encoding, "rulesdb-record")
    finally:
        _recorded.spans = previous
    return text, spans


class _ByteLines:
    """Line numbers of byte offsets in an 8-bit or UTF-8 file (CRLF, CR and LF each end one line)."""

    def __init__(self, data: bytes):
        self.starts = [0] + [m.end() for m in _LINE_BREAK_BYTES.finditer(data)]

    def line(self, pos: int) -> int:
        return bisect.bisect_right(self.starts, pos)


def _replacement_notes(spans: list[tuple[int, int]], data: bytes, what: str, line_of) -> list[tuple[int, str]]:
    notes = [(line_of(a), f"{what} {data[a:b]!r} replaced by U+FFFD") for a, b in spans[:_MAX_NOTES]]
    if len(spans) > _MAX_NOTES:
        notes.append((line_of(spans[_MAX_NOTES][0]), f"{len(spans) - _MAX_NOTES} more {what} replaced by U+FFFD"))
    return notes


def _cp1252_with_cp437_fallback(data: bytes, lines: _ByteLines | None = None) -> tuple[str, list[tuple[int, str]]]:
    notes: list[tuple[int, str]] = []
    if not any(bytes([b]) in data for b in _CP1252_UNDEFINED):
        return data.decode("cp1252"), notes
    lines = lines or _ByteLines(data)
    out: list[str] = []
    start = 0
    undefined = re.compile(b"[" + b"".join(re.escape(bytes([b])) for b in sorted(_CP1252_UNDEFINED)) + b"]")
    for m in undefined.finditer(data):
        i, b = m.start(), data[m.start()]
        out.append(data[start:i].decode("cp1252"))
        out.append(bytes([b]).decode("cp437"))
        if len(notes) < _MAX_NOTES:
            notes.append((lines.line(i), f"byte 0x{b:02X} at offset {i} is not Windows-1252; read as CP437"))
        start = i + 1
    out.append(data[start:].decode("cp1252"))
    count = sum(data.count(bytes([b])) for b in _CP1252_UNDEFINED)
    if count > _MAX_NOTES:
        notes.append((notes[-1][0], f"{count - _MAX_NOTES} more bytes that are not Windows-1252 read as CP437"))
    return "".join(out), notes


def _utf16(data: bytes, encoding: str, label: str, source: str) -> Decoded:
    text, spans = _decode_recording(data, encoding)
    if len(spans) > max(8, len(data) // 1000):
        raise DecodeError(f"broken UTF-16 ({len(spans)} undecodable units, the first at byte {spans[0][0]})",
                          source)
    notes: list[tuple[int, str]] = []
    if spans:
        def line_of(pos: int) -> int:
            return len(_LINE_BREAK.findall(codecs.decode(data[:pos - pos % 2], encoding, "replace"))) + 1
        notes = _replacement_notes(spans, data, "undecodable UTF-16 bytes", line_of)
    return Decoded(text, label, notes)


def decode_text(data: bytes, source: str = "") -> Decoded:
    """Decode `data` (see the module docstring for how the encoding is chosen).

    Raises DecodeError for bytes that are not text (binary data, many NUL bytes outside UTF-16, a double-byte
    encoding that is not UTF-8), ParseError for a source larger than the cap.
    """
    check_size(data, source)
    if data.startswith(codecs.BOM_UTF8):
        decoded = _utf8(data[3:], "utf-8-sig", _ByteLines(data[3:]))
    elif data.startswith(codecs.BOM_UTF16_LE) or data.startswith(codecs.BOM_UTF16_BE):
        enc = "utf-16-le" if data.startswith(codecs.BOM_UTF16_LE) else "utf-16-be"
        decoded = _utf16(data[2:], enc, "utf-16", source)
    else:
        decoded = _without_bom(data, source)
    _check_textlike(decoded.text, source)
    text, removed = strip_controls(decoded.text)
    if removed:
        decoded.text = text
        decoded.notes.extend(removed)
        decoded.notes.sort(key=lambda n: n[0])
    return decoded


def _without_bom(data: bytes, source: str) -> Decoded:
    sample = data[:4000]
    even_nuls, odd_nuls = sample[0::2].count(0), sample[1::2].count(0)
    if sample and max(even_nuls, odd_nuls) > len(sample) // 4 and min(even_nuls, odd_nuls) < max(even_nuls, odd_nuls) // 10:
        # UTF-16 without BOM: NULs on the odd (LE) or even (BE) bytes of mostly-ASCII text
        enc = "utf-16-be" if even_nuls > odd_nuls else "utf-16-le"
        if len(data) % 2:
            raise DecodeError("bytes are not text (NUL bytes, not UTF-16)", source)
        try:
            return _utf16(data, enc, enc, source)
        except DecodeError:
            raise DecodeError("bytes are not text (NUL bytes, not UTF-16)", source) from None
    nuls = data.count(0)
    if nuls > max(8, len(data) // 1000):
        raise DecodeError("bytes are not text (NUL bytes)", source)
    try:
        return Decoded(data.decode("utf-8"), "utf-8")
    except UnicodeDecodeError:
        pass
    text, spans = _decode_recording(data, "utf-8")
    valid_multibyte = len(text) - len(text.encode("ascii", "ignore")) - len(spans)
    lines = _ByteLines(data)
    if valid_multibyte > 0 and valid_multibyte >= len(spans):
        return Decoded(text, "utf-8", _replacement_notes(spans, data, "invalid UTF-8 bytes", lines.line))
    high = len(data) - len(data.decode("latin-1").encode("ascii", "ignore"))
    in_runs = sum(len(m.group(0)) for m in _HIGH_BYTE_RUN.finditer(data))
    if high >= 16 and in_runs * 2 > high:
        raise DecodeError(
            f"neither UTF-8 ({len(spans)} invalid sequences) nor Windows-1252 (most of its {high} non-ASCII "
            f"bytes come in runs, as in a double-byte encoding); convert the file to UTF-8", source)
    text, notes = _cp1252_with_cp437_fallback(data, lines)
    if valid_multibyte > 0:
        notes.insert(0, (1, f"{valid_multibyte} valid UTF-8 sequences, {len(spans)} invalid ones: "
                            f"read as Windows-1252 throughout"))
    return Decoded(text, "windows-1252", notes)


def _utf8(body: bytes, label: str, lines: _ByteLines) -> Decoded:
    try:
        return Decoded(body.decode("utf-8"), label)
    except UnicodeDecodeError:
        text, spans = _decode_recording(body, "utf-8")
        return Decoded(text, label, _replacement_notes(spans, body, "invalid UTF-8 bytes", lines.line))


def strip_controls(text: str) -> tuple[str, list[tuple[int, str]]]:
    """`text` without control characters (tab, LF and CR kept), and a note `(line, message)` per line that had
    some (the first 20 lines; then one note counting the rest)."""
    if CONTROL_RE.search(text) is None:
        return text, []
    notes: list[tuple[int, str]] = []
    by_line: dict[int, list[str]] = {}
    line, pos = 1, 0
    for m in CONTROL_RE.finditer(text):
        line += len(_LINE_BREAK.findall(text, pos, m.start()))
        pos = m.start()
        chars = by_line.setdefault(line, [])
        if len(chars) < 5:
            chars.append(f"U+{ord(m.group(0)):04X}")
    for ln, chars in list(by_line.items())[:_MAX_NOTES]:
        notes.append((ln, f"control character(s) {', '.join(dict.fromkeys(chars))} removed"))
    if len(by_line) > _MAX_NOTES:
        first = list(by_line)[_MAX_NOTES]
        notes.append((first, f"control characters removed on {len(by_line) - _MAX_NOTES} more lines"))
    return CONTROL_RE.sub("", text), notes


def decode(data: bytes, source: str = "") -> tuple[str, str, list[str]]:
    """Decode `data`; returns (text without BOM and control characters, encoding name, notes as
    `"line N: message"`). See `decode_text`, which keeps the line numbers apart."""
    decoded = decode_text(data, source)
    return decoded.text, decoded.encoding, [f"line {ln}: {msg}" for ln, msg in decoded.notes]


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
