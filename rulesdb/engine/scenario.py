"""Combat scenarios: load a JSON scenario, check it, and return it as frozen dataclasses.

The format (users write these by hand, so every mistake gets a one-line `ScenarioError` naming where it is
and, when a rule forbids it, the rule):

    {"name": "...", "rule": "702.7c", "rules": "2026-08-07",
     "players": {"A": {"life": 20}, "B": {"life": 20}},
     "creatures": [{"id": "knight", "controller": "A", "power": 2, "toughness": 2,
                    "keywords": ["first strike"], "colors": ["white"], "damage": 0}],
     "attacks": {"knight": "B"}, "blocks": {"bear": ["knight"]},
     "assign": {"knight": {"bear": 2}}   or per step: {"knight": {"first-strike": {...}, "regular": {...}}},
     "order": {"knight": ["bear", "elf"]}        only under rules with a damage assignment order (510.1c),
     "effects": [{"at": "start" | "after-first-strike-step", "grant": {...}, "remove": {...},
                  "set_colors": {...}, "remove_from_combat": [...],
                  "prevent": {"to": "B", "from": {"id": "x", "color": "red"}, "amount": 3,
                              "next": false, "duration": "turn", "kind": "resolved" | "static"}}],
     "expected": {...}}                           optional, used by the annotations' examples

Keywords may be written in any language the glossary knows ("Erstschlag", "dañar primero"). A flat `assign`
entry applies to every step in which the creature assigns combat damage; use the per-step form when its
blockers change between the steps. `prevent` may also be a list of shields. A creature that can block more than
one attacker says how many (`"can_block": 2` for "can block an additional creature", `"any"` for "any number").

`rules` (a date) selects the English release in force on that date among those the corpus holds, and the engine
runs that release's behaviour (`ruleset.RulesCatalog`, given as `rules=`); without a catalog the engine runs its
built-in behaviour (today's rules) and refuses a `rules` date. States that the rules make impossible before combat
damage are refused, citing the rule: a player at 0 or less life (704.5a), a creature with toughness 0 or less
(704.5f) or lethal damage marked (704.5g), a blocker blocking more attackers than it can (509.1a).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import ScenarioError
from ..i18n import _
from ..terms import fold
from .citations import cite
from .ruleset import BUILTIN, ReleaseRefused, Ruleset

if TYPE_CHECKING:
    from ..terms import KeywordTerms
    from .ruleset import RulesCatalog

__all__ = [
    "Creature", "Shield", "Effect", "Scenario", "load_scenario", "ENGINE_KEYWORDS", "COLORS", "STEPS",
    "Ruleset",
]

#: keywords the engine gives a meaning to; other keywords the glossary knows are accepted and have no effect here
ENGINE_KEYWORDS = frozenset({"first strike", "double strike", "trample", "deathtouch", "lifelink", "indestructible"})
COLORS = ("white", "blue", "black", "red", "green")
STEPS = ("first-strike", "regular")
TIMINGS = ("start", "after-first-strike-step")

#: keyword as written -> the engine's name, for the English names written as the engine spells them (fast path)
_ENGLISH = {k: k for k in ENGINE_KEYWORDS} | {k.title(): k for k in ENGINE_KEYWORDS} | {k.capitalize(): k for k in ENGINE_KEYWORDS}
_COLOR_SET = frozenset(COLORS)

_TOP_KEYS = {"name", "rule", "rules", "players", "creatures", "attacks", "blocks", "assign", "order", "effects",
             "expected", "fixture", "description", "ruling", "needs"}
_CREATURE_KEYS = {"id", "controller", "power", "toughness", "keywords", "colors", "damage", "name", "can_block"}
_EFFECT_KEYS = {"at", "grant", "remove", "set_colors", "remove_from_combat", "prevent", "note"}
_PREVENT_KEYS = {"to", "from", "amount", "next", "duration", "kind"}


@dataclass(frozen=True, slots=True)
class Creature:
    id: str
    controller: str
    power: int
    toughness: int
    keywords: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    damage: int = 0
    can_block: int | None = 1     # how many attackers it can block (None: any number), 509.1a


@dataclass(frozen=True, slots=True)
class Shield:
    """A prevention effect (615): damage `to` a player or creature (None: any), `from` a chosen source and/or color."""

    to: str | None = None
    from_id: str | None = None
    from_color: str | None = None
    amount: int | None = None
    next: bool = False
    kind: str = "resolved"
    duration: str = "turn"


@dataclass(frozen=True, slots=True)
class Effect:
    at: str
    grant: tuple[tuple[str, frozenset[str]], ...] = ()
    remove: tuple[tuple[str, frozenset[str]], ...] = ()
    set_colors: tuple[tuple[str, frozenset[str]], ...] = ()
    remove_from_combat: tuple[str, ...] = ()
    prevent: tuple[Shield, ...] = ()


@dataclass(frozen=True)
class Scenario:
    """A checked combat scenario. `assign[creature][step]` is a tuple of (target, amount); step None = every step."""

    players: tuple[tuple[str, int], ...]
    creatures: tuple[Creature, ...]
    attacks: tuple[tuple[str, str], ...] = ()
    blocks: tuple[tuple[str, tuple[str, ...]], ...] = ()
    assign: dict[str, dict[str | None, tuple[tuple[str, int], ...]]] = field(default_factory=dict)
    order: dict[str, tuple[str, ...]] = field(default_factory=dict)
    effects: tuple[Effect, ...] = ()
    name: str = ""
    rule: str = ""
    ruleset: Ruleset = BUILTIN
    expected: dict | None = field(default=None, compare=False)
    source: str = ""

    @property
    def rules(self) -> str:
        """The release whose rules apply ("" = the engine's built-in behaviour, no corpus)."""
        return self.ruleset.release

    @property
    def legacy_order(self) -> bool:
        """True when the release applied assigns damage in a damage assignment order (its 510.1c says so)."""
        return self.ruleset.order

    def creature(self, cid: str) -> Creature:
        for c in self.creatures:
            if c.id == cid:
                return c
        raise KeyError(cid)


# -- loading ---------------------------------------------------------------------------------------------

#: the largest scenario read (the examples are a few KB)
MAX_SCENARIO_CHARS = 1_000_000


def load_scenario(data: dict | str | Path, source: str = "", terms: "KeywordTerms | None" = None,
                  rules: "RulesCatalog | None" = None) -> Scenario:
    """Load and check a scenario from a dict, a JSON string, or a path to a JSON file.

    Keywords are named in English; with `terms` (the corpus's keyword names, `Corpus.keyword_terms()`), in any
    language the corpus has a name for ("Erstschlag", "dañar primero"). `rules`: the corpus's releases
    (`ruleset.RulesCatalog`), which the scenario's `rules` date selects from; without it, the built-in rules."""
    if isinstance(data, Path) or (isinstance(data, str) and not data.lstrip().startswith("{")):
        path = Path(data)
        source = source or str(path)
        try:
            text = path.read_text(encoding="utf-8-sig")
        except FileNotFoundError:
            raise ScenarioError(_("{path}: no such scenario file").format(path=path)) from None
        except (OSError, UnicodeDecodeError) as exc:
            raise ScenarioError(_("{path}: cannot read the scenario: {reason}").format(path=path, reason=exc)) from None
        data = text
    if isinstance(data, str):
        where = f"{source}: " if source else ""
        if len(data) > MAX_SCENARIO_CHARS:
            raise ScenarioError(where + _("the scenario is {size} characters long; at most {limit} are read").format(
                size=len(data), limit=MAX_SCENARIO_CHARS))
        try:
            data = json.loads(data)
        except json.JSONDecodeError as exc:
            raise ScenarioError(where + _("invalid JSON at line {line}, column {column}: {reason}").format(
                line=exc.lineno, column=exc.colno, reason=exc.msg)) from None
        except (ValueError, RecursionError) as exc:  # a number of thousands of digits, lists nested too deep
            raise ScenarioError(where + _("not a scenario rulesdb can read: {reason}").format(
                reason=" ".join(str(exc).split())[:120] if isinstance(exc, ValueError) else _("nested too deeply")
            )) from None
    if not isinstance(data, dict):
        raise ScenarioError(_at(source, "", _("a scenario must be a JSON object")))
    return _Checker(data, source, terms, rules).scenario()


def _at(source: str, path: str, message: str) -> str:
    where = ": ".join(p for p in (source, path) if p)
    return f"{where}: {message}" if where else message


class _Checker:
    """Walks the raw dict once, building the dataclasses and raising ScenarioError at the first mistake."""

    def __init__(self, data: dict, source: str, terms: "KeywordTerms | None" = None,
                 catalog: "RulesCatalog | None" = None):
        self.data = data
        self.source = source
        self.terms = terms
        self.catalog = catalog
        self.ruleset = BUILTIN

    def fail(self, path: str, message: str, rule: str | None = None, numbered: bool = False):
        """Raise the ScenarioError; `rule` is today's id (cited with its number in the release applied) unless
        `numbered` (already numbered as in that release)."""
        if rule and not numbered:
            rule = self.ruleset.number(cite(rule))
        raise ScenarioError(_at(self.source, path, message), rule or None)

    # -- small typed readers ---------------------------------------------------------------------
    def obj(self, value: Any, path: str) -> dict:
        if not isinstance(value, dict):
            self.fail(path, _("expected an object, got {kind}").format(kind=_kind(value)))
        return value

    def lst(self, value: Any, path: str) -> list:
        if not isinstance(value, list):
            self.fail(path, _("expected a list, got {kind}").format(kind=_kind(value)))
        return value

    def string(self, value: Any, path: str) -> str:
        if not isinstance(value, str) or not value.strip():
            self.fail(path, _("expected a non-empty string, got {kind}").format(kind=_kind(value)))
        return value

    def integer(self, value: Any, path: str, minimum: int | None = 0) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(path, _("expected a whole number, got {kind}").format(kind=_kind(value)))
        if minimum is not None and value < minimum:
            self.fail(path, _("must be {minimum} or more, got {value}").format(minimum=minimum, value=value))
        return value

    def keys(self, value: dict, allowed: set[str], path: str) -> None:
        if value.keys() <= allowed:
            return
        unknown = sorted(set(value) - allowed)
        if unknown:
            self.fail(path, _("unknown field {field!r}; expected one of: {fields}").format(field=unknown[0], fields=", ".join(sorted(allowed))))

    def keyword(self, word: Any, path: str) -> str:
        word = self.string(word, path)
        canonical = fold(word) if fold(word) in ENGINE_KEYWORDS else (
            self.terms.canonical(word) if self.terms is not None else None)
        if canonical is None:
            self.fail(path, _("unknown keyword {word!r} (the engine knows: {keywords}, in English or any language of the glossary)")
                      .format(word=word, keywords=", ".join(sorted(ENGINE_KEYWORDS))))
        return canonical

    def keywords(self, value: Any, path: str) -> frozenset[str]:
        return frozenset(self.keyword(w, f"{path}[{i}]") for i, w in enumerate(self.lst(value, path)))

    def colors(self, value: Any, path: str) -> frozenset[str]:
        out = set()
        for i, c in enumerate(self.lst(value, path)):
            c = self.string(c, f"{path}[{i}]").strip().lower()
            if c not in COLORS:
                self.fail(f"{path}[{i}]", _("unknown color {color!r}; expected one of: {colors}").format(color=c, colors=", ".join(COLORS)))
            out.add(c)
        return frozenset(out)

    def creature_id(self, value: Any, path: str) -> str:
        cid = self.string(value, path)
        if cid not in self.by_id:
            self.fail(path, _("unknown creature {id!r}; creatures: {creatures}").format(id=cid, creatures=", ".join(self.by_id) or _("none")))
        return cid

    def recipient(self, value: Any, path: str) -> str:
        rid = self.string(value, path)
        if rid not in self.by_id and rid not in self.life:
            self.fail(path, _("unknown player or creature {id!r}").format(id=rid))
        return rid

    # -- the scenario ----------------------------------------------------------------------------
    def scenario(self) -> Scenario:
        d = self.data
        self.keys(d, _TOP_KEYS, "")
        name = d.get("name", "")
        if not isinstance(name, str):
            self.fail("name", _("expected a string, got {kind}").format(kind=_kind(name)))
        rule = d.get("rule", "")
        if rule:
            from ..ruleid import RuleId
            from ..errors import InvalidRuleIdError

            try:
                rule = str(RuleId.parse(self.string(rule, "rule")))
            except InvalidRuleIdError as exc:
                self.fail("rule", str(exc))
        self.ruleset = self.release(d.get("rules"))
        self.players()
        self.creatures()
        attacks = self.attacks()
        blocks = self.blocks(attacks)
        order = self.order(d.get("order", {}), attacks, blocks)
        assign = self.assign(d.get("assign", {}), attacks, blocks)
        effects = tuple(self.effect(e, f"effects[{i}]") for i, e in enumerate(self.lst(d.get("effects", []), "effects")))
        expected = d.get("expected")
        if expected is not None:
            self.obj(expected, "expected")
        return Scenario(
            players=tuple(self.life.items()), creatures=tuple(self.by_id.values()), attacks=tuple(attacks.items()),
            blocks=tuple((b, tuple(a)) for b, a in blocks.items()), assign=assign, order=order, effects=effects,
            name=name, rule=rule or "", ruleset=self.ruleset, expected=expected, source=self.source,
        )

    def release(self, value: Any) -> Ruleset:
        """The rules the scenario runs under: the release in force on its `rules` date (the latest without one)."""
        iso = None
        if value is not None:
            text = self.string(value, "rules").strip()
            try:
                iso = date.fromisoformat(text).isoformat()
            except ValueError:
                self.fail("rules", _("expected a release date as YYYY-MM-DD, got {text!r}").format(text=text))
        if self.catalog is None:
            if iso is not None:
                self.fail("rules", _("selecting the rules of {date} needs the corpus's releases (run the scenario with "
                                     "`rulesdb combat`, or give load_scenario a rules catalog)").format(date=iso))
            return BUILTIN
        try:
            return self.catalog.select(iso)
        except ReleaseRefused as exc:
            self.fail("rules", str(exc), exc.rule, numbered=True)

    def players(self) -> None:
        players = self.obj(self.data.get("players"), "players")
        if len(players) != 2:
            self.fail("players", _("the engine handles two-player games, got {count} players").format(count=len(players)), "800.1")
        self.life: dict[str, int] = {}
        for pid, p in players.items():
            p = self.obj(p, f"players.{pid}")
            self.keys(p, {"life"}, f"players.{pid}")
            if pid in STEPS:
                self.fail(f"players.{pid}", _("{name!r} is reserved for step names").format(name=pid))
            life = self.integer(p.get("life", 20), f"players.{pid}.life", minimum=None)
            if life <= 0:
                self.fail(f"players.{pid}.life", _("{player} has {life} life before combat damage: a player with 0 or "
                                                   "less life has already lost the game").format(player=pid, life=life),
                          "704.5a")
            self.life[pid] = life

    def _fast_creature(self, c: dict) -> Creature | None:
        """The common case checked inline (English keywords, lower-case colors, nothing amiss): the creature, or
        None to go the detailed way (which finds the mistake and names it). Validation must stay cheaper than
        resolving the combat (bench/bench_engine.py)."""
        if not c.keys() <= _CREATURE_KEYS:
            return None
        cid, controller = c.get("id"), c.get("controller")
        power, toughness, damage = c.get("power"), c.get("toughness"), c.get("damage", 0)
        if (type(cid) is not str or not cid.strip() or cid in self.by_id or cid in self.life or cid in STEPS
                or type(controller) is not str or controller not in self.life
                or type(power) is not int or type(toughness) is not int or type(damage) is not int
                or power < 0 or toughness <= 0 or damage < 0 or c.get("can_block", 1) != 1):
            return None
        words, colors = c.get("keywords", ()), c.get("colors", ())
        if type(words) is not list or type(colors) is not list:
            return None
        keywords = set()
        for w in words:
            k = _ENGLISH.get(w) if type(w) is str else None
            if k is None:
                return None
            keywords.add(k)
        for x in colors:
            if type(x) is not str or x not in _COLOR_SET:
                return None
        if damage >= toughness and "indestructible" not in keywords:
            return None
        return Creature(cid, controller, power, toughness, frozenset(keywords), frozenset(colors), damage, 1)

    def creatures(self) -> None:
        self.by_id: dict[str, Creature] = {}
        for i, c in enumerate(self.lst(self.data.get("creatures", []), "creatures")):
            fast = self._fast_creature(c) if type(c) is dict else None
            if fast is not None:
                self.by_id[fast.id] = fast
                continue
            path = f"creatures[{i}]"
            c = self.obj(c, path)
            self.keys(c, _CREATURE_KEYS, path)
            cid = self.string(c.get("id"), f"{path}.id")
            if cid in self.by_id:
                self.fail(f"{path}.id", _("duplicate creature id {id!r}").format(id=cid))
            if cid in self.life or cid in STEPS:
                self.fail(f"{path}.id", _("creature id {id!r} is also a player's name or a step name").format(id=cid))
            controller = self.string(c.get("controller"), f"{path}.controller")
            if controller not in self.life:
                self.fail(f"{path}.controller", _("unknown player {player!r}; players: {players}").format(
                    player=controller, players=", ".join(self.life)))
            if "power" not in c or "toughness" not in c:
                self.fail(path, _("creature {id!r} needs a power and a toughness").format(id=cid))
            power = self.integer(c["power"], f"{path}.power")
            toughness = self.integer(c["toughness"], f"{path}.toughness", minimum=None)
            if toughness <= 0:
                self.fail(f"{path}.toughness", _("{id} has toughness {toughness}: it would already have been put into the graveyard")
                          .format(id=cid, toughness=toughness), "704.5f")
            keywords = self.keywords(c.get("keywords", []), f"{path}.keywords")
            damage = self.integer(c.get("damage", 0), f"{path}.damage")
            if damage >= toughness and "indestructible" not in keywords:
                self.fail(f"{path}.damage", _("{id} has {damage} damage marked and toughness {toughness}: it would already have been destroyed")
                          .format(id=cid, damage=damage, toughness=toughness), "704.5g")
            can_block = c.get("can_block", 1)
            if can_block != "any":
                can_block = self.integer(can_block, f"{path}.can_block", minimum=1)
            self.by_id[cid] = Creature(cid, controller, power, toughness, keywords,
                                       self.colors(c.get("colors", []), f"{path}.colors"), damage,
                                       None if can_block == "any" else can_block)

    def attacks(self) -> dict[str, str]:
        attacks: dict[str, str] = {}
        active = None
        for aid, target in self.obj(self.data.get("attacks", {}), "attacks").items():
            path = f"attacks.{aid}"
            self.creature_id(aid, path)
            target = self.string(target, path)
            if target not in self.life:
                self.fail(path, _("{id} can attack a player only; {target!r} is not a player ({players})").format(
                    id=aid, target=target, players=", ".join(self.life)), "506.2")
            controller = self.by_id[aid].controller
            if active is None:
                active = controller
            elif controller != active:
                self.fail(path, _("{id} is controlled by {controller}, but the attacking creatures are controlled by the active player, {active}")
                          .format(id=aid, controller=controller, active=active), "508.1a")
            if target == controller:
                self.fail(path, _("{id} can't attack its own controller {player}").format(id=aid, player=target), "506.2")
            attacks[aid] = target
        return attacks

    def blocks(self, attacks: dict[str, str]) -> dict[str, list[str]]:
        blocks: dict[str, list[str]] = {}
        for bid, blocked in self.obj(self.data.get("blocks", {}), "blocks").items():
            path = f"blocks.{bid}"
            self.creature_id(bid, path)
            if isinstance(blocked, str):
                blocked = [blocked]
            blocked = self.lst(blocked, path)
            if not blocked:
                self.fail(path, _("{id} blocks nothing; leave it out of 'blocks'").format(id=bid))
            if bid in attacks:
                self.fail(path, _("{id} is attacking, so it can't block").format(id=bid), "509.1a")
            out: list[str] = []
            for j, aid in enumerate(blocked):
                aid = self.creature_id(aid, f"{path}[{j}]")
                if aid not in attacks:
                    self.fail(f"{path}[{j}]", _("{id} blocks {attacker}, which is not attacking").format(id=bid, attacker=aid), "509.1a")
                if self.by_id[bid].controller != attacks[aid]:
                    self.fail(f"{path}[{j}]", _("{id} is controlled by {controller}, but {attacker} is attacking {player}").format(
                        id=bid, controller=self.by_id[bid].controller, attacker=aid, player=attacks[aid]), "509.1a")
                if aid in out:
                    self.fail(f"{path}[{j}]", _("{id} blocks {attacker} twice").format(id=bid, attacker=aid))
                out.append(aid)
            limit = self.by_id[bid].can_block
            if limit is not None and len(out) > limit:
                self.fail(path, _("{id} blocks {count} attacking creatures, but a blocker blocks one creature unless an "
                                  "ability lets it block more (say so with \"can_block\": {count}, or \"any\")").format(
                    id=bid, count=len(out)) if limit == 1 else
                    _("{id} blocks {count} attacking creatures, but it can block {limit}").format(
                        id=bid, count=len(out), limit=limit), "509.1a")
            blocks[bid] = out
        return blocks

    def order(self, value: Any, attacks: dict, blocks: dict) -> dict[str, tuple[str, ...]]:
        value = self.obj(value, "order")
        if value and not self.ruleset.order:
            self.fail("order", _("there is no damage assignment order in the rules of {release} (its rule 510.1c "
                                 "divides damage as its controller chooses); set \"rules\" to an earlier date or drop "
                                 "\"order\"").format(release=self.ruleset.label), "510.1c")
        out: dict[str, tuple[str, ...]] = {}
        for cid, seq in value.items():
            path = f"order.{cid}"
            self.creature_id(cid, path)
            seq = tuple(self.creature_id(x, f"{path}[{i}]") for i, x in enumerate(self.lst(seq, path)))
            if cid in attacks:
                expected = {b for b, attacked in blocks.items() if cid in attacked}
            elif cid in blocks:
                expected = set(blocks[cid])
            else:
                self.fail(path, _("{id} is neither attacking nor blocking").format(id=cid))
            if set(seq) != expected or len(seq) != len(expected):
                self.fail(path, _("the damage assignment order of {id} must list exactly {creatures}").format(
                    id=cid, creatures=", ".join(sorted(expected)) or _("nothing")))
            out[cid] = seq
        return out

    def amounts(self, value: Any, path: str) -> tuple[tuple[str, int], ...]:
        value = self.obj(value, path)
        return tuple((self.recipient(t, f"{path}.{t}"), self.integer(n, f"{path}.{t}")) for t, n in value.items())

    def assign(self, value: Any, attacks: dict, blocks: dict) -> dict:
        out: dict[str, dict[str | None, tuple[tuple[str, int], ...]]] = {}
        for cid, spec in self.obj(value, "assign").items():
            path = f"assign.{cid}"
            self.creature_id(cid, path)
            if cid not in attacks and cid not in blocks:
                self.fail(path, _("{id} is neither attacking nor blocking, so it assigns no combat damage").format(id=cid), "510.1")
            spec = self.obj(spec, path)
            if spec and set(spec) <= set(STEPS):
                out[cid] = {step: self.amounts(v, f"{path}.{step}") for step, v in spec.items()}
            elif set(spec) & set(STEPS):
                self.fail(path, _("mix of per-step keys and targets; use either {steps} or {targets}").format(
                    steps='{"first-strike": {...}, "regular": {...}}', targets="{target: amount}"))
            else:
                out[cid] = {None: self.amounts(spec, path)}
        return out

    def effect(self, value: Any, path: str) -> Effect:
        e = self.obj(value, path)
        self.keys(e, _EFFECT_KEYS, path)
        at = e.get("at", "start")
        if at not in TIMINGS:
            self.fail(f"{path}.at", _("expected one of {values}, got {value!r}").format(values=", ".join(TIMINGS), value=at))

        def per_creature(key: str, reader) -> tuple:
            spec = self.obj(e.get(key, {}), f"{path}.{key}")
            return tuple((self.creature_id(cid, f"{path}.{key}.{cid}"), reader(v, f"{path}.{key}.{cid}"))
                         for cid, v in spec.items())

        prevent = e.get("prevent", [])
        prevent = prevent if isinstance(prevent, list) else [prevent]
        return Effect(
            at=at,
            grant=per_creature("grant", self.keywords),
            remove=per_creature("remove", self.keywords),
            set_colors=per_creature("set_colors", self.colors),
            remove_from_combat=tuple(self.creature_id(x, f"{path}.remove_from_combat[{i}]")
                                     for i, x in enumerate(self.lst(e.get("remove_from_combat", []),
                                                                    f"{path}.remove_from_combat"))),
            prevent=tuple(self.shield(p, f"{path}.prevent") for p in prevent),
        )

    def shield(self, value: Any, path: str) -> Shield:
        p = self.obj(value, path)
        self.keys(p, _PREVENT_KEYS, path)
        to = self.recipient(p["to"], f"{path}.to") if p.get("to") is not None else None
        src = self.obj(p.get("from", {}), f"{path}.from")
        self.keys(src, {"id", "color"}, f"{path}.from")
        from_id = self.creature_id(src["id"], f"{path}.from.id") if "id" in src else None
        from_color = None
        if "color" in src:
            from_color = self.string(src["color"], f"{path}.from.color").strip().lower()
            if from_color not in COLORS:
                self.fail(f"{path}.from.color", _("unknown color {color!r}; expected one of: {colors}").format(
                    color=from_color, colors=", ".join(COLORS)))
        amount = p.get("amount")
        if amount is not None:
            amount = self.integer(amount, f"{path}.amount", minimum=1)
        nxt = p.get("next", False)
        if not isinstance(nxt, bool):
            self.fail(f"{path}.next", _("expected true or false, got {kind}").format(kind=_kind(nxt)))
        kind = p.get("kind", "resolved")
        if kind not in ("resolved", "static"):
            self.fail(f"{path}.kind", _("expected 'resolved' or 'static', got {value!r}").format(value=kind))
        if nxt and (amount is not None or kind != "resolved"):
            self.fail(f"{path}.next", _("\"next\" (the next time a source would deal damage) is a shield from a resolved spell with no amount"),
                      "615.8")
        if nxt and from_id is None:
            self.fail(f"{path}.next", _("\"next\" needs a chosen source: {example}").format(example='"from": {"id": ...}'), "615.8")
        duration = p.get("duration", "turn")
        if duration != "turn":
            self.fail(f"{path}.duration", _("the engine knows the duration 'turn' only, got {value!r}").format(value=duration))
        return Shield(to, from_id, from_color, amount, nxt, kind, duration)


def _kind(value: Any) -> str:
    if value is None:
        return _("nothing")
    if isinstance(value, bool):
        return _("true/false")
    kinds = {dict: _("an object"), list: _("a list"), str: _("a string"), int: _("a number"), float: _("a decimal number")}
    return kinds.get(type(value), type(value).__name__) + (f" {value!r}" if isinstance(value, (int, float, str)) else "")
