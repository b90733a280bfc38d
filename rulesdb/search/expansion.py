"""Cross-language expansion: the lexicon built at index time and read by the query compiler.

The lexicon (`lexicon.json` beside the index) holds:
- the releases of each language (`languages`);
- the expansion table (`expansions`: language -> analysed phrase -> English phrases), only from pairs with
  evidence of alignment: the keyword table (terms.py), titles of the same rule, titles quoted after the same
  rule number, and CR glossary entries paired with their English entry (see `build_lexicon`);
- the aligned glossary entries as such (`glossary_pairs`: language -> English term -> term), so that a search
  shows the asked language's entry in place of the English one;
- the German vocabulary the compound splitter learns from (`de_vocabulary`);
- per language with accents, the corpus' accented spelling of words typed bare (`accents`);
- the word dictionary learnt from printed cards (`words`: language -> analysed word -> (analysed English word,
  probability) pairs, from the word table of `rulesdb.termbase.words`): the words of a question that are no game
  term (`pierde`, `entfernt`) still reach the English rules.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Iterable, Mapping

from ..analysis import LANGUAGES, Decompounder, accent_table, fold, normalize, terms, tokenize
from .document import IndexDoc, field_lang
from .renumbering import renumbered_rules

__all__ = ["Lexicon", "Releases", "keyword_terms", "build_lexicon", "word_translations", "english_release", "german_vocabulary", "accent_tables",
           "decompounder"]


@dataclass(frozen=True)
class Releases:
    """The releases of one language in the index, and the one searched by default."""

    revs: tuple[str, ...]
    default: str


@dataclass(frozen=True)
class Lexicon:
    """What the index knows across languages (see the module docstring); `lexicon.json` is `to_json()`."""

    languages: Mapping[str, Releases] = field(default_factory=dict)
    expansions: Mapping[str, Mapping[str, tuple[str, ...]]] = field(default_factory=dict)
    glossary_pairs: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    de_vocabulary: tuple[str, ...] = ()
    accents: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    words: Mapping[str, Mapping[str, tuple[tuple[str, float], ...]]] = field(default_factory=dict)
    #: English release -> {rule: its number in the newest English release} (see `renumbering`)
    renumbered: Mapping[str, Mapping[str, str]] = field(default_factory=dict)

    @cached_property
    def newest_english(self) -> str:
        """The newest dated English release, the numbering `renumbered` maps to ("" without one)."""
        english = self.languages.get("en")
        return max((r for r in english.revs if r != "undated"), default="") if english is not None else ""

    @cached_property
    def english_words(self) -> frozenset[str]:
        """The analysed English words the word tables translate into (an English vocabulary of game text)."""
        return frozenset(e for table in self.words.values() for pairs in table.values() for e, _p in pairs)

    def translations(self, lang: str, word: str) -> tuple[tuple[str, float], ...]:
        """The analysed English words an analysed word of `lang` translates, with their probability, best first."""
        return self.words.get(lang, {}).get(word, ())

    def table(self, lang: str) -> Mapping[str, tuple[str, ...]]:
        """The expansion table of a language (analysed phrase -> English phrases); none for English or `all`."""
        return self.expansions.get(lang, {}) if lang not in ("en", "all") else {}

    def accented(self, lang: str, word: str) -> str | None:
        """The corpus' own accented spelling of a word typed without accents (`regeneracao` -> `regeneração`,
        `construido` -> `construído`: the stemmer then sees the real word); None when the corpus spells the word
        bare itself, or has no single accented spelling of it."""
        return self.accents.get(lang, {}).get(word.casefold())

    def to_json(self) -> dict:
        return {"languages": {l: {"revs": list(r.revs), "default": r.default} for l, r in self.languages.items()},
                "expansions": {l: {k: list(v) for k, v in t.items()} for l, t in self.expansions.items()},
                "glossary_pairs": {l: dict(p) for l, p in self.glossary_pairs.items()},
                "de_vocabulary": list(self.de_vocabulary),
                "accents": {l: dict(t) for l, t in self.accents.items()},
                "words": {l: {w: [list(p) for p in ps] for w, ps in t.items()} for l, t in self.words.items()},
                "renumbered": {r: dict(m) for r, m in self.renumbered.items()}}

    @classmethod
    def from_json(cls, data: dict) -> "Lexicon":
        return cls(languages={l: Releases(tuple(r["revs"]), r["default"]) for l, r in data["languages"].items()},
                   expansions={l: {k: tuple(v) for k, v in t.items()} for l, t in data.get("expansions", {}).items()},
                   glossary_pairs=data.get("glossary_pairs", {}), de_vocabulary=tuple(data.get("de_vocabulary", ())),
                   accents=data.get("accents", {}),
                   words={l: {w: tuple((e, float(p)) for e, p in ps) for w, ps in t.items()}
                          for l, t in data.get("words", {}).items()},
                   renumbered=data.get("renumbered", {}))


# -- keyword terms ---------------------------------------------------------------------------------

def keyword_terms(corpus) -> list[tuple[str, str, str]]:
    """(English keyword, language, term) of the keyword table of the corpus being indexed, rules wording first.

    The one place the search package reads keyword terms; errors are not swallowed."""
    from ..terms import load_keyword_terms

    kt = load_keyword_terms(corpus.reader)
    return [(kw, lang, term) for (kw, lang), term in list(kt.rules.items()) + list(kt.cards.items())]


# -- built at index time -----------------------------------------------------------------------------

def german_vocabulary(docs: Mapping[str, IndexDoc], keywords: Iterable[tuple[str, str, str]] = ()) -> list[str]:
    """The folded German words (4+ letters) of the documents and of the German keyword names: what the compound
    splitter learns from."""
    words: set[str] = set()
    for d in docs.values():
        if d.lang == "de":
            for w, _s, _e in tokenize(normalize(f"{d.title} {d.text} {d.examples}"), "de"):
                if w.isalpha() and len(w) >= 4:
                    words.add(fold(w))
    for _kw, lang, term in keywords:
        if lang == "de":
            words.update(fold(w) for w in term.split() if w.isalpha() and len(w) >= 4)
    return sorted(words)


def accent_tables(docs: Mapping[str, IndexDoc], printed=()) -> dict[str, dict[str, str]]:
    """Per language with accents, bare spelling -> the one accented spelling of the corpus that folds to it: of its
    rules, and of the words the cards print (`printed`: the word table's rows, `StoreReader.word_pairs`), which
    the question's words are translated by (it `abilita`, fr `affinite` typed bare)."""
    out: dict[str, dict[str, str]] = {}
    words: dict[str, set[str]] = {}
    for d in docs.values():
        if d.lang in ("en", "zh") or d.lang not in LANGUAGES:
            continue
        bucket = words.setdefault(d.lang, set())
        for w, _s, _e in tokenize(normalize(f"{d.title} {d.text} {d.examples}"), d.lang):
            bucket.add(w)
    for e in printed:
        # (not Chinese or Japanese: folding takes the voicing marks off kana, ガ -> カ)
        if e.lang in LANGUAGES and e.lang not in ("en", "zh", "ja") and " " not in e.term.strip():
            words.setdefault(e.lang, set()).add(normalize(e.term.strip()))
    for lang, ws in sorted(words.items()):
        table = accent_table(ws, lang)
        if table:
            out[lang] = table
    return out


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


def english_release(lang_rev: str, en_revs: tuple[str, ...]) -> str | None:
    """The English release a translation release is paired with: the same date, else the one in force on its
    date, else (undated pages) the latest."""
    dated = sorted(r for r in en_revs if r != "undated")
    # (an undated English tree is a page's English half, the German seed's: no release another page follows)
    if lang_rev != "undated":
        if lang_rev in en_revs:
            return lang_rev
        before = [r for r in dated if r <= lang_rev]
        if before:
            return before[-1]
    return dated[-1] if dated else (en_revs[-1] if en_revs else None)


@dataclass(frozen=True)
class _Entry:
    """A glossary entry where it stands in its source (the documents are deduplicated across releases and
    sources, which would hide that)."""

    term: str
    text: str
    source: str
    line: int


def build_lexicon(corpus, docs: Mapping[str, IndexDoc], keywords: Iterable[tuple[str, str, str]] = (),
                  de_vocabulary: Iterable[str] = ()) -> Lexicon:
    """The releases per language and the expansion table: (language, analysed phrase) -> English phrases.

    Only pairs with evidence of alignment get in, each language release being paired with one English release
    (the same date, else the one in force on its date, see `english_release`), never with another release's
    numbering:
    - the keyword table (`keywords`, from `keyword_terms`);
    - the titles of the same rule in L and English;
    - the titles a rule quotes after the same rule number (`regla 510, «Paso de Daño de Combate»` beside
      `rule 510, "Combat Damage Step"`);
    - CR glossary entries: the two halves of one bilingual entry (same source and line: the PO's msgid and
      msgstr); or the same position in two glossaries of the same length whose definitions cite the same
      rules; or, for an entry on its own (a glossary page), the only English entry citing the same rules,
      when the title it quotes for that rule is the title of that rule in its own language's release.
    The glossary pairs are also kept as such (`glossary_pairs`)."""
    from ..refs import extract_refs

    langs = {lang: Releases(tuple(corpus.revisions(lang)), corpus.resolve_revision(lang))
             for lang in corpus.languages()}
    table: dict[str, dict[str, set[str]]] = {}

    def add(lang: str, phrase: str, english: str) -> None:
        phrase, english = _clean_phrase(phrase), _clean_phrase(english)
        if lang == "en" or not phrase or not english:
            return
        key = " ".join(terms(phrase, field_lang(lang)))
        if key and fold(phrase) != fold(english):
            table.setdefault(lang, {}).setdefault(key, set()).add(english.lower())

    for kw, lang, term in keywords:
        add(lang, term, kw)

    en_revs = langs["en"].revs if "en" in langs else ()

    def revs_of(d: IndexDoc) -> tuple[str, ...]:
        return d.revs or ((langs[d.lang].default,) if d.lang in langs else ("undated",))

    def refs_of(text: str) -> tuple[str, ...]:
        return tuple(str(r) for r in extract_refs(text))

    # English rules and glossary entries by release
    en_rule: dict[tuple[str, str], IndexDoc] = {}
    en_by_line: dict[tuple[str, int], _Entry] = {}
    en_gloss: dict[tuple[str, str], list[_Entry]] = {}  # (release, source) -> entries in source order
    en_citing: dict[tuple[str, tuple[str, ...]], list[_Entry]] = {}
    l_title: dict[tuple[str, str, str], str] = {}  # (lang, release, rule) -> title
    l_gloss: dict[tuple[str, str, str], list[_Entry]] = {}
    for d in docs.values():
        if d.kind != "rule":
            continue
        for rev in revs_of(d):
            if d.lang == "en":
                en_rule[(d.rule, rev)] = d
            elif d.title:
                l_title[(d.lang, rev, d.rule)] = d.title
    for lang, rev, _label, _n in corpus.reader.trees():
        for e in corpus.reader.glossary(lang, rev):
            g = _Entry(e.term, e.text, e.source, e.line)
            if lang == "en":
                en_gloss.setdefault((rev, e.source), []).append(g)
                en_citing.setdefault((rev, refs_of(e.text)), []).append(g)
                en_by_line[(e.source, e.line)] = g
            else:
                l_gloss.setdefault((lang, rev, e.source), []).append(g)
    for entries in list(en_gloss.values()) + list(l_gloss.values()):
        entries.sort(key=lambda g: g.line)

    for d in docs.values():
        if d.lang == "en" or d.kind != "rule":
            continue
        for rev in revs_of(d):
            en = en_rule.get((d.rule, english_release(rev, en_revs)))
            if en is None:
                continue
            if d.title and en.title:
                add(d.lang, d.title, en.title)
            theirs = _cited_quotes(en.text)
            for rule, quote in _cited_quotes(d.text).items():
                if rule in theirs:
                    add(d.lang, quote, theirs[rule])

    gloss_pairs: dict[str, dict[str, str]] = {}

    def pair(lang: str, term: str, english: str) -> None:
        add(lang, term, english)
        gloss_pairs.setdefault(lang, {}).setdefault(english, term)

    for (lang, rev, _source), entries in l_gloss.items():
        erev = english_release(rev, en_revs)
        same_length = [g for (r, _s), g in en_gloss.items() if r == erev and len(g) == len(entries)]
        for i, g in enumerate(entries):
            en = en_by_line.get((g.source, g.line))
            if en is not None and g.line:
                pair(lang, g.term, en.term)  # one bilingual entry (PO msgid / msgstr)
                continue
            refs = refs_of(g.text)
            paired = [e[i] for e in same_length if refs_of(e[i].text) == refs]
            if len(paired) == 1:
                pair(lang, g.term, paired[0].term)  # same place in aligned glossaries, same citations
                continue
            citing = en_citing.get((erev, refs), []) if refs else []
            quotes = _cited_quotes(g.text)
            if len(citing) == 1 and quotes and all(
                    fold(q) == fold(_clean_phrase(l_title.get((lang, rev, r), ""))) for r, q in quotes.items()):
                pair(lang, g.term, citing[0].term)
    word_pairs = list(corpus.reader.word_pairs())
    return Lexicon(languages=langs,
                   expansions={lang: {k: tuple(sorted(v)) for k, v in t.items()} for lang, t in table.items()},
                   glossary_pairs={lang: dict(sorted(p.items())) for lang, p in sorted(gloss_pairs.items())},
                   de_vocabulary=tuple(de_vocabulary), accents=accent_tables(docs, word_pairs),
                   words=word_translations(word_pairs),
                   renumbered=renumbered_rules(corpus, en_revs))


def word_translations(pairs) -> dict[str, dict[str, tuple[tuple[str, float], ...]]]:
    """The word table's rows (`StoreReader.word_pairs`) analysed: language -> word -> (English word, probability),
    best first; a word whose analysis is not one word (a spelling the analyser splits) is left out."""
    from ..termbase.words import word_keys

    out: dict[str, dict[str, dict[str, float]]] = {}
    for e in pairs:
        word, english = word_keys(e.term, e.lang), terms(e.concept, "en")
        if len(word) != 1 or len(english) != 1:
            continue
        best = out.setdefault(e.lang, {}).setdefault(word[0], {})
        best[english[0]] = max(best.get(english[0], 0.0), e.score)
    return {lang: {w: tuple(sorted(t.items(), key=lambda ep: (-ep[1], ep[0]))) for w, t in sorted(table.items())}
            for lang, table in sorted(out.items())}


# -- read at query time --------------------------------------------------------------------------------

_DECOMPOUNDERS: dict[str, Decompounder] = {}


def decompounder(index) -> Decompounder:
    """The German compound splitter of an open index (built once per index generation: parsing the hyphenation
    patterns took half a second; the build keeps them parsed, see `hyphenation.py`)."""
    key = str(index.path)
    if key not in _DECOMPOUNDERS:
        from . import hyphenation

        hyphenation.prime(Path(index.path))  # the patterns the build parsed, when it kept them
        _DECOMPOUNDERS[key] = Decompounder(index.lexicon.de_vocabulary)
    return _DECOMPOUNDERS[key]
