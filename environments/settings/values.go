package settings

import (
	"fmt"
	"math"
	"os"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler/util/lazyre"
)

// TTL is a time to live: a duration, or Unlimited.
type TTL time.Duration

// Unlimited is the TTL that never expires ("unlimited").
const Unlimited TTL = math.MaxInt64

// IsUnlimited reports whether t is Unlimited.
func (t TTL) IsUnlimited() bool { return t == Unlimited }

// Duration returns t as a time.Duration (math.MaxInt64 when unlimited).
func (t TTL) Duration() time.Duration { return time.Duration(t) }

// String prints t as Puppet does: "unlimited" or whole seconds.
func (t TTL) String() string {
	if t.IsUnlimited() {
		return "unlimited"
	}
	return strconv.FormatInt(int64(time.Duration(t)/time.Second), 10)
}

var reDuration = lazyre.New(`^(\d+)(y|d|h|m|s)?$`)

var durationUnits = map[string]time.Duration{
	"y": 365 * 24 * time.Hour, // as Puppet: a year is 365 days
	"d": 24 * time.Hour,
	"h": time.Hour,
	"m": time.Minute,
	"s": time.Second,
	"":  time.Second,
}

// ParseDuration parses Puppet's duration syntax: whole seconds ("30"), or a
// number with one unit: s, m, h, d or y ("30s", "5m", "6h", "2d", "5y").
func ParseDuration(s string) (time.Duration, bool) {
	m := reDuration.FindStringSubmatch(s)
	if m == nil {
		return 0, false
	}
	n, err := strconv.ParseInt(m[1], 10, 64)
	if err != nil {
		return 0, false
	}
	unit := durationUnits[m[2]]
	if n > math.MaxInt64/int64(unit) {
		return 0, false
	}
	return time.Duration(n) * unit, true
}

// ParseTTL parses a TTL as Puppet's environment_timeout: a duration (see
// ParseDuration) or "unlimited". The error is Puppet's message.
func ParseTTL(s, setting string) (TTL, error) {
	if s == "unlimited" {
		return Unlimited, nil
	}
	if strings.HasPrefix(s, "-") {
		if _, err := strconv.ParseFloat(s, 64); err == nil {
			return 0, fmt.Errorf("Invalid negative 'time to live' %s - did you mean 'unlimited'?", s)
		}
	}
	d, ok := ParseDuration(s)
	if !ok {
		return 0, fmt.Errorf("Invalid 'time to live' format '%q' for parameter: %s", s, setting)
	}
	return TTL(d), nil
}

// parsePunchDuration accepts Puppet's syntax and Go's ("1.5s", "500ms",
// "1h30m") for Punch's own settings.
func parsePunchDuration(s, setting string) (time.Duration, error) {
	if d, ok := ParseDuration(s); ok {
		return d, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("Invalid duration format '%q' for parameter: %s (use seconds, or a number with a unit: 500ms, 30s, 5m, 1h)", s, setting)
	}
	return d, nil
}

func parseBool(s, setting string) (bool, error) {
	switch s {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, fmt.Errorf("Invalid value '%q' for boolean parameter: %s", s, setting)
}

// parseRubyInteger is Ruby's Integer(): optional sign, underscores between
// digits, 0x/0b/0o/0 prefixes.
func parseRubyInteger(s, setting string) (int64, error) {
	t := strings.TrimSpace(s)
	n, err := strconv.ParseInt(t, 0, 64)
	if err != nil {
		return 0, fmt.Errorf("Cannot convert '%q' to an integer for parameter: %s", s, setting)
	}
	return n, nil
}

var reSize = lazyre.New(`^(\d+)([kKmMgG]?)[bB]?$`)

// parseSize parses a byte count with an optional binary unit: 1048576,
// 1024k, 64m, 1g.
func parseSize(s, setting string) (int64, error) {
	m := reSize.FindStringSubmatch(s)
	if m == nil {
		return 0, fmt.Errorf("Invalid size '%q' for parameter: %s (use bytes, or a number with k, m or g)", s, setting)
	}
	n, err := strconv.ParseInt(m[1], 10, 64)
	if err != nil {
		return 0, fmt.Errorf("Invalid size '%q' for parameter: %s", s, setting)
	}
	mul := int64(1)
	switch strings.ToLower(m[2]) {
	case "k":
		mul = 1 << 10
	case "m":
		mul = 1 << 20
	case "g":
		mul = 1 << 30
	}
	if n > math.MaxInt64/mul {
		return 0, fmt.Errorf("Invalid size '%q' for parameter: %s (too large)", s, setting)
	}
	return n * mul, nil
}

// splitComma splits a comma-separated list as Puppet's array settings do,
// dropping empty entries.
func splitComma(s string) []string {
	var out []string
	for _, p := range reComma.Split(strings.TrimSpace(s), -1) {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// expandPath is Ruby's File.expand_path(p, dir): "~" and "~user" are home
// directories, relative paths are made absolute against dir (the working
// directory when dir is ""), and the result is cleaned.
func expandPath(p, dir string) (string, error) {
	if p == "~" || strings.HasPrefix(p, "~/") {
		home, err := homeDir()
		if err != nil {
			return "", fmt.Errorf("cannot expand %q: %v", p, err)
		}
		p = home + p[1:]
	} else if strings.HasPrefix(p, "~") {
		name := p[1:]
		rest := ""
		if i := strings.IndexByte(name, '/'); i >= 0 {
			name, rest = name[:i], name[i:]
		}
		u, err := user.Lookup(name)
		if err != nil {
			return "", fmt.Errorf("cannot expand %q: user %s doesn't exist", p, name)
		}
		p = u.HomeDir + rest
	}
	if !filepath.IsAbs(p) {
		if dir == "" {
			wd, err := os.Getwd()
			if err != nil {
				return "", fmt.Errorf("cannot make %q absolute: %v", p, err)
			}
			dir = wd
		}
		p = filepath.Join(dir, p)
	}
	return filepath.Clean(p), nil
}

// ExpandPath is Ruby's File.expand_path(p, dir); see expandPath.
func ExpandPath(p, dir string) (string, error) { return expandPath(p, dir) }

func homeDir() (string, error) {
	if h := os.Getenv("HOME"); h != "" {
		return h, nil
	}
	return os.UserHomeDir()
}
