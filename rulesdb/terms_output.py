"""Rendering `rulesdb term` results as text (the JSON is the result's own `to_json`)."""
from __future__ import annotations

from .i18n import N_, _
from .termbase.base import uncertain

__all__ = ["render_term"]

#: what each kind of wording is, as the output names it
_KIND_LABELS = {
    "printed": N_("printed on cards"),
    "title": N_("rule title of a translated CR"),
    "rules": N_("translators' term list"),
    "glossary": N_("glossary headword of a translated CR"),
    "card": N_("keyword table"),
    "alt": N_("keyword table, alternative"),
    "rules-text": N_("used in the translated rules text"),
    "composed": N_("composed from its parts (not printed)"),
    "curated": N_("curated by rulesdb (not printed, no evidence: verify)"),
}


def _kind(kind: str) -> str:
    return _(_KIND_LABELS[kind]) if kind in _KIND_LABELS else kind


def _evidence(e) -> str:
    if e.kind == "rules-text":
        return " · ".join((_kind(e.kind), _("{count} of {total} rules").format(count=e.count, total=e.total),
                           e.first, e.source))
    if e.kind == "composed":
        return " · ".join((_kind(e.kind), _("pattern {pattern}").format(pattern=e.example), e.source))
    if e.kind != "printed":
        return f"{_kind(e.kind)} · {e.source}"
    parts = [_("printed {first} … {last}").format(first=e.first, last=e.last),
             _("{count} of {total} cards").format(count=e.count, total=e.total),
             _("score {score:.2f}").format(score=e.score)]
    if e.example:
        parts.append(_("e.g. {card}").format(card=e.example))
    if e.current:
        parts.insert(0, _("current"))
    if e.rank > 1:
        parts.insert(0, _("alternative #{rank}").format(rank=e.rank))
    if uncertain(e):
        parts.insert(0, _("uncertain: found beside few of the term's cards, maybe a phrase near it"))
    return " · ".join(parts)


def render_term(result) -> str:
    lines = []
    counts = dict(result.english)
    if result.direction != "to":
        concepts = ", ".join(dict.fromkeys(m.concept for m in result.matches))
        lines.append(_("{words} → {terms}").format(words=result.query, terms=concepts))
    concept = None
    for m in result.matches:
        if result.direction == "to" and m.concept != concept:
            # one heading per concept: a term of two senses gives its verb after it (counter, counter (verb))
            concept = m.concept
            lines.append(_("{term} [en] · printed on {count} English cards").format(term=concept,
                                                                                   count=counts.get(concept, 0)))
        e = m.entry
        head = f"  {e.lang:<8}{e.term}" if result.direction == "to" else f"  {m.concept} · {e.lang} {e.term}"
        lines.append(head)
        lines.append(f"          {_evidence(e)}")
        if e.forms:
            lines.append("          " + _("forms: {forms}").format(forms=", ".join(e.forms)))
    return "\n".join(lines)
