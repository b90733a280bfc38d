#!/usr/bin/env python3
"""Benchmark: `rulesdb show 702.7b` end to end (a new process each time) against `python -c pass`.

Also: in-process lookup time and the store build time of the embedded corpus.
Prints figures and ratios; asserts nothing (the machines are noisy).
Usage: python bench/bench_show.py [--runs N]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time


def timed(cmd, env, runs):
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        out.append(time.perf_counter() - t)
    return statistics.median(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=15)
    args = ap.parse_args()
    from rulesdb.build import build
    from rulesdb.corpus import open_corpus

    with tempfile.TemporaryDirectory() as home:
        t = time.perf_counter()
        build(home)
        build_s = time.perf_counter() - t
        env = {**os.environ, "RULESDB_HOME": home}
        base = timed([sys.executable, "-c", "pass"], env, args.runs)
        show = timed([sys.executable, "-m", "rulesdb", "show", "702.7b"], env, args.runs)
        corpus = open_corpus(home)
        n = 500
        t = time.perf_counter()
        for _ in range(n):
            corpus.view("702.7b", "en")
        lookup_ms = (time.perf_counter() - t) / n * 1000
        print(f"store build, embedded corpus:         {build_s:8.2f} s")
        print(f"python -c pass (median of {args.runs}):        {base * 1000:8.1f} ms")
        print(f"rulesdb show 702.7b (median of {args.runs}):   {show * 1000:8.1f} ms   ratio {show / base:.2f}x  (target <= 3x, <= 100 ms)")
        print(f"in-process view('702.7b', 'en'):      {lookup_ms:8.3f} ms")


if __name__ == "__main__":
    main()
