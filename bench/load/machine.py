"""CPU meters of a load run, read from ``/proc``: the machine's, a process tree's."""

from __future__ import annotations

import os
import time

QUIET = 0.15
TICK = os.sysconf("SC_CLK_TCK")


def machine_ticks() -> tuple[int, int]:
    """(busy, total) clock ticks of all cores since boot."""
    with open("/proc/stat") as stat:
        values = [int(value) for value in stat.readline().split()[1:]]
    idle = values[3] + (values[4] if len(values) > 4 else 0)
    total = sum(values[:8])
    return total - idle, total


def tree_cpu_seconds(root: int) -> float:
    """CPU time of process ``root`` (with its reaped children) and its live children."""
    ticks = 0
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat") as stat:
                fields = stat.read().rpartition(")")[2].split()
        except OSError:
            continue  # gone meanwhile
        pid, ppid = int(entry.name), int(fields[1])
        if pid == root:
            ticks += sum(int(value) for value in fields[11:15])  # utime stime cutime cstime
        elif ppid == root:
            ticks += int(fields[11]) + int(fields[12])
    return ticks / TICK


def wait_for_quiet(limit_s: float, busy_share: float = QUIET) -> float:
    """Wait, up to ``limit_s``, for a second in which the machine's cores were at most
    ``busy_share`` busy (other programs share it); how long that took."""
    started = time.monotonic()
    while time.monotonic() - started < limit_s:
        busy0, total0 = machine_ticks()
        time.sleep(1.0)
        busy1, total1 = machine_ticks()
        if (busy1 - busy0) <= busy_share * (total1 - total0):
            break
    return time.monotonic() - started
