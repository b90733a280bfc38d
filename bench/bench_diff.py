#!/usr/bin/env python3
"""Benchmark: revision diffs and rule history, from the store.

- diff of two full English releases (tree loading + classification) for several pairs, among them the
  2008 -> 2009 renumbering; target <= 2 s each. Baseline in the same run: a plain `difflib` over the two
  files' lines (`difflib.unified_diff` of the decoded texts: no numbering, no moves, no classes).
- history of one rule over all English releases (22) from the store, followed through its moves; target
  <= 0.5 s. Cold: a new process, no move links cached (the consecutive pairs the walk needs are diffed and
  cached in the store); warm: links cached (the second and later histories of a store). Baseline: reading the rule's
  versions with `StoreReader.rule_versions` alone (what a history by number only needs).
- filling the whole move cache once (`cache_moves`: every consecutive English pair), for reference.
Prints figures and ratios; asserts nothing (machines are noisy).
Usage: python bench/bench_diff.py [--home DIR] [--runs N]   (without --home, builds a store from ../shared/corpus)
"""
import argparse
import difflib
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared" / "corpus"
PAIRS = [("2008-10-01", "2009-07-11", "MagicCompRules_20081001.txt", "MagicCompRules_20090711.txt"),
         ("2024-09-20", "2024-11-08", "MagicCompRules_20240917.txt", "MagicCompRules_20241108.txt"),
         ("2024-07-30", "2026-08-07", "MagicCompRules_20240802.txt", "MagicCompRules_20260807.txt")]
RULES = ["702.7c", "702.176", "509.2", "100.1"]


def median_time(fn, runs):
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return statistics.median(out)


def plain_difflib(a: Path, b: Path) -> int:
    from rulesdb.textio import decode

    old = decode(a.read_bytes(), a.name)[0].splitlines()
    new = decode(b.read_bytes(), b.name)[0].splitlines()
    return sum(1 for _ in difflib.unified_diff(old, new, lineterm=""))


COLD = """
import sys, time
from rulesdb.corpus import open_corpus
from rulesdb.diff import clear_move_cache, history
corpus = open_corpus(sys.argv[1])
clear_move_cache(corpus)
t = time.perf_counter()
history(corpus, sys.argv[2])
print(time.perf_counter() - t)
"""


def cold_history(home: str, rule: str) -> float:
    """One history in a new process with no move links cached (as the first `rulesdb history` of a store)."""
    out = subprocess.run([sys.executable, "-c", COLD, home, rule], capture_output=True, text=True, check=True)
    return float(out.stdout.strip())


def run(home: str, runs: int) -> None:
    from rulesdb import diff as diffmod
    from rulesdb.corpus import open_corpus
    from rulesdb.diff import clear_move_cache, derive_moves, diff_releases, history
    from rulesdb.ruleid import RuleId

    corpus = open_corpus(home)
    print(f"diff of two full releases (first run with nothing remembered, then median of {runs}; target <= 2 s)")
    for old, new, fa, fb in PAIRS:
        diffmod._norm_masked.cache_clear()
        t = time.perf_counter()
        d = diff_releases(corpus, old, new)
        first = time.perf_counter() - t
        ours = median_time(lambda: diff_releases(corpus, old, new), runs)
        base = median_time(lambda: plain_difflib(SHARED / "en" / fa, SHARED / "en" / fb), runs)
        counts = ", ".join(f"{n} {k}" for k, n in d.counts().items())
        print(f"  {old} -> {new}: first {first:6.3f} s, median {ours:6.3f} s   plain difflib over the files' lines "
              f"{base:6.3f} s   ratio {first / base:5.2f}x / {ours / base:5.2f}x   [{counts}]")
    releases = [r for r in corpus.revisions("en") if r != "undated"]
    print(f"history of one rule over {len(releases)} English releases, followed through its moves (target <= 0.5 s)")
    for rule in RULES:
        rid = RuleId.parse(rule)
        cold = statistics.median(cold_history(home, rule) for _ in range(min(runs, 3)))
        derive_moves(corpus)
        h = history(corpus, rule)
        warm = median_time(lambda: history(corpus, rule), runs)
        clear_move_cache(corpus)       # the links read back from the store, as a new process does
        t = time.perf_counter()
        history(corpus, rule)
        fresh = time.perf_counter() - t
        base = median_time(lambda: corpus.reader.rule_versions(rid, "en"), runs)
        numbers = " <- ".join(str(i) for i, _a, _b in reversed(h.spans()))
        print(f"  {rule:<7} cold {cold * 1000:7.1f} ms   warm {warm * 1000:6.1f} ms   new process, cache in the store "
              f"{fresh * 1000:6.1f} ms   store read alone {base * 1000:5.1f} ms   ratio warm/base {warm / base:5.2f}x   "
              f"[{len(h.changes)} changes; {numbers}]")
    clear_move_cache(corpus)
    diffmod._norm_masked.cache_clear()
    t = time.perf_counter()
    pairs = derive_moves(corpus)
    print(f"filling the move cache for all {pairs} consecutive English pairs: {time.perf_counter() - t:.2f} s (once per build)")
    corpus.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--home", default=None, help="A data directory with a store built with --sources ../shared/corpus.")
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    if not SHARED.is_dir():
        sys.exit(f"no {SHARED}: the benchmark needs ../shared/corpus beside the repository")
    if args.home:
        run(args.home, args.runs)
        return
    from rulesdb.build import build

    with tempfile.TemporaryDirectory() as home:
        t = time.perf_counter()
        build(home, [SHARED])
        print(f"store built in {time.perf_counter() - t:.1f} s (not part of the figures below)")
        run(home, args.runs)


if __name__ == "__main__":
    main()
