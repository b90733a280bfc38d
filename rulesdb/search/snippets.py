"""Snippets and highlighting: the window of a rule's text shown for a hit, and where the query's words are in it.

A word matches by its stem or its exact lower-case form; in German also a compound part of it, and then only that
part is marked (`Kampf[schaden]segment` for `Schaden`).
"""
from __future__ import annotations

from typing import AbstractSet, Mapping

from ..analysis import Decompounder, analyze_tokens, fold, normalize, stem

__all__ = ["match_spans", "snippet", "clear_cache"]

Terms = Mapping[str, AbstractSet[str]]

#: analysed tokens of the texts snippets were made from (the same rules come back query after query)
_TOKENS: dict[tuple[str, str], list] = {}


def clear_cache() -> None:
    """Forget the analysed texts (a benchmark of first queries starts from here)."""
    _TOKENS.clear()


def _tokens(text: str, lang: str) -> list:
    key = (text, lang)
    toks = _TOKENS.get(key)
    if toks is None:
        if len(_TOKENS) > 20_000:
            _TOKENS.clear()
        toks = _TOKENS[key] = analyze_tokens(text, lang, stopwords=False)
    return toks


def _part_spans(word: str, offset: int, decompounder: Decompounder, wanted: set[str]) -> list[tuple[int, int]]:
    """(start, end) in the text of the compound parts of `word` (at `offset`) whose stem was searched for."""
    parts = [p for p in decompounder.split(word) if stem(p, "de") in wanted]
    if not parts:
        return []
    origin: list[int] = []  # index in `word` of each character of the folded word
    for i, c in enumerate(word):
        origin.extend([i] * len(fold(c)))
    origin.append(len(word))
    folded = fold(word)
    spans = []
    for p in parts:
        at = folded.find(p)
        if at >= 0:
            spans.append((offset + origin[at], offset + origin[at + len(p) - 1] + 1))
    return spans


def match_spans(text: str, lang: str, query_terms: Terms, decompounder: Decompounder | None = None) -> list[tuple[int, int]]:
    """(start, end) of the words of `text` (normalised) that the query matched, in order, none inside another.

    `query_terms`: language -> analysed terms, `lang!` -> exact lower-case forms (`CompiledQuery.terms`)."""
    wanted = query_terms.get(lang, set())
    exact = query_terms.get(lang + "!", set())
    spans: list[tuple[int, int]] = []
    for t in _tokens(text, lang):
        if t.term in wanted or text[t.start:t.end].casefold() in exact:
            spans.append((t.start, t.end))
        elif decompounder is not None and lang == "de" and t.end - t.start >= decompounder.MIN_WORD:
            spans.extend(_part_spans(text[t.start:t.end], t.start, decompounder, wanted))
    spans = sorted(set(spans), key=lambda se: (se[0], -se[1]))
    out: list[tuple[int, int]] = []
    for s, e in spans:
        if out and s < out[-1][1]:
            continue  # inside (or overlapping) a longer span already marked
        out.append((s, e))
    return out


def snippet(text: str, lang: str, query_terms: Terms, width: int = 200,
            decompounder: Decompounder | None = None) -> tuple[str, tuple[tuple[int, int], ...]]:
    """A window of `text` around the first matched word, and the (start, end) of matched words in it."""
    text = normalize(" ".join(text.split()))
    spans = match_spans(text, lang, query_terms, decompounder)
    if len(text) <= width:
        return text, tuple(spans)
    first = spans[0][0] if spans else 0
    start = max(0, first - width // 3)
    if start:
        space = text.find(" ", start)
        start = space + 1 if 0 <= space < first else start
    end = min(len(text), start + width)
    if end < len(text):
        space = text.rfind(" ", start, end)
        end = space if space > first else end
    prefix = "… " if start else ""
    suffix = " …" if end < len(text) else ""
    shift = len(prefix) - start
    inside = tuple((s + shift, e + shift) for s, e in spans if s >= start and e <= end)
    return prefix + text[start:end] + suffix, inside
