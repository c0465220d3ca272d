"""``judgeapp replay`` and ``judgeapp check`` through click's CliRunner."""

from __future__ import annotations

import json
import shutil

from click.testing import CliRunner

from judgeapp.cli import main
from judgeapp.resources import resource_dir

LIBRARY = resource_dir("scenarios")
WIN = LIBRARY / "attack-win-on-zero-security.yaml"


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


def test_replay_prints_steps_with_citations_and_verdict():
    result = invoke("replay", str(WIN))
    assert result.exit_code == 0, result.output
    assert "rules: cr-en/" in result.output and "manual-en/" in result.output
    assert "[game_end]" in result.output
    assert result.output.strip().splitlines()[-1].startswith("PASS ")


def test_replay_json_has_meta_steps_decisions_and_snapshot():
    result = invoke("replay", "--json", str(WIN))
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["scenario"]["title"].startswith("An attack on a player")
    assert data["status"] == "passed"
    assert data["snapshot"]["winner"] == "p1"
    assert data["decisions"][0]["answer"] == "attack p1-agumon -> player"
    assert all(step["rules"] for step in data["steps"] if step["kind"] != "decision")


def test_replay_of_a_bad_file_is_a_message_not_a_traceback(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text(WIN.read_text().replace("memory: {p1: 2}", "memory: {p1: 15}"))
    result = invoke("replay", str(bad))
    assert result.exit_code == 1
    assert "bad.yaml:" in result.output and "memory 15 is outside the gauge" in result.output
    assert "Traceback" not in result.output


def test_replay_of_a_missing_file(tmp_path):
    result = invoke("replay", str(tmp_path / "nope.yaml"))
    assert result.exit_code == 1
    assert "cannot read file" in result.output


def test_check_reports_pass_fail_invalid_and_pending(tmp_path):
    shutil.copy(WIN, tmp_path / "a-pass.yaml")
    (tmp_path / "b-fail.yaml").write_text(WIN.read_text().replace("winner: p1", "winner: p2"))
    (tmp_path / "c-invalid.yaml").write_text("title: [unclosed\n")
    pending = WIN.read_text() + "status: pending-engine\npending_reason: waiting for X\n"
    (tmp_path / "d-pending.yaml").write_text(pending.replace("winner: p1", "winner: p2"))
    result = invoke("check", str(tmp_path))
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[0].startswith("PASS ") and "a-pass.yaml" in lines[0]
    assert any(line.startswith("FAIL ") and "b-fail.yaml" in line for line in lines)
    assert any("expect.winner: expected 'p2', got 'p1'" in line for line in lines)
    assert any("c-invalid.yaml:2: malformed YAML" in line and "started on line 1" in line
               for line in lines)
    assert any(line.startswith("PENDING ") and "waiting for X" in line for line in lines)
    assert lines[-1] == "4 scenarios: 1 passed, 1 failed, 1 pending, 1 invalid"
    assert "Traceback" not in result.output


def test_check_exits_zero_when_everything_passes(tmp_path):
    shutil.copy(WIN, tmp_path / "a.yaml")
    result = invoke("check", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == "1 scenarios: 1 passed"


def test_check_keeps_a_pending_file_pending_when_the_engine_rejects_it(tmp_path):
    text = WIN.read_text().replace(
        "play_cost: 3}", 'play_cost: 3, text: "[On Play] Sing a song."}'
    ) + "status: pending-engine\npending_reason: no singing yet\n"
    (tmp_path / "p.yaml").write_text(text)
    result = invoke("check", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0].startswith("PENDING ")
    assert "Sing a song" in result.output
    assert result.output.splitlines()[-1] == "1 scenarios: 0 passed, 1 pending"
