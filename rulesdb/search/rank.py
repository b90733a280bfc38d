"""Ranking: which documents a search returns, in which order.

Tiers, each above the next: the rules a query numbers (`702.7`, `601.2f-h`) with their subrules; the glossary
entry of a glossary term; the rule whose title the query is, with its first subrules; the rule a glossary entry
cites, the subrules that mention the term first; then the full text.

The full text is scored by whoosh's BM25F (statistics per language, see `index.py`) times a weight for the share
of the query's words a hit matches, in its language or through an expansion (`coverage_weight`): a rule with every
word of the query beats an entry that repeats one of them.

A hit in English for a rule (or a glossary entry) the asked language has is shown in the asked language
(`localise`) with the English match's score: own-language and English matches merge by score.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..analysis import analyze, fold, terms
from .compile import CompiledQuery
from .document import IndexDoc, field_lang
from .expansion import english_release, decompounder
from .query import NotNode, leaves, rule_refs
from .renumbering import now_numbered
from .snippets import match_spans

__all__ = ["Ranked", "rank", "coverage", "coverage_weight", "numbered_alike"]

#: candidates of the full-text search that are re-ranked by coverage and localised
_CANDIDATES = 200
#: of them, the best by score and coverage that are weighed further and localised
_WEIGHED = 50
#: a hit's score is multiplied by `_FLOOR + (1 - _FLOOR) * coverage ** _ALPHA`
_ALPHA = 2.0
_FLOOR = 0.05
#: the coverage a hit is weighed by is `_EXAMPLE_SHARE` of its coverage by all its words and the rest of its coverage
#: by the words it says outside its examples: an example tells a story of its own (120.4d's, of Boon Reflection and a
#: blocked creature with wither and lifelink, had made 120.4d the first hit of 22 judge questions it answers none
#: of). Judge questions 0.473 -> 0.480 (both halves up, 24 of 32 batches; 178 questions rose, 42 fell), flat from
#: 0.6 to 0.8; English alone 0.491 -> 0.481, every other language up
_EXAMPLE_SHARE = 0.7
#: the share of its full-text score a chapter or section heading keeps
_HEADING = 0.5
#: the share of its full-text score a rule of the parts of a card (chapter 2: name, mana cost, type line, power and
#: toughness...) keeps: a question names a card's parts to ask what happens to the card (judge questions 0.690 ->
#: 0.699, even and odd halves both up, no question down; 0.5-0.8 all up)
_CARD_PART = 0.6
#: the share of its full-text score a keyword's rule keeps when the query does not name the keyword (judge
#: questions: 0.672 -> 0.680, flat from 0.6 to 0.8)
_UNNAMED_KEYWORD = 0.7
#: ... and a rule defining one predefined token the query does not name (`_unnamed_tokens`)
_UNNAMED_TOKEN = 0.5
#: ... and a rule that only says what kind of ability a keyword is (`_kind_only`)
_KIND_ONLY_RULE = 0.5
#: the rules of one keyword action or ability (701.6, 702.189) and their subrules
_KEYWORD_RULE = re.compile(r"70[12]\.\d+")
#: the scores of the tiers above the full text
_RULE, _GLOSSARY, _TITLE, _TITLE_SUBRULE, _DEFINING = 1000.0, 900.0, 850.0, 840.0, 800.0


@dataclass(frozen=True)
class Ranked:
    """A document of the results, its score, and why it is there: rule, glossary, title or text. `definition`:
    the glossary entry that brought a rule in (shown with it, not as a hit of its own)."""

    doc: IndexDoc
    score: float
    why: str
    definition: IndexDoc | None = None


def concept_weights(compiled: CompiledQuery, index) -> dict[int, float]:
    """How much each concept of the query says (its rarest match's inverse document frequency)."""
    out: dict[int, float] = {}
    for m, concepts in compiled.covers:
        if len(concepts) > 1 and concepts >= compiled.concepts:
            continue  # the query's words in a row: no one concept's weight
        w = max((index.idf(m.lang, t) for t in m.terms), default=1.0) if m.terms else 1.0
        for c in concepts:
            out[c] = max(out.get(c, 0.0), w)
    return out


def coverage(compiled: CompiledQuery, matched: frozenset[tuple[str, str]], weights=None) -> float:
    """The share of the query's concepts a document matched (`matched`: the (lang, term) pairs of the index, see
    `document.Found`): a document that matches every word, in its own language or through an expansion, beats
    one that matches one word many times."""
    return _Coverage(compiled, weights)(matched)


class _Coverage:
    """`coverage` of one query, its covers read once and indexed by the (lang, term) pairs they hold, so that a
    candidate is scored through the few pairs it matched (called for every candidate of the full text). Four
    candidates in five match a set of pairs another has matched (rules of one family say the same words): each
    set is scored once."""

    def __init__(self, compiled: CompiledQuery, weights=None):
        self.concepts = tuple(compiled.concepts)
        self._scored: dict[frozenset[tuple[str, str]], float] = {}
        #: per cover: its number of terms and the concepts it stands for
        self.sizes: list[int] = []
        self.stands: list[tuple[int, ...]] = []
        #: (lang, term) -> the covers holding it (once per time it holds it); (lang!, form) -> the covers it
        #: matches exactly
        self.holding: dict[tuple[str, str], list[int]] = {}
        self.exact: dict[tuple[str, str], list[int]] = {}
        for i, (m, concepts) in enumerate(compiled.covers):
            lang = field_lang(m.lang)
            self.sizes.append(max(1, len(m.terms)))
            self.stands.append(tuple(concepts))
            for t in m.terms:
                self.holding.setdefault((lang, t), []).append(i)
            for e in set(m.exact):
                self.exact.setdefault((lang + "!", e), []).append(i)
        total = sum(weights.get(c, 1.0) for c in self.concepts) if weights else 0.0
        # no weights, or none of the words is rarer than another (`first strike` asked in Korean, a language with
        # no text of its own: every weight 0): each concept counts alike
        self.weights = {c: (weights.get(c, 1.0) / total if total > 0 else 1.0 / len(self.concepts))
                        for c in self.concepts} if self.concepts else {}

    def __call__(self, matched: frozenset[tuple[str, str]]) -> float:
        found = self._scored.get(matched)
        if found is None:
            found = self._scored[matched] = self._score(matched)
        return found

    def _score(self, matched: frozenset[tuple[str, str]]) -> float:
        if not self.concepts:
            return 1.0
        counts: dict[int, int] = {}
        whole: set[int] = set()
        for pair in matched:
            for i in self.holding.get(pair, ()):
                counts[i] = counts.get(i, 0) + 1
            whole.update(self.exact.get(pair, ()))
        got: dict[int, float] = {}
        for i in whole | counts.keys():
            share = 1.0 if i in whole else counts[i] / self.sizes[i]
            for c in self.stands[i]:
                if share > got.get(c, 0.0):
                    got[c] = share
        return sum(v * self.weights[c] for c, v in got.items() if c in self.weights)


def _outside_examples(found, index) -> frozenset[tuple[str, str]]:
    """The (lang, term) pairs a hit matched less those its own language's text says only in its examples."""
    doc = found.doc
    if not doc.examples:
        return found.matched
    lang = field_lang(doc.lang)
    own = _said_words(lang, " ".join(p for p in (doc.title, doc.text, doc.context) if p),
                      decompounder(index) if lang == "de" else None)
    return frozenset(p for p in found.matched if p[0] != lang or p[1] in own)


@lru_cache(maxsize=8192)
def _said_words(lang: str, text: str, splitter) -> frozenset[str]:
    """The analysed words of a document's title, text and context (as the index analyses them)."""
    return frozenset(analyze(text, lang, decompounder=splitter))


def _depth_weight(doc: IndexDoc) -> float:
    """A chapter or section heading found by its words, or a glossary entry that points at one, is a pointer, not an
    answer: it keeps `_HEADING` of its score in the full-text tier (a query that names it finds it first through
    the title and glossary tiers); so does a rule that is only a title (702.17 Reach: its subrules say what reach
    does). A rule of the parts of a card defines the words a question is put in ("its toughness goes to zero"),
    not what happens: it keeps `_CARD_PART`."""
    if doc.rule and ("." not in doc.rule or (doc.kind == "rule" and doc.title and not (doc.text or "").strip())):
        return _HEADING
    return _CARD_PART if doc.rule.startswith("2") else 1.0


def _keyword_of(doc: IndexDoc) -> tuple[str, str] | None:
    """(language, keyword rule) of a rule or a glossary entry that belongs to one keyword (702.189a, the entry for
    Firebending), else None."""
    m = _KEYWORD_RULE.match(doc.rule or "")
    return (doc.lang, m.group(0)) if m else None


def _unnamed_keywords(found, compiled: CompiledQuery, scopes: dict[str, str], index) -> set[tuple[str, str]]:
    """The keyword rules among the hits `found` whose keyword the query does not name, in any wording searched.
    Such a rule holds only for the objects with that keyword: where a question quotes its words without its name
    ("the mana I did not spend, is it lost when the combat begins": 702.189a, Firebending, says "you don't lose
    this mana"), the general rule (106.4) is the answer."""
    return _unnamed(found, _keyword_of, compiled, scopes, index)


def _unnamed(found, key_of, compiled: CompiledQuery, scopes: dict[str, str], index) -> set[tuple[str, str]]:
    """(language, rule) of the rules `key_of` gives for the hits `found` (a keyword's rule, a variant's section)
    whose title the query names neither in their language nor in English (the words of `_VARIANT_WORDS` name
    nothing)."""
    wanted: dict[str, set[str]] = {}
    for key in filter(None, (key_of(f.doc) for f in found)):
        wanted.setdefault(key[0], set()).add(key[1])
    named: set[str] = set()
    if "en" in scopes:
        english = compiled.terms.get(field_lang("en"), frozenset())
        for d in index.rules(sorted({i for ids in wanted.values() for i in ids}), {"en": scopes["en"]},
                             subtree=False):
            if any(t in english for t in terms(d.title, "en") if t not in _VARIANT_WORDS):
                named.add(d.rule)
    out: set[tuple[str, str]] = set()
    for lang, ids in wanted.items():
        if lang not in scopes:
            continue
        flang = field_lang(lang)
        asked = compiled.terms.get(flang, frozenset())
        for d in index.rules(sorted(ids - named), {lang: scopes[lang]}, subtree=False):
            if d.title and not any(t in asked for t in terms(d.title, flang)):
                out.add((lang, d.rule))
    return out


#: the share of its full-text score a rule of a multiplayer option or variant, or of a casual variant (801-811,
#: 901-905), keeps when the query does not name it (judge questions 0.728 -> 0.729, no question down; the 64
#: written last 0.477 -> 0.486; flat from 0.3 to 0.7)
_UNNAMED_VARIANT = 0.5
#: the sections of the options and variants: rules that hold only in a game played with them
_VARIANT_SECTION = re.compile(r"(80[1-9]|81[01]|90[1-5])(?:\.|$)")
#: the words of those sections' titles that name no option or variant
_VARIANT_WORDS = frozenset(terms("variant option options", "en"))


def _unnamed_variants(found, compiled: CompiledQuery, scopes: dict[str, str], index) -> set[tuple[str, str]]:
    """(language, section) of the hits `found` in an option or variant section (802 Attack Multiple Players, 903
    Commander) whose title the query does not name, in any wording searched: such a rule holds only in a game
    played with it."""
    return _unnamed(found, _variant_of, compiled, scopes, index)


def _variant_of(doc: IndexDoc) -> tuple[str, str] | None:
    """(language, section) of a rule of an option or variant section, else None."""
    m = _VARIANT_SECTION.match(doc.rule or "")
    return (doc.lang, m.group(1)) if m else None


#: a rule that defines one predefined token (CR 111.10: "A Food token is a colorless Food artifact token with ...")
_TOKEN_DEFINED = re.compile(r"An? ((?:[A-Z][\w’'-]*\s)+)token is\b")
#: a rule that only says what kind of ability a keyword is (CR 702.12a "Indestructible is a static ability.")
_KIND_ONLY = re.compile(r"[^.]{0,60}\bis an? (?:[\w-]+ )?ability\.")


def _english_texts(found, scopes: dict[str, str], index) -> dict[str, str]:
    """Rule id -> English text of the rules among the hits `found` (every question is searched in English too)."""
    ids = sorted({f.doc.rule for f in found if f.doc.rule and f.doc.kind == "rule"})
    if not ids or "en" not in scopes:
        return {}
    return {d.rule: d.text or "" for d in index.rules(ids, {"en": scopes["en"]}, subtree=False)}


def _unnamed_tokens(english: dict[str, str], compiled: CompiledQuery) -> set[str]:
    """The rules (of `english`: id -> English text) that define one predefined token the query does not name.
    Such a rule holds for that token only: where a question asks what happens to a token that goes to the
    graveyard, a Role token's "put into a graveyard" (111.10q) is no answer, the rule for every token (111.8) is."""
    asked = compiled.terms.get(field_lang("en"), frozenset())
    out = set()
    for rule, text in english.items():
        m = _TOKEN_DEFINED.match(text)
        if m and not any(t in asked for t in terms(m.group(1), "en")):
            out.add(rule)
    return out


def _kind_only(english: dict[str, str]) -> set[str]:
    """The rules (of `english`) that say no more than what kind of ability a keyword is ("Deathtouch is a static
    ability."): the keyword's name makes them match any question on it, and they answer none (what the keyword
    does is in the next subrules)."""
    return {rule for rule, text in english.items() if _KIND_ONLY.fullmatch(text.strip())}


def coverage_weight(share: float) -> float:
    """How much of its score a hit keeps for matching `share` (0..1) of the query's words: squared, so a hit
    that matches two words of three keeps 44%, one of three 11%."""
    return _FLOOR + (1 - _FLOOR) * share ** _ALPHA


def _mentioning_first(docs: list[IndexDoc], compiled: CompiledQuery, index) -> list[IndexDoc]:
    """A rule and its subtree (rule order): the rule first, then the subrules whose text has the query's words
    (the subrule that defines a glossary term, like 104.3a for conceding), then the others."""
    if len(docs) <= 2:
        return docs

    def mentions(d: IndexDoc) -> bool:
        lang = field_lang(d.lang)
        dec = decompounder(index) if lang == "de" else None
        return bool(d.text) and bool(match_spans(d.text, lang, compiled.terms, dec))

    rest = docs[1:]
    return docs[:1] + [d for d in rest if mentions(d)] + [d for d in rest if not mentions(d)]


def numbered_alike(english: IndexDoc, lang: str, home: dict[str, str], index) -> bool:
    """Whether an English rule stands, with this number and this text, in the English release the asked
    language's release follows: only then is the language's rule of that number its translation. (pt-BR 2020
    beside the English of 2026: 103.5 is the mulligan rule in 2026, and another rule in 2020.)"""
    if english.lang != "en" or lang not in home or "en" not in index.lexicon.languages:
        return True
    followed = english_release(home[lang], index.lexicon.languages["en"].revs)
    return followed is None or followed in english.revs


def _localise_scored(items: list[tuple[IndexDoc, float]], lang: str, home: dict[str, str],
                     index) -> list[tuple[IndexDoc, float]]:
    """Each (document, score) in the asked language when that language has it: a rule by its number, a
    glossary entry by its aligned entry (the lexicon's `glossary_pairs`), keeping the English match's score (it
    is the same rule: a share of it ranked the rules a language has below English rules it lacks, MRR 0.552 with
    0.6, 0.573 with the whole score), a rule renumbered since the English release the language follows by its
    older number (pt-BR 2020 103.7a for 103.8a); English stays (a fallback) only where the language lacks the rule
    or the entry."""
    if lang in ("all", "en"):
        return items
    ids = [d.rule for d, _s in items if d.kind == "rule" and d.lang != lang and numbered_alike(d, lang, home, index)]
    local = {d.rule: d for d in index.rules(ids, home, subtree=False)} if ids else {}
    renumbered = _renumbered_locally(items, lang, home, index)
    pairs = index.lexicon.glossary_pairs.get(lang, {})
    out = []
    for d, score in items:
        if d.lang != lang:
            if d.kind == "rule" and d.rule in local and numbered_alike(d, lang, home, index):
                d = local[d.rule]
            elif d.key in renumbered:
                d = renumbered[d.key]  # the translation's rule under its older number (pt 103.7a: 103.8a)
            elif d.kind == "glossary" and d.term in pairs:
                entries = index.glossary(lang, " ".join(terms(pairs[d.term], lang)), home)
                if entries:
                    d = entries[0]
        out.append((d, score))
    return out


def _renumbered_locally(items: list[tuple[IndexDoc, float]], lang: str, home: dict[str, str],
                        index) -> dict[str, IndexDoc]:
    """The English rules of the newest release among `items` that the asked language's translation holds under the
    number they had in the English release it follows (renumbered since: pt-BR 2020 103.7a is 103.8a today), by
    document key -> the translation's rule."""
    lexicon = index.lexicon
    english = [d for d, _s in items if d.kind == "rule" and d.lang == "en" and lexicon.newest_english in d.revs]
    if not english or lang not in home or "en" not in lexicon.languages:
        return {}
    followed = english_release(home[lang], lexicon.languages["en"].revs)
    moved = lexicon.renumbered.get(followed, {}) if followed else {}
    before = {now: old for old, now in moved.items() if now}  # (1,057 rules for pt-BR 2020: 0.04 ms)
    english = [d for d in english if d.rule in before]
    local = {d.rule: d for d in index.rules([before[d.rule] for d in english], home, subtree=False)} if english else {}
    return {d.key: local[before[d.rule]] for d in english if before[d.rule] in local}


def _english_rule(entry: IndexDoc, scopes: dict[str, str], index) -> list[IndexDoc]:
    """The English rule searched today (`scopes["en"]`) that a translation's glossary entry points at where the
    translation lacks it (pt-BR 2020 has no 702.131: `Benção da Cidade` stood as a hit of its own above the
    subrules that answer): the rule as numbered today, [] when gone."""
    en_revs = index.lexicon.languages["en"].revs
    followed = english_release(entry.revision(scopes), en_revs)
    now = now_numbered(index.lexicon.renumbered, followed, entry.rule) if followed else None
    if now == "":
        return []
    return index.rules([now or entry.rule], {"en": scopes["en"]}, subtree=False)


#: the share of its full-text score a rule of a translation made from an English release older than the English
#: searched keeps (pt-BR follows the English of 2020-11-20; today's is of 2026): the translation may say what the
#: rules no longer say, and the English rule of today, found by the same question's translated words, is the one
#: to read first. (Judge questions pt 0.580 -> 0.657 with 0.45, 0.630 with 0.6; up in 6 of the 8 batches.)
_OLDER_TRANSLATION = 0.5


def _older_translations(scopes: dict[str, str], index) -> frozenset[str]:
    """The languages searched (`scopes`) whose release is a translation of an English release older than the English
    searched."""
    if "en" not in scopes or "en" not in index.lexicon.languages:
        return frozenset()
    en_revs = index.lexicon.languages["en"].revs
    out = set()
    for lang, rev in scopes.items():
        if lang == "en" or rev == "undated":
            continue
        followed = english_release(rev, en_revs)
        if followed is not None and followed < scopes["en"]:
            out.add(lang)
    return frozenset(out)


def _english_titled(entry: IndexDoc, scopes: dict[str, str], index) -> IndexDoc | None:
    """The English rule searched today titled with the English term of a translation's glossary entry that cites no
    rule (pt-BR 2020 `Bis`, Encore: the translation lacks 702.140 and its title; today it is 702.141); None for an
    English entry (its own titles were read when it was indexed, `document.collect`) or no such rule."""
    if entry.lang == "en" or "en" not in scopes:
        return None
    english = next((e for e, t in index.lexicon.glossary_pairs.get(entry.lang, {}).items() if t == entry.term), None)
    if english is None:
        return None
    found = [d for d in index.titled("en", " ".join(terms(english, "en")), {"en": scopes["en"]}) if "." in d.rule]
    return found[0] if found else None


def _defined_rule(entry: IndexDoc, lang: str, scopes: dict[str, str], home: dict[str, str], index) -> IndexDoc | None:
    """The rule a glossary entry points at, in the asked language when it has it (numbered alike), else in the
    entry's language, else in today's English (`_english_rule`)."""
    found = index.rules([entry.rule], {entry.lang: entry.revision(scopes)}, subtree=False)
    if not found and entry.lang != "en" and "en" in scopes:
        found = _english_rule(entry, scopes, index)
    if lang not in ("all", entry.lang) and lang in home and (not found or numbered_alike(found[0], lang, home, index)):
        local = index.rules([entry.rule], {lang: home[lang]}, subtree=False)
        if local:
            return local[0]
    return found[0] if found else None


def rank(tree, compiled: CompiledQuery, lang: str, scopes: dict[str, str], index, limit: int) -> list[Ranked]:
    """The documents answering a parsed query (`tree`, compiled) in `lang` within `scopes` (lang -> release), best
    first, each once: at most `limit` of them are shown, up to twice that many are ranked."""
    home = scopes if lang == "all" or lang not in scopes else {lang: scopes[lang]}
    table = index.lexicon.table(lang)
    ranked: list[Ranked] = []
    seen: set[tuple[str, str]] = set()

    def add(doc: IndexDoc, score: float, why: str, definition: IndexDoc | None = None) -> None:
        if doc.ident not in seen:
            seen.add(doc.ident)
            ranked.append(Ranked(doc, score, why, definition))

    def localise(docs: list[IndexDoc]) -> list[IndexDoc]:
        """Each rule document in the asked language when that language has the rule."""
        if lang == "all":
            return docs
        ids = [d.rule for d in docs if d.kind == "rule" and d.lang != lang]
        if not ids:
            return docs
        local = {d.rule: d for d in index.rules(ids, home, subtree=False)}
        return [local.get(d.rule, d) if d.kind == "rule" and numbered_alike(d, lang, home, index) else d
                for d in docs]

    # 1. rule numbers first
    refs = rule_refs(tree)
    if refs:
        docs = index.rules(refs, home, subtree=True)
        found = {d.rule for d in docs}
        missing = [r for r in refs if r not in found and not any(f.startswith(r + ".") or
                   (f.startswith(r) and f[len(r):].isalpha()) for f in found)]
        if missing and lang != "all" and "en" in scopes:
            docs += index.rules(missing, {"en": scopes["en"]}, subtree=True)
        for d in docs:
            add(d, _RULE, "rule")
    # 2. a glossary term: its entry, then its defining rule
    if not isinstance(tree, NotNode) and not refs:
        words = " ".join(leaf.text for leaf in leaves(tree))
        flang = "en" if lang == "all" else lang
        analysed = " ".join(terms(words, flang))
        entries = index.glossary(flang, analysed, scopes)
        if not analysed:
            # nothing left once analysed (`?`, `the of and`) names no entry, though the entry `If`, a stop word, is
            # analysed to nothing too: only a query that is its term names it
            entries = [e for e in entries if fold(e.term) == fold(words)]
        if not entries and lang != "en":
            for english in table.get(analysed, ()):
                entries += [d for d, _s in _localise_scored(
                    [(e, 1.0) for e in index.glossary("en", " ".join(terms(english, "en")), scopes)],
                    lang, home, index)]
        titled = index.titled(flang, analysed, home if lang != "all" else scopes) if analysed else []
        if not titled and lang != "en":
            for english in table.get(analysed, ()):
                titled += localise(index.titled("en", " ".join(terms(english, "en")),
                                                {"en": scopes["en"]} if "en" in scopes else scopes))
        for entry in entries[:1]:
            add(entry, _GLOSSARY, "glossary")
        for doc in titled[:2]:  # a rule whose title is the query: the rule and its first subrules
            add(doc, _TITLE, "title")
            subtree = localise(index.rules([doc.rule], {doc.lang: doc.revision(scopes)}, subtree=True))
            for d in _mentioning_first(subtree, compiled, index)[1:4]:
                add(d, _TITLE_SUBRULE, "title")
        for entry in entries[:1]:
            if entry.rule:
                # the rule as the entry's own release numbers it (a pt-BR 2020 entry cites 103.4 for the mulligan,
                # which the English of 2026 numbers 103.5), an English one shown in the asked language if alike
                where = {entry.lang: entry.revision(scopes)} if entry.lang != "en" else (
                    {"en": scopes.get("en", "")} if lang != "all" else scopes)
                defining = localise(index.rules([entry.rule], where, subtree=True))
                for d in _mentioning_first(defining, compiled, index)[:5]:
                    add(d, _DEFINING, "glossary")
    # 3. full text
    if compiled.searchable:
        found = index.search(compiled.tree, scopes, limit=max(limit * 4, _CANDIDATES))
        covered = _Coverage(compiled, concept_weights(compiled, index))
        # the candidates by score and coverage; the best of them are weighed further (the weights below only lower
        # a score)
        first = sorted(((f.score * coverage_weight(_EXAMPLE_SHARE * covered(f.matched) + (1 - _EXAMPLE_SHARE)
                                                   * covered(_outside_examples(f, index))) * _depth_weight(f.doc), k, f)
                        for k, f in enumerate(found)), key=lambda x: (-x[0], x[1]))[:max(limit * 4, _WEIGHED)]
        found = [f for _s, _k, f in first]
        unnamed = _unnamed_keywords(found, compiled, scopes, index)
        english = _english_texts(found, scopes, index)
        tokens = _unnamed_tokens(english, compiled)
        stubs = _kind_only(english)
        variants = _unnamed_variants(found, compiled, scopes, index)
        older = _older_translations(scopes, index)
        scored = _localise_scored([(f.doc, score
                                    * (_UNNAMED_KEYWORD if _keyword_of(f.doc) in unnamed else 1.0)
                                    * (_UNNAMED_TOKEN if f.doc.rule in tokens else 1.0)
                                    * (_KIND_ONLY_RULE if f.doc.rule in stubs else 1.0)
                                    * (_UNNAMED_VARIANT if _variant_of(f.doc) in variants else 1.0)
                                    * (_OLDER_TRANSLATION if f.doc.lang in older else 1.0))
                                   for score, _k, f in first], lang, home, index)
        best: dict[tuple[str, str], tuple[IndexDoc, float]] = {}
        for d, score in scored:
            if d.ident not in best or score > best[d.ident][1]:
                best[d.ident] = (d, score)
        hits: list[tuple[float, int, IndexDoc, str, IndexDoc | None]] = []
        for i, (d, score) in enumerate(sorted(best.values(), key=lambda ds: -ds[1])):
            if d.kind == "glossary":
                # a definition found by its words stands for the rule it points at: one hit, shown with it (a
                # keyword's rule that is only a title keeps the share of a heading: its subrules answer)
                rule = (_defined_rule(d, lang, scopes, home, index) if d.rule
                        else _english_titled(d, scopes, index))
                if rule is not None:
                    hits.append((score * _depth_weight(rule), i, rule, "glossary", d))
                    continue
            hits.append((score, i, d, "text", None))
        # a rule found by its own words and through a definition is one hit, shown with the definition
        definitions: dict[tuple[str, str], IndexDoc] = {}
        for _s, _i, d, _why, definition in hits:
            if definition is not None:
                definitions.setdefault(d.ident, definition)
        for score, _i, d, why, definition in sorted(hits, key=lambda h: (-h[0], h[1])):
            add(d, score, why, definition or definitions.get(d.ident))
            if len(ranked) >= limit * 2:
                break
    return ranked
