"""Training mode: choose a rules area and difficulty, answer a set of quiz points, see the score.

Questions, answers and explanations come from ``judgeapp.training``; nothing is stored on the
server (the result page is computed from the posted answers; progress may be kept by the
browser). Every page has its JSON twin under ``/api``.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Flask, request, url_for
from werkzeug.exceptions import BadRequest

from judgeapp import replay as replays
from judgeapp import training
from judgeapp.training import Marked, QuizPoint
from judgeapp.web.boards import cite_all
from judgeapp.web.replay import DIFFICULTY_NAMES
from judgeapp.web.respond import respond

bp = Blueprint("training", __name__)
MAX_FIELD = 200
CONTEXT = 3  # steps shown before a question


def _points() -> list[QuizPoint]:
    points, _ = training.all_points()
    return points


def _question(point: QuizPoint, with_answer: bool = False) -> dict[str, Any]:
    """A question with links to its scenario and replay, and the steps just before it."""
    data = point.to_dict(with_answer)
    steps = replays.library_replay(replays.find(point.scenario)).steps
    data["before"] = [s.text for s in steps[max(point.step - CONTEXT, 0):point.step]]
    data["replay_url"] = url_for("replay.replay", name=point.scenario,
                                 step=max(point.step - 1, 0))
    data["scenario_url"] = url_for("replay.scenario", name=point.scenario)
    if with_answer:
        data["cited"] = cite_all(point.rules)
    return data


def _choice() -> tuple[list[str], int | None, list[str]]:
    """The rules areas and difficulty asked for (``tags`` repeated or comma-separated)."""
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
    return tags, difficulty, messages


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
    }
    return respond("training.html", context)


@bp.get("/training/quiz")
def quiz():
    tags, difficulty, messages = _choice()
    known = {t for p in _points() for t in p.tags}
    unknown = [t for t in tags if t not in known]
    if unknown:
        messages.append(f"No question covers {', '.join(repr(t) for t in unknown)}.")
    chosen = training.choose(_points(), tags, difficulty)
    context = {"tags": tags, "difficulty": difficulty, "messages": messages,
               "questions": [_question(p) for p in chosen]}
    return respond("quiz.html", context)


def _posted() -> tuple[list[str], dict[str, str]]:
    """Question ids and answers from a form, or from a JSON body ``{"answers": {id: n}}``."""
    if request.is_json:
        body = request.get_json(silent=True)
        if not isinstance(body, dict) or not isinstance(body.get("answers"), dict):
            raise BadRequest('send {"answers": {"<question id>": <option number>, ...}}')
        answers = {str(k): str(v) for k, v in body["answers"].items()}
        return list(answers), answers
    ids = request.form.getlist("q")
    return ids, {i: request.form.get(f"answer-{i}", "") for i in ids}


@bp.post("/training/quiz")
def result():
    ids, answers = _posted()
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
        if raw and not (raw.isdigit() and int(raw) < len(point.options)):
            shown = raw if len(raw) <= 40 else raw[:37] + "..."
            raise BadRequest(f"The answer {shown!r} to question {qid!r} is not one of its "
                             f"{len(point.options)} options.")
        marked.append(Marked(point, int(raw) if raw else None))
    right, total = training.score(marked)
    context = {
        "right": right,
        "total": total,
        "results": [{**_question(m.point, with_answer=True), "given": m.given,
                     "right": m.right} for m in marked],
        "again_url": url_for("training.index"),
    }
    return respond("quiz_result.html", context)


def init_app(app: Flask) -> None:
    """Register the pages and their JSON twins under ``/api``."""
    app.register_blueprint(bp)
    app.register_blueprint(bp, url_prefix="/api", name="api_training")
