"""The shipped card database (rulesdb/cards): freshness, lookups, normalization, restrictions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulesdb.cards import get_card_db, normalize_number
from rulesdb.cards.build import (
    DATA,
    DEFAULT_SOURCE,
    SnapshotError,
    _restore_lost_keywords,
    build,
    load_repairs,
    outputs,
    read_snapshot,
)
from rulesdb.cards.typography import (
    extract_reminders,
    extract_requirements,
    normalize_chars,
    split_lines,
)

TEXT_FIELDS = ("text", "inherited_text", "security_text", "link_text", "option_text")


@pytest.fixture(scope="module")
def db():
    return get_card_db(DATA)


def test_shipped_copy_is_current_against_shared():
    if not (DEFAULT_SOURCE / "cards.json").is_file():
        pytest.skip(f"{DEFAULT_SOURCE} is absent (fresh clone): cannot check the shipped copy")
    fresh = outputs(build(read_snapshot(DEFAULT_SOURCE)))
    stale = [name for name, text in fresh.items()
             if (DATA / name).read_text(encoding="utf-8") != text]
    assert not stale, (f"rulesdb/cards/data is stale ({', '.join(stale)}): run "
                       "python -m rulesdb.cards.build")


@pytest.mark.parametrize("spelling", ["BT1-010", "bt1-10", "BT01-010", " bt1-010 ", "BT1-010_P1"])
def test_number_spellings_find_agumon(db, spelling):
    card = db.get(spelling)
    assert card is not None and card.number == "BT1-010" and card.name == "Agumon"


@pytest.mark.parametrize("spelling, number", [("st1-3", "ST1-03"), ("ST1-003", "ST1-03"),
                                              ("p-1", "P-001"), ("EX12-17", "EX12-017")])
def test_normalize_number(spelling, number):
    assert normalize_number(spelling) == number


@pytest.mark.parametrize("spelling", ["Agumon", "BT1", "1-010", "BT1-0", "", "x" * 50])
def test_not_a_number(spelling):
    assert normalize_number(spelling) is None


def test_agumon_record(db):
    agumon = db.get("BT1-010")
    assert agumon.kinds == ("Digimon",) and agumon.colors == ("Red",)
    assert (agumon.level, agumon.play_cost, agumon.dp) == (3, 3, 2000)
    assert agumon.digivolve_costs == (("Red", 2, 0),)
    assert agumon.text.startswith("[On Play] Reveal 5 cards from the top of your deck.")
    assert agumon.name_ja == "アグモン"
    assert agumon.provenance.commit == "c5c186fa7"
    assert agumon.provenance.snapshot_date == "2026-08-22"


def test_rulings_carry_card_and_provenance(db):
    rulings = db.rulings("AD1-001")
    assert [r.qno for r in rulings][:2] == ["Q6050", "Q6051"]
    assert all(r.number == "AD1-001" and r.provenance.source.endswith("aegis-digimon-tcg")
               for r in rulings)


def test_counts_match_the_source(db):
    assert len(db.cards) == 4388
    assert db.ruling_count == 6929
    assert sum(1 for c in db.cards.values() if c.errata) == 91


def test_names_in_both_languages_and_suggestions(db):
    assert "BT1-084" in [c.number for c in db.by_name("オメガモン")]
    assert all(c.name == "Agumon" for c in db.by_name("AGUMON"))
    assert db.suggest("Agumn")[0].name == "Agumon"
    near = [c.number for c in db.suggest("BT1-999")]
    assert near and all(n.startswith("BT1-") for n in near)


def test_no_community_typography_left(db):
    """Cheap check over every card: no full-width brackets/commas or odd spaces remain."""
    for card in db.cards.values():
        for name in TEXT_FIELDS:
            text = getattr(card, name)
            assert not any(ch in text for ch in "＜＞，\xa0\u3000"), (card.number, name)
            assert "Lv.e" not in text, card.number


def test_requirements_are_structured(db):
    growlmon = db.get("AD1-003")
    req = growlmon.requirements[0]
    assert (req.kind, req.cost) == ("digivolve", 3)
    assert req.detail == "Lv.4 w/[Growlmon] in name or w/[Hero] trait"
    assert "[Digivolve]" not in growlmon.text
    paildramon = db.get("BT12-028")
    dna = paildramon.requirements[0]
    assert dna.kind == "dna" and dna.detail == "blue Lv.4 + green Lv.4"
    assert dna.reminder.startswith("Digivolve unsuspended")
    assert "Digivolve unsuspended" not in paildramon.text
    assert [r.kind for r in db.get("BT21-009").requirements] == ["digivolve", "link"]


def test_reminders_are_kept_separately(db):
    card = db.get("BT1-095")
    assert "(When an opponent's Digimon attacks" not in card.text
    assert card.text.endswith("that Digimon gains <Blocker>.")
    assert card.reminders[0].keyword == "Blocker"


def test_lost_keyword_restored_from_its_reminder(db):
    tyrannomon = db.get("BT15-011")
    assert tyrannomon.text.startswith("<Blocker>\n[On Play]")
    assert tyrannomon.reminders[0].text.startswith("At blocker timing")


@pytest.mark.parametrize("number, field, restored", [
    # a doubled space where the keyword stood, the reminder right after it
    ("BT15-015", "text", "this Digimon gains <Security Attack +1> for the turn."),
    # a doubled space where the keyword stood, the reminder after its target
    ("BT15-064", "inherited_text", "[Once Per Turn] <De-Digivolve 1> 1 of your opponent's Digimon"),
    # a period left alone before the reminder
    ("EX4-005", "inherited_text", "becomes suspended, <Draw 1>."),
    # a reviewed repair of the one card the general rule cannot place
    ("BT15-076", "text", "[Hand] [Counter] <Blast Digivolve>\n<Blocker>\n[On Play]"),
])
def test_keyword_lost_inside_a_sentence_is_restored(db, number, field, restored):
    assert restored in getattr(db.get(number), field)


def test_a_keyword_number_run_onto_its_name_is_spaced(db):
    assert "<De-Digivolve 3> 1 of your opponent's Digimon" in db.get("BT17-073").text


def test_restoring_leaves_a_printed_keyword_alone():
    repairs = load_repairs()
    text = ("[Your Turn] While you have 3 or more memory,  this Digimon gains <Security Attack +1> "
            "(This Digimon checks 1 additional security card).")
    assert _restore_lost_keywords(text, repairs) == (text, [])


def test_a_phrase_printed_twice_in_a_row_keeps_one_copy(db):
    assert "[Greymon] in its name from your trash" in db.get("EX10-006").text
    assert "[Bird] in any of its traits or the [Vortex Warriors] trait" in db.get("EX11-062").text
    assert not any("in its name in its name" in getattr(card, field)
                   for card in db.cards.values() for field in TEXT_FIELDS)


def test_an_untimed_effect_glued_to_the_previous_one_gets_its_own_line(db):
    assert ("you may ignore this card's color requirements.\nWhen an effect trashes this card"
            in db.get("BT19-093").text)
    assert "of 1 of your Digimon. Return the rest" in db.get("BT18-060").text
    assert split_lines("It gets +1000 DP for the turn.When you would play")[0] == \
        "It gets +1000 DP for the turn.\nWhen you would play"
    assert split_lines("in play. When you would play")[0] == "in play. When you would play"


def test_known_unrepairable_damage_is_noted(db):
    examon = db.get("BT13-059")
    assert examon.notes and "DNA" in examon.notes[0]
    assert examon.requirements[0].kind == "dna" and examon.requirements[0].line == ""


def test_errata_current_text_and_printed_text(db):
    card = db.get("EX4-072")
    erratum = card.errata[0]
    assert erratum.date == "2026-05-29" and erratum.field == "effectText"
    assert "Choose 1 of your [Gallantmon], [Sakuyamon] or [MegaGargomon]" in card.text
    assert "Choose 1 of your level 6 Digimon" in erratum.before


def test_restriction_status_by_date(db):
    assert db.status("EX5-065", "2025-08-31").status == "unlimited"
    banned = db.status("EX5-065", "2025-09-01")
    assert banned.status == "banned" and banned.event.date == "2025-09-01"
    gabumon = db.status("ST6-03", "2024-01-01")
    assert (gabumon.status, gabumon.limit) == ("restricted", 1)
    lifted = db.status("ST6-03", "2024-08-31")
    assert lifted.status == "unlimited" and lifted.event.action == "lift"
    pair = db.status("EX2-007", "2025-06-01")
    assert pair.status == "banned_pair" and pair.partners == ("EX7-064",)


def test_status_agrees_with_the_sources_current_list(db):
    current = json.loads((DATA / "banlist.json").read_text(encoding="utf-8"))["current"]
    today = {s.number: s for s in db.restricted_on("2026-08-22")}
    for number, entry in current.items():
        assert today[number].status == entry["status"], number


# ---- normalization units ----------------------------------------------------------------------

def test_normalize_chars_reports_changes():
    text, changes = normalize_chars("＜Blocker＞，\xa0Trigger ＜De-DigivoLv.e 1＞")
    assert text == "<Blocker>,  Trigger <De-Digivolve 1>"
    assert len(changes) == 5


def test_split_lines_puts_run_on_effects_on_their_own_line():
    text, _ = split_lines("set your memory to 3.[Opponent's Turn] Gain 1 memory.・Draw 1.")
    assert text == "set your memory to 3.\n[Opponent's Turn] Gain 1 memory.\n・Draw 1."


def test_requirement_with_text_run_onto_it():
    text, reqs, _ = extract_requirements(
        "Digivolve: 3 from [Wingdramon] or [Groundramon][All Turns] Gain 1 memory.", "text")
    assert reqs[0].detail == "[Wingdramon] or [Groundramon]" and reqs[0].cost == 3
    assert text == "[All Turns] Gain 1 memory."


def test_reminder_after_the_keywords_sentence():
    text, reminders = extract_reminders(
        "[Main] Trigger <De-Digivolve 1> on 1 of your opponent's Digimon. (Trash 1 card.)", "text")
    assert text == "[Main] Trigger <De-Digivolve 1> on 1 of your opponent's Digimon."
    assert reminders[0].keyword == "De-Digivolve 1" and reminders[0].text == "Trash 1 card."


def test_repairs_list_is_short_and_names_cards():
    repairs = load_repairs()
    assert all(normalize_number(n) == n for n in repairs.cards)
    assert len(repairs.lost_keywords) + len(repairs.cards) < 50


# ---- bad snapshots ----------------------------------------------------------------------------

def _snapshot(folder: Path, cards) -> Path:
    folder.mkdir(exist_ok=True)
    (folder / "cards.json").write_text(json.dumps(cards), encoding="utf-8")
    (folder / "qa.json").write_text("{}", encoding="utf-8")
    (folder / "errata.json").write_text("{}", encoding="utf-8")
    (folder / "banlist.json").write_text('{"events": []}', encoding="utf-8")
    return folder


@pytest.mark.parametrize("cards, message", [
    ([], "non-empty list"),
    ([{"cardId": "nonsense", "nameEn": "X", "kinds": ["Digimon"]}], "no valid cardId"),
    ([{"cardId": "BT1-010", "nameEn": "A", "kinds": ["Digimon"]}] * 2, "appears twice"),
    ([{"cardId": "BT1-010", "nameEn": "A", "kinds": ["Monster"]}], "unknown kinds"),
    ([{"cardId": "BT1-010", "nameEn": "A", "kinds": ["Digimon"], "colors": 5}],
     "colors must be a list of text"),
    ([{"cardId": "BT1-010", "nameEn": "A", "kinds": ["Digimon"], "evoCosts": [1]}],
     "evoCosts must be a list"),
    ([{"cardId": "BT1-010", "nameEn": "A", "kinds": ["Digimon"], "level": "6"}],
     "level must be a whole number"),
])
def test_bad_snapshot_is_refused_with_a_message(tmp_path, cards, message):
    with pytest.raises(SnapshotError, match=message):
        read_snapshot(_snapshot(tmp_path / "snap", cards))


def test_invalid_json_names_file_and_line(tmp_path):
    folder = _snapshot(tmp_path / "snap", [])
    (folder / "qa.json").write_text("{\n oops", encoding="utf-8")
    (folder / "cards.json").write_text(
        json.dumps([{"cardId": "BT1-010", "nameEn": "A", "kinds": ["Digimon"]}]), "utf-8")
    with pytest.raises(SnapshotError, match=r"qa.json: not valid JSON \(line 2"):
        read_snapshot(folder)


def test_deeply_nested_json_is_refused(tmp_path):
    folder = _snapshot(tmp_path / "snap", [{"cardId": "BT1-010", "nameEn": "A",
                                             "kinds": ["Digimon"]}])
    (folder / "errata.json").write_text("[" * 100_000, encoding="utf-8")
    with pytest.raises(SnapshotError, match="errata.json"):
        read_snapshot(folder)


def test_malformed_erratum_names_the_card(tmp_path):
    folder = _snapshot(tmp_path / "snap", [{"cardId": "BT1-010", "nameEn": "A",
                                             "kinds": ["Digimon"]}])
    (folder / "errata.json").write_text('{"BT1-010": {"changes": [5]}}', encoding="utf-8")
    with pytest.raises(SnapshotError, match="errata.json: BT1-010"):
        build(read_snapshot(folder))


def test_name_errata_and_accented_letters(db):
    assert db.get("BT4-031").name == "MarineChimairamon"  # erratum: printed MarinChimairamon
    assert db.get("BT4-031").errata[0].before == "MarinChimairamon"
    assert db.get("BT10-101").name == "Lónkhē Adistakto"  # source: 'LxF3nkhē'
    assert "[Atho, René & Por] Token" in db.get("BT20-017").text  # source: 'RenxE9'


def test_labelled_erratum_goes_to_its_text_box(db):
    bukamon = db.get("BT14-002")
    assert bukamon.errata[0].field == "inheritedEffectText"
    assert "as many or more digivolution cards as this Digimon" in bukamon.inherited_text
