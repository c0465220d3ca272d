"""Build small scenario mappings and drive the dcg engine, checking invariants every step."""

from __future__ import annotations

from typing import Any

from judgeapp.engine.dcg.citations import all_keys
from judgeapp.engine.ruleset import get_ruleset
from judgeapp.engine.steps import Step

BASE_CARDS: dict[str, dict[str, Any]] = {
    "Koromon": {"kind": "digi-egg", "color": "red", "level": 2},
    "Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000, "play_cost": 3,
               "digivolve": [{"color": "red", "level": 2, "cost": 0}]},
    "Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 5,
                "digivolve": [{"color": "red", "level": 3, "cost": 2}]},
    "Gabumon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 3000, "play_cost": 3},
    "Tai Kamiya": {"kind": "tamer", "color": "red", "play_cost": 2},
}


def scenario(p1: dict | None = None, p2: dict | None = None, cards: dict | None = None,
             **board: Any) -> dict[str, Any]:
    """A scenario mapping: BASE_CARDS plus ``cards`` (name -> fields), and the board."""
    defs = {**BASE_CARDS, **(cards or {})}
    b = {"turn_player": "p1", "turn": 3, "phase": "main", "memory": {"p1": 3}}
    b.update(board)
    b["p1"] = {"deck": 5, **(p1 or {})}
    b["p2"] = {"deck": 5, **(p2 or {})}
    return {"game": "dcg", "seed": 0, "cards": [{"name": n, **f} for n, f in defs.items()],
            "board": b}


KEYS = all_keys()
ZONES = ("deck", "digi_egg_deck", "hand", "security", "trash", "processing")


def places(snap: dict[str, Any]) -> list[str]:
    out: list[str] = []
    for pl in snap["players"].values():
        for zone in ZONES:
            out.extend(pl[zone])
        stacks = pl["battle"] + ([pl["breeding"]] if pl["breeding"] else [])
        for s in stacks:
            out.extend([s["id"], *s["under"], *s["links"]])
    return out


def check_invariants(snap: dict[str, Any], initial: set[str]) -> None:
    where = places(snap)
    assert len(where) == len(set(where)), f"a card is in two places: {sorted(where)}"
    assert set(where) == set(snap["cards"]), "every card is in exactly one place"
    lost = initial - set(snap["cards"])
    assert set(snap["cards"]) <= initial | {c for c in snap["cards"] if "token" in c}
    assert all(TOKEN_IDS(c) for c in lost), f"cards left the game: {sorted(lost)}"
    mem = snap["memory"]
    assert -10 <= mem["p1"] <= 10 and mem["p1"] == -mem["p2"]


def TOKEN_IDS(card_id: str) -> bool:  # noqa: N802 - reads as a predicate
    """Tokens are the only cards that leave the game; tests give them ids with 'token'."""
    return "token" in card_id


class Game:
    """Runs a scenario: ``Game(scn).answer("attack p1-greymon -> player", "no")``."""

    def __init__(self, scn: dict[str, Any]) -> None:
        self.rs = get_ruleset("dcg")
        self.state = self.rs.setup(scn)
        self.initial = set(self.rs.snapshot(self.state)["cards"])
        self.steps: list[Step] = []
        self.decision = None
        self._take(self.rs.advance(self.state, None))

    def _take(self, adv) -> None:
        for step in adv.steps:
            assert step.rules, f"step {step.event} cites no rule"
            assert set(step.rules) <= KEYS, f"{step.event} cites {step.rules}"
        self.steps.extend(adv.steps)
        self.decision = adv.decision
        check_invariants(self.snapshot, self.initial)

    def answer(self, *answers: str | list[str] | None) -> Game:
        for a in answers:
            self._take(self.rs.advance(self.state, a))
        return self

    @property
    def snapshot(self) -> dict[str, Any]:
        return self.rs.snapshot(self.state)

    @property
    def events(self) -> list[str]:
        return [s.event for s in self.steps]

    def find(self, event: str, card: str | None = None, **data: Any) -> list[Step]:
        return [s for s in self.steps if s.event == event
                and (card is None or card in s.cards)
                and all(s.data.get(k) == v for k, v in data.items())]

    def index(self, event: str, card: str | None = None, **data: Any) -> int:
        found = self.find(event, card, **data)
        assert found, f"no {event} step for {card}: {self.events}"
        return found[0].index

    def zone(self, card_id: str) -> str:
        snap = self.snapshot
        for p, pl in snap["players"].items():
            for zone in ZONES:
                if card_id in pl[zone]:
                    return f"{p}.{zone}"
            for s in pl["battle"]:
                if card_id == s["id"]:
                    return f"{p}.battle"
                if card_id in s["under"]:
                    return f"{p}.under"
            if pl["breeding"] and card_id in [pl["breeding"]["id"], *pl["breeding"]["under"]]:
                return f"{p}.breeding"
        return "gone"

    def stack(self, card_id: str) -> dict[str, Any]:
        for pl in self.snapshot["players"].values():
            for s in pl["battle"] + ([pl["breeding"]] if pl["breeding"] else []):
                if s["id"] == card_id:
                    return s
        raise AssertionError(f"{card_id} is not a stack top")

    def mem(self, player: str = "p1") -> int:
        return self.snapshot["memory"][player]

    @property
    def options(self) -> list[str]:
        return [o.id for o in self.decision.options] if self.decision else []
