"""The error messages of the search layer: `str.format` templates marked for the message catalogs and handed out
in the current UI language (`i18n.Templates`)."""
from __future__ import annotations

from ..i18n import N_, Templates

__all__ = ["ERRORS"]

ERRORS: dict[str, str] = Templates({
    "err_quote": N_("unclosed quote at position {pos}"),
    "err_filter": N_("empty {name}: filter at position {pos} (e.g. {name}:es)"),
    "err_unexpected": N_("unexpected {token!r} at position {pos}"),
    "err_dangling": N_("the query ends after an operator (position {pos})"),
    "err_operator": N_("{op} at position {pos} has nothing on its left"),
    "err_paren": N_("unclosed parenthesis at position {pos}"),
    "err_empty": N_("empty query: give words, a \"phrase\" or a rule number"),
    "err_lang": N_("no language {lang!r} in the index; languages present: {langs}"),
    "err_long": N_("the query is {size} characters long; at most {limit} are searched"),
    "err_deep": N_("the query nests parentheses or NOT more than {limit} deep (position {pos})"),
})
