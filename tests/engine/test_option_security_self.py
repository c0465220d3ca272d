"""The Option forms that move the card itself or activate its [Main] effects from security."""

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole


def _action(text: str) -> ir.Action:
    return read_whole(text).items[0].sentences[0].clause.action


def test_add_this_card_to_its_owners_hand_is_read_with_its_wording():
    for owner in ("its owner's", "the", "your"):
        text = f"[Security] Add this card to {owner} hand."
        assert _action(text) == ir.AddSelf(owner)
        assert parse_text(text, security=True)[0].clauses[0].actions[0].verb == "add-self"


def test_place_this_card_in_its_owners_battle_area_and_into():
    assert _action("[Security] Place this card in its owner's battle area.") == \
        ir.PlaceSelf("its owner's")
    assert _action("[Main] Place this card into your battle area.") == \
        ir.PlaceSelf("your", into=True)


def test_activate_main_effects_plural_keeps_the_wording():
    assert _action("[Security] Activate this card's [Main] effects.") == \
        ir.ActivateMain(plural=True)
    assert _action("[Security] Activate this card's [Main] effect.") == ir.ActivateMain()


def test_activate_one_of_the_effects_below_keeps_each_bullet_as_an_effect():
    text = ("[Main] Activate 1 of the effects below: ・Gain 1 memory. ・<Draw 1>.")
    (effect,) = parse_text(text)
    (action,) = effect.clauses[0].actions
    assert action.verb == "activate-one"
    assert [c.text for c in action.choices] == ["Gain 1 memory.", "<Draw 1>."]
    assert [c.clauses[0].actions[0].verb for c in action.choices] == ["memory", "draw"]


def test_activate_two_of_the_effects_below_is_refused():
    import pytest

    from judgeapp.engine.errors import CardTextError

    with pytest.raises(CardTextError, match="N = 1"):
        parse_text("[Main] Activate 2 of the effects below. ・Gain 1 memory. ・<Draw 1>.")
