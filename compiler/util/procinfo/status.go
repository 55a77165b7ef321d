package procinfo

import (
	"os"
	"strconv"
	"strings"
)

// Status is the fields of /proc/PID/status, each name without its colon
// and its value with the spaces around it trimmed ("VmRSS" -> "123456 kB").
// The error is the file's (no such process, or no /proc).
func Status(pid int) (map[string]string, error) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return nil, err
	}
	fields := map[string]string{}
	for _, line := range strings.Split(string(b), "\n") {
		if name, value, ok := strings.Cut(line, ":"); ok {
			fields[name] = strings.TrimSpace(value)
		}
	}
	return fields, nil
}
