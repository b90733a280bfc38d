"""The full-text index: a whoosh index of every rule version and glossary entry, in `<home>/index/`.

This is the only module that imports whoosh, so the distribution (whoosh-reloaded today) can be swapped here.

Layout: `<home>/index/CURRENT` names the live generation `<home>/index/gen-<n>/` (a whoosh index plus
`state.json`, the per-source content hashes and which source gave each document, and `lexicon.json`, the
cross-language expansion table and the releases of each language). A build writes a new generation (a copy of
the live one, updated) and then replaces `CURRENT` atomically, so a failed or interrupted build leaves the old
index working, and a search that opened the old generation keeps answering; the generation before the live one
is kept, older ones are removed.

Documents: one per distinct rule version (language, rule id, text) with the releases that carry it (`revs`),
and one per glossary entry. Identical versions across the 22 English releases are indexed once and filtered by
release. Rebuilding after one source changed reindexes only the documents of that source.

Fields: per language L, `t_L` (title / glossary term), `b_L` (text, examples, rulings), both folded and stemmed,
and `x_L` (title and text, lower case only) which lets an exact accented match rank above a folded one.
Scoring is BM25F with each language's statistics (average field length, IDF) taken over that language's
documents only (`_PerLanguageBM25F`), so a language with few documents is not penalised as "long".

`lexicon.json` also holds the aligned glossary entries (`glossary_pairs`, English term -> term) and, per
language with accents, the corpus' accented spelling of words typed bare (`accents`).
"""
from __future__ import annotations

import json
import os
import re
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from .analysis import LANGUAGES, Decompounder, analyze_tokens, fold, terms
from .errors import QueryError, RulesDBError

__all__ = ["IndexReport", "IndexError_", "build_index", "open_index", "RuleIndex", "index_dir", "INDEX_VERSION"]

#: Bumped when the schema or the analysis changes: an index of another version is rebuilt in full.
INDEX_VERSION = "5"

Progress = Callable[[int, int, str], None]


class IndexError_(RulesDBError):
    """The search index is missing or unreadable (the message names the command that fixes it)."""


# -- whoosh adapter -------------------------------------------------------------------------------

from whoosh import fields as _wf  # noqa: E402  (whoosh stays in this module)
from whoosh import index as _wi  # noqa: E402
from whoosh import query as _wq  # noqa: E402
from whoosh.analysis import Token as _WToken  # noqa: E402
from whoosh.analysis import Tokenizer as _WTokenizer  # noqa: E402

from whoosh import scoring as _ws  # noqa: E402


class _PerLanguageBM25F(_ws.BM25F):
    """BM25F whose collection statistics for a language's fields (`t_pt`, `b_pt`, `x_pt`) count only the
    documents of that language. Whoosh divides a field's total length, and takes the IDF, over every document
    of the index: with 13,000 documents of which 1,100 are Portuguese, a Portuguese rule looked ten times
    longer than the average and each of its matches scored a fraction of an English one."""

    def __init__(self, field_docs: dict[str, int], **kwargs):
        super().__init__(**kwargs)
        self.field_docs = field_docs

    def _docs(self, searcher, fieldname: str) -> int:
        return self.field_docs.get(fieldname[2:], 0) if fieldname[1:2] == "_" else 0

    def idf(self, searcher, fieldname, text):
        from math import log

        parent = searcher.get_parent()
        n = self._docs(parent, fieldname) or parent.doc_count_all()
        return log(n / (parent.doc_frequency(fieldname, text) + 1)) + 1

    def scorer(self, searcher, fieldname, text, qf=1):
        sc = super().scorer(searcher, fieldname, text, qf=qf)
        n = self._docs(searcher.get_parent(), fieldname)
        if n and isinstance(sc, _ws.BM25FScorer):
            sc.avgfl = (searcher.get_parent().field_length(fieldname) / n) or 1
        return sc


#: decompounder per language, set while indexing (not pickled into the schema)
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
        order=_wf.STORED(),
        title=_wf.STORED(),
        text=_wf.STORED(),
        examples=_wf.STORED(),
        source=_wf.STORED(),
        term=_wf.STORED(),
    )
    for lang in LANGUAGES:
        spec[f"t_{lang}"] = _wf.TEXT(analyzer=RulesAnalyzer(lang), phrase=True)
        spec[f"b_{lang}"] = _wf.TEXT(analyzer=RulesAnalyzer(lang), phrase=True)
        spec[f"x_{lang}"] = _wf.TEXT(analyzer=RulesAnalyzer(lang, exact=True), phrase=False)
    return _wf.Schema(**spec)


def _field_lang(lang: str) -> str:
    return lang if lang in LANGUAGES else "en"


# -- documents ------------------------------------------------------------------------------------

def _rule_path(rule: str) -> str:
    from .ruleid import RuleId

    try:
        rid = RuleId.parse(rule)
    except RulesDBError:
        return ""
    return " ".join([str(rid)] + [str(a) for a in rid.ancestors()])


def _order(rule: str) -> list:
    from .ruleid import RuleId

    try:
        return list(RuleId.parse(rule).sort_key())
    except RulesDBError:
        return [99, 9999, 9999, 9999]


def _node_doc(node, key: str) -> dict:
    return {"key": key, "kind": "rule", "lang": node.lang, "rule": str(node.id), "title": node.title,
            "text": node.text, "examples": "\n".join(node.examples + node.rulings), "source": node.source,
            "term": ""}


def _glossary_doc(entry, key: str) -> dict:
    from .refs import extract_refs

    refs = extract_refs(entry.text)
    return {"key": key, "kind": "glossary", "lang": entry.lang, "rule": str(refs[0]) if refs else "",
            "title": entry.term, "text": entry.text, "examples": "", "source": entry.source, "term": entry.term}


def _whoosh_fields(doc: dict, revs: Iterable[str]) -> dict:
    lang = _field_lang(doc["lang"])
    out = {k: doc[k] for k in ("key", "kind", "lang", "rule", "title", "text", "examples", "source", "term")}
    out["revs"] = " ".join(sorted(revs))
    out["scope"] = " ".join(f"{doc['lang']}@{r}" for r in sorted(revs))
    out["order"] = _order(doc["rule"]) if doc["rule"] else [99, 9999, 9999, 9999]
    out["path"] = _rule_path(doc["rule"]) if doc["kind"] == "rule" and doc["rule"] else ""
    out[f"t_{lang}"] = doc["title"]
    out[f"b_{lang}"] = "\n".join(p for p in (doc["text"], doc["examples"]) if p)
    out[f"x_{lang}"] = "\n".join(p for p in (doc["title"], doc["text"]) if p)
    if doc["kind"] == "glossary":
        out["gterm"] = f"{doc['lang']}:{' '.join(terms(doc['term'], lang))}"
    elif doc["title"]:
        out["gterm"] = f"title:{doc['lang']}:{' '.join(terms(doc['title'], lang))}"
    return out


# -- build ----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class IndexReport:
    """What `build_index` did."""

    path: Path
    documents: int
    added: int
    removed: int
    changed_sources: tuple[str, ...]
    full: bool
    seconds: float

    def to_json(self) -> dict:
        return {"path": str(self.path), "documents": self.documents, "added": self.added, "removed": self.removed,
                "changed_sources": list(self.changed_sources), "full": self.full, "seconds": round(self.seconds, 3)}


def index_dir(home=None) -> Path:
    from .paths import data_home

    return data_home(home) / "index"


def _current(root: Path) -> Path | None:
    try:
        name = (root / "CURRENT").read_text(encoding="utf-8").strip()
    except OSError:
        return None
    gen = root / name
    return gen if name and gen.is_dir() else None


def _load_state(gen: Path | None) -> dict | None:
    if gen is None:
        return None
    try:
        state = json.loads((gen / "state.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if state.get("version") != INDEX_VERSION or not _wi.exists_in(str(gen)):
        return None
    return state


def _collect(corpus) -> tuple[dict[str, dict], dict[str, dict[str, set[str]]], dict[str, str]]:
    """(docs by key, per source: key -> revisions, source hashes) of every tree and glossary of the store."""
    from .store import text_hash

    docs: dict[str, dict] = {}
    contrib: dict[str, dict[str, set[str]]] = {}
    for lang, rev, _label, _n in corpus.reader.trees():
        for node in corpus.reader.tree(lang, rev):
            key = f"r|{node.lang}|{node.id}|{text_hash(node)}"
            if key not in docs:
                docs[key] = _node_doc(node, key)
            contrib.setdefault(node.source, {}).setdefault(key, set()).add(rev)
        for entry in corpus.reader.glossary(lang, rev):
            import hashlib

            h = hashlib.blake2b(f"{entry.term}\x00{entry.text}".encode("utf-8"), digest_size=8).hexdigest()
            key = f"g|{entry.lang}|{fold(entry.term)}|{h}"
            if key not in docs:
                docs[key] = _glossary_doc(entry, key)
            contrib.setdefault(entry.source, {}).setdefault(key, set()).add(rev)
    hashes = {s.name: s.sha256 for s in corpus.sources()}
    return docs, contrib, hashes


def _german_vocabulary(docs: dict[str, dict]) -> list[str]:
    from .analysis import tokenize, normalize

    words: set[str] = set()
    for d in docs.values():
        if d["lang"] == "de":
            for w, _s, _e in tokenize(normalize(f"{d['title']} {d['text']} {d['examples']}"), "de"):
                if w.isalpha() and len(w) >= 4:
                    words.add(fold(w))
    try:
        from .terms import load_keyword_terms

        kt = load_keyword_terms()
        for (kw, lang), term in list(kt.cards.items()) + list(kt.rules.items()):
            if lang == "de":
                words.update(fold(w) for w in term.split() if w.isalpha() and len(w) >= 4)
    except (ImportError, OSError, ValueError):
        pass
    return sorted(words)


def _accent_tables(docs: dict[str, dict]) -> dict[str, dict[str, str]]:
    """Per language with accents, bare spelling -> the one accented spelling of the corpus that folds to it."""
    from .analysis import accent_table, normalize, tokenize

    out: dict[str, dict[str, str]] = {}
    words: dict[str, set[str]] = {}
    for d in docs.values():
        lang = d["lang"]
        if lang in ("en", "zh") or lang not in LANGUAGES:
            continue
        bucket = words.setdefault(lang, set())
        for w, _s, _e in tokenize(normalize(f"{d['title']} {d['text']} {d['examples']}"), lang):
            bucket.add(w)
    for lang, ws in sorted(words.items()):
        table = accent_table(ws, lang)
        if table:
            out[lang] = table
    return out


def build_index(home=None, progress: Progress | None = None, full: bool = False) -> IndexReport:
    """Build or update the index of the corpus in `home` (atomic; incremental unless `full`)."""
    from .corpus import open_corpus

    start = time.perf_counter()
    root = index_dir(home)
    root.mkdir(parents=True, exist_ok=True)
    corpus = open_corpus(home)
    try:
        docs, contrib, hashes = _collect(corpus)
        new_revs: dict[str, set[str]] = {}
        for keys in contrib.values():
            for key, revs in keys.items():
                new_revs.setdefault(key, set()).update(revs)
        lexicon = _build_lexicon(corpus, docs, new_revs)
    finally:
        corpus.close()
    old_gen = _current(root)
    state = None if full else _load_state(old_gen)
    vocab = _german_vocabulary(docs)
    if state is not None and state.get("de_vocabulary") != vocab:
        state = None  # the German splitter changed: the German fields must be rebuilt, simplest in full
    _DECOMPOUNDERS["de"] = Decompounder(vocab)
    lexicon["de_vocabulary"] = vocab
    lexicon["accents"] = _accent_tables(docs)

    if state is None:
        changed = sorted(hashes)
        old_revs: dict[str, list[str]] = {}
    else:
        old_hashes = state.get("sources", {})
        changed = sorted({s for s in hashes if old_hashes.get(s) != hashes[s]} | {s for s in old_hashes if s not in hashes})
        old_revs = state.get("docs", {})
    if state is None:
        affected = set(new_revs)
    else:
        affected = set()
        old_by_source = state.get("by_source", {})
        for s in changed:
            affected.update(old_by_source.get(s, ()))
            affected.update(contrib.get(s, {}))
        # a document whose releases changed through an unchanged source (a rule moved between sources)
        affected.update(k for k in new_revs if sorted(new_revs[k]) != old_revs.get(k))
        affected.update(k for k in old_revs if k not in new_revs)

    if state is not None and not affected and old_gen is not None:
        lex_path = old_gen / "lexicon.json"
        try:
            same_lexicon = json.loads(lex_path.read_text(encoding="utf-8")) == lexicon
        except (OSError, ValueError):
            same_lexicon = False
        if same_lexicon:
            return IndexReport(path=old_gen, documents=len(new_revs), added=0, removed=0, changed_sources=(),
                               full=False, seconds=time.perf_counter() - start)

    gen_name = f"gen-{int(time.time() * 1000)}-{os.getpid()}"
    tmp = root / f".{gen_name}.tmp"
    if tmp.exists():
        shutil.rmtree(tmp)
    added = removed = 0
    try:
        if state is None:
            tmp.mkdir()
            ix = _wi.create_in(str(tmp), _schema())
        else:
            shutil.copytree(old_gen, tmp, ignore=shutil.ignore_patterns("*.lock", "state.json", "lexicon.json"))
            ix = _wi.open_dir(str(tmp))
        writer = ix.writer(limitmb=256)
        try:
            todo = sorted(affected)
            total = len(todo)
            for i, key in enumerate(todo):
                if progress and (i % 500 == 0):
                    progress(i, total, "indexing")
                if state is not None and key in old_revs:
                    writer.delete_by_term("key", key)
                    removed += 1
                if key in new_revs:
                    writer.add_document(**_whoosh_fields(docs[key], new_revs[key]))
                    added += 1
            if progress:
                progress(total, total, "committing")
            writer.commit(optimize=state is None)
        except BaseException:
            writer.cancel()
            raise
        new_state = {
            "version": INDEX_VERSION,
            "sources": hashes,
            "by_source": {s: sorted(keys) for s, keys in contrib.items()},
            "docs": {k: sorted(v) for k, v in new_revs.items()},
            "de_vocabulary": vocab,
        }
        (tmp / "state.json").write_text(json.dumps(new_state, ensure_ascii=False), encoding="utf-8")
        (tmp / "lexicon.json").write_text(json.dumps(lexicon, ensure_ascii=False), encoding="utf-8")
        final = root / gen_name
        os.replace(tmp, final)
        pointer = root / f".CURRENT.{os.getpid()}.tmp"
        pointer.write_text(gen_name, encoding="utf-8")
        os.replace(pointer, root / "CURRENT")
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    _prune(root, keep={gen_name, old_gen.name if old_gen else ""})
    return IndexReport(path=root / gen_name, documents=len(new_revs), added=added, removed=removed,
                       changed_sources=tuple(changed) if state is not None else (), full=state is None,
                       seconds=time.perf_counter() - start)


def _prune(root: Path, keep: set[str]) -> None:
    """Remove generations other than the live one and the one before it (a reader may still use it)."""
    for child in root.iterdir():
        if child.is_dir() and child.name.startswith("gen-") and child.name not in keep:
            shutil.rmtree(child, ignore_errors=True)


# -- cross-language lexicon -----------------------------------------------------------------------

#: a rule number and the title quoted after it: `rule 510, "Combat Damage Step"`, `regra 504, “Etapa de Compra”`
_QUOTE_RE = re.compile(r"(?<![\d.])(\d{3}(?:\.\d{1,3}[a-z]{0,2})?)\.?\s*[,:，：]?\s*[«“„\"]([^«»“”„\"]{2,60})[»”“\"]")


def _cited_quotes(text: str) -> dict[str, str]:
    """The quoted titles that follow a rule number in `text`, by rule number (`rule 510, "Combat Damage Step"`,
    `regra 504, “Etapa de Compra”`): the number is the evidence that two languages quote the same title.
    A number cited with two different quotes is left out."""
    out: dict[str, str] = {}
    bad: set[str] = set()
    for m in _QUOTE_RE.finditer(text):
        rule, quote = m.group(1), _clean_phrase(m.group(2))
        if rule in out and out[rule] != quote:
            bad.add(rule)
        out[rule] = quote
    return {r: q for r, q in out.items() if r not in bad and q}


def _clean_phrase(text: str) -> str:
    """A quoted or cited phrase without the punctuation typography puts inside quotes (`“Counters,”`)."""
    return " ".join(text.split()).strip(" .,;:")


def _english_release(lang_rev: str, en_revs: list[str]) -> str | None:
    """The English release a translation release is paired with: the same date, else the one in force on its
    date, else (undated pages) the latest."""
    dated = sorted(r for r in en_revs if r != "undated")
    if lang_rev in en_revs:
        return lang_rev
    if lang_rev != "undated":
        before = [r for r in dated if r <= lang_rev]
        if before:
            return before[-1]
    return dated[-1] if dated else (en_revs[-1] if en_revs else None)


def _build_lexicon(corpus, docs: dict[str, dict], doc_revs: dict[str, set[str]] | None = None) -> dict:
    """Releases per language and the expansion table: (language, analysed phrase) -> English phrases.

    Only pairs with evidence of alignment get in, each language release being paired with one English release
    (the same date, else the one in force on its date, see `_english_release`), never with another release's
    numbering:
    - the keyword table (terms.py);
    - the titles of the same rule in L and English;
    - the titles a rule quotes after the same rule number (`regla 510, «Paso de Daño de Combate»` beside
      `rule 510, "Combat Damage Step"`);
    - CR glossary entries: the two halves of one bilingual entry (same source and line: the PO's msgid and
      msgstr); or the same position in two glossaries of the same length whose definitions cite the same
      rules; or, for an entry on its own (a glossary page), the only English entry citing the same rules,
      when the title it quotes for that rule is the title of that rule in its own language's release.
    The glossary pairs are also kept as such (`glossary_pairs`: language -> English term -> term), so that a
    search shows the asked language's entry in place of the English one.
    """
    from .refs import extract_refs

    langs: dict[str, dict] = {}
    for lang in corpus.languages():
        revs = corpus.revisions(lang)
        langs[lang] = {"revs": revs, "default": corpus.resolve_revision(lang)}
    table: dict[str, dict[str, set[str]]] = {}

    def add(lang: str, phrase: str, english: str) -> None:
        phrase, english = _clean_phrase(phrase), _clean_phrase(english)
        if lang == "en" or not phrase or not english:
            return
        key = " ".join(terms(phrase, _field_lang(lang)))
        if key and fold(phrase) != fold(english):
            table.setdefault(lang, {}).setdefault(key, set()).add(english.lower())

    try:
        from .terms import load_keyword_terms

        kt = load_keyword_terms()
        for (kw, lang), term in list(kt.rules.items()) + list(kt.cards.items()):
            add(lang, term, kw)
    except (ImportError, OSError, ValueError):
        pass

    if doc_revs is None:
        doc_revs = {}
    en_revs = langs.get("en", {}).get("revs", [])

    def revs_of(d: dict) -> list[str]:
        return sorted(doc_revs.get(d["key"], ())) or [langs.get(d["lang"], {}).get("default", "undated")]

    def refs_of(text: str) -> tuple[str, ...]:
        return tuple(str(r) for r in extract_refs(text))

    # English rules and glossary entries by release
    en_rule: dict[tuple[str, str], dict] = {}
    en_by_line: dict[tuple[str, int], dict] = {}
    en_gloss: dict[tuple[str, str], list[dict]] = {}  # (release, source) -> entries in source order
    en_citing: dict[tuple[str, tuple[str, ...]], list[dict]] = {}
    l_title: dict[tuple[str, str, str], str] = {}  # (lang, release, rule) -> title
    l_gloss: dict[tuple[str, str, str], list[dict]] = {}
    for d in docs.values():
        if d["kind"] != "rule":
            continue
        for rev in revs_of(d):
            if d["lang"] == "en":
                en_rule[(d["rule"], rev)] = d
            elif d["title"]:
                l_title[(d["lang"], rev, d["rule"])] = d["title"]
    # glossaries read per release from the store (the documents are deduplicated across releases and sources,
    # which would hide where each entry stands in its own source)
    for lang, rev, _label, _n in corpus.reader.trees():
        for e in corpus.reader.glossary(lang, rev):
            g = {"term": e.term, "text": e.text, "source": e.source, "line": e.line}
            if lang == "en":
                en_gloss.setdefault((rev, e.source), []).append(g)
                en_citing.setdefault((rev, refs_of(e.text)), []).append(g)
                en_by_line[(e.source, e.line)] = g
            else:
                l_gloss.setdefault((lang, rev, e.source), []).append(g)
    for entries in list(en_gloss.values()) + list(l_gloss.values()):
        entries.sort(key=lambda d: d.get("line", 0))

    for d in docs.values():
        lang = d["lang"]
        if lang == "en" or d["kind"] != "rule":
            continue
        for rev in revs_of(d):
            erev = _english_release(rev, en_revs)
            en = en_rule.get((d["rule"], erev))
            if en is None:
                continue
            if d["title"] and en["title"]:
                add(lang, d["title"], en["title"])
            theirs = _cited_quotes(en["text"])
            for rule, quote in _cited_quotes(d["text"]).items():
                if rule in theirs:
                    add(lang, quote, theirs[rule])

    gloss_pairs: dict[str, dict[str, str]] = {}

    def pair(lang: str, term: str, english: str) -> None:
        add(lang, term, english)
        gloss_pairs.setdefault(lang, {}).setdefault(english, term)

    for (lang, rev, source), entries in l_gloss.items():
        erev = _english_release(rev, en_revs)
        same_length = [g for (r, _s), g in en_gloss.items() if r == erev and len(g) == len(entries)]
        for i, d in enumerate(entries):
            en = en_by_line.get((d["source"], d.get("line", 0)))
            if en is not None and d.get("line", 0):
                pair(lang, d["term"], en["term"])  # one bilingual entry (PO msgid / msgstr)
                continue
            refs = refs_of(d["text"])
            paired = [g[i] for g in same_length if refs_of(g[i]["text"]) == refs]
            if len(paired) == 1:
                pair(lang, d["term"], paired[0]["term"])  # same place in aligned glossaries, same citations
                continue
            citing = en_citing.get((erev, refs), []) if refs else []
            quotes = _cited_quotes(d["text"])
            if len(citing) == 1 and quotes and all(
                    fold(q) == fold(_clean_phrase(l_title.get((lang, rev, r), ""))) for r, q in quotes.items()):
                pair(lang, d["term"], citing[0]["term"])
    return {"version": INDEX_VERSION, "languages": langs,
            "expansions": {lang: {k: sorted(v) for k, v in t.items()} for lang, t in table.items()},
            "glossary_pairs": {lang: dict(sorted(p.items())) for lang, p in sorted(gloss_pairs.items())}}


# -- reading --------------------------------------------------------------------------------------

@dataclass
class RuleIndex:
    """An open index generation: search it with a query tree from `search.py`."""

    path: Path
    lexicon: dict
    _ix: object = field(repr=False, default=None)
    _searcher: object = field(repr=False, default=None)
    _filters: dict = field(repr=False, default_factory=dict)
    _stored: dict = field(repr=False, default_factory=dict)
    _postings: dict = field(repr=False, default_factory=dict)

    @property
    def searcher(self):
        if self._searcher is None:
            s = self._ix.searcher()
            field_docs: dict[str, int] = {}
            for lang in self.lexicon.get("languages", {}):
                n = s.doc_frequency("lang", lang)
                field_docs[_field_lang(lang)] = field_docs.get(_field_lang(lang), 0) + n
            s.weighting = _PerLanguageBM25F(field_docs)
            for sub, _offset in s.subsearchers or ():
                sub.weighting = s.weighting
            self._searcher = s
        return self._searcher

    def close(self) -> None:
        if self._searcher is not None:
            self._searcher.close()
            self._searcher = None

    # -- queries ---------------------------------------------------------------------------------
    def _filter(self, scopes: dict[str, str]) -> set[int]:
        """The document numbers of the (language, release) pairs in `scopes` (cached: a set is a fast filter)."""
        key = tuple(sorted(scopes.items()))
        found = self._filters.get(key)
        if found is None:
            found = set()
            for lang, rev in key:
                found.update(self.term_docs("scope", f"{lang}@{rev}"))
            self._filters[key] = found
        return found

    def term_docs(self, field_name: str, value: str) -> list[int]:
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

    def to_query(self, node):
        """Translate a query tree of `search.py` (And, Or, Not, Match) into a whoosh query."""
        name = type(node).__name__
        if name == "And":
            return _wq.And([self.to_query(c) for c in node.items])
        if name == "Or":
            return _wq.Or([self.to_query(c) for c in node.items], scale=0.9)
        if name == "Not":
            return _wq.Not(self.to_query(node.item))
        if name == "AnyOf":
            return _wq.Or([self.to_query(c) for c in node.items])
        if name == "Match":
            lang = _field_lang(node.lang)
            parts = []
            if len(node.terms) == 1:
                parts.append(_wq.Term(f"t_{lang}", node.terms[0], boost=2.5 * node.boost))
                parts.append(_wq.Term(f"b_{lang}", node.terms[0], boost=node.boost))
            elif node.terms:
                parts.append(_wq.Phrase(f"t_{lang}", list(node.terms), boost=2.5 * node.boost))
                parts.append(_wq.Phrase(f"b_{lang}", list(node.terms), boost=node.boost))
            for e in node.exact:
                parts.append(_wq.Term(f"x_{lang}", e, boost=0.6 * node.boost))
            return _wq.Or(parts) if parts else _wq.NullQuery
        raise QueryError(f"cannot search for {node!r}")

    def search(self, tree, scopes: dict[str, str], limit: int = 50, matched: bool = False) -> list[tuple]:
        """(stored fields, score) of the best documents matching `tree` within `scopes` (lang -> release);
        with `matched`, (stored fields, score, the (field, term) pairs of the query the document matched)."""
        q = self.to_query(tree)
        results = self.searcher.search(q, filter=self._filter(scopes), limit=limit, terms=matched)
        if not matched:
            return [(self.stored(hit.docnum), hit.score) for hit in results]
        out = []
        for hit in results:
            terms_ = frozenset((f, t.decode("utf-8") if isinstance(t, bytes) else t)
                               for f, t in (hit.matched_terms() or ()))
            out.append((self.stored(hit.docnum), hit.score, terms_))
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
                docs = self._postings[(field_name, value)] = frozenset(self.term_docs(field_name, value))
            found.update(docs)
        return sorted(found & allowed)

    def stored(self, docnum: int) -> dict:
        """The stored fields of one document (cached: the same rules come back query after query)."""
        doc = self._stored.get(docnum)
        if doc is None:
            if len(self._stored) > 50_000:
                self._stored.clear()
            doc = self._stored[docnum] = dict(self.searcher.stored_fields(docnum))
        return doc

    def rules(self, rule_ids: Iterable[str], scopes: dict[str, str], subtree: bool = True, kind: str = "rule") -> list[dict]:
        """The rule documents numbered `rule_ids` (with their subrules when `subtree`) within `scopes`."""
        field_name = "path" if subtree else "rule"
        docs = (self.stored(n) for n in self._docnums(field_name, rule_ids, scopes))
        return sorted((d for d in docs if d["kind"] == kind), key=lambda d: d["order"])

    def glossary(self, lang: str, analysed: str, scopes: dict[str, str]) -> list[dict]:
        """Glossary entries whose term, analysed in `lang`, is `analysed`."""
        return [self.stored(n) for n in self._docnums("gterm", [f"{lang}:{analysed}"], scopes)[:5]]

    def titled(self, lang: str, analysed: str, scopes: dict[str, str]) -> list[dict]:
        """Rules whose title, analysed in `lang`, is `analysed`."""
        docs = [self.stored(n) for n in self._docnums("gterm", [f"title:{lang}:{analysed}"], scopes)[:5]]
        return sorted(docs, key=lambda d: d["order"])

    def suggest(self, word: str, lang: str, limit: int = 5) -> list[str]:
        """Close words of the corpus vocabulary (whoosh's spelling corrector over the exact field)."""
        try:
            corrector = self.searcher.corrector(f"x_{_field_lang(lang)}")
            return list(corrector.suggest(word.lower(), limit=limit, maxdist=2))
        except Exception:  # noqa: BLE001 - an empty field has no corrector
            return []

    def accented(self, lang: str, word: str) -> str | None:
        """The corpus' own accented spelling of a word typed without accents (`regeneracao` -> `regeneração`,
        `construido` -> `construído`: the stemmer then sees the real word); None when the corpus spells the word
        bare itself, or has no single accented spelling of it (the index's `accents` table)."""
        low = word.casefold()
        return self.lexicon.get("accents", {}).get(lang, {}).get(low)

    def known(self, lang: str, term: str) -> bool:
        return self.searcher.doc_frequency(f"b_{_field_lang(lang)}", term) > 0 or \
            self.searcher.doc_frequency(f"t_{_field_lang(lang)}", term) > 0


def open_index(home=None, build_if_missing: bool = True, progress: Progress | None = None) -> RuleIndex:
    """Open the live index generation; build it when missing (or report the command that does)."""
    root = index_dir(home)
    gen = _current(root)
    if gen is None or not (gen / "lexicon.json").is_file():
        if not build_if_missing:
            raise IndexError_(f"no search index in {root}; run `rulesdb build` (or `rulesdb search --reindex`)")
        build_index(home, progress=progress, full=True)
        gen = _current(root)
        if gen is None:
            raise IndexError_(f"could not build the search index in {root}; run `rulesdb build`")
    try:
        lexicon = json.loads((gen / "lexicon.json").read_text(encoding="utf-8"))
        ix = _wi.open_dir(str(gen))
        if lexicon.get("version") != INDEX_VERSION:
            raise ValueError("index version")
    except Exception as e:  # noqa: BLE001 - any damage to the index files ends here
        if build_if_missing:
            build_index(home, progress=progress, full=True)
            return open_index(home, build_if_missing=False)
        raise IndexError_(f"the search index in {gen} is unreadable ({type(e).__name__}); "
                          f"rebuild it with `rulesdb build` (or `rulesdb search --reindex`)") from None
    return RuleIndex(path=gen, lexicon=lexicon, _ix=ix)
