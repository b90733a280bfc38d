"""Benchmark of search: ranking quality (MRR, success@5 per language) and speed, rulesdb vs SQLite FTS5.

The baseline, measured in the same run over the same documents (each language's current release plus
English, rule nodes and glossary entries): an FTS5 table with `tokenize='porter unicode61 remove_diacritics 2'`,
the query's words OR-ed and ranked by bm25.

Figures printed:
- MRR and success@5 per language over tests/data/queries.json (a hit answers when its id is an answer or a
  subrule of one; a glossary hit answers through the rule it cites);
- query p50 in process (each query repeated: warm caches), and cold (each query once on a freshly opened
  index); `rulesdb search` end to end median (a new process each time), beside a Python
  process that opens the FTS5 file and runs the same query;
- index build time for the embedded corpus, and for all 22 English releases of ../shared/corpus (identical
  rule versions indexed once), beside FTS5 builds of the same nodes (one row per release and rule).

Usage: python bench/bench_search.py [--quick] [--no-releases]
"""
from __future__ import annotations

import argparse
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared" / "corpus"
QUERIES = REPO / "tests" / "data" / "queries.json"
sys.path.insert(0, str(REPO))

from rulesdb.build import build  # noqa: E402
from rulesdb.corpus import open_corpus  # noqa: E402
from rulesdb.search import build_index, open_index, scopes_for, search  # noqa: E402
from rulesdb.search import snippets  # noqa: E402
from ranking import rank_of, summarize  # noqa: E402 - bench/ is on sys.path when run

FTS_TOKENIZER = "porter unicode61 remove_diacritics 2"


def fts_build(path: Path, rows) -> float:
    start = time.perf_counter()
    if path.exists():
        path.unlink()
    con = sqlite3.connect(path)
    con.execute(f"CREATE VIRTUAL TABLE docs USING fts5(lang UNINDEXED, rev UNINDEXED, rule UNINDEXED, kind UNINDEXED,"
                f" title, body, tokenize='{FTS_TOKENIZER}')")
    con.executemany("INSERT INTO docs VALUES (?,?,?,?,?,?)", rows)
    con.commit()
    con.close()
    return time.perf_counter() - start


def corpus_rows(corpus, scopes: dict[str, str] | None):
    """(lang, rev, rule, kind, title, body) of every tree (or only the given lang -> rev) and glossary."""
    from rulesdb.refs import extract_refs

    for lang, rev, _label, _n in corpus.reader.trees():
        if scopes is not None and scopes.get(lang) != rev:
            continue
        for n in corpus.reader.tree(lang, rev):
            yield (lang, rev, str(n.id), "rule", n.title, "\n".join([n.text, *n.examples, *n.rulings]))
        for g in corpus.reader.glossary(lang, rev):
            refs = extract_refs(g.text)
            yield (lang, rev, str(refs[0]) if refs else "", "glossary", g.term, g.text)


def fts_query_text(q: str) -> str:
    import re

    words = re.findall(r"[^\W_]+", q)
    return " OR ".join('"' + w.replace('"', "") + '"' for w in words) or '""'


def fts_search(con, q: str, langs: dict[str, str], limit: int = 10) -> list[str]:
    marks = " OR ".join("(lang = ? AND rev = ?)" for _ in langs)
    args = [x for pair in langs.items() for x in pair]
    sql = f"SELECT rule FROM docs WHERE docs MATCH ? AND ({marks}) ORDER BY bm25(docs, 2.5, 1.0) LIMIT ?"
    try:
        return [r[0] for r in con.execute(sql, [fts_query_text(q), *args, limit])]
    except sqlite3.OperationalError:
        return []


def quality(index, fts, queries) -> dict[str, dict[str, list[float]]]:
    out: dict[str, dict[str, list[float]]] = {}
    for item in queries:
        lang, q, answers = item["lang"], item["q"], item["answers"]
        res = search(q, lang=lang, index=index, limit=10)
        ids = [h.rule or h.id for h in res.hits]
        r1 = rank_of(ids, answers)
        r2 = rank_of(fts_search(fts, q, scopes_for(lang, index.lexicon)), answers)
        for name, r in (("rulesdb", r1), ("fts5", r2)):
            d = out.setdefault(lang, {}).setdefault(name, [])
            d.append(r or 0)
        if not r1:
            print(f"  miss [{lang}] {q!r}: top {ids[:5]}", file=sys.stderr)
    return out


def timed_queries(fn, queries, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        for item in queries:
            t = time.perf_counter()
            fn(item)
            times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def cold_p50(home, queries) -> float:
    """Median time of a query run for the first time: the index's posting, stored-field and snippet caches
    and the stemming cache are empty (the index opening itself is not timed)."""
    import rulesdb.analysis as analysis

    times = []
    for item in queries:
        ix = open_index(home)
        ix.searcher  # noqa: B018 - open the searcher outside the timing
        analysis.stem.cache_clear()
        snippets.clear_cache()
        t = time.perf_counter()
        search(item["q"], lang=item["lang"], index=ix, limit=10)
        times.append(time.perf_counter() - t)
        ix.close()
    return statistics.median(times) * 1000


def cli_median(args: list[str], runs: int) -> float:
    times = []
    env = dict(os.environ)
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False, env=env)
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true", help="fewer repetitions")
    ap.add_argument("--no-releases", action="store_true", help="skip the 22-release index build")
    opts = ap.parse_args()
    queries = json.loads(QUERIES.read_text(encoding="utf-8"))["queries"]
    tmp = Path(tempfile.mkdtemp(prefix="rulesdb-bench-search-"))
    home = tmp / "home"
    build(home)

    # -- index build, embedded corpus
    t = time.perf_counter()
    build_index(home, full=True)
    t_index = time.perf_counter() - t
    index = open_index(home)
    corpus = open_corpus(home)
    default_scopes = {l: r.default for l, r in index.lexicon.languages.items()}
    fts_path = tmp / "fts.sqlite"
    t_fts = fts_build(fts_path, list(corpus_rows(corpus, default_scopes)))
    fts = sqlite3.connect(fts_path)

    # -- quality
    q = quality(index, fts, queries)
    print(f"{'lang':<6}{'n':>4}  {'rulesdb MRR':>12}{'S@5':>7}  {'FTS5 MRR':>10}{'S@5':>7}")
    all_r, all_f = [], []
    for lang in sorted(q):
        r, f = q[lang]["rulesdb"], q[lang]["fts5"]
        all_r += r
        all_f += f
        (m1, s1), (m2, s2) = summarize(r), summarize(f)
        print(f"{lang:<6}{len(r):>4}  {m1:>12.3f}{s1:>7.2f}  {m2:>10.3f}{s2:>7.2f}")
    (m1, s1), (m2, s2) = summarize(all_r), summarize(all_f)
    print(f"{'all':<6}{len(all_r):>4}  {m1:>12.3f}{s1:>7.2f}  {m2:>10.3f}{s2:>7.2f}")

    # -- speed in process
    repeat = 2 if opts.quick else 5
    p50 = timed_queries(lambda it: search(it["q"], lang=it["lang"], index=index, limit=10), queries, repeat)
    scopes = {it["lang"]: scopes_for(it["lang"], index.lexicon) for it in queries}
    f50 = timed_queries(lambda it: fts_search(fts, it["q"], scopes[it["lang"]]), queries, repeat)
    print(f"\nquery p50 in process: rulesdb {p50:.2f} ms, FTS5 {f50:.2f} ms (ratio {p50 / f50:.1f}x)")
    cold = cold_p50(home, queries)
    print(f"query p50 cold (each query once, on a freshly opened index, analysis caches cleared): rulesdb "
          f"{cold:.2f} ms (ratio {cold / f50:.1f}x FTS5)")

    # -- end to end
    runs = 5 if opts.quick else 15
    exe = [sys.executable, "-m", "rulesdb"] if not _has_script() else ["rulesdb"]
    e2e = cli_median([*exe, "search", "--home", str(home), "-l", "en", "first strike"], runs)
    fts_script = (f"import sqlite3,sys;c=sqlite3.connect({str(fts_path)!r});"
                  f"print(c.execute(\"SELECT rule FROM docs WHERE docs MATCH ? ORDER BY bm25(docs) LIMIT 10\","
                  f"('\"first\" OR \"strike\"',)).fetchall())")
    f2e = cli_median([sys.executable, "-c", fts_script], runs)
    print(f"end to end median: `rulesdb search` {e2e:.0f} ms, python+FTS5 {f2e:.0f} ms (ratio {e2e / f2e:.1f}x)")
    print(f"index build, embedded corpus: rulesdb {t_index:.1f} s ({index.document_count()} documents), "
          f"FTS5 {t_fts:.2f} s")
    index.close()
    corpus.close()
    fts.close()

    # -- 22 English releases
    if not opts.no_releases and SHARED.is_dir():
        home2 = tmp / "home22"
        t = time.perf_counter()
        build(home2, [SHARED])
        t_corpus = time.perf_counter() - t
        t = time.perf_counter()
        report = build_index(home2, full=True)
        t_index2 = time.perf_counter() - t
        corpus2 = open_corpus(home2)
        rows = [r for r in corpus_rows(corpus2, None) if r[0] == "en"]
        n_en_trees = len([1 for l, _r, _lb, _n in corpus2.reader.trees() if l == "en"])
        corpus2.close()
        t_fts2 = fts_build(tmp / "fts22.sqlite", rows)
        print(f"index build, {n_en_trees} English trees ({len(rows)} release rows): rulesdb {t_index2:.1f} s "
              f"({report.documents} documents, all languages), FTS5 {t_fts2:.2f} s; corpus build {t_corpus:.1f} s")
    import shutil

    shutil.rmtree(tmp, ignore_errors=True)


def _has_script() -> bool:
    import shutil

    return shutil.which("rulesdb") is not None


if __name__ == "__main__":
    main()
