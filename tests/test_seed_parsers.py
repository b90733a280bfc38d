"""The parsers of the four seed pages (es-site, it-wiki, bilingual): golden output of each real seed, targeted
checks on what each page is known to contain, sniffers that claim only their own files, and the failure modes
(truncated page, garbled page, bytes that are not text, a page without any rule).

Golden files live in tests/golden/seeds/. To regenerate them after a deliberate change:
    RULESDB_REGEN_GOLDEN=1 pytest tests/test_seed_parsers.py
then read the diff by eye before committing.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from rulesdb.errors import DecodeError, ParseError
from rulesdb.model import UNDATED
from rulesdb.ruleid import RuleId
from rulesdb.sources import bilingual, es_site, it_wiki

REPO = Path(__file__).resolve().parents[1]
SEEDS = REPO / "raw_sources" / "seeds"
GOLDEN = Path(__file__).resolve().parent / "golden" / "seeds"
SHARED = Path(__file__).resolve().parents[1].parent / "shared"

SEED_FORMATS = {
    "000_fd9a400e6d8e91d3.txt": es_site,
    "001_d749db4b19e39f19.txt": it_wiki,
    "003_c2f32b651d8f9fa9.txt": bilingual,
    "004_9d5eda068120802d.txt": es_site,
}
PARSERS = (es_site, it_wiki, bilingual)


def _seed(name: str) -> bytes:
    return (SEEDS / name).read_bytes()


def _parse(name: str, **kw):
    return SEED_FORMATS[name].parse(_seed(name), source=f"seeds/{name}", **kw)


def _full_output(result) -> dict:
    out = result.to_json()
    out["meta"] = result.meta
    return out


def _node(result, rid: str, lang: str | None = None):
    matches = [n for n in result.nodes if str(n.id) == rid and (lang is None or n.lang == lang)]
    assert len(matches) == 1, f"{rid} {lang}: {len(matches)} nodes"
    return matches[0]


# -- golden files: the full parsed output of each real seed -------------------------------------------------

@pytest.mark.parametrize("name", sorted(SEED_FORMATS))
def test_seed_parse_matches_golden(name):
    got = json.loads(json.dumps(_full_output(_parse(name)), ensure_ascii=False))
    golden = GOLDEN / (Path(name).stem + ".json")
    if os.environ.get("RULESDB_REGEN_GOLDEN"):
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(json.dumps(got, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        pytest.skip("golden file regenerated")
    assert got == json.loads(golden.read_text(encoding="utf-8"))


# -- es-site ------------------------------------------------------------------------------------------------

def test_es_site_702_7_infers_four_subrule_letters():
    r = _parse("000_fd9a400e6d8e91d3.txt")
    assert [str(n.id) for n in r.nodes] == ["702.7", "702.7a", "702.7b", "702.7c", "702.7d"]
    assert [n.label_inferred for n in r.nodes] == [False, True, True, True, True]
    rule = _node(r, "702.7")
    assert rule.title == "Dañar primero" and rule.text == ""
    assert _node(r, "702.7c").text.startswith("Darle la habilidad de dañar primero")
    assert _node(r, "702.7a").refs == (RuleId.parse("510"),)
    assert _node(r, "702.7b").refs == (RuleId.parse("702.4"),)
    assert {n.lang for n in r.nodes} == {"es"}
    assert r.warnings == ()


def test_es_site_sibling_list_is_structure_not_nodes():
    r = _parse("000_fd9a400e6d8e91d3.txt")
    assert len(r.siblings) == 195
    assert r.siblings[0] == RuleId.parse("702.1") and r.siblings[-1] == RuleId.parse("702.195")
    assert all(s.kind == "rule" for s in r.siblings)
    assert not any(n.id in (RuleId.parse("702.1"), RuleId.parse("702.195")) for n in r.nodes)


def test_es_site_is_undated_unless_the_caller_gives_a_revision():
    assert _parse("000_fd9a400e6d8e91d3.txt").revision == UNDATED
    r = _parse("000_fd9a400e6d8e91d3.txt", revision="2024-09-20")
    assert r.revision == "2024-09-20" and {n.revision for n in r.nodes} == {"2024-09-20"}


def test_es_site_609_7_layout_chapter_title_and_lead_text():
    r = _parse("004_9d5eda068120802d.txt")
    assert [str(n.id) for n in r.nodes] == ["609", "609.7", "609.7a", "609.7b", "609.7c"]
    chapter = _node(r, "609")
    assert chapter.title == "Efectos" and chapter.text == ""
    rule = _node(r, "609.7")
    assert rule.title == ""
    assert rule.text.startswith("Algunos efectos se aplican al daño de una fuente")
    assert [n.label_inferred for n in r.nodes] == [False, False, True, True, True]
    assert _node(r, "609.7a").text.startswith("Si un efecto requiere que un jugador elija una fuente de daño")
    assert r.siblings == ()
    assert r.meta["layout"] == "b" and r.meta["chapter_title"] == "Efectos"


def test_es_site_drops_the_advertisement():
    r = _parse("004_9d5eda068120802d.txt")
    dumped = json.dumps(r.to_json(), ensure_ascii=False)
    assert "Pregunta al juez" not in dumped
    assert "Gatewatch" not in dumped and "Mesa tienes" not in dumped
    assert r.meta["dropped_from_line"] == 15
    assert r.warnings == ()


def test_es_site_example_attaches_to_preceding_node():
    # hand-written fixture (not real rule text): the seed page followed by an example paragraph after 702.7b
    data = _seed("000_fd9a400e6d8e91d3.txt").decode("utf-8").split("\n")
    data.insert(4, "Ejemplo: texto de ejemplo inventado para la prueba (véase la regla 702.19).")
    r = es_site.parse("\n".join(data).encode("utf-8"), source="fixture")
    assert [str(n.id) for n in r.nodes][-1] == "702.7d"
    b = _node(r, "702.7b")
    assert b.examples == ("Ejemplo: texto de ejemplo inventado para la prueba (véase la regla 702.19).",)
    assert RuleId.parse("702.19") in b.refs


# -- it-wiki ------------------------------------------------------------------------------------------------

def test_it_wiki_rules_only_under_regolamento():
    r = _parse("001_d749db4b19e39f19.txt")
    assert [str(n.id) for n in r.nodes] == ["702.7", "702.7a", "702.7b", "702.7c", "702.7d"]
    assert _node(r, "702.7").title == "Attacco improvviso"
    assert _node(r, "702.7a").text.startswith("Attacco Improvviso è un’abilità statica")
    assert _node(r, "702.7a").refs == (RuleId.parse("510"),)
    assert not any(n.label_inferred for n in r.nodes)
    assert {n.lang for n in r.nodes} == {"it"}
    dumped = json.dumps(r.to_json(), ensure_ascii=False)
    assert "Throat Wolf" not in dumped and "Ikoria" not in dumped


def test_it_wiki_page_notes_kept_in_meta():
    notes = _parse("001_d749db4b19e39f19.txt").meta["notes"]
    assert [n["line"] for n in notes] == [1, 2, 4]
    assert notes[1]["text"].startswith("Con Ikoria: Terra dei Behemoth")
    assert notes[2]["section"] == "Firstest strike" and "Throat Wolf" in notes[2]["text"]


def test_it_wiki_revision_from_the_quote_header():
    r = _parse("001_d749db4b19e39f19.txt")
    assert r.revision == "2024-10-02"
    assert r.revision_label == "Duskmourn: La Casa degli Orrori"
    assert {n.revision for n in r.nodes} == {"2024-10-02"}
    assert r.warnings == ()


def test_it_wiki_caller_revision_wins_with_a_warning():
    r = _parse("001_d749db4b19e39f19.txt", revision="2024-09-20")
    assert r.revision == "2024-09-20" and r.revision_label == "Duskmourn: La Casa degli Orrori"
    assert [(w.line, "2024-10-02" in w.message) for w in r.warnings] == [(6, True)]


# -- bilingual ----------------------------------------------------------------------------------------------

def test_bilingual_halves_have_their_own_language():
    r = _parse("003_c2f32b651d8f9fa9.txt")
    assert [(str(n.id), n.lang) for n in r.nodes] == [
        ("702.7", "de"), ("702.7a", "de"), ("702.7b", "de"), ("702.7c", "de"), ("702.7d", "de"),
        ("702.7", "en"), ("702.7a", "en"), ("702.7b", "en"), ("702.7c", "en"), ("702.7d", "en"),
    ]
    assert r.langs == ("de", "en")
    assert _node(r, "702.7", "de").title == "Erstschlag"
    assert _node(r, "702.7", "en").title == "First Strike"
    assert _node(r, "702.7d", "en").text == "Multiple instances of first strike on the same creature are redundant."
    assert r.warnings == ()


def test_bilingual_language_detected_not_positional():
    # hand-written fixture: the real page with its two halves swapped (English first)
    text = _seed("003_c2f32b651d8f9fa9.txt").decode("utf-8")
    head, rest = text.split("\n702.7 Erstschlag", 1)
    german, english = rest.split("\n702.7. First Strike", 1)
    swapped = f"{head}\n702.7. First Strike{english}\n\n702.7 Erstschlag{german}"
    r = bilingual.parse(swapped.encode("utf-8"), source="fixture")
    assert [n.lang for n in r.nodes] == ["en"] * 5 + ["de"] * 5
    assert _node(r, "702.7", "de").title == "Erstschlag"


def test_bilingual_rulings_attach_to_the_rule_in_their_language():
    r = _parse("003_c2f32b651d8f9fa9.txt")
    de, en = _node(r, "702.7", "de"), _node(r, "702.7", "en")
    assert len(de.rulings) == 3 and len(en.rulings) == 3
    assert de.rulings[0].startswith("Doppelschlag ist nicht Erstschlag.")
    assert en.rulings[0].startswith("Double strike isn't first strike.")
    assert not any(n.rulings for n in r.nodes if n.id.letters)


def test_bilingual_refs_show_each_halfs_citation():
    r = _parse("003_c2f32b651d8f9fa9.txt")
    assert _node(r, "702.7a", "de").refs == (RuleId.parse("310"),)
    assert _node(r, "702.7a", "en").refs == (RuleId.parse("510"),)
    assert _node(r, "702.7b", "de").refs == (RuleId.parse("702.4"),)
    assert _node(r, "702.7b", "en").refs == (RuleId.parse("702.4"),)


def test_bilingual_subrule_with_period_is_still_a_subrule():
    r = _parse("003_c2f32b651d8f9fa9.txt")
    en_a = _node(r, "702.7a", "en")
    assert en_a.text.startswith("First strike is a static ability")
    assert len(r.meta["quirks"]) == 4


# -- sniffers -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(SEED_FORMATS))
def test_each_seed_is_claimed_by_its_own_parser_only(name):
    data = _seed(name)
    scores = {m.FORMAT: m.sniff(data, name) for m in PARSERS}
    assert scores[SEED_FORMATS[name].FORMAT] >= 0.9
    assert all(s < 0.3 for fmt, s in scores.items() if fmt != SEED_FORMATS[name].FORMAT), scores


def _other_files() -> list[Path]:
    files = [p for p in (REPO / "raw_sources").rglob("*") if p.is_file() and "seeds" not in p.parts]
    if SHARED.is_dir():
        files += [p for p in (SHARED / "corpus").rglob("*") if p.is_file()]
    return files


def test_sniffers_leave_cr_text_po_html_and_tables_alone():
    files = _other_files()
    assert any(p.suffix == ".po" for p in files) and any(p.suffix == ".html" for p in files)
    for path in files:
        data = path.read_bytes()
        for module in PARSERS:
            assert module.sniff(data, path.name) < 0.3, f"{module.FORMAT} claims {path}"


# -- failure modes ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("module", PARSERS, ids=lambda m: m.FORMAT)
def test_bytes_that_are_not_text_raise_decode_error(module):
    with pytest.raises(DecodeError):
        module.parse(bytes(range(256)) * 8, source="binary.bin")
    with pytest.raises(DecodeError):
        module.parse(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(64), source="image.png")


@pytest.mark.parametrize("module, name, lines", [
    (es_site, "004_9d5eda068120802d.txt", slice(13, None)),   # only the advertisement
    (it_wiki, "001_d749db4b19e39f19.txt", slice(0, 4)),       # only the prose and Firstest strike
    (bilingual, "003_c2f32b651d8f9fa9.txt", slice(0, 1)),     # only the title line
])
def test_page_without_a_rule_raises_parse_error_with_source_and_line(module, name, lines):
    text = "\n".join(_seed(name).decode("utf-8").split("\n")[lines])
    with pytest.raises(ParseError) as info:
        module.parse(text.encode("utf-8"), source=f"seeds/{name}")
    err = info.value
    assert not isinstance(err, DecodeError)
    assert err.source == f"seeds/{name}" and err.line is not None and err.line >= 1
    assert f"seeds/{name}:{err.line}" in str(err)


@pytest.mark.parametrize("module", PARSERS, ids=lambda m: m.FORMAT)
def test_empty_page_raises_parse_error(module):
    with pytest.raises(ParseError):
        module.parse(b"", source="empty.txt")


# -- hand-written fixtures: truncated and garbled pages ------------------------------------------------------
# These pages are NOT real: each is a real seed damaged on purpose by the test (cut short, bytes mangled,
# a label mistyped), to check that the parsers warn with line numbers and parse the rest.
FIXTURE = True


def _cut_after(name: str, marker: str, extra_bytes: int) -> bytes:
    """hand-written fixture: the seed cut `extra_bytes` after the start of `marker` (may split a character)."""
    data = _seed(name)
    return data[: data.index(marker.encode("utf-8")) + extra_bytes]


def _lines(name: str) -> list[str]:
    return _seed(name).decode("utf-8").split("\n")


def test_fixture_truncated_es_page_mid_character():
    # cut right after the first byte of the 'ñ' in "dañar", inside 702.7c
    data = _cut_after("000_fd9a400e6d8e91d3.txt", "Quitarle la habilidad de dañar", len("Quitarle la habilidad de da") + 1)
    r = es_site.parse(data, source="fixture:truncated")
    assert [str(n.id) for n in r.nodes] == ["702.7", "702.7a", "702.7b", "702.7c"]
    assert _node(r, "702.7a").text.endswith("«Paso de Daño de Combate».)")  # still read as UTF-8
    assert _node(r, "702.7c").text.endswith("Quitarle la habilidad de da")
    assert [w.line for w in r.warnings] == [5, 5, 5]
    messages = " | ".join(w.message for w in r.warnings)
    assert "inside a UTF-8 character" in messages and "Otras reglas" in messages and "mid-sentence" in messages
    assert r.siblings == ()


def test_fixture_truncated_it_page_keeps_revision_and_earlier_rules():
    data = _cut_after("001_d749db4b19e39f19.txt", "Dopo questa sottofase", 30)
    r = it_wiki.parse(data, source="fixture:truncated")
    assert [str(n.id) for n in r.nodes] == ["702.7", "702.7a", "702.7b"]
    assert r.revision == "2024-10-02"
    assert [(w.line, "702.7b ends mid-sentence" in w.message) for w in r.warnings] == [(9, True)]


def test_fixture_truncated_bilingual_page_keeps_both_languages():
    data = _cut_after("003_c2f32b651d8f9fa9.txt", "If at least one attacking", 60)
    r = bilingual.parse(data, source="fixture:truncated")
    assert [(str(n.id), n.lang) for n in r.nodes][-3:] == [("702.7", "en"), ("702.7a", "en"), ("702.7b", "en")]
    assert len([n for n in r.nodes if n.lang == "de"]) == 5
    assert [(w.line, "702.7b ends mid-sentence" in w.message) for w in r.warnings] == [(21, True)]


def test_fixture_garbled_es_page_warns_and_parses_the_rest():
    lines = _lines("004_9d5eda068120802d.txt")
    lines[8] = lines[8].encode("utf-8").decode("cp1252", errors="replace")  # line 9: double-encoded (mojibake)
    lines.insert(10, "\x1b\x1b\ufffd\ufffd\x07")                             # line 11: noise
    r = es_site.parse("\n".join(lines).encode("utf-8"), source="fixture:garbled")
    assert [str(n.id) for n in r.nodes] == ["609", "609.7", "609.7a", "609.7b", "609.7c"]
    assert [w.line for w in r.warnings] == [9, 11, 11]
    assert "garbled" in r.warnings[0].message
    assert _node(r, "609.7c").text.startswith("Algunos efectos de habilidades estáticas")


def test_fixture_garbled_it_page_flags_bad_label_and_noise():
    lines = _lines("001_d749db4b19e39f19.txt")
    lines[9] = lines[9].replace("702.7c", "702.7e", 1)  # line 10: mistyped label
    lines.insert(9, "\ufffd\ufffd\ufffd")              # line 10: noise; the label moves to line 11
    r = it_wiki.parse("\n".join(lines).encode("utf-8"), source="fixture:garbled")
    assert [str(n.id) for n in r.nodes] == ["702.7", "702.7a", "702.7b", "702.7e", "702.7d"]
    assert (10, True) in [(w.line, "ignored" in w.message) for w in r.warnings]
    assert any(w.line == 11 and "702.7c was expected" in w.message for w in r.warnings)
    assert _node(r, "702.7b").text.endswith("la fase procede con la sottofase di fine combattimento.")


def test_fixture_garbled_bilingual_rule_number_is_repaired_with_a_warning():
    lines = _lines("003_c2f32b651d8f9fa9.txt")
    lines[20] = lines[20].replace("702.7b.", "7O2.7b.", 1)  # line 21: letter O for digit 0
    r = bilingual.parse("\n".join(lines).encode("utf-8"), source="fixture:garbled")
    assert [str(n.id) for n in r.nodes if n.lang == "en"] == ["702.7", "702.7a", "702.7b", "702.7c", "702.7d"]
    assert [(w.line, "7O2.7b" in w.message) for w in r.warnings] == [(21, True)]
