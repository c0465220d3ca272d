"""Cold start: ``judgeapp serve`` in a fresh process with an empty index directory, until the
first ``GET /api/search?q=blocker`` is answered (so the index build is included).

    python benchmarks/startup_bench.py [--runs 5]

Prints the median over the runs (target, issue 2: under 2 s).  No assertion: numbers only.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

TIMEOUT = 60.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def judgeapp() -> list[str]:
    """The installed console command, or the module run by this interpreter."""
    found = shutil.which("judgeapp", path=str(Path(sys.executable).parent))
    return [found] if found else [sys.executable, "-c", "from judgeapp.cli import main; main()"]


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def cold_start() -> tuple[float, int]:
    """Seconds from process start to the first search answer, and its number of hits."""
    port = free_port()
    url = f"http://127.0.0.1:{port}/api/search?q=blocker"
    with tempfile.TemporaryDirectory() as index_dir:
        env = {**os.environ, "DIGIJUDGE_INDEX_DIR": index_dir}
        started = time.perf_counter()
        server = subprocess.Popen(
            [*judgeapp(), "serve", "--port", str(port)], env=env,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        try:
            while time.perf_counter() - started < TIMEOUT:
                if server.poll() is not None:
                    raise SystemExit(f"judgeapp serve exited with {server.returncode}")
                try:
                    with urllib.request.urlopen(url, timeout=5) as response:
                        body = json.loads(response.read())
                    elapsed = time.perf_counter() - started
                    return elapsed, len(body.get("results", body).get("hits", []))
                except (urllib.error.URLError, ConnectionError):
                    time.sleep(0.01)
            raise SystemExit(f"no answer from {url} within {TIMEOUT:.0f} s")
        finally:
            server.terminate()
            server.wait(timeout=10)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    times, cpu = [], []
    for i in range(args.runs):
        before = children_cpu()
        elapsed, hits = cold_start()
        times.append(elapsed)
        cpu.append(children_cpu() - before)
        print(f"run {i + 1}: {elapsed:.2f} s to the first answer ({hits} hits); "
              f"the server used {cpu[-1]:.2f} s of CPU in all")
    print(f"cold start to first search: median {statistics.median(times):.2f} s over "
          f"{args.runs} runs (min {min(times):.2f}, max {max(times):.2f}; target < 2 s); "
          f"server CPU median {statistics.median(cpu):.2f} s "
          f"(wall above CPU is time spent waiting for a busy machine)")


if __name__ == "__main__":
    main()
