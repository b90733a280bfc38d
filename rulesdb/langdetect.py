"""Guess the language of a text from its most common words (and CJK characters for Chinese/Japanese).

Good enough for a rule page or a CR file: those are long and full of function words. Used when a file
has no manifest entry and the caller gave no `--lang`.
"""
from __future__ import annotations

import re
from collections import Counter

__all__ = ["detect_language", "language_share", "STOPWORDS"]

#: Frequent short function words per language (chosen to be rare in the other languages): enough to tell
#: apart the languages rule pages are written in, even in a paragraph.
STOPWORDS: dict[str, frozenset[str]] = {
    "de": frozenset("der die das den dem des und ist nicht mit ein eine einer eines zu im in auf für von sind sie "
                    "es wenn oder auch hat haben wird werden nach diese dieser diesem noch weder sich kein keine "
                    "zum zur bei aus als".split()),
    "en": frozenset("the and is of to a an in that with it for are on as not be or this have has that by from "
                    "its if after won't isn't didn't at".split()),
    "es": frozenset("el la los las y es de que en un una con por para del al se no su sus o".split()),
    "it": frozenset("il lo la le gli i e è di che in un una con per del della al non si o da".split()),
    "pt": frozenset("o a os as e é de que em um uma com por para do da ao não se ou".split()),
    "fr": frozenset("le la les et est de que en un une avec pour du des au ne pas se ou".split()),
}

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
_CJK = re.compile(r"[\u4e00-\u9fff]")
_KANA = re.compile(r"[\u3040-\u30ff]")


def detect_language(text: str, default: str = "en") -> str:
    """The most likely language code of `text` (en, es, it, de, pt, fr, zh, ja)."""
    sample = text[:200000]
    cjk = len(_CJK.findall(sample))
    if cjk > len(sample) * 0.1:
        return "ja" if len(_KANA.findall(sample)) > cjk * 0.2 else "zh"
    code, _share = language_share(sample)
    return code or default


def language_share(text: str, candidates: tuple[str, ...] = ()) -> tuple[str, float]:
    """The language of `text` by stop words: (code, share of its words that are stop words of it);
    ('', 0.0) when no language wins (no stop word, or a tie)."""
    words = Counter(w.lower().replace("’", "'") for w in _WORD.findall(text))
    total = sum(words.values())
    if not total:
        return "", 0.0
    langs = candidates or tuple(STOPWORDS)
    scores = {lang: sum(n for w, n in words.items() if w in STOPWORDS.get(lang, ())) for lang in langs}
    best = max(scores, key=lambda k: scores[k])
    if scores[best] == 0 or list(scores.values()).count(scores[best]) > 1:
        return "", 0.0
    return best, scores[best] / total
