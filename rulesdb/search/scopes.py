"""Languages and releases of a search: the language of a query, and which release of each language is searched
(the asked language and English, its fallback; every language for `all`)."""
from __future__ import annotations

import re

from .. import lang as registry
from ..analysis import analyze, is_cjk, terms
from ..errors import UnknownLanguageError
from ..termbase.words import word_keys
from .expansion import Lexicon, Releases
from .messages import ERRORS

__all__ = ["detect_query_language", "scopes_for"]

_LETTERS_RE = re.compile(r"[^\W\d_]+")


#: scripts that name their language outright (kana: Japanese; Hangul: Korean; Cyrillic: Russian)
_SCRIPTS = ((re.compile(r"[\u3040-\u30ff]"), "ja"), (re.compile(r"[\uac00-\ud7af]"), "ko"),
            (re.compile(r"[\u0400-\u04ff]"), "ru"))


def detect_query_language(text: str, lexicon: Lexicon, index=None) -> str:
    """The language of a query: ja, ko or ru by their script, zh for Chinese characters; else the language whose
    words the query has most of (`_vocabulary_scores`), ties going to what `_by_function_words` says; else that."""
    for script, code in _SCRIPTS:
        if script.search(text):
            return code
    if is_cjk(text):
        return "zh"
    scores = _vocabulary_scores(text, lexicon)
    best = max(scores.values(), default=0)
    if best:
        tied = [lang for lang, n in scores.items() if n == best]
        if len(tied) == 1:
            return tied[0]
        guess = _by_function_words(text, lexicon, index)
        return guess if guess in tied else ("en" if "en" in tied else tied[0])
    return _by_function_words(text, lexicon, index)


def _vocabulary_scores(text: str, lexicon: Lexicon) -> dict[str, int]:
    """Per spaced language with detection words (en es it de fr pt), how much of the query is its words: 2 for
    each of its function words (detection, question and stop words of the registry), 1 for each word its word
    table translates (English: a word the tables translate into). Short questions share `de`, `que`, `a` across
    languages; their other words tell them apart (judge questions: 26 of 240 detected wrong by function words
    alone, none with this)."""
    words = [w.casefold() for w in _LETTERS_RE.findall(text) if w not in ("AND", "OR", "NOT")]
    scores: dict[str, int] = {}
    if not words:
        return scores
    for entry in registry.languages():
        if not entry.spaced or not entry.detect_words:
            continue
        lang = entry.code
        function = entry.detect_words | entry.question_words | entry.stopwords
        if lang == "en":
            known = lexicon.english_words
            keys = lambda w: terms(w, "en")  # noqa: E731
        else:
            known = lexicon.words.get(lang, {})
            keys = lambda w, lang=lang: word_keys(w, lang)  # noqa: E731
        n = 0
        for w in words:
            if w in function:
                n += 2
            if any(k in known for k in keys(w)):
                n += 1
        scores[lang] = n
    return scores


def _by_function_words(text: str, lexicon: Lexicon, index=None) -> str:
    """A language the function words of the query name clearly (the registry's detection words: "¿qué pasa si
    mi criatura…" is Spanish); else the language whose expansion table knows most of it; else the language whose
    indexed words cover more of it than English does; else en."""
    from ..langdetect import language_share

    code, share = language_share(text)
    if code and share >= 0.2:
        return code
    best, best_n = "en", 0
    for lang, table in lexicon.expansions.items():
        if lang == "zh":
            continue
        words = terms(text, lang)
        n = sum(1 for i in range(len(words)) for j in range(i + 1, len(words) + 1) if " ".join(words[i:j]) in table)
        if n > best_n:
            best, best_n = lang, n
    if best_n or index is None:
        return best
    words = [w for w in _LETTERS_RE.findall(text) if w not in ("AND", "OR", "NOT")]
    if not words:
        return "en"
    counts = {lang: sum(1 for w in words if any(index.known(lang, t) for t in analyze(w, lang)))
              for lang in lexicon.languages if lang != "zh"}
    en = counts.get("en", 0)
    other = max((l for l in counts if l != "en"), key=lambda l: counts[l], default=None)
    if other is not None and counts[other] > en:
        return other
    return "en"


def _rev_for(lang: str, releases: Releases, date: str | None) -> str:
    if date is None:
        return releases.default
    if date in releases.revs:
        return date
    from ..corpus import release_in_force

    return release_in_force(lang, list(releases.revs), date)


def scopes_for(lang: str, lexicon: Lexicon, date: str | None = None, translated: tuple[str, ...] = ()) -> dict[str, str]:
    """lang -> release searched: the asked language and English (the fallback); every language for `all`; English
    alone for a language the corpus has no rules in but whose game terms translate a query (`translated`: the
    term base's languages, e.g. fr, ja, ko, ru)."""
    langs = lexicon.languages
    if lang == "all":
        return {l: _rev_for(l, r, date) for l, r in langs.items()}
    if lang not in langs and lang in translated and "en" in langs:
        return {"en": _rev_for("en", langs["en"], date)}
    if lang not in langs:
        known = sorted(set(langs) | set(translated))
        raise UnknownLanguageError(ERRORS["err_lang"].format(lang=lang, langs=", ".join(known)))
    out = {lang: _rev_for(lang, langs[lang], date)}
    if lang != "en" and "en" in langs:
        out["en"] = _rev_for("en", langs["en"], date)
    return out
