"""<Blast Digivolve> (manual "Digimon ACE", "<Blast Digivolve>"): in the counter timing of an
opponent's attack, the defending player may digivolve one of their Digimon in the battle area
into the Digimon ACE card in their hand without paying the cost (the requirements must be
met). It is the one [Counter] activation of that counter timing. They draw 1 and
[When Digivolving] effects trigger; then the block timing follows.
Counter-decision option id: ``blast <hand card> onto <field card>``.

<Blast DNA Digivolve ([A]+[B])> (manual "<Blast DNA Digivolve>"): likewise, one of your
Digimon in the battle area and one card in your hand, one named A and the other B, meeting
the card's DNA digivolution requirement (CR 4.2 16-31-5: it can't be ignored), DNA digivolve
into it without paying the cost (16-31-1; the DNA rules: left side on top, a new unsuspended
Digimon, [Per Turn] counts reset). Option id:
``blastdna <hand card> onto <Digimon> + <hand card>``. The card data lost the [DNA Digivolve]
line of the real ACE cards (the manual's example shows Examon ACE with one): their <Blast DNA
Digivolve> is read and offered, and performing it stops with an ``unmodelled`` step (the
requirement it must meet is not known).
"""

from __future__ import annotations

from collections.abc import Iterator

from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import dna
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.cards import Card
from judgeapp.engine.dcg.keyword_rules import DnaReq
from judgeapp.engine.dcg.record import emit, stop_unmodelled
from judgeapp.engine.dcg.render import fragment, label
from judgeapp.engine.dcg.resolve import Gen
from judgeapp.engine.dcg.state import GameState, Stack
from judgeapp.engine.steps import Option, StepKind


def options(state: GameState, player: str) -> list[Option]:
    """``player``'s Blast Digivolve and Blast DNA Digivolve choices."""
    pl = state.players[player]
    out = []
    for card in pl.hand:
        if not card.defn.rules.blast:
            continue
        for stack in pl.battle:
            if q.digivolve_cost(state, card.defn, stack) is not None:
                out.append(Option(f"blast {card.id} onto {stack.id}",
                                  label("blast", target=stack.top.name, name=card.name)))
    return out + _dna_options(state, player)


def _dna_pairs(state: GameState, player: str,
               ace: Card) -> Iterator[tuple[Stack, Card, DnaReq | None, bool]]:
    """(field Digimon, hand card, requirement, whether the field Digimon is the left side);
    the requirement is None for a card whose data lost its [DNA Digivolve] line."""
    pl = state.players[player]
    names = ace.defn.rules.blast_dna
    for stack in pl.battle:
        # as itself, or as an "also treated as Lv.6 [A] for [this card]'s DNA digivolution"
        # (dna.as_for; not in the hand: official Q&A Q4314)
        tops = [d for d in dna.as_for(state, stack, ace) if d.name in names]
        if not tops or stack.top.defn.token:
            continue
        for card in pl.hand:
            if card is ace or card.name not in names or all(card.name == d.name for d in tops):
                continue
            if not ace.defn.rules.dna:
                yield stack, card, None, True
            for req in ace.defn.rules.dna:
                if any(req.left.fits(d) for d in tops) and req.right.fits(card.defn):
                    yield stack, card, req, True
                elif req.left.fits(card.defn) and any(req.right.fits(d) for d in tops):
                    yield stack, card, req, False


def _dna_options(state: GameState, player: str) -> list[Option]:
    out = []
    for ace in state.players[player].hand:
        if not ace.defn.rules.blast_dna:
            continue
        for stack, card, _, _ in _dna_pairs(state, player, ace):
            out.append(Option(f"blastdna {ace.id} onto {stack.id} + {card.id}",
                                  label("blast_dna", target=stack.top.name, name=card.name,
                                        ace=ace.name)))
    return out


def perform(state: GameState, player: str, answer: str) -> Gen:
    if answer.startswith("blastdna "):
        yield from _perform_dna(state, player, answer)
        return
    words = answer.split()
    pl = state.players[player]
    card = next(c for c in pl.hand if c.id == words[1])
    stack = next(s for s in pl.battle if s.id == words[3])
    pl.hand.remove(card)
    old = stack.id
    stack.cards.insert(0, r.move(card))  # the display format carries over
    emit(state, StepKind.ACTION, "blast_digivolve", player=player, cards=[card.id, old],
         rules=cite.BLAST + cite.COUNTER_TIMING, card=card.id, target=old)
    r.draw(state, player, 1, why="digivolution_bonus", rules=cite.BLAST + cite.DIGIVOLVE)
    r.on_digivolve(state, stack)
    yield from r.checkpoint(state)


def _perform_dna(state: GameState, player: str, answer: str) -> Gen:
    words = answer.split()
    pl = state.players[player]
    ace = next(c for c in pl.hand if c.id == words[1])
    stack, card, req, field_left = next(t for t in _dna_pairs(state, player, ace)
                                        if t[0].id == words[3] and t[1].id == words[5])
    if req is None:
        stop_unmodelled(state, fragment("blast_dna_no_requirement").format(card=ace.id),
                        rules=cite.BLAST_DNA_REQUIREMENT, player=player,
                        cards=[ace.id, stack.id, card.id])
    pl.hand.remove(ace)
    pl.hand.remove(card)
    below = stack.cards + [r.move(card)] if field_left else [r.move(card)] + stack.cards
    index = pl.battle.index(stack)
    pl.battle.remove(stack)
    stack.area = None  # a new Digimon: effects and pending effects of the old one end
    new = Stack(uid=state.new_uid(), cards=[r.move(ace)] + below, owner=player,
                links=stack.links, area="battle")
    pl.battle.insert(index, new)
    keys = tuple(f"{c.id}#" for c in new.cards)
    for key in [k for k in state.per_turn_uses if k.startswith(keys)]:
        del state.per_turn_uses[key]
    emit(state, StepKind.ACTION, "blast_dna_digivolve", player=player,
         cards=[ace.id, stack.id, card.id], rules=cite.BLAST_DNA + cite.DNA, card=ace.id,
         target=stack.id, hand_card=card.id, requirement=req.label())
    r.draw(state, player, 1, why="digivolution_bonus", rules=cite.BLAST_DNA + cite.DNA)
    r.on_digivolve(state, new)
    yield from r.checkpoint(state)
