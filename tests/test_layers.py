"""The code flows one way: sources -> trees -> store -> corpus -> analysis -> build -> application -> CLI.

Every import of every module of the package (at module level or inside a function: both are dependencies) is read
with `ast`; a module may import only modules of its own layer or of a lower one, and the graph of modules has no
cycle. The library never imports click, and whoosh is imported by one module only.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parents[1] / "rulesdb"

#: lowest first; a module belongs to the first layer one of whose prefixes names it or a package above it
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    ("core", ("rulesdb", "rulesdb.errors", "rulesdb.i18n", "rulesdb.ruleid", "rulesdb.model", "rulesdb.paths",
              "rulesdb.textio", "rulesdb.textfold", "rulesdb.lang", "rulesdb.dates", "rulesdb.refs",
              "rulesdb.analysis", "rulesdb.langdetect", "rulesdb.terms", "rulesdb.outfiles")),
    ("sources", ("rulesdb.sources", "rulesdb.manifest", "rulesdb.tree", "rulesdb.parse", "rulesdb.termbase",
                 "rulesdb.cardnames")),
    ("store", ("rulesdb.assemble", "rulesdb.store")),
    ("corpus", ("rulesdb.corpus",)),
    ("analysis", ("rulesdb.align", "rulesdb.check", "rulesdb.export", "rulesdb.diff", "rulesdb.release_match",
                  "rulesdb.search", "rulesdb.engine", "rulesdb.page_check", "rulesdb.page_text", "rulesdb.page_terms",
                  "rulesdb.page_numbers",
                  "rulesdb.status",
                  "rulesdb.official_terms", "rulesdb.later_english")),
    ("build", ("rulesdb.build", "rulesdb.fetch")),
    ("app", ("rulesdb.app",)),
    ("ui", ("rulesdb.cli", "rulesdb.clihelp", "rulesdb.commands", "rulesdb.output", "rulesdb.web",
            "rulesdb.__main__")),
]


def _modules() -> dict[str, Path]:
    out = {}
    for path in PKG.rglob("*.py"):
        parts = path.relative_to(PKG.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = path
    return out


MODULES = _modules()


def _layer(module: str) -> int:
    if module.endswith("_output"):
        return len(LAYERS) - 1
    best, best_len = None, -1
    for i, (_name, prefixes) in enumerate(LAYERS):
        for p in prefixes:
            if (module == p or module.startswith(p + ".")) and len(p) > best_len and (p != "rulesdb" or module == p):
                best, best_len = i, len(p)
    if best is None:
        raise AssertionError(f"{module} is in no layer: add it to LAYERS in tests/test_layers.py")
    return best


def _imports(module: str) -> set[str]:
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            subs = [f"{target}.{a.name}" for a in node.names if f"{target}.{a.name}" in MODULES]
            targets = subs if node.module is None else [target, *subs]
        for t in targets:
            while t and t not in MODULES and "." in t:
                t = t.rpartition(".")[0]
            if t in MODULES and t != module:
                found.add(t)
    # importing a submodule runs its packages' __init__ first: those are dependencies too (not one's own)
    for t in list(found):
        parent = t.rpartition(".")[0]
        while parent and parent in MODULES and not module.startswith(parent + ".") and parent != module:
            found.add(parent)
            parent = parent.rpartition(".")[0]
    return found


GRAPH = {m: _imports(m) for m in MODULES}


def _third_party(module: str) -> set[str]:
    out = set()
    for node in ast.walk(ast.parse(MODULES[module].read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            out.add(node.module.split(".")[0])
    return out


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_module_imports_a_higher_layer(module):
    mine = _layer(module)
    upward = sorted(f"{t} ({LAYERS[_layer(t)][0]})" for t in GRAPH[module] if _layer(t) > mine)
    assert not upward, f"{module} ({LAYERS[mine][0]}) imports a higher layer: {upward}"


def test_the_import_graph_has_no_cycle():
    """Every edge counts, a package's `__init__` included: a submodule importing its own package's face while
    the face imports the submodule is a cycle too."""
    state: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(m: str) -> None:
        state[m] = 1
        stack.append(m)
        for t in sorted(GRAPH[m]):
            if state.get(t) == 1:
                cycles.append(stack[stack.index(t):] + [t])
            elif t not in state:
                visit(t)
        stack.pop()
        state[m] = 2

    for m in sorted(GRAPH):
        if m not in state:
            visit(m)
    assert not cycles, "import cycles: " + "; ".join(" -> ".join(c) for c in cycles[:5])


def test_the_library_never_imports_click():
    ui = len(LAYERS) - 1
    offenders = sorted(m for m in MODULES if "click" in _third_party(m) and _layer(m) != ui)
    assert not offenders, offenders


def test_whoosh_is_imported_by_one_module():
    users = sorted(m for m in MODULES if "whoosh" in _third_party(m))
    assert len(users) == 1, users
