"""Card instance ids: explicit, or derived ``<player>-<slug(name)>`` in file order (GUIDE.md)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from judgeapp.scenario.source import Path

PLAYERS = ("p1", "p2")
# A zone given as a count becomes that many card instances: far above any real game, low
# enough that a typo (or a hostile file) cannot make the loader build millions of cards.
MAX_ZONE_COUNT = 1000
_NON_ALNUM = re.compile(r"[^a-z0-9]+")


def slug(text: str) -> str:
    """Lowercase; every run of characters other than a-z0-9 becomes ``-``; trimmed."""
    return _NON_ALNUM.sub("-", text.lower()).strip("-")


def anonymous_ids(player: str, zone: str, count: int) -> list[str]:
    """Ids of ``count`` anonymous cards of a zone given as a count, top first (``p1-deck-1``)."""
    return [f"{player}-{slug(zone)}-{n}" for n in range(1, count + 1)]


def iter_entries(board: dict[str, Any]) -> Iterator[tuple[Path, str, Any]]:
    """Every card entry of the board in file order: (path, player, entry).

    An entry is a card name or a mapping with ``card``; stacks yield their top card (the
    stack mapping) and then their ``under`` and ``links`` entries.
    """
    for player, zones in board.items():
        if player not in PLAYERS or not isinstance(zones, dict):
            continue
        for zone, value in zones.items():
            if zone == "flags" or not isinstance(zone, str):
                continue  # the schema reports a zone that is not a name
            items = [value] if isinstance(value, dict) else value
            if not isinstance(items, list):
                continue
            for i, entry in enumerate(items):
                path: Path = ("board", player, zone) if isinstance(value, dict) else (
                    "board", player, zone, i)
                yield from _stack_entries(path, player, entry)


def _stack_entries(path: Path, player: str, entry: Any) -> Iterator[tuple[Path, str, Any]]:
    yield path, player, entry
    if isinstance(entry, dict):
        for key in ("under", "links"):
            subs = entry.get(key)
            for j, sub in enumerate(subs if isinstance(subs, list) else []):
                yield (*path, key, j), player, sub


def entry_name(entry: Any) -> str | None:
    if isinstance(entry, str):
        return entry
    if isinstance(entry, dict) and isinstance(entry.get("card"), str):
        return entry["card"]
    return None


def derive_ids(board: dict[str, Any]) -> dict[Path, str]:
    """The id of every named card entry, by path. Explicit ids are kept and never reused.

    Duplicate explicit ids are not resolved here; the schema reports them.
    """
    entries = list(iter_entries(board))
    taken = {e["id"] for _, _, e in entries if isinstance(e, dict) and isinstance(e.get("id"), str)}
    taken.update(_anonymous(board))
    next_number: dict[str, int] = {}
    ids: dict[Path, str] = {}
    for path, player, entry in entries:
        if isinstance(entry, dict) and isinstance(entry.get("id"), str):
            ids[path] = entry["id"]
            continue
        name = entry_name(entry)
        if name is None:
            continue
        base = f"{player}-{slug(name)}"
        n = next_number.get(base, 1)
        while (candidate := base if n == 1 else f"{base}-{n}") in taken:
            n += 1
        next_number[base] = n + 1
        taken.add(candidate)
        ids[path] = candidate
    return ids


def _anonymous(board: dict[str, Any]) -> set[str]:
    found: set[str] = set()
    for player in PLAYERS:
        zones = board.get(player)
        if not isinstance(zones, dict):
            continue
        for zone, value in zones.items():
            if isinstance(zone, str) and is_count(value):
                found.update(anonymous_ids(player, zone, value))
    return found


def is_count(value: Any) -> bool:
    """A zone written as a number of anonymous cards within ``0..MAX_ZONE_COUNT``.

    The schema reports any other number; ids are never made for it (a count of 10^9 would
    otherwise be expanded before the problem could be reported).
    """
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_ZONE_COUNT


def all_ids(board: dict[str, Any]) -> set[str]:
    """Every instance id the board starts with (named and anonymous)."""
    return set(derive_ids(board).values()) | _anonymous(board)
