"""`rulesdb term WORDS` (look a term up both ways), `rulesdb card WORDS` (look a card up by a printed name),
`rulesdb terms derive` (rebuild the derived table), `rulesdb terms words` (rebuild the word table the search
translates questions with) and `rulesdb terms cards` (rebuild the card name table).

Thin: parse options, call the session (or the term base pipeline), render with `terms_output`.
"""
from __future__ import annotations

import sys

import click

from ..cli import home_option, json_option, progress_bar, session
from ..i18n import N_, _

__all__ = ["card", "term", "terms"]


@click.command("term", help=N_("Look a game term up both ways: an English term gives its wording in each "
                               "language, a wording in any language gives the English term."))
@click.argument("words", nargs=-1, required=True)
@click.option("--lang", "-l", default=None, help=N_("Only this language (es, it, de, fr, pt, ja, zh, ...)."))
@home_option
@json_option
def term(words, lang, home, as_json):
    from ..output import emit
    from ..terms_output import render_term

    result = session(home).term(" ".join(words), lang=lang)
    emit(result.to_json() if as_json else render_term(result), as_json)


@click.command("card", help=N_("Look a card up by a name printed on it, in any card language or in English (a "
                               "legendary card by its short name too): its English name, type and text, and its "
                               "names in each language."))
@click.argument("words", nargs=-1, required=True)
@click.option("--lang", "-l", default=None, help=N_("Only its name in this language (es, it, de, fr, pt, ja, zh, ...)."))
@home_option
@json_option
def card(words, lang, home, as_json):
    from ..cards_output import render_card
    from ..output import emit

    result = session(home).card(" ".join(words), lang=lang)
    emit(result.to_json() if as_json else render_card(result), as_json)


@click.group("terms", help=N_("Maintain the term base derived from printed cards."))
def terms():
    pass


@terms.command("derive", help=N_("Rebuild the term base table from the parallel card file (deterministic)."))
@click.option("--cards", "cards", required=True, type=click.Path(dir_okay=False),
              help=N_("The parallel card file (mtgjson_parallel_cards.jsonl.gz)."))
@click.option("--output", "-o", default="termbase_from_cards.tsv", show_default=True,
              type=click.Path(dir_okay=False, allow_dash=True), help=N_("Where to write the table (- for stdout)."))
@click.option("--langs", default="", help=N_("Only these card languages, e.g. es,it,de (default: all)."))
@click.option("--workers", default=2, show_default=True, type=click.IntRange(1, 16),
              help=N_("Languages derived in parallel."))
@home_option
def derive(cards, output, langs, workers, home):
    from ..termbase.pipeline import derive_table

    from ..termbase.cards import CARD_LANGUAGES

    chosen = _languages(langs, CARD_LANGUAGES)
    app = session(home)
    text, count = derive_table(app.corpus, cards, langs=chosen, workers=workers,
                               progress=progress_bar(_("deriving the term base")))
    _write(output, text, _("wrote {path}: {count} renderings").format(path=output, count=count))


def _languages(value: str, known) -> list[str] | None:
    """The languages of `--langs` (None: all), each one of `known`: a typo must not derive an empty table."""
    chosen = [l.strip() for l in value.split(",") if l.strip()]
    for lang in chosen:
        if lang not in known:
            raise click.BadParameter(_("unknown card language {lang!r}; card languages: {known}").format(
                lang=lang, known=", ".join(sorted(known))), param_hint="--langs")
    return chosen or None


def _write(output: str, text: str | bytes, done: str) -> None:
    """A derived table to `output` (`-`: stdout, for text), then `done` on stderr; bytes (a gzipped table) as they
    are."""
    if output == "-" and isinstance(text, str):
        sys.stdout.write(text)
        return
    if isinstance(text, bytes):
        with open(output, "wb") as fh:
            fh.write(text)
    else:
        with open(output, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
    click.echo(done, err=True)


@terms.command("words", help=N_("Rebuild the word table (the dictionary that carries a question's words into English) "
                                "from the parallel card file (deterministic)."))
@click.option("--cards", "cards", required=True, type=click.Path(dir_okay=False),
              help=N_("The parallel card file (mtgjson_parallel_cards.jsonl.gz)."))
@click.option("--output", "-o", default="words_from_cards.tsv", show_default=True,
              type=click.Path(dir_okay=False, allow_dash=True), help=N_("Where to write the table (- for stdout)."))
@click.option("--langs", default="", help=N_("Only these card languages, e.g. es,it,de (default: all)."))
def words(cards, output, langs):
    from ..termbase.words import WORD_LANGS, word_table

    chosen = _languages(langs, WORD_LANGS)
    text, count = word_table(cards, langs=chosen, progress=progress_bar(_("learning the word table")))
    _write(output, text, _("wrote {path}: {count} word pairs").format(path=output, count=count))


@terms.command("cards", help=N_("Rebuild the card name table (the cards a question may name, in every card language, "
                                "with their English text) from the parallel card file (deterministic)."))
@click.option("--cards", "cards", required=True, type=click.Path(dir_okay=False),
              help=N_("The parallel card file (mtgjson_parallel_cards.jsonl.gz)."))
@click.option("--output", "-o", default="card_names.tsv.gz", show_default=True, type=click.Path(dir_okay=False),
              help=N_("Where to write the table (gzipped)."))
def cards(cards, output):
    from ..cardnames.derive import derive_card_table

    data, count = derive_card_table(cards)
    _write(output, data, _("wrote {path}: {count} cards").format(path=output, count=count))
