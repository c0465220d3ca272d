"""What each card-text action does on the board."""

from .helpers import Game, scenario


def _option(text: str) -> dict:
    return {"Act": {"kind": "option", "color": "red", "use_cost": 0, "text": f"[Main] {text}"}}


def _use(text: str, p1: dict | None = None, p2: dict | None = None, *answers: str) -> Game:
    p1 = {"hand": ["Act"], "battle": [{"card": "Agumon"}], **(p1 or {})}
    g = Game(scenario(p1=p1, p2=p2, cards=_option(text)))
    return g.answer("use p1-act", *answers)


def test_return_to_hand_trashes_the_digivolution_cards():
    g = _use("Return 1 of your opponent's Digimon to the hand.",
             p2={"battle": [{"card": "Greymon", "under": ["Agumon"]}]})
    assert g.zone("p2-greymon") == "p2.hand" and g.zone("p2-agumon") == "p2.trash"
    (step,) = g.find("stack_trashed", "p2-agumon")  # the judge sees where Agumon went
    assert g.index("return_hand", "p2-greymon") < step.index
    assert step.data["trashed"] == ["p2-agumon"]
    assert "manual-en/digivolution-cards" in step.rules
    assert "Agumon (p2-agumon), under Greymon (p2-greymon)" in step.text


def test_return_to_the_bottom_of_the_deck():
    g = _use("Return 1 of your opponent's Digimon with 3000 DP or less to the bottom of the "
             "deck.", p2={"battle": [{"card": "Gabumon"}, {"card": "Greymon"}], "deck": 2})
    assert g.snapshot["players"]["p2"]["deck"] == ["p2-deck-1", "p2-deck-2", "p2-gabumon"]
    assert g.zone("p2-greymon") == "p2.battle"


def test_recovery_places_the_deck_top_on_security():
    g = _use("<Recovery +1 (Deck)>.", p1={"security": 1})
    assert g.snapshot["players"]["p1"]["security"] == ["p1-deck-1", "p1-security-1"]


def test_suspend_and_unsuspend():
    g = _use("Suspend 1 of your opponent's Digimon.", p2={"battle": [{"card": "Gabumon"}]})
    assert g.stack("p2-gabumon")["suspended"] is True
    g = _use("Unsuspend 1 of your Digimon.",
             p1={"battle": [{"card": "Agumon", "suspended": True}]})
    assert g.stack("p1-agumon")["suspended"] is False


def test_trash_top_digivolution_cards():
    g = _use("Trash the top 2 digivolution cards of 1 of your opponent's Digimon.",
             p2={"battle": [{"card": "Greymon", "under": ["Agumon", "Koromon", "Gabumon"]}]})
    assert g.stack("p2-greymon")["under"] == ["p2-gabumon"]
    assert g.zone("p2-agumon") == "p2.trash" and g.zone("p2-koromon") == "p2.trash"


def test_play_from_the_trash_without_paying():
    g = _use("You may play 1 level 3 or lower Digimon card from your trash without paying the "
             "cost.", {"trash": ["Gabumon", "Greymon"]}, None, "yes")
    assert g.zone("p1-gabumon") == "p1.battle"
    assert g.mem() == 3
    assert g.stack("p1-gabumon")["played_this_turn"] is True


def test_set_memory_with_a_condition():
    cards = {"Tai Kamiya": {"kind": "tamer", "color": "red", "play_cost": 2,
                            "text": "[Start of Your Turn] If you have 2 or less memory, set "
                                    "your memory to 3."}}
    g = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}]}, cards=cards, phase="unsuspend",
                      memory={"p1": 1}))
    assert g.mem() == 3
    g2 = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}]}, cards=cards,
                       phase="unsuspend", memory={"p1": 4}))
    assert g2.mem() == 4


def test_delete_only_targets_that_meet_the_condition():
    g = _use("Delete 1 of your opponent's Digimon with 4000 DP or less.",
             p2={"battle": [{"card": "Greymon"}]})
    assert g.zone("p2-greymon") == "p2.battle"
    assert g.find("no_target")


def test_delete_the_lowest_level():
    g = _use("Delete all of your opponent's Digimon with the lowest level.",
             p2={"battle": [{"card": "Greymon"}, {"card": "Gabumon"}, {"card": "Agumon"}]})
    assert g.zone("p2-greymon") == "p2.battle"
    assert g.zone("p2-gabumon") == "p2.trash" and g.zone("p2-agumon") == "p2.trash"


def test_set_it_to_and_or_fewer_read_as_the_memory_condition():
    cards = {"Tai Kamiya": {"kind": "tamer", "color": "red", "play_cost": 2,
                            "text": "[Start of Your Turn] If you have 2 or fewer memory, set "
                                    "it to 3."}}
    g = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}]}, cards=cards, phase="unsuspend",
                      memory={"p1": 2}))
    assert g.mem() == 3
    g2 = Game(scenario(p1={"battle": [{"card": "Tai Kamiya"}]}, cards=cards,
                       phase="unsuspend", memory={"p1": 4}))
    assert g2.mem() == 4


def test_if_your_opponent_has_a_digimon():
    text = "If your opponent has a Digimon, gain 2 memory."
    assert _use(text, p2={"battle": [{"card": "Gabumon"}]}).mem() == 5
    assert _use(text, p2={"battle": [{"card": "Tai Kamiya"}]}).mem() == 3
