"""The HTML pages: search, a rule in several languages, diffs between releases, the translator view, the combat
playground. Each view checks its parameters, makes one or two session calls and renders a template; forms use GET,
so that every page state is a link that can be shared (the playground's scenario too)."""
from __future__ import annotations

import json

from urllib.parse import urlencode

from flask import Blueprint, redirect, current_app, g, render_template, request, url_for
from werkzeug.exceptions import RequestEntityTooLarge

from ..errors import QueryError, RulesDBError, ScenarioError
from ..i18n import _
from . import params
from .markup import highlight, link_refs, link_rule_ids, unmatched_words, word_diff

__all__ = ["bp", "session"]

bp = Blueprint("pages", __name__)

#: the order in which a diff's kinds of change are shown (moves and reference-only changes apart, last)
DIFF_SECTIONS = ("changed", "added", "removed", "moved", "reference-only", "typography")
#: the largest scenario accepted in a URL (characters of JSON)
MAX_SCENARIO = 20_000
#: creature rows of the playground's form
CREATURE_ROWS = 6
#: the largest page accepted by the translator view's page check (bytes; also the app's MAX_CONTENT_LENGTH base)
MAX_UPLOAD = 2 * 1024 * 1024


def session():
    return current_app.extensions["rulesdb"]


def _page(template: str, status: int = 200, **context):
    return render_template(template, **context), status


def _rule_url(**keep):
    """A function rule id -> URL of its page, keeping the page's languages and release."""
    args = {k: v for k, v in keep.items() if v}
    return lambda rid: url_for("pages.rule", rule=rid, **args)


# -- search -------------------------------------------------------------------------------------------------
@bp.get("/")
def search():
    s = session()
    corpus = s.corpus
    q = params.text("q")
    lang = params.lang("lang", corpus, default=None, extra=("all",))
    rev = params.release("rev")
    limit = params.integer("limit", 20, 1, 100)
    partial = params.flag("partial")
    result, error, status, hit = None, "", 200, None
    if q:
        try:
            result, hit = s.search_cached(q, lang=lang, rev=rev, limit=limit, with_langs=("en",))
        except QueryError as exc:
            error, status = exc.one_line(), 400
    def search_url(query: str) -> str:
        return url_for("pages.search", q=query, lang=lang or None, rev=rev or None)

    context = dict(q=q, lang=lang or "", rev=rev or "", limit=limit, result=result, error=error,
                   languages=corpus.languages(), highlight=highlight, fallback_note=_fallback_note,
                   unmatched=(unmatched_words(result, search_url) if result is not None else ""))
    page = render_template("_results.html" if partial else "search.html", **context)
    headers = {} if hit is None else {"X-Rulesdb-Search-Cache": "hit" if hit else "miss"}
    return page, status, headers


def _fallback_note(hit, asked: str) -> str:
    from ..search_output import TEXTS

    key = "fallback_glossary" if hit.kind == "glossary" else "fallback"
    return TEXTS[key].format(asked=asked, lang=hit.lang)


# -- a rule ---------------------------------------------------------------------------------------------------
def _columns(view, others):
    """The rows of one rule view beside its side languages: [(node of the asked language or None, [side nodes])]."""
    cols = [{"lang": view.lang, "view": view, "error": ""}]
    side = []
    for lang, ov in others:
        if isinstance(ov, str):
            cols.append({"lang": lang, "view": None, "error": ov})
            side.append({})
            continue
        match = next((v for v in ov if v.rule == view.rule), None)
        cols.append({"lang": lang, "view": match,
                     "error": "" if match else _("no {rule} in {lang}").format(rule=view.rule, lang=lang)})
        side.append({n.id: n for n in reversed(match.nodes)} if match else {})
    rows = [(n, [b.get(n.id) for b in side]) for n in view.nodes]
    mine = {n.id for n in view.nodes}
    extra = sorted({i for b in side for i in b if i not in mine}, key=lambda i: i.sort_key())
    rows += [(None, [b.get(i) for b in side]) for i in extra]
    return cols, rows


@bp.get("/rules/<rule>")
def rule(rule):
    from ..engine.annotations import ANNOTATIONS

    s = session()
    corpus = s.corpus
    rule = params.rule(rule)
    goto = params.text("goto", max_len=30)
    if goto and goto != rule:   # the page's own form: another rule number typed in
        query = urlencode([(k, v) for k, v in request.args.items(multi=True) if k != "goto"])
        return redirect(url_for("pages.rule", rule=params.rule(goto, "goto")) + ("?" + query if query else ""))
    lang = params.lang("lang", corpus, "en")
    with_langs = params.langs("with", corpus, default=("en",) if lang != "en" else ())
    rev = params.release("rev")
    result = s.show(rule, lang, with_langs, rev)
    tables = [(view, *_columns(view, result.others)) for view in result.views]
    history = None
    if len(result.views) == 1:
        try:
            history = s.history(str(result.views[0].rule), "en")
        except RulesDBError:
            history = None
    releases = sorted({r for l in corpus.languages() for r in corpus.revisions(l) if r[:1].isdigit()}, reverse=True)
    keep = {"lang": lang if lang != "en" else "", "with": ",".join(with_langs), "rev": rev or ""}
    annotations = [ANNOTATIONS[str(v.rule)] for v in result.views if str(v.rule) in ANNOTATIONS]
    return _page("rule.html", rule=rule, lang=lang, with_langs=with_langs, rev=rev or "", tables=tables,
                 history=history, releases=releases, languages=corpus.languages(), annotations=annotations,
                 rule_url=_rule_url(**keep), link_refs=link_refs, word_diff=word_diff,
                 depth=lambda node, root: max(0, len(node.id.ancestors()) - len(root.ancestors())))


# -- diffs ----------------------------------------------------------------------------------------------------
@bp.get("/diff")
def diff():
    s = session()
    corpus = s.corpus
    lang = params.lang("lang", corpus, "en")
    dated = [r for r in s.releases(lang) if r[:1].isdigit()]
    old = params.release("old", dated[1] if len(dated) > 1 else "")
    new = params.release("new", dated[0] if dated else "")
    scope = params.text("rule", max_len=30)
    scope = params.rule(scope, "rule") if scope else None
    base = params.lang("against", corpus, None)
    typography = params.flag("typography")
    result, error, status = None, "", 200
    if old and new:
        if base and base != lang:
            result = s.diff_against(old, new, lang, base, scope)
        else:
            result = s.diff(old, new, lang, scope, typography)
    else:
        error, status = _("{lang} has fewer than two dated releases: nothing to compare").format(lang=lang), 200
    sections = []
    if result is not None and hasattr(result, "counts") and not hasattr(result, "base"):
        by_kind: dict = {}
        for c in result.changes:
            by_kind.setdefault(c.kind, []).append(c)
        sections = [(k, by_kind[k]) for k in DIFF_SECTIONS if k in by_kind]
        sections += [(k, v) for k, v in by_kind.items() if k not in DIFF_SECTIONS]
    elif result is not None:
        by_status: dict = {}
        for c in result.changes:
            by_status.setdefault(c.status, []).append(c)
        sections = sorted(by_status.items(), key=lambda kv: ("stale", "translation-only", "carried").index(kv[0])
                          if kv[0] in ("stale", "translation-only", "carried") else 9)
    from ..diff_output import KINDS

    return _page("diff.html", status, lang=lang, old=old or "", new=new or "", scope=scope or "", base=base or "",
                 typography=typography, result=result, sections=sections, error=error, kinds=KINDS,
                 releases=s.releases(lang), languages=corpus.languages(), word_diff=word_diff,
                 rule_url=_rule_url(lang=lang if lang != "en" else ""),
                 cross=result is not None and hasattr(result, "base"))


# -- translators ----------------------------------------------------------------------------------------------
@bp.get("/translate")
def translate():
    from ..check import KINDS, SEVERITIES

    s = session()
    corpus = s.corpus
    translated = [l for l in corpus.languages() if l != "en"]
    lang = params.lang("lang", corpus, translated[0] if translated else "en")
    severity = params.choice("severity", SEVERITIES)
    kind = params.choice("kind", KINDS)
    aligned_rule = params.rule(params.text("rule", "702.7", max_len=30))
    report, error = None, ""
    try:
        report = s.check(lang)
    except RulesDBError as exc:
        error = exc.one_line()
    findings = [f for f in (report.findings if report else ())
                if (not severity or f.severity == severity) and (not kind or f.kind == kind)]
    counts_sev, counts_kind = {}, {}
    for f in report.findings if report else ():
        counts_sev[f.severity] = counts_sev.get(f.severity, 0) + 1
        counts_kind[f.kind] = counts_kind.get(f.kind, 0) + 1
    alignment, align_error = None, ""
    try:
        alignment = s.align(aligned_rule, ["en", lang] if lang != "en" else ["en"]).to_json()
    except RulesDBError as exc:
        align_error = exc.one_line()
    shown = findings[:500]
    return _page("translate.html", lang=lang, severity=severity, kind=kind, rule=aligned_rule,
                 languages=translated, status_rows=s.status(), findings=shown, total=len(findings),
                 counts_sev=counts_sev, counts_kind=counts_kind, severities=SEVERITIES, kinds=KINDS, error=error,
                 alignment=alignment, align_error=align_error, rule_url=_rule_url(lang=lang, with_="en"),
                 max_mb=MAX_UPLOAD // (1024 * 1024), formats=_page_formats())


def uploaded_page() -> tuple[bytes, str]:
    """(the bytes, a sanitized label) of the page uploaded as the multipart field `file`, or the raw body of a
    non-form POST (labelled by `?name=`); read into memory only, capped at MAX_UPLOAD, never written anywhere."""
    upload = request.files.get("file")
    if upload is not None:
        data, raw_name = upload.stream.read(MAX_UPLOAD + 1), upload.filename
    elif not request.form and request.mimetype not in ("multipart/form-data", "application/x-www-form-urlencoded"):
        data, raw_name = request.get_data(cache=False)[: MAX_UPLOAD + 1], params.text("name", max_len=200)
    else:
        data, raw_name = b"", ""
    if len(data) > MAX_UPLOAD:
        raise RequestEntityTooLarge(too_large_message())
    if not data:
        raise params.BadParameter("file", _("missing"))
    return data, params.upload_name(raw_name)


def _page_formats() -> tuple[str, ...]:
    """The formats a page can be read as (the upload form's choice; detected when none is chosen)."""
    from ..sources import FORMATS

    return tuple(FORMATS)


def too_large_message() -> str:
    return _("the page is larger than {size} MB").format(size=MAX_UPLOAD // (1024 * 1024))


def page_check_request():
    """(report at the asked minimum severity, the options) of a page-check POST: `file`, `lang`, `rev`,
    `min_severity`, `format` from the form (or, for a raw body, from the query)."""
    from ..check import SEVERITIES

    s = session()
    values = request.form if request.form or request.files else request.args
    lang = params.lang("lang", s.corpus, None, values=values)
    rev = params.release("rev", values=values)
    min_severity = params.choice("min_severity", SEVERITIES, "info", values=values)
    fmt = params.choice("format", _page_formats(), "", values=values) or None
    data, name = uploaded_page()
    return s.check_page_bytes(data, name, lang, rev, min_severity, fmt), \
        {"lang": lang or "", "rev": rev or "", "min_severity": min_severity, "name": name, "format": fmt or ""}


@bp.post("/translate/check")
def translate_check():
    from ..check import SEVERITIES

    corpus = session().corpus
    report, error, status, options = None, "", 200, {}
    try:
        report, options = page_check_request()
    except (RulesDBError, params.BadParameter) as exc:
        error, status = exc.one_line() if isinstance(exc, RulesDBError) else exc.description, 400
        options = {k: request.form.get(k, "")[:40] for k in ("lang", "rev", "format")}   # shown again, escaped
    return _page("page_check.html", status, report=report, error=error, severities=SEVERITIES,
                 languages=corpus.languages(), lang=options.get("lang", ""), rev=options.get("rev", ""),
                 min_severity=options.get("min_severity", "info"), name=options.get("name", ""),
                 summary=report.summary() if report else {}, max_mb=MAX_UPLOAD // (1024 * 1024),
                 formats=_page_formats(), format=options.get("format", ""))


# -- the combat playground -------------------------------------------------------------------------------------
def _example(name: str) -> dict:
    """An annotation's example scenario, chosen by its file name among the shipped ones (never a path)."""
    from ..engine.annotations import ANNOTATIONS

    for ann in ANNOTATIONS.values():
        for path in ann.paths():
            if path.name == name:
                data = json.loads(path.read_text(encoding="utf-8"))
                data.pop("expected", None)
                data.pop("fixture", None)
                return data
    raise params.BadParameter("example", _("no example scenario {name!r}").format(name=name))


def _built_scenario() -> dict:
    """A scenario from the playground's form: one row per creature (id, controller, power, toughness, keywords,
    and what it attacks or blocks), the release, the life totals."""
    ids = request.args.getlist("cid")[:CREATURE_ROWS]
    field = {k: request.args.getlist(k)[:CREATURE_ROWS] for k in ("cctl", "cpow", "ctgh", "ckw", "cact")}
    creatures, attacks, blocks = [], {}, {}
    for i, cid in enumerate(ids):
        cid = cid.strip()
        if not cid:
            continue
        if len(cid) > 40:
            raise params.BadParameter("cid", _("longer than {count} characters").format(count=40))
        get = lambda k: (field[k][i] if i < len(field[k]) else "").strip()  # noqa: E731
        controller = get("cctl") or "A"
        if controller not in ("A", "B"):
            raise params.BadParameter("cctl", _("expected one of: {options}").format(options="A, B"))
        creature = {"id": cid, "controller": controller}
        for key, name in (("cpow", "power"), ("ctgh", "toughness")):
            value = get(key) or "0"
            try:
                creature[name] = int(value)
            except ValueError:
                raise params.BadParameter(key, _("not a number: {value!r}").format(value=value[:20])) from None
        keywords = [k.strip() for k in get("ckw")[:200].split(",") if k.strip()]
        if keywords:
            creature["keywords"] = keywords
        creatures.append(creature)
        act = get("cact")[:40]
        if act:
            if controller == "A":
                attacks[cid] = act
            else:
                blocks[cid] = [act]
    data: dict = {"name": params.text("name", max_len=120) or _("my scenario"),
                  "players": {p: {"life": params.integer("life" + p, 20, 1, 999)} for p in ("A", "B")},
                  "creatures": creatures, "attacks": attacks, "blocks": blocks}
    rules = params.release("rules")
    if rules:
        data["rules"] = rules
    return data


def _form_rows(data: dict) -> list[dict]:
    attacks, blocks = data.get("attacks") or {}, data.get("blocks") or {}
    rows = []
    for c in (data.get("creatures") or [])[:CREATURE_ROWS]:
        if not isinstance(c, dict):
            continue
        cid = str(c.get("id", ""))
        act = attacks.get(cid, "") if c.get("controller") == "A" else ", ".join(map(str, blocks.get(cid) or []))
        rows.append({"id": cid, "controller": c.get("controller", "A"), "power": c.get("power", ""),
                     "toughness": c.get("toughness", ""), "keywords": ", ".join(map(str, c.get("keywords") or [])),
                     "act": act if isinstance(act, str) else ""})
    while len(rows) < CREATURE_ROWS:
        rows.append({"id": "", "controller": "A" if len(rows) % 2 == 0 else "B", "power": "", "toughness": "",
                     "keywords": "", "act": ""})
    return rows


def scenario_from_request() -> tuple[dict | None, str]:
    """(the scenario asked for, its JSON) from `scenario` (JSON), the form (`build=1`) or `example`."""
    raw = params.text("scenario", max_len=MAX_SCENARIO)
    if raw:
        try:
            data = json.loads(raw)
        except ValueError as exc:
            raise params.BadParameter("scenario", _("not JSON: {error}").format(error=exc)) from None
        if not isinstance(data, dict):
            raise params.BadParameter("scenario", _("a scenario must be a JSON object"))
        return data, raw
    if params.flag("build"):
        data = _built_scenario()
    elif params.text("example", max_len=120):
        data = _example(params.text("example", max_len=120))
    else:
        return None, ""
    return data, json.dumps(data, ensure_ascii=False)


@bp.get("/combat")
def combat():
    from ..engine import render_text, resolve
    from ..engine.annotations import ANNOTATIONS

    s = session()
    corpus = s.corpus
    data, raw = scenario_from_request()
    quote_lang = params.lang("lang", corpus, None)
    run = data is not None and (params.flag("run") or bool(params.text("scenario", max_len=MAX_SCENARIO))
                                or params.flag("build"))
    lines, error, status, outcome = [], "", 200, None
    if run:
        try:
            outcome = resolve(s.load_scenario(data, source="scenario"))
        except ScenarioError as exc:
            error, status = exc.one_line(), 400
        else:
            lang = quote_lang or (g.ui if g.ui in corpus.languages() else "en")
            quote = s.release_quoter(lang, outcome.rules) if outcome.rules else s.quoter(lang)
            lines = render_text(outcome, quote=quote).splitlines()
    examples = [(ann.rule, p.name) for ann in ANNOTATIONS.values() for p in ann.paths()]
    releases = [r for r in s.releases("en") if r[:1].isdigit()]
    permalink = url_for("pages.combat", scenario=json.dumps(data, ensure_ascii=False, separators=(",", ":")),
                        **({"lang": quote_lang} if quote_lang else {})) if data is not None else ""
    link = lambda text: link_rule_ids(text, lambda rid: url_for("pages.rule", rule=rid))  # noqa: E731
    return _page("combat.html", status, data=data, raw=raw or json.dumps(
        {"players": {"A": {"life": 20}, "B": {"life": 20}}, "creatures": [], "attacks": {}, "blocks": {}}),
        rows=_form_rows(data or {}), lines=lines, error=error, outcome=outcome, examples=examples,
        releases=releases, quote_lang=quote_lang or "", languages=corpus.languages(), permalink=permalink,
        link=link, example=params.text("example", max_len=120), life=_life(data), rules=_rules_date(data))


def _life(data: dict | None) -> dict:
    players = (data or {}).get("players")
    players = players if isinstance(players, dict) else {}
    return {p: players[p].get("life", 20) if isinstance(players.get(p), dict) else 20 for p in ("A", "B")}


def _rules_date(data: dict | None) -> str:
    rules = (data or {}).get("rules", "")
    return rules if isinstance(rules, str) else ""
