"""The combat engine: the executable annotation of rule 702.7 (first strike) and 702.4 (double strike).

    from rulesdb.engine import load_scenario, resolve, render_text
    outcome = resolve(load_scenario("scenario.json"))
    outcome.to_json(); print(render_text(outcome))

Modules: `scenario` (load and check), `state` (the combat while it resolves), `assign` (510.1 damage
assignment), `prevention` (615, 609.7), `steps` (510.4/702.7b steps and state-based actions), `outcome`
(results), `render` (text), `citations` (every rule id cited), `annotations` (the annotated rules and their
example scenarios). No click here.
"""
from __future__ import annotations

__all__ = [
    "load_scenario", "resolve", "render_text", "run",
    "Scenario", "Creature", "Effect", "Shield", "Outcome", "StepResult", "DamageEvent", "Assignment",
]

# imported on first use, so that `rulesdb show` can read the annotations without loading the engine
_LAZY = {
    "Assignment": "outcome", "DamageEvent": "outcome", "Outcome": "outcome", "StepResult": "outcome",
    "render_text": "render", "Creature": "scenario", "Effect": "scenario", "Scenario": "scenario",
    "Shield": "scenario", "load_scenario": "scenario", "resolve": "steps",
}


def __getattr__(name: str):
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(f"{__name__}.{_LAZY[name]}"), name)
    raise AttributeError(name)


def run(data):
    """Load and resolve a scenario (dict, JSON text or path) in one call: the annotation's entry point."""
    from .scenario import load_scenario
    from .steps import resolve

    return resolve(load_scenario(data))
