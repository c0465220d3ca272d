"""Cards under Tamers (text_tamer_stack.py, verbs/stack_place.py, digivolve_cost.py): what each
wording means, and what the engine stops on. The library scenarios tamer-stack-* show each
form where it applies and at its edge."""

import pytest

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.render import fragment
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario

SAVE_TAMER = ("[Your Turn] If one of your Digimon digivolves into a Digimon card with <Save> in "
              "its text, by suspending this Tamer and placing 1 card from under one of your "
              "Tamers under that Digimon as one of its digivolution cards, reduce the "
              "digivolution cost by 1.")


@pytest.mark.parametrize(("text", "source"), [
    ("[On Play] You may place 1 Digimon card with the [Xros Heart] trait from your hand or from "
     "under one of your Tamers under this Digimon as its bottom digivolution card.",
     "hand-or-under-tamer"),
    ("[On Play] You may place 1 Digimon card with the [Blue Flare] trait from your hand, or from "
     "under your Tamers, under this Digimon as its bottom digivolution card.",
     "hand-or-under-tamers"),
    ("[On Play] Place 1 Digimon card from under one of your Tamers as this Digimon's bottom "
     "digivolution card.", "under-tamer"),
])
def test_cards_placed_from_under_tamers_render_back_with_their_source(text, source):
    read_whole(text)
    (effect,) = parse_text(text)
    (action,) = effect.clauses[0].actions
    assert effect.text == text
    assert (action.verb, action.source) == ("place-under", source)


def test_the_save_tamer_reduction_has_two_costs_in_the_printed_order():
    """BT12-087/-091/-093/-094/-096/-097: a card in play reducing its owner's digivolution
    cost (digivolve_cost.FIELD); "that Digimon" is the digivolving one (Target mode event)."""
    read_whole(SAVE_TAMER)
    (effect,) = parse_text(SAVE_TAMER)
    assert effect.text == SAVE_TAMER and effect.type == fx.IMMEDIATE
    assert effect.keyword == "field-digivolve-reduction"
    suspend, place = effect.clauses[0].cost
    assert (suspend.verb, suspend.target.mode, suspend.target.kind) == ("suspend", "this", "tamer")
    assert (place.verb, place.source, place.target.mode) == ("place-under", "under-tamer", "event")
    (reduce,) = effect.clauses[0].actions
    assert reduce.amount == 1 and reduce.filter.text_has == "<Save>"


def _board(under: list, hand: list | None = None) -> Game:
    cards = {
        "Airu": {"kind": "tamer", "color": "yellow", "play_cost": 3, "text": SAVE_TAMER},
        "Taiki": {"kind": "tamer", "color": "red", "play_cost": 3},
        "Shoutmon": {"kind": "digimon", "color": "yellow", "level": 4, "dp": 5000,
                     "play_cost": 5},
        "OmniShoutmon": {"kind": "digimon", "color": "yellow", "level": 5, "dp": 8000,
                         "play_cost": 8, "text": "[On Deletion] <Save>",
                         "digivolve": [{"color": "yellow", "level": 4, "cost": 3}]},
        "Plain": {"kind": "digimon", "color": "yellow", "level": 5, "dp": 8000, "play_cost": 8,
                  "digivolve": [{"color": "yellow", "level": 4, "cost": 3}]},
    }
    scn = scenario(cards=cards, memory={"p1": 5},
                   p1={"battle": ["Airu", {"card": "Taiki", "under": under}, "Shoutmon"],
                       "hand": hand or ["OmniShoutmon"]})
    return Game(scn)


def test_the_card_may_come_from_under_another_tamer():
    """"from under one of your Tamers": any of them, not only this one (CR 4.2 4-4-2)."""
    g = _board(["Agumon"]).answer("digivolve p1-omnishoutmon onto p1-shoutmon", "yes")
    assert g.stack("p1-omnishoutmon")["under"] == ["p1-shoutmon", "p1-agumon"]
    assert g.stack("p1-taiki")["under"] == [] and g.mem() == 3


def test_a_card_without_save_in_its_text_is_not_reduced():
    g = _board(["Agumon"], hand=["Plain"]).answer("digivolve p1-plain onto p1-shoutmon")
    assert not g.find("activate", "p1-airu") and g.mem() == 2
    assert g.stack("p1-taiki")["under"] == ["p1-agumon"]


def test_a_face_down_card_under_a_tamer_stops_the_run():
    """A face-down card has no card information (CR 4.2 4-7-9): whether it can be chosen, and
    whether it stays face down under the Digimon (4-7-5), is not settled."""
    g = _board([{"card": "Agumon", "face_down": True}])
    g.answer("digivolve p1-omnishoutmon onto p1-shoutmon")
    while g.decision is not None and g.decision.kind != "main_action" \
            and not g.find("unmodelled"):
        g.answer("yes")
    (step,) = g.find("unmodelled")
    assert step.data["reason"] == fragment("face_down_under_tamer_place")


@pytest.mark.parametrize(("under", "gained"), [
    (["Hybrid A", "Hybrid B"], True),
    (["Hybrid A", "Agumon"], False),
    # a face-down card has no card information (CR 4.2 4-7-9): no trait to fit
    (["Hybrid A", {"card": "Hybrid B", "face_down": True}], False),
])
def test_a_described_count_of_the_cards_under_this_tamer(under, gained):
    text = ("[Start of Your Main Phase] If there are 2 or more [Hybrid] trait cards under this "
            "Tamer, gain 2 memory.")
    read_whole(text)
    assert parse_text(text)[0].text == text
    hybrid = {"kind": "digimon", "color": "red", "level": 3, "dp": 3000, "play_cost": 3,
              "traits": ["Hybrid"]}
    scn = scenario(cards={"Takuya": {"kind": "tamer", "color": "red", "play_cost": 3,
                                     "text": text},
                          "Hybrid A": hybrid, "Hybrid B": hybrid},
                   p1={"battle": [{"card": "Takuya", "under": under}]})
    g = Game(scn)
    assert g.mem() == (5 if gained else 3)


def test_a_digimons_own_reduction_with_a_by_cost():
    """ST23-03, ST23-11 (scenarios tamer-stack-cougarmon-*): the reduction is an immediate-type
    effect of the digivolving Digimon whose "by" cost is paid in full or not at all."""
    text = ("[Your Turn] When this Digimon would digivolve into a [Glowing Dawn] trait Digimon "
            "card, by trashing the bottom face-down card from under any of your Tamers, reduce "
            "the cost by 2.")
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.text == text and effect.trigger.event == "would-digivolve"
    (clause,) = effect.clauses
    assert clause.form == "by" and [a.verb for a in clause.cost] == ["trash-tamer-under"]
    assert clause.actions[0].amount == 2 and clause.actions[0].filter.trait == "Glowing Dawn"


def test_an_option_placing_itself_from_the_battle_area_works_there():
    """ST23-15, ST24-15 (scenarios qa-q6194, tamer-stack-e-pulse-*): the effect is one an
    Option in the battle area has (query.works_in_battle_area); its cost moves the Option."""
    from judgeapp.engine.dcg.query import works_in_battle_area
    text = ("[Start of Your Main Phase] By placing this card from the battle area face down "
            "under any of your [BEATBREAK] trait Tamers, <Draw 1> and gain 1 memory.")
    read_whole(text)
    (effect,) = parse_text(text)
    assert effect.text == text and works_in_battle_area(effect)
    (cost,) = effect.clauses[0].cost
    assert (cost.verb, cost.face_down, cost.target.kind, cost.target.trait) == (
        "place-option-under", True, "tamer", "BEATBREAK")


def test_the_top_n_cards_of_the_deck_go_under_this_tamer():
    text = ("[All Turns] When your security stack is removed from, by suspending this Tamer, you "
            "may place the top 2 cards of your deck face down under this Tamer.")
    read_whole(text)
    (effect,) = parse_text(text)
    (place,) = effect.clauses[0].actions
    assert effect.text == text
    assert (place.verb, place.source, place.amount, place.face_down) == (
        "place-under", "deck-top", 2, True)


def test_any_of_your_trait_cards_would_be_played():
    """BT25-088 (scenario qa-q6421): a card of any kind with the trait (only Digimon and Tamer
    cards are played)."""
    text = ("[Your Turn] [Once Per Turn] When any of your [Glowing Dawn] trait cards would be "
            "played, by trashing the bottom face-down card from under any of your Tamers, "
            "reduce the cost by 1.")
    read_whole(text)
    (effect,) = parse_text(text)
    (reduce,) = effect.clauses[0].actions
    assert effect.text == text and effect.keyword == "field-play-reduction"
    assert reduce.filter.kind is None and reduce.filter.traits_any == ("Glowing Dawn",)


def test_the_top_security_card_goes_face_down_under_a_tamer_and_is_removed():
    """BT26-025 (scenarios tamer-stack-liollmon-*): a card removed from the security stack
    ("when a card is removed from your security stack" triggers)."""
    text = ("[On Play] By placing your top security card face down under any of your [Glowing "
            "Dawn] trait Tamers, <Recovery +1>")
    watcher = ("[Your Turn] [Once Per Turn] When a card is removed from your security stack, "
               "gain 1 memory.")
    read_whole(text)
    assert parse_text(text)[0].text == text
    cards = {"Liollmon": {"kind": "digimon", "color": "yellow", "level": 3, "dp": 1000,
                          "play_cost": 3, "text": text},
             "Kanan": {"kind": "tamer", "color": "yellow", "play_cost": 3,
                       "traits": ["Glowing Dawn"]},
             "Watcher": {"kind": "tamer", "color": "red", "play_cost": 3, "text": watcher}}
    scn = scenario(cards=cards, memory={"p1": 5},
                   p1={"battle": ["Kanan", "Watcher"], "hand": ["Liollmon"],
                       "security": ["Agumon", "Gabumon"]})
    g = Game(scn).answer("play p1-liollmon", "yes")
    assert g.stack("p1-kanan")["under"] == ["p1-agumon"]
    assert g.find("activate", "p1-watcher") and g.mem() == 3


def test_return_from_under_one_of_your_tamers():
    text = ("[On Play] You may return 1 Digimon card with <Save> in its text from under one of "
            "your Tamers to your hand.")
    read_whole(text)
    (effect,) = parse_text(text)
    (action,) = effect.clauses[0].actions
    assert effect.text == text
    assert (action.verb, action.amount, action.filter.text_has) == (
        "under-tamer-to-hand", 1, "<Save>")


def test_digivolve_into_a_card_under_your_tamers():
    text = ("[On Play] This Digimon may digivolve into [OmniShoutmon] under your Tamers without "
            "paying the cost.")
    read_whole(text)
    (effect,) = parse_text(text)
    (action,) = effect.clauses[0].actions
    assert effect.text == text
    assert (action.verb, action.source, action.cost, action.filter.names) == (
        "digivolve-into", "under-tamers", "free", ("OmniShoutmon",))


def test_under_your_tamers_is_one_card_under_one_of_them():
    one = ("[On Deletion] Place 1 Digimon card with the [Xros Heart] trait from your hand or "
           "trash under your Tamers.")
    read_whole(one)
    (effect,) = parse_text(one)
    (action,) = effect.clauses[0].actions
    assert effect.text == one
    assert (action.verb, action.target.mode, action.target.kind) == ("place-under", "one", "tamer")
    with pytest.raises(CardTextError, match="different Tamers"):
        parse_text("[On Deletion] Place 2 Digimon cards with the [Xros Heart] trait from your "
                   "hand or trash under your Tamers.")
