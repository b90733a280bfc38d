"""The game terms of a translated paragraph against its English (`page_check`, kind `term`): a keyword or a term
of the term base the English names whose official wording the paragraph lacks, or says otherwise once beside it;
a kind of ability, a step or phase, or a kind of object named for another. Each function takes the page being
checked (`page_check._Page`: its language, its terms, where findings are added), a translated paragraph `t`, its
English `e`, and how the finding names where it is (`where`: the paragraph, or one of its examples)."""
from __future__ import annotations

import re
from collections import Counter

from . import lang as _lang_registry
from .align import features
from .i18n import _
from .model import RuleNode
from .official_terms import (COORDINATED_AFTER, compound_tail, contains_term, coordinated, feminine,
                             keyword_table_checked, named_in_list, names_as_term, parameter_free, phrase_noun,
                             term_pattern, unofficial, unofficial_finding)
from .page_text import (_ASIDE, _BRACKET, _NEGATING_NON, _OWN_ADJECTIVE, _after_name_word, _sentences, _side_by_side,
                        _titled)
from .refs import ref_starts
from .termbase.words import word_keys
from .textfold import fold_term

__all__ = ["term_findings", "ABILITY_KINDS", "TURN_PARTS", "OBJECT_KINDS"]


def term_findings(page, t: RuleNode, e: RuleNode, where: str) -> None:
    terms, lang = page.terms, page.lang
    ekw = features(e, "en", terms).keywords
    tbody = fold_term(" ".join((t.title, t.text)))
    for kw in sorted(ekw):
        if not names_as_term(e, kw):
            continue
        official = [x for x in (terms.rules.get((kw, lang)), terms.cards.get((kw, lang))) if x]
        if not official:
            continue
        # ... and the term base's sure wording beside the keyword table's (de `Trampelschaden`, printed on 1,163
        # cards, where the table says `Verursacht Trampelschaden`, its first printings' wording)
        # ... and a second wording printed on a fair share of the cards (de `Flugfähigkeit`, on 1,115 of 4,403
        # cards with flying, beside `Fliegend`: the noun the German rules say)
        if page.concepts is not None:
            sure = page.concepts.official(kw, lang)
            if sure is not None and sure.kind == "printed" and sure.term not in official:
                official.append(sure.term)
            official += [x.term for x in page.concepts.tb.renderings(kw, lang)
                         if x.kind == "printed" and x.count >= ALTERNATIVE_MIN and x.total
                         and x.count >= ALTERNATIVE_SHARE * x.total and x.term not in official]
        heads = [fold_term(h) for x in official if (h := parameter_free(x, kw))]
        if any(contains_term(tbody, h) for h in heads):
            continue  # the keyword without the parameter the cards print with it (es `encantar`, enchant)
        stems = [fold_term(x) for x in official]
        if any(contains_term(tbody, s) for s in stems):
            named = len(term_pattern(kw).findall(e.text))
            variant = _variant(tbody, stems, named)
            if variant is None and lang != "en" and max(_said(tbody, s) for s in stems) < named and \
                    term_pattern(kw).search(_ASIDE.sub(" ", _titled(t))):
                variant = kw  # ... or once left in English (es `ni la habilidad de first strike ni la de ...`)
            if variant is not None:
                _variant_finding(page, t, e, where, kw, variant, official)
            continue
        if " " not in kw and _said_by_the_word_table(page, t, kw):
            continue  # a word the cards print for it in running text (es 722.3c `gana la habilidad de volar`, gains
            # flying, where the keyword line prints `Vuela`)
        page.add("term", "warning", e.id, t.line,
                 _("English {id} names {keyword!r}; {where} does not use the official {term!r}").format(
                     id=e.id, keyword=kw, where=where, term=official[0]),
                 (f"{lang}: {(t.title or t.text)[:120]}", "official: " + " / ".join(dict.fromkeys(official))),
                 _("write {term!r}").format(term=official[0]))
    _termbase_findings(page, t, e, where, keyword_table_checked(terms, lang))


#: a keyword's printed wording other than its first that is official too: on this many of its cards at least, and this
#: share of them
ALTERNATIVE_MIN, ALTERNATIVE_SHARE = 20, 0.2
#: the letters a word shares at its start with a one-word official rendering to be read as a variant of it
VARIANT_PREFIX = 5


def _variant(body: str, stems: list[str], named: int) -> str | None:
    """A word of `body` (folded) that starts as a one-word official rendering does and goes on otherwise
    (`doppelangriff` beside `doppelschlag`), or words that say a rendering of several words with one of them
    otherwise (`doppio colpo` beside `doppio attacco`, `passo di danno da combattimento` beside `sottofase di danno
    da combattimento`), when the official rendering stands fewer times than English names the term (`named`):
    one of its mentions worded otherwise. A word that says an official word, inflected, is no variant (the forms
    of a rendering: pt `encantado` beside `encantar`)."""
    if max((_said(body, stem) for stem in stems), default=0) >= named:
        return None
    officials = {w for stem in stems for w in stem.split()}

    def official(word: str) -> bool:
        return any(_inflected(word, o) or o.startswith(word) for o in officials)

    tokens = re.findall(r"\w+", body)
    for stem in stems:
        if " " not in stem:
            if len(stem) <= VARIANT_PREFIX:
                continue
            for word in tokens:
                if word[:VARIANT_PREFIX] == stem[:VARIANT_PREFIX] and not official(word):
                    return word
            continue
        words = stem.split()
        for i in range(len(tokens) - len(words) + 1):
            window = tokens[i:i + len(words)]
            # the words said alike are the official ones, inflected at most (`creatura attaccante` shares no word
            # with `doppio attacco`: attaccante is another word than attacco)
            other = [k for k, (w, o) in enumerate(zip(window, words))
                     if not (_inflected(w, o) and abs(len(w) - len(o)) <= 2)]
            if (len(other) == 1 and len(window[other[0]]) >= VARIANT_PREFIX - 1 and len(words[other[0]]) >= 4
                    and not official(window[other[0]])):
                return " ".join(window)
    return None


def _inflected(word: str, official: str) -> bool:
    """Whether a word is an official word or an inflection of it (`daña` of `dañar`), as `contains_term` reads."""
    return word.startswith(official[:max(3, len(official) - 2)])


def _said(body: str, stem: str) -> int:
    """How many times a folded body says a folded official rendering, inflected or not."""
    pattern = r"\b" + r"\s+".join(re.escape(w[:max(3, len(w) - 2)]) + r"\w*" for w in stem.split()) + r"\b"
    return len(re.findall(pattern, body))


def _termbase_findings(page, t: RuleNode, e: RuleNode, where: str, done: set[str]) -> None:
    """The same for the fixed game terms of the term base (keyword abilities, steps and phases, zones) that the
    keyword table does not name: a rendering printed first on the cards (or used by the language's translated CR),
    with its evidence. Measured on official translations (pt-BR 2020, zh 2026-01-16, paired by number): about
    1 in 100 of the terms checked is reported where the translation words it otherwise on purpose."""
    if page.concepts is None:
        return
    reported = set()
    for concept, official, text in unofficial(page.concepts, page.lang, t, e, done):
        reported.add(concept)
        page.add("term", "warning", e.id, t.line, *unofficial_finding(concept, official, text, page.lang, e.id, where))
    if not _lang_registry.unspaced(page.lang, t.text or ""):
        _termbase_variants(page, t, e, where, done | reported)
    _kind_findings(page, t, e, where)
    objects = _objects_in(page, t)
    _object_findings(page, t, e, where, objects)
    _ability_dropped(page, t, e, where)
    _spell_for_ability(page, t, e, where, objects)
    _keyword_findings(page, t, e, where)
    _cited_after(page, t, e, where)
    _action_added(page, t, e, where)


def _termbase_variants(page, t: RuleNode, e: RuleNode, where: str, done: set[str]) -> None:
    """A fixed game term of the term base the paragraph words officially, but fewer times than English names it,
    and once otherwise (`_variant`: de `Kampfschadensschritt` beside `Kampfschadensegment`, combat damage step)."""
    concepts, lang = page.concepts, page.lang
    body = fold_term(_titled(t))
    for concept in concepts.named(e):
        official = concepts.official(concept, lang) if concept not in done else None
        if official is None or (concept.endswith((" step", " phase")) and named_in_list(concept, e.text or "")):
            continue
        if (head := parameter_free(official.term, concept)) and contains_term(body, fold_term(head)):
            continue  # the keyword without its printed parameter (es `encantar nada` beside `encantar criatura`)
        if phrase_noun(official.term):
            continue  # a phrase's function word is no start of a variant (de `ins Exil` beside `ins Spiel`)
        stems = [fold_term(w) for w in dict.fromkeys((official.term, *official.forms)) if w.strip()]
        variant = _variant(body, stems, sum(1 for _m in concepts.fixed[concept].finditer(e.text or "")))
        if variant is not None:
            _variant_finding(page, t, e, where, concept, variant, [official.term])


def _variant_finding(page, t: RuleNode, e: RuleNode, where: str, term: str, variant: str,
                     official: list[str]) -> None:
    """The `term` finding of a term English names that the paragraph also words otherwise (`variant`, folded: shown
    as the paragraph spells it)."""
    text = _titled(t)
    page.add("term", "warning", e.id, t.line,
             _("English {id} names {keyword!r}; {where} also says {variant!r}, not the official {term!r}").format(
                 id=e.id, keyword=term, where=where, variant=_as_typed(variant, text), term=official[0]),
             (f"{page.lang}: {text[:120]}", "official: " + " / ".join(dict.fromkeys(official))),
             _("write {term!r}").format(term=official[0]))


def _as_typed(folded: str, text: str) -> str:
    """The words of `text` that fold to `folded` (`etapa de daño de combate` for `etapa de dano de combate`), as
    the paragraph spells them; `folded` itself when none do."""
    words = list(re.finditer(r"\w+", text))
    n = len(folded.split())
    for i in range(len(words) - n + 1):
        typed = text[words[i].start():words[i + n - 1].end()]
        if fold_term(typed) == folded:
            return typed
    return folded


#: the kinds of ability (CR 113.3b-d, and a delayed triggered ability, 603.7): a translation naming one where English
#: names another says another rule
ABILITY_KINDS = frozenset(("static ability", "activated ability", "triggered ability", "delayed triggered ability"))
#: the steps and phases of a turn (CR 500-514): es `paso de declarar bloqueadoras` where English 702.7a says the
#: combat damage step
TURN_PARTS = frozenset(("beginning phase", "untap step", "upkeep step", "draw step", "main phase",
                        "precombat main phase", "postcombat main phase", "combat phase", "beginning of combat step",
                        "declare attackers step", "declare blockers step", "combat damage step", "end of combat step",
                        "ending phase", "end step", "cleanup step"))


#: the players by their part in a turn (CR 102, 506.2): de 510.3 `erhält der verteidigende Spieler Priorität` where
#: English says the active player
PLAYER_ROLES = frozenset(("active player", "nonactive player", "attacking player", "defending player"))
#: ... and a creature's numbers (es 302.4b `la fuerza de una criatura es la cantidad de daño necesaria para
#: destruirla` where English says its toughness)
STATS = frozenset(("power", "toughness"))
#: ... and who has an object (es 111.2 `ese jugador es su controlador` where English says its owner)
HOLDERS = frozenset(("owner", "controller"))
#: ... and the kinds of effect (es 701.10g `Este es un efecto de prevención` where English says a replacement effect)
EFFECT_KINDS = frozenset(("replacement effect", "prevention effect"))
#: ... and what a spell costs against what it is worth (de 702.99a `ohne ihren Manabetrag zu bezahlen` for without
#: paying its mana cost), read in the card text a paragraph quotes too, where keywords say both
MANA_AMOUNTS = frozenset(("mana cost", "mana value"))
#: ... and the zones (es 406.5 `podrían regresar al cementerio` where English says return to the battlefield; fr
#: 604.6 `généralement votre cimetière` for usually your hand)
ZONES = frozenset(("battlefield", "graveyard", "hand", "library", "exile", "stack"))


def _plural_too(term: str) -> str:
    """The pattern of an English term singular or plural (`certain cleanup steps`, `triggered abilities`)."""
    return re.escape(term[:-1]) + "(?:y|ies)" if term.endswith("y") else re.escape(term) + "s?"


#: a step or phase, a kind of ability, an owner or controller named in English by its words, singular or plural
_ENGLISH_SAID = {k: re.compile(r"(?<![\w-])" + _plural_too(k) + r"(?![\w-])", re.IGNORECASE)
                 for k in TURN_PARTS | ABILITY_KINDS | HOLDERS | MANA_AMOUNTS}


#: the verb activate after players, which the term base reads as the active player (pt `Esse jogador ativa a
#: habilidade`, es `permitir que los jugadores activen habilidades`, pt `aos jogadores ativarem`)
_ACTIVATE_VERB = re.compile(r"\b(?:activ|attiv|ativ)(?:a|e|ar|en|an|are|ano|ino|er|ent|em|am|arem)\b", re.IGNORECASE)


def _kind_findings(page, t: RuleNode, e: RuleNode, where: str) -> None:
    """A kind of ability, or a step or phase, the paragraph names where its English names another, whose wording
    it lacks (`es una habilidad activada` where English 702.7a says first strike is a static ability; de `die
    Regeln für die Kampfphase` for the rules of the combat damage step). Measured on the official translations
    (pt-BR 2020, zh 2026-01-16, 3,733 paragraphs): none reported for the kinds of ability."""
    concepts, lang = page.concepts, page.lang
    # quotations and brackets aside: a cited rule's title (`(Véase la regla 510, «Paso de Daño de Combate».)`)
    # names the step English names, beside the sentence that names another
    # (English's own after a possessive names no owner: 614.17d `the permanent's own static abilities`)
    titled, english_titled = _titled(t), _OWN_ADJECTIVE.sub(" ", _titled(e))
    text, english_text = _ASIDE.sub(" ", titled), _ASIDE.sub(" ", english_titled)
    named = concepts.of(text, lang)
    # (English's controller is read as the verb's concept, control: its word names the holder)
    english_named = concepts.of(english_text, "en") | {h for h in HOLDERS if _ENGLISH_SAID[h].search(english_text)}
    for kinds in (ABILITY_KINDS, TURN_PARTS, PLAYER_ROLES, STATS, HOLDERS, ZONES, EFFECT_KINDS):
        said, english = named & kinds, english_named & kinds
        # (not one English names as an item of a list: 500.1 `beginning, precombat main, combat, postcombat main,
        # and ending`, es `Las fases inicial, de combate y final`)
        for other in sorted(o for o in said - english if not named_in_list(o, english_text)
                            and not _coordinated_here(page, o, text, english_text)):
            for kind in sorted(english - said):
                if not concepts.renders(kind, lang, text):
                    _named_for_another(page, t, e, where, other, kind)
                    return
    # ... or a kind English does not name, said where English's one kind is said fewer times than English says it (es
    # 513.2 `se aplica solo a las habilidades activadas` for only to triggered abilities; the delayed triggered ability
    # before it still says `disparada`): counted in the terms ending with the kind's name that say an ability (not
    # es `disparará`, will trigger)
    english_kinds = english_named & ABILITY_KINDS
    added = sorted((named - english_named) & ABILITY_KINDS)
    roots = sorted(k for k in english_kinds if not any(o != k and k.endswith(o) for o in english_kinds))
    # (of two kinds English names, the one said fewer times: fr/it 716.2 `une capacité déclenchée et une capacité
    # statique` for both an activated ability and a static ability, the activated one said later)
    if len(added) == 1 and roots and not _lang_registry.unspaced(lang, text) \
            and not _coordinated_here(page, added[0], text, english_text):
        for kind in roots:
            times = sum(1 for h in concepts.hits(text, lang)
                        if h.concept.endswith(kind) and _ABILITY_SAID.search(h.text))
            if times < len(_ENGLISH_SAID[kind].findall(english_text)):
                _named_for_another(page, t, e, where, added[0], kind)
                return
    # a kind of ability English names as such (not `activating abilities`), said in no wording of any kind (it 702.7a
    # `un'abilità continua` for a static ability): the kinds' wordings are the rules' own, curated where the cards
    # print none (`abilità statica`). Not in a language written without spaces: the official zh says 起动异能 and
    # 触发的异能 beside its glossary's 起动式异能 and 触发式异能 (9 paragraphs)
    unsaid = [k for k in sorted(english_named & ABILITY_KINDS) if _ENGLISH_SAID[k].search(english_text)
              and not named & ABILITY_KINDS and not _lang_registry.unspaced(lang, text)
              and not any(_wording_in(w, text, lang) for x in ABILITY_KINDS for w in _wordings(concepts, x, lang))]
    # ... and a player's part in a turn English names, said in no role's wording (fr 505.6a `Chaque joueur peut
    # lancer ces sorts` for the active player may cast)
    # (or its feminine: fr `La joueuse active`, it `La giocatrice attiva`, an example's player a woman)
    unsaid = unsaid or [r for r in sorted(english_named & PLAYER_ROLES) if not named & PLAYER_ROLES
                        and not _lang_registry.unspaced(lang, text) and not concepts.renders(r, lang, text)
                        and not any(contains_term(fold_term(text), feminine(fold_term(w), lang))
                                    for w in _wordings(concepts, r, lang))]
    if unsaid and (wordings := _wordings(concepts, unsaid[0], lang)):
        page.add("term", "warning", e.id, t.line,
                 _("English {id} names {keyword!r}; {where} does not use the official {term!r}").format(
                     id=e.id, keyword=unsaid[0], where=where, term=wordings[0]),
                 _side_by_side(page.lang, t, e), _("write {term!r}").format(term=wordings[0]))
        return
    # a player's part in a turn English names none of (it 505.2 `quando il giocatore attivo passa` for when all
    # players pass in succession)
    added = sorted({h.concept for h in concepts.hits(text, lang) if h.concept in PLAYER_ROLES
                    and not _ACTIVATE_VERB.search(h.text)} - english_named)
    if len(added) == 1 and not english_named & PLAYER_ROLES and not _lang_registry.unspaced(lang, text):
        page.add("term", "warning", e.id, t.line,
                 _("{where} names {found!r}, which English {id} does not name").format(
                     where=where, found=added[0], id=e.id),
                 _side_by_side(page.lang, t, e),
                 _("say only what English {id} says").format(id=e.id))
        return
    # the title of a cited rule (`(vedi regola 510, “Sottofase di Fine Combattimento”)` where English cites 510,
    # Combat Damage Step): the turn parts said in brackets and quotations, apart; and the zones (fr 604.6
    # `(généralement votre cimetière)` for usually your hand); and power and toughness (es/pt 702.97a, scavenge's
    # quoted meaning: `igual a la resistencia de la carta` for equal to the power of the card)
    asides, english_asides = (" ".join(_ASIDE.findall(x)) for x in (titled, english_titled))
    for kinds in (TURN_PARTS, ZONES, STATS):
        said, english = concepts.of(asides, lang) & kinds, concepts.of(english_asides, "en") & kinds
        if len(said - english) == 1 and len(english - said) == 1:
            _named_for_another(page, t, e, where, next(iter(said - english)), next(iter(english - said)))
            return
    # one turn part named for another once, where the paragraph names the other elsewhere too (it 702.7b
    # `All'inizio della fase di combattimento` for as the combat damage step begins, its other two said right)
    said_n = Counter(h.concept for h in concepts.hits(text, lang) if h.concept in TURN_PARTS)
    english_n = Counter({part: n for part in TURN_PARTS
                         if (n := len(_ENGLISH_SAID[part].findall(english_text)))})
    added = [p for p in said_n if english_n[p] == 0 and not named_in_list(p, english_text)]
    fewer = [p for p in english_n if said_n[p] < english_n[p] and not any(
        q != p and p in q and said_n[q] for q in said_n)]  # main phase said within precombat main phase
    if len(added) == 1 and len(fewer) == 1 and sum(said_n.values()) == sum(english_n.values()):
        _named_for_another(page, t, e, where, added[0], fewer[0])
        return
    # two kinds counted, below, not in a language written without spaces (the official zh 202.3c sums the front
    # faces' mana values, 法术力值, where English gives the melded permanent their combined mana cost, the same)
    if _lang_registry.unspaced(lang, text):
        return
    # mana cost said more often and mana value less than English says them, or the other way round, in the card
    # text a paragraph quotes too (de 702.99a `ohne ihren Manabetrag zu bezahlen` for without paying its mana
    # cost; es 702.85a `cuyo coste de maná sea menor que el valor de maná de este hechizo`)
    quoted, english_quoted = (_BRACKET.sub(" ", x) for x in (titled, english_titled))
    hits = concepts.hits(quoted, lang)
    if _one_for_another(page, t, e, where, MANA_AMOUNTS,
                        Counter(h.concept for h in hits if h.concept in MANA_AMOUNTS),
                        Counter({k: len(_ENGLISH_SAID[k].findall(english_quoted)) for k in MANA_AMOUNTS})):
        return
    # ... and the zones, where the paragraph names as many as English (it 722.3c `nel cimitero` for remains in
    # exile, the copy created `in esilio` said right; not de 406.4 `Stapel`, piles, read as stacks, in a paragraph
    # saying exiled otherwise than English)
    said_n = _zones_said(hits)
    english_n = Counter({k: len(_ZONE_SAID[k].findall(english_quoted)) for k in _ZONE_SAID})
    english_n["battlefield"] += len(_ENTERS.findall(english_quoted))
    if sum(said_n.values()) == sum(english_n.values()) and _one_for_another(page, t, e, where, _ZONE_SAID, said_n,
                                                                            english_n):
        return
    # ... and the owner and the controller, in a verb or noun too (es 702.106c `que poseas` for you control; de
    # 702.72a `unter der Kontrolle ihres Beherrschers` for its owner's control), brackets read too (es 400.6 `(o su
    # propietario si no tiene controlador)` for English's `—or its owner if it has no controller—`)
    if _one_for_another(page, t, e, where, HOLDERS, _holders_said(concepts.hits(titled, lang), titled, lang),
                        _holders_said((), english_titled, "en")):
        return
    # combat damage said as damage (fr 702.115a `inflige des blessures à un joueur` for deals combat damage to a
    # player; de `Schaden` for Kampfschaden): said fewer times, damage said as often
    combat = max(sum(1 for h in hits if "combat damage" in h.concept),
                 len(re.findall(_COMBAT_DAMAGE_SAID.get(lang, r"(?!)"), quoted, re.IGNORECASE)))
    wanted = len(_COMBAT_DAMAGE.findall(english_quoted))
    damage = max(sum(1 for h in hits if h.concept.endswith("damage")),
                 len(re.findall(_DAMAGE_SAID.get(lang, r"(?!)"), quoted, re.IGNORECASE)))
    if combat < wanted <= damage:
        page.add("incomplete", "warning", e.id, t.line,
                 _("{where} says {words} fewer times than English {id}").format(
                     where=where, id=e.id, words="“combat damage”"),
                 _side_by_side(lang, t, e),
                 _("say {words} as English {id} does").format(words="“combat damage”", id=e.id))


#: English's combat damage (of the combat damage step too), and the words of damage (in compounds too: de
#: `Kampfschaden`), which the term base does not hold alone in every language (de `Schaden`)
_COMBAT_DAMAGE = re.compile(r"\bcombat damage\b", re.IGNORECASE)
_DAMAGE_SAID = {"es": r"\bdaños?\b", "it": r"\bdann[oi]\b", "pt": r"\bdanos?\b", "fr": r"\bblessures?\b",
                "de": r"schaden"}
#: ... and of combat damage, read apart from a longer term the term base finds around it (pt `causa dano de
#: combate`, read as deal damage)
_COMBAT_DAMAGE_SAID = {"es": r"\bdaños? de combate\b", "it": r"\bdann[oi] da combattimento\b",
                       "pt": r"\bdanos? de combate\b", "fr": r"\bblessures? de combat\b", "de": r"kampfschaden"}


def _one_for_another(page, t: RuleNode, e: RuleNode, where: str, kinds, said: Counter, english: Counter) -> bool:
    """Whether one of `kinds` is said more often than English says it and one other less (`said`, `english`: the
    times each is said), told as named for the other."""
    more = [k for k in sorted(kinds) if said[k] > english[k]]
    fewer = [k for k in sorted(kinds) if said[k] < english[k]]
    if len(more) == 1 and len(fewer) == 1:
        _named_for_another(page, t, e, where, more[0], fewer[0])
        return True
    return False


#: the zones named in English, the verb exile too (as the term base reads a translation's)
_ZONE_SAID = {"battlefield": re.compile(r"\bbattlefields?\b", re.IGNORECASE),
              "graveyard": re.compile(r"\bgraveyards?\b", re.IGNORECASE),
              "hand": re.compile(r"\bhands?\b", re.IGNORECASE),
              "library": re.compile(r"\blibrar(?:y|ies)\b", re.IGNORECASE),
              "exile": re.compile(r"\bexil(?:e|es|ed|ing)\b", re.IGNORECASE),
              "stack": re.compile(r"\bstack\b", re.IGNORECASE),
              # ... and the sideboard, no zone (400.11a: outside the game) but a place cards are kept, which a
              # translation may say as a zone (fr/de 400.11a `bibliothèque`, `Bibliothek` for a player's sideboard)
              "sideboard": re.compile(r"\bsideboards?\b", re.IGNORECASE)}
#: English's enters alone, which says the battlefield since 2024 (702.75a `When this permanent enters`: de `ins
#: Spiel kommt`)
_ENTERS = re.compile(r"\benter(?:s|ed|ing)?\b(?!\s+(?:the|a|an|your|its|their|that|this|one|play)\b)", re.IGNORECASE)


def _zones_said(hits) -> Counter:
    """How many times a text names each zone (`ZONES`) and the sideboard, by the term base's terms it holds (`hits`),
    not a curated zone (it `mazzo`, the judges' word for the library, is a deck); the sideboard is curated only."""
    return Counter(h.concept for h in hits
                   if h.concept in ZONES and h.entry.kind != "curated" or h.concept == "sideboard")


#: the words of owning the term base does not hold as owner (it holds the noun: es `propietario`), per language;
#: English's own, not its `its own` (one's own)
_OWNING = {"en": r"(?<![\w-])(?:owns|owned|owners?|owner['’]s)(?![\w-])|(?<!\bits )(?<!\btheir )(?<!\byour )"
                 r"(?<!\bhis )(?<!\bher )(?<!\bmy )(?<!\bour )(?<![\w-])own(?![\w-])",
           "es": r"\bpose(?:e|es|en|a|as|an|ía|ías|ían|er)\b|\bde (?:su|tu|mi) propiedad\b",
           "pt": r"\bposs(?:ui|uis|uem|ua|uas|uam|uía|uíam|uir)\b|\bde propriedade\b",
           "fr": r"\bposs[èé]d\w*|\bappart(?:ien|en)\w*",
           "it": r"\bpossied\w*|\bpossed\w*|\bappartien\w*|\bappartenev\w*|\bdi (?:sua|tua) propriet[àa]\b",
           "de": r"\bbesitz(?:t|en|e|est)\b"}  # (not de gehören, belong, which is also include: 723.5 `Dazu gehören`)
_CONTROLLING = r"(?<![\w-])control(?:s|led|ling|lers?|ler['’]s)?(?![\w-])"
#: ... and the noun control (`under its owner's control`), which the term base does not hold either
_CONTROL_NOUN = {"es": r"\bcontrol\b", "pt": r"\bcontrole\b", "fr": r"\bcontrôle\b", "it": r"\bcontrollo\b",
                 "de": r"\bkontrolle\b"}


def _holders_said(hits, text: str, lang: str) -> Counter:
    """How many times `text` names the owner and the controller: in English by their words (the verbs too), in a
    translation by the term base's terms and the words it does not hold (`_OWNING`, `_CONTROL_NOUN`)."""
    if lang == "en":
        return Counter(owner=len(re.findall(_OWNING["en"], text, re.IGNORECASE)),
                       controller=len(re.findall(_CONTROLLING, text, re.IGNORECASE)))
    controls = ACTIONS["control"][0]  # the concepts that say the controller, the verb too
    out = Counter(owner=sum(1 for h in hits if h.concept == "owner"),
                  controller=sum(1 for h in hits if h.concept in controls))
    for holder, concepts, words in (("owner", ("owner",), _OWNING), ("controller", controls, _CONTROL_NOUN)):
        held = [(h.start, h.end) for h in hits if h.concept in concepts]
        out[holder] += sum(1 for m in re.finditer(words.get(lang, r"(?!)"), text, re.IGNORECASE)
                           if not any(a <= m.start() < b for a, b in held))
    return out


def _coordinated_here(page, concept: str, text: str, english_text: str) -> bool:
    """Whether English names `concept` coordinated with another before their shared words (`activated or triggered
    ability`) and the translation says it so too, its wording followed by and/or and a word (it `abilità attivata o
    innescata`), not alone (de `eine aktivierte Fähigkeit`: triggered dropped)."""
    return coordinated(concept, english_text) and any(
        h.concept == concept and COORDINATED_AFTER.match(text, h.end) for h in page.concepts.hits(text, page.lang))


def _wordings(concepts, concept: str, lang: str) -> list[str]:
    """Every wording the term base holds of `concept` in `lang`, curated ones too, best first."""
    return list(dict.fromkeys(w for e in concepts.tb.renderings(concept, lang) for w in (e.term, *e.forms)
                              if w.strip()))


def _wording_in(wording: str, text: str, lang: str) -> bool:
    """Whether `text` says `wording`, inflected or not (`contains_term`; within a word where a language writes
    none between words; German also with its last word the tail of a compound, `compound_tail`)."""
    body, folded = fold_term(text), fold_term(wording)
    if _lang_registry.unspaced(lang, text):
        return folded in body
    return contains_term(body, folded) or (lang == "de" and compound_tail(body, folded))


#: the kinds of object a translation may name one for another, saying another rule (es `conjuro`, sorcery, for
#: hechizo, spell), each with its English word (singular and plural)
OBJECT_KINDS = {"spell": "spells?", "permanent": "permanents?", "card": "cards?", "token": "tokens?",
                "creature": "creatures?", "artifact": "artifacts?", "enchantment": "enchantments?",
                "instant": "instants?", "sorcery": "sorcery|sorceries", "land": "lands?",
                "planeswalker": "planeswalkers?", "battle": "battles?"}
#: ... and the players (es 609.7a `que un oponente elija` where English says a player chooses): counted apart, an
#: object said for a player being a paraphrase as often (pt-BR 122.6a `na permanente` for "on it", beside one
#: "player" left to a pronoun)
PLAYER_KINDS = {"player": "players?", "opponent": "opponents?", "teammate": "teammates?", "team": "teams?"}
#: ... a team read by its word, which the term base holds in few languages (de `Teams`)
_TEAM_SAID = {"es": r"\bequipos?\b", "it": r"\bsquadr[ae]\b", "fr": r"\béquipes?\b", "pt": r"\bequipes?\b",
              "de": r"\bteams?\b"}
#: ... and what an effect is aimed at or comes from (es 609.7a `elija un objetivo`, a target, where English says a
#: source of damage)
ROLE_KINDS = {"source": "sources?", "target": "targets?"}
#: ... and the spans of time (es 702.7b `en ese turno`, in that turn, where English says in that step; 609.7
#: `este combate` for this turn; a turn-based action names a turn)
TIME_KINDS = {"turn": "turns?(?:-based)?", "step": "steps?", "phase": "phases?", "combat": "combat",
              # the step English names without the word (pt 702.30a `seu último turno` for your last upkeep)
              "upkeep": "upkeeps?"}
_PHASING = re.compile(r"\bphasing\b|\bphas(?:es|ed)[ -](?:in|out)\b", re.IGNORECASE)
_OBJECT_WORDS = {kind: re.compile(rf"(?<![\w-])(?:{words})(?![\w-])", re.IGNORECASE)
                 for kind, words in (OBJECT_KINDS | PLAYER_KINDS | ROLE_KINDS | TIME_KINDS).items()}


def _as_worded(hit) -> bool:
    """Whether a term is said in one of its wordings, or one with an ending more or less (de `Zug` of `Zuges`, es
    `pasos` of `paso`), not another word of their stem (es `pasa`, passes, and `pasar` stem as `paso`, step,
    does); a wording of several words is read as said."""
    typed = hit.text.strip().casefold()
    return " " in typed or any(typed.startswith(w) or w.startswith(typed)
                               for w in (x.casefold() for x in (hit.entry.term, *hit.entry.forms)) if w)


def _time_said(page, hit, kind: str, lang: str) -> bool:
    """Whether a term names span of time `kind` in the words it is said in: as worded (`_as_worded`), and, a longer
    term, in a word of the kind's own wording (es `paso de daño de combate` says `paso`; a printed wording of extra
    turn, es `tomarlo`, take it, says no `turno`); a kind the term base has no wording of is read as said."""
    if not _as_worded(hit):
        return False
    if hit.concept == kind:
        return True
    own = [fold_term(e.term)[:4] for e in page.concepts.tb.renderings(kind, lang) if e.kind != "curated"]
    typed = fold_term(hit.text)
    return not own or any(w in typed for w in own if w)


def _objects_said(page, text: str, lang: str) -> Counter:
    """How many times `text` names each kind of object, of player, of role and of span of time (`OBJECT_KINDS`...):
    in English by its word, in a translation by the term base's terms, a term of several counting each kind it names
    (es `hechizo de permanente`, permanent spell: a permanent and a spell, as English says both words). A word no
    term holds counts as a span of time where the cards' word table reads it so (`_table_words`: es `este combate`;
    combat is no term of the term base, see `termbase.english`). A curated wording counts for a step or phase, and
    for a kind of object named by it (battle, printed after the card data: it `battaglia`)."""
    if lang == "en":
        return Counter({kind: n for kind, pattern in _OBJECT_WORDS.items() if (n := len(pattern.findall(text)))})
    out: Counter = Counter()
    covered = []
    for h in page.concepts.hits(text, lang):
        kinds = [k for k in _OBJECT_WORDS if _OBJECT_WORDS[k].search(h.concept) and k != "team"]
        if kinds or " " in h.text.strip():
            # (a word naming none of the kinds is read through the word table below: fr `tour`, turn, which the
            # term base holds for the Tower subtype)
            covered.append((h.start, h.end))
        if h.concept == "planeswalker" and not _as_worded(h):
            continue  # the verb (de `Planeswalken`, `planeswalkt`: to planeswalk, 701.31), not the card type
        if h.entry.kind != "curated" or h.concept in TURN_PARTS or h.concept in OBJECT_KINDS:
            out.update(k for k in kinds if k not in TIME_KINDS or _time_said(page, h, k, lang))
    out["team"] += len(re.findall(_TEAM_SAID.get(lang, r"(?!)"), text, re.IGNORECASE))
    table = _table_words(page.corpus, lang)
    for m in re.finditer(r"\w+", text):
        if not any(a <= m.start() < b for a, b in covered):
            out.update({w for k in word_keys(m.group(), lang) if (w := table.get(k)) in TIME_KINDS})
    return out


#: words of a kind of object in another sense: English `lands face up` (a coin, 705.1), fr `au sort` (drawn by lot,
#: `tirage au sort`: no spell); the battle of the battlefield, where the term base's wording of a term stops before
#: it (es 702.171b `deja el campo de batalla`: leaves the battlefield is `deje el campo`)
_NOT_AN_OBJECT = re.compile(r"\blands\s+(?:face|on)\b|\bau sort\b|(?<=\bcampo de )batall?h?a\b|(?<=\bcampo di )battaglia\b"
                            r"|(?<=\bchamp de )bataille\b", re.IGNORECASE)


def _objects_in(page, t: RuleNode) -> tuple[str, Counter] | None:
    """Paragraph `t`'s text as the checks of objects read it (`_NOT_AN_OBJECT` blanked) and the objects it names
    (`_objects_said`), read once for `_object_findings` and `_spell_for_ability`. None in a language written without
    spaces: its terms are read inside longer words (zh 非地牌, a nonland card, holds 地, land), which gave 8 warnings
    on the official zh text; none on the official pt-BR."""
    if _lang_registry.unspaced(page.lang, t.text or ""):
        return None
    text = _NOT_AN_OBJECT.sub(_blank, _titled(t))
    return text, _objects_said(page, text, page.lang)


def _object_findings(page, t: RuleNode, e: RuleNode, where: str, objects: tuple[str, Counter] | None) -> None:
    """One kind of object named for another: the paragraph names objects as many times as English, one kind more
    often where English never names it, and one kind less often (es 609.7a `un conjuro en la pila`, a sorcery,
    where English says a spell on the stack; 609.7c `fuentes que son criaturas`, where English says permanents).
    `objects`: `_objects_in` the paragraph (None: left out)."""
    if objects is None:
        return
    text, said = objects
    english_text = _NOT_AN_OBJECT.sub(_blank, _titled(e))
    english = _objects_said(page, english_text, "en")
    # phasing, which a translation may say with its word for phase (es `la acción de fase`): no span of time counted
    times = () if _PHASING.search(english_text) else (TIME_KINDS,)
    for kinds in (OBJECT_KINDS, PLAYER_KINDS, ROLE_KINDS, *times):
        # (or a kind English names once, said twice, only among the kinds of object (pt 702.82a `qualquer número
        # de permanentes` for any number of creatures, beside this permanent) and where English names none by a
        # non- word, which a translation says with its kind: pt 115.4 `artefatos que não sejam criaturas` for
        # noncreature artifacts)
        again = kinds is OBJECT_KINDS and not _NEGATING_NON.search(english_text)
        added = [k for k in kinds if said[k] > english[k] and (english[k] == 0 or again and english[k] == 1)]
        fewer = [k for k in kinds if said[k] < english[k]]
        if kinds is PLAYER_KINDS and not added and fewer == ["opponent"] and said["opponent"] == 0:
            # ... or any player where English names an opponent the paragraph never names (es 702.21a `un hechizo o
            # habilidad que controla un jugador` for one an opponent controls, the player of `that player pays`
            # beside). Not the other way: the official pt-BR 208.2a says `aquele oponente` for the chosen player
            # (an opponent chosen before)
            added = ["player"] if said["player"] > english["player"] else []
        if len(added) == 1 and len(fewer) == 1 and sum(said[k] for k in kinds) == sum(english[k] for k in kinds):
            _named_for_another(page, t, e, where, added[0], fewer[0])
            return
    # one kind of object English names in a list (after a comma, among three kinds or more), not named at all, the
    # others at least as often (it/pt 115.4 `creature, giocatori o planeswalker` for creatures, players,
    # planeswalkers, or battles). Not in German, whose compounds hold the kinds (`Hexereikarte`, a sorcery card); a
    # kind said by its English word (es `planeswalkers`) is said
    kept = {k: said[k] or len(_OBJECT_WORDS[k].findall(text)) for k in OBJECT_KINDS}
    dropped = [k for k in OBJECT_KINDS if english[k] and not kept[k] and _in_a_list(k, english_text)
               ] if page.lang != "de" else []
    if (len(dropped) == 1 and sum(1 for k in OBJECT_KINDS if english[k]) >= 3
            and all(kept[k] >= english[k] for k in OBJECT_KINDS if k != dropped[0])):
        _lacks(page, t, e, where, dropped[0])
        return
    # a span of time named once where English never names it, and English names others (es 702.7b `en ese turno`
    # for in that step): counted apart from the others, which a verb of another sense may swell (es `pasar`, to
    # proceed, read as step); said for the one English names fewer times than English, or else most
    added = [k for k in TIME_KINDS if said[k] == 1 and english[k] == 0]
    named = [k for k in TIME_KINDS if english[k]]
    if len(added) == 1 and named and times:
        fewer = [k for k in named if said[k] < english[k]]
        _named_for_another(page, t, e, where, added[0], fewer[0] if len(fewer) == 1 else max(named, key=english.get))


#: English's spells or abilities (`spells or abilities`, `a spell or ability`, `abilities and spells`)
_SPELLS_OR_ABILITIES = re.compile(r"\bspells?,?\s+(?:and|or|and/or)\s+abilit(?:y|ies)\b"
                                  r"|\babilit(?:y|ies),?\s+(?:and|or|and/or)\s+spells?\b", re.IGNORECASE)
#: a translation's word for ability (the term base's words and the cards', inflected); not a keyword said as an
#: ability (es `gana la habilidad de volar`, gains flying), nor the end of a German compound (de `Flugfähigkeit`)
_ABILITY_SAID = re.compile(r"habilidad(?!e?s? de \w+(?:ar|er|ir)\b)|abilit|capacit|habilidade|(?<![a-zäöüß])fähigkeit",
                           re.IGNORECASE)


def _ability_dropped(page, t: RuleNode, e: RuleNode, where: str) -> None:
    """English's spells or abilities said as spells alone: the sentence that says it (the paragraph, where it
    says another number of sentences than English) has no word for ability (pt 702.18a `não pode ser alvo de
    mágicas` for can't be the target of spells or abilities). Left out for a language written without spaces."""
    english_text = _titled(e)
    if (page.lang == "en" or _lang_registry.unspaced(page.lang, t.text or "")
            or not _SPELLS_OR_ABILITIES.search(english_text)):
        return
    text = _titled(t)
    english, said = _sentences(english_text), _sentences(text)
    pairs = list(zip(english, said)) if len(english) == len(said) else [(english_text, text)]
    if any(_SPELLS_OR_ABILITIES.search(en) and not _ABILITY_SAID.search(tr) for en, tr in pairs):
        _lacks(page, t, e, where, "ability")


#: English's words for ability and for spell (not `spell ability`, 113.3a, an ability)
_ENGLISH_ABILITY = re.compile(r"\babilit(?:y|ies)\b", re.IGNORECASE)
_ENGLISH_SPELL = re.compile(r"\bspells?\b(?!\s+abilit)", re.IGNORECASE)


def _spell_for_ability(page, t: RuleNode, e: RuleNode, where: str, objects: tuple[str, Counter] | None) -> None:
    """A spell named for an ability, or an ability for a spell, where English names only the other: the paragraph
    names the one English never names and the other fewer times than English (pt 702.49b `até que a mágica saia da
    pilha` for until the ability leaves the stack; 702.51c `no custo total de uma habilidade` for a spell's total
    cost). `objects`: `_objects_in` the paragraph, as `_object_findings` reads it (None: left out)."""
    if page.lang == "en" or objects is None:
        return
    english_text = _titled(e)
    abilities, spells = len(_ENGLISH_ABILITY.findall(english_text)), len(_ENGLISH_SPELL.findall(english_text))
    if bool(abilities) == bool(spells):
        return
    text, said = objects
    said_abilities = len(_ABILITY_SAID.findall(text))
    said_spells = said["spell"]
    if abilities and said_spells and said_abilities < abilities:
        _named_for_another(page, t, e, where, "spell", "ability")
    elif spells and said_abilities and said_spells < spells:
        _named_for_another(page, t, e, where, "ability", "spell")


def _lacks(page, t: RuleNode, e: RuleNode, where: str, kind: str) -> None:
    """The `term` finding of a paragraph that does not say `kind` (a kind of object, an ability) English says."""
    page.add("term", "warning", e.id, t.line,
             _("{where} lacks {lost}, which English {id} writes").format(where=where, lost=repr(kind), id=e.id),
             _side_by_side(page.lang, t, e),
             _("say {kind!r} as English {id} does").format(kind=kind, id=e.id))


def _in_a_list(kind: str, english: str) -> bool:
    """Whether English names `kind` as an item of a list of three or more (`creatures, players, planeswalkers, or
    battles`): a translation may say the others in a word of its own, not drop one."""
    word = OBJECT_KINDS[kind]
    return re.search(rf",\s+(?:(?:and|or)\s+)?(?:{word})\b(?![\w-])(?!\s+(?:spells?|cards?|abilit))", english,
                     re.IGNORECASE) is not None and english.count(",") >= 2


def _keywords_said(page, text: str, lang: str) -> Counter:
    """How many times `text` names each keyword of the keyword table: in English by its name, in a translation by
    the term base's terms."""
    keywords = page.terms.keywords() if page.terms is not None else frozenset()
    if lang == "en":
        named = page.concepts.of(text, "en") & keywords
        return Counter({k: n for k in named if (n := len(term_pattern(k).findall(text)))})
    return Counter(h.concept for h in page.concepts.hits(text, lang)
                   if h.concept in keywords and not _after_name_word(text, h.start, lang))


def _keyword_findings(page, t: RuleNode, e: RuleNode, where: str) -> None:
    """One keyword named for another: the paragraph names keywords as many times as English, one more often and
    one less often (es 702.7c `Quitarle la habilidad de dañar dos veces` where English says removing first strike;
    a heading `702.7. Dañar dos veces`, double strike, over the rules of first strike); or one named once more,
    joined to another by and/or. Left out for a language written without spaces, as `_object_findings`."""
    if page.concepts is None or _lang_registry.unspaced(page.lang, t.text or t.title or ""):
        return
    said, english = _keywords_said(page, _titled(t), page.lang), _keywords_said(page, _titled(e), "en")
    more = [k for k in said if said[k] > english[k]]
    fewer = [k for k in english if said[k] < english[k]]
    if len(more) == 1 and len(fewer) == 1 and sum(said.values()) == sum(english.values()):
        _named_for_another(page, t, e, where, more[0], fewer[0])
    elif len(more) == 1 and not fewer and english[more[0]] == 0 and english:
        # ... or one English does not name at all, beside the ones it names (de 702.7d `sind redundant; die Kreatur
        # erhält dadurch Doppelschlag`: multiple instances of first strike give the creature double strike)
        page.add("term", "warning", e.id, t.line,
                 _("{where} names {found!r}, which English {id} does not name").format(
                     where=where, found=more[0], id=e.id),
                 _side_by_side(page.lang, t, e),
                 _("say only what English {id} says of {named}").format(
                     id=e.id, named=", ".join(repr(k) for k in sorted(english))))
    elif len(more) == 1 and not fewer and said[more[0]] == english[more[0]] + 1:
        # ... or one named once more, joined to another by `and` or `or` (it `che al momento hanno attacco improvviso
        # e doppio attacco` where English says the creatures that have double strike): a keyword added to a list
        other = _joined_to(page, _titled(t), more[0])
        if other is not None:
            page.add("term", "warning", e.id, t.line,
                     _("{where} names {found!r} beside {other!r} once more than English {id}").format(
                         where=where, found=more[0], other=other, id=e.id),
                     _side_by_side(page.lang, t, e),
                     _("name {other!r} alone, as English {id} does").format(other=other, id=e.id))


#: the words at most between a keyword and the reference that follows it for the reference to be the keyword's (en
#: `double strike (see rule 702.4)`, es `dañar dos veces (véase la regla 702.4)`)
CITED_AFTER_WORDS = 3


def _keyword_before(spans: list[tuple[int, int, str]], text: str, start: int) -> str | None:
    """The keyword of `spans` (start, end, keyword) ending right before `start` (`CITED_AFTER_WORDS`), if any."""
    before = [(end, k) for s0, end, k in spans if end <= start]
    if not before:
        return None
    end, keyword = max(before)
    return keyword if len(re.findall(r"\w+", text[end:start])) <= CITED_AFTER_WORDS else None


def _cited_after(page, t: RuleNode, e: RuleNode, where: str) -> None:
    """A rule cited after another keyword than English cites it after (it 702.7b `con attacco improvviso (vedi regola
    702.4) o doppio attacco`, where English says first strike or double strike (see rule 702.4): 702.4, double
    strike's rule, cited for first strike). Left out for a language written without spaces, as `_object_findings`."""
    if page.concepts is None or page.terms is None or _lang_registry.unspaced(page.lang, t.text or ""):
        return
    keywords = page.terms.keywords()
    english, text = _titled(e), _titled(t)
    english_spans = [(m.start(), m.end(), k) for k in page.concepts.of(english, "en") & keywords
                     for m in term_pattern(k).finditer(english)]
    spans = [(h.start, h.end, h.concept) for h in page.concepts.hits(text, page.lang) if h.concept in keywords]
    after = {}
    for start, rules in ref_starts(english):
        if (k := _keyword_before(english_spans, english, start)) is not None:
            after.update((r, k) for r in rules)
    for start, rules in ref_starts(text):
        found = _keyword_before(spans, text, start)
        for rule in rules:
            if found is not None and after.get(rule, found) != found:
                page.add("term", "warning", e.id, t.line,
                         _("{where} cites rule {rule} after {found!r}, where English {id} cites it after {kind!r}").format(
                             where=where, rule=rule, found=found, id=e.id, kind=after[rule]),
                         _side_by_side(page.lang, t, e),
                         _("cite rule {rule} after {kind!r}, as English {id} does").format(
                             rule=rule, kind=after[rule], id=e.id))
                return


#: the game actions a translation may add where English names none, each with the term base's concepts of it and
#: the English words that name it (control: controls, controller...; prevent: prevented, prevention...); and a source
#: of damage (it 702.7d `ridondanti solo se provengono dalla stessa fonte`: a condition added). Measured on the
#: official pt-BR 2020 (615 paragraphs paired with their English): one names one where English does not, 306.7
#: `por uma fonte controlada por um oponente` where English says damage that would be dealt to an opponent.
ACTIONS = {"control": (("control", "controller", "you control"),  # player-controlling, control-changing too
                       r"(?<!\w)control(?:s|led|ling|lers?)?(?!\w)"),
           "prevent": (("prevent",), r"(?<![\w-])(?:prevent|stop)\w*"),  # de verhindern for stop
           "destroy": (("destroy",), r"(?<![\w-])destr(?:oy|uct)\w*"),
           "exile": (("exile",), r"(?<![\w-])exil\w*"),  # exiling too
           "sacrifice": (("sacrifice",), r"(?<![\w-])sacrific\w*"),
           "counter": (("counter (verb)",), r"(?<![\w-])counter\w*"),
           "discard": (("discard",), r"(?<![\w-])discard\w*"),
           "cast": (("cast",), r"(?<![\w-])cast(?:s|ing)?(?![\w-])"),
           "attacking creature": (("attacking creature",), r"(?<![\w-])attack\w*"),
           "blocking creature": (("blocking creature",), r"(?<![\w-])block\w*"),
           "source": (("source",), r"(?<![\w-])sources?(?![\w-])")}
_ACTION_WORDS = {action: re.compile(words, re.IGNORECASE) for action, (_c, words) in ACTIONS.items()}
#: words that name an action in another sense: de `wirken` casts a spell, but a sentence naming none says to act or
#: to affect (117.2b `Statische Fähigkeiten wirken sich fortlaufend auf das Spiel aus`; 614.1 `wirken
#: Ersatzeffekte fortlaufend`); it `controllare` controls, but also checks (`controllano se`, check whether;
#: `vengono controllate`, are checked: state-based actions, 111.8; `che controlla il danno letale`, 702.12b); it
#: `lanciare il dado`, fr `lancer le dé`, to roll the die (116.2i), casts nothing
_NO_ACTION = re.compile(r"\bwirk\w*\s+sich\b|\bcontroll\w*\s+se\b"
                        r"|\b(?:vengono|viene|venga|vengano|sono|è|siano|sia|essere)\s+(?:stat[aoei]\s+)?controllat\w*"
                        r"|\bcontroll\w*\s+(?:il\s+|i\s+)?dann[oi]\b"
                        r"|\b(?:lanci|lanc|lanz)\w*\s+(?:(?:il|le|el|un|une|uno)\s+)?(?:dado|dé|dés)\b"
                        # fr `tirer au sort`, to draw lots: no spell (705.1)
                        r"|\bau sort\b"
                        # two effects that cancel each other out (pt 613.4d `As duas trocas ... se anulam`): no counter
                        r"|\b(?:se|si)\s+(?:anul|annul|contrarrest)\w*|\b(?:anul|annul)\w*-se\b|\bs['’]annul\w*",
                        re.IGNORECASE)
#: English that flips a coin and casts nothing (705), where es `lanzar`, it `lanciare`, fr `lancer` (and their
#: nouns, `lanzamiento`, `lancio`, `un lancer`) flip the coin
_COIN_FLIP = re.compile(r"\bcoins?\b|\bdice\b|\bdie rolls?\b|\broll(?:s|ed|ing)?\b", re.IGNORECASE)
_CAST_OR_SPELL = re.compile(r"\bcast|\bspells?\b", re.IGNORECASE)
#: a product released (713.2a `Magic products that released 2011–2018`), which es says `lanzados`, as it casts
_RELEASED = re.compile(r"\breleas(?:e|ed|es|ing)\b", re.IGNORECASE)
#: (fr `lancer un dé` read as cast, de `einen Würfel werfen` as discard, `abwerfen`)
_THROW = re.compile(r"\blan[cz]\w*|\b(?:\w*w[ie]rf|warf|geworfen)\w*", re.IGNORECASE)
#: a translation's cast before a sorcery or an instant (es `lanzar un conjuro`, fr `lancer un rituel`)
_AS_A_SORCERY = re.compile(r"\b(?:lan[cç]\w*|lanz\w*|lanci\w*|conjur\w*|wirk\w*)(?=\s+(?:un|una|um|uma|une|eine?n?)\s+"
                           r"(?:rituel|éphémère|conjuro|instantáneo|stregoneria|istantaneo|feitiço|mágica instantânea"
                           r"|hexerei|spontanzauber)\b)", re.IGNORECASE)
#: a German sentence naming a spell (Zauber, Zauberspruch, Spontanzauber, Hexerei), where `wirken` casts it
_SPELL_DE = re.compile(r"zauber|hexerei", re.IGNORECASE)


#: a word or two in quotation marks, said in a sense of its own (pt 702.14d `não se “anulam”`, English don't
#: “cancel” one another: no counter)
_SCARE_QUOTE = re.compile(r"[“\"„«]\s?[^\W\d_]+(?:[\s-][^\W\d_]+)?\s?[”\"“»]")


def _without_other_senses(text: str, lang: str, english: str, names: tuple[str, ...] = ()) -> str:
    """`text` with the words naming an action in another sense blanked, the same length: `_NO_ACTION`, the `names`
    of the cards English names (de `Nicol Bolas, der Zerstörer`, the Ravager: no destroy), a quoted word or two
    (`_SCARE_QUOTE`), the words for throwing or launching where English flips a coin, rolls a die or says a product
    released (`_COIN_FLIP`, `_RELEASED`: es `lanzados`) and casts nothing,
    it `controllare` where English `english` checks (120.10 `controllano dopo che`),
    de `wirken` in a sentence naming no spell."""
    text = _NO_ACTION.sub(_blank, _SCARE_QUOTE.sub(_blank, text))
    for name in names:
        text = re.sub(re.escape(name), _blank, text, flags=re.IGNORECASE)
    if (_COIN_FLIP.search(english) or _RELEASED.search(english)) and not _CAST_OR_SPELL.search(english):
        text = _THROW.sub(_blank, text)
    if re.search(r"\bas an? (?:sorcery|instant)\b", english, re.IGNORECASE):
        # the timing of a sorcery, said as when one could cast one (fr 702.151a `que lorsque vous pourriez lancer un
        # rituel` for activate only as a sorcery)
        text = _AS_A_SORCERY.sub(_blank, text)
    if lang == "it" and re.search(r"\bcheck", english, re.IGNORECASE):
        text = re.sub(r"\bcontroll\w*", _blank, text, flags=re.IGNORECASE)
    if lang == "de":
        text = "".join(re.sub(r"\bwirk\w*", _blank, part) if not _SPELL_DE.search(part)
                       else part for part in re.split(r"(?<=[.;:])", text))
    return text


#: a capitalised word inside an English sentence: where a card's name may stand
_CAPITALISED_INSIDE = re.compile(r"[a-z,] [A-Z]")


def _printed_names(page, english: str) -> tuple[str, ...]:
    """The names printed in the page's language for the cards English names by two words or more (713.2b `Nicol
    Bolas, the Ravager`), each face apart; () where English names none or the store has no card name table."""
    if not _CAPITALISED_INSIDE.search(english):
        return ()
    # kept on the corpus: every page of a rule's paragraphs asks the same English (a card's names, a few queries)
    cache = _kept_on(page.corpus, "_printed_names")
    if (english, page.lang) not in cache:
        cache[(english, page.lang)] = _names_printed(page.corpus, page.lang, english)
    return cache[(english, page.lang)]


def _kept_on(corpus, name: str) -> dict:
    """The dict the page check keeps on `corpus` under `name`, empty the first time: what it reads once per corpus
    (a language's word tables, a paragraph's printed card names) and every page asks again."""
    kept = getattr(corpus, name, None)
    if kept is None:
        kept = {}
        setattr(corpus, name, kept)
    return kept


def _names_printed(corpus, lang: str, english: str) -> tuple[str, ...]:
    from .cardnames.keys import name_key
    from .cardnames.match import find_cards

    reader = corpus.reader
    # (a name of one word is no name here: every word counts as known; a store without a card table finds none)
    hits = find_cards(english, "en", reader.cards_named, lambda _w, _l: True, lambda _t, _l: False)
    out = []
    for hit in hits:
        if len(hit.name.split()) < 2:
            continue
        for card in reader.cards_keyed(name_key(hit.name)):
            out += [face.strip() for l, printed in card.names if l == lang for face in printed.split("//")]
    return tuple(n for n in dict.fromkeys(out) if len(n) >= 4)


def _blank(match: re.Match) -> str:
    """Spaces as long as `match`: a text blanked keeps its length and the places of its words."""
    return " " * len(match.group())


_PRECLUDE = re.compile(r"\bpreclud\w*|\bprohibit\w*|\bkeeps?\b[^.;]*\bfrom\s+\w+ing\b", re.IGNORECASE)
#: control named in English (controls, controller, controlled...)
_CONTROL = _ACTION_WORDS["control"]


def _own_keyword_blanked(page, t: RuleNode, text: str) -> str:
    """`text` with the name the page gives the keyword of its rule (the heading of a rule of 701/702) blanked, in any
    form: a keyword's name is made of whatever verb (es 701.65 `Controlar el aire`, airbend: `que controle el aire`,
    `controla el aire`; it 702.188 `Lancio di ragnatele`, web-slinging), and names no action of its own."""
    rule = re.match(r"70[12]\.\d+", str(t.id))
    if rule is None:
        return text
    head = next((n for n in page.nodes if str(n.id) == rule.group() and n.title), None)
    if head is None:
        return text
    entry = _lang_registry.get(page.lang)
    stop = set(entry.stopwords) if entry is not None else set()
    words = [w for w in re.findall(r"[^\W\d_]+", head.title.lower()) if len(w) > 2 and w not in stop]
    if not words:
        return text
    # each word by its first letters (controlar, controle, control), up to two words between them (del, el)
    name = r"(?:\W+\w+){0,2}?\W+".join(re.escape(w[:max(3, len(w) - 3)]) + r"\w*" for w in words)
    return re.sub(r"\b" + name + r"\b", _blank, text, flags=re.IGNORECASE)


def _action_added(page, t: RuleNode, e: RuleNode, where: str) -> None:
    """A game action named where English names none: control (es 702.7b `al menos una criatura atacante o bloqueadora
    que controles`, one you control, where English says any attacking or blocking creature: a restriction added),
    prevention (de 702.7c `nachdem der Kampfschaden ... bereits verhindert wurde` for dealt), destruction... Left out
    for a language written without spaces, as `_object_findings`."""
    if page.concepts is None or _lang_registry.unspaced(page.lang, t.text or t.title or ""):
        return
    english = _titled(e)
    text = _without_other_senses(_own_keyword_blanked(page, t, _titled(t)), page.lang, english,
                                 _printed_names(page, english))
    hits = [h for h in page.concepts.hits(text, page.lang) if h.entry.kind != "curated"]
    verbs = _table_words(page.corpus, page.lang)
    # each word of the paragraph with the actions the word table reads in it, looked up once for all actions
    worded = [(w, {verbs.get(k) for k in word_keys(w, page.lang)}) for w in re.findall(r"\w+", text)]
    for action, (concepts, _words) in ACTIONS.items():
        if _ACTION_WORDS[action].search(english):
            continue
        said = [h.text for h in hits if h.concept in concepts] or [w for w, actions in worded if action in actions]
        if said and action == "prevent" and _PRECLUDE.search(english) and not any("damage" in h.concept for h in hits):
            # English preclude, prohibit or keep ... from, which a translation says with its prevent (de 104.2a
            # `Effekten, die verhindern würden, dass dieser Spieler das Spiel gewinnt`; 502.3 `keep ... from
            # untapping`, de `verhindern, dass ... enttappt werden`), where the paragraph names no damage to prevent
            continue
        if said:
            page.add("term", "warning", e.id, t.line,
                     _("{where} names {found!r}, which English {id} does not name").format(
                         where=where, found=action, id=e.id),
                     _side_by_side(page.lang, t, e) + (f"{page.lang}: {said[0]}",),
                     _("remove {words!r}: English {id} does not say it").format(words=said[0], id=e.id))
            return


def _said_by_the_word_table(page, t: RuleNode, keyword: str) -> bool:
    """Whether a word of paragraph `t` is one the cards' word table gives one-word `keyword` as its first
    translation, on `TABLE_WORD` of its card lines at least (es `volar`: flying, 0.94 on 1,203)."""
    table = _word_table(page.corpus, page.lang, printed=True)
    return any(table.get(k) == keyword for w in re.findall(r"\w+", _titled(t))
               for k in (w.lower(), *word_keys(w, page.lang)))


def _word_table(corpus, lang: str, printed: bool = False) -> dict[str, str]:
    """Analysed word of `lang` -> the English word the cards' word table gives as its first translation
    (`TABLE_WORD`), with `printed` the words as printed too; kept on the corpus, per language."""
    cache = _kept_on(corpus, "_word_table")
    if (lang, printed) not in cache:
        # (not a key shorter than four letters: de `ab`, the particle of `wirf ... ab`, discard, is in every text;
        # the word as printed is, es `volar`, whose key is `vol`)
        cache[(lang, printed)] = {
            k: english for word, english in _first_translations(corpus, lang).items()
            for k in {*(k for k in word_keys(word, lang) if len(k) >= 4), *((word.lower(),) if printed else ())}}
    return cache[(lang, printed)]


def _first_translations(corpus, lang: str) -> dict[str, str]:
    """Word of `lang` (as the word table holds it) -> the English word the table gives as its first translation,
    where that is at least `TABLE_WORD` likely on as many card lines; read once per language, kept on the corpus."""
    cache = _kept_on(corpus, "_first_translations")
    if lang not in cache:
        best: dict[str, tuple[float, str]] = {}
        for e in corpus.reader.word_pairs():
            if e.lang == lang and e.score > best.get(e.term, (0.0, ""))[0]:
                best[e.term] = (e.score, e.concept if e.count >= TABLE_WORD[1] else "")
        cache[lang] = {word: english for word, (score, english) in best.items() if score >= TABLE_WORD[0] and english}
    return cache[lang]


#: a word of the cards' word table says an action when that is its first translation, this likely at least, on
#: this many card lines at least (de `verhindert`: prevent, 0.65 on 63 lines; the term base holds `verhindere`)
TABLE_WORD = (0.5, 20)
#: the English words read through the word table: the verbs of actions (not control or attacking, which a
#: translation says in words of other senses), and combat, which the term base does not hold alone (es `combate`,
#: 0.84 on 1,075 card lines); not turn, step or phase, which it holds (and the table reads pt `neste`, in this, as turn)
_TABLE_WORDS = frozenset(("prevent", "destroy", "exile", "sacrifice", "discard", "combat"))


def _table_words(corpus, lang: str) -> dict[str, str]:
    """Analysed word of `lang` -> the English word (`_TABLE_WORDS`) the cards' word table gives as its first
    translation (`TABLE_WORD`); kept on the corpus, per language."""
    cache = _kept_on(corpus, "_table_words")
    if lang not in cache:
        cache[lang] = {k: english for k, english in _word_table(corpus, lang).items() if english in _TABLE_WORDS}
    return cache[lang]


#: the words at most between two keywords joined by and/or, the joining word first (es `dañar dos veces o vuelva a
#: obtener la de dañar primero`, or regains first strike: an exception widened)
JOINED_WORDS = 6


def _joined_to(page, text: str, keyword: str) -> str | None:
    """The keyword `text` names right beside a naming of `keyword`, joined to it by and/or (the words of the senses
    `and` and `or` of the language's `opposites`: `attacco improvviso e doppio attacco`, double strike), else None."""
    entry = _lang_registry.get(page.lang)
    joiners = {w for a, wa, b, wb in (entry.opposites if entry is not None else ()) if (a, b) == ("and", "or")
               for w in wa + wb}
    keywords = page.terms.keywords() if page.terms is not None else frozenset()
    hits = sorted((h for h in page.concepts.hits(text, page.lang) if h.concept in keywords), key=lambda h: h.start)
    for a, b in zip(hits, hits[1:]):
        between = text[a.end:b.start].split()
        if keyword in (a.concept, b.concept) and a.concept != b.concept and between and \
                between[0].casefold() in joiners and len(between) <= JOINED_WORDS:
            return b.concept if a.concept == keyword else a.concept
    return None


def _named_for_another(page, t: RuleNode, e: RuleNode, where: str, found: str, kind: str) -> None:
    """The `term` finding of a paragraph naming `found` where its English names `kind`; the fix gives the
    language's official wording of `kind` where the term base holds a sure one (es `hechizo` for spell)."""
    official = page.concepts.official(kind, page.lang)
    page.add("term", "warning", e.id, t.line,
             _("{where} names {found!r} where English {id} names {kind!r}").format(
                 where=where, found=found, id=e.id, kind=kind),
             _side_by_side(page.lang, t, e),
             _("write {term!r} ({kind}), as English {id} says").format(term=official.term, kind=kind, id=e.id)
             if official is not None else _("say {kind!r} as English {id} does").format(kind=kind, id=e.id))
