"""The web layer: blueprints for the rules library, each served as HTML and as a JSON twin."""

from __future__ import annotations

from flask import Flask, Response

from judgeapp.web import cards, docs, errors, keywords, rules, search
from judgeapp.web.respond import json_url

BLUEPRINTS = (search.bp, rules.bp, keywords.bp, cards.bp, docs.bp)
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; "
    "frame-ancestors 'none'; form-action 'self'"
)


def _security_headers(response: Response) -> Response:
    response.headers.setdefault("Content-Security-Policy", CONTENT_SECURITY_POLICY)
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("Referrer-Policy", "same-origin")
    return response


def init_app(app: Flask) -> None:
    """Register every page at its URL and its JSON twin under ``/api``."""
    for bp in BLUEPRINTS:
        app.register_blueprint(bp)
        app.register_blueprint(bp, url_prefix="/api", name=f"api_{bp.name}")
    errors.register(app)
    app.add_template_global(json_url)
    app.after_request(_security_headers)
