"""Search the rules: parse a query, expand it into the other languages, rank, and mark fallbacks.

Query language: words (all optional, more matched words rank higher), `"a phrase"`, `AND`, `OR`, `NOT`
(also `-word`), parentheses, and the filters `lang:xx` and `rev:DATE`. A rule number or range (`702.7`,
`702.7b`, `601.2f-h`) puts those rules first; a glossary term (`first strike`, `Erstschlag`) puts its glossary
entry and its defining rule first.

Cross-language: a phrase of the asked language found in the index's expansion table (keyword names, CR glossary
entries, titles of aligned rules; built by `index.py`) also searches its English wording, so `arrollar` finds
702.19 in English, marked `fallback` because Spanish has no 702.19. A hit in English for a rule (or a glossary
entry) the asked language has is shown in the asked language, and ranks below the language's own matches.

Ranking of the full text: whoosh's BM25F (statistics per language, see `index.py`), times a weight for the
share of the query's words a hit matches, in its language or through an expansion (`_coverage_weight`): a
rule with every word of the query beats an entry that repeats one of them.

`search()` is the one entry point; `parse_query()` is exposed for tests. The whoosh side is in `index.py`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .analysis import LANGUAGES, analyze, analyze_tokens, is_cjk, terms, Decompounder
from .errors import InvalidRuleIdError, QueryError, UnknownLanguageError
from .search_output import TEXTS

__all__ = ["search", "parse_query", "Hit", "SearchResult", "Word", "Phrase", "Group", "NotNode",
           "And", "Or", "Not", "Match", "AnyOf", "detect_query_language", "scopes_for", "match_spans"]

# -- the parsed query ---------------------------------------------------------------------------


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


# -- the index query tree (translated to whoosh by index.py) ------------------------------------


@dataclass(frozen=True)
class Match:
    """Analysed terms of one word or phrase in one language's fields; several terms form a phrase."""

    lang: str
    terms: tuple[str, ...]
    exact: tuple[str, ...] = ()
    boost: float = 1.0


@dataclass(frozen=True)
class AnyOf:
    items: tuple


@dataclass(frozen=True)
class And:
    items: tuple


@dataclass(frozen=True)
class Or:
    items: tuple


@dataclass(frozen=True)
class Not:
    item: object


# -- results -------------------------------------------------------------------------------------


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

    def to_json(self) -> dict:
        return {"id": self.id, "lang": self.lang, "revision": self.revision, "title": self.title,
                "snippet": self.snippet, "score": round(self.score, 4), "fallback": self.fallback,
                "kind": self.kind, "why": self.why, "rule": self.rule or self.id,
                "highlights": [list(h) for h in self.highlights], "source": self.source,
                "aligned": [{"lang": l, "title": t, "text": x} for l, t, x in self.aligned]}


@dataclass(frozen=True)
class SearchResult:
    query: str
    lang: str
    hits: tuple[Hit, ...]
    suggestions: tuple[str, ...] = ()
    expansions: tuple[str, ...] = ()
    scopes: dict = field(default_factory=dict, compare=False)

    def to_json(self) -> list[dict]:
        return [h.to_json() for h in self.hits]


# -- parsing -------------------------------------------------------------------------------------

_LEX = re.compile(r'\s*(?:(?P<lp>\()|(?P<rp>\))|(?P<q>")|(?P<filter>(?:lang|rev):\S*)|(?P<word>[^\s()"]+))')
_RULE_RE = re.compile(r"^\d{1,3}(?:\.\d{1,3}[a-z]{0,2})?(?:\s*[-\u2013]\s*(?:\d{1,3}(?:\.\d{1,3})?)?[a-z]{0,2})?\.?$")


def _lex(text: str):
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
                raise QueryError(TEXTS["err_quote"].format(pos=start + 1), position=start)
            out.append(("phrase", text[m.end():end], start))
            pos = end + 1
            continue
        value = m.group(kind)
        out.append((kind, value, start))
        pos = m.end()
    return out


class _Parser:
    def __init__(self, text: str):
        self.text = text
        self.filters: dict[str, str] = {}
        self.tokens = []
        for kind, value, pos in _lex(text):
            if kind == "filter":
                name, _, val = value.partition(":")
                if not val:
                    raise QueryError(TEXTS["err_filter"].format(name=name, pos=pos + 1), position=pos)
                self.filters[name] = val
            else:
                self.tokens.append((kind, value, pos))
        self.i = 0

    def peek(self):
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def op(self, tok) -> str | None:
        return tok[1] if tok and tok[0] == "word" and tok[1] in ("AND", "OR", "NOT") else None

    def parse(self):
        if not self.tokens:
            return None
        node = self.parse_or()
        tok = self.peek()
        if tok is not None:
            raise QueryError(TEXTS["err_unexpected"].format(token=tok[1], pos=tok[2] + 1), position=tok[2])
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
        tok = self.peek()
        if tok is None:
            end = len(self.text)
            raise QueryError(TEXTS["err_dangling"].format(pos=end), position=end)
        if self.op(tok) == "NOT":
            self.i += 1
            return NotNode(self.parse_unary(), tok[2])
        if self.op(tok) in ("AND", "OR"):
            raise QueryError(TEXTS["err_operator"].format(op=tok[1], pos=tok[2] + 1), position=tok[2])
        if tok[0] == "lp":
            self.i += 1
            node = self.parse_or()
            close = self.peek()
            if close is None or close[0] != "rp":
                raise QueryError(TEXTS["err_paren"].format(pos=tok[2] + 1), position=tok[2])
            self.i += 1
            return node
        if tok[0] == "rp":
            raise QueryError(TEXTS["err_unexpected"].format(token=")", pos=tok[2] + 1), position=tok[2])
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


def _leaves(node) -> list:
    if isinstance(node, (Word, Phrase)):
        return [node]
    if isinstance(node, Group):
        return [l for i in node.items for l in _leaves(i)]
    return []


def _rule_refs(node) -> list[str]:
    """Rule numbers and ranges among the words (top-level and soft groups only)."""
    from .ruleid import parse_range

    out = []
    for leaf in _leaves(node) if not isinstance(node, NotNode) else []:
        if isinstance(leaf, Word) and _RULE_RE.match(leaf.text):
            try:
                out.extend(str(r) for r in parse_range(leaf.text.rstrip(".")))
            except InvalidRuleIdError:
                continue
    return out


# -- languages and releases ----------------------------------------------------------------------

def detect_query_language(text: str, lexicon: dict, index=None) -> str:
    """The language of a query: zh for Chinese characters; else the language whose expansion table knows most
    of it; else the language whose indexed words cover more of it than English does; else en."""
    if is_cjk(text):
        return "zh"
    best, best_n = "en", 0
    for lang, table in lexicon.get("expansions", {}).items():
        if lang == "zh":
            continue
        words = terms(text, lang)
        n = sum(1 for i in range(len(words)) for j in range(i + 1, len(words) + 1) if " ".join(words[i:j]) in table)
        if n > best_n:
            best, best_n = lang, n
    if best_n or index is None:
        return best
    words = [w for w in re.findall(r"[^\W\d_]+", text) if w not in ("AND", "OR", "NOT")]
    if not words:
        return "en"
    counts = {}
    for lang in lexicon.get("languages", {}):
        if lang == "zh":
            continue
        counts[lang] = sum(1 for w in words if any(index.known(lang, t) for t in analyze(w, lang)))
    en = counts.get("en", 0)
    other = max((l for l in counts if l != "en"), key=lambda l: counts[l], default=None)
    if other is not None and counts[other] > en:
        return other
    return "en"


def _rev_for(lang: str, info: dict, date: str | None) -> str:
    if date is None:
        return info["default"]
    if date in info["revs"]:
        return date
    from .corpus import release_in_force

    return release_in_force(lang, info["revs"], date)


def scopes_for(lang: str, lexicon: dict, date: str | None = None) -> dict[str, str]:
    """lang -> release searched: the asked language and English (the fallback); every language for `all`."""
    langs = lexicon["languages"]
    if lang == "all":
        return {l: _rev_for(l, info, date) for l, info in langs.items()}
    if lang not in langs:
        raise UnknownLanguageError(TEXTS["err_lang"].format(lang=lang, langs=", ".join(sorted(langs))))
    out = {lang: _rev_for(lang, langs[lang], date)}
    if lang != "en" and "en" in langs:
        out["en"] = _rev_for("en", langs["en"], date)
    return out


# -- compiling to the index query tree -------------------------------------------------------------

_WORD_RE = re.compile(r"[^\W\d_]+")


class _Compiler:
    def __init__(self, lang: str, lexicon: dict, index, decompounder: Decompounder | None):
        self.lang = lang
        self.table = lexicon.get("expansions", {}).get(lang, {}) if lang not in ("en", "all") else {}
        self.index = index
        self.decompounder = decompounder
        self.expanded: list[str] = []
        self.query_terms: dict[str, set[str]] = {}
        #: the query's concepts (the position of each word or phrase that produced a match) and, per Match,
        #: the concepts it stands for: a document's coverage is the share of concepts it matched
        self.concepts: set[int] = set()
        self.covers: list[tuple[Match, frozenset[int]]] = []
        self._leaf: frozenset[int] = frozenset()
        self._whole = False

    def _lang_fields(self) -> str:
        return "en" if self.lang == "all" else self.lang

    def _as_corpus_spells(self, text: str, lang: str) -> str:
        """`text` with each word typed without accents that the corpus only spells with them re-accented
        (the index's `accents` table): `construido` is stemmed as `construído`."""
        table = self.index.lexicon.get("accents", {}).get(lang) if self.index is not None else None
        if not table:
            return text
        return _WORD_RE.sub(lambda m: table.get(m.group().casefold(), m.group()), text)

    def match(self, text: str, lang: str, boost: float = 1.0):
        stems = tuple(analyze(self._as_corpus_spells(text, lang), lang))
        if not stems:
            return None
        exact = tuple(analyze(text, lang, exact=True))
        self.query_terms.setdefault(lang, set()).update(stems)
        self.query_terms.setdefault(lang + "!", set()).update(exact)
        items = [self._register(Match(lang, stems, exact if len(exact) == 1 else (), boost))]
        if lang == "de" and self.decompounder is not None and len(stems) == 1:
            parts = self.decompounder.split(text)
            if parts and not self.index.known(lang, stems[0]):
                pstems = tuple(dict.fromkeys(analyze(p, lang)[0] for p in parts[:2] if analyze(p, lang)))
                self.query_terms[lang].update(pstems)
                items.append(And(tuple(self._register(Match(lang, (s,), (), 0.8 * boost)) for s in pstems)))
        return items[0] if len(items) == 1 else AnyOf(tuple(items))

    def _register(self, m: Match) -> Match:
        if self._leaf:
            self.covers.append((m, self._leaf))
            if not self._whole:
                self.concepts.update(self._leaf)
        return m

    def coverage(self, matched: frozenset) -> float:
        """The share of the query's concepts a document matched ((field, term) pairs from the index): a
        document that matches every word, in its own language or through an expansion, beats one that matches
        one word many times."""
        if not self.concepts:
            return 1.0
        got: dict[int, float] = {}
        for m, leaves in self.covers:
            lang = m.lang if m.lang in LANGUAGES else "en"
            if any((f"x_{lang}", e) in matched for e in m.exact):
                share = 1.0
            else:
                share = sum(1 for t in m.terms if (f"t_{lang}", t) in matched or (f"b_{lang}", t) in matched)
                share /= max(1, len(m.terms))
            for leaf in leaves:
                if share > got.get(leaf, 0.0):
                    got[leaf] = share
        return sum(got.get(c, 0.0) for c in self.concepts) / len(self.concepts)

    def english(self, phrases) -> list:
        out = []
        for english in phrases:
            m = self.match(english, "en", 0.9)
            if m is not None:
                out.append(m)
                if english not in self.expanded:
                    self.expanded.append(english)
        return out

    def expand_sequence(self, words: list[str], positions: list[int] | None = None) -> list:
        """English alternatives of the longest known phrases of `words` (greedy, left to right); `positions`
        are the words' places in the query (the concepts an expansion stands for)."""
        if not self.table:
            return []
        positions = positions if positions is not None else [-1] * len(words)
        flat: list[str] = []
        owner: list[int] = []
        for w, at in zip(words, positions):
            a = terms(w, self.lang)
            flat.extend(a)
            owner.extend([at] * len(a))
        out, i = [], 0
        saved = self._leaf
        while i < len(flat):
            for j in range(min(len(flat), i + 6), i, -1):
                key = " ".join(flat[i:j])
                if key in self.table:
                    self._leaf = frozenset(p for p in owner[i:j] if p >= 0)
                    out.extend(self.english(self.table[key]))
                    i = j
                    break
            else:
                i += 1
        self._leaf = saved
        return out

    def compile(self, node):
        lang = self._lang_fields()
        if isinstance(node, Word):
            self._leaf = frozenset((node.pos,))
            m = self.match(node.text, lang)
            alts = self.expand_sequence([node.text], [node.pos])
            if not alts and m is not None and lang not in ("en", "zh") and not any(self.index.known(lang, t) for t in analyze(node.text, lang)):
                same = self.match(node.text, "en", 0.8)  # a cognate or an English word typed in another language
                if same is not None:
                    alts = [same]
            self._leaf = frozenset()
            items = [x for x in [m, *alts] if x is not None]
            return AnyOf(tuple(items)) if items else None
        if isinstance(node, Phrase):
            self._leaf = frozenset((node.pos,))
            m = self.match(node.text, lang)
            alts = self.expand_sequence([node.text], [node.pos])
            self._leaf = frozenset()
            items = [x for x in [m, *alts] if x is not None]
            return AnyOf(tuple(items)) if items else None
        if isinstance(node, NotNode):
            saved = (set(self.concepts), list(self.covers))
            inner = self.compile(node.item)
            self.concepts, self.covers = saved  # what a document must not match is not a concept to cover
            return Not(inner) if inner is not None else None
        if isinstance(node, Group):
            items = [c for c in (self.compile(i) for i in node.items) if c is not None]
            if node.op == "soft":
                leaves = [i for i in node.items if isinstance(i, (Word, Phrase))]
                words = [i.text for i in leaves]
                items.extend(self.expand_sequence(words, [i.pos for i in leaves]))
                if len(words) > 1 and len(words) == len(node.items):
                    self._leaf, self._whole = frozenset(i.pos for i in leaves), True
                    whole = self.match(" ".join(words), lang, 2.0)  # the words in this order (a title) rank higher
                    self._leaf, self._whole = frozenset(), False
                    if whole is not None:
                        items.append(whole)
                return Or(tuple(items)) if items else None
            if not items:
                return None
            return And(tuple(items)) if node.op == "and" else Or(tuple(items))
        return None


#: candidates of the full-text search that are re-ranked by coverage and localised
_CANDIDATES = 50
#: a hit's score is multiplied by `_FLOOR + (1 - _FLOOR) * coverage ** _ALPHA`
_ALPHA = 2.0
_FLOOR = 0.05
#: a document of the asked language reached only through its English counterpart keeps this share of its score
_VIA_ENGLISH = 0.6


def _coverage_weight(coverage: float) -> float:
    """How much of its score a hit keeps for matching `coverage` (0..1) of the query's words: squared, so a
    hit that matches two words of three keeps 44%, one of three 11%."""
    return _FLOOR + (1 - _FLOOR) * coverage ** _ALPHA


def _positive(tree) -> bool:
    """True when the tree can match something on its own (not only NOT clauses)."""
    if isinstance(tree, Not):
        return False
    if isinstance(tree, (Or, AnyOf)):
        return any(_positive(i) for i in tree.items)
    if isinstance(tree, And):
        return any(_positive(i) for i in tree.items)
    return tree is not None


# -- snippets ------------------------------------------------------------------------------------

#: analysed tokens of the texts snippets were made from (the same rules come back query after query)
_TOKENS: dict[tuple[str, str], list] = {}


def _tokens(text: str, lang: str) -> list:
    key = (text, lang)
    toks = _TOKENS.get(key)
    if toks is None:
        if len(_TOKENS) > 20_000:
            _TOKENS.clear()
        toks = _TOKENS[key] = analyze_tokens(text, lang, stopwords=False)
    return toks


def _part_spans(word: str, offset: int, decompounder: Decompounder, wanted: set[str]) -> list[tuple[int, int]]:
    """(start, end) in the text of the compound parts of `word` (at `offset`) whose stem was searched for."""
    from .analysis import fold, stem

    parts = [p for p in decompounder.split(word) if stem(p, "de") in wanted]
    if not parts:
        return []
    origin: list[int] = []  # index in `word` of each character of the folded word
    for i, c in enumerate(word):
        origin.extend([i] * len(fold(c)))
    origin.append(len(word))
    folded = fold(word)
    spans = []
    for p in parts:
        at = folded.find(p)
        if at >= 0:
            spans.append((offset + origin[at], offset + origin[at + len(p) - 1] + 1))
    return spans


def match_spans(text: str, lang: str, query_terms: dict[str, set[str]],
                decompounder: Decompounder | None = None) -> list[tuple[int, int]]:
    """(start, end) of the words of `text` (normalised) that the query matched, in order, none inside another.

    A word matches by its stem or its exact lower-case form; in German also a compound part of it, and then
    only that part is marked (`Kampf[schaden]segment` for `Schaden`)."""
    wanted = query_terms.get(lang, set())
    exact = query_terms.get(lang + "!", set())
    spans: list[tuple[int, int]] = []
    for t in _tokens(text, lang):
        if t.term in wanted or text[t.start:t.end].casefold() in exact:
            spans.append((t.start, t.end))
        elif decompounder is not None and lang == "de" and t.end - t.start >= decompounder.MIN_WORD:
            spans.extend(_part_spans(text[t.start:t.end], t.start, decompounder, wanted))
    spans = sorted(set(spans), key=lambda se: (se[0], -se[1]))
    out: list[tuple[int, int]] = []
    for s, e in spans:
        if out and s < out[-1][1]:
            continue  # inside (or overlapping) a longer span already marked
        out.append((s, e))
    return out


def _snippet(text: str, lang: str, query_terms: dict[str, set[str]], width: int = 200,
             decompounder: Decompounder | None = None) -> tuple[str, tuple]:
    """A window of `text` around the first matched word, and the (start, end) of matched words in it."""
    from .analysis import normalize

    text = normalize(" ".join(text.split()))
    spans = match_spans(text, lang, query_terms, decompounder)
    if len(text) <= width:
        return text, tuple(spans)
    first = spans[0][0] if spans else 0
    start = max(0, first - width // 3)
    if start:
        space = text.find(" ", start)
        start = space + 1 if 0 <= space < first else start
    end = min(len(text), start + width)
    if end < len(text):
        space = text.rfind(" ", start, end)
        end = space if space > first else end
    prefix = "… " if start else ""
    suffix = " …" if end < len(text) else ""
    shift = len(prefix) - start
    inside = tuple((s + shift, e + shift) for s, e in spans if s >= start and e <= end)
    return prefix + text[start:end] + suffix, inside


# -- the search --------------------------------------------------------------------------------------

def _doc_rev(doc: dict, scopes: dict[str, str]) -> str:
    return scopes.get(doc["lang"], doc["revs"].split()[-1] if doc.get("revs") else "")


def _make_hit(doc: dict, score: float, asked: str, scopes: dict[str, str], why: str, query_terms,
              index=None) -> Hit:
    body = doc["text"] or doc.get("examples", "")
    if not body and doc["kind"] == "rule":
        body = doc["title"]
    dec = _decompounder(index) if index is not None and doc["lang"] == "de" else None
    snippet, spans = _snippet(body, doc["lang"] if doc["lang"] in ("en", "es", "it", "de", "pt", "zh") else "en",
                              query_terms, decompounder=dec)
    is_gloss = doc["kind"] == "glossary"
    return Hit(id=doc["term"] if is_gloss else doc["rule"], lang=doc["lang"], revision=_doc_rev(doc, scopes),
               title=doc["title"], snippet=snippet, score=float(score),
               fallback=asked != "all" and doc["lang"] != asked, kind=doc["kind"], why=why, highlights=spans,
               rule=doc["rule"], source=doc.get("source", ""))


def search(query: str, lang: str | None = None, rev: str | None = None, limit: int = 10, home=None,
           index=None, with_langs: tuple[str, ...] = (), progress=None) -> SearchResult:
    """Search the corpus. `lang` None picks the query's language; "all" searches every language."""
    tree, filters = parse_query(query)
    if index is None:
        from .index import open_index

        index = open_index(home, progress=progress)
    lexicon = index.lexicon
    lang = filters.get("lang", lang)
    rev = filters.get("rev", rev)
    if lang is None:
        lang = detect_query_language(query, lexicon, index)
    scopes = scopes_for(lang, lexicon, rev)
    if tree is None:
        raise QueryError(TEXTS["err_empty"], position=0)
    dec = None
    if lang == "de":
        dec = _decompounder(index)
    comp = _Compiler(lang, lexicon, index, dec)
    compiled = comp.compile(tree)
    home_lang = scopes if lang == "all" else {lang: scopes[lang]}

    found_docs: list[tuple[dict, float, str]] = []  # snippets are made only for the hits returned
    seen: set[tuple[str, str]] = set()

    def add(doc: dict, score: float, why: str) -> None:
        ident = (doc["kind"], doc["term"] if doc["kind"] == "glossary" else doc["rule"])
        if ident in seen:
            return
        seen.add(ident)
        found_docs.append((doc, score, why))

    def localise(docs: list[dict]) -> list[dict]:
        """Each rule document in the asked language when that language has the rule."""
        if lang == "all":
            return docs
        ids = [d["rule"] for d in docs if d["kind"] == "rule" and d["lang"] != lang]
        if not ids:
            return docs
        local = {d["rule"]: d for d in index.rules(ids, home_lang, subtree=False)}
        return [local.get(d["rule"], d) if d["kind"] == "rule" else d for d in docs]

    # 1. rule numbers first
    refs = _rule_refs(tree)
    if refs:
        docs = index.rules(refs, home_lang, subtree=True)
        found = {d["rule"] for d in docs}
        missing = [r for r in refs if r not in found and not any(f.startswith(r + ".") or
                   (f.startswith(r) and f[len(r):].isalpha()) for f in found)]
        if missing and lang != "all" and "en" in scopes:
            docs += index.rules(missing, {"en": scopes["en"]}, subtree=True)
        for d in docs:
            add(d, 1000.0, "rule")
    # 2. a glossary term: its entry, then its defining rule
    if not isinstance(tree, NotNode) and not refs:
        words = " ".join(l.text for l in _leaves(tree))
        flang = "en" if lang == "all" else lang
        entries = index.glossary(flang, " ".join(terms(words, flang)), scopes)
        if not entries and lang != "en":
            for english in comp.table.get(" ".join(terms(words, flang)), []):
                entries += [d for d, _s in _localise_scored(
                    [(e, 1.0) for e in index.glossary("en", " ".join(terms(english, "en")), scopes)],
                    lang, home_lang, index)]
        titled = index.titled(flang, " ".join(terms(words, flang)), home_lang if lang != "all" else scopes)
        if not titled and lang != "en":
            for english in comp.table.get(" ".join(terms(words, flang)), []):
                titled += localise(index.titled("en", " ".join(terms(english, "en")),
                                                {"en": scopes["en"]} if "en" in scopes else scopes))
        for entry in entries[:1]:
            add(entry, 900.0, "glossary")
        for doc in titled[:2]:  # a rule whose title is the query: the rule and its first subrules
            add(doc, 850.0, "title")
            subtree = localise(index.rules([doc["rule"]], {doc["lang"]: _doc_rev(doc, scopes)}, subtree=True))
            for d in _mentioning_first(subtree, comp.query_terms, index)[1:4]:
                add(d, 840.0, "title")
        for entry in entries[:1]:
            if entry["rule"]:
                defining = localise(index.rules([entry["rule"]], {"en": scopes.get("en", "")} if lang != "all" else scopes,
                                                subtree=True))
                for d in _mentioning_first(defining, comp.query_terms, index)[:5]:
                    add(d, 800.0, "glossary")
    # 3. full text
    if compiled is not None and _positive(compiled):
        found = index.search(compiled, scopes, limit=max(limit * 4, _CANDIDATES), matched=True)
        scored = _localise_scored([(d, s * _coverage_weight(comp.coverage(m))) for d, s, m in found],
                                  lang, home_lang, index)
        best: dict[tuple[str, str], tuple[dict, float]] = {}
        for d, score in scored:
            ident = (d["kind"], d["term"] if d["kind"] == "glossary" else d["rule"])
            if ident not in best or score > best[ident][1]:
                best[ident] = (d, score)
        for d, score in sorted(best.values(), key=lambda ds: -ds[1]):
            add(d, score, "text")
            if len(found_docs) >= limit * 2:
                break
    hits = [_make_hit(d, score, lang, scopes, why, comp.query_terms, index) for d, score, why in found_docs[:limit]]
    if with_langs:
        hits = [_align(h, with_langs, index, lexicon) for h in hits]
    suggestions: tuple[str, ...] = ()
    if not hits:
        sugg: list[str] = []
        for leaf in _leaves(tree):
            for w in leaf.text.split():
                for s in index.suggest(w, "en" if lang == "all" else lang):
                    if s not in sugg and s != w.lower():
                        sugg.append(s)
        suggestions = tuple(sugg[:8])
    return SearchResult(query=query, lang=lang, hits=tuple(hits), suggestions=suggestions,
                        expansions=tuple(comp.expanded), scopes=scopes)


def _mentioning_first(docs: list[dict], query_terms: dict[str, set[str]], index) -> list[dict]:
    """A rule and its subtree (rule order): the rule first, then the subrules whose text has the query's words
    (the subrule that defines a glossary term, like 104.3a for conceding), then the others."""
    if len(docs) <= 2:
        return docs

    def mentions(d: dict) -> bool:
        lang = d["lang"] if d["lang"] in LANGUAGES else "en"
        dec = _decompounder(index) if lang == "de" else None
        return bool(d["text"]) and bool(match_spans(d["text"], lang, query_terms, dec))

    rest = docs[1:]
    return docs[:1] + [d for d in rest if mentions(d)] + [d for d in rest if not mentions(d)]


def _localise_scored(items: list[tuple[dict, float]], lang: str, home_lang: dict[str, str], index) -> list:
    """Each (document, score) in the asked language when that language has it: a rule by its number, a
    glossary entry by its aligned entry (the index's `glossary_pairs`). A document reached only through its
    English counterpart scores `_VIA_ENGLISH` times the English score, below the language's own matches;
    English stays (a fallback) only where the language lacks the rule or the entry."""
    if lang in ("all", "en"):
        return items
    ids = [d["rule"] for d, _s in items if d["kind"] == "rule" and d["lang"] != lang]
    local = {d["rule"]: d for d in index.rules(ids, home_lang, subtree=False)} if ids else {}
    pairs = index.lexicon.get("glossary_pairs", {}).get(lang, {})
    out = []
    for d, score in items:
        if d["lang"] != lang:
            if d["kind"] == "rule" and d["rule"] in local:
                d, score = local[d["rule"]], score * _VIA_ENGLISH
            elif d["kind"] == "glossary" and d["term"] in pairs:
                entries = index.glossary(lang, " ".join(terms(pairs[d["term"]], lang)), home_lang)
                if entries:
                    d, score = entries[0], score * _VIA_ENGLISH
        out.append((d, score))
    return out


def _align(hit: Hit, langs: tuple[str, ...], index, lexicon) -> Hit:
    if hit.kind != "rule":
        return hit
    aligned = []
    for other in langs:
        if other == hit.lang or other not in lexicon["languages"]:
            continue
        docs = index.rules([hit.id], {other: lexicon["languages"][other]["default"]}, subtree=False)
        if docs:
            aligned.append((other, docs[0]["title"], docs[0]["text"] or docs[0]["examples"]))
    from dataclasses import replace

    return replace(hit, aligned=tuple(aligned))


_DECOMPOUNDER_CACHE: dict[str, Decompounder] = {}


def _decompounder(index) -> Decompounder | None:
    key = str(index.path)
    if key not in _DECOMPOUNDER_CACHE:
        _DECOMPOUNDER_CACHE[key] = Decompounder(index.lexicon.get("de_vocabulary", []))
    return _DECOMPOUNDER_CACHE[key]
