"""Benchmark of search on descriptive judge questions: rulesdb vs plain SQLite FTS5, per language.

The questions are tests/data/judge_questions.json (30+ per language in en/es/it/de/fr/pt/ja/zh, written from the
CR of 2026-08-07, each with every rule a judge would accept). The corpus is the embedded default one: a temporary
home built with `rulesdb.build.build(home)`, then its full-text index.

The baseline, measured in the same run over the same documents: one FTS5 table holding, for the latest tree of
every language in the store (`rulesdb.corpus.open_corpus(home)`), one document per rule or subrule (its id, title,
text and examples). Tokenizer `porter unicode61 remove_diacritics 2`; Chinese and Japanese text (runs of CJK
characters) is indexed and queried as overlapping character bigrams, since unicode61 would read a whole sentence
as one token. A query is its words (and bigrams) OR-ed, ranked by bm25 (title weighted 2.5). Each question
searches the documents of its own language (where the store has a tree for it) and English, the languages
rulesdb searches when asked in that language.

Scoring, the same for both systems: a hit answers a question when its rule id is one of `accept` or a subrule of
an accepted rule (hit 301.5c answers accept 301.5; hit 301.5 does not answer accept 301.5c). A rulesdb glossary
hit counts through the rule it cites (`Hit.rule`); the FTS5 documents are rules only. The rank is that of the
first answering hit among the top 10; MRR = mean of 1/rank (0 when none), success@5 = share with rank <= 5.
A rule of a translation made from an older English release counts by the number the English of 2026-08-07 gives
it (rulesdb's `Hit.now`: pt-BR 2020 103.4, the mulligan, is 103.5; zh 2026-01-16 731 is 732), the numbering the
questions are written in; the FTS5 hits are mapped the same way (`Lexicon.renumbered`).

rulesdb is called through the application session (`Session.search`, what `rulesdb search` and `rulesdb serve`
call): a question in a language the corpus has no rules in (fr, ja) is translated through the term base and the
word table. A language neither knows (UnknownLanguageError) is searched with lang=None, the language detection a
client would fall back to; the report says so.

By batch: MRR and success@5 of each set of questions the file's `batches` name, with how it was written: the
first 240 were read while tuning; each later set was measured untouched before anyone tuned on it (the figure its
description gives), which is what to expect of questions nobody tuned on.

Latency: each question run in process on the open index (search API) or the open FTS5 connection, first pass
and then `--repeat` warm passes; p50 and p95 over all warm runs.

Usage: python bench/bench_questions.py [--repeat N] [--misses] [--lang L ...] [--json FILE]
"""
from __future__ import annotations

import argparse
import json
import re
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
QUESTIONS = REPO / "tests" / "data" / "judge_questions.json"
sys.path.insert(0, str(REPO))

from rulesdb.build import build  # noqa: E402
from rulesdb.corpus import open_corpus  # noqa: E402
from rulesdb.errors import UnknownLanguageError  # noqa: E402

from rulesdb.search import build_index  # noqa: E402
from ranking import rank_of, summarize  # noqa: E402 - bench/ is on sys.path when run

FTS_TOKENIZER = "porter unicode61 remove_diacritics 2"
LIMIT = 10
CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]+")


# -- scoring (one rule for both systems) ------------------------------------------------------------------------

# -- the FTS5 baseline ------------------------------------------------------------------------------------------

def bigrams(text: str) -> str:
    """Runs of CJK characters -> their overlapping character bigrams, space separated (a lone character stays)."""
    def split(m: re.Match) -> str:
        run = m.group(0)
        if len(run) == 1:
            return f" {run} "
        return " " + " ".join(run[i:i + 2] for i in range(len(run) - 1)) + " "

    return CJK_RUN.sub(split, text)


def latest_trees(corpus) -> dict[str, str]:
    """lang -> the revision of its latest tree (a language with undated pages only: "undated")."""
    return {lang: corpus.resolve_revision(lang) for lang in corpus.languages()}


def fts_build(path: Path, corpus, trees: dict[str, str]) -> tuple[float, int]:
    start = time.perf_counter()
    con = sqlite3.connect(path)
    con.execute(f"CREATE VIRTUAL TABLE docs USING fts5(lang UNINDEXED, rule UNINDEXED, title, body,"
                f" tokenize='{FTS_TOKENIZER}')")
    rows = []
    for lang, rev in trees.items():
        for n in corpus.tree(lang, rev):
            body = "\n".join([str(n.id), n.text, *n.examples])
            rows.append((lang, str(n.id), bigrams(n.title), bigrams(body)))
    con.executemany("INSERT INTO docs VALUES (?,?,?,?)", rows)
    con.commit()
    con.close()
    return time.perf_counter() - start, len(rows)


def fts_match(q: str) -> str:
    words = re.findall(r"[^\W_]+", bigrams(q))
    return " OR ".join('"' + w + '"' for w in dict.fromkeys(words)) or '""'


def fts_search(con, q: str, langs: tuple[str, ...], now=lambda lang, rule: rule) -> list[str]:
    """The rule ids FTS5 ranks for `q`, each as `now(lang, rule)` numbers it (the newest English numbering)."""
    marks = ",".join("?" for _ in langs)
    sql = (f"SELECT lang, rule FROM docs WHERE docs MATCH ? AND lang IN ({marks}) "
           f"ORDER BY bm25(docs, 2.5, 1.0) LIMIT {LIMIT}")
    try:
        return [now(lang, rule) for lang, rule in con.execute(sql, [fts_match(q), *langs])]
    except sqlite3.OperationalError:
        return []


def newest_numbering(lexicon, trees: dict[str, str]):
    """(lang, rule of that language's latest tree) -> the rule's number in the newest English release."""
    from rulesdb.search.expansion import english_release
    from rulesdb.search.renumbering import now_numbered

    en_revs = lexicon.languages["en"].revs if "en" in lexicon.languages else ()

    def now(lang: str, rule: str) -> str:
        rev = trees.get(lang, "")
        found = now_numbered(lexicon.renumbered, rev if lang == "en" else english_release(rev, en_revs), rule)
        return rule if found is None else found
    return now


# -- rulesdb ----------------------------------------------------------------------------------------------------

def make_rulesdb_search(home: Path):
    """A function question -> hit rule ids through the application session (`rulesdb.app.Session.search`: what
    `rulesdb search` and the web app call), which opens the index once and translates through the term base."""
    from rulesdb.app import Session

    session = Session(home)

    def run(item: dict) -> list[str]:
        try:
            try:
                result = session.search(item["q"], lang=item["lang"], limit=LIMIT)
            except UnknownLanguageError:
                # neither the index nor the term base knows the language: ask as a client that lets rulesdb
                # detect the language would, and say so in the report
                run.undetected.add(item["lang"])
                result = session.search(item["q"], lang=None, limit=LIMIT)
        except Exception as exc:  # noqa: BLE001 - a query the parser rejects counts as a miss, and is reported
            run.errors.append((item["id"], f"{type(exc).__name__}: {exc}"))
            return []
        return [h.now if h.now is not None else (h.rule or h.id) for h in result.hits]

    run.errors = []
    run.undetected = set()
    run.index = session.index
    return run


# -- the run ----------------------------------------------------------------------------------------------------

def timed(fn, items: list[dict], repeat: int) -> tuple[list[float], list[float], dict[str, list[float]]]:
    """(first-pass times, warm times, warm times by question id) in ms."""
    first = []
    for it in items:
        t = time.perf_counter()
        fn(it)
        first.append((time.perf_counter() - t) * 1000)
    warm: list[float] = []
    by_id: dict[str, list[float]] = {}
    for _ in range(repeat):
        for it in items:
            t = time.perf_counter()
            fn(it)
            ms = (time.perf_counter() - t) * 1000
            warm.append(ms)
            by_id.setdefault(it["id"], []).append(ms)
    return first, warm, by_id


def pct(values: list[float], p: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(p / 100 * len(s) + 0.5) - 1))]


def ratio(a: float, b: float) -> str:
    return f"{a / b:.2f}x" if b else ("n/a" if not a else "inf")


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=3, help="warm passes for the latency figures (default 3)")
    ap.add_argument("--misses", action="store_true", help="list the questions rulesdb misses (top 5 shown)")
    ap.add_argument("--lang", action="append", help="only these languages")
    ap.add_argument("--json", type=Path, help="also write the figures as JSON")
    ap.add_argument("--questions", type=Path, default=QUESTIONS,
                    help="another question file of the same layout (tests/data/card_questions.json: questions "
                         "naming cards)")
    opts = ap.parse_args(argv)

    doc = json.loads(opts.questions.read_text(encoding="utf-8"))
    items = [q for q in doc["questions"] if not opts.lang or q["lang"] in opts.lang]
    tmp = Path(tempfile.mkdtemp(prefix="rulesdb-bench-questions-"))
    try:
        home = tmp / "home"
        t = time.perf_counter()
        build(home)
        t_build = time.perf_counter() - t
        t = time.perf_counter()
        build_index(home, full=True)
        t_index = time.perf_counter() - t

        corpus = open_corpus(home)
        trees = latest_trees(corpus)
        fts_path = tmp / "fts.sqlite"
        t_fts, n_docs = fts_build(fts_path, corpus, trees)
        corpus.close()
        fts = sqlite3.connect(fts_path)

        rdb = make_rulesdb_search(home)
        now = newest_numbering(rdb.index.lexicon, trees)

        def fts_run(item: dict) -> list[str]:
            langs = tuple(dict.fromkeys(l for l in (item["lang"], "en") if l in trees))
            return fts_search(fts, item["q"], langs, now)

        # quality
        ranks: dict[str, dict[str, list[int]]] = {}
        ranks_by_id: dict[str, int] = {}
        misses = []
        for it in items:
            hits = rdb(it)
            r1 = rank_of(hits, it["accept"])
            r2 = rank_of(fts_run(it), it["accept"])
            ranks.setdefault(it["lang"], {"rulesdb": [], "fts5": []})
            ranks[it["lang"]]["rulesdb"].append(r1)
            ranks_by_id[it["id"]] = r1
            ranks[it["lang"]]["fts5"].append(r2)
            if not r1:
                misses.append((it, hits[:5]))

        # latency
        first_r, warm_r, by_id_r = timed(rdb, items, opts.repeat)
        first_f, warm_f, _by_id_f = timed(fts_run, items, opts.repeat)
        if rdb.index is not None and hasattr(rdb.index, "close"):
            rdb.index.close()
        fts.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    # report
    print(f"judge questions: {len(items)} ({opts.questions}); embedded corpus: build {t_build:.1f} s, "
          f"rulesdb index {t_index:.1f} s, FTS5 {t_fts:.2f} s ({n_docs} rule documents; latest trees: "
          + ", ".join(f"{l} {r}" for l, r in sorted(trees.items())) + ")")
    print("a hit answers when its rule id is accepted or a subrule of an accepted rule; rank among the top 10\n")
    print(f"{'lang':<5}{'n':>4}  {'rulesdb MRR':>11} {'S@5':>5}  {'FTS5 MRR':>8} {'S@5':>5}  {'MRR ratio':>9} "
          f"{'S@5 ratio':>9}")
    figures: dict = {"languages": {}}
    all_r, all_f = [], []
    for lang in [l for l in ("en", "es", "it", "de", "fr", "pt", "ja", "zh") if l in ranks] + \
            sorted(l for l in ranks if l not in ("en", "es", "it", "de", "fr", "pt", "ja", "zh")):
        r, f = ranks[lang]["rulesdb"], ranks[lang]["fts5"]
        all_r += r
        all_f += f
        (m1, s1), (m2, s2) = summarize(r), summarize(f)
        figures["languages"][lang] = {"n": len(r), "rulesdb": {"mrr": m1, "s5": s1}, "fts5": {"mrr": m2, "s5": s2}}
        print(f"{lang:<5}{len(r):>4}  {m1:>11.3f} {s1:>5.2f}  {m2:>8.3f} {s2:>5.2f}  {ratio(m1, m2):>9} "
              f"{ratio(s1, s2):>9}")
    (m1, s1), (m2, s2) = summarize(all_r), summarize(all_f)
    figures["all"] = {"n": len(all_r), "rulesdb": {"mrr": m1, "s5": s1}, "fts5": {"mrr": m2, "s5": s2}}
    print(f"{'all':<5}{len(all_r):>4}  {m1:>11.3f} {s1:>5.2f}  {m2:>8.3f} {s2:>5.2f}  {ratio(m1, m2):>9} "
          f"{ratio(s1, s2):>9}")
    # by batch: when and how each set of questions was written (the file's `batches`), what a figure is worth
    print(f"\n{'batch':<12}{'n':>4}  {'rulesdb MRR':>11} {'S@5':>5}  how it was written")
    figures["batches"] = {}
    for name, how in doc.get("batches", {}).items():
        r = [ranks_by_id[it["id"]] for it in items if it.get("batch") == name]
        if r:
            m, s5 = summarize(r)
            figures["batches"][name] = {"n": len(r), "mrr": m, "s5": s5}
            print(f"{name:<12}{len(r):>4}  {m:>11.3f} {s5:>5.2f}  {how}")

    lat = {"rulesdb": {"p50": pct(warm_r, 50), "p95": pct(warm_r, 95), "first_p50": statistics.median(first_r)},
           "fts5": {"p50": pct(warm_f, 50), "p95": pct(warm_f, 95), "first_p50": statistics.median(first_f)}}
    figures["latency_ms"] = lat
    print(f"\nquery latency in process ({opts.repeat} warm passes x {len(items)} questions):")
    print(f"  rulesdb p50 {lat['rulesdb']['p50']:.2f} ms, p95 {lat['rulesdb']['p95']:.2f} ms "
          f"(first pass p50 {lat['rulesdb']['first_p50']:.2f} ms)")
    print(f"  FTS5    p50 {lat['fts5']['p50']:.2f} ms, p95 {lat['fts5']['p95']:.2f} ms "
          f"(first pass p50 {lat['fts5']['first_p50']:.2f} ms)")
    print(f"  ratio rulesdb/FTS5: p50 {ratio(lat['rulesdb']['p50'], lat['fts5']['p50'])}, "
          f"p95 {ratio(lat['rulesdb']['p95'], lat['fts5']['p95'])}")
    by_lang: dict[str, list[float]] = {}
    for it in items:
        by_lang.setdefault(it["lang"], []).extend(by_id_r[it["id"]])
    print("  rulesdb by language (p50/p95 ms): " + ", ".join(
        f"{l} {pct(v, 50):.0f}/{pct(v, 95):.0f}" for l, v in by_lang.items()))
    slowest = sorted(items, key=lambda it: -statistics.median(by_id_r[it["id"]]))[:5]
    print("  rulesdb slowest: " + "; ".join(
        f"{it['id']} {statistics.median(by_id_r[it['id']]):.0f} ms" for it in slowest))
    figures["latency_ms"]["rulesdb_by_lang"] = {l: {"p50": pct(v, 50), "p95": pct(v, 95)} for l, v in by_lang.items()}
    if rdb.undetected:
        print(f"\nrulesdb has no index language {', '.join(sorted(rdb.undetected))}: those questions were searched "
              f"with lang=None (the query language detected by rulesdb)")
    if rdb.errors:
        print(f"\nrulesdb raised on {len(rdb.errors)} question(s) (counted as misses):")
        for qid, err in sorted(set(rdb.errors)):
            print(f"  {qid}: {err}")
    if opts.misses:
        print(f"\nrulesdb misses ({len(misses)}):")
        for it, top in misses:
            print(f"  {it['id']} {it['q']!r}\n      accept {it['accept']}; top 5 {top}")
    if opts.json:
        opts.json.write_text(json.dumps(figures, indent=1), encoding="utf-8")
    return figures


if __name__ == "__main__":
    main()
