// Package procinfo reads what the system says of a process: the CPU time
// this process has used (on a machine that other processes share, it
// measures a benchmark's or a load test's own work better than the wall
// clock does) and whether a process still runs.
package procinfo

import (
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// SelfCPU is this process's user plus system CPU time so far (getrusage's
// RUSAGE_SELF); 0 when the system does not give it.
func SelfCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// Running reports whether pid is a process that has not exited: one that
// signal 0 reaches and that /proc/PID/stat does not show as a zombie (Z)
// or dead (X), its parent not having reaped it yet. Without /proc, a
// process that signal 0 reaches counts as running.
func Running(pid int) bool {
	if err := syscall.Kill(pid, 0); err != nil && err != syscall.EPERM {
		return false
	}
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return !os.IsNotExist(err) || !procMounted()
	}
	// "PID (COMM) STATE ...": COMM may hold spaces and parentheses; the
	// state follows the last ')'.
	s := string(b)
	if i := strings.LastIndexByte(s, ')'); i >= 0 && i+2 < len(s) {
		return s[i+2] != 'Z' && s[i+2] != 'X'
	}
	return true
}

// procMounted reports whether /proc holds this process's entry.
func procMounted() bool {
	_, err := os.Stat("/proc/self/stat")
	return err == nil
}
