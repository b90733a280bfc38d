"""A compact copy of an index generation's lexicon, read faster than `lexicon.json`.

`lexicon.json` stays the lexicon of record (readable, compared by an incremental build). Parsing it and turning
its lists into tuples took a tenth of a `rulesdb search`; `lexicon.bin`, written beside it by the same build, holds
the same lexicon as a `marshal` payload (dicts, tuples, strings and floats, loaded in a third of the time).

Layout: one line of JSON (the index version, the Python version the payload was written by, the SHA-256 of the
`lexicon.json` it copies and of the payload), then the payload. The copy is used only when every one of them
matches; otherwise (a copy left by another version, another Python, an edited `lexicon.json`, a truncated or
damaged file) `read` says so by returning None and the lexicon is read from `lexicon.json`. A damaged payload
is never handed to `marshal`: its hash is checked first.
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
import marshal
import os
import sys
from pathlib import Path

from .expansion import Lexicon, Releases

__all__ = ["CACHE_NAME", "write", "read"]

CACHE_NAME = "lexicon.bin"

_PYTHON = "%d.%d" % sys.version_info[:2]


def _payload(lexicon: Lexicon) -> bytes:
    """Every field of the lexicon (a new field is carried without a change here), the releases as tuples."""
    fields = {f.name: getattr(lexicon, f.name) for f in dataclasses.fields(Lexicon)}
    fields["languages"] = {l: (tuple(r.revs), r.default) for l, r in lexicon.languages.items()}
    return marshal.dumps(fields)


def write(gen: Path, lexicon_json: bytes, version: str) -> None:
    """Write into the generation `gen` the compact copy of its `lexicon.json` (which holds `lexicon_json`): the
    lexicon as `Lexicon.from_json` reads it, so that both give the same lexicon."""
    payload = _payload(Lexicon.from_json(json.loads(lexicon_json)))
    header = {"version": version, "python": _PYTHON, "json_sha256": hashlib.sha256(lexicon_json).hexdigest(),
              "payload_sha256": hashlib.sha256(payload).hexdigest()}
    tmp = gen / f".{CACHE_NAME}.{os.getpid()}.tmp"
    tmp.write_bytes(json.dumps(header).encode("ascii") + b"\n" + payload)
    os.replace(tmp, gen / CACHE_NAME)


def read(gen: Path, lexicon_json: bytes, version: str) -> Lexicon | None:
    """The lexicon of the generation `gen` from its compact copy, when that copy is of `lexicon_json` (the bytes of
    its `lexicon.json`), of this index `version` and this Python, and undamaged; else None."""
    try:
        data = (gen / CACHE_NAME).read_bytes()
    except OSError:
        return None
    end = data.find(b"\n")
    try:
        header = json.loads(data[:end]) if end > 0 else None
    except ValueError:
        return None
    payload = data[end + 1:]
    if (not isinstance(header, dict) or header.get("version") != version or header.get("python") != _PYTHON
            or header.get("json_sha256") != hashlib.sha256(lexicon_json).hexdigest()
            or header.get("payload_sha256") != hashlib.sha256(payload).hexdigest()):
        return None
    try:
        fields = marshal.loads(payload)
        fields["languages"] = {l: Releases(revs, default) for l, (revs, default) in fields["languages"].items()}
        return Lexicon(**fields)
    except (ValueError, EOFError, TypeError, KeyError):
        return None
