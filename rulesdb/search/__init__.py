"""Full-text search over the rules, in every language.

One module per concern:
- `query`: the query language (words, "phrases", AND/OR/NOT, `lang:` `rev:`, rule numbers) -> a parsed tree;
- `scopes`: the language of a query and the release searched in each language;
- `compile`: the parsed tree -> the index query tree, through the expansion table;
- `expansion`: the cross-language lexicon (keyword table, glossary pairs, aligned titles), built at index time;
- `rank`: rule numbers, glossary terms and titles first, then the full text weighted by coverage;
- `snippets`: the text shown for a hit and the words marked in it;
- `document` and `results`: the typed documents of the index and the hits of a search;
- `index`: the whoosh adapter, the only module that imports whoosh;
- `generations`: the index on disk, built atomically and incrementally;
- `api`: `search()`, the one entry point.
"""
from __future__ import annotations

from .api import search
from .document import Found, IndexDoc
from .expansion import Lexicon
from .generations import INDEX_VERSION, IndexError_, IndexReport, build_index, index_dir, open_index
from .index import RuleIndex
from .query import Group, NotNode, Phrase, Word, parse_query
from .results import Hit, SearchResult
from .scopes import detect_query_language, scopes_for
from .snippets import match_spans

__all__ = ["search", "parse_query", "build_index", "open_index", "index_dir", "scopes_for", "detect_query_language",
           "match_spans", "Hit", "SearchResult", "IndexDoc", "Found", "Lexicon", "RuleIndex", "IndexReport",
           "IndexError_", "INDEX_VERSION", "Word", "Phrase", "Group", "NotNode"]
