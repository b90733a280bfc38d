"""The interface language: catalogs extracted from the code, translated in es/it/de, chosen by --ui-lang or LANG."""
import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po
from click.testing import CliRunner

from rulesdb import i18n
from rulesdb.cli import main

PKG = Path(i18n.__file__).resolve().parent


def _code_messages() -> set[str]:
    found = set()
    for _file, _line, message, _comments, _ctx in extract_from_dir(str(PKG), keywords={"_": None, "N_": None, "ngettext": (1, 2)}):
        if isinstance(message, tuple):
            found.add(message[0])
        elif message:
            found.add(message)
    return found


@pytest.mark.parametrize("lang", ["es", "it", "de"])
def test_every_message_in_the_code_is_translated(lang):
    with (PKG / "locale" / lang / "LC_MESSAGES" / "rulesdb.po").open("rb") as fh:
        catalog = read_po(fh)
    translated = {m.id if isinstance(m.id, str) else m.id[0]: m.string for m in catalog if m.id and m.string}
    missing = sorted(_code_messages() - set(translated))
    assert not missing, f"untranslated in {lang}: {missing[:5]} (run python -m rulesdb.i18n extract / update)"
    for msgid, text in translated.items():
        if isinstance(text, str):
            assert set(re.findall(r"\{[^}]*\}", msgid)) == set(re.findall(r"\{[^}]*\}", text)), (lang, msgid, text)


def test_dates_and_language_names_in_the_ui_language():
    assert i18n.format_date("2024-10-02", "es") == "2 de octubre de 2024"
    assert i18n.format_date("2024-09-20", "de") == "20. September 2024"
    assert i18n.language_name("it", "it") == "italiano"
    assert i18n.language_name("de", "de") == "Deutsch"


def test_ui_language_from_option_and_environment(monkeypatch):
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    assert i18n.ui_language() == "it"
    assert i18n.ui_language("de") == "de"
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert i18n.ui_language() == "en"


def test_show_speaks_spanish(embedded_home):
    res = CliRunner().invoke(main, ["--ui-lang", "es", "show", "702.7d", "--lang", "it", "--home", str(embedded_home)])
    assert res.exit_code == 0, res.output
    assert "italiano · 2 de octubre de 2024" in res.output
    i18n.set_ui_language("en")


def test_errors_speak_german(embedded_home):
    res = CliRunner().invoke(main, ["show", "702.999", "--home", str(embedded_home)], env={"LANG": "de_DE.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""})
    i18n.set_ui_language("en")
    assert res.exit_code == 1
    assert res.output.startswith("Fehler: keine Regel 702.999 in en")


def test_unknown_ui_language_is_a_clear_error():
    res = CliRunner().invoke(main, ["--ui-lang", "xx", "show", "702.7"])
    assert res.exit_code == 2 and "available: en, es, it, de" in res.output
