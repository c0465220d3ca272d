"""The <Delay> Option cards' forms (text_delay.py): the effect on the <Delay> line, "you don't
have a Digimon", "you don't have [X] in the battle area", "Return 1 <card> from your trash to
the top/bottom of the deck" (verbs/trash_to_deck.py) and "After,"."""

import pytest

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError

from .helpers import Game, scenario

SAME_LINE = {"Reserve": {"kind": "option", "color": "red", "use_cost": 1,
                         "text": "[Main] Place this card in the battle area.\n"
                                 "[Main] <Delay>Return 1 Digimon card from your trash to the "
                                 "top of the deck."}}
ALONE = {"Alone": {"kind": "option", "color": "red", "use_cost": 1,
                   "text": "[Main] Place this card in the battle area.\n"
                           "[Start of Your Turn] If you don't have a Digimon, <Delay>.\n"
                           "・ Gain 2 memory."}}


def _effect(text: str) -> ir.Effect:
    return read_whole(text).items[-1]


def test_the_effect_on_the_delay_line_is_read_with_no_bullet_and_rendered_back():
    for text in ("[Main] <Delay>Gain 1 memory.", "[Main] <Delay> Gain 1 memory.",
                 "[Main] <Delay>. Gain 1 memory."):
        e = _effect(text)
        assert e.kind == "delay" and e.bullet == "" and len(e.sentences) == 1
    (effect,) = parse_text("[Main] <Delay>You may gain 1 memory. Then, <Draw 1>.")
    assert effect.keyword == "delay" and [c.text for c in effect.clauses][1:] == [
        "You may gain 1 memory.", "Then, <Draw 1>."]


def test_a_delay_on_its_line_trashes_the_card_then_returns_the_card_to_the_deck_top():
    cards = {**SAME_LINE, "Patamon": {"kind": "digimon", "color": "yellow", "level": 3,
                                      "dp": 1000, "play_cost": 2}}
    field = [{"card": "Agumon"}, {"card": "Reserve", "by_effect": True}]
    g = Game(scenario(p1={"battle": field, "trash": ["Gabumon", "Tai Kamiya"]}, cards=cards))
    g.answer("activate p1-reserve")
    assert g.index("delay_trash", "p1-reserve") < g.index("trash_to_deck", "p1-gabumon")
    assert g.snapshot["players"]["p1"]["deck"][0] == "p1-gabumon"  # the only Digimon card
    assert g.zone("p1-tai-kamiya") == "p1.trash"
    assert "cr-en/3-2-2" in g.find("trash_to_deck", "p1-gabumon")[0].rules


def test_return_to_the_bottom_of_your_deck_and_as_a_cost():
    text = "[Main] By returning 1 Tamer card from your trash to the bottom of your deck, gain " \
           "2 memory."
    e = _effect(text)
    move = e.sentences[0].clause.cost
    assert (move.to, move.end, move.owner_word, move.gerund) == ("deck", "bottom", "your", True)
    cards = {"Cycle": {"kind": "option", "color": "red", "use_cost": 0, "text": text}}
    g = Game(scenario(p1={"hand": ["Cycle"], "battle": [{"card": "Agumon"}],
                          "trash": ["Tai Kamiya"]}, cards=cards))
    g.answer("use p1-cycle", "yes")
    assert g.snapshot["players"]["p1"]["deck"][-1] == "p1-tai-kamiya" and g.mem() == 5


def test_with_no_card_to_return_the_by_cost_is_not_offered():
    cards = {"Cycle": {"kind": "option", "color": "red", "use_cost": 0,
                       "text": "[Main] By returning 1 Tamer card from your trash to the bottom "
                               "of your deck, gain 2 memory."}}
    g = Game(scenario(p1={"hand": ["Cycle"], "battle": [{"card": "Agumon"}]}, cards=cards))
    g.answer("use p1-cycle")
    assert g.mem() == 3 and not g.find("trash_to_deck")


def test_several_cards_returned_to_the_deck_at_once_are_refused_naming_the_rule():
    with pytest.raises(CardTextError, match="3-1-3-4"):
        parse_text("[Main] Return 2 cards from your trash to the top of the deck.")


@pytest.mark.parametrize(("text", "subject"), [("you don't have a Digimon", "has-described"),
                                              ("you have no Digimon", "digimon")])
def test_no_digimon_is_a_count_of_none_in_the_battle_area(text, subject):
    (effect,) = parse_text(f"[Main] If {text}, gain 1 memory.")
    cond = effect.clauses[0].condition
    assert (cond.subject, cond.op, cond.value) == (subject, "<=", 0)


def test_a_condition_before_delay_with_no_digimon_in_the_battle_area():
    board = {"phase": "unsuspend", "turn": 5, "memory": {"p1": 1}}
    field = [{"card": "Alone", "by_effect": True}]
    g = Game(scenario(p1={"battle": field, "breeding": {"card": "Koromon"}}, cards=ALONE,
                      **board))
    g.answer("yes")  # a Digi-Egg in the breeding area is not in the battle area
    assert g.zone("p1-alone") == "p1.trash" and g.mem() == 3
    g = Game(scenario(p1={"battle": [*field, {"card": "Agumon"}]}, cards=ALONE, **board))
    assert g.zone("p1-alone") == "p1.battle" and not g.find("delay_trash")


@pytest.mark.parametrize("printed", ["you don't have", "you have don't have"])
def test_an_option_named_in_the_battle_area_as_a_color_condition(printed):
    text = (f"While {printed} [Shadow Training] in the battle area, you can ignore this card's "
            "color requirements.\n[Main] Gain 1 memory.")
    cond = read_whole(text).items[0].sentences[0].condition.condition
    assert cond.battle_area and cond.negated and cond.name == "Shadow Training"
    cards = {"Drill": {"kind": "option", "color": "purple", "use_cost": 0, "text": text},
             "Shadow Training": {"kind": "option", "color": "red", "use_cost": 1,
                                 "text": "[Main] Place this card in the battle area.\n"
                                         "[Main] <Delay> ・Gain 1 memory."}}
    g = Game(scenario(p1={"hand": ["Drill"], "battle": [{"card": "Agumon"}]}, cards=cards))
    g.answer("use p1-drill")  # no purple card: the color requirement is ignored
    assert g.mem() == 4 and g.zone("p1-drill") == "p1.trash"
    placed = [{"card": "Agumon"}, {"card": "Shadow Training", "by_effect": True}]
    g = Game(scenario(p1={"hand": ["Drill"], "battle": placed}, cards=cards))
    assert "use p1-drill" not in g.options  # with it in the battle area: purple required


def test_after_is_read_as_then_and_not_processed_when_the_by_cost_is_not_paid():
    text = "[Main] By trashing 1 card in your hand, <Draw 1> After, gain 2 memory."
    e = _effect(text)
    assert e.sentences[1].then and e.sentences[1].then_word == "After"
    cards = {"Rush Hour": {"kind": "option", "color": "red", "use_cost": 0, "text": text}}
    g = Game(scenario(p1={"hand": ["Rush Hour"], "battle": [{"card": "Agumon"}]}, cards=cards))
    g.answer("use p1-rush-hour")  # no card left in the hand to trash: nothing after it
    assert g.mem() == 3 and not g.find("draw")


MUSTER = {"Muster": {"kind": "option", "color": "red", "use_cost": 1,
                     "text": "[Main] Place this card in the battle area.\n[Your Turn] When any "
                             "of your [Tai Kamiya]s suspend, <Delay>\n・Gain 2 memory."},
          "Tai Kamiya": {"kind": "tamer", "color": "red", "play_cost": 2,
                         "text": "[Main] [Once Per Turn] By suspending this Tamer, gain 1 "
                                 "memory."}}


def test_any_of_your_named_cards_suspend_triggers_on_that_name_only():
    t = _effect(MUSTER["Muster"]["text"]).trigger
    assert (t.event, t.who.names, t.wording) == ("suspend", ("Tai Kamiya",), "s")
    field = [{"card": "Agumon"}, {"card": "Tai Kamiya"}, {"card": "Muster", "by_effect": True}]
    g = Game(scenario(p1={"battle": field}, cards=MUSTER))
    g.answer("activate p1-tai-kamiya", "yes")
    assert g.find("trigger", "p1-muster") and g.decision.kind == "pay_cost"
    g.answer("yes")
    assert g.zone("p1-muster") == "p1.trash" and g.mem() == 6
    g = Game(scenario(p1={"battle": field}, cards=MUSTER))
    g.answer("attack p1-agumon -> player")  # Agumon suspends: not a [Tai Kamiya]
    assert not g.find("trigger", "p1-muster") and g.zone("p1-muster") == "p1.battle"


def test_any_of_your_named_cards_are_played_is_a_digimon_or_a_tamer_of_that_name():
    text = ("[Main] Place this card in the battle area.\n[Your Turn] When any of your "
            "[Tai Kamiya] are played, <Delay>\n・Gain 2 memory.")
    t = _effect(text).trigger
    assert (t.event, t.what, t.wording) == ("played", "card", "")
    cards = {"Call": {"kind": "option", "color": "red", "use_cost": 1, "text": text}}
    field = [{"card": "Agumon"}, {"card": "Call", "by_effect": True}]
    g = Game(scenario(p1={"battle": field, "hand": ["Gabumon", "Tai Kamiya"]}, cards=cards,
                      memory={"p1": 6}))
    g.answer("play p1-gabumon")
    assert not g.find("trigger", "p1-call")
    g.answer("play p1-tai-kamiya")
    assert g.find("trigger", "p1-call")


def test_attack_target_is_switched_with_no_article_is_any_attacks_target():
    text = "[All Turns] When attack target is switched, <Delay>.\n・Gain 1 memory."
    e = _effect(text)
    assert (e.trigger.event, e.trigger.side) == ("switch", "any")
    (effect,) = parse_text(text)
    assert (effect.trigger.event, effect.trigger.side) == ("switch", "any")


def test_one_of_your_named_card_as_a_trigger_subject():
    text = "[Your Turn] When one of your [Greymon] attacks, gain 1 memory."
    t = _effect(text).trigger
    assert (t.event, t.subject, t.who.names) == ("attack", "subj_own", ("Greymon",))
    (effect,) = parse_text(text)
    assert effect.trigger.subject.names == ("Greymon",)
    cards = {"Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                         "play_cost": 5},
             "Tai Kamiya": {"kind": "tamer", "color": "red", "play_cost": 2, "text": text}}
    field = [{"card": "Agumon"}, {"card": "Greymon"}, {"card": "Tai Kamiya"}]
    g = Game(scenario(p1={"battle": field}, cards=cards))
    g.answer("attack p1-agumon -> player")
    assert not g.find("trigger", "p1-tai-kamiya")
    g = Game(scenario(p1={"battle": field}, cards=cards))
    g.answer("attack p1-greymon -> player")
    assert g.find("trigger", "p1-tai-kamiya")
    with pytest.raises(CardTextError, match="one of your"):
        read_whole("[Your Turn] When one of your opponent's [Greymon] attacks, gain 1 memory.")
