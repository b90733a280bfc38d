"""The engine's scenario error: a `rulesdb.errors.ScenarioError` whose message names the CR rule it breaks, in the
UI language ("… (rule 510.1c)")."""
from __future__ import annotations

from .. import errors
from ..i18n import _

__all__ = ["ScenarioError"]


class ScenarioError(errors.ScenarioError):
    """An illegal combat scenario or damage assignment; names the CR rule it breaks."""

    def __init__(self, message: str, rule: str | None = None):
        if rule:
            message = f"{message} (" + _("rule {rule}").format(rule=rule) + ")"
        super().__init__(message, rule)
