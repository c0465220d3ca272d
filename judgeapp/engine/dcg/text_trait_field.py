"""Card text: older cards' "with [X] in its type / form / attribute".

Cards of the first sets print the traits by where they stand on the card: "1 Digimon card with
[Legend-Arms] in its type", "a Digimon card with [Hybrid] in its form", "with [Virus] in its
attribute". Traits include form, attribute
and type (CR 4.2 2-3-2-1); the wording is read as "with [X] in its traits" is (neither CR
2-3-2-3 nor 2-3-2-4, so both readings at run time: ``trait_reading``), over the traits printed
in that place only: [Virus] is an attribute of some cards and a type of others.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.trait_reading import FIELDS

# as printed, singular or plural ("in their types") -> the field (trait_reading.FIELDS)
_FIELD = {"types": "type", "forms": "form", "attributes": "attribute"}


def trait_field(part: ir.TraitPart) -> str:
    """The field ``part`` names ("" for "traits")."""
    field = _FIELD.get(part.field, part.field)
    assert not field or field in FIELDS, field
    return field


class _FieldWord(str):
    """The printed place of the traits ("type", "forms" ...)."""


class TraitFieldReader:
    """Transformer methods (mixed into text_grammar._Reader)."""

    def field_word(self, ch: list[Any]) -> _FieldWord:
        return _FieldWord(" ".join(str(t).lower() for t in ch))

    def trait_field(self, ch: list[Any]) -> ir.TraitPart:
        """``[A] or [B] in its/their <field>``: the printed place of the traits."""
        word = next(c for c in ch if isinstance(c, _FieldWord))
        return replace(self.trait_unsettled([c for c in ch if c is not word]),
                       field=str(word))

    def this_trait_field(self, ch: list[Any]) -> ir.ThisDigimon:
        """``this Digimon has [X] in its <field>`` (a condition on the Digimon itself)."""
        return ir.ThisDigimon(self.trait_field(ch))
