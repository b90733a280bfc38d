"""`rulesdb serve` in a real browser: Debian's headless Chromium driven by Playwright, against one waitress server
on 127.0.0.1 (a free port) over the session's indexed home; one browser and one server for the whole module.

Skips with the reason when Playwright or Chromium is missing (a developer machine); CI installs Chromium
(.ci/run). Screenshots (desktop and phone) are kept in $RULESDB_SCREENSHOTS, default a temporary folder.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
import threading
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

pytest.importorskip("flask")
waitress = pytest.importorskip("waitress.server")

CHROMIUM = os.environ.get("RULESDB_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def server(indexed_home):
    from rulesdb.web import create_app
    from rulesdb.web.session import WebSession

    app = create_app(session=WebSession(indexed_home, auto_build=False))
    srv = waitress.create_server(app, host="127.0.0.1", port=0, threads=8)
    stop = threading.Event()

    def run():
        # waitress's own loop (srv.run) has no stop: closing the server from this thread while it selects on the
        # socket raised EBADF in it now and then; this loop stops first, then the server is closed
        while not stop.is_set():
            srv.asyncore.loop(timeout=0.1, map=srv._map, count=1)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{srv.effective_port}"
    yield base
    stop.set()
    thread.join(5)
    srv.task_dispatcher.shutdown()
    srv.close()


@pytest.fixture(scope="module")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install rulesdb[test])")
    if not CHROMIUM:
        pytest.skip("no chromium on this machine (apt-get install chromium); CI installs it")
    pw = sync_api.sync_playwright().start()
    try:
        # launch() gives the browser a fresh, temporary user data directory of its own
        b = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    except Exception as exc:  # noqa: BLE001 - a browser that cannot start is a skip with its reason
        pw.stop()
        pytest.skip(f"chromium could not start: {exc}")
    yield b
    b.close()
    pw.stop()


@pytest.fixture(scope="module")
def shots() -> Path:
    folder = Path(os.environ.get("RULESDB_SCREENSHOTS") or tempfile.mkdtemp(prefix="rulesdb-screens-"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture()
def page(browser):
    context = browser.new_context(viewport=DESKTOP, locale="es-ES")
    p = context.new_page()
    p.set_default_timeout(15_000)
    yield p
    context.close()


def get(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=30) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


# -- without a browser: the real server ---------------------------------------------------------------------------
def test_server_listens_on_loopback_and_answers_concurrent_requests(server):
    assert server.startswith("http://127.0.0.1:")
    urls = [f"{server}/api/search?q=first+strike&limit=3", f"{server}/api/search?q=da%C3%B1ar+primero&limit=3",
            f"{server}/api/rules/702.7?lang=es&with=en", f"{server}/api/search?q=Erstschlag&limit=3",
            f"{server}/?q=trample"] * 8
    with ThreadPoolExecutor(16) as pool:
        results = list(pool.map(get, urls))
    assert all(status == 200 for status, _ in results)
    single = {u: get(u)[1] for u in urls[:4]}
    for u, (_s, body) in zip(urls, results):     # the same answer whichever thread served it
        if u in single:
            assert json.loads(body) == json.loads(single[u])


def test_server_400_and_404(server):
    assert get(f"{server}/api/rules/999.9")[0] == 404
    assert get(f"{server}/api/rules/702.7?lang=zz")[0] == 400


# -- in the browser -----------------------------------------------------------------------------------------------
def test_search_as_you_type_in_spanish(page, server, shots):
    page.goto(server + "/")
    assert page.locator("html").get_attribute("lang") == "es"          # Accept-Language of the browser
    page.locator("#q").press_sequentially("dañar primero", delay=20)
    page.wait_for_selector("#results .hit a.rule-id")                  # results without pressing Enter
    # the results of the whole query (those of its first letters may come first: wait for them to be replaced)
    first = page.locator("#results .hit").filter(has_text="702.7a").first
    first.wait_for()
    page.wait_for_url(re.compile(r"q=da(%C3%B1|ñ)ar"))                 # the URL follows the query
    assert first.locator('.cell[lang="es"]').inner_text().startswith("Dañar primero")
    assert "First strike" in first.locator('.cell.aligned[lang="en"]').inner_text()
    page.screenshot(path=str(shots / "search_desktop.png"), full_page=False)
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(shots / "search_phone.png"), full_page=False)


def test_open_a_result_and_switch_the_side_language(page, server, shots):
    page.goto(server + "/?q=dañar+primero")
    page.locator("#results a.rule-id", has_text="702.7a").first.click()
    page.wait_for_url("**/rules/702.7a**")
    assert page.locator('td[lang="es"]').first.is_visible()
    page.goto(server + "/rules/702.7?lang=es")
    page.locator('input[name="with"][value="it"]').check()
    page.locator('input[name="with"][value="de"]').check()
    page.locator("form.controls button[type=submit]").click()
    page.wait_for_url("**with=it**")
    assert page.locator('td[lang="it"]').count() >= 4
    assert "Attacco improvviso" in page.locator('td[lang="it"]').first.inner_text()
    assert page.locator('td[lang="de"]').count() >= 4
    page.screenshot(path=str(shots / "rule_desktop.png"), full_page=True)
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(shots / "rule_phone.png"), full_page=False)
    page.locator('a.ref', has_text="702.4").first.click()             # a cross-reference
    page.wait_for_url("**/rules/702.4**")


def test_switch_the_interface_language(page, server):
    page.goto(server + "/rules/702.7")
    page.select_option("#ui", "de")                                     # submits itself (JavaScript)
    page.wait_for_url("**ui=de**")
    assert page.locator("nav a").first.inner_text() == "Suche"
    page.goto(server + "/")
    assert page.locator("nav a").first.inner_text() == "Suche"         # remembered in a cookie


def test_run_a_combat_scenario(page, server, shots):
    page.goto(server + "/combat")
    rows = page.locator("table.creatures tbody tr")
    for i, (cid, ctl, pw, tg, kw, act) in enumerate([("caballero", "A", "2", "2", "dañar primero", "B"),
                                                     ("oso", "B", "2", "2", "", "caballero")]):
        row = rows.nth(i)
        row.locator('input[name="cid"]').fill(cid)
        row.locator('select[name="cctl"]').select_option(ctl)
        row.locator('input[name="cpow"]').fill(pw)
        row.locator('input[name="ctgh"]').fill(tg)
        row.locator('input[name="ckw"]').fill(kw)
        row.locator('input[name="cact"]').fill(act)
    page.locator("#run").click()
    page.wait_for_selector("#outcome")
    transcript = page.locator(".transcript").inner_text()
    assert "702.7b" in transcript and "oso" in transcript
    permalink = page.locator("#permalink").get_attribute("href")
    page.screenshot(path=str(shots / "combat_desktop.png"), full_page=True)
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(shots / "combat_phone.png"), full_page=True)
    page.goto(server + permalink)                                       # the permalink runs it again
    assert page.locator(".transcript").inner_text() == transcript


def test_translator_view_and_diff_render(page, server, shots):
    page.goto(server + "/translate?lang=es")
    assert page.locator("section.status table tbody tr").count() >= 3
    page.screenshot(path=str(shots / "translate_desktop.png"), full_page=False)
    page.goto(server + "/diff?old=2024-09-20&new=2026-01-16&rule=702")
    assert page.locator("details#changed li").count() > 0
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(shots / "diff_phone.png"), full_page=False)


def test_pages_work_without_javascript(browser, server):
    context = browser.new_context(java_script_enabled=False, viewport=PHONE)
    p = context.new_page()
    p.goto(server + "/")
    p.fill("#q", "first strike")
    p.locator("form.search button").click()
    p.wait_for_selector(".hit")
    assert p.locator(".hit a.rule-id").count() > 0
    context.close()


def test_upload_a_page_to_the_translator_view(page, server, shots):
    seed = Path(__file__).resolve().parents[1] / "raw_sources" / "seeds" / "000_fd9a400e6d8e91d3.txt"
    lines = seed.read_text(encoding="utf-8").splitlines(keepends=True)
    mutated = "".join(lines[:3] + lines[4:]).encode("utf-8")   # FIXTURE MUTATION: 702.7b (line 4) removed
    page.goto(server + "/translate?lang=es&ui=en")
    form = page.locator("#page-check-form")
    form.locator('input[type="file"]').set_input_files(
        {"name": "mutated.txt", "mimeType": "text/plain", "buffer": mutated})
    form.locator('select[name="lang"]').select_option("es")
    form.locator('select[name="min_severity"]').select_option("warning")
    form.locator('button[type="submit"]').click()
    page.wait_for_selector("#page-check")
    row = page.locator("#page-check tbody tr", has=page.locator("span.tag", has_text="missing"))
    assert row.count() == 1 and "702.7b" in row.inner_text()
    page.screenshot(path=str(shots / "page_check_desktop.png"), full_page=False)


def test_upload_a_plain_page_of_numbered_rules_with_its_format(page, server, shots):
    # FIXTURE: two real pt-BR 2020 paragraphs (117.1b, 117.1c, from raw_sources/pt/) typed as a plain page, the
    # second printed with a wrong number (117.1e); the format chosen in the form
    text = ("117.1b Um jogador pode ativar uma habilidade ativada a qualquer momento que ele tenha prioridade.\n"
            "117.1e Um jogador pode fazer algumas ações especiais a qualquer momento que ele tenha prioridade. Um "
            "jogador pode fazer outras ações especiais durante sua fase principal a qualquer momento que ele tenha "
            "prioridade e a pilha esteja vazia. Consulte a regra 116, “Ações Especiais”.\n")
    page.goto(server + "/translate?lang=pt&ui=en")
    form = page.locator("#page-check-form")
    form.locator('input[type="file"]').set_input_files(
        {"name": "minha-pagina", "mimeType": "text/plain", "buffer": text.encode("utf-8")})
    form.locator('select[name="lang"]').select_option("pt")
    form.locator('select[name="format"]').select_option("cr-text")
    form.locator('select[name="min_severity"]').select_option("warning")
    form.locator('button[type="submit"]').click()
    page.wait_for_selector("#page-check")
    row = page.locator("#page-check tbody tr", has=page.locator("span.tag", has_text="number-differs"))
    assert row.count() == 1 and "117.1e" in row.inner_text() and "117.1c" in row.inner_text()
    assert page.locator('select[name="format"]').input_value() == "cr-text"   # the choice is kept
    page.screenshot(path=str(shots / "page_check_format_desktop.png"), full_page=False)
