"""Quiz points: the quiz: block is validated by line; every answer agrees with the engine."""

from __future__ import annotations

import pytest

from judgeapp import replay as replays
from judgeapp import training
from judgeapp.scenario import ScenarioFileError, load_text
from rulesdb.corpus import load_corpus
from rulesdb.keywords import load_keywords

POINTS, PROBLEMS = training.all_points()

BASE = """\
title: t
description: d
tags: [battle]
difficulty: 1
source: [manual-en/battles]
cards:
  - {name: Agumon, kind: digimon, color: red, level: 3, dp: 2000, play_cost: 3}
board:
  turn_player: p1
  p1: {battle: [{card: Agumon}]}
expect: {}
"""


def test_there_are_at_least_25_questions_and_all_are_placed():
    assert PROBLEMS == []
    assert len(POINTS) >= 25
    assert len({p.id for p in POINTS}) == len(POINTS)


@pytest.mark.parametrize("point", POINTS, ids=[p.id for p in POINTS])
def test_the_answer_agrees_with_the_replay(point):
    rp = replays.library_replay(replays.find(point.scenario))
    assert training.checked(point), "the answer carries no claim the engine can check"
    assert training.disagreements(point, rp) == []


def test_every_quiz_citation_resolves():
    corpus, keywords = load_corpus(), {k.id for k in load_keywords()}
    for point in POINTS:
        for key in point.rules:
            if key.startswith("keyword/"):
                assert key.partition("/")[2] in keywords, (point.id, key)
            else:
                assert corpus.cited(key) is not None, (point.id, key)


def test_a_wrong_answer_claim_is_caught():
    """The agreement check can fail: swapping the answer of a checked point is detected."""
    point = next(p for p in POINTS if all(c is not None for c in p.claims))
    rp = replays.library_replay(replays.find(point.scenario))
    swapped = training.QuizPoint(**{**point.__dict__, "answer": (point.answer + 1)
                                    % len(point.options)})
    assert training.disagreements(swapped, rp)


def _problems(quiz: str) -> str:
    with pytest.raises(ScenarioFileError) as caught:
        load_text(BASE + quiz, "x.yaml")
    return str(caught.value)


def test_a_valid_quiz_loads():
    scenario = load_text(BASE + """\
quiz:
  - question: Is Agumon deleted?
    at: 0
    options: [{text: "no", card: p1-agumon, zone: battle}, "yes"]
    answer: 0
    explanation: nothing happens
    rules: [manual-en/battles]
""")
    assert scenario.data["quiz"][0]["answer"] == 0


@pytest.mark.parametrize("quiz,message", [
    ("quiz: []\n", "x.yaml:12: quiz: expected a non-empty list"),
    ("quiz:\n  - {question: q, options: [a, b], answer: 0, explanation: e, rules: [manual-en/x]}\n",
     "x.yaml:13: quiz[0]: give exactly one of 'at'"),
    ("quiz:\n  - {question: q, at: 0, options: [a], answer: 0, explanation: e, "
     "rules: [manual-en/x]}\n", "quiz[0].options: expected a list of at least 2"),
    ("quiz:\n  - {question: q, at: 0, options: [a, b], answer: 5, explanation: e, "
     "rules: [manual-en/x]}\n", "quiz[0].answer: 5 is out of range (0..1)"),
    ("quiz:\n  - {question: q, at: 0, options: [a, b], answer: 0, explanation: e, "
     "rules: [nope]}\n", "quiz[0].rules[0]: 'nope' is not a corpus key"),
    ("quiz:\n  - {question: q, at: 0, options: [a, {text: b, card: p1-agumn, zone: trash}], "
     "answer: 0, explanation: e, rules: [manual-en/x]}\n", "did you mean 'p1-agumon'"),
    ("quiz:\n  - {question: q, at: 0, options: [a, b], answer: 0, explanation: e, "
     "rules: [manual-en/x], hint: h}\n", "quiz[0].hint: unknown key 'hint'"),
])
def test_bad_quiz_blocks_are_reported_by_line(quiz, message):
    assert message in _problems(quiz)
