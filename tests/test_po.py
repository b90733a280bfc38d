"""The PO parser against the real pt-BR gettext file of the CR 2020-11-20 (embedded in raw_sources/pt).

Counts are checked twice: through the parser, and by an independent reading of the PO with babel alone.
Golden file: tests/golden/po/pt-BR_20201120_selection.json (a selection of chapters, generated with
RULESDB_REGEN_GOLDEN=1 and checked by eye). Regenerate only after reading the diff.
"""
from __future__ import annotations

import io
import json
import os
import re
from pathlib import Path

import pytest

from rulesdb.errors import ParseError, RulesDBError
from rulesdb.ruleid import RuleId
from rulesdb.sources import detect_format, parse_bytes
from rulesdb.sources import po

REPO = Path(__file__).resolve().parents[1]
PO_FILE = REPO / "raw_sources" / "pt" / "comprehensive-rules_pt-BR_20201120.po"
SHARED = Path(__file__).resolve().parents[1].parent / "shared"
GOLDEN = REPO / "tests" / "golden" / "po" / "pt-BR_20201120_selection.json"
#: what the golden file holds: whole chapters and rules chosen for their quirks
GOLDEN_EXACT = {RuleId.parse("1"), RuleId.parse("7")}
GOLDEN_SCOPE = [RuleId.parse(x) for x in ("100", "101", "102", "107.3", "110.5", "119.1", "201.5", "205.4",
                                          "600", "702.2", "702.7", "702.28")]
GOLDEN_TERMS = {"Abandon", "Abandonar", "Ability", "Habilidade", "First Strike", "Iniciativa", "Target", "Alvo",
                "Wizardcycling", "Typecycling", "Reciclar Tipo"}


@pytest.fixture(scope="module")
def data() -> bytes:
    return PO_FILE.read_bytes()


@pytest.fixture(scope="module")
def result(data):
    return po.parse(data, source="pt/comprehensive-rules_pt-BR_20201120.po")


def _node(result, rid: str, lang: str):
    found = [n for n in result.nodes if str(n.id) == rid and n.lang == lang]
    assert len(found) <= 1
    return found[0] if found else None


def test_po_node_counts(result):
    en = [n for n in result.nodes if n.lang == "en"]
    pt = [n for n in result.nodes if n.lang == "pt"]
    # 9 sections + 133 chapters (from the Contents entries) + 2493 numbered body entries
    assert len(en) == 2635
    # 142 translated headings + 619 translated numbered entries
    assert len(pt) == 761
    assert result.meta["numbered_entries"] == 2493
    assert result.meta["translated_numbered_entries"] == 619
    assert len(result.meta["label_mismatches"]) == 21
    assert result.meta["entries"] == 4084 and result.meta["translated_entries"] == 1637


def test_po_counts_agree_with_an_independent_reading_of_the_file(data, result):
    from babel.messages.pofile import read_po

    catalog = read_po(io.BytesIO(data))
    label = re.compile(r"^\d{1,4}\.\d{1,4}[a-z]{0,2}\.?(?=\s)")
    numbered = [m for m in catalog if m.id and label.match(m.id) and not m.id.startswith(("1. ", "2. "))]
    # glossary definitions numbered "1. ..." are not rules; rule numbers have a dot inside
    translated = [m for m in numbered if m.string]
    differing = [m for m in translated if label.match(m.string.strip()) is None
                 or label.match(m.string.strip()).group(0) != label.match(m.id).group(0)]
    assert len(translated) == result.meta["translated_numbered_entries"] == 619
    assert len(differing) == len(result.meta["label_mismatches"]) == 21
    assert {m.lineno for m in differing} == {d["line"] for d in result.meta["label_mismatches"]}


def test_po_label_mismatch_keeps_pt_node_under_english_id(result):
    mm = {(d["en"], d["pt"]) for d in result.meta["label_mismatches"]}
    assert ("107.3k", "107.3j") in mm          # the translator's letter is wrong
    assert ("110.5d", "110.6d") in mm
    assert ("102.1.", "102.1") in mm           # dropped period
    assert ("201.5.", "2015.5.") in mm         # a typo in the number
    node = _node(result, "107.3k", "pt")
    assert node is not None and node.text.startswith("Se uma habilidade ativada de um objeto tem um {X}")
    assert _node(result, "107.3k", "en").text.startswith("If an object’s activated ability has an {X}")
    warned = [w for w in result.warnings if w.line == 903]
    assert warned and "107.3j" in warned[0].message and "107.3k" in warned[0].message


def test_po_untranslated_entry_is_absent_in_portuguese(result):
    assert _node(result, "702.7", "en").title == "First Strike"
    assert _node(result, "702.7", "pt") is None
    assert _node(result, "702.7a", "pt") is None
    assert all(n.text or n.title for n in result.nodes if n.lang == "pt")


def test_po_translated_title_rule(result):
    assert _node(result, "702.28", "en").title == "Cycling"
    assert _node(result, "702.28", "pt").title == "Reciclar"
    # wrapped msgstr lines are one paragraph
    assert "na mão de um jogador" in _node(result, "702.28a", "pt").text


def test_po_examples_attach_in_their_language(result):
    en, pt = _node(result, "101.2", "en"), _node(result, "101.2", "pt")
    assert en.examples and en.examples[0].startswith("Example: If one effect reads")
    assert pt.examples and pt.examples[0].startswith("Exemplo: Se um efeito diz")
    no_space = [e for n in result.nodes if n.lang == "pt" for e in n.examples if re.match(r"Exemplo:\S", e)]
    assert no_space, "the PO has examples written 'Exemplo:' without the space"
    assert sum(len(n.examples) for n in result.nodes if n.lang == "en") == 254


def test_po_sections_and_chapters_come_from_the_contents(result):
    en = [n for n in result.nodes if n.lang == "en"]
    assert [str(n.id) for n in en[:3]] == ["1", "100", "100.1"]
    assert _node(result, "1", "pt").title == "Conceitos do Jogo"
    assert _node(result, "600", "en").title == "General"   # a chapter with no rules
    assert [n.id for n in en] == sorted(n.id for n in en)


def test_po_continuation_paragraph_joins_its_rule(result):
    assert "\nA restriction may be created by an evasion ability" in _node(result, "509.1b", "en").text


def test_po_revision_and_header(result, data):
    assert result.revision == "2020-11-20" and result.revision_label == "November 20, 2020"
    assert {n.revision for n in result.nodes} == {"2020-11-20"}
    assert result.meta["language"] == "pt_BR"
    assert result.meta["po_revision_date"] == "2022-11-28 22:49"
    assert po.parse(data, revision="2020-11-19").revision == "2020-11-19"


def test_po_glossary_both_languages(result):
    en = {g.term: g for g in result.glossary if g.lang == "en"}
    pt = {g.term: g for g in result.glossary if g.lang == "pt"}
    assert len(en) == 578 and len(pt) == 402
    assert en["First Strike"].text.startswith("A keyword ability that lets a creature deal its combat damage")
    assert pt["Iniciativa"].text.startswith("Uma palavra-chave de habilidade que permite a uma criatura")
    assert en["Ability"].text.split("\n")[0] == "1. Text on an object that explains what that object does or can do."
    # gettext merged the shared definition "See Typecycling." into the first term only
    assert en["Wizardcycling"].text == "" and "Wizardcycling" in result.meta["glossary_terms_without_definition"]
    assert pt["Alvo"].text == "" and "Alvo" in result.meta["glossary_partly_translated"]
    assert "Magic: The Gathering Original Game Design: Richard Garfield" not in en   # credits are not terms


def test_po_ids_match_the_official_english_text(result):
    official = SHARED / "corpus" / "en" / "MagicCompRules_20201120.txt"
    if not official.exists():
        pytest.skip("shared corpus not present")
    from rulesdb.textio import decode, split_lines

    text, _, _ = decode(official.read_bytes())
    lines = [ln.strip() for ln in split_lines(text)]
    body = lines[lines.index("Credits") + 1:]
    body = body[: body.index("Glossary")]
    ids = set()
    for ln in body:
        m = re.match(r"^(\d{3}\.\d{1,3}[a-z]{0,2})\.?\s", ln)
        if m:
            ids.add(RuleId.parse(m.group(1)))
    assert {n.id for n in result.nodes if n.lang == "en" and n.id.minor is not None} == ids
    glossary = lines[len(lines) - 1 - lines[::-1].index("Glossary") + 1:]
    glossary = glossary[: glossary.index("Credits")]
    terms, prev_blank = set(), True
    for ln in glossary:
        if ln and prev_blank:
            terms.add(ln)
        prev_blank = not ln
    assert {g.term for g in result.glossary if g.lang == "en"} == terms


def _golden_view(result) -> dict:
    nodes = [n.to_json() for n in result.nodes 
             if n.id in GOLDEN_EXACT or any(s.contains(n.id) for s in GOLDEN_SCOPE)]
    glossary = [g.to_json() for g in result.glossary if g.term in GOLDEN_TERMS]
    meta = {k: v for k, v in result.meta.items() if k != "header"}
    return {"revision": result.revision, "revision_label": result.revision_label, "rules": nodes,
            "glossary": glossary, "meta": meta, "warnings": [w.to_json() for w in result.warnings]}


def test_po_golden(result):
    view = _golden_view(result)
    if os.environ.get("RULESDB_REGEN_GOLDEN"):
        GOLDEN.parent.mkdir(parents=True, exist_ok=True)
        GOLDEN.write_text(json.dumps(view, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    assert view == json.loads(GOLDEN.read_text(encoding="utf-8"))


def test_po_sniff_and_detect(data):
    assert po.sniff(data, "x.po") >= 0.9
    assert detect_format(data, "comprehensive-rules.po") == "po"
    for seed in sorted((REPO / "raw_sources" / "seeds").glob("*.txt")):
        assert po.sniff(seed.read_bytes(), seed.name) == 0.0
    cr = REPO / "raw_sources" / "en" / "MagicCompRules_20081001.txt"
    assert po.sniff(cr.read_bytes(), cr.name) == 0.0


def test_po_parse_bytes_goes_through_the_registry(data):
    assert parse_bytes(data, fmt="po").meta["translated_numbered_entries"] == 619


@pytest.mark.parametrize("bad", [b"", b"hello world\n", b"\x00\x01\x02garbage"])
def test_po_bad_input_is_a_clear_error(bad):
    with pytest.raises(RulesDBError) as err:
        po.parse(bad, source="bad.po")
    assert "\n" not in err.value.one_line()


def test_po_without_language_needs_lang():
    data = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\nmsgid "100.1. Text."\nmsgstr "100.1. Texto."\n'
    with pytest.raises(ParseError, match="Language"):
        po.parse(data.encode())
    r = po.parse(data.encode(), lang="pt")
    assert [(str(n.id), n.lang, n.text) for n in r.nodes] == [("100.1", "en", "Text."), ("100.1", "pt", "Texto.")]
