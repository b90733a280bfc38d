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
from .ruleid import RANGE_PATTERN, RuleId, parse_range

__all__ = ["extract_refs", "REF_KEYWORD", "REF_JOINER_WORDS", "REF_JOINER_MARKS"]


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


def extract_refs(text: str) -> tuple[RuleId, ...]:
    """The rule ids `text` cites, in order of first mention, ranges expanded, duplicates removed."""
    seen: dict[RuleId, None] = {}
    for m in _REF_RE.finditer(text or ""):
        for item in _ITEM_RE.finditer(m.group("list")):
            raw = item.group(0).rstrip(".")
            try:
                ids = parse_range(raw)
            except InvalidRuleIdError:
                continue
            for rid in ids:
                seen.setdefault(rid, None)
    return tuple(seen)
