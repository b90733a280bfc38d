"""The results of a search, typed: `Hit` (one rule or glossary entry in one language and release) and
`SearchResult`; `to_json()` gives the shape `rulesdb search --json` prints."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = ["Hit", "SearchResult"]


@dataclass(frozen=True)
class Hit:
    """One result: a rule (or a glossary entry) in one language and release."""

    id: str
    lang: str
    revision: str
    title: str
    snippet: str
    score: float
    fallback: bool
    kind: str = "rule"
    why: str = "text"
    highlights: tuple[tuple[int, int], ...] = ()
    rule: str = ""
    source: str = ""
    aligned: tuple[tuple[str, str, str], ...] = ()  # (lang, title, text) of the same rule in --with languages
    definition: tuple[str, str, str] = ()  # (term, lang, text) of the glossary entry that brought this rule in
    #: where a rule of a translation made from an older English release stands in the newest one (`newest`): its
    #: number there ("" when no longer in the rules); None when numbered alike (or not known)
    now: str | None = None
    newest: str = ""

    def to_json(self) -> dict:
        out = {"id": self.id, "lang": self.lang, "revision": self.revision, "title": self.title,
               "snippet": self.snippet, "score": round(self.score, 4), "fallback": self.fallback,
               "kind": self.kind, "why": self.why, "rule": self.rule or self.id,
               "highlights": [list(h) for h in self.highlights], "source": self.source,
               "aligned": [{"lang": l, "title": t, "text": x} for l, t, x in self.aligned]}
        if self.now is not None:
            out["current"] = {"rule": self.now or None, "release": self.newest}
        if self.definition:
            term, lang, text = self.definition
            out["definition"] = {"term": term, "lang": lang, "text": text}
        return out


@dataclass(frozen=True)
class SearchResult:
    """The hits of a query in the language searched (`lang`: the asked or detected one, or `all`), with the
    close words of the corpus when nothing was found, the English phrases also searched, and the typed words
    nothing was found for."""

    query: str
    lang: str
    hits: tuple[Hit, ...]
    suggestions: tuple[str, ...] = ()
    expansions: tuple[str, ...] = ()
    scopes: dict = field(default_factory=dict, compare=False)
    #: the typed words the index holds in no wording searched (see `CompiledQuery.unmatched`)
    unmatched: tuple[str, ...] = ()
    #: (typed word, a close word that is found) for the unmatched words spelt close to one (`frist`, first)
    respellings: tuple[tuple[str, str], ...] = ()
    #: the cards the query names (`cardnames.match.CardHit`), whose English text was searched with it
    cards: tuple = ()

    def respelling(self, word: str) -> str | None:
        """The close word offered for the unmatched typed `word`, or None."""
        return next((close for typed, close in self.respellings if typed == word), None)

    def unmatched_with_respellings(self) -> list[str]:
        """The unmatched words, each with the close word offered for it: `frist (first?)`."""
        return [w if (close := self.respelling(w)) is None else f"{w} ({close}?)" for w in self.unmatched]

    def respelled_query(self, word: str) -> str:
        """The query with the typed `word` written as the close word offered for it (its first occurrence)."""
        close = self.respelling(word)
        if close is None:
            return self.query
        return re.sub(r"(?<!\w)" + re.escape(word) + r"(?!\w)", lambda _m: close, self.query, count=1)

    def to_json(self) -> list[dict]:
        return [h.to_json() for h in self.hits]
