package settings

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// DefaultMaxMemory is max_memory's default: three quarters of the memory
// limit of the process's cgroup (systemd's MemoryMax, a container's limit)
// when there is one, else half of the machine's memory; at least 256 MiB.
// The rest is for the kernel's page cache of the code, which compiles read.
// Under an address space limit (ulimit -v, RLIMIT_AS) it is at most a
// quarter of that limit: past it the Go runtime's next mapping fails, which
// is a fatal error, and Go's reservations take about as much address space
// again as the heap (a compile died at 1.4 GB of heap under 3 GB).
func DefaultMaxMemory() int64 {
	var n int64
	if lim := cgroupMemoryLimit(); lim > 0 {
		n = lim / 4 * 3
	} else if total := memTotal(); total > 0 {
		n = total / 2
	} else {
		n = 2 << 30
	}
	var rl syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_AS, &rl); err == nil && rl.Cur < 1<<62 {
		n = min(n, int64(rl.Cur/4))
	}
	return max(n, 256<<20)
}

// cgroupMemoryLimit reads cgroup v2's memory.max for this process (0 when
// there is none or it is "max").
func cgroupMemoryLimit() int64 {
	b, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if path, ok := strings.CutPrefix(line, "0::"); ok {
			v, err := os.ReadFile("/sys/fs/cgroup" + path + "/memory.max")
			if err != nil {
				return 0
			}
			n, err := strconv.ParseInt(strings.TrimSpace(string(v)), 10, 64)
			if err != nil {
				return 0
			}
			return n
		}
	}
	return 0
}

// memTotal is MemTotal of /proc/meminfo in bytes (0 when unknown).
func memTotal() int64 {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "MemTotal:"); ok {
			fields := strings.Fields(rest)
			if len(fields) > 0 {
				if kb, err := strconv.ParseInt(fields[0], 10, 64); err == nil {
					return kb << 10
				}
			}
		}
	}
	return 0
}
