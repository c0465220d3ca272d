"""Card-text reading speed over every real card of the card database.

Run: ``python benchmarks/card_text_bench.py [--repeat N]`` (prints medians; nothing is
asserted: the issue's target is reading all 4,388 cards in under 3 s on one core, once).

- build: constructing the LALR(1) parser from text_grammar.lark (strict mode), once;
- read all cards, cold: every text box of every card through ``read_whole`` (grammar, typed
  reading, rendering, round-trip comparison) with the reading cache emptied before each run;
- coverage: ``judgeapp cards coverage``'s measure (the above plus keyword-rule extraction and
  the engine's acceptance of each read box), cache emptied;
- read all cards, cached: the same reading again with the cache kept.
"""

from __future__ import annotations

import argparse
import statistics
import time

from judgeapp.engine.dcg import text_grammar
from judgeapp.engine.errors import CardTextError
from judgeapp.scenario.realcards import scenario_card
from judgeapp.text_coverage import measure
from rulesdb.cards import get_card_db


def _boxes(entries: list[dict]) -> list[tuple[str, bool]]:
    return [(e[k], k == "security") for e in entries for k in ("text", "inherited", "security")
            if e.get(k)]


def read_all(boxes: list[tuple[str, bool]]) -> int:
    read = 0
    for text, security in boxes:
        try:
            text_grammar.read_whole(text, security=security)
            read += 1
        except CardTextError:
            pass
    return read


def timed(action, repeat: int, cold: bool) -> tuple[float, object]:
    times, result = [], None
    for _ in range(repeat):
        if cold:
            text_grammar._cached_read.cache_clear()
        start = time.perf_counter()
        result = action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    db = get_card_db()
    cards = list(db.cards.values())
    entries = [scenario_card(c) for c in cards]
    boxes = _boxes(entries)
    start = time.perf_counter()
    text_grammar.parser()
    print(f"build the parser: {(time.perf_counter() - start) * 1000:8.1f} ms")
    ms, read = timed(lambda: read_all(boxes), args.repeat, cold=True)
    print(f"read all {len(cards)} cards ({len(boxes)} text boxes, {read} read), cold: "
          f"median {ms:8.1f} ms")
    ms, result = timed(lambda: measure(cards), args.repeat, cold=True)
    print(f"coverage measure (grammar + engine acceptance), cold: median {ms:8.1f} ms "
          f"({result.summary()})")
    ms, _ = timed(lambda: read_all(boxes), args.repeat, cold=False)
    print(f"read all cards again, cached: median {ms:8.1f} ms")


if __name__ == "__main__":
    main()
