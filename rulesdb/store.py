"""The persisted canonical corpus: one SQLite file in the data directory.

Identical rule versions are stored once (`texts`, keyed by a content hash) and shared by every release and
source that has them; `nodes` places a text under a rule id in one (language, revision) tree. Lookups by
number use the numeric sort key of `RuleId`, never string order.

Writing is atomic: `write_store` builds a new file beside the old one and swaps it in with `os.replace`, so a
failed build leaves the previous store intact and a reader that has the old file open keeps working.
"""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator, TypeVar

from .errors import RulesDBError, StaleStoreError, StoreError
from .i18n import _
from .model import GlossaryEntry, RuleNode, TermEntry
from .ruleid import RuleId

if TYPE_CHECKING:
    from .assemble import Assembly

T = TypeVar("T")

__all__ = ["SCHEMA_VERSION", "StoredSource", "write_store", "sweep_temporary_files", "StoreReader", "text_hash"]

SCHEMA_VERSION = "7"

_SCHEMA = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE sources(id INTEGER PRIMARY KEY, path TEXT, name TEXT, langs TEXT, format TEXT, revision TEXT,
    revision_label TEXT, role TEXT, origin TEXT, notes TEXT, sha256 TEXT, rule_count INTEGER,
    glossary_count INTEGER, siblings TEXT, meta TEXT, detected INTEGER, rank INTEGER);
CREATE TABLE texts(hash TEXT PRIMARY KEY, title TEXT, text TEXT, examples TEXT, rulings TEXT, refs TEXT);
CREATE TABLE nodes(pk INTEGER PRIMARY KEY, source_id INTEGER, ord INTEGER, lang TEXT, revision TEXT,
    rule_id TEXT, s1 INTEGER, s2 INTEGER, s3 INTEGER, s4 REAL, hash TEXT, line INTEGER,
    label_inferred INTEGER, in_tree INTEGER);
CREATE TABLE glossary(source_id INTEGER, lang TEXT, revision TEXT, term TEXT, text TEXT, line INTEGER, in_tree INTEGER);
CREATE TABLE terms(source_id INTEGER, concept TEXT, lang TEXT, term TEXT, kind TEXT, line INTEGER, count INTEGER,
    rank INTEGER, total INTEGER, score REAL, first TEXT, last TEXT, current INTEGER, forms TEXT, example TEXT);
CREATE TABLE cards(id INTEGER PRIMARY KEY, source_id INTEGER, name TEXT, type TEXT, text TEXT, first TEXT,
    last TEXT);
CREATE TABLE card_names(key TEXT, lang TEXT, printed TEXT, card INTEGER, short INTEGER);
CREATE TABLE warnings(source_id INTEGER, line INTEGER, message TEXT);
CREATE TABLE trees(lang TEXT, revision TEXT, revision_label TEXT, node_count INTEGER, PRIMARY KEY(lang, revision));
"""
_INDEXES = """
CREATE INDEX nodes_tree ON nodes(lang, revision, in_tree, s1, s2, s3, s4);
CREATE INDEX nodes_rule ON nodes(rule_id, lang);
CREATE INDEX glossary_term ON glossary(lang, term);
CREATE INDEX card_names_key ON card_names(key);
CREATE INDEX card_names_card ON card_names(card);
"""

def text_hash(node: RuleNode) -> str:
    """The content hash that keys a rule text in the store (and lets a reader see that a text was altered)."""
    return _content_hash(node.title, node.text, list(node.examples), list(node.rulings))


def _content_hash(title: str, text: str, examples: list, rulings: list) -> str:
    payload = json.dumps([title, text, examples, rulings], ensure_ascii=False)
    return hashlib.blake2b(payload.encode("utf-8"), digest_size=12).hexdigest()


@dataclass(frozen=True)
class StoredSource:
    """A parsed source as it goes into (and comes out of) the store."""

    path: str
    name: str
    langs: tuple[str, ...]
    format: str
    revision: str
    revision_label: str = ""
    role: str = "primary"
    origin: str = ""
    notes: str = ""
    sha256: str = ""
    rule_count: int = 0
    glossary_count: int = 0
    warnings: tuple[tuple[int, str], ...] = ()
    siblings: tuple[str, ...] = ()
    meta: dict | None = None
    detected: bool = False
    id: int = 0

    def to_json(self) -> dict:
        return {
            "file": self.name, "path": self.path, "langs": list(self.langs), "format": self.format,
            "revision": self.revision, "revision_label": self.revision_label, "role": self.role,
            "origin": self.origin, "rules": self.rule_count, "glossary": self.glossary_count,
            "warnings": [{"line": ln, "message": m} for ln, m in self.warnings], "detected": self.detected,
        }


def write_store(path: Path, assembly: "Assembly", extra_meta: dict | None = None,
                derive: Callable[[Path], dict[str, str]] | None = None) -> None:
    """Write a new store at `path` atomically from an assembled corpus.

    The new file is written beside the old one; `derive(new_path)`, when given, reads the new store (not yet in
    place) and returns more metadata to keep in it (what the build derives: release matches, moves between
    releases). Only then is the file swapped in with `os.replace`: the store in place is never written to, and a
    build that fails or is killed leaves the previous store whole. Temporary files of builds that were killed
    are swept first. A disk that is full or read-only, or a home that is not a folder, is a StoreError."""
    path = Path(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    con = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        sweep_temporary_files(path)
        if tmp.exists():
            tmp.unlink()
        con = sqlite3.connect(tmp)
        con.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;" + _SCHEMA)
        with con:
            _fill(con, assembly, extra_meta or {})
            con.executescript(_INDEXES)
        con.close()
        con = None
        if derive is not None:
            derived = derive(tmp)
            if derived:
                con = sqlite3.connect(tmp)
                with con:
                    con.executemany("INSERT OR REPLACE INTO meta VALUES (?,?)", list(derived.items()))
                con.close()
                con = None
        os.replace(tmp, path)
    except BaseException as e:
        if con is not None:
            try:
                con.close()
            except sqlite3.Error:
                pass
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass
        if isinstance(e, (OSError, sqlite3.Error)):
            reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            raise StoreError(_("cannot write the corpus at {path}: {reason}").format(path=path, reason=reason)) from None
        raise


def sweep_temporary_files(path: Path) -> list[Path]:
    """Remove the temporary stores (`.corpus.sqlite.PID.tmp`) that builds killed mid-way left beside `path`; a
    file of a build still running (its process alive) is left alone. Returns what was removed."""
    removed = []
    for tmp in path.parent.glob(f".{path.name}.*.tmp"):
        pid = tmp.name[len(path.name) + 2:-4]
        if pid.isdigit() and int(pid) != os.getpid() and _alive(int(pid)):
            continue
        try:
            tmp.unlink()
            removed.append(tmp)
        except OSError:
            pass
    return removed


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def _fill(con: sqlite3.Connection, assembly: "Assembly", extra_meta: dict) -> None:
    seen_texts: set[str] = set()
    for (src, result), order, node_flags, gloss_flags in zip(assembly.sources, assembly.ranks, assembly.node_in_tree,
                                                             assembly.glossary_in_tree):
        cur = con.execute(
            "INSERT INTO sources(path,name,langs,format,revision,revision_label,role,origin,notes,sha256,rule_count,"
            "glossary_count,siblings,meta,detected,rank) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (src.path, src.name, ",".join(src.langs), src.format, src.revision, src.revision_label, src.role,
             src.origin, src.notes, src.sha256, len(result.nodes), len(result.glossary),
             json.dumps([str(s) for s in result.siblings]), json.dumps(result.meta, ensure_ascii=False, default=str),
             int(src.detected), order),
        )
        sid = cur.lastrowid
        con.executemany("INSERT INTO warnings VALUES (?,?,?)", [(sid, w.line, w.message) for w in result.warnings])
        node_rows = []
        text_rows = []
        for i, (node, in_tree) in enumerate(zip(result.nodes, node_flags)):
            h = text_hash(node)
            if h not in seen_texts:
                seen_texts.add(h)
                text_rows.append((h, node.title, node.text, json.dumps(node.examples, ensure_ascii=False),
                                  json.dumps(node.rulings, ensure_ascii=False), " ".join(str(r) for r in node.refs)))
            s = node.id.sort_key()
            node_rows.append((sid, i, node.lang, node.revision, str(node.id), s[0], s[1], s[2], s[3], h, node.line,
                              int(node.label_inferred), int(in_tree)))
        con.executemany("INSERT OR IGNORE INTO texts VALUES (?,?,?,?,?,?)", text_rows)
        con.executemany(
            "INSERT INTO nodes(source_id,ord,lang,revision,rule_id,s1,s2,s3,s4,hash,line,label_inferred,in_tree)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)", node_rows)
        con.executemany("INSERT INTO glossary VALUES (?,?,?,?,?,?,?)",
                        [(sid, g.lang, g.revision, g.term, g.text, g.line, int(keep))
                         for g, keep in zip(result.glossary, gloss_flags)])
        con.executemany("INSERT INTO terms VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                        [(sid, t.concept, t.lang, t.term, t.kind, t.line, t.count, t.rank, t.total, t.score, t.first,
                          t.last, int(t.current), "|".join(t.forms), t.example) for t in result.terms])
        _fill_cards(con, sid, result.cards)
    con.executemany("INSERT INTO trees VALUES (?,?,?,?)",
                    [(lang, rev, label, n) for (lang, rev), (label, n) in assembly.trees.items()])
    meta = {"schema_version": SCHEMA_VERSION, **{k: str(v) for k, v in extra_meta.items()}}
    con.executemany("INSERT INTO meta VALUES (?,?)", list(meta.items()))


def _fill_cards(con: sqlite3.Connection, sid: int, cards) -> None:
    """The cards of a card name table, and each of their names keyed as a query's words are (`cardnames.keys`)."""
    from .cardnames.keys import name_keys

    for card in cards:
        cid = con.execute("INSERT INTO cards(source_id,name,type,text,first,last) VALUES (?,?,?,?,?,?)",
                          (sid, card.name, card.type, card.text, card.first, card.last)).lastrowid
        rows = {}
        for lang, printed in (("en", card.name), *card.names):
            for key, short in name_keys(printed, lang):
                rows.setdefault((key, lang), (key, lang, printed, cid, int(short)))
        con.executemany("INSERT INTO card_names VALUES (?,?,?,?,?)", list(rows.values()))


class StoreReader:
    """Read-only access to a built store, safe to share between threads: each thread reads through a connection
    of its own (sqlite connections are not shared across threads), opened on its first query."""

    def __init__(self, path: Path):
        self.path = Path(path)
        if not self.path.is_file():
            raise StoreError(_("no corpus at {path}; run `rulesdb build`").format(path=self.path))
        self._local = threading.local()
        self._lock = threading.Lock()
        self._connections: list[sqlite3.Connection] = []
        self._meta: dict[str, str] | None = None
        self._memos: dict[str, object] = {}
        try:
            row = self.con.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
        except sqlite3.DatabaseError:
            self.close()
            raise StoreError(_("the corpus at {path} is corrupt; rebuild it with `rulesdb build`").format(path=self.path)) from None
        if not row or row[0] != SCHEMA_VERSION:
            self.close()
            raise StaleStoreError(_("the corpus at {path} was built by another rulesdb version; run `rulesdb build`").format(path=self.path))

    @property
    def con(self) -> sqlite3.Connection:
        """This thread's read-only connection."""
        con = getattr(self._local, "con", None)
        if con is None:
            con = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, check_same_thread=False)
            self._local.con = con
            with self._lock:
                self._connections.append(con)
        return con

    def close(self) -> None:
        with self._lock:
            for con in self._connections:
                con.close()
            self._connections.clear()
        self._local = threading.local()

    def _query(self, sql: str, args: tuple = ()) -> list[tuple]:
        try:
            return self.con.execute(sql, args).fetchall()
        except sqlite3.DatabaseError as e:
            raise StoreError(_("the corpus at {path} is corrupt ({reason}); rebuild it with `rulesdb build`").format(path=self.path, reason=e)) from None

    # -- metadata -------------------------------------------------------------------------------
    def meta(self) -> dict[str, str]:
        return dict(self._query("SELECT key, value FROM meta"))

    def trees(self) -> list[tuple[str, str, str, int]]:
        """(lang, revision, revision_label, node count) of every tree."""
        return self._query("SELECT lang, revision, revision_label, node_count FROM trees ORDER BY lang, revision")

    def sources(self) -> list[StoredSource]:
        rows = self._query(
            "SELECT id,path,name,langs,format,revision,revision_label,role,origin,notes,sha256,rule_count,"
            "glossary_count,siblings,meta,detected FROM sources ORDER BY id")
        warn: dict[int, list[tuple[int, str]]] = {}
        for sid, line, msg in self._query("SELECT source_id, line, message FROM warnings ORDER BY source_id, line"):
            warn.setdefault(sid, []).append((line, msg))
        return [
            StoredSource(path=r[1], name=r[2], langs=tuple(filter(None, r[3].split(","))), format=r[4], revision=r[5],
                         revision_label=r[6], role=r[7], origin=r[8], notes=r[9], sha256=r[10], rule_count=r[11],
                         glossary_count=r[12], warnings=tuple(warn.get(r[0], ())), siblings=tuple(json.loads(r[13])),
                         meta=json.loads(r[14]), detected=bool(r[15]), id=r[0])
            for r in rows
        ]

    # -- nodes ------------------------------------------------------------------------------------
    _NODE_SQL = ("SELECT n.rule_id, n.lang, n.revision, t.title, t.text, t.examples, t.rulings, t.refs, s.name,"
                 " n.line, n.label_inferred, n.hash FROM nodes n JOIN texts t ON t.hash = n.hash"
                 " JOIN sources s ON s.id = n.source_id")

    def _node(self, row: tuple) -> RuleNode:
        """A node read back; its text is checked against the content hash it was stored under, so that a store
        altered after the build is refused instead of answered from."""
        try:
            examples, rulings = json.loads(row[5]), json.loads(row[6])
            intact = _content_hash(row[3], row[4], examples, rulings) == row[11]
            node = RuleNode(
                id=RuleId.parse(row[0]), lang=row[1], revision=row[2], title=row[3], text=row[4],
                examples=tuple(examples), rulings=tuple(rulings),
                refs=tuple(RuleId.parse(r) for r in row[7].split()), source=row[8], line=row[9],
                label_inferred=bool(row[10]),
            )
        except (ValueError, TypeError, AttributeError, RulesDBError):
            intact = False
        if not intact:
            raise StoreError(_("the corpus at {path} is damaged (rule {rule} does not match what was stored); "
                               "rebuild it with `rulesdb build`").format(path=self.path, rule=row[0]))
        return node

    def subtree(self, rule_id: RuleId, lang: str, revision: str) -> list[RuleNode]:
        """`rule_id` and everything below it in the (lang, revision) tree, in rule order."""
        s = rule_id.sort_key()
        where = ["n.lang = ?", "n.revision = ?", "n.in_tree = 1", "n.s1 = ?"]
        args: list = [lang, revision, s[0]]
        kind = rule_id.kind
        if kind != "section":
            where.append("n.s2 = ?")
            args.append(s[1])
        if kind in ("rule", "subrule"):
            where.append("n.s3 = ?")
            args.append(s[2])
        if kind == "subrule":
            where.append("n.s4 = ?")
            args.append(s[3])
        sql = f"{self._NODE_SQL} WHERE {' AND '.join(where)} ORDER BY n.s1, n.s2, n.s3, n.s4, n.source_id, n.ord"
        return [self._node(r) for r in self._query(sql, tuple(args))]

    def get(self, rule_id: RuleId, lang: str, revision: str) -> list[RuleNode]:
        """The node(s) numbered `rule_id` in the tree (two for an official duplicate such as 702.175)."""
        sql = f"{self._NODE_SQL} WHERE n.rule_id = ? AND n.lang = ? AND n.revision = ? AND n.in_tree = 1 ORDER BY n.source_id, n.ord"
        return [self._node(r) for r in self._query(sql, (str(rule_id), lang, revision))]

    def tree(self, lang: str, revision: str) -> Iterator[RuleNode]:
        """Every node of one tree, in rule order."""
        sql = f"{self._NODE_SQL} WHERE n.lang = ? AND n.revision = ? AND n.in_tree = 1 ORDER BY n.s1, n.s2, n.s3, n.s4, n.source_id, n.ord"
        for r in self._query(sql, (lang, revision)):
            yield self._node(r)

    def source_nodes(self, name: str) -> list[RuleNode]:
        """Every node of one source, in document order (e.g. a companion text that is not in a tree)."""
        sql = f"{self._NODE_SQL} WHERE s.name = ? ORDER BY n.ord"
        return [self._node(r) for r in self._query(sql, (name,))]

    def rule_versions(self, rule_id: RuleId, lang: str) -> list[tuple[str, RuleNode]]:
        """(revision, node) of `rule_id` in every tree of `lang`, oldest revision first."""
        sql = f"{self._NODE_SQL} WHERE n.rule_id = ? AND n.lang = ? AND n.in_tree = 1 ORDER BY n.revision, n.source_id, n.ord"
        return [(r[2], self._node(r)) for r in self._query(sql, (str(rule_id), lang))]

    def ids(self, lang: str, revision: str) -> list[RuleId]:
        rows = self._query("SELECT DISTINCT rule_id, s1, s2, s3, s4 FROM nodes WHERE lang=? AND revision=? AND in_tree=1"
                           " ORDER BY s1, s2, s3, s4", (lang, revision))
        return [RuleId.parse(r[0]) for r in rows]

    def memo(self, key: str, build: Callable[[], T]) -> T:
        """What later stages derive from this store (keyword terms, the term base, release links), computed once
        per open reader and kept with it: the store never changes under a reader, and a rebuilt store is another."""
        with self._lock:
            if key in self._memos:
                return self._memos[key]  # type: ignore[return-value]
        value = build()
        with self._lock:
            return self._memos.setdefault(key, value)  # type: ignore[return-value]

    def forget(self, key: str) -> None:
        """Drop what `memo` keeps under `key` (it is derived again on the next use)."""
        with self._lock:
            self._memos.pop(key, None)

    def derived(self, key: str) -> dict:
        """What the build derived and kept under `key` in the metadata (JSON object); empty when absent."""
        if self._meta is None:
            self._meta = self.meta()
        value = self._meta.get(key)
        return json.loads(value) if value else {}

    def terms(self, lang: str | None = None) -> tuple[TermEntry, ...]:
        """Every term entry of every source (term tables, the term base derived from cards with its evidence, and
        the rule titles the build paired), in source order; read once per reader. With `lang`, those of one
        language alone (the same rows in the same order: a search asks one language, and reading the rows of
        every language was a quarter of a `rulesdb search`). The word table's rows (kind `word`) are no terms: see
        `word_pairs`."""
        if lang is None:
            return self.memo("terms", lambda: self._read_terms("t.kind <> 'word'"))
        return self.memo(f"terms/{lang}", lambda: self._read_terms("t.kind <> 'word' AND t.lang = ?", (lang,)))

    def term_concepts(self) -> tuple[str, ...]:
        """The English terms of the term entries (`terms`), each once, in the order the entries first name them."""
        return self.memo("term-concepts", lambda: tuple(dict.fromkeys(r[0] for r in self._query(
            "SELECT t.concept FROM terms t JOIN sources s ON s.id = t.source_id WHERE t.kind <> 'word'"
            " ORDER BY s.rank, t.rowid"))))

    def term_languages(self) -> tuple[str, ...]:
        """The languages of the term entries (`terms`), sorted."""
        return self.memo("term-languages", lambda: tuple(r[0] for r in self._query(
            "SELECT DISTINCT lang FROM terms WHERE kind <> 'word' ORDER BY lang")))

    def word_pairs(self) -> tuple[TermEntry, ...]:
        """The rows of the word table (kind `word`: a word of a language and an English word it translates, the
        translation probability as `score`), in source order."""
        return self.memo("word-pairs", lambda: self._read_terms("t.kind = 'word'"))

    def _read_terms(self, where: str, args: tuple = ()) -> tuple[TermEntry, ...]:
        sql = ("SELECT t.concept, t.lang, t.term, t.kind, s.name, t.line, t.count, t.rank, t.total, t.score, t.first,"
               " t.last, t.current, t.forms, t.example FROM terms t JOIN sources s ON s.id = t.source_id"
               f" WHERE {where} ORDER BY s.rank, t.rowid")
        return tuple(TermEntry(*r[:12], current=bool(r[12]), forms=tuple(f for f in r[13].split("|") if f),
                               example=r[14]) for r in self._query(sql, args))

    def cards_named(self, keys) -> list[tuple]:
        """The card names keyed `keys` (`cardnames.keys.name_key`): (key, lang, printed name, short, English name,
        type, text, first printed), in no particular order; [] for a store without a card name table."""
        keys = list(dict.fromkeys(keys))
        out: list[tuple] = []
        for i in range(0, len(keys), 500):
            chunk = keys[i:i + 500]
            out += self._query(
                "SELECT n.key, n.lang, n.printed, n.short, c.name, c.type, c.text, c.first FROM card_names n"
                f" JOIN cards c ON c.id = n.card WHERE n.key IN ({','.join('?' * len(chunk))})", tuple(chunk))
        return out

    def cards_keyed(self, key: str) -> list:
        """The cards (`cardnames.table.CardEntry`, with every name printed for them) that have a name keyed `key`,
        a whole name before a short one, then the card printed first."""
        from .cardnames.table import CardEntry

        found = self._query("SELECT c.id, c.name, c.type, c.text, c.first, c.last, MIN(n.short) FROM card_names n"
                            " JOIN cards c ON c.id = n.card WHERE n.key = ? GROUP BY c.id"
                            " ORDER BY MIN(n.short), c.first, c.name", (key,))
        out = []
        for cid, name, type_, text, first, last, _short in found:
            names = self._query("SELECT lang, printed FROM card_names WHERE card = ? AND short = 0 AND lang <> 'en'"
                                " ORDER BY rowid", (cid,))
            out.append(CardEntry(name, type_, text, first, last, tuple((l, p) for l, p in names)))
        return out

    def glossary(self, lang: str, revision: str | None = None) -> list[GlossaryEntry]:
        sql = "SELECT g.term, g.lang, g.text, g.revision, s.name, g.line FROM glossary g JOIN sources s ON s.id = g.source_id WHERE g.lang = ? AND g.in_tree = 1"
        args: tuple = (lang,)
        if revision is not None:
            sql += " AND g.revision = ?"
            args = (lang, revision)
        return [GlossaryEntry(term=r[0], lang=r[1], text=r[2], revision=r[3], source=r[4], line=r[5])
                for r in self._query(sql + " ORDER BY g.source_id, g.line", args)]
