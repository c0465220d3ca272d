"""Validation of a scenario's optional ``quiz:`` block (docs/scenario-format.md "Quiz").

Called by the schema checker so quiz problems are reported line by line like any other.
"""

from __future__ import annotations

from typing import Any

from judgeapp.scenario.source import Path

QUIZ_KEYS = ("question", "at", "before", "options", "answer", "explanation", "rules")
OPTION_KEYS = ("text", "step", "card", "zone")


def check_quiz(checker: Any, quiz: Any) -> None:
    """Each point: a question, where it stands (``at`` or ``before``), options, the answer."""
    from judgeapp.scenario.schema import SOURCE_KEY

    if not isinstance(quiz, list) or not quiz:
        checker.fail(("quiz",), "expected a non-empty list of quiz points")
        return
    for i, point in enumerate(quiz):
        path: Path = ("quiz", i)
        if not checker.keys(path, point, QUIZ_KEYS, ("question", "options", "answer",
                                                     "explanation", "rules")):
            continue
        for key in ("question", "explanation"):
            if key in point and not (isinstance(point[key], str) and point[key].strip()):
                checker.fail((*path, key), "expected a non-empty string")
        if ("at" in point) == ("before" in point):
            checker.fail(path, "give exactly one of 'at' (a step index) or 'before' (a step "
                         "pattern: the question is asked just before the first step it matches)")
        if "at" in point:
            checker.integer((*path, "at"), point["at"], 0)
        if "before" in point:
            checker.check_patterns((*path, "before"), [point["before"]])
        options = point.get("options")
        if isinstance(options, list) and len(options) >= 2:
            for j, option in enumerate(options):
                _check_option(checker, (*path, "options", j), option)
        else:
            checker.fail((*path, "options"), "expected a list of at least 2 options")
            options = []
        if "answer" in point and options:
            checker.integer((*path, "answer"), point["answer"], 0, len(options) - 1)
        if "rules" in point and checker.strings((*path, "rules"), point["rules"], nonempty=True):
            for j, key in enumerate(point["rules"]):
                if not SOURCE_KEY.match(key):
                    checker.fail((*path, "rules", j), f"{key!r} is not a corpus key")


def _check_option(checker: Any, path: Path, option: Any) -> None:
    if isinstance(option, str):
        if not option.strip():
            checker.fail(path, "an option must not be empty")
        return
    if not checker.keys(path, option, OPTION_KEYS, ("text",)):
        return
    if not isinstance(option.get("text"), str) or not option["text"].strip():
        checker.fail((*path, "text"), "expected a non-empty string")
    if "step" in option:
        checker.check_patterns((*path, "step"), [option["step"]])
    if ("card" in option) != ("zone" in option):
        checker.fail(path, "'card' and 'zone' go together (the card is in that zone at the end)")
    if "card" in option and not checker.known_id(str(option["card"])):
        checker.id_problem((*path, "card"), str(option["card"]))
