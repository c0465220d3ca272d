"""'[Security] At the end of the battle, ...' (end_of_battle.py) and 'Trash
the top N cards of your deck' (deck_trash.py): what the scenarios don't show."""

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.errors import CardTextError

from .helpers import Game, scenario

ATTACKER = {"MetalGreymon": {"kind": "digimon", "color": "red", "level": 5, "dp": 7000,
                             "play_cost": 7}}


def test_a_card_that_does_not_battle_stops_the_run_unmodelled():
    """A Tamer checked in security doesn't battle: there is no battle whose end would come."""
    cards = {**ATTACKER, "Tai": {"kind": "tamer", "color": "red", "play_cost": 2,
                                 "security": "[Security] At the end of the battle, play this "
                                             "card without paying the cost."}}
    g = Game(scenario(p1={"battle": [{"card": "MetalGreymon"}]},
                      p2={"security": ["Tai"]}, cards=cards))
    g.answer("attack p1-metalgreymon -> player")
    assert g.events[-1] == "unmodelled"
    assert "Security Digimon" in g.steps[-1].data["reason"]


@pytest.mark.parametrize("text", [
    "[Security] Gain 1 memory. At the end of the battle, <Draw 2>.",
    "[Security] If you have 3 or fewer security cards, at the end of the battle, <Draw 2>.",
])
def test_the_end_of_the_battle_after_other_words_is_refused_with_the_reason(text):
    """What would be done at once and what waits would mix: only an effect that begins with
    "At the end of the battle" is set aside whole (text_battle.fold_end_of_battle)."""
    with pytest.raises(CardTextError) as exc:
        parse_text(text)
    assert "as the first words of the effect" in str(exc.value)


def test_the_whole_effect_waits_for_the_end_of_the_battle():
    """"Then, ..." is part of what is done at the end of the battle (official Q&A Q4846)."""
    (effect,) = parse_text("[Security] At the end of the battle, <Draw 2>. Then, add this "
                           "card to its owner's hand.")
    (clause,) = effect.clauses
    (later,) = clause.actions[0].choices
    assert clause.actions[0].verb == "end-of-battle"
    assert [a.verb for c in later.clauses for a in c.actions] == ["draw", "add-self"]
    assert later.clauses[1].then


def test_a_tamer_whose_effect_waits_for_the_battle_stops_the_run_unmodelled():
    cards = {**ATTACKER, "Tai": {"kind": "tamer", "color": "red", "play_cost": 2,
                                 "security": "[Security] At the end of the battle, <Draw 2>."}}
    g = Game(scenario(p1={"battle": [{"card": "MetalGreymon"}]},
                      p2={"security": ["Tai"]}, cards=cards))
    g.answer("attack p1-metalgreymon -> player")
    assert g.events[-1] == "unmodelled"


def test_trash_the_top_cards_of_the_deck_top_first():
    cards = {"Impmon": {"kind": "digimon", "color": "purple", "level": 3, "dp": 3000,
                        "play_cost": 3,
                        "text": "[On Play] Trash the top 2 cards of your deck."}}
    g = Game(scenario(p1={"hand": ["Impmon"], "deck": 4}, cards=cards))
    top_two = g.snapshot["players"]["p1"]["deck"][:2]
    g.answer("play p1-impmon")
    assert g.snapshot["players"]["p1"]["trash"] == top_two
    assert g.find("trash_deck")[0].data["count"] == 2


def test_a_sentence_after_then_renders_in_lower_case():
    """Found by the review sample (ST6-03): 'Then, trash ...' rendered 'Then, Trash ...'."""
    from judgeapp.engine.dcg.text_grammar import read_whole
    from judgeapp.engine.dcg.text_render import render_box

    text = "[When Attacking] Trigger <Draw 1>. Then, trash 1 card in your hand."
    assert render_box(read_whole(text)) == text


@pytest.mark.parametrize(("text", "form"), [
    ("[Security] At the end of the battle, if you have 3 or fewer security cards, <Recovery +1 "
     "(Deck)>.", "do"),
    ("[Security] At the end of the battle, you may play 1 purple level 3 Digimon card from your "
     "trash without paying its memory cost. Then, add this card to its owner's hand.", "may"),
])
def test_a_condition_or_you_may_after_the_end_of_the_battle_is_kept(text, form):
    from judgeapp.engine.dcg.text_grammar import read_whole

    read_whole(text)  # renders back as printed
    (effect,) = parse_text(text)
    first = effect.clauses[0].actions[0].choices[0].clauses[0]
    assert first.form == form
    assert (first.condition is not None) == (form == "do")


def test_playing_this_card_at_the_end_of_the_battle_under_a_condition_is_refused():
    with pytest.raises(CardTextError) as exc:
        parse_text("[Security] At the end of the battle, if you have 3 or fewer security cards, "
                   "play this card without paying the cost.")
    assert "without 'if' or 'you may'" in str(exc.value)
