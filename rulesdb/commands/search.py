"""`rulesdb search`: full-text search in every language. Thin: parse options, call the session's search, render."""
from __future__ import annotations

import sys

import click

from ..cli import home_option, json_option, session
from ..i18n import N_

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
    from ..search_output import render_search

    app = session(home)
    if reindex:
        app.reindex()
    langs = tuple(l.strip() for l in with_langs.split(",") if l.strip())
    result = app.search(" ".join(query), lang=lang, rev=rev, limit=limit, with_langs=langs)
    if as_json:
        emit(result.to_json(), True)
    else:
        emit(render_search(result, bold=sys.stdout.isatty()), False)
