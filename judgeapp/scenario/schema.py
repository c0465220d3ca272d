"""Validation of a parsed scenario (docs/scenario-format.md) with line-precise problems.

The checks are written by hand rather than with a JSON Schema so that every message can say
what is wrong in the words of the format ("unknown card 'Greymn' (did you mean 'Greymon'?)").
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from judgeapp.engine.dcg.cards import NO_LEVEL
from judgeapp.engine.steps import StepKind
from judgeapp.scenario import actions as script
from judgeapp.scenario.ids import (
    MAX_ZONE_COUNT,
    PLAYERS,
    all_ids,
    derive_ids,
    entry_name,
    iter_entries,
)
from judgeapp.scenario.quiz import check_quiz
from judgeapp.scenario.source import Path, Problem, Source, format_path

GAMES = ("dcg", "dccg")
TOP_KEYS = (
    "game", "title", "description", "tags", "difficulty", "source", "seed", "step_limit",
    "status", "pending_reason", "cards", "board", "actions", "expect", "quiz",
)
REQUIRED_TOP = ("title", "description", "tags", "difficulty", "source", "cards", "board", "expect")
DIFFICULTIES = {"beginner": 1, "intermediate": 2, "advanced": 3}
STATUSES = ("ok", "pending-engine")
SOURCE_KEY = re.compile(
    r"^(manual-en|manual-ja|glossary-en|cr-en|dccg-rules-en|keyword)/[A-Za-z0-9][A-Za-z0-9._-]*$"
)
KEYWORD_IDS = (
    "security-attack jamming piercing rush blocker draw delay armor-purge save material-save "
    "partition blitz raid progress evade iceclad decode recovery barrier overclock digisorption "
    "alliance fortitude vortex reboot de-digivolve decoy collision fragment retaliation scapegoat "
    "execute digi-burst blast-digivolve blast-dna-digivolve mind-link link-plus overflow "
    "dna-digivolve digixros burst-digivolve link app-fusion digimon-ace token "
    "engage ascension use-req training guard detach assembly arts-digivolve succession"
).split()
TAGS = (
    "zones turn unsuspend draw breeding hatch main play digivolve option activate pass memory "
    "end-of-turn attack counter block security battle deletion effects trigger derived-trigger "
    "pending interrupt persistent duration once-per-turn optional-cost rule-check loop game-end "
    "refused card-text-rules"
).split()

# ``qa:<qno>``: the scenario reproduces that official Q&A entry (its question and answer are
# quoted in the description), e.g. ``qa:Q881``.
QA_TAG = re.compile(r"^qa:Q[0-9]+$")

CARD_KINDS = ("digimon", "digi-egg", "tamer", "option")
COLORS = ("red", "blue", "yellow", "green", "black", "purple", "white")
CARD_KEYS = {
    "digimon": ("name", "label", "kind", "color", "colors", "level", "dp", "play_cost", "digivolve",
                "traits", "forms", "attributes", "text", "inherited", "security", "token", "number",
                "option"),
    "digi-egg": ("name", "label", "kind", "color", "colors", "level", "traits", "forms",
                 "attributes", "text",
                 "inherited", "security", "number"),
    "tamer": ("name", "label", "kind", "color", "colors", "play_cost", "traits", "forms",
              "attributes", "text",
              "inherited", "security", "number"),
    "option": ("name", "label", "kind", "color", "colors", "use_cost", "traits", "forms",
               "attributes", "text", "security",
               "number"),
}
CARD_TEXT_KEYS = ("text", "inherited", "security")
# a DUAL card (CR 4.2 4-6) is a Digimon card with ``option:``, its Option side
OPTION_SIDE_KEYS = ("name", "use_cost", "color", "colors", "text", "arts_digivolve")
# The longest printed card text (effect text of ~4,400 real cards) has 766 characters; the
# cap keeps the card-text reader's cost small whatever a hostile file holds.
MAX_CARD_TEXT = 2_000
CARD_REQUIRED = {
    "digimon": ("level", "dp", "play_cost"),
    "digi-egg": ("level",),
    "tamer": ("play_cost",),
    "option": ("use_cost",),
}
BOARD_KEYS = ("turn_player", "turn", "first_player", "phase", "memory", "p1", "p2")
LEGACY_BOARD_KEYS = ("turn_player", "turn", "first_player", "phase", "data_points", "p1", "p2")
PHASES = ("unsuspend", "draw", "breeding", "main", "end")
ZONES = ("deck", "digi_egg_deck", "hand", "breeding", "battle", "security", "trash", "flags")
COUNTABLE = ("deck", "digi_egg_deck", "security")
STACK_KEYS = ("card", "id", "under", "links", "suspended", "played_this_turn", "by_effect")
ENTRY_KEYS = ("card", "id")
FLAG_KEYS = ("hatched_this_turn", "used_once_per_turn")
ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")
MEMORY_LIMIT = 10
# Steps any run may take (``judgeapp check``/``replay``; the web allows fewer): an endless loop
# stops here in about a second instead of running for minutes.
MAX_STEP_LIMIT = 100_000


@dataclass(frozen=True)
class StepLimit:
    """The largest ``step_limit`` a file may set where it is run, and what to say beyond it."""

    most: int = MAX_STEP_LIMIT
    message: str = (f"a run stops after at most {MAX_STEP_LIMIT} steps (set step_limit from "
                    f"1 to {MAX_STEP_LIMIT})")

EXPECT_KEYS = ("winner", "memory", "turn_player", "turn", "phase", "zones", "cards", "steps",
               "absent_steps", "refused", "decision")
EXPECT_ZONES = ("deck", "digi_egg_deck", "hand", "breeding", "battle", "security", "trash",
                "processing")
CARD_ZONES = (*EXPECT_ZONES, "under", "link", "gone")
CARD_EXPECT_KEYS = ("zone", "dp", "suspended", "under", "owner", "face_up")
PATTERN_KEYS = ("event", "kind", "card", "player", "rule", "data")


CUTOFF = 0.7  # below it a "suggestion" is noise (Wargreymon -> Agumon)


EXAMPLE_PREFIX = "Example "  # the builder's invented example cards ("Example Koromon")


def suggest(word: str, choices: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` or an empty string; case is ignored (``Wargreymon`` ->
    ``WarGreymon``), near misses are found (``Koromn`` -> ``Koromon``), and an invented
    example card is found by the name it stands in for (``Koromn`` -> ``Example Koromon``)."""
    choices = list(choices)
    by_folded: dict[str, str] = {}
    for choice in choices:
        by_folded.setdefault(choice.casefold(), choice)
    for choice in choices:
        if choice.startswith(EXAMPLE_PREFIX):
            by_folded.setdefault(choice.removeprefix(EXAMPLE_PREFIX).casefold(), choice)
    close = difflib.get_close_matches(word.casefold(), list(by_folded), n=1, cutoff=CUTOFF)
    return f" (did you mean {by_folded[close[0]]!r}?)" if close else ""


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class Checker:
    """Collects problems while walking a scenario; one instance per file."""

    def __init__(self, source: Source, step_limit: StepLimit) -> None:
        self.source = source
        self.step_limit = step_limit
        self.problems: list[Problem] = []
        self.card_kinds: dict[str, str] = {}
        self.ids: dict[Path, str] = {}
        self.all_ids: set[str] = set()
        self.game = "dcg"

    def fail(self, path: Path, message: str) -> None:
        self.problems.append(self.source.problem(path, message))

    # ------------------------------------------------------------------ generic helpers
    def keys(self, path: Path, value: Any, allowed: tuple[str, ...],
             required: tuple[str, ...] = ()) -> bool:
        """Check that ``value`` is a mapping with known keys; False if it is not a mapping."""
        if not isinstance(value, dict):
            self.fail(path, f"expected a mapping, got {_kind(value)}")
            return False
        for key in value:
            if key not in allowed:
                self.fail((*path, str(key)), f"unknown key {key!r}{suggest(str(key), allowed)}"
                          f"; allowed: {', '.join(allowed)}")
        for key in required:
            if key not in value:
                self.fail(path, f"missing required key {key!r}")
        return True

    def integer(self, path: Path, value: Any, low: int | None = None,
                high: int | None = None) -> bool:
        if not is_int(value):
            self.fail(path, f"expected an integer, got {_kind(value)}")
            return False
        if (low is not None and value < low) or (high is not None and value > high):
            bounds = f"{low}..{high}" if high is not None else f">= {low}"
            self.fail(path, f"{value} is out of range ({bounds})")
            return False
        return True

    def count(self, path: Path, value: int) -> None:
        """A zone given as a number of anonymous cards."""
        if not 0 <= value <= MAX_ZONE_COUNT:
            self.fail(path, f"{value} cards is out of range: a zone holds 0..{MAX_ZONE_COUNT} "
                      "anonymous cards")

    def one_of(self, path: Path, value: Any, choices: tuple[str, ...]) -> bool:
        if value not in choices:
            hint = suggest(str(value), choices) if isinstance(value, str) else ""
            self.fail(path, f"{value!r} is not one of {', '.join(choices)}{hint}")
            return False
        return True

    def strings(self, path: Path, value: Any, nonempty: bool = False) -> bool:
        if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
            self.fail(path, "expected a list of strings")
            return False
        if nonempty and not value:
            self.fail(path, "must not be empty")
            return False
        return True

    def check_step_limit(self, value: Any) -> None:
        if not self.integer(("step_limit",), value, 1):
            return
        if value > self.step_limit.most:
            self.fail(("step_limit",), f"{value} is too many steps: {self.step_limit.message}")

    # ------------------------------------------------------------------ top level
    def check(self) -> None:
        data = self.source.data
        if not self.keys((), data, TOP_KEYS, REQUIRED_TOP):
            return
        self.game = data.get("game", "dcg")
        self.one_of(("game",), self.game, GAMES)
        for key in ("title", "description"):
            if key in data and not (isinstance(data[key], str) and data[key].strip()):
                self.fail((key,), "expected a non-empty string")
        if "tags" in data and self.strings(("tags",), data["tags"], nonempty=True):
            self.check_tags(data["tags"])
        if "difficulty" in data:
            self.check_difficulty(data["difficulty"])
        if "source" in data and self.strings(("source",), data["source"], nonempty=True):
            for i, key in enumerate(data["source"]):
                if not SOURCE_KEY.match(key):
                    self.fail(("source", i), f"{key!r} is not a corpus key "
                              "(manual-en/..., manual-ja/..., glossary-en/..., cr-en/..., "
                              "dccg-rules-en/..., keyword/<id>)")
        if "seed" in data:
            self.integer(("seed",), data["seed"])
        if "step_limit" in data:
            self.check_step_limit(data["step_limit"])
        self.check_status(data)
        if "cards" in data:
            self.check_cards(data["cards"])
        board_keys = BOARD_KEYS if self.game == "dcg" else LEGACY_BOARD_KEYS
        if "board" in data and self.keys(("board",), data["board"], board_keys, ("turn_player",)):
            before = len(self.problems)
            self.check_board(data["board"])
            self.ids = derive_ids(data["board"])
            self.all_ids = all_ids(data["board"])
            self.check_ids()
            if len(self.problems) > before:
                return  # card ids in actions/expect would only repeat the board's problems
            if "actions" in data:
                self.check_actions(data["actions"])
            if "expect" in data:
                self.check_expect(data["expect"])
            if "quiz" in data:
                check_quiz(self, data["quiz"])

    def check_tags(self, tags: list[str]) -> None:
        if self.game != "dcg":
            return
        known = (*TAGS, *KEYWORD_IDS, *(f"keyword:{k}" for k in KEYWORD_IDS))
        for i, tag in enumerate(tags):
            if tag not in known and not (isinstance(tag, str) and QA_TAG.match(tag)):
                self.fail(("tags", i), f"unknown tag {tag!r}{suggest(tag, known)}; "
                          "see docs/scenario-format.md for the vocabulary")

    def check_difficulty(self, value: Any) -> None:
        if is_int(value):
            self.integer(("difficulty",), value, 1, 3)
        else:
            self.one_of(("difficulty",), value, tuple(DIFFICULTIES))

    def check_status(self, data: dict[str, Any]) -> None:
        status = data.get("status", "ok")
        self.one_of(("status",), status, STATUSES)
        reason = data.get("pending_reason")
        if status == "pending-engine" and not (isinstance(reason, str) and reason.strip()):
            self.fail(("status",), "status pending-engine needs a pending_reason saying why")
        if status != "pending-engine" and reason is not None:
            self.fail(("pending_reason",), "pending_reason is only for status: pending-engine")

    # ------------------------------------------------------------------ cards
    def check_cards(self, cards: Any) -> None:
        if not isinstance(cards, list):
            self.fail(("cards",), f"expected a list of card definitions, got {_kind(cards)}")
            return
        for i, card in enumerate(cards):
            path: Path = ("cards", i)
            if not isinstance(card, dict):
                self.fail(path, f"expected a card definition mapping, got {_kind(card)}")
                continue
            name = card.get("name")
            if not (isinstance(name, str) and name.strip()):
                self.fail(path, "a card needs a name")
                continue
            if "label" in card:  # the file's name for a second printing of a name
                name = card["label"]
                if not (isinstance(name, str) and name.strip()):
                    self.fail((*path, "label"), "expected a non-empty label")
                    continue
            if name in self.card_kinds:
                where = "label" if "label" in card else "name"
                self.fail((*path, where), f"card {name!r} is defined twice (two printings "
                          "of one name: give the second a label)")
            self.check_text_length(path, card)
            if self.game != "dcg":
                self.card_kinds[name] = str(card.get("kind", ""))
                continue
            kind = card.get("kind")
            if "kind" not in card:
                self.fail(path, f"missing required key 'kind' ({', '.join(CARD_KINDS)})")
                self.card_kinds[name] = ""
                continue
            if not self.one_of((*path, "kind"), kind, CARD_KINDS):
                self.card_kinds[name] = ""
                continue
            self.card_kinds[name] = kind
            self.check_card(path, card, kind)

    def check_text_length(self, path: Path, card: dict[str, Any]) -> None:
        """Card text within ``MAX_CARD_TEXT`` characters (read before the engine sees it)."""
        for key in CARD_TEXT_KEYS:
            value = card.get(key)
            if isinstance(value, str) and len(value) > MAX_CARD_TEXT:
                self.fail((*path, key), f"this card text is {len(value):,} characters long; "
                          f"card text is at most {MAX_CARD_TEXT:,} characters (no printed card "
                          "has more than 800)")

    def check_card(self, path: Path, card: dict[str, Any], kind: str) -> None:
        required = CARD_REQUIRED[kind]
        if card.get("token") is True:  # a Token may have no level or play cost (CR 1-4-4-5)
            required = tuple(k for k in required if k not in ("level", "play_cost"))
        if "option" in card:  # a DUAL card has no play cost (Rule Manual 6.0 "Dual cards")
            required = tuple(k for k in required if k != "play_cost")
            self.check_option_side((*path, "option"), card)
        self.keys(path, card, CARD_KEYS[kind], required)
        if "color" in card and "colors" in card:
            self.fail(path, "give either color or colors, not both")
        elif "color" not in card and "colors" not in card:
            self.fail(path, "missing required key 'color' (or 'colors' for multicolor)")
        if "color" in card:
            self.one_of((*path, "color"), card["color"], COLORS)
        if "colors" in card and self.strings((*path, "colors"), card["colors"], nonempty=True):
            for j, color in enumerate(card["colors"]):
                self.one_of((*path, "colors", j), color, COLORS)
        if "level" in card and card["level"] != NO_LEVEL:
            self.integer((*path, "level"), card["level"], 2, 7)
        if "dp" in card:
            self.integer((*path, "dp"), card["dp"], 0)
        for key in ("play_cost", "use_cost"):
            if key in card:
                self.integer((*path, key), card[key], 0, 20)
        for key in ("text", "inherited", "security", "number"):
            if card.get(key) is not None and not isinstance(card[key], str):
                self.fail((*path, key), f"expected text, got {_kind(card[key])}")
        if "traits" in card:
            self.strings((*path, "traits"), card["traits"])
        for key in ("forms", "attributes"):  # which of its traits are printed so (2-3-2-1)
            if key in card:
                self.check_trait_places((*path, key), card[key], card.get("traits"))
        if "token" in card and not isinstance(card["token"], bool):
            self.fail((*path, "token"), "expected true or false")
        if "digivolve" in card:
            self.check_requirements((*path, "digivolve"), card["digivolve"])

    def check_trait_places(self, path: Path, value: Any, traits: Any) -> None:
        """``forms`` / ``attributes``: some of the card's ``traits`` (CR 4.2 2-3-2-1: traits
        include form, attribute and type)."""
        self.strings(path, value)
        if isinstance(value, list) and isinstance(traits, list):
            for name in value:
                if isinstance(name, str) and name not in traits:
                    self.fail(path, f"{name!r} is not one of its traits")

    def check_option_side(self, path: Path, card: dict[str, Any]) -> None:
        """A DUAL card's ``option``: {name, use_cost, color or colors, text, arts_digivolve}."""
        if "play_cost" in card:
            self.fail((*path[:-1], "play_cost"), "a DUAL card has no play cost: it can't be "
                      "played (give its Option side's use_cost)")
        side = card["option"]
        if not self.keys(path, side, OPTION_SIDE_KEYS, ("name", "use_cost")):
            return
        if not isinstance(side.get("name", ""), str) or not str(side.get("name", "")).strip():
            self.fail((*path, "name"), "expected the Option side's name")
        if "use_cost" in side:
            self.integer((*path, "use_cost"), side["use_cost"], 0, 20)
        if "color" in side and "colors" in side:
            self.fail(path, "give either color or colors, not both")
        elif "color" not in side and "colors" not in side:
            self.fail(path, "missing required key 'color' (the Option side's color "
                      "requirements; 'colors' for several)")
        if "color" in side:
            self.one_of((*path, "color"), side["color"], COLORS)
        if "colors" in side and self.strings((*path, "colors"), side["colors"], nonempty=True):
            for j, color in enumerate(side["colors"]):
                self.one_of((*path, "colors", j), color, COLORS)
        if side.get("text") is not None and not isinstance(side["text"], str):
            self.fail((*path, "text"), f"expected text, got {_kind(side['text'])}")
        elif isinstance(side.get("text"), str) and len(side["text"]) > MAX_CARD_TEXT:
            self.fail((*path, "text"), f"card text is at most {MAX_CARD_TEXT:,} characters")
        if "arts_digivolve" in side and not isinstance(side["arts_digivolve"], bool):
            self.fail((*path, "arts_digivolve"), "expected true or false")

    def check_requirements(self, path: Path, value: Any) -> None:
        if not isinstance(value, list):
            self.fail(path, "expected a list of requirements like {color: red, level: 3, cost: 2}")
            return
        for j, req in enumerate(value):
            rpath = (*path, j)
            if not self.keys(rpath, req, ("color", "level", "name", "trait", "cost"), ("cost",)):
                continue
            if "cost" in req:
                self.integer((*rpath, "cost"), req["cost"], 0, 20)
            forms = [("color" in req and "level" in req), "name" in req, "trait" in req]
            if sum(bool(f) for f in forms) != 1:
                self.fail(rpath, "give {color, level, cost}, {name, cost} or {trait, cost}")
            if "color" in req:
                self.one_of((*rpath, "color"), req["color"], COLORS)
            if "level" in req:
                self.integer((*rpath, "level"), req["level"], 2, 7)

    # ------------------------------------------------------------------ board
    def check_board(self, board: dict[str, Any]) -> None:
        path: Path = ("board",)
        if "turn_player" in board:
            self.one_of((*path, "turn_player"), board["turn_player"], PLAYERS)
        if "first_player" in board:
            self.one_of((*path, "first_player"), board["first_player"], PLAYERS)
        if "turn" in board:
            self.integer((*path, "turn"), board["turn"], 1)
        if "phase" in board:
            self.phase((*path, "phase"), board["phase"])
        if "memory" in board:
            self.check_memory((*path, "memory"), board["memory"])
        for player in PLAYERS:
            if player in board and board[player] is not None:
                self.check_player((*path, player), board[player])

    def phase(self, path: Path, value: Any) -> None:
        """The Digimon Card Game's phases; the legacy game names its own (docs/dccg.md)."""
        if self.game == "dcg":
            self.one_of(path, value, PHASES)
        elif not isinstance(value, str):
            self.fail(path, f"expected a phase name, got {_kind(value)}")

    def check_memory(self, path: Path, value: Any) -> None:
        if is_int(value):
            if value != 0:
                self.fail(path, "a plain number is only allowed for 0; write {p1: 3} to say "
                          "the counter is on p1's 3")
            return
        if not isinstance(value, dict) or len(value) != 1:
            self.fail(path, "expected {p1: <n>} or {p2: <n>} (one key) or 0")
            return
        (player, amount), = value.items()
        if not self.one_of((*path, str(player)), player, PLAYERS):
            return
        if not is_int(amount):
            self.fail((*path, player), f"expected an integer, got {_kind(amount)}")
        elif abs(amount) > MEMORY_LIMIT:
            self.fail((*path, player), f"memory {amount} is outside the gauge "
                      f"(-{MEMORY_LIMIT}..{MEMORY_LIMIT})")

    def check_player(self, path: Path, zones: Any) -> None:
        if self.game != "dcg":
            if not isinstance(zones, dict):
                self.fail(path, f"expected a mapping of zones, got {_kind(zones)}")
                return
            for zone, value in zones.items():
                self.check_zone_generic((*path, str(zone)), value)
            return
        if not self.keys(path, zones, ZONES):
            return
        for zone in COUNTABLE:
            if zone in zones:
                self.check_countable((*path, zone), zones[zone], zone)
        for zone in ("hand", "trash"):
            if zone in zones:
                self.check_entries((*path, zone), zones[zone], ENTRY_KEYS)
        if zones.get("breeding") is not None:
            self.check_stack((*path, "breeding"), zones["breeding"])
        if "battle" in zones:
            if isinstance(zones["battle"], list):
                for i, stack in enumerate(zones["battle"]):
                    self.check_stack((*path, "battle", i), stack)
            else:
                self.fail((*path, "battle"), "expected a list of stacks")
        if "flags" in zones:
            self.check_flags((*path, "flags"), zones["flags"])

    def check_zone_generic(self, path: Path, value: Any) -> None:
        if value is None:
            return
        if is_int(value):
            self.count(path, value)
        elif isinstance(value, dict):
            self.check_stack(path, value, generic=True)
        elif isinstance(value, list):
            for i, entry in enumerate(value):
                if isinstance(entry, dict):
                    self.check_stack((*path, i), entry, generic=True)
                else:
                    self.check_entry((*path, i), entry, ENTRY_KEYS)
        else:
            self.fail(path, f"expected a count, a list of cards or a stack, got {_kind(value)}")

    def check_countable(self, path: Path, value: Any, zone: str) -> None:
        if is_int(value):
            self.count(path, value)
            return
        keys = (*ENTRY_KEYS, "face_up") if zone == "security" else ENTRY_KEYS
        self.check_entries(path, value, keys)
        if not isinstance(value, list):
            return
        for i, entry in enumerate(value):
            kind = self.card_kinds.get(entry_name(entry) or "")
            if zone == "digi_egg_deck" and kind and kind != "digi-egg":
                self.fail((*path, i), f"{entry_name(entry)!r} is a {kind}, not a Digi-Egg")
            if zone == "deck" and kind == "digi-egg":
                self.fail((*path, i), f"{entry_name(entry)!r} is a Digi-Egg: it belongs in "
                          "digi_egg_deck")

    def check_entries(self, path: Path, value: Any, keys: tuple[str, ...]) -> None:
        if not isinstance(value, list):
            self.fail(path, f"expected a list of cards, got {_kind(value)}")
            return
        for i, entry in enumerate(value):
            self.check_entry((*path, i), entry, keys)

    def check_entry(self, path: Path, entry: Any, keys: tuple[str, ...]) -> None:
        if isinstance(entry, str):
            self.card_name(path, entry)
            return
        if not self.keys(path, entry, keys, ("card",)):
            return
        if "card" in entry:
            self.card_name((*path, "card"), entry["card"])
        if "id" in entry:
            self.check_id((*path, "id"), entry["id"])
        if "face_up" in entry and not isinstance(entry["face_up"], bool):
            self.fail((*path, "face_up"), "expected true or false")

    def check_stack(self, path: Path, stack: Any, generic: bool = False) -> None:
        if isinstance(stack, str):  # shorthand: a stack of just this card
            self.card_name(path, stack)
            return
        keys = tuple(stack) if generic and isinstance(stack, dict) else STACK_KEYS
        if not self.keys(path, stack, keys, ("card",)):
            return
        if "card" in stack:
            self.card_name((*path, "card"), stack["card"])
        if "id" in stack:
            self.check_id((*path, "id"), stack["id"])
        for key in ("under", "links"):
            if stack.get(key) is not None:  # a card under another may be face down (4-7-9)
                keys = (*ENTRY_KEYS, "face_down") if key == "under" else ENTRY_KEYS
                self.check_entries((*path, key), stack[key], keys)
        for key in ("suspended", "played_this_turn", "by_effect"):
            if key in stack and not isinstance(stack[key], bool):
                self.fail((*path, key), "expected true or false")

    def check_flags(self, path: Path, flags: Any) -> None:
        if not self.keys(path, flags, FLAG_KEYS):
            return
        if "hatched_this_turn" in flags and not isinstance(flags["hatched_this_turn"], bool):
            self.fail((*path, "hatched_this_turn"), "expected true or false")
        if "used_once_per_turn" in flags:
            self.strings((*path, "used_once_per_turn"), flags["used_once_per_turn"])

    def card_name(self, path: Path, name: Any) -> None:
        if not isinstance(name, str):
            self.fail(path, f"expected a card name, got {_kind(name)}")
        elif name not in self.card_kinds:
            self.fail(path, f"unknown card {name!r}{suggest(name, list(self.card_kinds))}; "
                      "define it under cards:")

    def check_id(self, path: Path, value: Any) -> None:
        if not (isinstance(value, str) and ID.match(value)):
            self.fail(path, f"{value!r} is not a card id (lowercase letters, digits and '-')")

    def check_ids(self) -> None:
        seen: dict[str, Path] = {}
        board = self.source.data["board"]
        for path, _player, _entry in iter_entries(board):
            card_id = self.ids.get(path)
            if card_id is None:
                continue
            if card_id in seen:
                where = format_path(seen[card_id])
                self.fail(path, f"two cards have the id {card_id!r} (also at {where}, line "
                          f"{self.source.line(seen[card_id])})")
            else:
                seen[card_id] = path

    # ------------------------------------------------------------------ actions
    def known_id(self, card_id: str) -> bool:
        """Ids the board starts with; ids of tokens made during the run are not known yet."""
        return card_id in self.all_ids or "token" in card_id

    def id_problem(self, path: Path, card_id: str, context: str = "") -> None:
        hint = suggest(card_id, sorted(self.all_ids))
        self.fail(path, f"{context}unknown card id {card_id!r}{hint}")

    def check_actions(self, value: Any) -> None:
        if not isinstance(value, list):
            self.fail(("actions",), f"expected a list of answers, got {_kind(value)}")
            return
        for i, entry in enumerate(value):
            path: Path = ("actions", i)
            try:
                answer = script.to_answer(entry)
                if self.game != "dcg":
                    continue
                ids = script.card_ids(answer)
            except script.ActionError as exc:
                shown = entry if isinstance(entry, str) else repr(entry)
                self.fail(path, f"{shown!r}: {exc}" if isinstance(entry, str)
                          else f"{shown}: {exc}")
                continue
            for card_id in ids:
                if not self.known_id(card_id):
                    self.id_problem(path, card_id, f"{answer!r}: ")

    # ------------------------------------------------------------------ expect
    def check_expect(self, expect: Any) -> None:
        path: Path = ("expect",)
        keys = EXPECT_KEYS if self.game == "dcg" else (*EXPECT_KEYS, "data_points")
        if not self.keys(path, expect, keys):
            return
        if "winner" in expect and expect["winner"] is not None:
            self.one_of((*path, "winner"), expect["winner"], PLAYERS)
        if "memory" in expect:
            self.check_memory((*path, "memory"), expect["memory"])
        if "turn_player" in expect:
            self.one_of((*path, "turn_player"), expect["turn_player"], PLAYERS)
        if "turn" in expect:
            self.integer((*path, "turn"), expect["turn"], 1)
        if "phase" in expect:
            self.phase((*path, "phase"), expect["phase"])
        if "zones" in expect:
            self.check_expect_zones((*path, "zones"), expect["zones"])
        if "cards" in expect:
            self.check_expect_cards((*path, "cards"), expect["cards"])
        for key in ("steps", "absent_steps"):
            if key in expect:
                self.check_patterns((*path, key), expect[key])
        if "refused" in expect:
            self.check_refused((*path, "refused"), expect["refused"])
        if expect.get("decision") is not None:
            dpath = (*path, "decision")
            if self.keys(dpath, expect["decision"], ("kind", "player")):
                if "player" in expect["decision"]:
                    self.one_of((*dpath, "player"), expect["decision"]["player"], PLAYERS)

    def check_expect_zones(self, path: Path, zones: Any) -> None:
        if not self.keys(path, zones, PLAYERS):
            return
        for player, per_zone in zones.items():
            ppath = (*path, player)
            if self.game == "dcg":
                zone_names = EXPECT_ZONES
            else:  # the legacy game's zones are free-form; keys() reports a non-mapping
                zone_names = tuple(per_zone) if isinstance(per_zone, dict) else ()
            if not self.keys(ppath, per_zone, zone_names):
                continue
            for zone, value in per_zone.items():
                zpath = (*ppath, zone)
                if is_int(value):
                    self.integer(zpath, value, 0)
                elif isinstance(value, list) and all(isinstance(x, str) for x in value):
                    for j, card_id in enumerate(value):
                        if not self.known_id(card_id):
                            self.id_problem((*zpath, j), card_id)
                else:
                    self.fail(zpath, "expected a count or a list of card ids")

    def check_expect_cards(self, path: Path, cards: Any) -> None:
        if not isinstance(cards, dict):
            self.fail(path, "expected a mapping of card id to zone or {zone, dp, ...}")
            return
        zones = CARD_ZONES if self.game == "dcg" else None
        for card_id, value in cards.items():
            cpath = (*path, str(card_id))
            if not self.known_id(str(card_id)):
                self.id_problem(cpath, str(card_id))
            if isinstance(value, str):
                if zones:
                    self.one_of(cpath, value, zones)
                continue
            if not self.keys(cpath, value, CARD_EXPECT_KEYS):
                continue
            if "zone" in value and zones:
                self.one_of((*cpath, "zone"), value["zone"], zones)
            if "dp" in value and value["dp"] is not None:
                self.integer((*cpath, "dp"), value["dp"], 0)
            for key in ("suspended", "face_up"):
                if key in value and not isinstance(value[key], bool):
                    self.fail((*cpath, key), "expected true or false")
            if "under" in value:
                self.strings((*cpath, "under"), value["under"])
            if "owner" in value:
                self.one_of((*cpath, "owner"), value["owner"], PLAYERS)

    def check_patterns(self, path: Path, patterns: Any) -> None:
        if not isinstance(patterns, list):
            self.fail(path, "expected a list of step patterns")
            return
        kinds = tuple(str(k) for k in StepKind)
        for i, pattern in enumerate(patterns):
            ppath = (*path, i)
            if isinstance(pattern, str):
                continue
            if not self.keys(ppath, pattern, PATTERN_KEYS):
                continue
            if not pattern:
                self.fail(ppath, "an empty pattern matches everything; give at least one key")
            if "kind" in pattern:
                self.one_of((*ppath, "kind"), pattern["kind"], kinds)
            if "player" in pattern:
                self.one_of((*ppath, "player"), pattern["player"], PLAYERS)
            if "card" in pattern and not self.known_id(str(pattern["card"])):
                self.id_problem((*ppath, "card"), str(pattern["card"]))
            if "data" in pattern and not isinstance(pattern["data"], dict):
                self.fail((*ppath, "data"), "expected a mapping")

    def check_refused(self, path: Path, refused: Any) -> None:
        if not isinstance(refused, list):
            self.fail(path, "expected a list of refused actions")
            return
        for i, item in enumerate(refused):
            if isinstance(item, str):
                continue
            if self.keys((*path, i), item, ("action", "rule"), ("action",)):
                if not isinstance(item.get("action"), str):
                    self.fail((*path, i, "action"), "expected the refused answer as a string")


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    return {dict: "a mapping", list: "a list", str: "text", bool: "true/false",
            int: "a number", float: "a number"}.get(
        type(value), type(value).__name__)


def validate(source: Source, step_limit: StepLimit | None = None
             ) -> tuple[list[Problem], dict[Path, str]]:
    """All problems of a parsed scenario, and the derived card ids by board path.

    ``step_limit`` is the largest ``step_limit`` allowed where the file is run (the CLI's by
    default; the web allows fewer)."""
    from judgeapp.scenario.realcards import expand_real_cards

    expanded = expand_real_cards(source)
    if expanded:
        return expanded, {}
    checker = Checker(source, step_limit or StepLimit())
    checker.check()
    return checker.problems, checker.ids
