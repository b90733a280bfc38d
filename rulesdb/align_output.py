"""Text rendering of `rulesdb align`, `rulesdb check` and `rulesdb export` (the JSON forms are the to_json() of the
library objects). No click here: functions from results to strings. Labels are in the UI language (`i18n`),
release dates written out for people (`format_date`); the JSON forms keep ISO dates.
"""
from __future__ import annotations

import textwrap
from collections import Counter

from .i18n import N_, Templates, format_date, language_name

__all__ = ["TEXTS", "render_alignment", "render_check", "render_page_check", "render_status", "render_export"]

TEXTS: dict[str, str] = Templates({
    "aligned_head": N_("{rule} aligned to English {rev}"),
    "follows": N_("{lang} ({rev}): follows English {english}"),
    "aligned_lang": N_("{lang} ({rev}): aligned to English {english}"),
    "inferred": N_("number {id} inferred"),
    "printed": N_("printed {id}"),
    "unaligned": N_("no English counterpart"),
    "page": N_("(page)"),
    "fix": N_("fix: {fix}"),
    "summary": N_("{findings} findings in {pages} page(s): {kinds} | {severities}"),
    "summary_clean": N_("{pages} page(s) checked: no findings at this severity"),
    "wrote": N_("wrote {count} aligned pairs to {where}"),
    "wrote_tbx": N_("wrote the term base to {where}"),
    "error": N_("error"),
    "warning": N_("warning"),
    "info": N_("info"),
    "page_head": N_("{page} ({lang}): follows English {release}"),
    "page_line": N_("line {line}"),
    "page_summary": N_("{paragraphs} paragraph(s) checked: {severities}"),
    "page_clean": N_("no findings at this severity"),
    "status_head": N_("{lang} {rev} follows English {follows}; status against English {against} ({scope})"),
    "status_scope_release": N_("the whole release"),
    "status_counts": N_("current {current}, stale {stale}, untranslated {untranslated}, missing {missing}"),
    "status_stale": N_("English changed in {release}, {days} days ago: {change}"),
})


def _wrap(text: str, first: str, rest: str | None = None, width: int = 100) -> list[str]:
    """`text` wrapped at `width`; continuation lines indented by `rest` (default: as wide as `first`)."""
    rest = " " * len(first) if rest is None else rest
    return textwrap.wrap(text, width=width, initial_indent=first, subsequent_indent=rest) or [first.rstrip()]


def render_alignment(ra, verbose: bool = False) -> str:
    """Rows of one rule: the English paragraph, then each language's, with confidence and the printed number."""
    out = [TEXTS["aligned_head"].format(rule=ra.rule, rev=format_date(ra.english_revision))]
    for a in ra.alignments:
        fields = {"lang": language_name(a.lang), "rev": format_date(a.revision), "english": format_date(a.english_revision)}
        if a.release is not None:
            out.append("  " + TEXTS["follows"].format(**fields) + " — " + "; ".join(a.release.reasons[1:3]))
        else:
            out.append("  " + TEXTS["aligned_lang"].format(**fields))
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
                flags.append(TEXTS["inferred"].format(id=cell["printed_id"]))
            elif cell.get("printed_id") != row["id"]:
                flags.append(TEXTS["printed"].format(id=cell["printed_id"]))
            if cell.get("unaligned"):
                flags.append(TEXTS["unaligned"])
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
            out.append(f"{f.lang} {f.rule or TEXTS['page']}")
            current = key
        out.append(f"  {_severity(f.severity):<7} {f.kind:<18} {f.message}")
        for ev in f.evidence[:4]:
            out.extend(_wrap(ev, "      · ", " " * 8, width=110)[:2])
        if f.fix:
            out.append("      " + TEXTS["fix"].format(fix=f.fix))
    counts = Counter(f.kind for f in report.findings)
    sev = Counter(f.severity for f in report.findings)
    out.append("")
    if not report.findings:
        out.append(TEXTS["summary_clean"].format(pages=len(report.checked)))
        return "\n".join(out)
    out.append(TEXTS["summary"].format(findings=len(report.findings), pages=len(report.checked),
                                       kinds=", ".join(f"{k} {n}" for k, n in sorted(counts.items())),
                                       severities=", ".join(f"{_severity(k)} {n}" for k, n in sorted(sev.items()))))
    return "\n".join(out)


def render_page_check(report) -> str:
    """`check --page`: the release the page follows, then each finding at its page line, then counts."""
    out = [TEXTS["page_head"].format(page=report.path, lang=report.lang, release=report.release)]
    for f in report.findings:
        if f.kind == "release":
            continue
        where = TEXTS["page_line"].format(line=f.line) if f.line else TEXTS["page"]
        out.append(f"{where:<9} {_severity(f.severity):<7} {f.kind:<15} {f.rule:<8} {f.message}")
        for ev in f.evidence[:2]:
            out.extend(_wrap(ev, "      · ", " " * 8, width=110)[:2])
        if f.fix:
            out.append("      " + TEXTS["fix"].format(fix=f.fix))
    sev = Counter(f.severity for f in report.findings)
    out.append("")
    out.append(TEXTS["page_summary"].format(paragraphs=report.paragraphs, severities=", ".join(
        f"{_severity(k)} {sev[k]}" for k in ("error", "warning", "info") if sev.get(k)) or TEXTS["page_clean"]))
    return "\n".join(out)


def render_status(report, show_all: bool = False) -> str:
    """`status`: a head line, one line per subrule that needs work (all with `show_all`), the counts."""
    scope = TEXTS["status_scope_release"] if report.scope == "release" else report.scope
    out = [TEXTS["status_head"].format(lang=report.lang, rev=report.revision, follows=report.follows,
                                       against=report.against, scope=scope)]
    for e in report.entries:
        if e.state == "current" and not show_all:
            continue
        text = e.translation or e.english
        out.append(f"{e.rule:<9} {e.state:<12} {text[:90]}")
        if e.state == "stale":
            out.append("          " + TEXTS["status_stale"].format(release=e.changed_in, days=e.lag_days, change=e.change))
    out.append("")
    out.append(TEXTS["status_counts"].format(**report.counts()))
    return "\n".join(out)


def _severity(code: str) -> str:
    """A severity (error, warning, info) as a label in the UI language."""
    return TEXTS[code] if code in ("error", "warning", "info") else code


def render_export(pairs, where, fmt: str = "") -> str:
    if fmt == "tbx":
        return TEXTS["wrote_tbx"].format(where=where)
    return TEXTS["wrote"].format(count=len(pairs), where=where)
