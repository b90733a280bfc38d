"""Consistency checks of translations against the English rules: what is missing, extra, mis-numbered, stale,
untranslated or worded differently from the glossary, and why.

Each translated page (one source of one (language, revision) tree) is matched to the English release it was
made from (`release_match`), aligned to it by content (`align`), and the pairs are inspected. Every finding
carries a kind, a severity, the rule, the evidence it rests on and a suggested fix; typos are only called typos
when the content says so (the paragraph matches another English rule better than the one its number names).

Kinds: `release`, `missing`, `extra`, `untranslated`, `number-differs`, `label-confirmed`, `label-contradicted`,
`ref-differs`, `keyword-term`, `card-wording`, `stale`.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Callable, Sequence

from .align import align_nodes, features, pair_score
from .errors import InvalidRuleIdError, UnknownRuleError
from .model import UNDATED, RuleNode
from .release_match import english_index, match_release, normalize_wording, ref_history
from .ruleid import RuleId

__all__ = ["Finding", "CheckReport", "check", "KINDS", "SEVERITIES"]

KINDS = ("release", "missing", "extra", "untranslated", "number-differs", "label-confirmed", "label-contradicted",
         "ref-differs", "keyword-term", "card-wording", "stale")
SEVERITIES = ("error", "warning", "info")
#: a pairing at least this confident is strong evidence that a printed number is wrong
STRONG = 0.6


@dataclass(frozen=True)
class Finding:
    kind: str
    severity: str
    lang: str
    rule: str
    message: str
    evidence: tuple[str, ...] = ()
    fix: str = ""
    source: str = ""

    def to_json(self) -> dict:
        return {"kind": self.kind, "severity": self.severity, "lang": self.lang, "rule": self.rule,
                "message": self.message, "evidence": list(self.evidence), "fix": self.fix, "source": self.source}


@dataclass(frozen=True)
class CheckReport:
    findings: tuple[Finding, ...]
    releases: tuple = ()  # ReleaseMatch per checked page
    checked: tuple[tuple[str, str, str, int], ...] = ()  # (lang, revision, source, nodes)

    def summary(self) -> dict[str, int]:
        return dict(Counter(f.kind for f in self.findings))

    def to_json(self) -> list[dict]:
        return [f.to_json() for f in self.findings]


def _sort_key(f: Finding):
    try:
        rk = RuleId.parse(f.rule).sort_key() if f.rule else (-1,)
    except InvalidRuleIdError:
        rk = (999,)
    return (f.lang, rk, KINDS.index(f.kind) if f.kind in KINDS else 99)


def check(corpus, lang: str | None = None, rule: str | RuleId | None = None,
          progress: Callable[[int, int, str], None] | None = None) -> CheckReport:
    """Check every translated page (of `lang`, under `rule` when given) against English."""
    rid = RuleId.parse(rule) if isinstance(rule, str) else rule
    langs = [corpus.check_lang(lang)] if lang else [l for l in corpus.languages()]
    groups: list[tuple[str, str, str, list[RuleNode]]] = []
    for l in langs:
        for rev in corpus.revisions(l):
            if l == "en" and rev != UNDATED:
                continue  # official English releases are the reference, not checked
            by_source: dict[str, list[RuleNode]] = {}
            for n in corpus.reader.tree(l, rev):
                if rid is None or rid.contains(n.id) or n.id.contains(rid) and n.id == rid:
                    by_source.setdefault(n.source, []).append(n)
            for src, nodes in by_source.items():
                groups.append((l, rev, src, nodes))
    if not groups:
        if lang == "en":
            raise UnknownRuleError("English is the reference: there is no English page outside the official releases to check")
        where = f" under {rid}" if rid else ""
        raise UnknownRuleError(f"no translated text{where} in {lang or 'any language'}; languages: {', '.join(corpus.languages())}")
    findings: list[Finding] = []
    releases = []
    checked = []
    sources = {s.name: s for s in corpus.sources()}
    for k, (l, rev, src, nodes) in enumerate(groups):
        if progress:
            progress(k, len(groups), f"{l} {rev} {src}")
        match = match_release(corpus, l, rev, nodes)
        releases.append(match)
        checked.append((l, rev, src, len(nodes)))
        findings.extend(_check_page(corpus, l, rev, sources.get(src), src, nodes, match, rid))
    if progress:
        progress(len(groups), len(groups), "done")
    findings.sort(key=_sort_key)
    return CheckReport(tuple(findings), tuple(releases), tuple(checked))


def _english_for(corpus, release: str, nodes: Sequence[RuleNode], whole: bool) -> list[RuleNode]:
    tree = english_index(corpus).tree(release)
    if whole:
        return list(corpus.reader.tree("en", release))
    rules = {n.id.rule for n in nodes if n.id.kind in ("rule", "subrule")}
    out = [e for e in tree.values() if e.id.rule in rules or e.id in {n.id for n in nodes}]
    out.sort(key=lambda e: e.id.sort_key())
    return out


def _check_page(corpus, lang, rev, source, src_name, nodes, match, rid) -> list[Finding]:
    out: list[Finding] = []
    release = match.release
    latest = english_index(corpus).revisions[-1]
    index = english_index(corpus)
    has_english_half = bool(source and "en" in source.langs and lang != "en")
    whole = len(nodes) > 500
    english = _english_for(corpus, release, nodes, whole)
    if rid is not None:
        english = [e for e in english if rid.contains(e.id)]
    root = str(rid) if rid else (str(min(n.id for n in nodes)) if len(nodes) < 50 else "")

    def add(kind, severity, rule, message, evidence=(), fix=""):
        out.append(Finding(kind, severity, lang, str(rule), message, tuple(evidence), fix, src_name))

    add("release", "info", root, f"{src_name} ({lang} {rev}) follows English {release}", match.reasons,
        "" if release == latest else f"update the translation to English {latest}")
    if rev != UNDATED and lang != "en":
        claimed = corpus.resolve_revision("en", rev) if rev >= index.revisions[0] else None
        if claimed and claimed != release and release not in match.tied and release < claimed:
            add("stale", "warning", root, f"claims {rev} (English {claimed}) but its content matches English {release}",
                match.reasons, f"re-translate from English {claimed}")
    pairs = align_nodes(nodes, english, lang)
    terms = _terms()
    untranslated: dict[RuleId, list[str]] = {}
    for p in pairs:
        t, e = p.target, p.english
        if t is None:
            if has_english_half:
                untranslated.setdefault(e.id.rule, []).append(str(e.id))
            else:
                add("missing", "warning", e.id, f"English {release} has {e.id}; the translation has no paragraph for it",
                    (f"English: {e.display[:120]}",) + p.evidence, f"translate {e.id}")
            continue
        if e is None:
            add("extra", "warning", t.id, f"{t.id} has no counterpart in English {release}",
                p.evidence + (f"{lang}: {t.display[:120]}",), f"check whether {t.id} belongs to another release or rule")
            continue
        if t.id != e.id:
            strong = p.confidence >= STRONG
            kind = "label-contradicted" if t.label_inferred else "number-differs"
            add(kind, "warning" if strong else "info", e.id,
                f"printed as {t.id}{' (inferred)' if t.label_inferred else ''} but its content is English {e.id}"
                + ("" if strong else " (weak evidence)"), p.evidence, f"renumber {t.id} as {e.id}")
        elif t.label_inferred:
            add("label-confirmed", "info", t.id, f"inferred number {t.id} confirmed by the content (confidence {p.confidence:.2f})",
                p.evidence)
        if lang != "en" and len(t.text) >= 20 and normalize_wording(t.text) == normalize_wording(e.text):
            add("untranslated", "warning", t.id, f"{t.id} is the English text, untranslated", (f"text: {t.text[:100]}",),
                f"translate {t.id}")
        out.extend(_ref_findings(corpus, lang, t, e, release, src_name))
        if lang != "en":
            out.extend(_keyword_findings(terms, lang, t, e, src_name))
        if release != latest:
            out.extend(_stale_findings(index, lang, t, e, release, src_name))
    for rule_id, ids in untranslated.items():
        add("untranslated", "info", rule_id, f"{len(ids)} paragraph(s) of {rule_id} untranslated",
            (", ".join(ids),), f"translate {', '.join(ids[:5])}{' ...' if len(ids) > 5 else ''}")
    if source is not None and source.meta:
        out.extend(_label_mismatches(corpus, lang, source, nodes, release))
    return out


_MENTION_RE = re.compile(r"\d{3}(?:\.\d{1,3}[a-z]{0,2})?(?:\s*[-\u2013]\s*(?:\d{3}(?:\.\d{1,3}[a-z]{0,2})?|[a-z]{1,2}\b))?")


def _mentioned(node: RuleNode) -> set[RuleId]:
    """Every rule number written in a paragraph (with or without the word "rule"), ranges expanded."""
    from .ruleid import parse_range

    out: set[RuleId] = set(node.refs)
    for m in _MENTION_RE.finditer(" ".join((node.text, *node.examples))):
        try:
            out.update(parse_range(m.group(0)))
        except InvalidRuleIdError:
            continue
    return out


def _ref_findings(corpus, lang, t: RuleNode, e: RuleNode, release: str, src: str) -> list[Finding]:
    out = []
    mentioned = _mentioned(e)
    extra = [r for r in t.refs if r not in mentioned and not any(x.contains(r) or r.contains(x) for x in e.refs)]
    for cited in extra:
        explained = [why for eref in e.refs if (why := ref_history(corpus, cited, eref, release))]
        if explained:
            out.append(Finding("ref-differs", "warning", lang, str(e.id),
                               f"{t.id} cites rule {cited} where English cites {', '.join(str(r) for r in e.refs)}: "
                               + ("an old rule number" if "now" in explained[0] else "a number from another release"), tuple(explained) + (f"{lang}: {t.text[:120]}", f"en {release}: {e.text[:120]}"),
                               f"cite {explained[0].split(' it is ')[1].split()[0] if ' it is ' in explained[0] else e.refs[0]}", src))
        else:
            out.append(Finding("ref-differs", "info", lang, str(e.id),
                               f"{t.id} cites rule {cited}, which English {e.id} does not cite ({', '.join(str(r) for r in e.refs) or 'none'})",
                               (f"{lang}: {t.text[:120]}", f"en {release}: {e.text[:120]}"), "check the cross-reference", src))
    return out


def _terms():
    from .terms import load_keyword_terms

    return load_keyword_terms()


def _keyword_findings(terms, lang, t: RuleNode, e: RuleNode, src: str) -> list[Finding]:
    from .terms import fold

    out = []
    ekw = features(e, "en").keywords
    body = fold(" ".join((t.title, t.text)))
    for kw in sorted(ekw):
        if kw not in fold(" ".join((e.title, e.text))):
            continue
        rules_term = terms.rules.get((kw, lang))
        card_term = terms.cards.get((kw, lang))
        if not rules_term:
            continue
        if fold(rules_term) in body:
            continue
        if card_term and fold(card_term) != fold(rules_term) and fold(card_term) in body:
            out.append(Finding("card-wording", "info", lang, str(e.id),
                               f"{t.id} writes {kw!r} as on cards ({card_term!r}); the rules say {rules_term!r}",
                               (f"{lang}: {t.text[:120]}",), f"use {rules_term!r}", src))
        else:
            out.append(Finding("keyword-term", "info", lang, str(e.id),
                               f"English {e.id} names {kw!r}; the {lang} term {rules_term!r} does not occur in {t.id}",
                               (f"{lang}: {t.text[:120]}", f"card wording: {card_term or '-'}"), f"use {rules_term!r}", src))
    return out


def _stale_findings(index, lang, t: RuleNode, e: RuleNode, release: str, src: str) -> list[Finding]:
    base = normalize_wording(e.text + e.title)
    prev = release
    for rev in index.revisions:
        if rev <= release:
            continue
        n = index.tree(rev).get(e.id)
        if n is None:
            return [Finding("stale", "info", lang, str(e.id), f"{e.id} no longer exists from English {rev} on",
                            (f"followed release: {release}",), f"check where {e.id} went in {rev}", src)]
        if normalize_wording(n.text + n.title) != base:
            old, new = set(base.split()), set(normalize_wording(n.text + n.title).split())
            gone, came = sorted(old - new)[:6], sorted(new - old)[:6]
            return [Finding("stale", "info", lang, str(e.id),
                            f"{t.id} follows English {release}; the English text changed in {rev}",
                            (f"{prev} -> {rev}: removed {' '.join(gone) or '-'}; added {' '.join(came) or '-'}",),
                            f"update {t.id} to English {index.revisions[-1]}", src)]
        prev = rev
    return []


_PERIOD_ONLY = re.compile(r"^(?P<id>[\d.a-z]+?)\.?$")


def _label_mismatches(corpus, lang, source, nodes, release) -> list[Finding]:
    """The translator's printed numbers that differ from the English entry (recorded by the PO parser)."""
    out = []
    mismatches = source.meta.get("label_mismatches") or []
    tlang = next((k for k in ("pt", lang) if k != "en"), lang)
    by_id = {n.id: n for n in nodes}
    tree = english_index(corpus).tree(release)
    for m in mismatches:
        en_label, printed, line = m.get("en", ""), m.get(tlang) or m.get(lang, ""), m.get("line", 0)
        if en_label.rstrip(".") == printed.rstrip("."):
            official_typo = en_label.endswith(".") and re.search(r"[a-z]\.$", en_label)
            if official_typo:
                msg = (f"printed {printed} where the English source has {en_label}: the translation drops the official "
                       f"text's stray period (a subrule has none) — a fix, not an error")
                sev = "info"
            else:
                msg = f"printed {printed} without the period of English {en_label} (rule numbers end with a period)"
                sev = "info"
            out.append(Finding("number-differs", sev, lang, en_label.rstrip("."), msg,
                               (f"PO line {line}: msgid {en_label!r}, msgstr {printed!r}",), f"print {en_label}", source.name))
            continue
        evidence = [f"PO line {line}: msgid {en_label!r}, msgstr {printed!r}"]
        try:
            en_id, pr_id = RuleId.parse(en_label), RuleId.parse(printed)
        except InvalidRuleIdError:
            en_id, pr_id = RuleId.parse(en_label), None
            evidence.append(f"{printed!r} is not a rule number at all")
        t = by_id.get(en_id)
        strong = pr_id is None
        if t is not None and en_id in tree:
            s_en, _ = pair_score(features(t, lang), features(tree[en_id], "en"), 1.0)
            evidence.append(f"content vs English {en_id}: {s_en:.2f}")
            if pr_id is not None and pr_id in tree:
                s_pr, _ = pair_score(features(t, lang), features(tree[pr_id], "en"), 1.0)
                evidence.append(f"content vs English {pr_id}: {s_pr:.2f}")
                strong = s_en > s_pr
            elif pr_id is not None:
                evidence.append(f"{pr_id} does not exist in English {release}")
                strong = True
        out.append(Finding("number-differs", "warning" if strong else "info", lang, str(en_id),
                           f"printed {printed} but the entry translates English {en_label}"
                           + (" (the content agrees with the English number: a typo)" if strong else ""),
                           tuple(evidence), f"print {en_label}", source.name))
    return out
