"""Errors the engine raises for bad input; messages name the field or sentence at fault."""


class EngineError(Exception):
    """Base class for all engine input errors."""


class ScenarioError(EngineError):
    """An impossible board or malformed scenario; ``field`` is a dotted path into the file."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(f"{field}: {message}" if field else message)
        self.field = field
        self.message = message


class CardTextError(EngineError):
    """A sentence of card text outside the supported subset; quotes the sentence."""

    def __init__(self, sentence: str, hint: str) -> None:
        super().__init__(f"unsupported card text {sentence!r}: {hint}")
        self.sentence = sentence
        self.hint = hint
