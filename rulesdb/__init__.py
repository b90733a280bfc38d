"""rulesdb: a multilingual corpus of the Magic: The Gathering Comprehensive Rules, with search.

The public names are imported lazily so that `import rulesdb` stays cheap on the CLI's fast paths.
"""
from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__", "RuleId", "RuleNode", "RulesDBError"]


def __getattr__(name: str):
    if name == "RuleId":
        from .ruleid import RuleId
        return RuleId
    if name == "RuleNode":
        from .model import RuleNode
        return RuleNode
    if name == "RulesDBError":
        from .errors import RulesDBError
        return RulesDBError
    raise AttributeError(name)
