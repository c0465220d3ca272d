"""The card-text grammar (text_grammar.lark) and its typed reading (text_ir, text_render).

Every card text the engine executes (every card text of the library scenarios and every
documented example) has exactly one reading, which renders back to the printed text.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
import yaml
from lark import Lark
from lark.exceptions import GrammarError

from judgeapp.engine.dcg import text_ir as ir
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_docs import EXAMPLES
from judgeapp.engine.dcg.text_grammar import (
    GRAMMAR_FILE,
    WordLexer,
    normalized,
    read_box,
    read_whole,
)
from judgeapp.engine.dcg.text_render import render_box
from judgeapp.engine.errors import CardTextError
from judgeapp.resources import resource_dir

# examples printed without a timing (a card's own play cost reduction comes first)
UNTIMED = ("[", "When you would play this card", "When this card would be played",
           "When you would use this card", "When one of your", "When you trash this card",
           "When this card is trashed", "When playing this card")


def _library_texts() -> list[tuple[str, str, bool]]:
    out = []
    for path in sorted(resource_dir("scenarios").glob("*.yaml")):
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        if doc.get("game", "dcg") != "dcg":
            continue
        for card in doc.get("cards") or []:
            for field in ("text", "inherited", "security"):
                if card.get(field):
                    out.append((f"{path.name}:{card['name']}:{field}", card[field],
                                field == "security"))
    return out


LIBRARY = _library_texts()


def _engine_reads(text: str, security: bool) -> bool:
    try:
        parse_text(text, security=security)
    except CardTextError:
        return False
    return True


def test_library_has_card_texts() -> None:
    assert len(LIBRARY) > 150


@pytest.mark.parametrize(("where", "text", "security"), LIBRARY, ids=[w for w, _, _ in LIBRARY])
def test_what_the_engine_reads_renders_back_to_its_text(where, text, security):
    engine = _engine_reads(text, security)
    try:
        box = read_whole(text, security=security)
    except CardTextError as exc:
        assert not engine, f"the engine executes it, its reading does not render back: {exc}"
        return
    assert engine, "the reading renders back, but the engine does not execute it"
    assert box.items


@pytest.mark.parametrize(("name", "example"), EXAMPLES, ids=[n for n, _ in EXAMPLES])
def test_every_documented_example_is_read(name, example):
    text = example if example.startswith(UNTIMED) or "color requirements" in example \
        else f"[On Play] {example}"
    assert normalized(render_box(read_whole(text))) == normalized(text)


def test_it_is_bound_to_the_sentence_that_chose():
    box = read_whole("[On Play] Suspend 1 of your opponent's Digimon. Then, it gets -2000 DP "
                     "for the turn.")
    second = box.items[0].sentences[1]
    assert second.then and second.clause.action.target == ir.Ref(to=0)


def test_it_without_an_earlier_choice_is_the_cards_own():
    box = read_whole("[When Digivolving] Unsuspend this Digimon. Then, it gets +1000 DP for "
                     "the turn.")
    assert box.items[0].sentences[1].clause.action.target == ir.Ref(to=None)


def test_round_trip_catches_a_misreading():
    text = "[On Play] Delete 1 of your opponent's Digimon with 4000 DP or less."
    box = read_box(text)
    delete = box.items[0].sentences[0].clause.action
    wrong = replace(delete, target=replace(delete.target, after=()))
    misread = replace(box, items=(replace(box.items[0], sentences=(
        replace(box.items[0].sentences[0], clause=ir.Do(wrong)),)),))
    assert normalized(render_box(misread)) != normalized(text)


def test_refusal_quotes_the_sentence_and_the_reason():
    with pytest.raises(CardTextError) as err:
        read_whole("[On Play] Gain 1 memory. Rearrange your deck.")
    assert err.value.sentence == "Rearrange your deck."
    assert "Rearrange" in err.value.hint


def test_a_keyword_form_the_engine_does_not_model_is_refused_naming_it():
    # <Succession ([Ceresmon])> is read since 4.2; a card specified by level and name part isn't
    with pytest.raises(CardTextError, match="Succession"):
        read_whole("<Succession (Lv.6 w/[Chronomon] in name)>.")


def test_a_gerund_is_only_a_cost():
    with pytest.raises(CardTextError, match="gerund"):
        read_whole("[On Play] Deleting 1 of your opponent's Digimon.")


def test_reminder_notes_are_kept_where_printed():
    text = ("<Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to "
            "force the opponent to attack it instead.)[When Attacking] <Draw 1> (Draw 1 card "
            "from your deck.)")
    box = read_whole(text)
    assert box.items[0].keyword.note.startswith("(When")
    assert box.items[1].sentences[0].clause.action.note == "(Draw 1 card from your deck.)"


def test_a_grammar_with_two_readings_is_refused_when_built():
    """Strict LALR(1): a rule that lets one text be read two ways is a conflict."""
    grammar = GRAMMAR_FILE.read_text(encoding="utf-8").replace(
        "?action: draw |", "?action: lose_twice | draw |") + \
        '\nlose_twice: "lose"i INT "memory"i\n'
    with pytest.raises(GrammarError, match="(?i)collision|conflict"):
        Lark(grammar, parser="lalr", lexer=WordLexer, strict=True, keep_all_tokens=True)


def test_memory_condition_with_the_comparison_after_the_noun():
    """The worked example of docs/engine.md "Adding a sentence form"."""
    text = "[On Play] If you have 2 memory or less, gain 2 memory."
    box = read_whole(text)
    assert box.items[0].sentences[0].condition.condition == ir.Compare("memory", True, 2,
                                                                      after=True)
    (effect,) = parse_text(text)
    assert effect.clauses[0].condition.subject == "memory"
    assert (effect.clauses[0].condition.op, effect.clauses[0].condition.value) == ("<=", 2)


@pytest.mark.parametrize(("text", "why"), [
    ("[Hand] [Counter] Gain 1 memory.", "([Hand] icon) is not modelled"),
    ("[Breeding] [Your Turn] This Digimon gets +1000 DP.", "([Breeding] icon) is not modelled"),
    ("[Rule] Name: Also treated as [Omnimon].", "[Rule] text"),
])
def test_icons_and_rule_lines_are_refused_naming_them(text, why):
    with pytest.raises(CardTextError) as err:
        read_whole(text)
    assert why in err.value.hint


def test_set_it_to_needs_the_memory_condition_it_refers_to():
    box = read_whole("[On Play] If you have 2 or fewer memory, set it to 3.")
    sentence = box.items[0].sentences[0]
    assert sentence.clause.action == ir.SetMemory(3, it=True)
    assert sentence.condition.condition == ir.Compare("memory", True, 2, fewer=True)
    with pytest.raises(CardTextError, match="set it to"):
        read_whole("[On Play] If you have 2 or fewer cards in your hand, set it to 3.")
