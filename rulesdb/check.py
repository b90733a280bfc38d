"""Consistency checks of translations against the English rules: what is missing, extra, mis-numbered, stale,
untranslated or worded differently from the glossary, and why.

Each translated page (one source of one (language, revision) tree) is matched to the English release it was
made from (`release_match`), aligned to it by content (`align`), and the pairs are inspected. Every finding
carries a kind, a severity, the rule, the evidence it rests on and a suggested fix; typos are only called typos
when the content says so (the paragraph matches another English rule better than the one its number names).

Kinds: `release`, `missing`, `extra`, `untranslated`, `number-differs`, `label-confirmed`, `label-contradicted`,
`ref-differs`, `keyword-term`, `card-wording`, `term`, `stale`. Messages and fixes are in the UI language (`i18n`); kinds,
severities and the evidence quoting rule text are not translated.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Callable, Sequence

from .align import align_nodes, features, pair_score
from .errors import InvalidRuleIdError, UnknownRuleError
from .i18n import _
from .model import UNDATED, RuleNode
from .release_match import english_index, match_release, normalize_wording, ref_history, words_changed
from .ruleid import RuleId

__all__ = ["Finding", "CheckReport", "check", "KINDS", "SEVERITIES"]

KINDS = ("release", "missing", "extra", "untranslated", "number-differs", "label-confirmed", "label-contradicted",
         "ref-differs", "keyword-term", "card-wording", "term", "stale")
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
    line: int = 0  # the line on the page (0: unknown, or not on the page)

    def to_json(self) -> dict:
        return {"kind": self.kind, "severity": self.severity, "lang": self.lang, "rule": self.rule, "line": self.line,
                "message": self.message, "evidence": list(self.evidence), "fix": self.fix, "source": self.source}


@dataclass(frozen=True)
class CheckReport:
    findings: tuple[Finding, ...]
    releases: tuple = ()  # ReleaseMatch per checked page
    checked: tuple[tuple[str, str, str, int], ...] = ()  # (lang, revision, source, nodes)

    def summary(self) -> dict[str, int]:
        return dict(Counter(f.kind for f in self.findings))

    def filtered(self, min_severity: str) -> "CheckReport":
        """The findings of `min_severity` or above (error > warning > info)."""
        keep = SEVERITIES[: SEVERITIES.index(min_severity) + 1]
        return CheckReport(tuple(f for f in self.findings if f.severity in keep), self.releases, self.checked)

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
            raise UnknownRuleError(_("English is the reference: there is no English page outside the official releases to check"))
        fields = {"rule": rid, "lang": lang or _("any language"), "langs": ", ".join(corpus.languages())}
        if rid:
            raise UnknownRuleError(_("no translated text under {rule} in {lang}; languages: {langs}").format(**fields))
        raise UnknownRuleError(_("no translated text in {lang}; languages: {langs}").format(**fields))
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
        progress(len(groups), len(groups), _("done"))
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

    add("release", "info", root, _("{source} ({lang} {rev}) follows English {release}").format(
        source=src_name, lang=lang, rev=rev, release=release), match.reasons,
        "" if release == latest else _("update the translation to English {release}").format(release=latest))
    if rev != UNDATED and lang != "en":
        claimed = corpus.resolve_revision("en", rev) if rev >= index.revisions[0] else None
        if claimed and claimed != release and release not in match.tied and release < claimed:
            add("stale", "warning", root, _("claims {rev} (English {claimed}) but its content matches English {release}").format(
                rev=rev, claimed=claimed, release=release), match.reasons, _("re-translate from English {release}").format(release=claimed))
    terms = corpus.keyword_terms()
    pairs = align_nodes(nodes, english, lang, terms=terms)
    counts = Counter(e.id for e in english)
    duplicated = {rule for rule, n in counts.items() if n > 1}
    untranslated: dict[RuleId, list[str]] = {}
    for p in pairs:
        t, e = p.target, p.english
        if t is None:
            if has_english_half and len(nodes) >= 50:
                # a partial translation shipped with its English (a PO file): translation debt, not an error
                untranslated.setdefault(e.id.rule, []).append(str(e.id))
            else:  # a page (bilingual or not) lacking a paragraph: the same warning in every language
                add("missing", "warning", e.id, _("English {release} has {id}; the translation has no paragraph for it").format(
                    release=release, id=e.id), (f"English: {e.display[:120]}",) + p.evidence, _("translate {id}").format(id=e.id))
            continue
        if e is None:
            add("extra", "warning", t.id, _("{id} has no counterpart in English {release}").format(id=t.id, release=release),
                p.evidence + (f"{lang}: {t.display[:120]}",),
                _("check whether {id} belongs to another release or rule").format(id=t.id))
            continue
        if t.id != e.id and (e.id in duplicated or e.id.rule in duplicated):
            add("number-differs", "info", e.id,
                _("English {release} prints {rule} twice (a duplicate number in the official text); the translation "
                  "numbers this one {printed}").format(release=release, rule=e.id.rule, printed=t.id),
                p.evidence, _("none needed: the translation resolves the duplicate"))
        elif t.id != e.id:
            strong = p.confidence >= STRONG
            kind = "label-contradicted" if t.label_inferred else "number-differs"
            message = (_("printed as {printed} (inferred) but its content is English {id}") if t.label_inferred
                       else _("printed as {printed} but its content is English {id}")).format(printed=t.id, id=e.id)
            if not strong:
                message += " (" + _("weak evidence") + ")"
            add(kind, "warning" if strong else "info", e.id, message, p.evidence,
                _("renumber {printed} as {id}").format(printed=t.id, id=e.id))
        elif t.label_inferred:
            add("label-confirmed", "info", t.id, _("inferred number {id} confirmed by the content (confidence {confidence:.2f})")
                .format(id=t.id, confidence=p.confidence), p.evidence)
        if lang != "en" and len(t.text) >= 20 and normalize_wording(t.text) == normalize_wording(e.text):
            add("untranslated", "warning", t.id, _("{id} is the English text, untranslated").format(id=t.id),
                (f"text: {t.text[:100]}",), _("translate {id}").format(id=t.id))
        out.extend(_ref_findings(corpus, lang, t, e, release, src_name))
        if lang != "en":
            out.extend(_keyword_findings(terms, lang, t, e, src_name))
            out.extend(_term_findings(corpus, terms, lang, t, e, src_name))
        if release != latest:
            out.extend(_stale_findings(corpus, index, lang, t, e, release, src_name))
    for rule_id, ids in untranslated.items():
        add("untranslated", "info", rule_id, _("{count} paragraph(s) of {rule} untranslated").format(count=len(ids), rule=rule_id),
            (", ".join(ids),), _("translate {id}").format(id=", ".join(ids[:5]) + (" ..." if len(ids) > 5 else "")))
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
            message = (_("{id} cites rule {cited} where English cites {refs}: an old rule number") if "now" in explained[0]
                       else _("{id} cites rule {cited} where English cites {refs}: a number from another release"))
            out.append(Finding("ref-differs", "warning", lang, str(e.id),
                               message.format(id=t.id, cited=cited, refs=", ".join(str(r) for r in e.refs)),
                               tuple(explained) + (f"{lang}: {t.text[:120]}", f"en {release}: {e.text[:120]}"),
                               _("cite {rule}").format(rule=explained[0].split(" it is ")[1].split()[0] if " it is " in explained[0] else e.refs[0]),
                               src))
        else:  # a citation English does not make: as much a warning as an explained old number
            out.append(Finding("ref-differs", "warning", lang, str(e.id),
                               _("{id} cites rule {cited}, which English {english} does not cite ({refs})").format(
                                   id=t.id, cited=cited, english=e.id, refs=", ".join(str(r) for r in e.refs) or _("none")),
                               (f"{lang}: {t.text[:120]}", f"en {release}: {e.text[:120]}"), _("check the cross-reference"), src))
    return out


def _keyword_findings(terms, lang, t: RuleNode, e: RuleNode, src: str) -> list[Finding]:
    from .official_terms import names_as_term
    from .terms import fold

    out = []
    ekw = features(e, "en", terms).keywords
    body = fold(" ".join((t.title, t.text)))
    for kw in sorted(ekw):
        if not names_as_term(e, kw):
            continue
        rules_term = terms.rules.get((kw, lang))
        card_term = terms.cards.get((kw, lang))
        if not rules_term:
            continue
        if fold(rules_term) in body:
            continue
        if card_term and fold(card_term) != fold(rules_term) and fold(card_term) in body:
            out.append(Finding("card-wording", "info", lang, str(e.id),
                               _("{id} writes {keyword!r} as on cards ({card!r}); the rules say {term!r}").format(
                                   id=t.id, keyword=kw, card=card_term, term=rules_term),
                               (f"{lang}: {t.text[:120]}",), _("use {term!r}").format(term=rules_term), src))
        else:
            out.append(Finding("keyword-term", "info", lang, str(e.id),
                               _("English {english} names {keyword!r}; the {lang} term {term!r} does not occur in {id}").format(
                                   english=e.id, keyword=kw, lang=lang, term=rules_term, id=t.id),
                               (f"{lang}: {t.text[:120]}", f"card wording: {card_term or '-'}"),
                               _("use {term!r}").format(term=rules_term), src))
    return out


def _term_findings(corpus, terms, lang, t: RuleNode, e: RuleNode, src: str) -> list[Finding]:
    """`term`: a fixed game term (keyword ability, step or phase, zone, main card type, spell, cast) English names
    and the translation words otherwise than the term base's official wording, with its evidence; the keywords of
    the keyword table are checked above (`keyword-term`)."""
    from .official_terms import game_terms, keyword_table_checked, unofficial, unofficial_finding

    known = game_terms(corpus)
    if known is None:
        return []
    done = keyword_table_checked(terms, lang)
    return [Finding("term", "warning", lang, str(e.id), *unofficial_finding(concept, official, text, lang, e.id, t.id),
                    src)
            for concept, official, text in unofficial(known, lang, t, e, done)]


def _stale_findings(corpus, index, lang, t: RuleNode, e: RuleNode, release: str, src: str) -> list[Finding]:
    """`stale` (info): the English of `e` changed, went away, or was renumbered after `release`, followed through
    the renumberings in between (`later_english`: pt-BR 2020 103.3 is 103.4 from 2024-09-20 on, not removed)."""
    from .later_english import later_fate

    fate = later_fate(corpus, e, release)
    if fate is None:
        return []
    latest = index.revisions[-1]
    if fate.kind == "removed":
        return [Finding("stale", "info", lang, str(e.id), _("{id} no longer exists from English {rev} on").format(
            id=e.id, rev=fate.release), (_("followed release: {release}").format(release=release),),
            _("check where {id} went in {rev}").format(id=e.id, rev=fate.release), src)]
    if fate.kind == "renumbered":
        return [Finding("stale", "info", lang, str(e.id),
                        _("{id} follows English {release}; English {changed} numbers it {now}, with the same text").format(
                            id=t.id, release=release, changed=fate.release, now=fate.now),
                        (_("followed release: {release}").format(release=release),),
                        _("renumber {printed} as {id}").format(printed=t.id, id=fate.now), src)]
    gone, came = words_changed(e.display, fate.node.display, 6)
    message = (_("{id} follows English {release}; the English text changed in {changed}") if fate.now == str(e.id)
               else _("{id} follows English {release}; the English text changed in {changed}, where it is {now}"))
    return [Finding("stale", "info", lang, str(e.id), message.format(id=t.id, release=release, changed=fate.release,
                                                                    now=fate.now),
                    (_("{old} -> {new}: removed {removed}; added {added}").format(
                        old=release, new=fate.release, removed=gone, added=came),),
                    _("update {id} to English {release}").format(id=t.id, release=latest), src)]


_PERIOD_ONLY = re.compile(r"^(?P<id>[\d.a-z]+?)\.?$")


def _label_mismatches(corpus, lang, source, nodes, release) -> list[Finding]:
    """The translator's printed numbers that differ from the English entry (recorded by the PO parser)."""
    out = []
    mismatches = source.meta.get("label_mismatches") or []
    tlang = next((k for k in ("pt", lang) if k != "en"), lang)
    by_id = {n.id: n for n in nodes}
    terms = corpus.keyword_terms()
    tree = english_index(corpus).tree(release)
    for m in mismatches:
        en_label, printed, line = m.get("en", ""), m.get(tlang) or m.get(lang, ""), m.get("line", 0)
        if en_label.rstrip(".") == printed.rstrip("."):
            official_typo = en_label.endswith(".") and re.search(r"[a-z]\.$", en_label)
            if official_typo:
                msg = _("printed {printed} where the English source has {label}: the translation drops the official text's "
                        "stray period (a subrule has none) — a fix, not an error").format(printed=printed, label=en_label)
                sev = "info"
            else:
                msg = _("printed {printed} without the period of English {label} (rule numbers end with a period)").format(
                    printed=printed, label=en_label)
                sev = "info"
            out.append(Finding("number-differs", sev, lang, en_label.rstrip("."), msg,
                               (f"PO line {line}: msgid {en_label!r}, msgstr {printed!r}",), _("print {label}").format(label=en_label),
                               source.name))
            continue
        evidence = [f"PO line {line}: msgid {en_label!r}, msgstr {printed!r}"]
        try:
            en_id, pr_id = RuleId.parse(en_label), RuleId.parse(printed)
        except InvalidRuleIdError:
            en_id, pr_id = RuleId.parse(en_label), None
            evidence.append(_("{printed!r} is not a rule number at all").format(printed=printed))
        t = by_id.get(en_id)
        strong = pr_id is None
        if t is not None and en_id in tree:
            s_en, _detail = pair_score(features(t, lang, terms), features(tree[en_id], "en", terms), 1.0)
            evidence.append(_("content vs English {id}: {score:.2f}").format(id=en_id, score=s_en))
            if pr_id is not None and pr_id in tree:
                s_pr, _detail = pair_score(features(t, lang, terms), features(tree[pr_id], "en", terms), 1.0)
                evidence.append(_("content vs English {id}: {score:.2f}").format(id=pr_id, score=s_pr))
                strong = s_en > s_pr
            elif pr_id is not None:
                evidence.append(_("{id} does not exist in English {release}").format(id=pr_id, release=release))
                strong = True
        out.append(Finding("number-differs", "warning" if strong else "info", lang, str(en_id),
                           (_("printed {printed} but the entry translates English {label} (the content agrees with the English "
                              "number: a typo)") if strong else _("printed {printed} but the entry translates English {label}"))
                           .format(printed=printed, label=en_label),
                           tuple(evidence), _("print {label}").format(label=en_label), source.name))
    return out
