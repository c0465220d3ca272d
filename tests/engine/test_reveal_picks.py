"""The reveal family's long tail (text_reveal_picks.py): descriptions of the revealed cards an
effect adds or plays, and the rest's remaining printed wordings."""

import pytest

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.card_refs import icon_in_effects
from judgeapp.engine.dcg.cards import CardDef
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError


def _reveal(sentence: str, rest: str = "Trash the rest.") -> str:
    return f"[On Play] Reveal the top 3 cards of your deck. {sentence} {rest}"


def _picks(text: str) -> tuple:
    read_whole(text)
    return parse_text(text)[0].clauses[1].actions[0].picks


@pytest.mark.parametrize("rest, to", [
    ("Place the remaining cards on the bottom of your deck in any order.", "deck-bottom"),
    ("Place the remaining cards at the top of your deck in any order.", "deck-top"),
])
def test_the_remaining_cards_on_the_bottom_or_at_the_top(rest: str, to: str) -> None:
    text = _reveal("Add 1 Tamer card among them to your hand.", rest)
    assert read_whole(text).items[0].sentences[-1].clause.action.to == to


@pytest.mark.parametrize("pick, n", [("1 Digimon card with <Digi-Burst>", 1),
                                     ("all Digimon cards with <Fortitude>", None)])
def test_a_card_with_an_icon_is_read_as_the_icon_in_its_effects(pick: str, n: int | None) -> None:
    text = _reveal(f"Add {pick} among them to the hand.")
    (p,) = read_whole(text).items[0].sentences[1].clause.action.picks
    assert p.cards.after[-1] == ir.EffectIcon(pick.split("with ")[1])
    ((count, flt),) = _picks(text)
    assert count == n and flt.kind == "digimon" and flt.effect_icon == pick.split("with ")[1]


def test_the_icon_counts_in_the_effects_not_in_an_inherited_effect_or_a_note() -> None:
    def card(text: str = "", inherited: str = "") -> CardDef:
        return CardDef("X", "digimon", printed=(text, inherited), effect_text=text)
    assert icon_in_effects(card("[When Digivolving] <Blitz>"), "<Blitz>")
    assert not icon_in_effects(card(inherited="<Blitz>"), "<Blitz>")  # official Q&A Q3249
    assert not icon_in_effects(card("<Alliance> (... it gains <Security A. +1> ...)"),
                               "<Security A. +1>")  # CR 4.2 4-23-5
    assert not icon_in_effects(card("<Material Save 2>"), "<Save>")  # CR 4.2 4-23-4


def test_a_level_pair_is_either_level() -> None:
    ((n, flt),) = _picks(_reveal("Add 1 level 4 or 5 Digimon card among them to your hand."))
    assert n == 1 and flt.kind == "digimon"
    assert [(f.min_level, f.max_level) for f in flt.any_of[0]] == [(4, 4), (5, 5)]


@pytest.mark.parametrize("sentence, first, second", [
    ("Add 1 yellow and 1 purple card with [Angel], [Archangel], or [Fallen Angel] in their "
     "traits among them to your hand.", {"colors": ("yellow",)}, {"colors": ("purple",)}),
    ("Add 1 level 5 and 1 level 6 Digimon card among them to your hand.",
     {"min_level": 5, "max_level": 5}, {"min_level": 6, "max_level": 6}),
])
def test_a_shared_noun_gives_both_descriptions_the_rest(sentence: str, first: dict,
                                                        second: dict) -> None:
    (one, two) = _picks(_reveal(sentence))
    for (n, flt), own in ((one, first), (two, second)):
        assert n == 1 and {k: getattr(flt, k) for k in own} == own
    # everything but the printed color / level is the second description's (Q&A Q745)
    assert {k: v for k, v in one[1].__dict__.items() if k not in first} == \
        {k: v for k, v in two[1].__dict__.items() if k not in second}


@pytest.mark.parametrize("sentence", [
    "Add 1 yellow and 1 level 6 Digimon card among them to your hand.",
    "Add 1 yellow and 1 [Agumon] among them to your hand.",
    "Add 1 level 5 and 1 level 6 or higher Digimon card among them to your hand.",
])
def test_a_shared_noun_with_nothing_to_share_is_refused(sentence: str) -> None:
    with pytest.raises(CardTextError):
        parse_text(_reveal(sentence))


def test_trash_all_among_them_lowers_to_every_fitting_card() -> None:
    text = ("[When Digivolving] You may reveal the top 5 cards of your deck. Trash all Tamer cards "
            "among them. Place the remaining cards at the bottom of your deck in any order.")
    assert read_whole(text).items[0].sentences[1].clause.action.n is None
    (action,) = parse_text(text)[0].clauses[1].actions
    assert action.verb == "trash-among" and [(n, f.kind) for n, f in action.picks] == \
        [(None, "tamer")]


@pytest.mark.parametrize("alternatives, seps, counts", [
    ("card with [Hybrid] in its traits, [Susanoomon], or [Takuya Kanbara]", (",", ", or"),
     ("", "")),
    ("card with [Knightmon] in its name, 1 [DeadlyAxemon], or 1 [Nene Amano]", (",", ", or"),
     ("1", "1")),
    ("card with [Hybrid] in its traits, [Susanoomon] or [Takuya Kanbara]", (",", " or"),
     ("", "")),
])
def test_a_description_then_a_list_of_names_is_one_card_fitting_one(alternatives: str,
                                                                    seps: tuple,
                                                                    counts: tuple) -> None:
    text = _reveal(f"Add 1 {alternatives} among them to your hand.")
    (pick,) = read_whole(text).items[0].sentences[1].clause.action.picks
    assert (pick.cards.either_seps, pick.cards.either_counts) == (seps, counts)
    ((n, flt),) = _picks(text)
    described, *named = flt.any_of[0]
    assert n == 1 and len(named) == 2 and all(f.names and not f.trait_in for f in named)
    assert not described.names


def test_a_colored_description_before_names_is_refused() -> None:
    with pytest.raises(CardTextError, match="not settled"):
        read_whole(_reveal("Add 1 red card with [Hybrid] in its traits, [Susanoomon], or "
                           "[Takuya Kanbara] among them to your hand."))


@pytest.mark.parametrize("text, verb, form", [
    ("[On Play] Look at the top card of your deck.", "look-deck-top", "do"),
    ("[When Attacking] You may reveal 1 purple card from your hand and place it on top of your "
     "deck.", "hand-to-deck-top", "may"),
])
def test_looking_at_the_deck_top_and_revealing_from_the_hand(text: str, verb: str,
                                                             form: str) -> None:
    read_whole(text)
    (clause,) = parse_text(text)[0].clauses
    assert clause.form == form and [a.verb for a in clause.actions] == [verb]


def test_revealing_from_the_hand_is_a_cost_before_to_have() -> None:
    text = ("[When Attacking] You may reveal 1 green Digimon card from your hand and place it on "
            "top of your deck to have this Digimon get +3000 DP for the turn.")
    read_whole(text)
    (clause,) = parse_text(text)[0].clauses
    (cost,) = clause.cost
    assert clause.form == "by" and cost.verb == "hand-to-deck-top"
    assert (cost.amount, cost.filter.colors, cost.filter.kind) == (1, ("green",), "digimon")


def test_play_suspended_among_them() -> None:
    text = ("[On Deletion] Reveal the top 3 cards of your deck. You may play 1 play cost 7 or "
            "lower [TS] trait card suspended among them without paying the cost. Trash the rest.")
    assert read_whole(text).items[0].sentences[1].clause.action.suspended
    (action,) = parse_text(text)[0].clauses[1].actions
    assert (action.verb, action.suspended, action.filter.max_cost) == ("play-among", True, 7)


def test_that_has_a_name_part_and_a_play_cost() -> None:
    text = ("[On Play] Reveal the top 3 cards of your deck. You may play 1 Digimon card that has "
            "[Mamemon] in its name and a play cost of 10 or less among them without paying the "
            "cost. Trash the rest.")
    play = read_whole(text).items[0].sentences[1].clause.action
    assert play.cards.after[0] == ir.NameHas(("Mamemon",), that=True)
    (action,) = parse_text(text)[0].clauses[1].actions
    assert (action.filter.name_has, action.filter.max_cost) == (("Mamemon",), 10)
    with pytest.raises(CardTextError, match="'that has' is read with 'in its name'"):
        read_whole(text.replace("in its name", "in its text"))


def test_reveal_the_top_card_and_place_it_in_one_sentence() -> None:
    text = ("[When Attacking] Reveal the top card of your deck, and place it at the top or bottom "
            "of your deck.")
    both = read_whole(text).items[0].sentences[0].clause.action
    assert isinstance(both, ir.Both) and both.first == ir.Reveal(1, "top-card", plural=False)
    assert both.second.to == "deck-top-or-bottom"
    (clause,) = parse_text(text)[0].clauses
    assert [a.verb for a in clause.actions] == ["reveal", "reveal-rest"]
    with pytest.raises(CardTextError, match="'it' is the one card revealed"):
        read_whole(text.replace("the top card of", "the top 3 cards of"))


@pytest.mark.parametrize("sentence, from_it", [
    ("You may search your security stack for 1 card with [Hybrid] or [Ten Warriors] in its "
     "traits, reveal it, and add it to your hand.", False),
    ("Search your security stack, reveal 1 card with [Angel] in its traits from it, and add it "
     "to your hand.", True),
])
def test_search_and_add_in_one_sentence(sentence: str, from_it: bool) -> None:
    text = (f"[On Play] {sentence} If you added a card to your hand, <Recovery +1 (Deck)>. Then, "
            "shuffle your security stack.")
    search = read_whole(text).items[0].sentences[0].clause.action
    assert isinstance(search, ir.SearchFor) and search.from_it == from_it
    first, recovery, shuffle = parse_text(text)[0].clauses
    assert [a.verb for a in first.actions] == ["search-security", "add-among"]
    assert recovery.condition is not None and shuffle.actions[0].verb == "shuffle-security"
    with pytest.raises(CardTextError, match="'it' is the one card searched for"):
        read_whole(text.replace("1 card", "2 cards"))
