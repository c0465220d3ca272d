"""One context per view, rendered as HTML or as its JSON twin (datasette style).

A request wants JSON when it came through the ``/api`` registration of a blueprint or asks for
``?format=json``.  Views build a plain dict of data and call :func:`respond`.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from flask import Response, jsonify, render_template, request

API_PREFIX = "api_"


def wants_json() -> bool:
    return (
        request.path.startswith("/api/")
        or request.path == "/api"
        or (request.blueprint or "").startswith(API_PREFIX)
        or request.args.get("format") == "json"
    )


def json_url() -> str:
    """The JSON twin of the page being shown (same path and arguments, ``format=json``)."""
    args = [(k, v) for k, v in request.args.items(multi=True) if k != "format"]
    return f"{request.path}?{urlencode([*args, ('format', 'json')])}"


def respond(template: str, context: dict[str, Any], status: int = 200) -> tuple[Response, int]:
    """Render ``context`` with ``template`` for browsers, or as JSON for the API."""
    if wants_json():
        return jsonify(context), status
    return Response(render_template(template, **context)), status
