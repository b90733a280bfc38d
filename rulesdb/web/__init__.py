"""`rulesdb serve`: the session behind HTML pages (search, rules, diffs, translators, combat) and a JSON API.

One module per concern:
- `factory`: the Flask application: one `WebSession` per process, the UI language per request, errors as 400/404;
- `session`: the session shared by the worker threads (a search index per thread, cached reports);
- `params`: request parameters checked before any library call;
- `markup`: text made into HTML (matched words, rule references as links, word diffs, combat transcripts);
- `pages` and `api`: the HTML pages and the JSON API (the shapes of the CLI's `--json`, see `openapi.json`);
- `server`: waitress, the production WSGI server.
Templates and static files are package data under `templates/` and `static/`.
"""
from __future__ import annotations

from .factory import create_app

__all__ = ["create_app"]
