"""Build a legacy game state from a scenario mapping (``game: dccg``; docs/dccg.md).

Accepts the loader's normalized mapping (card entries as ``{card, id}``) and plain card names
(ids derived as ``<player>-<slug(name)>``, ``-2``... for repeats, as the loader does).
Impossible boards raise ``ScenarioError`` naming the field.
"""

from __future__ import annotations

import random
import re
from typing import Any

from judgeapp.engine.dccg.cards import BLANK, KINDS, LEVELS, Card, CardDef, parse_effect
from judgeapp.engine.dccg.state import (
    PHASES,
    PLAYERS,
    ROW_LIMIT,
    ZONES,
    GameState,
    Playmat,
)
from judgeapp.engine.errors import CardTextError, ScenarioError

DEFAULT_STEP_LIMIT = 10_000
CARD_KEYS = {"name", "kind", "number", "level", "attack", "defense", "text",
             "true_digivolution", "gigapower"}
PLAYER_KEYS = {*ZONES, "flags"}
FLAG_KEYS = {"brought_online", "digivolved", "moved", "discarded"}
ENTRY_KEYS = {"card", "id", "attacked", "digivolved_this_turn"}
_NON_ALNUM = re.compile(r"[^a-z0-9]+")


def _int(value: Any, where: str, low: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise ScenarioError(f"expected an integer of at least {low}, got {value!r}", where)
    return value


def parse_card(raw: Any, where: str) -> CardDef:
    """One entry of ``cards:``."""
    if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
        raise ScenarioError("a card needs at least a 'name'", where)
    unknown = sorted(set(raw) - CARD_KEYS)
    if unknown:
        raise ScenarioError(f"unknown key(s) {unknown}; legacy cards take {sorted(CARD_KEYS)}",
                            where)
    kind = raw.get("kind", "digimon")
    if kind not in KINDS:
        raise ScenarioError(f"kind {kind!r} is not one of {list(KINDS)}", f"{where}.kind")
    level = raw.get("level")
    attack = raw.get("attack")
    defense = raw.get("defense")
    if kind == "digimon":
        # level, attack and defense may be left out when the source does not give them; the
        # engine then refuses whatever needs them instead of guessing
        if level is not None and level not in LEVELS:
            raise ScenarioError(f"the level must be one of {list(LEVELS)}", f"{where}.level")
        attack = None if attack is None else _int(attack, f"{where}.attack")
        defense = None if defense is None else _int(defense, f"{where}.defense")
        if raw.get("text"):
            raise ScenarioError(
                "effects printed on legacy Digimon cards are not modelled by the engine; "
                "leave 'text' out and describe the effect in the scenario description",
                f"{where}.text")
    elif level is not None or attack is not None or defense is not None:
        raise ScenarioError("only Digimon cards have a level, attack and defense", where)
    effect = None
    if raw.get("text"):
        try:
            effect = parse_effect(str(raw["text"]))
        except CardTextError as exc:
            raise ScenarioError(str(exc), f"{where}.text") from None
    true = raw.get("true_digivolution") or []
    if true and (level != "rookie" or not isinstance(true, list) or len(true) != 3
                 or not all(isinstance(n, str) for n in true)):
        raise ScenarioError("only a Rookie has a true digivolution: a list of its Champion, "
                            "Ultimate and Mega names", f"{where}.true_digivolution")
    return CardDef(
        name=raw["name"], kind=kind, number=raw.get("number"), level=level, attack=attack,
        defense=defense, effect=effect, true_digivolution=tuple(true),
        gigapower=bool(raw.get("gigapower")),
    )


def _slug(text: str) -> str:
    return _NON_ALNUM.sub("-", text.lower()).strip("-")


class _Ids:
    """Derives ids for plain names exactly as the scenario loader does (file order)."""

    def __init__(self, taken: set[str]) -> None:
        self.taken = taken
        self.next: dict[str, int] = {}

    def derive(self, player: str, name: str) -> str:
        base = f"{player}-{_slug(name)}"
        n = self.next.get(base, 1)
        while (candidate := base if n == 1 else f"{base}-{n}") in self.taken:
            n += 1
        self.next[base] = n + 1
        self.taken.add(candidate)
        return candidate


def setup(scenario: dict[str, Any]) -> GameState:
    defs: dict[str, CardDef] = {}
    for i, raw in enumerate(scenario.get("cards") or []):
        card = parse_card(raw, f"cards[{i}]")
        if card.name in defs:
            raise ScenarioError(f"card {card.name!r} is defined twice", f"cards[{i}].name")
        defs[card.name] = card
    board = scenario.get("board")
    if not isinstance(board, dict):
        raise ScenarioError("a mapping is required", "board")
    unknown = sorted(set(board) - {"turn_player", "turn", "first_player", "phase",
                                   "data_points", "memory", *PLAYERS})
    if unknown:
        raise ScenarioError(f"unknown key(s) {unknown} for the legacy game (docs/dccg.md)",
                            "board")
    memory = board.get("memory") or 0
    if (any(memory.values()) if isinstance(memory, dict) else memory):
        # the scenario loader fills {p1: 0, p2: 0} for every game; anything else is a mistake
        raise ScenarioError("the legacy game has no memory gauge", "board.memory")
    turn_player = board.get("turn_player", "p1")
    first_player = board.get("first_player", "p1")
    for key, value in (("turn_player", turn_player), ("first_player", first_player)):
        if value not in PLAYERS:
            raise ScenarioError(f"must be p1 or p2, got {value!r}", f"board.{key}")
    phase = board.get("phase", "draw")
    if phase not in PHASES:
        raise ScenarioError(f"the legacy game's phases are {list(PHASES)}, got {phase!r}",
                            "board.phase")
    turn = _int(board.get("turn", 2), "board.turn", 1)
    if turn == 1 and turn_player != first_player:
        raise ScenarioError("turn 1 is the first player's turn", "board.turn")
    state = GameState(
        cards={}, mats={p: Playmat() for p in PLAYERS}, turn=turn, turn_player=turn_player,
        first_player=first_player, phase=phase, rng=random.Random(scenario.get("seed", 0)),
        step_limit=_int(scenario.get("step_limit", DEFAULT_STEP_LIMIT), "step_limit", 1),
    )
    points = board.get("data_points") or {}
    if not isinstance(points, dict) or set(points) - set(PLAYERS):
        raise ScenarioError("a mapping like {p1: 0, p2: 300}", "board.data_points")
    for player in PLAYERS:
        state.mats[player].data_points = _int(points.get(player, 0),
                                              f"board.data_points.{player}")
    ids = _Ids(_explicit_ids(board))
    in_file_order = [p for p in board if p in PLAYERS] + [p for p in PLAYERS if p not in board]
    for player in in_file_order:
        _load_player(state, defs, ids, board.get(player) or {}, player)
    for player in PLAYERS:
        for row in ("attack_row", "digivolve_row"):
            if len(getattr(state.mats[player], row)) > ROW_LIMIT:
                raise ScenarioError(f"a row holds at most {ROW_LIMIT} Digimon",
                                    f"board.{player}.{row}")
    return state


def _explicit_ids(board: dict[str, Any]) -> set[str]:
    taken: set[str] = set()
    for player in PLAYERS:
        for zone, value in (board.get(player) or {}).items():
            if zone == "flags":
                continue
            if isinstance(value, int) and not isinstance(value, bool):
                taken.update(f"{player}-{_slug(zone)}-{n}" for n in range(1, value + 1))
            for entry in value if isinstance(value, list) else []:
                if isinstance(entry, dict) and isinstance(entry.get("id"), str):
                    taken.add(entry["id"])
    return taken


def _load_player(state: GameState, defs: dict[str, CardDef], ids: _Ids, raw: Any,
                 player: str) -> None:
    where = f"board.{player}"
    if not isinstance(raw, dict):
        raise ScenarioError("a mapping of zones is required", where)
    unknown = sorted(set(raw) - PLAYER_KEYS)
    if unknown:
        raise ScenarioError(f"unknown key(s) {unknown}; a legacy player has {sorted(PLAYER_KEYS)}"
                            " (Data Points are board.data_points)", where)
    mat = state.mats[player]
    for zone in [z for z in raw if z in ZONES]:  # file order, as the loader derives ids
        value = raw[zone]
        if isinstance(value, int) and not isinstance(value, bool):
            for n in range(1, _int(value, f"{where}.{zone}") + 1):
                _place(state, mat, zone, Card(f"{player}-{_slug(zone)}-{n}", player, BLANK))
            continue
        if not isinstance(value, list):
            raise ScenarioError("a list of cards (or a count)", f"{where}.{zone}")
        for i, entry in enumerate(value):
            _load_entry(state, defs, ids, mat, player, zone, entry, f"{where}.{zone}[{i}]")
    _load_flags(state, raw.get("flags") or {}, player, f"{where}.flags")


def _load_entry(state: GameState, defs: dict[str, CardDef], ids: _Ids, mat: Playmat,
                player: str, zone: str, entry: Any, where: str) -> None:
    if isinstance(entry, str):
        entry = {"card": entry}
    if not isinstance(entry, dict) or not isinstance(entry.get("card"), str):
        raise ScenarioError("a card name or a mapping with 'card'", where)
    unknown = sorted(set(entry) - ENTRY_KEYS)
    if unknown:
        raise ScenarioError(f"unknown key(s) {unknown}; allowed {sorted(ENTRY_KEYS)}", where)
    name = entry["card"]
    if name not in defs:
        raise ScenarioError(f"unknown card {name!r} (define it under 'cards')", f"{where}.card")
    definition = defs[name]
    card_id = entry.get("id") or ids.derive(player, name)
    if card_id in state.cards:
        raise ScenarioError(f"the id {card_id!r} is used twice", where)
    in_row = zone in ("attack_row", "digivolve_row")
    if in_row and not definition.is_digimon:
        raise ScenarioError(f"{name} is not a Digimon; only Digimon are put in the rows", where)
    if entry.get("attacked") and zone != "attack_row":
        raise ScenarioError("only a Digimon in the Attack Row can have attacked", where)
    if entry.get("digivolved_this_turn") and zone != "digivolve_row":
        raise ScenarioError("only a Digimon in the Digivolve Row can have digivolved", where)
    _place(state, mat, zone, Card(card_id, player, definition))
    if entry.get("attacked"):
        state.counters.attacked_ids.add(card_id)
    if entry.get("digivolved_this_turn"):
        state.counters.digivolved_ids.add(card_id)


def _place(state: GameState, mat: Playmat, zone: str, card: Card) -> None:
    state.cards[card.id] = card
    getattr(mat, zone).append(card.id)


def _load_flags(state: GameState, flags: Any, player: str, where: str) -> None:
    if not isinstance(flags, dict):
        raise ScenarioError("a mapping", where)
    if not flags:
        return
    unknown = sorted(set(flags) - FLAG_KEYS)
    if unknown:
        raise ScenarioError(f"unknown flag(s) {unknown}; allowed {sorted(FLAG_KEYS)}", where)
    if player != state.turn_player:
        raise ScenarioError("per-turn counters belong to the turn player", where)
    c = state.counters
    c.brought = _int(flags.get("brought_online", 0), f"{where}.brought_online")
    c.digivolved = _int(flags.get("digivolved", 0), f"{where}.digivolved")
    c.moved = _int(flags.get("moved", 0), f"{where}.moved")
    c.discarded = _int(flags.get("discarded", 0), f"{where}.discarded")

