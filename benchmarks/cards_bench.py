"""Card database speed: cold load in a fresh process, cached get_card_db(), and lookups.

    python benchmarks/cards_bench.py [--runs 5]

Prints medians (and p99 for per-call lookups). No assertion: numbers only. The database is
loaded on app start and get_card_db() is called per request, so the cached call must be cheap.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COLD = ("import time; t = time.perf_counter(); from rulesdb.cards import get_card_db; "
        "db = get_card_db(); print(time.perf_counter() - t)")


def cold_load(runs: int) -> list[float]:
    """Seconds from import to a loaded database, each run in a new interpreter."""
    return [float(subprocess.run([sys.executable, "-c", COLD], cwd=ROOT, check=True,
                                 capture_output=True, text=True).stdout) for _ in range(runs)]


def per_call(fn, calls: int) -> list[float]:
    times = []
    for _ in range(calls):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return times


def report(name: str, times: list[float]) -> None:
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    print(f"{name:34s} median {statistics.median(times) * 1000:9.3f} ms   "
          f"p99 {p99 * 1000:9.3f} ms   ({len(times)} calls)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5, help="cold loads (fresh processes)")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from rulesdb.cards import get_card_db
    from rulesdb.cards.lookup import find_cards

    report("cold load (new process)", cold_load(args.runs))
    db = get_card_db()
    report("get_card_db() cached", per_call(get_card_db, 2000))
    numbers = list(db.cards)
    report("db.get('bt1-10')", per_call(lambda: db.get("bt1-10"), 2000))
    report("db.status(card, today)", per_call(lambda: db.status(numbers[500]), 2000))
    report("db.rulings(card)", per_call(lambda: db.rulings("BT1-010"), 2000))
    report("db.suggest('Agumn') (miss path)", per_call(lambda: db.suggest("Agumn"), 50))
    report("find_cards('omnimon')", per_call(lambda: find_cards(db, "omnimon"), 50))


if __name__ == "__main__":
    main()
