"""Rendering of search results (text for people; `--json` prints `SearchResult.to_json()`) and of index reports.

The labels are `TEXTS`: `str.format` templates keyed by name, marked for the message catalogs and handed out in the
current UI language (`i18n.Templates`); the search layer's error messages live in `search/messages.py`. No click
here: bold is an ANSI escape, used only when the caller says the output is a terminal.
"""
from __future__ import annotations

import shutil
import textwrap

from .i18n import N_, Templates, format_date

__all__ = ["TEXTS", "render_search", "render_index_report"]

TEXTS: dict[str, str] = Templates({
    "fallback": N_("fallback: {asked} lacks this rule, shown in {lang}"),
    "fallback_glossary": N_("fallback: {asked} has no glossary entry for this, shown in {lang}"),
    "glossary": N_("glossary"),
    "no_results": N_("no results for {query!r} in {lang}"),
    "suggest": N_("did you mean: {words}?"),
    "card": N_("card: {card} — {text}"),
    "expanded": N_("also searched: {phrases}"),
    "unmatched": N_("found nowhere in the rules: {words}"),
    "aligned": N_("[{lang}]"),
    "now": N_("now {rule} in the English of {date}"),
    "gone": N_("no longer in the English of {date}"),
    "indexed": N_("indexed {documents} documents ({added} added, {removed} removed{sources}) in {seconds:.1f} s: {path}"),
    "indexed_sources": N_("; changed sources: {names}"),
    "indexed_full": N_("full build"),
})

_BOLD, _RESET = "\033[1m", "\033[0m"


def _width() -> int:
    return max(60, min(110, shutil.get_terminal_size((100, 24)).columns))


def _mark(snippet: str, spans, bold: bool) -> str:
    if not spans:
        return snippet
    out, last = [], 0
    for s, e in sorted(spans):
        if s < last:
            continue
        out.append(snippet[last:s])
        out.append(f"{_BOLD}{snippet[s:e]}{_RESET}" if bold else f"*{snippet[s:e]}*")
        last = e
    out.append(snippet[last:])
    return "".join(out)


def _card_line(card, width: int) -> str:
    """A card the query names, as printed and in English, with the start of its English text (what was
    searched with the query): `card: Usine de Mishra = Mishra's Factory — Mishra's Factory becomes...`."""
    line = TEXTS["card"].format(card=card.label, text=card.text_line)
    return line if len(line) <= width else line[:width - 1].rstrip() + "…"


def render_search(result, bold: bool = False) -> str:
    """Rule id, language, release, title and the snippet with matched words marked, per hit."""
    width = _width()
    out: list[str] = []
    for card in result.cards:
        out.append(_card_line(card, width))
    if result.expansions:
        out.append(TEXTS["expanded"].format(phrases=", ".join(result.expansions)))
    if result.unmatched and result.hits:
        out.append(TEXTS["unmatched"].format(words=", ".join(result.unmatched_with_respellings())))
    if not result.hits:
        out.append(TEXTS["no_results"].format(query=result.query, lang=result.lang))
        if result.suggestions:
            out.append(TEXTS["suggest"].format(words=", ".join(result.suggestions)))
        return "\n".join(out)
    for hit in result.hits:
        label = f"{TEXTS['glossary']}: {hit.id}" if hit.kind == "glossary" else hit.id
        head = f"{label} · {hit.lang} · {format_date(hit.revision)}"
        if hit.title and hit.kind != "glossary":
            head += f" · {hit.title}"
        if hit.kind == "glossary" and hit.rule:
            head += f" → {hit.rule}"
        if hit.now is not None:
            key = "now" if hit.now else "gone"
            head += f" · {TEXTS[key].format(rule=hit.now, date=format_date(hit.newest))}"
        if hit.fallback:
            key = "fallback_glossary" if hit.kind == "glossary" else "fallback"
            head += f"  [{TEXTS[key].format(asked=result.lang, lang=hit.lang)}]"
        out.append(f"{_BOLD}{head}{_RESET}" if bold else head)
        if hit.snippet and hit.snippet != hit.title:
            marked = _mark(hit.snippet, hit.highlights, bold)
            out.extend(textwrap.wrap(marked, width=width + (30 if bold else 0), initial_indent="    ",
                                     subsequent_indent="    "))
        if hit.definition:
            term, lang, text = hit.definition
            out.extend(textwrap.wrap(f"{TEXTS['glossary']}: {term} [{lang}] {text}", width=width,
                                     initial_indent="      ", subsequent_indent="      "))
        for lang, title, text in hit.aligned:
            body = " ".join(p for p in (title, text) if p)
            out.extend(textwrap.wrap(f"{TEXTS['aligned'].format(lang=lang)} {body}", width=width,
                                     initial_indent="      ", subsequent_indent="      "))
    return "\n".join(out)


def render_index_report(report) -> str:
    sources = ""
    if report.full:
        sources = "; " + TEXTS["indexed_full"]
    elif report.changed_sources:
        sources = TEXTS["indexed_sources"].format(names=", ".join(report.changed_sources))
    return TEXTS["indexed"].format(documents=report.documents, added=report.added, removed=report.removed,
                                   sources=sources, seconds=report.seconds, path=report.path)
