"""Immediate-type effects that triggered on the same deletion can still be activated after
one of them prevented it (official Q&A Q6516: <Evade> first, then <Decode>; Q5906, Q5437),
unless the Digimon lost the effect meanwhile (Q6250; CR 15-4-4-4)."""

from .helpers import Game, scenario

CARDS = {
    "Ryugumon": {"kind": "digimon", "color": "blue", "level": 6, "dp": 12000,
                 "play_cost": 11, "text": "<Evade> <Decode ([Aqua] trait)>"},
    "Syakomon": {"kind": "digimon", "color": "blue", "level": 3, "dp": 2000,
                 "play_cost": 3, "traits": ["Aqua"]},
    "Gaia Force": {"kind": "option", "color": "red", "use_cost": 8,
                   "text": "[Main] Delete 1 of your opponent's Digimon."},
}
EVADE, DECODE = "p2-ryugumon keyword p2-ryugumon#0", "p2-ryugumon keyword p2-ryugumon#1"


def _game(top: str = "Ryugumon", **cards) -> Game:
    return Game(scenario(p1={"hand": ["Gaia Force"], "battle": ["Agumon"]},
                         p2={"battle": [{"card": top, "under": ["Syakomon"]}]},
                         cards={**CARDS, **cards}, memory={"p1": 8}))


def test_decode_still_activates_after_evade_prevented_the_deletion():
    g = _game().answer("use p1-gaia-force", EVADE, "yes")
    assert g.find("prevented", "p2-ryugumon")
    assert g.decision.kind == "optional" and "digivolution cards" in g.decision.prompt
    g.answer("yes")
    decode = g.find("interrupt", "p2-ryugumon")[-1]
    assert "already prevented" in decode.text
    assert g.zone("p2-syakomon") == "p2.battle" and g.zone("p2-ryugumon") == "p2.battle"


def test_a_second_prevention_is_still_offered_after_the_first():
    armored = {**CARDS["Ryugumon"], "text": "<Evade> <Armor Purge>"}
    g = _game(Ryugumon=armored).answer("use p1-gaia-force", EVADE, "yes")
    assert g.find("prevented", "p2-ryugumon")
    assert g.decision.kind == "pay_cost"  # <Armor Purge>: the player may decline it
    g.answer("no")
    assert g.zone("p2-ryugumon") == "p2.battle" and g.zone("p2-syakomon") == "p2.under"


def test_an_effect_lost_meanwhile_can_no_longer_activate():
    """<Decode> plays Syakomon from under Ryugumon first: the <Evade> Ryugumon inherited from
    it is lost, so the deletion happens."""
    plain = {**CARDS["Ryugumon"], "text": "<Decode ([Aqua] trait)>"}
    evading = {**CARDS["Syakomon"], "inherited": "<Evade>"}
    g = _game(Ryugumon=plain, Syakomon=evading).answer("use p1-gaia-force")
    assert g.decision.kind == "interrupt"
    decode = next(o.id for o in g.decision.options if "Decode" in o.label)
    g.answer(decode, "yes")  # <Decode>: play Syakomon
    assert g.zone("p2-syakomon") == "p2.battle"
    assert g.zone("p2-ryugumon") == "p2.trash"
    assert not g.find("prevented")
    (lost,) = g.find("cannot_activate", "p2-ryugumon")
    assert "no longer has this effect" in lost.data["reason"]
