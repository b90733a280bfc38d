"""Term base quality: precision of the top printed rendering against gold we hold, and coverage of the glossary.

    python bench/bench_termbase.py [--home DIR] [--json] [--misses N] [--classify] [--half even|odd]

Gold (all from the store, none typed in): the keyword table (card wording, de/it/es/fr/pt/ja), the Chinese
translators' term list, the Chinese CR glossary (headwords line-aligned with its English companion, two swapped
entries read by their citations: `glossary.english_of`) and the pt-BR PO glossary (msgid/msgstr headwords). A top
rendering is right when it is the gold wording up to case, accents and inflection (the term base's own match key),
or one of its inflected forms is; a gold entry offering several wordings ("押注（用作动词）/赌注（用作名词）") is right when any of them is.

The top wording is read in the gold's register (`TermBase.top`): the keyword table is card wording (the top
printed rendering); the others are rules wording (the wording the language's translated CR uses, kind
`rules-text`, where it is read in enough rules, else the printed one). The top printed rendering alone is
measured beside it (the figure before rules-text). Composed wordings are never judged. `--classify` sorts the
wrong ones (headword form, neighbouring word, obsolete, held but not first...), and every multi-word term with a
printed rendering is composed from its parts as if unprinted, to say how far a composed wording can be trusted.
Curated wordings (typed in, `raw_sources/termbase/rules_terms_curated.tsv`) are never judged either; coverage
counts them apart.

Coverage: the current English glossary headwords printed on at least 3 English cards (the term base's English
rows count them), and per language the share of them with at least one printed rendering; beside it, how many
more a rules-text or composed wording reaches, and the same for the other headwords (the remainder).
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import time
import zlib
from pathlib import Path
from collections import defaultdict

from rulesdb.app import Session
from rulesdb.termbase.glossary import english_of, wordings_of
from rulesdb.termbase.base import _key, load_termbase
from rulesdb.termbase.senses import VERB_SENSES, sense_term
from rulesdb.termbase.english import headword_terms
from rulesdb.termbase.tokens import inflected_alike

CARD_LANGS = ("de", "es", "fr", "it", "ja", "ko", "pt", "ru", "zh", "zh-Hant")
TARGETS = {"de": 0.9, "es": 0.9, "fr": 0.9, "it": 0.9, "ja": 0.9, "pt": 0.9, "ko": 0.75, "ru": 0.75,
           "zh-Hant": 0.75}


def gold_entries(corpus) -> list[tuple[str, str, str, str]]:
    """(gold set, concept, lang, wording) from the store."""
    reader = corpus.reader
    out = []
    for e in reader.terms():
        if e.kind == "card" and e.lang != "en":
            out.append(("keyword table", e.concept, e.lang, e.term))
        elif e.kind == "rules":
            out.append(("zh term list", e.concept, e.lang, e.term))
    english = reader.glossary("en")
    for lang, label, pick in (("zh", "zh CR glossary", lambda g: "companion" in g.source),
                              ("pt", "pt-BR PO glossary", lambda g: g.source.endswith(".po"))):
        en_by_line = {g.line: g for g in english if pick(g)}
        entries = [g for g in reader.glossary(lang) if lang != "pt" or g.source.endswith(".po")]
        for i, g in enumerate(entries):
            # paired as the term base pairs them (a swap of two entries is read by their citations)
            head = english_of(entries, i, en_by_line)
            head = head.term if head is not None else None
            if head is None or "," in head or "," in g.term or "，" in g.term:
                continue
            for concept in headword_terms(head):
                out.append((label, concept, lang, g.term))
    return out


def half_of(concept: str) -> str:
    """`even` or `odd`: a stable split of the gold by its English term (crc32 parity), one half to tune on and
    one held out."""
    return "odd" if zlib.crc32(concept.encode("utf-8")) & 1 else "even"


def _inflection(a: str, b: str) -> bool:
    """Same words up to their last two letters (pt `lendária`/`lendário`, `arregimente`/`arregimentar`): a looser
    match, printed beside the strict one, never instead of it."""
    return inflected_alike(a, b)


#: the kinds of wording the term base derives (the others are typed in or read from a gold source)
DERIVED = ("printed", "rules-text")

#: the register a gold set is written in: the keyword table is card wording, the others are rules wording
GOLD_REGISTER = {"keyword table": "cards"}


def measure(base, gold, register: str | None = None) -> dict:
    """Precision of the top wording per gold set: in the gold's own register (`GOLD_REGISTER`, else rules
    wording), or in `register` for every set (`cards`: the top printed rendering, as before rules-text)."""
    per: dict = defaultdict(lambda: [0, 0, 0])
    misses = []
    for label, concept, lang, wording in gold:
        top = base.top(concept, lang, register or GOLD_REGISTER.get(label, "rules"))
        if top is None or top.kind in ("composed", "curated"):
            continue  # neither is evidence (a curated wording is typed in, see raw_sources/termbase)
        alts = [_key(w, lang) for w in wordings_of(wording)]
        # a headword of two senses the term base tells apart (Counter: the noun and the verb, `senses.py`): the
        # gold wording names one of them, and is judged against that sense's top wording
        tops = [top] + [t for t in [base.top(sense_term(concept), lang, register or GOLD_REGISTER.get(label, "rules"))]
                        if concept in VERB_SENSES and t is not None and t.kind not in ("composed", "curated")]
        keys = {_key(w, lang) for t in tops for w in (t.term, *t.forms)}
        ok = any(a in keys for a in alts)
        per[label][0] += ok
        per[label][1] += 1
        per[label][2] += ok or any(_inflection(a, k) for a in alts for k in keys)
        if not ok:
            misses.append((label, concept, lang, wording, top.term, top.kind))
    return {"per_gold": {k: {"right": v[0], "judged": v[1], "precision": v[0] / v[1] if v[1] else 0.0,
                             "right_up_to_inflection": v[2]}
                         for k, v in sorted(per.items())},
            "right": sum(v[0] for v in per.values()), "judged": sum(v[1] for v in per.values()),
            "right_up_to_inflection": sum(v[2] for v in per.values()),
            "misses": misses}


def classify(base, corpus, misses) -> dict:
    """Each wrong top wording in one class (a rough reading, for the report):

    - `obsolete`: the gold marks the term obsolete (已废止, Obsoleto): cards print its current wording;
    - `held, not first`: a gold wording is one of the term base's other derived wordings of the concept (printed,
      rules-text);
    - `top inside gold` / `gold inside top`: one holds the other (a headword form, 已横置 / 横置, or a neighbouring
      word glued on, 法术力池中, or a word cut off);
    - `gold in rules text` / `gold nowhere`: some other wording; whether the language's rule texts (numbered
      rules) use the gold wording at all (in how many rules), or it is a glossary headword form no text uses."""
    texts: dict = {}
    for lang in ("zh", "pt"):
        revs = [r for r in corpus.revisions(lang) if r[:1].isdigit()]
        texts[lang] = [n.text.lower() for n in corpus.tree(lang, revs[-1])] if revs else []
    out: dict = defaultdict(list)
    for label, concept, lang, wording, top, _kind in misses:
        alts = wordings_of(wording)
        keys = {_key(a, lang) for a in alts}
        # derived wordings only: the gold's own entries (the glossaries, the keyword table, the term list) are
        # in the store too, and a headword beside its headword says nothing of the derivation
        held = {_key(w, lang) for e in base.renderings(concept, lang) if e.kind in DERIVED
                for w in (e.term, *e.forms)}
        t = _key(top, lang)
        if re.search(r"已废止|Obsolet", wording):
            cls = "obsolete"
        elif keys & held:
            cls = "held, not first"
        elif any(t and t in k for k in keys):
            cls = "top inside gold"
        elif any(k and k in t for k in keys):
            cls = "gold inside top"
        else:
            n = sum(1 for x in texts.get(lang, []) if any(a.lower() in x for a in alts))
            cls = "gold in rules text" if n >= 2 else "gold nowhere"
        out[cls].append((label, concept, lang, wording, top))
    return dict(out)


def composition_check(base) -> dict:
    """Per language, (right, composed): every multi-word term with a printed rendering composed from its parts
    as if it had none (`compose.check`): how far a composed rendering can be trusted."""
    from rulesdb.termbase.compose import check
    from rulesdb.termbase.english import EnglishTerm
    from rulesdb.termbase.record import Rendering

    concepts = base.concepts()
    rows = [Rendering(c, l, e.term, e.kind, e.rank, e.count, e.total, e.score)
            for c in concepts for l in CARD_LANGS for e in base.renderings(c, l, kinds=("printed",))]
    terms = [EnglishTerm(c, ("glossary",)) for c in sorted({r.term for r in rows})]
    return {lang: check(rows, terms, lang) for lang in CARD_LANGS}


def coverage(base, corpus) -> dict:
    release = corpus.resolve_revision("en")
    heads = [g.term for g in corpus.glossary("en", release)]
    frequent = [h for h in dict.fromkeys(heads)
                if max((base.english_count(t) for t in headword_terms(h)), default=0) >= 3]
    rest = [h for h in dict.fromkeys(heads) if h not in set(frequent)]
    out = {"headwords": len(set(heads)), "frequent": len(frequent), "rest": len(rest), "langs": {}}

    def has(h, lang, kinds):
        return any(base.renderings(t, lang, kinds=kinds) for t in headword_terms(h))

    for lang in CARD_LANGS:
        covered = [h for h in frequent if has(h, lang, ("printed",))]
        out["langs"][lang] = {
            "covered": len(covered), "share": len(covered) / len(frequent) if frequent else 0.0,
            "missed": [h for h in frequent if h not in set(covered)],
            # the remainder (headwords printed on fewer than 3 English cards): printed, read in the rules text
            # of the language, composed from the renderings of their parts
            "rest_printed": sum(has(h, lang, ("printed",)) for h in rest),
            "rest_rules_text": sum(has(h, lang, ("rules-text",)) and not has(h, lang, ("printed",)) for h in rest),
            "rest_composed": sum(has(h, lang, ("composed",)) and not has(h, lang, ("printed", "rules-text"))
                                 for h in rest),
            "frequent_rules_text": sum(has(h, lang, ("rules-text",)) and not has(h, lang, ("printed",))
                                       for h in frequent),
            "frequent_composed": sum(has(h, lang, ("composed",)) and not has(h, lang, ("printed", "rules-text"))
                                     for h in frequent),
            "rest_curated": sum(has(h, lang, ("curated",)) and not has(h, lang, ("printed", "rules-text", "composed"))
                                for h in rest)}
    return out


DEFAULT_CARDS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "cards" / "mtgjson_parallel_cards.jsonl.gz"


def unprinted_in(cards_path, cov) -> dict:
    """lang -> (the frequent headwords it misses, those of them its own printings put on fewer than 3 cards): a
    language printed only for some sets cannot word a term of the others (pt has no Commander 2015: no myriad)."""
    from rulesdb.termbase.cards import card_language, read_printings
    from rulesdb.termbase.derive import english_counts
    from rulesdb.termbase.english import EnglishTerm

    printings = list(read_printings(cards_path))
    out = {}
    for lang, v in cov["langs"].items():
        missed = v["missed"]
        terms = [EnglishTerm(t, ("glossary",)) for h in missed for t in headword_terms(h)]
        mine = [p for p in printings if lang in {card_language(c) for c in p.tr}]
        counts = english_counts(mine, terms)
        never = [h for h in missed if max((counts.get(t, (0,))[0] for t in headword_terms(h)), default=0) < 3]
        out[lang] = (missed, never)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--home", default=None)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--misses", type=int, default=0, help="print this many wrong top renderings")
    ap.add_argument("--classify", action="store_true", help="classify the wrong top renderings")
    ap.add_argument("--half", choices=("even", "odd"), default=None,
                    help="measure precision on one half of the gold only (crc32 parity of the English term)")
    ap.add_argument("--cards", default=str(DEFAULT_CARDS),
                    help="the parallel card file: the headwords a language's printings never print are counted apart")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    session = Session(args.home)
    corpus = session.corpus
    base = load_termbase(corpus.reader)
    load_s = time.perf_counter() - t0
    gold = gold_entries(corpus)
    if args.half:
        gold = [g for g in gold if half_of(g[1]) == args.half]
    prec = measure(base, gold)
    printed_only = measure(base, gold, "printed")
    cov = coverage(base, corpus)
    unprinted = unprinted_in(args.cards, cov) if Path(args.cards).is_file() else None
    t1 = time.perf_counter()
    lookups = ["campo de batalla", "Friedhof", "cimitero", "reserva de maná", "cementerio", "戦場", "전장"]
    for words in lookups * 20:
        base.lookup(words)
    lookup_ms = (time.perf_counter() - t1) * 1000 / (len(lookups) * 20)
    if args.json:
        json.dump({"precision": {k: v for k, v in prec.items() if k != "misses"},
                   "precision_printed_top": {k: v for k, v in printed_only.items() if k != "misses"}, "coverage": cov,
                   "composition_check": composition_check(base),
                   "not_printed_in_language": {l: sorted(n) for l, (_m, n) in (unprinted or {}).items()},
                   "load_s": load_s, "lookup_ms": lookup_ms}, sys.stdout, indent=2)
        print()
        return 0
    print(f"precision of the top rendering against gold (rules gold: the rules-text wording where the language's "
          f"CR uses one, else printed): {prec['right']}/{prec['judged']} = "
          f"{prec['right'] / max(1, prec['judged']):.1%}")
    print(f"  up to inflection: {prec['right_up_to_inflection']}/{prec['judged']} = "
          f"{prec['right_up_to_inflection'] / max(1, prec['judged']):.1%}")
    for label, v in prec["per_gold"].items():
        print(f"  {label:<20} {v['right']:>4}/{v['judged']:<4} {v['precision']:.1%}"
              f"   (up to inflection {v['right_up_to_inflection'] / max(1, v['judged']):.1%})")
    print(f"top printed rendering only: {printed_only['right']}/{printed_only['judged']} = "
          f"{printed_only['right'] / max(1, printed_only['judged']):.1%}")
    for label, v in printed_only["per_gold"].items():
        print(f"  {label:<20} {v['right']:>4}/{v['judged']:<4} {v['precision']:.1%}")
    print(f"coverage of the {cov['frequent']} (of {cov['headwords']}) glossary headwords printed on >= 3 English cards:")
    for lang, v in cov["langs"].items():
        target = TARGETS.get(lang)
        mark = "" if target is None else ("  ok" if v["share"] >= target else f"  below target {target:.0%}")
        print(f"  {lang:<8} {v['covered']:>4}  {v['share']:.1%}{mark:<22} +{v['frequent_rules_text']} rules-text"
              f" +{v['frequent_composed']} composed;  remainder ({cov['rest']}): printed {v['rest_printed']},"
              f" +rules-text {v['rest_rules_text']}, +composed {v['rest_composed']}, +curated {v['rest_curated']}")
    if unprinted is not None:
        print("  the headwords a language's own printings never put on 3 cards (their sets were not printed in it):")
        for lang, (missed, never) in unprinted.items():
            v = cov["langs"][lang]
            print(f"  {lang:<8} missed {len(missed):>3}, of which on < 3 of its cards {len(never):>3}: covered"
                  f" {v['covered']} of the {cov['frequent'] - len(never)} it prints = "
                  f"{v['covered'] / max(1, cov['frequent'] - len(never)):.1%}"
                  + (f"  (e.g. {'; '.join(sorted(never)[:5])})" if never else ""))
    comp = composition_check(base)
    print("composition checked on printed multi-word terms (composed as if unprinted = printed rendering): "
          + ", ".join(f"{l} {r}/{n}" for l, (r, n) in comp.items()))
    print(f"term base load {load_s:.2f} s (with the store); lookup {lookup_ms:.2f} ms")
    for m in prec["misses"][:args.misses]:
        print("  miss:", *m)
    if args.classify:
        classes = classify(base, corpus, prec["misses"])
        print(f"the {len(prec['misses'])} wrong top wordings:")
        for cls, items in sorted(classes.items(), key=lambda x: -len(x[1])):
            per = defaultdict(int)
            for it in items:
                per[it[0]] += 1
            print(f"  {cls:<20} {len(items):>4}  " + ", ".join(f"{k} {v}" for k, v in sorted(per.items())))
            for it in items[:args.misses]:
                print("     ", *it[1:])
    return 0


if __name__ == "__main__":
    sys.exit(main())
