"""Card descriptions joined with "or" (card_either.py): read, rendered back, lowered to a
filter a card fits when it fits one alternative, and refused where the scope of a word is not
settled by the official answers."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg import card_refs
from judgeapp.engine.dcg.cards import CardDef
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError


def _filter(text: str):
    (effect,) = parse_text(text)
    return effect.clauses[0].actions[0].filter


def _card(name: str, kind: str, colors=("red",), traits=(), level=3):
    return CardDef(name=name, kind=kind, colors=tuple(colors), traits=tuple(traits),
                   level=level if kind == "digimon" else None)


TAMER = _card("Tai Kamiya", "tamer")
SNOW = _card("SnowAgumon", "digimon", colors=("blue",))
GABU = _card("Gabumon", "digimon", colors=("blue",))
OPTION = _card("Gaia Force", "option")


@pytest.mark.parametrize("text", [
    "[Main] Return 1 Tamer card or 1 Digimon card with [Agumon] in its name from your trash "
    "to your hand.",
    "[Main] Return 1 purple Digimon card or purple Option card from your trash to your hand.",
    "[Main] Return 1 card with [Lucemon] in its name or the [Royal Knight] trait from your "
    "trash to the hand.",
    "[Main] Return 1 Tamer or Option card with [Agumon] in its text from your trash to "
    "your hand.",
    "[Main] You may play 1 level 3 Digimon card or a Tamer card from your hand without "
    "paying the cost.",
])
def test_the_reading_renders_back_as_printed(text: str) -> None:
    assert read_whole(text)


def test_counted_alternatives_each_keep_their_own_words() -> None:
    """Q3187/Q1332: "1 Tamer card or 1 Digimon card with [Agumon] in its name" -- the Tamer
    needs no [Agumon]; a Digimon card needs it."""
    flt = _filter("[Main] Return 1 Tamer card or 1 Digimon card with [Agumon] in its name "
                  "from your trash to your hand.")
    assert card_refs.fits(TAMER, flt) and card_refs.fits(SNOW, flt)
    assert not card_refs.fits(GABU, flt) and not card_refs.fits(OPTION, flt)


def test_with_alternatives_join_the_last_with() -> None:
    flt = _filter("[Main] Return 1 Digimon card with [Greymon] in its name or the [Royal "
                  "Knight] trait from your trash to the hand.")
    knight = _card("Dynasmon", "digimon", traits=("Royal Knight",))
    assert card_refs.fits(_card("MetalGreymon", "digimon"), flt)
    assert card_refs.fits(knight, flt)
    assert not card_refs.fits(GABU, flt)
    assert not card_refs.fits(_card("Knight", "tamer", traits=("Royal Knight",)), flt)


def test_a_kind_pair_shares_the_words_after_it() -> None:
    flt = _filter("[Main] Return 1 Tamer or Option card with [Agumon] in its text from your "
                  "trash to your hand.")
    assert card_refs.fits(_card("Agumon Cheer", "option"), flt)
    assert not card_refs.fits(OPTION, flt)
    assert not card_refs.fits(_card("Agumon", "digimon"), flt)


def test_a_color_on_one_alternative_only_is_refused() -> None:
    with pytest.raises(CardTextError, match="Q3424"):
        parse_text("[Main] You may play 1 blue level 3 Digimon card or 1 Tamer card from "
                   "your hand without paying the cost.")


def test_uncounted_alternatives_must_differ_in_kind_only() -> None:
    with pytest.raises(CardTextError, match="not settled"):
        parse_text("[Main] Return 1 Tamer card or Option card with the [CS] trait from your "
                   "trash to your hand.")


def test_or_after_a_description_without_with_is_refused() -> None:
    with pytest.raises(CardTextError, match="join a card description"):
        parse_text("[Main] Return 1 Tamer card or the [CS] trait from your trash to your "
                   "hand.")


def test_a_color_count_is_the_exact_number_of_colors() -> None:
    """Q1698: "1 2-color red card" -- two colors, one of them red (an Option card too)."""
    flt = _filter("[Main] Return 1 2-color red card from your trash to your hand.")
    assert card_refs.fits(_card("Red Blue", "option", colors=("red", "blue")), flt)
    assert not card_refs.fits(_card("Agumon", "digimon", colors=("red",)), flt)
    assert not card_refs.fits(_card("Tri", "digimon", colors=("red", "blue", "yellow")), flt)
    assert not card_refs.fits(_card("Yellow Green", "tamer", colors=("yellow", "green")), flt)


def test_up_to_is_read_in_returns_from_the_trash_and_among_revealed_cards() -> None:
    (effect,) = parse_text("[Main] Return up to 2 purple Digimon cards from your trash to "
                           "your hand.")
    assert effect.clauses[0].actions[0].up_to
    (effect,) = parse_text("[On Play] Reveal the top 5 cards of your deck. Add up to 2 cards "
                           "with [Knightmon] in their names among them to your hand. Trash "
                           "the rest.")
    assert any(a.verb == "add-among" and a.up_to for c in effect.clauses for a in c.actions)
    with pytest.raises(CardTextError, match="up to"):
        parse_text("[Main] By returning up to 2 purple Digimon cards from your trash to your "
                   "hand, <Draw 1>.")


def test_a_name_with_the_card_word_is_that_exact_name_of_that_kind() -> None:
    flt = _filter("[Main] Return 1 [Arata Sanada] Tamer card from your trash to your hand.")
    assert card_refs.fits(_card("Arata Sanada", "tamer"), flt)
    assert not card_refs.fits(_card("Arata Sanada", "digimon"), flt)
    assert not card_refs.fits(_card("Arata Sanada (Tri)", "tamer"), flt)


def test_this_digimon_has_a_name_or_a_trait_is_one_condition_either_way() -> None:
    (effect,) = parse_text("[When Attacking] If this Digimon has [Tyrannomon] in its name or "
                           "the [Dinosaur] trait, <Draw 1>.")
    cond = effect.clauses[0].condition
    assert cond.subject == "this-any"
    assert [c.subject for c in cond.any_of] == ["this-name-part", "this-trait"]


def test_a_digimon_target_with_two_alternatives() -> None:
    (effect,) = parse_text("[Main] Delete 1 of your opponent's Digimon with [Greymon] in its "
                           "name or the [CS] trait.")
    target = effect.clauses[0].actions[0].target
    assert [bool(f.name_has) for f in target.any_of] == [True, False]
    assert card_refs.fits(_card("Lopmon", "digimon", traits=("CS",)), target.any_of[1])


def test_a_name_first_then_a_counted_description() -> None:
    """Q811: "1 [Agumon] or 1 Tamer card with [Tai Kamiya] in its name" -- Agumon Expert is
    neither."""
    flt = _filter("[Main] Return 1 [Agumon] or 1 Tamer card with [Tai Kamiya] in its name "
                  "from your trash to your hand.")
    assert card_refs.fits(_card("Agumon", "digimon"), flt)
    assert card_refs.fits(_card("Tai Kamiya", "tamer"), flt)
    assert not card_refs.fits(_card("Agumon Expert", "digimon"), flt)
    assert not card_refs.fits(_card("Tai Kamiya", "digimon"), flt)


def test_and_a_play_cost_joins_the_description_before_it() -> None:
    (effect,) = parse_text("[Main] You may play 1 card with the [LIBERATOR] trait and a play "
                           "cost of 4 or less from your hand without paying the cost.")
    flt = effect.clauses[0].actions[0].filter
    assert (flt.trait, flt.max_cost) == ("LIBERATOR", 4)
    with pytest.raises(CardTextError, match="and a play cost"):
        parse_text("[Main] You may play 1 [Agumon] and a play cost of 4 or less from your "
                   "hand without paying the cost.")


def test_such_repeats_the_description_before_with_another_kind() -> None:
    """Q2495/Q837: "1 Digimon card with the [SoC] trait and 1 such Tamer card" -- the Tamer
    card needs the [SoC] trait."""
    (effect,) = parse_text("[On Play] Reveal the top 3 cards of your deck. Add 1 green "
                           "Digimon card and 1 such Tamer card among them to the hand. Trash "
                           "the rest.")
    add = next(a for c in effect.clauses for a in c.actions if a.verb == "add-among")
    such = add.picks[1][1]
    assert (such.kind, such.colors) == ("tamer", ("green",))
    with pytest.raises(CardTextError, match="such"):
        parse_text("[On Play] Reveal the top 3 cards of your deck. Add 1 [Agumon] and 1 such "
                   "Tamer card among them to the hand. Trash the rest.")
