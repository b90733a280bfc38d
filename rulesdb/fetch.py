"""`rulesdb fetch`: download a rule page or an official CR text into a sources folder, with a manifest entry.

The page is parsed before anything is written, so a dead link, a page that is not a rule page, or an
oversized download leaves the sources folder and its manifest as they were.
"""
from __future__ import annotations

import hashlib
import re
import time
from pathlib import Path
from urllib.parse import urlparse

from .errors import FetchError, RulesDBError
from .i18n import _
from .manifest import MANIFEST_NAME, append_entry, read_manifest
from .paths import embedded_sources_dir, user_sources_dir

__all__ = ["fetch", "download", "MAX_BYTES", "default_target"]

#: Largest download accepted (an official CR text is about 1 MB; UTF-16 twice that).
MAX_BYTES = 8 * 1024 * 1024


def download(url: str, timeout: float = 20.0, max_bytes: int = MAX_BYTES) -> tuple[bytes, str]:
    """The body of `url` and its content type. FetchError for anything but a 200 with a text body."""
    import requests

    if urlparse(url).scheme not in ("http", "https"):
        raise FetchError(_("not an http(s) URL: {url}").format(url=url))
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
            for chunk in resp.iter_content(65536):
                size += len(chunk)
                if size > max_bytes:
                    raise FetchError(_("{url}: more than {limit} bytes; not a rule page").format(url=url, limit=max_bytes))
                chunks.append(chunk)
            return b"".join(chunks), resp.headers.get("Content-Type", "")
    except requests.Timeout:
        raise FetchError(_("{url}: no answer within {seconds:g} s").format(url=url, seconds=timeout)) from None
    except requests.ConnectionError as e:
        raise FetchError(_("{url}: cannot connect ({reason})").format(url=url, reason=type(e).__name__)) from None
    except requests.RequestException as e:
        raise FetchError(f"{url}: {e}") from None


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
          home=None, timeout: float = 20.0) -> dict:
    """Download `url`, check that it parses, save it under `<folder>/fetched/<lang>/` and add a manifest entry."""
    from .build import parse_entry
    from .manifest import SourceEntry

    folder = Path(into) if into else default_target(home)
    data, content_type = download(url, timeout=timeout)
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
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.tmp")
    tmp.write_bytes(data)
    try:
        append_entry(folder, manifest_entry)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    tmp.replace(target)
    return {**manifest_entry, "path": str(target), "rules": len(result.nodes), "warnings": len(result.warnings)}
