"""DigiJudge: a judge's assistant for the Digimon Card Game."""

from judgeapp.app import create_app

__all__ = ["create_app"]
