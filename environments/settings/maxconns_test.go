package settings

import (
	"strings"
	"syscall"
	"testing"
)

// max_connections defaults to three quarters of the open file limit within
// its bounds, and may be set by flag or in puppet.conf.
func TestMaxConnections(t *testing.T) {
	var rl syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &rl); err != nil {
		t.Skip(err)
	}
	want := int(min(max(rl.Cur/4*3, minDefaultConnections), maxDefaultConnections))
	if s := mustLoad(t, testHost()); s.MaxConnections != want || DefaultMaxConnections() != want {
		t.Errorf("default %d (DefaultMaxConnections %d), want %d for an open file limit of %d", s.MaxConnections, DefaultMaxConnections(), want, rl.Cur)
	}
	if s := mustLoad(t, testHost(), "--max_connections", "12"); s.MaxConnections != 12 {
		t.Errorf("--max_connections 12: %d", s.MaxConnections)
	}
	conf := writeFile(t, t.TempDir(), "puppet.conf", "[server]\nmax_connections = 300\n")
	if s := mustLoad(t, testHost(), "--config", conf); s.MaxConnections != 300 {
		t.Errorf("puppet.conf max_connections = 300: %d", s.MaxConnections)
	}
	if _, err := load(t, testHost(), "--max_connections", "0"); err == nil || !strings.Contains(err.Error(), "max_connections") {
		t.Errorf("max_connections 0 accepted (%v)", err)
	}
}
