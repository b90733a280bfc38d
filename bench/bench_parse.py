"""Benchmark of the CR text parser (`rulesdb.sources.cr_text`) over every release in ../shared/corpus.

Prints the time to parse each file (best of --repeat runs), the total, and as a baseline the time of a plain
`data.decode(); text.split()` over the same bytes in the same run, with the ratio parse / baseline.
Targets: one release <= 0.3 s, all releases <= 8 s. Figures only; nothing here asserts.

    python bench/bench_parse.py [--repeat 3] [--corpus PATH]
"""
from __future__ import annotations

import argparse
import codecs
import sys
import time
from pathlib import Path

from rulesdb.sources import cr_text

DEFAULT_CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"


def release_files(corpus: Path) -> list[Path]:
    """Every English release (the `.txt.raw` original where one exists) and the zh translations + companions."""
    files = []
    for txt in sorted((corpus / "en").glob("MagicCompRules_*.txt")):
        raw = txt.with_name(txt.name + ".raw")
        files.append(raw if raw.exists() else txt)
    files += sorted((corpus / "zh").glob("CR_*.txt"))
    return files


def _plain_decode(data: bytes) -> str:
    if data.startswith(codecs.BOM_UTF8):
        return data[3:].decode("utf-8")
    if data[:2] in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE):
        return data.decode("utf-16")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def best_of(fn, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3, help="runs per file; the best is reported (default 3)")
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    args = ap.parse_args(argv)
    files = release_files(args.corpus)
    if not files:
        print(f"no CR files under {args.corpus}", file=sys.stderr)
        return 1
    blobs = [(p, p.read_bytes()) for p in files]
    cr_text.parse(blobs[0][1])  # warm up imports and regex caches (not timed)

    print(f"{'file':40} {'KB':>6} {'nodes':>6} {'parse s':>8} {'base s':>8} {'ratio':>6}")
    total_parse = total_base = 0.0
    slowest = ("", 0.0)
    for path, data in blobs:
        result = cr_text.parse(data, source=path.name)
        t_parse = best_of(lambda: cr_text.parse(data, source=path.name), args.repeat)
        t_base = best_of(lambda: _plain_decode(data).split(), args.repeat)
        total_parse += t_parse
        total_base += t_base
        if t_parse > slowest[1]:
            slowest = (path.name, t_parse)
        print(f"{path.name:40} {len(data) // 1024:6d} {len(result.nodes):6d} {t_parse:8.3f} {t_base:8.4f} "
              f"{t_parse / t_base:6.1f}")
    print("-" * 80)
    print(f"{len(blobs)} files: parse total {total_parse:.3f} s, baseline decode+split total {total_base:.3f} s, "
          f"ratio {total_parse / total_base:.1f}x")
    print(f"slowest file: {slowest[0]} {slowest[1]:.3f} s (target <= 0.3 s); total target <= 8 s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
