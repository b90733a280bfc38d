"""Guess the language of a text: by script for Chinese and Japanese, else by the registry's detection words.

Good enough for a rule page or a CR file: those are long and full of function words. Used when a file has no
manifest entry and the caller gave no `--lang`, for each half of a bilingual page, and for the paragraphs of a
translated page that shows the English text where a translation is missing.
"""
from __future__ import annotations

import re
from collections import Counter

from . import lang as _lang
from .lang import languages

__all__ = ["detect_language", "language_share"]

#: a word (not a subrule's letter glued to its number: the `a` of `701.61a` is no English word, and had tied a
#: Spanish line with Portuguese)
_WORD = re.compile(r"(?<!\d)[^\W\d_]+(?:['’][^\W\d_]+)?")
_HAN = re.compile(r"[\u4e00-\u9fff]")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_KANA = re.compile(r"[\u3040-\u30ff]")

#: Scripts told apart by their characters: kana make a Han text Japanese.
_BY_SCRIPT = {e.script: e.code for e in languages() if not e.spaced}


def detect_language(text: str, default: str = "en") -> str:
    """The most likely registered language code of `text` (the one most of its lines are in, else the one most
    of its words are); `default` when nothing tells."""
    sample = text[:200000]
    han = len(_HAN.findall(sample))
    if han > len(sample) * 0.1:
        script = "Jpan" if len(_KANA.findall(sample)) > han * 0.2 else "Hans"
        return _BY_SCRIPT.get(script, default)
    # the language most of its lines are in: a page with a paragraph left in English is in its own language
    # (trans24's es 702.3: three short Spanish lines and a longer English one, which won the count of words)
    votes = Counter(code for line in sample.splitlines() if (code := _line_language(line))).most_common(3)
    if votes and (len(votes) == 1 or votes[0][1] > votes[1][1]):
        return votes[0][0]
    # as many lines in English as in one other language: English is what a translation leaves (trans65's it 702.70:
    # one Italian paragraph, one left in English)
    tied = [code for code, n in votes if n == votes[0][1]] if votes else []
    if len(tied) == 2 and "en" in tied:
        return next(code for code in tied if code != "en")
    code, _share = language_share(sample)
    return code or default


def _line_language(line: str) -> str:
    """The language of one line: of its words, or where its sentences are as many in English as in one other
    language, the other (es 701.69a: one Spanish sentence and one left in English, whose function words won)."""
    code = language_share(line)[0]
    if code != "en":
        return code
    sentences = _SENTENCE_END.split(line)
    if len(sentences) < 2:
        return code
    top = Counter(c for sentence in sentences if (c := language_share(sentence)[0])).most_common(2)
    if len(top) == 2 and top[0][1] == top[1][1] and "en" in (top[0][0], top[1][0]):
        return top[1][0] if top[0][0] == "en" else top[0][0]
    return code


_INDEX: list = [None, None]  # (the registry tuple it was built from, the index)


def _detection_index() -> tuple[tuple[str, ...], dict[str, tuple[str, ...]]]:
    """The languages with detection words (registry order), and each detection word's languages (built once
    per registry tuple)."""
    entries = languages()
    if _INDEX[0] is not entries:
        codes = tuple(e.code for e in entries if e.detect_words)
        index: dict[str, list[str]] = {}
        for e in entries:
            for w in e.detect_words:
                index.setdefault(w, []).append(e.code)
        _INDEX[:] = [entries, (codes, {w: tuple(c) for w, c in index.items()})]
    return _INDEX[1]


def language_share(text: str, candidates: tuple[str, ...] = ()) -> tuple[str, float]:
    """The language of `text` by detection words, among `candidates` (default: every registered language with
    detection words): (code, share of its words that are detection words of it); ('', 0.0) when no language
    wins (no detection word, or a tie)."""
    words = Counter(w.lower().replace("’", "'") for w in _WORD.findall(text))
    total = sum(words.values())
    if not total:
        return "", 0.0
    codes, index = _detection_index()
    scores = {code: 0 for code in codes if not candidates or code in candidates}
    if not scores:
        return "", 0.0
    for w, n in words.items():  # one look-up per distinct word, whatever the number of languages
        for code in index.get(w, ()):
            if code in scores:
                scores[code] += n
    best = max(scores, key=lambda k: scores[k])
    if scores[best] == 0:
        return "", 0.0
    tied = [code for code, n in scores.items() if n == scores[best]]
    if len(tied) > 1:
        # a short line whose function words two languages share (fr/es `la ... de ... se`): the letters only one
        # of them writes, if they tell (fr 512.1 `deux étapes : l'étape de fin`)
        letters = {code: sum(text.lower().count(c) for c in _detection_letters(code)) for code in tied}
        best = max(letters, key=lambda k: letters[k])
        if list(letters.values()).count(letters[best]) > 1:
            return "", 0.0
    return best, scores[best] / total


def _detection_letters(code: str) -> str:
    entry = _lang.get(code)
    return entry.detect_letters if entry is not None else ""
