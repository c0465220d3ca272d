"""The seam between the shared scenario/step machinery and a game's rules.

A ruleset turns a validated scenario board into its own game state and advances it. The
Digimon Card Game (``dcg``) and the legacy Digimon Collectible Card Game (``dccg``) each
register one; replay, ``judgeapp check`` and the web replayer only talk to this protocol.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from judgeapp.engine.steps import Decision, Step


@dataclass
class Advance:
    """The result of one ``advance`` call: the new state, the steps taken, and the pause.

    ``decision`` is None when the game is over or the script of actions is exhausted.
    """

    state: Any
    steps: list[Step]
    decision: Decision | None


class Ruleset(Protocol):
    game: str  # "dcg" | "dccg"

    def setup(self, scenario: dict[str, Any], *, record_boards: bool = False) -> Any:
        """Build the initial game state from a validated scenario mapping (board + cards).

        ``record_boards=True`` makes every step carry ``Step.board``, the ``snapshot`` as of
        that step (after its change), for a replayer that shows one step per screen; off, the
        engine takes no snapshot while it runs.

        Raises ``judgeapp.engine.errors.ScenarioError`` naming the field for impossible boards.
        """

    def advance(self, state: Any, answer: str | list[str] | None) -> Advance:
        """Run until the next player decision; ``answer`` answers the pending one (None: start)."""

    def snapshot(self, state: Any) -> dict[str, Any]:
        """A JSON-able picture of the board for expect checks, invariants and the replayer."""


_RULESETS: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> None:
    _RULESETS[ruleset.game] = ruleset


def get_ruleset(game: str) -> Ruleset:
    if game not in _RULESETS:  # importing one ruleset first must not hide the others
        _load_builtin()
    try:
        return _RULESETS[game]
    except KeyError:
        known = ", ".join(sorted(_RULESETS)) or "none"
        raise KeyError(f"unknown game {game!r} (known: {known})") from None


def _load_builtin() -> None:
    """Import the built-in rulesets; each module calls ``register`` when imported."""
    import importlib

    for module in ("judgeapp.engine.dcg", "judgeapp.engine.dccg"):
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise
