"""A rule node while a parser reads it: mutable until the page is done, then frozen into a `RuleNode`
(with the references of its text and examples). Shared by the page parsers and the PO parser."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..model import UNDATED, RuleNode
from ..refs import extract_refs
from ..ruleid import RuleId

__all__ = ["Draft", "freeze_all"]


@dataclass
class Draft:
    """A node being built (mutable while the source is read; frozen into a RuleNode at the end)."""

    id: RuleId
    lang: str
    line: int
    title: str = ""
    text: str = ""
    examples: list[str] = field(default_factory=list)
    rulings: list[str] = field(default_factory=list)
    label_inferred: bool = False
    last_line: int = 0

    def add_text(self, text: str) -> None:
        self.text = f"{self.text} {text}".strip() if self.text else text

    def freeze(self, revision: str, source: str) -> RuleNode:
        refs = extract_refs(" ".join([self.text, *self.examples]))
        return RuleNode(
            id=self.id, lang=self.lang, revision=revision or UNDATED, title=self.title, text=self.text,
            examples=tuple(self.examples), rulings=tuple(self.rulings), refs=refs, source=source,
            line=self.line, label_inferred=self.label_inferred,
        )


def freeze_all(drafts: list[Draft], revision: str, source: str) -> tuple[RuleNode, ...]:
    return tuple(d.freeze(revision, source) for d in drafts)
