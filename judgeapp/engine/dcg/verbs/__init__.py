"""The interpreter's registry: each verb an effect performs lives in one module of this package.

A verb module defines how its verb is executed (a generator that may pause for a decision,
like every procedure of the resolver), whether it can be done in full (for "by" costs and
replacements: ``can``), the rules its steps cite and the step events it records, and
registers them with :func:`register`. ``resolve.do_action`` and ``resolve.can_do`` look the
verb up in :data:`VERBS`; the resolver names no verb (``cost_paid.py`` still tells, by verb
name, whether a "by" cost was paid in full). Every module of the
package is imported when ``judgeapp.engine.dcg`` is (``load``), so adding a verb is adding a
module (docs/engine.md, "Adding a verb"). Modules outside the package may register too
(``effect_attack.py``: the attacks by an effect).

This module imports no other engine module at run time: the verb modules import the resolver,
the resolver imports this registry, and no cycle forms.
"""

from __future__ import annotations

import pkgutil
from collections.abc import Callable, Generator
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from judgeapp.engine.dcg.effects import Action
    from judgeapp.engine.dcg.resolve import Ctx
    from judgeapp.engine.steps import Decision

Run = Callable[["Ctx", "Action"], "Generator[Decision, Any, Any]"]
Check = Callable[["Ctx", "Action"], bool]


def always(ctx: Ctx, action: Action) -> bool:
    """The check of a verb that can always be done (the effect may still do nothing)."""
    return True


@dataclass(frozen=True)
class Verb:
    """One verb of ``effects.Action`` (``names``: the ``Action.verb`` values it performs)."""

    names: tuple[str, ...]
    run: Run
    rules: tuple[str, ...]  # the rules its steps cite (keys of citations.py)
    steps: tuple[str, ...]  # the step events it records (render.py has their text)
    can: Check = always  # can it be done in full ("by" costs, replacements)


VERBS: dict[str, Verb] = {}


def register(verb: Verb) -> Verb:
    """Add ``verb`` to the registry; a name registered twice is an error (two modules would
    claim the same verb)."""
    for name in verb.names:
        if name in VERBS:
            raise ValueError(f"verb {name!r} is registered twice")
        VERBS[name] = verb
    return verb


def load() -> None:
    """Import every verb module of this package (each registers its verbs on import)."""
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        import_module(f"{__name__}.{info.name}")
