"""The gettext PO format: msgid = the English CR, one paragraph per entry; msgstr = its translation.

The pt-BR PO of the Brazilian judges (`raw_sources/pt/*.po`) is the model: one entry per paragraph of the English
text of one release, the rule number inside the string (`100.1a A two-player game ...`). Facts of that file the
parser relies on (verified against the official English text of 2020-11-20):

- gettext keeps one entry per distinct msgid, so every string that repeats in the CR appears once only: the section
  and chapter headings exist only in the Contents part (`1. Game Concepts`, `100. General`), and a glossary
  definition shared by several terms (`See Typecycling.`) follows only the first of them;
- the body entries come in the order of the official text: rules, `Example:` paragraphs, the odd continuation
  paragraph; then the glossary (a term entry, then its definition entries); then the credits;
- a translation is partial: an empty msgstr means untranslated, and such an entry has no node in the translated
  language (it is absent, not empty); the translator's printed number may differ from the msgid's (`102.1.` ->
  `102.1`, `107.3k` -> `107.3j`): the translated node stays under the English id, since the entry is the
  alignment unit, and the difference is reported (a warning and `meta["label_mismatches"]`).
"""
from __future__ import annotations

import contextlib
import io
import re

from ..errors import InvalidRuleIdError, ParseError
from ..model import UNDATED, GlossaryEntry, ParseResult, ParseWarning
from ..lang import SOURCE
from ..dates import parse_localized_date
from ..lang.patterns import EFFECTIVE_RE, is_example
from ..ruleid import RULE_PATTERN, RuleId, split_label
from ..textio import check_lines, check_size
from .draft import Draft, scrub

__all__ = ["FORMAT", "parse", "sniff", "read_header"]

FORMAT = "po"

_HEADING_RE = re.compile(r"^(?P<num>\d{1,3})\.\s+(?P<title>\S.*)$")
_RULE_START_RE = re.compile(rf"^{RULE_PATTERN}")
_HEADER_LINE_RE = re.compile(r'^"(?P<key>[A-Za-z][A-Za-z0-9-]*):\s*(?P<value>.*?)(?:\\n)?"\s*$')
_SENTENCE_END_RE = re.compile(r"[.:;!?][\"”’)]?$")


def sniff(data: bytes, name: str) -> float:
    """A PO file has `msgid "`/`msgstr "` lines; the extension alone is a weaker hint."""
    head = data[:20000]
    has_entries = re.search(rb'(?m)^msgid "', head) is not None and re.search(rb'(?m)^msgstr "', head) is not None
    if has_entries:
        return 0.95
    if name.lower().endswith((".po", ".pot")):
        return 0.5
    return 0.0


def read_header(data: bytes) -> dict[str, str]:
    """The header fields of a PO file exactly as written (babel rewrites some of them when it reads)."""
    text = data[:20000].decode("utf-8", errors="replace").lstrip("\ufeff")
    header: dict[str, str] = {}
    in_header = False
    for line in text.splitlines():
        if line.startswith('msgid ""'):
            in_header = True
            continue
        if not in_header:
            continue
        if line.startswith("msgstr") or line.startswith('"'):
            m = _HEADER_LINE_RE.match(line[len("msgstr "):] if line.startswith("msgstr") else line)
            if m:
                header[m.group("key")] = m.group("value")
            continue
        if line.strip() == "" or line.startswith("msgid"):
            break
    return header


def _clean(s: str) -> str:
    """Wrapped msgstrs carry literal newlines (`na mão de\\num jogador`): one paragraph is one line."""
    return " ".join(s.split())


def _is_glossary_term(s: str) -> bool:
    """A glossary headword: short, no sentence end, no `See ...`; definitions are sentences (or `1. ...`)."""
    if not s or _SENTENCE_END_RE.search(s) or re.match(r"\d+\.\s", s):
        return False
    if re.search(r"\b(?:See|Veja|Consulte)\b", s) or len(s.split()) > 10:
        return False
    return True


def _is_title(rid: RuleId, text: str) -> bool:
    """`702.7. First Strike`: a rule (not a subrule) whose words are a short heading, not a sentence."""
    return rid.kind == "rule" and bool(text) and len(text) <= 60 and not _SENTENCE_END_RE.search(text)


def _target_lang(lang: str | None, header: dict[str, str], source: str) -> str:
    if lang and lang != SOURCE:
        return lang
    code = header.get("Language", "").strip()
    if not code:
        raise ParseError("the PO header names no Language; pass the translation's language", source)
    return re.split(r"[_@.-]", code)[0].lower()


def _read_catalog(data: bytes, source: str):
    from babel.messages.pofile import read_po  # imported lazily: `rulesdb show` never pays for babel

    try:
        # babel prints what it finds malformed on standard output: keep it off (a `--json` answer is only JSON)
        with contextlib.redirect_stdout(io.StringIO()):
            return read_po(io.BytesIO(data))
    except RecursionError:
        raise ParseError("not a readable PO file: nested too deeply", source) from None
    except (UnicodeDecodeError, LookupError) as e:
        raise ParseError(f"cannot decode the PO file ({e.__class__.__name__}: {e})", source) from None
    except Exception as e:  # babel raises plain exceptions (PoFileError, ValueError) on malformed input
        raise ParseError(f"not a readable PO file: {' '.join(str(e).split())[:200]}", source) from None


def parse(data: bytes, source: str = "", lang: str | None = None, revision: str | None = None) -> ParseResult:
    """Parse a PO file of the CR: English nodes from the msgids, translated nodes from the non-empty msgstrs."""
    check_size(data, source)
    check_lines(data, source)
    header = read_header(data)
    catalog = _read_catalog(data, source)
    entries = []
    for m in catalog:
        if not m.id:
            continue
        mid = m.id[0] if isinstance(m.id, (tuple, list)) else m.id
        mstr = m.string[0] if isinstance(m.string, (tuple, list)) else (m.string or "")
        entries.append((m.lineno or 0, _clean(mid), _clean(mstr or "")))
    if not entries:
        raise ParseError("no gettext messages found", source)
    tlang = _target_lang(lang, header, source)

    warnings: list[ParseWarning] = []

    def warn(line: int, message: str) -> None:
        warnings.append(ParseWarning(line=line, message=message, source=source))

    # -- revision (the English intro: "These rules are effective as of November 20, 2020.") -----------
    revision_label = ""
    found_revision = ""
    for _, mid, _ in entries[:20]:
        if EFFECTIVE_RE.search(mid):
            found = parse_localized_date(mid, SOURCE)
            if found:
                found_revision, revision_label = found
            else:
                warn(0, f"unreadable effective date in {mid[:80]!r}")
            break
    rev = revision or found_revision or UNDATED

    # -- zones: intro+contents (headings), body (rules), glossary, credits ---------------------------
    body_start = next((i for i, (_, mid, _) in enumerate(entries) if _RULE_START_RE.match(mid)), len(entries))
    headings: dict[RuleId, tuple[int, str, str]] = {}
    for line, mid, mstr in entries[:body_start]:
        hm = _HEADING_RE.match(mid)
        if not hm:
            continue
        try:
            rid = RuleId.parse(hm.group("num"))
        except InvalidRuleIdError:
            continue
        headings.setdefault(rid, (line, hm.group("title"), mstr))

    en_drafts: list[Draft] = []
    tr_drafts: list[Draft] = []
    mismatches: list[dict] = []
    emitted_headings: set[RuleId] = set()
    translated_numbered = 0
    current_en: Draft | None = None
    current_tr: Draft | None = None
    i = body_start
    pending = sorted(headings)

    def emit_heading(rid: RuleId) -> None:
        if rid in emitted_headings or rid not in headings:
            return
        emitted_headings.add(rid)
        line, title, mstr = headings[rid]
        en_drafts.append(Draft(rid, SOURCE, line, title=title))
        if mstr:
            _, ttitle = split_label(mstr)
            tr_drafts.append(Draft(rid, tlang, line, title=ttitle))

    while i < len(entries):
        line, mid, mstr = entries[i]
        if not _RULE_START_RE.match(mid) and not is_example(mid) and _is_glossary_term(mid):
            break  # the glossary begins
        i += 1
        label, text = split_label(mid)
        if label:
            try:
                rid = RuleId.parse(label)
            except InvalidRuleIdError:
                warn(line, f"unreadable rule number {label!r}")
                continue
            while pending and pending[0] < rid:  # the headings before this rule, chapter 600 (no rules) too
                emit_heading(pending.pop(0))
            title = text if _is_title(rid, text) else ""
            current_en = Draft(rid, SOURCE, line, title=title, text="" if title else text)
            en_drafts.append(current_en)
            current_tr = None
            if mstr:
                translated_numbered += 1
                tlabel, ttext = split_label(mstr)
                if tlabel != label:
                    shown = tlabel or mstr[:20]
                    warn(line, f"translated entry numbered {shown!r} where the English says {label!r}; "
                               f"kept under {rid}")
                    mismatches.append({SOURCE: label, tlang: shown, "line": line})
                current_tr = Draft(rid, tlang, line, title=ttext if title else "", text="" if title else ttext)
                tr_drafts.append(current_tr)
            continue
        if current_en is None:
            warn(line, "paragraph before the first rule; skipped")
            continue
        if is_example(mid):
            current_en.examples.append(mid)
            if mstr:
                if current_tr is None:
                    warn(line, f"translated example under the untranslated rule {current_en.id}; skipped")
                else:
                    current_tr.examples.append(mstr)
            continue
        # a continuation paragraph of the rule (e.g. after 205.4c, 509.1b)
        current_en.add_text(mid, sep="\n")
        if mstr and current_tr is not None:
            current_tr.add_text(mstr, sep="\n")
        elif mstr:
            warn(line, f"translated paragraph under the untranslated rule {current_en.id}; skipped")

    for rid in pending:
        emit_heading(rid)

    glossary, meta_gloss = _glossary(entries[i:], tlang, rev, source, warn)

    for d in (*en_drafts, *tr_drafts):
        scrub(d, warn)
    nodes = tuple(d.freeze(rev, source) for d in en_drafts) + tuple(d.freeze(rev, source) for d in tr_drafts)
    meta = {
        "header": header,
        "language": header.get("Language", ""),
        "po_revision_date": header.get("PO-Revision-Date", ""),
        "translation_lang": tlang,
        "entries": len(entries),
        "translated_entries": sum(1 for _, _, s in entries if s),
        "numbered_entries": sum(1 for d in en_drafts if d.id.minor is not None),
        "translated_numbered_entries": translated_numbered,
        "label_mismatches": mismatches,
        **meta_gloss,
    }
    return ParseResult(format=FORMAT, nodes=nodes, glossary=tuple(glossary), warnings=tuple(warnings),
                       revision=rev, revision_label=revision_label, source=source, meta=meta)


def _glossary(entries, tlang: str, rev: str, source: str, warn):
    """Term entries followed by their definition entries, until the credits (whose first line is term-like
    but breaks the alphabetical order of the headwords)."""
    groups: list[tuple[int, str, str, list[tuple[str, str]]]] = []
    credits_at = None
    for k, (line, mid, mstr) in enumerate(entries):
        if _is_glossary_term(mid):
            if groups and mid[:1].casefold() < groups[-1][1][:1].casefold():
                credits_at = line
                break
            groups.append((line, mid, mstr, []))
        elif groups:
            groups[-1][3].append((mid, mstr))
        else:
            warn(line, "paragraph between the rules and the glossary; skipped")
    out: list[GlossaryEntry] = []
    tr_out: list[GlossaryEntry] = []
    no_definition: list[str] = []
    partial: list[str] = []
    for line, term, tterm, defs in groups:
        if not defs:
            no_definition.append(term)
            warn(line, f"glossary term {term!r} has no definition entry (gettext merged it with an identical "
                       f"earlier definition)")
        out.append(GlossaryEntry(term=term, lang=SOURCE, text="\n".join(d for d, _ in defs), revision=rev,
                                 source=source, line=line))
        if tterm:
            tdefs = [t for _, t in defs if t]
            if len(tdefs) < len(defs):
                partial.append(tterm)
            tr_out.append(GlossaryEntry(term=tterm, lang=tlang, text="\n".join(tdefs), revision=rev,
                                        source=source, line=line))
    meta = {
        "glossary_terms_without_definition": no_definition,
        "glossary_partly_translated": partial,
        "credits_line": credits_at,
    }
    return out + tr_out, meta
