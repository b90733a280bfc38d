"""Benchmark of `rulesdb search` end to end: a new process each time, as a user runs it.

Figures printed, each the median of `--runs` runs, all measured in the same run and interleaved (other work
on the machine slows every figure alike, so compare the ratios):
- `python -c pass`: the interpreter's own start;
- `rulesdb --version`: the start of the command line (click, no library);
- `rulesdb search QUERY --home H` for several queries in several languages, in ms and as a ratio to the
  interpreter's start;
- with `--baseline EXE` (another installation's `rulesdb`, e.g. of the commit before a change), the same
  queries run by it, and the ratio of the two medians per query (its output must be the same bytes: checked).

Usage: python bench/bench_cli_latency.py --home H [--rulesdb EXE] [--baseline EXE] [--runs 15]
With no `--home`, a home is built in a temporary folder first (about 20 s).
"""
from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

#: (label, arguments after `rulesdb search`)
QUERIES = [
    ("en words", ["first strike damage"]),
    ("es question", ["¿qué pasa si el hechizo es contrarrestado?", "--lang", "es"]),
    ("ja term", ["置換効果", "--lang", "ja"]),
    ("de words", ["Erstschlag Kampfschaden", "--lang", "de"]),
    ("rule number", ["702.7"]),
]


def _run(args: list[str]) -> tuple[float, bytes]:
    t = time.perf_counter()
    done = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - t, done.stdout


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--home", default=None, help="a built data directory (default: one built in a temporary folder)")
    ap.add_argument("--rulesdb", default=None, help="the rulesdb executable measured (default: rulesdb on PATH)")
    ap.add_argument("--baseline", default=None, help="another rulesdb executable to compare with")
    ap.add_argument("--runs", type=int, default=15)
    opts = ap.parse_args()
    exe = [opts.rulesdb] if opts.rulesdb else ([shutil.which("rulesdb")] if shutil.which("rulesdb")
                                               else [sys.executable, "-m", "rulesdb"])
    tmp = None
    home = opts.home
    if home is None:
        tmp = tempfile.mkdtemp(prefix="rulesdb-bench-latency-")
        home = str(Path(tmp) / "home")
        subprocess.run([*exe, "build", "--home", home], stdout=subprocess.DEVNULL, check=True)

    commands: dict[str, list[str]] = {"python -c pass": [sys.executable, "-c", "pass"],
                                      "rulesdb --version": [*exe, "--version"]}
    for label, args in QUERIES:
        commands[label] = [*exe, "search", *args, "--home", home]
        if opts.baseline:
            commands[f"{label} (baseline)"] = [opts.baseline, "search", *args, "--home", home]
    for args in commands.values():  # warm the file cache, and compare the outputs once
        _run(args)
    times: dict[str, list[float]] = {k: [] for k in commands}
    outputs: dict[str, bytes] = {}
    for _ in range(opts.runs):
        for key, args in commands.items():
            took, out = _run(args)
            times[key].append(took)
            outputs.setdefault(key, out)
    med = {k: statistics.median(v) * 1000 for k, v in times.items()}
    start = med["python -c pass"]
    print(f"{opts.runs} runs each, interleaved; medians in ms (x: ratio to `python -c pass`)")
    print(f"{'python -c pass':<24}{start:>8.0f}")
    print(f"{'rulesdb --version':<24}{med['rulesdb --version']:>8.0f}{med['rulesdb --version'] / start:>7.1f}x")
    for label, _args in QUERIES:
        line = f"{'search: ' + label:<24}{med[label]:>8.0f}{med[label] / start:>7.1f}x"
        if opts.baseline:
            base = med[f"{label} (baseline)"]
            same = "same output" if outputs[label] == outputs[f"{label} (baseline)"] else "OUTPUT DIFFERS"
            line += f"   baseline {base:>5.0f} ({base / start:.1f}x)   now/baseline {med[label] / base:.2f}   {same}"
        print(line)
    searches = [med[label] for label, _a in QUERIES]
    print(f"{'search: median of all':<24}{statistics.median(searches):>8.0f}")
    if tmp is not None:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
