"""Locate the top-level resource folders (templates/, scenarios/) in a checkout or an install.

In a source checkout they sit beside the ``judgeapp`` package; ``pip install .`` ships them
inside it (see ``package-dir`` in pyproject.toml).
"""

from pathlib import Path

_PACKAGE = Path(__file__).parent


def resource_dir(name: str) -> Path:
    """Return the folder ``name`` (``templates`` or ``scenarios``) wherever it was installed."""
    for candidate in (_PACKAGE / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"resource folder {name!r} not found next to {_PACKAGE}")
