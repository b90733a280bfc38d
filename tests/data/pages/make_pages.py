"""Generate the planted-error test pages (FIXTURES, not real rule text) from the four real seed pages.

Every `planted_*.txt` file in this folder is a copy of one real seed page (`raw_sources/seeds/`) with at most
two errors planted by one of the documented mutations below; `planted.json` lists each page, its seed, the
mutations and the findings a checker must report (kind, rule). The planted text is either real text moved to
the wrong place (a paragraph repeated, deleted, exchanged, cut short, moved from the other Spanish seed) or a
small edit named in the mutation (a number, a cited rule, a keyword rendering replaced by a non-official one).
Nothing here is presented as real rule text. Run `python tests/data/pages/make_pages.py` to regenerate.

Mutations:
- delete(line): the paragraph on that line removed                             -> missing
- insert(after, text): a paragraph inserted (real text from another seed)       -> extra
- repeat(line): the paragraph printed a second time right after itself         -> duplicate
- exchange(a, b): the texts of two paragraphs exchanged (printed numbers stay) -> swapped
- cut(line, share): the paragraph cut at a word boundary after `share` of it    -> incomplete
- dropsent(line): the last sentence of the paragraph removed                    -> incomplete
- english(line, text): the last sentence replaced by the English one (real English CR 2026-08-07)
                                                                                -> untranslated
- sub(line, old, new): a word or number replaced (a number, an ordinal, a cited rule, a non-official keyword
  rendering, a negation dropped, a word of the opposite sense)
                                                                                -> number-differs / ref-differs / term
                                                                                   / negation-differs / opposite-differs
"""
from __future__ import annotations

import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEEDS = HERE.parents[2] / "raw_sources" / "seeds"
ES = "000_fd9a400e6d8e91d3.txt"     # 702.7, Spanish, no letters; paragraphs on lines 3-6
IT = "001_d749db4b19e39f19.txt"     # 702.7, Italian wiki, letters; lines 8-11
DE = "003_c2f32b651d8f9fa9.txt"     # 702.7, German + English; German paragraphs on lines 5, 7, 9, 11
ES6 = "004_9d5eda068120802d.txt"    # 609.7, Spanish, no letters; lines 3 (609.7), 7, 9, 11

#: English sentences of the official CR 2026-08-07 (raw_sources/en/MagicCompRules_20260807.txt)
EN_7B_LAST = "After that step, the phase proceeds to the end of combat step."
EN_7C_LAST = ("Removing first strike from a creature after it has already dealt combat damage in the first combat "
              "damage step won’t allow it to also assign combat damage in the second combat damage step (unless the "
              "creature has double strike).")
EN_609_7B_LAST = "If for any reason the shield prevents no damage or replaces no damage, the shield isn’t used up."


def _lines(seed: str) -> list[str]:
    return (SEEDS / seed).read_text(encoding="utf-8").split("\n")


def _label(line: str) -> tuple[str, str]:
    m = re.match(r"^(\d{3}\.\d+[a-z]*\.? ?)", line)
    return (m.group(1), line[m.end():]) if m else ("", line)


def _last_sentence_split(text: str) -> tuple[str, str]:
    parts = re.split(r"(?<=[.])\s+(?=[A-ZÁÉÍÓÚÄÖÜ¿¡(])", text)
    return " ".join(parts[:-1]), parts[-1]


def apply(lines: list[str], op: tuple) -> list[str]:
    lines = list(lines)
    name, *args = op
    i = lambda n: n - 1  # noqa: E731  (lines are 1-based)
    if name == "delete":
        del lines[i(args[0])]
    elif name == "insert":
        lines.insert(args[0], args[1])
    elif name == "repeat":
        lines.insert(args[0], lines[i(args[0])])
    elif name == "exchange":
        (la, ta), (lb, tb) = _label(lines[i(args[0])]), _label(lines[i(args[1])])
        lines[i(args[0])], lines[i(args[1])] = la + tb, lb + ta
    elif name == "cut":
        lab, text = _label(lines[i(args[0])])
        k = text.rfind(" ", 0, int(len(text) * args[1]))
        lines[i(args[0])] = lab + text[:k].rstrip(",;")
    elif name == "dropsent":
        lab, text = _label(lines[i(args[0])])
        lines[i(args[0])] = lab + _last_sentence_split(text)[0]
    elif name == "english":
        lab, text = _label(lines[i(args[0])])
        lines[i(args[0])] = lab + _last_sentence_split(text)[0] + " " + args[1]
    elif name == "sub":
        old, new = args[1], args[2]
        assert old in lines[i(args[0])], (op, lines[i(args[0])][:80])
        lines[i(args[0])] = lines[i(args[0])].replace(old, new)
    else:
        raise ValueError(name)
    return lines


ES_609_B = _lines(ES6)[8]   # a real Spanish paragraph (609.7b) moved into the 702.7 page
ES_702_D = _lines(ES)[5]    # a real Spanish paragraph (702.7d) moved into the 609.7 page
IT_INTRO = _lines(IT)[1]    # a real Italian sentence of the wiki's introduction, given a number on the page
DE_RULING = _lines(DE)[12].lstrip("• ")  # a real German ruling of the page, given a number

#: (page name, seed, mutations applied in order, expected findings (kind, rule))
PAGES = [
    ("es702_missing_b", ES, [("delete", 4)], [("missing", "702.7b")]),
    ("es702_extra_swap", ES, [("insert", 6, ES_609_B), ("exchange", 3, 4)], [("extra", "702.7e"), ("swapped", "702.7a")]),
    ("es702_dup_number", ES, [("repeat", 6), ("sub", 4, "al menos una criatura", "al menos 2 criaturas")],
     [("duplicate", "702.7d"), ("number-differs", "702.7b")]),
    ("es702_swap_cd", ES, [("exchange", 5, 6)], [("swapped", "702.7c")]),
    ("es702_cut_ref", ES, [("cut", 5, 0.45), ("sub", 4, "702.4", "702.5")], [("incomplete", "702.7c"), ("ref-differs", "702.7b")]),
    ("es702_english", ES, [("english", 4, EN_7B_LAST)], [("untranslated", "702.7b")]),
    ("es702_term", ES, [("sub", 6, "dañar primero", "primer golpe")], [("term", "702.7d")]),
    ("es702_dropsent_ref", ES, [("dropsent", 5), ("sub", 3, "regla 510", "regla 511")],
     [("incomplete", "702.7c"), ("ref-differs", "702.7a")]),
    ("it702_missing_c", IT, [("delete", 10)], [("missing", "702.7c")]),
    ("it702_extra", IT, [("insert", 11, "702.7e " + IT_INTRO)], [("extra", "702.7e")]),
    ("it702_swap_number", IT, [("exchange", 8, 9), ("sub", 10, "una creatura che non lo ha", "2 creature che non lo hanno")],
     [("swapped", "702.7a"), ("number-differs", "702.7c")]),
    ("it702_cut_term", IT, [("cut", 9, 0.5), ("sub", 11, "attacco improvviso", "primo colpo")],
     [("incomplete", "702.7b"), ("term", "702.7d")]),
    ("it702_english_ref", IT, [("english", 10, EN_7C_LAST), ("sub", 9, "702.4", "702.6")],
     [("untranslated", "702.7c"), ("ref-differs", "702.7b")]),
    ("it702_dup", IT, [("repeat", 8)], [("duplicate", "702.7a")]),
    ("de702_missing_d", DE, [("delete", 11)], [("missing", "702.7d")]),
    ("de702_swap", DE, [("exchange", 7, 9)], [("swapped", "702.7b")]),
    ("de702_dup_term", DE, [("sub", 11, "Erstschlag", "Erstangriff"), ("repeat", 9)], [("duplicate", "702.7c"), ("term", "702.7d")]),
    ("de702_cut_number", DE, [("cut", 7, 0.4), ("sub", 9, "Einer Kreatur ohne", "2 Kreaturen ohne")],
     [("incomplete", "702.7b"), ("number-differs", "702.7c")]),
    ("de702_extra", DE, [("insert", 11, "702.7e " + DE_RULING)], [("extra", "702.7e")]),
    ("de702_ref", DE, [("sub", 7, "Regel 702.4", "Regel 702.2")], [("ref-differs", "702.7b")]),
    ("es609_missing_a", ES6, [("delete", 7)], [("missing", "609.7a")]),
    ("es609_swap", ES6, [("exchange", 9, 11)], [("swapped", "609.7b")]),
    ("es609_english", ES6, [("english", 9, EN_609_7B_LAST)], [("untranslated", "609.7b")]),
    ("es609_extra_number", ES6, [("insert", 11, ES_702_D), ("sub", 7, "un hechizo en la pila", "2 hechizos en la pila")],
     [("extra", "609.7d"), ("number-differs", "609.7a")]),
    ("es609_cut_dup", ES6, [("cut", 7, 0.5), ("repeat", 11)], [("incomplete", "609.7a"), ("duplicate", "609.7c")]),
    ("es609_dropsent", ES6, [("dropsent", 9)], [("incomplete", "609.7b")]),
    # a negation dropped: the paragraph says the opposite of its English
    ("es609_negation", ES6, [("sub", 11, "que no esté en el campo", "que esté en el campo")],
     [("negation-differs", "609.7c")]),
    ("de702_negation", DE, [("sub", 7, "weder Erstschlag noch Doppelschlag", "Erstschlag oder Doppelschlag")],
     [("negation-differs", "702.7b")]),
    ("it702_negation", IT, [("sub", 9, "che non avevano attacco improvviso né doppio attacco",
                             "che avevano attacco improvviso o doppio attacco")], [("negation-differs", "702.7b")]),
    ("es702_negation", ES, [("sub", 4, "que no tenían ni la habilidad de dañar primero ni la de dañar dos veces",
                             "que tenían la habilidad de dañar primero o la de dañar dos veces")],
     [("negation-differs", "702.7b")]),
    # an ordinal changed: the step is no longer the one English names
    ("es702_ordinal", ES, [("sub", 4, "la fase obtiene un segundo paso", "la fase obtiene un tercer paso")],
     [("number-differs", "702.7b")]),
    ("it702_ordinal", IT, [("sub", 9, "si ha una seconda sottofase", "si ha una terza sottofase")],
     [("number-differs", "702.7b")]),
    ("de702_ordinal", DE, [("sub", 7, "ein zweites Kampfschadensegment", "ein drittes Kampfschadensegment")],
     [("number-differs", "702.7b")]),
    # a word of the opposite sense: after for before, the end for the beginning
    ("es702_opposite", ES, [("sub", 5, "después de que ya se haya hecho daño", "antes de que ya se haya hecho daño")],
     [("opposite-differs", "702.7c")]),
    ("de702_opposite", DE, [("sub", 7, "zu Beginn des ersten Kampfschadensegments", "am Ende des ersten Kampfschadensegments")],
     [("opposite-differs", "702.7b")]),
    # a keyword worded otherwise once, where the paragraph names it three times (the official word still stands)
    ("de702_variant", DE, [("sub", 7, "die momentan Doppelschlag haben", "die momentan Doppelangriff haben")],
     [("term", "702.7b")]),
    # one negation of two dropped: the other sentence still has its own
    ("es702_negation_second", ES, [("sub", 5, "no le permitirá", "le permitirá")], [("negation-differs", "702.7c")]),
    ("de702_negation_second", DE, [("sub", 9, "erlaubt dieser Kreatur nicht, im", "erlaubt dieser Kreatur, im")],
     [("negation-differs", "702.7c")]),
]
#: written after the checker was tuned on PAGES and measured before any change to it: the held-out part
HELD_OUT = [
    ("held_es702_missing_a", ES, [("delete", 3)], [("missing", "702.7a")]),
    ("held_es702_extra_first", ES, [("insert", 2, ES_609_B)], [("extra", "702.7a")]),
    ("held_it702_swap_cd", IT, [("exchange", 10, 11)], [("swapped", "702.7c")]),
    ("held_it702_ref_term", IT, [("sub", 8, "regola 510", "regola 509"), ("sub", 9, "doppio attacco", "doppio colpo")],
     [("ref-differs", "702.7a"), ("term", "702.7b")]),
    ("held_de702_cut_c", DE, [("cut", 9, 0.6)], [("incomplete", "702.7c")]),
    ("held_de702_english_d", DE, [("sub", 11, "Mehrere Fälle von Erstschlag auf derselben Kreatur sind redundant.",
                                    "Multiple instances of first strike on the same creature are redundant.")],
     [("untranslated", "702.7d")]),
    ("held_es609_number_dup", ES6, [("sub", 9, "un color determinado", "1 color determinado"), ("insert", 11, _lines(ES6)[6])],
     [("number-differs", "609.7b"), ("duplicate", "609.7a")]),
    ("held_es702_english_a", ES, [("sub", 3, "Dañar primero es una habilidad estática que modifica las reglas del paso de daño de combate.",
                                   "First strike is a static ability that modifies the rules for the combat damage step.")],
     [("untranslated", "702.7a")]),
]


def generate() -> list[dict]:
    out = []
    for name, seed, ops, expect in PAGES + HELD_OUT:
        lines = _lines(seed)
        for op in ops:
            lines = apply(lines, op)
        path = HERE / f"planted_{name}.txt"
        held = (name, seed, ops, expect) in HELD_OUT
        path.write_text("\n".join(lines), encoding="utf-8")
        out.append({"page": path.name, "seed": seed, "mutations": [list(o[:1]) + [a if not isinstance(a, str) or len(a) < 60
                    else a[:57] + "..." for a in o[1:]] for o in ops], "expect": [list(e) for e in expect], "held_out": held})
    (HERE / "planted.json").write_text(json.dumps({"note": "FIXTURES: real seed pages with planted errors; see make_pages.py",
                                                   "pages": out}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return out


if __name__ == "__main__":
    pages = generate()
    print(f"{len(pages)} pages, {sum(len(p['expect']) for p in pages)} planted errors")
