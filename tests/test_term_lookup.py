"""`rulesdb term` when nothing matches: the wordings closest to what was typed, so that a translator who typed a
non-official wording learns the official one (the shipped term base, embedded store)."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

from rulesdb.cli import main


def _run(home, *args):
    return CliRunner().invoke(main, [*args, "--home", str(home)])


@pytest.mark.parametrize("typed, lang, offered", [
    ("Erster Schlag", None, "Erstschlag (de: first strike)"),            # spelt alike
    ("cementero", None, "cementerio (es: graveyard)"),
    ("battlefeild", None, "battlefield (en: battlefield)"),              # an English term mistyped
    ("attacco rapido", "it", "attacco improvviso (it: first strike)"),   # shares a word
])
def test_a_wording_not_found_offers_the_closest_ones(embedded_home, typed, lang, offered):
    res = _run(embedded_home, "term", typed, *(("--lang", lang) if lang else ()))
    assert res.exit_code == 1
    lines = res.output.strip().splitlines()
    assert len(lines) == 1 and f"no game term {typed!r}" in lines[0] and "closest: " in lines[0]
    assert offered in lines[0].split("closest: ")[1].split(", ")[0] + ", " + lines[0].split("closest: ")[1]


def test_nothing_close_offers_nothing(embedded_home):
    res = _run(embedded_home, "term", "xyzzy")
    assert res.exit_code == 1 and "closest" not in res.output


def test_closest_stays_in_the_language_asked(embedded_home):
    from rulesdb.app import Session

    base = Session(embedded_home, auto_build=False).termbase
    assert {m.entry.lang for m in base.similar("attacco rapido", "it")} == {"it"}
    assert [m.concept for m in base.similar("Erster Schlag", "de")][:1] == ["first strike"]


def test_an_english_term_without_a_wording_in_the_language_says_where_it_has_one(embedded_home):
    # battle: the card data ends before battles (2023); only the zh CR words it (战役)
    res = _run(embedded_home, "term", "battle", "--lang", "fr")
    assert res.exit_code == 1 and len(res.output.strip().splitlines()) == 1
    assert "no fr wording of 'battle'" in res.output and "zh" in res.output.split("it has one in:")[1]


def test_a_term_worded_only_inside_longer_terms_names_them(embedded_home):
    # declare attackers: the cards print it inside "declare attackers step"; its own wording there was the step's
    res = _run(embedded_home, "term", "declare attackers", "--lang", "es")
    assert res.exit_code == 1 and len(res.output.strip().splitlines()) == 1
    assert "in longer terms: declare attackers step (paso de declarar atacantes)" in res.output
