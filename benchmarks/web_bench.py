"""Server-side time of the rules library pages (Flask test client, no network): medians.

    python benchmarks/web_bench.py [ROUNDS]
"""

from __future__ import annotations

import statistics
import sys
import time

from judgeapp import create_app

URLS = [
    "/",
    "/search?q=blocker",
    "/api/search?q=blocker",
    "/search?q=ジョグレス",
    "/search?q=jaming",
    "/rules/cr-en",
    "/rules/manual-en",
    "/rules/cr-en/2-3-6-2",
    "/api/rules/cr-en/2-3-6-2",
    "/rules/manual-en/kw-blocker",
    "/keywords",
    "/keywords/security-attack",
    "/rules/cr-en/2-3-1-99",
]


def main(rounds: int) -> None:
    started = time.perf_counter()
    app = create_app()
    print(f"create_app: {(time.perf_counter() - started) * 1000:.0f} ms")
    client = app.test_client()
    print(f"{'url':32} {'median ms':>10} {'p90 ms':>8}  status")
    for url in URLS:
        times = []
        for _ in range(rounds):
            t = time.perf_counter()
            status = client.get(url).status_code
            times.append((time.perf_counter() - t) * 1000)
        p90 = statistics.quantiles(times, n=10)[-1]
        print(f"{url:32} {statistics.median(times):10.2f} {p90:8.2f}  {status}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 50)
