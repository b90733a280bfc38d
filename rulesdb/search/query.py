"""The query language: words (all optional, more matched words rank higher), `"a phrase"`, `AND`, `OR`, `NOT`
(also `-word`), parentheses, the filters `lang:xx` and `rev:DATE`, and rule numbers or ranges (`702.7`, `702.7b`,
`601.2f-h`).

`parse_query` turns a query into a tree of `Word`, `Phrase`, `Group` and `NotNode`, and its filters; a malformed
query raises `QueryError` with the position.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import InvalidRuleIdError, QueryError
from .messages import ERRORS

__all__ = ["Word", "Phrase", "Group", "NotNode", "parse_query", "leaves", "rule_refs"]


@dataclass(frozen=True)
class Word:
    text: str
    pos: int


@dataclass(frozen=True)
class Phrase:
    text: str
    pos: int


@dataclass(frozen=True)
class Group:
    """`op` is "and" (explicit AND), "or" (explicit OR) or "soft" (words side by side: any, more is better)."""

    op: str
    items: tuple


@dataclass(frozen=True)
class NotNode:
    item: object
    pos: int


_LEX = re.compile(r'\s*(?:(?P<lp>\()|(?P<rp>\))|(?P<q>")|(?P<filter>(?:lang|rev):\S*)|(?P<word>[^\s()"]+))')
_RULE_RE = re.compile(r"^\d{1,3}(?:\.\d{1,3}[a-z]{0,2})?(?:\s*[-\u2013]\s*(?:\d{1,3}(?:\.\d{1,3})?)?[a-z]{0,2})?\.?$")
_OPERATORS = ("AND", "OR", "NOT")
#: the longest query searched (a judge's question is a few hundred characters), and the deepest nesting of
#: parentheses and NOT: the parser and the ranking stay bounded whatever is typed
MAX_QUERY_CHARS = 1000
MAX_DEPTH = 32


def _lex(text: str) -> list[tuple[str, str, int]]:
    """(kind, value, position) of the tokens: lp, rp, phrase, filter, word."""
    pos = 0
    out = []
    while pos < len(text):
        m = _LEX.match(text, pos)
        if not m or m.end() == pos:
            break
        kind = m.lastgroup
        start = m.start(kind)
        if kind == "q":
            end = text.find('"', m.end())
            if end < 0:
                raise QueryError(ERRORS["err_quote"].format(pos=start + 1), position=start)
            out.append(("phrase", text[m.end():end], start))
            pos = end + 1
            continue
        out.append((kind, m.group(kind), start))
        pos = m.end()
    return out


class _Parser:
    """Recursive descent: OR binds loosest, then AND, then words side by side, then NOT."""

    def __init__(self, text: str):
        if len(text) > MAX_QUERY_CHARS:
            raise QueryError(ERRORS["err_long"].format(size=len(text), limit=MAX_QUERY_CHARS), position=MAX_QUERY_CHARS)
        self.text = text
        self.depth = 0
        self.filters: dict[str, str] = {}
        self.tokens = []
        for kind, value, pos in _lex(text):
            if kind == "filter":
                name, _, val = value.partition(":")
                if not val:
                    raise QueryError(ERRORS["err_filter"].format(name=name, pos=pos + 1), position=pos)
                self.filters[name] = val
            else:
                self.tokens.append((kind, value, pos))
        self.i = 0

    def peek(self):
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    @staticmethod
    def op(tok) -> str | None:
        return tok[1] if tok and tok[0] == "word" and tok[1] in _OPERATORS else None

    def parse(self):
        if not self.tokens:
            return None
        node = self.parse_or()
        tok = self.peek()
        if tok is not None:
            raise QueryError(ERRORS["err_unexpected"].format(token=tok[1], pos=tok[2] + 1), position=tok[2])
        return node

    def parse_or(self):
        items = [self.parse_and()]
        while self.op(self.peek()) == "OR":
            self.i += 1
            items.append(self.parse_and())
        return items[0] if len(items) == 1 else Group("or", tuple(items))

    def parse_and(self):
        items = [self.parse_soft()]
        while self.op(self.peek()) == "AND":
            self.i += 1
            items.append(self.parse_soft())
        return items[0] if len(items) == 1 else Group("and", tuple(items))

    def parse_soft(self):
        items = [self.parse_unary()]
        while True:
            tok = self.peek()
            if tok is None or tok[0] == "rp" or self.op(tok) in ("AND", "OR"):
                break
            items.append(self.parse_unary())
        return items[0] if len(items) == 1 else Group("soft", tuple(items))

    def parse_unary(self):
        self.depth += 1
        try:
            return self._unary()
        finally:
            self.depth -= 1

    def _unary(self):
        tok = self.peek()
        if self.depth > MAX_DEPTH:
            pos = tok[2] if tok else len(self.text)
            raise QueryError(ERRORS["err_deep"].format(limit=MAX_DEPTH, pos=pos + 1), position=pos)
        if tok is None:
            end = len(self.text)
            raise QueryError(ERRORS["err_dangling"].format(pos=end), position=end)
        if self.op(tok) == "NOT":
            self.i += 1
            return NotNode(self.parse_unary(), tok[2])
        if self.op(tok) in ("AND", "OR"):
            raise QueryError(ERRORS["err_operator"].format(op=tok[1], pos=tok[2] + 1), position=tok[2])
        if tok[0] == "lp":
            self.i += 1
            node = self.parse_or()
            close = self.peek()
            if close is None or close[0] != "rp":
                raise QueryError(ERRORS["err_paren"].format(pos=tok[2] + 1), position=tok[2])
            self.i += 1
            return node
        if tok[0] == "rp":
            raise QueryError(ERRORS["err_unexpected"].format(token=")", pos=tok[2] + 1), position=tok[2])
        self.i += 1
        if tok[0] == "phrase":
            return Phrase(tok[1], tok[2])
        if tok[1].startswith("-") and len(tok[1]) > 1 and not tok[1][1].isdigit():
            return NotNode(Word(tok[1][1:], tok[2] + 1), tok[2])
        return Word(tok[1], tok[2])


def parse_query(text: str) -> tuple[object | None, dict[str, str]]:
    """(query tree of Word/Phrase/Group/NotNode, filters) of a query; QueryError with the position when malformed."""
    p = _Parser(text or "")
    return p.parse(), p.filters


def leaves(node) -> list:
    """The words and phrases of a tree outside NOT clauses, in order."""
    if isinstance(node, (Word, Phrase)):
        return [node]
    if isinstance(node, Group):
        return [leaf for i in node.items for leaf in leaves(i)]
    return []


def rule_refs(node) -> list[str]:
    """Rule numbers and ranges among the words, expanded (`601.2f-h` -> 601.2f, 601.2g, 601.2h). A number is a rule
    number only when it looks like one (`702.7`, `601.2f-h`) or stands alone (a query of numbers only: `7`, `702`):
    the 3 of "prevent the next 3 damage" is a word."""
    from ..ruleid import parse_range

    out = []
    words = leaves(node)
    alone = all(isinstance(w, Word) and _RULE_RE.match(w.text) for w in words)
    for leaf in words:
        if isinstance(leaf, Word) and _RULE_RE.match(leaf.text) and (alone or "." in leaf.text.rstrip(".")):
            try:
                out.extend(str(r) for r in parse_range(leaf.text.rstrip(".")))
            except InvalidRuleIdError:
                continue
    return out
