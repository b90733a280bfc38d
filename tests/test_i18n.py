"""The interface language: catalogs extracted from the code, translated in es/it/de, chosen by --ui-lang or LANG."""
import json
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
    def done(m):
        return all(m.string) if isinstance(m.string, (tuple, list)) else bool(m.string)

    translated = {m.id if isinstance(m.id, str) else m.id[0]: m.string for m in catalog if m.id and done(m)}
    assert not [m.id for m in catalog if m.id and m.fuzzy], "fuzzy entries left in the catalog"
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


# -- the rest of the interface: combat, align, check, export through the CLI in es / it / de ------------------------

@pytest.fixture
def english_after():
    """Commands switch the process-wide UI language; put English back for the tests that follow."""
    yield
    i18n.set_ui_language("en")


def _fixture_scenario(tmp_path) -> str:
    """A hand-written scenario (a fixture, not rule text): a first striker with lifelink kills its blocker."""
    scenario = {
        "fixture": True, "name": "fixture",
        "players": {"A": {"life": 20}, "B": {"life": 20}},
        "creatures": [{"id": "knight", "controller": "A", "power": 2, "toughness": 2, "keywords": ["first strike", "lifelink"]},
                      {"id": "bear", "controller": "B", "power": 2, "toughness": 2}],
        "attacks": {"knight": "B"}, "blocks": {"bear": ["knight"]},
    }
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("lang, step, date, life", [
    ("es", "Primer paso de daño de combate (dañar primero y dañar dos veces) [702.7b]", "reglas del 7 de agosto de 2026",
     "A gana 2 vidas por el vínculo vital de knight [702.15b]"),
    ("it", "Prima sottofase di danno da combattimento (attacco improvviso e doppio attacco) [702.7b]", "regole del 7 agosto 2026",
     "A guadagna 2 punti vita grazie al legame vitale di knight [702.15b]"),
    ("de", "Erstes Kampfschadensegment (Erstschlag und Doppelschlag) [702.7b]", "Regeln vom 7. August 2026",
     "A erhält 2 Lebenspunkte durch die Lebensverknüpfung von knight [702.15b]"),
])
def test_combat_speaks_the_ui_language(tmp_path, embedded_home, english_after, lang, step, date, life):
    res = CliRunner().invoke(main, ["--ui-lang", lang, "combat", _fixture_scenario(tmp_path), "--home", str(embedded_home)])
    assert res.exit_code == 0, res.output
    assert res.output.startswith(f"fixture - {date}\n")
    assert step in res.output and life in res.output


def test_combat_in_english_keeps_its_words_and_writes_the_date_out(tmp_path, embedded_home, english_after):
    res = CliRunner().invoke(main, ["--ui-lang", "en", "combat", _fixture_scenario(tmp_path), "--home", str(embedded_home)])
    assert res.output.startswith("fixture - rules of August 7, 2026\n")
    assert "knight deals 2 damage to bear [510.1c]" in res.output and "Life: A 22, B 20" in res.output


def test_scenario_errors_speak_german(tmp_path, embedded_home, english_after):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"fixture": True, "players": {"A": {}, "B": {}},
                                "creatures": [{"id": "x", "controller": "A", "power": 1, "toughness": 0}]}), encoding="utf-8")
    res = CliRunner().invoke(main, ["--ui-lang", "de", "combat", str(path), "--home", str(embedded_home)])
    assert res.exit_code == 2
    assert res.output.strip() == (f"Fehler: {path}: creatures[0].toughness: x hat Widerstandskraft 0: sie wäre bereits "
                                  "auf den Friedhof gelegt worden (Regel 704.5f)")


def test_align_speaks_italian_with_dates_and_language_names(embedded_home, english_after):
    res = CliRunner().invoke(main, ["--ui-lang", "it", "align", "702.7", "--langs", "en,it", "--home", str(embedded_home)])
    assert res.exit_code == 0, res.output
    assert "italiano (2 ottobre 2024): segue la versione inglese del 20 settembre 2024" in res.output


def test_align_json_keeps_iso_dates(embedded_home, english_after):
    res = CliRunner().invoke(main, ["--ui-lang", "es", "align", "702.7", "--langs", "en,it", "--json", "--home", str(embedded_home)])
    assert res.exit_code == 0, res.output
    assert '"2024-10-02"' in res.output and "octubre" not in res.output


def test_check_speaks_spanish(embedded_home, english_after):
    res = CliRunner().invoke(main, ["--ui-lang", "es", "check", "--lang", "it", "--home", str(embedded_home)])
    assert res.exit_code == 0, res.output
    assert "(it 2024-10-02) sigue la versión inglesa 2024-09-20" in res.output
    assert "corrección: actualice la traducción a la versión inglesa" in res.output
    res = CliRunner().invoke(main, ["--ui-lang", "es", "check", "--lang", "es", "--rule", "702.9", "--home", str(embedded_home)])
    assert res.exit_code != 0 and res.output.startswith("error: no hay texto traducido bajo 702.9 en es; idiomas: ")


def test_export_refusal_speaks_german(embedded_home, tmp_path, english_after):
    target = tmp_path / "pairs.csv"
    target.write_text("already here", encoding="utf-8")
    res = CliRunner().invoke(main, ["--ui-lang", "de", "export", "--format", "csv", "--lang", "it", "-o", str(target),
                                    "--home", str(embedded_home)])
    assert res.exit_code != 0
    assert res.output.strip() == f"Fehler: {target} existiert bereits; mit --force überschreiben"


# -- help pages: command and option help in the UI language (set before click parses, since --help is eager) ----------

_NO_LOCALE = {"LC_ALL": None, "LC_MESSAGES": None, "LANG": None, "RULESDB_UI_LANG": None}


def _help(args, **env):
    return CliRunner().invoke(main, args, env={**_NO_LOCALE, **env}, terminal_width=100)


def test_show_help_speaks_german(english_after):
    res = _help(["--ui-lang", "de", "show", "--help"])
    assert res.exit_code == 0, res.output
    assert res.output.startswith("Aufruf: main show [OPTIONS] RULE\n")
    assert "Gibt eine Regel und ihre Unterregeln aus (RULE: 7, 702, 702.7, 702.7b, 601.2f-h)." in res.output
    assert "Sprache der Regel.  [Standard: en]" in res.output
    assert "Zeigt diese Hilfe an und beendet das Programm." in res.output and "\nOptionen:\n" in res.output


def test_group_help_lists_commands_with_italian_short_help(english_after):
    res = _help(["--help"], LANG="it_IT.UTF-8")
    assert res.exit_code == 0, res.output
    assert "le Regole Complete di Magic: The Gathering in più lingue" in res.output
    assert "\nComandi:\n" in res.output
    lines = {line.split()[0]: " ".join(line.split()[1:]) for line in res.output.split("Comandi:\n")[1].splitlines()}
    assert lines["diff"] == "Cosa è cambiato tra due versioni."
    assert lines["parse"] == "Analizza un file e mostra cosa contiene, senza salvare nulla."
    assert lines["show"].startswith("Mostra una regola e le sue sottoregole")
    assert set(lines) >= {"align", "annotations", "build", "check", "combat", "export", "history", "search", "sources"}


def test_ui_lang_after_help_and_from_environment(english_after):
    res = _help(["--help", "--ui-lang", "es"])              # --help is eager: runs before the option's callback
    assert res.output.startswith("Uso: main [OPTIONS]") and "Idioma de la interfaz" in res.output
    res = _help(["export", "--help"], RULESDB_UI_LANG="es", LANG="de_DE.UTF-8")
    assert "El idioma de destino (p. ej. zh, pt, es). [obligatorio]" in " ".join(res.output.split())
    res = _help(["annotations", "verify", "--help"], LANG="de_DE.UTF-8")   # a subcommand of a plain click group
    assert "Führt jedes Beispielszenario aus" in res.output and "Gibt JSON aus." in res.output


def test_english_help_is_back_after_another_language(english_after):
    assert "Zeigt RULE" in _help(["--ui-lang", "de", "align", "--help"]).output
    res = _help(["align", "--help"], LANG="C.UTF-8")
    assert res.output.startswith("Usage: main align [OPTIONS] RULE\n")
    assert "Show RULE and its subrules paired across languages, with confidence and evidence." in res.output
    assert "Languages side by side (comma-separated).  [default: en,es,it,de]" in res.output
    assert "Show this message and exit." in res.output


def _all_commands():
    ctx = main.make_context("rulesdb", ["--help"], resilient_parsing=True)
    stack = [main] + [main.get_command(ctx, name) for name in main.list_commands(ctx)]
    while stack:
        cmd = stack.pop()
        yield cmd
        stack.extend(getattr(cmd, "commands", {}).values() if cmd is not main else ())


def test_every_help_text_is_marked_for_translation(english_after):
    i18n.set_ui_language("en")
    messages = _code_messages()
    texts = []
    for cmd in _all_commands():
        texts += [cmd.help] + [p.help for p in cmd.params if getattr(p, "help", None)]
    assert len(texts) > 60
    unmarked = sorted({t for t in texts if t not in messages})
    assert not unmarked, f"help texts not marked with N_(): {unmarked[:5]}"


def test_extraction_reads_the_templates_too(tmp_path):
    # `python -m rulesdb.i18n extract` then `update` is the documented way to refresh the catalogs: a template
    # catalog without the web templates' messages made `update` mark every one of them obsolete
    from pathlib import Path

    import rulesdb
    from rulesdb.i18n import _extract

    pot = tmp_path / "rulesdb.pot"
    _extract(Path(rulesdb.__file__).resolve().parent, pot)
    text = pot.read_text(encoding="utf-8")
    assert 'msgid "Minimum severity"' in text and 'msgid "Page format"' in text       # templates
    assert 'msgid "fix: {fix}"' in text                                                 # code (N_)
