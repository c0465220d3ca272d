"""Issue 15, low items: rules imports within limits, section diffs computed once and bounded,
protocol-relative links dropped from imported text, the spelling cache bounded, and no Host
header reflected into a link."""

from __future__ import annotations

import pytest

from judgeapp.web.markup import render_markdown
from rulesdb import versions
from rulesdb.corpus import BUILTIN_DIR
from rulesdb.importer import (
    MAX_FILE_BYTES,
    MAX_RULE_DEPTH,
    MAX_SECTION_CHARS,
    RulesImportError,
    import_file,
    import_text,
    save_version,
)
from rulesdb.search import get_index
from rulesdb.whoosh_backend import MAX_SIMILAR


def _import(text: str, **options):
    options = {"document_id": "cr-test", "version": "1", "lang": "en", **options}
    return import_text(text, **options)


# ---------------------------------------------------------------------- importer limits
def test_an_impossible_date_is_refused():
    with pytest.raises(RulesImportError, match="not a date of the calendar"):
        _import("2-1Rule.\n", date="2024-13-45")
    assert _import("2-1Rule.\n", date="2024-02-29").version.document.date == "2024-02-29"


def test_an_impossible_date_in_the_header_is_not_taken():
    parsed = _import("Comprehensive Rules Last updated 2024/13/45\n2-1Rule.\n").parsed
    assert parsed.date is None


def test_rule_numbers_deeper_than_the_limit_are_refused():
    number = "-".join(["1"] * 2000)
    with pytest.raises(RulesImportError, match=f"at most {MAX_RULE_DEPTH}"):
        _import(f"2-1Rule.\n{number}Deep.\n")
    deepest = "-".join(["2"] + ["1"] * (MAX_RULE_DEPTH - 1))
    steps = ["-".join(["2"] + ["1"] * n) for n in range(1, MAX_RULE_DEPTH)]
    text = "".join(f"{s}Rule {s}.\n" for s in steps)
    assert _import(text).version.sections[-1].id == deepest


def test_a_section_longer_than_the_limit_is_refused():
    with pytest.raises(RulesImportError, match="section 2-1 is"):
        _import("2-1" + "word " * (MAX_SECTION_CHARS // 4) + "\n")


def test_a_file_larger_than_the_limit_is_refused_before_parsing(tmp_path):
    big = tmp_path / "big.txt"
    big.write_bytes(b"2-1Rule.\n" + b"x" * (MAX_FILE_BYTES + 10))
    with pytest.raises(RulesImportError, match="larger than"):
        import_file(big, document_id="cr-test", version="1", lang="en")
    with pytest.raises(RulesImportError, match="at most"):
        _import("2-1Rule.\n" + "x" * MAX_FILE_BYTES)


def test_importing_over_a_builtin_version_needs_the_flag(tmp_path):
    builtin = next(BUILTIN_DIR.glob("manual-en/*.yaml"))
    dv = _import("2-1Rule.\n", document_id="manual-en", version=builtin.stem).version
    with pytest.raises(RulesImportError, match="--replace-builtin"):
        save_version(dv, tmp_path)
    assert not (tmp_path / "manual-en").exists()
    path, _ = save_version(dv, tmp_path, replace_builtin=True)
    assert path.is_file()


# ---------------------------------------------------------------------- diffs
def test_a_section_diff_is_computed_once_per_pair_of_texts(monkeypatch):
    calls = []
    real = versions.difflib.SequenceMatcher

    def counting(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(versions.difflib, "SequenceMatcher", counting)
    old, new = "The battle area holds Digimon. " * 3, "The battle area holds Tamers. " * 3
    first = versions.text_diff(old, new)
    assert versions.text_diff(old, new) == first
    assert len(calls) == 1


def test_a_diff_too_costly_word_by_word_is_old_replaced_by_new(monkeypatch):
    monkeypatch.setattr(versions.difflib, "SequenceMatcher", None)  # must not be called
    old, new = "alpha " * 5000, "beta " * 5000
    diff = versions.text_diff(old, new)
    assert [d.op for d in diff] == ["delete", "insert"]
    assert diff[0].text == old and diff[1].text == new


# ---------------------------------------------------------------------- Markdown links
@pytest.mark.parametrize("href", ["//evil.example/x", "/\\evil.example", "/\t/evil.example",
                                  " //evil.example", "\\\\\\\\evil.example",
                                  "javascript:alert(1)"])
def test_links_off_the_site_without_a_scheme_are_dropped(href):
    html = render_markdown(f"[the rule]({href})")
    assert "href" not in html and "the rule" in html


@pytest.mark.parametrize("href", ["/rules/cr-en/2-1", "https://example.org/x", "#top",
                                  "mailto:judge@example.org"])
def test_ordinary_links_are_kept(href):
    assert f'href="{href}"' in render_markdown(f"[x]({href})")


# ---------------------------------------------------------------------- spelling cache
def test_the_spelling_cache_keeps_at_most_its_size():
    backend = get_index()._backend
    backend._similar.clear()
    for n in range(MAX_SIMILAR + 50):
        backend._similar[f"w{n}"] = []  # as if looked up before
    backend.similar("blokcer")
    assert len(backend._similar) == MAX_SIMILAR
    assert "w0" not in backend._similar and "blokcer" in backend._similar


# ---------------------------------------------------------------------- Host header
def test_permalinks_never_carry_the_request_host(client, app):
    fields = {"title": "t", "description": "d", "tags": "main", "difficulty": "beginner",
              "source": "manual-en/main-phase", "turn_player": "p1", "p1-deck": "5",
              "p2-deck": "5", "expect": "{}"}
    headers = {"Host": "evil.example"}
    links = client.post("/api/builder", data=fields, headers=headers).get_json()["links"]
    assert links and "evil.example" not in str(links)
    assert links["permalink"].startswith("/s/")
    app.config["BASE_URL"] = "https://judge.example.org/"
    links = client.post("/api/builder", data=fields, headers=headers).get_json()["links"]
    assert links["permalink"].startswith("https://judge.example.org/s/")


def test_the_last_step_link_of_a_replay_is_relative(client):
    response = client.get("/api/scenarios/attack-blocker/replay?step=999",
                          headers={"Host": "evil.example"})
    assert response.status_code == 404
    assert "evil.example" not in response.get_data(as_text=True)
