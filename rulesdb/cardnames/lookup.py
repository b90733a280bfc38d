"""`rulesdb card WORDS`: the cards a name names (`CardLookup`), with a one-line error for none."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..errors import QueryError, RulesDBError, UnknownLanguageError
from ..i18n import _
from ..termbase.cards import CARD_LANGUAGES
from .keys import name_key
from .table import CardEntry

__all__ = ["CardLookup", "lookup_card"]


@dataclass(frozen=True)
class CardLookup:
    """The cards named `words` (`cards`, best first), their names shown in `lang` only when given."""

    words: str
    lang: str | None
    cards: tuple[CardEntry, ...]

    def names(self, card: CardEntry) -> list[tuple[str, str]]:
        return [(l, n) for l, n in card.names if self.lang is None or l == self.lang]

    def to_json(self) -> dict:
        return {"words": self.words, "lang": self.lang,
                "cards": [{"name": c.name, "type": c.type, "text": c.text, "first_printed": c.first,
                           "last_printed": c.last, "names": [{"lang": l, "name": n} for l, n in self.names(c)]}
                          for c in self.cards]}


def lookup_card(cards_keyed: Callable[[str], list[CardEntry]], words: str, lang: str | None = None) -> CardLookup:
    """The cards named `words` (`cards_keyed`: the store's lookup by name key). A one-line `RulesDBError` for no
    words, a language no card is printed in, or a name no card has (the card data ends in 2022)."""
    if not words.strip():
        raise QueryError(_("no words to look up"))
    if lang is not None and lang not in CARD_LANGUAGES and lang != "en":
        raise UnknownLanguageError(_("no card is printed in {lang!r}; card languages: {langs}").format(
            lang=lang, langs=", ".join(("en",) + CARD_LANGUAGES)))
    found = cards_keyed(name_key(words))
    if not found:
        raise RulesDBError(_("no card is named {words!r} (the card names end with the sets of 2022)").format(
            words=words))
    return CardLookup(words, lang, tuple(found))
