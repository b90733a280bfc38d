"""Cross-references in rule text, in every language: `rule 510`, `rules 601.2b and 601.2f–h`, `regla 702.4`,
`regola 510`, `Regel 310`, `regra 702.19`, `规则510`. Ranges use `-` or `–` and are expanded.
"""
from __future__ import annotations

import re

from .errors import InvalidRuleIdError
from .ruleid import RuleId, parse_range

__all__ = ["extract_refs", "REF_KEYWORD"]

#: The word that introduces a reference, per language (singular and plural).
REF_KEYWORD = r"(?:\b(?:[Rr]ules?|[Rr]eglas?|[Rr]egol[ae]|[Rr]egeln?|[Rr]egras?)\b\.?|规则|規則)"

_ID = r"\d{1,3}(?:\.\d{1,3}[a-z]{0,2})?"
_ITEM = rf"{_ID}(?:\s*[-\u2013]\s*(?:{_ID}|[a-z]{{1,2}}\b))?"
_SEP = r"(?:\s*,\s*(?:and\s+|or\s+|y\s+|o\s+|e\s+|ou\s+|und\s+|oder\s+)?|\s+(?:and|or|y|o|e|ou|und|oder|through|bis)\s+|\s*[、和及与或]\s*)"
_REF_RE = re.compile(rf"{REF_KEYWORD}\s*(?P<list>{_ITEM}(?:{_SEP}{_ITEM})*)")
_ITEM_RE = re.compile(_ITEM)


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
