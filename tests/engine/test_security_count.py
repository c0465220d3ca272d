"""The number of security checks is read before each card (CR 16-4-2: <Security A.> is a
persistent effect, applied as soon as it changes), so <Security A.> gained or lost during the
security check changes how many more cards are checked (official Q&A Q881, Q3346, Q702)."""

from .helpers import Game, scenario

FLARERIZAMON = {  # BT1-018's text
    "kind": "digimon", "color": "red", "level": 4, "dp": 4000, "play_cost": 5,
    "text": "[Your Turn] While you have 3 or more memory, this Digimon gains "
            "<Security Attack +1>."}
HAMMER_SPARK = {"kind": "option", "color": "red", "use_cost": 0,  # ST2-13's text
                "text": "[Main] Gain 1 memory.", "security": "[Security] Gain 2 memory."}


def _reveals(g: Game) -> list[str]:
    return [s.cards[0] for s in g.find("security_reveal")]


def test_security_attack_lost_after_the_first_check_stops_the_second():
    g = Game(scenario(p1={"battle": ["Flarerizamon"]},
                      p2={"security": ["Hammer Spark", "Gabumon", "Gabumon"]},
                      cards={"Flarerizamon": FLARERIZAMON, "Hammer Spark": HAMMER_SPARK}))
    g.answer("attack p1-flarerizamon -> player")
    assert _reveals(g) == ["p2-hammer-spark"]
    assert g.snapshot["memory"]["p1"] == 1
    stop = g.find("no_more_checks")
    assert len(stop) == 1 and "now checks 1 card(s) in all" in stop[0].data["reason"]
    assert g.snapshot["players"]["p2"]["security"] == ["p2-gabumon", "p2-gabumon-2"]


def test_security_attack_gained_after_the_first_check_checks_one_more():
    """A Digimon that has <Security A. +1> while its player holds 8 cards (ST8-08's inherited
    effect) gets it when the first card's [Security] effect returns another Digimon to the
    hand (BT13-105's [Security] effect): it checks a second card."""
    cards = {
        "Plesiomon": {"kind": "digimon", "color": "blue", "level": 6, "dp": 12000,
                      "play_cost": 10},
        "AeroVeedramon": {"kind": "digimon", "color": "blue", "level": 5, "dp": 7000,
                          "play_cost": 7, "text": "<Jamming>",
                          "inherited": "[Your Turn] While you have 8 or more cards in your "
                                       "hand, this Digimon gains <Security Attack +1>."},
        "Full Moon Meteor Impact": {"kind": "option", "color": "blue", "use_cost": 8,
                                    "security": "[Security] Return 1 of your opponent's "
                                                "Digimon to the hand."}}
    g = Game(scenario(p1={"battle": [{"card": "Plesiomon", "under": ["AeroVeedramon"]},
                                     "Agumon"], "hand": 7},
                      p2={"security": ["Full Moon Meteor Impact", "Gabumon", "Gabumon"]},
                      cards=cards))
    g.answer("attack p1-plesiomon -> player", "p1-agumon")
    assert _reveals(g) == ["p2-full-moon-meteor-impact", "p2-gabumon"]
    assert g.find("security_reveal", "p2-gabumon", number=2, of=2)
    assert g.snapshot["players"]["p2"]["security"] == ["p2-gabumon-2"]


def test_security_attack_minus_one_gained_mid_attack_stops_the_next_check():
    """A Digimon with <Security A. +1> loses the second check when a Security Digimon played
    by its [Security] effect gives all its opponent's Digimon <Security A. -1> (EX2-054)."""
    cards = {
        "Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000, "play_cost": 5,
                    "text": "<Security A. +1>"},
        "Gatekeeper": {"kind": "digimon", "color": "purple", "level": 6, "dp": 10000,
                       "play_cost": 11, "security": "[Security] Play this card without "
                       "paying the cost.",
                       "text": "[Opponent's Turn] All of your opponent's Digimon gain "
                               "<Security A. -1>."}}
    g = Game(scenario(p1={"battle": ["Greymon"]},
                      p2={"security": ["Gatekeeper", "Gabumon"]}, cards=cards))
    g.answer("attack p1-greymon -> player")
    assert _reveals(g) == ["p2-gatekeeper"]
    assert g.zone("p2-gatekeeper") == "p2.battle"
    assert g.snapshot["players"]["p2"]["security"] == ["p2-gabumon"]


def test_security_attack_minus_three_plus_one_checks_nothing_and_does_not_win():
    """Q645: <Security A. -3> and <Security A. +1> check 0 cards (CR 16-4-4); with 0
    security cards the attack is not a win (CR 11-5-1-2-1)."""
    cards = {"Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                         "play_cost": 5, "text": "<Security A. -3> <Security A. +1>"}}
    g = Game(scenario(p1={"battle": ["Greymon"]}, p2={"security": 2}, cards=cards))
    g.answer("attack p1-greymon -> player")
    assert not g.find("security_reveal")
    assert "checks no card" in g.find("no_more_checks")[0].data["reason"]
    g = Game(scenario(p1={"battle": ["Greymon"]}, p2={"security": 0}, cards=cards))
    g.answer("attack p1-greymon -> player")
    assert g.state.winner is None


def test_the_checker_leaving_is_reported_only_when_checks_were_left():
    """CR 13-1-5: a Digimon no longer in the battle area can't check more cards. After its
    last check there is nothing left to stop, so no step says so."""
    g = Game(scenario(p1={"battle": ["Agumon"]}, p2={"security": ["Gabumon", "Gabumon"]}))
    g.answer("attack p1-agumon -> player")  # Agumon (2000 DP) loses to the Security Gabumon
    assert g.zone("p1-agumon") == "p1.trash"
    assert not g.find("no_more_checks")
    cards = {"Agumon": {"kind": "digimon", "color": "red", "level": 3, "dp": 2000,
                        "play_cost": 3, "text": "<Security A. +1>"}}
    g = Game(scenario(p1={"battle": ["Agumon"]}, p2={"security": ["Gabumon", "Gabumon"]},
                      cards=cards))
    g.answer("attack p1-agumon -> player")
    (stop,) = g.find("no_more_checks")
    assert "left the battle area" in stop.data["reason"]


def test_no_check_on_an_empty_security_stack_says_why_the_attack_does_not_win():
    """Q644 (ST3-15): a Digimon that checks 0 cards doesn't win against 0 security cards
    (CR 11-5-1-2-1); the step says why, so the judge sees it."""
    cards = {"Greymon": {"kind": "digimon", "color": "red", "level": 4, "dp": 5000,
                         "play_cost": 5, "text": "<Security A. -1>"}}
    g = Game(scenario(p1={"battle": ["Greymon"]}, p2={"security": 0}, cards=cards))
    g.answer("attack p1-greymon -> player")
    assert g.state.winner is None
    (stop,) = g.find("no_more_checks", "p1-greymon")
    assert "0 security cards" in stop.text and "doesn't win" in stop.text
