"""Benchmark of alignment and checks on real data (prints figures; nothing is asserted).

- align the whole Chinese translation (20260116) against the official English 20260116, scored against the gold
  from the line-aligned English companion (content only, and with printed numbers as evidence);
- `rulesdb check` over every language;
- baseline measured in the same run: aligning by printed number alone (a dict lookup per node), so the ratio
  says what the content features cost.

Usage: python bench/bench_align.py [--home DIR]  (default: a temporary home built with ../shared/corpus)
"""
from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

SHARED = Path(__file__).resolve().parents[1].parent / "shared"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--home", default=None)
    args = ap.parse_args()
    from rulesdb.build import build
    from rulesdb.corpus import open_corpus

    home = args.home
    if home is None or not (Path(home) / "corpus.sqlite").is_file():
        home = home or tempfile.mkdtemp(prefix="bench_align_")
        t = time.perf_counter()
        build(home, [SHARED / "corpus"])
        print(f"build with ../shared/corpus: {time.perf_counter() - t:.2f} s")

    from rulesdb.align import align_tree
    from rulesdb.check import check

    corpus = open_corpus(home)
    gold = {n.line: n.id for n in corpus.reader.source_nodes("zh/CR_en-companion_20260116.txt")}

    t = time.perf_counter()
    zh = list(corpus.reader.tree("zh", "2026-01-16"))
    en = {n.id: n for n in corpus.reader.tree("en", "2026-01-16")}
    base_pairs = [(n, en.get(n.id)) for n in zh]
    base = time.perf_counter() - t
    base_ok = sum(1 for n, e in base_pairs if n.id.kind == "subrule" and e is not None and e.id == gold[n.line])
    subs = sum(1 for n in zh if n.id.kind == "subrule")
    print(f"baseline (pair by printed number): {base:.3f} s, subrules {base_ok}/{subs}")

    for use_labels in (False, True):
        t = time.perf_counter()
        a = align_tree(corpus, "zh", "2026-01-16", english_revision="2026-01-16", use_labels=use_labels)
        dt = time.perf_counter() - t
        ps = [p for p in a.pairs if p.target is not None and p.target.id.kind == "subrule"]
        ok = sum(1 for p in ps if p.english is not None and p.english.id == gold[p.target.line])
        allp = [p for p in a.pairs if p.target is not None]
        ok_all = sum(1 for p in allp if p.english is not None and p.english.id == gold[p.target.line])
        print(f"align zh 20260116 -> en 20260116 ({'content + printed numbers' if use_labels else 'content only'}): "
              f"{dt:.2f} s (limit 5 s; {dt / base:.0f}x baseline); subrules {ok}/{len(ps)} = {ok / len(ps):.2%}; "
              f"all nodes {ok_all}/{len(allp)} = {ok_all / len(allp):.2%}")

    t = time.perf_counter()
    a = align_tree(corpus, "zh", "2026-01-16")
    print(f"align zh with the release picked by content: {time.perf_counter() - t:.2f} s -> English {a.english_revision}")

    corpus.close()
    corpus = open_corpus(home)  # cold caches for the check
    t = time.perf_counter()
    report = check(corpus)
    dt = time.perf_counter() - t
    print(f"check over every language ({len(report.checked)} pages): {dt:.2f} s (limit 15 s; {dt / base:.0f}x baseline); "
          f"findings {report.summary()}")
    nd = [f for f in report.findings if f.kind == "number-differs" and f.lang == "pt"]
    po = next(s for s in corpus.sources() if s.format == "po")
    truth = {m["en"].rstrip(".") for m in po.meta["label_mismatches"]}
    found = {f.rule for f in nd}
    print(f"pt-BR mis-numbered entries: found {len(found & truth)}/{len(truth)}, precision {len(found & truth) / max(1, len(found)):.0%} "
          f"({sum(1 for f in nd if f.severity == 'warning')} wrong numbers, {sum(1 for f in nd if f.severity == 'info')} period/format only)")


if __name__ == "__main__":
    main()
