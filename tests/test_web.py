"""`rulesdb serve` at the HTTP level, through Flask's test client: the pages, the JSON API (the shapes of the CLI's
--json, checked against openapi.json), 400/404, escaping, the UI language, and the catalogs of the templates."""
from __future__ import annotations

import io
import json
import re
from importlib import resources
from pathlib import Path

import pytest

flask = pytest.importorskip("flask")

from rulesdb.app import Session  # noqa: E402
from rulesdb.web import create_app  # noqa: E402
from rulesdb.web.session import WebSession  # noqa: E402


@pytest.fixture(scope="module")
def app(indexed_home):
    return create_app(session=WebSession(indexed_home, auto_build=False))


@pytest.fixture()
def client(app):
    return app.test_client()


@pytest.fixture(scope="module")
def cli_session(indexed_home):
    return Session(indexed_home, auto_build=False)


@pytest.fixture(scope="module")
def openapi():
    return json.loads(resources.files("rulesdb.web").joinpath("openapi.json").read_text(encoding="utf-8"))


def validate(openapi, path: str, data, method: str = "get") -> None:
    """`data` against the 200 response schema that openapi.json gives for `path`."""
    jsonschema = pytest.importorskip("jsonschema")
    schema = openapi["paths"][path][method]["responses"]["200"]["content"]["application/json"]["schema"]
    jsonschema.Draft202012Validator({**schema, "components": openapi["components"]}).validate(data)


def text_of(response) -> str:
    return response.get_data(as_text=True)


# -- pages ------------------------------------------------------------------------------------------------------
def test_search_page_finds_a_spanish_query_with_english_beside(client):
    r = client.get("/?q=dañar+primero", headers={"Accept-Language": "es"})
    assert r.status_code == 200
    page = text_of(r)
    assert 'href="/rules/702.7a?lang=es"' in page
    assert "<mark>" in page
    assert 'class="cell aligned" lang="en"' in page     # English beside the Spanish text
    assert "First strike is a static ability" in page


def test_search_fragment_for_search_as_you_type(client):
    r = client.get("/?q=first+strike&partial=1")
    assert r.status_code == 200
    assert "<html" not in text_of(r) and "702.7" in text_of(r)


def test_search_fallback_is_marked(client):
    page = text_of(client.get("/?q=trample&lang=es&ui=en"))
    assert "fallback:" in page


def test_search_says_which_words_it_found_nowhere(client):
    html = text_of(client.get("/?q=priorty+of+the+stack&lang=en&ui=en"))
    assert "found nowhere in the rules: priorty (<a" in html and ">priority</a>?)" in html
    assert "in keiner Regel gefunden: priorty" in text_of(client.get("/?q=priorty+of+the+stack&lang=en&ui=de"))


def test_search_shows_the_card_a_query_names(client):
    # it: Luna Insanguinata is Blood Moon's Italian name (rulesdb.cardnames); its English text is shown, escaped
    html = text_of(client.get("/?q=Luna+Insanguinata+e+Urborg&lang=it&ui=it"))
    assert "carta: Luna Insanguinata = Blood Moon — Nonbasic lands are Mountains." in html, html[:2000]


def test_a_close_word_offered_links_to_the_search_so_written(client):
    html = text_of(client.get("/?q=si+una+ficha+va+al+cementrio&lang=es&ui=es"))
    assert ('cementrio (<a class="respell" href="/?q=si+una+ficha+va+al+cementerio&amp;lang=es">cementerio</a>?)'
            in html), html
    # what was typed is escaped: a word found nowhere is shown as text, never as markup
    html = text_of(client.get("/?q=priorty+%3Cb%3Ex%3C%2Fb%3E+stack&lang=en&ui=en"))
    assert "<b>x</b>" not in html and "priorty (<a" in html


def test_search_says_where_an_older_translation_rule_stands_now(client):
    # pt-BR 2020 103.4 (the mulligan) is 103.5 in the English of 2026-08-07
    page = text_of(client.get("/?q=mulligan&lang=pt&ui=en"))
    assert "now 103.5 in the English of August 7, 2026" in page
    assert "ahora 103.5 en el inglés" in text_of(client.get("/?q=mulligan&lang=pt&ui=es"))


def test_rule_page_side_by_side_with_links_history_and_run(client):
    r = client.get("/rules/702.7?lang=es&with=en,it,de")
    assert r.status_code == 200
    page = text_of(r)
    for lang in ("es", "en", "it", "de"):
        assert f'<td lang="{lang}">' in page
    assert 'href="/rules/702.4?lang=es&amp;with=en,it,de"' in page     # a cross-reference, keeping the languages
    assert 'name="rev"' in page and 'value="2024-09-20"' in page       # the release picker
    assert "/combat?example=702_7a" in page                             # run this rule
    assert 'class="history"' in page


def test_rule_page_history_shows_renumbering(client):
    page = text_of(client.get("/rules/702.7c?ui=en"))
    assert "History" in page and "2020" in page


def test_rule_page_release_picker_changes_the_text(client):
    old = text_of(client.get("/rules/510.1c?rev=2020-11-20")).split('class="history"')[0]
    new = text_of(client.get("/rules/510.1c")).split('class="history"')[0]
    assert "damage assignment order" in old and "damage assignment order" not in new


def test_rule_jump_form_redirects(client):
    r = client.get("/rules/702.7?goto=702.4&lang=es")
    assert r.status_code == 302 and r.headers["Location"].startswith("/rules/702.4?lang=es")


def test_diff_page_keeps_moves_and_reference_only_apart(client):
    r = client.get("/diff?old=2024-09-20&new=2026-01-16&ui=en")
    assert r.status_code == 200
    page = text_of(r)
    assert 'id="moved"' in page and 'id="reference-only"' in page and 'id="changed"' in page
    assert "<del>" in page and "<ins>" in page


def test_translator_view_filters_findings(client):
    page = text_of(client.get("/translate?lang=es&kind=label-confirmed&ui=en"))
    assert "Translation status" in page and "Alignment of 702.7" in page
    kinds = set(re.findall(r'<span class="tag">([a-z-]+)</span>', page))
    assert kinds == {"label-confirmed"}
    assert client.get("/translate?lang=es&severity=fatal").status_code == 400


def test_combat_example_runs_with_citations(client):
    r = client.get("/combat?example=702_7a_first_striker_kills_blocker_first.json&run=1&ui=en")
    assert r.status_code == 200
    page = text_of(r)
    assert 'href="/rules/702.7b"' in page and "bear is destroyed" in page
    permalink = re.search(r'href="([^"]+)" id="permalink"', page).group(1)
    again = text_of(client.get(permalink.replace("&amp;", "&")))
    assert "bear is destroyed" in again


def test_combat_builder_with_a_spanish_keyword(client):
    r = client.get("/combat?build=1&ui=en&cid=knight&cctl=A&cpow=2&ctgh=2&ckw=da%C3%B1ar+primero&cact=B"
                   "&cid=bear&cctl=B&cpow=2&ctgh=2&ckw=&cact=knight")
    assert r.status_code == 200 and "bear is destroyed" in text_of(r)


def test_combat_errors_are_400_and_a_scenario_is_never_a_path(client):
    assert client.get("/combat?scenario=%2Fetc%2Fpasswd").status_code == 400
    assert client.get("/combat?example=..%2F..%2Fetc%2Fpasswd").status_code == 400
    r = client.get("/combat?build=1&cid=x&cctl=A&cpow=-1&ctgh=0&ckw=&cact=B")
    assert r.status_code == 400 and 'class="error"' in text_of(r)


def test_unknown_rule_is_404_and_a_bad_parameter_400(client):
    assert client.get("/rules/999.9").status_code == 404
    assert client.get("/rules/not-a-rule").status_code == 400
    assert client.get("/rules/702.7?lang=xx").status_code == 400
    assert client.get("/?q=first&limit=100000").status_code == 400
    assert client.get("/nowhere").status_code == 404


def test_everything_is_escaped(client):
    r = client.get("/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E")
    assert "<script>alert" not in text_of(r) and "&lt;script&gt;alert" in text_of(r)
    r = client.get("/rules/702.7?lang=%3Cb%3E")
    assert r.status_code == 400 and "<b>" not in text_of(r).split("<main>")[1]
    assert "default-src 'self'" in r.headers["Content-Security-Policy"]


def test_ui_language_from_accept_language_picker_and_cookie(client):
    assert ">Suche<" in text_of(client.get("/", headers={"Accept-Language": "de-DE,de;q=0.9"}))
    r = client.get("/?ui=it")
    assert ">Cerca<" in text_of(r) and "rulesdb_ui=it" in r.headers["Set-Cookie"]
    assert ">Cerca<" in text_of(client.get("/"))          # remembered
    assert client.get("/?ui=xx").status_code == 400
    page = text_of(client.get("/rules/702.7?ui=es"))
    assert "26 de" not in page or "de 20" in page           # dates written by babel in Spanish
    assert "7 de agosto de 2026" in page


# -- the JSON API ---------------------------------------------------------------------------------------------
def test_api_rule_is_the_show_json(client, cli_session, openapi):
    r = client.get("/api/rules/702.7b?lang=es&rev=2024-09-20")
    assert r.status_code == 200
    assert r.get_json() == json.loads(json.dumps(cli_session.show("702.7b", "es", [], "2024-09-20").to_json()))
    validate(openapi, "/api/rules/{rule}", r.get_json())
    both = client.get("/api/rules/702.7?lang=es&with=en,it").get_json()
    assert both == json.loads(json.dumps(cli_session.show("702.7", "es", ["en", "it"]).to_json()))
    validate(openapi, "/api/rules/{rule}", both)


def test_api_search_is_the_search_json(client, cli_session, openapi):
    data = client.get("/api/search?q=dañar+primero&limit=5&with=en").get_json()
    assert data == json.loads(json.dumps(cli_session.search("dañar primero", limit=5, with_langs=("en",)).to_json()))
    assert any(hit["id"].startswith("702.7") for hit in data)
    validate(openapi, "/api/search", data)


@pytest.mark.parametrize("url, path", [
    ("/api/align/702.7?langs=en,es,it,de", "/api/align/{rule}"),
    ("/api/check?lang=es", "/api/check"),
    ("/api/diff?old=2024-09-20&new=2026-01-16&rule=702", "/api/diff"),
    ("/api/history/702.7c", "/api/history/{rule}"),
    ("/api/annotations", "/api/annotations"),
    ("/api/sources", "/api/sources"),
    ("/api/status", "/api/status"),
    ("/api/term?q=first+strike&lang=es", "/api/term"),
])
def test_api_responses_validate_against_openapi(client, openapi, url, path):
    r = client.get(url)
    assert r.status_code == 200, r.get_data(as_text=True)
    validate(openapi, path, r.get_json())


def test_api_combat_get_and_post(client, openapi):
    scenario = {"players": {"A": {"life": 20}, "B": {"life": 20}}, "creatures": [{"id": "knight", "controller": "A", "power": 2, "toughness": 2, "keywords": ["Erstschlag"]},
                              {"id": "bear", "controller": "B", "power": 2, "toughness": 2}],
                "attacks": {"knight": "B"}, "blocks": {"bear": ["knight"]}}
    posted = client.post("/api/combat", json=scenario)
    assert posted.status_code == 200 and posted.get_json()["destroyed"] == ["bear"]
    validate(openapi, "/api/combat", posted.get_json(), "post")
    got = client.get("/api/combat", query_string={"scenario": json.dumps(scenario)})
    assert got.get_json() == posted.get_json()
    bad = client.post("/api/combat", json={**scenario, "creatures": [{"id": "x", "controller": "A", "power": 1, "toughness": 0}],
                                           "attacks": {}, "blocks": {}})
    assert bad.status_code == 400 and "704.5f" in bad.get_json()["error"]
    assert client.post("/api/combat", data="/etc/passwd").status_code == 400


def test_api_errors_are_json(client, openapi):
    r = client.get("/api/rules/999.9")
    assert r.status_code == 404 and r.get_json()["status"] == 404 and "999.9" in r.get_json()["error"]
    r = client.get("/api/rules/702.7?lang=klingon")
    assert r.status_code == 400 and "lang" in r.get_json()["error"]
    assert client.get("/api/search").status_code == 400
    assert client.get("/api/diff?old=2024-09-20").status_code == 400
    validate_error = openapi["components"]["schemas"]["Error"]
    assert set(validate_error["required"]) == set(r.get_json())


def test_api_sources_do_not_disclose_server_folders(client):
    for src in client.get("/api/sources").get_json():
        assert not src["path"].startswith("/")


def test_openapi_is_served_and_lists_every_api_route(client, app):
    doc = client.get("/api/openapi.json").get_json()
    assert doc["openapi"].startswith("3.")
    routes = {re.sub(r"<(\w+)>", r"{\1}", r.rule) for r in app.url_map.iter_rules() if r.rule.startswith("/api/")}
    assert routes == set(doc["paths"])


# -- the catalogs -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["es", "it", "de"])
def test_every_template_message_is_translated(lang):
    from babel.messages.pofile import read_po
    from jinja2.ext import babel_extract

    folder = resources.files("rulesdb.web").joinpath("templates")
    messages = set()
    for entry in folder.iterdir():
        if entry.name.endswith(".html"):
            with entry.open("rb") as fh:
                for _line, _func, message, _comments in babel_extract(fh, ("_", "gettext"), [], {}):
                    if isinstance(message, str):
                        messages.add(message)
    assert len(messages) > 40
    po = resources.files("rulesdb").joinpath("locale", lang, "LC_MESSAGES", "rulesdb.po")
    with po.open("rb") as fh:
        catalog = read_po(fh)
    missing = sorted(m for m in messages if not (catalog.get(m) and catalog.get(m).string))
    assert not missing, f"untranslated in {lang}: {missing[:8]}"


def test_serve_command_is_registered_and_binds_loopback_by_default():
    from click.testing import CliRunner

    from rulesdb.cli import main

    r = CliRunner().invoke(main, ["serve", "--help"])
    assert r.exit_code == 0 and "127.0.0.1" in r.output


# -- the translator view's page check (uploads parsed in memory) ---------------------------------------------------
SEED = Path(__file__).resolve().parents[1] / "raw_sources" / "seeds" / "000_fd9a400e6d8e91d3.txt"


def _upload(client, url, data: bytes, name: str, **fields):
    return client.post(url, data={"file": (io.BytesIO(data), name), **fields}, content_type="multipart/form-data")


def _without_a_paragraph(data: bytes) -> tuple[bytes, int]:
    """FIXTURE MUTATION (not real data): the seed with its fourth line (702.7b, one paragraph) removed; (the bytes,
    the line after which it is missing: 3)."""
    lines = data.decode("utf-8").splitlines(keepends=True)
    return "".join(lines[:3] + lines[4:]).encode("utf-8"), 3


def test_translator_view_has_the_upload_form(client):
    page = text_of(client.get("/translate?lang=es&ui=en"))
    assert 'enctype="multipart/form-data"' in page and 'action="/translate/check"' in page and 'type="file"' in page


def test_page_check_upload_of_a_real_seed(client):
    r = _upload(client, "/translate/check?ui=en", SEED.read_bytes(), SEED.name, lang="es", min_severity="info")
    assert r.status_code == 200, text_of(r)
    page = text_of(r)
    assert "Page check" in page and SEED.name in page
    assert "sev-warning" not in page.split('id="page-check"')[1].split("<tbody>")[1]
    warned = _upload(client, "/translate/check?ui=en", SEED.read_bytes(), SEED.name, lang="es", min_severity="warning")
    assert warned.status_code == 200 and "No findings at this severity." in text_of(warned)


def test_page_check_upload_finds_a_missing_paragraph_with_its_line(client):
    data, line = _without_a_paragraph(SEED.read_bytes())
    r = _upload(client, "/api/check-page", data, "mutated_" + SEED.name, lang="es", min_severity="warning")
    assert r.status_code == 200, r.get_json()
    missing = [f for f in r.get_json()["findings"] if f["kind"] == "missing"]
    assert [(f["severity"], f["rule"], f["line"]) for f in missing] == [("warning", "702.7b", line)], missing
    assert f"after line {line}" in missing[0]["fix"]
    page = text_of(_upload(client, "/translate/check?ui=en", data, "mutated.txt", lang="es", min_severity="warning"))
    assert '<span class="tag">missing</span>' in page and f'<td class="num line">{missing[0]["line"]}</td>' in page


def test_page_check_upload_is_capped_and_errors_are_400(client):
    from rulesdb.web.pages import MAX_UPLOAD

    big = _upload(client, "/translate/check", b"702.7a x\n" * (MAX_UPLOAD // 9 + 10), "big.txt", lang="es")
    assert big.status_code == 413
    assert _upload(client, "/api/check-page", b"a" * (MAX_UPLOAD + 1), "big.txt").status_code == 413
    binary = _upload(client, "/api/check-page", bytes(range(256)) * 20, "x.bin", lang="es")
    assert binary.status_code == 400 and "\n" not in binary.get_json()["error"] and "NUL" in binary.get_json()["error"]
    page = _upload(client, "/translate/check?ui=en", bytes(range(256)) * 20, "../../etc/passwd", lang="es")
    assert page.status_code == 400 and 'class="error"' in text_of(page) and "../" not in text_of(page)
    not_rules = _upload(client, "/api/check-page", b"hello world\n", "note.txt", lang="es")
    assert not_rules.status_code == 400 and not_rules.get_json()["status"] == 400
    assert _upload(client, "/api/check-page", SEED.read_bytes(), SEED.name, lang="xx").status_code == 400
    assert client.post("/api/check-page", data={"lang": "es"}).status_code == 400       # no file


def test_api_check_page_is_the_check_page_json(client, cli_session, openapi, tmp_path):
    copy = tmp_path / SEED.name
    copy.write_bytes(SEED.read_bytes())
    r = _upload(client, "/api/check-page", SEED.read_bytes(), SEED.name, lang="es", min_severity="info")
    assert r.status_code == 200
    expected = json.loads(json.dumps(cli_session.check_page(str(copy), "es", None, "info").to_json()))
    assert expected.pop("page") == str(copy) and r.get_json().pop("page") == SEED.name
    got = r.get_json()
    got.pop("page")
    assert got == expected
    assert not [f for f in got["findings"] if f["severity"] in ("warning", "error")]
    validate(openapi, "/api/check-page", r.get_json(), "post")
    raw = client.post(f"/api/check-page?lang=es&name={SEED.name}", data=SEED.read_bytes(),
                      content_type="text/plain")
    assert raw.status_code == 200 and raw.get_json() == r.get_json()


def test_api_check_page_takes_the_format(client, openapi):
    # a page of numbered rules is detected as cr-text; `format` names it when the file would not say (a name
    # without extension, a page too short to tell), and an unknown format is a 400 naming the known ones
    page = "117.1b Um jogador pode ativar uma habilidade ativada a qualquer momento que ele tenha prioridade.\n"
    r = client.post("/api/check-page?lang=pt&name=page&format=cr-text", data=page.encode("utf-8"),
                    content_type="text/plain")
    assert r.status_code == 200, r.get_json()
    assert r.get_json()["lang"] == "pt" and r.get_json()["paragraphs"] == 1
    validate(openapi, "/api/check-page", r.get_json(), "post")
    bad = client.post("/api/check-page?lang=pt&name=page&format=nonsense", data=page.encode("utf-8"),
                      content_type="text/plain")
    assert bad.status_code == 400 and "cr-text" in bad.get_json()["error"]


# -- the search result cache ------------------------------------------------------------------------------------
CACHE = "X-Rulesdb-Search-Cache"


def _cached_app(home, entries=64):
    return create_app(session=WebSession(home, auto_build=False, search_cache=entries))


def _expected(cli_session, q, **kw):
    return json.loads(json.dumps(cli_session.search(q, **kw).to_json()))


def test_search_cache_answers_what_an_uncached_search_does(indexed_home, cli_session):
    cached = _cached_app(indexed_home).test_client()
    uncached = _cached_app(indexed_home, entries=0).test_client()
    url = "/api/search?q=dañar+primero&limit=5&with=en"
    first, second = cached.get(url), cached.get(url)
    assert (first.headers[CACHE], second.headers[CACHE]) == ("miss", "hit")
    plain = uncached.get(url)
    assert uncached.get(url).headers[CACHE] == "miss"          # no cache: every search is made
    expected = _expected(cli_session, "dañar primero", limit=5, with_langs=("en",))
    assert first.get_json() == second.get_json() == plain.get_json() == expected
    assert second.get_data() == first.get_data()
    # the page of search-as-you-type shares the cache (its own key: limit 20, English beside)
    page = cached.get("/?q=dañar+primero&partial=1")
    again = cached.get("/?q=dañar+primero&partial=1")
    assert (page.headers[CACHE], again.headers[CACHE]) == ("miss", "hit")
    assert page.get_data() == again.get_data() and "702.7" in text_of(again)


def test_search_cache_keys_every_parameter_that_changes_the_answer(indexed_home, cli_session):
    app = _cached_app(indexed_home)
    client = app.test_client()
    base = {"q": "first strike", "lang": "en", "limit": "5", "ui": "en"}   # ui each time: ?ui= sets a cookie
    variants = [{}, {"q": "first strike damage"}, {"lang": "es"}, {"lang": "all"}, {"limit": "6"},
                {"rev": "2024-09-20"}, {"with": "es"}, {"with": "es,it"}, {"ui": "de"}, {"ui": "es"}]
    from urllib.parse import urlencode

    for i, change in enumerate(variants):
        url = "/api/search?" + urlencode({**base, **change})
        r = client.get(url)
        assert r.status_code == 200, r.get_data(as_text=True)
        assert r.headers[CACHE] == "miss", change               # a new parameter value is a new entry
        assert len(app.extensions["rulesdb"].search_cache) == i + 1
    for change in variants:                                     # each answered from its own entry
        args = {**base, **change}
        r = client.get("/api/search?" + urlencode(args))
        assert r.headers[CACHE] == "hit", change
        if "ui" not in change:
            with_langs = tuple(args["with"].split(",")) if "with" in args else ()
            assert r.get_json() == _expected(cli_session, args["q"], lang=args["lang"], limit=int(args["limit"]),
                                             rev=args.get("rev"), with_langs=with_langs), change
    assert client.get("/api/search?q=first+strike&lang=en&limit=5&rev=2024-09-20").get_json() != \
        client.get("/api/search?q=first+strike&lang=en&limit=5").get_json()   # the release does change the answer


def test_search_cache_is_bounded_least_recently_used_first(indexed_home):
    app = _cached_app(indexed_home, entries=3)
    client = app.test_client()
    words = ["trample", "flying", "deathtouch", "haste", "vigilance"]
    for w in words:
        assert client.get(f"/api/search?q={w}&lang=en").headers[CACHE] == "miss"
    cache = app.extensions["rulesdb"].search_cache
    assert len(cache) == 3
    assert client.get("/api/search?q=deathtouch&lang=en").headers[CACHE] == "hit"  # now the most recently used
    assert client.get("/api/search?q=trample&lang=en").headers[CACHE] == "miss"     # evicts the least recently used
    assert len(cache) == 3
    assert client.get("/api/search?q=deathtouch&lang=en").headers[CACHE] == "hit"
    assert client.get("/api/search?q=haste&lang=en").headers[CACHE] == "miss"


def test_search_cache_bounds_the_hits_it_holds():
    from rulesdb.web.session import SearchCache

    cache = SearchCache(entries=100, weight=10, weigh=len)
    for i in range(6):
        cache.put(i, "x" * 3)
    assert len(cache) == 3 and cache.total_weight == 9
    assert cache.get(5) == "xxx" and cache.get(2) is None
    cache.put("big", "x" * 11)                  # heavier than the whole cache: not kept, nothing evicted
    assert cache.get("big") is None and len(cache) == 3
    cache.put(3, "y")                           # replacing an entry replaces its weight
    assert cache.total_weight == 7 and cache.get(3) == "y"
    nothing = SearchCache(entries=0)
    nothing.put(1, "x")
    assert nothing.get(1) is None and len(nothing) == 0


def test_search_cache_is_emptied_with_the_index_it_answered_for(indexed_home, tmp_path, monkeypatch):
    import shutil

    import rulesdb.search

    home = tmp_path / "home"
    shutil.copytree(indexed_home, home)
    root = home / "index"

    def new_generation(home_, progress=None, full=False):
        """What a rebuild leaves: another generation, named in CURRENT (a copy: a real build takes 20 s)."""
        old = (root / "CURRENT").read_text(encoding="utf-8").strip()
        shutil.copytree(root / old, root / (old + "-next"))
        (root / "CURRENT").write_text(old + "-next", encoding="utf-8")

    monkeypatch.setattr(rulesdb.search, "build_index", new_generation)
    session = WebSession(home, auto_build=False, search_cache=16)
    client = create_app(session=session).test_client()
    url = "/api/search?q=first+strike&lang=en&limit=3"
    before = client.get(url)
    assert client.get(url).headers[CACHE] == "hit"
    old_path = session.index.path
    session.reindex()                           # a new generation: no answer of the old one is served
    after = client.get(url)
    assert session.index.path != old_path and session.index.path.name.endswith("-next")
    assert after.headers[CACHE] == "miss" and after.get_json() == before.get_json()
    assert client.get(url).headers[CACHE] == "hit"


def test_concurrent_searches_get_their_own_answers(indexed_home, cli_session, monkeypatch, all_at_once):
    from rulesdb.app import Session as PlainSession

    app = _cached_app(indexed_home)             # cold: the threads open the index and fill the cache at once
    made: list[str] = []
    search = PlainSession.search

    def counted(self, query, *args, **kwargs):
        made.append(query)
        return search(self, query, *args, **kwargs)

    monkeypatch.setattr(PlainSession, "search", counted)
    queries = [("first strike", "en"), ("dañar primero", "es"), ("trample", "en"), ("attacco", "it"),
               ("Erstschlag", "de"), ("flying", "all"), ("deathtouch", "en"), ("combat damage step", "en")]
    expected = {q: _expected(cli_session, q, lang=lang, limit=10) for q, lang in queries}
    made.clear()
    got: list[tuple[str, object, int]] = []

    def work(n: int, wait) -> None:
        client = app.test_client()
        wait()
        for i in range(2 * len(queries)):
            q, lang = queries[(i + n) % len(queries)]
            r = client.get("/api/search", query_string={"q": q, "lang": lang, "limit": 10})
            got.append((q, r.get_json(), r.status_code))

    errors = all_at_once(12, work)
    assert not errors
    assert len(got) == 12 * 2 * len(queries)
    for q, data, status in got:
        assert status == 200 and data == expected[q], q
    cache = app.extensions["rulesdb"].search_cache
    assert len(cache) == len(queries)
    assert sorted(made) == sorted(q for q, _lang in queries)   # each made once, however many threads asked at once
