"""The scenario library and its step-through replayer, each page with its JSON twin.

``/scenarios`` lists the library, ``/scenarios/<name>`` describes one scenario,
``/scenarios/<name>/replay?step=N`` shows one step with the board as of that step, and
``/scenarios/<name>/play?a=..&a=..`` is the interactive "ask me" run: every answer so far is in
the URL, nothing is stored on the server. The runs come from ``judgeapp.replay``.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from flask import Blueprint, Flask, request, url_for
from werkzeug.exceptions import BadRequest, UnprocessableEntity

from judgeapp import replay as replays
from judgeapp.engine.errors import EngineError
from judgeapp.replay import BadAnswer, Entry, PendingRefused, Replay, ReplayError
from judgeapp.scenario.realcards import card_origin
from judgeapp.scenario.runner import Answered
from judgeapp.scenario.source import ScenarioFileError
from judgeapp.web.boards import board_view, cite_all, decision_view, step_view
from judgeapp.web.errors import Missing
from judgeapp.web.respond import respond, wants_json
from judgeapp.web.safety import whole_number

bp = Blueprint("replay", __name__)
DIFFICULTY_NAMES = {1: "beginner", 2: "intermediate", 3: "advanced"}
MAX_PARAM = 2000


def scenario_summary(entry: Entry) -> dict[str, Any]:
    """What the list and the scenario page show about one library file."""
    summary: dict[str, Any] = {
        "name": entry.name,
        "url": url_for("replay.scenario", name=entry.name),
        "api_url": url_for("api_replay.scenario", name=entry.name),
        "error": entry.error,
    }
    if entry.scenario is not None:
        meta = entry.scenario.meta()
        summary.update(meta, difficulty_name=DIFFICULTY_NAMES.get(meta["difficulty"], "?"),
                       replay_url=url_for("replay.replay", name=entry.name),
                       play_url=url_for("replay.play", name=entry.name),
                       quiz=len(entry.scenario.data.get("quiz") or []))
    return summary


def _entry(name: str) -> Entry:
    entry = replays.find(name)
    if entry is None:
        close = [scenario_summary(e) for e in replays.library()
                 if _similar(name, e.name)][:5]
        shown = name if len(name) <= 80 else name[:77] + "..."
        raise Missing(f"There is no scenario {shown!r} in the library.", "",
                      [{"title": s.get("title") or s["name"], "url": s["url"]} for s in close])
    return entry


def _card_origins(entry: Entry) -> list[dict[str, Any]]:
    """Each card the scenario defines: printed (linked to its card page), altered or invented."""
    from rulesdb.cards import get_card_db

    db = get_card_db()
    found = []
    for card in entry.scenario.data.get("cards") or []:
        if isinstance(card, dict):
            origin = card_origin(card, db).to_dict()
            if origin["number"]:
                origin["url"] = url_for("cards.card", number=origin["number"])
            found.append(origin)
    return found


def _similar(wanted: str, name: str) -> bool:
    words = {w for w in wanted.lower().split("-") if len(w) > 2}
    return bool(words & set(name.split("-")))


def _pending_page(entry: Entry, refused: PendingRefused):
    """The page of a ``pending-engine`` scenario whose card text the engine cannot read yet:
    its pending reason and the refused phrase, in place of a replay (200: the file is fine)."""
    context = {"scenario": scenario_summary(entry), "refusal": refused.refusal.to_dict(),
               "steps": []}
    return respond("pending.html", context)


def _library_replay(entry: Entry) -> Replay:
    try:
        return replays.library_replay(entry)
    except PendingRefused:
        raise
    except ReplayError as exc:
        message = f"The scenario {entry.name!r} cannot be replayed: {exc}"
        raise UnprocessableEntity(message) from None


def _filters() -> tuple[dict[str, str], list[str]]:
    names = ("tag", "difficulty", "game", "q")
    args = {k: (request.args.get(k) or "").strip()[:100] for k in names}
    messages = []
    if args["difficulty"] and args["difficulty"] not in ("1", "2", "3"):
        messages.append("difficulty must be 1 (beginner), 2 (intermediate) or 3 (advanced); "
                        "showing every difficulty.")
        args["difficulty"] = ""
    if args["game"] and args["game"] not in ("dcg", "dccg"):
        messages.append("game must be dcg or dccg; showing both games.")
        args["game"] = ""
    return args, messages


def _keep(summary: dict[str, Any], args: dict[str, str]) -> bool:
    if summary.get("title") is None:
        return not any(args.values())
    text = f"{summary['title']} {summary['description']}".lower()
    return ((not args["tag"] or args["tag"] in summary["tags"])
            and (not args["difficulty"] or summary["difficulty"] == int(args["difficulty"]))
            and (not args["game"] or summary["game"] == args["game"])
            and (not args["q"] or args["q"].lower() in text))


@bp.get("/scenarios")
def scenarios():
    args, messages = _filters()
    everything = [scenario_summary(e) for e in replays.library()]
    tags = sorted({t for s in everything for t in s.get("tags") or []})
    if args["tag"] and args["tag"] not in tags:
        messages.append(f"No scenario has the tag {args['tag']!r}.")
    shown = [s for s in everything if _keep(s, args)]
    context = {"filters": args, "messages": messages, "tags": tags, "scenarios": shown,
               "total": len(everything)}
    return respond("scenarios.html", context)


@bp.get("/scenarios/<name>")
def scenario(name: str):
    entry = _entry(name)
    summary = scenario_summary(entry)
    context: dict[str, Any] = {"scenario": summary, "steps": None, "cited": [],
                               "refusal": None, "cards": []}
    if entry.scenario is not None:
        context["cited"] = cite_all(entry.scenario.data["source"])
        context["cards"] = _card_origins(entry)
        try:
            context["steps"] = len(replays.library_replay(entry).steps)
        except PendingRefused as exc:
            context["refusal"] = exc.refusal.to_dict()
        except ReplayError as exc:
            summary["error"] = str(exc)
    return respond("scenario.html", context, 200 if summary["error"] is None else 422)


def _step_number(total: int) -> int | None:
    """The ``step`` argument as an index; None when it is absent (the whole replay)."""
    raw = request.args.get("step")
    if raw is None or raw == "":
        return None
    number = whole_number(raw)
    if number is None:
        raw = raw.strip()
        shown = raw if len(raw) <= 40 else raw[:37] + "..."
        raise BadRequest(f"step must be a step number from 0 to {total - 1}, not {shown!r}.")
    if number >= total:
        raise Missing(f"This replay has {total} steps (0 to {total - 1}); there is no step "
                      f"{number}.", "", [{"title": "the last step",
                                          "url": request.path + f"?step={total - 1}"}])
    return number


def step_context(rp: Replay, number: int, link) -> dict[str, Any]:
    """One step of a replay: the step, the board as of that step, its decision, links.

    ``link(n)`` is the URL of step ``n`` (library pages and the builder link differently).
    """
    total = len(rp.steps)
    snapshot = rp.board_at(number)
    step = rp.steps[number]
    answered = rp.answered.get(number)
    return {
        "number": number,
        "total": total,
        "step": step_view(step, snapshot),
        "decision": ({**decision_view(answered.decision), "answer": answered.answer,
                      "scripted": answered.scripted} if answered else None),
        "board": board_view(snapshot),
        "nav": {
            "first": link(0),
            "prev": link(number - 1) if number > 0 else None,
            "next": link(number + 1) if number + 1 < total else None,
            "last": link(total - 1),
        },
        "recent": [{"index": s.index, "text": s.text, "url": link(i)}
                   for i, s in enumerate(rp.steps) if number - 3 <= i < number],
    }


@bp.get("/scenarios/<name>/replay")
def replay(name: str):
    entry = _entry(name)
    try:
        rp = _library_replay(entry)
    except PendingRefused as exc:
        return _pending_page(entry, exc)
    total = len(rp.steps)
    summary = scenario_summary(entry)
    if total == 0:
        raise UnprocessableEntity(f"The scenario {name!r} produced no steps to show.")
    number = _step_number(total)
    if number is None and wants_json():
        return respond("replay.html", {"scenario": summary, **rp.to_dict()})
    number = number or 0
    link = lambda n: url_for(request.endpoint, name=name, step=n)  # noqa: E731
    context = {"scenario": summary, **step_context(rp, number, link),
               "stopped_on": decision_view(rp.result.stopped_on) if rp.result.stopped_on
               else None, "winner": rp.result.snapshot.get("winner"),
               "invented": [c["name"] for c in _card_origins(entry) if c["origin"] != "printed"]}
    return respond("replay.html", context)


def _answers() -> list[str]:
    """The answers so far (``a``), plus the checkbox picks of a multiple choice (``pick``)."""
    answers = request.args.getlist("a")
    picks = request.args.getlist("pick")
    if picks:
        answers.append(",".join(picks))
    if any(len(a) > MAX_PARAM for a in answers):
        raise BadRequest(f"an answer is longer than {MAX_PARAM} characters.")
    return answers


def _answer_label(answered: Answered) -> str:
    """An answer as its options were labelled (``Greymon attacks the player``)."""
    labels = {o.id: o.label for o in answered.decision.options}
    picked = answered.answer if isinstance(answered.answer, list) else [answered.answer]
    return ", ".join(labels.get(a, a) for a in picked)


def play_context(rp: Replay, answers: list[str], follow: bool, page: str) -> dict[str, Any]:
    """An interactive run after ``answers``: the steps, the board, the decision to answer, and
    links (``page`` is the path of the play page; the library and the builder differ)."""
    base = {"script": "keep"} if follow else {}

    def url_with(items: list[str]) -> str:
        query = urlencode([*base.items(), *(("a", a) for a in items)])
        return page + (f"?{query}" if query else "")

    decision = rp.result.stopped_on
    snapshot = rp.result.snapshot
    last = rp.result.decisions[-1] if answers and rp.result.decisions else None
    return {
        "answers": answers,
        "follow_script": follow,
        "hidden": [*base.items(), *(("a", a) for a in answers)],
        "steps": [step_view(s, s.board) for s in rp.steps],
        # what the last answer caused, shown first (the whole log is further down)
        "caused": {"answer": _answer_label(last), "player": last.decision.player,
                   "first_step": last.after_step,
                   "steps": [step_view(s, s.board) for s in rp.steps[last.after_step:]]}
        if last else None,
        "board": board_view(snapshot),
        "decision": decision_view(decision) if decision else None,
        "winner": snapshot.get("winner"),
        "undo_url": url_with(answers[:-1]) if answers else None,
        "restart_url": url_with([]),
        "toggle_url": page + ("" if follow else "?script=keep"),
    }


@bp.get("/scenarios/<name>/play")
def play(name: str):
    entry = _entry(name)
    if entry.scenario is None:
        raise UnprocessableEntity(f"The scenario {name!r} cannot be played: {entry.error}")
    refusal = replays.pending_refusal(entry)
    if refusal is not None:
        return _pending_page(entry, PendingRefused(refusal))
    answers = _answers()
    follow = request.args.get("script") == "keep"
    try:
        rp = replays.replay(entry.scenario, answers, follow_script=follow)
    except BadAnswer as exc:
        raise BadRequest(f"{exc}. Start again from the first decision.") from None
    except (ScenarioFileError, EngineError, KeyError) as exc:
        raise UnprocessableEntity(f"The scenario {name!r} cannot be played: {exc}") from None
    context = {"scenario": scenario_summary(entry),
               **play_context(rp, answers, follow, url_for(request.endpoint, name=name))}
    return respond("play.html", context)


def init_app(app: Flask) -> None:
    """Register the pages and their JSON twins under ``/api``."""
    app.register_blueprint(bp)
    app.register_blueprint(bp, url_prefix="/api", name="api_replay")
