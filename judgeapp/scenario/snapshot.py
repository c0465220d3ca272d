"""Reading a ruleset snapshot (docs/scenario-format.md "Snapshot"): where is each card.

Zones are read generically so the legacy game's snapshot (rows and piles) works too: a zone
is a list of ids, a stack (a mapping with ``id``, ``under``, ``links``), a list of stacks, or
None. Other values (``data_points``, ``security_face_up``) are not zones.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

NOT_ZONES = ("security_face_up",)


@dataclass(frozen=True)
class Place:
    """Where one card instance is: ``zone`` is a snapshot zone, ``under`` or ``link``."""

    player: str
    zone: str
    stack: dict[str, Any] | None = None  # the stack the card is in, if any


def _is_stack(value: Any) -> bool:
    return isinstance(value, dict) and "id" in value


def player_places(player: str, zones: dict[str, Any]) -> list[tuple[str, Place]]:
    """Every (card id, place) of one player's zones, duplicates included."""
    found: list[tuple[str, Place]] = []
    for zone, value in zones.items():
        if zone in NOT_ZONES:
            continue
        items = [value] if _is_stack(value) else value
        if not isinstance(items, list):
            continue
        for item in items:
            if isinstance(item, str):
                found.append((item, Place(player, zone)))
            elif _is_stack(item):
                found.append((item["id"], Place(player, zone, item)))
                found.extend((c, Place(player, "under", item)) for c in item.get("under") or [])
                found.extend((c, Place(player, "link", item)) for c in item.get("links") or [])
    return found


def places(snapshot: dict[str, Any]) -> list[tuple[str, Place]]:
    """Every (card id, place) pair in the snapshot, duplicates included."""
    found: list[tuple[str, Place]] = []
    for player, zones in snapshot["players"].items():
        found.extend(player_places(player, zones))
    return found


def index(snapshot: dict[str, Any]) -> dict[str, Place]:
    """Card id -> place (the last one if a card is, wrongly, in two places)."""
    return dict(places(snapshot))


def zone_ids(zones: dict[str, Any], zone: str) -> list[str]:
    """The ids in one zone of a player; for stacks, the top cards."""
    value = zones.get(zone)
    items = [value] if _is_stack(value) else value or []
    return [item["id"] if isinstance(item, dict) else item for item in items]
