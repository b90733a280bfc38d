"""Rule numbers of the Comprehensive Rules: parse, format, order, parents, subrule letters, ranges.

Facts this module encodes (see DESIGN.md):
- sections `1`..`9`, chapters `100`..`905`, rules `702.7` (printed `702.7.`), subrules `702.7b`;
- numbers sort numerically (702.9 < 702.10 < 702.100), never as strings;
- subrule letters skip `l` and `o`; after `z` comes `aa` (704.5aa).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import total_ordering

from .errors import InvalidRuleIdError
from .i18n import _

__all__ = [
    "RuleId", "LETTERS", "next_letter", "letter_index", "letter_at", "parse_range", "range_bounds", "range_size",
    "split_label",
    "ID_PATTERN", "RULE_PATTERN", "LINE_RULE_PATTERN", "LETTERS_PATTERN", "RANGE_PATTERN", "LABEL_PATTERN",
]

#: The subrule letters in order, one-letter part: a..z without l and o.
LETTERS = tuple(c for c in "abcdefghijklmnopqrstuvwxyz" if c not in "lo")

# The regex fragments of rule numbers. Every pattern that matches a rule number is built from these; parsers
# anchor them or add groups as they need.
_NUM = r"\d{1,3}"
_LETTERS = r"[a-z]{0,2}"

#: One rule id as written in running text (no trailing period): `7`, `702`, `702.7`, `702.7b`.
ID_PATTERN = rf"{_NUM}(?:\.{_NUM}{_LETTERS})?"
#: A rule or subrule, the dot included: `702.7`, `702.7b` (what tells a rule number from any number).
RULE_PATTERN = rf"{_NUM}\.{_NUM}{_LETTERS}"
#: The number of a rule as printed at the start of a line, its chapter in three digits: `702.7` (letters follow).
LINE_RULE_PATTERN = rf"\d{{3}}\.{_NUM}"
#: Subrule letters as printed after a rule number: `b`, `aa`.
LETTERS_PATTERN = r"[a-z]{1,2}"
#: One id or a range in running text: `702.4`, `601.2f-h`, `601.2f–601.2h`, `702.7-9` (hyphen or en dash).
RANGE_PATTERN = rf"{ID_PATTERN}(?:\s*[-\u2013]\s*(?:{ID_PATTERN}|{LETTERS_PATTERN}\b))?"
#: The number a paragraph starts with as printed, typos included (`100.1.`, `119.1d.`, a translator's `2015.5.`).
LABEL_PATTERN = r"\d{1,4}(?:\.\d{1,4}[a-z]{0,2})?\.?"

_ID_RE = re.compile(rf"^\s*({_NUM})(?:\.({_NUM})({_LETTERS}))?\.?\s*$")
_LABEL_RE = re.compile(rf"^(?P<label>{LABEL_PATTERN})(?=\s|$)")


def split_label(text: str) -> tuple[str, str]:
    """(the number `text` starts with as printed, the rest): `"702.7. First Strike"` -> `("702.7.", "First Strike")`;
    `("", text)` when it starts with none."""
    m = _LABEL_RE.match(text)
    return (m.group("label"), text[m.end():].strip()) if m else ("", text)


def letter_index(letters: str) -> int:
    """Position of a subrule letter sequence, 0 for `a`; `aa` follows `z`. Unknown letters sort as written."""
    if not letters:
        return -1
    if len(letters) == 1:
        return LETTERS.index(letters) if letters in LETTERS else _raw_index(letters)
    # two letters: 'aa' comes right after 'z' (and 'aaa' after 'zz', counted like spreadsheet columns)
    value = 0
    for c in letters[:-1]:
        value = len(LETTERS) * (value + 1 + _index_or_raw(c))
    return value + _index_or_raw(letters[-1])


def _index_or_raw(c: str) -> int:
    return LETTERS.index(c) if c in LETTERS else _raw_index(c)


def _raw_index(c: str) -> int:
    # 'l' and 'o' are not CR letters; place them between their neighbours so typos still sort sensibly
    return sum(1 for x in LETTERS if x < c) - 0.5  # type: ignore[return-value]


def letter_at(index: int) -> str:
    """The letter sequence at `index` (0 -> 'a', 23 -> 'z', 24 -> 'aa', 599 -> 'zz', 600 -> 'aaa').

    The sequences are counted like spreadsheet columns, so every index has one (the CR itself has reached `aa`;
    `zzz` only ever comes from damaged text, and then a message can still name the letter after it)."""
    if index < 0:
        raise ValueError("letter index must be >= 0")
    n = len(LETTERS)
    out: list[str] = []
    index += 1
    while index > 0:
        index, rem = divmod(index - 1, n)
        out.append(LETTERS[rem])
    return "".join(reversed(out))


def next_letter(letters: str) -> str:
    """The subrule letter after `letters`: 'k' -> 'm', 'n' -> 'p', 'z' -> 'aa'. '' -> 'a'."""
    if not letters:
        return "a"
    return letter_at(int(letter_index(letters)) + 1)


@total_ordering
@dataclass(frozen=True)
class RuleId:
    """A number of the CR: section (`7`), chapter (`702`), rule (`702.7`) or subrule (`702.7b`)."""

    major: int
    minor: int | None = None
    letters: str = ""

    def __post_init__(self) -> None:
        if self.letters and self.minor is None:
            raise InvalidRuleIdError(f"a subrule letter needs a rule number: {self.major}{self.letters}")

    # -- construction -------------------------------------------------------------------------
    @classmethod
    def parse(cls, text: str) -> "RuleId":
        """Parse `702.7b`, `702.7.`, `702.7`, `702`, `7`. Raises InvalidRuleIdError."""
        m = _ID_RE.match(text or "")
        if not m:
            raise InvalidRuleIdError(_("not a rule number: {text!r} (expected e.g. 7, 702, 702.7 or 702.7b)").format(text=text))
        major = int(m.group(1))
        if 10 <= major < 100:
            raise InvalidRuleIdError(_("not a rule number: {text!r} (sections are 1-9, chapters 100-999)").format(text=text))
        minor = int(m.group(2)) if m.group(2) is not None else None
        return cls(major, minor, m.group(3) or "")

    # -- properties ---------------------------------------------------------------------------
    @property
    def kind(self) -> str:
        if self.letters:
            return "subrule"
        if self.minor is not None:
            return "rule"
        return "section" if self.major < 10 else "chapter"

    @property
    def section(self) -> int:
        return self.major if self.major < 10 else self.major // 100

    @property
    def parent(self) -> "RuleId | None":
        kind = self.kind
        if kind == "subrule":
            return RuleId(self.major, self.minor)
        if kind == "rule":
            return RuleId(self.major)
        if kind == "chapter":
            return RuleId(self.major // 100)
        return None

    @property
    def rule(self) -> "RuleId":
        """The rule a subrule belongs to (itself for rules, chapters, sections)."""
        return RuleId(self.major, self.minor) if self.letters else self

    def ancestors(self) -> list["RuleId"]:
        out, cur = [], self.parent
        while cur is not None:
            out.append(cur)
            cur = cur.parent
        return out

    def contains(self, other: "RuleId") -> bool:
        """True when `other` is this id or lies below it in the tree."""
        return other == self or self in other.ancestors()

    def sort_key(self) -> tuple:
        chapter = -1 if self.major < 10 else self.major
        minor = -1 if self.minor is None else self.minor
        return (self.section, chapter, minor, letter_index(self.letters) if self.letters else -1)

    def next_letter(self) -> "RuleId":
        """The next subrule id (`702.7b` -> `702.7c`; `702.7` -> `702.7a`)."""
        if self.minor is None:
            raise InvalidRuleIdError(f"{self} has no subrules")
        return RuleId(self.major, self.minor, next_letter(self.letters))

    # -- comparison and formatting ------------------------------------------------------------
    def __lt__(self, other: object) -> bool:
        if not isinstance(other, RuleId):
            return NotImplemented
        return self.sort_key() < other.sort_key()

    def __repr__(self) -> str:
        return f"RuleId({str(self)!r})"

    def __str__(self) -> str:
        if self.minor is None:
            return str(self.major)
        return f"{self.major}.{self.minor}{self.letters}"

    def official(self) -> str:
        """As printed in the official text: rules and chapters carry a trailing period, subrules none."""
        return str(self) if self.letters else f"{self}."


_RANGE_RE = re.compile(
    rf"^\s*(?P<a>{ID_PATTERN})\.?\s*[-\u2013\u2014]\s*(?P<b>(?:{_NUM}(?:\.{_NUM})?)?{_LETTERS})\.?\s*$"
)


def range_bounds(text: str) -> tuple[RuleId, RuleId]:
    """The first and last id of an id or a range (`601.2f-h` -> 601.2f, 601.2h; `702.7` -> 702.7, 702.7), checked
    as `parse_range` checks it, without listing the ids between (see `range_size`). Raises InvalidRuleIdError."""
    m = _RANGE_RE.match(text or "")
    if not m:
        rid = RuleId.parse(text)
        return rid, rid
    start = RuleId.parse(m.group("a"))
    end_text = m.group("b")
    if start.letters and re.fullmatch(LETTERS_PATTERN, end_text):
        end = RuleId(start.major, start.minor, end_text)
    elif start.minor is not None and re.fullmatch(_NUM, end_text):
        end = RuleId(start.major, int(end_text))
    else:
        end = RuleId.parse(end_text)
    if end < start:
        raise InvalidRuleIdError(_("range runs backwards: {text!r}").format(text=text))
    if (start.kind != end.kind or start.parent != end.parent) and not start.kind == end.kind == "chapter":
        raise InvalidRuleIdError(_("a range must stay under one parent: {text!r}").format(text=text))
    return start, end


def range_size(start: RuleId, end: RuleId) -> int:
    """How many ids `parse_range` lists between the bounds `range_bounds` returned (cheap: nothing is listed)."""
    if start == end:
        return 1
    if start.kind == "subrule":
        return int(letter_index(end.letters)) - int(letter_index(start.letters)) + 1
    if start.kind == "rule":
        return (end.minor or 0) - (start.minor or 0) + 1
    return end.major - start.major + 1


def parse_range(text: str) -> list[RuleId]:
    """Parse an id or a range: `702.7`, `601.2f-h`, `601.2f–601.2h`, `702.7-9`, `702.7-702.9`.

    Returns the ids in order. A single id returns a one-element list.
    """
    start, end = range_bounds(text)
    if start == end:
        return [start]
    if start.kind == "subrule":
        i, j = int(letter_index(start.letters)), int(letter_index(end.letters))
        return [RuleId(start.major, start.minor, letter_at(k)) for k in range(i, j + 1)]
    if start.kind == "rule":
        return [RuleId(start.major, k) for k in range(start.minor, end.minor + 1)]  # type: ignore[arg-type]
    return [start] if start == end else [RuleId(n) for n in range(start.major, end.major + 1)]
