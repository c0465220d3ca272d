"""The ``judgeapp`` console command."""

from __future__ import annotations

import click


@click.group()
def main() -> None:
    """DigiJudge: rules library, rules engine and scenario replayer for judges."""


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=5000, show_default=True, type=int)
def serve(host: str, port: int) -> None:
    """Start the web app (development server; see README for gunicorn)."""
    from judgeapp import create_app

    create_app().run(host=host, port=port)
