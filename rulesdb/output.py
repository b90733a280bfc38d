"""Rendering for the core commands: text for people (wrapped, bold on a terminal) and JSON for scripts."""
from __future__ import annotations

import json
import re
import shutil
import sys
import textwrap

from .i18n import _, format_date, language_name

__all__ = ["emit", "render_show", "views_json", "render_sources", "render_parse", "render_build", "render_fetch"]


#: control characters other than tab and newline, except the colour codes (SGR) the renderers add themselves
_CONTROL_RE = re.compile(r"\x1b\[[0-9;]*m|[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _visible(match: re.Match) -> str:
    code = match.group(0)
    return code if len(code) > 1 else f"\\x{ord(code):02x}"


def safe_text(text: str) -> str:
    """`text` with its control characters written out (`\x1b`), so that nothing from a source can drive the
    terminal; colour codes the renderers add are kept."""
    return _CONTROL_RE.sub(_visible, text)


def emit(data, as_json: bool) -> None:
    """Print `data`: JSON (UTF-8, not ASCII-escaped; JSON escapes control characters itself) or text, its
    control characters made visible."""
    if as_json:
        text = json.dumps(data, ensure_ascii=False, indent=2)
    else:
        text = safe_text(data)
    out = sys.stdout
    try:
        out.write(text if text.endswith("\n") else text + "\n")
        out.flush()
    except UnicodeEncodeError:
        out.buffer.write(text.encode("utf-8", "replace") + b"\n")


def _width() -> int:
    return max(60, min(110, shutil.get_terminal_size((100, 24)).columns))


def _wrap(text: str, indent: str, width: int, hang: str = "    ") -> list[str]:
    out = []
    for para in text.split("\n"):
        out.extend(textwrap.wrap(para, width=width, initial_indent=indent, subsequent_indent=indent + hang) or [indent])
    return out


def _node_lines(node, indent: str, width: int, tag: str = "") -> list[str]:
    label = str(node.id) + ("*" if node.label_inferred else "")
    head = f"{label} {tag}".rstrip()
    body = node.display
    lines = _wrap(f"{head}  {body}", indent, width)
    for ex in node.examples:
        lines.extend(_wrap(ex, indent + "    ", width))
    for ruling in node.rulings:
        lines.extend(_wrap(f"• {ruling.lstrip('•').strip()}", indent + "    ", width))
    return lines


def _depth(node, root) -> int:
    return max(0, len(node.id.ancestors()) - len(root.ancestors()))


def _dates(revisions) -> str:
    """One release, or a range of equally good ones ("20 November 2020 … 7 August 2026")."""
    return " … ".join(format_date(r) for r in revisions)


def _header(view) -> str:
    source = view.nodes[0].source if view.nodes else ""
    head = f"── {view.rule} · {language_name(view.lang)} · {format_date(view.revision)}"
    if view.matched:
        head += " (" + _("follows English {date}").format(date=_dates(view.matched)) + ")"
    if source:
        head += f" · {source}"
    if view.fallback:
        head += "  [" + _("fallback: {note}").format(note=view.note) + "]"
    return head


def render_show(views, others) -> str:
    """The rule(s) in the asked language; each `others` language interleaved under each node."""
    width = _width()
    out: list[str] = []
    inferred = False
    for vi, view in enumerate(views):
        out.append(_header(view))
        other_nodes = []
        for lang, ov in others:
            if isinstance(ov, str):
                out.append(f"   [{lang}] {ov}")
                continue
            match = next((v for v in ov if v.rule == view.rule), None)
            if match is None:
                out.append(f"   [{lang}] " + _("no {rule} in {lang}").format(rule=view.rule, lang=lang))
                continue
            out.append(f"   [{lang}] {language_name(lang)} · {format_date(match.revision)}"
                       + (" (" + _("follows English {date}").format(date=_dates(match.matched)) + ")" if match.matched else "")
                       + (f" · {match.nodes[0].source}" if match.nodes else ""))
            other_nodes.append((lang, {n.id: n for n in reversed(match.nodes)}))
        for node in view.nodes:
            inferred = inferred or node.label_inferred
            indent = "  " * _depth(node, view.rule)
            tag = f"[{view.lang}]" if other_nodes else ""
            out.extend(_node_lines(node, indent, width, tag))
            for lang, by_id in other_nodes:
                other = by_id.get(node.id)
                if other is not None:
                    out.extend(_node_lines(other, indent, width, f"[{lang}]"))
                else:
                    out.append(f"{indent}{node.id} [{lang}]  —")
        extra_ids = [(lang, n) for lang, by_id in other_nodes for n in by_id.values()
                     if n.id not in {m.id for m in view.nodes}]
        for lang, n in sorted(extra_ids, key=lambda p: p[1].id):
            out.extend(_node_lines(n, "  " * _depth(n, view.rule), width, f"[{lang}] (" + _("not in {lang}").format(lang=view.lang) + ")"))
        annotation = _annotation_note(view.rule)
        if annotation:
            out.append(annotation)
        if vi + 1 < len(views):
            out.append("")
    if inferred:
        out.append(_("* letter inferred: the page prints no letter"))
    return "\n".join(out)


def _annotation(rule):
    """The engine's annotation of `rule` (702.7, 702.4), if the engine is installed."""
    try:
        from .engine.annotations import ANNOTATIONS
    except ImportError:
        return None
    return ANNOTATIONS.get(str(rule))


def _annotation_note(rule) -> str:
    """A line saying a rule is executable, when the engine annotates it."""
    ann = _annotation(rule)
    if ann is None:
        return ""
    return "▶ " + _("{rule} is executable: `rulesdb annotations verify` runs its {count} example scenarios; "
                    "`rulesdb combat SCENARIO.json` runs your own.").format(rule=rule, count=len(ann.scenarios))


def views_json(views):
    data = []
    for v in views:
        d = v.to_json()
        ann = _annotation(v.rule)
        if ann is not None and d:
            d["annotation"] = ann.to_json()
        data.append(d)
    return data[0] if len(data) == 1 else data


def render_sources(rows) -> str:
    out = []
    for s in rows:
        langs = ",".join(s.langs) or "-"
        line = f"{s.name:<58} {langs:<14} {s.format:<13} {s.revision:<10} " + _("{count} rules").format(count=f"{s.rule_count:>5}")
        if s.role not in ("primary", ""):
            line += f"  ({s.role})"
        out.append(line)
        if s.warnings:
            out.append("    " + _("{count} warning(s):").format(count=len(s.warnings)) + " "
                       + "; ".join(_("line {line}: {message}").format(line=ln, message=m) for ln, m in s.warnings[:3])
                       + (" ..." if len(s.warnings) > 3 else ""))
    return "\n".join(out)


def render_parse(result) -> str:
    langs = ",".join(result.langs)
    out = [_("format {format} · languages {langs} · revision {rev}").format(format=result.format, langs=langs, rev=result.revision)
           + (f" ({result.revision_label})" if result.revision_label else ""),
           _("{rules} rules, {glossary} glossary entries, {warnings} warnings").format(
               rules=len(result.nodes), glossary=len(result.glossary), warnings=len(result.warnings))]
    for n in result.nodes[:40]:
        out.append(f"  {n.lang} {n.id}{'*' if n.label_inferred else ''}  {n.display[:90]}")
    if len(result.nodes) > 40:
        out.append("  ... " + _("{count} more (use --json for all)").format(count=len(result.nodes) - 40))
    for w in result.warnings[:20]:
        out.append("  " + _("warning: line {line}: {message}").format(line=w.line, message=w.message))
    if len(result.warnings) > 20:
        out.append("  ... " + _("{count} more warnings").format(count=len(result.warnings) - 20))
    return "\n".join(out)


def render_build(report) -> str:
    out = [_("built {store}: {sources} sources, {rules} rules, {warnings} warnings in {seconds} s").format(
        store=report.store, sources=report.sources, rules=report.nodes, warnings=report.warnings, seconds=f"{report.seconds:.1f}")]
    for lang, rev, n in report.trees:
        out.append(f"  {lang:<3} {rev:<10} " + _("{count} rules").format(count=f"{n:>6}"))
    for name, why in report.skipped:
        out.append("  " + _("skipped {file}: {reason}").format(file=name, reason=why))
    from .assemble import REASONS

    for o in report.overrides:
        out.append("  " + _("{lang} {revision}: {winner} gives {count} rules that {loser} also has ({reason})").format(
            lang=o.lang, revision=o.revision, winner=o.winner, count=o.count, loser=o.loser,
            reason=_(REASONS[o.why]).format(winner=o.winner_format, loser=o.loser_format)))
    return "\n".join(out)


def render_fetch(entry: dict) -> str:
    return _("saved {path} ({format}, {langs}, sha256 {sha}…)").format(
        path=entry["path"], format=entry["format"], langs=", ".join(entry["lang"]), sha=entry["sha256"][:12])
