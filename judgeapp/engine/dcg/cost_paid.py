"""Whether a "by" cost was paid in full, judged by what its processing changed.

A cost can be offered (every part of it was possible) and still not be paid: the Digimon
chosen to be deleted had its deletion prevented (<Evade>, <Armor Purge>, ...), or the card
the cost acts on isn't affected by the effect. The manual says "a 'by' condition can't be
performed partly" and "if the action for the condition isn't performed, none of the
processing that comes after the condition can be performed" (manual-en/by-doing); official
Q&A Q3866 (EX7-061): a "by deleting 1 other Digimon" whose deletion another effect
prevented was not performed, so "prevent it from leaving" isn't processed and the Digimon
leaves. The resolver measures the board before each cost action (``measure``) and asks
afterwards what is missing (``shortfall``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from judgeapp.engine.dcg.effects import Action, Target

if TYPE_CHECKING:
    from judgeapp.engine.dcg.resolve import Ctx
    from judgeapp.engine.dcg.state import Stack

# Cost verbs that act on Digimon or Tamers on the field, and what paying them does to them.
_LEAVE = ("delete", "return-hand", "return-deck-bottom", "place-security")
_UNDER = ("trash-under", "trash-any-under", "trash-top")
# A "by ... up to N" cost, once paid, acts on at least 1 (official Q&A Q3520 on EX4-073,
# Q5096 and Q5099 on EX10-033: "you must trash at least 1 card"); the resolver's ``choose``
# offers no "none" before the first pick while ``Ctx.paying``.
AT_LEAST_ONE = 1


@dataclass(frozen=True)
class Before:
    """What a cost action may change, as it was before the action."""

    stacks: dict[int, tuple[bool, int]]  # uid -> (suspended, number of cards) of its targets
    hand: int
    security: int


def measure(ctx: Ctx, action: Action, targets: list[Stack]) -> Before:
    """The board before ``action``; ``targets``: every stack the action could act on."""
    pl = ctx.state.players[ctx.controller]
    return Before({s.uid: (s.suspended, len(s.cards)) for s in targets}, len(pl.hand),
                  len(pl.security))


def shortfall(ctx: Ctx, action: Action, before: Before) -> str | None:
    """Why ``action``, processed as a cost, was not paid in full (None: it was)."""
    state, verb = ctx.state, action.verb
    pl = state.players[ctx.controller]
    need = AT_LEAST_ONE if action.up_to else action.amount  # "by trashing up to N"
    if verb == "trash-hand" and before.hand - len(pl.hand) < need:
        return f"{need} card(s) were to be trashed from the hand"
    if verb in ("trash-security", "trash-security-end") and \
            before.security - len(pl.security) < action.amount:
        return f"{action.amount} security card(s) were to be trashed"
    if verb not in (*_LEAVE, "suspend", "unsuspend", *_UNDER):
        return None
    # The stacks the player chose, when the action chose (a Digimon <Decoy> saved by deleting
    # itself instead is not the one chosen: official Q&A Q3302, "the Digimon chosen as a
    # target for this effect is not deleted, and the Digimon that activates <Decoy> is deleted
    # by the effect of <Decoy> and not this effect"; Q5169, a Lilithmon whose chosen Digimon
    # was kept from leaving, "by deleting 1 other Digimon" not met); else every stack it could
    # act on.
    acted = [u for u in ctx.chosen if u in before.stacks] if ctx.chosen is not None \
        else list(before.stacks)
    now = {uid: state.stack_by_uid(uid) for uid in acted}
    now = {uid: s for uid, s in now.items() if s is not None and state.area_of(s) == "battle"}
    if verb in _LEAVE:
        done, wanted = len(acted) - len(now), _stacks_wanted(action.target, before)
        what = {"delete": "deleted", "place-security": "placed in security"}.get(
            verb, "returned")
        if done < wanted:
            return f"{wanted} Digimon were to be {what}, and {done} {_was(done)}"
        return None
    if verb in ("suspend", "unsuspend"):
        goal = verb == "suspend"
        done = sum(1 for uid, s in now.items()
                   if before.stacks[uid][0] != goal and s.suspended == goal)
        wanted = _stacks_wanted(action.target, before)
        if done < wanted:
            return f"{wanted} Digimon were to be {verb}ed, and {done} {_was(done)}"
        return None
    removed = sum(before.stacks[uid][1] - len(s.cards) for uid, s in now.items())
    wanted = 1 if verb == "trash-top" else action.amount
    if removed < wanted:
        return f"{wanted} card(s) were to be trashed from under the Digimon, and {removed} " \
               f"{_was(removed)}"
    return None


def _stacks_wanted(target: Target | None, before: Before) -> int:
    """How many of the stacks a cost names must be acted on for it to be paid: "up to N"
    takes at least 1 (``AT_LEAST_ONE``)."""
    if target is None:
        return 0
    if target.mode == "up-to":
        return AT_LEAST_ONE
    if target.mode == "this":
        return 1
    if target.mode == "all":
        return len(before.stacks)
    return target.count


def _was(n: int) -> str:
    return "was" if n == 1 else "were"
