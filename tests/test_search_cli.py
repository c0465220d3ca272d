"""``judgeapp index`` and ``judgeapp search`` on the real corpus."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from judgeapp.cli import main


@pytest.fixture(scope="module")
def cli(tmp_path_factory):
    """The command, with one index for the module (built by the first test using it)."""
    runner = CliRunner()
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("DIGIJUDGE_INDEX_DIR", str(tmp_path_factory.mktemp("index")))
        patch.setenv("DIGIJUDGE_DATA_DIR", str(tmp_path_factory.mktemp("data")))
        yield lambda *args: runner.invoke(main, list(args))


def test_index_builds_once_then_is_up_to_date(tmp_path, monkeypatch):
    monkeypatch.setenv("DIGIJUDGE_INDEX_DIR", str(tmp_path / "index"))
    monkeypatch.setenv("DIGIJUDGE_DATA_DIR", str(tmp_path / "data"))
    runner = CliRunner()

    def cli(*args):
        return runner.invoke(main, list(args))

    first = cli("index")
    assert first.exit_code == 0 and first.output.startswith("Index built:")
    assert str(tmp_path / "index") in first.output
    assert cli("index").output.startswith("Index up to date:")
    assert cli("index", "--rebuild").output.startswith("Index built:")


def test_search_prints_key_title_parent_and_plain_snippet(cli):
    result = cli("search", "jaming", "--lang", "en", "--limit", "2")
    assert result.exit_code == 0
    assert "Note: 'jaming' is not in the rules; searched for jamming." in result.output
    assert "manual-en/kw-jamming  Jamming" in result.output
    assert "  in manual-en/keyword-effects" in result.output
    assert "can't be deleted" in result.output  # entities decoded
    assert "<mark>" not in result.output and "&#x27;" not in result.output


def test_search_json(cli):
    result = cli("search", "ジョグレス", "--json", "--limit", "3", "--lang", "ja")
    data = json.loads(result.output)
    assert result.exit_code == 0 and data["query"] == "ジョグレス"
    assert len(data["hits"]) == 3 and all(h["lang"] == "ja" for h in data["hits"])
    assert any("<mark>ジョグレス</mark>" in h["snippet_html"] for h in data["hits"])


def test_bad_syntax_is_searched_as_plain_words(cli):
    result = cli("search", "bl?cker", "--limit", "3")  # the manual entry or CR 16-5 first
    assert result.exit_code == 0
    assert "syntax was not understood" in result.output and "kw-blocker" in result.output


@pytest.mark.parametrize("args, message", [
    (["search", "blocker", "--kind", "cards"], "Unknown kind 'cards'"),
    (["search", "blocker", "--document", "nope"], "Unknown document 'nope'"),
    (["search", ""], "Type something"),
    (["search", "x" * 1001], "1001 characters"),
])
def test_bad_queries_exit_2_with_a_message(cli, args, message):
    result = cli(*args)
    assert result.exit_code == 2
    assert message in result.output and "Traceback" not in result.output


def test_bad_limit_is_a_usage_error(cli):
    result = cli("search", "blocker", "--limit", "0")
    assert result.exit_code == 2 and "--limit" in result.output


def test_no_match_says_so(cli):
    result = cli("search", "zzzqqq")
    assert result.exit_code == 0 and "No sections match 'zzzqqq'." in result.output
