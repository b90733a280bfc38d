"""How a card name is keyed, in the store and in a query: the same key for the name as printed and as a judge
types it (case, apostrophes, punctuation and full-width forms aside; no spaces in Chinese or Japanese)."""
from __future__ import annotations

import re
import unicodedata

__all__ = ["name_key", "name_keys", "is_unspaced", "UNSPACED_RE"]

_PUNCT_RE = re.compile(r"[^\w' -]+")
_SPACES_RE = re.compile(r"\s+")
#: kana and CJK ideographs: a name written without spaces (Korean names are spaced)
UNSPACED_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")
#: the shortest short name read (`Thalia` of `Thalia, Guardian of Thraben`; ja `サリア` of `スレイベンの守護者、サリア`)
SHORT_MIN = 3


def is_unspaced(text: str) -> bool:
    """Whether `text` is written without spaces between its words (Chinese, Japanese)."""
    return bool(UNSPACED_RE.search(text))


def name_key(text: str) -> str:
    """The key of a name or of a run of a query's words."""
    text = unicodedata.normalize("NFKC", text).casefold().replace("\u2019", "'").replace("`", "'")
    text = _SPACES_RE.sub(" ", _PUNCT_RE.sub(" ", text)).strip(" -'")
    return text.replace(" ", "") if is_unspaced(text) else text


def name_keys(name: str, lang: str) -> list[tuple[str, bool]]:
    """(key, short) for a printed name: the whole name, and the short name a judge says for a legendary card (the
    part before the comma, `Thalia`; in Japanese the part after it, `サリア`)."""
    keys = [(name_key(name), False)]
    for sep, part in ((", ", 0), ("、", -1), ("，", -1)):
        if sep in name:
            short = name_key(name.split(sep)[part] if part == 0 else name.rsplit(sep, 1)[part])
            if len(short) >= SHORT_MIN and short != keys[0][0]:
                keys.append((short, True))
            break
    return [(k, s) for k, s in keys if k]
