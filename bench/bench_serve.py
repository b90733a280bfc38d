"""Benchmark of `rulesdb serve`: search over HTTP with concurrent clients, cache misses and cache hits apart.

Starts `rulesdb serve` (the installed console script, waitress) on 127.0.0.1 on a free port over a home built once
(`--home DIR`, else a temporary one built first), then runs CLIENTS threads (keep-alive connections) for SECONDS
per phase against `/api/search`, each phase on a fresh server:

  distinct   the search result cache off (RULESDB_SEARCH_CACHE=0): every request is a search. Each client sends
             every judge question of tests/data/judge_questions.json once, in its own shuffled order (reshuffled
             when it has sent them all). This is also the baseline without the cache.
  repeated   the cache on (the default size): search as you type — every word prefix of 24 judge questions
             (3 per language), asked once before the clock starts; then each client sends them in its own shuffled
             order. Every request should be a hit (the X-Rulesdb-Search-Cache header says which were).
  cycle      the cache on, the workload of the previous version of this bench: client i sends questions i, i+20,
             i+40, ... in turn, so each question comes back from another client (hits after the first round).

A question in a language the corpus lacks (fr, ja in the test corpus) is sent without `lang` (the server detects
it): every request is a real search, answered 200. Prints, per phase, requests, throughput, errors (anything but
200), p50/p99 latency, hits and misses as the server reported them, and the server's resident memory (VmRSS from
/proc at the end of the phase), each beside the target of issue 12 (p50 <= 10 ms, p99 <= 50 ms, 0 errors); then the
same questions through `Session.search` in this process, one at a time, and the machine's load average.

Usage: python bench/bench_serve.py [--home DIR] [--clients 20] [--seconds 30] [--threads N]
                                   [--phases distinct,repeated,cycle]
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import random
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
CACHE_HEADER = "X-Rulesdb-Search-Cache"
TARGET_P50, TARGET_P99 = 10.0, 50.0


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


def _path(q: str, lang: str | None) -> str:
    args = {"q": q, "limit": 10}
    if lang:
        args["lang"] = lang
    return "/api/search?" + urllib.parse.urlencode(args)


def _prefixes(q: str) -> list[str]:
    """What a search-as-you-type box sends: the question cut after each word (CJK text: every 2 characters)."""
    words = q.split()
    if len(words) > 1:
        return [" ".join(words[:n]) for n in range(1, len(words) + 1)]
    return [q[:n] for n in range(2, len(q) + 1, 2)] + ([q] if len(q) % 2 else [])


class Server:
    def __init__(self, home: str, threads: int | None, cache: bool):
        self.port = _free_port()
        cmd = ["rulesdb", "serve", "--home", home, "--port", str(self.port)]
        if threads:
            cmd += ["--threads", str(threads)]
        env = dict(os.environ)
        if not cache:
            env["RULESDB_SEARCH_CACHE"] = "0"
        self.proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
        deadline = time.monotonic() + 180
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                if self.proc.poll() is not None:
                    raise SystemExit(f"rulesdb serve exited with {self.proc.returncode}")
                time.sleep(0.3)
        raise SystemExit("rulesdb serve did not listen within 180 s")

    def get(self, path: str) -> int:
        con = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
        con.request("GET", path)
        resp = con.getresponse()
        resp.read()
        con.close()
        return resp.status

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=30)


def run_phase(name: str, server: Server, clients: int, seconds: float, paths_of) -> dict:
    """`clients` threads for `seconds`, client i sending `paths_of(i)` (an endless iterator of paths)."""
    latencies: list[float] = []
    counts = {"errors": 0, "hit": 0, "miss": 0}
    lock = threading.Lock()
    stop = time.monotonic() + seconds

    def client(i: int) -> None:
        con = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
        mine, seen = [], {"errors": 0, "hit": 0, "miss": 0}
        for path in paths_of(i):
            if time.monotonic() >= stop:
                break
            t = time.perf_counter()
            try:
                con.request("GET", path)
                resp = con.getresponse()
                resp.read()
                ok = resp.status == 200
                cached = resp.getheader(CACHE_HEADER)
                if cached in seen:
                    seen[cached] += 1
            except (OSError, http.client.HTTPException):
                ok = False
                con.close()
                con = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
            mine.append(time.perf_counter() - t)
            if not ok:
                seen["errors"] += 1
        con.close()
        with lock:
            latencies.extend(mine)
            for k, v in seen.items():
                counts[k] += v

    started = time.monotonic()
    threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.monotonic() - started
    ms = [x * 1000 for x in latencies]
    return {"phase": name, "requests": len(ms), "seconds": elapsed, "rps": len(ms) / elapsed,
            "p50": statistics.median(ms) if ms else float("nan"), "p99": _pct(ms, 0.99), "max": max(ms, default=0.0),
            "rss": _rss_mb(server.proc.pid), **counts}


def _verdict(ok: bool) -> str:
    return "meets" if ok else "MISSES"


def report(r: dict, clients: int) -> None:
    print(f"{r['phase']:9} {clients} clients, {r['seconds']:.1f} s: {r['requests']} requests, {r['rps']:.1f}/s; "
          f"cache hits {r['hit']}, misses {r['miss']}")
    print(f"          p50 {r['p50']:7.1f} ms (target <= {TARGET_P50:g}: {_verdict(r['p50'] <= TARGET_P50)})   "
          f"p99 {r['p99']:7.1f} ms (target <= {TARGET_P99:g}: {_verdict(r['p99'] <= TARGET_P99)})   "
          f"max {r['max']:.0f} ms   errors {r['errors']} (target 0: {_verdict(r['errors'] == 0)})   "
          f"server resident {r['rss']:.0f} MB")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--home")
    ap.add_argument("--clients", type=int, default=20)
    ap.add_argument("--seconds", type=float, default=30.0)
    ap.add_argument("--threads", type=int, default=None, help="waitress threads (default: rulesdb serve's)")
    ap.add_argument("--phases", default="distinct,repeated,cycle")
    args = ap.parse_args()
    questions = [(q["q"], q["lang"]) for q in json.loads(QUESTIONS.read_text(encoding="utf-8"))["questions"]]
    tmp = None
    home = args.home
    if home is None:
        tmp = tempfile.mkdtemp(prefix="rulesdb-bench-serve-")
        home = tmp
        subprocess.run(["rulesdb", "build", "--home", home], check=True, stdout=subprocess.DEVNULL)
    sys.path.insert(0, str(REPO))
    from rulesdb.app import Session

    session = Session(home)
    present = set(session.corpus.languages())
    asked = [(q, lang if lang in present else None) for q, lang in questions]
    by_lang: dict[str, list] = {}
    for q, lang in questions:
        by_lang.setdefault(lang, []).append((q, lang if lang in present else None))
    typed = list(dict.fromkeys(_path(p, lang) for items in by_lang.values() for q, lang in items[:3]
                               for p in _prefixes(q)))
    distinct = [_path(q, lang) for q, lang in asked]

    def shuffled(paths: list[str], seed: int):
        rnd = random.Random(seed)
        while True:
            order = paths[:]
            rnd.shuffle(order)
            yield from order

    def cycle(i: int):
        n = i
        while True:
            yield distinct[n % len(distinct)]
            n += args.clients

    print(f"load average before: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f} "
          f"({os.cpu_count()} CPUs); waitress threads: {args.threads or 'rulesdb serve default'}")
    results = []
    for phase in [p.strip() for p in args.phases.split(",") if p.strip()]:
        server = Server(home, args.threads, cache=phase != "distinct")
        try:
            server.get(_path("first strike", "en"))
            if phase == "distinct":
                r = run_phase(phase, server, args.clients, args.seconds, lambda i: shuffled(distinct, i))
            elif phase == "repeated":
                for p in typed:          # each prefix asked once: the cache holds them all
                    server.get(p)
                r = run_phase(phase, server, args.clients, args.seconds, lambda i: shuffled(typed, 1000 + i))
            elif phase == "cycle":
                r = run_phase(phase, server, args.clients, args.seconds, cycle)
            else:
                raise SystemExit(f"unknown phase {phase!r}")
        finally:
            server.stop()
        results.append(r)
        report(r, args.clients)
        if phase == "repeated":
            print(f"          ({len(typed)} distinct prefixes of {sum(min(3, len(v)) for v in by_lang.values())} "
                  f"questions, asked once before the clock)")

    session.search("first strike")
    times = []
    for q, lang in questions:
        t = time.perf_counter()
        try:
            session.search(q, lang=lang, limit=10)
        except Exception:  # noqa: BLE001 - the baseline counts time only
            pass
        times.append((time.perf_counter() - t) * 1000)
    print(f"in process, one at a time (first pass over the {len(times)} questions): "
          f"p50 {statistics.median(times):.1f} ms, p99 {_pct(times, 0.99):.1f} ms")
    print(f"load average after: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    session.close()
    if tmp:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    main()
