"""The Legend-Arms [Hand] [Main] cost: "By paying 1 cost and placing this card as the bottom
digivolution card of 1 of your Digimon that's level 3 or has the [Legend-Arms] trait, ...".

Two costs of one "by" (manual-en "by doing": all or nothing), paid in the printed order: the
memory, then the card placed under the chosen Digimon, which "that Digimon" then names. With
no Digimon to place it under the effect can't be activated at all, not even to pay (official
Q&A Q3701): ``resolve`` checks every cost's ``can`` before paying any. Read here (the
grammar's ``cost_pair`` and the ``level_or_trait`` description after "Digimon"), written back
by ``render_pair`` / ``render_level_or_trait``, lowered by ``costs`` / ``level_or_trait``.

The reader methods are mixed into the grammar's reader (``text_grammar._Reader``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action, CardFilter
from judgeapp.engine.errors import CardTextError


class PayAndPlaceReader:
    """The ``cost_pair`` and ``level_or_trait`` rules (a mixin of ``text_grammar._Reader``)."""

    def cost_pair(self, ch: list[Any]) -> ir.Cost:
        first, second, action = [v for v in ch if not isinstance(v, Token)]
        if not (isinstance(first, ir.Memory) and first.pay and first.gerund
                and isinstance(second, ir.PlaceUnder) and second.gerund
                and isinstance(second.what, ir.This)):
            raise CardTextError("By ... and ..., ...", "two costs of one 'by' are read only as "
                                "'paying N cost and placing this card as the bottom "
                                "digivolution card of ...'")
        return self.cost([ir.CostPair(first, second), action])  # type: ignore[attr-defined]

    def level_or_trait(self, ch: list[Any]) -> ir.LevelOrTrait:
        level = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        return ir.LevelOrTrait(level, next(v for v in ch if isinstance(v, ir.TraitAny)))


def render_pair(p: ir.CostPair, action: Callable[[Any], str]) -> str:
    return f"{action(p.first)} and {action(p.second)}"


def render_level_or_trait(f: ir.LevelOrTrait, trait_any: Callable[[ir.TraitAny], str]) -> str:
    return f"that's level {f.level} or has the {trait_any(f.traits)} trait"


def costs(c: Any, cost: Callable[[Any], Action]) -> tuple[Action, ...]:
    """The lowered costs of a "by": both of a pair, in the printed order."""
    return (cost(c.first), cost(c.second)) if isinstance(c, ir.CostPair) else (cost(c),)


def level_or_trait(f: ir.LevelOrTrait) -> tuple[CardFilter, ...]:
    """A Digimon fits one of them (its top card: level N exactly, or one of the traits)."""
    return (CardFilter(min_level=f.level, max_level=f.level),
            CardFilter(traits_any=f.traits.traits))


# docs/card-text.md (text_docs.EXAMPLES): one example of each form this module reads
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("'By paying N cost and placing this card as the bottom digivolution card of 1 of your "
     "Digimon that's level N or has the [X] trait, ...': both costs in the printed order, the "
     "card from the hand ([Hand] icon) or being used; unpayable without such a Digimon "
     "(official Q&A Q3701); 'that Digimon' is the one chosen",
     "[Hand] [Main] By paying 1 cost and placing this card as the bottom digivolution card of "
     "1 of your Digimon that's level 3 or has the [Legend-Arms] trait, that Digimon gets "
     "+4000 DP for the turn."),
)
