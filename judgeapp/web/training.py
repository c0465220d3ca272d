"""Training mode: choose a game, rules areas and difficulty, answer a set of quiz points one
page at a time, see the score.

Questions, answers and explanations come from ``judgeapp.training``; nothing is stored on the
server: a set is drawn by its ``seed``, the answers so far ride along in the question pages'
addresses, and the result is computed from the posted answers, read in the shuffled order the
seed gives (progress may be kept by the browser). Every page has its JSON twin under ``/api``.
"""

from __future__ import annotations

import secrets
from typing import Any

from flask import Blueprint, Flask, request, url_for
from werkzeug.exceptions import BadRequest

from judgeapp import replay as replays
from judgeapp import training
from judgeapp.training import Marked, QuizPoint
from judgeapp.web.boards import cite_all
from judgeapp.web.replay import DIFFICULTY_NAMES
from judgeapp.web.respond import respond
from judgeapp.web.safety import whole_number

bp = Blueprint("training", __name__)
MAX_FIELD = 200
CONTEXT = 3  # steps shown before a question


def _points() -> list[QuizPoint]:
    points, _ = training.all_points()
    return points


MAX_SEED = 10**9


def _question(point: QuizPoint, seed: int, with_answer: bool = False) -> dict[str, Any]:
    """A question, its options in the order of set ``seed`` (``answer`` is a position in that
    order) and the steps just before it (never later); once answered, links to its scenario
    and replay."""
    data = point.to_dict(with_answer)
    if not with_answer:  # a library scenario's title states its ruling
        del data["title"]
    order = training.option_order(point, seed)
    data["options"] = [point.options[i] for i in order]
    if with_answer:
        data["answer"] = order.index(point.answer)
    steps = replays.library_replay(replays.find(point.scenario)).steps
    data["before"] = [s.text for s in steps[max(point.step - CONTEXT, 0):point.step]]
    if with_answer:  # the scenario's page and replay tell the answer: linked once answered
        data["replay_url"] = url_for("replay.replay", name=point.scenario,
                                     step=max(point.step - 1, 0))
        data["scenario_url"] = url_for("replay.scenario", name=point.scenario)
        data["cited"] = cite_all(point.rules)
    return data


def _choice() -> tuple[list[str], int | None, str, list[str]]:
    """The rules areas, difficulty and game asked for (``tags`` repeated or comma-separated)."""
    messages = []
    tags = [t.strip()[:60] for raw in request.args.getlist("tags") for t in raw.split(",")
            if t.strip()][:30]
    raw = (request.args.get("difficulty") or "").strip()
    difficulty = None
    if raw:
        if raw in ("1", "2", "3"):
            difficulty = int(raw)
        else:
            messages.append("difficulty must be 1 (beginner), 2 (intermediate) or 3 "
                            "(advanced); questions of every difficulty are shown.")
    game = (request.args.get("game") or "dcg").strip()
    if game not in training.GAMES:
        messages.append(f"game must be one of {', '.join(training.GAMES)}; Digimon Card Game "
                        "questions are shown.")
        game = "dcg"
    return tags, difficulty, game, messages


def _seed(raw: str | None) -> int | None:
    return whole_number(raw)


@bp.get("/training")
def index():
    points = _points()
    tags: dict[str, int] = {}
    for p in points:
        for t in p.tags:
            tags[t] = tags.get(t, 0) + 1
    context = {
        "questions": len(points),
        "tags": [{"tag": t, "questions": n} for t, n in sorted(tags.items())],
        "difficulties": [{"value": v, "name": n, "questions": sum(p.difficulty == v
                                                                   for p in points)}
                         for v, n in DIFFICULTY_NAMES.items()],
        "games": [{"value": g, "name": n, "questions": sum(p.game == g for p in points)}
                  for g, n in training.GAMES.items()],
    }
    return respond("training.html", context)


@bp.get("/training/quiz")
def quiz():
    """One question of a set: the set is drawn by ``seed`` from the filters; ``n`` (from 0)
    is the question shown; the answers given so far ride along as ``answer-<id>``."""
    tags, difficulty, game, messages = _choice()
    points = _points()
    known = {t for p in points if p.game == game for t in p.tags}
    unknown = [t for t in tags if t not in known]
    if unknown:
        messages.append(f"No {training.GAMES[game]} question covers "
                        f"{', '.join(repr(t) for t in unknown)}.")
    seed = _seed(request.args.get("seed"))
    if seed is None:
        seed = secrets.randbelow(MAX_SEED)
    chosen = training.quiz_set(training.choose(points, tags, difficulty, game, len(points)),
                               seed)
    n = whole_number(request.args.get("n"), digits=4) or 0
    if chosen and n >= len(chosen):
        messages.append(f"This set has {len(chosen)} questions; here is the first.")
        n = 0
    given = {p.id: request.args.get(f"answer-{p.id}", "")[:MAX_FIELD] for p in chosen[:n]}
    context = {
        "tags": tags, "difficulty": difficulty, "game": game, "game_name": training.GAMES[game],
        "messages": messages, "seed": seed, "number": n + 1, "of": len(chosen),
        "ids": [p.id for p in chosen],
        "given": {k: v for k, v in given.items() if v},
        "last": n + 1 >= len(chosen),
        "question": _question(chosen[n], seed) if chosen else None,
    }
    return respond("quiz.html", context)


def _posted() -> tuple[int, list[str], dict[str, str]]:
    """The set's seed, question ids and answers (positions as shown) from a form, or from a
    JSON body ``{"seed": S, "answers": {id: position}}``."""
    if request.is_json:
        body = request.get_json(silent=True)
        if not isinstance(body, dict) or not isinstance(body.get("answers"), dict):
            raise BadRequest('send {"seed": <the set\'s seed>, "answers": {"<question id>": '
                             '<option position as shown>, ...}}')
        answers = {str(k)[:MAX_FIELD]: str(v) for k, v in body["answers"].items()}
        ids, raw_seed = list(answers), str(body.get("seed", ""))
    else:
        ids = request.form.getlist("q")
        answers = {i: request.form.get(f"answer-{i}", "") for i in ids}
        raw_seed = request.form.get("seed", "")
    seed = _seed(raw_seed)
    if ids and seed is None:
        raise BadRequest("The set's seed is missing or not a number: the options are shuffled "
                         "per set, so an answer is read with the seed the set was shown with.")
    return seed or 0, ids, answers


@bp.post("/training/quiz")
def result():
    seed, ids, answers = _posted()
    if not ids:
        raise BadRequest("No questions were sent. Choose a set of questions on the training "
                         "page first.")
    if len(ids) > training.MAX_SET * 5:
        raise BadRequest(f"Too many questions ({len(ids)}) in one set.")
    by_id = {p.id: p for p in _points()}
    marked = []
    for qid in dict.fromkeys(ids):
        point = by_id.get(qid)
        if point is None:
            shown = qid if len(qid) <= 80 else qid[:77] + "..."
            raise BadRequest(f"There is no question {shown!r}; the set may be out of date. "
                             "Take a new set.")
        raw = answers.get(qid, "").strip()[:MAX_FIELD]
        given = whole_number(raw)
        if raw and (given is None or given >= len(point.options)):
            shown = raw if len(raw) <= 40 else raw[:37] + "..."
            raise BadRequest(f"The answer {shown!r} to question {qid!r} is not one of its "
                             f"{len(point.options)} options.")
        given = training.option_order(point, seed)[given] if given is not None else None
        marked.append(Marked(point, given))
    right, total = training.score(marked)
    results = []
    for m in marked:
        shown = _question(m.point, seed, with_answer=True)
        order = training.option_order(m.point, seed)
        results.append({**shown, "given": None if m.given is None else order.index(m.given),
                        "right": m.right})
    context = {
        "right": right,
        "total": total,
        "seed": seed,
        "results": results,
        "again_url": url_for("training.index"),
    }
    return respond("quiz_result.html", context)


def init_app(app: Flask) -> None:
    """Register the pages and their JSON twins under ``/api``."""
    app.register_blueprint(bp)
    app.register_blueprint(bp, url_prefix="/api", name="api_training")
