"""The legacy Digimon Collectible Card Game rules (seed 003) as citable corpus sections."""

import re
from pathlib import Path

import pytest

from rulesdb.cleaning import clean_text
from rulesdb.corpus import load_corpus

SEED = Path(__file__).parents[2] / "shared" / "seeds" / "003_b5436ac6f27a0faa.txt"
PHASES = ["draw-phase", "bring-online-phase", "digivolve-phase", "move-phase", "attack-phase",
          "discard-phase"]


@pytest.fixture(scope="module")
def dccg():
    return load_corpus([]).version("dccg-rules-en")


def test_document_is_the_legacy_game_in_english(dccg):
    assert dccg.document.game == "dccg" and dccg.document.lang == "en"
    assert dccg.document.source == SEED.name
    assert {s.kind for s in dccg.sections} <= {"rule", "procedure"}


def test_six_phases_in_order_under_order_of_play(dccg):
    assert [s.id for s in dccg.children("order-of-play")] == PHASES
    assert [s.title for s in dccg.children("order-of-play")] == [
        "1. Draw Phase", "2. Bring Online Phase", "3. Digivolve Phase", "4. Move Phase",
        "5. Attack Phase", "6. Discard Phase",
    ]


def test_attack_resolution_cases_and_examples(dccg):
    assert [s.id for s in dccg.children("attack-resolution")] == [
        "attack-greater", "attack-equal", "attack-less", "direct-attack",
    ]
    assert dccg.by_id["attack-resolution"].parent == "attack-phase"
    examples = {
        "attack-greater": "example-turuiemon-vs-greymon",
        "attack-equal": "example-vikaralamon-vs-cerberusmon",
        "attack-less": "example-antylamon-vs-karatenmon",
    }
    for case, example in examples.items():
        assert [s.id for s in dccg.children(case)] == [example]


@pytest.mark.parametrize(
    ("section_id", "passage"),
    [
        ("attack-row", "A maximum of 4 Digimon can be played in the Attack Row."),
        ("digivolve-row", "A maximum of 4 Digimon can be played in the Digivolve Row."),
        ("winning-the-game", "You win the game if you gain 7,500 Data Points."),
        ("getting-started", "Each player draws 5 cards"),
        ("draw-phase", "you draw two cards from your deck."),
        ("bring-online-phase", "up to 2 Rookie Digimon"),
        ("bring-online-phase", "you must Offline Digimon until only 4 remain."),
        ("digivolve-phase", "a player can Digivolve up to 2 Digimon."),
        ("digivolve-phase", "- ROOKIE digivolves into CHAMPION\n"),
        ("digivolve-phase", "You may only Digivolve a Digimon one level per turn."),
        ("special-digivolution", "You add 500 Data Points"),
        ("move-phase", "move up to 2 Digimon from his Digivolve Row to his Attack Row, and vice"),
        ("attack-phase", "The player who goes first cannot attack on the first turn."),
        ("attack-equal", "Neither player adds any Data Points to their total."),
        ("direct-attack", "You add your Digimon's Attack number to your Data Points."),
        ("discard-phase", "discard and replace up to 3 cards."),
        ("digiqueue", '"Last in, First out" system'),
        ("digiqueue", "the effects resolve from last played to first played."),
        ("deck-size", "Your deck must have 50 cards."),
        ("copy-limit", "You can have up to 3 copies of any one card in your deck."),
        ("gigapower-limit", "You can only have 1 copy of any specific GigaPower card"),
        ("faq-online-pile-exhausted", "There is no penalty for exhausting the cards"),
    ],
)
def test_rules_the_legacy_engine_cites(dccg, section_id, passage):
    assert passage in dccg.by_id[section_id].body


def _seed_passages():
    """Every line of the seed that is text, not a heading, as it reads once cleaned."""
    for line in SEED.read_text(encoding="utf-8").splitlines():
        text = clean_text(line, "dccg")
        if re.fullmatch(r">>.*<<|-\d\. .*-", text):
            continue
        yield re.sub(r"^(?:[A-D]\. [A-Za-z ]+\.|Q:|A:)\s*", "", text)


def test_every_seed_passage_is_kept_word_for_word(dccg):
    titles = {s.title for s in dccg.sections}
    text = " ".join(s.body for s in dccg.sections)
    missing = [p for p in _seed_passages() if p.rstrip(".") not in titles and p not in text]
    assert missing == []


def test_seed_typos_fixed(dccg):
    text = " ".join(s.body for s in dccg.sections)
    for typo in ("Viakalamon", "Antyalmon", "vise versa", "defensing", '"system'):
        assert typo not in text
