"""The application layer (`rulesdb.app.Session`): the first use builds, the corpus never does; one session serves
several threads; the UI language belongs to a context, not to the process; reads never write the store."""
from __future__ import annotations

import shutil
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

from rulesdb import i18n
from rulesdb.app import Session
from rulesdb.corpus import open_corpus
from rulesdb.errors import StoreError, UnknownRuleError


def test_the_corpus_never_builds_the_session_does(tmp_path):
    with pytest.raises(StoreError, match="rulesdb build"):
        open_corpus(tmp_path / "fresh")
    assert not (tmp_path / "fresh" / "corpus.sqlite").exists()
    with Session(tmp_path / "fresh") as session:
        result = session.show("702.7", "es", ["en"])
    assert (tmp_path / "fresh" / "corpus.sqlite").is_file()
    assert result.views[0].lang == "es" and result.views[0].nodes[0].title == "Dañar primero"
    assert result.others[0][0] == "en" and result.others[0][1][0].nodes[0].title == "First Strike"


def test_a_session_without_auto_build_reports_the_missing_store(tmp_path):
    with pytest.raises(StoreError):
        Session(tmp_path / "none", auto_build=False).corpus


def test_show_json_keeps_its_shape(embedded_home):
    data = Session(embedded_home).show("702.7", "es", ["en", "it"]).to_json()
    assert isinstance(data, list) and [d.get("lang") for d in data] == ["es", "en", "it"]
    assert data[0]["annotation"]["rule"] == "702.7"
    assert data[0]["children"][0]["label_inferred"] is True


def test_one_session_serves_many_threads(embedded_home):
    """Each thread reads through its own sqlite connection (a shared one raises ProgrammingError)."""
    session = Session(embedded_home)
    expected = session.show("702.7b", "en").to_json()

    def lookup(i: int):
        return session.show("702.7b", "en").to_json(), session.corpus.get("510.1c", "en").text

    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lookup, range(16)))
    assert all(r[0] == expected for r in results)
    assert len({r[1] for r in results}) == 1 and results[0][1]
    session.close()


def test_unknown_rule_is_an_error_with_the_nearest_numbers(embedded_home):
    with pytest.raises(UnknownRuleError) as err:
        Session(embedded_home).show("702.999", "en")
    assert err.value.nearest


def test_the_ui_language_belongs_to_the_context_not_the_process():
    seen = {}
    barrier = threading.Barrier(2)

    def speak(lang):
        with i18n.ui_language_of(lang):
            barrier.wait()
            seen[lang] = i18n._("error: {message}")

    threads = [threading.Thread(target=speak, args=(lang,)) for lang in ("it", "de")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert seen == {"it": "errore: {message}", "de": "Fehler: {message}"}
    assert i18n._("error: {message}") == "error: {message}" or i18n.current_language() != "en"


def test_reads_never_write_the_store(embedded_home, tmp_path):
    home = tmp_path / "home"
    shutil.copytree(embedded_home, home)
    store = home / "corpus.sqlite"
    before = store.read_bytes()
    session = Session(home)
    session.history("702.7c")
    session.check("es")
    session.align("702.7", ["en", "es"])
    session.verify_annotations()
    session.close()
    assert store.read_bytes() == before


def test_stemming_in_many_threads_gives_the_same_stems():
    """Snowball stemmers keep state while stemming: each thread has its own (a shared one raised IndexError
    under a threaded server)."""
    from rulesdb.analysis import stem

    words = [w + s for w in ("bloque", "cementer", "criatur", "Friedh", "cimiter", "marcad") for s in
             ("o", "os", "adora", "adoras", "ar", "aron", "e", "es", "ia", "ias")]
    expected = {(w, l): stem.__wrapped__(w, l) for w in words for l in ("es", "de", "it", "pt")}
    stem.cache_clear()

    def run(i):
        return {(w, l): stem.__wrapped__(w, l) for w in words for l in ("es", "de", "it", "pt")} == expected

    with ThreadPoolExecutor(max_workers=8) as pool:
        assert all(pool.map(run, range(64)))


def test_a_store_of_another_version_is_rebuilt_from_the_same_sources(embedded_home, tmp_path):
    """After an upgrade the first use rebuilds the store (with the --sources folders it was built with); the
    corpus itself refuses it, naming the fix."""
    import sqlite3

    from rulesdb.errors import StaleStoreError

    home = tmp_path / "home"
    shutil.copytree(embedded_home, home)
    extra = tmp_path / "extra"
    extra.mkdir()
    con = sqlite3.connect(home / "corpus.sqlite")
    with con:
        con.execute("UPDATE meta SET value = '0' WHERE key = 'schema_version'")
        con.execute("INSERT OR REPLACE INTO meta VALUES ('extra_sources', ?)", (str(extra),))
    con.close()
    with pytest.raises(StaleStoreError, match="rulesdb build"):
        open_corpus(home)
    from rulesdb.app import previous_sources

    assert previous_sources(home / "corpus.sqlite") == [str(extra)]
    with Session(home) as session:
        assert session.show("702.7", "es").views[0].nodes[0].title == "Dañar primero"
        assert session.corpus.reader.meta()["extra_sources"] == str(extra.resolve())


def test_show_pairs_a_translation_with_the_english_it_follows(embedded_home):
    # pt-BR 2020 numbers the mulligan 103.4; the English of 2026 numbers it 103.5 and has the starting life
    # total at 103.4: beside pt 103.4 comes the English 103.4 of 2020, and beside English 2026 103.4 no pt text
    from rulesdb.app import Session

    with Session(embedded_home) as s:
        result = s.show("103.4", lang="pt", with_langs=("en",))
        (lang, english), = result.others
        assert lang == "en" and english[0].revision == "2020-11-20"
        assert "mulligan" in english[0].nodes[0].text
        result = s.show("103.4", lang="en", with_langs=("pt",))
        assert result.views[0].revision == "2026-08-07" and "life total" in result.views[0].nodes[0].text
        (lang, note), = result.others
        assert lang == "pt" and isinstance(note, str) and "2020-11-20" in note
        # a rule numbered alike (unchanged since 2020) is shown beside it
        result = s.show("101.1", lang="en", with_langs=("pt",))
        (lang, views), = result.others
        assert not isinstance(views, str) and views[0].lang == "pt"
