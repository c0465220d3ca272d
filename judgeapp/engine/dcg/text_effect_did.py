"""What this effect did: "If this effect suspended your Digimon, ...", "If this effect
suspends your Digimon, ...", "If this effect didn't suspend / return / trash / flip, ...".
Read (``DidReader``, a mixin of the grammar's reader), rendered, lowered (``lower``) and
checked against the effect's sentences (``check``). The verbs of ``RECORDED`` record what
they acted on (``Ctx.did``: the suspend verb each Digimon it suspended, not one it chose that
was already suspended, official Q&A Q845; a return each Digimon or card that left, not one
whose leaving was prevented) and the resolver reads the condition there
(resolve.clause_holds)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action, Clause, Condition, Static
from judgeapp.engine.errors import CardTextError

SUBJECT = "effect-did"
# what "for each card trashed by this effect" counts (counting.count): the cards this effect's
# "trash ... in your hand" trashed (``Ctx.did`` entries "trash-hand")
TRASHED = "effect-trashed"
# the printed verb -> what the verbs record in ``Ctx.did``
_VERBS = {"suspended": "suspend", "suspends": "suspend", "suspend": "suspend",
          "return": "return", "trash": "trash", "flip": "flip", "digivolved": "digivolve",
          "dna digivolved": "dna", "placed": "place"}
# what each Action verb that records itself records (the condition is read only after them)
RECORDED = {"suspend": "suspend", "return-hand": "return", "return-deck-bottom": "return",
            "trash-to-hand": "return", "trash-under": "trash", "trash-opponent-security": "trash",
            "flip-security": "flip", "digivolve-into": "digivolve", "dna-into": "dna",
            "place-under": "place"}


def _words(ch: list[Any]) -> str:
    return " ".join(" ".join(str(c).lower().split()) for c in ch)


class DidReader:
    """Transformer methods of the grammar rules in the section "what this effect did"."""

    def did_past(self, ch):
        return _Verb(_words(ch))

    did_base = did_past
    did_digivolved = did_placed = did_past

    def effect_did(self, ch):
        verb = next(str(c) for c in ch if isinstance(c, _Verb))
        return ir.EffectDid(_VERBS[verb], True, False, _words(ch))

    def effect_did_yours(self, ch):
        verb = next(str(c) for c in ch if isinstance(c, _Verb))
        return ir.EffectDid(_VERBS[verb], True, True, _words(ch))

    def draw_after(self, ch):
        """"<Draw 1> for each card trashed": the keyword effect processed for each X."""
        return replace(self.draw([c for c in ch if not isinstance(c, ir.ForEach)]),
                       per=next(c for c in ch if isinstance(c, ir.ForEach)))

    def delete_at_turn_end(self, ch):
        return ir.AtEndOfTurn(next(c for c in ch if isinstance(c, ir.Delete)), when="this-turn")

    def count_effect_trashed(self, ch):
        return ir.ForEach("effect-trashed", wording=_words(ch))

    def effect_didnt(self, ch):
        verb = next(str(c) for c in ch if isinstance(c, _Verb))
        return ir.EffectDid(_VERBS[verb], False, False, _words(ch))


class _Verb(str):
    """The printed verb of the condition."""


def render_count(f: ir.ForEach, each: str) -> str:
    return f"for {each} {f.wording}"


def render(c: ir.EffectDid) -> str:
    return c.wording.replace("digimon", "Digimon").replace("dna ", "DNA ")


def lower(c: ir.EffectDid) -> Condition:
    """Holds when the effect's ``verb`` acted on at least 1 card (the controller's only, for
    "your Digimon") or, "didn't", on none."""
    return Condition(SUBJECT, ">=" if c.did else "<=", 1 if c.did else 0, kind=c.verb,
                     where=("yours",) if c.yours else ())


def _counts(actions: tuple[Action, ...]) -> bool:
    """Does one of ``actions`` count "for each card trashed by this effect"?"""
    return any(a.per is not None and a.per.what == TRASHED or a.raise_max is not None
               and a.raise_max.per is not None and a.raise_max.per.what == TRASHED
               for a in actions)


def _check_counts(c: Clause, trashed: bool, text: str) -> bool:
    """"For each card trashed by this effect" counts the cards an earlier "trash ... in your
    hand" of the effect trashed (its "by" cost, or a sentence before): refused elsewhere, and
    after another trash whose cards would go uncounted. Returns whether such a trash came
    before the next clause."""
    for part in (c.cost, c.actions):
        if _counts(part) and not trashed:
            raise CardTextError(text, "'for each card trashed by this effect' is read only "
                                "after a 'trash ... in your hand' of the same effect, and no "
                                "other trash")
        for a in part:
            if a.verb == "trash-hand":
                trashed = True
            elif a.verb.startswith("trash"):
                return False
    return trashed


def check_static(static: Static, text: str) -> None:
    """A persistent effect trashes nothing: "for each card trashed" in it is refused."""
    if static.per is not None and static.per.what == TRASHED:
        raise CardTextError(text, "'for each card trashed' counts what an effect trashed: a "
                            "persistent effect trashes nothing")


def check(clauses: tuple[Clause, ...], text: str) -> None:
    """The condition asks about an action of the same effect printed before it (not a "by"
    cost: no card prints that), one whose verb records what it did; any other verb of the
    same word before it ("trash 1 card in your hand") would go uncounted: refused."""
    seen: set[str] = set()
    unrecorded: set[str] = set()
    trashed = False  # a "trash ... in your hand" before, and no other trash
    for c in clauses:
        trashed = _check_counts(c, trashed, text)
        cond = c.condition
        if cond is not None and cond.subject == SUBJECT:
            if cond.kind not in seen:
                raise CardTextError(text, f"'if this effect ... {cond.kind}' is read only "
                                    f"after a '{cond.kind}' of the same effect")
            if cond.kind in unrecorded:
                raise CardTextError(text, f"'if this effect ... {cond.kind}' after an action "
                                    "whose cards the engine doesn't count for it")
        for a in c.actions:
            if a.verb in RECORDED:
                seen.add(RECORDED[a.verb])
            else:
                unrecorded.update(w for w in _VERBS.values() if a.verb.startswith(w))
