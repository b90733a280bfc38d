"""`check --page` on pages in the seed languages (es, de) with no translated CR to compare with: the term base's
printed wordings hold the page, the judges' words do not excuse it, and English number words are read as such.
The Spanish pages here are FIXTURES: our own translations of English 104.3c and 702.2c (2026-08-07), not official
text; the Portuguese one is the real pt-BR 2020 118.7d from the store."""
import pytest

from rulesdb.app import Session

#: FIXTURE: our Spanish translation of English 104.3c
ES_104_3C = ("104.3c Si un jugador debe robar más cartas de las que quedan en su biblioteca, roba las cartas "
             "restantes y luego pierde el juego la próxima vez que un jugador fuera a recibir la prioridad. (Esta es "
             "una acción basada en estado. Ver la regla 704.)\n")
#: FIXTURE: our Spanish translation of English 702.2c ("Any nonzero amount of combat damage ...")
ES_702_2C = ("702.2c Cualquier cantidad distinta de cero de daño de combate asignada a una criatura por una fuente "
             "con toque mortal se considera daño letal a efectos de determinar si se está haciendo daño en exceso.\n")


@pytest.fixture(scope="module")
def sess(embedded_home):
    return Session(embedded_home, auto_build=False)


def _warnings(sess, path, lang):
    return [f for f in sess.check_page(str(path), lang).findings if f.severity in ("warning", "error")]


def test_a_judges_word_is_no_official_wording(sess, tmp_path):
    # `mazo` is what Spanish players call the library (a curated wording: the search reads it in a question), but
    # the cards print `biblioteca`: a translation writing mazo is held to biblioteca
    page = tmp_path / "es104.txt"
    page.write_text(ES_104_3C, encoding="utf-8")
    assert [f for f in _warnings(sess, page, "es") if f.kind == "term"] == []
    page.write_text(ES_104_3C.replace("su biblioteca", "su mazo"), encoding="utf-8")
    [f] = [f for f in _warnings(sess, page, "es") if f.kind == "term"]
    assert f.rule == "104.3c" and "'library'" in f.message and f.fix == "write 'biblioteca'"
    assert sess.termbase.renderings("library", "es", kinds=("curated",))[0].term == "mazo"


def test_english_nonzero_says_zero(sess, tmp_path):
    # English 702.2c says "nonzero"; a translation writing "distinta de cero" (other than zero) writes no new number
    page = tmp_path / "es702.txt"
    page.write_text(ES_702_2C, encoding="utf-8")
    assert [f for f in _warnings(sess, page, "es") if f.kind == "number-differs"] == []
    page.write_text(ES_702_2C.replace("distinta de cero", "mayor que uno"), encoding="utf-8")
    assert [f.rule for f in _warnings(sess, page, "es") if f.kind == "number-differs"] == []  # `uno` is no number word
    page.write_text(ES_702_2C.replace("distinta de cero", "de dos o más"), encoding="utf-8")
    [f] = [f for f in _warnings(sess, page, "es") if f.kind == "number-differs"]
    assert f.rule == "702.2c" and "writes 2" in f.message


def test_english_nothing_says_zero_on_the_real_pt_page(sess, tmp_path):
    # real pt-BR 2020 118.7d: "reduzido a zero" where English says "reduced to nothing"; it was the official pt
    # page's only number warning
    node = next(n for n in sess.corpus.tree("pt", "2020-11-20") if str(n.id) == "118.7d")
    assert "reduzido a zero" in node.text
    page = tmp_path / "pt118.txt"
    page.write_text(f"118.7d {node.text}\n", encoding="utf-8")
    assert [f for f in _warnings_rev(sess, page) if f.kind == "number-differs"] == []
    page.write_text(f"118.7d {node.text.replace('reduzido a zero', 'reduzido a dois')}\n", encoding="utf-8")
    assert [f.rule for f in _warnings_rev(sess, page) if f.kind == "number-differs"] == ["118.7d"]


def _warnings_rev(sess, path):
    return [f for f in sess.check_page(str(path), "pt", "2020-11-20").findings if f.severity in ("warning", "error")]


#: FIXTURE: our Spanish translation of English 701.6a (2026-08-07)
ES_701_6A = ("701.6a Contrarrestar un hechizo o habilidad significa cancelarlo, quitándolo de la pila. No se resuelve "
             "y ninguno de sus efectos ocurre. Un hechizo contrarrestado se pone en el cementerio de su propietario.\n")


def test_the_verb_counter_is_held_to_its_own_wording(sess, tmp_path):
    # English 701.6a says "To counter a spell": the cards print contrarrestar for the verb (contador is the noun,
    # a +1/+1 counter); a translation writing anular (the pt-BR word) is held to contrarrestar
    page = tmp_path / "es701.txt"
    page.write_text(ES_701_6A, encoding="utf-8")
    assert [f for f in _warnings(sess, page, "es") if f.kind == "term"] == []
    page.write_text(ES_701_6A.replace("Contrarrestar un", "Anular un").replace("hechizo contrarrestado",
                                                                                "hechizo anulado"), encoding="utf-8")
    [f] = [f for f in _warnings(sess, page, "es") if f.kind == "term"]
    assert f.rule == "701.6a" and "'counter (verb)'" in f.message and f.fix == "write 'contrarrestar'"
