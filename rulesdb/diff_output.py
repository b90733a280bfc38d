"""Rendering of revision diffs and rule histories: text for people (red/green words on a terminal, `[-old-]{+new+}`
markers when piped) and a self-contained side-by-side HTML report (`rulesdb diff --html FILE`,
`rulesdb history --html FILE`).
"""
from __future__ import annotations

import html
from datetime import datetime, timezone

from .diff import Change, CrossDiff, RevisionDiff, RuleHistory, release_names, word_diff

__all__ = ["render_diff", "render_history", "render_against", "html_report", "html_history", "render_words",
           "HISTORY_TEXTS"]

#: The strings added for histories that follow a rule through its moves (text and HTML), in one place so that
#: they can be wrapped for translation together. `str.format` templates.
HISTORY_TEXTS = {
    "numbers": "numbered {spans}",
    "span_one": "{id} ({first})",
    "span_many": "{id} ({first} … {last})",
    "reused": "the number {id} held another rule in {releases} (not followed here)",
    "moved": "{revision}  moved: was {old_id} until {previous}{same}{src}",
    "moved_same_text": " (text unchanged)",
    "references": "{revision}  cited rule numbers changed (since {previous}){src}",
    "typography": "{revision}  typography only (since {previous}){src}",
    "html_title": "rulesdb: history of {id} ({lang})",
    "html_summary": "{count} change(s); present in {present} of {total} releases",
    "html_head": ("release", "old", "old text", "new", "new text"),
    "html_first": "first appears",
    "html_gone": "gone",
    "html_moved": "moved",
    "html_changed": "changed",
    "html_references": "cited numbers changed",
    "html_typography": "typography only",
    "html_since": "since {previous}",
}

_RED, _GREEN, _BOLD, _DIM, _RESET = "\x1b[31m", "\x1b[32m", "\x1b[1m", "\x1b[2m", "\x1b[0m"


def render_words(ops: list[tuple[str, str]], color: bool) -> str:
    """A word diff as one string: colored words on a terminal, `[-deleted-]{+inserted+}` otherwise."""
    out = []
    for tag, text in ops:
        if tag == "=":
            out.append(text)
        elif color:
            out.append((_RED if tag == "-" else _GREEN) + text + _RESET)
        else:
            out.append(f"[-{text}-]" if tag == "-" else f"{{+{text}+}}")
    return "".join(out)


def _indent(text: str, prefix: str = "    ") -> str:
    return "\n".join(prefix + line for line in text.split("\n"))


def _bold(text: str, color: bool) -> str:
    return f"{_BOLD}{text}{_RESET}" if color else text


def _short(text: str | None, n: int = 90) -> str:
    line = (text or "").split("\n")[0]
    return line if len(line) <= n else line[: n - 1] + "…"


def _release(rev: str, label: str) -> str:
    """`2024-11-08 (Foundations)`: the set name of an English release, or a label that is not just the date."""
    names = {r["effective"]: r["set"] for r in release_names() if r["set"]}
    if rev in names and (not label or label[-4:] == rev[:4]):
        label = names[rev]
    return f"{rev} ({label})" if label and label != rev and not label[:1].isdigit() and label[-4:] != rev[:4] else rev


def _change_lines(c: Change, color: bool) -> list[str]:
    if c.kind == "added":
        head = f"added {c.new_id}"
        body = _indent(render_words([("+", c.new_text or "")], color))
        return [_bold(head, color), body]
    if c.kind == "removed":
        head = f"removed {c.old_id}"
        body = _indent(render_words([("-", c.old_text or "")], color))
        return [_bold(head, color), body]
    if c.kind == "moved":
        head = f"moved {c.old_id} → {c.new_id}"
        if c.note:
            head += f" ({c.note})"
        if c.old_text == c.new_text:
            return [f"{_bold(head, color)}  {_short(c.new_text)}"]
        return [_bold(head + f" · {round(100 * c.similarity)}% same words", color), _indent(render_words(c.words(), color))]
    return [_bold(f"{c.kind} {c.new_id}", color), _indent(render_words(c.words(), color))]


def render_diff(d: RevisionDiff, color: bool = False) -> str:
    """The whole diff: a summary line, notes, the wording changes in rule order, then reference-only ones apart."""
    counts = d.counts()
    summary = ", ".join(f"{n} {k}" for k, n in counts.items()) or "no changes"
    scope = f" under {d.rule}" if d.rule is not None else ""
    out = [f"diff {d.lang} {_release(d.old, d.old_label)} → {_release(d.new, d.new_label)}{scope}: {summary}"
           + (f"; {d.unchanged} unchanged" if d.rule is None else "")]
    out.extend(f"note: {n}" for n in d.notes())
    main = [c for c in d.changes if c.kind not in ("reference-only", "typography")]
    for c in main:
        out.append("")
        out.extend(_change_lines(c, color))
    refonly = [c for c in d.changes if c.kind == "reference-only"]
    if refonly:
        out += ["", _bold(f"── {len(refonly)} rule(s) changed only because a rule they cite was renumbered ──", color)]
        for c in refonly:
            out.append(f"{c.new_id}  " + render_words(c.words(), color))
    typo = [c for c in d.changes if c.kind == "typography"]
    if typo:
        out += ["", _bold(f"── {len(typo)} typography-only change(s) ──", color)]
        for c in typo:
            out.append(f"{c.new_id}  " + render_words(c.words(), color))
    return "\n".join(out)


def _runs(revs: tuple[str, ...], releases: tuple[str, ...]) -> str:
    """`2008-10-01 … 2024-09-20, 2026-08-07`: consecutive releases as one run."""
    runs: list[list[str]] = []
    for r in revs:
        if runs and releases.index(r) == releases.index(runs[-1][-1]) + 1:
            runs[-1].append(r)
        else:
            runs.append([r])
    return ", ".join(r[0] if len(r) == 1 else f"{r[0]} … {r[-1]}" for r in runs)


def _spans(h: RuleHistory) -> str:
    T = HISTORY_TEXTS
    return ", ".join((T["span_one"] if a == b else T["span_many"]).format(id=rid, first=a, last=b)
                     for rid, a, b in h.spans())


def render_history(h: RuleHistory, color: bool = False) -> str:
    T = HISTORY_TEXTS
    if h.present:
        span = f"in {len(h.present)} of {len(h.releases)} releases ({h.present[0]} … {h.present[-1]})"
    else:
        span = "in no release"
    out = [f"history of {h.id} ({h.lang}): {span}; {len(h.changes)} change(s)"]
    if len(h.spans()) > 1:
        out.append(T["numbers"].format(spans=_spans(h)))
    if h.present and h.present[0] == h.releases[0]:
        out.append(f"present since the oldest release, {h.releases[0]}")
    if h.reused:
        out.append("note: " + T["reused"].format(id=h.id, releases=_runs(h.reused, h.releases)))
    if h.hidden:
        out.append(f"note: {h.hidden} typography-only change(s) not listed; show them with --typography")
    for e in h.changes:
        out.append("")
        src = f" · {e.source}" if e.source else ""
        if e.old_text is None:
            out.append(_bold(f"{e.revision}  first appears{src}", color))
            out.append(_indent(render_words([("+", e.new_text or "")], color)))
        elif e.new_text is None:
            out.append(_bold(f"{e.revision}  gone (last in {e.previous})", color))
            out.append(_indent(render_words([("-", e.old_text)], color)))
        elif e.moved:
            same = e.old_text == e.new_text
            out.append(_bold(T["moved"].format(revision=e.revision, old_id=e.old_id, previous=e.previous,
                                               same=T["moved_same_text"] if same else "", src=src), color))
            out.append(_indent(e.old_text if same else render_words(e.words(), color)))
        elif e.kind in ("references", "typography"):
            out.append(_bold(T[e.kind].format(revision=e.revision, previous=e.previous, src=src), color))
            out.append(_indent(render_words(e.words(), color)))
        else:
            out.append(_bold(f"{e.revision}  changed (since {e.previous}){src}", color))
            out.append(_indent(render_words(e.words(), color)))
    return "\n".join(out)


def render_against(x: CrossDiff, color: bool = False) -> str:
    counts = ", ".join(f"{n} {k}" for k, n in sorted(x.counts().items())) or "nothing to compare"
    out = [f"{x.lang} against {x.base}, {x.old} → {x.new} ({x.lang} releases {x.lang_old} → {x.lang_new}): {counts}"]
    for status in ("stale", "translation-only"):
        rows = [c for c in x.changes if c.status == status]
        if not rows:
            continue
        out += ["", _bold(f"── {status} ({len(rows)}) ──", color)]
        for cc in rows:
            c = cc.change
            ident = f"{c.old_id} → {c.new_id}" if c.kind == "moved" else str(c.id)
            out.append(_bold(f"{status}: {x.base} {c.kind} {ident}", color) + (f" — {cc.note}" if cc.note else ""))
            out.append(f"  {x.base}: " + render_words(c.words(), color))
            if cc.old_translation == cc.new_translation:
                out.append(f"  {x.lang}: {cc.new_translation or '—'}")
            else:
                out.append(f"  {x.lang}: " + render_words(_tr_words(cc), color))
    carried = [c for c in x.changes if c.status == "carried"]
    if carried:
        out += ["", _bold(f"── carried ({len(carried)}) ──", color)]
        for cc in carried:
            c = cc.change
            ident = f"{c.old_id} → {c.new_id}" if c.kind == "moved" else str(c.id)
            out.append(f"{c.kind} {ident}" + (f" — {cc.note}" if cc.note else ""))
    return "\n".join(out)


def _tr_words(cc) -> list[tuple[str, str]]:
    return word_diff(cc.old_translation or "", cc.new_translation or "")


# -- HTML ---------------------------------------------------------------------------------------------
_CSS = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,sans-serif;margin:1.5em;color:#222}
h1{font-size:1.3em} .notes{color:#8a5a00} table{border-collapse:collapse;width:100%;table-layout:fixed}
th,td{border-bottom:1px solid #ddd;padding:.4em .5em;vertical-align:top;text-align:left}
th{background:#f4f4f4;position:sticky;top:0} td.id{width:7em;font-family:monospace;white-space:nowrap}
td.kind{width:8em} td.text{white-space:pre-wrap;word-wrap:break-word}
del{background:#ffd7d5;color:#82071e;text-decoration:line-through} ins{background:#ccffd8;color:#055d20;text-decoration:none}
tr.removed td.text.old{background:#fff5f5} tr.added td.text.new{background:#f3fff5}
.kind span{display:inline-block;padding:0 .4em;border-radius:3px;background:#eee;font-size:.9em}
.k-moved span{background:#e6f0ff}.k-added span{background:#d9f7e0}.k-removed span{background:#ffe0e0}
.k-changed span{background:#fff3c4}.k-reference-only span{background:#eee}
.s-stale{color:#b00020;font-weight:bold}.s-carried{color:#2a7a2a}.s-translation-only{color:#7a4a00}
"""


def _side(ops: list[tuple[str, str]], side: str) -> str:
    out = []
    for tag, text in ops:
        t = html.escape(text)
        if tag == "=":
            out.append(t)
        elif tag == "-" and side == "old":
            out.append(f"<del>{t}</del>")
        elif tag == "+" and side == "new":
            out.append(f"<ins>{t}</ins>")
    return "".join(out)


def _row(c: Change, extra: str = "") -> str:
    ops = c.words() if c.old_text is not None and c.new_text is not None else (
        [("-", c.old_text or "")] if c.new_text is None else [("+", c.new_text or "")])
    old_id = "" if c.old_id is None else html.escape(str(c.old_id))
    new_id = "" if c.new_id is None else html.escape(str(c.new_id))
    return (f'<tr class="{c.kind}" id="r-{html.escape(c.kind)}-{old_id or new_id}-{new_id}">'
            f'<td class="kind k-{c.kind}"><span>{c.kind}</span>{extra}</td>'
            f'<td class="id">{old_id}</td><td class="text old">{_side(ops, "old")}</td>'
            f'<td class="id">{new_id}</td><td class="text new">{_side(ops, "new")}</td></tr>')


def html_report(data: RevisionDiff | CrossDiff) -> str:
    """A self-contained HTML page (inline CSS, no scripts, no external resources): old and new side by side."""
    if isinstance(data, CrossDiff):
        title = f"rulesdb: {data.lang} against {data.base}, {data.old} → {data.new}"
        summary = ", ".join(f"{n} {k}" for k, n in sorted(data.counts().items()))
        notes = [f"{data.lang} releases compared: {data.lang_old} → {data.lang_new}"]
        sections = []
        for status in ("stale", "translation-only", "carried"):
            rows = [c for c in data.changes if c.status == status]
            if rows:
                body = "".join(_row(cc.change, f'<br><span class="s-{status}">{status}</span>'
                                    + (f"<br><small>{html.escape(cc.note)}</small>" if cc.note else "")
                                    + _translation_cell(cc, data.lang)) for cc in rows)
                sections.append((f"{status} ({len(rows)})", body))
    else:
        title = f"rulesdb: diff {data.lang} {data.old} → {data.new}" + (f" under {data.rule}" if data.rule else "")
        summary = ", ".join(f"{n} {k}" for k, n in data.counts().items()) or "no changes"
        notes = data.notes()
        main = [c for c in data.changes if c.kind not in ("reference-only", "typography")]
        sections = [("changes", "".join(_row(c) for c in main))]
        for kind, heading in (("reference-only", "changed only because a cited rule was renumbered"),
                              ("typography", "typography only")):
            rows = [c for c in data.changes if c.kind == kind]
            if rows:
                sections.append((f"{len(rows)} {heading}", "".join(_row(c) for c in rows)))
    return _page(title, summary, notes, sections, ("kind", "old", "old text", "new", "new text"))


def _page(title: str, summary: str, notes: list[str], sections: list[tuple[str, str]], columns: tuple) -> str:
    parts = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
             f"<title>{html.escape(title)}</title><style>{_CSS}</style></head><body>",
             f"<h1>{html.escape(title)}</h1><p>{html.escape(summary)}</p>"]
    parts += [f'<p class="notes">{html.escape(n)}</p>' for n in notes]
    head = "<tr>" + "".join(f"<th>{html.escape(c)}</th>" for c in columns) + "</tr>"
    for heading, body in sections:
        parts.append(f"<h2>{html.escape(heading)}</h2><table><colgroup><col style='width:9em'><col style='width:7em'>"
                     f"<col><col style='width:7em'><col></colgroup>{head}{body}</table>")
    stamp = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    parts.append(f"<p><small>generated by rulesdb on {stamp}</small></p></body></html>")
    return "\n".join(parts)


def html_history(h: RuleHistory) -> str:
    """A self-contained HTML page of one rule's history: each change's old and new text side by side, with the
    rule's number on each side (they differ where it moved)."""
    T = HISTORY_TEXTS
    rows = []
    for e in h.changes:
        if e.old_text is None:
            kind, label, ops = "added", T["html_first"], [("+", e.new_text or "")]
        elif e.new_text is None:
            kind, label, ops = "removed", T["html_gone"], [("-", e.old_text)]
        else:
            kind = "moved" if e.moved else "changed"
            label, ops = T["html_" + e.kind], e.words()
        old_id = "" if e.old_id is None else html.escape(str(e.old_id))
        new_id = "" if e.new_id is None else html.escape(str(e.new_id))
        since = html.escape(T["html_since"].format(previous=e.previous)) if e.previous else ""
        rows.append(f'<tr class="{kind}" id="h-{html.escape(e.revision)}">'
                    f'<td class="kind k-{kind}">{html.escape(e.revision)}<br><span>{html.escape(label)}</span>'
                    f'<br><small>{since}</small></td>'
                    f'<td class="id">{old_id}</td><td class="text old">{_side(ops, "old")}</td>'
                    f'<td class="id">{new_id}</td><td class="text new">{_side(ops, "new")}</td></tr>')
    title = T["html_title"].format(id=h.id, lang=h.lang)
    summary = T["html_summary"].format(count=len(h.changes), present=len(h.present), total=len(h.releases))
    notes = []
    if len(h.spans()) > 1:
        notes.append(T["numbers"].format(spans=_spans(h)))
    if h.reused:
        notes.append(T["reused"].format(id=h.id, releases=_runs(h.reused, h.releases)))
    return _page(title, summary, notes, [(str(h.id), "".join(rows))], T["html_head"])


def _translation_cell(cc, lang: str) -> str:
    if cc.old_translation == cc.new_translation:
        text = html.escape(cc.new_translation or "—")
    else:
        text = _side(_tr_words(cc), "new")
    return f"<br><small>{html.escape(lang)}: {text}</small>"

