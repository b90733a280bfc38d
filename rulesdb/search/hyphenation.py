"""A compact copy of the German hyphenation patterns the compound splitter uses (`analysis.Decompounder`).

pyphen parses its `hyph_de_DE.dic` pattern by pattern when a process first hyphenates German: 0.6 s, most of a
German `rulesdb search`. The index build writes the parsed patterns into the generation (`hyphenation-de.bin`, a
`marshal` payload: a tenth of the time to load), and a search hands them to pyphen's own cache of parsed
dictionaries (`pyphen.hdcache`) before the splitter asks pyphen for them.

Layout: one line of JSON (pyphen's version, the Python version, the SHA-256 of the dictionary file and of the
payload), then the payload. The copy is used only when all of them match this process (another pyphen, an
edited dictionary, a truncated or damaged copy: pyphen parses its dictionary itself, as without a copy). A
damaged payload is never handed to `marshal`: its hash is checked first.
"""
from __future__ import annotations

import hashlib
import json
import marshal
import os
import sys
from pathlib import Path

__all__ = ["CACHE_NAME", "write", "current", "prime"]

CACHE_NAME = "hyphenation-de.bin"
LANG = "de_DE"

_PYTHON = "%d.%d" % sys.version_info[:2]


def _dictionary():
    """(pyphen, the path of its German dictionary), or None without pyphen or its German dictionary."""
    try:
        import pyphen

        return pyphen, Path(pyphen.LANGUAGES[pyphen.language_fallback(LANG)])
    except (ImportError, KeyError, AttributeError, TypeError):
        return None


def _header(pyphen, path: Path, payload: bytes) -> dict:
    return {"pyphen": getattr(pyphen, "__version__", ""), "python": _PYTHON,
            "dic_sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
            "payload_sha256": hashlib.sha256(payload).hexdigest()}


def write(gen: Path) -> None:
    """Write the parsed German patterns into the generation `gen` (nothing without pyphen, or when its patterns
    are not plain numbers)."""
    found = _dictionary()
    if found is None:
        return
    pyphen, path = found
    try:
        hd = pyphen.Pyphen(lang=LANG).hd
        payload = marshal.dumps((hd.patterns, hd.maxlen))
    except (ValueError, AttributeError, OSError):
        return
    tmp = gen / f".{CACHE_NAME}.{os.getpid()}.tmp"
    tmp.write_bytes(json.dumps(_header(pyphen, path, payload)).encode("ascii") + b"\n" + payload)
    os.replace(tmp, gen / CACHE_NAME)


def _payload(gen: Path, pyphen, path: Path) -> bytes | None:
    """The payload of the copy in `gen` when it is an undamaged copy of this pyphen's dictionary, else None."""
    try:
        data = (gen / CACHE_NAME).read_bytes()
        end = data.find(b"\n")
        header = json.loads(data[:end]) if end > 0 else None
        payload = data[end + 1:]
        return payload if header == _header(pyphen, path, payload) else None
    except (OSError, ValueError):
        return None


def current(gen: Path) -> bool:
    """Whether the generation `gen` holds an undamaged copy of this pyphen's German patterns."""
    found = _dictionary()
    return found is not None and _payload(gen, *found) is not None


def prime(gen: Path) -> bool:
    """Hand the German patterns kept in the generation `gen` to pyphen's cache when they are an undamaged copy of
    this pyphen's dictionary; True when they were (or pyphen has them already)."""
    found = _dictionary()
    if found is None:
        return False
    pyphen, path = found
    cache = getattr(pyphen, "hdcache", None)
    if not isinstance(cache, dict):
        return False
    if path in cache:
        return True
    payload = _payload(gen, pyphen, path)
    if payload is None:
        return False
    try:
        patterns, maxlen = marshal.loads(payload)
        hd = pyphen.HyphDict.__new__(pyphen.HyphDict)
        hd.patterns, hd.maxlen, hd.cache = patterns, maxlen, {}
    except (ValueError, EOFError, TypeError, AttributeError):
        return False
    cache[path] = hd
    return True
