"""`TermBase`: lookups both ways over the term entries of a built store.

Built from `StoreReader.terms()` (every term source: the derived card table, the keyword table, the Chinese
term list, paired rule titles), with the evidence of derived rows joined back from their source's metadata.
Nothing here reads a raw file.

The two questions search asks:

- `translate(phrase, lang)`: the English terms a phrase in `lang` names, longest first, each with its span
  (`"daño de combate al cementerio"` -> combat damage, graveyard);
- `rendering(term, lang)`: the wording of an English term in `lang`, the one printed now
  (`rendering("battlefield", "it").term == "campo di battaglia"`); `renderings` gives all, best first.

`top(term, lang, register)`: the first wording in a register: `cards` (the printed rendering first) or `rules`
(the wording the language's translated rules text uses first, where it is read in enough rules); a composed
wording comes last in both.

`lookup(words, lang)` answers the CLI: an English term gives its renderings, any other wording the English
terms it renders. Matching ignores case and accents and, in a language with a stemmer, inflection
(`bloqueadoras` finds `bloqueadora`); Chinese, Japanese and Korean are matched as characters.
"""
from __future__ import annotations

import difflib
import os
import re
import threading
from collections import defaultdict
from dataclasses import dataclass
from typing import Callable, Iterable

from .. import lang as _lang
from ..analysis import irregular_forms, seed_stems, stem
from ..model import TermEntry
from ..textfold import fold, fold_voiced
from .senses import VERB_SENSES, sense_term
from .tokens import in_a_row

__all__ = ["TermBase", "TermHit", "TermMatch", "TermLookup", "load_termbase", "lookup_term", "KIND_ORDER", "REGISTERS",
           "held_by_the_rules"]

#: Which wording comes first when several sources give one: printed on cards (ranked by the derivation), rule
#: titles of a translated CR, a translators' term list, the keyword table, its alternatives.
KIND_ORDER = {"printed": 0, "rules-text": 1, "title": 2, "rules": 3, "glossary": 4, "card": 5, "alt": 6, "composed": 7,
              "curated": 8}
#: which derived kinds give the top wording of a concept in each register: card wording (what cards print) or
#: rules wording (what a translated CR says, where the language has one: `rules-text`); a `composed` wording
#: (from the renderings of its parts) only where nothing is printed or read in the rules; a `curated` one (typed in
#: by the developers, no evidence: `raw_sources/termbase/rules_terms_curated.tsv`) after all of them
REGISTERS = {"cards": ("printed", "rules-text", "composed", "curated"),
             "rules": ("rules-text", "printed", "composed", "curated"),
             "printed": ("printed",)}
MAX_WORDS = 6
MAX_CHARS = 10
#: how many wordings' best terms a term base keeps (`_ranked`) before it forgets them all: a long-lived server
#: reading many pages holds no more than that
RANKED_KEPT = 200_000
#: how close in spelling (difflib's ratio) a wording is to be offered when a look-up finds nothing
SIMILAR_CUTOFF = 0.75
_WORD = re.compile(r"[+-]?\d+/[+-]?\d+|[^\W\d_]+")
#: the kana a Japanese verb or adjective ends with after its last kanji (する, され, え, げ ...)
_JA_OKURIGANA = re.compile(r"(?<=[\u3400-\u9fff])[\u3041-\u309f]+$")
#: a Japanese noun with its verb after a particle (格闘を行う, fight: do a fight; 生け贄に捧げる, sacrifice)
_JA_NOUN_VERB = re.compile(r"(?<=[\u3400-\u9fff\u30a1-\u30fa\u30fc])[をに][\u3400-\u9fff]+[\u3041-\u309f]*$")
_JA_KANJI = re.compile(r"[\u3400-\u9fff]")


_chars = _lang.unspaced


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def _key(text: str, lang: str) -> str:
    """Match key of a wording: folded characters for CJK/Korean, else the folded stems of its words."""
    if _chars(lang, text):
        return fold(text).replace(" ", "").replace("・", "")
    return " ".join(stem(w, lang) for w in _words(text))


_HYPHEN = re.compile(r"(?<=[^\W\d_])[-‐‑](?=[^\W\d_])")


def _joined_key(text: str, lang: str) -> str | None:
    """The match key of a hyphenated wording written as one word (it `passa-foreste` typed `passaforeste`, de
    `Split-Karte` printed `Splitkarte`), or None when the wording has no hyphen between letters."""
    joined = _HYPHEN.sub("", text)
    return _key(joined, lang) if joined != text else None


#: a rules-text wording outranks a printed one in the rules register when read in at least this many rules with
#: at least this score: fewer rules, and every word of them ties with the term
RULES_SUPPORT = (3, 0.4)


#: a rules-text wording the translated CR holds to: used in at least this many rules, and in this share of the
#: rules naming its term
RULES_HELD = (10, 0.5)


def held_by_the_rules(entry) -> bool:
    return (entry.kind == "rules-text" and entry.count >= RULES_HELD[0]
            and entry.count >= RULES_HELD[1] * entry.total)


def _katakana(c: str) -> bool:
    return "\u30a1" <= c <= "\u30fa" or c == "\u30fc"  # the katakana and the long vowel mark, not the middle dot


def _latin(char: str) -> bool:
    """Whether `char` is a letter of the Latin alphabet (accented too)."""
    return char.isalpha() and char < "\u0250"


def _inside_a_word(phrase: str, start: int, end: int) -> bool:
    """Whether `phrase[start:end]` is one Hangul syllable (spaces aside) inside a word, after another letter: a
    Korean word is its stem then its endings, so a one-syllable term starts a word (`곰 토큰`, a Bear token), never
    ends one (`어떻게`, how, is no 게, Crab; `만들면`, if one makes, no 들, Plains). Or two katakana inside a longer
    katakana word: `サイ` (Rhino) of `サイドボード` and `サイバーマン`, `ジン` (Djinn) of `エンジン`; a longer term
    inside a compound typed without its middle dot is read (`ドラゴントークン`). Or a run of Latin letters inside a
    longer one: an English word typed in a Chinese question (`晚上施放daybound生物`) holds no term of a letter or
    a part of a word (its `y`, the Y of +X/+Y)."""
    text = phrase[start:end]
    if _latin(text[0]) and start > 0 and _latin(phrase[start - 1]) or _latin(text[-1]) and end < len(phrase) \
            and _latin(phrase[end]):
        return True
    if len(text) <= 2 and all(_katakana(c) for c in text):
        return (start > 0 and _katakana(phrase[start - 1])) or (end < len(phrase) and _katakana(phrase[end]))
    core = phrase[start:end].strip()
    if len(core) != 1 or not "\uac00" <= core <= "\ud7a3":
        return False
    at = phrase.index(core, start)
    return at > 0 and phrase[at - 1].isalpha()


def _voiced_otherwise(text: str, entry: TermEntry) -> bool:
    """Whether kana `text` is a wording of `entry` only once their voicing marks are folded away: `クリスト` (of
    `チェックリスト`, checklist) is no `グリスト` (Grist)."""
    wordings = [w for w in (entry.term, *entry.forms) if fold(w) == fold(text)]
    return bool(wordings) and all(fold_voiced(w) != fold_voiced(text) for w in wordings)


def _cut_from(rules: TermEntry, printed: TermEntry) -> bool:
    """Whether the rules-text wording is the printed one cut short at an edge (pt lifelink: `vínculo` read in three
    rules, where 383 cards print `vínculo com a vida`): the printed wording is held by many cards, the rules'
    wording by fewer rules than the translated CR holds to (`RULES_HELD`)."""
    r, p = rules.term.casefold().split(), printed.term.casefold().split()
    if (not r or len(r) >= len(p) or rules.count >= RULES_HELD[0] or printed.count < RULES_HELD[0]
            or printed.score < RULES_SUPPORT[1]):
        return False
    return p[:len(r)] == r or p[-len(r):] == r


def _supported(e: TermEntry) -> bool:
    return e.count >= RULES_SUPPORT[0] and e.score >= RULES_SUPPORT[1]


#: a derived wording found beside less than this share of the cards (or rules) naming its term, scoring below
#: this Dice, is a word often near the term, not its wording: pt `fizer` for if (`se fizer`, on 1010 of 4189
#: cards), `fosse` for as though (`como se fosse`); in the rules register it is no top wording
WEAK = (1 / 3, 0.5)

#: a word typed in a question reads a wording sharing its stem only when it is at least this share of the wording's
#: length (`_ranked`)
STEM_SHARE = 0.75


def uncertain(e: TermEntry) -> bool:
    """Whether a derived wording is weak evidence (`WEAK`): found beside few of its term's cards or rules, scoring
    low, it may be a phrase near the term rather than its wording (es `+1/+1 sobre él adicionales` for color
    identity); `rulesdb term` says so."""
    return e.kind in ("printed", "rules-text") and e.count < WEAK[0] * e.total and e.score < WEAK[1]


@dataclass(frozen=True)
class TermMatch:
    """An English term and one of its wordings: `entry` (a `TermEntry`) carries the evidence."""

    concept: str
    entry: TermEntry

    def to_json(self) -> dict:
        out = self.entry.to_json()
        if self.entry.rank:
            out["uncertain"] = uncertain(self.entry)
        return out


@dataclass(frozen=True)
class TermHit:
    """A span of a phrase (`start`, `end`: character offsets) that names the English term `concept`."""

    start: int
    end: int
    text: str
    concept: str
    entry: TermEntry

    def to_json(self) -> dict:
        return {"start": self.start, "end": self.end, "text": self.text, "concept": self.concept,
                "lang": self.entry.lang, "term": self.entry.term, "kind": self.entry.kind}


def _kanji_stems(index: dict[str, dict[str, TermEntry]]) -> dict[str, dict[str, TermEntry]]:
    """A Japanese verb is conjugated by its kana ending (破壊する, 破壊された): its kanji stem names it too, and so
    does the noun of a noun and its verb (格闘を行う: 格闘), where no wording of `index` (match key -> concept ->
    entry) has that key of its own."""
    stems: dict[str, dict[str, TermEntry]] = {}
    for key, concepts in index.items():
        ending = _JA_OKURIGANA.search(key)
        # a negated wording's stem says the opposite: 基本 (basic) of 基本でない (nonbasic), 破壊 of 破壊されない
        cut = [] if ending and ("ない" in ending.group() or ending.group().endswith(("ず", "ぬ"))) else [
            _JA_OKURIGANA.sub("", key)]
        # the noun of a noun and its verb names the term too (格闘させる, made to fight), where it is a word of its
        # own: kanji in it and no の (ジョンを踏破する is cut out of ダンジョン)
        noun = _JA_NOUN_VERB.sub("", key)
        if _JA_KANJI.search(noun) and "の" not in noun:
            cut.append(noun)
        for stem in cut:
            if stem != key and len(stem) >= 2 and stem not in index:
                for concept, e in concepts.items():
                    stems.setdefault(stem, {}).setdefault(concept, e)
    return stems


def _sort(groups: Iterable[list[TermEntry]]) -> None:
    """The entries of a concept in a language, best first (kind, rank, printed now, wording)."""
    for entries in groups:
        entries.sort(key=lambda x: (KIND_ORDER.get(x.kind, 9), x.rank or 99, not x.current, x.term))


class TermBase:
    """Every term entry, by concept and language, and an index from any wording to its concepts.

    Built from every entry at once (`TermBase(entries)`), or read one language at a time (`TermBase.lazy`): a
    search asks one language, and reading and keeping the entries of eleven took a quarter of a `rulesdb search`.
    The match keys (stems) of a language's wordings are computed the first time that language is looked up, and
    those of the English terms the first time an English term is: a command asks one language, and stemming
    every wording of ten languages took most of a `rulesdb search` (0.4 s of 0.7 s)."""

    def __init__(self, entries: Iterable[TermEntry]):
        self._lock = threading.RLock()
        self._load: Callable[[str | None], Iterable[TermEntry]] | None = None
        self._held: set[str] = set()  # the languages held, when not all are
        self._indexes: dict[str, dict[str, dict[str, TermEntry]]] = {}
        self._concept_keys: dict[str, str] | None = None
        self._concepts_of: Callable[[], Iterable[str]] | None = None
        # `_ranked` of a wording, kept: a page check asks the same few words of every paragraph (a fifth of its time)
        self._ranked_of: dict[tuple[str, str], list[TermMatch]] = {}
        self._prefixes_of: dict[str, frozenset[str]] = {}
        self._take(entries)
        self._langs: list[str] | None = sorted({lang for _c, lang in self._by})

    @classmethod
    def lazy(cls, languages: Callable[[], Iterable[str]], load: Callable[[str | None], Iterable[TermEntry]],
             concepts: Callable[[], Iterable[str]] | None = None) -> "TermBase":
        """A term base whose entries are read when first asked for: `load(lang)` gives the entries of one
        language, `load(None)` every entry, both in the order `TermBase(entries)` takes them; `languages()` gives
        the languages of the entries (asked when first needed). A question about one language reads that language;
        one about the English terms or every language (`concept`, `concepts`, `english_count`, a lookup in every
        language) reads them all."""
        base = cls(())
        base._load = load
        base._langs = None
        base._languages_of = languages
        base._concepts_of = concepts
        return base

    def _codes(self) -> list[str]:
        """The languages of the entries, English aside (a lazy term base asks for them once)."""
        if self._langs is None:
            with self._lock:
                if self._langs is None:
                    self._langs = sorted(l for l in set(self._languages_of()) if l != "en")
        return self._langs

    def _take(self, entries: Iterable[TermEntry]) -> None:
        """Hold `entries` (all of them: what was held before is replaced by them, at once)."""
        by: dict[tuple[str, str], list[TermEntry]] = defaultdict(list)
        english: dict[str, TermEntry] = {}
        order: dict[str, None] = {}  # concepts in the order first seen (which one a shared key names)
        for e in entries:
            concept = e.concept.lower()
            order.setdefault(concept, None)
            if e.lang == "en":
                # the cards' English count (a `printed` row) wins over an English row without evidence (the
                # keyword table names `Flying` in English with no count)
                held = english.get(concept)
                if held is None or (e.kind == "printed", e.count) > (held.kind == "printed", held.count):
                    english[concept] = e
                continue
            by[(concept, e.lang)].append(e)
        _sort(by.values())
        self._by, self._english, self._order = by, english, order

    def _need(self, lang: str | None) -> None:
        """Read the entries of `lang` (None: every entry, English included) if a lazy term base does not hold them
        yet. English wordings are no renderings (English entries are the terms themselves): `en` needs nothing."""
        if self._load is None or lang == "en" or (lang is not None and lang in self._held):
            return
        with self._lock:
            if self._load is None or (lang is not None and lang in self._held):
                return
            if lang is None:
                self._take(self._load(None))
                self._indexes.clear()  # built from entries now replaced by equal ones: built again if asked
                self._ranked_of.clear()
                self._prefixes_of.clear()
                self._load = None
                return
            groups: dict[tuple[str, str], list[TermEntry]] = {}
            for e in self._load(lang):
                if e.lang == lang:
                    groups.setdefault((e.concept.lower(), lang), []).append(e)
            _sort(groups.values())
            self._by.update(groups)
            self._held.add(lang)

    def _index(self, lang: str) -> dict[str, dict[str, TermEntry]]:
        """Match key of a wording in `lang` -> concept -> its best entry having that wording (built once)."""
        found = self._indexes.get(lang)
        if found is None:
            self._need(lang)
            with self._lock:
                found = self._indexes.get(lang)
                if found is None:
                    found = {}
                    unaccented: dict = {}
                    for (concept, l), entries in self._by.items():
                        if l != lang:
                            continue
                        for e in entries:
                            for wording in (e.term, *e.forms):
                                for key in (_key(wording, lang), _joined_key(wording, lang)):
                                    if key:
                                        found.setdefault(key, {}).setdefault(concept, e)
                                # typed without its accents (it `priorita`, fr `capacite`): the stemmers cut the
                                # word otherwise (priorità -> priorit, priorita -> prior), so it is keyed as such
                                # too, where no wording is keyed so already
                                if (bare := fold(wording)) != wording.casefold() and (key := _key(bare, lang)):
                                    unaccented.setdefault(key, {}).setdefault(concept, e)
                    for key, concepts in unaccented.items():
                        found.setdefault(key, concepts)
                    if lang == "ja":
                        found.update(_kanji_stems(found))
                    self._indexes[lang] = found
        return found

    def _english_keys(self) -> dict[str, str]:
        """Match key of an English term -> the term (built once). A lazy term base given its concepts (in the
        order the entries name them) reads no entry for it: an English question asks only which terms there are
        (reading every language's entries for it was 0.05 s of a `rulesdb search` in English)."""
        found = self._concept_keys
        if found is None:
            if self._load is not None and self._concepts_of is not None:
                order = dict.fromkeys(c.lower() for c in self._concepts_of())
            else:
                self._need(None)
                order = self._order
            with self._lock:
                found = self._concept_keys
                if found is None:
                    found = {}
                    for concept in order:
                        found.setdefault(_key(concept, "en"), concept)
                    self._concept_keys = found
        return found

    # -- what it holds ----------------------------------------------------------------------------
    def languages(self) -> list[str]:
        return list(self._codes())

    def concepts(self) -> list[str]:
        self._need(None)
        return sorted({c for c, _l in self._by} | set(self._english))

    def english_count(self, concept: str) -> int:
        self._need(None)
        e = self._english.get(concept.lower())
        return e.count if e is not None else 0

    def english_entry(self, concept: str) -> TermEntry | None:
        self._need(None)
        return self._english.get(concept.lower())

    def concept(self, words: str) -> str | None:
        """The English term `words` names (case, plural and inflection ignored), or None."""
        return self._english_keys().get(_key(words, "en"))

    # -- English term -> wording ------------------------------------------------------------------
    def renderings(self, concept: str, lang: str, kinds: Iterable[str] | None = None) -> list[TermEntry]:
        """Every wording of `concept` in `lang`, best first: printed renderings by rank, then the other sources."""
        self._need(lang)
        found = self._by.get((concept.lower(), lang), [])
        if kinds is not None:
            kinds = set(kinds)
            found = [e for e in found if e.kind in kinds]
        return list(found)

    def wordings(self, lang: str) -> list[TermEntry]:
        """Every wording the term base holds in `lang`, of every concept."""
        self._need(lang)
        return [e for (_c, l), entries in self._by.items() if l == lang for e in entries]

    def rendering(self, concept: str, lang: str) -> TermEntry | None:
        """The wording of `concept` in `lang` printed now (the current printed rendering), else the best one."""
        found = self.renderings(concept, lang)
        printed = [e for e in found if e.kind == "printed"]
        current = [e for e in printed if e.current]
        return (current or printed or found or [None])[0]

    def top(self, concept: str, lang: str, register: str = "cards") -> TermEntry | None:
        """The first-ranked derived wording of `concept` in `lang` in a register (`REGISTERS`): `cards` prefers
        the printed rendering, `rules` the wording of the language's translated rules text; a composed wording
        comes last in both, so it never outranks a printed one. In the rules register a weak wording (`WEAK`: beside
        few of the term's cards or rules, scoring low) is none."""
        found = self.renderings(concept, lang)
        firsts = {}
        for e in found:
            if e.rank == 1:
                firsts.setdefault(e.kind, e)
        kinds = list(REGISTERS[register])
        if register == "rules":
            # the rules register is held to what renders the term: a weak wording is offered by `renderings`
            # only (the cards register is what cards print, however weak)
            firsts = {k: e for k, e in firsts.items() if not uncertain(e)}
        rules = firsts.get("rules-text")
        if register == "rules" and rules is not None and "printed" in firsts and (
                # the rules read the printed wording with a neighbouring term's wording glued on (`_glued`)
                self._glued(rules, firsts["printed"], concept, lang)
                or _cut_from(rules, firsts["printed"])
                # a rules-text wording read in one or two rules yields to a printed one, unless that is printed
                # on as few cards (pt legend rule: `regra de lendas` in two rules, `lenda" não se aplica` on two)
                or (not _supported(rules) and firsts["printed"].count >= RULES_SUPPORT[0])):
            kinds.remove("printed")
            kinds.insert(0, "printed")
        ranked = [firsts[kind] for kind in kinds if kind in firsts]
        if register == "rules" and ranked:
            # the translated CR's own title of the keyword's rule (kind `title`, 702.109 掩袭) names the term as
            # the rules do: a first wording that is that title comes before one that is not, read in the sentences
            # (zh dash: 长横线, the punctuation the rules also call a dash; melee: 大型混战, grand melee's)
            titles = {_key(e.term, lang) for e in found if e.kind == "title"}
            titled = [e for e in ranked if _key(e.term, lang) in titles]
            if titled and _key(ranked[0].term, lang) not in titles:
                return titled[0]
        return ranked[0] if ranked else None

    def _glued(self, rules: TermEntry, printed: TermEntry, concept: str, lang: str) -> bool:
        """Whether the rules-text wording is the printed one with another term's wording glued on at an edge (zh
        mill: 牌手磨 is 牌手, player, + 磨: the English says `player mills`; sorcery: 法术咒语 is `sorcery spell`):
        the rules read the term beside its neighbour, the printed wording is the term's own. The glued part is a
        whole wording of an English term none of whose words the term has (maximum hand size: 手牌上限 adds 手牌,
        hand, its own word) and, in characters, two of them at least (one is as often part of a word: 牌面朝下)."""
        r, p = rules.term.casefold(), printed.term.casefold()
        if not p.strip():
            return False
        if _chars(lang, r):
            r, p = r.replace(" ", ""), p.replace(" ", "")
            extra = r[len(p):] if r.startswith(p) else r[:-len(p)] if r.endswith(p) else ""
            if len(extra) < 2:
                return False
        else:
            rw, pw = r.split(), p.split()
            n = len(pw)
            extra = " ".join(rw[n:] if rw[:n] == pw else rw[:-n] if rw[-n:] == pw else [])
            if not extra:
                return False
        own = set(_words(concept))
        return any(not set(_words(m.concept)) & own for m in self.english(extra, lang))

    # -- wording -> English term ------------------------------------------------------------------
    def english(self, words: str, lang: str | None = None) -> list[TermMatch]:
        """The English terms of which `words` (a whole wording) is a rendering, in `lang` or in any language,
        best evidence first."""
        langs = [lang] if lang else self._codes()
        if not lang:
            self._need(None)
        out: dict[tuple[str, str], TermMatch] = {}
        for l in langs:
            index = self._index(l)
            # a hyphenated wording typed as one word, or one printed as one word typed with a hyphen
            found = index.get(_key(words, l)) or index.get(_joined_key(words, l) or "", {})
            for concept, e in found.items():
                if not _derived(words, e, l):
                    out.setdefault((concept, l), TermMatch(concept, e))
        return sorted(out.values(), key=lambda m: (KIND_ORDER.get(m.entry.kind, 9), m.entry.rank or 99,
                                                   -m.entry.count, m.concept, m.entry.lang))

    def similar(self, words: str, lang: str | None = None, n: int = 3) -> list[TermMatch]:
        """The wordings closest in spelling to `words` (in `lang`, or in any language and the English terms
        themselves), at most `n`, closest first: what a look-up that found nothing was probably after (de `Erster
        Schlag` for `Erstschlag`, it `attacco rapido` for `attacco improvviso`)."""
        typed = " ".join(words.casefold().split())
        self._need(None if lang in (None, "en") else lang)
        choices: dict[str, TermMatch] = {}
        if lang in (None, "en"):
            for concept, e in self._english.items():
                choices.setdefault(concept, TermMatch(concept, e))
        for (concept, l), entries in sorted(self._by.items()):
            if lang not in (None, "en") and l != lang:
                continue
            for e in entries:
                if e.kind != "alt":
                    choices.setdefault(" ".join(e.term.casefold().split()), TermMatch(concept, e))
        close = difflib.get_close_matches(typed, list(choices), n=n, cutoff=SIMILAR_CUTOFF)
        if not close:
            # no wording spelt alike: those sharing a word of four letters or more with it (it `attacco rapido`:
            # attacco improvviso, doppio attacco), most words shared first, then the closest spelt
            said = {w for w in typed.split() if len(w) >= 4}
            shared = [(len(said & set(c.split())), difflib.SequenceMatcher(None, typed, c).ratio(), c)
                      for c in choices if said & set(c.split())]
            close = [c for _n, _r, c in sorted(shared, key=lambda x: (-x[0], -x[1], x[2]))[:n]]
        return [choices[c] for c in close]

    def enclosing(self, concept: str, lang: str, n: int = 3) -> list[TermMatch]:
        """The first wordings in `lang` of the longer terms holding `concept`'s words in a row (`declare attackers
        step` for `declare attackers`), most cards first, at most `n`: where a term the language words only
        inside longer ones stands."""
        words = concept.lower().split()
        found = []
        for other in self.concepts():
            parts = other.split()
            if len(parts) > len(words) and in_a_row(parts, words):
                top = self.top(other, lang)
                if top is not None:
                    found.append(TermMatch(other, top))
        found.sort(key=lambda m: (-m.entry.count, m.concept))
        return found[:n]

    def translate(self, phrase: str, lang: str) -> list[TermHit]:
        """The English terms named in `phrase` (in `lang`), longest wording first, left to right; words that name
        no term are skipped."""
        if _chars(lang, phrase):
            return self._translate_chars(phrase, lang)
        words = [(m.group(), m.start(), m.end()) for m in _WORD.finditer(phrase)]
        entry = _lang.get(lang)
        stopwords = entry.stopwords if entry is not None else frozenset()
        # a run of words names a term only when its match key (its words' keys in a row) is a wording's, or when it
        # holds a hyphen (`_joined_key`): the others are not looked up (a page check reads every run of up to six
        # words of every paragraph)
        index, keys = self._index(lang), [_key(_regular(w, lang), lang) for w, _s, _e in words]
        hits: list[TermHit] = []
        i = 0
        while i < len(words):
            for j in range(min(len(words), i + MAX_WORDS), i, -1):
                if j == i + 1 and words[i][0].casefold() in stopwords:
                    continue  # a function word names no term (pt `com`, with, is stemmed like `Comida`, Food)
                text = phrase[words[i][1]:words[j - 1][2]]
                if " ".join(keys[i:j]) not in index and not _HYPHEN.search(text):
                    continue
                found = self._ranked(text, lang)
                if found:
                    hits.extend(TermHit(words[i][1], words[j - 1][2], text, m.concept, m.entry) for m in found)
                    i = j
                    break
            else:
                i += 1
        return hits

    def _prefixes(self, lang: str) -> frozenset[str]:
        """Every beginning of a match key of `lang` (a language written without spaces)."""
        found = self._prefixes_of.get(lang)
        if found is None:
            found = frozenset(k[:n] for k in self._index(lang) for n in range(1, len(k) + 1))
            self._prefixes_of[lang] = found
        return found

    def _reach(self, phrase: str, i: int, lang: str) -> int:
        """The furthest end of a run of characters from `i` on whose match key begins some wording's: no longer
        run can name a term (the key of a longer run extends the key of a shorter one: folding goes character by
        character), so `_translate_chars` does not look them up. A Chinese page of 300 paragraphs asked a million
        runs, most of them no beginning of any wording."""
        last = min(len(phrase), i + MAX_CHARS)
        if irregular_forms(lang):
            return last  # a run is read as another form before it is looked up
        prefixes = self._prefixes(lang)
        end = i
        for j in range(i + 1, last + 1):
            text = phrase[i:j]
            if _HYPHEN.search(text):
                return last  # its hyphen may be read away (`_joined_key`)
            key = _key(text, lang)
            if key and key not in prefixes:
                break
            end = j
        return end

    def _translate_chars(self, phrase: str, lang: str) -> list[TermHit]:
        hits: list[TermHit] = []
        i = 0
        while i < len(phrase):
            for j in range(self._reach(phrase, i, lang), i, -1):
                text = phrase[i:j]
                if not text.strip() or (j - i == 1 and not text.isalpha()):
                    continue
                if _inside_a_word(phrase, i, j) or (j - i == 1 and _katakana(text)):
                    continue  # (one katakana is a sound, no word: the cards' プ, `your`, and レ, `play`, are cut-offs)
                found = self._ranked(text, lang)
                if found and _voiced_otherwise(text, found[0].entry):
                    continue
                if found and "・" in text and not any("・" in w for w in (found[0].entry.term, *found[0].entry.forms)):
                    continue  # two words glued once the dot is folded away: `サイ・ト` (of サイ・トークン) as サイド
                if found and (j - i > 1 or found[0].entry.kind != "printed" or found[0].entry.term == text):
                    hits.extend(TermHit(i, j, text, m.concept, m.entry) for m in found)
                    i = j
                    break
            else:
                i += 1
        return hits

    def _ranked(self, text: str, lang: str) -> list[TermMatch]:
        """The term `text` names (the best match), then any other term a curated wording spelt as typed gives it:
        Italian `livello` is printed for level and is the rules' word for layer, German `Zauber` is printed in
        `Zauberer` (wizard) and is what players call a spell; a question is searched for both. Kept once asked: a
        page check asks every run of a paragraph's words, and Chinese text every run of up to ten characters."""
        kept = self._ranked_of.get((text, lang))
        if kept is None:
            if len(self._ranked_of) >= RANKED_KEPT:
                self._ranked_of.clear()
            kept = self._ranked_of[(text, lang)] = self._rank(text, lang)
        return kept

    def _rank(self, text: str, lang: str) -> list[TermMatch]:
        # a form the stemmer leaves apart from its word is read as the form it stands for (the registry's irregular
        # forms): es `murió` (died) is stemmed `mur`, as the cards' Muro (wall) is; read as `muere`, it is dies
        text = _regular(text, lang)
        # a weak wording (`WEAK`: a phrase often near the term, fr `joueur défenseur perd 1 point` for attacks and
        # isn't blocked) names no term in a question: it took `le joueur défenseur perd 2 points` from defending player
        found = [m for m in self.english(text, lang) if not uncertain(m.entry)]
        typed = text.casefold()

        def spelt(m: TermMatch) -> bool:
            return typed in {w.casefold() for w in (m.entry.term, *m.entry.forms)}

        def cut_short(m: TermMatch) -> bool:
            # the stemmer cuts derivations off: it `inizia` (begins) and `iniziativa` (the initiative), pt `inicia`
            # and `iniciativa` (first strike) share a stem; an inflection keeps most of the word (`capas`, `Schichten`).
            # Characters have no stemmer: a Japanese kanji stem is its verb (破壊 of 破壊する, `_kanji_stems`)
            return (not _chars(lang, text) and not spelt(m)
                    and len(typed) < STEM_SHARE * min(len(w) for w in (m.entry.term, *m.entry.forms)))

        found = [m for m in found if not cut_short(m)]
        # the wording as typed beats one that only shares its stem (`maná` is mana, `mano` hand: both stem `man`);
        # then a wording that is the top rendering of a term beats one that is only a competitor of another
        # and the wording the language's own CR holds to (most of the rules naming the term use it) is read as the
        # rules' term before a printed one: pt `jogo` is game (118 of 121 rules), not the play of `entra em jogo`;
        # then the better score to a tenth (above 1, on few cards, read as 1), then the more cards: fr `tour` is turn
        # (6,118 cards, 0.99), not the Tower subtype (10 cards, 1.05)
        found.sort(key=lambda m: (not spelt(m), m.entry.rank > 1,
                                  -1 if held_by_the_rules(m.entry) else KIND_ORDER.get(m.entry.kind, 9),
                                  -round(min(m.entry.score, 1.0), 1), -m.entry.count))
        if not found:
            return []
        return found[:1] + [m for m in found[1:] if m.entry.kind == "curated" and m.concept != found[0].concept
                            and spelt(m)]

    # -- both ways --------------------------------------------------------------------------------
    def lookup(self, words: str, lang: str | None = None) -> tuple[str, list[TermMatch]]:
        """`("to", matches)`: `words` is an English term, matches are its renderings (in `lang`, else in every
        language); `("from", matches)`: `words` is a wording, matches are the English terms it renders."""
        concept = self.concept(words)
        if concept is not None and (self.english_entry(concept) is not None
                                    or any((concept, l) in self._by for l in self._codes())):
            langs = [lang] if lang else self._codes()
            # a term with two senses the languages word apart: the verb too (counter: contador, contrarrestar)
            both = [concept] + [sense_term(concept)] * (concept.lower() in VERB_SENSES)
            return "to", [TermMatch(c, e) for c in both for l in langs for e in self.renderings(c, l)]
        return "from", self.english(words, lang)


#: a typed word reads a wording's word sharing its stem when, past the letters they share, the wording's word goes
#: on by at most this many (`_derived`)
DERIVED_TAIL = 2


def _derived(text: str, entry: TermEntry, lang: str) -> bool:
    """Whether `text` shares the stems of a wording's words but says a word derived from one, not an inflection of
    it: es `cualquier objeto` (any object) and `cualquier objetivo` (any target) both stem `objet`; past the letters
    `objeto` shares with `objetivo`, the wording goes on by `ivo`. An inflection changes an ending
    (`bloqueadoras`, `daña` for dañar, `Kreaturen`). A wording of another number of words is not compared
    (`Erst-Schlag` typed for `Erstschlag`)."""
    if _chars(lang, text):
        return False
    typed = [fold(w) for w in _words(text)]
    compared = False
    for wording in (entry.term, *entry.forms):
        words = [fold(w) for w in _words(wording)]
        if len(words) != len(typed):
            continue
        if all(len(o) - len(os.path.commonprefix((t, o))) <= DERIVED_TAIL for t, o in zip(typed, words)):
            return False
        compared = True
    return compared


def _regular(text: str, lang: str) -> str:
    """`text` with each word the registry lists among `lang`'s irregular forms replaced by the form it stands
    for (es `murió` -> `muere`)."""
    forms = irregular_forms(lang)
    return _WORD.sub(lambda m: forms.get(m.group().casefold(), m.group()), text) if forms else text


def wording_stems(entries: Iterable[TermEntry]) -> dict[str, dict[str, str]]:
    """lang -> word -> stem of every word of every wording (and English term) the term base matches on: what a
    build computes once and keeps in the store (`STEMS_KEY`), so that a lookup does not stem them again."""
    out: dict[str, dict[str, str]] = {}
    for e in entries:
        for lang, texts in (("en", (e.concept,)), (e.lang, (e.term, *e.forms))):
            for text in texts:
                if _chars(lang, text):
                    continue
                table = out.setdefault(lang, {})
                for w in _words(text):
                    if w not in table:
                        table[w] = stem(w, lang)
    return {lang: dict(sorted(t.items())) for lang, t in sorted(out.items())}


#: the store metadata holding `wording_stems`
STEMS_KEY = "termbase-stems"


def load_termbase(reader) -> TermBase:
    """The term base of a built store (a `StoreReader`), made once per reader and read a language at a time
    (`TermBase.lazy`); the stems the build kept for a language are taken (`analysis.seed_stems`) when it is read,
    unless this process's stemmer disagrees with them."""
    def seed(codes: list[str] | None) -> None:
        """Take the stems the build kept for `codes` (None: every language)."""
        stems = reader.derived(STEMS_KEY)
        for code in (codes if codes is not None else list(stems)):
            if code in stems:
                seed_stems(code, stems[code])

    def load(lang: str | None):
        seed([lang] if lang is not None else None)
        return reader.terms(lang)

    def concepts():
        seed(["en"])
        return reader.term_concepts()

    return reader.memo("termbase", lambda: TermBase.lazy(reader.term_languages, load, concepts))


@dataclass(frozen=True)
class TermLookup:
    """What `rulesdb term` found: `direction` "to" (an English term and its wordings) or "from" (a wording and
    the English terms it renders); `english` gives the English evidence (cards printing each term)."""

    query: str
    lang: str | None
    direction: str
    matches: tuple[TermMatch, ...]
    english: tuple[tuple[str, int], ...] = ()

    def to_json(self) -> dict:
        return {"query": self.query, "lang": self.lang, "direction": self.direction,
                "english": [{"concept": c, "cards": n} for c, n in self.english],
                "matches": [dict(m.to_json(), concept=m.concept) for m in self.matches]}


def lookup_term(base: TermBase, words: str, lang: str | None = None) -> TermLookup:
    """`words` looked up both ways in `base`; raises a one-line `RulesDBError` for empty words, a language the
    term base does not have, or a term it does not know."""
    from ..errors import QueryError, RulesDBError, UnknownLanguageError
    from ..i18n import _

    words = " ".join((words or "").split())
    if not words:
        raise QueryError(_("no words to look up"))
    if lang is not None and lang not in base.languages() and lang != "en":
        raise UnknownLanguageError(_("the term base has no language {lang!r}; it has: {langs}").format(
            lang=lang, langs=", ".join(["en"] + base.languages())))
    direction, matches = base.lookup(words, None if lang == "en" else lang)
    if not matches and " " not in words:
        # a verb form the cards print otherwise (German `geopfert`, French `bloquent`): its infinitive's term
        codes = [lang] if lang not in (None, "en") else base.languages()
        for code, form in ((c, f) for c in codes for f in _lang.infinitives(words, c)):
            direction, matches = base.lookup(form, code)
            if matches:
                break
    concept = base.concept(words) if not matches and lang not in (None, "en") else None
    if concept is not None:
        worded = [l for l in base.languages() if base.renderings(concept, l)]
        if worded:  # an English term the cards or rules give no wording in this language
            longer = base.enclosing(concept, lang)
            raise RulesDBError(_("no {lang} wording of {term!r} in the term base; it has one in: {langs}").format(
                lang=lang, term=concept, langs=", ".join(worded))
                + ("; " + _("in longer terms: {wordings}").format(wordings=", ".join(
                    f"{m.concept} ({m.entry.term})" for m in longer)) if longer else ""))
    if not matches:
        close = base.similar(words, lang)
        raise RulesDBError(_("no game term {words!r} in the term base").format(words=words)
                           + (" " + _("(language {lang})").format(lang=lang) if lang else "")
                           + ("; " + _("closest: {wordings}").format(wordings=", ".join(
                               f"{m.entry.term} ({m.entry.lang}: {m.concept})" for m in close)) if close else ""))
    concepts = dict.fromkeys(m.concept for m in matches)
    english = tuple((c, base.english_count(c)) for c in concepts)
    return TermLookup(words, lang, direction, tuple(matches), english)
