"""Event triggers about attacks, blocks, battles, deletions and suspension ("When this
Digimon is blocked", "When an effect suspends ...", ...): what each wording means, and the
wordings that stay refused. Their execution is proven by the library scenarios."""

import pytest

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError


@pytest.mark.parametrize(("text", "trigger"), [
    ("[Your Turn] When this Digimon is blocked, gain 3 memory.",
     fx.Trigger("blocked", "this")),
    ("[When Attacking] When this Digimon attacks a player, gain 1 memory.",
     fx.Trigger("attack", "this", target="player")),
    ("[Your Turn] When this Digimon attacks an opponent's Digimon, lose 2 memory.",
     fx.Trigger("attack", "this", target="digimon")),
    ("[Opponent's Turn] When one of your opponent's Digimon attacks, gain 1 memory.",
     fx.Trigger("attack", "opponent")),
    ("[Your Turn] When this Digimon deletes your opponent's Digimon in battle, gain 1 memory.",
     fx.Trigger("battle-delete", "this")),
    ("[Your Turn] When this Digimon deletes one of your opponent's Digimon in battle and "
     "survives, gain 1 memory.", fx.Trigger("battle-delete", "this", "survives")),
    ("[Your Turn] When one of your other Digimon is deleted, gain 1 memory.",
     fx.Trigger("delete", "own", other=True)),
    ("[Your Turn] When an opponent's Digimon is deleted by dropping to 0 DP, gain 1 memory.",
     fx.Trigger("delete", "opponent", "zero-dp")),
    ("[All Turns] [Once Per Turn] When an attack target is switched, gain 1 memory.",
     fx.Trigger("switch", "any")),
    ("[All Turns] [Once Per Turn] When attack targets change, <Draw 1>.",
     fx.Trigger("switch", "any")),
    ("[Your Turn] When this Digimon's attack target is switched, this Digimon gets +3000 DP for "
     "the turn.", fx.Trigger("switch", "this")),
    ("[All Turns] When this Tamer becomes suspended, gain 1 memory.",
     fx.Trigger("suspend", "this")),
    ("[All Turns] When this Digimon suspends, <Draw 1>.", fx.Trigger("suspend", "this")),
    ("[Your Turn] When an effect suspends another Digimon, gain 1 memory.",
     fx.Trigger("suspend", "any", "effect", other=True)),
    ("[Opponent's Turn] When a Digimon becomes unsuspended, <Draw 1>.",
     fx.Trigger("unsuspend", "any")),
    ("[Your Turn] When this Digimon becomes unsuspended during your unsuspend phase, gain 1 "
     "memory.", fx.Trigger("unsuspend", "this", phase="unsuspend")),
])
def test_each_wording_is_read_with_its_meaning_and_renders_back(text, trigger):
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.type == fx.TRIGGER and effect.trigger == trigger
    assert effect.text == text


@pytest.mark.parametrize("text", [
    "[Your Turn] When this Digimon is deleted, <Draw 1>.",  # not an event of a Digimon in play
    "[Your Turn] When an opponent's Digimon is blocked, <Draw 1>.",
    "[Your Turn] When an opponent's Digimon is deleted by dropping to 1000 DP, <Draw 1>.",
    "[On Play] When this Digimon attacks a player, <Draw 1>.",  # only after [When Attacking]
    "[When Attacking] When one of your Digimon attacks, <Draw 1>.",
])
def test_pairs_the_engine_does_not_model_are_refused(text):
    with pytest.raises(CardTextError):
        parse_text(text)
