"""Compiling a parsed query into the index query tree: the words analysed in the asked language's fields, their
English wording through the expansion table, and what each part of the tree stands for.

The index query tree (`Match`, `AnyOf`, `And`, `Or`, `Not`) is what `index.py` translates into whoosh queries.
`compile_query` also records the analysed terms (for highlighting), the English phrases searched (shown to the
user), and, per `Match`, the query's words it stands for (the concepts of the coverage ranking, see `rank.py`).
"""
from __future__ import annotations

import re
from collections import ChainMap
from functools import lru_cache
from dataclasses import dataclass
from typing import Mapping

from .. import lang as registry
from ..analysis import Decompounder, analyze, analyze_tokens, terms
from ..termbase.base import STEM_SHARE, held_by_the_rules
from ..termbase.english import CONNECTIVES
from ..termbase.senses import english_words
from ..termbase.words import word_keys
from .query import Group, NotNode, Phrase, Word
from .symbols import symbol_words

__all__ = ["Match", "AnyOf", "And", "Or", "Not", "CompiledQuery", "compile_query"]


@dataclass(frozen=True)
class Match:
    """Analysed terms of one word or phrase in one language's fields; several terms form a phrase, unless
    `phrase` is False: the character pairs of a Chinese or Japanese word typed without spaces, which match one
    by one (the more of them, the better: see `rank.coverage`), never as one exact phrase. A phrase matches its
    terms at the places `at` (a text says `leaves the battlefield` where a query does: the stop word between them
    has its place in both)."""

    lang: str
    terms: tuple[str, ...]
    exact: tuple[str, ...] = ()
    boost: float = 1.0
    phrase: bool = True
    #: the places of the terms of a phrase counted from the first, where words the analysis drops (stop words)
    #: stand between them (`leaves the battlefield`: 0, 2); () when they follow one another
    at: tuple[int, ...] = ()


@dataclass(frozen=True)
class AnyOf:
    """Alternatives of one word or phrase (its own wording, its English wording, its compound parts)."""

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


def _positive(node) -> bool:
    if isinstance(node, Not):
        return False
    if isinstance(node, (Or, AnyOf, And)):
        return any(_positive(i) for i in node.items)
    return node is not None


@dataclass(frozen=True)
class CompiledQuery:
    """The index query tree of a parsed query, and what the ranking and the snippets need to know of it.

    `terms`: language -> the analysed terms searched, and `lang!` -> the exact (lower-case) forms;
    `expanded`: the English phrases searched through the expansion table;
    `concepts`: the positions of the query's words and phrases that produced a match;
    `covers`: per `Match`, the concepts it stands for;
    `unmatched`: the typed words nothing of the index holds, in any wording searched (`xyzzy`, a Spanish verb the
    term base and the word table do not translate): the search said nothing of them."""

    tree: object | None
    terms: Mapping[str, frozenset[str]]
    expanded: tuple[str, ...] = ()
    concepts: frozenset[int] = frozenset()
    covers: tuple[tuple[Match, frozenset[int]], ...] = ()
    unmatched: tuple[str, ...] = ()

    @property
    def searchable(self) -> bool:
        """True when the tree can match something on its own (not only NOT clauses)."""
        return _positive(self.tree)


_WORD_RE = re.compile(r"[^\W\d_]+")
#: a number in a run of characters (`_Compiler._numbers_in`)
_NUMBER_RE = re.compile(r"\d+")
#: a word in Latin letters (typed in English in a Chinese question: no cognate of Chinese, searched in English)
_LATIN_RE = re.compile(r"[A-Za-z][A-Za-z'’-]*")


def _plain(word: str) -> str:
    """A typed word as the registry lists question words: lower case, without apostrophes (`Doesn't` -> `doesnt`)."""
    return word.casefold().replace("\u2019", "").replace("'", "").strip("¿?¡!.,;:")


def _bare(word: str) -> str:
    """A typed word without the punctuation after it (`Kampfschadenssegment,`), as a compound is split."""
    return word.rstrip("".join(_CLAUSE_END))


def _joined(items) -> tuple[str, list[tuple[int, int, int]]]:
    """The typed words and phrases `items` side by side, one space apart, and (start, end, query position) of
    each in that text: where a term the term base finds in it stands in the query."""
    text, spans = "", []
    for item in items:
        if text:
            text += " "
        spans.append((len(text), len(text) + len(item.text), item.pos))
        text += item.text
    return text, spans


def _spaced(lang: str) -> bool:
    """Whether `lang` separates its words with spaces (the registry; an unknown language is taken as spaced)."""
    entry = registry.get(lang)
    return entry is None or entry.spaced


#: a term base rendering used to translate a query: printed among the two best renderings with this Dice score at
#: least, or from a rule title, a translators' list or the keyword table
_TERM_MIN_SCORE = 0.45
#: the longest English term looked up in a question (words), and the weight of its phrase match (judge questions
#: en: 1.0 -> 0.554, 2.0 -> 0.560, 3.0 -> 0.579, 4 to 6 -> 0.585)
_TERM_WORDS = 6
ENGLISH_TERM_BOOST = 3.0
#: a typed word ending so ends a clause: no term spans it
_CLAUSE_END = frozenset(",;:.?!")
#: weight of the English wording of a term the term base translated, in a language that has rules of its own
TRANSLATED_BOOST = 0.6


#: a language with fewer documents than this (a few translated pages) has no rules of its own to prefer: the English
#: wording of its words weighs as much as in a language without any (judge questions: es 0.58 -> 0.63 with the
#: scorer that no longer skips the pages' documents)
OWN_RULES_MIN = 200

#: a translation of the word dictionary (see `expansion.Lexicon.words`) is used from this probability on, and
#: weighs this much times its probability (tuned on the judge questions: 0.2..0.4 and 0.4..0.9 within 0.01 MRR)
WORD_MIN_PROBABILITY = 0.3
WORD_BOOST = 0.6
#: ... times this when the word occurs in the asked language's own rules (MRR 0.513 with 0.5, 0.515 with 1, 0.490 when
#: such words are not translated at all)
WORD_KNOWN_FACTOR = 0.5

#: the fewest letters of a part of a compound the word table translates part by part (`Kommandeur|schaden`)
_PART_MIN = 4

#: concept numbers of the pieces of a run of Chinese or Japanese characters (see `_Compiler._segmented`), apart
#: from the word positions of the query
_SEGMENT_BASE = 1_000_000

#: the shortest typed word reported as found nowhere (`a`, `va`, `il y a`: function words no stop list holds)
_UNMATCHED_MIN = 4

#: English terms of the term base too common to say what a question is about ("puedo" -> you)
_TOO_COMMON = frozenset({"you", "your", "x", "it", "player", "card", "turn", "becomes"})


def _too_common(hit) -> bool:
    """Whether a term the term base found is one too common to search (`_TOO_COMMON`: 牌 a card, Spieler a
    player), its keyword table alternatives aside."""
    return hit.concept in _TOO_COMMON and hit.entry.kind != "alt"


def _usable(entry, concept: str = "") -> bool:
    if entry.kind == "alt" or concept in _TOO_COMMON:
        return False
    if entry.kind == "printed":
        return (entry.rank or 99) <= 2 and entry.score >= _TERM_MIN_SCORE
    return True


#: what the rules also say, in a few rules, for an English word a question is searched with (analysed -> the
#: other wording): a token "can't ... come back onto the battlefield" (111.8), where a question says return
_RULES_WORDING = {"return": ("come back",)}

#: the forms of English `get`, and the past participles of the irregular verbs a question puts after it
_GET = frozenset(("get", "gets", "got", "gotten", "getting"))
_IRREGULAR_PARTICIPLES = frozenset(("dealt", "paid", "chosen", "drawn", "taken", "given", "made", "held", "brought",
                                    "fought", "lost", "won", "spent", "shown", "seen", "put", "hit", "cast", "shut",
                                    "stolen", "sent", "kept", "left", "stuck", "beaten", "eaten", "thrown", "blown"))


def _participle(word: str) -> bool:
    """Whether an English word reads as a past participle (`tapped`, `bounced`, `dealt`)."""
    return (len(word) > 4 and word.endswith("ed")) or word in _IRREGULAR_PARTICIPLES


@lru_cache(maxsize=16)
def _longest_first_question_words(lang: str) -> tuple[str, ...]:
    """The registry's question words of `lang`, longest first (会怎么样 before 怎么), read once per language."""
    entry = registry.get(lang)
    return tuple(sorted(entry.question_words, key=lambda w: (-len(w), w))) if entry is not None else ()


@lru_cache(maxsize=16)
def _jargon_as_typed(lang: str) -> dict[str, tuple[str, ...]]:
    """The registry's jargon of `lang` read only as typed (`_plain` word -> the rules' words)."""
    entry = registry.get(lang)
    return {_plain(k): v for k, v in (entry.jargon_as_typed if entry is not None else ())}


@lru_cache(maxsize=16)
def _jargon(lang: str) -> dict[str, tuple[str, ...]]:
    """The registry's jargon of `lang` as an expansion table: analysed words -> the rules' words (English ones: a
    question in another language is searched in English too)."""
    entry = registry.get(lang)
    return {" ".join(terms(k, lang)): v for k, v in (entry.jargon if entry is not None else ()) if terms(k, lang)}


class _Compiler:
    def __init__(self, lang: str, index, decompounder: Decompounder | None, termbase=None):
        self.lang = lang
        self.termbase = termbase
        self.jargon = _jargon(lang)
        self.as_typed = _jargon_as_typed(lang)
        self.table = ChainMap(self.jargon, index.lexicon.table(lang)) if lang != "en" else self.jargon
        self.index = index
        self.decompounder = decompounder
        self.expanded: list[str] = []
        #: (position, typed word) of the words nothing the index holds was searched for (see `CompiledQuery`)
        self.unmatched: list[tuple[int, str]] = []
        #: the positions of typed words the term base reads as a term too common to search (`Spieler`: player)
        self.too_common: set[int] = set()
        #: the matches standing for some of the query's words (not the words all in a row) and their positions
        self.standing: list[tuple[Match, frozenset[int]]] = []
        self.query_terms: dict[str, set[str]] = {}
        self.concepts: set[int] = set()
        self.covers: list[tuple[Match, frozenset[int]]] = []
        self._leaf: frozenset[int] = frozenset()
        self._whole = False
        #: a typed word's position -> the separable particle ending its clause (German `phast ... aus`)
        self.particles: dict[int, str] = {}
        #: the positions of the typed words inside a game term of two words or more (see `_longer_terms`)
        self.inside_terms: dict[int, frozenset[str]] = {}
        #: the game terms found in a list of words, by the words' positions (see `_terms_in`)
        self._spotted: dict[tuple[int, ...], list] = {}
        #: whether the asked language has rules of its own to search (a translation of the CR, not a few pages)
        self.own_rules = lang not in ("en", "all") and index.document_count(lang) >= OWN_RULES_MIN

    def _as_corpus_spells(self, text: str, lang: str) -> str:
        """`text` with each word typed without accents that the corpus only spells with them re-accented
        (the lexicon's `accents`): `construido` is stemmed as `construído`."""
        table = self.index.lexicon.accents.get(lang)
        if not table:
            return text
        return _WORD_RE.sub(lambda m: table.get(m.group().casefold(), m.group()), text)

    def match(self, text: str, lang: str, boost: float = 1.0, phrase: bool = True):
        tokens = analyze_tokens(self._as_corpus_spells(text, lang), lang)
        stems = tuple(t.term for t in tokens)
        if not stems:
            return None
        exact = tuple(analyze(text, lang, exact=True))
        self.query_terms.setdefault(lang, set()).update(stems)
        self.query_terms.setdefault(lang + "!", set()).update(exact)
        at = tuple(t.pos - tokens[0].pos for t in tokens)
        items = [self._register(Match(lang, stems, exact if len(exact) == 1 else (), boost, phrase,
                                      at if at != tuple(range(len(at))) else ()))]
        if lang == "de" and self.decompounder is not None and len(stems) == 1:
            parts = self.decompounder.split(_bare(text))
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
                self.standing.append((m, self._leaf))
        return m

    def english(self, phrases, boost: float = 0.9) -> list:
        """English matches of `phrases` at `boost`, one per analysed wording: `creature` and `creatures`, which an
        expansion table gives side by side, are searched once (twice, their score counted twice)."""
        out, searched = [], set()
        phrases = list(phrases)
        for english in list(phrases):
            for other in _RULES_WORDING.get(" ".join(terms(english, "en")), ()):
                if other not in phrases:
                    phrases.append(other)
        for english in phrases:
            m = self.match(english, "en", boost)
            if m is not None:
                wording = (m.terms, m.at) if isinstance(m, Match) else m
                if wording not in searched:
                    searched.add(wording)
                    out.append(m)
                if english not in self.expanded:
                    self.expanded.append(english)
        return out

    def expand_sequence(self, words: list[str], positions: list[int]) -> list:
        """English alternatives of the longest known phrases of `words` (greedy, left to right); `positions`
        are the words' places in the query (the concepts an expansion stands for)."""
        if not self.table:
            return []
        flat: list[str] = []
        owner: list[int] = []
        typed: list[str] = []
        for w, at in zip(words, positions):
            a = terms(w, self.lang)
            flat.extend(a)
            owner.extend([at] * len(a))
            typed.extend([w] * len(a))
        out, i = [], 0
        saved = self._leaf
        while i < len(flat):
            for j in range(min(len(flat), i + 6), i, -1):
                as_typed = self.as_typed.get(_plain(typed[i])) if j == i + 1 else None
                if as_typed is not None:
                    # one word read as typed (a longer phrase goes first): its stem is a printed term's (fr `vole`,
                    # steals; `vol`, flying)
                    self._leaf = frozenset(p for p in (owner[i],) if p >= 0)
                    out.extend(self.english(as_typed))
                    i = j
                    break
                if j == i + 1 and self._asks(Word(typed[i], owner[i])):
                    continue  # a question word is read only inside a longer phrase (it `voleva`, wanted: `vol`, flying)
                key = " ".join(flat[i:j])
                # one word the word table reads otherwise gives way; in a run of characters, the characters of the
                # term looked up (the run holds other words)
                said = typed[i] if _spaced(self.lang) else key
                # judges' words (the registry's jargon) are said on purpose: the word table does not overrule them
                # (pt `batalha`, a battle, is battle cry's word on the cards, printed before battles)
                inside = self.inside_terms.get(owner[i]) if j == i + 1 else None
                if inside is not None and not {t for e in self.table.get(key, ()) for t in terms(e, "en")} <= inside:
                    continue  # a word of a longer term the term base found (pt `batalha` of campo de batalha)
                if key in self.table and not (j == i + 1 and key not in self.jargon
                                              and (self._contradicted(said, self.table[key])
                                                   or self._cut_short(said, key, self.table[key]))):
                    self._leaf = frozenset(p for p in owner[i:j] if p >= 0)
                    out.extend(self.english(self.table[key]))
                    i = j
                    break
            else:
                i += 1
        self._leaf = saved
        return out

    def _in_idioms(self, items) -> frozenset[int]:
        """The positions of the words of `items` inside an idiom of the language (the registry's `idioms`): they are
        searched as the idiom's rules' words only (`expand_sequence`), not one by one."""
        entry = registry.get(self.lang)
        if entry is None or not entry.idioms:
            return frozenset()
        words = [(i.pos, _plain(i.text)) for i in items if isinstance(i, Word)]
        out: set[int] = set()
        for idiom in entry.idioms:
            n = len(idiom.split())
            for k in range(len(words) - n + 1):
                if " ".join(w for _p, w in words[k:k + n]) == idiom:
                    out.update(p for p, _w in words[k:k + n])
        return frozenset(out)

    def _asks(self, item) -> bool:
        """Whether `item` is a word that only says a question is asked (the registry's `question_words`)."""
        entry = registry.get(self.lang)
        return entry is not None and isinstance(item, Word) and _plain(item.text) in entry.question_words

    def _without_question_words(self, group: Group) -> Group:
        """`group` without the words that only say it is a question (`what happens if`, `puedo`), when it has other
        words: they are no concept to cover (see the registry's `question_words`)."""
        entry = registry.get(self.lang)
        if entry is None or not entry.question_words:
            return group
        asking = {k for k, i in enumerate(group.items) if self._asks(i)}
        # a particle before a question word asks with it (German `ab wann`, `ab wie viel`: from when, from how many)
        asking |= {k for k, i in enumerate(group.items) if k + 1 in asking and isinstance(i, Word)
                   and _plain(i.text) in entry.separable_particles}
        if self.lang == "en":
            # `get` before a past participle makes a passive (`got tapped`, `gets bounced`): no concept of its own
            items = group.items
            asking |= {k for k, i in enumerate(items[:-1]) if isinstance(i, Word) and _plain(i.text) in _GET
                       and isinstance(items[k + 1], Word) and _participle(_plain(items[k + 1].text))}
        kept = tuple(i for k, i in enumerate(group.items) if k not in asking)
        return Group(group.op, kept) if kept and len(kept) < len(group.items) else group

    def translate_terms(self, items: list) -> list:
        """English matches of the game terms the term base finds in `items` (words and phrases side by side, in
        the query's language), longest wording first; each stands for the words it spans."""
        if self.termbase is None or self.lang in ("en", "all") or not items:
            return []
        out, saved = [], self._leaf
        asking = {i.pos for i in items if self._asks(i)}
        for hit, spanned in self._terms_in(items):
            if spanned and spanned <= asking:
                continue  # a question word alone is no term (`¿qué pasa?`: pasa is no paso, step)
            self._leaf = spanned
            out.extend(self._english_of(hit))
        self._leaf = saved
        return out

    def _terms_in(self, items: list) -> list:
        """(hit, the query positions it spans) for each game term the term base finds in `items` side by side; read
        once per list of words (`translate_terms` and `_longer_terms` ask for the same one)."""
        key = tuple(i.pos for i in items)
        found = self._spotted.get(key)
        if found is None:
            text, spans = _joined(items)
            found = self._spotted[key] = [
                (hit, frozenset(pos for start, end, pos in spans if start < hit.end and hit.start < end))
                for hit in self.termbase.translate(text, self.lang)]
        return found

    def _longer_terms(self, items: list) -> dict[int, frozenset[str]]:
        """The positions of the words of `items` inside a game term of two words or more the term base finds in
        them -> the English words of such terms (French `face` of `face cachée`: face, down)."""
        if self.termbase is None or self.lang in ("en", "all") or not _spaced(self.lang) or len(items) < 2:
            return {}
        inside: dict[int, frozenset[str]] = {}
        for hit, spanned in self._terms_in(items):
            if len(spanned) > 1 and _usable(hit.entry, hit.concept):
                for pos in spanned:
                    inside[pos] = inside.get(pos, frozenset()) | frozenset(terms(english_words(hit.concept), "en"))
        return inside

    def english_terms(self, items: list) -> list:
        """Phrase matches of the game terms of an English question (`replacement effects`, `end step`: the term
        base's English terms and the glossary's headwords of two words or more, longest first, left to right), at
        `ENGLISH_TERM_BOOST`; each stands for the words it spans. The words one by one are searched as well: the
        phrase ranks higher the rules that say it. (Rule titles as terms too: judge questions en 0.579 -> 0.554.)"""
        if self.termbase is None or self.lang != "en" or len(items) < 2:
            return []
        out, saved, i = [], self._leaf, 0
        while i < len(items):
            for j in range(min(len(items), i + _TERM_WORDS), i + 1, -1):
                span = items[i:j]
                if (any(not isinstance(w, Word) or not _WORD_RE.search(w.text) for w in span)
                        or any(w.text[-1] in _CLAUSE_END for w in span[:-1])):
                    continue  # a number (`5 life`) or a comma is no part of a term
                concept = self._english_term(" ".join(w.text for w in span))
                if concept is not None:
                    self._leaf = frozenset(w.pos for w in span)
                    m = self.match(concept, "en", ENGLISH_TERM_BOOST)
                    if m is not None:
                        out.append(m)
                    i = j
                    break
            else:
                i += 1
        self._leaf = saved
        return out

    def _english_term(self, text: str) -> str | None:
        """The game term of two words or more the English `text` names: a term of the term base or the headword
        of a glossary entry; None when it names none."""
        concept = self.termbase.concept(text)
        if concept is not None and " " in concept:
            return concept
        analysed = terms(text, "en")
        # every typed word is a word of the headword: `control of by another player` is no `control another player`
        return (text if len(analysed) == len(text.split()) > 1 and self.index.glossary_term("en", " ".join(analysed))
                else None)

    def _english_of(self, hit) -> list:
        """The English matches of a term the term base found, unless it is of no use here (`_usable`), already
        searched, or gives way to the word table; where the asked language has rules of its own, its own words
        come first (`TRANSLATED_BOOST`)."""
        if _too_common(hit):
            self.too_common.update(self._leaf)  # known, and not searched: no word found nowhere
        if not _usable(hit.entry, hit.concept):
            return []
        if english_words(hit.concept) in self.expanded:
            self.too_common.update(self._leaf)  # said again (`compañero ... compañeros`): searched once, not unknown
            return []
        if self._gives_way(hit) or (len(self._leaf) == 1 and _plain(hit.text) in self.as_typed):
            return []  # (a word the jargon reads as typed: `vole`, steals, is no `vol`, flying)
        longer = self.inside_terms.get(next(iter(self._leaf), -1)) if len(self._leaf) == 1 else None
        if longer and not set(terms(english_words(hit.concept), "en")) <= longer:
            return []  # a word of a longer term read otherwise on its own (`face` of `face cachée`: not face up)
        return self.english([english_words(hit.concept)], TRANSLATED_BOOST if self.own_rules else 0.9)

    def _in_text(self, word: str, lang: str) -> bool:
        """Whether `word` occurs (analysed) in the rules of `lang`."""
        return any(self.index.known(lang, t) for t in analyze(word, lang))

    def _gives_way(self, hit) -> bool:
        """Whether a term the term base reads in one typed word is, by the word table, another word: French
        `aventure` is a form of `s'aventurer` (venture into the dungeon), which the cards mostly translate
        `adventure`; German `Zauber` is stemmed like `Zauberer`. The word table weighs every line of every card,
        the term base the lines of one term (judge questions MRR 0.576 -> 0.585: fr .526 -> .549, it .637 -> .667)."""
        if held_by_the_rules(hit.entry):
            return False  # the language's own CR says it so (pt `jogo`, game; the cards' `entra em jogo` is play)
        if hit.entry.kind == "curated" or any(
                e.kind == "curated" and e.term.casefold() == hit.text.casefold()
                for e in self.termbase.renderings(hit.concept, self.lang)):
            return False  # a curated wording is said on purpose (Italian `livello` is layer as well as level;
            # French `pile` is the stack, whatever `pile ou face` makes of it on the cards)
        return self._contradicted(hit.text, (english_words(hit.concept),))

    def _contradicted(self, typed: str, english: tuple[str, ...]) -> bool:
        """Whether the word table translates one typed word otherwise than every English wording offered for it
        (`fundo`, bottom, is stemmed like `Fundir`, fuse)."""
        if " " in typed.strip():
            return False
        said = [e for w in word_keys(typed, self.lang) if len(_bare(typed)) < _STEM_OF_LONGER * len(w)
                for e, p in self.index.lexicon.translations(self.lang, w)[:2] if p >= WORD_MIN_PROBABILITY]
        return bool(said) and not set(said) & {t for e in english for t in terms(e, "en")}

    def _cut_short(self, typed: str, key: str, english: tuple[str, ...]) -> bool:
        """Whether one typed word shares only its stem with the wordings of the table's terms (`key`): much shorter
        than each of them, the term base's `STEM_SHARE` rule. pt `inicia` (begins) and `Iniciativa` (first
        strike on the cards) share the stem `inic`: `quando a etapa de combate inicia` searched first strike."""
        if self.termbase is None or not _spaced(self.lang) or " " in typed.strip():
            return False
        lengths = [len(w) for e in english for r in self.termbase.renderings(e, self.lang)
                   for w in (r.term, *r.forms) if " ".join(terms(w, self.lang)) == key]
        return bool(lengths) and len(_bare(typed)) < STEM_SHARE * min(lengths)

    def _held(self, node) -> bool:
        """Whether the index holds a term of a match below `node` (in its language's titles or texts)."""
        if isinstance(node, Match):
            return any(self.index.known(node.lang, t) for t in node.terms)
        return any(self._held(i) for i in getattr(node, "items", ()))

    def _translated(self, key: str, lang: str) -> bool:
        """Whether the word table translates the analysed word `key` of `lang` (at `WORD_MIN_PROBABILITY`)."""
        return any(p >= WORD_MIN_PROBABILITY for _e, p in self.index.lexicon.translations(lang, key)[:1])

    def _translated_parts(self, compound: str, lang: str) -> tuple[str, ...]:
        """A compound cut in two parts the word table translates both, the longest first part first
        (`Lebenspunkt|zahl`, where the corpus's words cut it `Lebens|punktzahl`); () when no cut gives two."""
        low = compound.casefold()
        for cut in range(len(low) - _PART_MIN, _PART_MIN - 1, -1):
            left, right = word_keys(low[:cut], lang), word_keys(low[cut:], lang)
            if (len(left) == 1 == len(right) and self._translated(left[0], lang)
                    and self._translated(right[0], lang)):
                return low[:cut], low[cut:]
        return ()

    def _infinitive_keys(self, text: str, lang: str, particle: str | None) -> list[str]:
        """The word table's keys of the infinitive of the verb form `text` (see `lang.infinitives`); [] when the
        table translates none of them."""
        for candidate in registry.infinitives(text, lang, particle):
            keys = word_keys(candidate, lang)
            if len(keys) == 1 and self._translated(keys[0], lang):
                return keys
        return []

    def _infinitive_terms(self, node, lang: str) -> list:
        """The English matches of the game term a verb form the term base does not know is the infinitive of
        (German `neutralisiert`, `geopfert`, `zerstört`: the stemmer leaves them apart from neutralisieren, opfern,
        zerstören, which the cards print); [] when no infinitive of it is a term."""
        if self.termbase is None or lang in ("en", "all"):
            return []
        for candidate in registry.infinitives(node.text, lang, self.particles.get(node.pos)):
            found = [m for hit in self.termbase.translate(candidate, lang)
                     if hit.start == 0 and hit.end == len(candidate) for m in self._english_of(hit)]
            if found:
                return found
        return []

    def _jargon_verb(self, text: str, lang: str, particle: str | None) -> tuple[str, ...]:
        """The rules' words of a judge's verb (the registry's jargon) the verb form `text` is of, with the
        particle ending its clause (`teilt Schaden aus`: austeilen, deal damage); () when none."""
        for candidate in registry.infinitives(text, lang, particle):
            key = " ".join(terms(candidate, lang))
            if key in self.jargon:
                return self.jargon[key]
        return ()

    def _separable(self, items: tuple) -> tuple[dict[int, str], frozenset[int]]:
        """The separable particles of the words `items` (the registry's `separable_particles`): a particle that
        ends its clause (before a comma, a clause opener or the end) belongs to the verb before it (`phast aus`,
        `wirft ... ab`). Gives the positions of the clause's other words -> its particle, and the particles'
        positions (no concept of their own: `ab` alone is no `discard`)."""
        entry = registry.get(self.lang)
        if entry is None or not entry.separable_particles:
            return {}, frozenset()
        owners: dict[int, str] = {}
        particles: set[int] = set()
        clause: list[int] = []
        words = [i for i in items if isinstance(i, Word)]
        for k, w in enumerate(words):
            plain = _plain(w.text)
            following = _plain(words[k + 1].text) if k + 1 < len(words) else None
            ends = w.text[-1] in _CLAUSE_END or following is None or following in entry.clause_openers
            if ends and clause and plain in entry.separable_particles:
                owners.update((pos, plain) for pos in clause)
                particles.add(w.pos)
            clause = [] if ends else clause + [w.pos]
        return owners, frozenset(particles)

    def word_translations(self, text: str, lang: str, factor: float = 1.0, particle: str | None = None) -> list:
        """English matches of a word the term base does not know, through the word dictionary learnt from cards
        (the lexicon's `words`): each translation at `factor` times `WORD_BOOST` times its probability, at most two.
        A verb form the table does not know is looked up as its infinitive, with `particle` (the separable particle
        ending its clause) first."""
        out = []
        words = word_keys(text, lang)
        if len(words) == 1 and not self._translated(words[0], lang):
            # a verb form the cards never print (phast, of phasen; with its particle, ausphasen)
            words = self._infinitive_keys(text, lang, particle) or words
        if (self.decompounder is not None and len(words) == 1
                and not self.index.lexicon.translations(lang, words[0])):
            # a compound the cards never print (Kommandeurschaden, Lebenspunktzahl): its parts
            parts = self._translated_parts(_bare(text), lang) or self.decompounder.split(_bare(text))[:2]
            words = [k for part in parts for k in word_keys(part, lang)] or words
        for word in words:
            for english, p in self.index.lexicon.translations(lang, word)[:2]:
                if p < WORD_MIN_PROBABILITY:
                    break
                if self._phrase_only(word, english, lang):
                    continue
                if not _spaced(lang) and english in self.query_terms.get("en", ()):
                    continue  # a run of words: already searched for a game term the term base found in it
                self.query_terms.setdefault("en", set()).add(english)
                out.append(self._register(Match("en", (english,), (), factor * WORD_BOOST * p)))
        return out

    def _phrase_only(self, key: str, english: str, lang: str) -> bool:
        """Whether the term base says the English word `english` in `lang` only in wordings of several words, one
        of them the analysed word `key`: es `menos` is unless only in `a menos que` (the term base reads that
        first); alone, or in `al menos` (at least), it is not."""
        if self.termbase is None or english not in CONNECTIVES:
            return False
        wordings = [w for r in self.termbase.renderings(english, lang) for w in (r.term, *r.forms)]
        return (bool(wordings) and all(len(w.split()) > 1 for w in wordings)
                and any(key in terms(w, lang) for w in wordings))

    def _numbers_in(self, text: str) -> list:
        """English matches of the numbers in a run of a language written without spaces (忠誠度が0になった: 0,
        which the rules write as a number in every language): the run's character pairs leave them out."""
        return [m for n in dict.fromkeys(_NUMBER_RE.findall(text)) if (m := self.match(n, "en", 0.9)) is not None]

    def _unasked(self, piece: str) -> str:
        """A run between two terms of a language written without spaces, without the registry's question words at
        its edges (`会怎样`, what happens; `吗`): `生物勘察时翻出地牌或非地牌会怎样` asks nothing of 怎样, a word
        rare in the rules that made its coverage weigh most."""
        asking = _longest_first_question_words(self.lang)
        while piece:
            w = next((w for w in asking if piece.startswith(w) or piece.endswith(w)), None)
            if w is None:
                break
            piece = piece[len(w):] if piece.startswith(w) else piece[:-len(w)]
        return piece

    def _jargon_in(self, piece: str) -> list[str]:
        """The rules' words of the judges' words (the registry's jargon) inside a run between two terms of a language
        written without spaces (ja 対応, respond, in に対応して何かできますか): the word table, learnt from cards,
        seldom has them."""
        entry = registry.get(self.lang)
        return [w for typed, words in (entry.jargon if entry is not None else ()) if typed in piece for w in words]

    def _latin_words(self, piece: str) -> list:
        """The English matches of the words typed in Latin letters inside a run of a language written without
        spaces (zh `一条龙来behold`: behold, the keyword action; not a letter or two, `X`)."""
        return [m for w in _LATIN_RE.findall(piece) if len(w) > 2 and (m := self.match(w, "en", 0.8)) is not None]

    def _segmented(self, node: Word, lang: str):
        """A run of characters of a language written without spaces cut where the term base finds its game terms:
        each term (its character pairs in the language's text, its English wording) and each run between two terms
        (its pairs, its words through the word table) is a concept of its own, so that the coverage ranking tells a
        rule naming 侵染 and 伤害 from one naming only 生物 (one concept for the whole run made every match cover all
        of it); the whole run in a row still scores higher. None when the term base finds no term in it."""
        text = node.text
        # a term too common to search (牌, a card; 牌手, a player) is no cut: it stays in the run around it
        hits = [h for h in self.termbase.translate(text, lang) if not _too_common(h)]
        if not hits:
            return None
        base = _SEGMENT_BASE + node.pos * 1000
        spans: dict[tuple[int, int], list] = {}
        for hit in hits:
            spans.setdefault((hit.start, hit.end), []).append(hit)
        cuts, at = [], 0
        for start, end in sorted(spans):
            if start > at:
                cuts.append((at, start, None))
            cuts.append((start, end, spans[(start, end)]))
            at = end
        if at < len(text):
            cuts.append((at, len(text), None))
        items = []
        for start, end, found in cuts:
            piece = text[start:end] if found else self._unasked(text[start:end])
            if not piece:
                continue  # only says a question is asked (会怎样, 吗): no concept to cover
            self._leaf = frozenset((base + start,))
            # a term: its English wording; a run between two: its words through the word table, if it has one
            alts = ([m for hit in found for m in self._english_of(hit)] if found
                    else self.word_translations(piece, lang) + self.english(self._jargon_in(piece))
                    + self._latin_words(piece))
            own = self.match(piece, lang, phrase=False) if len(piece) > 1 or found else None
            got = [x for x in (own, *alts) if x is not None]
            if got:
                items.append(AnyOf(tuple(got)) if len(got) > 1 else got[0])
        self._leaf, self._whole = frozenset(base + start for start, _e, _f in cuts), True
        whole = self.match(text, lang, 1.5, phrase=True)  # the run as typed, in a row
        self._leaf, self._whole = frozenset(), False
        # the numbers of a run in a language with no rules of its own (タフネスが0になった: 0) add to the score
        # and stand for no concept (each a concept of its own: ja 0.595 -> 0.581)
        numbers = self._numbers_in(text) if not self.own_rules else []
        items += [x for x in (whole, *numbers) if x is not None]
        return Or(tuple(items)) if items else None

    def compile(self, node):
        lang = "en" if self.lang == "all" else self.lang
        if isinstance(node, Word) and self.decompounder is not None and _HYPHENED.fullmatch(node.text):
            node = Group("soft", (node,))  # its words (`_hyphens_cut`), as in a question of several words
        if self.lang == "all" and isinstance(node, (Word, Phrase)):
            # every language, each with its own analysis: `Erstschlag`, `dañar`, `先攻` find their own language
            self._leaf = frozenset((node.pos,))
            items = [m for m in (self.match(node.text, l, phrase=isinstance(node, Phrase) or _spaced(l))
                                 for l in sorted(self.index.lexicon.languages)) if m is not None]
            self._leaf = frozenset()
            return AnyOf(tuple(items)) if items else None
        if isinstance(node, Word) and not _spaced(lang) and self.termbase is not None:
            # Chinese and Japanese cut at their terms (judge questions zh MRR 0.623 -> 0.724; ja 0.583 -> 0.595
            # on 116 questions: 0.533 -> 0.568 on the 86 of held-out batches, 0.726 -> 0.674 on the 30 tuned on,
            # where one concept per run had been chosen)
            segmented = self._segmented(node, lang)
            if segmented is not None:
                return segmented
        if isinstance(node, (Word, Phrase)):
            self._leaf = frozenset((node.pos,))
            # a word of a language written without spaces is a run of words: its pairs match one by one, and
            # all of them in a row (the exact phrase) score higher
            m = self.match(node.text, lang, phrase=isinstance(node, Phrase) or _spaced(lang))
            if isinstance(m, Match) and not m.phrase and len(m.terms) > 1:
                m = AnyOf((m, Match(m.lang, m.terms, m.exact, 1.5 * m.boost, at=m.at)))
            alts = self.expand_sequence([node.text], [node.pos]) + self.translate_terms([node])
            if lang == "en" and isinstance(node, Word) and m is not None:
                alts += self.english([w for t in terms(node.text, "en") for w in _RULES_WORDING.get(t, ())])
            if isinstance(node, Word):
                alts += self.english(symbol_words(node.text))  # {C}: colorless (its letter alone names nothing)
            if isinstance(node, Word) and not alts and self.particles.get(node.pos):
                alts = self.english(self._jargon_verb(node.text, lang, self.particles.get(node.pos)))
            if isinstance(node, Word) and not alts:
                alts = self._infinitive_terms(node, lang)
            if isinstance(node, Word) and not _spaced(lang):
                alts = alts + self._numbers_in(node.text)
            if isinstance(node, Word) and lang != "en" and (not alts or not _spaced(lang)):
                # a word the term base does not know; in Japanese, the words around the terms it found
                known = self.own_rules and self._in_text(node.text, lang)
                alts = alts + self.word_translations(node.text, lang, WORD_KNOWN_FACTOR if known else 1.0,
                                                     self.particles.get(node.pos))
            if (isinstance(node, Word) and not alts and m is not None and lang != "en"
                    and (lang != "zh" or _LATIN_RE.fullmatch(node.text)) and not self._in_text(node.text, lang)):
                same = self.match(node.text, "en", 0.8)  # a cognate or an English word typed in another language
                if same is not None:
                    alts = [same]
            self._leaf = frozenset()
            items = [x for x in [m, *alts] if x is not None]
            if isinstance(node, Word) and items and _spaced(lang) and not any(self._held(x) for x in items):
                self.unmatched.append((node.pos, _bare(node.text).strip("¿¡\"'(“«")))
            return AnyOf(tuple(items)) if items else None
        if isinstance(node, NotNode):
            saved = (set(self.concepts), list(self.covers))
            inner = self.compile(node.item)
            self.concepts, self.covers = saved  # what a document must not match is not a concept to cover
            return Not(inner) if inner is not None else None
        if isinstance(node, Group):
            if node.op == "soft" and self.decompounder is not None:
                node = _hyphens_cut(node)
            typed = node
            if node.op == "soft":
                self.particles, dropped = self._separable(node.items)
                self.inside_terms = self._longer_terms([i for i in node.items if isinstance(i, (Word, Phrase))])
                node = self._without_question_words(node)
                node = _without_story_numbers(node)
                dropped = dropped | self._in_idioms(node.items)
                if dropped and len(dropped) < len(node.items):
                    node = Group(node.op, tuple(i for i in node.items if getattr(i, "pos", None) not in dropped))
            items = [c for c in (self.compile(i) for i in node.items) if c is not None]
            if node.op == "soft":
                leaves = [i for i in node.items if isinstance(i, (Word, Phrase))]
                words = [i.text for i in leaves]
                # terms are read in the words as typed: a question word may stand inside one (fr `capacité qui
                # définit une caractéristique`, it `che`), though it is no concept on its own
                said = [i for i in typed.items if isinstance(i, (Word, Phrase))]
                items.extend(self.expand_sequence([i.text for i in said], [i.pos for i in said]))
                items.extend(self.translate_terms(said))
                items.extend(self.english_terms(said))
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


#: a typed word this many times as long as its key in the word table (a stem) is read by that stem for other,
#: shorter words: es `entrenamiento` (training) is stemmed `entren`, as `entren` (they enter) is
_STEM_OF_LONGER = 2.0

#: words joined by hyphens, each of letters (German `Spree-Karte`, `Commander-Deck`), between what quotes or
#: ends them (`„Spree-Karte“`)
_HYPHENED = re.compile(r"([^\w-]*)([^\W\d_]+(?:-[^\W\d_]+)+)([^\w-]*)")


def _hyphens_cut(group: Group) -> Group:
    """`group` with each word joined by hyphens (`Spree-Karte`, `Impending-Kosten`) cut into its words, each at
    its own place: German joins an English card word to its own that way, and the joined word as a whole is
    neither a German term nor an English one."""
    items: list = []
    for i in group.items:
        m = _HYPHENED.fullmatch(i.text) if isinstance(i, Word) else None
        if m is None:
            items.append(i)
            continue
        parts = m.group(2).split("-")
        parts[0], parts[-1] = m.group(1) + parts[0], parts[-1] + m.group(3)
        start = 0
        for part in parts:
            items.append(Word(part, i.pos + start))
            start += len(part) + 1
    return Group(group.op, tuple(items)) if len(items) > len(group.items) else group


#: a number of a story (`fare 2 danni`, `a 3/3`): a bare count or power/toughness, not a signed counter (+1/+1),
#: not zero (toughness 0, 0 life: what the rules say of it)
_STORY_NUMBER = re.compile(r"(?!0\b)\d+(?:/\d+)?")
#: ... in a question of at least this many words, which tells what happened rather than asks for a rule
STORY_WORDS = 8


def _without_story_numbers(group: Group) -> Group:
    """`group` without the bare numbers of a question that tells a story (`STORY_WORDS` words or more): the
    amounts of what happened (2 damage, a 3/3) are no concept of the rule that answers, and the CR's examples,
    full of such numbers, outranked it (120.4d's example for `per fare 2 danni al suo attaccante`)."""
    words = [i for i in group.items if isinstance(i, Word)]
    numbers = {id(i) for i in words if _STORY_NUMBER.fullmatch(i.text.strip(".,;:!?()"))}
    if len(words) < STORY_WORDS or not numbers:
        return group
    return Group(group.op, tuple(i for i in group.items if id(i) not in numbers))


def compile_query(tree, lang: str, index, decompounder: Decompounder | None = None, termbase=None,
                  also: tuple[str, ...] = (), also_boost: float = 1.0) -> CompiledQuery:
    """The index query tree of a parsed query in `lang` ("all": every language's fields, no expansion); `index`
    answers whether a word is in the corpus (`known`) and holds the lexicon; `decompounder` splits German
    compounds; `termbase` (a `TermBase`) translates the game terms of the query into English. `also`: analysed
    English terms searched beside the query at `also_boost`, each on its own (the text of a card the query
    names, `search.cards`)."""
    c = _Compiler(lang, index, decompounder, termbase)
    compiled = c.compile(tree) if tree is not None else None
    if also:
        extra = [Match("en", (t,), (), also_boost) for t in also]
        c.query_terms.setdefault("en", set()).update(also)
        compiled = Or(tuple(([compiled] if compiled is not None else []) + extra))
    # a word a phrase searched for stands for (`board wipe`: destroy all) is no word left unsaid
    said = {pos for m, covers in c.standing for pos in covers if c._held(m)}
    unmatched = [w for pos, w in c.unmatched
                 if pos not in said and pos not in c.too_common and len(w) >= _UNMATCHED_MIN]
    return CompiledQuery(tree=compiled, terms={k: frozenset(v) for k, v in c.query_terms.items()},
                         expanded=tuple(c.expanded), concepts=frozenset(c.concepts), covers=tuple(c.covers),
                         unmatched=tuple(dict.fromkeys(unmatched)))
