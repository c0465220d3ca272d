"""The Digimon a DNA digivolution by an effect made, named by a later sentence of the same
effect: "Then, the DNA digivolved Digimon may attack.", "Then, that DNA digivolved Digimon may
attack." (BT20-036, EX8-060), and "If this effect DNA digivolved, ..." (BT16-097); and the
persistent "This Digimon is also treated as Lv.6 [Slayerdramon] for [Examon]'s DNA
digivolution." (BT20-025, BT20-042:
``dna.as_for`` lets it meet a side of a requirement of a card named [Examon] as that level
and name, in the battle area only: official Q&A Q4314, Q4359).

The reference is an ``it`` (``text_ir.Ref``) bound, as every ``it`` is, to the latest earlier
sentence that chose Digimon: here it must be the "... may DNA digivolve into ..." sentence
(``check``); verbs/dna_into.py makes the new Digimon what "it" is afterwards (none when no
DNA digivolution happened: then the sentence affects nothing, CR 4.2 1-3-5-1 / 15-9 as any
target that no longer exists). "If this effect DNA digivolved" is ``text_effect_did``'s
condition, recorded by the same verb.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from lark import Token

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.errors import CardTextError

# the printed words, as read in lower case -> as printed
_WORDS = {"the dna digivolved digimon": "the DNA digivolved Digimon",
          "that dna digivolved digimon": "that DNA digivolved Digimon",
          "the digimon this effect dna digivolved": "the Digimon this effect DNA digivolved"}


class DnaRefReader:
    """The ``dna_ref`` target of the grammar's reader (a mixin of ``text_grammar._Reader``)."""

    def dna_as(self, ch: list[Any]) -> ir.DnaAs:
        if ch[0] != ir.This("digimon"):
            raise CardTextError("is also treated as", "read only for 'This Digimon'")
        names = [str(t) for t in ch if isinstance(t, Token) and t.type == "NAME"]
        level = next(int(t) for t in ch if isinstance(t, Token) and t.type == "INT")
        return ir.DnaAs(level, names[0], names[1])

    def dna_ref(self, ch: list[Any]) -> ir.Ref:
        words = " ".join(str(t).lower() for t in ch if isinstance(t, Token))
        return ir.Ref(word=_WORDS[words])


def makes_digimon(sentence: ir.Sentence) -> bool:
    """Does the sentence DNA digivolve (so that "it" afterwards is the new Digimon, whoever
    the sentence names: "This Digimon and any of your other Digimon may DNA digivolve ...")?"""
    return isinstance(getattr(sentence.clause, "action", None), ir.DnaInto)


def _refs(node: Any) -> list[ir.Ref]:
    if isinstance(node, ir.Ref):
        return [node]
    if not is_dataclass(node) or isinstance(node, type):
        return []
    return [r for f in fields(node) for r in _refs(getattr(node, f.name))]


def check(sentences: tuple[ir.Sentence, ...]) -> None:
    """A reference to the DNA digivolved Digimon is bound to a "... may DNA digivolve into
    ..." sentence of the effect; anything else is refused."""
    for sentence in sentences:
        for ref in _refs(sentence):
            if ref.word not in _WORDS.values():
                continue
            bound = sentences[ref.to] if ref.to is not None else None
            if bound is None or not makes_digimon(bound):
                raise CardTextError(ref.word, "refers to the Digimon a DNA digivolution by "
                                    "the same effect made, and the sentence before it is not "
                                    "one")


def render_dna_as(a: ir.DnaAs) -> str:
    return f"this Digimon is also treated as Lv.{a.level} {a.name} for {a.for_name}'s DNA " \
        "digivolution"


def lower_dna_as(a: ir.DnaAs, condition: Any) -> fx.Static:
    """Read from the Digimon's own printed effects by ``dna.as_for`` (no condition)."""
    if condition is not None:
        raise CardTextError("is also treated as", "a DNA identity while a condition holds is "
                            "not modelled")
    return fx.Static(target=fx.Target("this"), dna_as=(a.for_name.strip()[1:-1].strip(),
                                                        a.level, a.name.strip()[1:-1].strip()))
