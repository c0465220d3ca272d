"""Evaluating a scenario's ``expect`` against a finished run; each failure names its line."""

from __future__ import annotations

from typing import Any

from judgeapp.engine.steps import Decision, Step, StepKind
from judgeapp.scenario.loader import Scenario
from judgeapp.scenario.snapshot import index, zone_ids

ORDERED_ZONES = ("deck", "digi_egg_deck", "security")


def evaluate(scenario: Scenario, snapshot: dict[str, Any], steps: list[Step],
             stopped_on: Decision | None) -> list[str]:
    """Every way the run differs from ``expect``; an empty list means the scenario passes."""
    expect = scenario.expect
    failures: list[str] = []

    def fail(path: tuple, message: str) -> None:
        line = scenario.source.line(("expect", *path))
        failures.append(f"line {line}: expect.{'.'.join(map(str, path))}: {message}")

    for key in ("winner", "turn_player", "turn", "phase", "memory", "data_points"):
        if key in expect and snapshot.get(key) != expect[key]:
            fail((key,), f"expected {expect[key]!r}, got {snapshot.get(key)!r}")
    for player, per_zone in (expect.get("zones") or {}).items():
        for zone, wanted in per_zone.items():
            message = _zone(snapshot["players"][player], zone, wanted)
            if message:
                fail(("zones", player, zone), message)
    where = index(snapshot)
    for card_id, wanted in (expect.get("cards") or {}).items():
        for message in _card(snapshot, where, str(card_id), wanted):
            fail(("cards", card_id), message)
    _ordered(expect.get("steps") or [], steps, fail)
    for i, pattern in enumerate(expect.get("absent_steps") or []):
        hit = next((s for s in steps if matches(pattern, s)), None)
        if hit:
            fail(("absent_steps", i), f"{_show(pattern)} occurred: step #{hit.index} {hit.text}")
    _refused(expect.get("refused") or [], steps, fail)
    if "decision" in expect:
        message = _decision(expect["decision"], stopped_on)
        if message:
            fail(("decision",), message)
    return failures


def matches(pattern: str | dict[str, Any], step: Step) -> bool:
    """Whether ``step`` fits a pattern (docs/scenario-format.md "Step patterns")."""
    if isinstance(pattern, str):
        return step.event == pattern
    checks = {
        "event": lambda v: step.event == v,
        "kind": lambda v: str(step.kind) == v,
        "card": lambda v: v in step.cards,
        "player": lambda v: step.player == v,
        "rule": lambda v: v in step.rules,
        "data": lambda v: all(step.data.get(k) == x for k, x in v.items()),
    }
    return all(checks[key](value) for key, value in pattern.items())


def _zone(zones: dict[str, Any], zone: str, wanted: int | list[str]) -> str | None:
    actual = zone_ids(zones, zone)
    if isinstance(wanted, int):
        if len(actual) == wanted:
            return None
        return f"expected {wanted} card(s), got {len(actual)}: {actual}"
    same = actual == wanted if zone in ORDERED_ZONES else sorted(actual) == sorted(wanted)
    return None if same else f"expected {wanted}, got {actual}"


def _card(snapshot: dict[str, Any], where: dict, card_id: str,
          wanted: str | dict[str, Any]) -> list[str]:
    wanted = {"zone": wanted} if isinstance(wanted, str) else wanted
    place = where.get(card_id)
    if place is None:
        return [] if wanted.get("zone") == "gone" else [f"{card_id} is nowhere (expected {wanted})"]
    messages = []
    if "zone" in wanted and place.zone != wanted["zone"]:
        messages.append(f"expected in {wanted['zone']}, is in {place.player} {place.zone}")
    top = place.stack if place.stack and place.stack["id"] == card_id else None
    for key in ("dp", "suspended", "under"):
        if key not in wanted:
            continue
        if top is None:
            messages.append(f"{key}: {card_id} is not the top card of a stack")
        elif top.get(key) != wanted[key]:
            messages.append(f"{key}: expected {wanted[key]!r}, got {top.get(key)!r}")
    if "owner" in wanted:
        owner = snapshot["cards"].get(card_id, {}).get("owner")
        if owner != wanted["owner"]:
            messages.append(f"owner: expected {wanted['owner']}, got {owner}")
    if "face_up" in wanted:
        face_up = card_id in snapshot["players"][place.player].get("security_face_up", [])
        if face_up != wanted["face_up"]:
            messages.append(f"face_up: expected {wanted['face_up']}, got {face_up}")
    return messages


def _ordered(patterns: list, steps: list[Step], fail) -> None:
    position = 0
    for i, pattern in enumerate(patterns):
        hit = next((s for s in steps[position:] if matches(pattern, s)), None)
        if hit is None:
            anywhere = next((s for s in steps if matches(pattern, s)), None)
            after = f" after step #{steps[position - 1].index}" if position else ""
            extra = f" (it occurs earlier, at step #{anywhere.index})" if anywhere else ""
            fail(("steps", i), f"no step matching {_show(pattern)}{after}{extra}")
            return
        position = steps.index(hit) + 1


def _refused(wanted: list, steps: list[Step], fail) -> None:
    refusals = [s for s in steps if s.kind == StepKind.REFUSED]
    for i, item in enumerate(wanted):
        item = {"action": item} if isinstance(item, str) else item
        if i >= len(refusals):
            fail(("refused", i), f"{item['action']!r} was not refused")
            continue
        step = refusals[i]
        action = step.data.get("action")
        if action != item["action"]:
            fail(("refused", i), f"expected {item['action']!r} refused, but {action!r} was")
        elif "rule" in item and item["rule"] not in step.rules:
            fail(("refused", i), f"the refusal cites {list(step.rules)}, not {item['rule']}")
    for step in refusals[len(wanted):]:
        fail(("refused",), f"unexpected refusal of {step.data.get('action')!r}: {step.text}")


def _decision(wanted: dict[str, Any] | None, stopped_on: Decision | None) -> str | None:
    if wanted is None:
        return None if stopped_on is None else f"expected no decision, stopped on {stopped_on.kind}"
    if stopped_on is None:
        return f"expected to stop on {wanted}, but the run ended without a decision"
    for key in ("kind", "player"):
        if key in wanted and getattr(stopped_on, key) != wanted[key]:
            return f"{key}: expected {wanted[key]!r}, got {getattr(stopped_on, key)!r}"
    return None


def _show(pattern: str | dict[str, Any]) -> str:
    if isinstance(pattern, str):
        return f"event {pattern!r}"
    return "{" + ", ".join(f"{k}: {v}" for k, v in pattern.items()) + "}"
