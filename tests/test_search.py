"""Full-text search: query parsing, rule numbers and glossary terms first, cross-language fallbacks,
the ranking of tests/data/queries.json, the CLI (`rulesdb search`), and the index (atomic, incremental)."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesdb.errors import QueryError, UnknownLanguageError
from rulesdb.search import Group, NotNode, Phrase, Word, parse_query, scopes_for

QUERIES = Path(__file__).resolve().parent / "data" / "queries.json"


@pytest.fixture(scope="module")
def search_home(tmp_path_factory, indexed_home):
    """A copy of the embedded corpus with its search index (built once per session, see conftest)."""
    home = tmp_path_factory.mktemp("search_home")
    shutil.copytree(indexed_home, home, dirs_exist_ok=True)
    return home


@pytest.fixture(scope="module")
def index(search_home):
    from rulesdb.search import open_index

    ix = open_index(search_home)
    yield ix
    ix.close()


def run(index, q, **kw):
    from rulesdb.search import search

    return search(q, index=index, **kw)


# -- parsing -------------------------------------------------------------------------------------

def test_parse_words_phrases_and_operators():
    tree, filters = parse_query('trample AND NOT "first strike" lang:es rev:2024-10-02')
    assert filters == {"lang": "es", "rev": "2024-10-02"}
    assert tree == Group("and", (Word("trample", 0), NotNode(Phrase("first strike", 16), 12)))


def test_parse_side_by_side_words_form_a_soft_group():
    tree, _ = parse_query("combat damage")
    assert tree == Group("soft", (Word("combat", 0), Word("damage", 7)))


@pytest.mark.parametrize("query, position", [('"first strike', 0), ("(trample", 0), ("trample AND", 11),
                                             ("OR trample", 0), ("trample )", 8), ("lang: x", 0)])
def test_malformed_query_reports_the_position(query, position):
    with pytest.raises(QueryError) as err:
        parse_query(query)
    assert err.value.position == position
    assert err.value.exit_code == 2
    assert "position" in str(err.value)


# -- ranking -------------------------------------------------------------------------------------

def test_rule_number_puts_the_rule_and_its_subrules_first(index):
    ids = [h.id for h in run(index, "702.7", lang="en").hits]
    assert ids[:3] == ["702.7", "702.7a", "702.7b"]


def test_rule_range_lists_the_range_first(index):
    ids = [h.id for h in run(index, "601.2f-h", lang="en").hits]
    assert ids[:3] == ["601.2f", "601.2g", "601.2h"]


def test_glossary_term_puts_entry_then_defining_rule_first(index):
    hits = run(index, "first strike", lang="en").hits
    assert hits[0].kind == "glossary" and hits[0].rule == "702.7"
    assert [h.id for h in hits[1:4]] == ["702.7", "702.7a", "702.7b"]


def test_a_glossary_entry_citing_its_rule_without_the_word_rule_leads_to_it(index):
    # the English CR's entries for Earthbend and Casualty end "See 701.66, “Earthbend.”" (the others: "See rule ...")
    for term, rule in [("Earthbend", "701.66"), ("Casualty", "702.153")]:
        hits = run(index, term, lang="en").hits
        assert hits[0].kind == "glossary" and hits[0].rule == rule, (term, [(h.kind, h.id) for h in hits[:3]])
        assert hits[1].id == rule


def test_spanish_keyword_finds_english_rule_marked_fallback(index):
    hits = run(index, "arrollar", lang="es").hits
    rule_hits = [h for h in hits if h.kind == "rule"]
    assert rule_hits[0].id == "702.19" and rule_hits[0].lang == "en" and rule_hits[0].fallback


@pytest.mark.parametrize("query, lang", [("dañar dos veces", "es"), ("Doppelschlag", "de"), ("doppio attacco", "it")])
def test_double_strike_in_every_language_finds_702_4(index, query, lang):
    hits = run(index, query, lang=lang).hits
    assert any(h.rule == "702.4" or h.id.startswith("702.4") for h in hits[:3])


def test_rule_the_language_has_is_shown_in_that_language(index):
    hits = run(index, "Erstschlag", lang="de").hits
    rule = next(h for h in hits if h.id == "702.7")
    assert rule.lang == "de" and not rule.fallback


def test_unaccented_query_finds_accented_text_and_exact_ranks_higher(index):
    folded = run(index, "danar primero", lang="es", limit=20).hits
    assert any(h.id == "702.7a" and h.lang == "es" for h in folded)
    # words of 702.7c in Spanish, no glossary term: a pure text ranking
    # (the English rules the words translate to rank among them: 50 hits hold the Spanish ones)
    exact = run(index, "asigne daño", lang="es", limit=50).hits
    folded = run(index, "asigne dano", lang="es", limit=50).hits
    score = lambda hits: next(h.score for h in hits if h.id == "702.7c" and h.lang == "es")  # noqa: E731
    assert score(exact) > score(folded)


def test_a_word_the_cards_print_with_accents_is_reaccented_when_typed_bare(index):
    # the Italian rules of the corpus are a few seed pages: the cards' words spell `abilità` and `città` (the word
    # table translates the question by them), and the stemmer cuts `abilita` otherwise than `abilità`
    accents = index.lexicon.accents["it"]
    assert accents["abilita"] == "abilità" and accents["citta"] == "città"
    assert "カ" not in "".join(index.lexicon.accents.get("ja", {}))  # no kana folded out of its voicing mark


def test_german_compound_parts_find_the_compound(index):
    for q in ("Kampfschaden", "Schaden"):
        # every language with its own analysis (with `--lang de` the English rules on damage, which the word
        # table finds, outrank the German pages' first strike)
        hits = run(index, q, lang="all").hits
        assert any(h.lang == "de" and h.id.startswith("702.7") for h in hits[:3]), q


def test_chinese_query_finds_the_chinese_rule(index):
    hits = run(index, "先攻", lang="zh").hits
    assert any(h.id == "702.7" and h.lang == "zh" for h in hits[:3])


def test_rev_filter_searches_an_older_release(index):
    hits = run(index, "trample", lang="en", rev="2024-09-20").hits
    assert hits and all(h.revision == "2024-09-20" for h in hits if h.lang == "en")



def test_a_hit_names_the_file_of_the_release_it_shows(index):
    # the English of 2020-11-20 is read from the pt-BR PO file's msgids, that of 2026-08-07 from the English text;
    # 301.5d reads the same in both, one document: each hit names the file of the release it shows
    now = [h for h in run(index, "equipment control creature", lang="en", limit=20).hits if h.id == "301.5d"]
    then = [h for h in run(index, "equipment control creature", lang="en", rev="2020-11-20", limit=20).hits
            if h.id == "301.5d"]
    assert now and then and now[0].snippet == then[0].snippet
    assert now[0].revision == "2026-08-07" and now[0].source == "en/MagicCompRules_20260807.txt"
    assert then[0].revision == "2020-11-20" and then[0].source == "pt/comprehensive-rules_pt-BR_20201120.po"

def test_not_excludes(index):
    hits = run(index, "trample NOT planeswalkers", lang="en", limit=50).hits
    assert "702.19c" not in [h.id for h in hits if h.why == "text"]


def test_empty_result_suggests_close_words(index):
    res = run(index, "lifelinx", lang="en")
    assert not res.hits and "lifelink" in res.suggestions


def test_unknown_language_lists_the_languages(index):
    with pytest.raises(UnknownLanguageError, match="languages present: .*en"):
        run(index, "trample", lang="xx")


def test_a_rule_the_asked_language_holds_is_shown_in_it(index):
    """pt-BR (2020) holds 103.7a, today's 103.8a (the player who plays first skips the draw step), and 122.1d,
    today's 122.1f (poison counters): found through today's English as well, they are shown in Portuguese, under
    their number there, where the rule ranks first (a translation older than the English searched ranks below it,
    `rank._OLDER_TRANSLATION`; the same rule stays one hit)."""
    for q, rule in (("quem joga primeiro pula a etapa de compra", "103.7a"), ("dez marcadores de veneno", "122.1d")):
        hits = run(index, q, lang="pt").hits
        assert hits[0].lang == "pt" and not hits[0].fallback, (q, hits[0])
        assert rule in [h.id for h in hits[:3] if h.lang == "pt"], (q, [(h.id, h.lang) for h in hits])
        nows = [h.now or h.id for h in hits]
        assert len(nows) == len(set(nows)), (q, nows)


def test_an_undated_translation_follows_the_latest_english_not_another_pages_english_half(search_home):
    # the Spanish seed (undated) holds 702.7a-d; the German seed's English half is an undated English tree holding
    # only some of them alike: pairing undated with undated showed 702.7a and 702.7c in English, "es lacks this
    # rule" (the show command says the page follows the English of 2026-08-07)
    from rulesdb.app import Session

    with Session(search_home) as s:
        hits = s.search("cuando una criatura con dañar primero bloquea", lang="es", limit=10).hits
    first_strike = [h for h in hits if h.id.startswith("702.7")]
    assert len(first_strike) >= 4 and all(h.lang == "es" and not h.fallback for h in first_strike), [
        (h.id, h.lang) for h in first_strike]


def test_english_hits_only_for_rules_the_language_lacks(index):
    """A hit in English (a fallback) is never a rule the asked language has: that one is shown in its language."""
    from rulesdb.corpus import open_corpus

    hits = run(index, "21 de dano de combate do mesmo comandante", lang="pt", limit=20).hits
    corpus = open_corpus(index.path.parents[1])
    try:
        for h in hits:
            if h.kind == "rule" and h.fallback:
                assert corpus.get(h.id, "pt") is None, h.id
    finally:
        corpus.close()


def test_english_glossary_entry_is_shown_as_the_aligned_entry(index):
    """The PO pairs Draw with Comprar; a Portuguese search shows Comprar, not the English entry."""
    assert index.lexicon.glossary_pairs["pt"]["Draw"] == "Comprar"
    hits = run(index, "comprar mais cards do que existem no grimório", lang="pt", limit=20).hits
    assert not any(h.kind == "glossary" and h.lang == "en" and h.id in ("Draw", "Library") for h in hits)


def test_expansion_table_keeps_only_aligned_pairs(index):
    """`marcador` is paired with counters (PO glossary, title of rule 122) and not with draw: the glossary page
    quotes "121, Marcadores" from another release, where 121 is not Drawing a Card."""
    pt = index.lexicon.expansions["pt"]
    assert pt["marcador"] == ("counters",)
    assert pt["etap compr"] == ("draw step",)
    assert all(not e.endswith((",", ".")) for v in pt.values() for e in v)


def test_language_fields_are_scored_against_their_own_documents(index):
    """BM25 statistics per language: a Portuguese rule with every word of the query outranks English entries
    matching one translated word (before, whoosh averaged the Portuguese field over all 13,000 documents)."""
    from rulesdb.search.compile import compile_query
    from rulesdb.search.rank import coverage

    tree, _ = parse_query("dez marcadores de veneno")
    compiled = compile_query(tree, "pt", index)
    from rulesdb.search.rank import _CANDIDATES

    found = index.search(compiled.tree, scopes_for("pt", index.lexicon), limit=_CANDIDATES)
    top = [(f.doc.lang, f.doc.rule) for f in found]
    assert ("pt", "104.3d") in top, top  # among the candidates the ranking weighs (it was 194th)
    cover = {f.doc.rule: coverage(compiled, f.matched) for f in found if f.doc.lang == "pt"}
    assert cover["104.3d"] == 1.0


def test_bare_spelling_is_stemmed_as_the_corpus_spells_it(index):
    assert index.lexicon.accented("pt", "construido") == "construído"
    accented = [h.id for h in run(index, "mínimo de cards no deck construído", lang="pt").hits[:3]]
    bare = [h.id for h in run(index, "minimo de cards no deck construido", lang="pt").hits[:3]]
    assert accented[0] == bare[0] == "100.2a"


def test_glossary_term_lists_the_subrule_that_mentions_it(index):
    hits = run(index, "认输", lang="zh").hits
    assert hits[0].kind == "glossary" and "104.3a" in [h.id for h in hits[:3]]


def test_query_set_ranks_well_in_every_language(index):
    """MRR over tests/data/queries.json: at least 0.85 overall and 0.8 per language (bench/ prints the details)."""
    from rulesdb.ruleid import RuleId

    queries = json.loads(QUERIES.read_text(encoding="utf-8"))["queries"]
    rr: dict[str, list[float]] = {}
    for item in queries:
        hits = run(index, item["q"], lang=item["lang"]).hits
        answers = [RuleId.parse(a) for a in item["answers"]]
        refs = [h.rule if h.kind == "glossary" else h.id for h in hits]
        rank = next((i for i, ref in enumerate(refs, 1) if ref and
                     any(a.contains(RuleId.parse(ref)) for a in answers)), None)
        rr.setdefault(item["lang"], []).append(1 / rank if rank else 0.0)
    overall = sum(sum(v) for v in rr.values()) / sum(len(v) for v in rr.values())
    assert overall >= 0.85, rr
    for lang, values in rr.items():
        assert sum(values) / len(values) >= 0.8, (lang, values)


def test_query_set_has_enough_queries_per_language():
    queries = json.loads(QUERIES.read_text(encoding="utf-8"))["queries"]
    langs = [q["lang"] for q in queries]
    assert len(queries) >= 80
    assert all(langs.count(l) >= 15 for l in ("en", "es", "it", "de"))
    assert langs.count("pt") and langs.count("zh")


# -- CLI -----------------------------------------------------------------------------------------

def test_cli_json_shape(search_home):
    from rulesdb.cli import main

    r = CliRunner().invoke(main, ["search", "arrollar", "--lang", "es", "--json", "--home", str(search_home)])
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert {"id", "lang", "revision", "title", "snippet", "score", "fallback"} <= set(data[0])
    assert any(d["id"] == "702.19" and d["fallback"] for d in data)


def test_cli_text_with_english_alignment(search_home):
    from rulesdb.cli import main

    r = CliRunner().invoke(main, ["search", "Erstschlag", "-l", "de", "--with", "en", "--home", str(search_home)])
    assert r.exit_code == 0, r.output
    assert "702.7a · de" in r.output and "[en] First strike is a static ability" in r.output


def test_cli_malformed_query_exits_2_with_one_line(search_home):
    from rulesdb.cli import main

    r = CliRunner().invoke(main, ["search", '"first strike', "--home", str(search_home)])
    assert r.exit_code == 2
    assert "position 1" in r.output and "Traceback" not in r.output


def test_cli_empty_result_says_so(search_home):
    from rulesdb.cli import main

    r = CliRunner().invoke(main, ["search", "lifelinx", "-l", "en", "--home", str(search_home)])
    assert r.exit_code == 0 and "no results" in r.output and "lifelink" in r.output


# -- the index -----------------------------------------------------------------------------------

def _current(home: Path) -> str:
    return (home / "index" / "CURRENT").read_text(encoding="utf-8")


def test_incremental_rebuild_reindexes_only_the_changed_source(search_home):
    from rulesdb.search import build_index

    again = build_index(search_home)
    assert again.added == 0 and not again.full
    gen = search_home / "index" / _current(search_home)
    state = json.loads((gen / "state.json").read_text(encoding="utf-8"))
    name = next(s for s in state["sources"] if s.startswith("seeds/000"))
    state["sources"][name] = "changed"
    (gen / "state.json").write_text(json.dumps(state), encoding="utf-8")
    report = build_index(search_home)
    assert report.changed_sources == (name,)
    assert 0 < report.added <= len(state["by_source"][name])
    assert _current(search_home) != gen.name and gen.is_dir()  # the previous generation is kept for readers


def test_failed_build_leaves_the_old_index_working(search_home, monkeypatch):
    import rulesdb.search as idx
    import rulesdb.search.index as whoosh_index

    before = _current(search_home)

    def boom(*a, **k):
        raise RuntimeError("disk full")

    monkeypatch.setattr(whoosh_index, "_whoosh_fields", boom)
    with pytest.raises(RuntimeError):
        idx.build_index(search_home, full=True)
    monkeypatch.undo()
    assert _current(search_home) == before
    assert not list((search_home / "index").glob(".gen-*"))
    ix = idx.open_index(search_home)
    assert run(ix, "702.7", lang="en").hits
    ix.close()


def test_reader_keeps_answering_during_a_rebuild(search_home):
    import rulesdb.search as idx

    ix = idx.open_index(search_home)
    gen = search_home / "index" / _current(search_home)
    state = json.loads((gen / "state.json").read_text(encoding="utf-8"))
    name = next(s for s in state["sources"] if s.startswith("seeds/001"))
    state["sources"][name] = "changed"
    (gen / "state.json").write_text(json.dumps(state), encoding="utf-8")
    report = idx.build_index(search_home)
    assert report.added and _current(search_home) != gen.name
    assert run(ix, "trample", lang="en").hits
    ix.close()


def test_missing_index_is_reported_with_the_fixing_command(tmp_path):
    from rulesdb.search import IndexError_, open_index

    with pytest.raises(IndexError_, match="rulesdb build"):
        open_index(tmp_path)


def test_corrupt_index_is_reported_with_the_fixing_command(search_home, tmp_path):
    from rulesdb.search import IndexError_, open_index

    home = tmp_path / "home"
    shutil.copytree(search_home, home)
    gen = home / "index" / _current(home)
    for f in gen.glob("*.seg"):
        f.write_bytes(b"garbage")
    for f in gen.glob("_MAIN_*.toc"):
        f.write_bytes(b"garbage")
    with pytest.raises(IndexError_, match="rulesdb build"):
        open_index(home)
    (home / "index" / "CURRENT").write_text("gen-missing", encoding="utf-8")
    with pytest.raises(IndexError_, match="rulesdb build"):
        open_index(home)


def test_whoosh_is_imported_without_its_needless_imports_which_stay_importable():
    """The command line imports whoosh with stand-ins for `urllib.request` and `cached_property` (see
    `index._without_unused_imports`): they are gone once whoosh is imported, and the real modules import as usual."""
    import subprocess
    import sys

    code = ("import sys; import rulesdb.search.index as ix; "
            "assert 'urllib.request' not in sys.modules and 'cached_property' not in sys.modules and "
            "'asyncio' not in sys.modules, sorted(sys.modules); "
            "import urllib.request, cached_property; "
            "assert callable(urllib.request.urlopen) and cached_property.__version__; print('ok')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[1])
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr


def _damage_cache(cache: Path, damage: str, **header) -> None:
    """A cache file (a JSON header line, then its payload) damaged: `truncated`, `garbage` (payload bytes
    flipped), `empty`, or with the `header` fields changed."""
    data = cache.read_bytes()
    head, _, payload = data.partition(b"\n")
    if damage == "truncated":
        cache.write_bytes(data[: len(data) // 2])
    elif damage == "garbage":
        cache.write_bytes(head + b"\n" + bytes(b ^ 0x5A for b in payload[:4000]) + payload[4000:])
    elif damage == "empty":
        cache.write_bytes(b"")
    else:
        cache.write_bytes(json.dumps(dict(json.loads(head), **header)).encode() + b"\n" + payload)


def _search_output(home: Path, *args: str) -> str:
    from rulesdb.cli import main

    r = CliRunner().invoke(main, ["search", *args, "--home", str(home)])
    assert r.exit_code == 0 and "Traceback" not in r.output, r.output
    return r.output


@pytest.mark.parametrize("damage", ["truncated", "garbage", "empty", "other version", "other python",
                                    "edited lexicon.json"])
def test_a_stale_or_damaged_lexicon_cache_is_not_used(search_home, tmp_path, damage):
    """`lexicon.bin` (the compact copy of `lexicon.json`) is used only when it is an undamaged copy of this
    `lexicon.json`, of this index version and Python; otherwise the lexicon is read from the JSON: the same
    results, no error. `rulesdb build` writes it again."""
    from rulesdb.search import INDEX_VERSION, build_index, open_index
    from rulesdb.search import lexicon_cache
    from rulesdb.search.expansion import Lexicon

    home = tmp_path / "home"
    shutil.copytree(search_home, home)
    gen = home / "index" / _current(home)
    cache, source = gen / lexicon_cache.CACHE_NAME, gen / "lexicon.json"
    from_json = Lexicon.from_json(json.loads(source.read_text(encoding="utf-8")))
    assert lexicon_cache.read(gen, source.read_bytes(), INDEX_VERSION) == from_json
    queries = [("first strike damage",), ("¿qué pasa si el hechizo es contrarrestado?", "--lang", "es"),
               ("Erstschlag",), ("702.7",)]
    expected = [_search_output(home, *q) for q in queries]

    if damage in ("truncated", "garbage", "empty"):
        _damage_cache(cache, damage)
    elif damage in ("other version", "other python"):
        _damage_cache(cache, damage, **{"version" if damage == "other version" else "python": "0"})
    else:  # lexicon.json changed after the copy was written: the copy is stale
        edited = json.loads(source.read_text(encoding="utf-8"))
        edited["accents"].setdefault("es", {})["zzqx"] = "zzqxá"
        source.write_text(json.dumps(edited, ensure_ascii=False), encoding="utf-8")
        from_json = Lexicon.from_json(edited)
    assert lexicon_cache.read(gen, source.read_bytes(), INDEX_VERSION) is None
    ix = open_index(home)
    assert ix.lexicon == from_json
    ix.close()
    if damage != "edited lexicon.json":
        assert [_search_output(home, *q) for q in queries] == expected
    build_index(home)  # the live generation gets a good copy again (a new generation, for the edited JSON)
    gen = home / "index" / _current(home)
    raw = (gen / "lexicon.json").read_bytes()
    assert lexicon_cache.read(gen, raw, INDEX_VERSION) == Lexicon.from_json(json.loads(raw))


def test_an_index_built_with_another_language_registry_is_rebuilt(search_home, tmp_path, monkeypatch):
    """The index has a field per registered language and analyses each with its registry entry: an index built
    before a language was added is of another version, rebuilt by the next search, not a traceback on the missing
    field (`No field 'b_ru'` when a Russian entry was tried). Its version names the registry it was built with."""
    from rulesdb import lang as registry
    from rulesdb.search import generations

    assert generations.INDEX_VERSION.endswith(generations._analysis_fingerprint())
    every = registry.languages()
    monkeypatch.setattr(registry, "languages", lambda: tuple(e for e in every if e.code != "fr"))
    assert generations._analysis_fingerprint() != generations.INDEX_VERSION.split(".", 1)[1]
    monkeypatch.undo()
    home = tmp_path / "home"
    shutil.copytree(search_home, home)
    gen = home / "index" / _current(home)
    older = json.loads((gen / "lexicon.json").read_text(encoding="utf-8"))
    older["version"] = "9"  # the version before the registry was in it
    (gen / "lexicon.json").write_text(json.dumps(older, ensure_ascii=False), encoding="utf-8")
    (gen / "lexicon.bin").unlink(missing_ok=True)
    out = _search_output(home, "¿qué pasa con un equipo si la criatura equipada cambia de controlador?")
    assert "301.5d" in out and _current(home) != gen.name


@pytest.mark.parametrize("damage", ["truncated", "garbage", "other pyphen", "missing"])
def test_a_stale_or_damaged_hyphenation_copy_is_not_used(search_home, tmp_path, monkeypatch, damage):
    """`hyphenation-de.bin` (pyphen's German patterns, parsed by the build) is handed to pyphen only when it is an
    undamaged copy for this pyphen; otherwise pyphen parses its dictionary: the same German results, no error."""
    import pyphen

    from rulesdb.search import build_index, expansion, hyphenation

    home = tmp_path / "home"
    shutil.copytree(search_home, home)
    gen = home / "index" / _current(home)
    path = Path(pyphen.LANGUAGES["de_DE"])
    parsed = pyphen.HyphDict(path)
    queries = [("Kampfschadensschritt Erstschlag", "--lang", "de"), ("Todesberührung", "--lang", "de")]

    def fresh():
        monkeypatch.setattr(pyphen, "hdcache", {})
        monkeypatch.setattr(expansion, "_DECOMPOUNDERS", {})

    fresh()
    assert hyphenation.prime(gen)
    primed = pyphen.hdcache[path]
    assert (primed.patterns, primed.maxlen) == (parsed.patterns, parsed.maxlen)
    fresh()
    expected = [_search_output(home, *q) for q in queries]
    assert path in pyphen.hdcache  # the search primed pyphen from the copy

    cache = gen / hyphenation.CACHE_NAME
    if damage in ("truncated", "garbage"):
        _damage_cache(cache, damage)
    elif damage == "other pyphen":
        _damage_cache(cache, damage, pyphen="0.0")
    else:
        cache.unlink()
    fresh()
    assert not hyphenation.prime(gen) and pyphen.hdcache == {}
    fresh()
    assert [_search_output(home, *q) for q in queries] == expected
    build_index(home)  # nothing changed: the live generation gets a good copy again
    assert hyphenation.current(gen)


# -- snippets ------------------------------------------------------------------------------------

def test_snippet_marks_the_compound_part_that_matched(index):
    hits = run(index, "Schaden", lang="all", limit=50).hits
    hit = next(h for h in hits if h.lang == "de" and "Kampfschadensegment" in h.snippet)
    marked = [(h0, h1) for h0, h1 in hit.highlights]
    words = [hit.snippet[s:e] for s, e in marked]
    assert "schaden" in words  # the part inside Kampf|schaden|segment, not the whole word
    inside = [(s, e) for s, e in marked if hit.snippet[s - 5:s] == "Kampf"]
    assert inside and all(hit.snippet[s:e] == "schaden" for s, e in inside)


def test_match_spans_marks_the_longest_matched_part_once():
    from rulesdb.analysis import Decompounder, analyze
    from rulesdb.search import match_spans

    d = Decompounder(["Kampfschaden", "Kampfschadensegment", "Segment"])
    text = "im ersten Kampfschadensegment"
    wanted = {"de": set(analyze("Kampfschaden", "de")) | set(analyze("Schaden", "de"))}
    assert [text[s:e] for s, e in match_spans(text, "de", wanted, d)] == ["Kampfschaden"]
    assert match_spans(text, "de", wanted) == []  # without the splitter the compound is not marked


# -- the progress bar ----------------------------------------------------------------------------

def test_progress_bar_shows_only_after_a_second(monkeypatch):
    import time

    import click

    from rulesdb import cli

    bars = []

    class FakeBar:
        def __init__(self, length, **kw):
            self.length, self.pos = length, 0
            bars.append(self)

        def __enter__(self):
            return self

        def __exit__(self, *a):
            self.closed = True

        def update(self, n, item=None):
            self.pos += n

    clock = [100.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    monkeypatch.setattr(click, "progressbar", FakeBar)
    monkeypatch.setattr(cli, "_is_terminal", lambda stream: True)
    quick = cli.progress_bar("indexing")
    for done in (0, 500, 1000):
        clock[0] += 0.2
        quick(done, 1000, "indexing")
    assert bars == []  # a build of 0.6 s shows no bar
    slow = cli.progress_bar("indexing")
    slow(0, 1000, "indexing")
    clock[0] += 0.5
    slow(500, 1000, "indexing")
    assert bars == []
    clock[0] += 0.6
    slow(700, 1000, "indexing")
    assert len(bars) == 1 and bars[0].pos == 700  # appears after 1 s, at the position reached
    slow(1000, 1000, "committing")
    assert bars[0].pos == 1000 and bars[0].closed
    monkeypatch.setattr(cli, "_is_terminal", lambda stream: False)
    piped = cli.progress_bar("indexing")
    for done in (0, 500, 1000):
        clock[0] += 2
        piped(done, 1000, "indexing")
    assert len(bars) == 1  # no bar (not even its label) when stderr is not a terminal


# -- query segmentation, numbers, every language ----------------------------------------------------------
def test_chinese_question_without_spaces_is_not_one_phrase(index):
    """A descriptive question typed as one run of characters matches by its pairs: the first strike rules
    answer it (as one exact phrase of all its pairs it matched nothing)."""
    ids = [h.id for h in run(index, "先攻的生物什么时候造成战斗伤害", lang="zh").hits[:5]]
    assert any(i.startswith("702.7") for i in ids), ids


def test_a_number_inside_words_is_not_a_chapter(index):
    ids = [h.id for h in run(index, "prevent the next 3 damage", lang="en").hits[:5]]
    assert not {"3", "300", "300.1"} & set(ids) and "615.7" in ids, ids
    assert [h.id for h in run(index, "702", lang="en").hits[:1]] == ["702"]
    assert run(index, "see 702.7b", lang="en").hits[0].id == "702.7b"


@pytest.mark.parametrize("query, lang, rule", [("先攻", "zh", "702.7"), ("Erstschlag", "de", "702.7")])
def test_lang_all_searches_every_language_with_its_own_analysis(index, query, lang, rule):
    hits = run(index, query, lang="all").hits[:3]
    assert any(h.lang == lang and (h.rule or h.id).startswith(rule) for h in hits), [(h.id, h.lang) for h in hits]


def test_a_subrule_is_found_through_the_titles_above_it(index):
    """903.9a never says "commander" in the words the question uses; its chapter is titled Commander."""
    hits = run(index, "can my commander go back to the command zone after it was exiled", lang="en").hits[:5]
    assert any(h.id.startswith("903.9") for h in hits), [h.id for h in hits]


def test_spanish_question_is_translated_through_the_term_base(index, search_home):
    """cementerio, ficha and campo de batalla are card words the term base renders in English."""
    from rulesdb.app import Session

    result = Session(search_home).search("si una ficha va al cementerio puedo devolverla al campo de batalla?",
                                         lang="es")
    assert {"graveyard", "token"} <= set(result.expansions), result.expansions


def test_the_words_nothing_was_found_for_are_said(search_home):
    """A judge sees which of their words the search could do nothing with (no translation, in no rule), so that
    they can say it otherwise; words a phrase stands for (`board wipe`: destroy all) are not among them."""
    from rulesdb.app import Session
    from rulesdb.search_output import render_search

    with Session(search_home) as s:
        # (`terminan`, `duran`, `saca` were such words until the jargon read them: end, until, removed)
        result = s.search("come si calcola la forza di una creatura", lang="it")
        assert result.hits and result.unmatched == ("calcola",), result.unmatched
        assert "found nowhere in the rules: calcola" in render_search(result).splitlines()
        result = s.search("what does a board wipe do to the priorty of tokens", lang="en")
        assert result.hits and result.unmatched == ("priorty",), result.unmatched
        # a preposition and its article in one word (German `aufs`, `beim`; Portuguese `pra`, `num`) is a function
        # word, no word left unsaid
        result = s.search("kann ein Spielstein, der auf den Friedhof gelegt wurde, zurück aufs Schlachtfeld kommen",
                          lang="de")
        assert result.hits and "aufs" not in result.unmatched, result.unmatched
        # a word the term base reads as a term too common to search (German `Spieler`: player, on 4,923 cards) is
        # known, not found nowhere (de-005 of the judge questions)
        result = s.search("verliert ein Spieler, der von einer leeren Bibliothek ziehen muss, sofort?", lang="de")
        assert result.hits and "Spieler" not in result.unmatched, result.unmatched
        # the function words of a question (an auxiliary, `j'ai`, `schon`) are no word left unsaid (questions written
        # for this test)
        for question, lang, word in (("la mia magia viene neutralizzata?", "it", "viene"),
                                     ("j'ai une créature avec le vol, l'adversaire peut-il la bloquer ?", "fr", "j'ai"),
                                     ("mein Gegner hat schon angegriffen, darf ich blocken?", "de", "schon")):
            result = s.search(question, lang=lang)
            assert result.hits and word not in result.unmatched, (question, result.unmatched)
        # a question whose every word is found says nothing more
        for question, lang in (("una ficha va al cementerio", "es"), ("quando posso lanciare una stregoneria?", "it"),
                               ("first strike", "en")):
            result = s.search(question, lang=lang)
            assert result.hits and result.unmatched == (), (question, result.unmatched)


def test_a_language_without_rules_is_searched_in_english_through_its_terms(search_home):
    from rulesdb.app import Session

    result = Session(search_home).search("que se passe-t-il si mon cimetière est vide", lang="fr")
    assert result.hits and all(h.fallback and h.lang == "en" for h in result.hits)
    assert "graveyard" in result.expansions


def test_a_definition_found_by_its_words_merges_into_its_rule(index):
    """Glossary entries no longer crowd the top five: an entry found by its words stands for the rule it points
    at, shown with it; the entry itself is a hit only when the query names the term."""
    # (40 hits: 702.7, only a title, keeps a heading's share and stands 22nd among 200 candidates)
    hits = run(index, "先攻的生物什么时候造成战斗伤害", lang="zh", limit=40).hits
    assert not [h for h in hits if h.kind == "glossary"], [(h.kind, h.id) for h in hits]
    merged = [h for h in hits if h.definition]
    assert [h.id for h in merged if h.definition[0] == "先攻"] == ["702.7"], [(h.id, h.definition[0]) for h in merged]
    # 702.7 is only the title 先攻: the subrules that answer (702.7b, and 510.4 for both strikes) come before it
    ids = [h.id for h in hits]
    assert ids.index("702.7b") < ids.index("702.7") and ids.index("510.4") < ids.index("702.7"), ids
    assert run(index, "Double Strike", lang="en").hits[0].kind == "glossary"


# -- players' words (the registry's jargon) ---------------------------------------------------------

def test_players_words_are_searched_with_the_rules_words(index):
    # "fizzle" is what players say of a spell whose targets all became illegal: it doesn't resolve (608.2b)
    res = run(index, "when does a spell fizzle", lang="en", limit=5)
    assert set(res.expansions) >= {"illegal", "resolve"}
    assert res.hits[0].id == "608.2b"
    # "deck" during a game is the library: drawing from an empty one is 121.4 / 704.5b
    res = run(index, "what happens when the deck is empty and I have to draw", lang="en", limit=5)
    assert "library" in res.expansions
    assert any(h.id.startswith(("121.", "704.5b")) for h in res.hits[:3])
    # to "respond" is to cast or activate with priority while something waits on the stack (117.3c, 117.7)
    res = run(index, "can my opponent respond to my spell", lang="en", limit=10)
    assert {"priority", "stack"} <= set(res.expansions)
    assert any("priority" in h.snippet for h in res.hits[:3]), [h.id for h in res.hits]
    # a judge "picks" what the rules have a player "choose"; what happens "at the same time" happens
    # "simultaneously" (en-004 of the judge questions: a player who would win and lose at once loses, 104.3f)
    res = run(index, "who picks the order of two replacement effects", lang="en", limit=5)
    assert "choose" in res.expansions
    res = run(index, "I win the game but my opponent's trigger makes me lose at the same time, who wins", lang="en",
              limit=5)
    assert "simultaneously" in res.expansions
    assert res.hits[0].id == "104.3f", [h.id for h in res.hits]


@pytest.mark.parametrize("text, words", [
    ("{C}", ("colorless",)), ("{T}:", ("tap symbol",)), ("{2/W}", ("monocolored hybrid",)), ("{W/U}", ("hybrid",)),
    ("{G/P}", ("Phyrexian",)), ("{S}", ("snow",)), ("{2}", ("generic",)), ("{G}", ()), ("{X}", ()), ("C", ()),
    ("{2}{G}{T}", ("generic", "tap symbol")),
])
def test_a_symbol_in_braces_names_the_rules_words(text, words):
    from rulesdb.search.symbols import symbol_words

    assert symbol_words(text) == words  # CR 107.4b-107.6


def test_a_symbol_typed_in_a_question_searches_what_the_rules_call_it(search_home):
    # it-053 of the judge questions: {C} is the colorless mana symbol (107.4c); the analyser keeps only `c`
    from rulesdb.app import Session

    with Session(search_home) as s:
        res = s.search("posso pagare un costo {C} con mana rosso?", lang="it")
        assert "colorless" in res.expansions
        assert "107.4c" in [h.id for h in res.hits[:5]], [h.id for h in res.hits[:5]]


def test_a_question_word_alone_is_no_game_term(search_home):
    # `¿qué pasa ...?` opens a Spanish question; pasa is stemmed like paso (step), which the term base holds: every
    # such question also searched "step". A question word still counts inside a longer term.
    from rulesdb.app import Session

    with Session(search_home) as s:
        result = s.search("¿qué pasa con un equipo si la criatura equipada cambia de controlador?", lang="es")
        assert "step" not in result.expansions and {"equipment", "controller"} <= set(result.expansions)
        assert result.hits[0].id == "301.5d", [h.id for h in result.hits[:5]]
        assert "end step" in s.search("¿qué pasa en el paso final?", lang="es").expansions


def test_an_idiom_is_searched_as_its_rules_words_only(search_home):
    # en-003 of the judge questions: "right away" is immediately; its words one by one found 803.1b and 803.1a
    # first (the attack right option: "more than one seat away")
    from rulesdb.app import Session

    question = "he had to draw with an empty library but still has 5 life, does he lose right away or only later"
    with Session(search_home) as s:
        result = s.search(question, lang="en", limit=5)
        assert "immediately" in result.expansions
        assert not [h.id for h in result.hits if h.id.startswith("803.")], [h.id for h in result.hits]
        assert any(h.id in ("121.4", "704.5b", "104.3c") for h in result.hits), [h.id for h in result.hits]


def test_the_game_terms_of_an_english_question_are_searched_as_phrases(search_home):
    # en-017 of the judge questions: "replacement effects" is one term (the rules that say it, 614 and 616, rank
    # above those that say "effects" and "replacement" apart); "5 life" names no term of two words
    from rulesdb.app import Session
    from rulesdb.search import parse_query
    from rulesdb.search.compile import ENGLISH_TERM_BOOST, compile_query

    question = "two replacement effects want to change how damage to my creature is dealt, who picks the order"
    with Session(search_home) as s:
        compiled = compile_query(parse_query(question)[0], "en", s.index, None, s.termbase)
        phrases = {m.terms: covers for m, covers in compiled.covers if m.boost == ENGLISH_TERM_BOOST}
        assert phrases == {("replac", "effect"): frozenset({4, 16})}
        compiled = compile_query(parse_query("he still has 5 life, does he lose")[0], "en", s.index, None, s.termbase)
        assert not [m for m, _c in compiled.covers if m.boost == ENGLISH_TERM_BOOST]
        # words a comma parts are no term: "... dies, end step" is not searched as "dies end"
        compiled = compile_query(parse_query("the turn ends, step by step")[0], "en", s.index, None, s.termbase)
        assert ("end", "step") not in {m.terms for m, _c in compiled.covers}
        # a headword read across typed words the analysis drops is no term: "gained control of by another player"
        # (en-029) is not the glossary's "Control Another Player" (rule 723), whose phrase outranked 506.4
        question = "if a creature that was attacking is gained control of by another player mid combat"
        compiled = compile_query(parse_query(question)[0], "en", s.index, None, s.termbase)
        assert not [m for m, _c in compiled.covers if m.boost == ENGLISH_TERM_BOOST]
        compiled = compile_query(parse_query("can I control another player")[0], "en", s.index, None, s.termbase)
        assert [m.terms for m, _c in compiled.covers if m.boost == ENGLISH_TERM_BOOST] == [("control", "anoth", "player")]


@pytest.mark.parametrize("lang, question", [  # de-018 of the judge questions; the others alike (the embedded
    # corpus this index is built from has no French)
    ("de", "kann ich auf eine Manafähigkeit reagieren"),
    ("es", "¿puedo responder a una habilidad de maná?"), ("it", "posso rispondere a un'abilità di mana?"),
    ("pt", "posso responder a uma habilidade de mana?"),
])
def test_to_respond_asked_in_another_language_is_searched_in_the_rules_words(index, lang, question):
    # the cards seldom print "respond": the word table learnt from them has no translation of it
    res = run(index, question, lang=lang, limit=5)
    assert {"respond", "priority", "stack"} <= set(res.expansions), res.expansions


@pytest.mark.parametrize("lang, question", [("ja", "マナ能力に対応して何かできますか"),  # ja-010
                                             ("fr", "est-ce qu'on peut répondre avant qu'il arrive")])  # fr-016
def test_to_respond_is_read_in_a_language_the_index_lacks_and_in_a_run_of_characters(index, lang, question):
    # Japanese 対応 stands inside a run of characters, whose other words (マナ, 能力) the word table translates:
    # they do not contradict it
    from rulesdb.search.compile import compile_query

    compiled = compile_query(parse_query(question)[0], lang, index)
    assert {"respond", "priority", "stack"} <= set(compiled.expanded), compiled.expanded


@pytest.mark.parametrize("lang, question, asked", [  # "how many" asks a number: no concept of the rules
    ("fr", "combien de marqueurs poison pour perdre", "combien"),
    ("fr", "quelles caractéristiques a une carte double face dans le cimetière", "quelles"),
    # fr-014 of the judge questions: `si` (if) is no stop word of the French rules; the word table read it as you
    ("fr", "empêcher les 3 prochaines blessures, comment ça marche si la source inflige 5", "si"),
    ("es", "¿con cuántos contadores de veneno pierde el equipo?", "cuántos"),
    ("pt", "quantas cartas eu compro", "quantas"),
    ("it", "quanti segnalini veleno servono", "quanti"),
    # de-016 of the judge questions: `ab wie viel` (from how much) asks; `ab` alone was read as discard (abwerfen)
    ("de", "ab wie viel Kommandeurschaden verliert ein Spieler", "viel"),
    ("de", "ab wie viel Kommandeurschaden verliert ein Spieler", "ab"),
    ("de", "was passiert denn mit der Aura, wenn die Kreatur stirbt", "denn"),  # not `es sei denn`, unless
])
def test_words_that_only_ask_are_no_concept(index, lang, question, asked):
    from rulesdb.search.compile import compile_query

    tree = parse_query(question)[0]
    at = next(w.pos for w in tree.items if w.text.strip("¿?") == asked)
    compiled = compile_query(tree, lang, index)
    assert at not in compiled.concepts and len(compiled.concepts) >= 2


def test_an_expansion_given_in_two_forms_is_searched_once(index):
    # pt-020 of the judge questions: the Portuguese table gives `effect` and `effects` for `efeitos`, `zone` and
    # `zones` for `zona`; both forms were searched, and the word's English score counted twice
    from rulesdb.search.compile import AnyOf, Match, Or, compile_query

    compiled = compile_query(parse_query("uma criatura que muda de zona, os efeitos continuam?")[0], "pt", index)
    assert {"effect", "effects"} <= set(compiled.expanded) or {"zone", "zones"} <= set(compiled.expanded)

    def twice(node) -> list:
        if isinstance(node, (AnyOf, Or)):
            english = [(i.terms, i.at) for i in node.items if isinstance(i, Match) and i.lang == "en"]
            return [w for w in set(english) if english.count(w) > 1] + [t for i in node.items for t in twice(i)]
        return []

    assert not twice(compiled.tree)


@pytest.mark.parametrize("question, wording", [
    ("can I activate this ability at sorcery speed", {"main phase", "stack is empty"}),  # 307.1, 602.5d
    ("can I cast it at instant speed", {"priority"}),  # 117.1a
    ("when are sbas checked", {"state-based actions"}),  # 704.3
    ("my opponent scoops, what happens to his permanents", {"concede"}),  # 104.3a, 800.4a
    ("when does damage on my creature wear off", {"cleanup step"}),  # 514.2
])
def test_judges_shorthand_is_searched_with_the_rules_words(index, question, wording):
    res = run(index, question, lang="en", limit=5)
    assert wording <= set(res.expansions), res.expansions


def test_every_jargon_entry_analyses_to_words():
    # in every language: what is said, analysed in that language; the rules' words, in English
    from rulesdb import lang as registry
    from rulesdb.analysis import terms

    assert len(registry.get("en").jargon) > 20
    for entry in registry.languages():
        for said, wording in entry.jargon:
            assert terms(said, entry.code), (entry.code, said)
            assert wording and all(terms(w, "en") for w in wording), (entry.code, said)


def test_an_english_hit_is_shown_in_a_translation_only_where_that_translation_numbers_it_alike(index):
    from rulesdb.search.rank import _localise_scored

    en, pt = index.lexicon.languages["en"].default, index.lexicon.languages["pt"].default
    assert (en, pt) == ("2026-08-07", "2020-11-20")
    home = {"pt": pt}
    # the mulligan rule is 103.5 in the English of 2026 and 103.4 in pt-BR 2020, whose 103.5 is the actions of
    # an opening hand: the English hit is shown as pt-BR's 103.4 (renumbered since), never as its 103.5
    (mulligan,) = index.rules(["103.5"], {"en": en}, subtree=False)
    assert "mulligan" in mulligan.text and pt not in mulligan.revs
    [(shown, score)] = _localise_scored([(mulligan, 1.0)], "pt", home, index)
    assert (shown.lang, shown.rule, score) == ("pt", "103.4", 1.0) and "mulligan" in shown.text
    # a rule with the same text in the English pt-BR follows and in 2026 is shown in Portuguese
    same = [d for d in index.rules(["702"], {"en": en}, subtree=True) if pt in d.revs][:20]
    assert same
    localised = [d for d, _s in _localise_scored([(d, 1.0) for d in same], "pt", home, index)]
    assert any(d.lang == "pt" for d in localised)
    assert all(d.rule == e.rule for d, e in zip(localised, same))


def test_a_glossary_entry_leads_to_its_rule_as_its_own_release_numbers_it_and_aligns_with_that_english(index):
    # pt-BR 2020's glossary cites 103.4 for the mulligan; the English of 2026 numbers the mulligan 103.5
    hits = run(index, "mulligan", lang="pt", limit=10, with_langs=("en",)).hits
    rule = next(h for h in hits if h.kind == "rule")
    assert (rule.id, rule.lang) == ("103.4", "pt") and "mulligan" in rule.snippet
    (english,) = [a for a in rule.aligned if a[0] == "en"]
    assert "mulligan" in english[2]  # the English 103.4 of the release pt-BR follows, not 2026's 103.4


# -- the language of a question ----------------------------------------------------------------------

@pytest.mark.parametrize("lang, question", [  # written for this test
    ("es", "¿qué pasa con un equipo si la criatura equipada cambia de controlador?"),
    ("pt", "o que acontece com o equipamento se a criatura equipada muda de controlador"),
    ("it", "una creatura con travolgere bloccata da due creature, come si assegna il danno"),
    ("fr", "que se passe-t-il si la créature équipée change de contrôleur"),
    ("de", "was passiert mit der Ausrüstung, wenn die ausgerüstete Kreatur den Beherrscher wechselt"),
    ("en", "what happens to an equipment if the equipped creature changes controller"),
    ("es", "arrollar"), ("de", "Erstschlag"), ("en", "first strike"),
])
def test_the_language_of_a_question_is_told_by_its_words(index, lang, question):
    from rulesdb.search.scopes import detect_query_language

    # Spanish, Portuguese and Italian questions share `de`, `que`, `a`, `o`: their other words tell them apart
    assert detect_query_language(question, index.lexicon, index) == lang


def test_judge_questions_are_detected_in_their_language(index):
    from rulesdb.search.scopes import detect_query_language

    doc = json.loads((QUERIES.parent / "judge_questions.json").read_text(encoding="utf-8"))
    wrong = [(q["id"], detect_query_language(q["q"], index.lexicon, index)) for q in doc["questions"]
             if detect_query_language(q["q"], index.lexicon, index) != q["lang"]]
    assert len(wrong) <= 5, wrong  # 26 of 240 by function words alone


@pytest.mark.parametrize("lang", ["ko", "ru", "fr", "ja", "zh"])
def test_english_words_asked_in_a_language_without_rules_of_its_own(search_home, lang):
    # every concept weighed 0 there (no text of the language to count words in): the coverage divided by zero;
    # in Chinese (text of its own) English words found nothing: they are searched in English, shown in Chinese
    out = _search_output(search_home, "first strike", "--lang", lang)
    assert out.splitlines()[0].startswith("702.7")


def test_a_chinese_question_is_cut_at_its_terms_each_a_concept(search_home):
    # one run of characters was one concept: every rule matching any of it covered all of it, and 302.7 (creatures
    # dealing damage) outranked 702.90c / 120.3d, what infect (侵染) does to a creature
    from rulesdb.app import Session
    from rulesdb.search import open_index, parse_query
    from rulesdb.search.compile import compile_query

    question = "有侵染的生物对生物造成伤害会怎么样"
    with Session(search_home) as s:
        hits = s.search(question, lang="zh", limit=10).hits
        assert [h.rule for h in hits[:2]] and {h.rule for h in hits[:2]} & {"702.90c", "120.3d"}, [h.rule for h in hits]
        compiled = compile_query(parse_query(question)[0], "zh", s.index, None, s.termbase)
        assert len(compiled.concepts) >= 4  # 侵染, 生物, 造成, 伤害 ... each its own


@pytest.mark.parametrize("lang, question, wording", [
    # what judges say where the cards word it otherwise (fr cards: acquérez le contrôle; pt cards: voltada para
    # baixo), and battles, newer than the card data (pt batalha was read as battle cry)
    ("fr", "je gagne le contrôle d'une créature attaquante", "gain control"),
    ("fr", "une carte double face dans le cimetière", "double-faced card"),
    ("it", "prendere il controllo di una creatura", "gain control"),
    ("pt", "cartas exiladas com a face para baixo", "face down"),
    ("pt", "quem pode atacar uma batalha", "battle"),
    ("es", "tomar el control de una criatura atacante", "gain control"),
    ("de", "eine doppelseitige Karte im Friedhof", "double-faced card"),
    # a trigger: the cards print the verb (ausgelöst, se déclenche), judges the noun (fr-022, de-022)
    ("fr", "est-ce qu'elle quitte le champ de bataille pour les déclencheurs", "trigger"),
    ("de", "zählt die Kopie als gewirkt für Sturm oder andere Auslöser", "trigger"),
    # players' words where the cards print Lebenspunkte, ins Spiel, prévenir
    ("de", "wie viel Leben hat ein Spieler im Zweiköpfigen Riesen", "life"),
    ("de", "eine Kreatur verlässt das Schlachtfeld", "battlefield"),
    ("fr", "un effet peut-il empêcher les blessures infligées par une source", "prevent"),
    ("de", "zählt Kommandeurschaden, der verhindert wurde", "commander"),
    # everyday verbs: the rules say leaves / is removed (disappears, takes out), until (lasts), owner (belongs
    # to), end (finishes), same
    ("es", "qué pasa si la criatura objetivo desaparece antes de que se resuelva", "leaves"),
    ("es", "si un efecto saca a la criatura bloqueadora del combate", "removed"),
    ("it", "quanto dura un effetto che non dice quando finisce", "until"),
    ("de", "wem gehört ein Spielstein, den mein Gegner erschaffen hat", "owner"),
    ("pt", "a quem pertence uma ficha criada pelo efeito do oponente", "owner"),
    ("fr", "quand finit un effet de remplacement", "end"),
    ("de", "kann ich zweimal die gleiche Kreatur als Ziel wählen", "same"),
    # an empty library: the rules say a library with no cards in it (CR 121.4, 704.5b)
    ("en", "what if a player must draw from an empty library during the cleanup step", "library with no cards"),
    ("es", "robar de una biblioteca vacía durante el mantenimiento", "library with no cards"),
    ("de", "ein Spieler zieht aus einer leeren Bibliothek", "library with no cards"),
    # the cards print one word for additional and extra; the rules of extra turns and phases say extra (CR 500.7)
    ("de", "zwei zusätzliche Züge nacheinander, welcher kommt zuerst", "extra"),
    ("es", "dos turnos adicionales seguidos, ¿cuál se juega primero?", "extra"),
    ("fr", "deux tours supplémentaires d'affilée, lequel est joué d'abord", "extra"),
    # `findet ... statt` is stattfinden, to take place (CR 500.8 "the most recently created phase will occur first")
    ("de", "wann findet die zusätzliche Kampfphase statt", "occur"),
    # players give up; the rules concede (CR 104.3a "A player can concede the game at any time")
    ("en", "my opponent gave up with my trigger on the stack", "concede"),
    # `in the middle of` is during (CR 511.1 "during the combat phase"), not the rare word middle
    ("en", "can I cast an instant in the middle of combat", "during"),
    # players swing with a creature and blow a permanent up; the rules attack and destroy (question written for
    # this test; CR 510.1c is the answer: an attacking creature blocked by two)
    ("en", "my creature swings and gets blocked by two creatures, how do I split damage", "attack"),
    ("en", "if I blow up a creature with indestructible does it die", "destroy"),
    # es/pt players call a creature a bicho (es-054 of the judge questions); a stolen creature is one whose control
    # was gained (pt-051); the cards print mutação, players say mutada (pt-060)
    ("es", "¿un bicho con defensor puede bloquear?", "creature"),
    ("pt", "meu bicho com defensor pode bloquear?", "creature"),
    # es players call an opponent el rival (es-102, es-111, es-113 of the judge questions); the cards print oponente
    ("es", "el rival no bloquea a mi criatura, ¿cuánto daño hace?", "opponent"),
    # what the cards print otherwise (vuela, girar, conceder; blessures; ins Exil schicken, Loyalitätsmarke; anular,
    # habilidade desencadeada; costituzione, si risolve): judges' words for them (questions written for this test)
    ("es", "¿una criatura voladora puede bloquear a otra con alcance?", "flying"),
    ("es", "¿puedo tapear un terreno en respuesta?", "tap"),
    ("es", "mi compañero se rinde en Gigante de Dos Cabezas", "concede"),
    ("fr", "les dégâts de combat sont-ils infligés en même temps ?", "damage"),
    ("de", "darf ich eine Kreatur mit Schutz exilieren?", "exile"),
    ("de", "mein Planeswalker hat keine Loyalität mehr", "loyalty"),
    ("pt", "posso responder à contramágica do oponente?", "counter"),
    ("it", "la resistenza della creatura scende a 0", "toughness"),
    ("pt", "roubei a criatura do meu oponente e ela morreu", "gain control"),
    ("it", "ho rubato una creatura al mio avversario", "gain control"),
    ("de", "mein Gegner hat meine Kreatur geklaut", "gain control"),
    ("pt", "minha criatura mutada morreu", "mutate"),
    # a game of four is multiplayer (CR 800.1; fr-062, de-057)
    ("fr", "partie à 4, un adversaire a exilé ma créature", "multiplayer"),
    ("de", "Vierer-Partie: der Beschützer meiner Belagerung verlässt das Spiel", "multiplayer"),
    # a mutated creature is a merged permanent (CR 702.140c, 730.3: where its cards go; en-056, pt-060)
    ("pt", "minha criatura mutada morreu", "merged permanent"),
    ("en", "my mutated creature gets destroyed, where do the cards go", "merged permanent"),
    # an action repeated without end is a loop (CR 732, Handling Infinite Loops; questions written for this test:
    # `infinito` had been found nowhere, de Endlosschleife not read)
    ("es", "un combo infinito con dos habilidades, ¿qué hago?", "loop"),
    ("it", "ciclo infinito di abilità, come si risolve?", "loop"),
    ("pt", "loop infinito de habilidades, o que fazer?", "loop"),
    ("de", "Endlosschleife mit zwei Fähigkeiten, was tun?", "loop"),
    ("fr", "boucle infinie entre deux capacités déclenchées", "loop"),
    # the variants by their abbreviations (2HG: CR 810; EDH: CR 903): `2HG:` had searched the digit 2 (en-154, pt-149)
    ("en", "2HG: my trigger and my teammate's trigger at once, who stacks first?", "two-headed giant"),
    ("pt", "2HG: meu parceiro ja manteve a mão, ainda posso dar mulligan?", "two-headed giant"),
    ("es", "en EDH mi comandante murió, ¿vuelve a la zona de mando?", "commander"),
])
def test_judges_words_reach_the_rules_words(index, lang, question, wording):
    from rulesdb.search.compile import compile_query

    compiled = compile_query(parse_query(question)[0], lang, index)
    assert wording in compiled.expanded, compiled.expanded


def test_a_word_of_a_longer_term_is_not_also_a_judges_word_on_its_own(search_home):
    # pt `batalha` alone is a battle (the judges' word above); inside campo de batalha, the battlefield the term base
    # finds, it is no battle as well (pt-009 of the judge questions searched battle beside battlefield)
    from rulesdb.app import Session

    with Session(search_home) as s:
        said = s.search("uma ficha que foi pro cemitério pode voltar pro campo de batalha", lang="pt").expansions
    assert "battlefield" in said and "battle" not in said, said


# -- German verb forms ------------------------------------------------------------------------------

def _position(tree, typed: str) -> int:
    return next(w.pos for w in tree.items if w.text.strip(",") == typed)


@pytest.mark.parametrize("question", [
    "meine Kreatur phast aus, was passiert mit der Aura",  # de-010 of the judge questions (702.26g)
    "meine Kreatur phast ab",
])
def test_a_german_verb_form_the_cards_never_print_is_read_as_its_infinitive(index, question):
    # `phast` (er phast aus: it phases out) is stemmed apart from `phasen`, which the word table learnt from the
    # cards as phase; the particle ending the clause is part of the verb, no concept of its own
    from rulesdb.search.compile import compile_query

    tree = parse_query(question)[0]
    compiled = compile_query(tree, "de", index)
    english = {m.terms for m, _c in compiled.covers if m.lang == "en"}
    assert ("phase",) in english, english
    particle = question.split()[3].strip(",")
    assert _position(tree, particle) not in compiled.concepts
    assert _position(tree, "Kreatur") in compiled.concepts


def test_a_separable_particle_belongs_to_the_verb_of_its_clause(index):
    # `wirft ... ab` ends its clause at the comma; `ab` before `wie viel` ends none (the next word opens a clause
    # but `ab` has no word before it)
    from rulesdb.search.compile import _Compiler

    compiler = _Compiler("de", index, None)
    tree = parse_query("er wirft eine Karte ab, wenn er zieht")[0]
    owners, particles = compiler._separable(tree.items)
    assert particles == {_position(tree, "ab")}
    assert set(owners) == {w.pos for w in tree.items[:4]}  # er wirft eine Karte, not `wenn er zieht`
    assert set(owners.values()) == {"ab"}
    owners, particles = compiler._separable(parse_query("ab wie viel Kommandeurschaden verliert ein Spieler")[0].items)
    assert not particles and not owners
    assert compiler._infinitive_keys("phast", "de", "aus") == ["phas"]  # no ausphasen on the cards: phasen
    assert compiler._infinitive_keys("Karte", "de", None) == []


def test_a_german_compound_the_cards_never_print_is_translated_part_by_part(index):
    # de-030 of the judge questions: `Kampfschadenssegment,` (the comma typed after it kept it whole) is the
    # combat damage step; `Lebenspunktzahl` is cut where the word table knows both parts (Lebenspunkt: life),
    # not `Lebens|punktzahl` as the corpus's words cut it
    from rulesdb.search.compile import _Compiler
    from rulesdb.search.expansion import decompounder

    compiler = _Compiler("de", index, decompounder(index))
    english = {m.terms[0] for m in compiler.word_translations("Kampfschadenssegment,", "de")}
    assert {"combat", "step"} <= english, english
    assert compiler._translated_parts("Lebenspunktzahl", "de") == ("lebenspunkt", "zahl")
    assert "life" in {m.terms[0] for m in compiler.word_translations("Lebenspunktzahl", "de")}
    assert compiler._translated_parts("Mehrspielerpartie", "de") == ()


@pytest.mark.parametrize("question, wording", [
    ("im zweiten Kampfschadenssegment, wer teilt Schaden aus wenn eine Kreatur Erstschlag hat", "deal damage"),  # de-030
    ("mein Gegner legt eine Karte ab, was passiert", "discard"),
])
def test_a_judges_german_verb_split_by_its_particle_is_read_as_the_jargon_says(index, question, wording):
    # `teilt ... aus` is austeilen, `legt ... ab` ablegen: judges' verbs (the cards print zufügen, abwerfen)
    from rulesdb.search.compile import compile_query

    compiled = compile_query(parse_query(question)[0], "de", index)
    assert wording in compiled.expanded, compiled.expanded


def test_a_word_of_a_longer_term_is_not_read_otherwise_on_its_own(search_home):
    # fr-006 of the judge questions: `face cachée` is face down; `face` on its own was also searched as face up
    from rulesdb.app import Session
    from rulesdb.search.compile import compile_query

    with Session(search_home) as s:
        question = "une créature face cachée quitte le champ de bataille, faut-il la montrer"
        compiled = compile_query(parse_query(question)[0], "fr", s.index, None, s.termbase)
        assert "face down" in compiled.expanded and "face up" not in compiled.expanded, compiled.expanded
        compiled = compile_query(parse_query("une carte double face dans le cimetière")[0], "fr", s.index, None,
                                 s.termbase)
        assert "double-faced card" in compiled.expanded, compiled.expanded


def test_a_keywords_rule_ranks_below_the_general_rule_when_the_question_does_not_name_the_keyword(search_home):
    # es-012 of the judge questions: "is the mana I did not spend lost when we go to combat?" quotes the words of
    # 702.189a (Firebending: "until end of combat, you don't lose this mana"), which holds only for a creature
    # with firebending; the answer is the rule for every player's mana, 106.4 (mana empties between steps)
    from rulesdb.app import Session

    with Session(search_home) as s:
        hits = s.search("¿el maná que no gasté se pierde al pasar al combate?", lang="es", limit=5).hits
        assert hits[0].id == "106.4", [h.id for h in hits]
        assert "702.189a" in [h.id for h in hits]  # lower, not gone
        # named, the keyword's rule is what is asked about
        hits = s.search("is the mana from firebending lost when we go to combat", lang="en", limit=5).hits
        assert hits[0].id == "702.189a", [h.id for h in hits]


# -- close spellings of the words found nowhere ---------------------------------------------------------------

def test_a_typo_reads_as_letters_exchanged_or_as_one_letter_off_in_a_long_word():
    from rulesdb.search.spelling import _typo, edit_distance

    assert edit_distance("frist", "first") == 1 and edit_distance("criatrua", "criatura") == 1
    assert edit_distance("abc", "xyz") == 3 and edit_distance("a", "abcdef") == 3  # at the limit
    assert _typo("frist", "first") and _typo("criatrua", "criatura")  # neighbours exchanged
    assert _typo("priorty", "priority") and _typo("cementrio", "cementerio")  # a letter left out, long words
    # short words one letter apart are often both words: Spanish saca/saga, cuenta/cuesta, German Wert/Welt
    assert not _typo("saca", "saga") and not _typo("cuenta", "cuesta") and not _typo("wert", "welt")


def test_a_mistyped_word_found_nowhere_is_offered_the_word_meant(search_home):
    from rulesdb.app import Session
    from rulesdb.search_output import render_search

    with Session(search_home) as s:
        # English: the rules' own words (the index's spelling corrector)
        result = s.search("what happens when a creature with frist strike blocks", lang="en")
        assert result.respellings == (("frist", "first"),)
        assert "found nowhere in the rules: frist (first?)" in render_search(result).splitlines()
        # Spanish, German: the words of the term base's wordings, as the cards print them
        result = s.search("cuando una criatrua con dañar primero bloquea", lang="es")
        assert result.respellings == (("criatrua", "criatura"),)
        result = s.search("kann ein Spielstein, der auf den Freidhof gelegt wurde, zurück", lang="de")
        assert result.respellings == (("Freidhof", "Friedhof"),)
        # a word that is no typo is offered nothing (calcola, of calcolare: no word the search finds either)
        result = s.search("come si calcola la forza di una creatura", lang="it")
        assert result.unmatched == ("calcola",) and result.respellings == ()


def test_a_rule_of_the_parts_of_a_card_ranks_below_the_rule_that_says_what_happens(search_home):
    # A question names a card's parts (power, toughness) to ask what happens; chapter 2 defines the parts (208:
    # power/toughness), 604.3/613 say how a characteristic-defining ability and an effect combine. Written for this
    # test (not in the judge questions); before, 208.2a came first.
    from rulesdb.app import Session

    question = ("a creature whose power is defined by a characteristic-defining ability gets +1/+1 from an aura, "
                "what is its power")
    with Session(search_home) as s:
        got = [h.id for h in s.search(question, lang="en", limit=5).hits]
    assert got[0] in ("604.3", "613.4a", "604.3a"), got
    assert "208.2a" in got, got  # still found, below


@pytest.mark.parametrize("lang, question, english", [
    # written for this test (not judge questions of the dev set)
    # German participles, which the stemmer leaves apart from the infinitives the cards print (neutralisieren,
    # zerstören, opfern: CR 701.6 counter, 701.8 destroy, 701.21 sacrifice)
    ("de", "was passiert mit einem Zauberspruch, der neutralisiert wurde", "counter"),
    ("de", "wurde die Kreatur zerstört oder geopfert", "destroy"),
    ("de", "wurde die Kreatur zerstört oder geopfert", "sacrifice"),
    ("de", "bleibt ein getapptes Land getappt", "tap"),
    # the French third person plural, which the stemmer leaves whole (bloquent, déclenchent: bloque, déclenche)
    ("fr", "que se passe-t-il quand deux créatures bloquent la même créature", "block"),
    ("fr", "les capacités qui se déclenchent en même temps", "trigger"),
])
def test_a_verb_form_the_stemmer_leaves_apart_reaches_its_term(search_home, lang, question, english):
    from rulesdb.app import Session

    with Session(search_home) as s:
        said = s.search(question, lang=lang).expansions
    assert english in said, said


def test_the_wording_the_languages_own_rules_hold_to_is_the_rules_term(search_home):
    # pt `jogo`: the pt-BR CR says it for game in 118 of 121 rules; the cards print it in `entra em jogo` (comes
    # into play), so the term base and the word table learnt from cards read play
    from rulesdb.app import Session

    with Session(search_home) as s:
        said = s.search("o jogador que perde o jogo sai da partida", lang="pt").expansions
        assert "game" in said and "play" not in said, said
        assert s.termbase.translate("jogo", "pt")[0].concept == "game"


@pytest.mark.parametrize("lang, question, named", [
    # written for this test (not judge questions of the dev set)
    ("es", "una ficha que se puso en el cementerio desde el campo de batalla, ¿sigue existiendo?", None),
    ("en", "how much life does sacrificing a Food token give", "111.10b"),
    ("es", "una ficha de Comida, ¿cuánta vida da?", "111.10b"),
])
def test_a_predefined_tokens_rule_answers_only_where_the_token_is_named(search_home, lang, question, named):
    # CR 111.10a-z each define one token (Treasure, Food, the Roles); 111.10q's Wicked Role says "put into a
    # graveyard from the battlefield", which a question about any token going to the graveyard quotes
    from rulesdb.app import Session

    with Session(search_home) as s:
        first = [h.rule for h in s.search(question, lang=lang, limit=5).hits]
    if named:
        assert first[0] == named, first
    else:
        assert not first[0].startswith("111.10"), first


def test_a_rule_saying_only_what_kind_of_ability_a_keyword_is_answers_no_question(search_home):
    # CR 702.12a "Indestructible is a static ability." matches every question naming the keyword; what it does is
    # in 702.12b (written for this test, not a judge question of the dev set)
    from rulesdb.app import Session
    from rulesdb.search.rank import _kind_only

    with Session(search_home) as s:
        first = [h.rule for h in s.search("¿se puede sacrificar una criatura indestructible?", lang="es",
                                          limit=5).hits]
        english = {d.rule: d.text for d in s.index.rules(["702.12", "702.2"], {"en": s.index.lexicon.languages["en"].default})}
    assert first[0] != "702.12a" and "702.12b" in first[:2], first
    assert _kind_only(english) == {"702.12a", "702.2a"}, sorted(_kind_only(english))


def test_chinese_question_words_between_terms_are_no_concept(search_home):
    # 怎样 (how) is rare in the rules' text: a piece of its own, it weighed most of the query's coverage
    from rulesdb.app import Session
    from rulesdb.search.compile import compile_query
    from rulesdb.search.query import parse_query

    with Session(search_home) as s:
        tree, _filters = parse_query("生物勘察时翻出地牌或非地牌会怎样")
        compiled = compile_query(tree, "zh", s.index, None, s.termbase)
    pieces = [m.terms for m, _c in compiled.covers if not m.phrase or len(m.terms) == 1]
    assert ("勘察",) in pieces and not any("怎样" in t for t in pieces), pieces


def test_a_definition_pointing_at_a_keyword_title_gives_way_to_the_subrule_that_answers(search_home):
    # the glossary entry Reach ("... block an attacking creature with flying. See rule 702.17.") matches the
    # question best and stands for 702.17, a rule that is only the title Reach; 702.17b says a creature with
    # flying can't be blocked except by creatures with flying and/or reach (question written for this test); so
    # does 702.9b, of flying, now that the judges' `voladora` reads as flying
    from rulesdb.app import Session

    with Session(search_home) as s:
        hits = s.search("¿una criatura con alcance puede bloquear a una criatura voladora?", lang="es", limit=5).hits
    rules = [h.rule for h in hits]
    assert rules[0] in ("702.17b", "702.9b") and "702.17b" in rules[:2], rules
    assert "702.17" in rules and next(h for h in hits if h.rule == "702.17").definition is not None, rules


def test_a_definition_whose_rule_the_translation_lacks_merges_into_todays_english_rule(search_home):
    # the pt-BR 2020 glossary entry Benção da Cidade (city's blessing) cites 702.131 (ascend), a rule the pt-BR
    # pages of the corpus do not translate: the entry stood as a hit of its own, above 702.131b (a permanent
    # with the city's blessing keeps it for the rest of the game). It now stands for the English rule of today,
    # shown with it (question from tests/data/judge_questions.json, pt-069)
    from rulesdb.app import Session

    with Session(search_home) as s:
        hits = s.search("ganhei a bênção da cidade com 10 permanentes, mas o oponente destruiu três. eu perco a "
                        "bênção?", lang="pt", limit=5).hits
    assert all(h.kind == "rule" for h in hits), [(h.kind, h.id) for h in hits]
    assert hits[0].rule.startswith("702.131"), [h.rule for h in hits]
    assert any(h.rule == "702.131" and h.lang == "en" and h.definition and h.definition[0] == "Benção da Cidade"
               for h in hits), [(h.rule, h.definition[:1]) for h in hits]


@pytest.mark.parametrize("query, first_strike", [
    ("quando a etapa de combate inicia, quem recebe prioridade?", False),  # inicia: begins
    ("minha criatura com iniciativa bloqueia uma criatura sem iniciativa", True),  # Iniciativa: pt first strike
])
def test_a_word_sharing_only_the_stem_of_a_keyword_is_not_the_keyword(search_home, query, first_strike):
    # the expansion table is keyed by stems: pt `inicia` (begins) and `Iniciativa` (first strike on pt cards)
    # are both `inic`, and "when the combat step begins" searched first strike (702.7b first). The term base's
    # STEM_SHARE rule now holds for the expansion table too (questions written for this test)
    from rulesdb.app import Session

    with Session(search_home) as s:
        result = s.search(query, lang="pt", limit=5)
    assert ("first strike" in result.expansions) == first_strike, result.expansions
    assert (result.hits[0].rule.startswith("702.7")) == first_strike, [h.rule for h in result.hits]


def test_a_number_inside_a_japanese_run_is_searched(search_home):
    # タフネスが0になった: the run's character pairs left the 0 out, and 704.5f (toughness 0 or less: put into
    # its owner's graveyard) said no more than any rule on toughness (question written for this test)
    english, rules = _japanese_searched(search_home, "タフネスが0になったクリーチャーはどうなる？")
    assert "0" in english, english
    assert "704.5f" in rules[:3], rules


def _japanese_searched(home, question: str) -> tuple[set, list]:
    """The English terms a Japanese question is searched with, and the rules of its first five hits."""
    from rulesdb.app import Session
    from rulesdb.search.compile import compile_query
    from rulesdb.search.query import parse_query

    with Session(home) as s:
        tree, _filters = parse_query(question)
        compiled = compile_query(tree, "ja", s.index, None, s.termbase)
        rules = [h.rule for h in s.search(question, lang="ja", limit=5).hits]
    return set(compiled.terms.get("en", ())), rules


def test_a_judges_word_inside_a_japanese_run_is_read_as_the_registry_says(search_home):
    # 対応 (respond) is jargon the cards seldom print: in the run between two terms (に対応して何かできますか) it
    # is read as the registry's respond, priority, stack, as it is where it stands alone (ja-010 of the judge
    # questions: can anything be done in response to a mana ability? 605.3b: no, they don't use the stack)
    english, rules = _japanese_searched(search_home, "マナ能力に対応して何かできますか")
    assert {"respond", "prioriti", "stack"} <= english, english
    assert any(r.startswith("605.3") for r in rules[:3]), rules


def test_a_japanese_run_is_cut_at_its_terms_each_a_concept(search_home):
    # as Chinese is: a rule naming shroud, creature and Aura covers more of the question than one naming creature
    # (one concept for the whole run made every match cover all of it; ja-026 of the judge questions)
    from rulesdb.app import Session
    from rulesdb.search.compile import compile_query
    from rulesdb.search.query import parse_query

    with Session(search_home) as s:
        tree, _filters = parse_query("被覆を持つクリーチャーに自分でオーラをつけられる？")
        compiled = compile_query(tree, "ja", s.index, None, s.termbase)
    concept_of = {m.terms: concepts for m, concepts in compiled.covers if m.lang == "en" and len(concepts) == 1}
    assert {("shroud",), ("creatur",), ("aura",)} <= set(concept_of), concept_of
    assert len({concept_of[t] for t in (("shroud",), ("creatur",), ("aura",))}) == 3, concept_of


def test_a_variants_rule_ranks_below_the_general_rule_where_the_question_does_not_name_the_variant(search_home):
    # CR 905.2b (Conspiracy Draft: "Any player can look at this information at any time during the draft or game")
    # quotes a question on looking at a face-down creature; the rule for every game is 708.5. pt-042 of the judge
    # questions (written 2026-12-02 before its answers were looked at)
    from rulesdb.app import Session

    with Session(search_home) as s:
        hits = s.search("posso olhar a minha criatura virada para baixo durante o jogo? e o oponente pode ver ela?",
                        lang="pt", limit=10).hits
        assert hits[0].rule == "708.5", [h.rule for h in hits]
        # named, the variant's rule is what is asked about
        hits = s.search("in a Conspiracy Draft can any player look at the information a card had noted",
                        lang="en", limit=3).hits
        assert hits[0].rule == "905.2b", [h.rule for h in hits]


def test_a_rule_of_an_older_translation_and_the_english_rule_it_is_today_are_one_hit(search_home):
    # pt-001 of the judge questions: the pt-BR 2020 rules 103.4 and 103.4c are 103.5 and 103.5c of the English of
    # 2026-08-07, which the question found too (they were shown twice, in Portuguese and as English fallbacks)
    from rulesdb.app import Session

    with Session(search_home) as s:
        hits = s.search("quantas cartas eu coloco no fundo do grimório depois de dar mulligan duas vezes",
                        lang="pt", limit=10).hits
    today = [h.now if h.now else h.id for h in hits if h.kind == "rule"]
    assert len(today) == len(set(today)), [(h.lang, h.id, h.now) for h in hits]
    assert {"103.5", "103.5c"} <= set(today), today
    assert all(h.lang == "pt" for h in hits if h.kind == "rule" and (h.now or h.id) in ("103.5", "103.5c"))


def test_a_rule_gone_from_todays_rules_comes_after_todays_rules(search_home):
    # pt-038 of the judge questions: the pt-BR 2020 rules on damage assignment order (509.2, 509.3 and the glossary
    # entry citing 509.2), dropped from the English rules since, ranked among today's rules on blocking and combat
    # damage; asked of the pt-BR 2020 release itself, they are its rules and rank where they score
    from rulesdb.app import Session

    q = "se eu não atacar com nada no meu turno, ainda tem etapa de declaração de bloqueadores e de dano de combate?"
    with Session(search_home) as s:
        today = s.search(q, lang="pt", limit=10).hits
        then = s.search(q, lang="pt", rev="2020-11-20", limit=10).hits
    assert today and all(h.now != "" for h in today), [(h.id, h.now) for h in today]
    gone = [i for i, h in enumerate(then) if h.now == ""]
    assert gone and gone[0] < 3, [(h.id, h.now) for h in then]


@pytest.mark.parametrize("question, passive", [
    # en-038 of the judge questions
    ("my attacker got tapped by an opponent's spell, does it still deal combat damage", True),
    ("a creature gets bounced in response, what happens to the aura", True),
    ("the creature gets +1/+1 until end of turn", False),  # `gets` +1/+1, the rules' own word
])
def test_english_get_before_a_participle_is_a_passive_and_no_concept(search_home, question, passive):
    from rulesdb.app import Session
    from rulesdb.search import parse_query
    from rulesdb.search.compile import compile_query

    with Session(search_home) as s:
        compiled = compile_query(parse_query(question)[0], "en", s.index, None, s.termbase)
    searched = {t for m, _c in compiled.covers for t in m.terms}
    assert ("get" not in searched) == passive, sorted(searched)


def test_a_chinese_term_too_common_to_search_is_no_cut_of_the_run(search_home):
    # zh-041 of the judge questions (written 2026-12-02 before its answers were looked at): 牌 (a card) three
    # times made three concepts of its own, and the rules on cards (108) answered; the draw replacement with an
    # empty library is 121.6a (or 614.11)
    from rulesdb.app import Session
    from rulesdb.search import parse_query
    from rulesdb.search.compile import compile_query

    question = "牌库已经没牌了，但是我有替代抓牌的效应，这时候抓牌还会让我输吗"
    with Session(search_home) as s:
        compiled = compile_query(parse_query(question)[0], "zh", s.index, None, s.termbase)
        assert ("牌",) not in {m.terms for m, _c in compiled.covers}
        first = s.search(question, lang="zh", limit=3).hits[0].rule
    assert first in ("121.6a", "614.11"), first


def test_a_question_saying_return_finds_the_rule_that_says_come_back(search_home):
    # CR 111.8: a token that has left the battlefield "can't move to another zone or come back onto the
    # battlefield"; a judge asks whether it can return (written for this test; de-003 of the judge questions alike)
    from rulesdb.app import Session

    with Session(search_home) as s:
        hits = s.search("can a token that went to the graveyard return to the battlefield", lang="en", limit=3).hits
        assert hits[0].rule == "111.8", [h.rule for h in hits]
        hits = s.search("kann ein Spielstein, der auf den Friedhof gelegt wurde, zurück aufs Schlachtfeld kommen",
                        lang="de", limit=5).hits
        assert "111.8" in [h.rule for h in hits], [h.rule for h in hits]


def test_a_german_word_joined_by_a_hyphen_is_searched_as_its_words(search_home):
    # German joins an English card word to its own: `Spree-Karte` is a card with spree (CR 702.172a: "Spree is
    # a static ability found on some modal spells ... an additional cost for each mode chosen"); the joined word
    # as a whole had matched nothing in English (de-083 of the judge questions, written for this test alike)
    from rulesdb.app import Session

    with Session(search_home) as s:
        result = s.search("Spree-Karte: muss ich für jeden Modus die Zusatzkosten zahlen", lang="de", limit=3)
        assert result.hits[0].rule.startswith("702.172"), [h.rule for h in result.hits]
        # alone, and in German quotes
        for query in ("„Spree-Karte“", "Spree-Karte?"):
            hits = s.search(query, lang="de", limit=3).hits
            assert hits[0].rule.startswith("702.172"), (query, [h.rule for h in hits])


def test_a_glossary_entry_citing_no_rule_stands_for_the_rule_of_its_title(search_home):
    # the CR's glossary entry "Sneak" (2026-08-07) cites no rule; 702.190 is titled "Sneak": the entry found by
    # its words is one hit with that rule, shown with it, not a hit of its own (it stood first, as pt-BR `Bis`
    # for 702.141 Encore did)
    from rulesdb.app import Session

    with Session(search_home) as s:
        hits = s.search("returning an unblocked attacking creature to its owner's hand as an alternative cost, "
                        "does the creature enter tapped and attacking", lang="en", limit=5).hits
    assert not [h for h in hits if h.kind == "glossary"], [h.id for h in hits]
    assert [h.definition[0] for h in hits if h.rule == "702.190"] == ["Sneak"], [(h.id, h.definition) for h in hits]


def test_portuguese_players_words_for_trigger_and_find_are_read(search_home):
    # pt-BR cards and rules print `desencadear` (habilidade desencadeada); players say `dispara` (pt-084 of the
    # judge questions); `achei` (I found) is the CR's `find` (701.23b: a player "isn't required to find" cards)
    from rulesdb.app import Session

    with Session(search_home) as s:
        result = s.search("a habilidade de quando atacar e não for bloqueada dispara?", lang="pt")
        assert "dispara" not in result.unmatched, result.unmatched
        result = s.search("procurei um terreno no grimório e não achei nenhum, ganho a vida?", lang="pt")
        assert "achei" not in result.unmatched, result.unmatched


def test_a_long_word_is_not_read_by_the_short_stem_it_shares(search_home):
    # es `entrenamiento` (training, CR 702.149) is stemmed `entren`, as `entren` (they enter) is: the word
    # table's `enter` for that stem had overruled the term base's printed `entrenamiento` (es-077 of the judge
    # questions)
    from rulesdb.app import Session

    with Session(search_home) as s:
        hits = s.search("mi criatura con entrenamiento ataca junto a otra con la misma fuerza, recibe el contador?",
                        lang="es", limit=3).hits
    assert hits[0].rule.startswith("702.149"), [h.rule for h in hits]


def test_a_translations_entry_citing_no_rule_stands_for_the_english_rule_of_its_title(search_home):
    # pt-BR 2020's glossary entry `Bis` (Encore) cites no rule, and the translation lacks 702.140 Encore; the
    # English rule titled Encore today (702.141, CR 2026-08-07) stands for it, shown with the entry (it stood
    # as a hit of its own above the rule: pt-078 of the judge questions)
    from rulesdb.app import Session

    with Session(search_home) as s:
        hits = s.search("ativei o encore de uma criatura do cemitério num jogo de quatro jogadores, quantas fichas "
                        "eu crio e quem elas atacam?", lang="pt", limit=5).hits
    assert not [h for h in hits if h.kind == "glossary"], [h.id for h in hits]
    assert hits[0].rule == "702.141a", [h.rule for h in hits]
    assert [h.definition[0] for h in hits if h.rule == "702.141"] == ["Bis"], [(h.id, h.definition) for h in hits]


def test_a_judges_phrase_made_of_stop_words_and_a_word_is_not_read_in_that_word_alone(search_home):
    # the jargon `on the play` (goes first) and `in play` (the battlefield) were looked up as `play`, their only
    # word that is no stop word: every question saying `play` searched `first turn` (en-087 of the judge questions)
    from rulesdb.app import Session

    with Session(search_home) as s:
        result = s.search("I have a permanent that lets me play lands from my graveyard, can I play one during my "
                          "opponent's turn?", lang="en")
    assert "first turn" not in result.expansions and "battlefield" not in result.expansions, result.expansions


def test_a_term_said_twice_is_not_a_word_found_nowhere(search_home):
    # `compañeros` after `compañero` (companion, 702.139): the term is searched once; the second time it had
    # been listed among the words found nowhere in the rules
    from rulesdb.app import Session

    with Session(search_home) as s:
        result = s.search("mi compañero y dos compañeros", lang="es")
    assert result.hits and result.unmatched == (), result.unmatched
    assert "companion" in result.expansions, result.expansions


def test_a_function_word_is_read_as_no_game_term(search_home):
    # it `furono` (they were) is stemmed `fur`, as the cards' `Furia` (rampage, CR 702.23) is
    from rulesdb.app import Session

    with Session(search_home) as s:
        result = s.search("le creature furono distrutte", lang="it", limit=5)
    assert "rampage" not in result.expansions, result.expansions
    assert not [h for h in result.hits if h.rule.startswith("702.23")], [h.rule for h in result.hits]


@pytest.mark.parametrize("lang, query, meant, wrong", [
    # es `murió` (died) is stemmed `mur`, as the cards' Muro (wall) is
    ("es", "la criatura murió en combate, se dispara su habilidad?", "dies", "wall"),
    # it `pesco` (I draw) is stemmed `pesc`, as the cards' Pesce (Fish) is
    ("it", "pesco una carta durante il mantenimento", "draw", "fish"),
])
def test_an_irregular_form_is_read_as_its_word_not_as_a_term_sharing_its_stem(search_home, lang, query, meant,
                                                                               wrong):
    from rulesdb.app import Session

    with Session(search_home) as s:
        result = s.search(query, lang=lang, limit=5)
    assert meant in result.expansions and wrong not in result.expansions, result.expansions


def test_a_word_the_jargon_reads_as_typed_is_not_read_by_its_stem(search_home):
    # fr `vole` (steals) is stemmed `vol`, as the cards' `vol` (flying) is: read as typed, it is gaining control
    # (fr-077 of the judge questions); `le vol` is still flying
    from rulesdb.app import Session

    with Session(search_home) as s:
        stolen = s.search("l'adversaire vole ma créature, qui la contrôle à la fin du tour ?", lang="fr")
        flying = s.search("une créature avec le vol peut-elle bloquer ?", lang="fr")
    assert "gain control" in stolen.expansions and "flying" not in stolen.expansions, stolen.expansions
    assert "flying" in flying.expansions, flying.expansions


def test_german_choosing_is_not_targeting(search_home):
    # de `wählen` (to choose) is stemmed `wahl`, as old cards' "Kreatur deiner Wahl" (target creature) is; the
    # term base read the word as target (de-029 of the judge questions: "das gleiche Objekt zweimal wählen")
    from rulesdb.app import Session

    with Session(search_home) as s:
        result = s.search("darf ich zwischen zwei Zielen das gleiche Objekt zweimal wählen", lang="de")
    assert "choose" in result.expansions, result.expansions


def test_german_kommt_is_entering_the_battlefield_only_with_ins_spiel(search_home):
    # the cards print "kommt ... ins Spiel" (enters the battlefield); a judge's `wohin kommt sie` (where does it
    # go) is no such thing, and `kommt` alone read as it pulled such questions to 403 and 707.5
    from rulesdb.app import Session

    with Session(search_home) as s:
        goes = s.search("wenn ich eine Karte abwerfe, wohin kommt sie?", lang="de")
        enters = s.search("wenn die Kreatur ins Spiel kommt, löst ihre Fähigkeit aus?", lang="de")
        cards_say = s.search("die Kreatur kommt ins Spiel, löst das aus?", lang="de")
    assert "enters the battlefield" not in goes.expansions, goes.expansions
    assert "enters the battlefield" in enters.expansions, enters.expansions
    assert "enters the battlefield" in cards_say.expansions, cards_say.expansions


@pytest.mark.parametrize("query", ["?", "¿¡", "🙂🙂"])
def test_a_query_of_punctuation_or_symbols_is_an_empty_query(search_home, query):
    from rulesdb.cli import main

    r = CliRunner().invoke(main, ["search", query, "--home", str(search_home)])
    assert r.exit_code == 2 and "empty query" in r.output and len(r.output.strip().splitlines()) == 1, r.output


def test_stop_words_alone_name_no_glossary_entry_but_if_names_its_own(index):
    # `If` is a glossary entry whose term analyses to nothing (a stop word), as `the of and` does: it was the
    # answer to every such query
    assert not [h for h in run(index, "the of and", lang="en").hits if h.id == "If"]
    assert run(index, "if", lang="en").hits[0].id == "If"


def test_a_multiplayer_option_is_searched_by_the_variants_that_always_use_it(search_home):
    # CR 805.1: the shared team turns option is always used in Two-Headed Giant (see rule 810) and Archenemy (see
    # rule 904); its rules never name either, and judges name the variant (fr-158 of the judge questions). 810.2
    # cites 805 the other way (a variant citing its options): not read, the options of six variants would drown
    # the titles they hold
    from rulesdb.app import Session
    from rulesdb.search.document import _context, _variant_users

    with Session(search_home) as s:
        nodes = list(s.corpus.tree("en", "2026-08-07"))
    titles = {str(n.id): n.title for n in nodes if n.title}
    users = _variant_users(nodes, titles)
    assert users["805"] == {"Two-Headed Giant Variant", "Archenemy"}, users
    assert "810" not in users.get("805", ()) and "802" not in users, users
    node = next(n for n in nodes if str(n.id) == "805.10c")
    assert _context(node, titles, users) == _context(node, titles, {}) + " Archenemy Two-Headed Giant Variant"
    assert _context(node, titles, {}).startswith("Shared Team Turns Option")


def test_an_english_word_typed_inside_a_chinese_run_is_searched_in_english(search_home):
    # zh-190 of the judge questions (batch 2026-12-06t, held out): `选了我场上的一条龙来behold` asks about behold, the
    # keyword action of CR 701.4; the word in Latin letters between two Chinese terms had been left to the word
    # table, which knows no English (written for this test: the same run, shorter)
    from rulesdb.app import Session

    with Session(search_home) as s:
        hits = s.search("选了我场上的一条龙来behold", lang="zh", limit=3).hits
    assert [h.rule for h in hits][:1] == ["701.4a"], [h.rule for h in hits]


@pytest.mark.parametrize("question, lang, asked", [
    # a judge's report of a dispute at the table (batch 2026-12-06v of the judge questions): `who is right?`, `Wer
    # hat recht?`, `qui a raison ?` say a question is asked, not what about; they are not searched
    ("does combat damage use the stack", "en", "who is right, is that correct?"),
    ("verwendet Kampfschaden den Stapel", "de", "wer hat recht, stimmt das?"),
    ("les blessures de combat utilisent-elles la pile", "fr", "qui a raison, c'est vrai ?"),
    ("el daño de combate usa la pila", "es", "¿quién tiene razón, es así?"),
])
def test_the_words_of_a_dispute_are_not_searched(search_home, question, lang, asked):
    from rulesdb.app import Session

    with Session(search_home) as s:
        plain = [h.id for h in s.search(question, lang=lang, limit=5).hits]
        disputed = [h.id for h in s.search(f"{question}? {asked}", lang=lang, limit=5).hits]
    assert plain and disputed == plain, (plain, disputed)


def test_the_numbers_of_a_story_do_not_pull_the_rules_examples(search_home):
    # it-230 of the judge questions (batch 2026-12-06y, held out): a player's story with `per fare 2 danni al suo
    # attaccante`; the example of 120.4d (`... deals 2 damage to ...`) came first for its `2` and `danni`, the rule
    # that answers (instants and kindred, 308.1) nowhere. Numbers of a question of eight words or more are no
    # concept; zero and a signed counter are (toughness 0; +1/+1)
    from rulesdb.app import Session
    from rulesdb.search.compile import _without_story_numbers
    from rulesdb.search.query import Group, Word

    story = ("giocavo goblin in pauper: nel turno del mio avversario, mentre attaccava, ho lanciato Tarfire per fare 2 "
             "danni al suo attaccante. lui dice che le carte tribali si possono giocare solo nella mia fase principale")
    with Session(search_home) as s:
        hits = [h.rule for h in s.search(story, lang="it", limit=3).hits]
    assert hits and "120.4d" not in hits, hits
    words = "my 3/3 with a +1/+1 counter has toughness 0 after 2 damage".split()
    kept = _without_story_numbers(Group("soft", tuple(Word(w, k) for k, w in enumerate(words))))
    assert [w.text for w in kept.items] == [w for w in words if w not in ("3/3", "2")]
    short = Group("soft", tuple(Word(w, k) for k, w in enumerate("prevent 3 damage".split())))
    assert _without_story_numbers(short) == short


@pytest.mark.parametrize("question, lang, asks_unless", [
    ("al menos dos criaturas atacando", "es", False),   # at least
    ("pelo menos duas criaturas atacando", "pt", False),
    ("ataca a menos que pague dos", "es", True),
    ("attacca a meno che paghi due", "it", True),
])
def test_a_connective_is_read_only_in_its_whole_wording(search_home, index, question, lang, asks_unless):
    # the word table learnt es/pt `menos` as unless (0.35/0.52) from `a menos que`, the only way the cards say it;
    # `al menos dos criaturas` then searched and highlighted "unless" in 508.1c. The term base reads the whole
    # wording first; a word of it left alone is not the connective
    from rulesdb.app import Session
    from rulesdb.search.compile import compile_query

    tree, _ = parse_query(question)
    with Session(search_home) as s:
        english = compile_query(tree, lang, index, None, s.termbase).terms.get("en", set())
    assert english, question
    assert ("unless" in english) is asks_unless, english
