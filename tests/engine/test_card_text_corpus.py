"""Golden corpus: every real card of the shipped database is either read whole or refused
with the phrase and the reason, and the number read never falls below the committed baseline
(a ratchet: raise tests/engine/card_text_baseline.json when more is read)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from judgeapp.engine.dcg.text_grammar import normalized
from judgeapp.scenario.realcards import scenario_card
from judgeapp.text_coverage import Coverage, measure, shape
from rulesdb.cards import get_card_db

BASELINE = json.loads((Path(__file__).with_name("card_text_baseline.json")).read_text())


@cache
def corpus() -> Coverage:
    return measure(get_card_db().cards.values())


def test_read_never_falls_below_the_baseline() -> None:
    result = corpus()
    assert result.with_text >= BASELINE["with_text"] - 50  # the same database, give or take
    assert result.read >= BASELINE["read"], result.summary()


def test_every_card_is_read_or_refused_naming_the_phrase() -> None:
    db = get_card_db()
    for reading in corpus().readings:
        if not reading.has_text or reading.read:
            continue
        refusal = reading.refusal
        assert refusal.phrase.strip() and refusal.reason.strip(), reading
        entry = scenario_card(db.get(reading.number))
        printed = normalized(" ".join(entry.get(k) or "" for k in ("text", "inherited",
                                                                   "security")))
        assert normalized(refusal.phrase) in printed, (reading.number, refusal)


def test_refused_shapes_abstract_numbers_and_names() -> None:
    assert shape("Delete 1 of your opponent's Digimon with [Greymon] in its name.") == \
        "Delete N of your opponent's Digimon with [X] in its name."
    top = corpus().refused_shapes(30)
    assert len(top) == 30 and top[0][1] >= top[-1][1]


def test_summary_is_the_last_line() -> None:
    result = corpus()
    last = result.lines()[-1]
    assert last == f"card text read whole: {result.read}/{result.with_text} cards = " \
        f"{100 * result.read / result.with_text:.1f}%"


def test_coverage_command_on_a_card_data_folder(tmp_path) -> None:
    import shutil

    from click.testing import CliRunner

    from judgeapp.cli import main

    shipped = get_card_db().path
    for name in ("provenance.json", "banlist.json"):
        shutil.copy(shipped / name, tmp_path / name)
    cards = json.loads((shipped / "cards.json").read_text(encoding="utf-8"))
    keep = {"ST1-06", "BT1-087", "BT1-061"}  # read, refused ("Look at ..."), read
    (tmp_path / "cards.json").write_text(json.dumps([c for c in cards if c["number"] in keep]),
                                         encoding="utf-8")
    out = CliRunner().invoke(main, ["cards", "coverage", str(tmp_path)])
    assert out.exit_code == 0, out.output
    assert out.output.splitlines()[-1] == "card text read whole: 2/3 cards = 66.7%"
    assert "Look at your security stack, then reveal N card in it" in out.output
    data = json.loads(CliRunner().invoke(main, ["cards", "coverage", str(tmp_path),
                                                "--json"]).output)
    assert (data["read"], data["with_text"]) == (2, 3)
    assert data["sets"] == {"BT1": {"read": 1, "with_text": 2}, "ST1": {"read": 1,
                                                                      "with_text": 1}}
