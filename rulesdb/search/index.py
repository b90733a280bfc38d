"""The whoosh adapter: the schema, the analyser, the scoring, writing documents and reading them back.

This is the only module of rulesdb that imports whoosh, so the distribution (whoosh-reloaded today) can be
swapped here. Everything else speaks `IndexDoc`, `Found` and the index query tree of `compile.py`.

Fields: per language L, `t_L` (title / glossary term), `b_L` (text, examples, rulings), both folded and stemmed,
`x_L` (title and text, lower case only) which lets an exact accented match rank above a folded one, and `c_L`
(the titles of the chapter and rule a subrule belongs to: "can my commander …" finds 903.9a under "Commander"). Lookups:
`path` (a rule number and its ancestors), `rule`, `scope` (`lang@release`), `gterm` (an analysed glossary term or
rule title). Scoring is BM25F with each language's statistics (average field length, IDF) taken over that
language's documents only (`_PerLanguageBM25F`), so a language with few documents is not penalised as "long".
`RuleIndex.search` computes it in memory (`scoring.py`) from posting lists read once from whoosh's reader;
whoosh's own matchers (`_search_whoosh`) remain as the reference the tests compare it with.
"""
from __future__ import annotations

import contextlib
import functools
import sys
import threading
import types
from math import log
from pathlib import Path
from typing import Callable, Container, Iterable, Mapping, Sequence


@contextlib.contextmanager
def _without_unused_imports():
    """While whoosh is imported by a process with one thread (the command line), stand-ins for two modules whoosh
    imports and does not need to read an index: `urllib.request` (for `urlretrieve`, which whoosh never calls: it
    brings in http, email and ssl) and the `cached_property` package (whose `cached_property` whoosh uses once,
    as `functools.cached_property` works, and which imports asyncio). Together they were a third of whoosh's
    import time, a sixth of a `rulesdb search`. The stand-ins leave `sys.modules` as soon as whoosh is imported,
    so any later import gets the real modules; a module already imported, or a process with other threads (a
    server: another thread could import the module meanwhile), is left alone."""
    if threading.active_count() != 1 or "whoosh.reading" in sys.modules:
        yield
        return
    stand_ins = {}
    if "urllib.request" not in sys.modules:
        stand_ins["urllib.request"] = types.ModuleType("urllib.request")
        stand_ins["urllib.request"].urlretrieve = None
    if "cached_property" not in sys.modules:
        stand_ins["cached_property"] = types.ModuleType("cached_property")
        stand_ins["cached_property"].cached_property = functools.cached_property
    sys.modules.update(stand_ins)
    try:
        yield
    finally:
        for name, module in stand_ins.items():
            if sys.modules.get(name) is module:
                del sys.modules[name]


with _without_unused_imports():
    from whoosh import fields as _wf
    from whoosh import index as _wi
    from whoosh import query as _wq
    from whoosh import scoring as _ws
    from whoosh import reading as _wr  # noqa: F401 - imported here, with the stand-ins of its needless imports
    from whoosh.analysis import Token as _WToken
    from whoosh.analysis import Tokenizer as _WTokenizer
    from whoosh.codec.whoosh3 import LENGTHS_COLUMN as _LENGTHS_COLUMN
    from whoosh.util.numeric import byte_to_length as _byte_to_length

from ..analysis import LANGUAGES, Decompounder, analyze_tokens, terms
from ..errors import QueryError
from ..textfold import fold
from .compile import And, AnyOf, Match, Not, Or
from .document import Found, IndexDoc, field_lang
from .expansion import Lexicon
from .scoring import B, K1, Exclude, Inter, Leaf, Union, bm25, matched, top

__all__ = ["RuleIndex", "exists", "write"]

Progress = Callable[[int, int, str], None]

#: weight of a match in the titles above a subrule (its chapter's, its rule's), beside 1 for its own text (on the
#: 736 judge questions: 2.0 0.644, 1.75 0.645, 1.5 0.647, 1.25 0.644; at 1.5 en 0.601 -> 0.617, es 0.655 -> 0.646,
#: 5 of the 9 batches up)
CONTEXT_BOOST = 1.5
#: weight of a match in a rule's own title, and of an exact (unstemmed, accented) match in its title or text
TITLE_BOOST = 2.5
EXACT_BOOST = 0.6


class _PerLanguageBM25F(_ws.BM25F):
    """BM25F whose collection statistics for a language's fields (`t_pt`, `b_pt`, `x_pt`) count only the
    documents of that language. Whoosh divides a field's total length, and takes the IDF, over every document
    of the index: with 13,000 documents of which 1,100 are Portuguese, a Portuguese rule looked ten times
    longer than the average and each of its matches scored a fraction of an English one."""

    def __init__(self, field_docs: dict[str, int], **kwargs):
        super().__init__(**kwargs)
        self.field_docs = field_docs

    def _docs(self, fieldname: str) -> int:
        return self.field_docs.get(fieldname[2:], 0) if fieldname[1:2] == "_" else 0

    def idf(self, searcher, fieldname, text):
        parent = searcher.get_parent()
        n = self._docs(fieldname) or parent.doc_count_all()
        return log(n / (_document_frequency(parent, fieldname, text) + 1)) + 1

    def scorer(self, searcher, fieldname, text, qf=1):
        sc = super().scorer(searcher, fieldname, text, qf=qf)
        n = self._docs(fieldname)
        if n and isinstance(sc, _ws.BM25FScorer):
            sc.avgfl = (searcher.get_parent().field_length(fieldname) / n) or 1
        return sc


def _document_frequency(searcher, field_name: str, term) -> int:
    """The document frequency the IDF of `term` in `field_name` is taken from. A word in a title or a context (the
    titles above a subrule) is as rare as it is in the text, not among titles, where "creature" is rare and made
    every subrule of 302 a strong match (judge questions MRR 0.518 -> 0.552, titles set 0.889 -> 0.909)."""
    df = searcher.doc_frequency(field_name, term)
    if field_name[:2] in ("t_", "c_"):
        df = max(df, searcher.doc_frequency("b_" + field_name[2:], term))
    return df


#: a field length as whoosh stores it (one byte) -> the length its scorer uses
_BYTE_LENGTH = [_byte_to_length(b) if b else None for b in range(256)]

#: decompounder per language, set while writing (not pickled into the schema)
_DECOMPOUNDERS: dict[str, Decompounder] = {}


class RulesAnalyzer(_WTokenizer):
    """A whoosh analyser that runs `analysis.analyze_tokens` for one language."""

    def __init__(self, lang: str, exact: bool = False):
        self.lang = lang
        self.exact = exact

    def __eq__(self, other):
        return isinstance(other, RulesAnalyzer) and (self.lang, self.exact) == (other.lang, other.exact)

    def __call__(self, value, positions=False, chars=False, keeporiginal=False, removestops=True,
                 start_pos=0, start_char=0, mode="", **kwargs):
        t = _WToken(positions, chars, removestops=removestops, mode=mode, **kwargs)
        dec = None if self.exact else _DECOMPOUNDERS.get(self.lang)
        for tok in analyze_tokens(value, self.lang, exact=self.exact, decompounder=dec):
            t.text = tok.term
            t.boost = 1.0
            t.stopped = False
            if keeporiginal:
                t.original = tok.term
            if positions:
                t.pos = start_pos + tok.pos
            if chars:
                t.startchar = start_char + tok.start
                t.endchar = start_char + tok.end
            yield t


def _schema() -> _wf.Schema:
    spec = dict(
        key=_wf.ID(stored=True, unique=True),
        kind=_wf.ID(stored=True),
        lang=_wf.ID(stored=True),
        rule=_wf.ID(stored=True),
        path=_wf.KEYWORD(),
        revs=_wf.KEYWORD(stored=True),
        scope=_wf.KEYWORD(),
        gterm=_wf.ID(),
        title=_wf.STORED(),
        text=_wf.STORED(),
        examples=_wf.STORED(),
        source=_wf.STORED(),
        sources=_wf.STORED(),
        term=_wf.STORED(),
        context=_wf.STORED(),
    )
    for lang in LANGUAGES:
        spec[f"t_{lang}"] = _wf.TEXT(analyzer=RulesAnalyzer(lang), phrase=True)
        spec[f"b_{lang}"] = _wf.TEXT(analyzer=RulesAnalyzer(lang), phrase=True)
        spec[f"x_{lang}"] = _wf.TEXT(analyzer=RulesAnalyzer(lang, exact=True), phrase=False)
        spec[f"c_{lang}"] = _wf.TEXT(analyzer=RulesAnalyzer(lang), phrase=False)
    return _wf.Schema(**spec)


# -- writing --------------------------------------------------------------------------------------

def _whoosh_fields(doc: IndexDoc) -> dict:
    lang = field_lang(doc.lang)
    out = {"key": doc.key, "kind": doc.kind, "lang": doc.lang, "rule": doc.rule, "title": doc.title,
           "text": doc.text, "examples": doc.examples, "source": doc.source, "term": doc.term,
           "sources": "\n".join(f"{r}\t{f}" for r, f in doc.sources),
           "revs": " ".join(doc.revs), "scope": " ".join(f"{doc.lang}@{r}" for r in doc.revs),
           "path": " ".join(doc.path), f"t_{lang}": doc.title,
           f"b_{lang}": "\n".join(p for p in (doc.text, doc.examples) if p),
           f"x_{lang}": "\n".join(p for p in (doc.title, doc.text) if p), f"c_{lang}": doc.context,
           "context": doc.context}
    if doc.kind == "glossary":
        out["gterm"] = f"{doc.lang}:{' '.join(terms(doc.term, lang))}"
    elif doc.title:
        out["gterm"] = f"title:{doc.lang}:{' '.join(terms(doc.title, lang))}"
    return out


def exists(path: Path) -> bool:
    """True when `path` holds a whoosh index."""
    return _wi.exists_in(str(path))


def write(path: Path, keys: Sequence[str], docs: Mapping[str, IndexDoc], replace: Container[str] | None,
          de_vocabulary: Iterable[str], progress: Progress | None = None) -> tuple[int, int]:
    """Write the documents `keys` (those in `docs`) into the index at `path`: a new index when `replace` is
    None, else the existing one, from which the documents whose key is in `replace` are removed first.
    German is decompounded with the splitter learnt from `de_vocabulary`. Returns (added, removed)."""
    _DECOMPOUNDERS["de"] = Decompounder(de_vocabulary)
    ix = _wi.create_in(str(path), _schema()) if replace is None else _wi.open_dir(str(path))
    writer = ix.writer(limitmb=256)
    added = removed = 0
    try:
        total = len(keys)
        for i, key in enumerate(keys):
            if progress and i % 500 == 0:
                progress(i, total, "indexing")
            if replace is not None and key in replace:
                writer.delete_by_term("key", key)
                removed += 1
            if key in docs:
                writer.add_document(**_whoosh_fields(docs[key]))
                added += 1
        if progress:
            progress(total, total, "committing")
        writer.commit(optimize=replace is None)
    except BaseException:
        writer.cancel()
        raise
    return added, removed


# -- reading --------------------------------------------------------------------------------------

def _query(node):
    """The whoosh query of an index query tree (`compile.py`)."""
    if isinstance(node, And):
        return _wq.And([_query(c) for c in node.items])
    if isinstance(node, Or):
        return _wq.Or([_query(c) for c in node.items], scale=0.9)
    if isinstance(node, Not):
        return _wq.Not(_query(node.item))
    if isinstance(node, AnyOf):
        return _wq.Or([_query(c) for c in node.items])
    if isinstance(node, Match):
        lang = field_lang(node.lang)
        parts = []
        for t in dict.fromkeys(node.terms):  # the chapter and rule a subrule belongs to: the words one by one
            parts.append(_wq.Term(f"c_{lang}", t, boost=CONTEXT_BOOST * node.boost))
        if len(node.terms) == 1:
            parts.append(_wq.Term(f"t_{lang}", node.terms[0], boost=TITLE_BOOST * node.boost))
            parts.append(_wq.Term(f"b_{lang}", node.terms[0], boost=node.boost))
        elif node.terms and not node.phrase:
            for t in dict.fromkeys(node.terms):
                parts.append(_wq.Term(f"t_{lang}", t, boost=TITLE_BOOST * node.boost))
                parts.append(_wq.Term(f"b_{lang}", t, boost=node.boost))
        elif node.terms:
            slop = 1 + max((b - a - 1 for a, b in zip(node.at, node.at[1:])), default=0)  # roughly `at`
            parts.append(_wq.Phrase(f"t_{lang}", list(node.terms), slop=slop, boost=TITLE_BOOST * node.boost))
            parts.append(_wq.Phrase(f"b_{lang}", list(node.terms), slop=slop, boost=node.boost))
        for e in node.exact:
            parts.append(_wq.Term(f"x_{lang}", e, boost=EXACT_BOOST * node.boost))
        return _wq.Or(parts) if parts else _wq.NullQuery
    raise QueryError(f"cannot search for {node!r}")


def _plan(node, leaf: Callable[..., Leaf]):
    """The scoring plan (`scoring.py`) of an index query tree: the same clauses, boosts and coordination as
    `_query`, each term or phrase a `Leaf` made by `leaf(field, words, boost, at)` (`at`: a phrase's places). One difference: a NOT inside an
    OR excludes what it matches (whoosh's Or(a, Not(b)) matches every document without b)."""
    if isinstance(node, And):
        return Inter(tuple(_plan(c, leaf) for c in node.items))
    if isinstance(node, Or):
        return Union(tuple(_plan(c, leaf) for c in node.items), scale=0.9)
    if isinstance(node, Not):
        return Exclude(_plan(node.item, leaf))
    if isinstance(node, AnyOf):
        return Union(tuple(_plan(c, leaf) for c in node.items))
    if isinstance(node, Match):
        lang = field_lang(node.lang)
        parts = []
        for t in dict.fromkeys(node.terms):
            parts.append(leaf(f"c_{lang}", (t,), CONTEXT_BOOST * node.boost))
        if len(node.terms) == 1:
            parts.append(leaf(f"t_{lang}", node.terms[:1], TITLE_BOOST * node.boost))
            parts.append(leaf(f"b_{lang}", node.terms[:1], node.boost))
        elif node.terms and not node.phrase:
            for t in dict.fromkeys(node.terms):
                parts.append(leaf(f"t_{lang}", (t,), TITLE_BOOST * node.boost))
                parts.append(leaf(f"b_{lang}", (t,), node.boost))
        elif node.terms:
            parts.append(leaf(f"t_{lang}", tuple(node.terms), TITLE_BOOST * node.boost, node.at))
            parts.append(leaf(f"b_{lang}", tuple(node.terms), node.boost, node.at))
        for e in node.exact:
            parts.append(leaf(f"x_{lang}", (e,), EXACT_BOOST * node.boost))
        return Union(tuple(parts))
    raise QueryError(f"cannot search for {node!r}")


def _weighted_postings(sub, field_name: str, term: str) -> Iterable[tuple[int, float]]:
    """(document number in the segment, term frequency) of a term's postings in one segment, a block at a time
    where the codec allows; nothing when the segment lacks the term."""
    try:
        m = sub.postings(field_name, term)
    except Exception:  # noqa: BLE001 - whoosh's TermNotFound: the term is not in this segment
        return
    if all(hasattr(m, a) for a in ("_read_ids", "_read_weights", "_next_block", "_atend", "_ids", "_weights")):
        while not m._atend:
            if m._ids is None:
                m._read_ids()
            if m._weights is None:
                m._read_weights()
            yield from zip(m._ids, m._weights)
            m._next_block()
    else:  # another codec, or deleted documents filtered by a wrapper
        while m.is_active():
            yield m.id(), m.weight()
            m.next()


def _matched(pairs) -> frozenset[tuple[str, str]]:
    """The (field, term) pairs whoosh reports as (lang, term), `lang!` for the exact field (see `Found`)."""
    out = set()
    for f, t in pairs or ():
        t = t.decode("utf-8") if isinstance(t, bytes) else t
        if f[1:2] == "_" and f[0] in "tbxc":
            out.add((f[2:] + "!" if f[0] == "x" else f[2:], t))
    return frozenset(out)


def _from_stored(stored: Mapping) -> IndexDoc:
    revs = stored.get("revs") or ""
    return IndexDoc(key=stored["key"], kind=stored["kind"], lang=stored["lang"], rule=stored.get("rule", ""),
                    title=stored.get("title", ""), text=stored.get("text", ""), examples=stored.get("examples", ""),
                    source=stored.get("source", ""), term=stored.get("term", ""), revs=tuple(revs.split()),
                    context=stored.get("context", ""),
                    sources=tuple(tuple(line.split("\t", 1)) for line in (stored.get("sources") or "").splitlines()))


def _latin_letters() -> dict[str, tuple[str, ...]]:
    """Folded letter -> the lower-case Latin letters folding to it (e -> e é è ê ë ē ĕ ė ę ě)."""
    out: dict[str, tuple[str, ...]] = {}
    for c in map(chr, range(0x61, 0x180)):
        if c.isalpha() and c.islower() and len(fold(c)) == 1:
            out[fold(c)] = out.get(fold(c), ()) + (c,)
    return out


_LATIN_LETTERS = _latin_letters()


class RuleIndex:
    """An open index generation (`path`) and its lexicon: full-text search with a query tree of `compile.py`,
    and exact lookups (rules by number, glossary entries, titles), each within scopes (lang -> release)."""

    def __init__(self, path: Path, lexicon: Lexicon):
        self.path = path
        self.lexicon = lexicon
        self._ix = _wi.open_dir(str(path))
        self._searcher = None
        self._filters: dict = {}
        self._stored: dict[int, IndexDoc] = {}
        self._postings: dict = {}
        self._field_docs: dict[str, int] = {}
        # the scorer's caches: (field, term) -> document -> BM25 weight over the whole index (None: no such term),
        # and (field, words, scopes) -> (document -> weight within the scopes, terms counted); filled under the lock
        self._lock = threading.RLock()
        self._idf: dict[tuple[str, str], float] = {}
        self._lang_docs: dict[str, int] = {}
        self._weights: dict = {}
        self._scoped: dict = {}
        self._cached = [0, 0]  # postings held by _weights, by _scoped
        self._doc_langs: dict[int, str] | None = None
        self._lengths: dict = {}

    def __repr__(self) -> str:
        return f"RuleIndex({str(self.path)!r})"

    @property
    def searcher(self):
        if self._searcher is None:
            s = self._ix.searcher()
            field_docs: dict[str, int] = {}
            for lang in self.lexicon.languages:
                fl = field_lang(lang)
                field_docs[fl] = field_docs.get(fl, 0) + s.doc_frequency("lang", lang)
            s.weighting = _PerLanguageBM25F(field_docs, B=B, K1=K1)
            self._field_docs = field_docs
            for sub, _offset in s.subsearchers or ():
                sub.weighting = s.weighting
            self._searcher = s
        return self._searcher

    def close(self) -> None:
        if self._searcher is not None:
            self._searcher.close()
            self._searcher = None

    def document_count(self, lang: str | None = None) -> int:
        """The number of documents of the index, or of one language (every release)."""
        if lang is None:
            return self.searcher.doc_count()
        found = self._lang_docs.get(lang)
        if found is None:
            with self._lock:
                found = self._lang_docs[lang] = self.searcher.doc_frequency("lang", lang)
        return found

    def _filter(self, scopes: dict[str, str]) -> set[int]:
        """The document numbers of the (language, release) pairs in `scopes` (cached: a set is a fast filter)."""
        key = tuple(sorted(scopes.items()))
        found = self._filters.get(key)
        if found is None:
            found = set()
            for lang, rev in key:
                found.update(self._term_docs("scope", f"{lang}@{rev}"))
            self._filters[key] = found
        return found

    def _term_docs(self, field_name: str, value: str) -> list[int]:
        """Document numbers of one term, read a block of the posting list at a time where the codec allows
        (a scope holds thousands of documents: this is most of the cost of a first query)."""
        s = self.searcher
        subs = s.subsearchers if s.subsearchers else [(s, 0)]
        out: list[int] = []
        for sub, offset in subs:
            try:
                m = sub.postings(field_name, value)
            except Exception:  # noqa: BLE001 - whoosh's TermNotFound: the term is not in this segment
                continue
            if all(hasattr(m, a) for a in ("_read_ids", "_next_block", "_atend", "_ids")):
                while not m._atend:
                    if m._ids is None:
                        m._read_ids()
                    out.extend(d + offset for d in m._ids)
                    m._next_block()
            else:  # another codec, or deleted documents filtered by a wrapper
                out.extend(d + offset for d in m.all_ids())
        return out

    def search(self, tree, scopes: dict[str, str], limit: int = 50) -> list[Found]:
        """The best documents matching the query tree `tree` within `scopes`, with the query terms each matched.

        Scored in memory (`scoring.py`) from posting lists read once and cached: whoosh's BM25F with each
        language's statistics, its boosts and coordination, without walking whoosh's matcher tree."""
        allowed = self._filter(scopes)
        key = tuple(sorted(scopes.items()))
        plan = _plan(tree, lambda field, words, boost, at=(): self._leaf(field, words, boost, key, allowed, at))
        best = top(plan, limit, self._languages())
        terms = matched(plan, [d for d, _score in best])
        return [Found(self._doc(d), score, _matched(terms[d])) for d, score in best]

    def _search_whoosh(self, tree, scopes: dict[str, str], limit: int = 50) -> list[Found]:
        """`search` by whoosh's own matchers and scoring (the reference `search` is checked against)."""
        results = self.searcher.search(_query(tree), filter=self._filter(scopes), limit=limit, terms=True)
        return [Found(self._doc(hit.docnum), hit.score, _matched(hit.matched_terms())) for hit in results]

    #: postings a cache of the scorer holds before it is emptied
    _CACHE_POSTINGS = 2_000_000

    def _leaf(self, field_name: str, words: tuple[str, ...], boost: float, scope_key: tuple,
              allowed: set[int], at: tuple[int, ...] = ()) -> Leaf:
        """The scoring leaf of a term (one word) or a phrase (several, in a row, or at the places `at`) in
        `field_name`, within the scopes `scope_key` (their documents: `allowed`)."""
        key = (field_name, words, scope_key, at)
        found = self._scoped.get(key)
        if found is None:
            with self._lock:
                found = self._scoped.get(key)
                if found is None:
                    found = self._scoped_weights(field_name, words, allowed, at)
                    if self._cached[1] > self._CACHE_POSTINGS:
                        self._scoped.clear()
                        self._cached[1] = 0
                    self._scoped[key] = found
                    self._cached[1] += len(found[0]) + 1
        weights, count = found
        return Leaf(weights, boost, tuple((field_name, w) for w in words), count, field_name[2:])

    def _languages(self) -> dict[int, str]:
        """Document number -> the language of its fields (read once)."""
        if self._doc_langs is None:
            with self._lock:
                if self._doc_langs is None:
                    langs: dict[int, str] = {}
                    for lang in self.lexicon.languages:
                        langs.update(dict.fromkeys(self._term_docs("lang", lang), field_lang(lang)))
                    self._doc_langs = langs
        return self._doc_langs

    def _scoped_weights(self, field_name: str, words: tuple[str, ...], allowed: set[int],
                        at: tuple[int, ...] = ()) -> tuple[dict, int]:
        """(document -> the summed BM25 weight of `words` for the documents of `allowed` that have them (in a
        row when several, or at the places `at`), the number of terms whoosh's coordination counts: 0 when one is
        not in the index)."""
        postings = [self._term_weights(field_name, w) for w in words]
        if any(p is None for p in postings):
            return {}, 0
        first = postings[0]
        if len(first) <= len(allowed):
            weights = {d: w for d, w in first.items() if d in allowed}
        else:
            weights = {d: first[d] for d in allowed if d in first}
        if len(postings) == 1:
            return weights, 1
        for p in postings[1:]:
            weights = {d: w + p[d] for d, w in weights.items() if d in p}
        if weights:
            adjacent = self._adjacent(field_name, words, sorted(weights), at)
            weights = {d: w for d, w in weights.items() if d in adjacent}
        return weights, len(words)

    def _subs(self) -> list[tuple[object, int]]:
        s = self.searcher
        return list(s.subsearchers) if s.subsearchers else [(s, 0)]

    def _term_weights(self, field_name: str, term: str) -> dict[int, float] | None:
        """Document -> BM25 weight of `term` in `field_name` (None when the index lacks it), with the statistics
        of the field's language (`_PerLanguageBM25F`); read once, under the lock."""
        key = (field_name, term)
        if key in self._weights:
            return self._weights[key]
        with self._lock:
            if key in self._weights:
                return self._weights[key]
            s = self.searcher
            df = s.doc_frequency(field_name, term)
            weights = None
            if df:
                n = self._field_docs.get(field_name[2:], 0) if field_name[1:2] == "_" else 0
                idf = log((n or s.doc_count_all()) / (_document_frequency(s, field_name, term) + 1)) + 1
                if n:
                    avgfl = (s.field_length(field_name) / n) or 1
                else:
                    avgfl = s.avg_field_length(field_name) or 1
                weights = {}
                for sub, offset in self._subs():
                    lengths = self._field_lengths(sub, offset, field_name)
                    for d, tf in _weighted_postings(sub, field_name, term):
                        fl = lengths[d] if lengths is not None and d < len(lengths) else None
                        if fl is None:
                            fl = sub.doc_field_length(d, field_name, 1)
                        weights[d + offset] = bm25(idf, tf, fl or 1, avgfl)
            if self._cached[0] > self._CACHE_POSTINGS:
                self._weights.clear()
                self._cached[0] = 0
            self._weights[key] = weights
            self._cached[0] += len(weights or ()) + 1
            return weights

    def _field_lengths(self, sub, offset: int, field_name: str) -> list[int] | None:
        """The length of `field_name` in each document of a segment, as whoosh's scorer reads it (one byte per
        document, decoded), read in one piece; None where the codec does not allow it."""
        key = (offset, field_name)
        if key not in self._lengths:
            try:
                col = sub.reader()._perdoc._cached_reader(f"_{field_name}_len", _LENGTHS_COLUMN)
                raw = col._dbfile.get(col._basepos, col._count) if col is not None and col._fixedlen == 1 else None
                self._lengths[key] = None if raw is None else [_BYTE_LENGTH[b] for b in raw]
            except Exception:  # noqa: BLE001 - another codec or whoosh version: read document by document
                self._lengths[key] = None
        return self._lengths[key]

    def _adjacent(self, field_name: str, words: tuple[str, ...], docs: list[int], at: tuple[int, ...] = ()
                  ) -> set[int]:
        """The documents of `docs` (sorted) where `words` follow one another in `field_name` (their positions), or
        stand at the places `at` counted from the first."""
        places = at or tuple(range(len(words)))
        out: set[int] = set()
        with self._lock:
            for sub, offset in self._subs():
                end = offset + sub.doc_count_all()
                local = [d - offset for d in docs if offset <= d < end]
                if not local:
                    continue
                positions = []
                for w in words:
                    try:
                        m = sub.postings(field_name, w)
                    except Exception:  # noqa: BLE001 - not in this segment
                        positions = []
                        break
                    found: dict[int, frozenset[int]] = {}
                    for d in local:
                        if not m.is_active():
                            break
                        if m.id() < d:
                            m.skip_to(d)
                        if m.is_active() and m.id() == d:
                            found[d] = frozenset(m.value_as("positions"))
                    positions.append(found)
                if not positions:
                    continue
                for d in local:
                    starts = positions[0].get(d, frozenset())
                    for i, p in enumerate(positions[1:], 1):
                        found_at = p.get(d, frozenset())
                        starts = [s for s in starts if s + places[i] in found_at]
                    if starts:
                        out.add(d + offset)
        return out

    def _docnums(self, field_name: str, values: Iterable[str], scopes: dict[str, str]) -> list[int]:
        """Document numbers with one of `values` in `field_name`, within `scopes`, in index order.

        Exact-term lookups read the posting lists directly (no scoring, no collector): they are most of the
        lookups of a search (rule numbers, glossary terms, titles, the localisation of hits)."""
        allowed = self._filter(scopes)
        found: set[int] = set()
        for value in values:
            docs = self._postings.get((field_name, value))
            if docs is None:
                if len(self._postings) > 50_000:
                    self._postings.clear()
                docs = self._postings[(field_name, value)] = frozenset(self._term_docs(field_name, value))
            found.update(docs)
        return sorted(found & allowed)

    def _doc(self, docnum: int) -> IndexDoc:
        """One document (cached: the same rules come back query after query)."""
        doc = self._stored.get(docnum)
        if doc is None:
            if len(self._stored) > 50_000:
                self._stored.clear()
            doc = self._stored[docnum] = _from_stored(self.searcher.stored_fields(docnum))
        return doc

    def rules(self, rule_ids: Iterable[str], scopes: dict[str, str], subtree: bool = True) -> list[IndexDoc]:
        """The rule documents numbered `rule_ids` (with their subrules when `subtree`) within `scopes`."""
        docs = (self._doc(n) for n in self._docnums("path" if subtree else "rule", rule_ids, scopes))
        return sorted((d for d in docs if d.kind == "rule"), key=lambda d: d.order)

    def glossary(self, lang: str, analysed: str, scopes: dict[str, str]) -> list[IndexDoc]:
        """Glossary entries whose term, analysed in `lang`, is `analysed`."""
        return [self._doc(n) for n in self._docnums("gterm", [f"{lang}:{analysed}"], scopes)[:5]]

    def titled(self, lang: str, analysed: str, scopes: dict[str, str]) -> list[IndexDoc]:
        """Rules whose title, analysed in `lang`, is `analysed`."""
        docs = [self._doc(n) for n in self._docnums("gterm", [f"title:{lang}:{analysed}"], scopes)[:5]]
        return sorted(docs, key=lambda d: d.order)

    def glossary_term(self, lang: str, analysed: str) -> bool:
        """Whether a glossary entry of `lang`, in any release, has the analysed words `analysed` for its term."""
        key = ("glossary_term", lang, analysed)
        found = self._postings.get(key)
        if found is None:
            found = self._postings[key] = frozenset(self._term_docs("gterm", f"{lang}:{analysed}"))
        return bool(found)

    def suggest(self, word: str, lang: str, limit: int = 5) -> list[str]:
        """Close words of the corpus vocabulary (whoosh's spelling corrector over the exact field, within two
        edits), the most frequent first, each beginning with a letter the word's first letter folds alike (`etat`:
        words of e and of é). Asking whoosh for the first letter kept (its `prefix`) walks a letter's words, not
        the whole field's: a fifth of the time."""
        field = f"x_{field_lang(lang)}"
        low = word.lower()
        try:
            corrector = self.searcher.corrector(field)
            found: dict[str, int] = {}
            for first in self._initials(field, low[:1]):
                for s in corrector.suggest(first + low[1:], limit=limit, maxdist=2, prefix=1):
                    if s != low:
                        found.setdefault(s, self.searcher.frequency(field, s))
        except Exception:  # noqa: BLE001 - an empty field has no corrector
            return []
        return sorted(found, key=lambda s: (-found[s], s))[:limit]

    def _initials(self, field: str, letter: str) -> tuple[str, ...]:
        """The letters folding as `letter` does (e: e é è ê ë ...) that begin some word of `field`."""
        key = ("initials", field, letter)
        found = self._postings.get(key)
        if found is None:
            reader = self.searcher.reader()
            alike = [c for c in _LATIN_LETTERS.get(fold(letter), ()) if c != letter]
            found = self._postings[key] = tuple(
                [letter] + [c for c in alike if next(iter(reader.expand_prefix(field, c)), None) is not None])
        return found

    def idf(self, lang: str, term: str) -> float:
        """The inverse document frequency of an analysed term in the text of `lang` (1 for an unknown term)."""
        key = (lang, term)
        found = self._idf.get(key)
        if found is None:
            with self._lock:
                s = self.searcher
                n = max(1, s.doc_frequency("lang", lang))
                df = s.doc_frequency(f"b_{field_lang(lang)}", term)
            if len(self._idf) > 50_000:
                self._idf.clear()
            found = self._idf[key] = log((n + 1) / (df + 1)) + 1 if df else 1.0
        return found

    def known(self, lang: str, term: str) -> bool:
        """True when the analysed `term` occurs in a title or text of `lang`."""
        fl = field_lang(lang)
        with self._lock:
            return self.searcher.doc_frequency(f"b_{fl}", term) > 0 or self.searcher.doc_frequency(f"t_{fl}", term) > 0
