"""Build a :class:`GameState` from a scenario mapping (docs/scenario-format.md).

Accepts the loader's normalized mapping and, for tests, the raw forms (names instead of
``{card, id}``; ``memory: {p1: 3}``). Impossible boards raise ScenarioError naming the field.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from judgeapp.engine.dcg import color_req
from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg.cards import (
    BLANK,
    COLORS,
    KINDS,
    NO_LEVEL,
    Card,
    CardDef,
    DigivolveReq,
)
from judgeapp.engine.dcg.cardtext import extract_rules, parse_text
from judgeapp.engine.dcg.effects import Effect
from judgeapp.engine.dcg.keyword_rules import KeywordRuleError
from judgeapp.engine.dcg.query import use_key, works_in_battle_area
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.dcg.state import PHASES, PLAYERS, GameState, Player, Stack
from judgeapp.engine.errors import CardTextError, ScenarioError


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def parse_card(raw: dict[str, Any], where: str) -> CardDef:
    if not isinstance(raw, dict) or not raw.get("name"):
        raise ScenarioError("a card definition needs a name", where)
    kind = raw.get("kind", "digimon")
    if kind not in KINDS:
        raise ScenarioError(f"unknown kind {kind!r} (one of {', '.join(KINDS)})", f"{where}.kind")
    colors = raw.get("colors") or ([raw["color"]] if raw.get("color") else [])
    if isinstance(colors, str):
        colors = [colors]
    for color in colors:
        if color not in COLORS:
            raise ScenarioError(f"unknown color {color!r}", f"{where}.color")
    reqs = []
    if not isinstance(raw.get("digivolve") or [], list):
        raise ScenarioError("digivolve is a list of requirements", f"{where}.digivolve")
    for i, req in enumerate(raw.get("digivolve") or []):
        reqs.append(_requirement(req, f"{where}.digivolve[{i}]"))

    try:
        printed, rules = extract_rules(raw.get("text"))
        if rules.link_text:  # the effects a linked Digimon has (manual "D. Linking")
            rules = replace(rules, link_effects=parse_text(rules.link_text))
    except (KeywordRuleError, CardTextError) as exc:
        raise ScenarioError(str(exc), f"{where}.text") from exc

    def effects(key: str, **kw: bool) -> tuple[Effect, ...]:
        try:
            return parse_text(printed if key == "text" else raw.get(key), **kw)
        except CardTextError as exc:
            raise ScenarioError(str(exc), f"{where}.{key}") from exc

    text = effects("text")
    security = effects("security", security=True) + tuple(
        e for e in text if e.timing == "security")
    text = tuple(e for e in text if e.timing != "security")
    zone_effects = tuple(e for e in text if e.zone)  # [Hand] / [Trash] [Main] (zone_main.py)
    text = tuple(e for e in text if not e.zone)
    _check_battle_area_option(kind, text, _places_itself(text + security), f"{where}.text")
    if why := color_req.refusal(tuple(colors), text):
        raise ScenarioError(fragment(why), f"{where}.text")
    cost = raw.get("play_cost", raw.get("use_cost", raw.get("cost")))
    # a DUAL card's Option side, read after its Digimon text (CR 4.2 4-6-4)
    option = _option_side(raw, kind, where) if raw.get("option") is not None else None
    reqs.extend(rules.digivolve)  # the printed "[Digivolve] ..." lines (requirements.py)
    traits = tuple(raw.get("traits") or ())
    traits += tuple(t for t in rules.also_traits if t not in traits)  # CR 4.2 2-3-4-2
    return CardDef(
        name=raw["name"], kind=kind, colors=tuple(colors), level=_level(raw.get("level")),
        dp=raw.get("dp"), cost=cost, digivolve=tuple(reqs), traits=traits,
        forms=tuple(raw.get("forms") or ()), attributes=tuple(raw.get("attributes") or ()),
        effects=text, inherited=effects("inherited", inherited=True), security=security,
        zone_effects=zone_effects, token=bool(raw.get("token")), rules=rules,
        printed=tuple(raw[k] for k in ("text", "inherited", "security") if raw.get(k)),
        effect_text=raw.get("text") or "",
        option=option,
        arts_digivolve=option is not None and raw["option"].get("arts_digivolve", True),
    )


OPTION_SIDE_KEYS = ("name", "use_cost", "color", "colors", "text", "arts_digivolve")


def _option_side(raw: dict[str, Any], kind: str, where: str) -> CardDef:
    """A DUAL card's Option information (CR 4.2 4-6-6): its name, use cost, color
    requirements (its colors as an Option card, 4-22), the traits it shares with the Digimon
    information (4-6-6-1) and its Option effects (4-6-6-3)."""
    side = raw["option"]
    if raw.get("play_cost") is not None:
        raise ScenarioError(fragment("dual_play_cost"), f"{where}.play_cost")
    where = f"{where}.option"
    if kind != "digimon":
        raise ScenarioError(fragment("dual_not_digimon"), where)
    if not isinstance(side, dict) or not side.get("name") or set(side) - set(OPTION_SIDE_KEYS):
        raise ScenarioError(fragment("dual_option_keys"), where)
    if not isinstance(side.get("arts_digivolve", True), bool):
        raise ScenarioError(fragment("dual_arts_flag"), f"{where}.arts_digivolve")
    option = parse_card({"name": side["name"], "kind": "option", "traits": raw.get("traits"),
                         **{k: side[k] for k in ("use_cost", "color", "colors", "text")
                            if k in side}}, where)
    if option.security:
        raise ScenarioError(fragment("dual_option_security"), where)
    return option


_REQ_TEXT_KEYS = ("color", "name", "trait", "name_has", "text_has", "not_trait")


def _level(value: Any) -> int | None:
    """The printed level; ``"-"`` ("Lv.-") and no level at all are no level (CR 4.2 2-9-2)."""
    return None if value == NO_LEVEL else value


def _requirement(req: Any, where: str) -> DigivolveReq:
    """One ``digivolve:`` entry: ``cost`` and any of ``color``, ``level``, ``name``,
    ``trait``, ``name_has``, ``text_has``, ``not_trait`` (all must hold: requirements.py)."""
    keys = ("cost", "level", *_REQ_TEXT_KEYS)
    if not isinstance(req, dict) or not isinstance(req.get("cost"), int) or \
            set(req) - set(keys) or len(req) < 2:
        raise ScenarioError("a requirement is {color, level, cost}, {name, cost}, "
                            "{trait, cost}, or cost with any of level, color, name, trait, "
                            "name_has, text_has, not_trait", where)
    if req.get("level") is not None and not isinstance(req["level"], int):
        raise ScenarioError("level is a number", f"{where}.level")
    for key in _REQ_TEXT_KEYS:
        if req.get(key) is not None and not isinstance(req[key], str):
            raise ScenarioError(f"{key} is a string", f"{where}.{key}")
    return DigivolveReq(cost=int(req["cost"]), level=req.get("level"),
                        **{k: req.get(k) for k in _REQ_TEXT_KEYS})


def _places_itself(effects: tuple[Effect, ...]) -> bool:
    return any(a.verb == "place-self" for e in effects for c in e.clauses for a in c.actions)


def _refuse_on_field(effects: tuple[Effect, ...], where: str) -> None:
    """An Option in the battle area has only its <Delay> effects modelled there (its other
    [Main] effects are used from the hand, its [Security] effects from the security stack;
    its color requirements and <Use Req.> only matter when it is used, CR 4.2 4-22-1,
    16-42-1; "When this card is trashed from your deck" works from the trash, CR 4.2 4-16-2):
    any other effect it would have there is refused rather than silently inactive."""
    extra = next((e for e in effects if e.timing not in (fx.MAIN, fx.WHEN_TRASHED)
                  and e.keyword not in ("delay", "color-req", "use-req")
                  and not works_in_battle_area(e)), None)
    if extra is not None:
        raise ScenarioError(f"{extra.text!r}: effects of an Option in the battle area other "
                            "than <Delay> are not modelled", where)


def _check_battle_area_option(kind: str, effects: tuple[Effect, ...], placed: bool,
                              where: str) -> None:
    """Refuse cards whose battle-area effects the engine can't rule on. ``placed``: the
    card's text or [Security] effect places it in the battle area."""
    delay = any(e.keyword == "delay" for e in effects)
    if delay and kind != "option":
        raise ScenarioError("<Delay> is an Option card's effect (manual-en/kw-delay)", where)
    if delay or placed:
        _refuse_on_field(effects, where)


class _Builder:
    def __init__(self, scenario: dict[str, Any]) -> None:
        self.defs: dict[str, CardDef] = {}
        for i, raw in enumerate(scenario.get("cards") or []):
            card = parse_card(raw, f"cards[{i}]")
            key = raw.get("label") or card.name  # a label tells two printings of a name apart
            if key in self.defs:
                raise ScenarioError(f"card {key!r} is defined twice", f"cards[{i}].name")
            self.defs[key] = card
        self.cards: dict[str, Card] = {}
        self.derived: dict[str, int] = {}

    def explicit_ids(self, board: dict[str, Any]) -> None:
        """Reserve explicit ids first: derivation skips taken ids."""
        def walk(node: Any) -> None:
            if isinstance(node, dict):
                if isinstance(node.get("id"), str) and "card" in node:
                    self.derived.setdefault("#" + node["id"], 0)
                for v in node.values():
                    walk(v)
            elif isinstance(node, list):
                for v in node:
                    walk(v)
        walk(board)

    def card(self, entry: Any, owner: str, where: str) -> Card:
        if isinstance(entry, str):
            name, cid = entry, None
        elif isinstance(entry, dict) and "card" in entry:
            name, cid = entry["card"], entry.get("id")
        else:
            raise ScenarioError("a card entry is a name or {card: name, id: ...}", where)
        defn = self.defs.get(name)
        if defn is None:
            known = ", ".join(sorted(self.defs)) or "none"
            raise ScenarioError(f"unknown card {name!r} (defined: {known})", where)
        if cid is None:
            base = f"{owner}-{slug(name)}"
            cid, n = base, 1
            while cid in self.cards or ("#" + cid) in self.derived:
                n += 1
                cid = f"{base}-{n}"
        return self._add(Card(id=cid, owner=owner, defn=defn), where)

    def blank(self, owner: str, zone: str, n: int, where: str) -> Card:
        return self._add(Card(id=f"{owner}-{zone}-{n}", owner=owner, defn=BLANK), where)

    def _add(self, card: Card, where: str) -> Card:
        if card.id in self.cards:
            raise ScenarioError(f"card id {card.id!r} is in two places", where)
        self.cards[card.id] = card
        return card

    def zone(self, value: Any, owner: str, zone: str, where: str) -> list[Card]:
        if value is None:
            return []
        if isinstance(value, bool) or not isinstance(value, int | list):
            raise ScenarioError("a zone is a count or a list of cards", where)
        if isinstance(value, int):
            if value < 0:
                raise ScenarioError("a count can't be negative", where)
            return [self.blank(owner, zone, i + 1, where) for i in range(value)]
        out = []
        for i, entry in enumerate(value):
            card = self.card(entry, owner, f"{where}[{i}]")
            if isinstance(entry, dict) and entry.get("face_up"):
                card.face_up = True
            out.append(card)
        return out

    def stack(self, state: GameState, entry: Any, owner: str, where: str) -> Stack:
        if isinstance(entry, str):  # a stack of one unsuspended card
            entry = {"card": entry}
        if not isinstance(entry, dict) or "card" not in entry:
            raise ScenarioError("a stack is a mapping with 'card'", where)
        top = self.card(entry, owner, f"{where}.card")
        for key in ("under", "links"):
            if not isinstance(entry.get(key) or [], list):
                raise ScenarioError(f"{key} is a list of cards", f"{where}.{key}")
        under = [self.card(e, owner, f"{where}.under[{i}]")
                 for i, e in enumerate(entry.get("under") or [])]
        for card, e in zip(under, entry.get("under") or [], strict=True):
            card.face_down = isinstance(e, dict) and e.get("face_down") is True  # CR 4-7-9
        links = [self.card(e, owner, f"{where}.links[{i}]")
                 for i, e in enumerate(entry.get("links") or [])]
        by_effect = bool(entry.get("by_effect"))
        if by_effect and top.defn.kind == "option":
            _refuse_on_field(top.defn.effects, f"{where}.card")
        return Stack(uid=state.new_uid(), cards=[top] + under, owner=owner, links=links,
                     suspended=bool(entry.get("suspended")),
                     played_turn=state.turn if entry.get("played_this_turn") else None,
                     by_effect=by_effect)


def _memory(value: Any) -> int:
    """The gauge from p1's view."""
    if value is None:
        return 0
    if isinstance(value, bool) or not isinstance(value, int | dict):
        raise ScenarioError("memory is a number or {p1: n}", "board.memory")
    if isinstance(value, int):
        n, player = value, "p1"
    else:
        if not value or any(k not in PLAYERS for k in value):
            raise ScenarioError("memory is a mapping with a key p1 or p2", "board.memory")
        player = "p1" if "p1" in value else "p2"
        n = value[player]
        if "p1" in value and "p2" in value and value["p1"] != -value["p2"]:
            raise ScenarioError("p1 and p2 memory must be opposite", "board.memory")
    if not isinstance(n, int) or not -10 <= n <= 10:
        raise ScenarioError(f"memory {n} is outside the gauge (-10..10)", "board.memory")
    return n if player == "p1" else -n


def setup(scenario: dict[str, Any]) -> GameState:
    board = scenario.get("board")
    if not isinstance(board, dict):
        raise ScenarioError("the board is missing", "board")
    builder = _Builder(scenario)
    builder.explicit_ids(board)
    tp = board.get("turn_player", "p1")
    if tp not in PLAYERS:
        raise ScenarioError(f"turn_player must be p1 or p2, not {tp!r}", "board.turn_player")
    first = board.get("first_player", "p1")
    if first not in PLAYERS:
        raise ScenarioError("first_player must be p1 or p2", "board.first_player")
    phase = board.get("phase", "main")
    if phase not in PHASES:
        raise ScenarioError(f"phase must be one of {', '.join(PHASES)}", "board.phase")
    turn = board.get("turn", 2)
    if not isinstance(turn, int) or turn < 1:
        raise ScenarioError("turn is a number from 1", "board.turn")
    state = GameState(players={}, cards={}, turn=turn, turn_player=tp, first_player=first,
                      phase=phase, memory=_memory(board.get("memory")),
                      seed=int(scenario.get("seed") or 0),
                      step_limit=int(scenario.get("step_limit") or 5000))
    for p in PLAYERS:
        raw = board.get(p) or {}
        where = f"board.{p}"
        if not isinstance(raw, dict):
            raise ScenarioError("a player is a mapping of zones", where)
        pl = Player(id=p)
        pl.deck = builder.zone(raw.get("deck", 0), p, "deck", f"{where}.deck")
        pl.egg_deck = builder.zone(raw.get("digi_egg_deck"), p, "digi-egg-deck",
                                   f"{where}.digi_egg_deck")
        pl.hand = builder.zone(raw.get("hand"), p, "hand", f"{where}.hand")
        breeding = raw.get("breeding")
        if isinstance(breeding, list):
            if len(breeding) > 1:
                raise ScenarioError("the breeding area holds at most one stack",
                                    f"{where}.breeding")
            breeding = breeding[0] if breeding else None
        if breeding:
            pl.breeding = builder.stack(state, breeding, p, f"{where}.breeding")
            pl.breeding.area = "breeding"
        battle = raw.get("battle") or []
        if not isinstance(battle, list):
            raise ScenarioError("the battle area is a list of stacks", f"{where}.battle")
        pl.battle = [builder.stack(state, s, p, f"{where}.battle[{i}]")
                     for i, s in enumerate(battle)]
        for stack in pl.battle:
            stack.area = "battle"
        pl.security = builder.zone(raw.get("security"), p, "security", f"{where}.security")
        pl.trash = builder.zone(raw.get("trash"), p, "trash", f"{where}.trash")
        flags = raw.get("flags") or {}
        if not isinstance(flags, dict):
            raise ScenarioError("flags is a mapping", f"{where}.flags")
        pl.hatched_this_turn = bool(flags.get("hatched_this_turn"))
        for cid in flags.get("used_once_per_turn") or []:
            state.per_turn_uses.update(_used(builder.cards.get(cid), cid, f"{where}.flags"))
        state.players[p] = pl
    state.cards = builder.cards
    return state


def _used(card: Card | None, cid: str, where: str) -> dict[str, int]:
    if card is None:
        raise ScenarioError(f"unknown card id {cid!r}", f"{where}.used_once_per_turn")
    out = {}
    for effect in card.defn.effects + card.defn.inherited:
        if effect.per_turn:
            out[use_key(card, effect)] = effect.per_turn
    return out
