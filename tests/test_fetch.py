"""`rulesdb fetch` against a local HTTP server on 127.0.0.1 serving saved pages (never the internet)."""
import functools
import http.server
import json
import shutil
import threading
import time

import pytest
from click.testing import CliRunner

from rulesdb.cli import main
from rulesdb.errors import FetchError
from rulesdb.fetch import fetch
from rulesdb.manifest import read_manifest


class _Handler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        if self.path == "/slow":
            time.sleep(2)
            try:
                self.send_error(504)
            except (BrokenPipeError, ConnectionResetError):
                pass
            return
        if self.path == "/huge":
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.end_headers()
            try:
                for _ in range(200):
                    self.wfile.write(b"x" * 65536)
            except (BrokenPipeError, ConnectionResetError):
                pass
            return
        super().do_GET()


@pytest.fixture(scope="module")
def server(tmp_path_factory, raw_dir):
    root = tmp_path_factory.mktemp("site")
    shutil.copy(raw_dir / "seeds" / "000_fd9a400e6d8e91d3.txt", root / "regla-702-7.txt")
    shutil.copy(raw_dir / "pt" / "html" / "regras_cr_100_pt-BR.html", root / "cr100.html")
    (root / "empty.txt").write_text("hello, nothing to see here\n")
    handler = functools.partial(_Handler, directory=str(root))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()


def test_fetch_saves_the_page_and_a_manifest_entry(server, tmp_path):
    into = tmp_path / "src"
    entry = fetch(f"{server}/regla-702-7.txt", lang="es", into=into)
    assert entry["format"] == "es-site" and entry["rules"] == 5
    (saved,) = read_manifest(into)
    assert saved.langs == ("es",) and saved.format == "es-site"
    assert saved.origin == f"{server}/regla-702-7.txt"
    assert len(saved.extra["sha256"]) == 64 and "retrieved" in saved.extra
    assert saved.path.read_bytes() == (into / "fetched" / "es" / saved.path.name).read_bytes()


def test_fetch_through_the_cli_then_build_shows_it(server, tmp_path):
    into, home = tmp_path / "src", tmp_path / "home"
    runner = CliRunner()
    res = runner.invoke(main, ["fetch", f"{server}/cr100.html", "--lang", "pt", "--into", str(into), "--home", str(home)])
    assert res.exit_code == 0, res.output
    # the store only: indexing is tested in test_search.py, and would cost this test most of its time
    res = runner.invoke(main, ["build", "--no-index", "--sources", str(into), "--home", str(home), "--json"])
    assert res.exit_code == 0, res.output
    # the page is the same bytes as an embedded one: the build names it and says why it is left out
    report = json.loads(res.output)
    (skipped,) = [s for s in report["skipped"] if s["file"].startswith("fetched/pt/") and s["file"].endswith("cr100.html")]
    assert "pt/html/regras_cr_100_pt-BR.html" in skipped["reason"]


@pytest.mark.parametrize("path,msg", [
    ("/missing.html", "HTTP 404"),
    ("/empty.txt", "not a rule page"),
])
def test_fetch_errors_write_nothing(server, tmp_path, path, msg):
    into = tmp_path / "src"
    with pytest.raises(FetchError, match=msg):
        fetch(f"{server}{path}", lang="es", into=into)
    assert not into.exists() or not any(into.rglob("*"))


def test_fetch_timeout_and_size_cap(server, tmp_path):
    with pytest.raises(FetchError, match="no answer within"):
        fetch(f"{server}/slow", lang="es", into=tmp_path, timeout=0.5)
    with pytest.raises(FetchError, match="limit|more than"):
        fetch(f"{server}/huge", lang="es", into=tmp_path)


def test_dead_link_is_one_line_through_the_cli(tmp_path):
    res = CliRunner().invoke(main, ["fetch", "http://127.0.0.1:9/nothing", "--lang", "es", "--into", str(tmp_path)])
    assert res.exit_code == 1 and res.output.startswith("error: ") and "cannot connect" in res.output
