"""`rulesdb search`: full-text search in every language. Thin: parse options, call `search.search`, render."""
from __future__ import annotations

import sys

import click

from ..cli import home_option, json_option, progress_bar, session
from ..i18n import N_, _

__all__ = ["search"]


@click.command(help=N_("Search the rules: words, \"phrases\", AND/OR/NOT, lang:xx, rev:DATE, rule numbers "
                       "(702.7, 601.2f-h)."))
@click.argument("query", nargs=-1, required=True)
@click.option("--lang", "-l", default=None,
              help=N_("Language of the query and of the results, or 'all' (default: guessed from the query, else en)."))
@click.option("--rev", default=None, help=N_("The release in force on this date (YYYY-MM-DD), or 'undated'."))
@click.option("--limit", "-n", default=10, show_default=True, type=click.IntRange(1, 500), help=N_("Number of results."))
@click.option("--with", "with_langs", default="",
              help=N_("Print the aligned rule in these languages under each hit, e.g. en."))
@click.option("--reindex", is_flag=True, help=N_("Rebuild the search index from scratch first."))
@home_option
@json_option
def search(query, lang, rev, limit, with_langs, reindex, home, as_json):
    from ..output import emit
    from ..search import build_index
    from ..search import search as run_search
    from ..search_output import render_search

    _ensure_corpus(home)
    if reindex:
        build_index(home, progress=progress_bar(_("indexing")), full=True)
    langs = tuple(l.strip() for l in with_langs.split(",") if l.strip())
    result = run_search(" ".join(query), lang=lang, rev=rev, limit=limit, home=home, with_langs=langs,
                        progress=progress_bar(_("indexing (first run)")))
    if as_json:
        emit(result.to_json(), True)
    else:
        emit(render_search(result, bold=sys.stdout.isatty()), False)


def _ensure_corpus(home) -> None:
    """On a fresh install, build the corpus first (the session does; the index follows on the first search)."""
    with session(home) as s:
        if not s.store_path.is_file():
            s.corpus  # noqa: B018 - opening the corpus builds it
