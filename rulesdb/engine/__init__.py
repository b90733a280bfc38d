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

from .outcome import Assignment, DamageEvent, Outcome, StepResult
from .render import render_text
from .scenario import Creature, Effect, Scenario, Shield, load_scenario
from .steps import resolve

__all__ = [
    "load_scenario", "resolve", "render_text", "run",
    "Scenario", "Creature", "Effect", "Shield", "Outcome", "StepResult", "DamageEvent", "Assignment",
]


def run(data) -> Outcome:
    """Load and resolve a scenario (dict, JSON text or path) in one call: the annotation's entry point."""
    return resolve(load_scenario(data))
