"""'This Digimon with <qualifier> <predicate>' (text_this_with.py): the qualifier is the
sentence's condition, and only as the sentence's subject."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError


@pytest.mark.parametrize("text, subject", [
    ("[Your Turn] This Digimon with the [Xros Heart] trait gains <Rush>.", "this-trait"),
    ("[All Turns] This Digimon with [Greymon] in its name gets +1000 DP.", "this-name-part"),
    ("[All Turns] This Digimon with 4 or more digivolution cards gets +2000 DP.",
     "digivolution-cards"),
])
def test_the_qualifier_is_the_persistent_effects_condition(text, subject):
    read_whole(text)  # renders back as printed
    (effect,) = parse_text(text)
    assert effect.condition is not None and effect.condition.subject == subject
    assert all(s.target.mode == "this" for s in effect.statics)


def test_without_the_qualifier_the_effect_has_no_condition():
    (effect,) = parse_text("[All Turns] This Digimon gets +1000 DP.")
    assert effect.condition is None


@pytest.mark.parametrize("text", [
    # in a cost: read as plain "this Digimon", the qualifier would be lost
    "[Main] By suspending this Digimon with the [Xros Heart] trait, gain 1 memory.",
    # a condition and a qualifier on one sentence
    "[Your Turn] While you have a Tamer, this Digimon with the [TB] trait gains <Rush>.",
])
def test_elsewhere_it_is_refused_naming_the_phrase(text):
    with pytest.raises(CardTextError) as err:
        parse_text(text)
    assert "this Digimon with" in str(err.value)
