"""Request parameters, checked before any library call: a bad one is a `BadParameter` (HTTP 400, with a message in
the UI language). Values are bounded in length and shape; none of them ever names a file."""
from __future__ import annotations

import re

from flask import request
from werkzeug.exceptions import BadRequest

from ..i18n import _

__all__ = ["BadParameter", "text", "lang", "langs", "rule", "release", "integer", "flag", "choice", "upload_name"]

LANG_RE = re.compile(r"[a-z]{2,3}(?:-[A-Za-z]{2,4})?")
_RULE_RE = re.compile(r"[0-9][0-9a-z.]{0,15}(?:[-–][0-9a-z.]{1,12})?")
_RELEASE_RE = re.compile(r"[\w .'’:-]{1,40}")
MAX_LANGS = 8


class BadParameter(BadRequest):
    """A request parameter that cannot be used; `description` says which and why."""

    def __init__(self, name: str, message: str):
        super().__init__(_("bad parameter {name!r}: {message}").format(name=name, message=message))


def text(name: str, default: str = "", max_len: int = 300, values=None) -> str:
    """A query parameter (or one of `values`, e.g. `request.form`), bounded and without control characters."""
    value = (request.args if values is None else values).get(name, default)
    if len(value) > max_len:
        raise BadParameter(name, _("longer than {count} characters").format(count=max_len))
    if any(ord(c) < 32 and c not in "\t\n\r" for c in value):
        raise BadParameter(name, _("control characters are not allowed"))
    return value.strip()


def lang(name: str, corpus, default: str | None = "en", extra: tuple[str, ...] = (), values=None) -> str | None:
    """A language of the corpus (or one of `extra`, e.g. 'all'); `default` when absent or empty."""
    value = text(name, max_len=12, values=values)
    if not value:
        return default
    if value in extra:
        return value
    if not LANG_RE.fullmatch(value) or value not in corpus.languages():
        raise BadParameter(name, _("no language {lang!r} in the corpus; languages present: {langs}").format(
            lang=value, langs=", ".join(corpus.languages())))
    return value


def langs(name: str, corpus, default: tuple[str, ...] = ()) -> tuple[str, ...]:
    """Languages given comma-separated and/or repeated (`with=en,it` or `with=en&with=it`)."""
    values: list[str] = []
    for raw in request.args.getlist(name):
        if len(raw) > 100:
            raise BadParameter(name, _("longer than {count} characters").format(count=100))
        values.extend(v.strip() for v in raw.split(",") if v.strip())
    if not values:
        return default
    if len(values) > MAX_LANGS:
        raise BadParameter(name, _("at most {count} languages").format(count=MAX_LANGS))
    known = corpus.languages()
    for v in values:
        if not LANG_RE.fullmatch(v) or v not in known:
            raise BadParameter(name, _("no language {lang!r} in the corpus; languages present: {langs}").format(
                lang=v, langs=", ".join(known)))
    return tuple(dict.fromkeys(values))


def rule(value: str, name: str = "rule") -> str:
    """A rule number or range as the CLI takes it (702, 702.7b, 601.2f-h); the library checks it further."""
    value = (value or "").strip()
    if not _RULE_RE.fullmatch(value):
        raise BadParameter(name, _("not a rule number: {value!r}").format(value=value[:40]))
    return value


def release(name: str, default: str | None = None, values=None) -> str | None:
    """A release: a date (YYYY-MM-DD), 'undated', or a set name for diffs; the library resolves it."""
    value = text(name, max_len=40, values=values)
    if not value:
        return default
    if not _RELEASE_RE.fullmatch(value):
        raise BadParameter(name, _("not a release: {value!r}").format(value=value))
    return value


def integer(name: str, default: int, low: int, high: int) -> int:
    value = text(name, max_len=10)
    if not value:
        return default
    try:
        number = int(value)
    except ValueError:
        raise BadParameter(name, _("not a number: {value!r}").format(value=value)) from None
    if not low <= number <= high:
        raise BadParameter(name, _("must be between {low} and {high}").format(low=low, high=high))
    return number


def flag(name: str) -> bool:
    value = text(name, max_len=5).lower()
    if value in ("", "0", "false", "no", "off"):
        return False
    if value in ("1", "true", "yes", "on"):
        return True
    raise BadParameter(name, _("expected 1 or 0"))


def choice(name: str, options, default: str = "", values=None) -> str:
    value = text(name, max_len=40, values=values)
    if not value:
        return default
    if value not in options:
        raise BadParameter(name, _("expected one of: {options}").format(options=", ".join(options)))
    return value


#: an uploaded file's name as a label: its last component, letters, digits and ._- only, at most 80 characters
_UNSAFE_NAME = re.compile(r"[^\w.-]+")


def upload_name(raw: str | None, default: str = "upload.txt") -> str:
    """The label of an uploaded file: never a path (no folder, no leading dot), only shown and used to detect the
    format by its extension."""
    name = re.split(r"[\\/]", raw or "")[-1]
    name = _UNSAFE_NAME.sub("_", name).lstrip(".")[-80:]
    return name or default
