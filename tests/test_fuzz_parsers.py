"""Bad input never costs a traceback, a hang or data (issue 13), for the parsers: property-based tests (any bytes
or text -> a result or a `RulesDBError`, never another exception) and one regression test per case the fuzz
campaign found. Times are measured in bench/bench_fuzz_parsers.py; here only correctness is asserted.

Hand-written inputs are marked as fixtures (source names `fixture:...`); damaged real files start from
raw_sources/.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesdb.errors import DecodeError, InvalidRuleIdError, ParseError, RulesDBError, UnknownFormatError
from rulesdb.refs import MAX_RANGE_REFS, extract_refs
from rulesdb.ruleid import RuleId, letter_at, letter_index, next_letter, parse_range
from rulesdb.sources import FORMATS, detect_format, format_module, parse_bytes
from rulesdb.sources import cr_text, html, it_wiki, po
from rulesdb.textio import (
    CONTROL_RE, MAX_SOURCE_BYTES_ENV, MAX_SOURCE_LINES_ENV, decode, decode_text, max_source_bytes, max_source_lines,
)

RAW = Path(__file__).resolve().parents[1] / "raw_sources"
SEEDS = RAW / "seeds"
#: examples per property; a longer campaign: RULESDB_FUZZ_EXAMPLES=2000 pytest tests/test_fuzz_parsers.py
EXAMPLES = int(os.environ.get("RULESDB_FUZZ_EXAMPLES", "40"))
FUZZ = settings(max_examples=EXAMPLES, deadline=2000, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _no_controls(result) -> None:
    for n in result.nodes:
        for value in (n.title, n.text, *n.examples, *n.rulings):
            assert CONTROL_RE.search(value) is None, (n.id, value)
    for g in result.glossary:
        assert CONTROL_RE.search(g.term + g.text) is None


def _try(fn, *args, **kw):
    """fn(...) -> its result, or None when it raised a RulesDBError (any other exception fails the test)."""
    try:
        return fn(*args, **kw)
    except RulesDBError as e:
        assert "\n" not in e.one_line()
        return None


# -- text-like input: lines of rule numbers, words, markup and noise ------------------------------------------------
_PIECES = st.sampled_from([
    "702.7a ", "702.7. ", "702.7zz ", "100.1 ", "7. ", "Example: ", "Ejemplo: ", "rule 601.2f–h", "rules 100-999",
    "Regolamento[]", "== Regolamento ==", "Subreglas", "Otras reglas de este apartado", "• ", "msgid \"",
    "msgstr \"", "\"", "<div>", "</div>", "<h3 id=\"7a\">", "<p>", "Glossary", "Credits", "Contents",
    "Magic: The Gathering Comprehensive Rules", "These rules are effective as of August 7, 2026.", "先攻", "ñ",
    "\u2019", "\x00", "\x1b[31m", "\ufffd", "\t", " ", "   ", "\n", "\r\n", "\r", "\n\n\n", "x", "First Strike",
])
TEXTS = st.lists(_PIECES, max_size=80).map("".join)
ENCODED = st.one_of(
    TEXTS.map(lambda t: t.encode("utf-8")),
    TEXTS.map(lambda t: b"\xef\xbb\xbf" + t.encode("utf-8")),
    TEXTS.map(lambda t: t.encode("utf-16")),
    TEXTS.map(lambda t: t.encode("cp1252", "replace")),
    st.binary(max_size=3000),
)


@FUZZ
@given(data=ENCODED)
def test_detect_format_and_parse_never_raise_anything_else(data):
    fmt = _try(detect_format, data, "fixture:fuzz")
    if fmt is not None:
        result = _try(parse_bytes, data, "fixture:fuzz", fmt)
        if result is not None:
            _no_controls(result)


@pytest.mark.parametrize("fmt", sorted(FORMATS))
@settings(max_examples=max(1, EXAMPLES * 5 // 8), deadline=2000, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(data=ENCODED)
def test_every_parser_gives_a_result_or_a_rulesdb_error(fmt, data):
    result = _try(format_module(fmt).parse, data, source="fixture:fuzz")
    if result is not None and fmt != "keyword-table":
        _no_controls(result)


_SEED_FILES = sorted(p.name for p in SEEDS.iterdir())


@FUZZ
@given(name=st.sampled_from(_SEED_FILES), at=st.floats(0, 1), insert=st.binary(min_size=1, max_size=8),
       cut=st.booleans())
def test_damaged_seed_pages_parse_or_fail_cleanly(name, at, insert, cut):
    data = (SEEDS / name).read_bytes()
    i = int(at * len(data))
    damaged = data[:i] if cut else data[:i] + insert + data[i:]
    fmt = _try(detect_format, damaged, f"fixture:{name}")
    for f in {fmt, {"000": "es-site", "004": "es-site", "001": "it-wiki", "003": "bilingual"}[name[:3]]} - {None}:
        result = _try(parse_bytes, damaged, f"fixture:{name}", f)
        if result is not None:
            _no_controls(result)


@FUZZ
@given(data=st.binary(max_size=5000))
def test_decode_gives_text_without_control_characters_or_a_decode_error(data):
    try:
        text, encoding, notes = decode(data, "fixture:fuzz")
    except DecodeError:
        return
    assert CONTROL_RE.search(text) is None
    assert all(re.match(r"line \d+: ", n) for n in notes)


@FUZZ
@given(text=st.one_of(TEXTS, st.text(max_size=300)))
def test_extract_refs_gives_rule_ids(text):
    refs = extract_refs(text)
    assert all(isinstance(r, RuleId) for r in refs) and len(set(refs)) == len(refs)


@FUZZ
@given(text=st.one_of(st.text(max_size=30), st.from_regex(r"\d{1,4}(\.\d{1,4}[a-z]{0,3})?\.?([-–—]\d{0,4}(\.\d{1,3})?[a-z]{0,3})?", fullmatch=True)))
def test_rule_ids_and_ranges_parse_or_raise_invalid_rule_id(text):
    for fn in (RuleId.parse, parse_range):
        try:
            fn(text)
        except InvalidRuleIdError:
            pass


@settings(max_examples=200, deadline=None, database=None)
@given(index=st.integers(0, 100_000))
def test_letter_at_and_letter_index_round_trip(index):
    letters = letter_at(index)
    if len(letters) <= 2:
        assert letter_index(letters) == index
    assert next_letter(letters) == letter_at(index + 1)


# the it-wiki headings are read without the regexes that backtracked; on ordinary lines they agree with them
_OLD_EDIT = re.compile(r"^(?P<title>\S.*?)\s*\[\s*(?:modifica|edit)?\s*\]$", re.IGNORECASE)
_OLD_WIKI = re.compile(r"^(?P<eq>={2,6})\s*(?P<title>.+?)\s*(?P=eq)$")


@settings(max_examples=300, deadline=None, database=None)
@given(line=st.lists(st.sampled_from(["=", "==", "[", "]", "[]", " ", "a", "Regolamento", "edit", "modifica", "x y"]),
                     max_size=12).map("".join).map(str.strip))
def test_it_wiki_headings_read_as_the_old_regexes_did(line):
    m = _OLD_EDIT.match(line) or _OLD_WIKI.match(line)
    assert it_wiki._heading(line) == (m.group("title").strip() if m else None)


# -- regressions: decoding ------------------------------------------------------------------------------------------
def test_one_bad_byte_in_a_real_utf8_file_stays_utf8_with_one_warning_naming_its_line():
    # the English companion of the zh CR (UTF-8 without BOM), its first 120 KB, and one 0x94 byte in line 120
    data = (RAW / "zh" / "CR_en-companion_20260116.txt").read_bytes()[:120_000]
    lines = data.split(b"\n")
    lines[119] = lines[119][:10] + b"\x94" + lines[119][10:]
    damaged = b"\n".join(lines)
    decoded = decode_text(damaged, "fixture:one-bad-byte")
    assert decoded.encoding == "utf-8"
    assert decoded.notes == [(120, "invalid UTF-8 bytes b'\\x94' replaced by U+FFFD")]
    assert decoded.text.split("\n")[119] == lines[119].decode("utf-8", "replace")
    assert decoded.text.replace("\ufffd", "", 1) == data.decode("utf-8")
    result = cr_text.parse(damaged, source="fixture:one-bad-byte")
    assert result.meta["encoding"] == "utf-8"
    assert [w.line for w in result.warnings if "U+FFFD" in w.message] == [120]
    assert not any("â€" in n.text for n in result.nodes)  # no mojibake anywhere


def test_the_zh_cr_cut_inside_its_last_character_stays_utf8_chinese_and_dated():
    data = (RAW / "zh" / "CR_zh-CN_20260116.txt").read_bytes()
    cut = data.rstrip()[:-1]  # the last character is a 3-byte Han or punctuation character: cut inside it
    decoded = decode_text(cut, "fixture:zh-cut")
    assert decoded.encoding == "utf-8" and len(decoded.notes) == 1
    assert decoded.text[:-1] == data.decode("utf-8").rstrip()[:-1]
    result = cr_text.parse(cut, source="fixture:zh-cut")
    assert result.meta["lang"] == "zh" and result.revision == "2026-01-16"


def test_windows_1252_only_on_its_evidence():
    # hand-written fixtures
    assert decode("A “quoted” word.\n".encode("cp1252"))[1] == "windows-1252"
    assert decode("Ñandú “x”\n".encode("utf-8") + b"\x94\n")[1] == "utf-8"  # valid UTF-8 outweighs one bad byte
    with pytest.raises(DecodeError, match="double-byte"):
        decode("规则702.7a 先攻是一种静态异能。\n".encode("gbk") * 20, "fixture:gbk")


def test_many_bad_bytes_cost_linear_work_and_few_notes():
    # hand-written fixture: UTF-8 text with 50,000 stray bytes (once decoded by restarting after each one)
    data = ("ñ" * 50_000).encode("utf-8") + b"\x94a" * 50_000
    decoded = decode_text(data, "fixture:many-bad")
    assert decoded.encoding == "utf-8" and decoded.text.count("\ufffd") == 50_000
    assert len(decoded.notes) == 21 and "50000" not in decoded.notes[0][1]


# -- regressions: control characters never reach the store ------------------------------------------------------------
def _with_line_changed(data: bytes, needle: bytes, new: bytes) -> bytes:
    assert needle in data
    return data.replace(needle, new, 1)


@pytest.mark.parametrize("fmt,path,needle", [
    ("cr-text", RAW / "en" / "MagicCompRules_20081001.txt", b"100.1. These _Magic_ rules"),
    ("es-site", SEEDS / "000_fd9a400e6d8e91d3.txt", "Dañar primero".encode()),
    ("it-wiki", SEEDS / "001_d749db4b19e39f19.txt", b"702.7a"),
    ("bilingual", SEEDS / "003_c2f32b651d8f9fa9.txt", b"702.7a"),
    ("html", RAW / "pt" / "html" / "regras_cr_100_pt-BR.html", b"100.1."),
])
def test_nul_and_escape_bytes_are_removed_and_warned(fmt, path, needle):
    data = path.read_bytes()
    damaged = _with_line_changed(data, needle, needle[:4] + b"\x00" + needle[4:] + b"\x1b[31m")
    line = damaged[: damaged.index(b"\x00")].count(b"\n") + 1
    assert detect_format(damaged, f"fixture:{path.name}") == fmt  # a stray NUL does not hide the format
    result = format_module(fmt).parse(damaged, source=f"fixture:{path.name}")
    _no_controls(result)
    clean = format_module(fmt).parse(data, source=f"fixture:{path.name}")
    assert [n.id for n in result.nodes] == [n.id for n in clean.nodes]
    warned = [w for w in result.warnings if "control character" in w.message]
    assert warned and warned[0].line == line


def test_control_characters_in_a_po_string_are_removed_and_warned():
    # hand-written fixture in the layout of the pt-BR PO
    data = ('msgid ""\nmsgstr ""\n"Language: pt\\n"\n\n'
            'msgid "100.1. These Magic rules apply\\u0000 to any game."\nmsgstr "100.1. Estas regras\\u001b[31m."\n'
            ).replace("\\u0000", "\x00").replace("\\u001b", "\x1b").encode("utf-8")
    result = _try(po.parse, data, source="fixture:controls.po")
    if result is not None:
        _no_controls(result)


def test_babel_warnings_stay_off_standard_output(capsys):
    # hand-written fixture: an entry without msgstr (babel prints a WARNING on stdout for it)
    data = b'msgid ""\nmsgstr ""\n"Language: pt\\n"\n\nmsgid "100.1. x"\n\nmsgid "100.2. y"\nmsgstr "z"\n'
    _try(po.parse, data, source="fixture:no-msgstr.po")
    assert capsys.readouterr().out == ""


# -- regressions: bounded work ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("blank", [b"\n", b"\r\n", b"\r", b" \n"])
def test_twenty_thousand_blank_lines_are_no_known_format(blank):
    data = blank * 20_000
    with pytest.raises(UnknownFormatError):
        detect_format(data, "fixture:blank.txt")
    for fmt in FORMATS:
        with pytest.raises(RulesDBError):
            format_module(fmt).parse(data, source="fixture:blank.txt")


def test_long_spaced_lines_are_read_as_before():
    # hand-written fixtures: the shapes that made the it-wiki heading regexes backtrack quadratically
    assert it_wiki._heading("a" + " " * 50_000 + "b []") == "a" + " " * 50_000 + "b"
    assert it_wiki._heading("== a" + " " * 50_000 + "b ==x") is None
    assert it_wiki._heading("=== Regolamento ===") == "Regolamento"


def test_a_thousand_nested_divs():
    page = b"<html><body>" + b"<div>" * 1000 + b"702.7a First strike." + b"</div>" * 1000 + b"</body></html>"
    assert html.html_to_text(page) == "702.7a First strike.\n"
    # its text is one numbered rule, read as a page of rules (no RecursionError on the way)
    result = html.parse(page, source="fixture:nested.html")
    assert [(str(n.id), n.text) for n in result.nodes if n.id.kind != "chapter"] == [("702.7a", "First strike.")]


def test_nested_rule_elements_are_read_once():
    # hand-written fixture in the layout of the pt-BR rule pages, with blockquotes nested 2,000 deep
    page = (b'<html><body><div id="main-content"><h1>702. Habilidades de Palavra-chave</h1>'
            b'<h3 id="7">702.7. Iniciativa</h3>' + b"<blockquote>Exemplo: x " * 2000 + b"</div></body></html>")
    result = html.parse(page, source="fixture:nested-rule.html")
    node = next(n for n in result.nodes if str(n.id) == "702.7")
    assert len(node.examples) == 1 and node.examples[0].count("Exemplo") == 2000


def test_too_many_tags_and_too_many_bytes_are_one_line_parse_errors(monkeypatch):
    with pytest.raises(ParseError, match="tags"):
        html.parse(b"<html><body>" + b"<p>x" * 100_000, source="fixture:tags.html")
    monkeypatch.setenv(MAX_SOURCE_BYTES_ENV, "1000")
    assert max_source_bytes() == 1000
    for fmt in FORMATS:
        with pytest.raises(ParseError, match=MAX_SOURCE_BYTES_ENV):
            format_module(fmt).parse(b"x" * 1001, source="fixture:big")
    with pytest.raises(ParseError, match=MAX_SOURCE_BYTES_ENV):
        detect_format(b"x" * 1001, "fixture:big")
    monkeypatch.setenv(MAX_SOURCE_BYTES_ENV, "not a number")
    assert max_source_bytes() >= 2 * 1024 * 1024
    monkeypatch.setenv(MAX_SOURCE_LINES_ENV, "100")
    for fmt in ("cr-text", "es-site", "it-wiki", "bilingual", "po"):
        with pytest.raises(ParseError, match=MAX_SOURCE_LINES_ENV):
            format_module(fmt).parse(b"702.7a x\n" * 101, source="fixture:long")


def test_the_default_caps_admit_every_real_source():
    for path in (p for p in RAW.rglob("*") if p.is_file() and p.suffix in (".txt", ".po", ".html")):
        data = path.read_bytes()
        assert len(data) < max_source_bytes() and data.count(b"\n") < max_source_lines() / 3, path


def test_702_7zz_twice():
    # hand-written fixture: the subrule letters run out (once an IndexError in ruleid.letter_at)
    data = (b"Magic: The Gathering Comprehensive Rules\n\n7. Additional Rules\n\n702. Keyword Abilities\n\n"
            b"702.7. First Strike\n\n702.7zz First.\n\n702.7zz Second.\n")
    result = cr_text.parse(data, source="fixture:zz.txt")
    assert [str(n.id) for n in result.nodes][-2:] == ["702.7zz", "702.7zz"]
    assert any("appears twice" in w.message for w in result.warnings)
    assert letter_at(600) == "aaa" and next_letter("zz") == "aaa"


def test_huge_ranges_are_kept_as_their_ends():
    refs = extract_refs("See rules 100-999 and 702.7a-zz, and rule 601.2f-h.")
    assert refs[:2] == (RuleId(100), RuleId(999))
    assert RuleId(702, 7, "a") in refs and RuleId(702, 7, "zz") in refs and RuleId(702, 7, "b") not in refs
    assert refs[-3:] == (RuleId(601, 2, "f"), RuleId(601, 2, "g"), RuleId(601, 2, "h"))
    assert len(parse_range("702.7a-z")) <= MAX_RANGE_REFS
