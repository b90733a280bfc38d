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
    # job select: the card data ends before it (2025), the curated table has no fr wording; only the zh CR words it
    res = _run(embedded_home, "term", "job select", "--lang", "fr")
    assert res.exit_code == 1 and len(res.output.strip().splitlines()) == 1
    assert "no fr wording of 'job select'" in res.output and "zh" in res.output.split("it has one in:")[1]


def test_a_term_worded_only_inside_longer_terms_names_them(embedded_home):
    # declare blockers: the Italian cards print it inside "declare blockers step"; its own wording there was the
    # step's (the curated table words declare attackers in es, which this test read until then)
    res = _run(embedded_home, "term", "declare blockers", "--lang", "it")
    assert res.exit_code == 1 and len(res.output.strip().splitlines()) == 1
    assert "in longer terms: declare blockers step (dichiarazione delle creature bloccanti)" in res.output


@pytest.mark.parametrize("typed, lang, concept", [
    ("弃牌", "zh", "discard"),  # the zh CR's glossary headword for Discard; the cards print 弃, its rules 弃掉
    ("Habilidade Desencadeada Postergada", "pt", "delayed triggered ability"),  # the pt-BR PO's glossary
])
def test_a_translated_glossary_headword_is_a_wording_with_its_source(embedded_home, typed, lang, concept):
    res = _run(embedded_home, "term", typed, "--lang", lang, "--json")
    assert res.exit_code == 0, res.output
    import json

    found = json.loads(res.output)
    match = next(m for m in found["matches"] if m["concept"] == concept)
    assert match["kind"] == "glossary" and match["source"].endswith((".txt", ".po")), match


def test_two_glossary_entries_ordered_apart_from_the_english_are_paired_by_their_citations(embedded_home):
    # the zh CR of 2026-01-16 puts 关键字指示物 (See rule 122) before 关键字动作 (See rule 701); its English companion
    # has Keyword Action (701) before Keyword Counter (122): by line, each headword was the other's
    import json

    for typed, concept, other in (("关键字动作", "keyword action", "keyword counter"),
                                  ("关键字指示物", "keyword counter", "keyword action")):
        res = _run(embedded_home, "term", typed, "--lang", "zh", "--json")
        assert res.exit_code == 0, res.output
        concepts = {m["concept"] for m in json.loads(res.output)["matches"]}
        assert concept in concepts and other not in concepts, (typed, concepts)


def test_a_glossary_headword_is_never_the_top_wording(embedded_home):
    # the glossaries are the gold the term base's precision is measured against (bench_termbase.py): evidence to
    # look a wording up by, never the wording the term base offers first
    from rulesdb.app import Session

    base = Session(embedded_home, auto_build=False).termbase
    assert any(e.kind == "glossary" for e in base.renderings("discard", "zh"))
    for register in ("cards", "rules"):
        assert base.top("discard", "zh", register).kind != "glossary"


@pytest.mark.parametrize("typed, lang, concept", [
    ("passaforeste", "it", "forestwalk"),        # the cards print passa-foreste
    ("Blutspielstein", "de", "blood token"),      # the cards print Blut-Spielstein
])
def test_a_hyphenated_wording_typed_as_one_word_is_found(embedded_home, typed, lang, concept):
    res = _run(embedded_home, "term", typed, "--lang", lang, "--json")
    assert res.exit_code == 0, res.output
    import json
    assert concept in [e["concept"] for e in json.loads(res.output)["english"]]


def test_a_hyphenated_question_word_reaches_its_term(embedded_home):
    from rulesdb.app import Session

    base = Session(embedded_home, auto_build=False).termbase
    assert "forestwalk" in {h.concept for h in base.translate("la mia creatura ha passaforeste", "it")}


def test_a_word_printed_for_one_term_and_curated_for_another_reaches_both(embedded_home):
    # pt iniciativa: first strike on the cards, and the initiative (726, printed after the card data ends)
    from rulesdb.app import Session

    base = Session(embedded_home, auto_build=False).termbase
    hits = {h.concept for h in base.translate("quem tem a iniciativa", "pt")}
    assert {"first strike", "initiative"} <= hits, hits


@pytest.mark.parametrize("typed, lang, concept", [
    ("Schlacht", "de", "battle"),        # battles (2023) are newer than the card data: the curated table words them
    ("toxique", "fr", "toxic"),
    ("prototipo", "it", "prototype"),
    ("Beschützer", "de", "protector"),   # as typed, before champion's Beschütze (same stem)
    ("Abstimmung", "de", "vote"),        # vote's few printings give the ability word beside it, not vote
    ("votación", "es", "vote"),
    ("騎乗", "ja", "saddle"),
    ("容疑", "ja", "suspect"),           # as typed, before the two cards' printed wording
    ("selar", "pt", "saddle"),
    ("Kaiser", "de", "emperor"),         # a variant (804), which no card prints
])
def test_a_mechanic_newer_than_the_cards_is_found_by_its_curated_wording(embedded_home, typed, lang, concept):
    from rulesdb.app import Session

    base = Session(embedded_home, auto_build=False).termbase
    found = base.english(typed, lang)
    hits = base.translate(typed, lang)
    assert hits and hits[0].concept == concept, [(h.concept, h.entry.kind) for h in hits]
    assert any(m.concept == concept and m.entry.kind == "curated" for m in found)


def test_a_weak_wording_names_no_term_in_a_question(embedded_home):
    # fr `joueur défenseur perd 1 point`: printed beside attacks and isn't blocked on 2 of its 10 cards, a phrase
    # near the term, not its wording (`base.WEAK`); it took `le joueur défenseur perd 2 points` from defending player
    from rulesdb.app import Session

    base = Session(embedded_home, auto_build=False).termbase
    hits = [(h.text, h.concept) for h in base.translate("le joueur défenseur perd 2 points de vie", "fr")]
    assert ("joueur défenseur", "defending player") in hits, hits
    assert "attacks and isn't blocked" not in {c for _t, c in hits}
    # `rulesdb term` still lists it, with its evidence
    assert any(m.concept == "attacks and isn't blocked" for m in base.english("joueur défenseur perd 1 point", "fr"))


@pytest.mark.parametrize("phrase, lang, concept, found", [
    ("chi inizia per primo", "it", "initiative", False),   # inizia (begins) is cut short of iniziativa: no term
    ("chi ha l'iniziativa", "it", "initiative", True),
    ("cuántas capas hay", "es", "layer", True),            # an inflection keeps most of the word: capa
    ("die Schichten der Effekte", "de", "layer", True),
])
def test_a_word_sharing_only_a_stem_cut_short_names_no_term(embedded_home, phrase, lang, concept, found):
    from rulesdb.app import Session

    base = Session(embedded_home, auto_build=False).termbase
    hits = {h.concept for h in base.translate(phrase, lang)}
    assert (concept in hits) == found, hits


@pytest.mark.parametrize("typed, lang, concept", [
    ("priorita", "it", "priority"),    # priorità typed without its accent: the stemmer cuts it to prior, not priorit
    ("capacite", "fr", "ability"),     # capacité: capacit, not capac
])
def test_a_wording_typed_without_its_final_accent_is_found(embedded_home, typed, lang, concept):
    from rulesdb.app import Session

    base = Session(embedded_home, auto_build=False).termbase
    assert concept in {h.concept for h in base.translate(typed, lang)}


def test_a_weak_wording_is_shown_as_uncertain(embedded_home):
    # color identity in es: the best the cards give is `+1/+1 sobre él adicionales`, beside 4 of its 31 cards at a
    # score of 0.39 (a phrase near the term on Commander cards, not its wording); battlefield's `campo de batalla`
    # is sure
    import json

    weak = _run(embedded_home, "term", "color identity", "--lang", "es")
    assert weak.exit_code == 0, weak.output
    assert "uncertain" in weak.output.splitlines()[2], weak.output
    sure = _run(embedded_home, "term", "battlefield", "--lang", "es")
    assert sure.exit_code == 0 and "uncertain" not in sure.output, sure.output
    data = json.loads(_run(embedded_home, "term", "color identity", "--lang", "es", "--json").output)
    found = [m for m in data["matches"] if m.get("kind") == "printed"]
    assert found and found[0]["uncertain"] is True, data
