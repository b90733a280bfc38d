"""The HTML layer: `html_to_text`, the real pt-BR rule and glossary pages (raw_sources/pt/html), and a MediaWiki page
handed to the text parsers.

Golden files (tests/golden/html/*.json) were generated with RULESDB_REGEN_GOLDEN=1 from the real pages and checked
by eye (relative ids 1, 1a -> 100.1, 100.1a; 702.x fallbacks in English). The MediaWiki page
tests/golden/html/fixture_mediawiki_it_attacco_improvviso.html is a HAND-MADE FIXTURE: invented Fandom-like markup
around the unchanged real text of seed 001.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from rulesdb.errors import RulesDBError
from rulesdb.ruleid import RuleId
from rulesdb.sources import detect_format, parse_bytes
from rulesdb.sources import html
from rulesdb.sources import po

REPO = Path(__file__).resolve().parents[1]
PAGES = REPO / "raw_sources" / "pt" / "html"
PAGE_100 = PAGES / "regras_cr_100_pt-BR.html"
PAGE_702 = PAGES / "regras_cr_702_pt-BR-untranslated-fallback.html"
PAGE_GLOSSARY = PAGES / "regras_cr_glossario_pt-BR.html"
PO_FILE = REPO / "raw_sources" / "pt" / "comprehensive-rules_pt-BR_20201120.po"
SEED_001 = REPO / "raw_sources" / "seeds" / "001_d749db4b19e39f19.txt"
GOLDEN = REPO / "tests" / "golden" / "html"
FIXTURE = GOLDEN / "fixture_mediawiki_it_attacco_improvviso.html"


@pytest.fixture(scope="module")
def page_100():
    return html.parse(PAGE_100.read_bytes(), source=PAGE_100.name, revision="2020-11-20")


@pytest.fixture(scope="module")
def page_702():
    return html.parse(PAGE_702.read_bytes(), source=PAGE_702.name, revision="2020-11-20")


@pytest.fixture(scope="module")
def glossary_page():
    return html.parse(PAGE_GLOSSARY.read_bytes(), source=PAGE_GLOSSARY.name, revision="2020-11-20")


@pytest.fixture(scope="module")
def po_result():
    return po.parse(PO_FILE.read_bytes())


def _check_golden(name: str, view: dict) -> None:
    path = GOLDEN / name
    if os.environ.get("RULESDB_REGEN_GOLDEN"):
        path.write_text(json.dumps(view, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    assert view == json.loads(path.read_text(encoding="utf-8"))


# -- html_to_text ---------------------------------------------------------------------------------------------
def test_html_to_text_drops_scripts_navigation_editsections_and_footer():
    text = html.html_to_text(FIXTURE.read_bytes())
    for junk in ("fandomContext", "[modifica", "modifica]", "Pagine popolari", "Cerca", "CC-BY-SA", "Estratto da", "font-size"):
        assert junk not in text
    assert "== Regolamento ==" in text.splitlines()
    assert "702.7Attacco improvviso" in text.splitlines()     # inline elements join as the page shows them


def test_html_to_text_renders_blocks_as_lines():
    text = html.html_to_text(b"<div><p>One <b>two</b>\n three</p><ul><li>a</li><li>b<br>c</li></ul>"
                             b"<script>x()</script><style>p{}</style><!-- note --></div>")
    assert text.splitlines() == ["One two three", "a", "b", "c"]


def test_html_to_text_of_a_rule_page_keeps_rule_text_not_chrome():
    lines = html.html_to_text(PAGE_100.read_bytes()).splitlines()
    assert "100.1a Um jogo de dois jogadores é um jogo que começa com apenas dois jogadores." in lines
    assert not any("lunr" in ln or "nav-list" in ln for ln in lines)
    assert "101. As Regras de Ouro do Magic" not in lines   # the side navigation is gone


# -- MediaWiki page == its text rendering ------------------------------------------------------------------
def test_mediawiki_fixture_gives_the_same_nodes_as_the_seed_text():
    pytest.importorskip("rulesdb.sources.it_wiki")
    from_html = html.parse(FIXTURE.read_bytes(), source="seed-001")
    from_text = parse_bytes(SEED_001.read_bytes(), source="seed-001", fmt="it-wiki")
    assert from_html.meta["text_format"] == "it-wiki" and from_html.format == "html"
    assert [str(n.id) for n in from_html.nodes] == ["702.7", "702.7a", "702.7b", "702.7c", "702.7d"]
    assert from_html.nodes == from_text.nodes
    assert (from_html.revision, from_html.revision_label) == (from_text.revision, from_text.revision_label)
    assert from_html.revision == "2024-10-02"


def test_mediawiki_fixture_through_detect_format():
    pytest.importorskip("rulesdb.sources.it_wiki")
    data = FIXTURE.read_bytes()
    assert detect_format(data, FIXTURE.name) == "html"
    assert [n.lang for n in parse_bytes(data).nodes] == ["it"] * 5


def test_html_page_of_no_known_text_format_is_a_clear_error():
    with pytest.raises(RulesDBError) as err:
        html.parse(b"<html><body><p>Nothing about rules here.</p></body></html>", source="x.html")
    assert "x.html" in err.value.one_line()


# -- the pt-BR rule pages ---------------------------------------------------------------------------------
def test_rule_page_ids_are_made_absolute(page_100, page_702):
    assert [str(n.id) for n in page_100.nodes][:5] == ["100", "100.1", "100.1a", "100.1b", "100.2"]
    ids = {str(n.id) for n in page_702.nodes}
    assert {"702", "702.7", "702.7a", "702.7d", "702.28f", "702.140a"} <= ids
    assert all(RuleId.parse("702").contains(n.id) for n in page_702.nodes)
    assert page_100.nodes[0].title == "Geral" and page_702.nodes[0].title == "Habilidades de Palavra-chave"


def test_rule_page_100_is_all_portuguese(page_100):
    assert {n.lang for n in page_100.nodes} == {"pt"}
    assert page_100.meta["fallback_ids"] == []
    assert len(page_100.nodes) == 19


def test_rule_page_702_untranslated_entries_are_english_fallbacks(page_702):
    by = {(str(n.id), n.lang): n for n in page_702.nodes}
    assert ("702.7a", "en") in by and ("702.7a", "pt") not in by
    assert by[("702.7", "en")].title == "First Strike"           # a bare title takes its subrules' language
    assert by[("702.28", "pt")].title == "Reciclar"
    assert by[("702.28a", "pt")].text.startswith("Reciclar é uma habilidade ativada")
    assert "702.7a" in page_702.meta["fallback_ids"] and "702.28a" not in page_702.meta["fallback_ids"]
    assert sum(1 for n in page_702.nodes if n.lang == "pt") == 8
    assert len(page_702.meta["fallback_ids"]) == sum(1 for n in page_702.nodes if n.lang == "en") == 540
    example = by[("702.1a", "en")].examples[0]
    assert example.startswith("Example: Varolz, the Scar-Striped")
    assert "Volcano Hellion has echo {X}" in by[("702.1b", "en")].examples[0]   # mana symbols as {X}


@pytest.mark.parametrize("page", [PAGE_100, PAGE_702], ids=["100", "702"])
def test_rule_page_agrees_with_the_po_it_was_generated_from(page, po_result):
    parsed = html.parse(page.read_bytes())
    from_po = {(n.id, n.lang): n for n in po_result.nodes}
    for n in parsed.nodes:
        other = from_po.get((n.id, n.lang))
        assert other is not None, f"{n.id} {n.lang} not in the PO"
        assert (n.title, n.text, n.examples) == (other.title, other.text, other.examples)
    chapter = parsed.nodes[0].id
    assert {n.id for n in parsed.nodes if n.lang == "pt"} == {
        n.id for n in po_result.nodes if n.lang == "pt" and chapter.contains(n.id)}


def test_rule_page_100_golden(page_100):
    _check_golden("regras_cr_100_pt-BR.json", page_100.to_json() | {"meta": page_100.meta})


def test_rule_page_702_golden(page_702):
    keep = [RuleId.parse(x) for x in ("702.1", "702.2", "702.4", "702.7", "702.28")]
    view = page_702.to_json()
    view["rules"] = [r for r in view["rules"] if r["id"] == "702" or any(k.contains(RuleId.parse(r["id"])) for k in keep)]
    view["meta"] = page_702.meta
    _check_golden("regras_cr_702_selection.json", view)


# -- the glossary page ------------------------------------------------------------------------------------
def test_glossary_page_terms_and_fallbacks(glossary_page, po_result):
    by = {(g.term, g.lang): g for g in glossary_page.glossary}
    assert len(glossary_page.glossary) == 581 and glossary_page.nodes == ()
    assert by[("Abandonar", "pt")].text.startswith("Virar a face de um card de esquema contínuo")
    assert ("Owner", "en") in by and "Owner" in glossary_page.meta["fallback_terms"]
    # a translated headword whose definition fell back to English: the term only
    assert by[("Alvo", "pt")].text == "" and "Alvo" in glossary_page.meta["glossary_untranslated_definitions"]
    po_en = {g.term for g in po_result.glossary if g.lang == "en"}
    po_partial = set(po_result.meta["glossary_partly_translated"])
    assert {g.term for g in glossary_page.glossary if g.lang == "en"} <= po_en
    assert set(glossary_page.meta["glossary_untranslated_definitions"]) == po_partial


def test_glossary_page_golden(glossary_page):
    view = glossary_page.to_json()
    view["glossary"] = view["glossary"][:40] + [g for g in view["glossary"] if g["lang"] == "en"][:20]
    view["meta"] = glossary_page.meta
    _check_golden("regras_cr_glossario_selection.json", view)


# -- sniffing ---------------------------------------------------------------------------------------------
def test_html_sniff_claims_pages_not_text():
    for page in (PAGE_100, PAGE_702, PAGE_GLOSSARY, FIXTURE):
        assert html.sniff(page.read_bytes(), page.name) >= 0.9
        assert detect_format(page.read_bytes(), page.name) == "html"
    for seed in sorted((REPO / "raw_sources" / "seeds").glob("*.txt")):
        assert html.sniff(seed.read_bytes(), seed.name) == 0.0
    for text in (REPO / "raw_sources" / "en").glob("*.txt"):
        assert html.sniff(text.read_bytes(), text.name) == 0.0
    assert html.sniff(PO_FILE.read_bytes(), PO_FILE.name) == 0.0


def test_guess_language():
    assert html.guess_language("Deathtouch is a static ability.") == "en"
    assert html.guess_language("Reciclar é uma habilidade ativada") == "pt"
    assert html.guess_language("Deathtouch") is None
