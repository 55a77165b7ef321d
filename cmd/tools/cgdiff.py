#!/usr/bin/env python3
"""Per-operation cost from two callgrind profiles of the same benchmark.

usage: cmd/tools/cgdiff.py SMALL.out LARGE.out N [--inclusive] [--top K]

SMALL and LARGE are callgrind outputs of a benchmark run with -test.benchtime
a x and (a+N) x: the difference divided by N is what one operation costs,
without the setup both share (the first compile, parsing, the runtime's
start). Prints the total and the functions with the largest difference,
exclusive (self) costs by default, inclusive with --inclusive (recursive
functions then count more than once, as callgrind_annotate shows them).
"""
import re
import subprocess
import sys


def costs(path, inclusive):
    args = ["callgrind_annotate", "--threshold=100", "--auto=no"]
    if inclusive:
        args.append("--inclusive=yes")
    out = subprocess.run(args + [path], capture_output=True, text=True).stdout
    total, fns = 0, {}
    for line in out.splitlines():
        m = re.match(r"\s*([\d,]+)\s+(?:\([^)]*\)\s+)?(.*)$", line)
        if not m or re.search(r"\(\d[\d,]*x\)", line):
            continue
        n = int(m.group(1).replace(",", ""))
        name = m.group(2).strip()
        if name.startswith("PROGRAM TOTALS"):
            total = n
            continue
        name = re.sub(r"\s*\[[^\]]*\]$", "", name)
        if ":" in name:
            fns[name.split(":", 1)[1]] = fns.get(name.split(":", 1)[1], 0) + n
    return total, fns


def main():
    a = sys.argv[1:]
    inclusive = "--inclusive" in a
    top = 40
    if "--top" in a:
        top = int(a[a.index("--top") + 1])
    small, large, n = a[0], a[1], int(a[2])
    t1, f1 = costs(small, inclusive)
    t2, f2 = costs(large, inclusive)
    print("per operation: %.2f M instructions" % ((t2 - t1) / n / 1e6))
    d = {k: (f2.get(k, 0) - f1.get(k, 0)) / n for k in set(f1) | set(f2)}
    for k, v in sorted(d.items(), key=lambda kv: -kv[1])[:top]:
        print("%10.3f M  %5.1f%%  %s" % (v / 1e6, 100.0 * v * n / max(1, t2 - t1), k))


if __name__ == "__main__":
    main()
