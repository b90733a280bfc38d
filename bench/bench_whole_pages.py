"""`check --page` on whole real pages with a few errors, as translators hand them in: recall and other warnings.

    python bench/bench_whole_pages.py [HOME] [--copies N] [--first K] [--show]

The pages are real official translations from the store, written out as numbered rules (`115.1a Texto...`, each
example on a line of its own): pt-BR 2020-11-20 rules 103, 104, 115-117 (124 paragraphs) and zh 2026-01-16 rules
103, 104, 115-117 and 702.2-702.19 (the first keyword abilities). Each of `--copies` copies (default 30, seeded: the same pages
every run; `--first K` starts at copy K: the check was tuned on copies 0-89, copies 90-119 were first run after)
gets three errors of three different kinds drawn from eight (FIXTURES, never real text):

- missing: a paragraph deleted; duplicate: a paragraph printed twice; swapped: the texts of two sibling
  paragraphs exchanged (the numbers stay); incomplete: a paragraph cut after 45% of it;
- untranslated: its last sentence replaced by the English one of the release it follows;
- number-differs: a digit of its text changed; ref-differs: a cited rule made the next rule;
- term: an official wording replaced by a non-official one (pt `pilha` -> `monte`, zh `堆叠` -> `堆栈`...).

A planted error is found when the check reports its kind at its rule (warning or above). Other warnings are those
the clean page does not raise (stale paragraphs are left out: these translations follow an older English and
the check rightly says so). Two of the misses are by construction: an error the clean page already reports at
the same rule, and a number changed in a paragraph whose content pairs it with another number (reported at the
rule it translates).

Then the first and the last rule of each section are left out, one at a time (`measure_edges`). A rule is
expected where the page spans it: after the heading of its section, or before the next section of the chapter. So
the last rule of 104 (followed on the page by 115) and the first of 702 (no heading on the zh page) are not.
Last, on the whole page and on a page of rules 106-107 (mana, symbols), one error at a time: each paragraph's
first mana or tap symbol changed, each example left out, a term of each example made non-official, a translator's
note run into a paragraph, the negations taken out of each paragraph whose English is negated
(`measure_symbols_examples`).
"""
from __future__ import annotations

import random
import re
import sys
import tempfile
from pathlib import Path

from rulesdb.app import Session
from rulesdb.page_text import _negations

KINDS = ("missing", "duplicate", "swapped", "incomplete", "untranslated", "number-differs", "ref-differs", "term")
PAGES = {
    "pt": ("2020-11-20", ("103", "104", "115", "116", "117"), ()),
    "zh": ("2026-01-16", ("103", "104", "115", "116", "117"), tuple(f"702.{k}" for k in range(2, 20))),
}
#: (official wording, a non-official one a translator might write)
TERMS = {
    "pt": (("pilha", "monte"), ("cemitério", "túmulo"), ("campo de batalha", "campo de luta"),
           ("grimório", "baralho"), ("exílio", "banimento"), ("mágica", "encantamento"), ("conjura", "lança")),
    "zh": (("堆叠", "堆栈"), ("坟墓场", "墓地"), ("战场", "战区"), ("牌库", "卡组"), ("放逐区", "流放区"),
           ("咒语", "法咒"), ("施放", "释放")),
}
_LABEL = re.compile(r"^(\d{3}\.\d+[a-z]*\.?) ")


def page_text(corpus, lang: str, page: tuple | None = None) -> str:
    rev, rules, subrules = page or PAGES[lang]
    out = []
    for n in corpus.tree(lang, rev):
        i = str(n.id)
        if i.split(".")[0] not in rules and not any(i == s or (i.startswith(s) and i[len(s):].isalpha())
                                                    for s in subrules):
            continue
        if n.title and not n.text:
            out.append(f"{i}. {n.title}")
        elif n.text:
            out.append(f"{i} {n.text}")
        out += list(n.examples)
    return "\n\n".join(out) + "\n"


def _label(p: str) -> tuple[str | None, str]:
    m = _LABEL.match(p)
    return (m.group(1), p[m.end():]) if m else (None, p)


def _parent(rule: str) -> str:
    return rule[:-1] if rule[-1].isalpha() else rule.split(".")[0]


def _sentences(text: str, lang: str) -> list[str]:
    if lang == "zh":
        return [s for s in re.split(r"(?<=。)", text) if s]
    return re.split(r"(?<=[.])\s+(?=[A-ZÁÉÍÓÚÂÊÔÃÕÇ(“])", text)


def _replace_one(text: str, pattern: str, rng: random.Random, new) -> str | None:
    """`text` with one match of `pattern`, chosen by `rng`, replaced by `new(match)`; None when nothing matches
    or `new` gives None."""
    found = list(re.finditer(pattern, text))
    if not found:
        return None
    m = rng.choice(found)
    replacement = new(m)
    return None if replacement is None else text[:m.start()] + replacement + text[m.end():]


def plant(paras: list[str], rng: random.Random, kind: str, lang: str, english: dict) -> tuple[str, str] | None:
    """Plant one error of `kind` in `paras` (in place); (kind, rule) the check must report, None if none fits."""
    idx = [i for i, p in enumerate(paras) if _label(p)[0] and len(p) > 80]
    for _ in range(200):
        i = rng.choice(idx)
        lab, text = _label(paras[i])
        rid = lab.rstrip(".")
        if kind == "missing":
            del paras[i]
            return kind, rid
        if kind == "duplicate":
            paras.insert(i + 1, paras[i])
            return kind, rid
        if kind == "swapped":
            j = i + 1
            if j >= len(paras) or not _label(paras[j])[0] or len(paras[j]) <= 80:
                continue
            lab2, text2 = _label(paras[j])
            if _parent(lab2.rstrip(".")) != _parent(rid) or lab2 == lab:  # siblings: 117.3a/117.3b, 117.4/117.5
                continue
            paras[i], paras[j] = f"{lab} {text2}", f"{lab2} {text}"
            return kind, rid
        if kind == "incomplete":
            k = text.rfind(" " if lang != "zh" else "，", 0, int(len(text) * 0.45))
            if k < 20:
                continue
            paras[i] = f"{lab} {text[:k]}"
            return kind, rid
        if kind == "untranslated":
            e, ss = english.get(rid), _sentences(text, lang)
            if e is None or len(ss) < 2:
                continue
            paras[i] = f"{lab} " + ("" if lang == "zh" else " ").join(ss[:-1]) + " " + _sentences(e.text, "en")[-1]
            return kind, rid
        if kind in ("number-differs", "ref-differs"):
            changed = (_replace_one(text, r"(?<![\d.])([1-9])(?![\d.])", rng,
                                    lambda m: str(int(m.group(1)) % 9 + 1)) if kind == "number-differs" else
                       _replace_one(text, r"(\d{3})\.(\d+)([a-z]?)", rng,
                                    lambda m: new if (new := f"{m.group(1)}.{int(m.group(2)) + 1}{m.group(3)}")
                                    in english else None))
            if changed is None:
                continue
            paras[i] = f"{lab} {changed}"
            return kind, rid
        if kind == "term":
            options = [(a, b) for a, b in TERMS[lang] if a in text]
            if not options:
                continue
            a, b = rng.choice(options)
            paras[i] = f"{lab} {text.replace(a, b)}"
            return kind, rid
    return None


def _findings(session: Session, tmp: str, name: str, paras: list[str], lang: str, rev: str) -> list:
    """The findings of `check --page` on `paras` written out as a page `name` in the folder `tmp`."""
    path = Path(tmp) / name
    path.write_text("\n\n".join(paras), encoding="utf-8")
    return session.check_page(str(path), lang=lang, rev=rev).findings


def measure(session: Session, lang: str, copies: int, show: bool = False, first: int = 0) -> dict:
    rev = PAGES[lang][0]
    english = {str(n.id): n for n in session.corpus.tree("en", rev)}
    base = page_text(session.corpus, lang).split("\n\n")

    with tempfile.TemporaryDirectory() as tmp:
        def warnings(paras: list[str], name: str) -> set[tuple[str, str]]:
            return {(f.kind, str(f.rule)) for f in _findings(session, tmp, name, paras, lang, rev)
                    if f.severity in ("warning", "error") and f.kind != "stale"}

        clean = warnings(base, "clean.txt")
        found = total = other = 0
        by_kind: dict[str, list[int]] = {}
        for seed in range(first, first + copies):
            rng = random.Random(seed)
            paras = list(base)
            expected = [e for kind in rng.sample(KINDS, 3) if (e := plant(paras, rng, kind, lang, english))]
            got = warnings(paras, f"{lang}_{seed}.txt") - clean
            for e in expected:
                ok = e in got
                total, found = total + 1, found + ok
                by_kind.setdefault(e[0], [0, 0])
                by_kind[e[0]][0] += ok
                by_kind[e[0]][1] += 1
                if show and not ok:
                    print(f"  {lang} copy {seed}: missed {e}; reported there: {sorted(g for g in got if g[1] == e[1])}")
            extra = got - set(expected)
            other += len(extra)
            if show:
                for x in sorted(extra):
                    print(f"  {lang} copy {seed}: other warning {x}")
    return {"paragraphs": len(base), "clean": sorted(clean), "found": found, "total": total, "other": other,
            "by_kind": by_kind}


def measure_edges(session: Session, lang: str) -> tuple[int, int, list[str]]:
    """The first and the last rule of each section of the page left out, one at a time, with their subrules
    (FIXTURES): (found as missing, left out, the rules missed). The last rule of the page is left out of the
    count: a page may stop where it likes."""
    rev = PAGES[lang][0]
    base = page_text(session.corpus, lang).split("\n\n")
    labels = [(_label(p)[0] or "").rstrip(".") for p in base]
    rules = [l for l in labels if re.fullmatch(r"\d{3}\.\d+", l)]
    sections: dict[str, list[str]] = {}
    for r in rules:
        sections.setdefault(r.split(".")[0], []).append(r)
    chosen = [r for rs in sections.values() for r in {rs[0], rs[-1]} if r != rules[-1]]
    found, missed = 0, []
    with tempfile.TemporaryDirectory() as tmp:
        for rule in chosen:
            paras = [p for p, l in zip(base, labels) if not (l == rule or (l.startswith(rule) and l[len(rule):].isalpha()))]
            if any(f.kind == "missing" and str(f.rule) == rule
                   for f in _findings(session, tmp, f"{rule}.txt", paras, lang, rev)):
                found += 1
            else:
                missed.append(rule)
    return found, len(chosen), missed


_LETTER_SYMBOL = re.compile(r"\{([WUBRGT])\}")
#: a translator's note run into a paragraph (FIXTURES, written for this bench)
NOTES = {"pt": "Nota do tradutor: esta regra foi simplificada na versão anterior e vale também para as outras etapas.",
         "zh": "译者注：本规则在上一版本中已经简化，也适用于其他所有步骤和阶段。"}


#: pages with mana and tap symbols: rules 106 (mana) and 107 (numbers and symbols)
SYMBOL_PAGES = {lang: (rev, ("106", "107"), ()) for lang, (rev, _rules, _subrules) in PAGES.items()}


def _without_negations(paragraph: str, lang: str) -> str | None:
    """The numbered paragraph with every negation of its language (the registry's `negations`) taken out of its
    text (FIXTURE: `não se aplica` -> `se aplica`, 不能 -> 能), None when it has none or only `without`-like ones
    (sem, 无: taking them out leaves no sentence)."""
    lab, text = _label(paragraph)
    words = [w for w in _negations(text, lang) if w not in ("sem", "无", "只", "才", "空", "免", "非", "否")]
    if not lab or not words:
        return None
    for w in set(words):
        text = text.replace(w, "") if lang == "zh" else re.sub(rf"\b{re.escape(w)}\b\s*", "", text,
                                                                     flags=re.IGNORECASE)
    return None if _negations(text, lang) else f"{lab} {text}"


def measure_symbols_examples(session: Session, lang: str) -> dict[str, tuple[int, int]]:
    """One error at a time (FIXTURES) on the whole page and on the page of rules 106-107: each paragraph's first
    mana or tap symbol made another (`{W}` -> `{U}`, `{T}` -> `{Q}`), each example left out, in each example one
    official wording of `TERMS` made the non-official one, and a note (`NOTES`) run into every fourth numbered
    paragraph of the whole page: kind -> (found at its rule, planted)."""
    swap = {"W": "U", "U": "B", "B": "R", "R": "G", "G": "W", "T": "Q"}
    english = {str(n.id): n for n in session.corpus.tree("en", PAGES[lang][0])}
    got: dict[str, list[int]] = {}
    for page in (PAGES[lang], SYMBOL_PAGES[lang]):
        base = page_text(session.corpus, lang, page).split("\n\n")
        owner, rule = [], None
        for p in base:
            rule = (_label(p)[0] or "").rstrip(".") or rule
            owner.append(rule)
        cases = []
        for i, p in enumerate(base):
            if page is PAGES[lang] and _label(p)[0] and re.fullmatch(r"\d{3}\.\d+[a-z]*", owner[i]) and i % 4 == 0:
                # every fourth numbered paragraph of the whole page with a note run into it
                sep = "" if lang == "zh" else " "
                cases.append(("extra", owner[i], base[:i] + [p + sep + NOTES[lang]] + base[i + 1:]))
            m = _LETTER_SYMBOL.search(p)
            if m:
                changed = p[:m.start()] + "{" + swap[m.group(1)] + "}" + p[m.end():]
                cases.append(("symbol-differs", owner[i], base[:i] + [changed] + base[i + 1:]))
            dropped = _without_negations(p, lang)
            if (page is PAGES[lang] and _label(p)[0] and dropped is not None and owner[i] in english
                    and _negations(english[owner[i]].text, "en")):
                cases.append(("negation-differs", owner[i], base[:i] + [dropped] + base[i + 1:]))
            if _label(p)[0] is None and owner[i] and not re.match(r"\d{3}\. ", p):  # not a section's heading
                cases.append(("incomplete", owner[i], base[:i] + base[i + 1:]))  # an example of the rule above
                official = next(((a, b) for a, b in TERMS[lang] if a in p), None)
                if official:  # an official wording of the example made a non-official one
                    cases.append(("term", owner[i], base[:i] + [p.replace(official[0], official[1], 1)] + base[i + 1:]))
        with tempfile.TemporaryDirectory() as tmp:
            for k, (kind, at, paras) in enumerate(cases):
                hit = any(f.kind == kind and str(f.rule) == at
                          for f in _findings(session, tmp, f"{k}.txt", paras, lang, page[0]))
                got.setdefault(kind, [0, 0])
                got[kind][0] += hit
                got[kind][1] += 1
    return {k: (a, n) for k, (a, n) in got.items()}


def main(argv: list[str]) -> int:
    if "-h" in argv or "--help" in argv:
        print(__doc__)
        return 0
    copies = int(argv[argv.index("--copies") + 1]) if "--copies" in argv else 30
    first = int(argv[argv.index("--first") + 1]) if "--first" in argv else 0
    show = "--show" in argv
    home = next((a for i, a in enumerate(argv) if not a.startswith("--")
                 and (i == 0 or argv[i - 1] not in ("--copies", "--first"))), None)
    session = Session(home)
    for lang in PAGES:
        r = measure(session, lang, copies, show, first)
        print(f"{lang}: {r['paragraphs']} paragraphs, copies {first}-{first + copies - 1} with 3 planted errors each: found "
              f"{r['found']}/{r['total']} = {r['found'] / max(1, r['total']):.0%}, other warnings {r['other']}; "
              f"the clean page raises {len(r['clean'])} {r['clean'] if r['clean'] else ''}")
        print("   " + ", ".join(f"{k} {a}/{n}" for k, (a, n) in sorted(r["by_kind"].items())))
        found, n, missed = measure_edges(session, lang)
        print(f"   first or last rule of a section left out: found {found}/{n}; missed {', '.join(missed) or 'none'}")
        r = measure_symbols_examples(session, lang)
        print("   one at a time: " + ", ".join(f"{label} {r[k][0]}/{r[k][1]}" for k, label in
                                         (("symbol-differs", "a symbol changed"), ("incomplete", "an example left out"),
                                          ("term", "a term of an example made non-official"),
                                          ("negation-differs", "a negation dropped"),
                                          ("extra", "a translator's note run into a paragraph"))
                                         if k in r))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
