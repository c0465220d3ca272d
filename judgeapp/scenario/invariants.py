"""Invariants every snapshot must satisfy (ENGINE.md "Conservation", memory gauge)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from judgeapp.scenario.snapshot import places

MEMORY_LIMIT = 10


def violations(snapshot: dict[str, Any], initial_ids: set[str] | None = None) -> list[str]:
    """What is wrong with ``snapshot``; an empty list when every invariant holds.

    ``initial_ids``: ``real_cards`` of the first snapshot; later ones must hold exactly the
    same cards, apart from tokens (the only cards that leave the game) and tokens made since.
    """
    problems: list[str] = []
    found = places(snapshot)
    counts = Counter(card_id for card_id, _ in found)
    for card_id, n in sorted(counts.items()):
        if n > 1:
            where = ", ".join(f"{p.player} {p.zone}" for cid, p in found if cid == card_id)
            problems.append(f"card {card_id} is in {n} places at once ({where})")
    cards = snapshot.get("cards", {})
    present = set(counts)
    unknown = present - set(cards)
    if unknown:
        problems.append(f"cards in zones but not in snapshot['cards']: {sorted(unknown)}")
    missing = {c for c in set(cards) - present if not cards[c].get("token")}
    if missing:
        problems.append(f"cards that are nowhere (conservation): {sorted(missing)}")
    if initial_ids is not None:
        lost = initial_ids - present
        if lost:
            problems.append(f"cards that left the game: {sorted(lost)}")
        made = {c for c in present - initial_ids if not cards.get(c, {}).get("token")}
        if made:
            problems.append(f"cards that appeared from nowhere: {sorted(made)}")
    if "memory" in snapshot:  # the legacy game has no memory gauge
        problems.extend(_memory(snapshot["memory"]))
    return problems


def _memory(memory: dict[str, int]) -> list[str]:
    p1, p2 = memory.get("p1"), memory.get("p2")
    if not isinstance(p1, int) or not isinstance(p2, int):
        return [f"memory must give both players' views, got {memory!r}"]
    problems = []
    if p1 != -p2:
        problems.append(f"memory views disagree: p1 {p1}, p2 {p2}")
    if abs(p1) > MEMORY_LIMIT:
        problems.append(f"memory {p1} is outside the gauge (-10..10)")
    return problems


def real_cards(snapshot: dict[str, Any]) -> set[str]:
    """Ids of the cards in the snapshot's zones that are not tokens."""
    cards = snapshot.get("cards", {})
    return {c for c, _ in places(snapshot) if not cards.get(c, {}).get("token")}
