"""The scenario builder: a form for a board position, its YAML file, and shareable permalinks.

``/builder`` is the form (``?from=<library name>`` edits a copy, ``?s=<blob>`` opens a
permalink); posting it checks the scenario (``do=check``), runs it (``do=run``), downloads it
(``do=download``) or adds empty rows. ``/builder/upload`` reads a scenario file back.
``/s/<blob>`` (or ``/s/<blob>/replay``) replays a scenario carried in its URL
(``/s/<blob>/play``: answer the decisions yourself; ``/s/<blob>/scenario.yaml``: the file).
The form is read and validated by ``judgeapp.scenario.form`` (loader and card-text parser);
the replay pages are the replayer's.
"""

from __future__ import annotations

import copy
import os
from typing import Any

from flask import Blueprint, Flask, Response, current_app, g, redirect, request, url_for
from werkzeug.datastructures import MultiDict
from werkzeug.exceptions import BadRequest, RequestEntityTooLarge, UnprocessableEntity

from judgeapp import replay as replays
from judgeapp.engine.errors import EngineError
from judgeapp.replay import BadAnswer, Replay, TooLong
from judgeapp.scenario import cardpick, form, labels, permalink
from judgeapp.scenario.ids import slug
from judgeapp.scenario.loader import Scenario
from judgeapp.scenario.source import ScenarioFileError
from judgeapp.web import replay as replay_pages
from judgeapp.web.boards import decision_view
from judgeapp.web.errors import Missing
from judgeapp.web.respond import respond, wants_json
from rulesdb.cards import get_card_db

bp = Blueprint("builder", __name__)
MAX_UPLOAD = 1024 * 1024   # bytes of an uploaded scenario file
MAX_FIELD = 100_000        # characters of one form field
SPARE_CARDS = 2
SPARE_STACKS = 1
ADD_ROWS = 3
MODES = ("script", "ask")
KINDS = ("digimon", "digi-egg", "tamer", "option")
PHASES = ("unsuspend", "draw", "breeding", "main", "end")
DIFFICULTIES = ("beginner", "intermediate", "advanced")


def _library() -> list[replays.Entry]:
    """The library's loadable scenarios, read once per request."""
    if "builder_library" not in g:
        g.builder_library = [e for e in replays.library() if e.scenario is not None]
    return g.builder_library


def _catalog() -> dict[str, dict[str, Any]]:
    """The built-in example cards, rebuilt only when a library file changes (building them
    copies every card of the library: doing it per request made each request O(library))."""
    if "builder_catalog" not in g:
        entries = _library()
        stamp = tuple((str(e.path), e.path.stat().st_mtime_ns) for e in entries)
        g.builder_catalog = copy.deepcopy(_cached_catalog(stamp, entries))
    return g.builder_catalog


_CATALOGS: dict[tuple, dict[str, dict[str, Any]]] = {}


def _cached_catalog(stamp: tuple, entries: list[replays.Entry]) -> dict[str, dict[str, Any]]:
    if stamp not in _CATALOGS:
        _CATALOGS.clear()  # one library at a time
        _CATALOGS[stamp] = form.catalog(e.scenario for e in entries)
    return _CATALOGS[stamp]


def _posted_fields() -> form.Fields:
    """The posted form as one text per field (garbage kept as typed, but bounded)."""
    fields: form.Fields = {}
    posted: MultiDict | dict[str, Any] = request.form
    if request.is_json:
        body = request.get_json(silent=True)
        if not isinstance(body, dict):
            raise BadRequest('the JSON body must be an object of form fields, like '
                             '{"title": "...", "p1-hand": "Agumon", "do": "check"}')
        posted = {k: v if isinstance(v, str) else "" if v is None else str(v)
                  for k, v in body.items()}
    for key in posted:
        value = posted.get(key, "")
        if len(key) > 100:
            continue
        if len(value) > MAX_FIELD:
            raise RequestEntityTooLarge(f"the field {key[:40]!r} is longer than {MAX_FIELD} "
                                        "characters")
        fields[key] = value
    return fields


def _used_rows(fields: form.Fields, prefix: str) -> int:
    """How many rows of ``prefix`` the (compacted) fields hold."""
    return len(form.rows(fields, prefix))


def _base_url() -> str:
    """The site's public address for permalinks (``BASE_URL``, or ``DIGIJUDGE_BASE_URL`` in
    the environment); empty when not configured, so links stay relative. Never the request's
    Host header, which any client can set."""
    return str(current_app.config.get("BASE_URL") or os.environ.get("DIGIJUDGE_BASE_URL")
               or "").rstrip("/")


def _permalink_urls(blob: str, mode: str) -> dict[str, str]:
    replay_url = url_for("builder.shared", blob=blob)
    play_url = url_for("builder.shared_play", blob=blob) + "?script=keep"
    return {
        "permalink": _base_url() + replay_url,
        "replay_url": replay_url,
        "play_url": play_url,
        "run_url": play_url if mode == "ask" else replay_url,
        "edit_url": url_for("builder.builder", s=blob),
        "download_url": url_for("builder.shared_yaml", blob=blob),
    }


def _context(fields: form.Fields, built: form.Built | None, adding: str = "",
             upload: dict[str, Any] | None = None,
             real: dict[str, Any] | None = None) -> dict[str, Any]:
    """The one context of the builder page (HTML form, or the JSON twin)."""
    catalog = _catalog()
    mode = fields.get("mode") if fields.get("mode") in MODES else "script"
    fields = {**fields, "mode": mode}
    rows = {
        "card": _used_rows(fields, "card") + SPARE_CARDS + (ADD_ROWS if adding == "card" else 0),
        **{f"{p}-battle": _used_rows(fields, f"{p}-battle") + SPARE_STACKS
           + (ADD_ROWS if adding == f"{p}-battle" else 0) for p in ("p1", "p2")},
    }
    own = [fields.get(f"card-{i}-name", "").strip() for i in range(rows["card"])]
    errors = built.errors if built else {}
    context: dict[str, Any] = {
        "fields": fields,
        "rows": rows,
        "errors": errors,
        "labels": {name: labels.label(name) for name in errors},
        "cards_open": bool(_used_rows(fields, "card") or adding == "card"
                           or any(name.startswith("card-") for name in errors)),
        "general_errors": built.general if built else [],
        "checked": built is not None,
        "valid": bool(built and built.valid),
        "scenario": built.mapping if built else None,
        "yaml": built.yaml() if built else None,
        "status": (built.result.status if built and built.result
                   else "pending" if built and built.refusal else None),
        "refusal": built.refusal.to_dict() if built and built.refusal else None,
        "failures": built.result.failures if built and built.result else [],
        "step_count": len(built.result.steps) if built and built.result else None,
        "links": None,
        "upload": upload,
        "card_names": sorted({n for n in own if n} | set(catalog), key=str.lower),
        "catalog": list(catalog.values()),
        "library": [e.name for e in _library()],
        "kinds": KINDS, "phases": PHASES, "difficulties": DIFFICULTIES,
        "legacy": fields.get("game", "dcg") not in ("", "dcg"),
        "copied_from": request.args.get("from", ""),
        "real": real or {"message": "", "choices": [], "added": None},
    }
    if built and built.valid:
        context["links"] = _permalink_urls(permalink.encode(built.mapping), mode)
    return context


def _page(context: dict[str, Any], status: int = 200):
    if wants_json():
        keys = ("scenario", "valid", "errors", "labels", "general_errors", "status", "refusal",
                "failures", "step_count", "links", "yaml", "fields", "upload", "real")
        return respond("builder.html", {k: context[k] for k in keys}, status)
    return respond("builder.html", context, status)


def _library_fields(name: str) -> form.Fields:
    entry = replays.find(name)
    if entry is None or entry.scenario is None:
        shown = name if len(name) <= 80 else name[:77] + "..."
        raise Missing(f"There is no scenario {shown!r} in the library to copy.", name,
                      [{"title": "the scenario library", "url": url_for("replay.scenarios")}])
    return form.from_mapping(entry.scenario.source.data)


def _decode(blob: str) -> dict[str, Any]:
    try:
        return permalink.decode(blob)
    except permalink.PermalinkError as exc:
        raise BadRequest(f"This permalink cannot be opened: {exc}. Ask for the link again, "
                         "or copy it whole.") from None


@bp.route("/builder", methods=["GET", "POST"])
def builder():
    if request.method == "GET":
        if request.args.get("from"):
            fields = _library_fields(request.args["from"][:200])
        elif request.args.get("card"):
            fields, real = _with_real_card(form.from_mapping(_blank()),
                                           request.args["card"][:200], on_board=True)
            found = real["added"] or real["choices"]
            return _page(_context(fields, None, real=real), 200 if found else 404)
        elif request.args.get("s"):
            mapping = _decode(request.args["s"])
            text = form.dump(mapping)
            try:
                fields = form.from_mapping(form.load(text, "link").source.data)
            except ScenarioFileError as exc:
                return _upload_failed("The scenario in the link", text,
                                      [p.render("link") for p in exc.problems])
        else:
            return _page(_context(form.from_mapping(_blank()), None))
        built = form.build(fields, _catalog())
        return _page(_context(fields, built), 200 if built.valid else 422)
    fields = _posted_fields()
    action = fields.pop("do", "check")
    try:
        for prefix in ("card", "p1-battle", "p2-battle"):
            form.rows(fields, prefix)
        fields = form.compact(fields)
    except form.FormError as exc:
        raise RequestEntityTooLarge(str(exc)) from None
    if action.startswith("add-"):
        return _page(_context(fields, None, adding=action[4:]))
    if action.startswith("copy-card:"):
        return _page(_context(_with_example(fields, action.partition(":")[2]), None))
    if action == "real-card" or action.startswith("real-card:"):
        typed = action.partition(":")[2] or fields.get("real-card", "")
        fields, real = _with_real_card(fields, typed)
        return _page(_context(fields, None, real=real))
    built = form.build(fields, _catalog())
    context = _context(fields, built)
    if not built.valid:
        return _page(context, 422)
    if action == "run" and not wants_json():
        return redirect(context["links"]["run_url"], 303)
    if action == "download" and not wants_json():
        return _yaml_response(built.yaml(), built.mapping.get("title", ""))
    return _page(context)


def _with_example(fields: form.Fields, name: str) -> form.Fields:
    """The fields plus a new card row holding a copy of the built-in example ``name``."""
    example = _catalog().get(name)
    if example is None:
        return fields
    return {**fields, **form.card_fields(_used_rows(fields, "card"), example)}


def _with_real_card(fields: form.Fields, typed: str, on_board: bool = False
                    ) -> tuple[form.Fields, dict[str, Any]]:
    """The fields plus a card row holding the real card ``typed`` (a number, or a name that
    only one card has; ``on_board``: also put it in p1's hand), and what the picker says:
    the choices when several cards fit, the sentence the engine cannot read yet."""
    pick = cardpick.find_real_cards(typed, get_card_db())
    real: dict[str, Any] = {"message": pick.message, "added": None, "choices": [
        {"number": c.number, "name": c.name, "level": c.level, "colors": list(c.colors),
         "kinds": list(c.kinds), "url": url_for("cards.card", number=c.number)}
        for c in pick.cards]}
    if not (pick.exact and len(pick.cards) == 1):
        return fields, real
    card = pick.cards[0]
    taken = {fields.get(f"card-{i}-name", "").strip() for i in form.rows(fields, "card")}
    entry = cardpick.real_card_entry(card, taken)
    fields = {**fields, **form.card_fields(_used_rows(fields, "card"), entry), "real-card": ""}
    if on_board:
        fields["p1-hand"] = "\n".join(filter(None, [fields.get("p1-hand", ""), entry["name"]]))
    real.update(choices=[], added={
        "number": card.number, "name": entry["name"],
        "url": url_for("cards.card", number=card.number),
        "unread": cardpick.unread_sentence(entry),
        "supported_url": url_for("docs.card_text"),
    })
    return fields, real


def _blank() -> dict[str, Any]:
    """The form a new scenario starts from: p1's main phase with 3 memory, 5-card decks."""
    return {
        "title": "", "description": "", "tags": ["main"], "difficulty": "beginner",
        "source": ["manual-en/main-phase"], "cards": [],
        "board": {"turn_player": "p1", "turn": 3, "phase": "main", "memory": {"p1": 3},
                  "p1": {"deck": 5, "security": 5}, "p2": {"deck": 5, "security": 5}},
        "actions": [], "expect": {},
    }


def _yaml_response(text: str, title: str) -> Response:
    name = (slug(str(title))[:60] or "scenario") + ".yaml"
    return Response(text, mimetype="application/x-yaml",
                    headers={"Content-Disposition": f'attachment; filename="{name}"'})


@bp.post("/builder/upload")
def upload():
    if (request.content_length or 0) > MAX_UPLOAD + 10_000:
        raise RequestEntityTooLarge(f"a scenario file is at most {MAX_UPLOAD // 1024} KB")
    file = request.files.get("file")
    text = request.form.get("yaml", "")
    filename = "pasted text"
    if file is not None and file.filename:
        raw = file.read(MAX_UPLOAD + 1)
        filename = file.filename[:100]
        if len(raw) > MAX_UPLOAD:
            raise RequestEntityTooLarge(f"a scenario file is at most {MAX_UPLOAD // 1024} KB")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            return _upload_failed(filename, "", ["the file is not UTF-8 text (is it a scenario "
                                                 "YAML file?)"])
    if not text.strip():
        return _upload_failed(filename, text, ["choose a scenario file, or paste its text"])
    try:
        scenario = form.load(text, filename)
    except ScenarioFileError as exc:
        return _upload_failed(filename, text, [p.render(filename) for p in exc.problems])
    fields = form.from_mapping(scenario.source.data)
    built = form.build(fields, _catalog())
    upload = {"filename": filename, "errors": [], "text": ""}
    return _page(_context(fields, built, upload=upload), 200 if built.valid else 422)


def _upload_failed(filename: str, text: str, messages: list[str]):
    upload = {"filename": filename, "errors": messages, "text": text}
    return _page(_context(form.from_mapping(_blank()), None, upload=upload), 422)


# ---------------------------------------------------------------------- permalinks
def _shared_scenario(blob: str) -> Scenario:
    mapping = _decode(blob)
    try:
        return form.load(form.dump(mapping), "shared scenario")
    except ScenarioFileError as exc:
        raise UnprocessableEntity(
            "The scenario in this link is not valid: "
            + "; ".join(f"{p.field}: {p.message}" if p.field else p.message
                        for p in exc.problems[:10])) from None


def _summary(scenario: Scenario, blob: str) -> dict[str, Any]:
    meta = scenario.meta()
    return {**meta, "name": None, "url": url_for("builder.builder", s=blob),
            "builder": _permalink_urls(blob, "script")}


def _run(scenario: Scenario, answers: list[str] | None = None,
         follow_script: bool = True) -> Replay:
    try:
        return replays.replay(scenario, answers, follow_script=follow_script,
                              time_budget=form.MAX_RUN_SECONDS)
    except TooLong as exc:
        raise UnprocessableEntity(f"The scenario in this link took too long to run: {exc}."
                                  ) from None
    except BadAnswer as exc:
        raise BadRequest(f"{exc}. Start again from the first decision.") from None
    except ScenarioFileError as exc:
        raise UnprocessableEntity("The scenario in this link cannot be run: "
                                  + "; ".join(p.message for p in exc.problems[:10])) from None
    except (EngineError, KeyError, RecursionError) as exc:
        raise UnprocessableEntity(f"The engine refused the scenario in this link: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - logged; the judge gets a page saying so
        current_app.logger.exception("the engine failed on a shared scenario")
        raise UnprocessableEntity(f"The engine failed on the scenario in this link "
                                  f"({type(exc).__name__}); this is a bug in DigiJudge, and "
                                  "it was logged.") from None


@bp.get("/s/<blob>/replay")  # like /scenarios/<name>/replay; url_for gives /s/<blob>
@bp.get("/s/<blob>")
def shared(blob: str):
    scenario = _shared_scenario(blob)
    rp = _run(scenario)
    summary = _summary(scenario, blob)
    total = len(rp.steps)
    if total == 0:
        raise UnprocessableEntity("This scenario produced no steps to show.")
    number = replay_pages._step_number(total)
    if number is None and wants_json():
        return respond("builder_replay.html", {"scenario": summary, **rp.to_dict()})
    link = lambda n: url_for("builder.shared", blob=blob, step=n)  # noqa: E731
    context = {"scenario": summary, **replay_pages.step_context(rp, number or 0, link),
               "stopped_on": decision_view(rp.result.stopped_on) if rp.result.stopped_on
               else None, "winner": rp.result.snapshot.get("winner")}
    return respond("builder_replay.html", context)


@bp.get("/s/<blob>/scenario.yaml")
def shared_yaml(blob: str):
    scenario = _shared_scenario(blob)
    return _yaml_response(form.dump(scenario.source.data), scenario.title)


@bp.get("/s/<blob>/play")
def shared_play(blob: str):
    scenario = _shared_scenario(blob)
    answers = replay_pages._answers()
    follow = request.args.get("script") == "keep"
    rp = _run(scenario, answers, follow_script=follow)
    context = {"scenario": _summary(scenario, blob),
               **replay_pages.play_context(rp, answers, follow,
                                           url_for("builder.shared_play", blob=blob))}
    return respond("builder_play.html", context)


def init_app(app: Flask) -> None:
    """Register the pages and their JSON twins under ``/api``."""
    app.register_blueprint(bp)
    app.register_blueprint(bp, url_prefix="/api", name="api_builder")
