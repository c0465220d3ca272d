"""Card text: "This Digimon with <qualifier> <predicate>." as a persistent sentence.

"[Your Turn] This Digimon with the [Xros Heart] trait gains <Rush>.", "[All Turns] This
Digimon with 4 or more digivolution cards gets +2000 DP.": the qualifier names when the effect
holds. It is read as the sentence's condition, "While this Digimon has the [Xros Heart] trait,
this Digimon gains <Rush>." (a persistent effect's condition is checked continuously, CR 4.2
15-6-1; the Digimon's own attributes, 2-3), with the word "with" kept so that the reading
renders back to the printed sentence. Only the subject of the sentence may carry it.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass, replace
from typing import Any

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.errors import CardTextError

WITH = "with"  # ir.If.word of a condition printed as the subject's qualifier


@dataclass(frozen=True)
class ThisWith(ir.This):
    """``this Digimon with <qualifier>`` while the sentence is read (then rewritten to
    ``this Digimon`` and the sentence's condition)."""

    condition: Any = None  # the condition IR of "this Digimon has <qualifier>"


class ThisWithReader:
    """Transformer methods (mixed into text_grammar._Reader)."""

    def this_with(self, ch: list[Any]) -> ThisWith:
        return ThisWith("digimon", next(c for c in ch if not isinstance(c, str)))


def lift(clause: Any, condition: ir.If | None) -> tuple[Any, ir.If | None]:
    """The clause with "this Digimon with ..." as its subject made plain, and the qualifier
    as the sentence's condition; unchanged when the subject carries none."""
    action = getattr(clause, "action", None)
    subject = getattr(action, "target", None)
    if not isinstance(clause, ir.Do) or not isinstance(subject, ThisWith):
        return clause, condition
    if condition is not None:
        raise CardTextError("this Digimon with", "a sentence with both a condition and "
                            "'this Digimon with ...' is not read")
    plain = replace(clause, action=replace(action, target=ir.This("digimon")))
    return plain, ir.If(subject.condition, word=WITH)


def check_lifted(node: Any) -> None:
    """Refuse a box where "this Digimon with ..." is not the subject of a sentence (a cost's,
    an object's...): read as plain "this Digimon" there, its qualifier would be lost."""
    if isinstance(node, ThisWith):
        raise CardTextError("this Digimon with", "read only as the subject of a sentence "
                            "('This Digimon with ... gets/gains ...')")
    if isinstance(node, tuple | list):
        for item in node:
            check_lifted(item)
    elif is_dataclass(node):
        for f in fields(node):
            check_lifted(getattr(node, f.name))


def render(text: str, condition: str) -> str:
    """``text`` ("this Digimon gains <Rush>") with the qualifier put back after its subject;
    ``condition`` is the rendered "this Digimon has <qualifier>"."""
    qualifier = condition.removeprefix("this Digimon has ")
    subject = "this Digimon"
    if not text.lower().startswith(subject.lower()):
        raise ValueError(f"'this Digimon with' renders a sentence about this Digimon: {text!r}")
    return f"{text[:len(subject)]} with {qualifier}{text[len(subject):]}"


EXAMPLES: tuple[tuple[str, str], ...] = (
    ("'This Digimon with <the [X] trait | [X] in its name/text | N or more / no digivolution "
     "cards> <predicate>': the effect holds while this Digimon fits (read as 'While this "
     "Digimon has ..., ...': CR 4.2 15-6-1)",
     "This Digimon with [Greymon] in its name gets +2000 DP for the turn."),
)
