"""The search, end to end: parse the query, pick its language and releases, compile it, rank, and make the hits
(snippets, fallbacks, the aligned rule in other languages). `search()` is the one entry point."""
from __future__ import annotations

import struct
import zlib
from dataclasses import replace

from ..cardnames.match import name_words
from ..errors import QueryError
from .cards import CARD_BOOST, card_terms, named_cards, unspaced_names_left_out
from .compile import compile_query
from .document import IndexDoc, field_lang
from .expansion import english_release, decompounder
from .messages import ERRORS
from .query import Word, leaves, parse_query
from .rank import numbered_alike, rank
from .renumbering import now_numbered
from .results import Hit, SearchResult
from .scopes import detect_query_language, scopes_for
from .snippets import snippet
from .spelling import close_words

__all__ = ["search"]


def _make_hit(doc: IndexDoc, score: float, why: str, asked: str, scopes: dict[str, str], query_terms, index,
              definition: IndexDoc | None = None) -> Hit:
    body = doc.text or doc.examples
    if not body and doc.kind == "rule":
        body = doc.title
    dec = decompounder(index) if doc.lang == "de" else None
    text, spans = snippet(body, field_lang(doc.lang), query_terms, decompounder=dec)
    revision = doc.revision(scopes)
    now, newest = _now_numbered(doc, revision, index)
    return Hit(id=doc.term if doc.kind == "glossary" else doc.rule, lang=doc.lang, revision=revision,
               title=doc.title, snippet=text, score=float(score), fallback=asked != "all" and doc.lang != asked,
               kind=doc.kind, why=why, highlights=spans, rule=doc.rule, source=doc.source_of(revision),
               definition=(definition.term, definition.lang, definition.text) if definition is not None else (),
               now=now, newest=newest)


def _now_numbered(doc: IndexDoc, revision: str, index) -> tuple[str | None, str]:
    """Where a rule of an older release (a translation's: of the English release it follows), or the rule a glossary
    entry of one cites, stands in the newest English release: (its number there or "" when gone, that release), or
    (None, "") when numbered alike."""
    releases = index.lexicon.languages
    if not doc.rule or "en" not in releases:
        return None, ""
    followed = revision if doc.lang == "en" else english_release(revision, releases["en"].revs)
    now = now_numbered(index.lexicon.renumbered, followed, doc.rule)
    newest = index.lexicon.newest_english
    return (now, newest) if now is not None and newest else (None, "")


def _align(hit: Hit, langs: tuple[str, ...], index) -> Hit:
    """The hit with the same rule in each of `langs` beside it, where that rule is the same rule: English in the
    release the hit's language follows; another language in its default release when the English rule stands
    with that number and text in the release it follows (`rank.numbered_alike`)."""
    if hit.kind != "rule":
        return hit
    aligned = []
    releases = index.lexicon.languages
    en_revs = releases["en"].revs if "en" in releases else ()
    english = None
    if hit.lang == "en":
        english = next(iter(index.rules([hit.id], {"en": hit.revision}, subtree=False)), None)
    for other in langs:
        if other == hit.lang or other not in releases:
            continue
        if other == "en":
            rev = english_release(hit.revision, en_revs) or releases["en"].default
        else:
            rev = releases[other].default
            if english is None or not numbered_alike(english, other, {other: rev}, index):
                continue  # numbered otherwise (or not known to be numbered alike) in that release
        docs = index.rules([hit.id], {other: rev}, subtree=False)
        if docs:
            aligned.append((other, docs[0].title, docs[0].text or docs[0].examples))
    return replace(hit, aligned=tuple(aligned))


def _suggestions(tree, lang: str, index) -> tuple[str, ...]:
    """Close words of the corpus for the query's words (shown when nothing was found)."""
    found: list[str] = []
    for leaf in leaves(tree):
        for w in leaf.text.split():
            for s in index.suggest(w, "en" if lang == "all" else lang):
                if s not in found and s != w.lower():
                    found.append(s)
    return tuple(found[:8])


def _distinct_hits(ranked, limit: int, lang: str, scopes: dict[str, str], query_terms, index,
                   current: bool = True) -> list[Hit]:
    """The first `limit` hits of `ranked`, each rule once: a rule of a translation made from an older English
    release (pt-BR 2020 103.4c) and the English rule it is numbered as today (103.5c) are one rule, shown where it
    ranks first. `current` (no release asked for): a rule gone from today's rules, or a glossary entry citing one
    (pt-BR 2020 `Ordem de Atribuição de Dano`, 509.2: damage assignment order, dropped in 2025), comes after the
    hits of today's rules."""
    hits: list[Hit] = []
    gone: list[Hit] = []
    shown: set[str] = set()
    for r in ranked:
        if len(hits) >= limit:
            break
        hit = _make_hit(r.doc, r.score, r.why, lang, scopes, query_terms, index, r.definition)
        if hit.kind == "rule":
            # numbered alike (now None), renumbered (now: today's number), or gone today (now "": itself)
            key = hit.id if hit.now is None else (hit.now or f"{hit.lang} {hit.revision} {hit.id}")
            if key in shown:
                continue
            shown.add(key)
        (gone if current and hit.now == "" else hits).append(hit)
    return hits + gone[:limit - len(hits)]


#: what a damaged index file raises while it is read (a deleted or truncated segment)
_DAMAGE = (OSError, EOFError, struct.error, zlib.error)


def search(query: str, lang: str | None = None, rev: str | None = None, limit: int = 10, home=None,
           index=None, with_langs: tuple[str, ...] = (), progress=None, termbase=None,
           card_lookup=None) -> SearchResult:
    """Search the corpus (see `_search`); a damaged index is an `IndexError_` naming the command that fixes it."""
    try:
        return _search(query, lang, rev, limit, home, index, with_langs, progress, termbase, card_lookup)
    except _DAMAGE as e:
        from .generations import IndexError_

        where = getattr(index, "path", None) or "the data directory"
        raise IndexError_(f"the search index in {where} is damaged ({type(e).__name__}); rebuild it with "
                          f"`rulesdb build` (or `rulesdb search --reindex`)") from None


def _search(query: str, lang: str | None, rev: str | None, limit: int, home, index, with_langs: tuple[str, ...],
            progress, termbase, card_lookup=None) -> SearchResult:
    """Search the corpus. `lang` None picks the query's language; "all" searches every language. `index` is an
    open `RuleIndex` (else the index of `home` is opened, and built on first use with `progress`); `termbase`
    (the corpus's `TermBase`) translates the query's game terms into English; `card_lookup` (the store's
    `cards_named`) finds the cards the query names, whose English text is searched with it (`search.cards`)."""
    tree, filters = parse_query(query)
    if index is None:
        from .generations import open_index

        index = open_index(home, build_if_missing=True, progress=progress)
    lang = filters.get("lang", lang)
    rev = filters.get("rev", rev)
    if lang is None:
        lang = detect_query_language(query, index.lexicon, index)
    # the term base's languages matter for a language the index has no rules in (searched in English through its
    # terms, or refused naming the languages known): only then are they asked for
    translated = (tuple(termbase.languages()) if termbase is not None and lang != "all"
                  and lang not in index.lexicon.languages else ())
    scopes = scopes_for(lang, index.lexicon, rev, translated)
    if tree is None or not any(c.isalnum() for leaf in leaves(tree) for c in leaf.text):
        # nothing but punctuation or symbols (`?`, `🙂`): as empty as no words
        raise QueryError(ERRORS["err_empty"], position=0)
    dec = decompounder(index) if lang == "de" else None
    # a query written with phrases or operators searches what it says: no card is read in it
    literal = '"' in query or any(w in ("AND", "OR", "NOT") for w in query.split())
    cards = [] if literal else named_cards(query, lang, index, termbase, card_lookup)
    unspaced = unspaced_names_left_out(query, cards)
    if unspaced != query:
        tree = parse_query(unspaced)[0] or tree
    compiled = compile_query(tree, lang, index, dec, termbase, card_terms(cards), CARD_BOOST)
    ranked = rank(tree, compiled, lang, scopes, index, limit)
    hits = _distinct_hits(ranked, limit, lang, scopes, compiled.terms, index, current=rev is None)
    if with_langs:
        hits = [_align(h, with_langs, index) for h in hits]

    def found(word: str) -> bool:
        """Whether a close word offered is found when searched (a word, never read as a query's operator)."""
        return len(word) >= 4 and not compile_query(Word(word, 0), lang, index, dec, termbase).unmatched

    # a word of a card's name is the card, not a word the rules lack (`Thalia`, `Urborg`)
    named = {w.casefold() for c in cards for w in name_words(query[c.start:c.end])}
    unmatched = tuple(w for w in compiled.unmatched if w.casefold() not in named)
    return SearchResult(query=query, lang=lang, hits=tuple(hits), cards=tuple(cards),
                        suggestions=() if hits else _suggestions(tree, lang, index),
                        expansions=compiled.expanded, scopes=scopes, unmatched=unmatched,
                        respellings=close_words(unmatched, lang, index, termbase, found) if hits else ())
