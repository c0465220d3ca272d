"""Card text: "To 1 of your opponent's Digimon, <De-Digivolve 1> for every 2 of your Tamers'
colors." (BT21-061; BT21-060, BT24-065, EX9-043 print the same shape with other counts).

The Digimon is chosen once ("to 1 of ..."), then <De-Digivolve N> is performed once for each X,
one instance after the other, never as one <De-Digivolve N x X> (official Q&A Q4568 and
Q2982: "You perform <De-Digivolve 1> twice, not <De-Digivolve 2>", the top 2 cards trashed 1
at a time; a Digimon that stops being affected after the first instance is not affected by the
second). The count is read when the effect is processed (CR 4.2 4-27-1; counting.count); a
count of 0 processes nothing (CR 4.2 1-3-4). Executed by verbs/de_digivolve.py (``per``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir


@dataclass(frozen=True)
class DeDigivolveEach:
    """``to <target>, <De-Digivolve N> for each X``."""

    n: int
    target: Any  # the target IR (text_ir's target forms)
    per: ir.ForEach
    note: str | None = None  # the reminder printed after the keyword


class DeDigivolveEachReader:
    """Transformer method of the form (mixed into text_grammar._Reader)."""

    def de_digivolve_to_each(self, ch: list[Any]) -> DeDigivolveEach:
        kw = next(t for t in ch if isinstance(t, Token) and t.type == "DEDIGI_KW")
        note = next((str(t) for t in ch if isinstance(t, Token) and t.type == "NOTE"), None)
        vals = [c for c in ch if not isinstance(c, Token)]
        per = next(v for v in vals if isinstance(v, ir.ForEach))
        target = next(v for v in vals if not isinstance(v, ir.ForEach))
        return DeDigivolveEach(int(re.search(r"\d+", str(kw))[0]), target, per, note)


def render(a: DeDigivolveEach, target: str, note: str, for_each: str) -> str:
    """``to <target>, <De-Digivolve N> <for each>`` (the parts rendered by text_render)."""
    return f"to {target}, <De-Digivolve {a.n}>{note} {for_each}"


EXAMPLES: tuple[tuple[str, str], ...] = (
    ("'To <Digimon>, <De-Digivolve N> for each X' (the Digimon chosen once, <De-Digivolve N> "
     "performed X times, one after the other: official Q&A Q4568, Q2982)",
     "[On Play] [When Digivolving] To 1 of your opponent's Digimon, <De-Digivolve 1> for every "
     "2 of your Tamers' colors."),
)
