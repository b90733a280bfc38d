"""Keyword names across languages: "Erstschlag", "dañar primero", "attacco improvviso" all mean first strike.

Three kinds of wording, all read from the embedded raw sources (nothing here is typed in by hand except
where a term was read off a seed page, and a test checks that each of those occurs in its seed file):

- **card wording** per language, from `glossary/keyword_terms_derived_from_mtgjson_coresets.tsv` (the printed
  keyword line of core-set cards: de "Erstschlag", es "Daña primero", it "Attacco improvviso", ...). The table is
  heuristic (see corpus/PROVENANCE.md): its "alt:" columns contain neighbouring keywords ("Trample ... alt: Eile",
  Eile being haste). An alternative is kept only if no other keyword claims it, as primary or as alternative;
- **rules wording** taken from the seed pages (es "Dañar primero", it "Attacco improvviso", de "Erstschlag", and
  the double strike they cite: es "dañar dos veces", it "doppio attacco", de "Doppelschlag"), and the titles of
  rules 702.x in the Chinese CR, line-aligned with its English companion (702.7. 先攻);
- the Chinese term list `zh/translatedterms_en-zh_2026.json` (terms new to the rules; it adds names such as
  "Offspring" but none of the combat keywords).

Matching ignores case, accents and surrounding spaces: `canonical("dañar primero") == "first strike"`.
"""
from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

__all__ = ["KeywordTerms", "load_keyword_terms", "raw_sources_dir", "fold", "SEED_RULES_WORDING"]

GLOSSARY_TSV = "glossary/keyword_terms_derived_from_mtgjson_coresets.tsv"
ZH_TERMS_JSON = "zh/translatedterms_en-zh_2026.json"
ZH_CR = "zh/CR_zh-CN_20260116.txt"
ZH_CR_EN = "zh/CR_en-companion_20260116.txt"

#: Rules wording read off the seed pages: (keyword, lang, term, seed file the term occurs in).
SEED_RULES_WORDING: tuple[tuple[str, str, str, str], ...] = (
    ("first strike", "es", "Dañar primero", "seeds/000_fd9a400e6d8e91d3.txt"),
    ("double strike", "es", "dañar dos veces", "seeds/000_fd9a400e6d8e91d3.txt"),
    ("first strike", "it", "Attacco improvviso", "seeds/001_d749db4b19e39f19.txt"),
    ("double strike", "it", "doppio attacco", "seeds/001_d749db4b19e39f19.txt"),
    ("first strike", "de", "Erstschlag", "seeds/003_c2f32b651d8f9fa9.txt"),
    ("double strike", "de", "Doppelschlag", "seeds/003_c2f32b651d8f9fa9.txt"),
)

_TITLE_702 = re.compile(r"^702\.(\d+)\.\s+(.+?)\s*$")


def fold(text: str) -> str:
    """Case- and accent-insensitive form of a term: `"  Dañar  Primero "` -> `"danar primero"`."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(stripped.replace("-", " ").split())


def raw_sources_dir() -> Path:
    """The embedded raw sources: the package `rulesdb.raw_sources`, else `raw_sources/` beside the package."""
    try:
        from importlib.resources import files

        found = Path(str(files("rulesdb.raw_sources")))
        if found.is_dir():
            return found
    except (ImportError, TypeError, ValueError):
        pass
    import rulesdb

    return Path(rulesdb.__file__).resolve().parents[1] / "raw_sources"


@dataclass(frozen=True)
class KeywordTerms:
    """Keyword names per language and the reverse index from any name to the English keyword."""

    #: (keyword, lang) -> rules wording (preferred) and card wording
    rules: dict[tuple[str, str], str] = field(default_factory=dict)
    cards: dict[tuple[str, str], str] = field(default_factory=dict)
    #: folded name in any language -> English keyword (lower case)
    index: dict[str, str] = field(default_factory=dict)

    def canonical(self, word: str) -> str | None:
        """The English keyword (lower case) that `word` names in any known language, or None."""
        if not isinstance(word, str):
            return None
        return self.index.get(fold(word))

    def term(self, keyword: str, lang: str, kind: str = "rules") -> str | None:
        """The name of `keyword` in `lang`: rules wording if known (kind="rules"), else card wording."""
        key = self.canonical(keyword) or keyword.lower()
        if lang == "en":
            return key if key in self.keywords() else None
        if kind == "rules" and (key, lang) in self.rules:
            return self.rules[(key, lang)]
        return self.cards.get((key, lang))

    def keywords(self) -> set[str]:
        return set(self.index.values())

    def languages(self) -> set[str]:
        return {lang for _k, lang in self.cards} | {lang for _k, lang in self.rules} | {"en"}


def _read_tsv(path: Path) -> tuple[dict[tuple[str, str], str], list[tuple[str, str]]]:
    """Card wording (primary) and the (keyword, alternative) pairs of the glossary TSV."""
    cards: dict[tuple[str, str], str] = {}
    alts: list[tuple[str, str]] = []
    lines = path.read_text(encoding="utf-8").splitlines()
    header = lines[0].split("\t")
    langs = [(i, h) for i, h in enumerate(header) if i > 0 and not h.endswith("_n")]
    for line in lines[1:]:
        cols = line.split("\t")
        if not cols or not cols[0].strip():
            continue
        keyword = cols[0].strip().lower()
        for i, lang in langs:
            if i >= len(cols) or not cols[i].strip():
                continue
            primary, _, rest = cols[i].partition("| alt:")
            cards[(keyword, lang)] = primary.strip()
            alts.extend((keyword, a.strip()) for a in rest.split(";") if a.strip())
    return cards, alts


def _read_zh_titles(root: Path) -> dict[str, str]:
    """English keyword -> Chinese rules wording, from the titles of 702.x in the line-aligned zh/en CR."""
    out: dict[str, str] = {}
    zh_path, en_path = root / ZH_CR, root / ZH_CR_EN
    if not (zh_path.is_file() and en_path.is_file()):
        return out
    en_titles: dict[str, str] = {}
    for line in en_path.read_text(encoding="utf-8-sig").splitlines():
        m = _TITLE_702.match(line)
        if m:
            en_titles.setdefault(m.group(1), m.group(2).lower())
    for line in zh_path.read_text(encoding="utf-8-sig").splitlines():
        m = _TITLE_702.match(line)
        if m and m.group(1) in en_titles:
            out.setdefault(en_titles[m.group(1)], m.group(2))
    return out


def _read_zh_json(path: Path) -> dict[str, str]:
    if not path.is_file():
        return {}
    data = json.loads(path.read_text(encoding="utf-8-sig"))
    out: dict[str, str] = {}
    for entries in data.values() if isinstance(data, dict) else ():
        for entry in entries if isinstance(entries, list) else ():
            if isinstance(entry, dict) and entry.get("English") and entry.get("Chinese"):
                out[entry["English"].strip().lower()] = entry["Chinese"].strip()
    return out


def build_keyword_terms(root: Path) -> KeywordTerms:
    """Read the keyword tables under `root` (a raw_sources folder)."""
    cards, alts = _read_tsv(root / GLOSSARY_TSV)
    keywords = {k for k, _lang in cards}
    rules: dict[tuple[str, str], str] = {}
    for keyword, lang, term, _seed in SEED_RULES_WORDING:
        rules[(keyword, lang)] = term
    zh_titles = _read_zh_titles(root)
    for keyword, term in zh_titles.items():
        if keyword in keywords:
            rules[(keyword, "zh")] = term
    zh_json = _read_zh_json(root / ZH_TERMS_JSON)

    index: dict[str, str] = {}
    for keyword in keywords:
        index[fold(keyword)] = keyword
    for (keyword, _lang), term in list(cards.items()) + list(rules.items()):
        index.setdefault(fold(term), keyword)
    for keyword, term in zh_json.items():
        if keyword in keywords:
            rules.setdefault((keyword, "zh"), term)
            index.setdefault(fold(term), keyword)
    # alternatives: only those no other keyword claims (the table's alts often name a neighbouring keyword)
    claimed: dict[str, set[str]] = {}
    for keyword, alt in alts:
        claimed.setdefault(fold(alt), set()).add(keyword)
    for folded, owners in claimed.items():
        if len(owners) == 1 and folded not in index:
            index[folded] = next(iter(owners))
    return KeywordTerms(rules=rules, cards=cards, index=index)


@lru_cache(maxsize=1)
def load_keyword_terms() -> KeywordTerms:
    """The keyword tables of the embedded raw sources (read once per process)."""
    return build_keyword_terms(raw_sources_dir())
