"""`rulesdb align`, `rulesdb check`, `rulesdb export`: translations side by side with English, their consistency
report, and aligned pairs for translation tools. Thin: parse options, call one library function, render.
"""
from __future__ import annotations

import sys

import click

from ..cli import home_option, json_option, session
from ..i18n import N_

__all__ = ["align", "check", "export", "status"]


@click.command(help=N_("Show RULE and its subrules paired across languages, with confidence and evidence."))
@click.argument("rule")
@click.option("--langs", default="en,es,it,de", show_default=True, help=N_("Languages side by side (comma-separated)."))
@click.option("--rev", default=None, help=N_("The release in force on this date (YYYY-MM-DD)."))
@click.option("--verbose", "-v", is_flag=True, help=N_("Show the evidence of every pair."))
@home_option
@json_option
def align(rule, langs, rev, verbose, home, as_json):
    from ..align_output import render_alignment
    from ..output import emit

    result = session(home).align(rule, [l.strip() for l in langs.split(",") if l.strip()], rev)
    emit(result.to_json() if as_json else render_alignment(result, verbose), as_json)


@click.command(help=N_("Consistency report of the translations against English: missing, stale, "
                       "mis-numbered, inconsistent."))
@click.option("--lang", "-l", default=None, help=N_("Check one language (default: every language)."))
@click.option("--rule", "-r", default=None, help=N_("Only findings under this rule (e.g. 702.7)."))
@click.option("--page", "page", type=click.Path(exists=True, dir_okay=False), default=None,
              help=N_("Check this page file (nothing is stored): every finding at its line on the page."))
@click.option("--rev", default=None, help=N_("With --page: check against the English release in force on this date."))
@click.option("--format", "fmt", default=None, help=N_("With --page: the page's format (detected when not given)."))
@click.option("--min-severity", type=click.Choice(["info", "warning", "error"]), default="info", show_default=True,
              help=N_("Show only findings of this severity or above."))
@home_option
@json_option
def check(lang, rule, page, rev, fmt, min_severity, home, as_json):
    from ..align_output import render_check, render_page_check
    from ..output import emit

    if page is not None:
        report = session(home).check_page(page, lang, rev, min_severity, fmt)
        emit(report.to_json() if as_json else render_page_check(report), as_json)
        return
    report = session(home).check(lang, rule)
    if min_severity != "info":
        report = report.filtered(min_severity)
    emit(report.to_json() if as_json else render_check(report), as_json)


@click.command(help=N_("Export aligned English-target pairs for translation tools (or the term base as TBX)."))
@click.option("--format", "fmt", type=click.Choice(["tmx", "xliff", "po", "csv", "json", "tbx"]), required=True)
@click.option("--lang", "-l", required=True, help=N_("The target language (e.g. zh, pt, es)."))
@click.option("--rev", default=None, help=N_("The release of the translation (YYYY-MM-DD); latest when absent."))
@click.option("-o", "--output", "output", type=click.Path(dir_okay=False), default=None,
              help=N_("File to write (default: standard output)."))
@click.option("--force", is_flag=True, help=N_("Overwrite an existing file."))
@home_option
def export(fmt, lang, rev, output, force, home):
    from ..align_output import render_export

    pairs, result = session(home).export(fmt, lang, output, rev, force)
    if output is None:
        sys.stdout.buffer.write(result)
    else:
        click.echo(render_export(pairs, result, fmt), err=True)


@click.command(help=N_("Translation status of a language: each English subrule current, stale, untranslated or missing."))
@click.option("--lang", "-l", required=True, help=N_("The translated language (e.g. zh, pt, es)."))
@click.option("--against", default=None, help=N_("Measure against the English release in force on this date (default: the latest)."))
@click.option("--rev", default=None, help=N_("The release of the translation (YYYY-MM-DD); latest when absent."))
@click.option("--po", "po", type=click.Path(dir_okay=False), default=None,
              help=N_("Also write the status as a PO file (stale entries fuzzy)."))
@click.option("--all", "show_all", is_flag=True, help=N_("List current subrules too."))
@home_option
@json_option
def status(lang, against, rev, po, show_all, home, as_json):
    from ..align_output import render_status
    from ..output import emit
    from ..outfiles import write_output

    report = session(home).status(lang, against, rev)
    if po:
        write_output(po, report.to_po(), force=True)
    emit(report.to_json() if as_json else render_status(report, show_all), as_json)
