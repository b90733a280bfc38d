"""Aligning a card pair into parallel segments: the evidence unit of the term base.

A printing's English text and its translation are cut into pieces that translate each other, so that a term
and its rendering are counted together only where they can be translations of one another:

- the **type line** is split at its dash into types (`Legendary Creature`) and subtypes (`Human Wizard`);
- the **rules text** is cut into lines when both sides have the same number of lines. Many translations lost
  their line breaks (`...aus deiner Hand ab.Ziehe zwei Karten.`): then both sides are cut into sentences and the
  translated sentences are grouped line by line as the English ones are, when the counts agree;
- within a line, **reminder text** (in parentheses) is its own segment when both sides have some;
- a text that cannot be aligned stays one segment (kind `card`), still evidence, but weaker.

The card's own name is replaced by `~` on both sides (English names and translated names are not terms).
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from .cards import CardPair

__all__ = ["Segment", "segments", "split_sentences", "normalize"]

#: the dash between types and subtypes, as the card languages print it (French prints a colon; Chinese a wave
#: dash, 法术～古咒, that NFKC makes a tilde: 法术~古咒)
_TYPE_DASH = re.compile(r"\s+[—–\-―─:]\s+|[—～―─]|\s*[～~]\s*")
_ENDS = ".!?。！？"
_NO_SPLIT_BEFORE = ")\"'»」』”’.,;:0123456789"


@dataclass(frozen=True)
class Segment:
    """Two pieces of text that translate each other; `kind` is type, subtype, text, reminder or card."""

    kind: str
    en: str
    tr: str


def normalize(text: str) -> str:
    """NFKC (full-width digits and brackets become ASCII), one kind of apostrophe and dash."""
    text = unicodedata.normalize("NFKC", text or "")
    return text.replace("\u2019", "'").replace("\u2212", "-")


def _without_name(text: str, name: str) -> str:
    if name and len(name) > 1:
        text = text.replace(name, "~")
        for half in name.split(" // "):  # split and double-faced cards name each half
            if half != name and len(half) > 1:
                text = text.replace(half, "~")
    return text


def split_sentences(text: str) -> list[str]:
    """Sentences of a line, never inside parentheses or quotes; a period glued to the next word splits too."""
    out, start, depth, quote = [], 0, 0, False
    for i, ch in enumerate(text):
        if ch in "(「『":
            depth += 1
        elif ch in ")」』" and depth:
            depth -= 1
        elif ch in "\"“”«»":
            quote = not quote if ch in "\"" else (ch in "“«")
        elif ch in _ENDS and depth == 0 and not quote:
            nxt = text[i + 1:i + 2]
            if nxt and nxt not in _NO_SPLIT_BEFORE and nxt not in _ENDS:
                out.append(text[start:i + 1].strip())
                start = i + 1
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    return [s for s in out if s]


_PARENS = re.compile(r"\([^()]*\)")


def _line_segments(en: str, tr: str) -> list[Segment]:
    en_rem = _PARENS.findall(en)
    tr_rem = _PARENS.findall(tr)
    if en_rem and tr_rem:
        out = [Segment("reminder", " ".join(en_rem), " ".join(tr_rem))]
        en_main, tr_main = _PARENS.sub(" ", en).strip(), _PARENS.sub(" ", tr).strip()
        if en_main or tr_main:
            out.insert(0, Segment("text", en_main, tr_main))
        return out
    if en_rem and not tr_rem:
        en = _PARENS.sub(" ", en).strip()
    elif tr_rem and not en_rem:
        tr = _PARENS.sub(" ", tr).strip()
    return [Segment("text", en, tr)]


def _text_lines(en: str, tr: str) -> list[tuple[str, str]] | None:
    en_lines = [l.strip() for l in en.split("\n") if l.strip()]
    tr_lines = [l.strip() for l in tr.split("\n") if l.strip()]
    if len(en_lines) == len(tr_lines):
        return list(zip(en_lines, tr_lines))
    if len(tr_lines) != 1:
        return None
    counts = [len(split_sentences(l)) for l in en_lines]
    sentences = split_sentences(tr_lines[0])
    if len(sentences) != sum(counts):
        return None
    out, k = [], 0
    for line, n in zip(en_lines, counts):
        out.append((line, " ".join(sentences[k:k + n])))
        k += n
    return out


def segments(pair: CardPair) -> list[Segment]:
    """The aligned segments of a card pair (type line first, then the text line by line)."""
    out: list[Segment] = []
    en_type, tr_type = normalize(pair.type[0]), normalize(pair.type[1])
    # a type line is no sentence: one printing of Ice (CMD/198) holds `Tap target permanent.` for its type, which
    # made every word of it a type word of tap (es objetivo, it bersaglio, fr ciblée first for tap)
    if en_type.rstrip().endswith("."):
        en_type = tr_type = ""
    if en_type and tr_type:
        en_parts = _TYPE_DASH.split(en_type, maxsplit=1)
        tr_parts = _TYPE_DASH.split(tr_type, maxsplit=1)
        if len(en_parts) == len(tr_parts):
            out.extend(Segment(k, e.strip(), t.strip()) for k, e, t in zip(("type", "subtype"), en_parts, tr_parts))
        else:
            out.append(Segment("type", en_type, tr_type))
    en = _without_name(normalize(pair.text[0]), normalize(pair.name[0]))
    tr = _without_name(normalize(pair.text[1]), normalize(pair.name[1]))
    if en.strip() and tr.strip():
        lines = _text_lines(en, tr)
        if lines is None:
            out.append(Segment("card", " ".join(en.split()), " ".join(tr.split())))
        else:
            for e, t in lines:
                out.extend(_line_segments(e, t))
    return out
