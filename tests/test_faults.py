"""Bad input and bad conditions never cost a traceback, a hang or data: damaged stores, killed builds, homes that are
not folders, full standard output, devices as export targets, impossible dates, and fetches from a server on
127.0.0.1 that drips, or URLs that carry credentials or a language that would escape the sources folder."""
from __future__ import annotations

import http.server
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesdb.app import Session
from rulesdb.cli import main
from rulesdb.errors import ExportError, FetchError, RulesDBError, StoreError, UnknownLanguageError
from rulesdb.fetch import download, fetch, public_url
from rulesdb.outfiles import check_writable

SEED = Path(__file__).resolve().parents[1] / "raw_sources" / "seeds" / "000_fd9a400e6d8e91d3.txt"


# -- the store ----------------------------------------------------------------------------------------------
@pytest.fixture()
def home_copy(embedded_home, tmp_path) -> Path:
    home = tmp_path / "home"
    shutil.copytree(embedded_home, home)
    return home


def test_an_altered_rule_text_is_refused_not_answered(home_copy):
    con = sqlite3.connect(home_copy / "corpus.sqlite")
    with con:
        con.execute("UPDATE texts SET text = 'an edited text' WHERE text LIKE 'First strike is a static ability%'")
    con.close()
    with pytest.raises(StoreError, match="damaged"):
        Session(home_copy).show("702.7a", "en")
    res = CliRunner().invoke(main, ["show", "702.7a", "--home", str(home_copy)])
    assert res.exit_code == 1 and "damaged" in res.output and "Traceback" not in res.output


def test_a_truncated_store_is_a_one_line_error(home_copy):
    store = home_copy / "corpus.sqlite"
    store.write_bytes(store.read_bytes()[:8192])
    res = CliRunner().invoke(main, ["show", "702.7", "--home", str(home_copy)])
    assert res.exit_code == 1 and "rulesdb build" in res.output and "Traceback" not in res.output


def test_a_home_below_a_regular_file_is_a_one_line_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    res = CliRunner().invoke(main, ["build", "--no-index", "--home", str(blocker / "home")])
    assert res.exit_code == 1 and "cannot write the corpus" in res.output and "Traceback" not in res.output
    assert blocker.read_text() == "not a folder"


def test_a_build_sweeps_what_killed_builds_left(home_copy):
    stale = home_copy / ".corpus.sqlite.999999999.tmp"   # no process has that id
    stale.write_bytes(b"half a store")
    mine = home_copy / f".corpus.sqlite.{os.getppid()}.tmp"  # a live process: its build may still run
    mine.write_bytes(b"in progress")
    from rulesdb.build import build

    build(home_copy)
    assert not stale.exists() and mine.exists()


def test_a_build_killed_at_any_moment_leaves_the_previous_store_answering(home_copy):
    """SIGKILL at a few moments of a rebuild: the store in place answers `show 702.7b` exactly as before."""
    before = Session(home_copy).show("702.7b", "es", ["en"]).to_json()
    env = {**os.environ, "RULESDB_HOME": str(home_copy)}
    code = "from rulesdb.build import build; build()"
    for delay in (0.3, 0.9, 1.6, 2.4):
        proc = subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        with Session(home_copy) as session:
            assert session.show("702.7b", "es", ["en"]).to_json() == before, delay
    from rulesdb.build import build

    build(home_copy)   # and the next build sweeps what the killed ones left
    assert not list(home_copy.glob(".corpus.sqlite.*.tmp"))


# -- arguments ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("date", ["2026-02-30", "2025-13-01", "2024-00"])
def test_impossible_dates_are_malformed_input(embedded_home, date):
    res = CliRunner().invoke(main, ["show", "702.7", "--rev", date, "--home", str(embedded_home)])
    assert res.exit_code == 2 and "not a date" in res.output


def test_export_never_replaces_a_device(tmp_path):
    with pytest.raises(ExportError, match="not a regular file"):
        check_writable("/dev/null", force=True)
    with pytest.raises(ExportError, match="not a regular file"):
        check_writable(tmp_path, force=True)


def test_full_standard_output_is_one_line_and_exit_1(embedded_home):
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    with open("/dev/full", "w") as full:
        proc = subprocess.run([sys.executable, "-m", "rulesdb", "show", "702.7", "--home", str(embedded_home)],
                              stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1, proc.stderr


def test_control_characters_never_reach_the_terminal():
    from rulesdb.output import safe_text

    assert safe_text("a\x1b]0;title\x07b\x00c") == "a\\x1b]0;title\\x07b\\x00c"
    assert safe_text("\x1b[1mbold\x1b[0m\tkept\n") == "\x1b[1mbold\x1b[0m\tkept\n"


# -- fetch ----------------------------------------------------------------------------------------------------
class _Drip(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        if self.path == "/drip":
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.end_headers()
            try:
                for _ in range(60):
                    self.wfile.write(b"x")
                    self.wfile.flush()
                    time.sleep(0.2)
            except (BrokenPipeError, ConnectionResetError):
                pass
            return
        body = SEED.read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture(scope="module")
def drip_server():
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Drip)
    httpd.daemon_threads = True
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()


def test_a_dripping_server_meets_the_total_deadline(drip_server):
    start = time.monotonic()
    with pytest.raises(FetchError, match="no answer within"):
        download(f"http://{drip_server}/drip", timeout=5, deadline=1.0)
    assert time.monotonic() - start < 5


@pytest.mark.parametrize("seconds", [0, -1, float("nan"), float("inf")])
def test_a_time_limit_must_be_positive_and_finite(seconds):
    with pytest.raises(FetchError, match="time limit"):
        download("http://127.0.0.1:9/x", timeout=seconds)


def test_credentials_never_reach_the_file_name_or_the_manifest(drip_server, tmp_path):
    entry = fetch(f"http://judge:s3cret@{drip_server}/regla-702-7.txt", lang="es", into=tmp_path)
    assert "s3cret" not in entry["path"] and "judge" not in entry["path"]
    manifest = (tmp_path / "manifest.toml").read_text(encoding="utf-8")
    assert "s3cret" not in manifest and "judge" not in manifest and drip_server in manifest
    assert public_url("https://a:b@example.org:8443/x?y=1") == "https://example.org:8443/x?y=1"


@pytest.mark.parametrize("lang", ["../../../../x", "es/../../x", "xx", ""])
def test_a_language_that_is_not_registered_writes_nothing(drip_server, tmp_path, lang):
    with pytest.raises(UnknownLanguageError):
        fetch(f"http://{drip_server}/regla-702-7.txt", lang=lang, into=tmp_path / "src")
    assert not (tmp_path / "src").exists() and not list(tmp_path.parent.glob("x"))


def test_errors_share_one_root():
    assert issubclass(StoreError, RulesDBError) and issubclass(FetchError, RulesDBError)


# -- bounded queries and scenarios -------------------------------------------------------------------------
@pytest.mark.parametrize("query, message", [("(" * 400 + "x" + ")" * 400, "deep"), ("NOT " * 200 + "x", "deep"),
                                            ("x" * 5000, "characters long")])
def test_hostile_queries_are_one_line_errors(query, message):
    from rulesdb.errors import QueryError
    from rulesdb.search import parse_query

    with pytest.raises(QueryError, match=message):
        parse_query(query)


@pytest.mark.parametrize("text", ['{"players": {"A": {"life": ' + "9" * 5000 + "}}}",
                                  '{"players": ' + "[" * 100000 + "]" * 100000 + "}"])
def test_hostile_scenarios_are_one_line_errors(text):
    from rulesdb.engine import load_scenario
    from rulesdb.errors import ScenarioError

    with pytest.raises(ScenarioError, match="not a scenario rulesdb can read"):
        load_scenario(text)


# -- a damaged search index -------------------------------------------------------------------------------------
@pytest.mark.parametrize("damage", ["delete", "truncate", "file"])
def test_a_damaged_index_is_one_line_naming_the_fix(indexed_home, tmp_path, damage):
    home = tmp_path / "home"
    shutil.copytree(indexed_home, home)
    index = home / "index"
    segments = list(index.glob("*/MAIN_*.seg"))
    assert segments
    if damage == "delete":
        for seg in segments:
            seg.unlink()
    elif damage == "truncate":
        for seg in segments:
            with open(seg, "r+b") as fh:
                fh.truncate(1000)
    else:
        shutil.rmtree(index)
        index.write_text("not a folder")
    res = CliRunner().invoke(main, ["search", "first strike", "--home", str(home)])
    assert res.exit_code == 1 and "rulesdb build" in res.output and "Traceback" not in res.output, res.output
    assert len(res.output.strip().splitlines()) == 1
