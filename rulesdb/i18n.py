"""The interface language: gettext message catalogs (en, es, it, de), dates and language names via babel.

The UI language comes from `--ui-lang`, else the locale environment (`LC_ALL`, `LC_MESSAGES`, `LANG`), else
English. Catalogs live in `rulesdb/locale/<lang>/LC_MESSAGES/rulesdb.po`, extracted from the code with
babel (`python -m rulesdb.i18n extract`) and compiled to `.mo` at build or install (setup.py); a catalog
without its `.mo` (an editable checkout) is compiled in memory on first use.

Library modules mark messages with `_()`; the CLI calls `set_ui_language()` from the raw arguments before click
parses them, so that `--help` pages are translated too (command and option help are marked with `N_()`).
"""
from __future__ import annotations

import gettext as _gettext
import io
import os
import threading
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

__all__ = ["SUPPORTED", "DOMAIN", "LOCALE_DIR", "_", "N_", "Templates", "ngettext", "ui_language", "set_ui_language", "ui_language_of", "current_language",
           "format_date", "language_name", "display_table", "prime"]

SUPPORTED = ("en", "es", "it", "de")
DOMAIN = "rulesdb"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"

#: The UI language of the current context (a CLI call, a server request): never process-global, so that threads
#: serving different languages do not see each other's. A new thread starts in English until it sets its own.
_ui: ContextVar[str] = ContextVar("rulesdb_ui_language", default="en")
_loaded: dict[str, _gettext.NullTranslations] = {"en": _gettext.NullTranslations()}
_load_lock = threading.Lock()
#: Dates and language names formatted by babel ahead of time (at build), so that lookups need not import it.
_display: dict = {"dates": {}, "names": {}}


def _catalog(lang: str) -> _gettext.NullTranslations:
    found = _loaded.get(lang)
    if found is None:
        with _load_lock:
            found = _loaded.get(lang)
            if found is None:
                found = _loaded[lang] = _load(lang)
    return found


def _(message: str) -> str:
    """The message in the UI language of the current context."""
    return _catalog(_ui.get()).gettext(message)


def N_(message: str) -> str:
    """Mark a message for extraction without translating it now (translate it with `_()` where it is shown)."""
    return message


class Templates(dict):
    """A dict of message templates (marked with N_) that hands each out translated into the current UI language."""

    def __getitem__(self, key: str) -> str:
        return _(super().__getitem__(key))


def ngettext(singular: str, plural: str, n: int) -> str:
    return _catalog(_ui.get()).ngettext(singular, plural, n)


def ui_language(explicit: str | None = None) -> str:
    """The UI language to use: `explicit`, else the locale environment, else English."""
    candidates = [explicit] if explicit else [os.environ.get(v) for v in ("LC_ALL", "LC_MESSAGES", "LANG")]
    for value in candidates:
        if not value:
            continue
        code = value.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
        if code in SUPPORTED:
            return code
        if explicit:
            from .errors import UnknownLanguageError

            raise UnknownLanguageError(f"no interface language {explicit!r}; available: {', '.join(SUPPORTED)}")
    return "en"


def _load(lang: str) -> _gettext.NullTranslations:
    if lang == "en":
        return _gettext.NullTranslations()
    folder = LOCALE_DIR / lang / "LC_MESSAGES"
    mo, po = folder / f"{DOMAIN}.mo", folder / f"{DOMAIN}.po"
    if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
        with mo.open("rb") as fh:
            return _gettext.GNUTranslations(fh)
    if po.is_file():
        return _gettext.GNUTranslations(io.BytesIO(compile_catalog(po)))
    return _gettext.NullTranslations()


def compile_catalog(po: Path) -> bytes:
    """The .mo bytes of a .po catalog (babel)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as fh:
        catalog = read_po(fh)
    buf = io.BytesIO()
    write_mo(buf, catalog)
    return buf.getvalue()


def set_ui_language(lang: str | None = None) -> str:
    """Switch the UI language of the current context (None: from the environment); returns the language chosen.
    Catalogs are loaded once per process."""
    chosen = ui_language(lang)
    _catalog(chosen)
    _ui.set(chosen)
    return chosen


@contextmanager
def ui_language_of(lang: str | None):
    """Speak `lang` inside the block (e.g. one server request), then the language of before."""
    chosen = ui_language(lang)
    _catalog(chosen)
    token = _ui.set(chosen)
    try:
        yield chosen
    finally:
        _ui.reset(token)


def current_language() -> str:
    return _ui.get()


def display_table(revisions, languages) -> dict:
    """Dates and language names in every UI language, computed with babel (stored with the corpus)."""
    return {
        "dates": {rev: {ui: format_date(rev, ui) for ui in SUPPORTED} for rev in revisions if rev != "undated"},
        "names": {lang: {ui: language_name(lang, ui) for ui in SUPPORTED} for lang in languages},
    }


def prime(table: dict) -> None:
    """Use a table made by `display_table` (read back from the store) instead of calling babel."""
    _display["dates"].update(table.get("dates", {}))
    _display["names"].update(table.get("names", {}))


def format_date(iso: str, locale: str | None = None) -> str:
    """An ISO date as a person writes it in the UI language ("2 de octubre de 2024"); other values as they are."""
    cached = _display["dates"].get(iso, {}).get(locale or _ui.get())
    if cached:
        return cached
    if iso == "undated":
        return _("undated")
    from .dates import format_date as long_date  # imported here: lookups with a primed table never load babel
    from .errors import ParseError

    try:
        return long_date(iso, locale or _ui.get())
    except ParseError:
        return _("undated") if iso == "undated" else iso


def language_name(code: str, locale: str | None = None) -> str:
    """The name of language `code` in the UI language ("italiano", "Deutsch"); the code when babel does not know it."""
    cached = _display["names"].get(code, {}).get(locale or _ui.get())
    if cached:
        return cached
    from babel import Locale, UnknownLocaleError

    try:
        return Locale.parse(code).get_display_name(locale or _ui.get()) or code
    except (UnknownLocaleError, ValueError):
        return code


#: where messages are marked: the code (`_()`, `N_()`, `ngettext()`) and the web templates (`{{ _("...") }}`)
_EXTRACT_METHODS = [("**.py", "python"), ("web/templates/*.html", "jinja2.ext:babel_extract")]


def _extract(root: Path, pot: Path) -> None:
    """Every marked message of the code and the templates into the template catalog `pot` (sorted, no
    locations). The templates must be read too: an `update` from a template catalog without them marks every
    message of the web pages obsolete."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir
    from babel.messages.pofile import write_po

    catalog = Catalog(project="rulesdb", domain=DOMAIN)
    keywords = {"_": None, "N_": None, "ngettext": (1, 2)}
    for _file, _line, message, comments, context in extract_from_dir(
            str(root), method_map=_EXTRACT_METHODS, keywords=keywords, strip_comment_tags=True):
        catalog.add(message, None, auto_comments=comments, context=context)
    with pot.open("wb") as fh:
        write_po(fh, catalog, sort_output=True, omit_header=False, no_location=True)


def _main(argv: list[str]) -> int:
    """`python -m rulesdb.i18n extract|update|compile`: maintain the catalogs."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parent
    pot = LOCALE_DIR / f"{DOMAIN}.pot"
    if argv[:1] == ["extract"]:
        _extract(root, pot)
        return 0
    if argv[:1] == ["update"]:
        return subprocess.call([sys.executable, "-m", "babel.messages.frontend", "update", "-i", str(pot), "-d", str(LOCALE_DIR),
                                "-D", DOMAIN, "--no-fuzzy-matching"])
    if argv[:1] == ["compile"]:
        for lang in SUPPORTED[1:]:
            po = LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
            po.with_suffix(".mo").write_bytes(compile_catalog(po))
        return 0
    print("usage: python -m rulesdb.i18n extract|update|compile")
    return 2


if __name__ == "__main__":
    import sys

    raise SystemExit(_main(sys.argv[1:]))
