"""<Mind Link> with a Digimon description, read, written back and lowered: "[Main] <Mind Link>
with 1 of your Digimon with the [Dark Animal] or [SoC] trait." (grammar rule ``mind_link``;
executed by ``verbs/mind_link.py``; CR 4.2 16-28).

The plain "[Main] <Mind Link>" (any of your Digimon) stays a keyword rule of the card
(``keyword_rules``, the main-phase action of ``mind_link.py``).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action
from judgeapp.engine.dcg.effects import Target as FxTarget


class MindLinkReader:
    """The ``mind_link`` rules of the grammar's reader (a mixin of ``text_grammar._Reader``)."""

    def mind_link(self, ch: list[Any]) -> ir.MindLink:
        vals = [c for c in ch if not isinstance(c, Token)]
        word = next((v for v in vals if isinstance(v, str)), "")
        return ir.MindLink(next(v for v in vals if not isinstance(v, str)), word)

    def mind_link_word(self, ch: list[Any]) -> str:
        return str(ch[0]).lower()


def render(a: ir.MindLink, target: str) -> str:
    """The verb phrase; ``target``: the Digimon description as rendered."""
    return f"<Mind Link> {a.word + ' ' if a.word else ''}{target}"


def lower(target: FxTarget) -> Action:
    """The resolver's verb: ``target`` is the Digimon description (one of your Digimon)."""
    return Action("mind-link", target=target)
