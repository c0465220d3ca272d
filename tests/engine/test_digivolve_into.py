"""Digivolving by an effect ("<Digimon> may digivolve into ... in the hand/trash"): the
reading, the requirement, the cost (paid, not paid, reduced never below 0), Tokens."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError
from tests.engine.helpers import Game, scenario


def _tamer(text: str) -> dict:
    return {"kind": "tamer", "color": "red", "play_cost": 2, "text": text}


def _game(text: str, *, memory: int = 3, hand=("Greymon",), trash=(), battle=("Agumon",),
          cards: dict | None = None) -> Game:
    defs = {"Taichi": _tamer(text), **(cards or {})}
    return Game(scenario(p1={"hand": list(hand), "trash": list(trash),
                             "battle": ["Taichi", *battle]},
                         cards=defs, memory={"p1": memory}))


@pytest.mark.parametrize("tail, cost, n", [
    ("", "pay", 0),
    (" for its digivolution cost", "pay", 0),
    (" without paying the cost", "free", 0),
    (" with the digivolution cost reduced by 2", "reduced", 2),
    (" with the cost reduced by 1", "reduced", 1),
])
def test_each_cost_wording_is_read_and_rendered_back(tail: str, cost: str, n: int) -> None:
    text = f"[Main] 1 of your Digimon may digivolve into [Greymon] in your hand{tail}."
    action = read_whole(text).items[0].sentences[0].clause.action
    assert isinstance(action, ir.DigivolveInto)
    assert (action.cost, action.reduce, action.source, action.owner_word) == \
        (cost, n, "hand", "your")


def test_the_cost_is_paid_unless_the_effect_says_otherwise() -> None:
    g = _game("[Main] 1 of your Digimon may digivolve into [Greymon] in the hand.")
    g.answer("activate p1-taichi", "yes")
    assert g.zone("p1-greymon") == "p1.battle" and g.zone("p1-agumon") == "p1.under"
    assert g.mem() == 1  # Greymon's requirement costs 2
    assert g.find("draw", why="digivolution_bonus")


def test_a_reduction_never_makes_the_cost_negative() -> None:
    g = _game("[Main] 1 of your Digimon may digivolve into [Greymon] in the hand with the "
              "digivolution cost reduced by 5.")
    g.answer("activate p1-taichi", "yes")
    assert g.mem() == 3 and g.find("digivolve_by_effect", "p1-greymon", cost=0)
    assert not g.find("pay_cost")


def test_the_digivolution_requirement_must_be_met() -> None:
    """Only digivolving for free is granted: a Gabumon can't take Greymon's red Lv.3 line."""
    g = _game("[Main] 1 of your Digimon may digivolve into [Greymon] in the hand without "
              "paying the cost.", battle=("Gabumon",))
    g.answer("activate p1-taichi", "yes")
    assert g.find("no_target", clause="digivolve")
    assert g.zone("p1-greymon") == "p1.hand"


def test_a_token_cannot_digivolve_by_an_effect() -> None:
    token = {"Agumon Token": {"kind": "digimon", "color": "red", "level": 3, "dp": 3000,
                              "play_cost": 0, "token": True}}
    g = _game("[Main] 1 of your Digimon may digivolve into [Greymon] in the hand without "
              "paying the cost.", battle=("Agumon Token",), cards=token)
    g.answer("activate p1-taichi", "yes")
    assert g.find("no_target", clause="digivolve")


def test_the_player_chooses_among_the_digivolutions_and_from_the_trash() -> None:
    g = _game("[Main] 1 of your Digimon may digivolve into a Digimon card in the hand or trash "
              "without paying the cost.", trash=("Greymon",), hand=(),
              battle=("Agumon", "Gabumon"))
    g.answer("activate p1-taichi", "yes")
    assert g.zone("p1-greymon") == "p1.battle" and g.zone("p1-agumon") == "p1.under"
    assert g.snapshot["players"]["p1"]["trash"] == []


# ---------------------------------------------------------------- the Digimon's own reduction

REDUCER = {"kind": "digimon", "color": "red", "level": 3, "dp": 2000, "play_cost": 3,
           "digivolve": [{"color": "red", "level": 2, "cost": 0}]}


def _reducer(text: str, **kw) -> Game:
    cards = {"Agumon": {**REDUCER, "text": text}, "Tai": _tamer("")}
    p1 = {"hand": ["Greymon"], "battle": ["Agumon"], **kw}
    return Game(scenario(p1=p1, cards=cards))


def test_a_once_per_turn_reduction_applies_once() -> None:
    g = _reducer("[Your Turn] [Once Per Turn] When this Digimon would digivolve, reduce the "
                 "digivolution cost by 1.")
    g.answer("digivolve p1-greymon onto p1-agumon")
    assert g.mem() == 2 and g.find("digivolve", "p1-greymon", cost=1)
    assert g.find("digivolve_cost_reduced", "p1-greymon", before=2, cost=1)


def test_a_reduction_whose_condition_fails_does_not_activate() -> None:
    text = ("[Your Turn] [Once Per Turn] When this Digimon would digivolve, if you have a "
            "green Tamer, reduce the digivolution cost by 1.")
    g = _reducer(text)
    g.answer("digivolve p1-greymon onto p1-agumon")
    assert g.mem() == 1 and not g.find("activate")


def test_a_reduction_is_never_below_zero() -> None:
    g = _reducer("[Your Turn] When this Digimon would digivolve, reduce the cost by 5.")
    g.answer("digivolve p1-greymon onto p1-agumon")
    assert g.mem() == 3 and not g.find("pay_cost", cost=-3)


def test_a_reduction_for_other_cards_does_not_trigger() -> None:
    g = _reducer("[Your Turn] When this Digimon would digivolve into a Digimon card with the "
                 "[Dragon] trait, reduce the digivolution cost by 1.")
    g.answer("digivolve p1-greymon onto p1-agumon")
    assert g.mem() == 1 and not g.find("digivolve_cost_reduced")


def test_a_reduction_and_a_digivolution_by_an_effect_for_the_cost() -> None:
    cards = {"Agumon": {**REDUCER, "text": "[Your Turn] When this Digimon would digivolve, "
                                           "reduce the digivolution cost by 1."}}
    g = _game("[Main] 1 of your Digimon may digivolve into [Greymon] in the hand.", cards=cards)
    g.answer("activate p1-taichi", "yes")
    assert g.mem() == 2 and g.find("digivolve_by_effect", "p1-greymon", cost=1)


def test_a_reduction_and_a_free_digivolution_stop_the_run() -> None:
    """Whether a reduction activates when no cost is paid is not settled by the corpus."""
    cards = {"Agumon": {**REDUCER, "text": "[Your Turn] [Once Per Turn] When this Digimon "
                                           "would digivolve, reduce the digivolution cost by 1."}}
    g = _game("[Main] 1 of your Digimon may digivolve into [Greymon] in the hand without "
              "paying the cost.", cards=cards)
    g.answer("activate p1-taichi", "yes")
    assert g.find("unmodelled") and g.decision is None


def test_a_dna_digivolution_is_reduced_by_either_digimon() -> None:
    """Effects that affect digivolution also affect DNA digivolution (CR 4.2 8-2-2-5)."""
    cards = {
        "Omnimon": {"kind": "digimon", "colors": ["white"], "level": 6, "dp": 15000,
                    "play_cost": 15, "text": "[DNA Digivolve] red Lv.5 + blue Lv.5: Cost 3"},
        "WarGreymon": {"kind": "digimon", "color": "red", "level": 5, "dp": 12000,
                       "play_cost": 12, "text": "[Your Turn] When this Digimon would "
                                                "digivolve, reduce the digivolution cost by 2."},
        "MetalGarurumon": {"kind": "digimon", "color": "blue", "level": 5, "dp": 11000,
                           "play_cost": 12},
    }
    g = Game(scenario(p1={"hand": ["Omnimon"], "battle": ["WarGreymon", "MetalGarurumon"]},
                      cards=cards))
    g.answer("dna p1-omnimon onto p1-wargreymon + p1-metalgarurumon")
    assert g.mem() == 2 and g.find("dna_digivolve", "p1-omnimon", cost=1)


def test_when_it_would_digivolve_by_this_effect_reduces_that_digivolution() -> None:
    g = _game("[Main] 1 of your Digimon may digivolve into [Greymon] in your hand for its "
              "digivolution cost. When it would digivolve by this effect, reduce the cost by 1.")
    g.answer("activate p1-taichi", "yes")
    assert g.mem() == 2 and g.find("digivolve_by_effect", "p1-greymon", cost=1)


@pytest.mark.parametrize("text", [
    "[Main] <Draw 1>. When it would digivolve by this effect, reduce the cost by 1.",
    "[Main] 1 of your Digimon may digivolve into [Greymon] in the hand without paying the "
    "cost. When it would digivolve by this effect, reduce the cost by 1.",
])
def test_a_bound_reduction_needs_a_digivolution_for_the_cost_before_it(text: str) -> None:
    with pytest.raises(CardTextError, match="read only right after"):
        parse_text(text)


# ---------------------------------------------------------------- DNA digivolving by an effect

DNA_CARDS = {
    "Omnimon": {"kind": "digimon", "colors": ["white"], "level": 6, "dp": 15000,
                "play_cost": 15, "text": "[DNA Digivolve] red Lv.5 + blue Lv.5: Cost 2"},
    "WarGreymon": {"kind": "digimon", "color": "red", "level": 5, "dp": 12000, "play_cost": 12},
    "MetalGarurumon": {"kind": "digimon", "color": "blue", "level": 5, "dp": 11000,
                       "play_cost": 12},
    "Gabumon X": {"kind": "digimon", "color": "blue", "level": 5, "dp": 9000, "play_cost": 9},
}


def _dna(text: str, battle: list[str]) -> Game:
    cards = {**DNA_CARDS, "Taichi": _tamer(text)}
    return Game(scenario(p1={"hand": ["Omnimon"], "battle": ["Taichi", *battle]}, cards=cards))


def test_one_of_your_digimon_may_dna_digivolve_with_any_other() -> None:
    g = _dna("[Main] 1 of your Digimon may DNA digivolve into [Omnimon] in the hand.",
             ["WarGreymon", "MetalGarurumon"])
    g.answer("activate p1-taichi", "yes")
    assert g.stack("p1-omnimon")["under"] == ["p1-wargreymon", "p1-metalgarurumon"]
    assert g.mem() == 1 and g.find("draw", why="digivolution_bonus")


def test_this_digimon_and_another_must_include_this_digimon() -> None:
    """War + Gabumon X also meet Omnimon's requirement, but the effect names MetalGarurumon."""
    cards = {**DNA_CARDS, "MetalGarurumon": {**DNA_CARDS["MetalGarurumon"], "text": (
        "[Main] This Digimon and any of your other Digimon may DNA digivolve into a Digimon "
        "card in the hand.")}}
    g = Game(scenario(p1={"hand": ["Omnimon"], "battle": ["WarGreymon", "Gabumon X",
                                                           "MetalGarurumon"]}, cards=cards))
    g.answer("activate p1-metalgarurumon", "yes")
    assert g.stack("p1-omnimon")["under"] == ["p1-wargreymon", "p1-metalgarurumon"]
    assert g.zone("p1-gabumon-x") == "p1.battle"


def test_a_card_without_a_dna_requirement_is_never_dna_digivolved_into() -> None:
    g = _dna("[Main] 1 of your Digimon may DNA digivolve into a Digimon card in the hand.",
             ["WarGreymon"])
    g.answer("activate p1-taichi", "yes")
    assert g.find("no_target", clause="DNA digivolve") and g.zone("p1-omnimon") == "p1.hand"


def test_play_suspended_puts_the_digimon_in_suspended() -> None:
    g = _game("[Main] You may play 1 [Greymon] from your hand suspended without paying the cost.")
    g.answer("activate p1-taichi", "yes")
    assert g.stack("p1-greymon")["suspended"] and g.mem() == 3
    g2 = _game("[Main] You may play 1 [Greymon] from your hand without paying the cost.")
    g2.answer("activate p1-taichi", "yes")
    assert not g2.stack("p1-greymon")["suspended"]


# ---------------------------------------------------------------- a card's own play cost reduction

def _play(text: str, battle: list[str], memory: int = 3) -> Game:
    cards = {"Veemon": {"kind": "digimon", "color": "blue", "level": 4, "dp": 5000,
                        "play_cost": 12, "text": text}}
    return Game(scenario(p1={"hand": ["Veemon"], "battle": battle}, cards=cards,
                         memory={"p1": memory}))


def test_the_reduced_cost_makes_the_card_playable() -> None:
    """12 can't be paid from 0 (past the opponent's 10); 12 - 5 = 7 can (CR 4.2 1-3-11-2)."""
    text = "When this card would be played, if you have a red Digimon, reduce the play cost by 5."
    assert "play p1-veemon" in {o.id for o in _play(text, ["Agumon"], memory=0).decision.options}
    assert "play p1-veemon" not in {o.id for o in _play(text, ["Gabumon"], 0).decision.options}


def test_a_play_cost_reduction_is_never_below_zero() -> None:
    g = _play("When this card would be played, reduce the play cost by 20.", [])
    g.answer("play p1-veemon")
    assert g.mem() == 3 and g.find("play_cost_reduced", "p1-veemon", cost=0)


def test_a_play_cost_reduction_on_inherited_text_is_refused() -> None:
    with pytest.raises(CardTextError, match="own text only"):
        parse_text("When this card would be played, reduce the play cost by 1.", inherited=True)


# ---------------------------------------------------------------- ignoring the requirements

def test_ignoring_the_requirements_digivolves_a_digimon_that_meets_none() -> None:
    """Gabumon meets none of Greymon's requirements; they are ignored (CR 4.2 8-1-2-2)."""
    g = _game("[Main] 1 of your Digimon may digivolve into [Greymon] in the hand for a "
              "digivolution cost of 1, ignoring its digivolution requirements.",
              battle=("Gabumon",))
    g.answer("activate p1-taichi", "yes")
    assert g.zone("p1-gabumon") == "p1.under" and g.mem() == 2
    assert g.find("digivolve_by_effect", "p1-greymon", cost=1, requirement="")


def test_ignoring_the_requirements_never_digivolves_a_token() -> None:
    token = {"Agumon Token": {"kind": "digimon", "color": "red", "level": 3, "dp": 3000,
                              "play_cost": 0, "token": True}}
    g = _game("[Main] 1 of your Digimon can digivolve into [Greymon] from your hand, ignoring "
              "its digivolution requirements and without paying the cost.",
              battle=("Agumon Token",), cards=token)
    g.answer("activate p1-taichi", "yes")
    assert g.find("no_target", clause="digivolve") and g.zone("p1-greymon") == "p1.hand"


# ---------------------------------------------------------------- Tokens

@pytest.mark.parametrize("note, facts", [
    ("(Digimon/Cost 14/Lv.6/White/Mega/Unknown/Unidentified/3000 DP)",
     (("white",), 3000, 6, 14, ("Mega", "Unknown", "Unidentified"), ())),
    ("(Digimon/Yellow/6000 DP/<Blocker> <Guard>)", (("yellow",), 6000, None, None, (),
                                                   ("Blocker", "Guard"))),
    ("(Diaboromon Tokens are level 6 white Digimon with a memory cost of 14, 3000 DP, and are "
     "Mega form, Unidentified type, and Unknown attribute.)",
     (("white",), 3000, 6, 14, ("Mega", "Unknown", "Unidentified"), ())),
])
def test_a_tokens_reminder_gives_its_facts(note: str, facts: tuple) -> None:
    from judgeapp.engine.dcg.token_spec import read
    spec = read("Diaboromon", note)
    assert (spec.colors, spec.dp, spec.level, spec.cost, spec.traits, spec.keywords) == facts


@pytest.mark.parametrize("text, why", [
    ("[Main] Play 1 [Kotenken] Token.", "is missing"),
    ("[Main] You may play 1 [Familiar] Token. (Digimon/Yellow/3000 DP/[On Deletion] <Draw 1>.)",
     "other than keywords"),
    ("[Main] You may play 1 [Gyuukimon] Token (Digimon/Cost 7/Lv.5/Purple/3000 DP).",
     "without 'without paying the cost'"),
])
def test_a_token_the_engine_cannot_make_is_refused(text: str, why: str) -> None:
    with pytest.raises(CardTextError, match=why):
        parse_text(text)


def test_a_played_token_has_its_keywords_and_leaves_the_game() -> None:
    g = _game("[Main] You may play 1 [Kotenken] Token. (Digimon/Black/9000 DP/<Blocker>)")
    g.answer("activate p1-taichi", "yes")
    token = g.stack("p1-kotenken-token-1")
    assert token["dp"] == 9000 and "blocker" in str(token).lower()
    assert g.snapshot["cards"]["p1-kotenken-token-1"]["token"] is True


BY_MAY = ("[Main] By suspending this Tamer, 1 of your Digimon may digivolve into [Greymon] in "
          "the hand without paying the cost.")


def test_by_a_cost_the_digivolution_stays_optional() -> None:
    """ "By X, <Digimon> may digivolve": paying X does not oblige the digivolution (official
    Q&A Q2853, Q2867: "The effect reads 'may digivolve', so you can choose whether or not to
    digivolve"; CR 4.2 15-7-1: the processing after a paid "by" cost is performed as
    written)."""
    g = _game(BY_MAY)
    g.answer("activate p1-taichi", "yes", "no")
    assert g.find("optional_declined")
    assert g.zone("p1-greymon") == "p1.hand" and g.zone("p1-agumon") == "p1.battle"


def test_by_a_cost_the_digivolution_is_done_when_chosen() -> None:
    g = _game(BY_MAY)
    g.answer("activate p1-taichi", "yes", "yes")
    assert g.zone("p1-greymon") == "p1.battle" and g.zone("p1-agumon") == "p1.under"


def test_by_a_cost_not_paid_nothing_is_offered() -> None:
    """The "may" is asked only after the cost is paid (CR 4.2 15-7-2)."""
    g = _game(BY_MAY)
    g.answer("activate p1-taichi", "no")
    assert g.find("cost_declined") and not g.find("optional_declined")
    assert g.zone("p1-greymon") == "p1.hand"



def test_a_condition_on_by_and_its_own_may_is_checked_once() -> None:
    """A false condition skips the cost and the digivolution together."""
    g = _game("[Main] If you have 2 or more Tamers, by suspending this Tamer, 1 of your "
              "Digimon may digivolve into [Greymon] in the hand without paying the cost.")
    g.answer("activate p1-taichi")
    assert g.find("condition_false") and not g.find("optional_declined")
    assert g.zone("p1-greymon") == "p1.hand"
