"""`check --page FILE`: one translated page checked against the English release it follows, nothing stored.

The page is parsed (`build.parse_file`), the English release it follows is picked from the page alone (the date
it states, its rule numbers, the sibling list it prints, its cross-references, the English half of a bilingual
page; or `--rev`), and its paragraphs are paired with that release's by content (`align.align_nodes`). Then each
parent's paragraphs are inspected, the same way in every language:

- `missing` / `extra`: an English paragraph with no translation, a translated one with no English; `extra` also a
  paragraph much longer than its English (a translator's note run into it), or longer with a sentence whose words
  its English does not say (on a whole page: their translations learnt from the rest of the page);
- `duplicate`: a paragraph printed twice;
- `swapped`: two paragraphs in each other's place (found by an unordered assignment beside the ordered one; for
  near-parallel siblings, whose content agrees either way, by the words in which they differ, their translations
  learnt from the rest of the page);
- `moved`: one paragraph printed out of the English order, two places or more away (702.7d between 702.7a and
  702.7b), the others in order; or a paragraph's last sentence that belongs to a sibling short of it (702.7c's
  second sentence at the end of 702.7d), reported at the sibling's rule;
- `incomplete`: a paragraph much shorter than its English (truncated, a sentence dropped), paired, not reported
  as missing plus extra; or with fewer examples than its English (where the page prints examples at all); or one
  that says English's `unless` in no word of its language (a condition dropped), or an inclusive bound, usually,
  most, that many, unblocked, the stack is empty or an alternative or additional cost fewer times than English; or
  one sentence much shorter than its English one (a clause dropped);
- `untranslated`: a sentence of the paragraph that is English (found in the English text, or made of English
  function words);
- `number-differs`: a number in the text that the English paragraph does not have, or one it has said more often
  where another is said less often, or one English writes (two or more) that the text never writes (`circular uma
  dessas cores` for circle two of those colors), or an ordinal (the registry's `ordinal_words`: `tercer paso` where
  English says the second step);
- `symbol-differs`: mana and tap symbols (`{W}`, `{T}`, `{W/U}`), written the same in every language, that are not
  the English paragraph's;
- `color-differs`: a color the English paragraph does not name (the registry's `color_words`: `una fuente verde`
  where English says a red source), or one it names named fewer times (a pair dropped from 105.5's list);
- `negation-differs`: a paragraph with none of its language's negations (the registry's `negations`: no, nicht,
  不 ...) whose English is negated (`can't`, `neither ... nor`): the translation says the opposite; in a language
  with spaces, also a sentence without one where the paragraph has as many sentences as English and the English
  sentence is negated (one negation of two dropped);
- `opposite-differs`: a sense said more often than in the English paragraph and its opposite less (the registry's
  `opposites`: `termina` where English says as the step begins, `boca abajo` for face-up, `durante` for after;
  not in a paragraph with a sentence left in English or one missing); a power/toughness change of opposite signs
  (`+1/+1` for -1/-1 counters); English `and/or` said as and;
- `ref-differs`: a cited rule the English paragraph does not cite (explained by the release history when it is
  an old number);
- `term`: a keyword the English paragraph names whose official rendering (rules or card wording) the paragraph
  lacks, in its text or in one of its examples; a kind of ability, a step or phase, a kind of object or of player
  named for another, a spell for an ability (`page_terms`);
- `stale`: the English paragraph changed after the release the page follows (naming the release it changed in);
- `english-differs`: a paragraph of a bilingual page's own English that no English release of the corpus words so.

Every finding carries the page line; the fix speaks of lines where the page prints no letters ("renumber" would
mean nothing there). Messages and fixes are in the UI language.
"""
from __future__ import annotations

import difflib
import re
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Sequence

from .align import AlignedPair, align_nodes, features, length_ratio, pair_score
from .check import Finding, SEVERITIES
from .errors import RulesDBError, UnknownLanguageError, UnknownRuleError
from .i18n import _
from .model import UNDATED, RuleNode
from .release_match import FEATURE_WEIGHTS, normalize_wording, ref_history, words_changed
from . import lang as _lang_registry
from .ruleid import RuleId, next_letter
from .later_english import later_fate, later_numbers
from .page_text import (
    _symbols, _plain_numbers, _number_words, _valued_words, _valued, _turned, _sentences, _paired_sentences,
    _counted_sentences, _words,
    _negations, _NEGATED_OTHERWISE, _negations_said, _negations_beside, _plain_words, _english_share, _body,
    _side_by_side, _beside,
    _exception_added, _unless_dropped, _dropped, _after_for_as, _before_for_then, _short_sentence, _signs_turned, _pt_replaced, _said_with_only,
    _and_or_narrowed, _order_swapped, _non_word_dropped, _modal_negated, _expression_replaced
)
from .page_numbers import page_rules, renumber_inferred, split_paragraph
from .page_terms import term_findings
from .official_terms import game_terms, title_term
from .textfold import fold_term

__all__ = ["PageReport", "check_page", "check_page_bytes", "check_page_nodes", "PAGE_KINDS"]

PAGE_KINDS = ("release", "missing", "extra", "duplicate", "swapped", "moved", "incomplete", "untranslated",
              "number-differs", "symbol-differs", "color-differs", "negation-differs", "opposite-differs", "ref-differs",
              "term", "stale", "english-differs", "label-confirmed")
#: a paragraph shorter than this share of its expected length is incomplete
INCOMPLETE_RATIO = 0.72
#: the same for a language written without spaces (measured on the zh CR 2026-01-16 against its English: official
#: paragraphs down to 0.55 of the page's ratio)
INCOMPLETE_RATIO_CJK = 0.5
#: a paragraph longer than this share of its expected length holds text its English does not (a translator's note
#: run into it), or than the second with more sentences than its English. Measured on the official translations
#: against their English, paragraph by paragraph: pt-BR 2020 at most 1.34 of the median ratio, and none above 1.2
#: with more sentences; zh 2026-01-16 up to 3.07 where it prints card names in English and Chinese (206.3c), and
#: 36 of 2,711 above 1.2 with more sentences (its sentences are cut otherwise): the length alone there
LONGER_RATIO, LONGER_WITH_SENTENCES, LONGER_RATIO_CJK = 1.45, 1.2, 3.2
#: a sentence shorter than this share of the length its English sentence (of SHORT_SENTENCE_MIN characters or
#: more) leads to expect lost a clause, in a paragraph of as many sentences as its English. Measured on the official
#: pt-BR 2020 against its English, brackets aside: none below 0.74; on the 289 clean pages of trans1-trans24 none
#: below 0.60 (de 406.8, `Aus-dem-Spiel-entfernt-Zone` for the removed-from-the-game zone)
SHORT_SENTENCE_RATIO, SHORT_SENTENCE_MIN = 0.58, 60
#: a pairing of two paragraphs at least this much better crosswise than in place is a swap
SWAP_GAIN = 0.08
#: two sibling paragraphs whose content scores alike either way (near-parallel rules: zh 115.7b and 115.7c, change
#: a target and change any targets) are swapped when the words that tell them apart agree crosswise by at least
#: LEXICAL_SWAP (`_Lexicon.swap_evidence`), the content does not prefer them in place by more than SWAP_TOLERANCE
#: and each scores at least LEXICAL_SWAP_PAIR with the other's English. Measured on the whole pages of
#: bench_whole_pages (pt 103-117, zh 103-117 and 702.2-702.19, paired by number): every two siblings agree in place
#: by 3.0 or more (closest: zh 702.16h/i 3.0, 115.7b/c 3.5; pt 115.7b/c 3.5); on the official translations checked
#: rule by rule (small pages: little to learn from) no candidate above 0
LEXICAL_SWAP, SWAP_TOLERANCE, LEXICAL_SWAP_PAIR = 2.0, 0.05, 0.35


@dataclass(frozen=True)
class PageReport:
    """The findings on one page, the release it was checked against and why."""

    path: str
    lang: str
    release: str
    reasons: tuple[str, ...]
    findings: tuple[Finding, ...]
    paragraphs: int

    def filtered(self, min_severity: str) -> "PageReport":
        keep = SEVERITIES[: SEVERITIES.index(min_severity) + 1]
        return PageReport(self.path, self.lang, self.release, self.reasons,
                          tuple(f for f in self.findings if f.severity in keep), self.paragraphs)

    def summary(self) -> dict[str, int]:
        return dict(Counter(f.severity for f in self.findings))

    def to_json(self) -> dict:
        return {"page": self.path, "lang": self.lang, "release": self.release, "reasons": list(self.reasons),
                "paragraphs": self.paragraphs, "summary": self.summary(),
                "findings": [f.to_json() for f in self.findings]}


# -- the release a page follows -------------------------------------------------------------------------------

def _english_subtrees(corpus, rules: Sequence[RuleId], extra_ids, rev: str) -> list[RuleNode]:
    out: list[RuleNode] = []
    for r in rules:
        out.extend(corpus.reader.subtree(r, "en", rev))
    for i in extra_ids:
        if i.kind in ("section", "chapter"):
            out.extend(corpus.reader.get(i, "en", rev))
    seen, uniq = set(), []
    for n in sorted(out, key=lambda n: n.id.sort_key()):
        key = (n.id, n.line, n.source)
        if key not in seen:
            seen.add(key)
            uniq.append(n)
    return uniq


def _page_release(corpus, nodes, english_half, stated: str, siblings, rules, extra_ids) -> tuple[str, tuple[str, ...]]:
    """The English release a page follows, scored as `release_match` scores a tree, from the page alone."""
    revisions = [r for r in corpus.revisions("en") if r != UNDATED]
    if not revisions:
        raise UnknownRuleError(_("no English release in the corpus to check against"))
    stated_release = None
    if stated != UNDATED:
        dated = [r for r in revisions if r <= stated]
        stated_release = dated[-1] if dated else None
    tids = {n.id for n in nodes}
    scored = []
    for rev in revisions:
        tree = {n.id: n for n in _english_subtrees(corpus, rules, extra_ids, rev)}
        feats: dict[str, float] = {}
        if stated_release is not None:
            feats["stated"] = 1.0 if rev == stated_release else 0.0
        if tids:
            # one paragraph printed with a wrong number is forgiven the newest release: a page of one rule (pt
            # 702.32 with its one paragraph printed 702.32b) had followed the release of 2020, where 702.32 was
            # kicker with a 702.32b, and every finding was of kicker's rule
            held = sum(1 for i in tids if i in tree)
            feats["ids"] = min(1.0, (held + (rev == revisions[-1] and held < len(tids))) / len(tids))
        if siblings:
            present = [s for s in siblings if corpus.reader.get(s, "en", rev)]
            feats["siblings"] = len(present) / len(siblings)
            last = max(siblings)
            nxt = _next_sibling(last)
            feats["last_sibling"] = 1.0 if last in present and not corpus.reader.get(nxt, "en", rev) else 0.0
        # (a citing paragraph the release lacks agrees with none of it: trans70 es 719.3c, citing 702.196 for
        # 702.169, had made the release of 2020, without 719.3c, the best, and the page read as its rule 719)
        refn = [n for n in nodes if n.refs]
        if refn:
            feats["refs"] = sum(1 for n in refn if n.id in tree and set(n.refs) <= set(tree[n.id].refs)) / len(refn)
        if english_half:
            sims = [difflib.SequenceMatcher(None, normalize_wording(n.text), normalize_wording(tree[n.id].text),
                                            autojunk=False).ratio() if n.id in tree and tree[n.id].text else 0.0
                    for n in english_half if n.text]
            if sims:
                feats["wording"] = sum(sims) / len(sims)
        weight = sum(FEATURE_WEIGHTS[k] for k in feats) or 1.0
        scored.append((sum(FEATURE_WEIGHTS[k] * v for k, v in feats.items()) / weight, rev, feats))
    best = max(s for s, _r, _f in scored)
    tied = [r for s, r, _f in scored if best - s < 1e-9]
    release = tied[-1]
    feats = next(f for s, r, f in scored if r == release)
    reasons = [f"{k} {v:.2f}" for k, v in sorted(feats.items())]
    if len(tied) > 1:
        reasons.append(f"tied with {', '.join(t for t in tied if t != release)}: the latest is taken")
    return release, tuple(reasons)


def _a_section(page, rid: RuleId) -> bool:
    """Whether the section of cited rule `rid` (702 of 702.19b) is one of the English release the page follows:
    a number written with a thousands separator (999.999) is none."""
    return bool(page.corpus.reader.get(RuleId.parse(str(rid).split(".")[0]), "en", page.release))


def _next_sibling(rid: RuleId) -> RuleId:
    text = str(rid)
    head, _dot, last = text.rpartition(".")
    if last.isdigit() and head:
        return RuleId.parse(f"{head}.{int(last) + 1}")
    return RuleId.parse(str(int(text) + 1)) if text.isdigit() else rid


# -- the checks ---------------------------------------------------------------------------------------------------

class _Page:
    def __init__(self, corpus, lang, release, nodes, english, src, terms):
        self.corpus, self.lang, self.release, self.src, self.terms = corpus, lang, release, src, terms
        self.nodes, self.english = nodes, english
        self.printed = not any(n.label_inferred for n in nodes)
        #: whether the page prints examples at all (their labels in its language are known)
        self.has_examples = any(n.examples for n in nodes)
        #: paragraphs printed twice whose examples went to the second copy (not short of them: one copy too many)
        self.lent_examples: set[int] = set()
        #: the rules a sentence of which stands at the end of a sibling (`_sentence_of_a_sibling`)
        self.sentence_moved: set[str] = set()
        #: the paragraph a page split in two, joined again (`page_numbers.split_paragraph`): the paragraphs of its
        #: rule after it print the number of the one after theirs, which the split's fix says
        self.split: RuleNode | None = None
        self.concepts = game_terms(corpus)
        self.out: list[Finding] = []
        #: the page's paragraphs paired with English ones, once duplicates and swaps are resolved, and by paragraph
        self.paired: list[AlignedPair] = []
        self.pair_of: dict[int, AlignedPair] = {}
        self.own_ratio = True  # the length ratio read from the page's own pairs (`_check_pairs`)
        self._lexicon: "_Lexicon | None" = None

    def explained(self, text: str, t: RuleNode) -> tuple[int, int]:
        """`_Lexicon.explained` for a text of the paired paragraph `t`, the lexicon learnt from the page's pairs."""
        if self._lexicon is None:
            self._lexicon = _Lexicon(self.paired, self.lang)
        return self._lexicon.explained(text, self.pair_of[id(t)])

    def add(self, kind, severity, rule, line, message, evidence=(), fix=""):
        self.out.append(Finding(kind, severity, self.lang, str(rule), message, tuple(evidence), fix, self.src, line))

    def reported(self, t: RuleNode, *kinds: str) -> bool:
        """Whether a finding of one of `kinds` was reported at the line of paragraph `t`."""
        return any(f.line == t.line and f.kind in kinds for f in self.out)

    def where(self, t: RuleNode) -> str:
        """How the fix names a paragraph: its printed number, or its line where the page prints none."""
        if t.label_inferred:
            return _("the paragraph on line {line}").format(line=t.line)
        return f"{t.id}"


def _ratio(rs: list[float], lang: str = "") -> float:
    """The page's translated/English length ratio from its pairs' (`_ratios`): their median, or where it has fewer
    than `OWN_RATIO_MIN` the language's usual one (a page of one paragraph is its own measure: fr 512.1 cut short
    had read as 100% of the expected length)."""
    if len(rs) < OWN_RATIO_MIN and lang in USUAL_RATIO:
        return USUAL_RATIO[lang]
    if not rs:
        return 1.0
    return rs[len(rs) // 2]


def _ratios(pairs: Sequence[AlignedPair]) -> list[float]:
    return sorted(len(_body(p.target)) / len(_body(p.english)) for p in pairs
                  if p.target is not None and p.english is not None and len(_body(p.english)) > 40
                  and len(_body(p.target)) > 20)


#: the median translated/English length ratio of a paragraph, measured on the clean hand translations of
#: tests/data/pages/trans* (5,177 paragraphs, 847 to 1,220 a language); a page's own from this many pairs on
USUAL_RATIO = {"de": 1.23, "fr": 1.19, "it": 1.16, "es": 1.14, "pt": 1.13}
OWN_RATIO_MIN = 3


def _score(page: _Page, t: RuleNode, e: RuleNode, ratio: float) -> float:
    """Content agreement (align's features), with the game terms both name when the term base is there."""
    s, _why = pair_score(features(t, page.lang, page.terms), features(e, "en", page.terms), ratio)
    # a rule with a title and no text (`702.14. 地行者`, Landwalk) is compared by the terms its title names
    tbody, ebody = _body(t) or t.title, _body(e) or e.title
    if page.concepts is not None and tbody and ebody:
        a, b = page.concepts.of(tbody, page.lang), page.concepts.of(ebody, "en")
        if a or b:
            s = 0.6 * s + 0.4 * (2 * len(a & b) / (len(a) + len(b)))
    return s


def _realign_unlabelled(page: _Page, pairs: list[AlignedPair], ratio: float) -> list[AlignedPair]:
    """Paragraphs the page prints without numbers, aligned again under each parent with the game terms as
    evidence too (a monotone alignment: order kept, paragraphs may be skipped on either side)."""
    parents = {}
    for p in pairs:
        if p.target is not None and p.english is not None:
            parents[p.target.id] = p.english.id
    groups: dict = {}
    for t in page.nodes:
        if t.label_inferred and t.id.parent in parents:
            groups.setdefault(t.id.parent, []).append(t)
    for tparent, ts in groups.items():
        eparent = parents[tparent]
        es = [e for e in page.english if e.id.parent == eparent]
        if not es:
            continue
        n, m = len(ts), len(es)
        sc = [[_score(page, ts[i], es[j], ratio) for j in range(m)] for i in range(n)]
        best = [[0.0] * (m + 1) for _ in range(n + 1)]
        move = [[0] * (m + 1) for _ in range(n + 1)]
        for i in range(n + 1):
            for j in range(m + 1):
                if i == 0 and j == 0:
                    continue
                opts = []
                if i and j and sc[i - 1][j - 1] >= 0.4:
                    opts.append((best[i - 1][j - 1] + sc[i - 1][j - 1] - 0.4, 0))
                if i:
                    opts.append((best[i - 1][j], 1))
                if j:
                    opts.append((best[i][j - 1], 2))
                best[i][j], move[i][j] = max(opts, key=lambda o: o[0])
        new, i, j = [], n, m
        while i or j:
            mv = move[i][j]
            if mv == 0:
                new.append(AlignedPair(ts[i - 1], es[j - 1], sc[i - 1][j - 1], ("aligned by content and game terms",)))
                i, j = i - 1, j - 1
            elif mv == 1:
                new.append(AlignedPair(ts[i - 1], None, 0.0, (f"no English paragraph under {eparent} matches its content",)))
                i -= 1
            else:
                new.append(AlignedPair(None, es[j - 1], 0.0, ("no translated paragraph matches it",)))
                j -= 1
        tset, eset = {id(t) for t in ts}, {id(e) for e in es}
        pairs = [p for p in pairs if id(p.target) not in tset and id(p.english) not in eset] + new[::-1]
    return pairs


class _Lexicon:
    """Which words of the page translate which English words, learnt from the page itself: for a word of the
    page and an English word, how often they occur in the same pair of paragraphs (Dice over the page's pairs;
    words as the search analyses them: stems, Chinese character pairs). A word and an English word written alike
    (a number, a Latin letter: `[特性A]` for `[quality A]`) agree.

    It tells two sibling paragraphs apart by the words in which they differ, which the content score (numbers,
    references, terms, length) does not see: zh 115.7b `更改一个目标` / 115.7c `更改任意数量的目标` (change a target,
    change any targets)."""

    #: a word and an English word are associated when they share at least this many other pairs of the page
    MIN_SHARED = 2
    #: a word is explained by an English paragraph holding one of the English words it agrees with best, this many
    TOP = 3

    def __init__(self, pairs: Sequence[AlignedPair], lang: str):
        from .analysis import analyze

        self.lang = lang
        self.index = {id(p): k for k, p in enumerate(pairs)}
        self.words = [frozenset(analyze(_body(p.target), lang)) for p in pairs]
        self.english = [frozenset(analyze(_body(p.english), "en")) for p in pairs]
        self.where: dict[str, set[int]] = {}
        self.where_en: dict[str, set[int]] = {}
        for k, (ws, es) in enumerate(zip(self.words, self.english)):
            for w in ws:
                self.where.setdefault(w, set()).add(k)
            for w in es:
                self.where_en.setdefault(w, set()).add(k)

    def _agree(self, word: str, english: str, left_out: set[int]) -> float:
        if word == english and not _lang_registry.unspaced("", word):
            return 1.0
        a = self.where.get(word, set()) - left_out
        b = self.where_en.get(english, set()) - left_out
        shared = len(a & b)
        return 2 * shared / (len(a) + len(b)) if shared >= self.MIN_SHARED else 0.0

    def _best_english(self, word: str, left_out: set[int]) -> set[str]:
        """The TOP English words that agree best with `word` (ties by the word, so the same every run)."""
        seen: set[str] = set()
        for k in self.where.get(word, ()):
            if k not in left_out:
                seen |= self.english[k]
        best = sorted(((self._agree(word, x, left_out), x) for x in seen), reverse=True)[:self.TOP]
        return {x for score, x in best if score > 0}

    def explained(self, text: str, pair: AlignedPair) -> tuple[int, int]:
        """(how many words of `text` the English paragraph of `pair` explains, how many the rest of the page
        says enough about to tell): a word is explained when the English paragraph holds the word itself or one
        of the TOP English words it agrees with best, learnt with `pair` left out."""
        from .analysis import analyze

        k = self.index[id(pair)]
        out = {k}
        english = self.english[k]
        known = [w for w in set(analyze(text, self.lang))
                 if len(self.where.get(w, set()) - out) >= self.MIN_SHARED]
        return sum(1 for w in known if w in english or self._best_english(w, out) & english), len(known)

    def swap_evidence(self, a: AlignedPair, b: AlignedPair) -> float:
        """How much better the words in which the two paragraphs differ agree crosswise than in place: the
        sum, over each such word on either side, of its best agreement with the other pair's distinct words
        less that with its own pair's. The pairs themselves are left out of what is learnt (a word said once
        on the page would otherwise agree with wherever it stands)."""
        i, j = self.index[id(a)], self.index[id(b)]
        out = {i, j}
        ta, tb = self.words[i] - self.words[j], self.words[j] - self.words[i]
        ea, eb = self.english[i] - self.english[j], self.english[j] - self.english[i]

        def prefer(score, word, own, other) -> float:
            return (max((score(word, x) for x in other), default=0.0)
                    - max((score(word, x) for x in own), default=0.0))

        def word_en(w, e):
            return self._agree(w, e, out)

        def en_word(e, w):
            return self._agree(w, e, out)

        return (sum(prefer(word_en, w, ea, eb) for w in ta) + sum(prefer(word_en, w, eb, ea) for w in tb)
                + sum(prefer(en_word, e, ta, tb) for e in ea) + sum(prefer(en_word, e, tb, ta) for e in eb))


#: an unpaired paragraph printed with the number of an unpaired English one is that one's translation when its
#: content agrees this much (a paragraph cut short with a number changed in what is left: zh 115.9c)
SAME_NUMBER_PAIR = 0.1


def _parallel(first: RuleNode, second: RuleNode, english: dict) -> bool:
    """Whether two nearly equal paragraphs are parallel rules, not a copy: they cite other rules, or English words
    the first one's rule and a sibling nearly alike too (pt 115.1c and 115.1d, targets of activated and of
    triggered abilities, differ in a word and the rule they cite; zh 115.7b and 115.7c, change a target and change
    any targets, in a word)."""
    if set(first.refs) != set(second.refs):
        return True
    a = english.get(first.id)
    if a is None:
        return False
    body = normalize_wording(_body(a))
    # (every letter counted: difflib's junk heuristic on texts of 200 letters or more read English 709.5f and 709.5g,
    # unlock and lock half of a permanent, as 0.25 alike, not 0.96)
    return any(e.id != a.id and e.id.parent == a.id.parent
               and _alike(body, normalize_wording(_body(e)), 0.8, autojunk=False)
               for e in english.values())


def _alike(a: str, b: str, cutoff: float, autojunk: bool = True) -> bool:
    """Whether difflib's ratio of `a` and `b` is above `cutoff`, its upper bounds asked first (the ratio their
    lengths allow, then the one their letters allow): the same answer, and a page of 300 paragraphs compared with
    each other no longer spends seconds on pairs whose lengths already tell them apart."""
    if not a and not b:
        return 1.0 > cutoff
    if 2.0 * min(len(a), len(b)) / (len(a) + len(b)) <= cutoff:
        return False
    m = difflib.SequenceMatcher(None, a, b, autojunk=autojunk)
    return m.quick_ratio() > cutoff and m.ratio() > cutoff


def _by_printed_number(page: _Page, pairs: list[AlignedPair]) -> list[AlignedPair]:
    """`pairs` with each paragraph paired by content with another English number than the one it prints given the
    English paragraph of its number instead, when that one is unpaired and its content agrees as well: the aligner
    weighs a paragraph's place among its siblings, which on a page holding a few of them says little (it 702.7a
    alone, without its `(see rule 510)`, was paired with English 702.7c as the third of four)."""
    unpaired = {p.english.id: p for p in pairs if p.target is None and p.english is not None}
    # the length ratio of the pairs whose numbers agree: the page's own is read from the pairs in question too
    ratio = _ratio(_ratios([p for p in pairs
                            if p.target is not None and p.english is not None and p.target.id == p.english.id]))
    for p in list(pairs):
        t, e = p.target, p.english
        if t is None or e is None or t.label_inferred or t.id == e.id or t.id not in unpaired:
            continue
        same = unpaired.pop(t.id)
        mine, theirs = _score(page, t, same.english, ratio), _score(page, t, e, ratio)
        if mine < theirs:
            continue
        pairs = [q for q in pairs if q is not p and q is not same]
        pairs.append(AlignedPair(t, same.english, mine, (
            f"paired by its printed number: content agrees as well ({mine:.2f}; {theirs:.2f} with English {e.id})",)))
        pairs.append(AlignedPair(None, e, 0.0, ("no translated paragraph matches it",)))
    return pairs


def _repair_pairs(page: _Page, pairs: list[AlignedPair], ratio: float) -> tuple[list[AlignedPair], set, list]:
    """Pairs with duplicates, swaps and shortened paragraphs resolved; returns (pairs, duplicate ids, swaps)."""
    pairs = _by_printed_number(page, pairs)
    dups: set[int] = set()
    swaps: list[tuple[RuleNode, RuleNode, RuleNode, RuleNode]] = []
    # duplicates: a paragraph whose text repeats an earlier one on the page
    seen: dict[str, RuleNode] = {}
    # the text alone as well: a paragraph printed twice right above its examples leaves them to the second copy
    seen_text: dict[str, RuleNode] = {}
    english = {e.id: e for e in page.english}
    for t in page.nodes:
        key = normalize_wording(_body(t))
        if len(key) < 15:
            continue
        text_key = normalize_wording(t.text) if len(t.text) >= 15 else ""
        twin = seen.get(key) or (seen_text.get(text_key) if t.examples else None) or next(
            (s for k, s in seen.items() if _alike(k, key, 0.92)
             and not _parallel(s, t, english)), None)
        if twin is not None and twin.id.parent == t.id.parent:
            dups.add(id(t))
            if t.examples and not twin.examples:
                page.lent_examples.add(id(twin))  # the second copy holds the examples of the first
            page.add("duplicate", "warning", twin.id, t.line,
                     _("the paragraph on line {line} repeats the one on line {first}").format(line=t.line, first=twin.line),
                     (f"{page.lang}: {_body(t)[:100]}",),
                     _("delete the second copy (line {line})").format(line=t.line))
        else:
            seen.setdefault(key, t)
            if text_key:
                seen_text.setdefault(text_key, t)
    # the paired counterpart of a duplicate is kept; a duplicate left unpaired is not "extra" too
    pairs = [p for p in pairs if not (p.target is not None and id(p.target) in dups and p.english is None)]
    for p in list(pairs):
        if p.target is not None and id(p.target) in dups and p.english is not None:
            # the duplicate took the English paragraph; give it back to the first copy if that one is unpaired
            pairs.remove(p)
            pairs.append(AlignedPair(None, p.english, 0.0, p.evidence))
    # shortened or otherwise weak paragraphs left unpaired beside an unpaired English one in the same place
    missing = [p for p in pairs if p.target is None]
    extra = [p for p in pairs if p.english is None and id(p.target) not in dups]
    # best first over the whole page: a paragraph goes to the unpaired English one its content fits best, not to
    # the first one listed (pt 116.2b holding English 116.2c's text went to an unpaired 103.5c, listed earlier)
    cands = []
    for m in missing:
        e = m.english
        for x in extra:
            t = x.target
            if t.id.parent is None or e.id.parent is None or t.id.kind != e.id.kind:
                continue
            s = _score(page, t, e, ratio)
            same_place = t.id == e.id or t.label_inferred
            if s >= (SAME_NUMBER_PAIR if t.id == e.id else 0.25) and same_place or s >= 0.45:
                cands.append((s, same_place, m, t))
    used: set[int] = set()
    for s, _same, m, t in sorted(cands, key=lambda c: (-c[0], not c[1])):
        if id(m) in used or id(t) in used:
            continue
        used.update((id(m), id(t)))
        pairs.remove(m)
        pairs = [p for p in pairs if p.target is not t]
        pairs.append(AlignedPair(t, m.english, s, (
            "paired by place: the only unpaired paragraphs of their parent" if t.id.parent == m.english.id.parent
            else f"paired by content ({s:.2f}): unpaired on the page and in English",)))
    # swaps: two pairs of one parent in inverted order, or that score better crosswise
    paired = [p for p in pairs if p.target is not None and p.english is not None]
    pos = {id(n): k for k, n in enumerate(page.nodes)}
    groups: dict = {}
    for p in paired:
        groups.setdefault(p.english.id.parent, []).append(p)
    swapped_pairs: list[tuple[AlignedPair, AlignedPair]] = []
    moved: list[AlignedPair] = []
    lexicon = None  # learnt when two paragraphs are alike either way by content
    for parent, ps in groups.items():
        ps.sort(key=lambda p: p.english.id.sort_key())
        done: set[int] = set()
        one = _moved(ps, pos)
        if one is not None:
            moved.append(one)
            done.add(id(one))
        for i in range(len(ps)):
            for j in range(i + 1, len(ps)):
                a, b = ps[i], ps[j]
                if id(a) in done or id(b) in done:
                    continue
                if pos[id(a.target)] > pos[id(b.target)]:
                    done.update((id(a), id(b)))
                    # a translates the earlier English paragraph but stands later on the page
                    swaps.append((b.target, b.english, a.target, a.english, 0.0, 0.0))
                    continue
                if not (_length_fits(page, a.target, b.english, ratio) and _length_fits(page, b.target, a.english, ratio)):
                    continue  # text moved from one to the other, not two paragraphs in each other's place
                straight = _score(page, a.target, a.english, ratio) + _score(page, b.target, b.english, ratio)
                ab, ba = _score(page, a.target, b.english, ratio), _score(page, b.target, a.english, ratio)
                gain = ab + ba - straight
                words = 0.0
                if not (gain >= SWAP_GAIN * 2 and min(ab, ba) >= 0.5):
                    # alike either way by content: the words in which they differ decide
                    if gain < -SWAP_TOLERANCE or min(ab, ba) < LEXICAL_SWAP_PAIR:
                        continue
                    lexicon = lexicon or _Lexicon(paired, page.lang)
                    words = lexicon.swap_evidence(a, b)
                    if words < LEXICAL_SWAP:
                        continue
                done.update((id(a), id(b)))
                swapped_pairs.append((a, b))
                swaps.append((a.target, b.english, b.target, a.english, gain, words))
    for a, b in swapped_pairs:
        pairs = [p for p in pairs if p is not a and p is not b]
        pairs.append(AlignedPair(a.target, b.english, _score(page, a.target, b.english, ratio), ("paired crosswise: swapped",)))
        pairs.append(AlignedPair(b.target, a.english, _score(page, b.target, a.english, ratio), ("paired crosswise: swapped",)))
    return pairs, dups, swaps, moved


#: the share of a sentence's known words a sibling's English must explain for the sentence to be that sibling's
#: (`_sentence_of_a_sibling`)
MOVED_SHARE = 0.5
#: a paragraph and the English of its sibling differ in length more than this share (either way, after the page's
#: ratio; 3.2 in Chinese and Japanese, as LONGER_RATIO_CJK) in no swap: two paragraphs in each other's place are
#: each as long as the other's English (it 702.7d holding the second sentence of 702.7c, 702.7c only its first:
#: 3.2 and 0.8)
SWAP_LENGTH = 2.0


def _length_fits(page: _Page, t: RuleNode, e: RuleNode, ratio: float) -> bool:
    """Whether paragraph `t` is about as long as English `e` (within SWAP_LENGTH, after the page's `ratio`)."""
    bound = LONGER_RATIO_CJK if _lang_registry.unspaced(page.lang, t.text) else SWAP_LENGTH
    share = max(1, len(_body(t))) / max(1, len(_body(e))) / (ratio or 1.0)
    return 1 / bound <= share <= bound


def _moved(ps: list[AlignedPair], pos: dict[int, int]) -> AlignedPair | None:
    """The one paragraph of a parent (`ps`, in English order) that stands out of the English order two places or
    more away, the others in order (702.7d printed between 702.7a and 702.7b): the longest run of the others in
    order leaves it alone. None where the order holds, or two or more stand out (paragraphs swapped)."""
    at = [pos[id(p.target)] for p in ps]
    if len(at) < 3 or at == sorted(at):
        return None
    for k in range(len(ps)):
        rest = at[:k] + at[k + 1:]
        if rest == sorted(rest):
            place = sum(1 for x in rest if x < at[k])  # where it stands among the others
            return ps[k] if abs(place - k) >= 2 else None
    return None


def _shifted_by_the_split(page: _Page, t: RuleNode, e: RuleNode) -> bool:
    """Whether `t`, paired with English `e`, prints the number after `e`'s because the paragraph split in two
    before it took one (`_Page.split`)."""
    split = page.split
    return (split is not None and t.id.rule == e.id.rule == split.id.rule and t.line > split.line
            and t.id.letters == next_letter(e.id.letters))


#: the fewest English subrules after a page's last one of their rule told as one finding (a page that stops there:
#: 704.5 printed through 704.5k, English going on to 704.5aa); fewer are each told missing, as dropped
MISSING_TAIL = 3


def _missing_tail(page: _Page, pairs: list[AlignedPair]) -> set[int]:
    """Where the page stops within a rule's subrules, `MISSING_TAIL` or more of English's following it unprinted:
    one `missing` finding for the run (not one per paragraph); the ids of its pairs, told."""
    printed: dict = {}
    for q in pairs:
        if q.target is not None and q.english is not None and q.english.id.kind == "subrule":
            parent = q.english.id.parent
            if parent not in printed or q.english.id.sort_key() > printed[parent].english.id.sort_key():
                printed[parent] = q
    runs: dict = {}
    for q in pairs:
        if q.target is None and q.english is not None and q.english.id.parent in printed and \
                q.english.id.sort_key() > printed[q.english.id.parent].english.id.sort_key():
            runs.setdefault(q.english.id.parent, []).append(q)
    told: set[int] = set()
    for parent, run in runs.items():
        if len(run) < MISSING_TAIL:
            continue
        run.sort(key=lambda q: q.english.id.sort_key())
        last = printed[parent]
        first, end = run[0].english.id, run[-1].english.id
        page.add("missing", "warning", first, last.target.line,
                 _("the page stops at {last}: English {release} goes on with {first}-{end} ({n} paragraphs), "
                   "which the page does not have").format(last=last.english.id, release=page.release, first=first,
                                                          end=end, n=len(run)),
                 (f"English: {run[0].english.display[:120]}",),
                 _("translate English {first}-{end} and add them after line {line}").format(
                     first=first, end=end, line=last.target.line))
        told.update(id(q) for q in run)
    return told


def _before_parent(page: _Page, pos: dict[int, int], told: set[int]) -> None:
    """A rule printed after a subrule of its own (pt 514.3 below 514.3a), told once at the rule: the swaps and moves
    are read among siblings, and a rule and its subrule are none. `told`: the paragraphs a swap or a move names."""
    of = {p.english.id: p for p in page.paired}
    early: dict = {}
    for p in page.paired:
        parent = of.get(p.english.id.parent)
        if (parent is not None and id(p.target) not in told and id(parent.target) not in told
                and pos[id(p.target)] < pos[id(parent.target)]):
            early.setdefault(id(parent), (parent, []))[1].append(p)
    for parent, children in early.values():
        first = min(children, key=lambda q: pos[id(q.target)])
        page.add("moved", "warning", parent.english.id, parent.target.line,
                 _("the paragraph on line {line} translates English {id} but stands after its subrule {child} (line "
                   "{at})").format(line=parent.target.line, id=parent.english.id, child=first.english.id,
                                   at=first.target.line),
                 _side_by_side(page.lang, parent.target, parent.english),
                 _("move the paragraph on line {line} before line {at}").format(line=parent.target.line,
                                                                                at=first.target.line))


def _check_pairs(page: _Page, pairs: list[AlignedPair]) -> None:
    ratio = _ratio(_ratios(pairs), page.lang)
    if not page.printed:
        pairs = _realign_unlabelled(page, list(pairs), ratio)
    pairs, dups, swaps, moved = _repair_pairs(page, list(pairs), ratio)
    samples = _ratios(pairs)
    ratio = _ratio(samples, page.lang)
    page.own_ratio = len(samples) >= OWN_RATIO_MIN
    page.paired = [p for p in pairs if p.target is not None and p.english is not None]
    page.pair_of = {id(p.target): p for p in page.paired}
    for ta, eb, tb, ea, gain, words in swaps:
        page.add("swapped", "warning", min(ea.id, eb.id), ta.line,
                 _("the paragraphs on lines {a} and {b} are in each other's place: line {a} translates English {eb}, "
                   "line {b} translates English {ea}").format(a=ta.line, b=tb.line, ea=ea.id, eb=eb.id),
                 ((f"the words in which they differ agree crosswise ({words:.1f}); content alike either way "
                   f"({gain:+.2f})",) if words else
                  (f"crosswise content agreement better by {gain:.2f}",) if gain else
                  ("their content pairs them with the English paragraphs in the opposite order",)),
                 (_("exchange the paragraphs on lines {a} and {b}") if not page.printed
                  else _("exchange the texts of {x} and {y} (the numbers stay)")).format(a=ta.line, b=tb.line, x=ta.id, y=tb.id))
    for p in moved:
        t, e = p.target, p.english
        after = max((q for q in page.paired if q.english.id.parent == e.id.parent and q.english.id < e.id),
                    key=lambda q: q.english.id.sort_key(), default=None)
        page.add("moved", "warning", e.id, t.line,
                 _("the paragraph on line {line} translates English {id} but stands out of the English order")
                 .format(line=t.line, id=e.id),
                 _side_by_side(page.lang, t, e),
                 _("move the paragraph on line {line} after line {after}").format(line=t.line, after=after.target.line)
                 if after is not None else _("move the paragraph on line {line} first").format(line=t.line))
    nodes_pos = {id(n): k for k, n in enumerate(page.nodes)}
    swapped = {id(n) for ta, _eb, tb, _ea, _gain, _words in swaps for n in (ta, tb)}
    _before_parent(page, nodes_pos, swapped | {id(p.target) for p in moved})
    told = _missing_tail(page, pairs)
    for p in sorted(pairs, key=lambda p: (p.english.id.sort_key() if p.english else p.target.id.sort_key())):
        t, e = p.target, p.english
        if t is None and id(p) in told:
            continue
        if t is None:
            prev = [q.target for q in pairs if q.target is not None and q.english is not None
                    and q.english.id.parent == e.id.parent and q.english.id < e.id]
            after = max(prev, key=lambda n: nodes_pos.get(id(n), 0)) if prev else None
            if page.printed:
                fix = _("translate English {id} and insert it as {id}").format(id=e.id)
            elif after is not None:
                fix = _("translate English {id} and insert it after line {line}").format(id=e.id, line=after.line)
            else:
                fix = _("translate English {id} and insert it before the first paragraph").format(id=e.id)
            page.add("missing", "warning", e.id, after.line if after is not None else 0,
                     _("English {release} has {id}; the page has no paragraph for it").format(release=page.release, id=e.id),
                     (f"English: {e.display[:120]}",) + p.evidence[:1], fix)
            continue
        if e is None:
            if id(t) in dups:
                continue
            page.add("extra", "warning", t.id, t.line,
                     _("the paragraph on line {line} has no counterpart in English {release}").format(line=t.line, release=page.release),
                     (f"{page.lang}: {t.display[:120]}",) + p.evidence[:1],
                     _("remove the paragraph on line {line}, or move it to the rule it belongs to").format(line=t.line))
            continue
        if not t.label_inferred and t.id != e.id and t.id.kind == e.id.kind and id(t) not in swapped \
                and not _shifted_by_the_split(page, t, e):
            # a paragraph printed with another number than the English one it translates (117.3e for 117.3c)
            page.add("number-differs", "warning", e.id, t.line,
                     _("printed as {printed} but its content is English {id}").format(printed=t.id, id=e.id),
                     _side_by_side(page.lang, t, e) + p.evidence[:1],
                     _("renumber {printed} as {id}").format(printed=t.id, id=e.id))
        _check_pair(page, t, e, ratio)
    # a paragraph short of the sentence a sibling ends with lacks nothing more: one warning, the `moved` one
    page.out = [f for f in page.out if not (f.kind == "incomplete" and f.rule in page.sentence_moved)]


#: a paragraph longer than this share of its expected length holds text its English does not (a translator's note
#: run into a Chinese paragraph, which its length alone cannot tell: zh lengths vary up to 3x around the page's
#: ratio) when one of its sentences has words English explains far less often than a sentence of the page does:
#: under NOTE_SHARE of them (`_Lexicon.explained`; the sentences of the bench's clean whole pages: most above 0.8,
#: none under 0.4 with 4 words or more), and at most a chance of NOTE_CHANCE to explain so few at the rate
#: NOTE_EXPLAINED (binomial tail: 2 of 8 words is, 1 of 4 is not).
#: Only on a page of at least NOTE_MIN_PAIRS pairs (fewer teach the lexicon too little). Measured on the official
#: zh CR cut into pages of about 150 paragraphs: 3 of 3,114 paragraphs reported, 607.2d and 701.18c (notes
#: `（译注：...）` the zh CR prints) and 206.3a (card names in two scripts); pt-BR in pages of 150: none
NOTE_RATIO, NOTE_SHARE, NOTE_EXPLAINED, NOTE_CHANCE, NOTE_MIN_PAIRS = 1.1, 0.35, 0.75, 0.01, 40


def _binomial_tail(hits: int, n: int, p: float) -> float:
    """The chance of at most `hits` successes in `n` trials of chance `p`."""
    from math import comb

    return sum(comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(hits + 1))


def _unexplained_sentence(page: _Page, t: RuleNode) -> tuple[str, int, int] | None:
    """The first sentence of `t` whose words its English paragraph explains too little (`_Lexicon.explained`):
    (sentence, explained, known words), or None."""
    for sentence in _sentences(_body(t)):
        hit, known = page.explained(sentence, t)
        if known and hit < NOTE_SHARE * known and _binomial_tail(hit, known, NOTE_EXPLAINED) < NOTE_CHANCE:
            return sentence, hit, known
    return None


#: English's the two (`the two need not be the same`), a pair a translation may name as they
_THE_TWO = re.compile(r"\bthe two\b", re.IGNORECASE)
#: ... and a number English writes in a compound (`two-tone frame`, `three-character`), which a translation may
#: say in a word of its own (it `bicolore`)
_IN_A_COMPOUND = re.compile(r"\b([a-z]+)-[a-z]+", re.IGNORECASE)
#: a translation's words for both, which say the two of English (es 301.5d `ambos`, de `die beiden`)
_BOTH = re.compile(r"\b(?:ambos|ambas|entramb[ie]|tutt[ie] e due|beide\w*|les deux|os dois|as duas)\b", re.IGNORECASE)


def _never_written(text: str, english: str, lang: str, told: Counter, wrote: Counter) -> list[str]:
    """The numbers (two or more) of `wrote`, those English writes, that `text` never writes (`told`: in digits and
    words), in a game term neither (it `il doppio`), nor as both (pt 207.5 `circular uma dessas cores` for circle
    two of those colors). Not English's `the two`, which a translation may say as they (es 301.5d `no es necesario
    que sean el mismo`), nor a number in an English compound (202.2d `a two-tone frame`, it `bicolore`), nor a
    number the language's registry has no word for (it `sei`, six, is also you are); not in German, whose compounds
    hold numbers (`Zweiköpfiger Riese`, `vierfach`; but zero, de 700.3d `eins oder mehr` for zero or more), nor in a
    language written without spaces."""
    if _lang_registry.unspaced(lang, text):
        return []
    unasked = Counter({"2": len(_THE_TWO.findall(english))}) + Counter(
        str(v) for _w, v in _valued(" ".join(_IN_A_COMPOUND.findall(english)), "en", "number_words", None))
    words, worded = _any_number_words(text, lang), _said_in_words(lang)
    # (and zero where English writes it, `a number between zero and four`: fr 700.8a `entre un et quatre`; not
    # English's nothing or no, which a translation says without a number)
    zero = {"0"} if _ZERO.search(english) else set()
    return [n for n in wrote - unasked if (int(n) >= 2 and lang != "de" or n in zero) and not told[n]
            and n not in words and int(n) in worded]


#: English's zero, as a word or a digit
_ZERO = re.compile(r"\bzero\b|(?<![\d.,/+-])0(?![\d.,/])", re.IGNORECASE)


def _said_in_words(lang: str) -> set[int]:
    """The numbers the registry of `lang` has a word for."""
    entry = _lang_registry.get(lang)
    return {v for _w, v in entry.number_words} if entry is not None else set()


def _any_number_words(text: str, lang: str) -> set[str]:
    """The numbers `text` says in words, game terms included (it `il doppio`, pt `o dobro`), two where it says
    both."""
    found = {str(v) for _w, v in _valued(text, lang, "number_words", None)}
    return found | {"2"} if _BOTH.search(text) else found


def _unsaid_values(t: RuleNode, e: RuleNode, lang: str, field: str, concepts) -> tuple[list[str], dict[str, int]]:
    """(the words of paragraph `t` the registry's `field` gives a value English `e` names with no word, English's
    valued words): `tercer` where English says the first and the second step, `verde` where it says red."""
    named = concepts.of(_body(t), lang) if concepts is not None else frozenset()
    english = _valued_words(_body(e), "en", field, concepts, named)
    values = set(english.values())
    if field == "ordinal_words" and re.search(r"\btop\b", _body(e), re.IGNORECASE):
        values.add(1)  # the top card, which es and it cards say as the first (`la primera carta de tu biblioteca`)
    return [w for w, v in _valued_words(_body(t), lang, field, concepts).items() if v not in values], english


def _quoted(words) -> str:
    """`“a”, “b”`."""
    return ", ".join(f"“{w}”" for w in words)


def _counted(numbers, counts: Counter) -> str:
    """`1 ×2, 3`: the numbers, each with how often it is written when more than once."""
    return ", ".join(f"{n} ×{counts[n]}" if counts[n] > 1 else n for n in numbers)


def _ordinal_swapped(page: _Page, t: RuleNode, e: RuleNode, where: str, tsents: list[str],
                     esents: list[str]) -> None:
    """An ordinal of the paragraph's sentence (`tsents`) that the same sentence of English (`esents`) does not say
    (the paragraph and English saying as many sentences). Measured on the official pt-BR 2020: none of 619
    paragraphs."""
    if len(esents) != len(tsents) or len(esents) < 2:
        return
    for k, (es_, ts_) in enumerate(zip(esents, tsents), 1):
        named = page.concepts.of(ts_, page.lang) if page.concepts is not None else frozenset()
        english_said = _valued(es_, "en", "ordinal_words", page.concepts, named)
        said = _valued(ts_, page.lang, "ordinal_words", page.concepts)
        english = dict(english_said)
        odd = [w for w, v in dict(said).items() if v not in english.values()]
        if not odd:
            # ... or says one more often (`el segundo ... el segundo` where English says the first step, then the
            # second: one made the other; `por segunda vez en el segundo paso`, a second time, added)
            en_n, tr_n = Counter(v for _w, v in english_said), Counter(v for _w, v in said)
            if any(tr_n[v] > en_n[v] for v in tr_n):
                odd = [w for w, v in dict(said).items() if tr_n[v] > en_n[v]]
        if odd:
            page.add("number-differs", "warning", e.id, t.line,
                     _("{where} writes the ordinal {numbers} in sentence {k} where English {id} has {english}").format(
                         where=where, numbers=", ".join(f"“{w}”" for w in odd), k=k, id=e.id,
                         english=", ".join(f"“{w}”" for w in english) or _("none")),
                     _beside(page.lang, ts_, es_),
                     _("write the ordinal of English {id}").format(id=e.id))
            return


#: the shortest sentence read as repeated from another paragraph (a short one, `(See rule 510.)`, recurs on its own)
REPEATED_SENTENCE_MIN = 30


def _sentence_of_a_sibling(page: _Page, t: RuleNode, e: RuleNode, tsents: list[str]
                           ) -> tuple[str, AlignedPair] | None:
    """(the last sentence of `t`, the pair of a sibling) where `t` says more sentences than English `e`, a sibling
    says fewer than its English, and that sibling's English explains the sentence's words (`_Page.explained`) better
    than `e` does, most of them (it 702.7c's second sentence moved to the end of 702.7d)."""
    if (len(tsents) < 2 or id(t) not in page.pair_of or tsents[-1] not in t.text
            or _counted_sentences(t.text) <= _counted_sentences(e.text)):
        return None
    last = tsents[-1]
    hit, known = page.explained(last, t)
    for p in page.paired:
        if (p.target is t or p.english.id.parent != e.id.parent
                or _counted_sentences(p.target.text) >= _counted_sentences(p.english.text)):
            continue
        theirs, _known = page.explained(last, p.target)
        if known and theirs >= MOVED_SHARE * known and theirs > hit:
            return last, p
    return None


def _repeated_sentence(page: _Page, t: RuleNode, e: RuleNode, where: str, tsents: list[str]) -> None:
    """A sentence of another paragraph of the page said again at the end of this one, where the paragraph says more
    sentences than its English (it 702.7c ending with 702.7b's `Dopo questa sottofase, la fase procede con la
    sottofase di fine combattimento.`): text English does not have, copied in."""
    if len(tsents) < 2 or _counted_sentences(t.text) <= _counted_sentences(e.text):
        return
    last = normalize_wording(tsents[-1])
    if len(last) < REPEATED_SENTENCE_MIN:
        return
    for other in page.nodes:
        if other is not t and any(normalize_wording(s) == last for s in _sentences(_body(other))):
            page.add("extra", "warning", e.id, t.line,
                     _("{where} ends with a sentence of {other} that English {id} does not say").format(
                         where=where, other=other.id, id=e.id),
                     (f"text: {tsents[-1][:120]}",),
                     _("remove what English {id} does not say").format(id=e.id))
            return


#: a variable of a rule (`Monstrosity N`, `X damage`, `N1`): a capital letter standing alone
_VARIABLE = re.compile(r"(?<![A-Za-z0-9'’.-])[NXY][1-3]?(?![A-Za-z0-9'’])")


def _variables(text: str) -> Counter:
    return Counter(_VARIABLE.findall(text))


def _english_title_kept(page: _Page, t: RuleNode, e: RuleNode) -> str:
    """The wording the term base holds for the term English's title is, where the translation prints that title in
    English and the cards print the term otherwise; "" if not."""
    if not (t.title and e.title and page.concepts is not None) or fold_term(t.title) != fold_term(e.title):
        return ""
    # the wording a page is held to, else the term base's first (es 512 `Ending Phase`: `fase final`, the judges'
    # word; pt 702.59 `Recover`, printed `Resgatar` on the 7 cards with recover)
    concept, lang = e.title.lower(), page.lang
    sure = page.concepts.official(concept, lang) or page.concepts.tb.top(concept, lang, "rules")
    # (a form of the wording is the wording: de 201 `Name`, a form of `Namen`)
    return sure.term if sure is not None and sure.kind != "composed" and fold_term(e.title) not in {
        fold_term(w) for w in (sure.term, *sure.forms)} else ""


def _english_title_renamed(page: _Page, t: RuleNode, e: RuleNode) -> bool:
    """Whether the translation prints English's title word for word where its own paragraphs of the rule never do,
    though English's name it (es 701.61 `Forage` over `Forrajear significa ...`): the page names the rule's term
    otherwise, the title is left in English. A page that keeps a name in English keeps it in its paragraphs too
    (`Freerunning`); what the cards print is `_english_title_kept`'s."""
    if not (t.title and e.title) or fold_term(t.title) != fold_term(e.title) or not re.search(r"[^\W\d_]", e.title):
        return False
    name = re.compile(r"(?<![\w-])" + r"[\s-]+".join(map(re.escape, re.findall(r"\w+", fold_term(e.title))))
                      + r"(?![\w-])")
    said = [n for n in page.nodes if n.id.parent == t.id and n is not t]
    english = [n for n in page.english if n.id.parent == e.id]

    def says(n: RuleNode) -> bool:
        return name.search(fold_term(" ".join((n.title, n.text, *n.examples)))) is not None

    return bool(said) and any(map(says, english)) and not any(map(says, said))


def _title_names_another(page: _Page, t: RuleNode, e: RuleNode) -> tuple[list[str], list[str]] | None:
    """(the fixed terms and keyword actions the translation's title names, [English's title]) where English's title
    is one itself (a keyword, a step or phase, a zone or type: `Recover`, `Ending Phase`; not 303's `Enchantments`,
    read as enchant; a keyword action titling its rule: 701.29 `Fateseal`, not es `Adivinar`, scry), the term base
    holds a wording of it in the language (not abandon, which no card prints in German: de 701.33 `Aufgeben` is
    concede's) and the title uses none; None otherwise."""
    if not (t.title and e.title and page.concepts is not None) or _lang_registry.unspaced(page.lang, t.title):
        return None
    said, english = page.concepts.of(t.title, page.lang), title_term(e)
    titles = page.concepts.fixed.keys() | page.concepts.actions
    if (english not in titles or english in said or not page.concepts.tb.top(english, page.lang, "rules")
            or page.concepts.renders(english, page.lang, t.title)):
        return None
    said = sorted(c for c in said if c in titles)
    return (said, [english]) if said else None


#: the end of a finished paragraph (German closes its quotations with “), and of one whose last sentence ends
#: with a full stop (not a heading, nor a list's colon)
_FINISHED = r"[.!?:;)»\"”“’'」』。！？；：）]\s*$"
_FINISHED_SENTENCE = r"[.!?][)»\"”“’']?\s*$"
#: a section's heading read into the paragraph before it (`... não indica alvos. 116 Ações Especiais`, where the
#: page leaves out the section's first rule): told as such, not as a sentence cut short
_GLUED_HEADING = r"[.!?]\s+\d{3}\.?\s+[^.!?]*$"


#: a quotation's words (“...”, «...», „...“)
_QUOTATION = re.compile(r"[“«„\"]([^”»“\"]{20,})[”»“\"]")
#: a stretch in brackets, of twenty characters or more (de 611.2c `(Note that this works differently than ...)` left
#: in English between two German sentences, read as one with the sentence after it)
_BRACKETED = re.compile(r"\(([^()]{20,})\)")


def _check_pair(page: _Page, t: RuleNode, e: RuleNode, ratio: float) -> None:
    lang, where = page.lang, page.where(t)
    # the sentences of the paragraph and of its English, split once: read by the length, untranslated, ordinal and
    # negation checks below
    tsents, esents = _sentences(_body(t)), _sentences(_body(e))
    if t.label_inferred and t.id == e.id:
        page.add("label-confirmed", "info", t.id, t.line,
                 _("inferred number {id} confirmed by the content").format(id=t.id))
    # incomplete: short of examples (on a page that prints examples: its language's labels are read), else short;
    # or longer than English (reported below, unless an English sentence left in it is what makes it longer)
    tl, el = len(_body(t)), len(_body(e))
    longer = None
    if len(t.examples) < len(e.examples) and page.has_examples and id(t) not in page.lent_examples:
        page.add("incomplete", "warning", e.id, t.line,
                 _("{where} has {n} of the {m} examples of English {id}").format(
                     where=where, n=len(t.examples), m=len(e.examples), id=e.id),
                 tuple(f"en: {x[:120]}" for x in e.examples[len(t.examples):][:2]),
                 _("translate the examples of English {id}").format(id=e.id))
    elif el > 40:
        share = (tl / el) / ratio
        ts, es = len(tsents), len(esents)
        # (German closes its quotations with “)
        # (nor one that ends with a web address: zh 108.1 `Gatherer.Wizards.com`)
        unfinished = bool(t.text) and not re.search(_FINISHED, t.text.strip()) and not re.search(
            r"\w\.\w+$", t.text.strip())
        # Chinese and Japanese lengths vary more around the page's ratio (a paragraph of names in brackets, a
        # long English list said in a word): a lower floor
        floor, short = ((INCOMPLETE_RATIO_CJK, 0.7) if _lang_registry.unspaced(lang, t.text)
                        else (INCOMPLETE_RATIO, 0.85))
        # (a paragraph that stops mid-sentence where its English ends one is cut short however long it is: it
        # 702.163a `..., poi assegna questo` for then attach this Equipment to it.)
        if (share < floor or (share < short and (ts < es or unfinished))
                or (unfinished and (share < 0.95 or (re.search(_FINISHED_SENTENCE, e.text.strip())
                                                     and not re.search(_GLUED_HEADING, t.text.strip()))))):
            page.add("incomplete", "warning", e.id, t.line,
                     (_("{where} is much shorter than English {id}: {share:.0%} of the expected length").format(
                         where=where, id=e.id, share=share) if share < 0.95 else
                      _("{where} stops mid-sentence where English {id} ends its sentence").format(where=where, id=e.id)),
                     (f"sentences {ts} / {es}", f"length {tl} / {el} (page ratio {ratio:.2f})")
                     + ((_("the text stops without a final period"),) if unfinished else ()),
                     _("translate the rest of English {id}").format(id=e.id))
        elif not page.own_ratio:
            pass  # (longer only by the page's own ratio: the language's usual one measures what is missing)
        elif (share > LONGER_RATIO_CJK if _lang_registry.unspaced(lang, t.text)
              else share > LONGER_RATIO or (share > LONGER_WITH_SENTENCES and ts > es)):
            longer = (share, ts, es, None)
        elif share > NOTE_RATIO and ts >= 2 and id(t) in page.pair_of and len(page.paired) >= NOTE_MIN_PAIRS:
            odd = _unexplained_sentence(page, t)
            if odd is not None:
                longer = (share, ts, es, odd)
    # a sentence that belongs to a sibling short of it: reported as moved, and the rest read without it
    if longer and lang != "en" and (moved := _sentence_of_a_sibling(page, t, e, tsents)) is not None:
        sentence, other = moved
        page.sentence_moved.add(str(other.english.id))
        page.add("moved", "warning", other.english.id, t.line,
                 _("{where} ends with a sentence of English {other}, which {there} lacks").format(
                     where=where, other=other.english.id, there=page.where(other.target)),
                 (f"text: {sentence[:120]}",),
                 _("move the last sentence of {where} to {there}").format(where=where, there=page.where(other.target)))
        t = replace(t, text=t.text[:t.text.rindex(sentence)].rstrip())
        tsents, longer = _sentences(_body(t)), None
    # a paragraph cut short (or short of examples) lost its symbols, negations and references with the rest: those
    # are not told again below; one a sentence of which is dropped keeps the others
    cut_short = page.reported(t, "incomplete")
    # a sentence dropped from a paragraph its length does not tell (one of four: 0.83-0.95 of the expected length)
    if (lang != "en" and not cut_short and t.text and not _lang_registry.unspaced(lang, t.text)
            and (said := _counted_sentences(t.text)) < (english := _counted_sentences(e.text))):
        _tell_sentences_short(page, t, e, where, said, english,
                              (f"sentences {said} / {english} (quotations and brackets aside)",
                               *_side_by_side(lang, t, e)))
    # ... or a clause dropped from one of its sentences (es 510.1e, de 502.3 `aber Effekte können ...` left out)
    elif (lang != "en" and not cut_short and t.text and not _lang_registry.unspaced(lang, t.text)
          and (short := _short_sentence(t.text, e.text, ratio, SHORT_SENTENCE_RATIO, SHORT_SENTENCE_MIN))):
        page.add("incomplete", "warning", e.id, t.line,
                 _("{where} says sentence {n} in {share:.0%} of the length English {id}'s leads to expect: a clause "
                   "dropped?").format(where=where, n=short[0], share=short[1], id=e.id),
                 _side_by_side(lang, t, e),
                 _("translate the whole of sentence {n} of English {id}").format(n=short[0], id=e.id))
    # untranslated sentences
    if lang != "en":
        equoted = [q.strip() for q in _QUOTATION.findall(e.text or "") + _BRACKETED.findall(e.text or "")]
        efull = [normalize_wording(s) for s in esents + equoted]
        eplain = [_plain_words(s) for s in esents + equoted]
        # a sentence, and each clause of a sentence of several (es 702.30b `These cards have been given errata in
        # the Oracle card reference; cada una tiene ahora...`: half of it English)
        clauses = [c.strip() for s in tsents if ";" in s for c in s.split(";")]
        # ... and each quotation or bracket of six words or more (es/de 702.119b `... y “If you pay this spell’s
        # emerge cost, its total cost is reduced ...”`: the second of two quoted abilities left in English)
        clauses += [q.strip() for q in _QUOTATION.findall(t.text or "") + _BRACKETED.findall(t.text or "")]
        for s in tsents + [c for c in clauses if len(_words(c)) >= 6]:
            words = _words(s)
            if len(words) < 2:
                continue
            plain = _plain_words(s)
            if len(words) >= 4 and len(plain.split()) >= 3:
                # compared word by word without names, symbols and web addresses, which a translation keeps in
                # English (`Esses nomes são Abu Ja’far, Aladdin...`, `Meteor Crater possui a habilidade “{T}:`):
                # its own words. Chinese or Japanese quoting a few English words (`印了“search for a copy”`) is
                # no English sentence
                share = _english_share(plain, lang)
                close = max((difflib.SequenceMatcher(None, plain.split(), x.split(), autojunk=False).ratio()
                             for x in eplain), default=0.0)
                english = (close > 0.75 or share > 0.3) and not (
                    _lang_registry.unspaced(lang, s) and len("".join(plain.split())) < len(s) / 2)
            else:
                # a short sentence (`(See rule 809.5.)`), or one of names (`See rule 608, “Resolving Spells and
                # Abilities.”`), only when it is English's own, word for word, its own words too (`Esses nomes são
                # Amulet of Kroog, ...` is names the same, its own words translated)
                ns = normalize_wording(s)
                close = max((difflib.SequenceMatcher(None, ns, x, autojunk=False).ratio() for x in efull), default=0.0)
                share = _english_share(s, lang)
                english = close >= 0.95 and bool(plain) and set(plain.split()) <= set(" ".join(eplain).split())
            if english:
                page.add("untranslated", "warning", e.id, t.line,
                         _("{where} keeps an English sentence").format(where=where),
                         (f"text: {s[:120]}", f"English similarity {close:.2f}, English function words {share:.0%}"),
                         _("translate this sentence of English {id}").format(id=e.id))
                break
    # a title left in English where the cards print the term otherwise (fr and it 701.35 `Detain`)
    if lang != "en" and (official := _english_title_kept(page, t, e)):
        page.add("untranslated", "warning", e.id, t.line,
                 _("{where} keeps the English title “{title}”").format(where=where, title=e.title),
                 (f"official: {official}",),
                 _("write {term!r}").format(term=official))
    elif lang != "en" and _english_title_renamed(page, t, e):
        page.add("untranslated", "warning", e.id, t.line,
                 _("{where} keeps the English title “{title}”").format(where=where, title=e.title),
                 (_("its paragraphs never write “{title}”").format(title=e.title),),
                 _("write the name its paragraphs give it"))
    if longer and not page.reported(t, "untranslated"):
        share, ts, es, odd = longer
        if odd is None:
            page.add("extra", "warning", e.id, t.line,
                     _("{where} is much longer than English {id}: {share:.0%} of the expected length").format(
                         where=where, id=e.id, share=share),
                     (f"sentences {ts} / {es}", f"length {tl} / {el} (page ratio {ratio:.2f})"),
                     _("remove what English {id} does not say").format(id=e.id))
        else:
            sentence, hit, known = odd
            page.add("extra", "warning", e.id, t.line,
                     _("{where} is longer than English {id} ({share:.0%} of the expected length) by a sentence English "
                       "does not say").format(where=where, id=e.id, share=share),
                     (f"text: {sentence[:120]}",
                      f"{hit} of its {known} words translate words of English {e.id} (as the rest of the page "
                      f"translates them)", f"length {tl} / {el} (page ratio {ratio:.2f})"),
                     _("remove what English {id} does not say").format(id=e.id))
    if not longer and lang != "en":
        _repeated_sentence(page, t, e, where, tsents)
    # numbers
    # English `one` and `once` are left out of its number words (`no one`, `one of them`), but a translation may
    # write them as 1 (zh 115.9c `如果该数量为1`, English `If that number is one`): 1 that often is no difference
    ones = sum(w in ("one", "once") for w in _words(_body(e)))
    tn = _plain_numbers(_body(t))
    said = _plain_numbers(_body(e)) + Counter(_number_words(_body(e), "en"))
    en_ = said + Counter({"1": ones} if ones else {})
    # English `either` and `both` say two without a number, which a translation may write (it 122.5 `uno dei
    # due oggetti` for either object); so does double-faced (es 202.3a `de dos caras`)
    pair = len(re.findall(r"\b(?:either|both|double-faced)\b", _body(e).lower()))
    en_ += Counter({"2": pair} if pair else {})
    # a number in digits more often than English writes it, or one in words that English never writes (a
    # translation says a number in words twice where English says it once: `duas ou mais de duas`)
    odd = sorted(set(tn - en_) | (_number_words(_body(t), lang, page.concepts) - set(en_)), key=int)
    if not odd:
        # ... or one English writes, more often, where another English writes is written less often (es 702.26b
        # `Robas tres cartas` for draw two cards in a paragraph that says three elsewhere): the numbers counted,
        # in digits and words, one left out (an article, `a card`, is one as often)
        told = tn + Counter(str(v) for _w, v in _valued(_body(t), lang, "number_words", page.concepts))
        wrote = _plain_numbers(_body(e)) + Counter(str(v) for _w, v in _valued(_body(e), "en", "number_words", None))
        wrote += Counter({"2": pair} if pair else {})
        if any(n != "1" for n in wrote - told) and (more := [n for n in told - wrote if n != "1"]):
            odd = sorted(more, key=int)
        elif lost := _never_written(_body(t), _body(e), lang, told, wrote - Counter({"2": pair})):
            page.add("number-differs", "warning", e.id, t.line,
                     _("{where} never writes {numbers}, which English {id} writes").format(
                         where=where, numbers=_counted(sorted(lost, key=int), wrote), id=e.id),
                     _side_by_side(lang, t, e),
                     _("write the number of English {id}").format(id=e.id))
        elif not _lang_registry.unspaced(lang, _body(t)):
            # ... or, in digits, one English writes replaced by another (de 701.10c `kleiner als 1` for less than
            # 0): a digit for a digit, not a translation writing English's word `one` as 1
            digits = _plain_numbers(_body(e))
            if digits - tn and (tn - digits):
                odd = sorted(tn - digits, key=int)
    if odd:
        page.add("number-differs", "warning", e.id, t.line,
                 _("{where} writes {numbers} where English {id} has {english}").format(
                     where=where, numbers=_counted(odd, tn), id=e.id, english=_counted(sorted(said, key=int), said)
                     or _("none")),
                 _side_by_side(lang, t, e),
                 _("write the number of English {id}").format(id=e.id))
    # a variable English writes (N, X) written fewer times (pt 701.37a `coloque um marcador` for put N counters)
    # (not in Chinese, which says some in words: zh 122.3 `该数量`)
    if not odd and not _lang_registry.unspaced(lang, _body(t)) and (
            lost := sorted(_variables(_body(e)) - _variables(_body(t)))):
        page.add("number-differs", "warning", e.id, t.line,
                 _("{where} writes {variables} fewer times than English {id}").format(
                     where=where, variables=_quoted(lost), id=e.id),
                 _side_by_side(lang, t, e),
                 _("write the number of English {id}").format(id=e.id))
    # ordinals (`tercer paso` where English says the second step): one English never writes
    # (outside the game terms: `dañar primero` is first strike)
    odd, ordinals = _unsaid_values(t, e, lang, "ordinal_words", page.concepts)
    if odd:
        page.add("number-differs", "warning", e.id, t.line,
                 _("{where} writes the ordinal {numbers} where English {id} has {english}").format(
                     where=where, numbers=_quoted(odd), id=e.id, english=_quoted(ordinals) or _("none")),
                 _side_by_side(lang, t, e),
                 _("write the ordinal of English {id}").format(id=e.id))
    elif ordinals and not _lang_registry.unspaced(lang, t.text or ""):
        # ... or one English has, in another of its sentences (`zu Beginn des zweiten Schritts` where that sentence
        # of English 702.7b says the first), sentence by sentence where both say as many
        _ordinal_swapped(page, t, e, where, tsents, esents)
    # colors (`una fuente verde` where English says a red source): one English does not name
    odd, colors = _unsaid_values(t, e, lang, "color_words", None)
    if not odd and colors and lang != "en":
        # ... or one English names, said more often where another is said less often (pt 112.4 `permanecerá preta`
        # for remains white, in an example that says black elsewhere)
        said = _valued(_body(t), lang, "color_words", None)
        told = Counter(v for _w, v in said)
        wrote = Counter(v for _w, v in _valued(_body(e), "en", "color_words", None))
        if (fewer := wrote - told) and (more := told - wrote):
            odd = list(dict.fromkeys(w for w, v in said if v in more))
            colors = {w: v for w, v in colors.items() if v in fewer}
        elif fewer and told and lang != "de" and not page.reported(t, "untranslated", "incomplete"):
            # ... or one English names, said fewer times, the others as often (fr 105.5 the pair black and green
            # dropped from the list of the ten pairs); not in German, whose compounds hold colors (`rotorange`)
            lost = [w for w, v in colors.items() if v in fewer]
            page.add("color-differs", "warning", e.id, t.line,
                     _("{where} names the color {colors} fewer times than English {id}").format(
                         where=where, colors=_quoted(lost), id=e.id),
                     _side_by_side(lang, t, e),
                     _("name the colors of English {id}").format(id=e.id))
    if odd and lang != "en":
        page.add("color-differs", "warning", e.id, t.line,
                 _("{where} names the color {colors} where English {id} names {english}").format(
                     where=where, colors=_quoted(odd), id=e.id, english=_quoted(colors) or _("none")),
                 _side_by_side(lang, t, e),
                 _("name the color of English {id}").format(id=e.id))
    # opposite senses (`termina` where English says the step begins): one said more often than English, the other
    # less (game terms counted too, on both sides: the end of combat step says end in every language)
    # (not where a sentence is left in English, which says its senses in English, not counted; nor where one is
    # missing, with the senses it said)
    if not page.reported(t, "untranslated", "incomplete"):
        _tell_turned(page, t, e, where, _turned(_body(e), _body(t), lang), _side_by_side(lang, t, e))
    # the checks below read a paragraph whole and translated (not cut short, no sentence left in English)
    whole = not cut_short and not page.reported(t, "untranslated")
    # a time said as after where English says it with as (es 702.48b `después de pagar` for as you pay)
    if whole and (word := _after_for_as(_body(e), _body(t), lang)):
        _tell_turned(page, t, e, where, [("after", "as", word)], _side_by_side(lang, t, e))
    # ... and as before where English says then (de 805.10f `Zuvor` for Then)
    if whole and (word := _before_for_then(_body(e), _body(t), lang)):
        _tell_turned(page, t, e, where, [("before", "then", word)], _side_by_side(lang, t, e))
    # an exception English does not make (`excepto las atacantes ...` for as well as them)
    word = _exception_added(_body(e), _body(t), lang) if not page.reported(t, "untranslated") else ""
    if word:
        page.add("opposite-differs", "warning", e.id, t.line,
                 _("{where} makes an exception (“{word}”) where English {id} makes none").format(
                     where=where, word=word, id=e.id),
                 _side_by_side(lang, t, e),
                 _("remove the exception English {id} does not make").format(id=e.id))
    # English's `unless` said in no word of the language: the condition dropped (it 405.4 `..., a meno che non sia
    # un'abilità innescata ritardata` left out)
    if whole and _unless_dropped(_body(e), _body(t), lang):
        page.add("incomplete", "warning", e.id, t.line,
                 _("{where} does not say English {id}'s “unless”: a condition dropped").format(where=where, id=e.id),
                 _side_by_side(lang, t, e),
                 _("translate the condition English {id} makes with “unless”").format(id=e.id))
    # ... and an inclusive bound, usually, most or that many English says (es 119.6 `menos de 0` for 0 or less)
    if whole:
        _tell_dropped(page, t, e, where, _dropped(_body(e), _body(t), lang), _side_by_side(lang, t, e))
    # a power/toughness change of opposite signs (+1/+1 counters for -1/-1 counters)
    if turned := _signs_turned(_body(e), _body(t)):
        said, written = turned[0]
        page.add("opposite-differs", "warning", e.id, t.line,
                 _("{where} writes {said} where English {id} writes {written}").format(
                     where=where, said=said, id=e.id, written=written),
                 _side_by_side(lang, t, e),
                 _("write {written}, as English {id} does").format(written=written, id=e.id))
    # ... or a variable plus or minus a number in place of English's (es/de 716.2a `N+1` for N-1), or another
    # power/toughness (pt 702.68a `+N/+N` for +N/+0) where no number was told above (not in a language written
    # without spaces, whose words run into the numbers: zh `的+1/+1`)
    elif changed := _expression_replaced(_body(e), _body(t)) or (
            None if page.reported(t, "number-differs") or _lang_registry.unspaced(lang, _body(t))
            else _pt_replaced(_body(e), _body(t))):
        said, written = changed
        page.add("number-differs", "warning", e.id, t.line,
                 _("{where} writes {said} where English {id} writes {written}").format(
                     where=where, said=said, id=e.id, written=written),
                 _side_by_side(lang, t, e),
                 _("write {written}, as English {id} does").format(written=written, id=e.id))
    # two things named in the other order (es 702.72c `si el primero exilia a este último` for if the latter exiles
    # the former; it 702.102d the right half's instructions followed before the left's)
    if whole and (swapped := _order_swapped(_body(e), _body(t), lang)):
        page.add("opposite-differs", "warning", e.id, t.line,
                 _("{where} names “{first}” and “{second}” in the other order than English {id}").format(
                     where=where, first=swapped[0], second=swapped[1], id=e.id),
                 _side_by_side(lang, t, e),
                 _("name the two in the order of English {id}").format(id=e.id))
    # a can't where English says may or can (fr/it 701.55b `ne peut pas choisir`, `non può scegliere` for may choose)
    if whole and not page.reported(t, "negation-differs") and (negated := _modal_negated(_body(e), _body(t), lang)):
        page.add("opposite-differs", "warning", e.id, t.line,
                 _("{where} says “{said}” (can't) where English {id} says may or can").format(
                     where=where, said=negated, id=e.id),
                 _side_by_side(lang, t, e),
                 _("say what English {id} allows without a negation").format(id=e.id))
    # English's `and/or` said as and (es 120.3d `y` for and/or), or with one of its two dropped
    if whole and _and_or_narrowed(_body(e), _body(t), lang):
        page.add("opposite-differs", "warning", e.id, t.line,
                 _("{where} does not say English {id}'s “and/or”").format(where=where, id=e.id),
                 _side_by_side(lang, t, e),
                 _("say both and either, as English {id} does with “and/or”").format(id=e.id))
    # mana and tap symbols (a paragraph cut short, or short of an example, lost its symbols with the rest)
    tsym, esym = _symbols(_body(t)), _symbols(_body(e))
    if tsym != esym and not (cut_short and not tsym - esym):
        added, lost = tsym - esym, esym - tsym
        message = (_("{where} writes {added} where English {id} writes {lost}") if added
                   else _("{where} lacks {lost}, which English {id} writes"))
        page.add("symbol-differs", "warning", e.id, t.line,
                 message.format(where=where, id=e.id, added=_counted(sorted(added), added),
                                lost=_counted(sorted(lost), lost) or _("none")),
                 (f"{lang}: {_counted(sorted(tsym), tsym)}", f"en: {_counted(sorted(esym), esym)}"),
                 _("write the symbols of English {id}").format(id=e.id))
    # a negation lost: the translation says the opposite (a paragraph cut short or left in English is told above)
    negated, entry = _negations(_body(e), "en"), _lang_registry.get(lang)
    # ... or a non- word said with no negation at all (es 728.1 `carta de tierra` for nonland card; de 702.108a
    # `Kreaturenzauberspruch` for noncreature spell), sentence by sentence where both say as many
    if whole and (lost_non := _non_word_dropped(esents, tsents, _body(e), _body(t), lang)):
        k, word = lost_non
        page.add("negation-differs", "warning", e.id, t.line,
                 (_("{where} has no negation in sentence {n} where English {id} says “{word}”").format(
                     n=k, where=where, id=e.id, word=word) if k else
                  _("{where} has no negation where English {id} says “{word}”").format(where=where, id=e.id,
                                                                                     word=word)),
                 _side_by_side(lang, t, e),
                 _("keep the negation of English {id}").format(id=e.id))
        negated = []  # told
    # negations are compared where the language has a list of them and the paragraph is whole and translated
    comparable = entry is not None and entry.negations and whole
    checked = negated and comparable
    if checked and not _negations(_body(t), lang) and not _said_with_only(_body(e), _body(t), lang):
        _tell_negation_lost(page, t, e, where, negated[0], _side_by_side(lang, t, e))
    elif checked and entry.spaced:
        # sentence by sentence where both say as many (`_paired_sentences`): one negation of two lost (`no le
        # permitirá` -> `le permitirá`; not in Chinese, whose sentences end otherwise than English ones: 14
        # warnings on the official translation)
        said = [(k, es_, ts_, _negations(es_, "en"), _negations_beside(es_, ts_, lang))
                for k, (es_, ts_) in enumerate(_paired_sentences(esents, tsents), 1)]
        lost = [(k, es_, ts_, en) for k, es_, ts_, en, tr in said
                if en and not tr and not _said_with_only(es_, ts_, lang)]
        # ... or one of two in a sentence (`sin ... no impedirá` -> `sin ... impedirá`, English without ... won't)
        fewer = [] if lost else [(k, es_, ts_, n, m) for k, es_, ts_, _en, tr in said
                                 if (n := len(tr)) < (m := _negations_said(es_)) and not _said_with_only(es_, ts_, lang)]
        if lost:
            k, es_, ts_, en = lost[0]
            page.add("negation-differs", "warning", e.id, t.line,
                     _("{where} has no negation in sentence {n} where English {id} says “{word}”").format(
                         n=k, where=where, id=e.id, word=en[0]),
                     _beside(lang, ts_, es_),
                     _("keep the negation of English {id}").format(id=e.id))
        elif fewer:
            k, es_, ts_, n, m = fewer[0]
            page.add("negation-differs", "warning", e.id, t.line,
                     _("{where} has {n} of the {m} negations of English {id} in sentence {k}").format(
                         n=n, m=m, k=k, where=where, id=e.id),
                     _beside(lang, ts_, es_),
                     _("keep the negations of English {id}").format(id=e.id))
        # ... or a negation added to a sentence of the paragraph whose English says none (nor a word said with one)
        elif added := [(k, es_, ts_, tr) for k, es_, ts_, en, tr in said
                       if tr and not en and not _NEGATED_OTHERWISE.search(es_)]:
            k, es_, ts_, tr = added[0]
            page.add("negation-differs", "warning", e.id, t.line,
                     _("{where} says “{word}” in sentence {n} where English {id} says no negation").format(
                         where=where, id=e.id, word=tr[0], n=k),
                     _beside(lang, ts_, es_),
                     _("say it as English {id} does, without a negation").format(id=e.id))
    elif not negated and comparable and entry.spaced and not _NEGATED_OTHERWISE.search(_body(e)):
        # a negation added: English says none, nor a word a translation says with one (`unless`, `nontoken`: pt
        # `a menos que`, `que não seja uma ficha`); measured on the official pt-BR 2020, 615 paragraphs: none (nor
        # a word for outside where English says away from: fr 603.10g `se transplane hors d'un plan`)
        added = _negations_beside(_body(e), _body(t), lang)
        if added:
            page.add("negation-differs", "warning", e.id, t.line,
                     _("{where} says “{word}” where English {id} says no negation").format(
                         where=where, id=e.id, word=added[0]),
                     _side_by_side(lang, t, e),
                     _("say it as English {id} does, without a negation").format(id=e.id))
    # cross-references
    erefs = set(e.refs)
    differing = [r for r in t.refs if r not in erefs and not any(x.contains(r) or r.contains(x) for x in erefs)
                 and (erefs or _a_section(page, r))]  # (es 732.2a `999.999`, a number, where English cites none)
    for cited in differing:
        why = [w for er in e.refs if (w := ref_history(page.corpus, cited, er, page.release))]
        target = (why[0].split(" it is ")[1].split()[0] if why and " it is " in why[0] else
                  ", ".join(str(r) for r in e.refs) or "-")
        msg = (_("{where} cites rule {cited} where English cites {refs}: an old rule number") if why
               else _("{where} cites rule {cited} where English {id} cites {refs}"))
        page.add("ref-differs", "warning", e.id, t.line,
                 msg.format(where=where, cited=cited, id=e.id, refs=", ".join(str(r) for r in e.refs) or _("none")),
                 tuple(why) + (f"{lang}: {t.text[:120]}", f"en: {e.text[:120]}"),
                 _("cite {rule}").format(rule=target) if e.refs else _("remove the reference to {rule}").format(rule=cited))
    for lost in [r for r in e.refs if r not in set(t.refs) and not any(x.contains(r) or r.contains(x) for x in t.refs)]:
        if differing or cut_short or (t.refs and _lang_registry.unspaced(lang, t.text or "")):
            # a differing citation is reported above; a paragraph cut short lost it with the rest; Chinese cites its
            # rules otherwise than English where it cites any (113 paragraphs of the official zh)
            continue
        page.add("ref-differs", "warning", e.id, t.line,
                 _("{where} does not cite rule {rule}, which English {id} cites").format(where=where, rule=lost, id=e.id),
                 (f"{lang}: {t.text[:120]}", f"en: {e.text[:120]}"), _("cite {rule}").format(rule=lost))
    # terms, in the text and in each example (paired in order when both print as many)
    if lang != "en" and page.terms is not None and whole:
        term_findings(page, t, e, where)
        # ... and a title naming another term than English's, where no term is told yet (es 702.59 `Rebote`,
        # rebound, for Recover; it 512 `Sottofase finale`, the end step, for the ending phase)
        if not page.reported(t, "term", "untranslated") and (named := _title_names_another(page, t, e)):
            said, english = named
            page.add("term", "warning", e.id, t.line,
                     _("the title of {where} names {said} where English {id}'s names {english}").format(
                         where=where, said=_quoted(said), id=e.id, english=_quoted(english)),
                     (f"{lang}: {t.title}", f"en: {e.title}"),
                     _("name {english} in the title, as English {id} does").format(english=_quoted(english), id=e.id))
        if len(t.examples) == len(e.examples):
            for k, (tx, ex) in enumerate(zip(t.examples, e.examples), 1):
                term_findings(page, replace(t, title="", text=tx, examples=()),
                               replace(e, title="", text=ex, examples=()),
                               _("example {n} of {where}").format(n=k, where=where))
    # ... and in each example, the words English says that it must say too and the opposite senses (es 702.44c's
    # example `pon un contador` for you may put a counter)
    if lang != "en" and whole and len(t.examples) == len(e.examples):
        for k, (tx, ex) in enumerate(zip(t.examples, e.examples), 1):
            there = _("example {n} of {where}").format(n=k, where=where)
            _tell_dropped(page, t, e, there, _dropped(ex, tx, lang), _beside(lang, tx, ex))
            _tell_turned(page, t, e, there, _turned(ex, tx, lang), _beside(lang, tx, ex))
            if _lang_registry.unspaced(lang, tx):
                continue
            # ... a sentence of the example dropped (fr 611.3c `The creature doesn't enter the battlefield as 1/1
            # and then change to 2/2.`), its length short of the page's ratio too (the official pt-BR 201.4b joins
            # two of an example's sentences with a comma, all of them said), or its negations all lost
            if ((said := _counted_sentences(tx)) < (english := _counted_sentences(ex))
                    and len(tx) < EXAMPLE_SHORT_RATIO * ratio * len(ex)):
                _tell_sentences_short(page, t, e, there, said, english, _beside(lang, tx, ex))
            elif (negated := _negations(ex, "en")) and not _negations_beside(ex, tx, lang) \
                    and not _said_with_only(ex, tx, lang):
                _tell_negation_lost(page, t, e, there, negated[0], _beside(lang, tx, ex))


#: an example with fewer sentences than its English is short of one when its length is under this share of what the
#: page's ratio leads to expect (set between the official pt-BR 201.4b, two sentences joined by a comma at its
#: English's length, and fr 611.3c's example with its last sentence of three dropped, trans132)
EXAMPLE_SHORT_RATIO = 0.85


def _tell_sentences_short(page: _Page, t: RuleNode, e: RuleNode, where: str, said: int, english: int,
                          detail: tuple[str, ...]) -> None:
    """An `incomplete` warning: `where` (the paragraph or one of its examples) says `said` of English's `english`
    sentences."""
    page.add("incomplete", "warning", e.id, t.line,
             _("{where} has {n} of the {m} sentences of English {id}").format(where=where, n=said, m=english, id=e.id),
             detail, _("translate the sentence of English {id} that is missing").format(id=e.id))


def _tell_negation_lost(page: _Page, t: RuleNode, e: RuleNode, where: str, word: str, detail: tuple[str, ...]) -> None:
    """A `negation-differs` warning: `where` (the paragraph or one of its examples) says no negation where English
    says `word`."""
    page.add("negation-differs", "warning", e.id, t.line,
             _("{where} has no negation where English {id} says “{word}”").format(where=where, id=e.id, word=word),
             detail, _("keep the negation of English {id}").format(id=e.id))


def _tell_turned(page: _Page, t: RuleNode, e: RuleNode, where: str, turned, detail: tuple[str, ...]) -> None:
    """An `opposite-differs` warning per (sense said, sense English says, word saying the first) of `turned`, on
    `where` (the paragraph or one of its examples)."""
    for said, lost, word in turned:
        page.add("opposite-differs", "warning", e.id, t.line,
                 _("{where} says “{word}” ({said}) where English {id} says {lost}").format(
                     where=where, word=word, said=said, id=e.id, lost=lost),
                 detail, _("say {lost} as English {id} does").format(lost=lost, id=e.id))


def _tell_dropped(page: _Page, t: RuleNode, e: RuleNode, where: str, dropped, detail: tuple[str, ...]) -> None:
    """An `incomplete` warning per words English says that `where` says fewer times (`_dropped`)."""
    for words in dropped:
        page.add("incomplete", "warning", e.id, t.line,
                 _("{where} says {words} fewer times than English {id}").format(
                     where=where, id=e.id, words=_quoted(words)),
                 detail, _("say {words} as English {id} does").format(words=_quoted(words), id=e.id))


#: a page's rules are expected where English has at most this many rules in a row between two the page holds:
#: a paragraph skipped (pt 117.6 left out between 117.5 and 117.7), not a page of chosen rules (702.2, 702.7, 702.19)
MAX_SKIPPED_RULES = 2


def _with_skipped(corpus, rules: Sequence[RuleId], release: str, headings: frozenset = frozenset()) -> list[RuleId]:
    """`rules` (a page's rules, sorted) and the English rules of `release` in a short gap the page spans: between
    two of its rules (across the end of a section too: the last rule of 103 and the first of 104), and before the
    first rule of a section whose heading the page prints (`headings`). The rules of a section are read from its
    subtree (the whole tree was 47 ms a page)."""
    held = set(rules)
    out = list(rules)
    sections: dict[RuleId, list[RuleId]] = {}

    def english(section: RuleId) -> list[RuleId]:
        if section not in sections:
            sections[section] = [n.id for n in corpus.reader.subtree(section, "en", release) if n.id.kind == "rule"]
        return sections[section]

    def expect(between: list[RuleId]) -> None:
        between = [r for r in between if r not in held]
        if 0 < len(between) <= MAX_SKIPPED_RULES:
            out.extend(between)

    for a, b in zip(rules, rules[1:]):
        if a.parent is None or b.parent is None:
            continue
        ea, eb = english(a.parent), english(b.parent)
        if a in ea and b not in eb and a.parent == b.parent and (not eb or b > eb[-1]):
            # ... and after the last of them where English has no rule of the next one's number (de 503.2 printed
            # as 503.3, the last paragraph of 503): the English rules after it, up to the end of its section
            expect(ea[ea.index(a) + 1:])
            continue
        if a not in ea or b not in eb:
            continue
        if a.parent == b.parent:
            expect(ea[ea.index(a) + 1:eb.index(b)])
        elif b.parent.major == a.parent.major + 1 and b.parent.major // 100 == a.parent.major // 100:
            expect(ea[ea.index(a) + 1:] + eb[:eb.index(b)])  # the next section of the same chapter
    first: dict[RuleId, RuleId] = {}
    for r in rules:
        if r.parent is not None:
            first.setdefault(r.parent, r)
    for section, b in first.items():
        rules_of = english(section) if section in headings else []
        if b in rules_of:
            expect(rules_of[:rules_of.index(b)])
    return sorted(set(out), key=lambda r: r.sort_key())


def check_page_nodes(corpus, nodes: Sequence[RuleNode], lang: str, release: str, reasons=(), src: str = "",
                     english_release_nodes: Sequence[RuleNode] | None = None) -> list[Finding]:
    """The findings on one page's `nodes` (one language) against English `release`."""
    terms = corpus.keyword_terms()
    nodes = renumber_inferred(corpus, nodes, lang, release, terms)
    rules = page_rules(nodes)
    extra_ids = {n.id for n in nodes if n.id.kind in ("section", "chapter")}
    english = list(english_release_nodes) if english_release_nodes is not None else _english_subtrees(
        corpus, _with_skipped(corpus, rules, release, frozenset(extra_ids)), extra_ids, release)
    nodes, split = split_paragraph(nodes, english, length_ratio(nodes, english))
    page = _Page(corpus, lang, release, list(nodes), english, src, terms)
    if split is not None:
        first, second = split
        page.split = second
        page.add("moved", "warning", first.id, second.line,
                 _("the paragraph on line {line}, printed as {printed}, is the end of {id}: English {id} ends with it")
                 .format(line=second.line, printed=second.id, id=first.id),
                 (f"{lang}: {second.text[:120]}",),
                 _("join line {line} to {id} (line {first}), and number the paragraphs after it one less").format(
                     line=second.line, id=first.id, first=first.line))
    pairs = align_nodes(list(nodes), english, lang, terms=terms)
    _check_pairs(page, pairs)
    _stale_findings(page, corpus, nodes, english, release)
    return _by_line(page.out)


def _by_line(findings: list[Finding]) -> list[Finding]:
    """`findings` in page order: by line (those of the whole page last), then by kind as `PAGE_KINDS` lists them."""
    order = {k: i for i, k in enumerate(PAGE_KINDS)}
    return sorted(findings, key=lambda f: (f.line or 10**6, order.get(f.kind, 99)))


def _stale_findings(page: "_Page", corpus, nodes: Sequence[RuleNode], english: Sequence[RuleNode],
                    release: str) -> None:
    """`stale`: a paragraph whose English changed after the release the page follows, followed through the
    renumberings in between (`later_english`: pt-BR 103.4 of 2020 is the mulligan, numbered 103.5 since
    2024-09-20: its text did not change, its number did)."""
    steps = later_numbers(corpus, release)
    if not steps:
        return
    latest = steps[-1][0]
    lines = {t.id: t.line for t in nodes}
    for e in english:
        fate = later_fate(corpus, e, release) if e.id in lines else None
        if fate is None:
            continue
        line = lines[e.id]
        if fate.kind == "removed":
            page.add("stale", "warning", e.id, line,
                     _("{id} follows English {release}; English {changed} no longer has this rule").format(
                         id=e.id, release=release, changed=fate.release),
                     (f"en {release}: {e.display[:120]}",),
                     _("remove {id} or update it to English {latest}").format(id=e.id, latest=latest))
        elif fate.kind == "changed":
            gone, came = words_changed(e.display, fate.node.display, 8)
            page.add("stale", "warning", e.id, line,
                     (_("{id} follows English {release}; the English text changed in {changed}") if fate.now == str(e.id)
                      else _("{id} follows English {release}; the English text changed in {changed}, where it is {now}")
                      ).format(id=e.id, release=release, changed=fate.release, now=fate.now),
                     (f"removed: {gone}; added: {came}", f"en {fate.release}: {fate.node.display[:120]}"),
                     _("update {id} to English {latest}").format(id=e.id, latest=latest))
        else:
            page.add("stale", "warning", e.id, line,
                     _("{id} follows English {release}; English {changed} numbers it {now}, with the same text").format(
                         id=e.id, release=release, changed=fate.release, now=fate.now),
                     (f"en {release}: {e.display[:120]}",),
                     _("renumber {printed} as {id}").format(printed=e.id, id=fate.now))


def check_page(corpus, path: str | Path, lang: str | None = None, rev: str | None = None,
               fmt: str | None = None) -> PageReport:
    """Parse the page at `path` and check it against the English release it follows (or the one in force on
    `rev`); nothing is written into the store."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as e:
        raise RulesDBError(_("cannot read {path}: {reason}").format(path=path, reason=e.strerror)) from None
    return check_page_bytes(corpus, data, path.name, lang, rev, fmt, label=str(path))


def check_page_bytes(corpus, data: bytes, name: str, lang: str | None = None, rev: str | None = None,
                     fmt: str | None = None, label: str | None = None) -> PageReport:
    """`check_page` on a page's bytes, parsed in memory: `name` is only a label (it names the page in messages
    and helps detect the format by its extension), never opened; `label` is the report's `page` (default
    `name`). Nothing is read from or written to disk."""
    from .manifest import SourceEntry
    from .parse import parse_entry

    from .sources import detect_format

    if lang is not None and _lang_registry.get(lang) is None and lang not in corpus.languages():
        raise UnknownLanguageError(_("unknown language {lang!r}; languages: {langs}").format(
            lang=lang, langs=", ".join(sorted({e.code for e in _lang_registry.languages()} | set(corpus.languages())))))
    fmt = fmt or detect_format(data, name)
    # the language the translator names is the page's (a short page's words may pass for another language); a
    # bilingual page holds English beside it, its parser tells the two apart
    said = (lang,) if lang is not None and fmt != "bilingual" else ()
    entry = SourceEntry(path=Path(name), format=fmt, langs=said, detected=True)
    result = parse_entry(entry, data, name)[1]
    label = name if label is None else label
    langs = [l for l in result.langs if l != "en"] or ["en"]
    if lang is not None:
        if lang not in result.langs:
            raise RulesDBError(_("the page has no text in {lang}; it has {langs}").format(
                lang=lang, langs=", ".join(result.langs) or _("none")))
        target_lang = lang
    else:
        target_lang = langs[0]
    nodes = [n for n in result.nodes if n.lang == target_lang]
    if not nodes:
        raise RulesDBError(_("no rule paragraphs found on the page {path}").format(path=label))
    english_half = [n for n in result.nodes if n.lang == "en"] if target_lang != "en" else []
    rules = page_rules(nodes)
    extra_ids = {n.id for n in nodes if n.id.kind in ("section", "chapter")}
    if rev:
        release = corpus.resolve_revision("en", rev)
        reasons = (f"--rev {rev}: English {release}",)
    else:
        release, reasons = _page_release(corpus, nodes, english_half, result.revision, list(result.siblings), rules, extra_ids)
    findings = [Finding("release", "info", target_lang, str(rules[0]) if rules else "", _(
        "{page} ({lang}) follows English {release}").format(page=name, lang=target_lang, release=release), reasons, "", name, 0)]
    findings += _by_line(check_page_nodes(corpus, nodes, target_lang, release, reasons, name)
                         + _english_half_findings(corpus, english_half, target_lang, release, name))
    return PageReport(label, target_lang, release, reasons, tuple(findings), len(nodes))


def _english_half_findings(corpus, english_half: Sequence[RuleNode], lang: str, release: str, src: str) -> list[Finding]:
    """`english-differs`: a paragraph of a bilingual page's English that no English release of the corpus words so
    (held13_003_1: 702.7b `attacking or defending creature` for attacking or blocking): the translation beside it
    may follow the slip. An older release's wording is no slip (the German seed's English 702.7c says `prevent`, as
    the English of 2013-2014 did, and the German page it stands beside is in the corpus)."""
    out = []
    for n in english_half:
        official = corpus.reader.get(n.id, "en", release) if n.text else None
        if not official or not official[0].text:
            continue
        said = normalize_wording(n.text)
        if said == normalize_wording(official[0].text) or said in {
                normalize_wording(e.text) for rev in corpus.revisions("en")
                for e in (corpus.reader.get(n.id, "en", rev) or ()) if e.text}:
            continue
        gone, came = words_changed(official[0].text, n.text, 8)
        out.append(Finding("english-differs", "warning", lang, str(n.id), _(
            "the page's English {id} is worded as no English release of the corpus words it: “{came}” where English "
            "{release} says “{gone}”").format(id=n.id, came=came, release=release, gone=gone),
            (f"en (page): {n.text[:120]}", f"en {release}: {official[0].text[:120]}"),
            _("copy English {id} of {release}, and check the translation beside it").format(id=n.id, release=release),
            src, n.line))
    return out
