package main

import (
	"io"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestServeFlagsPerRun runs punch serve's flag handling in several
// goroutines at once (go test -race): its storeconfigs and CA flags were
// package variables, written by every run's registration.
func TestServeFlagsPerRun(t *testing.T) {
	testtree.Concurrently(4, func(int) {
		// A bad flag: the run stops after registering and parsing its flags.
		if code := runServe([]string{"--ca", "false", "--no-such-flag"}, io.Discard, io.Discard); code != 2 {
			t.Errorf("exit status %d, want 2", code)
		}
	})
}
