"""The Flask application of `rulesdb serve`.

Each request speaks one UI language (`?ui=` — remembered in a cookie —, else the cookie, else Accept-Language,
else English), set with `i18n.ui_language_of` for the request's context only. Jinja autoescapes every template;
messages in templates go through the same catalogs as the CLI (`{{ _("...") }}`).

Errors: a bad parameter is 400 with a message, an unknown rule 404; under `/api/` as `{"error": ..., "status": ...}`,
elsewhere as a page. The application only reads the store.
"""
from __future__ import annotations

import contextlib

from flask import Flask, g, jsonify, render_template, request
from werkzeug.exceptions import HTTPException

from ..errors import RulesDBError, StoreError, UnknownRuleError
from ..i18n import SUPPORTED, _, format_date, language_name, ngettext, ui_language_of
from .session import WebSession

__all__ = ["create_app", "status_of"]

#: cookie remembering the UI language picked with ?ui=
UI_COOKIE = "rulesdb_ui"


def status_of(exc: Exception) -> int:
    """The HTTP status of a library error: an unknown rule 404, a broken store 503, anything else the caller's 400."""
    if isinstance(exc, UnknownRuleError):
        return 404
    if isinstance(exc, StoreError) or type(exc).__name__ == "IndexError_":
        return 503
    return 400


def _ui_language() -> tuple[str, bool, bool]:
    """(UI language, whether it was picked in this request, whether the `ui` asked for is unknown)."""
    asked = request.args.get("ui", "")
    if asked in SUPPORTED:
        return asked, True, False
    cookie = request.cookies.get(UI_COOKIE, "")
    if cookie in SUPPORTED:
        return cookie, False, bool(asked)
    return request.accept_languages.best_match(SUPPORTED) or "en", False, bool(asked)


def create_app(home=None, session: WebSession | None = None) -> Flask:
    """The application over the corpus of `home` (default: $RULESDB_HOME or the per-user data directory; built on
    first use). Pass `session` to share one already open."""
    app = Flask(__name__)
    app.config["JSON_SORT_KEYS"] = False
    from .pages import MAX_UPLOAD

    app.config["MAX_CONTENT_LENGTH"] = MAX_UPLOAD + 64 * 1024     # the page plus the form's other fields
    app.json.ensure_ascii = False
    app.json.sort_keys = False
    app.extensions["rulesdb"] = session or WebSession(home)
    app.jinja_env.add_extension("jinja2.ext.i18n")
    app.jinja_env.install_gettext_callables(lambda m: _(m), lambda s, p, n: ngettext(s, p, n), newstyle=True)
    app.jinja_env.globals.update(format_date=format_date, language_name=language_name, SUPPORTED=SUPPORTED)
    app.jinja_env.trim_blocks = True
    app.jinja_env.lstrip_blocks = True

    @app.before_request
    def _enter_language():
        lang, picked, unknown = _ui_language()
        stack = g.ui_stack = contextlib.ExitStack()
        stack.enter_context(ui_language_of(lang))
        g.ui, g.ui_picked = lang, picked
        if unknown:
            from .params import BadParameter

            raise BadParameter("ui", _("expected one of: {options}").format(options=", ".join(SUPPORTED)))

    @app.after_request
    def _remember_language(response):
        if getattr(g, "ui_picked", False):
            response.set_cookie(UI_COOKIE, g.ui, max_age=365 * 24 * 3600, samesite="Lax", httponly=True)
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        response.headers.setdefault("Referrer-Policy", "same-origin")
        response.headers.setdefault("Content-Security-Policy",
                                    "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
                                    "frame-ancestors 'none'")
        response.headers["Content-Language"] = getattr(g, "ui", "en")
        return response

    @app.teardown_request
    def _leave_language(_exc):
        stack = g.pop("ui_stack", None)
        if stack is not None:
            stack.close()

    def _error(status: int, message: str):
        if request.path.startswith("/api/"):
            return jsonify({"error": message, "status": status}), status
        return render_template("error.html", status=status, message=message), status

    @app.errorhandler(RulesDBError)
    def _library_error(exc: RulesDBError):
        return _error(status_of(exc), exc.one_line())

    @app.errorhandler(HTTPException)
    def _http_error(exc: HTTPException):
        if exc.code == 404:
            message = _("not found: {path}").format(path=request.path)
        elif exc.code == 400:
            message = exc.description
        elif exc.code == 413:
            from .pages import too_large_message

            message = too_large_message()
        else:
            message = exc.name
        return _error(exc.code or 500, message)

    from . import api, pages

    app.register_blueprint(pages.bp)
    app.register_blueprint(api.bp)
    return app
