"""<Mind Link> (manual keyword list: "Place this Tamer as any Digimon's bottom digivolution
card if there are no Tamer cards in its digivolution cards").

A Tamer with ``[Main] <Mind Link>`` in the battle area: main-phase option id
``mindlink <Tamer> onto <Digimon>``. The Tamer leaves the battle area and becomes the
Digimon's bottom digivolution card, unless a Tamer card is already among them.
"""

from __future__ import annotations

from judgeapp.engine.dcg import card_events, main_actions
from judgeapp.engine.dcg import citations as cite
from judgeapp.engine.dcg import query as q
from judgeapp.engine.dcg import resolve as r
from judgeapp.engine.dcg.record import emit
from judgeapp.engine.dcg.render import label
from judgeapp.engine.dcg.resolve import Gen
from judgeapp.engine.dcg.state import GameState, Stack
from judgeapp.engine.steps import Option, StepKind


def _targets(state: GameState, tamer: Stack) -> list[Stack]:
    return [s for s in state.players[state.turn_player].battle
            if q.is_digimon(s) and not s.top.defn.token
            and not any(c.defn.kind == "tamer" for c in s.under) and s is not tamer]


def _tamers(state: GameState) -> list[Stack]:
    return [s for s in state.players[state.turn_player].battle
            if s.top.defn.kind == "tamer" and s.top.defn.rules.mind_link]


def options(state: GameState) -> list[Option]:
    return [Option(f"mindlink {t.id} onto {d.id}",
                   label("mind_link", tamer=t.top.name, target=d.top.name))
            for t in _tamers(state) for d in _targets(state, t)]


def _parse(state: GameState, words: list[str]) -> tuple[Stack | None, Stack | None]:
    if len(words) != 4 or words[2] != "onto":
        return None, None
    tamer = next((t for t in _tamers(state) if t.id == words[1]), None)
    target = next((d for d in _targets(state, tamer) if d.id == words[3]), None) \
        if tamer else None
    return tamer, target


def explain(state: GameState, words: list[str]) -> tuple[str | None, tuple[str, ...]]:
    tamer, _ = _parse(state, words)
    if tamer is None:
        return "That is not one of your Tamers with <Mind Link> in the battle area.", \
            cite.MIND_LINK
    return ("<Mind Link> places the Tamer under one of your Digimon that has no Tamer card "
            "among its digivolution cards.", cite.MIND_LINK)


def perform(state: GameState, words: list[str]) -> Gen:
    tamer, target = _parse(state, words)
    r.detach(state, tamer)
    for card in tamer.under + tamer.links:
        r.to_trash(state, card)
    target.cards.append(r.move(tamer.top))
    emit(state, StepKind.ACTION, "mind_link", player=state.turn_player,
         cards=[tamer.id, target.id], rules=cite.MIND_LINK, card=tamer.id, target=target.id)
    # an effect placed a Tamer card in its digivolution cards (official Q&A Q2703)
    card_events.on_placed_under(state, target, state.turn_player, [target.cards[-1]])
    yield from ()


main_actions.register(main_actions.MainAction(
    "Mind Link", main_actions.by_word("mindlink"), options, explain, perform))
