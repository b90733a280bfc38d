"""Deriving the renderings of English game terms from aligned card text: candidates, scores, history.

For one language, over the aligned segments of every card pair (`segments.py`):

1. **where the term is**: the English stems of every term (`english.py`) are matched in each segment;
2. **candidates**: in (at most `SAMPLE`) segments holding the term, every target n-gram (`tokens.py`) is
   counted once per card; the `KEEP` most frequent are the term's candidates (n-grams found in the same units
   are one group, its shortest and longest members standing for it; on cards, in words, its members as short as
   the term are spare candidates, read only in place of a long phrase: `Germen` in `Cuando este equipo entre`);
3. **evidence**: one pass over every card counts, per candidate, the cards that print it anywhere (`df`) and,
   per (term, candidate), the cards where both stand in the same aligned segment, with the first and last
   release date and the latest printing as the example;
4. **score**: Dice over cards, `2·both / (cards with the term + cards with the candidate)`, plus a small bonus
   for candidates printed where the term is in the type line. A candidate that another (unrelated) term
   explains better is scaled down by the ratio of the two scores (a light competitive linking: `activa` belongs
   to activate, not to ability). A stem shared by unrelated words (it `improvvis`: Improvvisare, improvise, and
   improvviso of attacco improvviso, first strike) is scored over the one surface the term prints instead, and
   only a term scoring higher over that surface takes it (`_split_stem`). When a
   longer candidate scores within `TIE` of the best and contains it, the longer one is the rendering
   (`campo de batalla`, not `campo`), step by step within two ties of the best (总法术 -> 总法术力 ->
   总法术力费用). A candidate needs `MIN_CARDS` cards, but a keyword ability printed as a keyword line is evidence
   enough on one card: the English segment is exactly the keyword (`Dethrone`; `Rampage
   2` with its number, the same number after the translation) and the translation a word or two (es
   `Destronar.`); that wording is a candidate even on one card, or in one unit among the term's many
   (`_keyword_line`). A first rendering found on fewer than `MIN_CARDS` cards is dropped when it is another
   term's wording, and such a wording is never an alternative one;

5. **ranking**: the best candidate, then up to two competitors scoring at least `COMPETE` of it that do not
   overlap it (older or alternative wordings); each marked current when printed in the language's last
   `CURRENT_YEARS` years of cards (the first such in rank order). Before that, a candidate that is the plain
   rendering of a part of the term (artifact in artifact creature) gives way to one holding it, and a Chinese
   one loses a place or classifier at its edge (法术力池中, 中搜寻) or, one character alone, becomes the word
   it is cut from (寻 -> 搜寻; `_char_edges`). A keyword line printed beside the term on at least `LINE_NAME` of
   its cards (`Haunt` <-> `Spuk`; de `Fliegend`, on 3206 of the 4403 cards of flying) is the first rendering
   before a phrase of the reminder text printed on no more of them (kommt oder die kreatur, Flugfähigkeit: 1115),
   and then the only other wordings are other keyword lines; on `LINE_ALL` of them, it is the rendering even when
   another term scores its word higher (pt `Remover`, cleave, is remove's word too). A first rendering that is
   the best wording of a longer term holding the term gives way to a part of it printed where the term stands
   alone (de Manakosten is mana cost's: cost is `kosten`; `_inside_longer`), and a long phrase of a reminder text
   gives way to a shorter candidate only if that is not the wording of another term always beside the term (fr
   search: `mélanger` is shuffle's, in every `Cherchez ... Mélangez ensuite`; `_beside_its_term`).

`longer=True` (rule texts, see `rules.py`) reads longer candidates and holds a rendering to a length the English
term can have. A few long parallel texts make every n-gram of a word tie with its pieces, so a Chinese rendering
is then held to word edges: a piece always beside the same character is no word (`_closed`: 颜色标 is always
followed by 志), a wording that ends with another term's wording the English names beside it sheds it
(`_zh_shed`), and a wording cut short extends to the longest candidate holding it found nearly as often
(`_zh_extend`; `_words_extend` for languages written in words). Its first choice is a word at both edges
(`_zh_worded`): no particle at an edge (且牌手不能 is a clause) and no letter glued to it anywhere in the rules
(克西亚法术力符号 is always after 瑞, `_Edges`). A part of a rules-text wording stands alone only when what it
drops is not the wording of the rest of the term (提示文字 keeps 文字, text, for reminder text: `_names_part`), and
a wording cut short extends over such a rest (战斗前 -> 战斗前行动阶段). A rule naming a word of the term's family
but not the term (response beside respond, unlocked beside unlock) is left out of a candidate's count
(`_kin_weight`): 响应 there is no evidence against it; and a wording those rules print alone is not extended
to a longer one only the term's own rules print (响应, not 能响应: `_kin_alone`).

Rule texts are read the other way round as well (`explain.py`): a candidate that other English words of the same
rules explain better than the term is scaled down by the share of its best explanation the term's own words give
(pt `causa 2 pontos de dano`, deals damage, among the rules of any target; zh 进入战场 is enters the battlefield's,
not enter's: `_demote_explained`); a part of a wording that renders a part of the term better than the whole does
not stand alone (提示 is reminder, 提示文字 reminder text: `EnglishPhrases.renders_part`); and a term named in
fewer than `UNDECIDED_UNITS` units whose wording ties with an unrelated one (the subtypes of one list, pt loop)
gets none (`_undecided`). In a rule text, a wording is held by the term scoring it best (`plain_top`: pt jogador is player's,
not play's).

A subtype scores over the type lines as well (`typed_df`, whole words of the type line only): 들 (Plains) is in
every `기본 대지 — 들` and in few other type lines, though 들 of 들어올 (enter) is all over the text; the better
score counts, and a term holding a candidate by its type lines takes it from another term only where the other's
score over all segments is lower too (Shade and shadow are both 그림자 in Korean). The other way round, a term whose
type lines score a candidate at least `TYPED_HOLD` keeps it against a term holding it by the text alone (zh 法术,
Sorcery, is inside nearly every 法术力, mana). A type line counts for a term standing alone there, not inside a
longer term (assemble in Assembly-Worker: 组装工人 is the subtype's word, not assemble's).

Everything is sorted before it is chosen: the same cards give the same table.
"""
from __future__ import annotations

import math
import os
import re
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from typing import Callable, Iterable, Sequence

from .cards import CardPair, pairs, read_printings
from .citation import cite_infinitives
from .english import CONNECTIVES, EnglishTerm
from .explain import EnglishPhrases, kin
from .record import Rendering
from .segments import segments
from ..textfold import fold
from .tokens import Reader, english_keys, in_a_row, inflected_alike, reader_for

__all__ = ["Rendering", "derive", "derive_language", "english_counts"]

SAMPLE = 200
KEEP = 40
GROUP_EDGES = 20
MIN_CARDS = 2
LINE_WORDS = 2  # a keyword line's translation: at most this many words (a language written in characters:
LINE_CHARS = 6  # at most this many letters)
MIN_SCORE = 0.08
TIE = 0.93
CHAR_TIE = 0.99  # characters: a particle glued to a term is not part of it (무덤에 is 무덤 + 에)
ALONE = 0.5
#: ... the top being a wording the longer term scores at least this share of its best wording (de `Erhöhe deinen
#: Manavorrat`, mana pool's at 0.95 of its best 0.98 `Manavorrat`, was mana's first wording: now `Mana`)
LONGER_HOLDS = 0.9
SHORTER = 0.4
PART = 0.5
SEPARABLE = 0.85
CHAR_SEPARABLE = 0.97
COMPETE = 0.35
CURRENT_YEARS = 3
TYPE_BONUS = 0.05
LINE_ALL = 0.9  # a keyword line printed on this share of the term's cards is its rendering, however low it scores
LINE_NAME = 0.5  # ... on this share, and on more of them than the best candidate, it is its rendering
TYPED_HOLD = 0.5  # a term whose type lines score a candidate this high keeps it against a term of the text
OWN_SURFACE = 0.8
SPLIT = 2.0
SPLIT_MIN = 0.5
SPLIT_HELD = 0.5
_MOD = (1 << 61) - 1

Progress = Callable[[int, int, str], None]


@dataclass
class _Pair:
    count: int = 0
    last_card: int = -1
    first: str = "9999"
    last: str = ""
    example: tuple[str, str] = ("", "")
    typed: int = 0


def _matcher(terms: Sequence[EnglishTerm]):
    """first stem -> [(term index, stems)]"""
    index: dict[str, list[tuple[int, tuple[str, ...]]]] = defaultdict(list)
    for i, t in enumerate(terms):
        keys = tuple(english_keys(t.term))
        if keys:
            index[keys[0]].append((i, keys))
    return index


def _find(stems: list[str], index) -> set[int]:
    return set(_spans(stems, index))


def _spans(stems: list[str], index) -> dict[int, list[tuple[int, int]]]:
    """term index -> the (start, end) of each place the term's stems stand in `stems`."""
    found: dict[int, list[tuple[int, int]]] = defaultdict(list)
    n = len(stems)
    for pos, s in enumerate(stems):
        for i, keys in index.get(s, ()):
            k = len(keys)
            if pos + k <= n and tuple(stems[pos:pos + k]) == keys:
                found[i].append((pos, pos + k))
    return found


def _standing_alone(spans: dict[int, list[tuple[int, int]]], around: set[int] | None = None) -> set[int]:
    """The terms of a segment found at least once outside a longer term found there (`battle` alone, not only in
    `battle cry`); with `around`, outside a longer term among those (`double` outside every keyword's name)."""
    out = set()
    for t, places in spans.items():
        for a, b in places:
            if not any(o != t and (c, d) != (a, b) and c <= a and b <= d
                       for o, others in spans.items() if around is None or o in around for c, d in others):
                out.add(t)
                break
    return out


def _inside_keywords(spans: dict[int, list[tuple[int, int]]], keyword_terms: set[int]) -> set[int]:
    """The terms of a segment that stand only inside the longer name of a keyword ability found there (`double`
    in `double strike`), and are no keyword themselves."""
    return set(spans) - keyword_terms - _standing_alone(spans, keyword_terms)


def english_counts(cards: Iterable, terms: Sequence[EnglishTerm]) -> dict[str, tuple[int, str, str, str]]:
    """term -> (English cards printing it, first date, last date, latest printing) over every printing."""
    index = _matcher(terms)
    seen: dict[int, list] = {}
    for p in cards:
        stems = english_keys(p.en[2] + " \n " + p.en[1].replace(p.en[0], "~") if p.en[0] else p.en[1] + " " + p.en[2])
        for i in _find(stems, index):
            s = seen.setdefault(i, [0, "9999", "", ("", "")])
            s[0] += 1
            s[1] = min(s[1], p.released)
            s[2] = max(s[2], p.released)
            s[3] = max(s[3], (p.released, p.ref))
    return {terms[i].term: (s[0], s[1], s[2], s[3][1]) for i, s in seen.items()}


def _data_stopwords(reader: Reader, texts: Sequence[str], count: int = 40) -> list[str]:
    """The most frequent short words of a language the registry has no stop words for."""
    freq: Counter = Counter()
    for t in texts:
        freq.update(w.lower() for w, _s, _e in reader.words(t))
    return [w for w, _n in freq.most_common(200) if len(w) <= 2][:count]


#: what separates the words of a type line in a language written in characters (spaces, 人类／法师, ヒューマン・ウィザード)
_TYPE_SEPARATORS = re.compile(r"[\s・/／、,，]+")


def _typed_words(here: Iterable[str], text: str, reader: Reader) -> frozenset:
    """The candidates of a type line segment that are its whole words: a language written in words has no other;
    in characters, a piece of a word (늑 of 늑대, wolf) is no type."""
    if not reader.chars:
        return frozenset(here)
    words = set(_TYPE_SEPARATORS.split(text.lower()))
    return frozenset(c for c in here if c in words)


def _split_stem(t: int, key: str, score: float, weight: float, co: dict, df: Counter, holder: int
                ) -> tuple[float, str] | None:
    """(Dice, surface) of term `t`'s candidate `key` over one of its printed surfaces (case folded) where the key
    is a stem shared by unrelated words, else None: it `improvvis` is Improvvisare (improvise) and improvviso
    (attacco improvviso, first strike), its Dice over the stem 0.03 where Improvvisare renders improvise on every
    card. The surface must be printed in at least `OWN_SURFACE` of the term's units (`weight`: the term's wording
    is that surface), score at least `SPLIT` times the stem's `score` (other words make up most of the stem's
    units) and at least `SPLIT_MIN` (the surface is printed mostly where the term is: es hayan, of set aside on
    two cards, is everywhere), and the term holding the key (`holder`, the best over the stem) must stand beside
    it in less than `SPLIT_HELD` of the units where `t` does (ru библиотеке, library, is printed beside search as
    beside library: no other word). `co[(term, key)]` holds the weight of a term's units printing each surface,
    `df[(key, surface)]` that of all units."""
    best = None
    for f, n in sorted(co.get((t, key), {}).items()):
        if n < OWN_SURFACE * weight:
            continue
        d = _surface_dice(co, df, weight, t, key, f)
        if d >= max(SPLIT * score, SPLIT_MIN) and (best is None or d > best[0]) \
                and (holder == t or co.get((holder, key), {}).get(f, 0.0) < SPLIT_HELD * n):
            best = (d, f)
    return best


def _surface_dice(co: dict, df: Counter, weight: float, t: int, key: str, surface: str) -> float:
    """Dice of term `t` (its units weigh `weight`) and candidate `key` over one printed `surface` of it."""
    return 2 * co[(t, key)][surface] / (weight + df[(key, surface)])


def _kin_stem(key: str) -> str:
    """What an English stem shares with its kin: respond with response and responding, unlock with unlocked."""
    base = key.split("~")[0]
    return base if len(base) <= 4 else base[:max(4, len(base) - 2)]


def _kin_weight(terms: Sequence[EnglishTerm], candidates: dict[int, tuple[str, ...]], unit_stems: Sequence[frozenset],
                unit_terms: Sequence[set], unit_keys: Sequence, weight: Sequence[float]) -> dict[tuple[int, str], float]:
    """(term of one word, not a participle, candidate) -> weight of the units printing the candidate where the
    English has a word of the term's family but not the term (response, not respond; unlocked, not unlock; the
    kin of a participle is its plain verb, printed without the participle's mark): such a unit is no evidence
    that the candidate renders another word, and is left out of the candidate's count in the score (响应 stands
    in the rules of response as well as in those of respond)."""
    by_kin: dict[str, list[int]] = defaultdict(list)
    for t in candidates:
        keys = english_keys(terms[t].term)
        if len(keys) == 1 and not keys[0].endswith("~ed"):
            by_kin[_kin_stem(keys[0])].append(t)
    if not by_kin:
        return {}
    out: dict[tuple[int, str], float] = defaultdict(float)
    for u, stems in enumerate(unit_stems):
        kins = {_kin_stem(k) for k in stems} & by_kin.keys()
        for kin in kins:
            for t in by_kin[kin]:
                if t in unit_terms[u]:
                    continue
                here = unit_keys[u]
                for c in candidates[t]:
                    if c in here:
                        out[(t, c)] += weight[u]
    return dict(out)


def _kin_alone(kin: dict[tuple[int, str], float], t: int, top: str, longer: str) -> bool:
    """Whether the rules naming a word of term `t`'s family print `top` without `longer` (响应 in the rules of
    response, 能响应 only in the two of respond): what `longer` adds belongs to the sentence, not to the term.
    `kin` holds no participle (`_kin_weight`): its kin, the plain verb, is printed without its mark (受掌控,
    harnessed, is 掌控 + 受)."""
    held = kin.get((t, top), 0.0)
    return held > 0 and kin.get((t, longer), 0.0) < TIE * held


def _years_before(date: str, years: int) -> str:
    try:
        return f"{int(date[:4]) - years:04d}{date[4:]}"
    except ValueError:
        return ""


def derive_language(lang: str, card_pairs: Sequence[CardPair], terms: Sequence[EnglishTerm],
                    longer: bool = False) -> list[Rendering]:
    """The renderings of `terms` in one language, from its card pairs (`longer`: longer candidates, see
    `tokens.reader_for`)."""
    segs = [segments(p) for p in card_pairs]
    sample = " ".join(s.tr for ss in segs[:300] for s in ss)
    reader = reader_for(lang, sample, longer)
    if not reader.chars:
        reader.add_stopwords(_data_stopwords(reader, [s.tr for ss in segs for s in ss]))
    index = _matcher(terms)

    # 1. where each term is; a unit is a distinct (English, translation) segment: a reminder text printed on
    #    a hundred cards is one piece of evidence for the score, not a hundred
    units: dict[tuple[str, str], int] = {}
    seg_unit: list[list[int]] = []
    unit_terms: list[set[int]] = []
    unit_text: list[str] = []
    unit_en: list[str] = []
    unit_typed: list[bool] = []
    term_cards: Counter = Counter()
    alone_cards: Counter = Counter()  # cards printing the term outside every longer term (`battle`, not `battle cry`)
    unit_alone: list[set[int]] = []
    term_units: dict[int, list[int]] = defaultdict(list)
    unit_seen: Counter = Counter()
    unit_stems: list[frozenset] = []
    unit_seq: list[list[str]] = []  # rule texts: the English stems of each unit, in order (`explain.py`)
    # a keyword line: the English segment is the keyword alone (`Dethrone`) and the translation a word or two
    # (`Destronar.`), or a label before a dash is a term (`Imprint — ...`); term -> the keys of such translations,
    # evidence enough on one card (`_keyword_line`). A whole line is a keyword ability's (or a glossary term's:
    # Totem armor, Mountaincycling {2}), not a keyword action's or a rules verb's: such a line is a sentence (ko
    # `학습한다.`, learns, for Learn.); in a rule text, a line that is a term is a rule's title (`Beginning Phase` <->
    # `Fase Inicial`)
    labels = {tm.term: i for i, tm in enumerate(terms)}
    keyword_terms = {i for i, tm in enumerate(terms) if "keyword" in tm.kinds}
    keywords = labels if longer else {tm.term: i for i, tm in enumerate(terms)
                                      if not {"action", "rules"} & set(tm.kinds)}
    line_keys: dict[int, set[str]] = defaultdict(set)
    for ss in segs:
        ids = []
        in_card: set[int] = set()
        alone: set[int] = set()
        for s in ss:
            u = units.get((s.en, s.tr))
            if u is None:
                u = units[(s.en, s.tr)] = len(unit_terms)
                stems = english_keys(s.en)
                spans = _spans(stems, index)
                found = set(spans)
                unit_terms.append(found)
                unit_alone.append(_standing_alone(spans))
                if longer:
                    unit_stems.append(frozenset(stems))
                    unit_seq.append(stems)
                unit_text.append(s.tr)
                unit_en.append(s.en)
                unit_typed.append(s.kind in ("type", "subtype"))
                # a term found only inside a keyword's name is no evidence of its own (`double` in double strike,
                # whose wording took `double` in eight languages: de Doppelschlag)
                named = _inside_keywords(spans, keyword_terms)
                for t in found - named:
                    term_units[t].append(u)
                line = _keyword_line(s, keywords, labels, reader)
                if line is not None:
                    line_keys[line[0]].add(line[1])
            ids.append(u)
            unit_seen[u] += 1
            in_card |= unit_terms[u]
            alone |= unit_alone[u]
        seg_unit.append(ids)
        term_cards.update(in_card)
        alone_cards.update(alone)

    weight = [1.0 + math.log(unit_seen[u]) for u in range(len(unit_terms))]
    term_weight = {t: sum(weight[u] for u in held) for t, held in term_units.items()}
    type_weight: Counter = Counter()
    for t, held in term_units.items():
        # a type line counts for a term standing alone there, not inside a longer term (assemble in Assembly-Worker)
        type_weight[t] = sum(weight[u] for u in held if unit_typed[u] and t in unit_alone[u])

    # an ability word (207.2c) is printed as a label at the head of its ability: the candidates heading those
    # units (`_heads`); a rule text gives it no wording (none: step 5)
    label_heads = {t: set() if longer else _heads(terms[t].term, term_units[t], unit_en, unit_text, reader)
                   for t in term_units if set(terms[t].kinds) == {"ability word"}}

    # 2. candidates, from a sample of the units holding each term
    candidates: dict[int, tuple[str, ...]] = {}
    # on cards, in words: the members of a group as short as the term (`absorber` inside a reminder text) are
    # spare candidates, read only when the term's best candidate is a long phrase (`_shorter`)
    spare: dict[int, set[str]] = {}
    # on cards: how many n-grams stand in exactly the units of a candidate's group (`CROWD`)
    crowd: dict[tuple[int, str], int] = {}
    for t in sorted(term_units):
        held = term_units[t]
        if term_cards[t] < MIN_CARDS and t not in line_keys:
            continue
        step = max(1.0, len(held) / SAMPLE)
        picked = sorted({held[int(k * step)] for k in range(min(SAMPLE, len(held)))})
        counts: Counter = Counter()
        signature: dict[str, int] = defaultdict(int)
        for u in picked:
            for k in reader.keys(unit_text[u]):
                counts[k] += 1
                signature[k] = (signature[k] * 1000003 + u + 1) % _MOD
        need = 2 if len(picked) >= 4 else 1
        size = len(terms[t].term.split())
        # n-grams found in exactly the same units (the words of one long reminder text) are one candidate
        # group: its shortest and its longest member stand for it
        groups: dict[tuple[int, int], list[str]] = defaultdict(list)
        for k, n in counts.items():
            if n >= need:
                groups[(n, signature[k])].append(k)
        best = []
        short_words: list[str] = []
        for (n, _sig), keys in sorted(groups.items(), key=lambda g: (-g[0][0], min(g[1]))):
            keys.sort(key=lambda k: (len(k), k))
            if reader.chars and len(keys) > 2:
                # characters: the word is often a middle member (起动费用 between 动费 and 的起动费用中): up to
                # GROUP_EDGES of the longest members of two characters or more stand for the group as well
                longest = keys[-1]
                edges = [k for k in keys[1:-1] if len(k) > 1]
                best.extend(dict.fromkeys((keys[0], *edges[-GROUP_EDGES:], longest)))
            elif longer and len(keys) > 2:
                # words, in a rule text: the few rules naming a term put all its n-grams in one group
                # (bloqueador ... a criatura bloqueadora atribui): the members of a length the English term can
                # have stand for it as well (criatura bloqueadora)
                short = [k for k in keys[1:-1] if len(k.split(" ")) <= size + 1]
                best.extend(dict.fromkeys((keys[0], *short[:GROUP_EDGES], keys[-1])))
            else:
                best.extend(dict.fromkeys((keys[0], keys[-1])))
                crowd[(t, keys[0])] = crowd[(t, keys[-1])] = len(keys)
                if not reader.chars and len(keys) > 2:
                    short_words.extend([k for k in keys[1:-1] if len(k.split(" ")) <= size][:GROUP_EDGES])
            if len(best) >= KEEP:
                break
        if reader.chars and lang.startswith("zh"):
            # what remains of a candidate without a place or classifier at its edge is a candidate too (the
            # group above keeps only the shortest and longest n-gram of a group: 搜寻 between 寻 and 中搜寻)
            best.extend(c for c in dict.fromkeys(_zh_cut(k) for k in list(best)) if c and c not in best)
        best.extend(sorted(k for k in line_keys.get(t, ()) if k not in best))
        if t in label_heads:
            # an ability word's label (see step 5) is a candidate, whatever the sample's n-gram groups keep
            best.extend(sorted(k for k in label_heads[t] if k not in best))
        kept = set(best)
        short_words = [k for k in dict.fromkeys(short_words) if k not in kept][:KEEP]
        if short_words:
            spare[t] = set(short_words)
            best.extend(short_words)
        if best:
            candidates[t] = tuple(best)
    wanted = set().union(*candidates.values()) if candidates else set()

    # 3. evidence: per unit (scores) and per card (counts, dates, example)
    udf: Counter = Counter()
    uco: Counter = Counter()
    # the same over type lines alone, whole words only: a subtype printed in a type line (기본 대지 — 들, Plains)
    # is found there, where the other letters of its text (들 of 들어올, enter) are not
    typed_df: Counter = Counter()
    typed_co: Counter = Counter()
    masks: dict[int, Counter] = defaultdict(Counter)
    surfaces: dict[str, Counter] = defaultdict(Counter)
    # the surfaces of a candidate where it stands beside a term: words sharing a stem (it magia, spell, and Mago,
    # wizard) are told apart by the term they stand beside
    term_surfaces: dict[tuple[int, str], Counter] = defaultdict(Counter)
    # the same evidence per printed surface of a candidate (case folded): a stem shared by unrelated words (it
    # `improvvis` of Improvvisare, improvise, and of attacco improvviso, first strike) is scored over its surfaces
    # as well (`_split_stem`)
    surface_df: Counter = Counter()
    surface_co: dict[tuple[int, str], Counter] = defaultdict(Counter)
    unit_keys: list[frozenset | None] = [None] * len(unit_terms)
    for u, text in enumerate(unit_text):
        here = set()
        here_surfaces: dict[str, list[str]] = defaultdict(list)
        for key, surface in reader.ngrams(text):
            if key in wanted:
                here.add(key)
                surfaces[key][surface] += 1
                if not reader.chars:
                    here_surfaces[key].append(surface)
        unit_keys[u] = frozenset(here)
        w = weight[u]
        for c in here:
            udf[c] += w
        folded = {c: set(x.lower() for x in forms) for c, forms in here_surfaces.items()}
        for c, forms in folded.items():
            for f in forms:
                surface_df[(c, f)] += w
        typed_here = _typed_words(here, text, reader) if unit_typed[u] else frozenset()
        for c in typed_here:
            typed_df[c] += w
        for t in unit_terms[u]:
            mask = 0
            for bit, c in enumerate(candidates.get(t, ())):
                if c in here:
                    uco[(t, c)] += w
                    if c in typed_here and t in unit_alone[u]:
                        typed_co[(t, c)] += w
                    mask |= 1 << bit
                    if not reader.chars:
                        term_surfaces[(t, c)].update(here_surfaces[c])
                        for f in folded[c]:
                            surface_co[(t, c)][f] += w
            masks[t][mask] += w
    stats: dict[tuple[int, str], _Pair] = {}
    for ci, (ids, pair) in enumerate(zip(seg_unit, card_pairs)):
        for u in ids:
            here = unit_keys[u]
            for t in unit_terms[u]:
                for c in candidates.get(t, ()):
                    if c in here:
                        st = stats.get((t, c))
                        if st is None:
                            st = stats[(t, c)] = _Pair()
                        if st.last_card != ci:
                            st.last_card = ci
                            st.count += 1
                            st.first = min(st.first, pair.released)
                            st.last = max(st.last, pair.released)
                            st.example = max(st.example, (pair.released, pair.ref))
                        if unit_typed[u]:
                            st.typed += 1

    # 4. scores
    kin = _kin_weight(terms, candidates, unit_stems, unit_terms, unit_keys, weight) if longer else {}
    scores: dict[tuple[int, str], float] = {}
    plain: dict[tuple[int, str], float] = {}  # over all segments, before the type lines' own score
    typed_dice: dict[tuple[int, str], float] = {}  # over the type lines alone
    for (t, c), co in uco.items():
        if stats[(t, c)].count < MIN_CARDS and c not in line_keys.get(t, ()):
            continue
        dice = plain[(t, c)] = 2 * co / (term_weight[t] + udf[c] - kin.get((t, c), 0.0))
        if typed_co[(t, c)]:
            typed_dice[(t, c)] = 2 * typed_co[(t, c)] / (type_weight[t] + typed_df[c])
            dice = max(dice, typed_dice[(t, c)])
        if type_weight[t]:
            typed = sum(weight[u] for u in term_units[t] if unit_typed[u] and t in unit_alone[u] and c in unit_keys[u])
            dice += TYPE_BONUS * typed / type_weight[t]
        scores[(t, c)] = dice
    best_for: dict[str, tuple[float, int]] = {}
    holders: dict[str, list[int]] = defaultdict(list)
    for (t, c), sc in sorted(scores.items()):
        if c in spare.get(t, ()):
            continue  # a spare candidate takes nothing from another term
        holders[c].append(t)
        if sc > best_for.get(c, (0.0, -1))[0]:
            best_for[c] = (sc, t)
    # a stem shared by unrelated words: the candidate is scored over the surface the term prints (`_split_stem`),
    # and found beside the term where that surface is
    by_surface: dict[tuple[int, str], str] = {}
    for (t, c), sc in sorted(scores.items()):
        split = _split_stem(t, c, sc, term_weight[t], surface_co, surface_df, best_for.get(c, (0.0, t))[1])
        if split is not None:
            scores[(t, c)], by_surface[(t, c)] = split
            uco[(t, c)] = surface_co[(t, c)][split[1]]
    raw = dict(scores)
    own_best: dict[int, float] = {}  # each term's best score, before another term is weighed
    for (t, c), sc in raw.items():
        if c not in spare.get(t, ()) and sc > own_best.get(t, 0.0):
            own_best[t] = sc
    stems_of = {i: set(english_keys(terms[i].term)) for i in candidates}
    for (t, c), sc in list(scores.items()):
        if (t, c) in by_surface:
            # scored over one surface: only a term scoring higher over that surface takes it
            f = by_surface[(t, c)]
            rivals = [_surface_dice(surface_co, surface_df, term_weight[o], o, c, f) for o in holders[c]
                      if o != t and f in surface_co.get((o, c), {})
                      and not (stems_of[t] <= stems_of[o] or stems_of[o] <= stems_of[t])]
            if rivals and max(rivals) > sc:
                scores[(t, c)] = sc * sc / max(rivals)
            continue
        other_score, other = best_for.get(c, (0.0, t))
        if other == t or sc >= other_score or stems_of[t] <= stems_of[other] or stems_of[other] <= stems_of[t]:
            continue
        if other_score > plain[(other, c)]:
            # the other term holds it by its type lines' score (Shade, 그림자): it is taken from a term of the
            # rules text (shadow, 그림자) only where that term's score over all segments is lower too
            if plain[(t, c)] < plain[(other, c)]:
                scores[(t, c)] = sc * plain[(t, c)] / plain[(other, c)]
        elif typed_dice.get((t, c), 0.0) >= TYPED_HOLD:
            # the term holds it by its own type lines (zh 法术, Sorcery, the whole type word of its type lines),
            # the other by the rules text alone (法术 inside 法术力, mana): a type word is not taken by a text
            continue
        else:
            scores[(t, c)] = sc * sc / other_score

    phrases = None
    if longer:
        # the other way round: what other English words explain a candidate better (`explain.py`)
        # in words, each word as printed (`=poder`), not its stem: pt `pod` is poder (power) and pode (can)
        unit_words = [set() if reader.chars else {_SURFACE + w.lower() for w, _s, _e in reader.words(text)}
                      for text in unit_text]
        phrases = EnglishPhrases(unit_seq, [k | w for k, w in zip(unit_keys, unit_words)], weight)

        def words_of(t: int, c: str) -> list[str]:
            if reader.chars:
                return [c] if _char_len(c) >= EXPLAINED_CHARS else []
            printed = term_surfaces.get((t, c))
            surface = printed.most_common(1)[0][0] if printed else c
            return [_SURFACE + w.lower() for w, _s, _e in reader.words(surface)
                    if len(w) > 1 and fold(w.lower()) not in reader.stopwords]

        _demote_explained(scores, stems_of, phrases, words_of, terms, reader.chars)

    # 5. ranking
    last_date = max((p.released for p in card_pairs), default="")
    cutoff = _years_before(last_date, CURRENT_YEARS)
    out: list[Rendering] = []
    by_term: dict[int, list[tuple[float, str]]] = defaultdict(list)
    spare_of: dict[int, list[tuple[float, str]]] = defaultdict(list)
    for (t, c), sc in scores.items():
        (spare_of if c in spare.get(t, ()) else by_term)[t].append((sc, c))
    # an ability word (207.2c) is printed as a label at the head of its ability (`Landfall — ...`, older cards
    # without the dash): on cards only a wording heading the translation where the English begins with the word is
    # its wording (survival's words are in every `must survive`); a rule text names it in a list or an example,
    # which gives no wording of it
    # (a label is a short member of the n-grams its cards all print: a spare candidate is one as well)
    for t, heads in label_heads.items():
        labels = [(sc, c) for sc, c in by_term.pop(t, []) + spare_of.pop(t, []) if c in heads]
        if labels:
            by_term[t] = labels
    # the plain best candidate of every term, to tell a longer candidate that adds another term's rendering
    # (in a rule text, the term scoring it best where several terms have it first: `player`, not `play`, for pt
    # jogador; on cards the first in term order, which the card wordings were tuned with: fr type de terrain, ko 카운터)
    plain_top: dict[str, int] = {}
    plain_best: dict[str, float] = {}
    for t, cands in sorted(by_term.items()):
        sc, c = max(cands, key=lambda x: (x[0], len(x[1]), x[1]))
        if sc >= 0.3 and (c not in plain_top or (longer and sc > plain_best[c])):
            plain_top[c] = t
            plain_best[c] = sc
    word_edges = _Edges(unit_text) if longer and reader.chars else None
    single: dict[int, str] = {}  # term -> its first candidate, printed on fewer than MIN_CARDS cards
    for t in sorted(by_term, key=lambda i: terms[i].term):
        ranked = sorted(by_term[t], key=lambda x: (-x[0], -len(x[1]), x[1]))
        size = len(terms[t].term.split())
        if longer:
            # few, long parallel texts (rules): every n-gram of a rule ties with its neighbours, so a rendering
            # is held to a length an English term of `size` words can have
            ranked = [(sc, c) for sc, c in ranked
                      if (_char_len(c) <= 3 * size + 2 if reader.chars else len(c.split(" ")) <= 2 * size + 1)]
            if not ranked:
                continue
        top_score, top = ranked[0]
        if longer and reader.chars and lang.startswith("zh"):
            top_score, top = _zh_worded(ranked, word_edges, lambda part, c: _kin_alone(kin, t, part, c))
        if top_score < MIN_SCORE:
            # a keyword line printed on (nearly) every card of the term is its name, however common its word
            # (pt `Remover`, cleave, is remove's word too: the other term scales its score down)
            lines = [(sc, c) for sc, c in ranked if c in line_keys.get(t, ())
                     and stats[(t, c)].count >= max(MIN_CARDS, LINE_ALL * term_cards[t])]
            if longer or not lines:
                continue
            top_score, top = lines[0]
        if not reader.chars and len(top.split(" ")) > size + 2:
            # a long phrase for a short term is one reminder text printed many times: a shorter candidate
            # found wherever the term is wins; else a spare one (a word of that reminder text) scoring as well
            # as the phrase (`camines`, always in `camines por los planos`, scores lower: printed elsewhere)
            covered = uco[(t, top)]
            shorter = [(sc, c) for sc, c in ranked if len(c.split(" ")) <= size + 1 and uco[(t, c)] >= covered
                       and not _beside_its_term(c, t, best_for, term_units[t], unit_keys, unit_terms)
                       and raw[(t, c)] >= SHORTER * top_score]
            shorter = shorter or [(sc, c) for sc, c in sorted(spare_of.get(t, []), key=lambda x: (-x[0], -len(x[1]), x[1]))
                                  if uco[(t, c)] >= covered and raw[(t, c)] >= top_score]
            if shorter:
                top_score, top = shorter[0]
        top_co = uco[(t, top)]
        tie = CHAR_TIE if reader.chars else TIE
        # step by step: each longer wording ties with the one before (总法术 -> 总法术力 -> 总法术力费用), and the
        # last with the first within two ties; in characters, a step after the first adds a word (two characters
        # at least), not a particle glued on (종료단 시작에)
        first, first_score, first_co = top, top_score, top_co
        while True:
            extended = [(sc, c) for sc, c in ranked if sc >= tie * top_score and uco[(t, c)] >= tie * top_co
                        and sc >= tie * tie * first_score and uco[(t, c)] >= tie * tie * first_co
                        and (top == first or not reader.chars or _char_len(c) >= _char_len(top) + 2)
                        and _contains(c, top, reader) and not _names_other(c, top, t, plain_top, stems_of, reader)
                        and not _kin_alone(kin, t, top, c)
                        and (word_edges is None or not lang.startswith("zh") or not set(c) & _ZH_JOIN)]
            if not extended:
                break
            top_score, top = max(extended, key=lambda x: (len(x[1]), x[0], x[1]))
            top_co = uco[(t, top)]
        # a part of the chosen candidate that stands alone where the term is (此异能 -> 异能, habilidad de defensor
        # -> defensor) is the term; a part that always comes with the rest (坟墓 in 坟墓场) is not
        parts = [(sc, c) for sc, c in ranked if c != top and _contains(top, c, reader) and sc >= PART * top_score
                 and top_co < _separable(top, c, reader, lang) * uco[(t, c)] and (len(c) > 1 or not reader.chars)
                 and not _of_part(c, t, plain_top, stems_of, raw)
                 and not (longer and reader.chars and not _closed(c, [unit_text[u] for u in term_units[t]]))
                 and not (longer and _names_part(top, c, t, plain_top, stems_of, reader))
                 and not (phrases is not None and phrases.renders_part(c, english_keys(terms[t].term)))]
        if parts:
            top_score, top = parts[0]
        inner = _inside_longer(top, t, ranked, best_for, own_best, stems_of, reader,
                               [(unit_keys[u], weight[u]) for u in term_units[t] if t in unit_alone[u]])
        if inner is not None and inner[0] >= PART * top_score:
            top_score, top = inner
        if _of_part(top, t, plain_top, stems_of, raw):
            # the rendering of a part of the term (artifact in artifact creature, 战场 in enters the
            # battlefield): a candidate holding it that scores at least PART of it is the term's
            whole = [(sc, c) for sc, c in ranked if _contains(c, top, reader) and sc >= PART * top_score
                     and not _names_other(c, top, t, plain_top, stems_of, reader)]
            if whole:
                top_score, top = whole[0]
        if reader.chars:
            top_score, top = _char_edges(top, top_score, ranked, lang, {c: uco[(t, c)] for _sc, c in ranked})
            if longer and lang.startswith("zh"):
                texts = [unit_text[u] for u in term_units[t]]
                if len(top) == 1 and not _closed(top, texts):
                    # one character always beside the same one is cut out of a word (态 of 状态)
                    whole = [(sc, c) for sc, c in ranked if len(c) == 2 and top in c
                             and uco[(t, c)] >= ONE_CHAR * uco[(t, top)] and _closed(c, texts)]
                    if whole:
                        top_score, top = max(whole, key=lambda x: (uco[(t, x[1])], x[0], x[1]))
                top_score, top = _zh_shed(top, top_score, ranked, lambda edge, whole: _explained(
                    edge, whole, t, term_units[t], unit_keys, unit_terms, plain_top, stems_of))
                if english_keys(terms[t].term)[-1:] and english_keys(terms[t].term)[-1].endswith("~ed"):
                    top = _zh_done(top, texts)
                top_score, top = _zh_extend(top, top_score, ranked, {c: uco[(t, c)] for _sc, c in ranked},
                                            lambda c, top: _names_other(c, top, t, plain_top, stems_of, reader, 2)
                                            or plain_top.get(c, t) != t or _kin_alone(kin, t, top, c)
                                            or _adds_explained(c, top, lambda edge, whole: _explained(
                                                edge, whole, t, term_units[t], unit_keys, unit_terms, plain_top,
                                                stems_of)),
                                            lambda c: _closed(c, texts),
                                            lambda c, top: _names_part(c, top, t, plain_top, stems_of, reader),
                                            lambda top: _unended(top, texts))
        elif longer:
            top_score, top = _words_extend(top, top_score, ranked, {c: uco[(t, c)] for _sc, c in ranked},
                                           lambda c, top: _names_other(c, top, t, plain_top, stems_of, reader),
                                           size)
        lined = False
        if not longer and line_keys.get(t):
            # the keyword's own line (Haunt <-> Spuk, Flying <-> Fliegend) printed beside the term on at least
            # half of its cards is its name, before a reminder text's phrase found on no more of them (kommt oder
            # die kreatur, Flugfähigkeit)
            lines = [(stats[(t, c)].count, sc, c) for sc, c in ranked if c in line_keys[t] and c != top]
            if lines:
                n, sc, c = max(lines)
                if n >= LINE_NAME * term_cards[t] and n >= stats[(t, top)].count:
                    # printed on most cards of the term, it leaves no card to another wording but another
                    # keyword line (the phrases of its reminder text are printed beside it)
                    lined = True
                    top_score, top = sc, c
        if not longer and not lined and top not in line_keys.get(t, ()) and term_cards[t] <= MIN_CARDS \
                and len(term_units[t]) < UNDECIDED_UNITS and crowd.get((t, top), 1) >= CROWD:
            # a term printed on `MIN_CARDS` cards whose wording is one of the many n-grams standing in exactly
            # the same segments (de restart the game, two printings of one card: `Befreiten ins Exil geschickten`,
            # one of 42 such n-grams): they all tie, and none is evidence
            continue
        if longer and not kin.get((t, top)) and _undecided(
                top, [(plain.get((t, c), 0.0), c) for _sc, c in ranked], uco[(t, top)], reader):
            continue
        bits = {c: 1 << i for i, c in enumerate(candidates[t])}
        chosen = [(top_score, top)]
        for sc, c in ranked:
            if len(chosen) == 3 or sc < COMPETE * chosen[0][0] or sc < MIN_SCORE:
                break
            if any(_overlaps(c, o, reader) for _s, o in chosen) or stats[(t, c)].count < MIN_CARDS \
                    or (lined and c not in line_keys[t]):
                continue
            # an alternative wording stands where the chosen ones do not
            taken = sum(bits[o] for _s, o in chosen)
            alone = sum(n for m, n in masks[t].items() if m & bits[c] and not m & taken)
            if alone < max(MIN_CARDS, ALONE * uco[(t, c)]):
                continue
            chosen.append((sc, c))
        rows = []
        for rank, (sc, c) in enumerate(chosen, 1):
            st = stats[(t, c)]
            forms = _inflections(_forms(term_surfaces.get((t, c)) or surfaces[c], surfaces[c]))
            if not reader.chars and terms[t].term in CONNECTIVES:
                texts = [unit_text[u] for u in term_units[t]]
                sides = _open_sides(terms[t].term, [unit_en[u] for u in term_units[t]])
                flanked = [_flanked(f, texts, sides, reader) for f in forms]
                if flanked[0] != forms[0]:  # the forms printed with the same words beside them
                    forms = [flanked[0]] + [f for f, was in zip(flanked[1:], forms[1:]) if f != was]
            if terms[t].term.endswith("!"):
                # an exclamation keeps its mark where the texts print it (the reader drops it), the bare wording
                # among its forms
                marked = _exclaimed(forms[0], [unit_text[u] for u in term_units[t]])
                forms = [marked, *forms] if marked != forms[0] else forms
            rows.append(Rendering(terms[t].term, lang, forms[0], "printed", rank, st.count, term_cards[t],
                                  round(sc, 4), st.first, st.last, False, tuple(forms[1:4]), st.example[1]))
        if stats[(t, top)].count < MIN_CARDS:
            single[t] = top
        current = next((r for r in rows if r.last >= cutoff), rows[0])
        out.extend(r if r is not current else _with_current(r) for r in rows)
    # a wording taken from one card's keyword line is no other term's wording
    firsts: dict[str, set[str]] = defaultdict(set)
    for r in out:
        if r.rank == 1:
            firsts[r.rendering.casefold()].add(r.term)
    taken = {terms[t].term for t, c in single.items()
             if plain_top.get(c, t) != t or any(len(held) > 1 and terms[t].term in held for held in firsts.values())}
    out = [r for r in out if r.term not in taken]
    out = _without_borrowed(out, terms, {terms[t].term for t in term_units if alone_cards[t] < MIN_CARDS})
    if not reader.chars:
        index = {terms[t].term: t for t in term_units}
        out = _joined_with_parts(out, lambda term: [unit_text[u] for u in term_units[index[term]]])
    if lang in COMPOUNDING:
        out = _compound_heads(out)
    # a keyword action is cited by its infinitive where the texts print it (`citation.py`)
    printed = Counter(w.lower() for text in unit_text for w, _s, _e in reader.words(text))
    return cite_infinitives(out, terms, lang, printed)


#: the languages writing a term and the word before it as one compound (de `Kreaturenspielstein`, a creature token)
COMPOUNDING = frozenset({"de"})
#: a compound's joining letters between its parts (de `Kreatur-en-spielstein`, `Ausrüstung-s-karte`)
_JOINING = ("en", "n", "s", "es", "e", "")
#: the share of a term's cards an alternative must be printed on to be its head (`_compound_heads`)
HEAD_CARDS = 0.2


def _compound_heads(rows: list[Rendering]) -> list[Rendering]:
    """A first wording that is a compound of another term's first wording and one of its own alternatives (de
    token: `Kreaturenspielstein`, printed on 1,600 cards, is Kreatur, creature, and `Spielstein`, printed on 692;
    land type: `Standardlandtyp`, a basic land type, and `Landtyp`) gives its place to that alternative, where the
    other term is none of the term's own words (landwalk keeps `Landtarnung`: land is in it) and the alternative is
    printed on at least `HEAD_CARDS` of the term's cards. The other term's wording may stand inside a longer one
    (`Standard` of basic land's `Standardland`). The head is printed inside the compound on the compound's cards:
    its count, score and dates are the better of its own and the compound's."""
    by_term: dict[str, list[Rendering]] = defaultdict(list)
    for r in rows:
        by_term[r.term].append(r)
    firsts = [(r.rendering.casefold(), r.term) for r in rows if r.rank == 1 and r.kind == "printed"
              and " " not in r.rendering and len(r.rendering) >= 4]
    out = []
    for term, renderings in by_term.items():
        ranked = sorted(renderings, key=lambda r: r.rank)
        top = ranked[0]
        head = _compound_head(term, ranked, firsts)
        if head is None:
            out.extend(renderings)
            continue
        current = top.current or head.current
        # the head is printed on the compound's cards too, inside it: its evidence is at least the compound's
        head = replace(head, count=max(head.count, top.count), score=max(head.score, top.score),
                       first=min(head.first, top.first), last=max(head.last, top.last))
        order = [head, top] + [r for r in ranked[1:] if r.rendering != head.rendering]
        out.extend(replace(r, rank=i, current=(i == 1 and current) or (i > 1 and r.current and not current))
                   for i, r in enumerate(order, 1))
    return out


def _compound_head(term: str, ranked: list[Rendering], firsts: list[tuple[str, str]]) -> Rendering | None:
    """The alternative of `ranked` (a term's renderings, first first) that ends its first one, where the part before
    it (less a compound's joining letters) begins another term's first wording (`firsts`: (wording case folded,
    term)) and that term is none of `term`'s words; None when there is none (`_compound_heads`)."""
    top = ranked[0]
    if " " in top.rendering:
        return None
    whole = top.rendering.casefold()
    head = next((r for r in ranked[1:] if " " not in r.rendering and len(r.rendering) >= 4 and r.kind == "printed"
                 and whole.endswith(r.rendering.casefold()) and whole != r.rendering.casefold()
                 and r.count >= HEAD_CARDS * r.total), None)
    if head is None:
        return None
    before = whole[:-len(head.rendering)]
    stems = {before[:-len(j)] if j else before for j in _JOINING if before.endswith(j)} - {""}
    english = term.casefold()
    if any(other != term and not any(w in english for w in other.casefold().split())
           and any(wording.startswith(stem) for stem in stems if len(stem) >= 4)
           for wording, other in firsts):
        return head
    return None


#: the share of the cards printing a wording that print it joined with a part's wording, for the joined one to be
#: the term's (`_joined_with_parts`)
JOINED = 0.5


def _joined_with_parts(rows: list[Rendering], texts_of: Callable[[str], list[str]]) -> list[Rendering]:
    """`rows` with a first wording that stops inside the wording of a term it holds made whole: es `deje el campo`
    (leaves the battlefield, cut at the candidates' length) ends with `campo`, the first word of battlefield's
    `campo de batalla`, and the cards print `deje el campo de batalla`; fr life total `total de points` with life's
    `points de vie`. The joined wording stands for the first where at least `JOINED` of the term's cards that print
    the first print it joined (its forms joined alike); a wording that is only the part's is left as it is."""
    firsts = {r.term: r for r in rows if r.rank == 1 and r.kind == "printed"}
    joined: dict[str, Rendering] = {}
    for term, r in firsts.items():
        words, key = r.rendering.split(), english_keys(term)
        for part, p in firsts.items():
            part_key, part_words = english_keys(part), p.rendering.split()
            if (part == term or len(part_key) >= len(key) or not in_a_row(key, part_key) or len(part_words) < 2
                    or p.rendering.casefold() in r.rendering.casefold()):
                continue
            k = next((k for k in range(len(part_words) - 1, 0, -1)
                      if [w.casefold() for w in words[-k:]] == [w.casefold() for w in part_words[:k]]), 0)
            if not k or len(words) <= k:
                continue
            rest = " ".join(part_words[k:])
            texts = [x.casefold() for x in texts_of(term)]
            whole = f"{r.rendering} {rest}"
            said = sum(1 for x in texts if r.rendering.casefold() in x)
            if said and sum(1 for x in texts if whole.casefold() in x) >= JOINED * said:
                forms = tuple(f"{f} {rest}" if f.split()[-k:] == words[-k:] else f for f in r.forms)
                joined[term] = replace(r, rendering=whole, forms=forms)
                break
    return [joined.get(r.term, r) if r.rank == 1 and r.kind == "printed" else r for r in rows]


_SURFACE = "="  # marks a printed word among the candidate keys of a unit (`_demote_explained`)
HEADS = 0.5
_LABEL_DASHES = "—―–～"


def _heads(term: str, held: Sequence[int], unit_en: Sequence[str], unit_text: Sequence[str],
           reader: Reader) -> set[str]:
    """The candidate keys heading the translation (its first words) in at least `HEADS` of the units whose English
    begins with `term`: where a label is printed (`Landfall — ...` <-> `Aterrizaje — ...`, zh `地落～...`). A label
    is about as long as the term: a word more at most (`Will of the council`, `Voluntad del consejo`), in
    characters three a word and two. Where the cards print a dash after it, the label is what ends at the dash
    (`Tactique de meute —`, not `Tactique`); where none does (older cards: `Grandeur Discard another card`), it is
    no longer than the term (`Grandeza`, not `Grandeza Descartar`)."""
    size = len(term.split())
    starting = [u for u in held if unit_en[u].lower().startswith(term)]
    found: Counter = Counter()
    dashed: Counter = Counter()
    for u in starting:
        text = unit_text[u].lower()
        here = {(k, surface.lower()) for k, surface in reader.ngrams(unit_text[u])
                if _heading(text, surface.lower(), reader.chars)
                and (_char_len(surface) <= 3 * size + 2 if reader.chars else len(reader.words(surface)) <= size + 1)}
        found.update({k for k, _s in here})
        dashed.update({k for k, surface in here if text[len(surface):].lstrip()[:1] in tuple(_LABEL_DASHES)})
    if dashed:
        need = max(1.0, HEADS * sum(1 for u in starting if any(d in unit_text[u] for d in _LABEL_DASHES)))
        return {k for k, n in dashed.items() if n >= need}
    need = max(1.0, HEADS * len(starting))
    return {k for k, n in found.items() if n >= need
            and (reader.chars or len(k.split(" ")) <= size)}


def _heading(text: str, surface: str, chars: bool) -> bool:
    """Whether `surface` begins `text`, as whole words in a language written in words (`land` does not begin
    `landung — immer wenn`)."""
    return text.startswith(surface) and (chars or len(text) == len(surface) or not text[len(surface)].isalnum())


EXPLAINED_CHARS = 3  # in characters, a candidate this long at least is read the other way (两字 words are parts)
EXPLAINED_TOP = 8  # rule texts: the best candidates of a term that are read the other way (`_demote_explained`)


UNDECIDED = 0.93
UNDECIDED_UNITS = 5
#: on cards, a term printed on `MIN_CARDS` cards (in fewer than `UNDECIDED_UNITS` distinct segments) gets no wording
#: from a candidate group this large (the n-grams of one sentence, all in the same segments)
CROWD = 25


def _undecided(top: str, dice: list[tuple[float, str]], top_co: float, reader: Reader) -> bool:
    """Rule texts: whether the rules naming a term cannot tell its wording from another: the term stands in fewer
    than `UNDECIDED_UNITS` units and a candidate sharing no word (in characters, no character) with the chosen one
    has a Dice with the term (`dice`: over the units, before any other term or phrase is weighed) at least
    `UNDECIDED` of its (pt `loop`, two rules: `loop`, `obrigatórias`, `interrompida` tie; the subtypes of one list,
    205.3g, which the pt text leaves in English: Camel, Ogre). The Dice, not the final score: the other English
    words of the rules scale the candidates each by its own share and would set apart what the rules cannot. Such a
    wording is no evidence, and the term gets none from the rules; unless the rules of the term's kin print it
    (`_kin_weight`: 响应 of respond, printed in the rules of response)."""
    if top_co >= UNDECIDED_UNITS:
        return False
    top_score = max((sc for sc, c in dice if c == top), default=0.0)
    for sc, c in dice:
        if sc < UNDECIDED * top_score:
            continue
        if reader.chars:
            apart = not set(c) & set(top)
        else:
            apart = not _overlaps(c, top, reader)
        if apart:
            return True
    return False


def _demote_explained(scores: dict, stems_of: dict, phrases: EnglishPhrases, words_of: Callable[[int, str], list[str]],
                      terms: Sequence[EnglishTerm], chars: bool = False) -> None:
    """Rule texts: a candidate that other English words of the same rules explain better than the term (pt
    `causa 2 pontos de dano`, `deals damage`, in four of the six rules of `any target`; `eventos impossível`,
    `events with no way to stop`, in both translated rules of `loop`) is scaled down by the share of its best
    explanation that the term's own words give (`EnglishPhrases.share`), as a candidate that another term
    explains better is. In a language written in words, the share is also read word by word, the best of the
    candidate's words as the term's units print them counting (`words_of`: `alvo` of `qualquer alvo` is target's,
    `causa`, `pontos` and `dano` are deal and damage's; `poder`, not the stem `pod` of pode, can, is power's), and a phrase adding a word to the term is another phrase (`zona de comando` renders
    command zone); in characters, where every piece of a phrase is a candidate, only a candidate of
    `EXPLAINED_CHARS` or more is read so, and any phrase sharing a word with the term is the term's (the pieces of
    one wording would otherwise be scaled apart) but a phrase holding the words of a longer term that holds the
    term (魔戒引诱 renders the ring tempts you, not the ring). Only each term's `EXPLAINED_TOP` best candidates are
    read."""
    by_term: dict[int, list[tuple[float, str]]] = defaultdict(list)
    for (t, c), sc in scores.items():
        by_term[t].append((sc, c))
    keys = {t: english_keys(terms[t].term) for t in by_term}
    for t, cands in by_term.items():
        own = kin(stems_of.get(t, ()))
        # the words of the longer terms holding this one (the ring tempts you for the ring), stop words aside
        longer = [kin(k) - phrases.stop for o, k in keys.items()
                  if len(k) > len(keys[t]) and in_a_row(k, keys[t])] if chars and keys[t] else []
        longer = [o for o in longer if o - own]
        for sc, c in sorted(cands, key=lambda x: (-x[0], x[1]))[:EXPLAINED_TOP]:
            words = words_of(t, c)
            if not words:
                continue
            share = max(phrases.share(w, own, not chars, longer) for w in words)
            if len(words) > 1:
                share = min(share, phrases.share(c, own, not chars, longer))
            if share < 1.0:
                scores[(t, c)] = sc * share


#: a keyword's number or cost, the same on both sides of its line (`Rampage 2` <-> `Ímpetu 2`, `Cleave {5}{W}` <->
#: `Remover {5}{W}`, `Level up {1}` <-> `레벨업 {1}`)
_LINE_TAIL = re.compile(r" (\d+|(?:\{[^{}]+\})+)$")
#: the dash after a label (an ability word or a keyword with its cost after it: `Imprint — As ~ enters`, `Forecast —
#: {2}{W}, Reveal ~`); Japanese prints `―` as well
_LABEL = re.compile(r"^([^—―:(]+?)\s*[—―]\s*\S")


def _keyword_line(seg, keywords: dict[str, int], labels: dict[str, int], reader: Reader) -> tuple[int, str] | None:
    """(term, key of the whole translation) when a segment is a keyword line: the English text is exactly a term
    (`Dethrone`, the reminder text its own segment; `Rampage 2` with its number, `Cleave {5}{W}` with its cost) and
    the translation a word or two (`Destronar.`; `Ímpetu 2`, the same number or cost after it), or the segment is
    a label before a dash, the English label exactly a term (`Imprint — As ~ enters...`, ko `각인 — ~이 ...`) and
    the translated label a word or two: one card printing it is evidence enough (es Destronar, it Spodestare: one
    card each)."""
    if seg.kind != "text":
        return None
    en = seg.en.strip().rstrip(".").strip()
    tr = seg.tr.strip().rstrip(".。").strip()
    label = _LABEL.match(en)
    if label is not None:
        other = _LABEL.match(tr)
        if other is None:
            return None
        en, tr, keywords = label.group(1), other.group(1), labels
    else:
        tail_match = _LINE_TAIL.search(en)
        tail = tail_match.group(1) if tail_match else ""
        if tail:
            en = en[:tail_match.start()]
            if not tr.endswith(tail):
                return None
            tr = tr[:-len(tail)]
    t = keywords.get(en.lower())
    words = reader.words(tr)
    if t is None or not words or len(words) > LINE_WORDS:
        return None
    whole = tr[words[0][1]:words[-1][2]]
    if reader.chars and len(whole.replace(" ", "")) > LINE_CHARS:
        return None
    rest = (tr[:words[0][1]] + tr[words[-1][2]:]).strip(" .")
    if rest:
        return None
    for key, surface in reader.ngrams(tr):
        if surface.lower() == whole.lower():
            return t, key
    return None


def _without_borrowed(rows: list[Rendering], terms: Sequence[EnglishTerm], enclosed: set[str]) -> list[Rendering]:
    """`rows` without those of a term printed (almost) only inside longer terms when its first rendering is a longer
    term's first (`battle`, printed in `battle cry` until battles came: Cri de guerre is battle cry's, not battle's);
    a rendering that is a part of the longer one's stays (`declare attackers` in `declare attackers step`)."""
    if not enclosed:
        return rows
    keys = {t.term: tuple(english_keys(t.term)) for t in terms}
    top = {r.term: " ".join(r.rendering.casefold().split()) for r in rows if r.rank == 1}
    borrowed = {t for t in enclosed if t in top and any(
        other != t and top.get(other) == top[t] and len(keys[other]) > len(keys[t]) and in_a_row(keys[other], keys[t])
        for other in top)}
    return [r for r in rows if r.term not in borrowed]


#: Chinese characters that stand at the edge of a term without being part of it: a place or time after it
#: (法术力池中, 堆叠上, 攻击时, 锚定词开头) or a classifier, pronoun, preposition, place or "whenever" before it
#: (个碎片衍生物, 你起始套牌, 你的冒险团满编, 它已铭勇, 于宣告阻挡者步骤, 中搜寻, 每当你完成地城)
_ZH_TAIL = ("开始时", "開始時", "开始", "開始", "开头", "開頭", "中", "上", "时", "時", "里", "裡", "内", "內")
_ZH_HEAD = ("每当", "每當", "你的", "具有", "它们", "它們", "个", "個", "你", "它", "此", "该", "該", "将", "將", "于", "於",
            "中")
#: words that start with such a character (中毒指示物 is a poison counter, not 毒指示物)
_ZH_WORDS = ("中毒",)
#: what follows a Chinese verb without being part of it: numbers and classifiers (抓一张牌 is 抓 + 一张)
_ZH_COUNT = set("一二三四五六七八九十两兩张張个個点點位条條颗顆种種")
ONE_CHAR = 0.5
EDGE = 0.8


def _char_edges(top: str, top_score: float, ranked: list[tuple[float, str]], lang: str,
                co: dict[str, float]) -> tuple[float, str]:
    """Two corrections of a Chinese rendering: one character alone (吓, 寻) that is mostly the part of a longer
    word (威吓, 搜寻) gives way to the best candidate of two or more characters holding it that scores at least
    `ONE_CHAR` of it and is found beside the term at least `ONE_CHAR` as often (a verb standing alone, 抓 in
    抓一张牌, stays); a place or classifier character at an edge is dropped when what remains (two characters or
    more) scores at least `EDGE` of it. Japanese keeps its one-kanji verb stems (引く, 戻す)."""
    if not lang.startswith("zh"):
        return top_score, top
    score = dict((c, sc) for sc, c in ranked)
    if len(top) == 1:
        longer = [(sc, c) for sc, c in ranked if len(c) > 1 and top in c and sc >= ONE_CHAR * top_score
                  and co.get(c, 0.0) >= ONE_CHAR * co.get(top, 0.0)
                  and not set(c.replace(top, "", 1)) & _ZH_COUNT]
        if longer:
            top_score, top = max(longer, key=lambda x: (x[0], len(x[1]), x[1]))
    changed = True
    while changed and len(top) > 2:
        changed = False
        for cut in _zh_cuts(top):
            if score.get(cut, 0.0) >= EDGE * top_score:
                tail = top.startswith(cut)
                # the cut may have come from a candidate that was itself cut short at the other end (束步骤开始时,
                # 7 characters being too long a candidate): a candidate as good that extends it there wins
                whole = [(sc, c) for sc, c in ranked if c != cut and sc >= CHAR_TIE * score[cut]
                         and (c.endswith(cut) if tail else c.startswith(cut)) and not _zh_cuts(c)]
                top_score, top, changed = max(whole or [(score[cut], cut)], key=lambda x: (len(x[1]), x[0], x[1])) \
                    + (True,)
                break
    return top_score, top


#: characters a Chinese wording does not start or end with: a particle, a place, a classifier or a pronoun at its
#: edge belongs to the sentence (攻击且未受阻挡时, 的起动费用), not to the term
_ZH_FUNCTION = set("的之时時中上里裡内內你它此该該将將于於在对對为為并並且或和与與了个個是")
#: a conjunction inside a wording joins two of them (攻击左边或右边模式), a copula makes it a clause (主动队伍是攻击队伍)
_ZH_JOIN = set("或和与與及是")
EXTEND = 0.85


#: the mark of a state reached: 已横置 (tapped), 已煽惑 (goaded), where 横置 is tap
_ZH_DONE = "已"
DONE = 0.5


def _zh_done(top: str, texts: Iterable[str]) -> str:
    """The rendering of an English participle (tapped, goaded) with the mark of a state the rules text sets before
    it (已横置) where it stands there in at least `DONE` of its occurrences beside the term."""
    if top.startswith(_ZH_DONE):
        return top
    n = marked = 0
    for text in texts:
        n += text.count(top)
        marked += text.count(_ZH_DONE + top)
    return _ZH_DONE + top if n and marked >= DONE * n else top


def _zh_shed(top: str, top_score: float, ranked: list[tuple[float, str]],
             explained: Callable[[str, str], bool]) -> tuple[float, str]:
    """A Chinese rules-text rendering that ends or starts with the wording of another English term found beside
    it (阻挡者步骤 for declare blockers ends with 步骤, and the English says declare blockers step) gives way to
    what remains of it, two characters or more, when that scores at least `PART` of it (`_explained`)."""
    score = dict((c, sc) for sc, c in ranked)
    for n in range(2, len(top) - 1):
        for rest, edge in ((top[:-n], top[-n:]), (top[n:], top[:n])):
            if score.get(rest, 0.0) >= PART * top_score and explained(edge, top):
                return score[rest], rest
    return top_score, top


def _inside_longer(top: str, t: int, ranked: list[tuple[float, str]], best_for: dict, own_best: dict,
                   stems_of: dict, reader: Reader, alone: Sequence[tuple[frozenset, float]]) -> tuple[float, str] | None:
    """When `top` is the best wording of a longer term holding term `t` (de Manakosten is mana cost's, printed
    beside cost wherever mana cost is; es ficha de sangre is Blood token's, for Blood), the best candidate of `t`
    inside it that no other term scores higher (`kosten`, the end of the compound; `sangre`; `mana`, the start of
    `Manavorrat`: mana pool's, scoring it at least `LONGER_HOLDS` of its best wording) and that stands in
    at least `ALONE` (and `MIN_CARDS`) of the units where `t` stands outside every longer term (`alone`: their
    candidate keys and weights), the one standing in most first (pt golpe duplo, double strike's, holds golpe,
    strike, printed nowhere beside double alone); else None."""
    other = best_for.get(top, (0.0, t))[1]
    if other == t or other not in stems_of or t not in stems_of or not stems_of[t] < stems_of[other] \
            or best_for[top][0] < LONGER_HOLDS * own_best.get(other, 0.0):
        return None
    total = sum(w for _keys, w in alone)
    found = []
    for sc, c in ranked:
        holder = best_for.get(c, (0.0, t))[1]
        # a part spelt as the English term is the term's own word, whichever term it stands beside most (de `mana`,
        # which color scores higher: `Mana einer beliebigen Farbe`)
        if c == top or (holder != t and set(c.split(" ")) != stems_of[t]):
            continue
        if reader.chars:
            inside = len(c) > 1 and c in top
        else:
            words, parts = top.split(" "), c.split(" ")
            # (its words in order, in a row or around the longer term's own: fr `coût de mana`, mana cost, in
            # `coût converti de mana`, converted mana cost)
            inside = _in_order(words, parts) or (
                " " not in c and any(w != c and (w.endswith(c) or w.startswith(c)) and len(c) >= 3 for w in words))
        if not inside:
            continue
        beside = sum(w for keys, w in alone if c in keys)
        if beside >= max(MIN_CARDS, ALONE * total):
            found.append((beside, sc, c))
    return max(found)[1:] if found else None


def _in_order(longer: list[str], shorter: list[str]) -> bool:
    """Whether the words `shorter` stand in `longer` in their order, others between them."""
    rest = iter(longer)
    return all(w in rest for w in shorter)


def _beside_its_term(c: str, t: int, best_for: dict, held: Sequence[int], unit_keys: Sequence,
                     unit_terms: Sequence) -> bool:
    """Whether another term that scores candidate `c` higher than `t` does (`best_for`) stands in `SHED` of the
    units where `c` stands beside `t`: the candidate is that term's wording, printed beside `t` because the two
    terms go together (fr mélanger, shuffle, in every `Cherchez dans votre bibliothèque ... mélangez` of search),
    not a wording of `t` (it pila is pile's too, but pile is rarely beside stack)."""
    other = best_for.get(c, (0.0, t))[1]
    if other == t:
        return False
    units = [u for u in held if c in unit_keys[u]]
    return bool(units) and sum(other in unit_terms[u] for u in units) >= SHED * len(units)


_BANG = "!！"


def _exclaimed(wording: str, texts: Sequence[str]) -> str:
    """The wording of an English exclamation (For Mirrodin!, Start your engines!) with the mark the texts print
    right after it in at least `CLOSED` of its occurrences (zh 秘罗万岁!), else as it is."""
    after, _before, n = _beside(wording, texts)
    mark, k = max(((ch, after[ch]) for ch in _BANG), key=lambda x: (x[1], x[0]))
    return wording + mark if n and k >= CLOSED * n else wording


def _adds_explained(c: str, top: str, explained: Callable[[str, str], bool]) -> bool:
    """Whether `c`, `top` with one more character at an edge, adds there the wording of another term that the
    English names beside it (`explained`, see `_explained`): 基本地 adds 地, land, to 基本, basic, in rules saying
    basic land. `_names_other` reads added runs of two characters or more only, and `_zh_shed` sheds two or more."""
    if len(c) != len(top) + 1:
        return False
    edge = c[-1] if c.startswith(top) else c[0] if c.endswith(top) else ""
    return bool(edge) and explained(edge, c)


def _explained(edge: str, whole: str, t: int, held: Sequence[int], unit_keys: Sequence, unit_terms: Sequence,
               plain_top: dict, stems_of: dict) -> bool:
    """Whether `edge` is the wording of another English term (not a part of term `t`) that the English names in
    `SHED` of the units where `whole` stands beside `t`: the edge renders that term, not `t`."""
    other = plain_top.get(edge)
    if other is None or other == t or other not in stems_of or stems_of[other] <= stems_of.get(t, set()):
        return False
    units = [u for u in held if whole in unit_keys[u]]
    return bool(units) and sum(other in unit_terms[u] for u in units) >= SHED * len(units)


SHED = 0.9


def _zh_extend(top: str, top_score: float, ranked: list[tuple[float, str]], co: dict[str, float],
               names_other: Callable[[str, str], bool], closed: Callable[[str], bool],
               names_part: Callable[[str, str], bool] = lambda c, top: False,
               unended: Callable[[str], bool] = lambda top: False) -> tuple[float, str]:
    """A Chinese rules-text rendering cut short (颜色标 of 颜色标志, 起动费 of 起动费用, 挡者 of 宣告阻挡者) gives way
    to the longest candidate holding it that is found beside the term nearly as often (`EXTEND` of its units, or
    all of them but one) and scores at least `EXTEND` of it, unless that candidate starts or ends with a particle,
    place or classifier (`_ZH_FUNCTION`), joins two wordings (或), adds a possessor (牌的副名称), is itself cut
    short (`closed`: 结束步骤开 is always followed by 始) or adds another term's wording (宣告阻挡者步骤 adds 步骤,
    step; one character when the English names that term beside it: 基本地 adds 地, land, `_adds_explained`)."""
    base = co.get(top, 0.0)
    cut = unended(top)
    longer = [(sc, c) for sc, c in ranked if top in c and c != top and sc >= EXTEND * top_score
              and (co.get(c, 0.0) >= min(EXTEND * base, base - 1.0)
                   or co.get(c, 0.0) >= PART * base and (names_part(c, top) or (cut and c.startswith(top))))
              # an edge the candidate shares with `top` is top's own (时空换境 extends 时空换 at its end)
              and (c.startswith(top) or c[0] not in _ZH_FUNCTION)
              and (c.endswith(top) or c[-1] not in _ZH_FUNCTION) and not _zh_cuts(c)
              and not set(c) & _ZH_JOIN and not c[:c.index(top)].endswith(("的", "之"))
              and not (c[0] == "一" and c[1:2] in _ZH_COUNT)
              and not names_other(c, top) and closed(c)]
    if not longer:
        return top_score, top
    return max(longer, key=lambda x: (len(x[1]), x[0], x[1]))


def _words_extend(top: str, top_score: float, ranked: list[tuple[float, str]], co: dict[str, float],
                  names_other: Callable[[str, str], bool], size: int) -> tuple[float, str]:
    """A rules-text rendering in words cut short (campo of campo de batalha, bloqueadora of criatura bloqueadora)
    gives way to the longest candidate of at most `size` + 2 words holding it, found beside the term nearly as
    often and scoring nearly as well (`EXTEND`, as `_zh_extend`), unless it adds another term's wording."""
    base = co.get(top, 0.0)
    words = top.split(" ")
    longer = [(sc, c) for sc, c in ranked if sc >= EXTEND * top_score and len(c.split(" ")) <= size + 2
              and co.get(c, 0.0) >= min(EXTEND * base, base - 1.0)
              and len(c.split(" ")) > len(words) and in_a_row(c.split(" "), words) and not names_other(c, top)]
    if not longer:
        return top_score, top
    return max(longer, key=lambda x: (len(x[1].split(" ")), x[0], x[1]))


#: a function word standing beside a connective's wording in this share of its occurrences (three at least) is part
#: of it, where the English term has no word beside it as often (`_flanked`)
FLANK = 0.9
#: ... and the share of its occurrences a word other than a function word stands beside a one-word wording in
FLANK_WORD = 0.75
_FLANK_WORDS = 2
_BEFORE = re.compile(r"(?<![^\W\d_'’])([^\W\d_]+) +$")
_AFTER = re.compile(r" +([^\W\d_]+)(?![\w'’])")


def _neighbours(wording: str, texts: Iterable[str], side: int) -> tuple[Counter, int]:
    """(the word just before (`side` -1) or after (+1) each whole-word occurrence of `wording` in `texts`, lower
    case, with only spaces between; "" where a clause or the text ends, or the word is elided: fr `qu'`; how many
    occurrences)."""
    pattern = re.compile(r"(?<![^\W\d_])" + re.escape(wording.casefold()) + r"(?![^\W\d_])")
    found: Counter = Counter()
    n = 0
    for text in texts:
        low = text.casefold()
        for m in pattern.finditer(low):
            n += 1
            if side < 0:
                w = _BEFORE.search(low, 0, m.start())
            else:
                w = _AFTER.match(low, m.end())
            found[w.group(1) if w else ""] += 1
    return found, n


def _open_sides(term: str, en_texts: Sequence[str]) -> tuple[int, ...]:
    """The sides (-1 before, +1 after) of English `term` where no word stands beside it in `FLANK` of its
    occurrences in `en_texts`: a word always beside both the term and its wording is the English word's rendering."""
    out = []
    for side in (-1, 1):
        beside, n = _neighbours(term, en_texts, side)
        word, k = beside.most_common(1)[0] if beside else ("", 0)
        if not (n and word and k >= FLANK * n):
            out.append(side)
    return tuple(out)


def _flanked(wording: str, texts: Sequence[str], sides: Sequence[int], reader: Reader) -> str:
    """A connective's `wording` with the function words that stand beside it wherever it is printed: `a menos que`,
    not `menos`, for unless; `es sei denn`, not `sei denn`. A candidate never starts or ends with a stop word
    (`Reader.ngrams`), so a wording made of function words loses them (and `menos` reads es `al menos`, at least).
    Only on `sides` (`_open_sides`), where the English term has no word standing beside it as often."""
    out = wording
    for side in sides:
        for _step in range(_FLANK_WORDS):
            beside, n = _neighbours(out, texts, side)
            word, k = beside.most_common(1)[0] if beside else ("", 0)
            if n < 3 or not word:
                break
            if fold(word) in reader.stopwords:
                if k < FLANK * n:
                    break
            elif " " in out or beside[""] > (1 - FLANK) * n or k < FLANK_WORD * n:
                # a one-word wording that never stands alone takes the word mostly beside it: pt `disso` (of
                # that, as in `depois disso`, after that) is printed after `vez` 410 times, after `invés` 49, alone
                # never: `em vez disso`
                break
            out = f"{word} {out}" if side < 0 else f"{out} {word}"
    return out


CLOSED = 0.9


def _closed(word: str, texts: Iterable[str]) -> bool:
    """Whether `word` ends where the texts show a word edge: no one character follows it (or precedes it) in
    `CLOSED` of its occurrences (结束步骤开 is followed by 始 wherever it stands: it is cut out of 开始)."""
    after, before, n = _beside(word, texts)
    if n < 2:
        return True
    return all(not ch or k < CLOSED * n for side in (after, before) for ch, k in side.most_common(1))


def _beside(word: str, texts: Iterable[str]) -> tuple[Counter, Counter, int]:
    """(the character after each occurrence of `word` in `texts`, the character before it, how many occurrences);
    "" at a text's edge."""
    after: Counter = Counter()
    before: Counter = Counter()
    n = 0
    for text in texts:
        start = text.find(word)
        while start >= 0:
            n += 1
            end = start + len(word)
            after[text[end:end + 1]] += 1
            before[text[start - 1:start] if start else ""] += 1
            start = text.find(word, start + 1)
    return after, before, n


#: what stands beside a word without being glued to it: a particle, place, classifier or pronoun (`_ZH_FUNCTION`),
#: a number or classifier (`_ZH_COUNT`), the marks of a state or a passive (已横置, 被阻挡)
_ZH_LOOSE = _ZH_FUNCTION | _ZH_COUNT | set("已被")
GLUED = 0.9
#: a place word after a wording (长横线后, after the dash) is no letter of a longer word
_ZH_AFTER = set("后後前")


class _Edges:
    """The characters beside every occurrence of a wording in all the texts of a language (every rule, not only
    those naming the term): a wording one letter always stands beside (克西亚 after 瑞, 制影响范围 after 限) is cut
    out of a longer word."""

    def __init__(self, texts: Sequence[str]):
        self.text = "\n".join(texts)
        self._cache: dict[str, bool] = {}

    def glued(self, word: str) -> bool:
        """Whether one letter that is not a particle, place, classifier or mark (`_ZH_LOOSE`) stands after
        `word`, or one before it, in at least `GLUED` of its occurrences (two at least)."""
        if word not in self._cache:
            self._cache[word] = _glued(word, self.text)
        return self._cache[word]


def _unended(word: str, texts: Iterable[str]) -> bool:
    """Whether a letter that is not a particle, place, classifier or mark (`_ZH_LOOSE`) stands after `word` in at
    least `GLUED` of its occurrences in `texts` (two at least), whatever the letter: the wording is the first part
    of words the texts write whole (时空换 of 时空换境, planeswalk, and 时空换入/时空换出, planeswalked to/from)."""
    after, _before, n = _beside(word, texts)
    return n >= 2 and sum(k for ch, k in after.items() if ch.isalnum() and ch not in _ZH_LOOSE
                          and ch not in _ZH_AFTER) >= GLUED * n


def _glued(word: str, text: str) -> bool:
    """`_Edges.glued` over one text."""
    after, before, n = _beside(word, (text,))
    if n < 2:
        return False
    return any(ch.isalnum() and ch not in _ZH_LOOSE and k >= GLUED * n
               for side in (after, before) for ch, k in side.most_common(3))


def _zh_word(c: str, edges: _Edges) -> bool:
    """Whether a Chinese wording is a word at both edges: no particle, place, classifier or pronoun at an edge
    (`_ZH_FUNCTION`), no conjunction or copula inside (`_ZH_JOIN`), no letter glued to it in the rules (`_Edges`)."""
    return c[0] not in _ZH_FUNCTION and c[-1] not in _ZH_FUNCTION and not set(c) & _ZH_JOIN and not edges.glued(c)


def _zh_worded(ranked: list[tuple[float, str]], edges: _Edges,
               kin_alone: Callable[[str, str], bool] = lambda part, c: False) -> tuple[float, str]:
    """The best Chinese rules-text candidate that is a word at both edges: it neither starts nor ends with a
    particle, place, classifier or pronoun (`_ZH_FUNCTION`: 且牌手不能 is a clause), joins no two wordings (或) and
    no letter is glued to it in the rules (`_Edges`: 克西亚法术力符号 is cut out of 非瑞克西亚); the best candidate
    when none scoring at least `PART` of it is. A word inside it scoring as well that the rules of the English
    term's kin print alone (`kin_alone`: 响应 in those of response, inside 能响应) is the word."""
    def worded(c: str) -> bool:
        return _zh_word(c, edges)

    for sc, c in ranked:
        if sc < PART * ranked[0][0]:
            break
        if worded(c):
            inner = [(s, x) for s, x in ranked if x != c and x in c and s >= TIE * sc and kin_alone(x, c)
                     and worded(x)]
            return max(inner, key=lambda x: (x[0], len(x[1]), x[1])) if inner else (sc, c)
    return ranked[0]


def _char_len(text: str) -> int:
    """The length of a wording in characters, a run of Latin letters or digits (Oracle, d20) counting as one."""
    return len(re.sub(r"[A-Za-z0-9]+", "a", text))


def _zh_cuts(text: str) -> list[str]:
    """`text` without a place or classifier at its end or start, two characters or more; at its start, the
    longest such word only (它們躍 is 它們 + 躍, never 它 + 們躍)."""
    out = [text[:-len(x)] for x in _ZH_TAIL if text.endswith(x)]
    if not text.startswith(_ZH_WORDS):
        heads = [x for x in _ZH_HEAD if text.startswith(x)]
        if heads:
            out.append(text[len(max(heads, key=len)):])
    return [c for c in out if len(c) >= 2]


def _zh_cut(text: str) -> str | None:
    cuts = _zh_cuts(text)
    return cuts[0] if cuts else None


def _with_current(r: Rendering) -> Rendering:
    from dataclasses import replace

    return replace(r, current=True)


def _contains(longer: str, shorter: str, reader: Reader) -> bool:
    if reader.chars:
        return shorter in longer and longer != shorter
    a, b = longer.split(" "), shorter.split(" ")
    return len(a) > len(b) and any(a[i:i + len(b)] == b for i in range(len(a) - len(b) + 1))


def _separable(top: str, part: str, reader: Reader, lang: str = "") -> float:
    """How rarely `top` may hold where `part` holds for `part` to stand alone: one character glued to a run of
    characters (法术力池中, 个食品衍生物, 무덤에) is dropped unless nearly always there (坟墓场 keeps 场); in
    Chinese only a place or classifier character (`_ZH_TAIL`, `_ZH_HEAD`) is dropped so easily: 结束步骤 keeps
    its 结 though 束步骤 stands without it on a few cards."""
    if not reader.chars or len(top) - len(part) != 1:
        return SEPARABLE
    if lang.startswith("zh"):
        edge = top[-1] if top.startswith(part) else top[0]
        return CHAR_SEPARABLE if edge in _ZH_TAIL or edge in _ZH_HEAD else SEPARABLE
    return CHAR_SEPARABLE


def _names_other(longer: str, top: str, t: int, plain_top: dict, stems_of: dict, reader: Reader,
                 min_chars: int = 1) -> bool:
    """Whether `longer` adds to `top` a word that renders another English term, one the term itself does not
    contain (`habilidad de volar` adds `habilidad`, ability: flying is `volar`); in characters, an added run of at
    least `min_chars` (牌面朝下 adds 牌, but no word)."""
    if reader.chars:
        extra = [longer.replace(top, "\0") if top else longer]
        parts = [p for p in extra[0].split("\0") if len(p) >= min_chars]
    else:
        # a function word names no term, though its key may be another word's stem (pt `com`, with: comida, food)
        words = set(top.split(" "))
        parts = [w for w in longer.split(" ") if w not in words and w not in reader.stopwords]
    for p in parts:
        other = plain_top.get(p)
        if other is not None and other != t and other in stems_of and not stems_of[other] <= stems_of[t] \
                and not _compound_of(stems_of[other], stems_of[t]):
            return True
    return False


def _compound_of(part: set, whole: set) -> bool:
    """Whether every English word of `part` is a part of a longer word of `whole` (life in lifelink, death in
    deathtouch): an English compound is one word where the language says two, and the other term's wording it
    adds is the term's own (pt `vínculo com a vida`, lifelink, adds `vida`, life)."""
    words = [w.split("~")[0] for w in whole]
    parts = [p.split("~")[0] for p in part]
    return bool(parts) and all(len(p) >= 3 and any(p in w and p != w for w in words) for p in parts)


def _names_part(longer: str, top: str, t: int, plain_top: dict, stems_of: dict, reader: Reader) -> bool:
    """Whether `longer` adds to `top` the wording of a term made of some of this term's words: 提示文字 adds 文字
    (text) to 提示 for reminder text, 战斗前行动阶段 adds 行动阶段 (main phase) to 战斗前 for precombat main phase;
    the longer wording says the whole term. In characters, an added run of two characters or more."""
    if not top or longer == top:
        return False
    if reader.chars:
        parts = [p for p in longer.replace(top, "\0", 1).split("\0") if len(p) >= 2]
    else:
        words = set(top.split(" "))
        parts = [w for w in longer.split(" ") if w not in words]
        parts.append(" ".join(parts))
    for p in parts:
        other = plain_top.get(p)
        if other is not None and other != t and other in stems_of and t in stems_of \
                and stems_of[other] < stems_of[t]:
            return True
    return False


def _of_part(candidate: str, t: int, plain_top: dict, stems_of: dict, raw: dict) -> bool:
    """Whether `candidate` is the plain rendering of another term made of some of this term's words (battlefield
    for enters the battlefield, artifact for artifact creature), and scores higher there than here (doppio
    attacco is double strike's, though it is the best that `double` finds too)."""
    other = plain_top.get(candidate)
    return (other is not None and other != t and other in stems_of and t in stems_of
            and stems_of[other] < stems_of[t] and raw.get((other, candidate), 0.0) > raw.get((t, candidate), 0.0))


def _overlaps(a: str, b: str, reader: Reader) -> bool:
    """Whether two candidates are one wording (one inside the other, or words in common, or inflections that
    the stemmer left apart: `sacrifica`/`sacrificar`)."""
    if reader.chars:
        return a in b or b in a
    for x in a.split(" "):
        for y in b.split(" "):
            n = min(len(x), len(y))
            if x == y or (n >= 5 and x[:n - 1] == y[:n - 1]):
                return True
    return False


def _forms(surfaces: Counter, printed: Counter | None = None) -> list[str]:
    """The surface forms of a candidate, most frequent first, case folded unless always capitalised (German
    nouns) wherever it is `printed` (default: `surfaces`; a keyword beside its own term is mostly the capitalised
    first word of a keyword line): `["Friedhof", "Friedhofs"]`, `["bloqueadora", "bloqueador"]`."""
    merged: Counter = Counter()
    for s, n in surfaces.items():
        merged[s.lower()] += n
    seen: Counter = Counter()
    upper: Counter = Counter()
    for s, n in (printed or surfaces).items():
        low = s.lower()
        seen[low] += n
        if s[:1].isupper():
            upper[low] += n
    out = []
    for low, n in sorted(merged.items(), key=lambda x: (-x[1], x[0])):
        if upper[low] >= 0.9 * seen[low]:
            caps = max((s for s in surfaces if s.lower() == low), key=lambda s: (surfaces[s], s))
            out.append(caps)
        else:
            out.append(low)
    return out or [""]


def _inflections(forms: list[str]) -> list[str]:
    """The first form and those of the others that are its inflections, word by word the same up to their last
    two letters (four letters at least): the stemmer gives `mag` to it magia (spell) and Mago (wizard), de
    `zauber` to Zauber and Zauberer; `magie` stays beside `magia`, `Zaubers` beside `Zauberer`."""
    return forms[:1] + [f for f in forms[1:] if inflected_alike(forms[0], f, least=4)]


def _derive_one(args) -> list[Rendering]:
    lang, card_pairs, terms = args
    return derive_language(lang, card_pairs, terms)


def derive(cards_path, terms: Sequence[EnglishTerm], langs: Iterable[str] | None = None, workers: int | None = None,
           progress: Progress | None = None) -> list[Rendering]:
    """The renderings of `terms` in every card language (or `langs`) from a card file, sorted by term, language
    and rank; English rows (`lang="en"`) give the number of English cards printing each term."""
    printings = list(read_printings(cards_path))
    counts = english_counts(printings, terms)
    by_lang = pairs(printings, set(langs) if langs is not None else None)
    order = sorted(by_lang, key=lambda l: -len(by_lang[l]))
    out: list[Rendering] = []
    for term in sorted(counts):
        n, first, last, example = counts[term]
        out.append(Rendering(term, "en", term, "printed", 1, n, n, 1.0, first, last, True, (), example))
    workers = workers or min(len(order), os.cpu_count() or 1, 4)
    total = len(order)
    if progress:
        progress(0, total, "")
    jobs = [(lang, by_lang[lang], list(terms)) for lang in order]
    if workers <= 1 or total <= 1:
        results = []
        for i, job in enumerate(jobs, 1):
            results.append(_derive_one(job))
            if progress:
                progress(i, total, job[0])
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            results = []
            for i, res in enumerate(pool.map(_derive_one, jobs), 1):
                results.append(res)
                if progress:
                    progress(i, total, jobs[i - 1][0])
    for res in results:
        out.extend(res)
    out.sort(key=lambda r: (r.term, r.lang != "en", r.lang, r.rank))
    return out
