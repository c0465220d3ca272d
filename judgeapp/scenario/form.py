"""The scenario builder's form, as flat text fields, to and from a scenario mapping.

The web builder posts plain fields (``title``, ``card-0-name``, ``p1-hand``, ``p1-battle-0-card``
...). :func:`to_mapping` turns them into the mapping a scenario file holds, remembering which
field every part came from; :func:`check` validates that mapping with the scenario loader and
runs it (the engine's card-text parser reports unsupported sentences at setup), and maps every
problem back to its field. Nothing here validates on its own: numbers that are not numbers are
passed on as text so the loader's message names them. :func:`from_mapping` fills the form from
a scenario file (edit a copy, upload). No Flask here.

Zones that hold a list of cards are written one card per line, top first, with optional
``[id: p1-x]`` and (security) ``[face up]`` after the name; a zone given as a number is a count
of anonymous cards.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import yaml

from judgeapp.engine.errors import EngineError
from judgeapp.scenario import actions as script
from judgeapp.scenario import labels, schema
from judgeapp.scenario.ids import PLAYERS, derive_ids, entry_name
from judgeapp.scenario.loader import Scenario, load_mapping, load_text
from judgeapp.scenario.runner import EngineRefused, Refusal, Result, run_scenario
from judgeapp.scenario.schema import EXAMPLE_PREFIX  # invented cards never carry a real name
from judgeapp.scenario.source import Path, ScenarioFileError, parse

Fields = dict[str, str]

META = ("title", "description", "tags", "difficulty", "source")
BOARD = ("turn_player", "first_player", "turn", "phase")
CARD_FIELDS = ("name", "kind", "colors", "level", "dp", "cost", "digivolve", "traits", "forms",
               "attributes", "text",
               "inherited", "security", "token", "number", "label", "option")
STACK_FIELDS = ("card", "under", "links", "suspended", "played", "by-effect", "id")
LIST_ZONES = ("deck", "digi_egg_deck", "security", "hand", "trash")
COUNTABLE = ("deck", "digi_egg_deck", "security")
ZONE_ORDER = ("deck", "digi_egg_deck", "security", "hand", "breeding", "battle", "trash", "flags")
EXTRA_KEYS = ("seed", "step_limit", "status", "pending_reason")  # kept as YAML in ``extra``
REQUIREMENT_KEYS = ("color", "level", "name", "trait", "cost")
MAX_STEP_LIMIT = 5000  # steps a web request may run (the engine's default limit)
WEB_STEP_LIMIT = schema.StepLimit(MAX_STEP_LIMIT, (
    f"at most {MAX_STEP_LIMIT} here (the engine's default); run longer loops (up to "
    f"{schema.MAX_STEP_LIMIT}) with 'judgeapp replay FILE'"))
MAX_RUN_SECONDS = 5.0  # a web run ends with a message after this long (workers time out at 30)
MAX_CARD_CHECKS = 25  # card definitions with unsupported text reported one by one
MAX_ROWS = 1000  # card rows / stacks per player read from a form (more is refused)
DEFAULT_EXPECT = "{}"
_ROW = re.compile(r"^(card|p1-battle|p2-battle)-(\d{1,4})-")
_NUMBER = re.compile(r"^-?\d{1,30}$")
_SUFFIX = re.compile(r"\s*\[(id:\s*(?P<id>[^\]]*)|(?P<up>face up)|(?P<down>face down))\]\s*$",
                     re.IGNORECASE)
_REQ_SPLIT = re.compile(r"\s+(?=(?:color|level|name|trait|cost)\s*=)")


class FormError(ValueError):
    """The form cannot be read at all (e.g. far too many rows)."""


@dataclass
class Built:
    """The outcome of a form: the scenario mapping, its YAML, and every problem by field.

    ``errors`` maps a form field name to its messages; ``general`` holds problems that belong
    to no single field. ``scenario``/``result`` are set when the scenario is valid and ran.
    """

    mapping: dict[str, Any]
    origin: dict[Path, str] = field(default_factory=dict)
    errors: dict[str, list[str]] = field(default_factory=dict)
    general: list[str] = field(default_factory=list)
    scenario: Scenario | None = None
    result: Result | None = None
    text: str | None = None
    refusal: Refusal | None = None  # a pending-engine scenario's card text the engine refuses
    known_cards: tuple[str, ...] = ()  # defined and built-in example names, for suggestions

    @property
    def valid(self) -> bool:
        return self.scenario is not None and not self.errors and not self.general

    def add(self, name: str | None, message: str) -> None:
        message = labels.for_the_form(message, self.known_cards, name)
        if name:
            self.errors.setdefault(name, []).append(message)
        else:
            self.general.append(message)

    def yaml(self) -> str:
        """The scenario file text (written once)."""
        if self.text is None:
            self.text = dump(self.mapping)
        return self.text


# ---------------------------------------------------------------------- YAML out
class _Dumper(getattr(yaml, "CSafeDumper", yaml.SafeDumper)):  # libyaml when available
    pass


def _str(dumper: yaml.SafeDumper, value: str) -> yaml.Node:
    style = "|" if "\n" in value.strip() else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _str)


def dump(mapping: dict[str, Any]) -> str:
    """The scenario file text of a mapping (keys in the format's order)."""
    return yaml.dump(mapping, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)


def load(text: str, filename: str) -> Scenario:
    """``load_text`` for text from a user (form, upload, link), within the server's limits.

    A web request runs at most ``MAX_STEP_LIMIT`` steps and ``MAX_ZONE_COUNT`` anonymous
    cards per zone, which the loader checks before making any card (a link must not keep a
    worker busy for minutes).
    """
    return load_text(text, filename, WEB_STEP_LIMIT)


def load_data(data: dict[str, Any], filename: str) -> Scenario:
    """:func:`load` for a mapping built in memory (no YAML round trip)."""
    return load_mapping(data, filename, WEB_STEP_LIMIT)


# ---------------------------------------------------------------------- the card catalog
_TEXT_KEYS = ("text", "inherited", "security")


def example_name(name: str) -> str:
    """The catalog name of the library's invented card ``name`` ("Example Greymon")."""
    return name if name.startswith(EXAMPLE_PREFIX) else EXAMPLE_PREFIX + name


def catalog(scenarios: Iterable[Scenario]) -> dict[str, dict[str, Any]]:
    """Built-in example cards: every Digimon Card Game card defined in the library, by name
    (the first definition of a name wins), renamed "Example <name>": their stats are invented,
    so they must not pass for the real card of that name.  Names they cite (``[Greymon]``,
    ``name=Greymon``) are renamed with them, so the examples still work together."""
    cards: dict[str, dict[str, Any]] = {}
    for scenario in scenarios:
        if scenario.game != "dcg":
            continue
        for card in scenario.source.data.get("cards") or []:
            cards.setdefault(card["name"], copy.deepcopy(card))
    renamed = {name: example_name(name) for name in cards}
    cited = re.compile(r"\[(" + "|".join(map(re.escape, sorted(renamed, key=len, reverse=True)))
                       + r")\]") if renamed else None
    examples = {}
    for card in cards.values():
        card["name"] = renamed[card["name"]]
        for key in _TEXT_KEYS:
            if isinstance(card.get(key), str) and cited is not None:
                card[key] = cited.sub(lambda m: f"[{renamed[m.group(1)]}]", card[key])
        for req in card.get("digivolve") or []:
            if isinstance(req, dict) and req.get("name") in renamed:
                req["name"] = renamed[req["name"]]
        examples[card["name"]] = card
    return dict(sorted(examples.items(), key=lambda item: item[0].lower()))


# ---------------------------------------------------------------------- form -> mapping
def rows(fields: Mapping[str, str], prefix: str) -> list[int]:
    """The row numbers present in the form for ``card`` or ``p1-battle``/``p2-battle``."""
    found = sorted({int(m.group(2)) for key in fields if (m := _ROW.match(key))
                    and m.group(1) == prefix})
    if len(found) > MAX_ROWS:
        raise FormError(f"too many rows ({len(found)}); a scenario has at most {MAX_ROWS} "
                        "card definitions and stacks per player")
    return found


def compact(fields: Mapping[str, str]) -> Fields:
    """The fields with the filled card rows and stacks renumbered from 0 (empty rows dropped),
    so that a form posted with gaps or huge row numbers comes back as the rows it holds."""
    for prefix in ("card", "p1-battle", "p2-battle"):
        rows(fields, prefix)  # refuses far too many rows
    result: Fields = {}
    grouped: dict[tuple[str, int], dict[str, str]] = {}
    for key, value in fields.items():
        m = _ROW.match(key)
        if m:
            grouped.setdefault((m.group(1), int(m.group(2))), {})[key[m.end():]] = value
        else:
            result[key] = value
    numbers: dict[str, int] = {}
    for (prefix, _), row in sorted(grouped.items()):
        if any(v.strip() and v != "digimon" for v in row.values()):
            new = numbers[prefix] = numbers.get(prefix, -1) + 1
            result.update({f"{prefix}-{new}-{k}": v for k, v in row.items()})
    return result


def _value(text: str) -> Any:
    """A number when the text is one, else the text (the loader names what is wrong)."""
    text = text.strip()
    return int(text) if _NUMBER.match(text) else text


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip()]


def _entry(line: str, face_up_allowed: bool = False,
           face_down_allowed: bool = False) -> str | dict[str, Any]:
    """``Agumon`` / ``Agumon [id: p1-a]`` / ``Gabumon [face up]`` (security) / ``Gabumon [face
    down]`` (a digivolution card) as a card entry."""
    extras: dict[str, Any] = {}
    while (m := _SUFFIX.search(line)) and m.start() > 0:
        if m.group("up") and face_up_allowed:
            extras["face_up"] = True
        elif m.group("down") and face_down_allowed:
            extras["face_down"] = True
        elif m.group("up") or m.group("down"):
            break
        else:
            extras["id"] = m.group("id").strip()
        line = line[: m.start()]
    line = line.strip()
    if not extras:
        return line
    return {"card": line, **dict(sorted(extras.items(), key=lambda kv: kv[0] != "id"))}


def _checked(fields: Mapping[str, str], name: str) -> bool:
    return fields.get(name, "") not in ("", "off", "false", "0")


class _Reader:
    """Builds the mapping from the fields, recording the field of every path."""

    def __init__(self, fields: Mapping[str, str], built: Built,
                 cards: dict[str, dict[str, Any]]) -> None:
        self.fields = fields
        self.built = built
        self.catalog = cards

    def get(self, name: str) -> str:
        value = self.fields.get(name, "")
        return value if isinstance(value, str) else ""

    def mark(self, path: Path, name: str) -> None:
        self.built.origin[path] = name

    def read(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        game = self.get("game").strip() or "dcg"
        if game != "dcg":
            data["game"] = game
            self.mark(("game",), "game")
        for key in META:
            self.mark((key,), key)
        data["title"] = self.get("title").strip()
        data["description"] = self.get("description").replace("\r\n", "\n").strip()
        data["tags"] = [t for t in re.split(r"[\s,]+", self.get("tags")) if t]
        data["difficulty"] = _value(self.get("difficulty") or "beginner")
        data["source"] = [s for s in re.split(r"[\s,]+", self.get("source")) if s]
        data.update(self.extra())
        if game == "dcg":
            data["cards"] = self.cards()
            data["board"] = self.board()
        else:
            data["cards"] = self.yaml_field("cards-yaml", ("cards",), [])
            data["board"] = self.yaml_field("board-yaml", ("board",), {})
        data["actions"] = self.actions()
        data["expect"] = self.yaml_field("expect", ("expect",), {})
        self.add_catalog_cards(data)
        return data

    def yaml_field(self, name: str, path: Path, empty: Any) -> Any:
        if path:  # (a problem of the whole file is general, not the "extra" field's)
            self.mark(path, name)
        text = self.get(name).strip()
        if not text:
            return empty
        try:
            return parse(text, name).data  # the loader's budgets: no YAML bomb in a field
        except ScenarioFileError as exc:
            for problem in exc.problems:
                where = f"line {problem.line}: " if problem.line else ""
                message = problem.message.removeprefix("malformed YAML: ")
                if message != problem.message:
                    message = f"this is not valid YAML ({message})"
                self.built.add(name, where + message)
            return empty

    def extra(self) -> dict[str, Any]:
        value = self.yaml_field("extra", (), {})
        if value in (None, {}):
            return {}
        if not isinstance(value, dict):
            self.built.add("extra", "expected YAML keys like 'seed: 3' or 'step_limit: 200'")
            return {}
        for key in value:
            self.mark((str(key),), "extra")
        return value

    def cards(self) -> list[dict[str, Any]]:
        result = []
        for i in rows(self.fields, "card"):
            card = self.card(i, len(result))
            if card is not None:
                result.append(card)
        return result

    def card(self, row: int, index: int) -> dict[str, Any] | None:
        f = {key: self.get(f"card-{row}-{key}") for key in CARD_FIELDS}
        if not any(v.strip() for k, v in f.items() if k not in ("kind", "token")):
            return None
        prefix = f"card-{row}-"
        path: Path = ("cards", index)
        self.mark(path, prefix + "name")
        card: dict[str, Any] = {"name": f["name"].strip()}
        kind = f["kind"].strip() or "digimon"
        card["kind"] = kind
        self.mark((*path, "kind"), prefix + "kind")
        colors = [c for c in re.split(r"[\s,/]+", f["colors"].lower()) if c]
        self.mark((*path, "color"), prefix + "colors")
        self.mark((*path, "colors"), prefix + "colors")
        if len(colors) == 1:
            card["color"] = colors[0]
        elif colors:
            card["colors"] = colors
        for key in ("level", "dp"):
            if f[key].strip():
                card[key] = _value(f[key])
            self.mark((*path, key), prefix + key)
        cost_key = "use_cost" if kind == "option" else "play_cost"
        if f["cost"].strip():
            card[cost_key] = _value(f["cost"])
        for key in ("play_cost", "use_cost"):
            self.mark((*path, key), prefix + "cost")
        if f["digivolve"].strip():
            card["digivolve"] = self.requirements(f["digivolve"], prefix + "digivolve")
        self.mark((*path, "digivolve"), prefix + "digivolve")
        for key in ("traits", "forms", "attributes"):  # comma separated
            if f[key].strip():
                card[key] = [t.strip() for t in f[key].split(",") if t.strip()]
            self.mark((*path, key), prefix + key)
        for key in ("text", "inherited", "security", "number", "label"):
            if f[key].strip():
                card[key] = f[key].replace("\r\n", "\n").strip()
            self.mark((*path, key), prefix + key)
        if _checked(self.fields, prefix + "token"):
            card["token"] = True
        self.mark((*path, "token"), prefix + "token")
        if f["option"].strip():  # a DUAL card's Option side, as YAML (docs/scenario-format.md)
            card["option"] = self.yaml_field(prefix + "option", (*path, "option"), {})
        self.mark((*path, "option"), prefix + "option")
        return card

    def requirements(self, text: str, name: str) -> list[dict[str, Any]]:
        """``color=red level=3 cost=2`` / ``name=Agumon cost=1`` / ``trait=Dragon cost=1``."""
        result = []
        for n, line in enumerate(_lines(text), 1):
            req: dict[str, Any] = {}
            for part in _REQ_SPLIT.split(line):
                key, sep, value = part.partition("=")
                key = key.strip().lower()
                if not sep or key not in REQUIREMENT_KEYS:
                    self.built.add(name, f"line {n}: {line!r}: write each requirement as "
                                   "'color=red level=3 cost=2', 'name=Agumon cost=1' or "
                                   "'trait=Dragon cost=1'")
                    break
                req[key] = value.strip() if key in ("name", "trait") else _value(value)
            else:
                result.append(req)
        return result

    def board(self) -> dict[str, Any]:
        board: dict[str, Any] = {}
        for key in BOARD:
            self.mark(("board", key), key)
            if self.get(key).strip():
                board[key] = _value(self.get(key)) if key == "turn" else self.get(key).strip()
        board.setdefault("turn_player", "p1")
        self.mark(("board", "memory"), "memory")
        amount = _value(self.get("memory") or "0")
        player = self.get("memory_player").strip() or "p1"
        board["memory"] = {player: amount} if amount != 0 else 0
        for player in PLAYERS:
            board[player] = self.player(player)
        return board

    def player(self, player: str) -> dict[str, Any]:
        zones: dict[str, Any] = {}
        base: Path = ("board", player)
        self.mark(base, f"{player}-hand")
        for zone in ZONE_ORDER:
            name = f"{player}-{zone}"
            if zone in LIST_ZONES:
                self.mark((*base, zone), name)
                text = self.get(name).strip()
                if zone in COUNTABLE and _NUMBER.match(text):
                    zones[zone] = int(text)
                elif text:
                    zones[zone] = [_entry(line, zone == "security") for line in _lines(text)]
            elif zone == "breeding":
                self.mark((*base, "breeding"), f"{player}-breeding-card")
                stack = self.stack(f"{player}-breeding", (*base, "breeding"))
                if stack is not None:
                    zones["breeding"] = stack
            elif zone == "battle":
                stacks = []
                for row in rows(self.fields, f"{player}-battle"):
                    stack = self.stack(f"{player}-battle-{row}", (*base, "battle", len(stacks)))
                    if stack is not None:
                        stacks.append(stack)
                self.mark((*base, "battle"), f"{player}-battle-0-card")
                if stacks:
                    zones["battle"] = stacks
            else:
                flags = self.flags(player, (*base, "flags"))
                if flags:
                    zones["flags"] = flags
        return zones

    def stack(self, prefix: str, path: Path) -> dict[str, Any] | None:
        f = {key: self.get(f"{prefix}-{key}") for key in STACK_FIELDS}
        if not any(f[k].strip() for k in ("card", "under", "links", "id")):
            return None
        self.mark(path, f"{prefix}-card")
        stack: dict[str, Any] = {"card": f["card"].strip()}
        if f["id"].strip():
            stack["id"] = f["id"].strip()
        self.mark((*path, "id"), f"{prefix}-id")
        for key in ("under", "links"):
            if f[key].strip():
                stack[key] = [_entry(line, face_down_allowed=key == "under")
                              for line in _lines(f[key])]
            self.mark((*path, key), f"{prefix}-{key}")
        if _checked(self.fields, f"{prefix}-suspended"):
            stack["suspended"] = True
        if _checked(self.fields, f"{prefix}-played"):
            stack["played_this_turn"] = True
        if _checked(self.fields, f"{prefix}-by-effect"):
            stack["by_effect"] = True
        return stack

    def flags(self, player: str, path: Path) -> dict[str, Any]:
        flags: dict[str, Any] = {}
        self.mark((*path, "hatched_this_turn"), f"{player}-hatched")
        self.mark((*path, "used_once_per_turn"), f"{player}-used_once")
        if _checked(self.fields, f"{player}-hatched"):
            flags["hatched_this_turn"] = True
        used = [u for u in re.split(r"[\s,]+", self.get(f"{player}-used_once")) if u]
        if used:
            flags["used_once_per_turn"] = used
        return flags

    def actions(self) -> list[str | list[str]]:
        self.mark(("actions",), "actions")
        result: list[str | list[str]] = []
        for line in _lines(self.get("actions")):
            result.append([p.strip() for p in line.split(",") if p.strip()] if "," in line
                          else line)
        return result

    def add_catalog_cards(self, data: dict[str, Any]) -> None:
        """Cards named on the board but not defined: take the built-in example, if any."""
        cards = data.get("cards")
        board = data.get("board")
        library = self.catalog
        if not isinstance(cards, list) or not isinstance(board, dict) or not library:
            return
        defined = {c.get("name") for c in cards if isinstance(c, dict)}
        for name in _board_names(board):
            if name not in defined and name in library:
                cards.append(copy.deepcopy(library[name]))
                defined.add(name)


def _board_names(board: dict[str, Any]) -> list[str]:
    names: list[str] = []

    def visit(entry: Any) -> None:
        name = entry_name(entry)
        if name:
            names.append(name)
        if isinstance(entry, dict):
            for key in ("under", "links"):
                for sub in entry.get(key) or []:
                    visit(sub)

    for player in PLAYERS:
        zones = board.get(player)
        if not isinstance(zones, dict):
            continue
        for zone, value in zones.items():
            if zone == "flags":
                continue
            for entry in value if isinstance(value, list) else [value]:
                visit(entry)
    return names


def to_mapping(fields: Mapping[str, str],
               cards: dict[str, dict[str, Any]] | None = None) -> Built:
    """Read the form into a scenario mapping (not yet validated); ``cards`` is the catalog."""
    built = Built({})
    built.mapping = _Reader(fields, built, cards or {}).read()
    defined = [c.get("label") or c.get("name") for c in built.mapping.get("cards") or []
               if isinstance(c, dict)]
    built.known_cards = (*(n for n in defined if isinstance(n, str)), *(cards or {}))
    return built


# ---------------------------------------------------------------------- validation
def field_of(built: Built, path: Path) -> tuple[str | None, Path]:
    """The form field a path came from (its nearest marked parent) and the rest of the path."""
    for end in range(len(path), -1, -1):
        name = built.origin.get(path[:end])
        if name:
            return name, path[end:]
    return None, path


def split_path(text: str) -> Path:
    """``board.p1.battle[0].card`` -> ``("board", "p1", "battle", 0, "card")``."""
    parts: list[str | int] = []
    for name, index in re.findall(r"([^.\[\]]+)|\[(\d+)\]", text):
        parts.append(int(index) if index else name)
    return tuple(parts)


def _message(name: str, rest: Path, text: str) -> str:
    zone = name.rsplit("-", 1)[-1] if name.startswith(("p1-", "p2-")) else ""
    lines = zone in LIST_ZONES or name.endswith(("-under", "-links", "-digivolve")) or \
        name in ("actions",)
    if rest and isinstance(rest[0], int) and lines:
        return f"line {rest[0] + 1}: {text}"
    return text


def _card_text_problems(built: Built) -> list[tuple[Path, str]]:
    """Problems the engine finds in each card definition on its own (a scenario with only the
    cards and an empty board, through the loader and ``setup``), so that every card's text is
    checked even when the board has problems or another card's text stops the setup."""
    cards = built.mapping.get("cards")
    if built.mapping.get("game", "dcg") != "dcg" or not isinstance(cards, list):
        return []
    keep = list(range(len(cards)))
    found: list[tuple[Path, str]] = []
    for _ in range(MAX_CARD_CHECKS):
        probe = {"title": "cards", "description": "cards", "tags": ["main"], "difficulty": 1,
                 "source": ["manual-en/cards"], "cards": [cards[i] for i in keep],
                 "board": {"turn_player": "p1"}, "expect": {}}
        try:
            run_scenario(load_data(probe, "cards"))
            return found
        except ScenarioFileError as exc:
            bad = set()
            for problem in exc.problems:
                path = split_path(problem.field)
                if len(path) < 2 or path[0] != "cards" or not isinstance(path[1], int):
                    return found
                bad.add(path[1])
                if problem.message.startswith("unsupported card text"):
                    found.append((("cards", keep[path[1]], *path[2:]), problem.message))
            keep = [i for n, i in enumerate(keep) if n not in bad]
        except (EngineError, KeyError, RecursionError):
            return found
    return found


def check(built: Built) -> Built:
    """Validate the mapping with the scenario loader, then run it (card text is parsed at
    setup); every problem is put next to the field it came from."""
    if built.errors or built.general:
        return built
    if built.mapping.get("status") == "pending-engine" and _check_pending(built):
        return built
    text_problems = _card_text_problems(built)
    for path, message in text_problems:
        name, rest = field_of(built, path)
        built.add(name, message)
    try:
        built.scenario = load_data(built.mapping, "built scenario")
        built.result = run_scenario(built.scenario, time_budget=MAX_RUN_SECONDS)
    except ScenarioFileError as exc:
        built.scenario = None
        for problem in exc.problems:
            if problem.message.startswith("unsupported card text") and text_problems:
                continue  # already reported card by card
            name, rest = field_of(built, split_path(problem.field))
            built.add(name, _message(name, rest, problem.message) if name else
                      f"{problem.field}: {problem.message}" if problem.field else
                      problem.message)
    except (EngineError, KeyError, RecursionError) as exc:
        built.scenario = None
        built.add(None, f"the engine refused the scenario: {exc}")
    except Exception as exc:  # noqa: BLE001 - an engine failure is reported, never a crash
        built.scenario = None
        built.add(None, f"the engine failed on this scenario ({type(exc).__name__}: {exc}); "
                  "this is a bug in DigiJudge, not in your scenario")
    return built


def _check_pending(built: Built) -> bool:
    """A ``pending-engine`` scenario the engine refuses for its card text is valid as a file:
    keep it, with the refusal as data (True). False when it is not refused (check it as usual)."""
    try:
        scenario = load_data(built.mapping, "built scenario")
        run_scenario(scenario, time_budget=MAX_RUN_SECONDS)
    except EngineRefused as exc:
        built.scenario, built.refusal = scenario, exc.refusal
        return True
    except Exception:  # noqa: BLE001 - every other problem is reported by the usual check
        return False
    return False


def build(fields: Mapping[str, str], cards: dict[str, dict[str, Any]] | None = None) -> Built:
    """Form fields -> validated scenario (see :class:`Built`)."""
    return check(to_mapping(fields, cards))


# ---------------------------------------------------------------------- mapping -> form
def _line(entry: Any) -> str:
    if isinstance(entry, str):
        return entry
    text = str(entry.get("card", ""))
    if entry.get("id"):
        text += f" [id: {entry['id']}]"
    if entry.get("face_up"):
        text += " [face up]"
    if entry.get("face_down"):
        text += " [face down]"
    return text


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "on" if value else ""
    return str(value)


def _requirement(req: Any) -> str:
    if not isinstance(req, dict):
        return str(req)
    return " ".join(f"{k}={req[k]}" for k in REQUIREMENT_KEYS if k in req)


def _zone_text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return "\n".join(_line(e) for e in value) if isinstance(value, list) else str(value)


def card_fields(i: int, card: dict[str, Any]) -> Fields:
    """The fields of card row ``i`` showing a card definition."""
    p = f"card-{i}-"
    colors = card.get("colors") or ([card["color"]] if card.get("color") else [])
    cost = card.get("use_cost", card.get("play_cost"))
    return {
        p + "name": _text(card.get("name")), p + "kind": _text(card.get("kind")),
        p + "colors": ", ".join(str(c) for c in colors) if isinstance(colors, list)
        else str(colors),
        p + "level": _text(card.get("level")), p + "dp": _text(card.get("dp")),
        p + "cost": _text(cost),
        p + "digivolve": "\n".join(_requirement(r) for r in card.get("digivolve") or []),
        **{p + key: ", ".join(str(t) for t in card.get(key) or [])
           for key in ("traits", "forms", "attributes")},
        p + "text": _text(card.get("text")), p + "inherited": _text(card.get("inherited")),
        p + "security": _text(card.get("security")), p + "token": _text(card.get("token")),
        p + "number": _text(card.get("number")), p + "label": _text(card.get("label")),
        p + "option": dump(card["option"]) if isinstance(card.get("option"), dict) else "",
    }


def _stack_fields(prefix: str, stack: Any) -> Fields:
    if isinstance(stack, str):
        stack = {"card": stack}
    return {
        f"{prefix}-card": _text(stack.get("card")),
        f"{prefix}-under": "\n".join(_line(e) for e in stack.get("under") or []),
        f"{prefix}-links": "\n".join(_line(e) for e in stack.get("links") or []),
        f"{prefix}-suspended": _text(bool(stack.get("suspended"))),
        f"{prefix}-played": _text(bool(stack.get("played_this_turn"))),
        f"{prefix}-by-effect": _text(bool(stack.get("by_effect"))),
        f"{prefix}-id": _text(stack.get("id")),
    }


def _answer_line(entry: Any) -> str:
    try:
        answer = script.to_answer(entry)
    except script.ActionError:
        return str(entry)
    return ", ".join(answer) if isinstance(answer, list) else answer


def from_mapping(data: dict[str, Any]) -> Fields:
    """The form fields showing a scenario file's mapping (raw, as written in the file)."""
    data = copy.deepcopy(data)
    game = data.get("game", "dcg")
    fields: Fields = {"game": _text(game)}
    fields["title"] = _text(data.get("title"))
    fields["description"] = _text(data.get("description")).strip()
    fields["tags"] = ", ".join(str(t) for t in data.get("tags") or [])
    fields["difficulty"] = _text(data.get("difficulty"))
    fields["source"] = "\n".join(str(s) for s in data.get("source") or [])
    extra = {k: v for k, v in data.items() if k not in (
        "game", *META, "cards", "board", "actions", "expect")}
    fields["extra"] = dump(extra) if extra else ""
    fields["expect"] = dump(data["expect"]) if data.get("expect") else DEFAULT_EXPECT
    fields["actions"] = "\n".join(_answer_line(a) for a in data.get("actions") or [])
    board = data.get("board") or {}
    if game != "dcg":
        fields["cards-yaml"] = dump(data.get("cards") or [])
        fields["board-yaml"] = dump(board)
        return fields
    for i, card in enumerate(data.get("cards") or []):
        fields.update(card_fields(i, card if isinstance(card, dict) else {}))
    for key in BOARD:
        fields[key] = _text(board.get(key))
    memory = board.get("memory", 0)
    if isinstance(memory, dict) and len(memory) == 1:
        (player, amount), = memory.items()
        fields["memory_player"], fields["memory"] = str(player), _text(amount)
    else:
        fields["memory_player"], fields["memory"] = "p1", _text(memory)
    _pin_ids(board)
    for player in PLAYERS:
        zones = board.get(player) or {}
        for zone in LIST_ZONES:
            fields[f"{player}-{zone}"] = _zone_text(zones.get(zone))
        if zones.get("breeding"):
            fields.update(_stack_fields(f"{player}-breeding", zones["breeding"]))
        for i, stack in enumerate(zones.get("battle") or []):
            fields.update(_stack_fields(f"{player}-battle-{i}", stack))
        flags = zones.get("flags") or {}
        fields[f"{player}-hatched"] = _text(bool(flags.get("hatched_this_turn")))
        fields[f"{player}-used_once"] = ", ".join(flags.get("used_once_per_turn") or [])
    return fields


def _pin_ids(board: dict[str, Any]) -> None:
    """Give explicit ids to entries whose derived id would change in the form's zone order.

    Derived ids follow file order; the form writes zones in its own order, so a name that
    repeats across zones could swap ids and break the script. Pinning keeps every id.
    """
    for _ in range(100):
        reordered = {key: value for key, value in board.items() if key not in PLAYERS}
        for player in PLAYERS:
            zones = board.get(player)
            if isinstance(zones, dict):
                reordered[player] = {z: zones[z] for z in ZONE_ORDER if z in zones}
        before, after = derive_ids(board), derive_ids(reordered)
        changed = [path for path, card_id in before.items() if after.get(path) != card_id]
        if not changed:
            return
        for path in changed:
            _set_id(board, path, before[path])


def _set_id(board: dict[str, Any], path: Path, card_id: str) -> None:
    container: Any = board
    for part in path[1:-1]:
        container = container[part]
    last = path[-1]
    entry = container[last]
    container[last] = {"card": entry, "id": card_id} if isinstance(entry, str) else {
        **entry, "id": card_id}
