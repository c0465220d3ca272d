""""At turn end, delete the Digimon this effect played." (text_turn_end.py,
verbs/turn_end_played.py). Real-card proofs: scenarios qa-q5809-* (EX11-022 Karakurumon),
qa-q5915-* (EX11-061 Mirai Kinosaki: the played Digimon digivolved, still deleted)."""

from __future__ import annotations

import pytest

from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.dcg.text_grammar import read_whole
from judgeapp.engine.errors import CardTextError

PLAY = ("[On Play] You may play 1 [Puppet] trait Digimon card with 4000 DP or less from your "
        "hand or trash without paying the cost. ")
DELETE = "At turn end, delete the Digimon this effect played."


def test_reads_renders_back_and_lowers_to_the_pending_deletion():
    read_whole(PLAY + DELETE)  # renders back as printed
    action = parse_text(PLAY + DELETE)[0].clauses[-1].actions[0]
    assert (action.verb, action.source) == ("at-turn-end-played", "delete")


@pytest.mark.parametrize(("text", "why"), [
    ("[Main] Gain 1 memory. " + DELETE, "no earlier sentence plays one"),
    (PLAY + "At turn end, gain 1 memory.", "only 'delete the Digimon this effect played'"),
])
def test_refused_without_a_play_or_with_another_action(text, why):
    with pytest.raises(CardTextError, match=why):
        parse_text(text)


def test_the_played_digimon_is_refused_as_the_target_of_another_action():
    with pytest.raises(CardTextError, match="only 'At turn end, delete"):
        parse_text(PLAY + "The Digimon this effect played gains <Rush> for the turn.")
