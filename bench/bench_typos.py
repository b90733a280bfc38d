"""Judge questions with a typo in them: is the mistyped word said to be found nowhere, and is the word meant
offered beside it (`found nowhere in the rules: criatrua (criatura?)`)? And how often is a close word offered
for a word that is no typo?

The questions are tests/data/judge_questions.json (the languages written with spaces: en, es, it, de, fr, pt).
In each, the longest word of six letters or more is mistyped four ways, one at a time (FIXTURES, seeded: the
same typos every run): two neighbouring letters exchanged, a letter left out, a letter doubled, a letter made
another. A typo is *found nowhere* when the search lists it among the words it found nothing for; *offered*
when a close word is shown for it; *right* when that word is the one typed before the typo (accents and case
aside). *Offered for no typo*: close words shown for the questions as written (none is a typo).

The corpus is the embedded default one, built in a temporary home (or `--home H`, a built data directory).

Usage: python bench/bench_typos.py [--home H]
"""
from __future__ import annotations

import argparse
import json
import random
import re
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rulesdb.app import Session  # noqa: E402
from rulesdb.build import build  # noqa: E402
from rulesdb.textfold import fold_term  # noqa: E402

QUESTIONS = Path(__file__).resolve().parent.parent / "tests" / "data" / "judge_questions.json"
KINDS = ("exchanged", "left out", "doubled", "another")


def mistype(word: str, kind: str, rnd: random.Random) -> str:
    i = rnd.randrange(1, len(word) - 2)
    if kind == "exchanged":
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    if kind == "left out":
        return word[:i] + word[i + 1:]
    if kind == "doubled":
        return word[:i] + word[i] + word[i:]
    return word[:i] + rnd.choice("aeiourstln".replace(word[i], "")) + word[i + 1:]


def measure(session: Session) -> tuple[dict[str, list[int]], int, int, list[str]]:
    questions = [q for q in json.loads(QUESTIONS.read_text(encoding="utf-8"))["questions"]
                 if q["lang"] not in ("zh", "ja")]
    rnd = random.Random(7)
    stats = {k: [0, 0, 0, 0] for k in KINDS}
    wrong: list[str] = []
    false_offers = 0
    for q in questions:
        if session.search(q["q"], lang=q["lang"], limit=10).respellings:
            false_offers += 1
        words = [w for w in re.findall(r"[^\W\d_]+", q["q"]) if len(w) >= 6]
        if not words:
            continue
        word = max(words, key=len)
        for kind in KINDS:
            typo = mistype(word, kind, rnd)
            result = session.search(q["q"].replace(word, typo, 1), lang=q["lang"], limit=10)
            row = stats[kind]
            row[0] += 1
            row[1] += typo in result.unmatched
            offered = dict(result.respellings).get(typo)
            if offered is not None:
                row[2] += 1
                if fold_term(offered) == fold_term(word):
                    row[3] += 1
                else:
                    wrong.append(f"{q['id']} {word} -> {typo}: offered {offered}")
    return stats, false_offers, len(questions), wrong


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--home", help="a built data directory (default: the embedded corpus, built in a temporary one)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(args.home) if args.home else Path(tmp) / "home"
        if not args.home:
            build(home)
        with Session(home) as session:
            t = time.perf_counter()
            stats, false_offers, n, wrong = measure(session)
            elapsed = time.perf_counter() - t
    print(f"{'typo':10} {'typos':>6} {'found nowhere':>14} {'offered':>8} {'right':>6}")
    total = [0, 0, 0, 0]
    for kind, row in stats.items():
        total = [a + b for a, b in zip(total, row)]
        print(f"{kind:10} {row[0]:6} {row[1]:14} {row[2]:8} {row[3]:6}")
    print(f"{'all':10} {total[0]:6} {total[1]:14} {total[2]:8} {total[3]:6}")
    print(f"offered {total[2] / max(1, total[1]):.0%} of the typos found nowhere, right {total[3] / max(1, total[2]):.0%} "
          f"of those offered")
    print(f"offered for no typo: {false_offers} of {n} questions as written")
    for line in wrong:
        print("  wrong:", line)
    print(f"{total[0] + n} searches in {elapsed:.1f} s")


if __name__ == "__main__":
    main()
