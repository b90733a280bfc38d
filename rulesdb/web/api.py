"""The JSON API: every `--json` output of the CLI, in the same shape, documented in `openapi.json`.

    GET /api/rules/<rule>?lang=&with=&rev=        rulesdb show RULE --json
    GET /api/search?q=&lang=&rev=&limit=&with=    rulesdb search --json (X-Rulesdb-Search-Cache: hit|miss)
    GET /api/align/<rule>?langs=&rev=             rulesdb align --json
    GET /api/check?lang=&rule=                    rulesdb check --json
    GET /api/diff?old=&new=&lang=&rule=&against=&typography=   rulesdb diff --json
    GET /api/history/<rule>?lang=&typography=     rulesdb history --json
    GET /api/combat?scenario= | POST (a JSON body) rulesdb combat --json
    GET /api/annotations                          rulesdb annotations list --json (scenario file names only)
    GET /api/sources                              rulesdb sources --json
    GET /api/term?q=&lang=                        rulesdb term --json
    GET /api/status?lang=                         the translation status (the translator view's table)
    POST /api/check-page (multipart: file, lang, rev, min_severity)   rulesdb check --page FILE --json
    GET /api/openapi.json                         this API described
"""
from __future__ import annotations

import json
from importlib import resources

from flask import Blueprint, Response, jsonify, request

from ..errors import ScenarioError
from ..i18n import _
from . import params
from .pages import MAX_SCENARIO, page_check_request, session

__all__ = ["bp", "CACHE_HEADER"]

#: response header of a search: "hit" when the answer came from the session's result cache, else "miss"
CACHE_HEADER = "X-Rulesdb-Search-Cache"

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.get("/openapi.json")
def openapi():
    text = resources.files("rulesdb.web").joinpath("openapi.json").read_text(encoding="utf-8")
    return Response(text, mimetype="application/json")


@bp.get("/rules/<rule>")
def show(rule):
    s = session()
    lang = params.lang("lang", s.corpus, "en")
    result = s.show(params.rule(rule), lang, params.langs("with", s.corpus), params.release("rev"))
    return jsonify(result.to_json())


@bp.get("/search")
def search():
    s = session()
    q = params.text("q")
    if not q:
        raise params.BadParameter("q", _("missing"))
    result, hit = s.search_cached(q, lang=params.lang("lang", s.corpus, None, extra=("all",)),
                                  rev=params.release("rev"), limit=params.integer("limit", 10, 1, 500),
                                  with_langs=params.langs("with", s.corpus))
    response = jsonify(result.to_json())
    response.headers[CACHE_HEADER] = "hit" if hit else "miss"
    return response


@bp.get("/align/<rule>")
def align(rule):
    s = session()
    langs = params.langs("langs", s.corpus, default=tuple(l for l in ("en", "es", "it", "de") if l in s.corpus.languages()))
    return jsonify(s.align(params.rule(rule), langs, params.release("rev")).to_json())


@bp.get("/check")
def check():
    s = session()
    scope = params.text("rule", max_len=30)
    return jsonify(s.check(params.lang("lang", s.corpus, None), params.rule(scope) if scope else None).to_json())


@bp.get("/diff")
def diff():
    s = session()
    old, new = params.release("old"), params.release("new")
    for name, value in (("old", old), ("new", new)):
        if not value:
            raise params.BadParameter(name, _("missing"))
    lang = params.lang("lang", s.corpus, "en")
    scope = params.text("rule", max_len=30)
    scope = params.rule(scope) if scope else None
    base = params.lang("against", s.corpus, None)
    if base:
        return jsonify(s.diff_against(old, new, lang, base, scope).to_json())
    return jsonify(s.diff(old, new, lang, scope, params.flag("typography")).to_json())


@bp.get("/history/<rule>")
def history(rule):
    s = session()
    return jsonify(s.history(params.rule(rule), params.lang("lang", s.corpus, "en"), params.flag("typography")).to_json())


@bp.route("/combat", methods=["GET", "POST"])
def combat():
    from ..engine import resolve

    s = session()
    if request.method == "POST":
        body = request.get_data(cache=False, as_text=False)
        if len(body) > MAX_SCENARIO:
            raise params.BadParameter("scenario", _("longer than {count} characters").format(count=MAX_SCENARIO))
        raw = body.decode("utf-8", "replace")
    else:
        raw = params.text("scenario", max_len=MAX_SCENARIO)
    if not raw:
        raise params.BadParameter("scenario", _("missing"))
    try:
        data = json.loads(raw)
    except ValueError as exc:
        raise params.BadParameter("scenario", _("not JSON: {error}").format(error=exc)) from None
    if not isinstance(data, dict):
        raise ScenarioError(_("a scenario must be a JSON object"))
    outcome = resolve(s.load_scenario(data, source="scenario"))
    return jsonify({**outcome.to_json(), "rules": outcome.rules_json()})


@bp.get("/annotations")
def annotations():
    from ..engine.annotations import ANNOTATIONS

    out = []
    for ann in ANNOTATIONS.values():
        d = ann.to_json()
        d["scenarios"] = [p.name for p in ann.paths()]   # file names: the server's folders are not the client's
        out.append(d)
    return jsonify(out)


@bp.get("/sources")
def sources():
    out = []
    for src in session().sources():
        d = src.to_json()
        if "path" in d:          # the server's folders are not the client's business: relative, as `file`
            d["path"] = d.get("file", "")
        out.append(d)
    return jsonify(out)


@bp.get("/term")
def term():
    s = session()
    q = params.text("q", max_len=100)
    if not q:
        raise params.BadParameter("q", _("missing"))
    lang = params.text("lang", max_len=12)
    if lang and not params.LANG_RE.fullmatch(lang):
        raise params.BadParameter("lang", _("not a language code: {value!r}").format(value=lang))
    return jsonify(s.term(q, lang=lang or None).to_json())


@bp.get("/status")
def status():
    s = session()
    return jsonify([row.to_json() for row in s.status(params.lang("lang", s.corpus, None))])


@bp.post("/check-page")
def check_page():
    """The page check of an uploaded page (multipart `file`, or the raw body with `?name=`), parsed in memory."""
    report, _options = page_check_request()
    return jsonify(report.to_json())
