"""A term printed only inside a longer term has no rendering of its own: `battle` was printed in `battle cry` (the
card data ends before battles, 2023), and its rendering was battle cry's (fr Cri de guerre); the page check then
held French pages about battles to 'Cri de guerre'."""
from __future__ import annotations

from rulesdb.termbase.derive import _standing_alone, _without_borrowed
from rulesdb.termbase.english import EnglishTerm
from rulesdb.termbase.record import Rendering


def test_a_term_inside_a_longer_one_found_there_is_not_standing_alone():
    # term 0 `battle` at 2-3, term 1 `battle cry` at 2-4: battle stands only inside battle cry
    assert _standing_alone({0: [(2, 3)], 1: [(2, 4)]}) == {1}
    # another place of battle outside it: it stands alone there
    assert _standing_alone({0: [(2, 3), (7, 8)], 1: [(2, 4)]}) == {0, 1}


def test_a_borrowed_first_rendering_is_dropped_a_part_of_it_stays():
    # FIXTURE rows in the shape the derivation writes
    terms = [EnglishTerm("battle", ("type",)), EnglishTerm("battle cry", ("keyword",)),
             EnglishTerm("declare attackers", ("glossary",)), EnglishTerm("declare attackers step", ("step",))]
    rows = [Rendering("battle", "fr", "Cri de guerre"), Rendering("battle cry", "fr", "cri de guerre"),
            Rendering("declare attackers", "fr", "déclaration des attaquants"),
            Rendering("declare attackers step", "fr", "étape de déclaration des attaquants")]
    kept = _without_borrowed(rows, terms, {"battle", "declare attackers"})
    assert [r.term for r in kept] == ["battle cry", "declare attackers", "declare attackers step"]
    assert _without_borrowed(rows, terms, set()) == rows   # a term seen alone keeps whatever it has


def test_the_shipped_term_base_gives_battle_no_battle_cry_wording(embedded_home):
    from rulesdb.app import Session

    base = Session(embedded_home, auto_build=False).termbase
    for lang in ("fr", "de", "es", "it", "pt"):
        # no printed wording borrowed from battle cry (the curated table words battle itself, as kind curated)
        assert base.renderings("battle", lang, kinds=("printed", "rules-text")) == []
        assert {e.kind for e in base.renderings("battle", lang)} <= {"curated"}
        assert base.renderings("battle cry", lang)   # the keyword keeps its own
