""""If/While this Digimon has an [On Play] effect, ...": a condition on the effects the
effect's own Digimon has, its top card's and the inherited effects of its digivolution cards
(CR 4.2 15-3-1, 15-3-2), printed with that timing icon. Read here (the grammar's
``this_timing_effect``), written back by ``render``, lowered by ``lower`` and checked by
``query`` (subject ``this-timing-effect``).

The reader method is mixed into the grammar's reader (``text_grammar._Reader``).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Condition
from judgeapp.engine.dcg.text_layout import TIMINGS
from judgeapp.engine.errors import CardTextError


class HasEffectReader:
    """The ``this_timing_effect`` rule (a mixin of ``text_grammar._Reader``)."""

    def this_timing_effect(self, ch: list[Any]) -> ir.ThisDigimon:
        toks = [t for t in ch if isinstance(t, Token)]
        printed = next(str(t) for t in toks if t.type == "TIMING")
        if printed[1:-1].lower() not in TIMINGS:
            raise CardTextError(f"this Digimon has an {printed} effect",
                                f"{printed} is not a timing an effect of a Digimon has")
        article = next(str(c) for c in ch if not isinstance(c, Token) and str(c).lower()
                       in ("a", "an"))
        return ir.ThisDigimon(timing=printed, article=article)


def render(c: ir.ThisDigimon) -> str:
    return f"has {c.article} {c.timing} effect"


def lower(c: ir.ThisDigimon) -> Condition:
    return Condition("this-timing-effect", name=TIMINGS[c.timing[1:-1].lower()])


# docs/card-text.md (text_docs.EXAMPLES): one example of each form this module reads
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("'this Digimon has an [On Play] / a [When Digivolving] ... effect': its top card's or an "
     "inherited effect with that timing (CR 4.2 15-3-1, 15-3-2)",
     "[When Attacking] If this Digimon has an [On Play] effect, delete 1 of your opponent's "
     "Digimon with 3000 DP or less."),
)
