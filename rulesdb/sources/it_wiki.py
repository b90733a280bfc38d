"""Parser for the Italian MTG wiki (Fandom/MediaWiki) keyword pages as text (format "it-wiki"; seed 001).

A page is prose about a keyword, then sections whose headings end in `[]` (what is left of the edit-section
links) or are written `== Heading ==`. Only the rules quoted under the `Regolamento` heading are rules; the
prose before it and the other sections (Ikoria counters, "Firstest strike") are page notes, kept in
`ParseResult.meta["notes"]`. Wiki quirks: `702.7Attacco improvviso` (no space) is rule 702.7 titled
"Attacco improvviso". The revision comes from the quote's header, "Tratto dal Regolamento (Aggiornato a
Duskmourn: La Casa degli Orrori, 02 Ottobre 2024)" -> revision "2024-10-02", revision_label the set name.
"""
from __future__ import annotations

import re

from ..dates import parse_localized_date
from ..errors import InvalidRuleIdError
from ..model import UNDATED, ParseResult, ParseWarning
from ..ruleid import RuleId, letter_at, letter_index
from ._seedpage import (
    NUMBERED_RE, Draft, attach_paragraph, freeze_all, is_other_format, no_rule_error, read_page, sniff_text,
    split_title, truncation_warnings,
)

__all__ = ["FORMAT", "parse", "sniff", "find_revision"]

FORMAT = "it-wiki"

_EDIT_TAIL = re.compile(r"\[\s*(?:modifica|edit)?\s*\]$", re.IGNORECASE)
_RULES_HEADING = re.compile(r"^(?:Regolamento|Regole(?: complete)?|Regole di gioco)$", re.IGNORECASE)
_UPDATED = re.compile(r"Aggiornat[oa]\s+(?:a|al|alla|all')\s*(?P<label>.*)$", re.IGNORECASE)


def sniff(data: bytes, name: str) -> float:
    text = sniff_text(data)
    if not text or is_other_format(text):
        return 0.0
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    rules_heading = any(_RULES_HEADING.match(_heading(ln) or "") for ln in lines)
    quoted = any("Tratto dal Regolamento" in ln or _UPDATED.search(ln) for ln in lines)
    numbered = any(NUMBERED_RE.match(ln) for ln in lines)
    if rules_heading and numbered:
        return 0.95 if quoted else 0.8
    if quoted and numbered:
        return 0.6
    return 0.0


def _heading(text: str) -> str | None:
    """The title of a heading line (`Regolamento[]`, `== Regolamento ==`), None for any other line.

    Read without regexes with a lazy title followed by optional spaces (they backtracked quadratically on a long
    line of spaced words): the edit link's `[` is the line's last one, and the `=` runs are its two ends."""
    if text.endswith("]"):
        i = text.rfind("[")
        if i > 0 and _EDIT_TAIL.match(text, i) and text[:i].strip() and not text[0].isspace():
            return text[:i].strip()
    if text.startswith("==") and text.endswith("=="):
        lead = len(text) - len(text.lstrip("="))
        for k in range(min(6, lead), 1, -1):
            if len(text) > 2 * k and text.endswith("=" * k):
                return text[k:-k].strip()
    return None


def find_revision(text: str, lang: str = "it") -> tuple[str, str] | None:
    """(ISO date, label) from a quote header such as "(Aggiornato a Duskmourn: ..., 02 Ottobre 2024)".

    The label is the set name before the date, or the date as written when no name is given.
    """
    found = parse_localized_date(text, lang)
    if not found:
        return None
    iso, written = found
    before = text[: text.find(written)]
    m = _UPDATED.search(before)
    label = (m.group("label") if m else "").strip(" ,;:(-–")
    return iso, label or written


def parse(data: bytes, source: str = "", lang: str | None = None, revision: str | None = None) -> ParseResult:
    lines, warnings = read_page(data, source)
    lang = lang or "it"
    notes: list[dict] = []
    drafts: list[Draft] = []
    seen: set[RuleId] = set()                  # ids read so far, and the last subrule of each rule: a page of
    last_sub: dict[RuleId, RuleId] = {}        # many rules costs linear work, not a scan per line
    quirks: list[str] = []
    section = ""
    in_rules = False
    stated: tuple[str, str] | None = None
    stated_line = 0

    def warn(number: int, message: str) -> None:
        warnings.append(ParseWarning(number, message, source))

    for number, text in lines:
        heading = _heading(text)
        if heading is None and _RULES_HEADING.match(text):
            heading = text
        if heading is not None:
            section = heading
            in_rules = bool(_RULES_HEADING.match(heading))
            continue
        if not in_rules:
            notes.append({"line": number, "section": section, "text": text})
            continue
        m = NUMBERED_RE.match(text)
        if m:
            draft = _numbered(m, number, lang, seen, last_sub, quirks, warn)
            if draft is not None:
                drafts.append(draft)
                seen.add(draft.id)
                if draft.id.letters:
                    last_sub[draft.id.rule] = draft.id
            continue
        if not drafts:
            if stated is None:
                stated = find_revision(text, lang)
                stated_line = number if stated else 0
                if stated or "Regolamento" in text:
                    continue
            notes.append({"line": number, "section": section, "text": text})
            continue
        attach_paragraph(drafts[-1], text, number, warn)

    if not drafts:
        raise no_rule_error(source, lines, "rules quoted under a 'Regolamento[]' heading, e.g. '702.7a ...'")
    if stated is None:
        for number, text in lines:
            if _UPDATED.search(text):
                stated = find_revision(text, lang)
                stated_line = number if stated else 0
                if stated:
                    break
    if stated is None:
        warn(drafts[0].line, "the page states no revision date ('Aggiornato a ..., <date>')")
    warnings.extend(truncation_warnings(drafts, source))
    rev = revision or (stated[0] if stated else UNDATED)
    if revision and stated and revision != stated[0]:
        warn(stated_line, f"the page says {stated[0]}, the caller's revision {revision} is used")
    meta = {"notes": notes, "quirks": quirks, "stated_revision": stated[0] if stated else None,
            "revision_line": stated_line or None}
    return ParseResult(
        format=FORMAT, nodes=freeze_all(drafts, rev, source), warnings=tuple(warnings), revision=rev,
        revision_label=stated[1] if stated else "", source=source, meta=meta,
    )


def _numbered(m: re.Match, number: int, lang: str, seen: set[RuleId], last_sub: dict[RuleId, RuleId],
              quirks: list[str], warn) -> Draft | None:
    letters = m.group("letters") or ""
    try:
        rid = RuleId.parse(m.group("id") + letters)
    except InvalidRuleIdError as e:
        warn(number, str(e))
        return None
    rest = m.group("rest").strip()
    if not m.group("space") and rest:
        quirks.append(f"line {number}: no space after {rid} ({m.group(0)[:30]!r})")
    if rid in seen:
        warn(number, f"{rid} appears twice")
    if rid.letters:
        prev = last_sub.get(rid.rule)
        expected = letter_at(int(letter_index(prev.letters)) + 1) if prev else "a"
        if rid.letters != expected:
            warn(number, f"{rid} where {rid.rule}{expected} was expected (missing or garbled subrule?)")
        return Draft(rid, lang, number, text=rest, last_line=number)
    title, body = split_title(rest)
    return Draft(rid, lang, number, title=title, text=body, last_line=number)
