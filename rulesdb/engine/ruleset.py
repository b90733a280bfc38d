"""Which rules the engine runs: the English release in force on a scenario's `rules` date, and the behaviour of
that release, read from its own text.

    catalog = RulesCatalog(corpus)          # once per corpus (app.Session.rules_catalog())
    ruleset = catalog.select("2010-01-01")  # -> Ruleset of the 2009-07-11 release (or ReleaseRefused)

Nothing here is keyed on a date typed into the code. For the release selected, `derive()` reads:

- `model`: the first subrule of the rule titled "Combat Damage Step" (510.1; 310.1 before 2009): the engine runs
  combat damage as a turn-based action that "doesn't use the stack"; a release that puts combat damage on the
  stack (2008-10-01, 310.1) is refused, quoting that text;
- `order`: whether 510.1c of the release assigns damage "according to the damage assignment order";
- `deathtouch_exception`: whether a subrule of the deathtouch rule is "an exception to the procedures described
  in rules 510.1c-d" (702.2b of 2009-07-11: deathtouch divides its damage regardless of the order);
- `deathtouch_lethal`: whether a subrule of the deathtouch rule makes any nonzero deathtouch damage "lethal
  damage" for the assignment (702.2b of 2013, 702.2c now); the trample rule (702.17b in 2009, 702.19b now) is
  quoted beside it: it never mentions deathtouch, so without that subrule trample needs real lethal damage.

Rule numbers are mapped through the rule history (`rulesdb.diff.history`): the engine cites today's numbers
internally, and `Ruleset.number()` gives the number the rule had in the release (702.19b -> 702.17b in 2009).
A rule the history does not follow is looked up by the words the engine's claim rests on (`LOCATE`).

When the corpus lacks the release in force on the date (the embedded corpus holds five English releases of 22),
the release before it is applied if it and the next release the corpus holds agree on every behaviour above
(marked as assumed, with the reason); if they disagree, the engine cannot know the rules of that date and says so.
"""
from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field
from datetime import date as _date
from typing import Callable

from ..errors import RulesDBError
from ..i18n import N_, Templates, _
from .citations import CITATIONS, LOCATE

__all__ = ["Basis", "Ruleset", "RulesCatalog", "ReleaseRefused", "BUILTIN", "BEHAVIOURS", "LABELS"]

#: behaviour key -> what it means, in English (JSON) — the labels shown are translated in render.py
BEHAVIOURS = {
    "model": "combat damage is a turn-based action that doesn't use the stack",
    "order": "a creature assigns combat damage in its damage assignment order",
    "deathtouch_exception": "deathtouch divides its damage regardless of the damage assignment order",
    "deathtouch_lethal": "any nonzero deathtouch damage counts as lethal damage when damage is assigned",
    "trample": "trample: lethal damage to every blocker before the player",
}

#: the same, as shown (translated into the UI language)
LABELS = Templates({
    "model": N_("combat damage is dealt without using the stack"),
    "order": N_("damage assignment order"),
    "deathtouch_exception": N_("deathtouch divides its damage regardless of the order"),
    "deathtouch_lethal": N_("1 deathtouch damage counts as lethal when damage is assigned"),
    "trample": N_("trample: lethal damage to each blocker before the player"),
})


class ReleaseRefused(Exception):
    """The date selects no release the engine can run; `rule` is the rule of that release the refusal rests on."""

    def __init__(self, message: str, rule: str | None = None):
        super().__init__(message)
        self.rule = rule


@dataclass(frozen=True)
class Basis:
    """One behaviour and the rule text of the release it rests on (`rule` numbered as in `release`)."""

    behaviour: str
    holds: bool
    rule: str | None
    release: str
    text: str

    def excerpt(self, width: int = 160) -> str:
        """The sentence of `text` that decides the behaviour (else its start)."""
        return _excerpt(self.text, _KEYS.get(self.behaviour, ()), width)

    def to_json(self) -> dict:
        return {"behaviour": self.behaviour, "meaning": BEHAVIOURS[self.behaviour], "holds": self.holds,
                "rule": self.rule, "release": self.release, "text": self.text}


@dataclass(frozen=True)
class Ruleset:
    """The rules one combat runs under. `release` "" = the engine's built-in behaviour (no corpus at hand)."""

    release: str
    asked: str = ""
    order: bool = False
    deathtouch_exception: bool = False
    deathtouch_lethal: bool = True
    basis: tuple[Basis, ...] = ()
    assumed: str = ""          # why the behaviour is assumed rather than read from the release in force
    latest: bool = True        # the newest release the corpus holds (its numbers are the engine's own)
    _mapper: Callable[[str], "str | None"] | None = field(default=None, compare=False, repr=False)
    _numbers: dict = field(default_factory=dict, compare=False, repr=False)

    def number(self, rule_id: str) -> str:
        """The number that the rule the engine cites as `rule_id` (today's number) had in this release; the
        same id when it has no counterpart there (`unmapped()` lists those)."""
        if self._mapper is None or self.latest:
            return rule_id
        got = self._numbers.get(rule_id, False)
        if got is False:
            got = self._numbers[rule_id] = self._mapper(rule_id)
        return got or rule_id

    def unmapped(self, rule_ids) -> list[str]:
        """Of today's `rule_ids`, those with no counterpart in this release (cited with today's number)."""
        if self._mapper is None or self.latest:
            return []
        out = []
        for r in rule_ids:
            self.number(r)
            if self._numbers.get(r) is None and r in self._numbers:
                out.append(r)
        return out

    def holds(self, behaviour: str) -> Basis | None:
        return next((b for b in self.basis if b.behaviour == behaviour), None)

    @property
    def label(self) -> str:
        return self.release or "built-in"

    def to_json(self) -> dict:
        return {"release": self.release or None, "asked": self.asked or None,
                "damage_assignment_order": self.order, "deathtouch_exception": self.deathtouch_exception,
                "deathtouch_lethal": self.deathtouch_lethal, "assumed": self.assumed or None,
                "basis": [b.to_json() for b in self.basis]}


#: the engine's own behaviour, used without a corpus: that of the rules it was written for (no order,
#: deathtouch damage lethal). Not read from a release: `load_scenario` refuses a `rules` date without a catalog.
BUILTIN = Ruleset(release="")

_KEYS = {
    "model": ("stack",),
    "order": ("damage assignment order", "divided as its controller chooses"),
    "deathtouch_exception": ("exception",),
    "deathtouch_lethal": ("lethal damage",),
    "trample": ("lethal damage",),
}


def _norm(text: str) -> str:
    return " ".join((text or "").replace("\u2019", "'").replace("\u2013", "-").split()).casefold()


def _excerpt(text: str, keys, width: int) -> str:
    text = " ".join((text or "").split())
    sentences = re.split(r"(?<=[.)])\s+(?=[A-Z(])", text)
    for s in sentences:
        if any(k in _norm(s) for k in keys):
            return s if len(s) <= width else s[: width - 1] + "…"
    return text if len(text) <= width else text[: width - 1] + "…"


class RulesCatalog:
    """The English releases of a corpus, and the ruleset of each (derived once, kept)."""

    def __init__(self, corpus, lang: str = "en"):
        self.corpus = corpus
        self.lang = lang
        self.releases = [r for r in corpus.revisions(lang) if r[:1].isdigit()]
        self._rulesets: dict[str, Ruleset] = {}
        self._maps: dict[str, dict] = {}
        self._lock = threading.RLock()

    # -- the text of a release ------------------------------------------------------------------------
    def _node(self, rid: str, release: str):
        try:
            return self.corpus.get(rid, self.lang, release)
        except RulesDBError:  # an id that is not one (a typo in LOCATE): no such node
            return None

    def _titled(self, title: str, release: str):
        """The rule of `release` titled `title` (the keyword rules are titled: 702.2. Deathtouch)."""
        want = title.casefold()
        for n in self.corpus.tree(self.lang, release):
            if n.title and n.title.strip().casefold() == want:
                return n
        return None

    def _subrules(self, rule, release: str) -> list:
        prefix = str(rule.id)
        return [n for n in self.corpus.tree(self.lang, release)
                if str(n.id).startswith(prefix) and str(n.id) != prefix and str(n.id)[len(prefix):].isalpha()]

    def mapper(self, release: str) -> Callable[[str], "str | None"]:
        """today's rule id -> its number in `release` (None: no counterpart), through the rule history."""
        def number(rule_id: str) -> str | None:
            with self._lock:
                cache = self._maps.setdefault(release, {})
                if rule_id not in cache:
                    cache[rule_id] = self._map(rule_id, release)
                return cache[rule_id]
        return number

    def _map(self, rule_id: str, release: str) -> str | None:
        from ..diff import history

        try:
            numbers = dict(history(self.corpus, rule_id, self.lang).numbers)
        except RulesDBError:  # not in any release of the corpus
            numbers = {}
        if release in numbers:
            return str(numbers[release])
        words = LOCATE.get(rule_id)
        if words:
            for n in self.corpus.tree(self.lang, release):
                text = _norm(n.text)
                if text and all(w in text for w in words):
                    return str(n.id)
        return None

    # -- what a release says --------------------------------------------------------------------------
    def derive(self, release: str) -> Ruleset:
        """The behaviour of `release`, read from its rules (kept per release)."""
        with self._lock:
            if release in self._rulesets:
                return self._rulesets[release]
            basis = []
            # how combat damage is dealt: the first subrule of the combat damage step rule
            step = self._titled("Combat Damage Step", release)
            first = self._node(f"{step.id}.1" if step is not None and "." not in str(step.id) else "510.1", release)
            text = first.text if first is not None else ""
            supported = "doesn't use the stack" in _norm(text) or "does not use the stack" in _norm(text)
            basis.append(Basis("model", supported, str(first.id) if first is not None else None, release, text))
            numbers = self.mapper(release) if release != self.releases[-1] else (lambda r: r)
            order = deathtouch_exception = deathtouch_lethal = False
            if supported:
                rid = numbers("510.1c")
                node = self._node(rid, release) if rid else None
                text = node.text if node is not None else ""
                order = "damage assignment order" in _norm(text)
                basis.append(Basis("order", order, rid, release, text))
                deathtouch = self._titled("Deathtouch", release)
                subs = self._subrules(deathtouch, release) if deathtouch is not None else []
                exc = next((n for n in subs if "exception" in _norm(n.text) and "510.1c" in _norm(n.text)), None)
                deathtouch_exception = exc is not None
                basis.append(Basis("deathtouch_exception", deathtouch_exception,
                                   str(exc.id) if exc else (str(deathtouch.id) if deathtouch else None), release,
                                   exc.text if exc else _joined(subs)))
                lethal = next((n for n in subs if "lethal damage" in _norm(n.text)), None)
                deathtouch_lethal = lethal is not None
                basis.append(Basis("deathtouch_lethal", deathtouch_lethal,
                                   str(lethal.id) if lethal else (str(deathtouch.id) if deathtouch else None), release,
                                   lethal.text if lethal else _joined(subs)))
                rid = numbers("702.19b")
                node = self._node(rid, release) if rid else None
                text = node.text if node is not None else ""
                basis.append(Basis("trample", "deathtouch" in _norm(text), rid, release, text))
            ruleset = Ruleset(release=release, order=order, deathtouch_exception=deathtouch_exception,
                              deathtouch_lethal=deathtouch_lethal, basis=tuple(basis),
                              latest=release == self.releases[-1], _mapper=self.mapper(release))
            self._rulesets[release] = ruleset
            return ruleset

    def supported(self) -> list[str]:
        """The releases whose combat damage the engine runs (the turn-based action of 510.1)."""
        return [r for r in self.releases if self.derive(r).basis[0].holds]

    def _range(self) -> str:
        runs = self.supported()
        return _("the corpus holds English releases from {first} to {last}; the engine runs those from {runs} on").format(
            first=self.releases[0], last=self.releases[-1], runs=runs[0] if runs else "-")

    # -- selecting -----------------------------------------------------------------------------------
    def latest(self) -> Ruleset:
        return self.derive(self.releases[-1])

    def select(self, iso: str | None) -> Ruleset:
        """The ruleset for the date `iso` (YYYY-MM-DD; None: the latest release held). Raises ReleaseRefused."""
        if not self.releases:
            raise ReleaseRefused(_("the corpus holds no dated English release"))
        if iso is None:
            return self.latest()
        if iso < self.releases[0]:
            raise ReleaseRefused(_("{date} is before the first release in the corpus: {range}").format(
                date=iso, range=self._range()))
        if iso > self.releases[-1]:
            raise ReleaseRefused(_("{date} is after the latest release in the corpus, so the rules in force then are "
                                   "unknown to it: {range}").format(date=iso, range=self._range()))
        held = [r for r in self.releases if r <= iso][-1]
        known = _known_in_force(iso)
        ruleset = self.derive(held)
        if known and known[0] > held:
            ruleset = self._assume(iso, held, known)
        model = ruleset.basis[0]
        if not model.holds:
            raise ReleaseRefused(_("the rules of {release} put combat damage on the stack ({rule}: “{text}”); "
                                   "the engine runs the combat damage step of {runs} on").format(
                release=ruleset.release, rule=model.rule, text=model.excerpt(),
                runs=(self.supported() or ["-"])[0]), model.rule)
        return _replace(ruleset, asked=iso)

    def _assume(self, iso: str, held: str, known: tuple[str, str]) -> Ruleset:
        """The corpus lacks `known` (the release in force on `iso`): apply `held` if the next release held agrees."""
        later = [r for r in self.releases if r > iso]
        before, after = self.derive(held), self.derive(later[0])
        name = f"{known[0]} ({known[1]})" if known[1] else known[0]
        differ = [b.behaviour for b, a in zip(before.basis, after.basis) if b.behaviour == a.behaviour
                  and b.holds != a.holds and b.behaviour != "trample"]
        if len(before.basis) != len(after.basis) and "model" not in differ:
            differ.insert(0, "model")
        if differ:
            raise ReleaseRefused(_("the release in force on {date} is {release}, which this corpus does not hold; "
                                   "the releases it holds before and after it ({before}, {after}) differ on: {what}, so "
                                   "the engine cannot tell which applied; build the corpus with every release "
                                   "(`rulesdb build --sources DIR`)").format(
                date=iso, release=name, before=held, after=later[0], what="; ".join(LABELS[d] for d in differ)))
        why = _("the release in force on {date} is {release}, which this corpus does not hold: the engine applies "
                "{held}, the release before it, because {held} and {after} (the next one held) agree on every "
                "behaviour it derives; numbers and quotes are those of {held}").format(
            date=iso, release=name, held=held, after=later[0])
        return _replace(before, assumed=why)


def _joined(nodes) -> str:
    return " ".join(f"{n.id} {n.text}" for n in nodes)


def _replace(ruleset: Ruleset, **changes) -> Ruleset:
    from dataclasses import replace

    return replace(ruleset, _numbers=ruleset._numbers, **changes)


def _known_in_force(iso: str) -> tuple[str, str] | None:
    """(effective date, set name) of the official English release in force on `iso`, from the list of releases
    the project knows (rulesdb/data/release_names.json, derived from ../shared/corpus/PROVENANCE.md)."""
    from ..diff import release_names

    known = [(r["effective"], r.get("set") or "") for r in release_names() if r["effective"] <= iso]
    return max(known) if known else None


def parse_date(text: str) -> str:
    """YYYY-MM-DD -> the ISO date (ValueError otherwise)."""
    return _date.fromisoformat(text.strip()).isoformat()
