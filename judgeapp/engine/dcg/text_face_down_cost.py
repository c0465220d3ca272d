"""Card text: "by trashing this Digimon's bottom face-down digivolution card, ..." (EX9-004,
EX9-006 and the other [DM] trait cards of EX9 / BT22): a "by" cost (CR 4.2 15-7) paid with the
effect's own Digimon's bottom digivolution card, which must be a face-down card (a face-down
card has no card information, CR 4.2 4-7-9; it goes face up to the trash). As for the same
cost paid from under a Tamer (verbs/stack_place.trash_tamer), a Digimon with face-down cards
above a face-up bottom card stops the run: which card is "the bottom face-down card" then,
the rules don't say. Executed by verbs/trash_own_face_down.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.effects import Target as FxTarget

WORDS = "trashing this Digimon's bottom face-down digivolution card"


@dataclass(frozen=True)
class TrashOwnFaceDown:
    """``trashing this Digimon's bottom face-down digivolution card`` (a cost: the gerund)."""

    gerund: bool = True  # only the "by trashing ..." cost is printed


class FaceDownCostReader:
    """Transformer method (mixed into text_grammar._Reader)."""

    def trash_own_face_down(self, ch: list[Any]) -> TrashOwnFaceDown:
        return TrashOwnFaceDown()


def render(a: TrashOwnFaceDown) -> str:
    return WORDS


def lower(a: TrashOwnFaceDown) -> Action:
    return Action("trash-own-face-down", target=FxTarget("this"), amount=1)


EXAMPLES: tuple[tuple[str, str], ...] = (
    ("'by trashing this Digimon's bottom face-down digivolution card, ...' (a cost paid only "
     "with a face-down bottom card, CR 4.2 15-7, 4-7-9)",
     "[Your Turn] [Once Per Turn] When any of your [Ver.4] trait Digimon are played, by "
     "trashing this Digimon's bottom face-down digivolution card, gain 1 memory."),
)
