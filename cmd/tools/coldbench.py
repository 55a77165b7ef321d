#!/usr/bin/env python3
"""Cold punch compiles with and without a large modulepath (issue 13).

usage: cmd/tools/coldbench.py [-n N] [--callgrind] [--modules DIR] [BINARY...]
       (run in the repository; BINARY defaults to bin/punch)

Lays out four environments in a temporary directory:

  one          notify { 'hello': }                 modulepath = modules (empty)
  one_mods     the same                            modulepath = modules:DIR
  bench        compiler/testdata/bench10k's site.pp   modulepath = modules
  bench_mods   the same                            modulepath = modules:DIR

(DIR defaults to /usr/share/puppet/modules, Debian's 93 modules), then runs
`BINARY compile` of each, N rounds, every binary and environment once per
round in turn (so a change in the machine's load hits them alike), and
prints per binary and environment the wall time (min, p25, median) and the
CPU time (user + system of the child; it does not count time spent waiting
for a core, the steadier figure on a shared machine), with the load average
before and after and the hypervisor's steal time over the run (vmstat's
st: wall times mean little when it is high).

--callgrind runs each once under valgrind instead and prints the
instruction count (GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off, as the other
figures in docs/performance.md: valgrind does not know RDTSCP, which Go's
runtime uses where the CPU has it, and the run dies of SIGILL without it):
repeatable on a loaded machine.
"""
import argparse
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FACTS = os.path.join(ROOT, "compiler/golden/facts/debian12.json")
BENCH = os.path.join(ROOT, "compiler/testdata/bench10k/manifests/site.pp")


def layout(base, modules):
    envs = {
        "one": ("notify { 'hello': }\n", "modules"),
        "one_mods": ("notify { 'hello': }\n", "modules:" + modules),
        "bench": (open(BENCH).read(), "modules"),
        "bench_mods": (open(BENCH).read(), "modules:" + modules),
    }
    for name, (site, mp) in envs.items():
        d = os.path.join(base, name)
        os.makedirs(os.path.join(d, "manifests"))
        os.makedirs(os.path.join(d, "modules"))
        with open(os.path.join(d, "manifests", "site.pp"), "w") as f:
            f.write(site)
        with open(os.path.join(d, "environment.conf"), "w") as f:
            f.write("modulepath = %s\n" % mp)
    return list(envs)


def args(base, env):
    return ["compile", "--environmentpath", base, "--environment", env,
            "--node", "web01.example.com", "--facts", FACTS]


def steal():
    """Cumulative steal and total jiffies from /proc/stat."""
    f = open("/proc/stat").readline().split()[1:]
    v = [int(x) for x in f]
    return v[7] if len(v) > 7 else 0, sum(v)


def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * len(xs)))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=20)
    ap.add_argument("--callgrind", action="store_true")
    ap.add_argument("--modules", default="/usr/share/puppet/modules")
    ap.add_argument("--envs", default="one,one_mods,bench,bench_mods")
    ap.add_argument("binaries", nargs="*", default=[os.path.join(ROOT, "bin/punch")])
    o = ap.parse_args()
    base = tempfile.mkdtemp(prefix="coldbench.")
    try:
        layout(base, o.modules)
        envs = o.envs.split(",")
        if o.callgrind:
            for b in o.binaries:
                for e in envs:
                    out = os.path.join(base, "cg.out")
                    r = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, b] + args(base, e),
                                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                                       env=dict(os.environ, GODEBUG="asyncpreemptoff=1,cpu.rdtscp=off"))
                    m = re.search(r"I\s+refs:\s+([\d,]+)", r.stderr)
                    if r.returncode != 0:
                        # valgrind counts a compile that died too: say so
                        # instead of printing a count of half a run
                        why = [l for l in r.stderr.splitlines() if l and not l.startswith(("==", "vex"))][:1] or [""]
                        print("%-40s %-11s failed (exit %d): %s" % (b, e, r.returncode, why[0]))
                        continue
                    print("%-40s %-11s %s instructions" % (b, e, m.group(1) if m else "?"))
            return
        res = {(b, e): ([], []) for b in o.binaries for e in envs}
        print("load average before:", open("/proc/loadavg").read().strip())
        s0 = steal()
        with open(os.devnull, "w") as devnull:
            for _ in range(o.n):
                for b in o.binaries:
                    for e in envs:
                        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
                        t0 = time.perf_counter()
                        subprocess.run([b] + args(base, e), stdout=devnull, check=True)
                        t1 = time.perf_counter()
                        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
                        res[(b, e)][0].append((t1 - t0) * 1000)
                        res[(b, e)][1].append((r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime) * 1000)
        s1 = steal()
        print("load average after: ", open("/proc/loadavg").read().strip())
        print("steal time during the run: %.1f%%" % (100.0 * (s1[0] - s0[0]) / max(1, s1[1] - s0[1])))
        print("%-40s %-11s %28s   %s" % ("binary", "env", "wall ms min / p25 / median", "CPU ms p25 / median"))
        for (b, e), (wall, cpu) in res.items():
            print("%-40s %-11s %8.1f / %6.1f / %6.1f   %6.1f / %6.1f" % (
                b, e, min(wall), pct(wall, .25), pct(wall, .5), pct(cpu, .25), pct(cpu, .5)))
    finally:
        shutil.rmtree(base)


if __name__ == "__main__":
    sys.exit(main())
