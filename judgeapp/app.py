"""The Flask application factory."""

from __future__ import annotations

from typing import Any

from flask import Flask

from judgeapp.resources import resource_dir


def create_app(config: dict[str, Any] | None = None) -> Flask:
    """Build the app on embedded defaults; ``config`` overrides them (tests pass their own)."""
    app = Flask(
        __name__,
        template_folder=str(resource_dir("templates")),
        static_folder="static",
    )
    app.config.from_mapping(
        JSON_AS_ASCII=False,
        MAX_QUERY_LENGTH=1000,
    )
    if config:
        app.config.update(config)
    return app
