"""The documents of the search index, typed: `IndexDoc` (one rule version or glossary entry), `Found` (a document
the full-text search returned, with its score and the query terms it matched), and how the corpus becomes documents.

One document per distinct rule version (language, rule id, text) with the releases that carry it (`revs`), and one
per glossary entry: identical versions across the 22 English releases are indexed once and filtered by release.
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, replace
from functools import cached_property

from ..analysis import LANGUAGES, fold
from ..errors import RulesDBError

__all__ = ["IndexDoc", "Found", "collect", "field_lang", "NO_ORDER"]

#: the sort key of a document without a rule number (after every rule)
NO_ORDER = (99, 9999, 9999, 9999)


def field_lang(lang: str) -> str:
    """The language whose analyser (and index fields) a language uses: its own, else English."""
    return lang if lang in LANGUAGES else "en"


@dataclass(frozen=True)
class IndexDoc:
    """A rule version or a glossary entry as the index stores it.

    `rule` is the rule number (of a glossary entry: the first rule its definition cites, or ""); `term` the
    glossary term ("" for a rule); `revs` the releases of `lang` that carry this exact text; `sources` the file
    each of them was read from, where it is not `source` (the English of 2020-11-20 comes from the pt-BR PO file's
    msgids, that of 2026 from the English text file: the same text, two files)."""

    key: str
    kind: str  # "rule" or "glossary"
    lang: str
    rule: str
    title: str
    text: str
    examples: str = ""
    source: str = ""
    term: str = ""
    revs: tuple[str, ...] = ()
    context: str = ""  # the titles of the chapter and rule a subrule belongs to ("Commander", "First Strike")
    sources: tuple[tuple[str, str], ...] = ()  # (release, file) where the file is not `source`

    @property
    def ident(self) -> tuple[str, str]:
        """What a result list shows once: (kind, glossary term or rule number)."""
        return (self.kind, self.term if self.kind == "glossary" else self.rule)

    @cached_property
    def order(self) -> tuple:
        """The rule-number sort key (numeric: 702.9 < 702.10)."""
        from ..ruleid import RuleId

        if not self.rule:
            return NO_ORDER
        try:
            return RuleId.parse(self.rule).sort_key()
        except RulesDBError:
            return NO_ORDER

    @cached_property
    def path(self) -> tuple[str, ...]:
        """The rule number and its ancestors (`702.7b`, `702.7`, `702`, `7`): a rule lookup finds its subtree."""
        from ..ruleid import RuleId

        if self.kind != "rule" or not self.rule:
            return ()
        try:
            rid = RuleId.parse(self.rule)
        except RulesDBError:
            return ()
        return (str(rid), *(str(a) for a in rid.ancestors()))

    def revision(self, scopes: dict[str, str]) -> str:
        """The release shown for this document: the one searched in its language, else its latest."""
        return scopes.get(self.lang, self.revs[-1] if self.revs else "")

    def source_of(self, revision: str) -> str:
        """The file this document's text of `revision` was read from."""
        return dict(self.sources).get(revision, self.source)


@dataclass(frozen=True)
class Found:
    """A document of a full-text search: its score, and the query terms it matched as (lang, term) pairs, the
    language suffixed with `!` for an exact (accented, unstemmed) term."""

    doc: IndexDoc
    score: float
    matched: frozenset[tuple[str, str]]


def _rule_doc(node, key: str, context: str = "") -> IndexDoc:
    return IndexDoc(key=key, kind="rule", lang=node.lang, rule=str(node.id), title=node.title, text=node.text,
                    examples="\n".join(node.examples + node.rulings), source=node.source, context=context)


def _context(node, titles: dict[str, str], users: dict[str, set[str]]) -> str:
    """The titles of the chapter and the rule above `node` in its tree (a section's title is too broad), and of the
    variants that use its chapter (`_variant_users`)."""
    above = [titles[a] for a in (str(x) for x in node.id.ancestors() if x.kind in ("chapter", "rule")) if a in titles]
    return " ".join(above + sorted(users.get(_chapter(node.id) or "", ())))


def _chapter(rid) -> str | None:
    """The chapter (`805`) of a rule id, itself for a chapter; None above one."""
    if rid.kind == "chapter":
        return str(rid)
    return next((str(a) for a in rid.ancestors() if a.kind == "chapter"), None)


#: the section of the multiplayer options and variants (CR 800-811; the casual variants of section 9 use them too)
MULTIPLAYER = "8"


def _variant_users(nodes, titles: dict[str, str]) -> dict[str, set[str]]:
    """Chapter of a multiplayer option -> the titles of the variants that always use it, as its rules cite them: a
    chapter of section 8 citing a later chapter of sections 8-9 (805.1 `It's always used in the Two-Headed Giant
    variant (see rule 810) and the Archenemy casual variant (see rule 904)`). A judge names the variant (`2HG: my
    trigger and my teammate's trigger at once`); the option's rules (805.7) never do. The references are the ones
    the parser read (`RuleNode.refs`)."""
    users: dict[str, set[str]] = {}
    for node in nodes:
        own = _chapter(node.id)
        if own is None or own[0] != MULTIPLAYER or own == MULTIPLAYER + "00" or not node.text:
            continue
        for ref in node.refs:
            cited = _chapter(ref)
            if cited is not None and cited[0] in (MULTIPLAYER, "9") and cited > own and cited in titles:
                users.setdefault(own, set()).add(titles[cited])
    return users


#: a glossary entry's closing "See 701.66, “Earthbend.”": two entries of the English CR cite their rule without
#: the word "rule" (Casualty, Earthbend)
_SEE_NUMBER = re.compile(r"\bSee (\d{3}\.\d+[a-z]?)\b")


def _glossary_doc(entry, key: str, titled: dict[str, str]) -> IndexDoc:
    """The document of a glossary entry; `titled`: folded rule title -> rule id, of the entry's release. An entry
    that cites no rule points at the rule titled with its term (`Sneak`, 702.190 in the English of 2026; pt-BR
    `Bis`, 702.141)."""
    from ..refs import extract_refs

    refs = extract_refs(entry.text)
    bare = _SEE_NUMBER.search(entry.text) if not refs else None
    rule = str(refs[0]) if refs else (bare.group(1) if bare else titled.get(fold(entry.term), ""))
    return IndexDoc(key=key, kind="glossary", lang=entry.lang, rule=rule, title=entry.term,
                    text=entry.text, source=entry.source, term=entry.term)


def collect(corpus) -> tuple[dict[str, IndexDoc], dict[str, dict[str, set[str]]], dict[str, str]]:
    """(documents by key, with their releases; per source: key -> releases; source hashes) of every tree and
    glossary of the store."""
    from ..store import text_hash

    docs: dict[str, IndexDoc] = {}
    contrib: dict[str, dict[str, set[str]]] = {}
    for lang, rev, _label, _n in corpus.reader.trees():
        titles: dict[str, str] = {}
        titled: dict[str, str] = {}  # a rule's folded title -> the rule (not a chapter's or a section's)
        nodes = list(corpus.reader.tree(lang, rev))
        for node in nodes:
            if node.title:
                titles.setdefault(str(node.id), node.title)
                if node.id.kind == "rule":
                    titled.setdefault(fold(node.title), str(node.id))
        users = _variant_users(nodes, titles)
        for node in nodes:
            key = f"r|{node.lang}|{node.id}|{text_hash(node)}"
            if key not in docs:
                docs[key] = _rule_doc(node, key, _context(node, titles, users))
            contrib.setdefault(node.source, {}).setdefault(key, set()).add(rev)
        for entry in corpus.reader.glossary(lang, rev):
            h = hashlib.blake2b(f"{entry.term}\x00{entry.text}".encode("utf-8"), digest_size=8).hexdigest()
            key = f"g|{entry.lang}|{fold(entry.term)}|{h}"
            if key not in docs:
                docs[key] = _glossary_doc(entry, key, titled)
            contrib.setdefault(entry.source, {}).setdefault(key, set()).add(rev)
    files: dict[str, dict[str, str]] = {}  # key -> release -> the file read for it
    for source, keys in contrib.items():
        for key, rs in keys.items():
            files.setdefault(key, {}).update(dict.fromkeys(rs, source))
    docs = {k: replace(d, revs=tuple(sorted(files[k])),
                       sources=tuple(sorted((r, f) for r, f in files[k].items() if f != d.source)))
            for k, d in docs.items()}
    hashes = {s.name: s.sha256 for s in corpus.sources()}
    return docs, contrib, hashes
