"""Help pages in the UI language: click's own words, each command's help and its options' help (all marked
with `N_()`) translated when a command is handed out, and the UI language read from the raw command line before
click parses it (`--help` is eager). Part of the CLI layer: imports click."""
from __future__ import annotations

import copy
import os

import click

from .i18n import N_, _

__all__ = ["RulesFormatter", "RulesContext", "translated", "ui_lang_in"]


#: click's own words on a help page, marked here so that they are extracted and translated with ours
CLICK_TEXTS = frozenset((N_("Usage:"), N_("Options"), N_("Commands"), N_("Show this message and exit.")))
CLICK_NOTES = {"required": N_("required"), "default: ": N_("default: {default}")}


class RulesFormatter(click.HelpFormatter):
    """Help pages in the UI language: click's headings, its `--help` line and its option notes too."""

    def write_usage(self, prog, args="", prefix=None):
        super().write_usage(prog, args, _("Usage:") + " " if prefix is None else prefix)

    def section(self, name):
        return super().section(_(name) if name in CLICK_TEXTS else name)

    def write_dl(self, rows, *args, **kwargs):
        super().write_dl([(term, _help_notes(text)) for term, text in rows], *args, **kwargs)


def _help_notes(text: str) -> str:
    """An option's help line as click writes it, with click's own parts ('[default: en]', '[required]') translated."""
    body, notes = text, ""
    if text.endswith("]") and "  [" in text:
        cut = text.rfind("  [")
        body, notes = text[:cut], text[cut + 3:-1]
    elif text.startswith("[") and text.endswith("]"):
        body, notes = "", text[1:-1]
    if body in CLICK_TEXTS:
        body = _(body)
    if not notes:
        return body
    items = []
    for item in notes.split("; "):
        if item == "required":
            item = _(CLICK_NOTES["required"])
        elif item.startswith("default: "):
            item = _(CLICK_NOTES["default: "]).format(default=item[len("default: "):])
        items.append(item)
    return f"{body}  [{'; '.join(items)}]" if body else f"[{'; '.join(items)}]"


class RulesContext(click.Context):
    formatter_class = RulesFormatter


def translated(cmd: click.Command) -> click.Command:
    """A copy of `cmd` whose help, short help and options' help (marked with N_) are in the UI language.

    The original keeps its English msgids, so that a later call in another language translates from them again."""
    new = copy.copy(cmd)
    new.help = _(cmd.help) if cmd.help else cmd.help
    new.short_help = _(cmd.short_help) if cmd.short_help else cmd.short_help
    new.params = []
    for param in cmd.params:
        if getattr(param, "help", None):
            param = copy.copy(param)
            param.help = _(param.help)
        new.params.append(param)
    if new.context_class is click.Context:
        new.context_class = RulesContext
    if isinstance(cmd, click.Group) and not getattr(cmd, "translates_commands", False):  # RulesGroup does it itself
        new.commands = {name: translated(sub) for name, sub in cmd.commands.items()}
    return new


def ui_lang_in(args) -> str | None:
    """`--ui-lang X` (or `--ui-lang=X`) anywhere on a raw command line before `--`, else $RULESDB_UI_LANG."""
    for i, arg in enumerate(args):
        if arg == "--":
            break
        if arg == "--ui-lang" and i + 1 < len(args):
            return args[i + 1]
        if arg.startswith("--ui-lang="):
            return arg.partition("=")[2]
    return os.environ.get("RULESDB_UI_LANG") or None
