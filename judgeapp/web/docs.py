"""Reference pages the app serves from the project's docs: ``/card-text``, the card text the
engine reads (``docs/card-text.md``, generated from the card-text parser), which the builder
links to when a card's text cannot be read yet."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from flask import Blueprint

from judgeapp.resources import resource_dir
from judgeapp.web.markup import render_markdown
from judgeapp.web.respond import respond

bp = Blueprint("docs", __name__)


@lru_cache(maxsize=4)
def _read(path: Path, mtime: float) -> str:
    return path.read_text("utf-8")


@bp.get("/card-text")
def card_text():
    path = resource_dir("docs") / "card-text.md"
    markdown = _read(path, path.stat().st_mtime)
    title = markdown.splitlines()[0].lstrip("# ").strip() if markdown else "Supported card text"
    return respond("doc.html", {"title": title, "markdown": markdown,
                                "html": render_markdown(markdown), "source": "docs/card-text.md"})
