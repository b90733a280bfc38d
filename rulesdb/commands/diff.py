"""`rulesdb diff OLD NEW` and `rulesdb history RULE`: thin click commands over `rulesdb.diff`."""
from __future__ import annotations

import os
import sys

import click

from ..cli import home_option, json_option, session
from ..i18n import N_, _

__all__ = ["diff", "history"]


def _color(flag: bool | None) -> bool:
    if flag is not None:
        return flag
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR")


def _html_options(f):
    f = click.option("--force", is_flag=True, help=N_("Overwrite the --html FILE if it exists."))(f)
    return click.option("--html", "html_file", type=click.Path(dir_okay=False), default=None,
                        help=N_("Also write a self-contained side-by-side HTML report to FILE (not overwritten "
                                "without --force)."))(f)


def _write_html(html_file: str, page: str, force: bool) -> None:
    from ..diff import write_report

    write_report(html_file, page, force)
    click.echo(_("wrote {file}").format(file=html_file), err=True)


def _color_option(f):
    return click.option("--color/--no-color", "color", default=None,
                        help=N_("Red/green words (default: on a terminal only, off when piped or with NO_COLOR)."))(f)


@click.command(help=N_("What changed between two releases. OLD and NEW are dates (the release in force on "
                       "that day) or set names (e.g. Duskmourn, Foundations). OLD may be the newer one (a "
                       "reverse diff)."))
@click.argument("old")
@click.argument("new")
@click.option("--lang", "-l", default="en", show_default=True, help=N_("Language whose releases are compared."))
@click.option("--rule", default=None, help=N_("Only changes at or below this number (e.g. 702, 509.2)."))
@click.option("--against", "base", default=None, help=N_("Compare a translation with this language's changes (e.g. en)."))
@click.option("--typography", is_flag=True, help=N_("Also list changes of quotes, dashes and spacing only."))
@_html_options
@_color_option
@home_option
@json_option
def diff(old, new, lang, rule, base, typography, html_file, force, color, home, as_json):
    from ..outfiles import check_writable
    from ..diff_output import html_report, render_against, render_diff
    from ..output import emit

    if html_file:
        check_writable(html_file, force)      # before any work
    app = session(home)
    if base:
        result = app.diff_against(old, new, lang, base, rule)
        text = None if as_json else render_against(result, _color(color))
    else:
        result = app.diff(old, new, lang, rule, typography)
        for note in result.notes():
            if as_json:
                click.echo(_("note: {note}").format(note=note), err=True)
        text = None if as_json else render_diff(result, _color(color))
    if html_file:
        _write_html(html_file, html_report(result), force)
    emit(result.to_json() if as_json else text, as_json)


@click.command(help=N_("Every release in which RULE's text or number changed, oldest first, each with its "
                       "word diff. RULE is followed through its renumberings (702.7c was 502.2c until "
                       "2008-10-01)."))
@click.argument("rule")
@click.option("--lang", "-l", default="en", show_default=True, help=N_("Language of the rule."))
@click.option("--typography", is_flag=True, help=N_("Also list changes of quotes, dashes and spacing only."))
@_html_options
@_color_option
@home_option
@json_option
def history(rule, lang, typography, html_file, force, color, home, as_json):
    from ..outfiles import check_writable
    from ..diff_output import html_history, render_history
    from ..output import emit

    if html_file:
        check_writable(html_file, force)
    result = session(home).history(rule, lang, typography)
    if html_file:
        _write_html(html_file, html_history(result), force)
    emit(result.to_json() if as_json else render_history(result, _color(color)), as_json)
