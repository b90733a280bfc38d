"""Saved HTML pages: the pt-BR rule pages of the Brazilian judges, and MediaWiki/Fandom pages via the text parsers.

HTML extraction is a layer under the text parsers: `html_to_text` turns a page into the lines a reader sees
(scripts, styles, navigation, headers/footers and MediaWiki edit-section links dropped; one line per block;
MediaWiki section headings written `== Heading ==`), and `parse` then recognises the page:

- a rule page of magicjudgesbr (`regras/cr/<section>/<chapter>/`): the chapter in `<h1>`, each rule and subrule in
  `<h3 id="1">` / `<h4 id="1a">` with ids RELATIVE to the chapter (`1a` on page 100 is 100.1a), examples in the
  `<blockquote>` after their rule. Untranslated entries show the English text: they are emitted as lang "en"
  nodes (listed in `meta["fallback_ids"]`), never as Portuguese;
- the glossary page of the same site (`<dt>` term, `<dd>` definition);
- any other page (a MediaWiki/Fandom page): its text is handed to the text parser whose `sniff` is most sure, so
  that a saved page and its text rendering give the same nodes.
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..errors import DecodeError, InvalidRuleIdError, ParseError, RulesDBError
from ..model import UNDATED, GlossaryEntry, ParseResult, ParseWarning, RuleNode
from ..refs import extract_refs
from ..ruleid import RuleId, split_label
from ..textio import CONTROL_RE, check_size, decode_text, strip_controls

__all__ = ["FORMAT", "parse", "sniff", "html_to_text", "guess_language"]

FORMAT = "html"

_DROP_TAGS = ("script", "style", "noscript", "nav", "header", "footer", "svg", "template", "iframe", "form",
              "button", "aside", "head", "select", "input", "textarea")
_DROP_SELECTORS = (
    "span.mw-editsection", ".mw-editsection", "#toc", ".toc", ".navbox", ".mw-jump-link", ".printfooter",
    "#catlinks", ".catlinks", ".noprint", "[role=navigation]", "[role=banner]", "[role=contentinfo]",
)
_DROP_CLASSES = frozenset(sel[1:] for sel in _DROP_SELECTORS if sel.startswith("."))
_DROP_IDS = frozenset(sel[1:] for sel in _DROP_SELECTORS if sel.startswith("#"))
_DROP_ROLES = frozenset(sel[len("[role="):-1] for sel in _DROP_SELECTORS if sel.startswith("[role="))
assert all(sel.startswith((".", "#", "[role=")) or sel == "span.mw-editsection" for sel in _DROP_SELECTORS)
_BLOCK_TAGS = frozenset((
    "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "dt", "dd", "blockquote", "tr", "pre", "section",
    "article", "table", "ul", "ol", "dl", "main", "body", "html", "figure", "figcaption", "hr", "caption",
    "address", "center", "details", "summary", "tbody", "thead", "tfoot",
))
_HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")

_SENTENCE_END_RE = re.compile(r"[.:;!?][\"”’)]?$")
# `[^<>]*`, not `[^>]*`: a scan that stops at the next `<` (many `<p` without `>` cost quadratic work)
_SNIFF_TAG_RE = re.compile(rb"<(?:p|div|span|body|h[1-6]|table|a)\b[^<>]*>", re.IGNORECASE)
_START_TAG_RE = re.compile(rb"<[A-Za-z]")
_CHARSET_RE = re.compile(rb"""<meta[^<>]{0,200}?charset\s*=\s*["']?(?P<enc>[A-Za-z0-9_.:-]{1,40})""", re.IGNORECASE)

#: The most elements (start tags) a page may have: six times the largest page of the corpus (the pt-BR glossary,
#: about 4,000). Each element costs BeautifulSoup about a kilobyte and some microseconds; a page of a million
#: tags would take minutes and gigabytes.
MAX_HTML_TAGS = 25_000


# -- sniffing ---------------------------------------------------------------------------------------------
def sniff(data: bytes, name: str) -> float:
    """Markup, not text: a doctype or <html> at the start, or many tags. Plain text (CR files, seed pages) is 0."""
    head = data[:4096].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if head.startswith(b"<!doctype html") or head.startswith(b"<html"):
        return 0.95
    tags = len(_SNIFF_TAG_RE.findall(data[:20000]))
    if tags >= 5 and head.startswith(b"<"):
        return 0.8
    if tags >= 5 and name.lower().endswith((".html", ".htm")):
        return 0.6
    return 0.0


# -- HTML -> text ------------------------------------------------------------------------------------------
def _soup(data: bytes | str, source: str = "", notes: list | None = None):
    """The page parsed by BeautifulSoup (html.parser), after the size and tag caps. Bytes are decoded by
    `textio.decode_text` (BOM, UTF-8 or Windows-1252 on the evidence of the whole page, control characters
    removed: their notes go to `notes`); a page in another encoding must declare it (`<meta charset=...>`)."""
    from bs4 import BeautifulSoup  # imported lazily: `rulesdb show` never pays for bs4

    check_size(data, source)
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    tags = len(_START_TAG_RE.findall(raw))
    if tags > MAX_HTML_TAGS:
        raise ParseError(f"the page has {tags:,} tags, more than the {MAX_HTML_TAGS:,} a page may have", source)
    if isinstance(data, bytes):
        try:
            decoded = decode_text(data, source)
        except DecodeError:
            declared = _CHARSET_RE.search(data[:4096])
            if declared is None or declared.group("enc").lower() in ("utf-8", "utf8", "windows-1252"):
                raise
            data = BeautifulSoup(data, "html.parser", from_encoding=declared.group("enc").decode("ascii"))
            return data
        if notes is not None:
            notes.extend(decoded.notes)
        data = decoded.text
    else:
        data, removed = strip_controls(data)
        if notes is not None:
            notes.extend(removed)
    return BeautifulSoup(data, "html.parser")


def _dropped(tag) -> bool:
    """Whether `tag` is one `_prune` removes (`_DROP_TAGS`, or one of `_DROP_SELECTORS`)."""
    if tag.name in _DROP_TAGS:
        return True
    classes = tag.get("class") or ()
    if isinstance(classes, str):
        classes = classes.split()
    if any(c in _DROP_CLASSES for c in classes):
        return True
    return tag.get("id") in _DROP_IDS or tag.get("role") in _DROP_ROLES


def _prune(root) -> None:
    """Remove scripts, styles, navigation ... in one pass over the tree (iterative: no depth limit), instead of
    one CSS selection per selector (soupsieve took seconds on a page of 20,000 tags)."""
    from bs4.element import Tag

    doomed = []
    stack = [root]
    while stack:
        node = stack.pop()
        for child in node.contents:
            if isinstance(child, Tag):
                if _dropped(child):
                    doomed.append(child)
                else:
                    stack.append(child)
    for tag in doomed:
        tag.decompose()


def _render(root, mediawiki: bool = False) -> list[str]:
    """The lines of `root`: text of inline content joined, one line per block, `<br>` a line break.

    Iterative (an explicit stack), so that a page nested a thousand elements deep is read like any other."""
    from bs4.element import NavigableString, Tag

    skip_strings = _special_strings()
    lines: list[str] = []
    buf: list[str] = []
    headline_headings = _headline_headings(root) if mediawiki else set()

    def flush() -> None:
        line = " ".join("".join(buf).split())
        buf.clear()
        if line:
            lines.append(line)

    _FLUSH = object()  # a marker on the stack: the end of a block
    stack: list = [iter(root.children)]
    while stack:
        top = stack[-1]
        if top is _FLUSH:
            stack.pop()
            flush()
            continue
        child = next(top, None)
        if child is None:
            stack.pop()
            continue
        if isinstance(child, NavigableString):
            if not isinstance(child, skip_strings):
                buf.append(str(child))
            continue
        if not isinstance(child, Tag):
            continue
        name = child.name
        if name == "br":
            flush()
            continue
        if name in _BLOCK_TAGS:
            flush()
            if mediawiki and name in _HEADINGS[1:] and id(child) in headline_headings:
                level = int(name[1])
                title = " ".join(child.get_text(" ").split())
                if title:
                    lines.append(f"{'=' * level} {title} {'=' * level}")
                continue
            stack.append(_FLUSH)
        stack.append(iter(child.children))
    flush()
    return lines


def _headline_headings(root) -> set[int]:
    """ids of the h2..h6 elements under `root` that contain a `.mw-headline` (a MediaWiki section heading),
    found climbing from each headline once (linear, where a selection per heading is quadratic in the depth)."""
    from bs4.element import Tag

    found: set[int] = set()
    climbed: set[int] = set()
    for headline in root.find_all(class_="mw-headline"):
        node = headline.parent
        while isinstance(node, Tag) and id(node) not in climbed and node is not root.parent:
            climbed.add(id(node))
            if node.name in _HEADINGS[1:]:
                found.add(id(node))
            node = node.parent
    return found


def _special_strings():
    from bs4.element import CData, Comment, Declaration, Doctype, ProcessingInstruction

    return (Comment, Declaration, Doctype, ProcessingInstruction, CData)


def html_to_text(data: bytes | str) -> str:
    """The visible text of a page, one block per line (LF), without scripts, styles, navigation, headers,
    footers and MediaWiki edit-section links. On a MediaWiki page only the article (`.mw-parser-output`)
    is rendered, its section headings as `== Heading ==`."""
    soup = _soup(data)
    _prune(soup)
    return _pruned_text(soup)


def _pruned_text(soup) -> str:
    article = soup.find(class_="mw-parser-output")
    root = article if article is not None else soup
    return "\n".join(_render(root, mediawiki=article is not None)) + "\n"


# -- language of a paragraph (English fallback vs Portuguese) ----------------------------------------------
_EN_WORDS = frozenset("""
the of and is to that with it its this can be by for if in on or are from would any each has have which may an
at they their was been when whether other only than all instead see rule rules creature player ability spell
damage step turn cost control controls controller opponent doesn't can't isn't won't it's that's player's its
you your while during into there those these such then after before who what how also but not
""".split())
_PT_WORDS = frozenset("""
o os de da dos das que um uma uns umas é e em na nos nas com para por se não seu sua seus suas ao aos à às mais
pelo pela pelos pelas como ou jogador jogadores criatura criaturas habilidade habilidades mágica mágicas dano regra
regras quando esse essa este esta isso ser pode deve também você seja são está estão num numa cada qualquer
""".split())
_WORD_RE = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")


def guess_language(text: str) -> str | None:
    """"en" or "pt" by function words (and accented words for Portuguese); None when the text gives no clue
    (a one-word title such as `Deathtouch` or `Iniciativa`)."""
    en = pt = 0
    for w in _WORD_RE.findall(text.replace("’", "'")):
        lw = w.lower()
        if lw in _EN_WORDS:
            en += 1
        elif lw in _PT_WORDS:
            pt += 1
        elif re.search(r"[ãõçáéíóúâêô]", lw):
            pt += 1
    if en > pt:
        return "en"
    if pt > en:
        return "pt"
    return None


# -- parse ---------------------------------------------------------------------------------------------------
def parse(data: bytes, source: str = "", lang: str | None = None, revision: str | None = None) -> ParseResult:
    """Parse a saved page: a magicjudgesbr rule or glossary page, else a page of a text format."""
    try:
        return _parse(data, source, lang, revision)
    except RecursionError:  # nothing of ours recurses; this guards what bs4 might
        raise ParseError("the page is nested too deeply to read", source) from None


def _parse(data: bytes, source: str, lang: str | None, revision: str | None) -> ParseResult:
    notes: list[tuple[int, str]] = []
    try:
        soup = _soup(data, source, notes)
    except RulesDBError:
        raise
    except Exception as e:  # html.parser is lenient; this is for bytes bs4 cannot even decode
        raise ParseError(f"not an HTML page ({e.__class__.__name__})", source) from None
    _prune(soup)
    main = soup.find(id="main-content")
    h1 = main.find("h1") if main is not None else None
    if main is not None and h1 is not None and main.find(["h3", "h4"], id=True) is not None:
        result = _parse_rule_page(main, h1, source, lang or "pt", revision)
    elif main is not None and main.find("dt") is not None and main.find("dd") is not None:
        result = _parse_glossary_page(main, source, lang or "pt", revision)
    else:
        return _parse_via_text(soup, data, source, lang, revision)
    result = _without_controls(result, notes)  # a page in a declared legacy encoding was not decoded by textio
    if notes:  # the decoder's notes: replaced bytes, removed control characters (with their source lines)
        warnings = [ParseWarning(line, f"encoding: {msg}", source) for line, msg in notes]
        result = replace(result, warnings=tuple(sorted(warnings + list(result.warnings), key=lambda w: w.line)))
    return result


def _without_controls(result: ParseResult, notes: list[tuple[int, str]]) -> ParseResult:
    """`result` with control characters removed from node and glossary texts (a note per node or entry)."""
    def clean(value: str) -> str:
        return CONTROL_RE.sub("", value)

    def dirty(*values: str) -> bool:
        return any(CONTROL_RE.search(v) for v in values)

    nodes, glossary = list(result.nodes), list(result.glossary)
    for k, n in enumerate(nodes):
        if dirty(n.title, n.text, *n.examples, *n.rulings):
            nodes[k] = replace(n, title=clean(n.title), text=clean(n.text), examples=tuple(map(clean, n.examples)),
                               rulings=tuple(map(clean, n.rulings)))
            notes.append((n.line, f"control characters removed from the text of {n.id}"))
    for k, g in enumerate(glossary):
        if dirty(g.term, g.text):
            glossary[k] = replace(g, term=clean(g.term), text=clean(g.text))
            notes.append((g.line, f"control characters removed from the glossary entry {clean(g.term)!r}"))
    return replace(result, nodes=tuple(nodes), glossary=tuple(glossary))


def _outermost(root, names: tuple[str, ...]) -> list:
    """The elements named `names` under `root` in document order, except those inside another of them (their
    text is part of that one's): linear, where `find_all` plus each element's text is quadratic in the depth."""
    from bs4.element import Tag

    out = []
    stack = [iter(root.children)]
    while stack:
        child = next(stack[-1], None)
        if child is None:
            stack.pop()
            continue
        if not isinstance(child, Tag):
            continue
        if child.name in names:
            out.append(child)
        else:
            stack.append(iter(child.children))
    return out


def _parse_via_text(soup, data: bytes, source: str, lang: str | None, revision: str | None) -> ParseResult:
    from . import detect_format, parse_bytes

    text = _pruned_text(soup)  # = html_to_text(data), without parsing the page a second time
    raw = text.encode("utf-8")
    try:
        fmt = detect_format(raw, source)
    except RulesDBError as e:
        raise ParseError(f"an HTML page whose text is in no known format ({e.one_line()})", source) from None
    if fmt == FORMAT:
        raise ParseError("the page's text is itself HTML; cannot tell its format", source)
    result = parse_bytes(raw, source=source, fmt=fmt, lang=lang, revision=revision)
    meta = dict(result.meta)
    meta.update({"page_kind": "mediawiki" if soup.find(class_="mw-parser-output") else "page", "text_format": fmt})
    return replace(result, format=FORMAT, source=source, meta=meta)


def _element_text(el) -> str:
    return " ".join(" ".join(_render(el)).split())


def _parse_rule_page(main, h1, source: str, lang: str, revision: str | None) -> ParseResult:
    warnings: list[ParseWarning] = []
    rev = revision or UNDATED

    def warn(line: int, message: str) -> None:
        warnings.append(ParseWarning(line=line, message=message, source=source))

    label, chapter_title = split_label(_element_text(h1))
    try:
        chapter = RuleId.parse(label)
    except InvalidRuleIdError:
        raise ParseError(f"rule page without a chapter number in its title ({_element_text(h1)!r})", source,
                         h1.sourceline) from None
    if chapter.kind != "chapter":
        raise ParseError(f"rule page title names {chapter}, not a chapter", source, h1.sourceline)

    # items: [id, title, text, examples(list of (text, lang guess)), line, lang guess]
    items: list[dict] = [{
        "id": chapter, "title": chapter_title, "text": "", "examples": [], "line": h1.sourceline or 0,
        "guess": guess_language(chapter_title), "printed": label,
    }]
    mismatches: list[dict] = []
    for el in _outermost(main, ("h3", "h4", "blockquote")):
        line = el.sourceline or 0
        if el.name == "blockquote":
            text = _element_text(el)
            if not text:
                continue
            if len(items) == 1:
                warn(line, "example before the first rule; skipped")
                continue
            items[-1]["examples"].append((text, guess_language(text)))
            continue
        rel = (el.get("id") or "").strip()
        try:
            rid = RuleId.parse(f"{chapter.major}.{rel}")
        except InvalidRuleIdError:
            warn(line, f"heading id {rel!r} is not a rule of {chapter}; skipped")
            continue
        printed, body = split_label(_element_text(el))
        if printed != rid.official():
            warn(line, f"printed number {printed or '(none)'!r} for {rid} (page id {rel!r})")
        is_title = rid.kind == "rule" and body and len(body) <= 60 and not _SENTENCE_END_RE.search(body)
        items.append({"id": rid, "title": body if is_title else "", "text": "" if is_title else body,
                      "examples": [], "line": line, "guess": guess_language(body), "printed": printed})

    # a title with no clue (`702.2. Deathtouch`) takes the language of its first subrule, else its predecessor
    for k, it in enumerate(items):
        if it["guess"] is None:
            nxt = items[k + 1] if k + 1 < len(items) else None
            if nxt is not None and it["id"].contains(nxt["id"]) and nxt["guess"] is not None:
                it["guess"] = nxt["guess"]
            elif k > 0:
                it["guess"] = items[k - 1]["guess"]
            else:
                it["guess"] = lang
    nodes: list[RuleNode] = []
    fallback: list[str] = []
    for it in items:
        node_lang = "en" if it["guess"] == "en" else lang
        examples = []
        for text, guess in it["examples"]:
            if guess is not None and guess != it["guess"]:
                warn(it["line"], f"example of {it['id']} in another language than its rule ({guess}); kept with it")
            examples.append(text)
        if node_lang == "en":
            fallback.append(str(it["id"]))
        elif it["printed"] != it["id"].official() and it["id"] != chapter:
            mismatches.append({"en": it["id"].official(), lang: it["printed"], "line": it["line"]})
        refs = extract_refs(" ".join([it["text"], *examples]))
        nodes.append(RuleNode(id=it["id"], lang=node_lang, revision=rev, title=it["title"], text=it["text"],
                              examples=tuple(examples), refs=refs, source=source, line=it["line"]))
    meta = {"page_kind": "rule-page", "chapter": str(chapter), "fallback_ids": fallback,
            "label_mismatches": mismatches}
    return ParseResult(format=FORMAT, nodes=tuple(nodes), warnings=tuple(warnings), revision=rev, source=source,
                       meta=meta)


_BORROWED = frozenset("card cards mana deck decks magic token tokens commander brawl draft booster".split())
#: spellings Portuguese words do not have (w, y, k, th, -tion, -ing, doubled consonants, a final d/t/k/p ...)
_ENGLISH_SPELLING = re.compile(r"[wyk]|th|sh|ph|ck|gh|tion|ee|oo|ea|bb|dd|ff|gg|ll|mm|nn|pp|tt|zz|ss$|ains$|ile$"
                               r"|ing$|[^aeiourslmzxn]$")


def _english_term(term: str, definition: str) -> bool:
    """Whether a glossary headword shown with an English definition is itself English (untranslated).

    Headwords are one to a few words, too short for `guess_language`: Portuguese ones show accents or
    Portuguese function words; English ones have English spellings, or are repeated in their definition
    (`Abandon` ... See rule 701.26, "Abandon.")."""
    guess = guess_language(term)
    if guess is not None:
        return guess == "en"
    words = [w.lower() for w in re.findall(r"[^\W\d_]+", term)][:12]  # a headword has a few words
    if any(re.search(r"[ãõçáéíóúâêôà]", w) for w in words):
        return False
    d = definition.lower()
    for w in words:
        if w in _BORROWED or len(w) < 3:
            continue
        if _ENGLISH_SPELLING.search(w) or re.search(r"\b" + re.escape(w[: max(4, len(w) - 2)]), d):
            return True
    return False


def _parse_glossary_page(main, source: str, lang: str, revision: str | None) -> ParseResult:
    rev = revision or UNDATED
    entries: list[GlossaryEntry] = []
    fallback_terms: list[str] = []
    untranslated_definitions: list[str] = []
    warnings: list[ParseWarning] = []
    for dt in _outermost(main, ("dt",)):
        term = _element_text(dt)
        dd = dt.find_next_sibling(["dd", "dt"])
        if dd is None or dd.name != "dd":
            warnings.append(ParseWarning(dt.sourceline or 0, f"glossary term {term!r} without definition", source))
            definition = ""
        else:
            definition = _element_text(dd)
        def_lang = guess_language(definition) or lang
        if def_lang == "en":
            if _english_term(term, definition):
                fallback_terms.append(term)
                entries.append(GlossaryEntry(term=term, lang="en", text=definition, revision=rev, source=source,
                                             line=dt.sourceline or 0))
            else:
                untranslated_definitions.append(term)
                entries.append(GlossaryEntry(term=term, lang=lang, text="", revision=rev, source=source,
                                             line=dt.sourceline or 0))
            continue
        entries.append(GlossaryEntry(term=term, lang=lang, text=definition, revision=rev, source=source,
                                     line=dt.sourceline or 0))
    meta = {"page_kind": "glossary-page", "fallback_terms": fallback_terms,
            "glossary_untranslated_definitions": untranslated_definitions}
    return ParseResult(format=FORMAT, nodes=(), glossary=tuple(entries), warnings=tuple(warnings), revision=rev,
                       source=source, meta=meta)
