package main

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"
)

// TestServeSurvivesEndlessValues: a catalog whose values grow without
// bound (R1: a string doubled forty times, a Hash holding itself at each
// level, resources carrying 64 KB each) is an error for its node, and the
// server, under an address space limit it would pass without the bounds
// (a fatal "out of memory" of the Go runtime ended the whole server),
// serves the next node at once.
func TestServeSurvivesEndlessValues(t *testing.T) {
	prlimit, err := exec.LookPath("prlimit")
	if err != nil {
		t.Skip("no prlimit(1)")
	}
	site := `case $facts['case'] {
  'string': { $s = Integer[1,40].reduce('x') |$m, $i| { "${m}${m}" } notify { 's': message => $s } }
  'hash':   { $h = Integer[1,40].reduce({}) |$m, $i| { $m + { "k${i}" => $m } } notify { 'h': message => String($h) } }
  'many':   {
    $big = join(Integer[1,65536].map |$x| { 'a' }, '')
    Integer[1,1000000].each |$i| { notify { "n${i}": message => "${big}${i}" } }
  }
  default:  { notify { 'fine': } }
}
`
	envs := hostileEnv(t, site)
	s := startServe(t, envs, nil, "--max_compiles", "1", "--request_timeout", "120s",
		"--max_value_size", "16m", "--max_memory", "256m")
	// 3 GB of address space: the Go runtime reserves about as much again
	// as its heap, and each case alone would take more than that.
	if out, err := exec.Command(prlimit, "--pid", fmt.Sprint(s.cmd.Process.Pid), "--as=3221225472").CombinedOutput(); err != nil {
		t.Fatalf("prlimit: %v %s", err, out)
	}
	c := s.client(t, "localhost", "")
	for _, cs := range []struct{ kase, want string }{
		{"string", "a String of 33554432 bytes would be larger than 16777216 bytes, the largest value a compile may build (max_value_size)"},
		{"hash", "the type inferred for a value (each element visited) would be larger than 16777216 bytes"},
		{"many", "above max_memory (268435456 bytes)"},
	} {
		code, msg := s.catalog(t, c, "localhost", cs.kase)
		if code != 500 || !strings.Contains(msg, cs.want) {
			t.Errorf("%s: %d %s, want a 500 saying %q", cs.kase, code, tail(msg, 600), cs.want)
		}
		if code, msg := s.catalog(t, c, "localhost", "fine"); code != 200 {
			t.Fatalf("after %s: the next catalog: %d %s", cs.kase, code, tail(msg, 600))
		}
	}
}
