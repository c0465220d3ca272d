"""YAML text to plain data plus the line of every node, for line-precise messages."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml

Path = tuple[str | int, ...]

# Budgets of a scenario file, far above any real one (the library's largest has under 300
# values nested 8 deep) and low enough that no file can cost seconds or much memory.
MAX_CHARS = 1_000_000
MAX_NODES = 10_000  # values (scalars, lists, mappings), counted with aliases expanded
MAX_DEPTH = 32
MAX_NUMBER_DIGITS = 30
_INT_TAG = "tag:yaml.org,2002:int"


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
    """Parse one YAML document; malformed YAML and duplicate keys raise ScenarioFileError.

    The file is refused before any Python object is built when it is longer than
    ``MAX_CHARS``, nests deeper than ``MAX_DEPTH`` or holds more than ``MAX_NODES`` values
    once every alias is expanded ("billion laughs"), so no file costs more than a fraction of
    a second or a few MB.
    """
    if len(text) > MAX_CHARS:
        raise ScenarioFileError(filename, [Problem(None, "", (
            f"the file is {len(text):,} characters long; a scenario file is at most "
            f"{MAX_CHARS:,}"))])
    try:
        loader = _BoundedLoader(text)
    except yaml.reader.ReaderError as exc:
        raise ScenarioFileError(filename, [_unreadable(text, exc)]) from None
    try:
        node = loader.get_single_node()
        if node is not None:
            _check_expansion(node)
        source = Source(filename, None)
        source.data = _construct(loader, node, (), source) if node is not None else None
        return source
    except Refused as exc:
        line = exc.mark.line + 1 if exc.mark else None
        raise ScenarioFileError(filename, [Problem(line, "", exc.message)]) from None
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


def _unreadable(text: str, exc: yaml.reader.ReaderError) -> Problem:
    """A character YAML cannot hold (NUL, other control characters), located by line."""
    line = text.count("\n", 0, max(exc.position, 0)) + 1
    return Problem(line, "", f"the character U+{exc.character:04X} is not allowed in a scenario "
                   "file (control characters other than tab and line breaks cannot be written "
                   "in YAML)")


class Refused(Exception):
    """A YAML document beyond the loader's budget or holding a value Python cannot read;
    ``message`` names the limit or the value."""

    def __init__(self, message: str, mark: yaml.Mark | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.mark = mark


class _BoundedLoader(yaml.SafeLoader):
    """PyYAML's safe loader that counts the nodes it composes and how deep they nest."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.node_count = 0
        self.depth = 0

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node:
        self.node_count += 1
        self.depth += 1
        try:
            if self.node_count > MAX_NODES:
                raise Refused(f"the file holds more than {MAX_NODES:,} values; a scenario "
                               f"file is at most {MAX_NODES:,}", self.peek_event().start_mark)
            if self.depth > MAX_DEPTH:
                raise Refused(f"the file nests lists and mappings more than {MAX_DEPTH} "
                               "levels deep; a scenario file nests at most "
                               f"{MAX_DEPTH}", self.peek_event().start_mark)
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    return []


def _check_expansion(root: yaml.Node) -> None:
    """Refuse aliases that refer to themselves or expand beyond the budget (before building).

    Sizes and depths are counted once per node of the composed graph (an alias is the same
    node object as its anchor), iteratively, so a 9-level "billion laughs" is measured in
    microseconds and a self-referencing alias is found instead of recursing forever.
    """
    size: dict[int, int] = {}
    depth: dict[int, int] = {}
    entered: set[int] = set()
    todo: list[tuple[yaml.Node, bool]] = [(root, False)]
    while todo:
        node, finished = todo.pop()
        key = id(node)
        if finished:
            children = _children(node)
            size[key] = 1 + sum(size[id(c)] for c in children)
            depth[key] = 1 + max((depth[id(c)] for c in children), default=0)
            entered.discard(key)
            if size[key] > MAX_NODES:
                raise Refused(f"the aliases (*name) in the file expand to more than "
                               f"{MAX_NODES:,} values; a scenario file is at most "
                               f"{MAX_NODES:,} values once aliases are expanded",
                               node.start_mark)
            if depth[key] > MAX_DEPTH:
                raise Refused(f"the aliases (*name) in the file nest lists and mappings more "
                               f"than {MAX_DEPTH} levels deep; a scenario file nests at most "
                               f"{MAX_DEPTH}", node.start_mark)
            continue
        if key in size:
            continue
        if key in entered:
            raise Refused("an alias (*name) refers to a list or mapping that contains it; "
                           "a scenario file cannot be recursive", node.start_mark)
        entered.add(key)
        todo.append((node, True))
        todo.extend((child, False) for child in _children(node) if id(child) not in size)


class _Duplicate(yaml.MarkedYAMLError):
    pass


def _construct(loader: yaml.SafeLoader, node: yaml.Node, path: Path, source: Source) -> Any:
    source.lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        loader.flatten_mapping(node)
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            key = _scalar(loader, key_node)
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
    return _scalar(loader, node)


def _scalar(loader: yaml.SafeLoader, node: yaml.Node) -> Any:
    """A plain value; numbers and dates Python cannot hold are a problem at their line."""
    if isinstance(node, yaml.ScalarNode) and node.tag == _INT_TAG \
            and len(node.value) > MAX_NUMBER_DIGITS:
        raise Refused(f"this number has {len(node.value):,} digits; numbers in a scenario "
                      f"have at most {MAX_NUMBER_DIGITS}", node.start_mark)
    try:
        return loader.construct_object(node, deep=True)
    except (ValueError, OverflowError) as exc:
        shown = str(getattr(node, "value", ""))[:40]
        raise Refused(f"cannot read the value {shown!r}: {exc}", node.start_mark) from None
