"""rulesdb.dates: dates in running text in many languages (month names from babel), and long-form writing."""
from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesdb.dates import format_date, month_names, parse_localized_date
from rulesdb.errors import ParseError, RulesDBError, UnknownLanguageError


@pytest.mark.parametrize(
    "text, lang, iso, written",
    [
        # the Italian wiki seed's quote header, verbatim
        ("Tratto dal Regolamento (Aggiornato a Duskmourn: La Casa degli Orrori, 02 Ottobre 2024)", "it",
         "2024-10-02", "02 Ottobre 2024"),
        ("Reglas vigentes desde el 20 de septiembre de 2024.", "es", "2024-09-20", "20 de septiembre de 2024"),
        ("Diese Regeln gelten ab dem 20. September 2024.", "de", "2024-09-20", "20. September 2024"),
        ("These rules are effective as of August 7, 2026.", "en", "2026-08-07", "August 7, 2026"),
        ("These rules are current as of October 1, 2008.", "en", "2008-10-01", "October 1, 2008"),
        ("Regras em vigor a partir de 20 de novembro de 2020.", "pt", "2020-11-20", "20 de novembro de 2020"),
        ("gültig ab 5. März 2021", "de", "2021-03-05", "5. März 2021"),
        ("au 1er octobre 2024", "fr", "2024-10-01", "1er octobre 2024"),
        ("本规则自2026年1月16日起生效。", "zh", "2026-01-16", "2026年1月16日"),
        ("3 ott 2024", "it", "2024-10-03", "3 ott 2024"),  # abbreviated month
        ("5. Sept. 2021", "de", "2021-09-05", "5. Sept. 2021"),  # abbreviated with period
        ("Oct. 1st 2008", "en", "2008-10-01", "Oct. 1st 2008"),
    ],
)
def test_parse_localized_date_finds_date_in_running_text(text, lang, iso, written):
    assert parse_localized_date(text, lang) == (iso, written)


def test_parse_localized_date_is_case_insensitive():
    assert parse_localized_date("02 OTTOBRE 2024", "it") == ("2024-10-02", "02 OTTOBRE 2024")
    assert parse_localized_date("20 De Septiembre De 2024", "es")[0] == "2024-09-20"


def test_parse_localized_date_needs_accents_as_written():
    assert parse_localized_date("5. Marz 2021", "de") is None


def test_parse_localized_date_returns_first_date_in_text():
    text = "Aggiornato al 2 ottobre 2024, sostituisce il 20 settembre 2024."
    assert parse_localized_date(text, "it") == ("2024-10-02", "2 ottobre 2024")
    text = "valid from October 1, 2008 until 11 July 2009"
    assert parse_localized_date(text, "en")[0] == "2008-10-01"


@pytest.mark.parametrize("text, lang", [
    ("nessuna data qui", "it"),
    ("", "es"),
    ("31 febbraio 2024", "it"),          # impossible date
    ("20 de septiembre de 2024", "it"),  # Spanish month, asked in Italian
    ("rule 702.7 and 2024", "en"),
    ("marzolino 2024", "it"),            # 'mar' must not match inside a word
])
def test_parse_localized_date_returns_none_without_a_date(text, lang):
    assert parse_localized_date(text, lang) is None


def test_month_names_come_from_babel_for_every_width_and_context():
    names = month_names("de")
    assert names["märz"] == 3 and names["mär"] == 3 and names["sept"] == 9 and names["sep"] == 9
    assert month_names("it")["ottobre"] == 10 and month_names("it")["ott"] == 10


def test_unknown_language_is_a_rulesdb_error():
    with pytest.raises(UnknownLanguageError):
        parse_localized_date("2 ottobre 2024", "xx-notalang")
    assert issubclass(UnknownLanguageError, RulesDBError)


@pytest.mark.parametrize("locale, expected", [
    ("it", "2 ottobre 2024"),
    ("es", "2 de octubre de 2024"),
    ("de", "2. Oktober 2024"),
    ("en", "October 2, 2024"),
    ("pt", "2 de outubro de 2024"),
])
def test_format_date_long_form(locale, expected):
    assert format_date("2024-10-02", locale) == expected


def test_format_date_rejects_a_non_iso_date():
    with pytest.raises(ParseError):
        format_date("02/10/2024", "it")


@settings(max_examples=60, deadline=None)
@given(day=st.dates(min_value=dt.date(1993, 1, 1), max_value=dt.date(2099, 12, 31)),
       lang=st.sampled_from(["en", "es", "it", "de", "pt", "fr", "nl", "zh", "ja", "ko", "pl", "ru"]))
def test_format_then_parse_round_trips(day, lang):
    written = format_date(day.isoformat(), lang)
    assert parse_localized_date(f"aggiornato: {written}.", lang)[0] == day.isoformat()
