"""`rulesdb annotations list|verify [--json]`: the executable annotations of the CR and a check of their examples."""
from __future__ import annotations

import json

import click

from ..cli import home_option
from ..i18n import N_, _

__all__ = ["annotations"]


@click.group("annotations", help=N_("Rules that carry an executable annotation (the combat engine on 702.7 "
                                    "and 702.4)."))
def annotations():
    pass


@annotations.command("list", help=N_("List the annotated rules, their entry point and example scenarios."))
@click.option("--json", "as_json", is_flag=True, help=N_("Print JSON."))
def list_(as_json):
    from ..engine.annotations import ANNOTATIONS

    if as_json:
        click.echo(json.dumps([a.to_json() for a in ANNOTATIONS.values()], ensure_ascii=False, indent=2))
        return
    for ann in ANNOTATIONS.values():
        click.echo(f"{ann.rule}  {ann.title}  [{ann.entry_point}]")
        for path in ann.paths():
            click.echo(f"    {path.name}")


@annotations.command("verify", help=N_("Run every example scenario (of RULES, or all) and check its "
                                       "expected outcome; exit 1 on a failure."))
@click.option("--json", "as_json", is_flag=True, help=N_("Print JSON."))
@click.argument("rules", nargs=-1)
@home_option
@click.pass_context
def verify(ctx, as_json, rules, home):
    from ..cli import session

    results = session(home).verify_annotations(list(rules) or None)
    failed = [r for r in results if not r.ok]
    if as_json:
        click.echo(json.dumps({"ok": not failed, "passed": len(results) - len(failed), "failed": len(failed),
                               "results": [r.to_json() for r in results]}, ensure_ascii=False, indent=2))
    else:
        for r in results:
            status = _("FAIL") if not r.ok else (_("skip") if r.skipped else _("ok"))
            click.echo(f"{status:<4} {r.rule:6} {r.scenario}")
            for p in r.problems + ((r.skipped,) if r.skipped else ()):
                click.echo(f"       {p}")
        click.echo(_("{passed} passed, {failed} failed").format(passed=len(results) - len(failed), failed=len(failed)))
    if failed or not results:
        ctx.exit(1)
