package sweep

import (
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/punch-dev/punch/compiler/golden"
)

var recordKnown = flag.Bool("sweep.record-known", false,
	"rewrite the known-mismatch lists (KNOWN_MISMATCHES, KNOWN_REPLAY_MISMATCHES) from this run: drop entries that match, "+
		"add mismatches that are not listed with their cause and first difference. Review the diff: never hide a regression with it")

// results collects the outcome of each item (a class, a call) of one run: the differences, none
// when Punch matches Puppet.
type results struct {
	mu sync.Mutex
	m  map[string][]string
}

func newResults() *results { return &results{m: map[string][]string{}} }

func (r *results) add(name string, problems []string) {
	r.mu.Lock()
	r.m[name] = problems
	r.mu.Unlock()
}

// checkKnown holds a run to its known-mismatch list (file: "name reason" lines, read by
// golden.KnownFailures): the test fails on a mismatch that is not listed, on a listed item that
// now matches, and on a listed item the run does not know, so the list stays exact and only
// shrinks (listed items the run does not have count only when complete: the run was not
// filtered by -run). With -sweep.record-known it rewrites the file instead (header, then the entries sorted).
// Mismatches are logged with their differences. It returns the number of matches.
func checkKnown(t *testing.T, file, header string, res *results, complete bool, reasonOf func(name string, problems []string) string) int {
	t.Helper()
	known, err := golden.KnownFailures(file)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	if known == nil {
		known = map[string]string{}
	}
	names := make([]string, 0, len(res.m))
	for n := range res.m {
		names = append(names, n)
	}
	sort.Strings(names)
	matches := 0
	out := map[string]string{}
	var added, removed []string
	for _, n := range names {
		problems := res.m[n]
		why, listed := known[n]
		switch {
		case len(problems) == 0 && listed:
			removed = append(removed, n)
			if !*recordKnown {
				t.Errorf("%s matches Puppet now: remove it from %s (it was listed as: %s)", n, file, why)
			}
		case len(problems) == 0:
		case listed:
			out[n] = why
			t.Logf("known mismatch %s (%s):\n  %s", n, why, strings.Join(problems, "\n  "))
		default:
			out[n] = reasonOf(n, problems)
			added = append(added, n+" "+out[n])
			if !*recordKnown {
				t.Errorf("%s differs from Puppet 7.23 (not in %s):\n  %s", n, file, strings.Join(problems, "\n  "))
			}
		}
		if len(problems) == 0 {
			matches++
		}
	}
	for n := range known {
		if _, ran := res.m[n]; !ran && complete {
			removed = append(removed, n)
			if !*recordKnown {
				t.Errorf("%s lists %s, which the recording does not have: remove it", file, n)
			}
		}
	}
	t.Logf("%s: %d of %d match Puppet 7.23; %d known mismatches; %d new mismatches; %d listed but matching or absent",
		file, matches, len(names), len(out)-len(added), len(added), len(removed))
	if !*recordKnown {
		return matches
	}
	if !complete {
		t.Errorf("-sweep.record-known needs a whole run (no -run filter below the test)")
		return matches
	}
	var b strings.Builder
	b.WriteString(header)
	keys := make([]string, 0, len(out))
	for n := range out {
		keys = append(keys, n)
	}
	sort.Strings(keys)
	for _, n := range keys {
		fmt.Fprintf(&b, "%s %s\n", n, out[n])
	}
	if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	sort.Strings(added)
	t.Logf("%s rewritten: %d entries (%d removed, %d added)", file, len(out), len(removed), len(added))
	return matches
}
