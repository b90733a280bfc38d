#!/usr/bin/env python3
"""Smoke test of an installed rulesdb: run every command README.md shows, as a user would, outside the checkout.

Usage: VENV/bin/python .ci/smoke_installed.py --checkout DIR [--bin VENV/bin]

Run with the interpreter of the virtual environment that holds the installed wheel (not an editable install).
Every command runs as a subprocess, from a temporary folder outside the checkout, with RULESDB_HOME in a temporary
folder and no stdin. The commands are read from README.md, so the smoke test follows the README as it changes:

- the README's first command (`pip install . && python build_index.py && rulesdb show ...`), minus the
  `pip install` (the wheel is installed already); build_index.py is run by its path in the checkout, with
  PYTHONSAFEPATH=1 so that it imports the *installed* package, not the source tree beside it;
- every `$ rulesdb ...` line of the README's code blocks; an argument naming a file of the checkout
  (`rulesdb/engine/scenarios/....json`) is resolved against the checkout;
- `rulesdb --help`, bare `rulesdb`, and `--help` of every command and subcommand (found from the help pages);
- a first `rulesdb show` on a fresh, empty data directory (the README: it builds the corpus by itself).

A command fails on a non-zero exit or a `Traceback` in its output; the command and its output are printed.
The last line is `smoke: N commands passed, M failed`; the exit status is 1 when any failed.
"""
from __future__ import annotations

import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TIMEOUT = 300  # seconds for one command (a build of the embedded corpus and its index takes well under a minute)


def code_blocks(readme: str) -> list[list[str]]:
    """The lines of each fenced code block of a Markdown text."""
    blocks, current = [], None
    for line in readme.splitlines():
        if line.lstrip().startswith("```"):
            if current is None:
                current = []
            else:
                blocks.append(current)
                current = None
        elif current is not None:
            current.append(line)
    return blocks


def readme_commands(readme: str) -> tuple[str, str, list[str]]:
    """(first command, test command, every `$ rulesdb ...` line without its `$ `) of the README."""
    blocks = code_blocks(readme)
    if not blocks or len(blocks[0]) < 2:
        raise SystemExit("smoke: README.md has no first code block with an install line and a test line")
    first, test = blocks[0][0].strip(), blocks[0][1].strip()
    shown = [line.strip()[2:].strip() for block in blocks for line in block
             if re.match(r"\s*\$ rulesdb(\s|$)", line)]
    return first, test, shown


def split_first_command(first: str) -> list[str]:
    """The README's first command without its `pip install` step: ['python build_index.py', 'rulesdb show ...']."""
    steps = [s.strip() for s in first.split("&&")]
    rest = [s for s in steps if not re.match(r"(python3? -m )?pip3? install\b", s)]
    if len(rest) == len(steps):
        raise SystemExit(f"smoke: the README's first command does not start with an install step: {first!r}")
    return rest


def resolve_args(argv: list[str], checkout: Path) -> list[str]:
    """Arguments naming a file or script of the checkout, given relative to it, become absolute paths."""
    out = []
    for a in argv:
        if not a.startswith("-") and ("/" in a or a.endswith((".py", ".json"))) and (checkout / a).exists():
            out.append(str(checkout / a))
        else:
            out.append(a)
    return out


def help_commands(page: str) -> list[str]:
    """The command names listed under the 'Commands:' heading of a click help page."""
    names, inside = [], False
    for line in page.splitlines():
        if re.match(r"^\S.*:\s*$", line):
            inside = line.strip().rstrip(":").lower() == "commands"
            continue
        m = re.match(r"^  (\S+)", line)
        if inside and m:
            names.append(m.group(1))
    return names


class Smoke:
    def __init__(self, checkout: Path, bindir: Path, cwd: Path, home: Path):
        self.checkout, self.bindir, self.cwd, self.home = checkout, bindir, cwd, home
        self.passed: list[str] = []
        self.failed: list[tuple[str, str]] = []
        self.env = {k: v for k, v in os.environ.items()
                    if k not in ("PYTHONPATH", "PYTHONHOME", "RULESDB_UI_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES")}
        self.env.update({"PATH": f"{bindir}{os.pathsep}{os.environ.get('PATH', '')}", "RULESDB_HOME": str(home),
                         "LANG": "C.UTF-8", "PYTHONSAFEPATH": "1", "PYTHONIOENCODING": "utf-8"})

    def program(self, name: str) -> str:
        exe = self.bindir / name
        if not exe.exists():
            raise SystemExit(f"smoke: {exe} does not exist: is the wheel installed in that environment?")
        return str(exe)

    def run(self, argv: list[str], label: str | None = None, env: dict | None = None, ok_codes=(0,)) -> str:
        """Run one command; record it as passed or failed; return its stdout."""
        label = label or " ".join(shlex.quote(a) for a in argv)
        t = time.perf_counter()
        try:
            proc = subprocess.run(argv, cwd=self.cwd, env=env or self.env, stdin=subprocess.DEVNULL,
                                  capture_output=True, text=True, encoding="utf-8", errors="replace",
                                  timeout=TIMEOUT)
        except subprocess.TimeoutExpired as e:
            self._fail(label, f"timed out after {TIMEOUT} s\n{e.stdout or ''}{e.stderr or ''}")
            return ""
        except OSError as e:
            self._fail(label, f"cannot be run: {e}")
            return ""
        secs = time.perf_counter() - t
        problems = []
        if proc.returncode not in ok_codes:
            problems.append(f"exit code {proc.returncode}")
        if "Traceback" in proc.stdout or "Traceback" in proc.stderr:
            problems.append("a Traceback in its output")
        if problems:
            self._fail(label, f"{', '.join(problems)}\n--- stdout ---\n{proc.stdout}--- stderr ---\n{proc.stderr}")
        else:
            self.passed.append(label)
            print(f"ok      {secs:6.2f} s  {label}", flush=True)
        return proc.stdout

    def _fail(self, label: str, detail: str) -> None:
        self.failed.append((label, detail))
        print(f"FAILED            {label}\n{detail.rstrip()}\n", flush=True)

    def rulesdb(self, args: list[str], label_args: list[str] | None = None, **kw) -> str:
        label = " ".join(shlex.quote(a) for a in ["rulesdb", *(label_args if label_args is not None else args)])
        return self.run([self.program("rulesdb"), *args], label=label, **kw)

    def shell_step(self, step: str) -> None:
        """One step of the README's first command: `python build_index.py ...` or `rulesdb ...`."""
        argv = shlex.split(step)
        if argv[0] in ("python", "python3"):
            argv = [self.program("python"), *resolve_args(argv[1:], self.checkout)]
            self.run(argv, label=step)
        elif argv[0] == "rulesdb":
            self.rulesdb(resolve_args(argv[1:], self.checkout), label_args=argv[1:])
        else:
            self._fail(step, f"the smoke test does not know how to run {argv[0]!r}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--checkout", type=Path, default=Path(__file__).resolve().parents[1])
    ap.add_argument("--bin", type=Path, default=Path(sys.executable).parent,
                    help="the bin folder of the environment holding the installed wheel (default: this Python's)")
    args = ap.parse_args()
    checkout, bindir = args.checkout.resolve(), args.bin.absolute()
    first, _test, shown = readme_commands((checkout / "README.md").read_text(encoding="utf-8"))

    with tempfile.TemporaryDirectory(prefix="rulesdb-smoke-") as tmp:
        tmp = Path(tmp)
        (tmp / "cwd").mkdir()
        s = Smoke(checkout, bindir, tmp / "cwd", tmp / "home")

        # The package must come from the environment, not from the checkout.
        where = s.run([s.program("python"), "-c", "import rulesdb; print(rulesdb.__file__)"],
                      label="python -c 'import rulesdb' (where from)").strip()
        if where and Path(where).resolve().is_relative_to(checkout):
            s._fail("installed package", f"rulesdb is imported from the checkout ({where}), not from the wheel")

        for step in split_first_command(first):
            s.shell_step(step)
        for line in shown:
            argv = shlex.split(line)[1:]
            s.rulesdb(resolve_args(argv, checkout), label_args=argv)

        # Help pages: the top level, bare `rulesdb`, then every command and the subcommands of groups.
        top = s.rulesdb(["--help"])
        s.rulesdb([])
        todo = [[c] for c in help_commands(top)]
        if not todo:
            s._fail("rulesdb --help", "lists no commands")
        while todo:
            path = todo.pop(0)
            page = s.rulesdb([*path, "--help"])
            todo += [[*path, c] for c in help_commands(page)]

        # A first `show` on a fresh install builds the corpus by itself (README: Commands).
        fresh = dict(s.env, RULESDB_HOME=str(tmp / "fresh-home"))
        s.rulesdb(["show", "702.7"], label_args=["show", "702.7", "(fresh RULESDB_HOME: builds the corpus first)"],
                  env=fresh)

    for label, detail in s.failed:
        print(f"failed: {label}: {detail.splitlines()[0]}")
    print(f"smoke: {len(s.passed)} commands passed, {len(s.failed)} failed")
    return 1 if s.failed else 0


if __name__ == "__main__":
    sys.exit(main())
