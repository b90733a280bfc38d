"""Parser for the official Comprehensive Rules text file (format `cr-text`), and translations in its layout (zh).

One function from bytes to a `ParseResult`: every release 2008-2026, in any of the encodings and line ends the
official files use (decoding lives in `rulesdb.textio`). The layout it reads:

    Magic: The Gathering Comprehensive Rules
    These rules are effective as of August 7, 2026.       (2008: "current as of"; zh: 此规则于2026年1月16日起生效。)
    Introduction ... Contents (every section and chapter title, then Glossary, Credits) ...
    1. Game Concepts                                      section
    100. General                                          chapter
    100.1. These Magic rules apply to ...                 rule with text
    702.7. First Strike                                   rule with a title (short, unpunctuated, has subrules)
    702.7a First strike is a static ability ...           subrule
    Example: ...  / 例如：...                              example of the node before it
         Cards printed in sets prior to ...               indented continuation (no blank line before it)
    Glossary / 词汇表                                      term line, definition line(s), blank line
    Credits / 版权信息                                     left out

The official typos (`119.1d.`, `606.5 `, `901.4.All`, `702. 37a`, `306.b`, duplicate `702.175`) are read as
meant and each reported as a `ParseWarning` with its line; so are gaps in subrule letters and anything unreadable.
"""
from __future__ import annotations

import re

from ..dates import parse_localized_date
from ..errors import DecodeError, ParseError, RulesDBError
from ..lang import languages
from ..langdetect import detect_language
from ..lang.patterns import CR_TITLE_RE, EFFECTIVE_RE, EXAMPLE_RE, effective_language
from ..model import UNDATED, GlossaryEntry, ParseResult, ParseWarning, RuleNode
from ..refs import extract_refs
from ..ruleid import LETTERS_PATTERN, LINE_RULE_PATTERN, RuleId, letter_index, next_letter
from ..textio import check_lines, decode, decode_text, split_lines

__all__ = ["FORMAT", "parse", "sniff"]

FORMAT = "cr-text"

# -- line shapes -------------------------------------------------------------------------------------------------
# A numbered line: chapter `702. Title`, rule `702.7. Text`, subrule `702.7a Text`, and the typo shapes
# `702.7 Text` (no period), `702.7.Text` (no space), `702.7a. Text` (period), `702. 37a` (split), `306.b` (no rule).
_NUMBERED = re.compile(
    r"(?P<maj>\d{3})\.(?P<sp1>[ \t]*)"
    r"(?:(?P<min>\d{1,3})(?P<let>[a-z]{1,2})?|(?P<bare>[a-z]{1,2})(?=[. \t]|$))?"
    r"(?P<dot>\.)?(?P<sp2>[ \t\u3000]*)(?P<rest>.*)$"
)
_SECTION = re.compile(r"(?P<num>[1-9])\.[ \t\u3000]+(?P<title>\S.*)$")
_TITLE_PUNCT = re.compile(r"[.。:：;；]")
_BODY_LINE = re.compile(rf"^{LINE_RULE_PATTERN}(?:{LETTERS_PATTERN})?\.? ", re.M)

_CONTENTS_TITLES = frozenset(t for e in languages() for t in e.contents_titles)
_GLOSSARY_TITLES = frozenset(t for e in languages() for t in e.glossary_titles)
_END_TITLES = frozenset(t for e in languages() for t in e.end_titles)
_INDENT = " \t\u3000"
_SENTENCE_END = frozenset(".。:：)）”\"!！?？")
_MAX_TITLE = 60


class _Draft:
    """A node being built (mutable); frozen into a RuleNode at the end. Continuation lines are collected in
    lists and joined once (`finish`), so that a node of many lines costs linear, not quadratic, work."""

    __slots__ = ("id", "title", "text", "examples", "line", "inferred", "_more", "_example_parts")

    def __init__(self, rid: RuleId, text: str, line: int, title: str = "", inferred: bool = False):
        self.id = rid
        self.title = title
        self.text = text
        self.examples: list[str] = []
        self.line = line
        self.inferred = inferred
        self._more: list[str] = []
        self._example_parts: list[list[str]] = []

    def add_example(self, text: str) -> None:
        self._example_parts.append([text])

    def append(self, in_example: bool, text: str) -> None:
        if in_example and self._example_parts:
            self._example_parts[-1].append(text)
        elif self.text or self._more:
            self._more.append(text)
        else:
            self.text = text

    def finish(self) -> None:
        if self._more:
            self.text = "\n".join([self.text, *self._more]) if self.text else "\n".join(self._more)
            self._more = []
        if self._example_parts:
            self.examples.extend("\n".join(parts) for parts in self._example_parts)
            self._example_parts = []


class _Parser:
    def __init__(self, lines: list[str], source: str):
        self.lines = lines
        self.source = source
        self.warnings: list[ParseWarning] = []
        self.drafts: list[_Draft] = []

    def warn(self, line: int, message: str) -> None:
        self.warnings.append(ParseWarning(line, message, self.source))

    # -- where things are --------------------------------------------------------------------------------------
    def find_body(self) -> int:
        """Index of the first body line (the section heading before the first rule), past the Contents."""
        lines = self.lines
        first_rule = next((i for i, ln in enumerate(lines)
                           if ln[:1].isdigit() and _is_rule_line(ln.strip())), None)
        if first_rule is None:
            first_rule = next((i for i, ln in enumerate(lines)
                               if ln[:1] in _INDENT and _is_rule_line(ln.strip())), None)
        if first_rule is None:
            raise ParseError("no numbered rules found (not a Comprehensive Rules text?)", self.source)
        start = first_rule
        major = lines[first_rule].strip()[:3]
        j = _prev_nonblank(lines, first_rule)
        if j is not None and lines[j].strip().startswith(major + ".") and _NUMBERED.match(lines[j].strip()):
            m = _NUMBERED.match(lines[j].strip())
            if m.group("min") is None and m.group("bare") is None:
                start = j
                k = _prev_nonblank(lines, j)
                if k is not None and _SECTION.match(lines[k].strip()) and lines[k].strip()[0] == major[0]:
                    start = k
        return start

    def end_titles(self, body: int) -> tuple[frozenset, frozenset]:
        """Glossary and end-matter titles: the defaults plus the unnumbered entries that end the Contents."""
        glossary, end = set(_GLOSSARY_TITLES), set(_END_TITLES)
        contents = next((i for i in range(body) if self.lines[i].strip() in _CONTENTS_TITLES), None)
        if contents is not None:
            extra = [ln.strip() for ln in self.lines[contents + 1:body]
                     if ln.strip() and not ln.strip()[:1].isdigit()]
            if extra:
                glossary.add(extra[0])
                end.update(extra[1:])
        return frozenset(glossary), frozenset(end)

    # -- the rules ---------------------------------------------------------------------------------------------
    def parse_body(self, start: int, glossary_titles: frozenset) -> int:
        """Read rules from `start`; returns the index of the Glossary heading (len(lines) when there is none)."""
        lines = self.lines
        drafts = self.drafts
        prev_blank = True
        last: _Draft | None = None
        in_example = False
        n = len(lines)
        i = start
        while i < n:
            raw = lines[i]
            s = raw.strip()
            lineno = i + 1
            if not s:
                prev_blank = True
                i += 1
                continue
            first = raw[0]
            if first.isdigit() or (first in _INDENT and s[0].isdigit()):
                node = self.numbered(s, lineno, last)
                if node is not None:
                    if first in _INDENT:
                        self.warn(lineno, f"{node.id} is indented (leading whitespace before its number)")
                    drafts.append(node)
                    last, in_example, prev_blank = node, False, False
                    i += 1
                    continue
            if s in glossary_titles and prev_blank:
                return i
            ex = EXAMPLE_RE.match(s)
            if ex:
                if ex.group("colon") in "，,":
                    self.warn(lineno, f"example introduced by {s[:3]!r} instead of a colon")
                if last is None:
                    self.warn(lineno, "example before any rule; dropped")
                else:
                    last.add_example(s)
                    in_example = True
            elif first in _INDENT and not prev_blank and last is not None:
                last.append(in_example, s)
            elif last is not None:
                what = "line" if prev_blank else "unindented line"
                self.warn(lineno, f"unrecognised {what} appended to {last.id}: {s[:40]!r}")
                last.append(in_example, s)
            else:
                self.warn(lineno, f"unrecognised line before the first rule skipped: {s[:40]!r}")
            prev_blank = False
            i += 1
        return n

    def numbered(self, s: str, lineno: int, last: _Draft | None) -> _Draft | None:
        """A section, chapter, rule or subrule line (typos reported); None when `s` is not one."""
        m = _NUMBERED.match(s)
        if m is None:
            sec = _SECTION.match(s)
            if sec:
                return _Draft(RuleId(int(sec.group("num"))), "", lineno, title=sec.group("title").strip())
            return None
        major = int(m.group("maj"))
        minor, let, bare = m.group("min"), m.group("let") or "", m.group("bare")
        sp1, dot, sp2, rest = m.group("sp1"), m.group("dot"), m.group("sp2"), m.group("rest").rstrip()
        if minor is None and bare is None:
            if dot or not sp1 or not rest:
                return None
            return _Draft(RuleId(major), "", lineno, title=rest)
        inferred = False
        if bare is not None:
            if last is not None and last.id.major == major and last.id.minor is not None:
                rid = RuleId(major, last.id.minor, bare)
                self.warn(lineno, f"'{s[:8]}' has no rule number; read as {rid} (after {last.id})")
            else:
                self.warn(lineno, f"'{s[:8]}' has no rule number and no rule before it; skipped")
                return None
            inferred = True
        else:
            rid = RuleId(major, int(minor), let)
        printed = s[: len(s) - len(m.group("rest"))].rstrip()
        if sp1:
            self.warn(lineno, f"{rid} printed as {printed!r} (space inside the number)")
        if rid.letters and dot and not inferred:
            self.warn(lineno, f"subrule {rid} printed with a period ({printed!r})")
        if not rid.letters and not dot:
            self.warn(lineno, f"rule {rid} printed without its period ({printed!r})")
        if rest and not sp2:
            self.warn(lineno, f"{rid}: no space between the number and the text ({s[:14]!r})")
        return _Draft(rid, rest, lineno, inferred=inferred)

    # -- the glossary ------------------------------------------------------------------------------------------
    def parse_glossary(self, start: int, end_titles: frozenset) -> tuple[list[tuple[str, str, int]], int | None]:
        """(term, definition, line) triples from `start` (after the heading) to the end matter; and its index."""
        lines = self.lines
        entries: list[tuple[str, str, int]] = []
        block: list[tuple[int, str]] = []

        def flush() -> None:
            if not block:
                return
            (tline, term), rest = block[0], block[1:]
            if not rest:
                self.warn(tline + 1, f"glossary term {term[:40]!r} has no definition; skipped")
            else:
                entries.append((term, "\n".join(part for _, part in rest), tline + 1))
            block.clear()

        n = len(lines)
        for i in range(start, n):
            s = lines[i].strip()
            if not s:
                flush()
                continue
            if not block and s in end_titles and (i + 1 >= n or not lines[i + 1].strip()):
                return entries, i
            block.append((i, s))
        flush()
        return entries, None


# -- helpers ---------------------------------------------------------------------------------------------------
def _is_rule_line(s: str) -> bool:
    m = _NUMBERED.match(s)
    return bool(m and m.group("min") is not None and not m.group("sp1") and m.group("rest"))


def _prev_nonblank(lines: list[str], i: int) -> int | None:
    j = i - 1
    while j >= 0 and not lines[j].strip():
        j -= 1
    return j if j >= 0 else None


def _find_date(lines: list[str], stop: int) -> tuple[str, str, int] | None:
    """(ISO date, the date as written, line) from the "effective as of" sentence in lines[:stop], read in the
    language whose phrase it is ("These rules are effective as of August 7, 2026.", "此规则于2026年1月16日起生效。")."""
    for i in range(min(stop, len(lines))):
        code = effective_language(lines[i])
        found = parse_localized_date(lines[i], code) if code else None
        if found:
            return found[0], found[1], i + 1
    return None


def _is_title(draft: _Draft, following: _Draft | None) -> bool:
    """`702.7. First Strike`: a short line without sentence punctuation that introduces subrules."""
    t = draft.text
    return (bool(t) and len(t) <= _MAX_TITLE and "\n" not in t and not _TITLE_PUNCT.search(t)
            and following is not None and following.id.letters != "" and following.id.rule == draft.id)


def _check_numbering(drafts: list[_Draft], warn) -> None:
    """Duplicates, order, and gaps in subrule letters (skipping l and o is not a gap)."""
    seen: dict[RuleId, int] = {}
    prev: _Draft | None = None
    for d in drafts:
        rid = d.id
        if rid in seen:
            warn(d.line, f"{rid} appears twice (first on line {seen[rid]}); both kept")
        elif prev is not None and rid < prev.id:
            warn(d.line, f"{rid} is out of order (after {prev.id})")
        if rid.letters:
            _check_letters(prev.id if prev is not None else None, rid, d.line, seen, warn)
        seen.setdefault(rid, d.line)
        prev = d


def _check_letters(prev: RuleId | None, rid: RuleId, line: int, seen: dict, warn) -> None:
    if any(c in "lo" for c in rid.letters):
        warn(line, f"subrule {rid} uses the letter l or o, which subrule letters skip")
        return
    if prev is None or prev.rule != rid.rule:
        if rid.rule not in seen:
            warn(line, f"subrule {rid} has no rule {rid.rule} before it")
        elif rid.letters != "a":
            warn(line, f"subrule {rid} follows {prev}, away from its rule {rid.rule}")
        return
    if not prev.letters:
        if rid.letters != "a":
            warn(line, f"the subrules of {rid.rule} start at {rid} (no {rid.rule}a)")
        return
    if any(c in "lo" for c in prev.letters):
        return
    expected = next_letter(prev.letters)
    if letter_index(rid.letters) > letter_index(expected):
        warn(line, f"subrule letters skip from {prev} to {rid} (no {rid.rule}{expected})")


# -- the format interface --------------------------------------------------------------------------------------
def parse(data: bytes, source: str = "", lang: str | None = None, revision: str | None = None) -> ParseResult:
    """Parse one CR text file. Raises DecodeError for bytes that are not text, ParseError when it has no rules."""
    cut = ""
    if data[:2] in (b"\xff\xfe", b"\xfe\xff") and len(data) % 2:
        data, cut = data[:-1], "odd number of bytes in a UTF-16 file (truncated?); the last byte was dropped"
    decoded = decode_text(data, source)
    text, encoding = decoded.text, decoded.encoding
    check_lines(text, source)
    _check_text(text, source)
    lines = split_lines(text)
    p = _Parser(lines, source)
    for line, note in decoded.notes:
        p.warn(line, note)
    if cut:
        p.warn(len(lines), cut)
    if not any(ln.strip() for ln in lines):
        raise ParseError("empty file: no rules", source)
    lang = lang or detect_language(text)

    body = p.find_body()
    glossary_titles, end_titles = p.end_titles(body)
    glossary_at = p.parse_body(body, glossary_titles)
    for d in p.drafts:
        d.finish()
    glossary_raw: list[tuple[str, str, int]] = []
    if glossary_at >= len(lines):
        p.warn(len(lines), "no Glossary heading: the file is truncated or the glossary is missing")
        last = p.drafts[-1] if p.drafts else None
        if last is not None and last.text and last.text[-1] not in _SENTENCE_END:
            p.warn(last.line, f"the text of {last.id} stops mid-sentence (file truncated?)")
    else:
        glossary_raw, end_at = p.parse_glossary(glossary_at + 1, end_titles)
        if end_at is None:
            p.warn(len(lines), "no Credits after the Glossary (file truncated?)")
        if not glossary_raw:
            p.warn(glossary_at + 1, "the Glossary is empty")

    drafts = p.drafts
    if not any(d.id.minor is not None for d in drafts):
        raise ParseError("no numbered rules found (not a Comprehensive Rules text?)", source)

    found = _find_date(lines, body) or _find_date(lines, len(lines))
    if revision:
        if found and found[0] != revision:
            p.warn(found[2], f"the text says it is effective {found[0]} ({found[1]!r}); using the given {revision}")
        rev = revision
    elif found:
        rev = found[0]
    else:
        p.warn(1, "no effective date found in the text; revision left undated")
        rev = UNDATED

    _check_numbering(drafts, p.warn)

    nodes: list[RuleNode] = []
    for k, d in enumerate(drafts):
        title, body_text = d.title, d.text
        if d.id.kind == "rule" and _is_title(d, drafts[k + 1] if k + 1 < len(drafts) else None):
            title, body_text = body_text, ""
        refs = extract_refs(body_text + "\n" + "\n".join(d.examples)) if (body_text or d.examples) else ()
        nodes.append(RuleNode(id=d.id, lang=lang, revision=rev, title=title, text=body_text,
                              examples=tuple(d.examples), refs=refs, source=source, line=d.line,
                              label_inferred=d.inferred))
    glossary = tuple(GlossaryEntry(term=t, lang=lang, text=x, revision=rev, source=source, line=ln)
                     for t, x, ln in glossary_raw)
    warnings = tuple(sorted(p.warnings, key=lambda w: w.line))
    return ParseResult(format=FORMAT, nodes=tuple(nodes), glossary=glossary, warnings=warnings, revision=rev,
                       revision_label=found[1] if found else "", source=source,
                       meta={"encoding": encoding, "lang": lang, "lines": len(lines), "body_line": body + 1,
                             "glossary_line": glossary_at + 1 if glossary_at < len(lines) else None})


def _check_text(text: str, source: str) -> None:
    """Decoded bytes that are not text (e.g. binary data that happened to pass as UTF-16) -> DecodeError."""
    sample = text[:20000]
    if not sample:
        return
    bad = sum(1 for c in sample if (c < " " and c not in "\r\n\t\f\v") or "\ud800" <= c <= "\udfff" or c == "\ufffd")
    if bad > max(8, len(sample) // 100):
        raise DecodeError("bytes are not text (too many control characters)", source)


#: a text without the CR's title is a CR text (a page of rules) when this share of its lines, at least this many, are
#: numbered rule lines
PAGE_RULE_SHARE = 0.6
MIN_PAGE_RULES = 1


#: a rule's heading line (`512. Ending Phase`): a page of one rule and its one subrule is half headings
_RULE_HEADING = re.compile(r"\d{3}\.\s+[^\W\d_]")


def _rule_block_share(text: str) -> float:
    """The share of a text's non-empty lines that belong to a numbered rule or are a rule's heading: its own line
    and the lines that continue it (a paragraph wrapped at a width, up to a blank line or the next rule)."""
    total = held = 0
    in_rule = False
    for line in text.split("\n"):
        if not line.strip():
            in_rule = False
            continue
        total += 1
        if _BODY_LINE.match(line + " ") or _RULE_HEADING.match(line):
            in_rule = True
        held += in_rule
    return held / total if total else 0.0


def sniff(data: bytes, name: str) -> float:
    """How sure (0..1) that `data` is a CR text: title/date phrases and many `702.7a `-style lines."""
    head = data[:300000]
    if len(head) % 2 and (head[:2] in (b"\xff\xfe", b"\xfe\xff")):
        head = head[:-1]
    try:
        text, _, _ = decode(head, name)
    except RulesDBError:
        return 0.0
    if text.lstrip()[:1] == "<" or "msgid " in text[:5000]:
        return 0.05
    score = 0.0
    head = text[:20000]
    if CR_TITLE_RE.search(head) or EFFECTIVE_RE.search(head):
        score += 0.4
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    count = len(_BODY_LINE.findall(text))
    score += min(count, 200) / 200 * 0.55
    share = _rule_block_share(text[:100000])
    if count >= MIN_PAGE_RULES and share >= PAGE_RULE_SHARE:
        # a page of numbered rules a translator hands in, without the CR's title or date: most of its lines are
        # rules (the seed pages' rules are a minority among prose, headings and glossary lines)
        score = max(score, 0.5 + 0.4 * share)
    if "comprules" in name.lower().replace("_", "").replace("-", "") or name.lower().startswith("cr_"):
        score += 0.05
    return round(min(score, 1.0), 3)
