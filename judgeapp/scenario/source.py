"""YAML text to plain data plus the line of every node, for line-precise messages."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml

Path = tuple[str | int, ...]


def format_path(path: Path) -> str:
    """``("board", "p1", "battle", 0, "card")`` -> ``board.p1.battle[0].card``."""
    text = ""
    for part in path:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text or "(top level)"


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a scenario file, located by line and field."""

    line: int | None
    field: str
    message: str

    def render(self, filename: str) -> str:
        where = f"{filename}:{self.line}" if self.line else filename
        field = f"{self.field}: " if self.field else ""
        return f"{where}: {field}{self.message}"


class ScenarioFileError(ValueError):
    """A scenario file is malformed or impossible; ``problems`` each name a line and a field."""

    def __init__(self, filename: str, problems: list[Problem]) -> None:
        self.filename = filename
        self.problems = problems
        super().__init__("\n".join(p.render(filename) for p in problems))


@dataclass
class Source:
    """The parsed file: ``data`` as plain Python, ``lines`` mapping each path to its line."""

    filename: str
    data: Any
    lines: dict[Path, int] = field(default_factory=dict)

    def line(self, path: Path) -> int | None:
        """The line of ``path``, or of its nearest parent that has one."""
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return self.lines.get(())

    def problem(self, path: Path, message: str) -> Problem:
        return Problem(self.line(path), format_path(path) if path else "", message)


def parse(text: str, filename: str = "<scenario>") -> Source:
    """Parse one YAML document; malformed YAML and duplicate keys raise ScenarioFileError."""
    loader = yaml.SafeLoader(text)
    try:
        node = loader.get_single_node()
        source = Source(filename, None)
        source.data = _construct(loader, node, (), source) if node is not None else None
        return source
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        reason = " ".join(str(x) for x in (exc.context, exc.problem) if x)
        started = exc.context_mark.line + 1 if exc.context_mark else None
        if started and started != line:
            reason += f" (the {exc.context.split()[-1] if exc.context else 'block'} started "
            reason += f"on line {started})"
        problem = Problem(line, "", f"malformed YAML: {reason}")
        raise ScenarioFileError(filename, [problem]) from None
    except yaml.YAMLError as exc:
        raise ScenarioFileError(filename, [Problem(None, "", f"malformed YAML: {exc}")]) from None
    finally:
        loader.dispose()


class _Duplicate(yaml.MarkedYAMLError):
    pass


def _construct(loader: yaml.SafeLoader, node: yaml.Node, path: Path, source: Source) -> Any:
    source.lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        loader.flatten_mapping(node)
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            if not isinstance(key, str | int | float | bool) and key is not None:
                raise _Duplicate(problem="mapping keys must be plain values",
                                 problem_mark=key_node.start_mark)
            if key in result:
                raise _Duplicate(problem=f"duplicate key {key!r}", problem_mark=key_node.start_mark)
            child = (*path, str(key))
            result[key] = _construct(loader, value_node, child, source)
            source.lines[child] = key_node.start_mark.line + 1
        return result
    if isinstance(node, yaml.SequenceNode):
        return [_construct(loader, item, (*path, i), source) for i, item in enumerate(node.value)]
    return loader.construct_object(node, deep=True)
