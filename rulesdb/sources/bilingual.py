"""Parser for rule pages that carry the same rule in two languages, one after the other (format "bilingual";
seed 003: German then English 702.7, each with its bullet rulings).

The page opens with a title line ("First Strike / Erstschlag"); each half starts at a rule heading (`702.7
Erstschlag`, `702.7. First Strike`) and holds its subrules (`702.7a ...`, also `702.7a. ...` with a period), its
examples (`Beispiel:` / `Example:`) and its rulings (`• ...`), which belong to the rule itself, not to its last
subrule. Each half's language is detected from its own words (stop words), not from its position; the
languages the caller names (`lang="de,en"`) are only a fallback when a half is too short to tell.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..errors import InvalidRuleIdError
from ..model import UNDATED, ParseResult, ParseWarning
from ..langdetect import language_share
from ..ruleid import RuleId, letter_at, letter_index
from ._seedpage import (
    NUMBERED_RE, Draft, attach_paragraph, freeze_all, is_other_format, no_rule_error, read_page, sniff_text,
    split_title, truncation_warnings,
)

__all__ = ["FORMAT", "parse", "sniff"]

FORMAT = "bilingual"

_BULLET = re.compile(r"^[•·▪◦‣*]\s*(?P<text>\S.*)$|^[-–]\s+(?P<text2>\S.*)$")


@dataclass
class _Half:
    start: int
    rule: Draft | None = None
    drafts: list[Draft] = field(default_factory=list)


def sniff(data: bytes, name: str) -> float:
    text = sniff_text(data)
    if not text or is_other_format(text):
        return 0.0
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    heads: dict[str, int] = {}
    for ln in lines:
        m = NUMBERED_RE.match(ln)
        if m and not m.group("letters"):
            heads[m.group("id")] = heads.get(m.group("id"), 0) + 1
    twice = any(n >= 2 for n in heads.values())
    if any(ln.lower().startswith(("subreglas", "otras reglas", "regolamento")) for ln in lines):
        return 0.0
    bullets = any(_BULLET.match(ln) for ln in lines)
    title_pair = bool(lines) and " / " in lines[0] and not NUMBERED_RE.match(lines[0])
    if twice:
        return 0.9 if (bullets or title_pair) else 0.6
    if title_pair and sum(heads.values()) >= 2:
        # two halves under a title pair whose headings differ: one heading misnumbered (`702.8 Erstschlag` above
        # 702.7a), which the check of the page reports
        return 0.7
    return 0.0


def _hint(lang: str | None) -> tuple[str, ...]:
    return tuple(x for x in re.split(r"[\s,+/;]+", lang or "") if x)


def parse(data: bytes, source: str = "", lang: str | None = None, revision: str | None = None) -> ParseResult:
    lines, warnings = read_page(data, source)
    hint = _hint(lang)
    halves: list[_Half] = []
    heading_lines: list[str] = []
    quirks: list[str] = []

    def warn(number: int, message: str) -> None:
        warnings.append(ParseWarning(number, message, source))

    for number, text in lines:
        m = NUMBERED_RE.match(text)
        if m:
            try:
                rid = RuleId.parse(m.group("id") + (m.group("letters") or ""))
            except InvalidRuleIdError as e:
                warn(number, str(e))
                continue
            rest = m.group("rest").strip()
            if not rid.letters:
                title, body = split_title(rest)
                half = _Half(number, Draft(rid, "", number, title=title, text=body, last_line=number))
                half.drafts.append(half.rule)
                halves.append(half)
                continue
            if halves and halves[-1].rule is not None and halves[-1].rule.id != rid.rule and \
                    len(halves[-1].drafts) == 1:
                # the first subrule under a heading of another number: the heading is misnumbered (`702.8
                # Erstschlag` above 702.7a), the half is still one language's (its heading printed as it stands)
                warn(number, f"subrule {rid} under the heading of rule {halves[-1].rule.id}")
            elif not halves or halves[-1].rule is None or halves[-1].rule.id != rid.rule:
                warn(number, f"subrule {rid} outside a half for rule {rid.rule}")
                if not halves or (halves[-1].rule is not None and halves[-1].rule.id != rid.rule):
                    halves.append(_Half(number))
            half = halves[-1]
            if m.group("dot"):
                quirks.append(f"line {number}: {rid}. written with a period")
            prev = next((d.id for d in reversed(half.drafts) if d.id.letters), None)
            expected = letter_at(int(letter_index(prev.letters)) + 1) if prev else "a"
            if rid.letters != expected:
                warn(number, f"{rid} where {rid.rule}{expected} was expected (missing or garbled subrule?)")
            half.drafts.append(Draft(rid, "", number, text=rest, last_line=number))
            continue
        if not halves:
            heading_lines.append(text)
            continue
        half = halves[-1]
        bullet = _BULLET.match(text)
        if bullet:
            target = half.rule or half.drafts[-1]
            target.rulings.append(bullet.group("text") or bullet.group("text2"))
            target.last_line = number
            continue
        if not half.drafts:
            warn(number, f"text outside any rule ignored: {text[:40]!r}")
            continue
        attach_paragraph(half.drafts[-1], text, number, warn)

    drafts = [d for h in halves for d in h.drafts]
    if not drafts:
        raise no_rule_error(source, lines, "rule headings such as '702.7 Erstschlag' and '702.7. First Strike'")

    langs = _assign_languages(halves, hint, warn)
    title_parts = [p.strip() for p in heading_lines[0].split(" / ")] if heading_lines else []
    titles: dict[str, str] = {}
    for half, code in zip(halves, langs):
        for d in half.drafts:
            d.lang = code
        if half.rule is not None and half.rule.title:
            titles[code] = half.rule.title
            if title_parts and half.rule.title.casefold() not in {p.casefold() for p in title_parts}:
                warn(half.start, f"rule title {half.rule.title!r} is not in the page title {heading_lines[0]!r}")
    warnings.extend(truncation_warnings(drafts, source))
    rev = revision or UNDATED
    meta = {"title_line": heading_lines[0] if heading_lines else "", "titles": titles, "quirks": quirks,
            "halves": [{"lang": code, "line": h.start} for h, code in zip(halves, langs)]}
    return ParseResult(
        format=FORMAT, nodes=freeze_all(drafts, rev, source), warnings=tuple(warnings), revision=rev,
        source=source, meta=meta,
    )


def _half_text(half: _Half) -> str:
    return " ".join(" ".join([d.title, d.text, *d.examples, *d.rulings]) for d in half.drafts)


def _assign_languages(halves: list[_Half], hint: tuple[str, ...], warn) -> list[str]:
    out: list[str] = []
    for i, half in enumerate(halves):
        code, _share = language_share(_half_text(half))
        if not code:
            code = hint[i] if i < len(hint) else (hint[-1] if hint else "und")
            warn(half.start, f"cannot tell the language of the half starting here; using {code!r}")
        elif len(hint) >= 2 and code not in hint:
            warn(half.start, f"this half reads as {code!r}, not one of {', '.join(hint)}")
        out.append(code)
    seen: dict[str, int] = {}
    for half, code in zip(halves, out):
        if code in seen and len(halves) == 2:
            warn(half.start, f"both halves read as {code!r}")
        seen[code] = half.start
    return out
