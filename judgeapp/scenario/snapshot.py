"""Reading a ruleset snapshot (docs/scenario-format.md "Snapshot"): where is each card."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

LIST_ZONES = ("deck", "digi_egg_deck", "hand", "security", "trash", "processing")


@dataclass(frozen=True)
class Place:
    """Where one card instance is: ``zone`` is a snapshot zone, ``under`` or ``link``."""

    player: str
    zone: str
    stack: dict[str, Any] | None = None  # the stack the card is in (battle/breeding/under/link)


def stacks(zones: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """The player's stacks with their zone: the breeding area's then the battle area's."""
    found = []
    if zones.get("breeding"):
        found.append(("breeding", zones["breeding"]))
    found.extend(("battle", stack) for stack in zones.get("battle") or [])
    return found


def places(snapshot: dict[str, Any]) -> list[tuple[str, Place]]:
    """Every (card id, place) pair in the snapshot, duplicates included."""
    found: list[tuple[str, Place]] = []
    for player, zones in snapshot["players"].items():
        for zone in LIST_ZONES:
            found.extend((card_id, Place(player, zone)) for card_id in zones.get(zone) or [])
        for zone, stack in stacks(zones):
            found.append((stack["id"], Place(player, zone, stack)))
            found.extend((card_id, Place(player, "under", stack)) for card_id in stack["under"])
            found.extend((card_id, Place(player, "link", stack))
                         for card_id in stack.get("links") or [])
    return found


def index(snapshot: dict[str, Any]) -> dict[str, Place]:
    """Card id -> place (the last one if a card is, wrongly, in two places)."""
    return dict(places(snapshot))


def zone_ids(zones: dict[str, Any], zone: str) -> list[str]:
    """The ids in one zone of a player; for stack zones, the top cards."""
    if zone == "breeding":
        return [zones["breeding"]["id"]] if zones.get("breeding") else []
    if zone == "battle":
        return [stack["id"] for stack in zones.get("battle") or []]
    return list(zones.get(zone) or [])
