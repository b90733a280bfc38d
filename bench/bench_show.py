#!/usr/bin/env python3
"""Benchmark: `rulesdb show 702.7 --lang es --with en` end to end, a new process each time, through the
installed console script, against `python -c pass` measured in the same run (runs interleaved, medians).

Also: where the start-up time goes (`python -X importtime -m rulesdb show ...`, the costliest imports by
cumulative and by own time, best of a few runs), and the in-process lookup time.
Prints figures and ratios; asserts nothing (the machines are noisy). The goal: show <= 3x python -c pass.
Usage: python bench/bench_show.py [--runs N] [--top N] [--rulesdb PATH]
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SHOW = ["show", "702.7", "--lang", "es", "--with", "en"]


def run_once(cmd, env) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   check=True)
    return time.perf_counter() - t


def interleaved(cmds: dict[str, list[str]], env, runs: int) -> dict[str, list[float]]:
    """Each command `runs` times, taking turns, so that a noisy moment of the machine hits all alike."""
    times = {name: [] for name in cmds}
    for name, cmd in cmds.items():  # warm the file cache once, not counted
        run_once(cmd, env)
    for _ in range(runs):
        for name, cmd in cmds.items():
            times[name].append(run_once(cmd, env))
    return times


_IMPORT_LINE = re.compile(r"^import time:\s+(\d+) \|\s+(\d+) \|( *)(\S+)$")


def import_costs(env, repeat: int) -> dict[str, tuple[int, int, int]]:
    """module -> (own µs, cumulative µs, nesting depth): the best of `repeat` runs of
    `python -X importtime -m rulesdb show ...`."""
    best: dict[str, tuple[int, int, int]] = {}
    for _ in range(repeat):
        err = subprocess.run([sys.executable, "-X", "importtime", "-m", "rulesdb", *SHOW], env=env,
                             stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                             text=True, check=True).stderr
        for line in err.splitlines():
            m = _IMPORT_LINE.match(line)
            if m:
                own, cum, depth = int(m.group(1)), int(m.group(2)), (len(m.group(3)) - 1) // 2
                name = m.group(4)
                if name not in best or cum < best[name][1]:
                    best[name] = (own, cum, depth)
    return best


def console_script(given: str | None) -> str:
    if given:
        return given
    beside = Path(sys.executable).parent / "rulesdb"
    found = str(beside) if beside.exists() else shutil.which("rulesdb")
    if not found:
        sys.exit("bench_show: no `rulesdb` console script (pip install . first, or pass --rulesdb PATH)")
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--top", type=int, default=15, help="how many imports to list")
    ap.add_argument("--rulesdb", default=None, help="the console script (default: beside this Python, or on PATH)")
    args = ap.parse_args()
    rulesdb = console_script(args.rulesdb)

    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        env = {**os.environ, "RULESDB_HOME": str(home)}
        env.pop("RULESDB_UI_LANG", None)
        t = time.perf_counter()
        subprocess.run([rulesdb, "build", "--no-index"], env=env, stdin=subprocess.DEVNULL,
                       stdout=subprocess.DEVNULL, check=True)
        build_s = time.perf_counter() - t

        times = interleaved({"pass": [sys.executable, "-c", "pass"], "show": [rulesdb, *SHOW]}, env, args.runs)
        base, show = statistics.median(times["pass"]), statistics.median(times["show"])
        costs = import_costs(env, repeat=5)

        lookup_ms = None
        try:
            from rulesdb.corpus import open_corpus

            corpus = open_corpus(home)
            n = 500
            t = time.perf_counter()
            for _ in range(n):
                corpus.view("702.7", "es")
            lookup_ms = (time.perf_counter() - t) / n * 1000
            corpus.close()
        except Exception as e:  # the library API moves; the end-to-end figure is what counts
            print(f"(in-process lookup not measured: {type(e).__name__}: {e})")

    cmd = "rulesdb " + " ".join(SHOW)
    print(f"console script: {rulesdb}")
    print(f"store build (rulesdb build --no-index), embedded corpus: {build_s:8.2f} s")
    print(f"python -c pass   median of {args.runs}: {base * 1000:7.1f} ms  (min {min(times['pass']) * 1000:.1f})")
    print(f"{cmd}   median of {args.runs}: {show * 1000:7.1f} ms  (min {min(times['show']) * 1000:.1f})")
    print(f"ratio {cmd} / python -c pass: {show / base:.2f}x  (goal <= 3x)")
    if lookup_ms is not None:
        print(f"in-process view('702.7', 'es'): {lookup_ms:.3f} ms")

    total = sum(own for own, _, _ in costs.values())
    print(f"\nimports of `python -X importtime -m rulesdb {' '.join(SHOW)}` (best of 5): {len(costs)} modules, "
          f"{total / 1000:.1f} ms in all")
    print(f"  costliest top-level imports and rulesdb modules, by cumulative time:")
    tops = [(cum, own, name) for name, (own, cum, depth) in costs.items()
            if depth == 0 or (name.startswith("rulesdb") and depth <= 2)]
    for cum, own, name in sorted(tops, reverse=True)[:args.top]:
        print(f"    {cum / 1000:7.1f} ms cumulative  {own / 1000:6.1f} ms own  {name}")
    print(f"  costliest modules by own time:")
    for own, cum, name in sorted(((o, c, n) for n, (o, c, _) in costs.items()), reverse=True)[:args.top]:
        print(f"    {own / 1000:7.1f} ms own  {name}")


if __name__ == "__main__":
    main()
