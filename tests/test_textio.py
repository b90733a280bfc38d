"""Decoding the official files: the raw originals decode to exactly the transcoded texts of PROVENANCE.md."""
import pytest

from rulesdb.errors import DecodeError
from rulesdb.textio import decode, split_lines


@pytest.mark.parametrize("name,encoding", [
    ("MagicCompRules_20130429.txt", "utf-16"),
    ("MagicCompRules_20140926.txt", "windows-1252"),
    ("MagicCompRules_20221007.txt", "windows-1252"),
])
def test_raw_original_decodes_to_the_transcoded_text(shared_dir, name, encoding):
    en = shared_dir / "corpus" / "en"
    text, enc, notes = decode((en / (name + ".raw")).read_bytes(), name)
    expected = (en / name).read_bytes().decode("utf-8")
    assert enc == encoding
    assert text == expected.lstrip("\ufeff")
    assert notes == []


def test_utf8_bom_is_stripped(raw_dir):
    text, enc, _ = decode((raw_dir / "en" / "MagicCompRules_20260807.txt").read_bytes())
    assert enc == "utf-8-sig"
    assert text.startswith("Magic: The Gathering Comprehensive Rules")


def test_bare_cr_with_stray_crlfs_splits_into_real_lines(shared_dir):
    data = (shared_dir / "corpus" / "en" / "MagicCompRules_20190503.txt").read_bytes()
    lines = split_lines(decode(data)[0])
    assert len(lines) > 7000  # PROVENANCE: CR=7077 + 12 CRLF line ends
    assert "702.2. Deathtouch" in lines


def test_stray_cp437_byte_is_read_and_reported():
    # hand-written fixture: Windows-1252 text with one byte (0x81) that Windows-1252 leaves undefined
    text, enc, notes = decode(b"It\x92s a \x81 test")
    assert text == "It\u2019s a \u00fc test"
    assert enc == "windows-1252" and len(notes) == 1 and "0x81" in notes[0]


def test_binary_is_not_text():
    with pytest.raises(DecodeError):
        decode(bytes(range(256)) * 20, "blob.bin")
    with pytest.raises(DecodeError):
        decode(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + b"\x00\x10" * 500, "x.png")
