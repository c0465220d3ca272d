"""Hostile scenario files (issues 14 and 15): every one is a ``file:line: message`` from the
loader, ``judgeapp check`` and ``judgeapp replay`` (never a traceback), within a small budget of
time and memory, and one bad file never stops ``check`` from reporting the others."""

from __future__ import annotations

import shutil
import tracemalloc

import pytest
from click.testing import CliRunner

from judgeapp.cli import main
from judgeapp.resources import resource_dir
from judgeapp.scenario.loader import load_file, load_text
from judgeapp.scenario.schema import MAX_CARD_TEXT, MAX_STEP_LIMIT
from judgeapp.scenario.source import MAX_DEPTH, MAX_NODES, ScenarioFileError, parse

GOOD = resource_dir("scenarios") / "attack-blocker.yaml"
HEAD = """title: t
description: d
tags: [main]
difficulty: beginner
source: [manual-en/main-phase]
cards:
  - {name: Agumon, kind: digimon, color: red, level: 3, dp: 2000, play_cost: 3}
"""
BOARD = """board:
  turn_player: p1
  p1: {deck: 5, hand: [Agumon]}
  p2: {deck: 5}
expect: {}
"""


def billion_laughs(levels: int = 9) -> str:
    """The classic: each anchor is a list of nine aliases of the previous one (9**levels)."""
    names = "abcdefghijklmnopqrstuvwxyz"
    lines = [f'{names[0]}: &{names[0]} ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i in range(1, levels):
        ref = f"*{names[i - 1]}"
        lines.append(f"{names[i]}: &{names[i]} [{','.join([ref] * 9)}]")
    return "\n".join(lines) + "\n"


def problems(text: str) -> list[str]:
    with pytest.raises(ScenarioFileError) as info:
        load_text(text, "bad.yaml")
    return str(info.value).splitlines()


def test_a_billion_laughs_is_refused_before_anything_is_built():
    tracemalloc.start()
    try:
        lines = problems(billion_laughs(9))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(lines) == 1
    assert lines[0].startswith("bad.yaml:")
    assert f"more than {MAX_NODES:,} values" in lines[0] and "aliases" in lines[0]
    assert peak < 20 * 1024 * 1024  # the expanded document would need gigabytes


def test_a_merge_key_bomb_is_refused_too():
    lines = ["a: &a {k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, k8: 8}"]
    for prev, name in zip("abcdefgh", "bcdefghi", strict=True):
        lines.append(f"{name}: &{name} {{<<: [{', '.join(['*' + prev] * 9)}]}}")
    assert "aliases" in problems("\n".join(lines))[0]


def test_aliases_within_budget_still_work():
    text = HEAD.replace("cards:", "tags_again: &t [main]\ncards:") + BOARD
    assert "tags_again" in " ".join(problems(text))  # an unknown key, but read normally
    assert parse("a: &x [1, 2]\nb: *x\n").data == {"a": [1, 2], "b": [1, 2]}


@pytest.mark.parametrize("text", ["a: &a [*a]\n", "a: &a {b: *a}\n",
                                  HEAD + "board: &b\n  turn_player: p1\n  p1: {x: *b}\n"])
def test_a_recursive_alias_is_named(text):
    lines = problems(text)
    assert "refers to a list or mapping that contains it" in lines[0]
    assert lines[0].split(":")[1].isdigit()  # located on a line


@pytest.mark.parametrize("text", ["title: " + "[" * 5000, "a:\n" + "".join(
    f"{' ' * (2 * i)}- \n" for i in range(1, 200)), "t: " + "{a: " * 3000])
def test_deep_nesting_is_refused_with_the_limit(text):
    assert f"more than {MAX_DEPTH} levels deep" in problems(text)[0]


def test_aliases_cannot_nest_deeper_than_the_file_may():
    lines = ["a0: &a0 [x]"] + [f"a{i}: &a{i} [*a{i - 1}]" for i in range(1, MAX_DEPTH + 5)]
    assert f"more than {MAX_DEPTH} levels deep" in problems("\n".join(lines))[0]


def test_too_many_values_are_refused():
    text = "a: [" + "1," * (MAX_NODES + 10) + "]\n"
    assert f"more than {MAX_NODES:,} values" in problems(text)[0]


@pytest.mark.parametrize(("text", "line", "char"), [
    ("title: t\x00\n", 1, "U+0000"), ("title: t\ndescription: \x01x\n", 2, "U+0001"),
    ("title: t\n\n\x1b[31m: x\n", 3, "U+001B")])
def test_control_characters_are_located(text, line, char):
    lines = problems(text)
    assert lines[0].startswith(f"bad.yaml:{line}: the character {char} is not allowed")


@pytest.mark.parametrize(("value", "message"), [
    ("9" * 5000, "this number has 5,000 digits"), ("-" + "9" * 100, "digits"),
    ("2024-13-45", "cannot read the value '2024-13-45'")])
def test_values_python_cannot_hold_are_problems_at_their_line(value, message):
    lines = problems(HEAD.replace("title: t", f"title: t\nseed: {value}") + BOARD)
    assert lines[0].startswith("bad.yaml:2: ") and message in lines[0]


@pytest.mark.parametrize(("board", "where"), [
    ("board: {turn_player: p1, p1: {5: 3}}", "board.p1.5: unknown key 5"),
    ("board:\n  turn_player: p1\n  p1: {deck: 5, battle: [{card: Agumon, links: 5}]}",
     "board.p1.battle[0].links: expected a list of cards"),
    ("board:\n  turn_player: p1\n  p1: {deck: 5, battle: [{card: Agumon, under: x}]}",
     "board.p1.battle[0].under"),
])
def test_odd_shapes_in_the_board_are_located(board, where):
    lines = problems(HEAD + board + "\nexpect: {}\n")
    assert any(where in line for line in lines), lines


def test_a_number_as_an_action_key_is_located():
    text = HEAD + BOARD + "actions: [{1: x, y: z}]\n"
    assert any("actions[0]" in line and "exactly one of" in line for line in problems(text))


def test_step_limit_is_capped_with_the_limit_in_the_message():
    lines = problems(HEAD + BOARD + "step_limit: 1000000000\n")
    assert f"at most {MAX_STEP_LIMIT} steps" in lines[0]
    load_text(HEAD + BOARD + f"step_limit: {MAX_STEP_LIMIT}\n")


def test_card_text_longer_than_any_printed_card_is_refused_before_the_engine():
    text = HEAD.replace("play_cost: 3}", "play_cost: 3, text: " + "a" * 500_000 + "}") + BOARD
    lines = problems(text)
    assert "cards[0].text" in lines[0]
    assert f"at most {MAX_CARD_TEXT:,} characters" in lines[0]


def test_a_file_too_large_is_refused_without_reading_it_all(tmp_path):
    big = tmp_path / "big.yaml"
    big.write_bytes(b"#" * 5_000_000)
    with pytest.raises(ScenarioFileError, match="is at most"):
        load_file(big)


def test_a_binary_file_names_its_line(tmp_path):
    path = tmp_path / "bin.yaml"
    path.write_bytes(b"title: t\n\xff\xfe garbage")
    with pytest.raises(ScenarioFileError) as info:
        load_file(path)
    assert str(info.value).startswith(f"{path}:2: the file is not UTF-8 text")


HOSTILE_FILES = {
    "bomb.yaml": billion_laughs(9),
    "recursive.yaml": "a: &a [*a]\n",
    "deep.yaml": "title: " + "[" * 2000 + "]" * 2000,
    "nul.yaml": "title: t\x00\n",
    "int-key.yaml": HEAD + "board: {turn_player: p1, p1: {5: 3}}\nexpect: {}\n",
    "links.yaml": HEAD + "board:\n  turn_player: p1\n  p1: {battle: [{card: Agumon, links: 5}]}"
                  "\nexpect: {}\n",
    "action-key.yaml": HEAD + BOARD + "actions: [{1: x, y: z}]\n",
    "seed.yaml": HEAD + BOARD + "seed: " + "9" * 5000 + "\n",
    "steps.yaml": HEAD + BOARD + "step_limit: 1000000000\n",
    "text.yaml": HEAD.replace("play_cost: 3}", "play_cost: 3, text: '" + "a" * 80_000 + "'}")
    + BOARD,
}


def test_check_reports_every_hostile_file_and_goes_on(tmp_path):
    for name, text in HOSTILE_FILES.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "binary.yaml").write_bytes(b"\xff\xfe\x00garbage")
    shutil.copy(GOOD, tmp_path / "zz-good.yaml")
    result = CliRunner().invoke(main, ["check", str(tmp_path)])
    assert result.exit_code == 1
    assert isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    for name in [*HOSTILE_FILES, "binary.yaml"]:
        assert f"{tmp_path / name}:" in result.output, name
    assert f"PASS {tmp_path / 'zz-good.yaml'}" in result.output
    assert f"{len(HOSTILE_FILES) + 2} scenarios: 1 passed" in result.output


@pytest.mark.parametrize("name", sorted(HOSTILE_FILES))
def test_replay_prints_a_located_message(tmp_path, name):
    path = tmp_path / name
    path.write_text(HOSTILE_FILES[name], encoding="utf-8")
    result = CliRunner().invoke(main, ["replay", str(path)])
    assert result.exit_code == 1
    assert isinstance(result.exception, SystemExit), result.exception
    first = result.output.splitlines()[0]
    assert first.startswith(f"{path}:")
    assert first.split(":")[1].isdigit() or "is at most" in first, first



def test_a_run_with_a_time_budget_stops_at_a_decision_and_says_so():
    from judgeapp.scenario.runner import run_scenario

    scenario = load_file(GOOD)
    assert not run_scenario(scenario, time_budget=60).timed_out
    result = run_scenario(scenario, time_budget=0)
    assert result.timed_out and result.status == "failed"
    assert "a run here may take at most 0 s" in result.failures[0]


def test_a_unicode_digit_answer_is_not_taken_for_a_number():
    """'²'.isdigit() is true but int('²') fails: it is read as the card id it must be."""
    assert any("unknown card id '²'" in line
               for line in problems(HEAD + BOARD + "actions: ['²']\n"))
