"""Scenario files to validated, normalized scenarios (docs/scenario-format.md)."""

from __future__ import annotations

import copy
from dataclasses import dataclass
from pathlib import Path as FilePath
from typing import Any

from judgeapp.scenario import actions as script
from judgeapp.scenario.ids import PLAYERS
from judgeapp.scenario.schema import DIFFICULTIES, StepLimit, validate
from judgeapp.scenario.source import (
    MAX_CHARS,
    Path,
    Problem,
    ScenarioFileError,
    Source,
    parse,
)


@dataclass(frozen=True)
class Scenario:
    """A validated scenario: ``data`` is the normalized mapping handed to ``Ruleset.setup``."""

    filename: str
    data: dict[str, Any]
    source: Source

    @property
    def game(self) -> str:
        return self.data["game"]

    @property
    def title(self) -> str:
        return self.data["title"]

    @property
    def status(self) -> str:
        return self.data["status"]

    @property
    def pending_reason(self) -> str | None:
        return self.data.get("pending_reason")

    @property
    def actions(self) -> list[str | list[str]]:
        return self.data["actions"]

    @property
    def expect(self) -> dict[str, Any]:
        return self.data["expect"]

    def meta(self) -> dict[str, Any]:
        """What a listing or the JSON replay shows about the scenario."""
        keys = ("game", "title", "description", "tags", "difficulty", "source", "status",
                "pending_reason")
        return {"file": self.filename, **{k: self.data.get(k) for k in keys}}

    def problem_at(self, path: Path, message: str) -> ScenarioFileError:
        """An error located at ``path`` of the file (for problems found by the engine)."""
        return ScenarioFileError(self.filename, [self.source.problem(path, message)])

    def locate_text(self, sentence: str) -> Path:
        """The path of the card text containing ``sentence`` (for CardTextError), else cards."""
        for i, card in enumerate(self.data["cards"]):
            for key in ("text", "inherited", "security"):
                if isinstance(card.get(key), str) and sentence.strip() in card[key]:
                    return ("cards", i, key)
            option = card.get("option")  # a DUAL card's Option side
            if isinstance(option, dict) and isinstance(option.get("text"), str) \
                    and sentence.strip() in option["text"]:
                return ("cards", i, "option", "text")
        return ("cards",)


def load_file(path: str | FilePath) -> Scenario:
    """Read and validate a scenario file; raises ScenarioFileError (line-precise)."""
    path = FilePath(path)
    try:
        with path.open("rb") as file:
            raw = file.read(MAX_CHARS * 4 + 1)  # UTF-8: at most 4 bytes a character
    except OSError as exc:
        problem = Problem(None, "", f"cannot read file: {exc.strerror or exc}")
        raise ScenarioFileError(str(path), [problem]) from None
    if len(raw) > MAX_CHARS * 4:
        problem = Problem(None, "", f"the file is larger than {MAX_CHARS * 4:,} bytes; a "
                          f"scenario file is at most {MAX_CHARS:,} characters")
        raise ScenarioFileError(str(path), [problem])
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        problem = Problem(line, "", f"the file is not UTF-8 text (byte 0x{raw[exc.start]:02x} "
                          "cannot be read); save it as UTF-8")
        raise ScenarioFileError(str(path), [problem]) from None
    return load_text(text, str(path))


def load_text(text: str, filename: str = "<scenario>",
              step_limit: StepLimit | None = None) -> Scenario:
    """Validate scenario text; raises ScenarioFileError listing every problem found.

    ``step_limit``: the largest ``step_limit`` the file may set (the CLI's by default)."""
    return _checked(parse(text, filename), step_limit)


def load_mapping(data: dict[str, Any], filename: str = "<scenario>",
                 step_limit: StepLimit | None = None) -> Scenario:
    """``load_text`` for a mapping already in memory, without a YAML round trip (its problems
    name fields but no lines)."""
    return _checked(Source(filename, copy.deepcopy(data)), step_limit)


def _checked(source: Source, step_limit: StepLimit | None) -> Scenario:
    filename = source.filename
    try:
        problems, ids = validate(source, step_limit)
        data = None if problems else normalize(source.data, ids)
    except (TypeError, AttributeError, ValueError, KeyError, IndexError) as exc:
        # A shape the checks do not expect: a problem of the file, never a traceback.
        message = (f"this scenario could not be checked ({type(exc).__name__}: {exc}); a value "
                   "has a shape the checker does not expect")
        raise ScenarioFileError(filename, [Problem(None, "", message)]) from None
    if problems:
        raise ScenarioFileError(filename, problems)
    return Scenario(filename, data, source)


def normalize(data: dict[str, Any], ids: dict[Path, str]) -> dict[str, Any]:
    """Fill defaults, put ids on named card entries, memory as both views, actions as strings."""
    result = copy.deepcopy(data)
    result.setdefault("game", "dcg")
    result.setdefault("seed", 0)
    result.setdefault("status", "ok")
    difficulty = result["difficulty"]
    result["difficulty"] = DIFFICULTIES.get(difficulty, difficulty)
    result["actions"] = [script.to_answer(a) for a in result.get("actions") or []]
    board = result["board"]
    board.setdefault("turn", 2)
    board.setdefault("first_player", "p1")
    board.setdefault("phase", "main")
    board["memory"] = memory_views(board.get("memory", 0))
    for player in PLAYERS:
        zones = board.get(player) or {}
        board[player] = {
            zone: value if zone == "flags" else _zone(value, ("board", player, zone), ids)
            for zone, value in zones.items()
        }
    expect = result["expect"]
    if "memory" in expect:
        expect["memory"] = memory_views(expect["memory"])
    return result


def memory_views(value: int | dict[str, int]) -> dict[str, int]:
    """``{p1: 3}`` / ``{p2: -3}`` / ``0`` -> ``{"p1": 3, "p2": -3}`` (each player's view)."""
    if isinstance(value, dict):
        (player, amount), = value.items()
        other = "p2" if player == "p1" else "p1"
        return {player: amount, other: -amount} if amount else {"p1": 0, "p2": 0}
    return {"p1": 0, "p2": 0}


def _zone(value: Any, path: Path, ids: dict[Path, str]) -> Any:
    if isinstance(value, list):
        return [_entry(e, (*path, i), ids) for i, e in enumerate(value)]
    if isinstance(value, dict):
        return _entry(value, path, ids)
    return value


def _entry(entry: Any, path: Path, ids: dict[Path, str]) -> Any:
    if isinstance(entry, str):
        return {"card": entry, "id": ids[path]}
    result = dict(entry, id=ids[path])
    for key in ("under", "links"):
        if key in result:
            result[key] = [_entry(e, (*path, key, j), ids) for j, e in enumerate(result[key] or [])]
    return result
