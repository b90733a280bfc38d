"""What the parsers of single rule pages (es-site, it-wiki, bilingual) share: reading the page into numbered
lines, spotting garbled or truncated text, the numbered-paragraph pattern, node drafts, and the
checks sniffers use to leave the official CR text, PO files and HTML alone.

Private to `rulesdb.sources`; the public interface is each format module's `parse` and `sniff`.
"""
from __future__ import annotations

import re

from ..errors import DecodeError, ParseError
from ..lang.patterns import CR_TITLE_RE, is_example
from ..model import ParseWarning
from ..ruleid import LETTERS_PATTERN, LINE_RULE_PATTERN
from ..textio import CONTROL_RE, check_lines, decode_text, split_lines
from .draft import Draft, freeze_all  # noqa: F401  (re-exported for the page parsers)

__all__ = [
    "Line", "Draft", "read_page", "NUMBERED_RE", "split_title",
    "no_rule_error", "truncation_warnings", "sniff_text", "is_other_format", "freeze_all", "attach_paragraph",
]

#: One line of a page: (1-based line number, text stripped of surrounding white space).
Line = tuple[int, str]

#: A numbered paragraph: `702.7. Title`, `702.7 Title`, `702.7Title`, `702.7a text`, `702.7a. text`.
NUMBERED_RE = re.compile(
    rf"^(?P<id>{LINE_RULE_PATTERN})(?P<letters>{LETTERS_PATTERN}(?![^\W\d_]))?(?P<dot>\.)?(?P<space>\s*)(?P<rest>.*)$"
)

# Signs of text decoded with the wrong encoding, or of bytes lost on the way.
_MOJIBAKE_RE = re.compile(r"Ã[\u0080-\u00bf]|Â[\u00a0-\u00bf]|â€|\ufffd")
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_ALNUM_RE = re.compile(r"[^\W_]")  # what str.isalnum accepts (\w less the underscore)
_SENTENCE_END = tuple(".!?)]»\"”’。:;…")


def attach_paragraph(target: Draft, text: str, number: int, warn) -> None:
    """An unnumbered paragraph after a rule: an example of it, or (warned) more of its text."""
    target.last_line = number
    if is_example(text):
        target.examples.append(text)
    else:
        warn(number, f"unnumbered paragraph joined to {target.id}: {text[:40]!r}")
        target.add_text(text)


def read_page(data: bytes, source: str) -> tuple[list[Line], list[ParseWarning]]:
    """Decode a page; its non-blank lines with their numbers, and warnings for garbled lines.

    Raises DecodeError (from textio.decode) for bytes that are not text.
    """
    data, cut = _trim_partial_utf8(data)
    decoded = decode_text(data, source)
    text = decoded.text
    check_lines(text, source)
    sample = text[:20000]
    controls = len(_CONTROL_RE.findall(sample))
    if controls > max(8, len(sample) // 100):
        # textio lets NUL-rich bytes through as UTF-16; a rule page with that many control characters is binary
        raise DecodeError("bytes are not text (control characters)", source)
    warnings = [ParseWarning(line, f"encoding: {note}", source) for line, note in decoded.notes]
    lines: list[Line] = []
    for number, raw in enumerate(split_lines(text), start=1):
        stripped = raw.strip()
        if not stripped:
            continue
        if _CONTROL_RE.search(stripped):
            warnings.append(ParseWarning(number, "control characters in the line (garbled text?); removed", source))
            stripped = _CONTROL_RE.sub("", stripped).strip()
            if not stripped:
                continue
        if _ALNUM_RE.search(stripped) is None:
            warnings.append(ParseWarning(number, f"line without a letter or digit ignored (garbled?): {stripped[:20]!r}",
                                         source))
            continue
        if _MOJIBAKE_RE.search(stripped):
            warnings.append(ParseWarning(
                number, f"garbled characters (wrong encoding or lost bytes): {stripped[:50]!r}", source))
        repaired = _repair_number(stripped)
        if repaired != stripped:
            warnings.append(ParseWarning(number, f"garbled rule number {stripped.split()[0]!r} read as "
                                                 f"{repaired.split()[0]!r}", source))
            stripped = repaired
        lines.append((number, stripped))
    if cut:
        warnings.append(ParseWarning(lines[-1][0] if lines else 1,
                                     f"page ends inside a UTF-8 character (truncated?); {cut} byte(s) dropped", source))
    warnings.sort(key=lambda w: w.line)  # the decoder's notes (with their lines) among the page's own
    return lines, warnings


# A rule number with letters for digits (OCR or typing slips): `7O2.7b`, `702.l`, `7o2.7a`.
_GARBLED_NUMBER = re.compile(r"^(?P<major>[\dOoIl]{3})\.(?P<minor>[\dOoIl]{1,3})(?=[a-z]{0,2}\.?\s)")
_DIGIT_FOR = str.maketrans("OoIl", "0011")


def _repair_number(text: str) -> str:
    m = _GARBLED_NUMBER.match(text)
    if not m or NUMBERED_RE.match(text) and text[:3].isdigit() and m.group("minor").isdigit():
        return text
    if sum(c.isdigit() for c in m.group(0)) < 2:
        return text
    fixed = m.group(0).translate(_DIGIT_FOR)
    return fixed + text[m.end():]


def _trim_partial_utf8(data: bytes) -> tuple[bytes, int]:
    """A UTF-8 page cut inside its last character would otherwise be read as Windows-1252 throughout."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as e:
        if e.reason == "unexpected end of data" and e.start >= len(data) - 3:
            return data[: e.start], len(data) - e.start
    return data, 0


def split_title(rest: str) -> tuple[str, str]:
    """The words after a rule number without letter: a short heading is a title (`702.7. First Strike`),
    a sentence is the rule's text (`100.1. These Magic rules apply ...`). Returns (title, text)."""
    rest = rest.strip()
    if len(rest) <= 80 and len(rest.split()) <= 8 and not rest.endswith((".", ":", ";")):
        return rest, ""
    return "", rest


def no_rule_error(source: str, lines: list[Line], what: str) -> ParseError:
    first = lines[0] if lines else (1, "")
    return ParseError(f"no rule found on the page (expected {what})", source=source, line=first[0],
                      context=first[1])


def truncation_warnings(drafts: list[Draft], source: str) -> list[ParseWarning]:
    """A page whose last paragraph stops mid-sentence was probably cut off."""
    if not drafts:
        return []
    last = max(drafts, key=lambda d: d.last_line or d.line)
    tail = (last.rulings or last.examples or [last.text])[-1]
    if tail and not tail.rstrip().endswith(_SENTENCE_END):
        return [ParseWarning(last.last_line or last.line,
                             f"{last.id} ends mid-sentence ({tail[-30:]!r}): page truncated?", source)]
    return []


def sniff_text(data: bytes, limit: int = 20000) -> str:
    """The start of `data` as text, never raising (for sniffers)."""
    head = data[:limit]
    if head.startswith(b"\xef\xbb\xbf"):
        head = head[3:]
    if head[:2] in (b"\xff\xfe", b"\xfe\xff") or head.count(0) > len(head) // 4:
        return ""  # UTF-16: the official CR text, never a saved page
    if head.count(0) > max(8, len(head) // 1000):
        return ""  # binary (textio.decode refuses it as well)
    return CONTROL_RE.sub("", head.decode("utf-8", errors="replace"))  # a stray NUL does not hide the page


# `[ \t]*`, not `\s*`: with MULTILINE, `^\s*` runs over every following blank line from every line start
# (quadratic: 20,000 blank lines took seconds).
_NUMBERED_LINE_RE = re.compile(rf"^[ \t]*{LINE_RULE_PATTERN}(?:{LETTERS_PATTERN})?\.?\s", re.MULTILINE)


def is_other_format(text: str) -> bool:
    """True for HTML, gettext PO, and the official CR text (or a translation in its layout)."""
    start = text[:3000].lstrip().lower()
    if start.startswith("<") or "<html" in start or "<!doctype" in start or "<body" in start:
        return True
    if re.search(r'^msgid[ \t]+"', text[:20000], re.MULTILINE) and re.search(r'^msgstr[ \t]+"', text, re.MULTILINE):
        return True
    if CR_TITLE_RE.search(start):
        return True
    return len(_NUMBERED_LINE_RE.findall(text)) > 60
