"""Compile the message catalogs (rulesdb/locale/*/LC_MESSAGES/rulesdb.po -> .mo) when the package is built.

Everything else is in pyproject.toml. An editable checkout without .mo files compiles catalogs in memory
on first use (rulesdb.i18n), so this step is an optimisation, not a requirement.
"""
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildPyWithCatalogs(build_py):
    def run(self):
        super().run()
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        for po in Path("rulesdb/locale").glob("*/LC_MESSAGES/rulesdb.po"):
            target = Path(self.build_lib) / po.with_suffix(".mo")
            target.parent.mkdir(parents=True, exist_ok=True)
            with po.open("rb") as fh:
                catalog = read_po(fh)
            with target.open("wb") as out:
                write_mo(out, catalog)


setup(cmdclass={"build_py": BuildPyWithCatalogs})
