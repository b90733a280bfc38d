"""Parser for the Spanish rule site's pages (format "es-site"; seeds 000 and 004), saved as text.

Two layouts of one rule per page:
(a) `702.7. Dañar primero` (the rule and its title), `Subreglas`, then the subrules as unlabelled paragraphs;
(b) `Regla 609.7 · Efectos` (Efectos is the title of the CHAPTER, 609), the rule's own text as a lead
    paragraph, `Subreglas`, then the subrules as unlabelled paragraphs.
The site prints no subrule letters: they are inferred in order (a, b, c ... skipping l and o) and marked
`label_inferred`. `Otras reglas de este apartado` lists the sibling rules (-> ParseResult.siblings, not nodes).
The advertisement at the end ("Pregunta al juez Pro" and all that follows) is dropped. The site states no date:
the revision is UNDATED unless the caller passes one.
"""
from __future__ import annotations

import re

from ..errors import InvalidRuleIdError
from ..model import UNDATED, ParseResult, ParseWarning
from ..lang.patterns import is_example
from ..ruleid import LINE_RULE_PATTERN, RuleId, letter_at, letter_index
from ._seedpage import (
    NUMBERED_RE, Draft, freeze_all, is_other_format, no_rule_error, read_page, sniff_text,
    truncation_warnings,
)

__all__ = ["FORMAT", "parse", "sniff"]

FORMAT = "es-site"

_HEADING_A = re.compile(rf"^(?P<id>{LINE_RULE_PATTERN})\.\s+(?P<title>\S.*)$")
_HEADING_B = re.compile(rf"^Regla\s+(?P<id>{LINE_RULE_PATTERN})\.?\s*[·•|\-–—:]\s*(?P<title>\S.*)$", re.IGNORECASE)
_SUBRULES = re.compile(r"^Subreglas\s*:?$", re.IGNORECASE)
_SIBLINGS = re.compile(r"^Otras reglas de este apartado\s*:?$", re.IGNORECASE)
_SIBLING_ITEM = re.compile(r"^[-•*·]\s*(?P<id>\S+)\s*$")
_ADVERT = re.compile(r"^Pregunta al juez\b", re.IGNORECASE)
_LAST_LETTER_INDEX = letter_index("zz")


def sniff(data: bytes, name: str) -> float:
    text = sniff_text(data)
    if not text or is_other_format(text):
        return 0.0
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    markers = sum(1 for ln in lines if _SUBRULES.match(ln) or _SIBLINGS.match(ln))
    heading = any(_HEADING_A.match(ln) or _HEADING_B.match(ln) for ln in lines[:5])
    if heading and markers:
        return 0.95
    if markers:
        return 0.5
    return 0.0


def parse(data: bytes, source: str = "", lang: str | None = None, revision: str | None = None) -> ParseResult:
    lines, warnings = read_page(data, source)
    lang = lang or "es"
    drafts: list[Draft] = []
    siblings: list[RuleId] = []
    rule: Draft | None = None
    state = "head"  # head -> lead -> sub -> siblings -> after
    layout = ""
    seen_siblings = False
    dropped_from = 0
    next_index = 0

    def warn(number: int, message: str) -> None:
        warnings.append(ParseWarning(number, message, source))

    for number, text in lines:
        if _ADVERT.match(text):
            dropped_from = number
            break
        heading = _HEADING_B.match(text) or _HEADING_A.match(text)
        if heading and (state == "head" or not _looks_like_paragraph(text)):
            try:
                rid = RuleId.parse(heading.group("id"))
            except InvalidRuleIdError as e:
                warn(number, f"bad rule number in heading: {e}")
                continue
            if rule is not None:
                warn(number, f"a second rule heading ({rid}) on one page")
            if heading.re is _HEADING_B:
                layout = layout or "b"
                chapter = RuleId(rid.major)
                drafts.append(Draft(chapter, lang, number, title=heading.group("title").strip(), last_line=number))
                rule = Draft(rid, lang, number, last_line=number)
            else:
                layout = layout or "a"
                rule = Draft(rid, lang, number, title=heading.group("title").strip(), last_line=number)
            drafts.append(rule)
            state, next_index = "lead", 0
            continue
        if state == "head":
            warn(number, f"text before the rule heading ignored: {text[:50]!r}")
            continue
        assert rule is not None
        if _SUBRULES.match(text):
            if state != "lead":
                warn(number, "'Subreglas' out of place")
            state = "sub"
            continue
        if _SIBLINGS.match(text):
            state, seen_siblings = "siblings", True
            continue
        if state == "siblings":
            item = _SIBLING_ITEM.match(text)
            if item:
                try:
                    siblings.append(RuleId.parse(item.group("id")))
                except InvalidRuleIdError:
                    warn(number, f"not a rule number in the sibling list: {item.group('id')!r}")
                continue
            warn(number, f"unexpected text after the sibling list ignored: {text[:50]!r}")
            state = "after"
            continue
        if state == "after":
            continue
        if is_example(text):
            target = drafts[-1]
            target.examples.append(text)
            target.last_line = number
            continue
        if state == "lead":
            rule.add_text(text)
            rule.last_line = number
            continue
        # state == "sub": a subrule, labelled on the page or (usually) not
        if next_index > _LAST_LETTER_INDEX:  # past 'zz': no subrule letter left to infer
            if next_index == _LAST_LETTER_INDEX + 1:
                warn(number, f"more unlabelled paragraphs than subrule letters (past {rule.id}zz); "
                             f"the rest are joined to the last subrule")
                next_index += 1
            drafts[-1].add_text(text)
            drafts[-1].last_line = number
            continue
        drafts.append(_subrule(rule, text, number, next_index, lang, warn))
        next_index = int(letter_index(drafts[-1].id.letters)) + 1

    if rule is None:
        raise no_rule_error(source, lines, "a heading like '702.7. Dañar primero' or 'Regla 609.7 · Efectos'")
    if not seen_siblings and not dropped_from:
        last = lines[-1][0] if lines else 0
        warn(last, "no 'Otras reglas de este apartado' list: page truncated?")
    warnings.extend(truncation_warnings([d for d in drafts if d.id.kind != "chapter"], source))
    rev = revision or UNDATED
    meta = {"layout": layout, "dropped_from_line": dropped_from or None}
    if layout == "b":
        meta["chapter_title"] = drafts[0].title
    return ParseResult(
        format=FORMAT, nodes=freeze_all(drafts, rev, source), warnings=tuple(warnings), revision=rev,
        revision_label="", siblings=tuple(siblings), source=source, meta=meta,
    )


def _looks_like_paragraph(text: str) -> bool:
    """A line after the heading that matches a heading pattern but reads as a sentence (e.g. `702.7a ...`)."""
    return len(text) > 100 or text.rstrip().endswith(".")


def _subrule(rule: Draft, text: str, number: int, index: int, lang: str, warn) -> Draft:
    m = NUMBERED_RE.match(text)
    if m and m.group("letters") and m.group("space"):
        try:
            rid = RuleId.parse(m.group("id") + m.group("letters"))
        except InvalidRuleIdError:
            rid = None
        if rid is not None:
            if rid.rule != rule.id:
                warn(number, f"subrule {rid} under rule {rule.id}")
            elif rid.letters != letter_at(index):
                warn(number, f"subrule {rid} where {rule.id}{letter_at(index)} was expected")
            return Draft(rid, lang, number, text=m.group("rest").strip(), last_line=number)
    rid = RuleId(rule.id.major, rule.id.minor, letter_at(index))
    return Draft(rid, lang, number, text=text, label_inferred=True, last_line=number)
