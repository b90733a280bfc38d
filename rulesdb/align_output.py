"""Text rendering of `rulesdb align`, `rulesdb check` and `rulesdb export` (the JSON forms are the to_json() of the
library objects). No click here: functions from results to strings.
"""
from __future__ import annotations

import textwrap
from collections import Counter

__all__ = ["render_alignment", "render_check", "render_export"]


def _wrap(text: str, first: str, rest: str | None = None, width: int = 100) -> list[str]:
    """`text` wrapped at `width`; continuation lines indented by `rest` (default: as wide as `first`)."""
    rest = " " * len(first) if rest is None else rest
    return textwrap.wrap(text, width=width, initial_indent=first, subsequent_indent=rest) or [first.rstrip()]


def render_alignment(ra, verbose: bool = False) -> str:
    """Rows of one rule: the English paragraph, then each language's, with confidence and the printed number."""
    out = [f"{ra.rule} aligned to English {ra.english_revision}"]
    for a in ra.alignments:
        if a.release is not None:
            out.append(f"  {a.lang} {a.revision}: follows English {a.english_revision} — " + "; ".join(a.release.reasons[1:3]))
        else:
            out.append(f"  {a.lang} {a.revision}: aligned to English {a.english_revision}")
    for lang, note in ra.notes:
        out.append(f"  {lang}: {note}")
    for row in ra.rows():
        out.append("")
        out.append(row["id"])
        for lang, cell in row["cells"].items():
            if lang == "en":
                out.extend(_wrap(cell["text"], "  en  "))
                continue
            flags = []
            if cell.get("label_inferred"):
                flags.append(f"number {cell['printed_id']} inferred")
            elif cell.get("printed_id") != row["id"]:
                flags.append(f"printed {cell['printed_id']}")
            if cell.get("unaligned"):
                flags.append("no English counterpart")
            head = f"  {lang:<3} [{cell['confidence']:.2f}{'; ' + ', '.join(flags) if flags else ''}] "
            out.extend(_wrap(cell["text"], head) if len(head) < 40 else [head.rstrip(), *_wrap(cell["text"], " " * 6)])
            if verbose:
                out.extend(_wrap("; ".join(cell["evidence"]), "        · ", " " * 10))
    return "\n".join(out)


def render_check(report) -> str:
    """Findings grouped by language and rule, then a count per kind."""
    out: list[str] = []
    current = None
    for f in report.findings:
        key = (f.lang, f.rule)
        if key != current:
            out.append(f"{f.lang} {f.rule or '(page)'}")
            current = key
        out.append(f"  {f.severity:<7} {f.kind:<18} {f.message}")
        for ev in f.evidence[:4]:
            out.extend(_wrap(ev, "      · ", " " * 8, width=110)[:2])
        if f.fix:
            out.append(f"      fix: {f.fix}")
    counts = Counter(f.kind for f in report.findings)
    sev = Counter(f.severity for f in report.findings)
    out.append("")
    out.append(f"{len(report.findings)} findings in {len(report.checked)} page(s): "
               + ", ".join(f"{k} {n}" for k, n in sorted(counts.items()))
               + " | " + ", ".join(f"{k} {n}" for k, n in sorted(sev.items())))
    return "\n".join(out)


def render_export(pairs, where) -> str:
    return f"wrote {len(pairs)} aligned pairs to {where}"
