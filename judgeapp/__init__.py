"""DigiJudge: a judge's assistant for the Digimon Card Game.

``create_app`` (the Flask app factory, ``gunicorn 'judgeapp:create_app()'``) is imported on
first use, so that ``import judgeapp.engine`` (pure Python) never loads Flask or Whoosh.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from judgeapp.app import create_app

__all__ = ["create_app"]


def __getattr__(name: str) -> Any:
    if name == "create_app":
        from judgeapp.app import create_app

        return create_app
    raise AttributeError(f"module 'judgeapp' has no attribute {name!r}")
