"""Benchmark of `rulesdb serve`: search over HTTP with concurrent clients, against the same searches in process.

Starts `rulesdb serve` (the installed console script, waitress) on 127.0.0.1 on a free port over a home built once
(`--home DIR`, else a temporary one built first), then runs CLIENTS threads for SECONDS, each sending the judge
questions of tests/data/judge_questions.json in turn to `/api/search` (keep-alive connections); prints the request
count, errors, p50/p99 latency, and the server's resident memory (from /proc); beside it, the baseline measured in
the same run: the same questions through `Session.search` in this process, one at a time.

Usage: python bench/bench_serve.py [--home DIR] [--clients 20] [--seconds 30]
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
QUESTIONS = REPO / "tests" / "data" / "judge_questions.json"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * p))] if values else float("nan")


def _rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--home")
    ap.add_argument("--clients", type=int, default=20)
    ap.add_argument("--seconds", type=float, default=30.0)
    args = ap.parse_args()
    questions = [(q["q"], q["lang"]) for q in json.loads(QUESTIONS.read_text(encoding="utf-8"))["questions"]]
    tmp = None
    home = args.home
    if home is None:
        tmp = tempfile.mkdtemp(prefix="rulesdb-bench-serve-")
        home = tmp
        subprocess.run(["rulesdb", "build", "--home", home], check=True, stdout=subprocess.DEVNULL)
    port = _free_port()
    server = subprocess.Popen(["rulesdb", "serve", "--home", home, "--port", str(port), "--threads", "8"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.3)
        latencies: list[float] = []
        errors = [0]
        lock = threading.Lock()
        stop = time.monotonic() + args.seconds

        def client(i: int) -> None:
            con = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            n = i
            while time.monotonic() < stop:
                q, lang = questions[n % len(questions)]
                n += args.clients
                path = "/api/search?" + urllib.parse.urlencode({"q": q, "lang": lang, "limit": 10})
                t = time.perf_counter()
                try:
                    con.request("GET", path)
                    resp = con.getresponse()
                    resp.read()
                    ok = resp.status in (200, 400)  # a question in a language the index lacks may be a 400
                except (OSError, http.client.HTTPException):
                    ok = False
                    con.close()
                    con = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
                dt = time.perf_counter() - t
                with lock:
                    latencies.append(dt)
                    if not ok:
                        errors[0] += 1

        # warm the server (first searches load the index and the term base)
        warm = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        warm.request("GET", "/api/search?q=first+strike")
        warm.getresponse().read()
        threads = [threading.Thread(target=client, args=(i,)) for i in range(args.clients)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        rss = _rss_mb(server.pid)
        ms = [x * 1000 for x in latencies]
        print(f"rulesdb serve, {args.clients} clients for {args.seconds:g} s: {len(ms)} requests "
              f"({len(ms) / args.seconds:.1f}/s), {errors[0]} errors")
        print(f"  latency p50 {statistics.median(ms):.1f} ms, p99 {_pct(ms, 0.99):.1f} ms; server resident {rss:.0f} MB")
    finally:
        server.terminate()
        server.wait(timeout=30)
    sys.path.insert(0, str(REPO))
    from rulesdb.app import Session

    session = Session(home)
    session.search("first strike")
    times = []
    for q, lang in questions:
        t = time.perf_counter()
        try:
            session.search(q, lang=lang, limit=10)
        except Exception:  # noqa: BLE001 - the baseline counts time only
            pass
        times.append((time.perf_counter() - t) * 1000)
    print(f"baseline in process, one at a time: p50 {statistics.median(times):.1f} ms, p99 {_pct(times, 0.99):.1f} ms")
    print(f"ratio HTTP/in-process p50: {statistics.median(ms) / statistics.median(times):.1f}x")
    session.close()
    if tmp:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    main()
