"""The Flask application factory."""

from __future__ import annotations

from typing import Any

from flask import Flask

from judgeapp import web
from judgeapp.resources import resource_dir
from judgeapp.web import builder, decks, replay, safety, training
from judgeapp.web.library import EXTENSION, Library


def create_app(config: dict[str, Any] | None = None) -> Flask:
    """Build the app on embedded defaults; ``config`` overrides them (tests pass their own).

    The corpus and keyword concordance are read once here, and the search index is opened
    (built on first start if it is missing), so requests never touch the files.
    """
    app = Flask(
        __name__,
        template_folder=str(resource_dir("templates")),
        static_folder="static",
    )
    if config:
        app.config.update(config)
    safety.init_app(app)  # request parsing hostile input cannot turn into a 500
    app.extensions[EXTENSION] = Library.load()
    web.init_app(app)
    decks.init_app(app)
    replay.init_app(app)
    training.init_app(app)
    builder.init_app(app)
    return app
