"""The `rulesdb` command: a thin click layer. Each command parses options, calls one library function and
renders the result (text, or JSON with `--json`). Rendering lives in `output.py`.

Commands outside this file (`rulesdb/commands/<name>.py`) are imported only when used, so that
`rulesdb show` stays fast. Every `RulesDBError` becomes a one-line message and a non-zero exit.

Help texts are given as `help=N_("...")` (commands and options alike, no docstrings) and shown in the UI
language: `RulesGroup` hands out every command translated (see `clihelp.py`).
"""
from __future__ import annotations

import importlib
import os
import sys

import click

from .clihelp import RulesContext, translated, ui_lang_in
from .errors import RulesDBError
from .i18n import N_, _, set_ui_language

__all__ = ["main"]

#: command name -> "module:attribute" of commands defined elsewhere, imported on first use
LAZY_COMMANDS = {
    "combat": "rulesdb.commands.combat:combat",
    "annotations": "rulesdb.commands.annotations:annotations",
    "search": "rulesdb.commands.search:search",
    "align": "rulesdb.commands.align:align",
    "check": "rulesdb.commands.align:check",
    "export": "rulesdb.commands.align:export",
    "diff": "rulesdb.commands.diff:diff",
    "history": "rulesdb.commands.diff:history",
    "status": "rulesdb.commands.align:status",
    "term": "rulesdb.commands.terms:term",
    "card": "rulesdb.commands.terms:card",
    "terms": "rulesdb.commands.terms:terms",
    "serve": "rulesdb.commands.serve:serve",
}


def _load_lazy(name: str) -> click.Command:
    """Import a lazy command (click's documented lazy-group pattern). A module that fails to import is a bug
    of the installation, reported as such, never as 'No such command'."""
    module, attr = LAZY_COMMANDS[name].split(":")
    try:
        cmd = getattr(importlib.import_module(module), attr)
    except (ImportError, AttributeError) as e:
        raise RulesDBError(f"the command {name!r} cannot be loaded ({module}: {e}); the installation is incomplete") from None
    if not isinstance(cmd, click.Command):
        raise RulesDBError(f"the command {name!r} cannot be loaded: {module}.{attr} is not a click command")
    return cmd


def _silence_stdout() -> None:
    """After standard output failed (a closed pipe, a full device): send what is still buffered to /dev/null, so
    that the interpreter's last flush does not print a second error."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


class RulesGroup(click.Group):
    """A group that loads lazy commands on demand and turns library errors into one-line messages.

    Help pages speak the UI language: it is set from the raw arguments before click parses them (`--help` is
    eager and may run before the `--ui-lang` callback), and every command is handed out translated."""

    context_class = RulesContext
    translates_commands = True

    def parse_args(self, ctx, args):
        try:
            set_ui_language(ui_lang_in(args))
        except RulesDBError:  # an unknown --ui-lang: the option's own callback reports it
            set_ui_language(None)
        return super().parse_args(ctx, args)

    def format_help(self, ctx, formatter):
        super(RulesGroup, translated(self)).format_help(ctx, formatter)

    def list_commands(self, ctx):
        return sorted(set(super().list_commands(ctx)) | set(LAZY_COMMANDS))

    def get_command(self, ctx, name):
        cmd = super().get_command(ctx, name)
        if cmd is None and name in LAZY_COMMANDS:
            cmd = _load_lazy(name)
        return translated(cmd) if cmd is not None else None
    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except RulesDBError as e:
            click.echo(_("error: {message}").format(message=e.one_line()), err=True)
            ctx.exit(e.exit_code)
        except click.UsageError as e:  # a bad option or argument of a command: one line too, exit 2
            command = e.ctx.command_path if e.ctx is not None else "rulesdb"
            click.echo(_("error: {message}").format(message=" ".join(e.format_message().split()))
                       + " " + _("(see `{command} --help`)").format(command=command), err=True)
            ctx.exit(2)
        except BrokenPipeError:
            _silence_stdout()
            sys.stderr.close()
            ctx.exit(0)
        except OSError as e:  # standard output full or closed, a folder that cannot be read or written
            _silence_stdout()
            click.echo(_("error: {message}").format(message=" ".join(str(e).split())), err=True)
            ctx.exit(1)
        except KeyboardInterrupt:
            click.echo(_("interrupted"), err=True)
            ctx.exit(130)


def home_option(f):
    return click.option("--home", type=click.Path(file_okay=False), envvar="RULESDB_HOME",
                        help=N_("Data directory (default: $RULESDB_HOME or the per-user data directory)."))(f)


def json_option(f):
    return click.option("--json", "as_json", is_flag=True, help=N_("Print JSON."))(f)


def _is_terminal(stream) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def progress_bar(label: str, delay: float = 1.0):
    """A progress callback for long library calls: a click progress bar on a terminal, nothing otherwise.

    The bar appears only once the call has run for `delay` seconds (counted from its first report), so quick
    builds print nothing; a bar that appears late starts at the position already reached."""
    import time

    if not _is_terminal(sys.stderr):
        return lambda done, total, item: None
    state: dict = {"done": 0}

    def callback(done: int, total: int, item: str) -> None:
        now = time.monotonic()
        start = state.setdefault("start", now)
        bar = state.get("bar")
        if bar is None:
            if done >= total or now - start < delay:
                state["done"] = done if done < total else 0
                return
            bar = click.progressbar(length=total, label=label, file=sys.stderr, show_pos=True,
                                    item_show_func=lambda x: x)
            bar.__enter__()
            state["bar"] = bar
            state["done"] = 0
        bar.update(done - state["done"], item)
        state["done"] = done
        if done >= total:
            bar.__exit__(None, None, None)
            state["bar"] = None
            state["done"] = 0

    return callback


@click.group(cls=RulesGroup, invoke_without_command=True, context_settings={"help_option_names": ["-h", "--help"]},
             help=N_("rulesdb: the Magic: The Gathering Comprehensive Rules in several languages, searchable."))
@click.version_option(package_name="rulesdb", help=N_("Show the version and exit."))
@click.option("--ui-lang", default=None, envvar="RULESDB_UI_LANG",
              help=N_("Interface language: en, es, it, de (default: from LANG / LC_MESSAGES)."))
@click.pass_context
def main(ctx, ui_lang):
    set_ui_language(ui_lang)
    if ctx.invoked_subcommand is None:  # a bare `rulesdb` shows its help and succeeds
        click.echo(ctx.get_help())


@main.command(help=N_("Parse raw_sources/ (and --sources folders) into the corpus store."))
@home_option
@click.option("--sources", "extra", multiple=True, type=click.Path(exists=True, file_okay=False),
              help=N_("Another folder of raw sources (repeatable), e.g. ../shared/corpus."))
@click.option("--no-index", is_flag=True, help=N_("Build the rule store only, without the search index."))
@json_option
def build(home, extra, no_index, as_json):
    from .build import build as run_build
    from . import output

    report = run_build(home, extra, progress=progress_bar(_("building")))
    output.emit(report.to_json() if as_json else output.render_build(report), as_json)
    if not no_index:
        from .search import build_index

        build_index(home, progress=progress_bar(_("indexing")))


def session(home):
    """The application session of a command: opens (on a fresh install, first builds) the corpus in `home`."""
    from .app import Session

    return Session(home, progress=progress_bar(_("building the corpus (first run)")))


@main.command(help=N_("Print a rule and its subrules (RULE: 7, 702, 702.7, 702.7b, 601.2f-h)."))
@click.argument("rule")
@click.option("--lang", "-l", default="en", show_default=True, help=N_("Language of the rule."))
@click.option("--with", "with_langs", default="", help=N_("Other languages to print beside it, e.g. en,it,de."))
@click.option("--rev", default=None, help=N_("The release in force on this date (YYYY-MM-DD), or 'undated'."))
@home_option
@json_option
def show(rule, lang, with_langs, rev, home, as_json):
    from . import output

    result = session(home).show(rule, lang, [l.strip() for l in with_langs.split(",")], rev)
    output.emit(result.to_json() if as_json else output.render_show(result.views, list(result.others)), as_json)


@main.command(help=N_("List every raw source: file, languages, format, revision, rule count, warnings."))
@home_option
@json_option
def sources(home, as_json):
    from . import output

    rows = session(home).sources()
    output.emit([s.to_json() for s in rows] if as_json else output.render_sources(rows), as_json)


@main.command(help=N_("Parse one file and print what it holds, storing nothing."))
@click.argument("file", type=click.Path(exists=True, dir_okay=False))
@click.option("--format", "fmt", default=None, help=N_("Source format (detected when not given)."))
@click.option("--lang", default=None, help=N_("Language (detected when not given)."))
@click.option("--rev", default=None, help=N_("Revision (ISO date) when the file states none."))
@json_option
def parse(file, fmt, lang, rev, as_json):
    from .parse import parse_file
    from . import output

    result = parse_file(file, fmt, lang, rev)
    output.emit(result.to_json() if as_json else output.render_parse(result), as_json)


@main.command(help=N_("Download a rule page or an official CR text into raw_sources/ with a manifest entry."))
@click.argument("url")
@click.option("--lang", required=True, help=N_("Language of the page."))
@click.option("--format", "fmt", default=None, help=N_("Source format (detected when not given)."))
@click.option("--rev", default=None, help=N_("Revision (ISO date) when the page states none."))
@click.option("--into", type=click.Path(file_okay=False), default=None, help=N_("Sources folder to write into."))
@click.option("--timeout", default=20.0, show_default=True, help=N_("Seconds before giving up."))
@home_option
@json_option
def fetch(url, lang, fmt, rev, into, timeout, home, as_json):
    from .fetch import fetch as run_fetch
    from . import output

    entry = run_fetch(url, lang=lang, fmt=fmt, revision=rev, into=into, home=home, timeout=timeout)
    output.emit(entry if as_json else output.render_fetch(entry), as_json)
