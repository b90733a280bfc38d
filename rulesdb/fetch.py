"""`rulesdb fetch`: download a rule page or an official CR text into a sources folder, with a manifest entry.

The page is parsed before anything is written, so a dead link, a page that is not a rule page, or an
oversized download leaves the sources folder and its manifest as they were.
"""
from __future__ import annotations

import hashlib
import math
import re
import time
from pathlib import Path
from urllib.parse import urlparse, urlunparse

from .errors import FetchError, RulesDBError, UnknownLanguageError
from .i18n import _
from .manifest import MANIFEST_NAME, append_entry, read_manifest
from .paths import embedded_sources_dir, user_sources_dir

__all__ = ["fetch", "download", "public_url", "MAX_BYTES", "DEADLINE", "default_target"]

#: Largest download accepted: no larger than a parser accepts (`textio.max_source_bytes`, 2 MB by default: an
#: official CR text is about 1 MB).
MAX_BYTES = None


#: Seconds a whole download may take, however the server drips its bytes (each read also has `timeout`).
DEADLINE = 120.0


def download(url: str, timeout: float = 20.0, max_bytes: int | None = MAX_BYTES, deadline: float = DEADLINE
             ) -> tuple[bytes, str]:
    """The body of `url` and its content type. FetchError for anything but a 200 with a text body, and for a
    transfer that takes longer than `deadline` seconds in all."""
    import requests

    if urlparse(url).scheme not in ("http", "https"):
        raise FetchError(_("not an http(s) URL: {url}").format(url=url))
    _check_seconds(timeout)
    _check_seconds(deadline)
    if max_bytes is None:
        from .textio import max_source_bytes

        max_bytes = max_source_bytes()
    shown = public_url(url)
    start = time.monotonic()
    try:
        with requests.get(url, timeout=timeout, stream=True, headers={"User-Agent": "rulesdb-fetch/0.1"}) as resp:
            if resp.status_code != 200:
                raise FetchError(_("{url}: HTTP {status} {reason}").format(url=url, status=resp.status_code,
                                                                              reason=resp.reason or "").strip())
            declared = resp.headers.get("Content-Length")
            if declared and declared.isdigit() and int(declared) > max_bytes:
                raise FetchError(_("{url}: {size} bytes is over the {limit}-byte limit").format(
                    url=url, size=int(declared), limit=max_bytes))
            chunks, size = [], 0
            while True:
                # read1 returns what has arrived (at most 64 KB), so the deadline is checked however slow the server
                chunk = resp.raw.read1(65536, decode_content=True)
                if not chunk:
                    break
                size += len(chunk)
                if size > max_bytes:
                    raise FetchError(_("{url}: more than {limit} bytes; not a rule page").format(url=shown, limit=max_bytes))
                if time.monotonic() - start > deadline:
                    raise FetchError(_("{url}: no answer within {seconds:g} s").format(url=shown, seconds=deadline))
                chunks.append(chunk)
            return b"".join(chunks), resp.headers.get("Content-Type", "")
    except requests.Timeout:
        raise FetchError(_("{url}: no answer within {seconds:g} s").format(url=shown, seconds=timeout)) from None
    except requests.ConnectionError as e:
        raise FetchError(_("{url}: cannot connect ({reason})").format(url=shown, reason=type(e).__name__)) from None
    except (requests.RequestException, OSError, ValueError) as e:
        raise FetchError(f"{shown}: {type(e).__name__}") from None


def _check_seconds(value: float) -> None:
    if not isinstance(value, (int, float)) or not math.isfinite(value) or value <= 0:
        raise FetchError(_("a time limit must be a number of seconds above 0, not {value}").format(value=value))


def public_url(url: str) -> str:
    """`url` without the user name and password it may carry (they never reach a file name, the manifest or a
    message)."""
    parsed = urlparse(url)
    if parsed.username is None and parsed.password is None:
        return url
    host = parsed.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    netloc = host + (f":{parsed.port}" if parsed.port else "")
    return urlunparse(parsed._replace(netloc=netloc))


def default_target(home=None) -> Path:
    """The embedded raw_sources/ in a writable source checkout, else the user's sources folder."""
    embedded = embedded_sources_dir()
    if (embedded.parent / "pyproject.toml").is_file() and _writable(embedded):
        return embedded
    return user_sources_dir(home)


def _writable(folder: Path) -> bool:
    import os

    return folder.is_dir() and os.access(folder, os.W_OK)


def _file_name(url: str, content_type: str) -> str:
    parsed = urlparse(url)
    stem = re.sub(r"[^A-Za-z0-9._-]+", "_", (parsed.netloc + parsed.path).strip("/")) or "page"
    stem = stem[:100]
    if not re.search(r"\.(txt|html?|po)$", stem):
        stem += ".html" if "html" in content_type else ".txt"
    return stem


def fetch(url: str, lang: str, fmt: str | None = None, revision: str | None = None, into: str | Path | None = None,
          home=None, timeout: float = 20.0, deadline: float = DEADLINE) -> dict:
    """Download `url`, check that it parses, save it under `<folder>/fetched/<lang>/` and add a manifest entry.
    `lang` must be a language of the registry (it names a folder); credentials in the URL are never kept."""
    from .parse import parse_entry
    from .lang import CODES
    from .manifest import SourceEntry

    if lang not in CODES:
        raise UnknownLanguageError(_("no content language {lang!r}; known: {langs}").format(lang=lang, langs=", ".join(CODES)))
    folder = Path(into) if into else default_target(home)
    data, content_type = download(url, timeout=timeout, deadline=deadline)
    url = public_url(url)
    name = _file_name(url, content_type)
    rel = Path("fetched") / lang / name
    target = folder / rel
    digest = hashlib.sha256(data).hexdigest()
    for existing in read_manifest(folder) if (folder / MANIFEST_NAME).is_file() else []:
        if existing.path.is_file() and hashlib.sha256(existing.path.read_bytes()).hexdigest() == digest:
            raise FetchError(_("{url}: already in the sources as {file}").format(url=url, file=existing.path.relative_to(folder)))
    if target.exists():
        raise FetchError(_("{path} exists already; not overwritten").format(path=target))
    try:
        entry, result = parse_entry(SourceEntry(path=target, langs=(lang,), format=fmt, revision=revision), data, name)
    except RulesDBError as e:
        raise FetchError(_("{url}: downloaded, but not a rule page rulesdb can read: {reason}").format(
            url=url, reason=e.one_line())) from None
    if not result.nodes:
        raise FetchError(_("{url}: downloaded, but no rules found in it").format(url=url))
    manifest_entry = {
        "path": rel.as_posix(), "lang": [lang], "format": entry.format or "", "origin": url,
        "retrieved": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "sha256": digest,
    }
    if revision or result.revision != "undated":
        manifest_entry["revision"] = revision or result.revision
    tmp = target.with_name(f".{target.name}.tmp")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(data)
        append_entry(folder, manifest_entry)
        tmp.replace(target)
    except BaseException as e:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass
        if isinstance(e, OSError):
            raise FetchError(_("cannot write {path}: {reason}").format(path=target, reason=e.strerror or e)) from None
        raise
    return {**manifest_entry, "path": str(target), "rules": len(result.nodes), "warnings": len(result.warnings)}
