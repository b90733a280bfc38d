"""A rule node while a parser reads it: mutable until the page is done, then frozen into a `RuleNode`
(with the references of its text and examples). Shared by the page parsers and the PO parser.

Freezing is also the one place every node of those parsers passes through: control characters that reached a
text (from an HTML entity such as `&#27;`, or a PO string) are removed there and reported (`scrub`)."""
from __future__ import annotations

from ..model import UNDATED, RuleNode
from ..refs import extract_refs
from ..ruleid import RuleId
from ..textio import CONTROL_RE

__all__ = ["Draft", "freeze_all", "scrub"]


class Draft:
    """A node being built (mutable while the source is read; frozen into a RuleNode at the end).

    Paragraphs added with `add_text` are kept in a list and joined when `text` is read, so that a node of many
    paragraphs costs linear, not quadratic, work."""

    __slots__ = ("id", "lang", "line", "title", "_text", "_more", "_sep", "examples", "rulings", "label_inferred",
                 "last_line")

    def __init__(self, id: RuleId, lang: str, line: int, title: str = "", text: str = "",
                 examples: list[str] | None = None, rulings: list[str] | None = None, label_inferred: bool = False,
                 last_line: int = 0):
        self.id = id
        self.lang = lang
        self.line = line
        self.title = title
        self._text = text
        self._more: list[str] = []
        self._sep = " "
        self.examples: list[str] = list(examples or [])
        self.rulings: list[str] = list(rulings or [])
        self.label_inferred = label_inferred
        self.last_line = last_line

    def __repr__(self) -> str:
        return f"Draft({self.id!r}, {self.lang!r}, line={self.line})"

    @property
    def text(self) -> str:
        if self._more:
            self._text = self._sep.join([self._text, *self._more])
            self._more = []
        return self._text

    @text.setter
    def text(self, value: str) -> None:
        self._text, self._more = value, []

    def add_text(self, text: str, sep: str = " ") -> None:
        """Add a paragraph to the text, after a space (`sep`; the PO parser's continuation paragraphs go after a
        newline). Paragraphs are stripped lines; an empty one adds nothing."""
        if not text:
            return
        if not self._text and not self._more:
            self._text = text
            return
        if self._more and sep != self._sep:
            _ = self.text  # join what is pending under its own separator first
        self._sep = sep
        self._more.append(text)

    def freeze(self, revision: str, source: str) -> RuleNode:
        refs = extract_refs(" ".join([self.text, *self.examples]))
        return RuleNode(
            id=self.id, lang=self.lang, revision=revision or UNDATED, title=self.title, text=self.text,
            examples=tuple(self.examples), rulings=tuple(self.rulings), refs=refs, source=source,
            line=self.line, label_inferred=self.label_inferred,
        )


def freeze_all(drafts: list[Draft], revision: str, source: str) -> tuple[RuleNode, ...]:
    return tuple(d.freeze(revision, source) for d in drafts)


def scrub(draft: Draft, warn) -> None:
    """Remove control characters (other than tab and newline) from a draft's title, text, examples and rulings;
    `warn(line, message)` once for the draft when there were any."""
    found = False

    def clean(value: str) -> str:
        nonlocal found
        if CONTROL_RE.search(value) is None:
            return value
        found = True
        return CONTROL_RE.sub("", value)

    draft.title = clean(draft.title)
    draft.text = clean(draft.text)
    draft.examples = [clean(x) for x in draft.examples]
    draft.rulings = [clean(x) for x in draft.rulings]
    if found:
        warn(draft.line, f"control characters removed from the text of {draft.id}")
