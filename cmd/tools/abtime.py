#!/usr/bin/env python3
"""Alternating cold runs of punch compile binaries on the bench10k catalog.

usage: tools/abtime.py N LABEL=[VAR~VALUE,...:]BINARY ...   (run in the repository)

Each round runs every binary once, in turn, so a change in the machine's load
hits them alike. Prints the load average and, per binary, the wall time
(min, p10, p25, median) and the CPU time (user + system of the child, which
does not count time spent waiting for a core: the steadier figure on a
shared machine).
"""
import os
import resource
import subprocess
import sys
import time

ARGS = ("compile --environmentpath compiler/testdata --environment bench10k "
        "--node web01.example.com --facts compiler/golden/facts/debian12.json").split()


def main():
    n = int(sys.argv[1])
    cfgs = []
    for a in sys.argv[2:]:
        label, rest = a.split("=", 1)
        env, binary = rest.split(":", 1) if ":" in rest else ("", rest)
        e = dict(os.environ)
        for kv in filter(None, env.split(",")):
            k, v = kv.split("~")
            e[k] = v
        cfgs.append((label, binary, e))
    res = {c[0]: ([], []) for c in cfgs}
    print("load average before:", open("/proc/loadavg").read().strip())
    with open(os.devnull, "w") as devnull:
        for _ in range(n):
            for label, b, e in cfgs:
                r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
                t0 = time.perf_counter()
                subprocess.run([b] + ARGS, stdout=devnull, env=e, check=True)
                t1 = time.perf_counter()
                r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
                res[label][0].append((t1 - t0) * 1000)
                res[label][1].append((r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime) * 1000)
    print("load average after: ", open("/proc/loadavg").read().strip())

    def q(xs, p):
        return xs[int(p * (len(xs) - 1))]

    for label, (w, c) in res.items():
        w.sort()
        c.sort()
        print(f"{label:12s} wall min {w[0]:5.1f} p10 {q(w, .1):5.1f} p25 {q(w, .25):5.1f} med {q(w, .5):5.1f} ms"
              f" | cpu min {c[0]:5.1f} p25 {q(c, .25):5.1f} med {q(c, .5):5.1f} ms")


if __name__ == "__main__":
    main()
