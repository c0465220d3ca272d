"""Lowering digivolution-card surgery (text_ir.TrashAllUnder, text_ir.PlaceUnder) to the
resolver's actions (verbs/stack_place.py). text_lower lowers the targets and card descriptions
and hands them here; what the engine does not execute is refused with the reason.
"""

from __future__ import annotations

from dataclasses import replace

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.effects import Action, CardFilter, Clause, Trigger
from judgeapp.engine.dcg.effects import Target as FxTarget
from judgeapp.engine.dcg.text_render import action as printed
from judgeapp.engine.dcg.text_tamer_stack import FROM_BATTLE, THAT_ONE_OF, UNDER_YOUR_TAMERS
from judgeapp.engine.errors import CardTextError


def _refuse(what: str, why: str) -> CardTextError:
    return CardTextError(what, f"read, but not executed by the engine: {why}")


def trash_all_under(a: ir.TrashAllUnder, target: FxTarget) -> Action:
    """"Trash all of the digivolution cards of <target> / that Digimon"."""
    if a.that and (not isinstance(a.target, ir.Ref) or a.target.to is None):
        raise _refuse(f"{a.that} Digimon", "it refers to the Digimon an earlier sentence of "
                      "the effect chose, and none does")
    if isinstance(a.target, ir.Select) and a.target.bare:
        raise _refuse(f"of {a.target.owner} Digimon", "the printed words name no count: the "
                      "Digimon meant is one an earlier sentence chose, which 'your Digimon' "
                      "does not say")
    return Action("trash-all-under", target=target)


def place_under(a: ir.PlaceUnder, dest: FxTarget, flt: CardFilter | None,
                moved: FxTarget | None = None) -> Action:
    """Cards from the hand or trash (``flt``), the card being used (``this card``), this
    Digimon or another one the player chooses (``moved``), placed at the bottom of one
    Digimon's digivolution cards."""
    if moved is not None and dest.mode == "this" and moved.mode == "one" and moved.count == 1:
        # another of your Digimon under this one: never this one itself (official Q&A Q3323)
        return Action("place-digimon-under", target=replace(moved, other=True),
                      face_down=a.face_down)
    if a.tamer_traits is not None:  # "any of your [X] trait Tamers"
        traits = a.tamer_traits.traits
        dest = replace(dest, trait=traits[0]) if len(traits) == 1 else \
            replace(dest, traits_any=traits)
    if a.dest_form == UNDER_YOUR_TAMERS and a.n > 1:
        raise _refuse("under your Tamers", "whether several cards may go under different "
                      "Tamers is not settled; 1 card under 1 of them is read")
    that = dest.mode == "it" and a.dest_form == THAT_ONE_OF  # "under that Digimon as one of ..."
    if not that and (dest.mode not in ("this", "one") or dest.mode == "one" and dest.count != 1):
        raise _refuse("as the bottom digivolution card of", "cards placed under 1 Digimon")
    if flt is not None or isinstance(a.what, ir.TopOfDeck):
        return Action("place-under", target=dest, filter=flt, source=a.source, amount=a.n,
                      up_to=a.up_to, face_down=a.face_down)
    if a.what == ir.This("digimon") and dest.mode == "one":
        # never under itself (official Q&A Q3323): "1 of your [other] Digimon" is another one
        return Action("place-this-under", target=replace(dest, other=True),
                      face_down=a.face_down)
    if a.source == FROM_BATTLE:  # this Option, from the battle area
        return Action("place-option-under", target=dest, face_down=a.face_down)
    if a.what != ir.This("card") or dest.mode == "this":
        raise _refuse(printed(a), "placing a card from the "
                      "field (a Digimon, or this card under its own Digimon) is not modelled; "
                      "cards from the hand or trash, or the card being used, are")
    return Action("place-self-under", target=dest, face_down=a.face_down)


def check_under_trashed(trig: Trigger, clauses: tuple[Clause, ...], text: str,
                        inherited: bool) -> None:
    """"When an effect trashes this digivolution card, ...": an inherited effect that triggers
    as the card goes to the trash and waits on it there (card_events.on_under_trashed), so it
    names no Digimon as "this"."""
    if trig.side != "this":
        return
    if not inherited:
        raise _refuse(text, "'when an effect trashes this digivolution card' is read as an "
                      "inherited effect")
    if any(a.target is not None and a.target.mode in ("this", "it")
           for c in clauses for a in c.actions):
        raise _refuse(text, "after 'when an effect trashes this digivolution card' the card is "
                      "in the trash: 'this Digimon' or 'it' has no Digimon to refer to")


def trash_tamer_under(a: ir.TrashTamerUnder) -> Action:
    """"Trash the bottom face-down card / N bottom face-down cards from under any of your
    Tamers"."""
    return Action("trash-tamer-under", amount=a.n)
