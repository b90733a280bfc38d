"""The exception hierarchy of rulesdb: every error the library raises derives from `RulesDBError`.

The CLI turns any `RulesDBError` into a one-line message and a non-zero exit code (`exit_code`).
"""
from __future__ import annotations

__all__ = [
    "RulesDBError",
    "InvalidRuleIdError",
    "UnknownRuleError",
    "ParseError",
    "DecodeError",
    "UnknownFormatError",
    "UnknownLanguageError",
    "UnknownRevisionError",
    "StoreError",
    "StaleStoreError",
    "ManifestError",
    "FetchError",
    "QueryError",
    "ScenarioError",
    "ExportError",
]


class RulesDBError(Exception):
    """Root of every error rulesdb raises on purpose."""

    exit_code = 1

    def one_line(self) -> str:
        """The message as a single line, as the CLI prints it."""
        return " ".join(str(self).split())


class InvalidRuleIdError(RulesDBError, ValueError):
    """A string that is not a rule number (`702.7b`, `702`, `7`, `601.2f-h`)."""

    exit_code = 2


class UnknownRuleError(RulesDBError, LookupError):
    """A well-formed rule number that the asked tree does not contain."""

    def __init__(self, message: str, nearest: tuple[str, ...] = ()):
        super().__init__(message)
        self.nearest = nearest


class ParseError(RulesDBError):
    """A source that cannot be parsed (malformed input: exit code 2); carries the source name, line and context."""

    exit_code = 2

    def __init__(self, message: str, source: str = "", line: int | None = None, context: str = ""):
        self.message = message
        self.source = source
        self.line = line
        self.context = context
        where = source
        if line is not None:
            where = f"{source}:{line}" if source else f"line {line}"
        text = f"{where}: {message}" if where else message
        if context:
            text += f" (near {context[:60]!r})"
        super().__init__(text)


class DecodeError(ParseError):
    """Bytes that are not text in any encoding the official files use."""


class UnknownFormatError(RulesDBError):
    exit_code = 2


class UnknownLanguageError(RulesDBError):
    exit_code = 2


class UnknownRevisionError(RulesDBError):
    exit_code = 2


class StoreError(RulesDBError):
    """The persisted corpus is missing, corrupt or from an incompatible version."""


class StaleStoreError(StoreError):
    """The persisted corpus was built by another version of rulesdb (a rebuild from the sources fixes it)."""


class ManifestError(RulesDBError):
    """`raw_sources/manifest.toml` is malformed or names a file that is not there."""


class FetchError(RulesDBError):
    """A download failed: dead link, timeout, too large, not a page."""


class QueryError(RulesDBError):
    """A malformed search query; `position` is the character offset when known."""

    exit_code = 2

    def __init__(self, message: str, position: int | None = None):
        super().__init__(message)
        self.position = position


class ScenarioError(RulesDBError):
    """An illegal combat scenario or damage assignment; `rule` is the CR rule it breaks (the engine raises its
    subclass `rulesdb.engine.errors.ScenarioError`, whose message names the rule)."""

    exit_code = 2

    def __init__(self, message: str, rule: str | None = None):
        super().__init__(message)
        self.rule = rule


class ExportError(RulesDBError):
    """An export that cannot be written (e.g. the target exists and --force was not given)."""
