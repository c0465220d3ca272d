"""Every corpus key the legacy ruleset and the deck check cite resolves in the corpus."""

from __future__ import annotations

import pytest

from judgeapp.engine import decks
from judgeapp.engine.dccg import citations
from rulesdb.corpus import load_corpus
from tests.dccg.helpers import play, scenario


@pytest.fixture(scope="module")
def corpus():
    return load_corpus([])


def test_every_key_in_citations_resolves(corpus):
    missing = [key for key in citations.ALL if key not in corpus]
    assert missing == []
    assert len(citations.ALL) >= 30


def test_the_cited_document_is_the_legacy_game(corpus):
    for key in citations.ALL:
        assert corpus.section(key).document.game == "dccg", key


def test_deck_rules_resolve(corpus):
    assert [key for key in decks.RULE_KEYS if key not in corpus] == []


def test_steps_and_decisions_cite_only_the_citations_module():
    run = play(scenario(
        p1={"attack_row": ["Greymon"], "hand": ["Boost Attack"]},
        p2={"attack_row": ["Garurumon"], "hand": ["Boost Defense"]}),
        "attack p1-greymon -> p2-greymon", "attack p1-greymon -> p2-garurumon",
        "queue p1-boost-attack", "queue p2-boost-defense", "next-phase", "next-phase")
    cited = {key for step in run.steps for key in step.rules}
    cited |= set(run.decision.rules)
    assert cited and cited <= set(citations.ALL)
    assert all(step.rules for step in run.steps if step.event != "step_limit")
