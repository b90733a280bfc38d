"""The game terms a translation is held to: which ones an English paragraph names, the wording each language
prints for it (the term base: printed first on the cards, or used by the language's translated CR), whether a
translated paragraph uses it, and the evidence to show. Used by the page check (`check --page`) and the
store-wide check (`check`), the same way.
"""
from __future__ import annotations

import re
from functools import cached_property

from . import lang as _lang_registry
from .i18n import _
from .model import UNDATED, RuleNode
from .textfold import fold_term

__all__ = ["GameTerms", "game_terms", "names_as_term", "title_term", "term_pattern", "unofficial", "unofficial_finding",
           "keyword_table_checked", "evidence", "contains_term"]


class GameTerms:
    """The game terms (term base concepts) a paragraph names: the translation through the term base, English by
    the stems of the concept names. Two paragraphs naming the same terms say the same thing."""

    def __init__(self, tb, reader=None):
        from .termbase.base import _key

        self.tb, self.tb_reader = tb, reader
        self.keys: dict[str, str] = {}
        for concept in tb.concepts():
            k = _key(concept, "en")
            if k:
                self.keys.setdefault(k, concept)
        #: (lang, text) -> the concepts it names, and those it names in a wording other than a curated one
        self.cache: dict[tuple[str, str], tuple[frozenset[str], frozenset[str]]] = {}
        #: (lang, text) -> the term base's hits in it (`hits`)
        self._hits: dict[tuple[str, str], tuple] = {}

    #: a rendering is official enough to hold a page to when the cards print it first with this Dice score and
    #: on this many cards at least (or the language's translated CR uses it: kind rules-text)
    OFFICIAL_SCORE, OFFICIAL_CARDS = 0.6, 10
    #: a wording of the translated CR is official when most of the rules naming the term use it (zh sorcery:
    #: 法术咒语 in 23 of 73 rules is no wording the zh CR holds to)
    OFFICIAL_RULES_SHARE = 0.5
    #: besides keywords, steps and phases: the zones, the main card types and the two rules words every rule
    #: uses. Left out: words English also uses otherwise (`hand` in "on the other hand", `land` in "the coin lands",
    #: `command`, `plane`, `world`). Official translations checked rule by rule (bench_check_page.py): pt-BR 2020
    #: 0 of 619 paragraphs reported; zh 2026-01-16 10 -> 24 of 3,114 with these added (`cast`: the zh CR also says
    #: 使用, `sorcery`: the term base's zh wording is 法术咒语 where the zh CR says 法术)
    CHECKED_ZONES_TYPES_WORDS = frozenset(("library", "graveyard", "battlefield", "stack", "exile", "artifact",
                                           "creature", "enchantment", "instant", "planeswalker", "sorcery",
                                           "battle", "spell", "cast", "blocking creature", "attacking creature"))
    #: ... of which these only in a language written with spaces: Chinese words an attacking or blocking creature
    #: many ways (正在攻击的生物, 阻挡中的生物), where the zh CR's first wording is 攻击生物, 阻挡生物: 10 warnings on
    #: the official zh text; none on the pt-BR, whose `criatura atacante`, `bloqueadora` found a clause dropped
    #: with them (German `mindestens eine angreifende oder blockende Kreatur`)
    SPACED_ONLY = frozenset(("blocking creature", "attacking creature"))

    @cached_property
    def fixed(self) -> dict[str, re.Pattern]:
        """The game terms a translation must render with their fixed wording: keyword abilities (702), steps and
        phases (501-514) and `CHECKED_ZONES_TYPES_WORDS` of the newest English release, each with
        the pattern that finds it in English text as a term: in lower case (a card name is capitalised), a keyword
        exactly (`persists` is no persist), a step or zone also in the plural. Keyword actions (701) are verbs
        that are also everyday words (double, create): left out, but for the verb counter, told from the noun by
        its object (`Counter target spell`, `countered`; see `termbase/senses.py`) and worded apart by every
        language (es contrarrestar, not contador)."""
        from .termbase.senses import VERB_SENSES, sense_term, verb_pattern

        out = {}
        for t in self._english_terms:
            plural = not {"keyword"} & set(t.kinds)
            if {"keyword", "step"} & set(t.kinds) or t.term in self.CHECKED_ZONES_TYPES_WORDS:
                if plural and t.term.endswith("y"):
                    stem = re.escape(t.term[:-1]) + "(?:y|ies)"
                else:
                    stem = re.escape(t.term)
                out[t.term] = re.compile(r"(?<![\w-])" + stem + (r"(?:s|es)?" if plural else "") + r"(?![\w-])",
                                         re.IGNORECASE)
            if t.term in VERB_SENSES:
                out[sense_term(t.term)] = verb_pattern(sense_term(t.term))
        return out

    def named(self, english: RuleNode) -> list[str]:
        """The fixed game terms an English paragraph names (its title, or its text as a term: in lower case, or
        capitalised where a sentence or a quotation starts; `Library of Alexandria` in a list of names is none)."""
        low = english.text.lower()
        title = title_term(english)
        return sorted(k for k, pattern in self.fixed.items()
                      if k == title or (self._written.get(k, "") in low and names_as_term(english, k, pattern)))

    @cached_property
    def actions(self) -> frozenset[str]:
        """The keyword actions of the newest English release (the titles of 701's rules, lower case): everyday
        verbs in running text (double, create), terms where they title their rule."""
        return frozenset(t.term for t in self._english_terms if "action" in t.kinds)

    @cached_property
    def _english_terms(self) -> list:
        """The English terms (`termbase.english.EnglishTerm`) of the newest English release of the store; [] without
        one."""
        from .termbase.english import english_terms

        reader = self.tb_reader
        if reader is None:
            return []
        release = max((r for lang, r, _label, _n in reader.trees() if lang == "en" and r != UNDATED), default=None)
        if release is None:
            return []
        return english_terms(reader.glossary("en", release), reader.tree("en", release))

    @cached_property
    def _written(self) -> dict[str, str]:
        """The letters every match of a fixed term's pattern holds, in lower case (`ability`: `abilit`, for
        abilities too), for the terms whose pattern is their words as they stand: a paragraph without them names
        no such term, and is not searched for it (a whole translated CR asked 700,000 searches)."""
        return {k: (k[:-1] if k.endswith("y") else k) for k in self.fixed
                if k.isascii() and k == k.lower() and k in self._plain}

    @cached_property
    def _plain(self) -> frozenset[str]:
        from .termbase.senses import VERB_SENSES, sense_term

        return frozenset(self.fixed) - {sense_term(t) for t in VERB_SENSES}

    def official(self, concept: str, lang: str):
        """The wording of `concept` a page in `lang` is held to (a `TermEntry`), or None when none is sure."""
        top = self.tb.top(concept, lang, "rules")
        if top is not None and top.rank == 1 and (
                (top.kind == "rules-text" and top.count >= self.OFFICIAL_RULES_SHARE * top.total) or (
                 top.kind == "printed" and top.score >= self.OFFICIAL_SCORE and top.count >= self.OFFICIAL_CARDS)):
            return top
        if top is None or top.kind in ("composed", "curated"):
            # nothing printed or read in the rules holds: a translation's own title of the term's rule, cited
            # (es `Paso de Daño de Combate`: cards seldom print combat damage step), is the wording it holds to
            return next((e for e in self.tb.renderings(concept, lang) if e.kind == "title"), None)
        return None

    def renders(self, concept: str, lang: str, text: str) -> bool:
        """Whether `text` (in `lang`) uses any wording the term base holds for `concept`, inflected or not, but a
        curated one: those are the judges' words (es `mazo` for the library), no wording a translation may use."""
        if concept in self.of(text, lang, curated=False):
            return True
        body = fold_term(text)
        wordings = {fold_term(w) for e in self.tb.renderings(concept, lang) if e.kind != "curated"
                    for w in (e.term, *e.forms) if w.strip()}
        if _lang_registry.unspaced(lang, text):
            return any(w in body for w in wordings)
        if lang == "de":
            # a German participle (`gewirkt` of `wirken`, cast): its `ge` before the stem
            body = body + " " + re.sub(r"\bge(?=\w{4,})", "", body)
            if any(compound_tail(body, w) for w in wordings):
                return True
        return any(contains_term(body, w) for w in wordings) or any(
            re.search(r"\b" + re.escape(noun), body) for w in wordings if (noun := phrase_noun(w))) or any(
            contains_term(body, head) for w in wordings if (head := parameter_free(w, concept)))

    def of(self, text: str, lang: str, curated: bool = True) -> frozenset[str]:
        """The concepts `text` (in `lang`) names; with `curated` False, not those it names only in a curated
        wording. Both are read from one translation of the text."""
        key = (lang, text)
        if key not in self.cache:
            if lang == "en":
                from .analysis import stem

                st = [stem(w, "en") for w in re.findall(r"[^\W\d_]+", text.lower())]
                found = frozenset(self.keys[k] for n in (1, 2, 3, 4) for i in range(len(st) - n + 1)
                                  if (k := " ".join(st[i:i + n])) in self.keys)
                self.cache[key] = (found, found)
            else:
                hits = self.hits(text, lang)
                self.cache[key] = (frozenset(h.concept for h in hits),
                                   frozenset(h.concept for h in hits if h.entry.kind != "curated"))
        return self.cache[key][0 if curated else 1]


    def hits(self, text: str, lang: str) -> tuple:
        """The terms the term base finds in `text` (in `lang`, not English), read once per text: the page check
        reads a paragraph's terms, its numbers and its ordinals in the same text."""
        key = (lang, text)
        if key not in self._hits:
            self._hits[key] = tuple(h for h in self.tb.translate(text, lang) if not _in_a_name(h, text, lang))
        return self._hits[key]


def _in_a_name(hit, text: str, lang: str) -> bool:
    """Whether a term found in one word is a word of a name inside a sentence, which only shares the term's stem:
    capitalised where the language writes its nouns in lower case, and no form of the term (es 206.3a keeps the
    card names in English: `Brass Man` and `Old Man of the Sea` had read as `mano`, hand)."""
    word = hit.text
    if lang == "de" or " " in word.strip() or not word[:1].isupper() or _lang_registry.unspaced(lang, word):
        return False
    before = text[:hit.start].rstrip()
    if not before or before[-1] in ".!?:“\"«(" or before.rstrip("”»’\"')")[-1:] in (".", "!", "?"):
        return False  # a sentence's or a quotation's first word (after a quotation's last too: pt 702.165a `.” Cards`)
    forms = {w.casefold() for w in (hit.entry.term, *hit.entry.forms)}
    return word.casefold() not in forms


#: the endings of a masculine noun or adjective and of its feminine, word by word (a player the rules or an example
#: make a woman: fr `la joueuse active`, it `la giocatrice attiva`, es `la jugadora activa`)
_FEMININE = {"fr": (("eur", "euse"), ("if", "ive"), ("ant", "ante"), ("ent", "ente")),
             "it": (("tore", "trice"), ("o", "a")),
             "es": (("or", "ora"), ("o", "a")),
             "pt": (("or", "ora"), ("o", "a"))}


def feminine(wording: str, lang: str) -> str:
    """`wording` (folded) with each word's masculine ending made feminine (`joueur actif` -> `joueuse active`); the
    wording itself in a language `_FEMININE` does not read."""
    endings = _FEMININE.get(lang)
    if not endings:
        return wording

    def one(word: str) -> str:
        return next((word[:-len(m)] + f for m, f in endings if word.endswith(m) and len(word) > len(m) + 2), word)
    return " ".join(one(w) for w in wording.split(" "))


def named_in_list(concept: str, english: str) -> bool:
    """Whether English names step or phase `concept` by its name alone as an item of a list, which a translation may
    say with the step's or phase's word (500.1 `beginning, precombat main, combat, postcombat main, and ending`; 506.1
    `declare attackers, declare blockers, combat damage, and end of combat`)."""
    head = re.escape(re.sub(r"\s+(?:step|phase)$", "", concept))
    return re.search(rf"(?:,|\band|\bor)\s+{head}\b|(?<![\w-]){head}(?:,|\s+(?:and|or)\b)", english,
                     re.IGNORECASE) is not None


def coordinated(concept: str, english: str) -> bool:
    """Whether English names `concept` only by its first word, coordinated with another's before their shared
    words (505.1 `the precombat and postcombat main phases`, 607.2a `an activated or triggered ability`): a
    translation that puts the shared words first says `concept` in full and the other by its word alone (it
    `abilità attivata o innescata`)."""
    first, _, rest = concept.partition(" ")
    # the shared words in the plural too (115.1e `activated or triggered abilities`)
    shared = re.escape(rest[:-1]) + "(?:y|ies)" if rest.endswith("y") else re.escape(rest) + "s?"
    return bool(rest) and re.search(rf"(?<![\w-]){re.escape(first)}\s+(?:and/or|and|or)\s+[\w-]+\s+{shared}\b",
                                    english, re.IGNORECASE) is not None


#: a word coordinated with the one before it, in the languages of the pages (es `y`/`o`, it `e`/`o`, fr `et`/`ou`,
#: pt `e`/`ou`, de `und`/`oder`, and/or in each), a preposition before it (es `de reemplazo y/o de prevención`)
COORDINATED_AFTER = re.compile(r"\s+(?:y/o|e/o|et/ou|e/ou|und/oder|and/or|y|e|o|u|ed|od|et|ou|und|oder|and|or)\s+"
                               r"(?:(?:de|di|des|du|der|die|das)\s+)?[^\W\d_]", re.IGNORECASE)


def parameter_free(wording: str, concept: str) -> str:
    """The first word of a one-word keyword's wording of two, the second its parameter as the cards print it (es
    `encantar criatura`, Enchant creature, printed on 834 of 1,060 cards with enchant: the rules' enchant is
    `encantar`); "" for any other wording (a step's `paso de daño de combate` is no keyword and a parameter), or a
    head shorter than five letters."""
    words = wording.split()
    return words[0] if len(concept.split()) == 1 and len(words) == 2 and len(words[0]) >= 5 else ""


def phrase_noun(wording: str) -> str:
    """The noun of a wording the cards print as a phrase with a short function word before it (de `ins spiel`,
    into the game: the cards' battlefield, which a translation of the rules says `Spielfeld`), which a word of the
    text may begin with; "" for any other wording."""
    words = wording.split()
    return words[1] if len(words) == 2 and len(words[0]) <= 3 and len(words[1]) >= 4 else ""


def term_pattern(term: str) -> re.Pattern:
    """The words of `term` as they stand, in any case, not inside a longer word or hyphened compound."""
    return re.compile(r"(?<![\w-])" + re.escape(term) + r"(?![\w-])", re.IGNORECASE)


#: English words that name a keyword in another sense, read at the end of the text up to the keyword: the long
#: dash of a type line (302.3 `listed after a long dash`: no dash, the keyword; 306.3 `... after a long dash: ...
#: Each word after the dash`, the same dash named again); a spell of a card type, which a translation names by its
#: type alone (602.5d `a sorcery spell`: de `einer Hexerei`, it `una stregoneria`)
_NOT_THE_TERM = re.compile(r"\b(?:long|em|en)\s+dash$|\b(?:long|em|en)\s+dash\b.*\bthe\s+dash$"
                           r"|\b(?:instant|sorcery|creature|artifact|enchantment|planeswalker|battle|kindred)\s+spell$",
                           re.IGNORECASE | re.DOTALL)


def title_term(node: RuleNode) -> str:
    """A paragraph's title as a term is written: lower case, single spaces (`Ending Phase` -> `ending phase`)."""
    return " ".join(node.title.lower().split())


def names_as_term(english: RuleNode, term: str, pattern: re.Pattern | None = None) -> bool:
    """Whether English paragraph `english` names `term` as a game term: as its title, or in its text in lower case
    or capitalised where a sentence or a quotation starts (`Flying Men` in a list of card names is no `flying`).
    `pattern` finds the term (default: the words as they stand, any case)."""
    if title_term(english) == term.lower():
        return True
    text = english.text
    if pattern is None:
        pattern = term_pattern(term)
    for m in pattern.finditer(text):
        before = text[:m.start()].rstrip()
        if _NOT_THE_TERM.search(before + " " + m.group()):
            continue
        if m.group()[0].islower() or not before or before[-1] in ".“\"(":
            return True
        if before[-1] == ":":
            # after a colon that ends a sentence's first word (`Example:`), not one inside a name (`Circle of
            # Protection: Artifacts` in a list of card names)
            head = before[:-1].rstrip()
            word = re.search(r"(\S+)$", head)
            rest = head[:word.start()].rstrip() if word else ""
            if not word or word.group(1)[0].islower() or not rest or rest[-1] in ".“\"(":
                return True
    return False


def game_terms(corpus) -> "GameTerms | None":
    """The game terms of the corpus's term base (kept on the corpus: loaded once), None for a store without one."""
    found = getattr(corpus, "_game_terms", None)
    if found is None:
        try:
            from .termbase.base import load_termbase

            found = GameTerms(load_termbase(corpus.reader), corpus.reader)
        except Exception:  # noqa: BLE001  (a store without a term base: the content features alone)
            found = False
        corpus._game_terms = found
    return found or None


def evidence(entry) -> str:
    """What a term base wording rests on, in one line (not translated: like the rest of the evidence)."""
    if entry.kind == "rules-text":
        return f"{entry.term} (the translated CR uses it in {entry.count} of {entry.total} rules)"
    if entry.kind == "title":
        return f"{entry.term} (the title of its rule in {entry.source})"
    span = "-".join(dict.fromkeys(d[:4] for d in (entry.first, entry.last) if d))
    return (f"{entry.term} (printed on {entry.count} of {entry.total} cards, {span}"
            + (f", e.g. {entry.example})" if entry.example else ")"))


def contains_term(body: str, term: str) -> bool:
    """The term in the text, allowing inflected word endings (`dañar primero` / `daña primero`); a term written
    without spaces (Chinese, Japanese) as it stands, wherever it is (`\b` sees no word edge in such text)."""
    if re.search(r"[\u3040-\u30ff\u3400-\u9fff]", term):
        return term.replace(" ", "") in body.replace(" ", "")
    words = term.split()
    pattern = r"\b" + r"\s+".join(re.escape(w[:max(3, len(w) - 2)]) + r"\w*" for w in words) + r"\b"
    return re.search(pattern, body) is not None


def compound_tail(body: str, term: str) -> bool:
    """Whether the German `body` (folded) says `term` with its last word (of six letters or more) as the tail of a
    compound (`Artefaktkreaturen`, artifact creatures, says Kreatur; `ausgelöste Wahnsinn-Fähigkeit` says
    ausgelöste Fähigkeit)."""
    words = term.split()
    last = words[-1]
    if len(last) < 6:
        return False
    # (folded, a hyphenated compound is two words: `wahnsinn fahigkeit`)
    pattern = (r"\b" + "".join(re.escape(w[:max(3, len(w) - 2)]) + r"\w*\s+" for w in words[:-1])
               + (r"(?:\w+\s+)?\w*" if words[:-1] else r"\w+") + re.escape(last[:max(3, len(last) - 2)]) + r"\w*\b")
    return re.search(pattern, body) is not None


def unofficial(terms: GameTerms, lang: str, t: RuleNode, e: RuleNode, done=frozenset()):
    """(concept, official wording, translated text) for each fixed game term English paragraph `e` names and its
    translation `t` does not word as officially (`done`: concepts checked otherwise, the keyword table's)."""
    text = " ".join(p for p in (t.title, t.text) if p)
    out = []
    unspaced = _lang_registry.unspaced(lang, text)
    for concept in terms.named(e):
        if concept in done or (unspaced and concept in terms.SPACED_ONLY):
            continue
        if concept.endswith((" step", " phase")) and named_in_list(concept, e.text or ""):
            continue  # a phase named as an item of a list (500.1 `and ending`: pt `e final`)
        official = terms.official(concept, lang)
        if official is not None and not terms.renders(concept, lang, text):
            out.append((concept, official, text))
    return out


def unofficial_finding(concept: str, official, text: str, lang: str, english_id, where) -> tuple[str, tuple, str]:
    """(message, evidence, fix) of a `term` finding: English `english_id` names `concept`, the translation (`where`
    names it: its number, or its line on a page that prints none) words it otherwise than `official`."""
    return (_("English {id} names {keyword!r}; {where} does not use the official {term!r}").format(
                id=english_id, keyword=concept, where=where, term=official.term),
            (f"{lang}: {text[:120]}", "official: " + evidence(official)),
            _("write {term!r}").format(term=official.term))


def keyword_table_checked(keyword_terms, lang: str) -> set[str]:
    """The keywords the keyword table gives a wording in `lang` for: checked against it (`keyword-term`, or the
    page check's `term`), not again against the term base."""
    return {kw for kw in keyword_terms.keywords()
            if keyword_terms.rules.get((kw, lang)) or keyword_terms.cards.get((kw, lang))}
