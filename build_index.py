#!/usr/bin/env python3
"""Top-level build entry point: the same as `rulesdb build` (parse raw_sources/ into the corpus, then index it).

Usage: python build_index.py [--home DIR] [--sources DIR ...] [--json]
"""
import sys

from rulesdb.cli import main

if __name__ == "__main__":
    sys.exit(main(["build", *sys.argv[1:]]))
