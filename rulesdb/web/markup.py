"""Text made into HTML, escaped first: matched words marked, rule references made links, word diffs, transcripts.

Every function escapes what it is given and returns `Markup`; only the tags it adds itself are HTML."""
from __future__ import annotations

import re
from typing import Callable, Iterable

from markupsafe import Markup, escape

__all__ = ["highlight", "link_refs", "link_rule_ids", "unmatched_words", "word_diff"]

#: a rule number in running text: 702, 702.7, 702.7b, 704.5aa (never inside a longer number or a date)
_NUMBER_RE = re.compile(r"(?<![\w.\-])(\d{1,3}(?:\.\d{1,3}[a-z]{0,2})?)(?![\w\-]|\.\d)")
#: a rule number with a dot (combat transcripts: 702.7b, 510.1c)
_DOTTED_RE = re.compile(r"(?<![\w.\-])(\d{3}\.\d{1,3}[a-z]{0,2})(?![\w\-]|\.\d)")


def highlight(text: str, spans: Iterable[tuple[int, int]]) -> Markup:
    """`text` with the character spans (start, end) in <mark>."""
    out, last = [], 0
    for start, end in sorted(spans or ()):
        if start < last or start >= len(text):
            continue
        out.append(escape(text[last:start]))
        out.append(Markup("<mark>%s</mark>") % text[start:end])
        last = end
    out.append(escape(text[last:]))
    return Markup("").join(out)


def _linked(text: str, pattern: re.Pattern, keep: Callable[[str], bool], url: Callable[[str], str]) -> Markup:
    out, last = [], 0
    for m in pattern.finditer(text):
        if not keep(m.group(1)):
            continue
        out.append(escape(text[last:m.start(1)]))
        out.append(Markup('<a class="ref" href="%s">%s</a>') % (url(m.group(1)), m.group(1)))
        last = m.end(1)
    out.append(escape(text[last:]))
    return Markup("").join(out)


def link_refs(text: str, refs: Iterable, url: Callable[[str], str]) -> Markup:
    """`text` with each number that the rule cites (its `refs`) made a link to that rule."""
    wanted = {str(r) for r in refs or ()}
    return _linked(text or "", _NUMBER_RE, wanted.__contains__, url) if wanted else escape(text or "")


def link_rule_ids(text: str, url: Callable[[str], str]) -> Markup:
    """`text` with every dotted rule number (702.7b) made a link (engine transcripts cite them so)."""
    return _linked(text or "", _DOTTED_RE, lambda _s: True, url)


def unmatched_words(result, url: Callable[[str], str]) -> Markup:
    """The words a search found nowhere, comma-separated, each close word offered made a link to the search with
    the word so written (`url`: query -> URL): `cementrio (<a>cementerio</a>?)`."""
    out = []
    for word in result.unmatched:
        close = result.respelling(word)
        if close is None:
            out.append(escape(word))
        else:
            out.append(Markup('%s (<a class="respell" href="%s">%s</a>?)') % (word, url(result.respelled_query(word)),
                                                                           close))
    return Markup(", ").join(out)


def word_diff(ops: Iterable[tuple[str, str]]) -> Markup:
    """Runs of (`=`|`-`|`+`, text) as text with <del> and <ins>."""
    out = []
    for tag, part in ops:
        if tag == "-":
            out.append(Markup("<del>%s</del>") % part)
        elif tag == "+":
            out.append(Markup("<ins>%s</ins>") % part)
        else:
            out.append(escape(part))
    return Markup("").join(out)
