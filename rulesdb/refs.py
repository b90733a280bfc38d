"""Cross-references in rule text, in every registered language: `rule 510`, `rules 601.2b and 601.2f–h`,
`regla 702.4`, `regola 510`, `Regel 310`, `regra 702.19`, `règles 601.2f et 601.2h`, `规则510`. Ranges use `-`
or `–` and are expanded. The words come from the language registry (`rulesdb.lang`): a reference word in any
language, then rule numbers joined by commas or by a joining word of any language.
"""
from __future__ import annotations

import re

from .errors import InvalidRuleIdError
from .lang import languages
from .lang.patterns import alternation
from .ruleid import LETTERS_PATTERN, RANGE_PATTERN, RuleId, parse_range, range_bounds, range_size

__all__ = ["extract_refs", "ref_starts", "REF_KEYWORD", "REF_JOINER_WORDS", "REF_JOINER_MARKS", "MAX_RANGE_REFS"]

#: A range in running text is listed id by id up to this many ids (the longest in the official texts has 20:
#: a subrule's letters); a longer one (`rules 100-999`, only ever seen in damaged or hostile text) is kept as its
#: two ends, so that the references of a text cost work in proportion to its length.
MAX_RANGE_REFS = 30


def _capitalisable(word: str) -> str:
    """`rule` -> `[Rr]ule`: a reference word may open a sentence."""
    first = word[0]
    return f"[{first.upper()}{first.lower()}]{re.escape(word[1:])}"


def _keyword() -> str:
    spaced = sorted({w for e in languages() if e.spaced for w in e.ref_words}, key=lambda w: (-len(w), w))
    unspaced = alternation(w for e in languages() if not e.spaced for w in e.ref_words)
    return rf"(?:\b(?:{'|'.join(_capitalisable(w) for w in spaced)})\b\.?|{unspaced})"


#: The word that introduces a reference, in every registered language (singular and plural).
REF_KEYWORD = _keyword()
#: Words joining the numbers of one reference (`and`, `y`, `und`, `et` ...), as an alternation.
REF_JOINER_WORDS = alternation(w for e in languages() if e.spaced for w in e.ref_joiners)
#: Joiners of the scripts without spaces (`、`, `和`, `と` ...), as an alternation.
REF_JOINER_MARKS = alternation(w for e in languages() if not e.spaced for w in e.ref_joiners)

_SEP = (rf"(?:\s*,\s*(?:(?:{REF_JOINER_WORDS})\s+)?|\s+(?:{REF_JOINER_WORDS})\s+"
        rf"|\s*(?:{REF_JOINER_MARKS})\s*)")
_REF_RE = re.compile(rf"{REF_KEYWORD}\s*(?P<list>{RANGE_PATTERN}(?:{_SEP}{RANGE_PATTERN})*)")
_ITEM_RE = re.compile(RANGE_PATTERN)


#: a rule or subrule cited by its number alone (`This is an exception to 608.2h.`, `(see 601.3d)`, zh
#: `请参见603.7d-f`): a chapter's three digits, a dot and a rule number, not inside a longer number or a reference
#: already read
_BARE_RE = re.compile(rf"(?<![A-Za-z0-9_.\-\u2013])(?P<list>\d{{3}}\.\d{{1,3}}(?:{LETTERS_PATTERN})?"
                      rf"(?:\s*[-\u2013]\s*(?:\d{{3}}\.\d{{1,3}}(?:{LETTERS_PATTERN})?|{LETTERS_PATTERN}(?![a-z])))?)"
                      rf"(?![A-Za-z0-9.]*\d)")


#: a section cited by its three digits after `See` with no `rule` word (702.160a `See 718, “Prototype Cards.”`,
#: 901.9d `See 706`), in the languages' words for see
_SEE_SECTION_RE = re.compile(r"\b(?:[Ss]ee|[Vv]éase|[Vv]er|[Vv]edi|[Vv]edere|[Ss]iehe|[Vv]eja|[Vv]oir)\s+(?P<list>\d{3})(?![\d\w]|\.\d)")


def _matches(text: str) -> list[re.Match]:
    """The references of `text` in order: those with a `rule` word, then the numbers cited alone outside them."""
    keyed = list(_REF_RE.finditer(text))
    bare = [m for m in (*_BARE_RE.finditer(text), *_SEE_SECTION_RE.finditer(text))
            if not any(k.start() <= m.start() < k.end() for k in keyed)]
    return sorted([*keyed, *bare], key=lambda m: m.start())


def ref_starts(text: str) -> tuple[tuple[int, tuple[RuleId, ...]], ...]:
    """Where each reference of `text` starts (at its `rule` word, or its number when cited alone), with the rule ids
    it cites: a translation cites a rule after the words its English cites it after (`page_terms`)."""
    return tuple((m.start(), extract_refs(m.group(0))) for m in _matches(text or ""))


def extract_refs(text: str) -> tuple[RuleId, ...]:
    """The rule ids `text` cites, in order of first mention, ranges expanded, duplicates removed."""
    seen: dict[RuleId, None] = {}
    done: set[str] = set()
    for m in _matches(text or ""):
        for item in _ITEM_RE.finditer(m.group("list")):
            raw = item.group(0).rstrip(".")
            if raw in done:
                continue
            done.add(raw)
            try:
                start, end = range_bounds(raw)
            except InvalidRuleIdError:
                continue
            ids = parse_range(raw) if range_size(start, end) <= MAX_RANGE_REFS else (start, end)
            for rid in ids:
                seen.setdefault(rid, None)
    return tuple(seen)
