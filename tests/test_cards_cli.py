"""``judgeapp cards show/search/import``."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from judgeapp.cli import main
from rulesdb.cards.db import user_cards_dir

AGUMON = {"cardId": "BT1-010", "set": "BT1", "nameEn": "Agumon", "colors": ["Red"],
          "kinds": ["Digimon"], "level": 3, "playCost": 3, "dp": 2000,
          "evoCosts": [{"color": "Red", "level": 2, "memoryCost": 0}],
          "effectText": "[On Play] Reveal 5 cards from the top of your deck.",
          "rarity": "R", "maxCountInDeck": 4}
NEWMON = {"cardId": "BT99-001", "set": "BT99", "nameEn": "Newmon", "colors": ["Blue"],
          "kinds": ["Digimon"], "level": 3, "playCost": 3, "dp": 3000,
          "effectText": "＜Blocker＞ (When an opponent's Digimon attacks, you may suspend this "
                        "Digimon to force the opponent to attack it instead.)", "rarity": "C",
          "maxCountInDeck": 4}


def run(*args):
    return CliRunner().invoke(main, list(args))


def test_show_prints_agumon_with_text_and_qa():
    result = run("cards", "show", "bt1-10")
    assert result.exit_code == 0
    assert result.output.startswith("BT1-010 Agumon (アグモン)")
    assert "[On Play] Reveal 5 cards" in result.output and "Q872" in result.output


def test_show_json():
    result = run("cards", "show", "BT1-010", "--json")
    data = json.loads(result.output)
    assert data["card"]["name"] == "Agumon" and data["card"]["level"] == 3
    assert [r["qno"] for r in data["rulings"]] == ["Q872", "Q873"]
    assert data["restriction"]["status"] == "unlimited"
    assert data["card"]["provenance"]["commit"] == "c5c186fa7"


def test_show_banned_card_names_the_event_date():
    result = run("cards", "show", "BT5-109")
    assert "Restriction today: banned since 2022-02-25" in result.output


def test_show_unknown_number_suggests():
    result = run("cards", "show", "BT1-999")
    assert result.exit_code == 1
    assert "no card 'BT1-999'; did you mean: BT1-115" in result.output


def test_search_by_name_number_and_text():
    assert run("cards", "search", "agumon").output.split("\n")[0].startswith("BT1-010  Agumon")
    assert run("cards", "search", "ST1-3").output.startswith("ST1-03  Agumon")
    text = run("cards", "search", "--json", "De-Digivolve", "4")
    assert "BT2-106" in [c["number"] for c in json.loads(text.output)["cards"]]


def _snapshot(folder, cards, qa=None):
    folder.mkdir()
    (folder / "cards.json").write_text(json.dumps(cards), encoding="utf-8")
    (folder / "qa.json").write_text(json.dumps(qa or {}), encoding="utf-8")
    (folder / "errata.json").write_text("{}", encoding="utf-8")
    (folder / "banlist.json").write_text('{"events": []}', encoding="utf-8")
    return folder


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("DIGIJUDGE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def test_import_prints_new_cards_changed_texts_and_new_rulings(tmp_path, data_dir):
    changed = {**AGUMON, "effectText": "[On Play] Reveal 6 cards from the top of your deck."}
    qa = {"BT99-001": [{"qno": "Q99999", "question": "Can it block?", "answer": "Yes.",
                        "date": "2027-01-01", "related": []}]}
    source = _snapshot(tmp_path / "snap", [changed, NEWMON], qa)
    result = run("cards", "import", str(source), "--date", "2027-01-01")
    assert result.exit_code == 0, result.output
    assert "new card BT99-001 Newmon" in result.output
    assert "changed text BT1-010 Agumon" in result.output
    assert "new ruling Q99999 (BT99-001): Can it block?" in result.output
    shown = run("cards", "show", "BT99-001", "--json")
    card = json.loads(shown.output)["card"]
    assert card["text"] == "<Blocker>" and card["reminders"][0]["keyword"] == "Blocker"
    assert (user_cards_dir() / "import-report.md").is_file()


@pytest.mark.parametrize("setup, message", [
    (lambda p: p, "no such file or folder"),
    (lambda p: (p.mkdir(), (p / "cards.json").write_text("[{", "utf-8"), p)[-1],
     "cards.json: not valid JSON"),
    (lambda p: _snapshot(p, [{"cardId": "BT1-010"}]), "BT1-010 has no nameEn"),
])
def test_import_refuses_bad_files_and_changes_nothing(tmp_path, data_dir, setup, message):
    good = _snapshot(tmp_path / "good", [AGUMON])
    assert run("cards", "import", str(good), "--date", "2027-01-01").exit_code == 0
    before = (user_cards_dir() / "cards.json").read_text("utf-8")
    result = run("cards", "import", str(setup(tmp_path / "bad")))
    assert result.exit_code == 1
    assert message in result.output and "nothing was changed" in result.output
    assert (user_cards_dir() / "cards.json").read_text("utf-8") == before


def test_a_damaged_user_import_falls_back_to_the_shipped_data(tmp_path, data_dir):
    source = _snapshot(tmp_path / "snap", [AGUMON])
    assert run("cards", "import", str(source), "--date", "2027-01-01").exit_code == 0
    from rulesdb.cards import get_card_db

    assert len(get_card_db().cards) == 1
    (user_cards_dir() / "cards.json").write_text("[{broken", encoding="utf-8")
    assert len(get_card_db().cards) == 4388
