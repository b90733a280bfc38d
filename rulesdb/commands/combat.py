"""`rulesdb combat SCENARIO.json [--json] [--lang L]`: resolve a combat scenario with the engine, step by step.

An illegal scenario or damage assignment exits with code 2 and a one-line message naming the rule it breaks.
The scenario's `rules` date selects the release the engine runs (the rules applied, and the rule texts each
behaviour rests on, head the text output and are the "rules" key of --json). With `--lang`, the rules cited are
quoted from that release in that language where the corpus has it (else in English of that release, marked).
"""
from __future__ import annotations

import json
import sys

import click

from ..errors import RulesDBError, ScenarioError
from ..i18n import N_, _

__all__ = ["combat"]


@click.command("combat", help=N_("Resolve the combat damage step(s) of SCENARIO (a JSON file, or - for "
                                 "stdin), citing the rules."))
@click.argument("scenario", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--json", "as_json", is_flag=True, help=N_("Print the outcome as JSON."))
@click.option("--lang", default=None, help=N_("Quote the rules cited in this language (de, es, it, zh, ...)."))
@click.option("--home", type=click.Path(file_okay=False), envvar="RULESDB_HOME",
              help=N_("Data directory of the corpus used for --lang."))
@click.pass_context
def combat(ctx, scenario, as_json, lang, home):
    from ..cli import session
    from ..engine import render_text, resolve

    app = session(home)
    try:
        if scenario == "-":
            data = sys.stdin.read()
            if not data.lstrip().startswith("{"):
                raise ScenarioError("<stdin>: " + _("a scenario must be a JSON object"))
            loaded = app.load_scenario(data, source="<stdin>")
        else:
            loaded = app.load_scenario(scenario, source=scenario)
        outcome = resolve(loaded)
    except RulesDBError as exc:
        click.echo(_("error: {message}").format(message=exc.one_line()), err=True)
        ctx.exit(exc.exit_code)
        return
    if as_json:
        click.echo(json.dumps({**outcome.to_json(), "rules": outcome.rules_json()}, ensure_ascii=False, indent=2))
        return
    quote = None
    if lang:
        quote = app.release_quoter(lang, outcome.rules) if outcome.rules else app.quoter(lang)
    click.echo(render_text(outcome, quote=quote), nl=False)
