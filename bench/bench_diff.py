#!/usr/bin/env python3
"""Benchmark: revision diffs and rule history, from the store.

- diff of two full English releases (tree loading + classification) for several pairs, among them the
  2008 -> 2009 renumbering; target <= 2 s each. Baseline in the same run: a plain `difflib` over the two
  files' lines (`difflib.unified_diff` of the decoded texts: no numbering, no moves, no classes).
- history of one rule over all English releases (22) from the store; target <= 0.5 s. Baseline: reading
  the rule's versions with `StoreReader.rule_versions` alone.
Prints figures and ratios; asserts nothing (machines are noisy).
Usage: python bench/bench_diff.py [--home DIR] [--runs N]   (without --home, builds a store from ../shared/corpus)
"""
import argparse
import difflib
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared" / "corpus"
PAIRS = [("2008-10-01", "2009-07-11", "MagicCompRules_20081001.txt", "MagicCompRules_20090711.txt"),
         ("2024-09-20", "2024-11-08", "MagicCompRules_20240917.txt", "MagicCompRules_20241108.txt"),
         ("2024-07-30", "2026-08-07", "MagicCompRules_20240802.txt", "MagicCompRules_20260807.txt")]
RULES = ["702.7c", "509.2", "100.1"]


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


def run(home: str, runs: int) -> None:
    from rulesdb.corpus import open_corpus
    from rulesdb.diff import diff_releases, history
    from rulesdb.ruleid import RuleId

    corpus = open_corpus(home, build_if_missing=False)
    print(f"diff of two full releases (median of {runs}; target <= 2 s)")
    for old, new, fa, fb in PAIRS:
        d = diff_releases(corpus, old, new)
        ours = median_time(lambda: diff_releases(corpus, old, new), runs)
        base = median_time(lambda: plain_difflib(SHARED / "en" / fa, SHARED / "en" / fb), runs)
        counts = ", ".join(f"{n} {k}" for k, n in d.counts().items())
        print(f"  {old} -> {new}: {ours:6.3f} s   plain difflib over the files' lines {base:6.3f} s   "
              f"ratio {ours / base:5.2f}x   [{counts}]")
    releases = [r for r in corpus.revisions("en") if r != "undated"]
    print(f"history of one rule over {len(releases)} English releases (median of {runs}; target <= 0.5 s)")
    for rule in RULES:
        h = history(corpus, rule)
        ours = median_time(lambda: history(corpus, rule), runs)
        rid = RuleId.parse(rule)
        base = median_time(lambda: corpus.reader.rule_versions(rid, "en"), runs)
        print(f"  {rule:<7} {ours * 1000:7.1f} ms   store read alone {base * 1000:6.1f} ms   ratio {ours / base:5.2f}x   "
              f"[{len(h.changes)} changes]")
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
