"""Benchmark of the combat engine: resolve 10,000 random scenarios in one process (target: <= 2 s), and check that
validating a scenario costs less than resolving it (issue 11).

Measured in the same run, on the same scenarios: `json.loads` alone (the floor), `load_scenario` on the JSON text
(json + validation), and `resolve`. Prints the figures and the ratios validation / resolution and
validation / json.loads. Scenarios are run under the engine's built-in rules (no corpus: the release selection is
done once per session and cached, see `engine.ruleset.RulesCatalog`).

    python bench/bench_engine.py [--n 10000] [--seed 1]
"""
from __future__ import annotations

import argparse
import json
import random
import time

from rulesdb.engine import load_scenario, resolve
from rulesdb.errors import ScenarioError

KEYWORDS = ["first strike", "double strike", "trample", "deathtouch", "lifelink", "indestructible"]


def random_scenario(rnd: random.Random) -> dict:
    """A legal scenario: 1-4 attackers, 0-4 blockers, idle creatures, effects and shields at random."""
    creatures, attackers, blocks = [], [], {}

    def creature(cid, controller):
        toughness = rnd.randint(1, 6)
        return {"id": cid, "controller": controller, "power": rnd.randint(0, 6), "toughness": toughness,
                "keywords": rnd.sample(KEYWORDS, rnd.randint(0, 2)), "colors": [rnd.choice(["red", "green", "blue"])],
                "damage": rnd.randint(0, toughness - 1)}

    for i in range(rnd.randint(1, 4)):
        creatures.append(creature(f"a{i}", "A"))
        attackers.append(f"a{i}")
    for i in range(rnd.randint(0, 4)):
        creatures.append(creature(f"b{i}", "B"))
        blocks[f"b{i}"] = [rnd.choice(attackers)]
    creatures.append(creature("idle", rnd.choice("AB")))
    effects = []
    if rnd.random() < 0.3:
        effects.append({"at": "start", "prevent": {"to": "B", "from": {"color": "red"}, "amount": rnd.randint(1, 4)}})
    if rnd.random() < 0.3:
        effects.append({"at": "start", "grant": {rnd.choice(attackers): ["double strike"]}})
    return {"players": {"A": {"life": 20}, "B": {"life": 20}}, "creatures": creatures,
            "attacks": {a: "B" for a in attackers}, "blocks": blocks, "effects": effects}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rnd = random.Random(args.seed)
    texts = [json.dumps(random_scenario(rnd)) for _ in range(args.n)]
    load_scenario(texts[0])  # warm the keyword tables (read once per process)

    t0 = time.perf_counter()
    for t in texts:
        json.loads(t)
    t_json = time.perf_counter() - t0

    t0 = time.perf_counter()
    scenarios = [load_scenario(t) for t in texts]
    t_load = time.perf_counter() - t0
    t_validate = t_load - t_json

    t0 = time.perf_counter()
    outcomes = []
    errors = 0
    for s in scenarios:
        try:
            outcomes.append(resolve(s))
        except ScenarioError:
            errors += 1
    t_resolve = time.perf_counter() - t0

    t0 = time.perf_counter()
    for o in outcomes:
        o.to_json()
    t_out = time.perf_counter() - t0

    steps = sum(len(o.steps) for o in outcomes)
    events = sum(len(s.events) for o in outcomes for s in o.steps)
    print(f"scenarios: {args.n}  (resolved {len(outcomes)}, refused {errors}; {steps} steps, {events} damage events)")
    print(f"json.loads alone               : {t_json:7.3f} s  ({t_json / args.n * 1e6:6.1f} us/scenario)")
    print(f"baseline  json-load + validate : {t_load:7.3f} s  ({t_load / args.n * 1e6:6.1f} us/scenario)")
    print(f"validate (load minus json)     : {t_validate:7.3f} s")
    print(f"resolve                        : {t_resolve:7.3f} s  ({t_resolve / args.n * 1e6:6.1f} us/scenario)"
          f"  target <= 2 s: {'met' if t_resolve <= 2.0 else 'MISSED'}")
    print(f"Outcome.to_json                : {t_out:7.3f} s")
    print(f"load + resolve                 : {t_load + t_resolve:7.3f} s")
    print(f"ratio resolve / baseline       : {t_resolve / t_load:7.2f}")
    print(f"ratio validate / resolve       : {t_validate / t_resolve:7.2f}  (target < 1: "
          f"{'met' if t_validate < t_resolve else 'MISSED'})")
    print(f"ratio load / json.loads        : {t_load / t_json:7.2f}")


if __name__ == "__main__":
    main()
