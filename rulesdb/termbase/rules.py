"""Rules-text evidence: the renderings a translated Comprehensive Rules text itself uses (kind `rules-text`).

Where a language has a full or partial CR translation in the corpus (the community Chinese translation with its
English companion; the pt-BR PO file, each msgstr beside its msgid), every numbered rule is a parallel text of its
English rule of the release the translation follows, aligned by rule number. The same derivation as for cards
(`derive.derive_language`) runs over these rule pairs instead of card pairs: a rule pair is split into its title,
its sentences (when both sides have as many) and its examples (when both have as many), and a rendering's `count`
is the number of **rules** printing it beside the English term (`total`: rules whose English has the term);
`first`/`last` are the release of the translation.

The glossary of the translation is left out on purpose: it is what the bench's rules gold is read from, and a
headword beside its headword would be no evidence but the answer. Only numbered rules (100.1 .. 905.x) are read.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable, Sequence

from .cards import CardPair
from .derive import derive_language
from .english import EnglishTerm
from .record import Rendering
from .segments import normalize, split_sentences

__all__ = ["RULES_KIND", "rule_pairs", "derive_rules_text", "rules_sources"]

RULES_KIND = "rules-text"


def _lines(en: str, tr: str) -> list[tuple[str, str]]:
    en, tr = normalize(en).strip(), normalize(tr).strip()
    if not en or not tr:
        return []
    a, b = split_sentences(" ".join(en.split())), split_sentences(" ".join(tr.split()))
    if len(a) == len(b) and len(a) > 1:
        return list(zip(a, b))
    return [(" ".join(en.split()), " ".join(tr.split()))]


def rule_pairs(lang: str, english: Iterable, translated: Iterable, released: str) -> list[CardPair]:
    """One pair per numbered rule both trees hold (same rule id), in rule order, as a `CardPair` whose text is
    the rule's lines (title, sentences, examples); `ref` is the rule id."""
    en_by = {str(n.id): n for n in english}
    out: list[CardPair] = []
    for i, node in enumerate(translated):
        rid = str(node.id)
        en = en_by.get(rid)
        if en is None or node.lang == "en":
            continue
        lines: list[tuple[str, str]] = []
        if en.title and node.title:
            lines.append((en.title, node.title))
        lines += _lines(en.text, node.text)
        if len(en.examples) == len(node.examples):
            for x, y in zip(en.examples, node.examples):
                lines += _lines(x, y)
        if not lines:
            continue
        out.append(CardPair(i, rid, released, lang, ("", ""), ("\n".join(e for e, _t in lines),
                                                                "\n".join(t for _e, t in lines)), ("", "")))
    return out


#: a translation with fewer numbered rules is a few pages, not a rules text (the seed pages of de, es, it)
MIN_RULES = 200


def rules_sources(corpus) -> list[tuple[str, str, str]]:
    """(language, translated release, English release it follows) of every dated CR translation in the corpus
    with at least `MIN_RULES` numbered rules: its latest such release."""
    out = []
    for lang in sorted(corpus.languages()):
        if lang == "en":
            continue
        for rev in reversed([r for r in corpus.revisions(lang) if r[:1].isdigit()]):
            base = corpus.followed_release(lang, rev)
            if base and len(corpus.tree(lang, rev)) >= MIN_RULES:
                out.append((lang, rev, base))
                break
    return out


def derive_rules_text(lang: str, pairs_: Sequence[CardPair], terms: Sequence[EnglishTerm]) -> list[Rendering]:
    """The renderings of `terms` as the rule texts of `lang` use them (kind `rules-text`). A wording that is another
    English term as written (not one in the term's own words) is that term left in English, not a rendering: the
    pt-BR rules list the land types untranslated (`Desert, Forest, Gate, ...`), where `Gate` stood beside wall
    and `Mine` beside gate."""
    english = {t.term.casefold() for t in terms}
    rows = [replace(r, kind=RULES_KIND) for r in derive_language(lang, pairs_, terms, longer=True)
            if r.rendering.casefold() in r.term.casefold() or r.rendering.casefold() not in english]
    return _ranked_again(rows)


def _ranked_again(rows: list[Rendering]) -> list[Rendering]:
    """The rows of each term ranked 1, 2, ... in their order, once some are left out; the first is the current
    one where the one marked current was left out."""
    out: list[Rendering] = []
    by_term: dict[str, list[Rendering]] = {}
    for r in rows:
        by_term.setdefault(r.term, []).append(r)
    for held in by_term.values():
        held.sort(key=lambda r: r.rank)
        current = any(r.current for r in held)
        out += [replace(r, rank=i, current=r.current or (i == 1 and not current)) for i, r in enumerate(held, 1)]
    return out
