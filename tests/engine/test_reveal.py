"""Revealing the top of the deck: the reading, its bindings, and what the engine refuses."""

import pytest

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError

DRACOMON = ("[On Play] Reveal the top 3 cards of your deck. Add 1 Digimon card with [Dramon] in "
            "its name among them to your hand. Place the remaining cards at the bottom of your "
            "deck in any order.")


def test_among_them_and_the_rest_are_bound_to_the_reveal() -> None:
    effect = read_whole(DRACOMON).items[0]
    reveal, add, rest = (s.clause.action for s in effect.sentences)
    assert reveal == ir.Reveal(3, "top")
    assert add.among == ir.Among(0) and add.hand_word == "your"
    (pick,) = add.picks
    assert pick.n == 1 and pick.cards.kind == "digimon"
    assert pick.cards.after == (ir.NameHas(("Dramon",)),)
    assert rest == ir.Rest("deck-bottom", 1, ir.Among(0))


@pytest.mark.parametrize("rest, to", [
    ("Return the rest to the bottom of the deck.", "deck-bottom"),
    ("Return the rest to the bottom of deck.", "deck-bottom"),
    ("Place the rest at the bottom of the deck in any order.", "deck-bottom"),
    ("Trash the rest.", "trash"),
    ("Trash the remaining cards.", "trash"),
])
def test_each_printed_wording_of_the_rest_reads_back(rest: str, to: str) -> None:
    text = ("[Main] Reveal 4 cards from the top of your deck. Add 1 [Blue Flare] trait card "
            f"among them to the hand. {rest}")
    effect = read_whole(text).items[0]
    assert effect.sentences[-1].clause.action.to == to
    assert [a.verb for c in parse_text(text)[0].clauses for a in c.actions] == \
        ["reveal", "add-among", "reveal-rest"]


def test_among_them_without_a_reveal_is_refused() -> None:
    with pytest.raises(CardTextError, match="no earlier sentence of the effect reveals"):
        read_whole("[Main] Add 1 Tamer card among them to the hand.")


@pytest.mark.parametrize("text", [
    "[Main] Reveal the top 3 cards of your deck.",  # the revealed cards are never placed
    "[Main] Reveal the top 3 cards of your deck. <Draw 1>. Trash the rest.",  # other processing
    "[Main] Reveal the top 3 cards of your deck. Trash the rest. Add 1 Tamer card among them "
    "to the hand.",  # among them after the rest was placed
])
def test_the_engine_refuses_a_reveal_it_cannot_execute_whole(text: str) -> None:
    with pytest.raises(CardTextError, match="a reveal is read as"):
        parse_text(text)


@pytest.mark.parametrize("description, expected", [
    ("1 level 6 or higher Digimon card", {"kind": "digimon", "min_level": 6}),
    ("1 level 4 Digimon card", {"kind": "digimon", "min_level": 4, "max_level": 4}),
    ("1 card with the [Night Claw]/[Galaxy] trait", {"traits_any": ("Night Claw", "Galaxy")}),
    ("1 card with the [Ghost] or [LIBERATOR] trait", {"traits_any": ("Ghost", "LIBERATOR")}),
    ("1 [Ice-Snow] trait Digimon card", {"kind": "digimon", "trait": "Ice-Snow"}),
])
def test_card_descriptions_among_them_lower_to_their_filter(description: str,
                                                           expected: dict) -> None:
    text = (f"[Main] Reveal the top 3 cards of your deck. Add {description} among them to the "
            "hand. Trash the rest.")
    read_whole(text)
    (add,) = parse_text(text)[0].clauses[1].actions
    ((n, flt),) = add.picks
    assert n == 1
    assert {k: getattr(flt, k) for k in expected} == expected


def test_play_among_them_reads_and_lowers_with_its_count() -> None:
    text = ("[On Deletion] Reveal the top 3 cards of your deck. You may play 1 [Chuumon] among "
            "them without paying its memory cost. Place the remaining cards at the bottom of "
            "your deck in any order.")
    play = read_whole(text).items[0].sentences[1].clause.action
    assert play == ir.PlayAmong(ir.Cards(names=("Chuumon",)), 1, False, "its memory cost",
                                ir.Among(0))
    (action,) = parse_text(text)[0].clauses[1].actions
    assert (action.verb, action.amount, action.filter.names) == ("play-among", 1, ("Chuumon",))


@pytest.mark.parametrize("rest, to", [
    ("Return the rest to the top or bottom of the deck.", "deck-top-or-bottom"),
    ("Place the rest at the top or bottom of your deck in any order.", "deck-top-or-bottom"),
    ("Return the rest to the top of the deck.", "deck-top"),
    ("Place the rest on top of your deck in any order.", "deck-top"),
])
def test_the_rest_to_the_top_of_the_deck(rest: str, to: str) -> None:
    text = ("[Main] Reveal the top 3 cards of your deck. Add 1 Tamer card among them to the "
            f"hand. {rest}")
    assert read_whole(text).items[0].sentences[-1].clause.action.to == to


def test_an_unprinted_combination_of_the_rest_is_refused() -> None:
    with pytest.raises(CardTextError, match="the rest is read in the printed wordings only"):
        read_whole("[Main] Reveal the top 3 cards of your deck. Return the rest to the top of "
                   "deck.")


@pytest.mark.parametrize("description, colors", [
    ("all yellow Tamer cards", ("yellow",)),
    ("1 purple or black Digimon card", ("purple", "black")),
])
def test_colored_card_descriptions(description: str, colors: tuple[str, ...]) -> None:
    text = (f"[Main] Reveal the top 3 cards of your deck. Add {description} among them to "
            "your hand. Trash the rest.")
    read_whole(text)
    ((n, flt),) = parse_text(text)[0].clauses[1].actions[0].picks
    assert flt.colors == colors and (n is None) == description.startswith("all")
