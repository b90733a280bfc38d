"""Guess the language of a text from its most common words (and CJK characters for Chinese/Japanese).

Good enough for a rule page or a CR file: those are long and full of function words. Used when a file
has no manifest entry and the caller gave no `--lang`.
"""
from __future__ import annotations

import re
from collections import Counter

__all__ = ["detect_language", "STOPWORDS"]

#: A handful of very frequent function words per language (chosen to be rare in the other languages).
STOPWORDS: dict[str, frozenset[str]] = {
    "en": frozenset("the of and that this with which is are player creature".split()),
    "es": frozenset("el los las del que una por para con jugador criatura".split()),
    "it": frozenset("il della che una per con sono giocatore creatura gli delle".split()),
    "de": frozenset("der die das und ein eine nicht mit ist spieler kreatur".split()),
    "pt": frozenset("o os da do que uma para com jogador criatura não".split()),
    "fr": frozenset("le les des que une pour avec est joueur créature".split()),
}

_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
_CJK = re.compile(r"[\u4e00-\u9fff]")
_KANA = re.compile(r"[\u3040-\u30ff]")


def detect_language(text: str, default: str = "en") -> str:
    """The most likely language code of `text` (en, es, it, de, pt, fr, zh, ja)."""
    sample = text[:200000]
    cjk = len(_CJK.findall(sample))
    if cjk > len(sample) * 0.1:
        return "ja" if len(_KANA.findall(sample)) > cjk * 0.2 else "zh"
    words = Counter(w.lower() for w in _WORD.findall(sample))
    scores = {lang: sum(words[w] for w in stop) for lang, stop in STOPWORDS.items()}
    best = max(scores, key=scores.get)
    return best if scores[best] > 0 else default
