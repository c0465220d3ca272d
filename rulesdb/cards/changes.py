"""What changed between two card databases (printed by the build and by ``cards import``)."""

from __future__ import annotations

from .db import CardDB

_TEXTS = ("text", "inherited_text", "security_text", "link_text", "option_text")
MAX_LISTED = 50


def describe_changes(old: CardDB | None, new: CardDB) -> list[str]:
    """Lines naming new cards, cards whose text changed, and new rulings."""
    if old is None:
        return [f"new database: {len(new.cards)} cards, {new.ruling_count} rulings"]
    added = [n for n in new.cards if n not in old.cards]
    removed = [n for n in old.cards if n not in new.cards]
    changed = [n for n in new.cards if n in old.cards and any(
        getattr(new.cards[n], f) != getattr(old.cards[n], f) for f in _TEXTS)]
    old_q = {r.qno for r in old.all_rulings()}
    new_rulings = [r for r in new.all_rulings() if r.qno not in old_q]
    lines = [f"{len(added)} new card(s), {len(changed)} changed text(s), "
             f"{len(new_rulings)} new ruling(s), {len(removed)} card(s) no longer listed"]
    lines += [f"  new card {n} {new.cards[n].name}" for n in added[:MAX_LISTED]]
    lines += [f"  changed text {n} {new.cards[n].name}" for n in changed[:MAX_LISTED]]
    lines += [f"  new ruling {r.qno} ({r.number}): {r.question[:80]}"
              for r in new_rulings[:MAX_LISTED]]
    lines += [f"  no longer listed {n} {old.cards[n].name}" for n in removed[:MAX_LISTED]]
    if max(len(added), len(changed), len(new_rulings), len(removed)) > MAX_LISTED:
        lines.append(f"  (lists cut at {MAX_LISTED} entries each)")
    return lines
