"""Presentation of engine output for the replayer: boards, cited rules, steps and decisions.

Everything here only reshapes what the engine and the corpus already say (a snapshot, a
Step, a Decision, a corpus key) into plain dicts a template or the JSON twin shows. The
builder's pages reuse these to show the replay of a scenario that is not in the library.
"""

from __future__ import annotations

import re
from typing import Any

from flask import url_for

from judgeapp.engine.steps import Decision, Step
from judgeapp.web.library import library
from judgeapp.web.summaries import section_url

PLAYERS = ("p1", "p2")
GAUGE = 10
EXCERPT = 280
HIDDEN_ZONES = ("deck", "digi_egg_deck", "online", "offline")  # shown as counts
STACK_ZONES = ("battle", "breeding")  # stacks even when empty
ZONE_LABELS = {
    "battle": "Battle area", "breeding": "Breeding area", "hand": "Hand", "security": "Security",
    "trash": "Trash", "deck": "Deck", "digi_egg_deck": "Digi-Egg deck",
    "processing": "Being used", "attack_row": "Attack Row", "digivolve_row": "Digivolve Row",
    "online": "Online deck", "offline": "Offline pile",
}
_MARKUP = re.compile(r"[#*_`>|]+|\[([^\]]*)\]\([^)]*\)")


def cite_all(keys: tuple[str, ...] | list[str]) -> list[dict[str, Any]]:
    """The cited keys once each, the Comprehensive Rules numbers first (``cr_first``)."""
    return [cite(k) for k in cr_first(keys)]


def cr_first(keys: tuple[str, ...] | list[str]) -> list[str]:
    """Keys without repeats, Comprehensive Rules (``cr-*``) first, otherwise in cited order."""
    return sorted(dict.fromkeys(keys), key=lambda k: not k.startswith("cr-"))


def cite(key: str) -> dict[str, Any]:
    """A cited corpus key with its title, page link and the first lines of its text."""
    lib = library()
    if key.startswith("keyword/"):
        keyword = lib.keywords_by_id.get(key.partition("/")[2])
        if keyword is None:
            return {"key": key, "title": key, "url": None, "excerpt": "", "resolved": False}
        text = keyword.definitions[0].text if keyword.definitions else keyword.name_en
        return {"key": key, "title": keyword.name_en, "excerpt": _excerpt(text),
                "url": url_for("keywords.keyword", keyword_id=keyword.id), "resolved": True}
    section = lib.corpus.cited(key)
    if section is None:
        return {"key": key, "title": key, "url": None, "excerpt": "", "resolved": False}
    doc = section.document
    # an unpinned link opens the newest edition that has the section; pin it when a newer
    # edition has a section with the same id
    newest = lib.corpus.section(key)
    pinned = newest is not None and newest is not section
    return {"key": key, "title": section.title, "excerpt": _excerpt(section.body),
            "url": section_url(key, doc.version if pinned else None), "resolved": True,
            "edition": doc.heading, "version": doc.version,
            "date": doc.date}


def _excerpt(text: str) -> str:
    plain = " ".join(_MARKUP.sub(lambda m: m.group(1) or " ", text or "").split())
    return plain if len(plain) <= EXCERPT else plain[: EXCERPT - 1].rsplit(" ", 1)[0] + "…"


def card_name(snapshot: dict[str, Any], card_id: str) -> str:
    return (snapshot.get("cards", {}).get(card_id) or {}).get("name") or card_id


def pending_view(labels: tuple[str, ...] | list[str],
                 snapshot: dict[str, Any]) -> list[dict[str, Any]]:
    """Pending effects (``"<card> <timing>"`` labels) in order, with whose they are."""
    found = []
    for label in labels:
        card_id, _, timing = label.rpartition(" ")
        card_id = card_id or label
        info = snapshot.get("cards", {}).get(card_id) or {}
        owner = info.get("owner") or card_id.partition("-")[0]
        found.append({"label": label, "card": card_id, "name": info.get("name") or card_id,
                      "timing": timing, "owner": owner if owner in PLAYERS else None})
    return found


def step_view(step: Step, snapshot: dict[str, Any]) -> dict[str, Any]:
    """The step with its cited rules and named pending effects; its board (``Step.board``)
    is left out, because the pages draw it once with ``board_view``."""
    data = step.to_dict()
    data.pop("board", None)
    return {
        **data,
        "cited": cite_all(step.rules),
        "pending_effects": pending_view(step.pending, snapshot),
    }


def decision_view(decision: Decision) -> dict[str, Any]:
    return {**decision.to_dict(), "cited": cite_all(decision.rules)}


# ---------------------------------------------------------------------- the board
def board_view(snapshot: dict[str, Any]) -> dict[str, Any]:
    """The snapshot as both players' areas (opponent of p1 first, as across a table)."""
    game = snapshot.get("game", "dcg")
    view: dict[str, Any] = {
        "game": game,
        "turn": snapshot.get("turn"),
        "turn_player": snapshot.get("turn_player"),
        "phase": snapshot.get("phase"),
        "winner": snapshot.get("winner"),
        "players": [_player(p, snapshot) for p in ("p2", "p1") if p in snapshot.get("players", {})],
        "gauge": _gauge(snapshot["memory"]) if "memory" in snapshot else None,
        "data_points": snapshot.get("data_points"),
        "moving": _moving(snapshot),
    }
    return view


def _moving(snapshot: dict[str, Any]) -> list[dict[str, Any]]:
    """Cards in no zone: between zones as of this step (a card whose cost is being paid,
    Digimon deleted together before each reaches the trash)."""
    placed: set[str] = set()
    for zones in snapshot.get("players", {}).values():
        for value in zones.values():
            for item in value if isinstance(value, list) else [value]:
                if isinstance(item, str):
                    placed.add(item)
                elif isinstance(item, dict):
                    placed.update([item.get("id"), *item.get("under", ()), *item.get("links", ())])
    return [{"id": cid, "name": info.get("name") or cid, "owner": info.get("owner")}
            for cid, info in snapshot.get("cards", {}).items() if cid not in placed]


def _gauge(memory: dict[str, int]) -> dict[str, Any]:
    """The memory gauge from p2's 10 through 0 to p1's 10, with the counter's cell marked."""
    at = memory.get("p1", 0)
    cells = [{"value": abs(v), "side": "p1" if v > 0 else "p2" if v < 0 else "zero",
              "on": v == at} for v in range(-GAUGE, GAUGE + 1)]
    holder = "p1" if at > 0 else "p2" if at < 0 else None
    return {"p1": at, "p2": -at, "cells": cells, "holder": holder, "amount": abs(at)}


def _player(player: str, snapshot: dict[str, Any]) -> dict[str, Any]:
    zones = snapshot["players"][player]
    face_up = set(zones.get("security_face_up") or [])
    shown = []
    for zone, value in zones.items():
        if zone == "security_face_up" or isinstance(value, (int, float)):
            continue
        shown.append(_zone(zone, value, snapshot, face_up))
    data_points = (snapshot.get("data_points") or {}).get(player)
    return {"id": player, "zones": shown, "data_points": data_points,
            "turn": snapshot.get("turn_player") == player}


def _zone(zone: str, value: Any, snapshot: dict[str, Any], face_up: set[str]) -> dict[str, Any]:
    label = ZONE_LABELS.get(zone, zone.replace("_", " ").capitalize())
    if zone in STACK_ZONES or value is None or (isinstance(value, dict) and "id" in value) or (
            isinstance(value, list) and value and isinstance(value[0], dict)):
        stacks = [value] if isinstance(value, dict) else value or []
        return {"name": zone, "label": label, "kind": "stacks", "count": len(stacks),
                "stacks": [_stack(s, snapshot) for s in stacks]}
    ids = [v for v in value if isinstance(v, str)] if isinstance(value, list) else []
    cards = [] if zone in HIDDEN_ZONES else [
        {"id": i, "name": card_name(snapshot, i), "face_up": i in face_up} for i in ids]
    return {"name": zone, "label": label, "kind": "cards", "count": len(ids), "cards": cards}


def _stack(stack: dict[str, Any], snapshot: dict[str, Any]) -> dict[str, Any]:
    info = snapshot.get("cards", {}).get(stack["id"]) or {}
    return {
        "id": stack["id"],
        "name": stack.get("name") or info.get("name") or stack["id"],
        "under": [{"id": c, "name": card_name(snapshot, c)} for c in stack.get("under") or []],
        "links": [{"id": c, "name": card_name(snapshot, c)} for c in stack.get("links") or []],
        "suspended": bool(stack.get("suspended")),
        "dp": stack.get("dp"),
        "played_this_turn": bool(stack.get("played_this_turn")),
        "keywords": list(stack.get("keywords") or []),
        "level": info.get("level"),
        "attack": info.get("attack"),
    }
