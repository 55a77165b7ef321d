package golden

import (
	"bytes"
	"flag"
	"fmt"
	"hash/fnv"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/punch-dev/punch/cmd/punch/compilecmd"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/settings"
)

var (
	sharedAll = flag.Bool("golden.shared-all", false,
		"TestSharedEnvironment: every case, not one in sharedSample")
	sharedRun = flag.String("golden.shared-run", "",
		"TestSharedEnvironment: only the cases whose name this regexp matches")
)

// sharedSample: by default TestSharedEnvironment takes one case in this
// many (chosen by a hash of its name, so always the same ones).
const sharedSample = 20

// TestSharedEnvironment compiles golden cases as punch serve does: each
// case's environment is loaded once into one registry and compiled several
// times over that one snapshot, first alone, then two at once, then one
// more. Every compile must give the first's catalog or error, and the same
// messages but the warnings given once per snapshot (sharedOut.sameRun):
// a compile that writes into what the
// snapshot shares between compiles (its AST, literal values, loaded Ruby,
// type definitions, Hiera configurations, function tables) shows here as a
// different catalog, log or error, and under -race as a data race.
// -golden.shared-all takes every case (under -race that is long:
// docs/engineering.md, "Concurrency").
func TestSharedEnvironment(t *testing.T) {
	cases, _ := loadSuite(t)
	n := 0
	for _, c := range cases {
		if _, inDir := workdirCases[c.Name]; inDir {
			// They change the process's working directory.
			continue
		}
		if _, unstable := unstableCases[c.Name]; unstable {
			continue
		}
		if *sharedRun != "" {
			if !regexp.MustCompile(*sharedRun).MatchString(c.Name) {
				continue
			}
		} else if !*sharedAll && sampleHash(c.Name)%sharedSample != 0 {
			continue
		}
		n++
		t.Run(c.Name, func(t *testing.T) {
			l, err := LayOut(c.Dir, filepath.Join(t.TempDir(), "case"))
			if err != nil {
				t.Fatalf("laying out the case: %v", err)
			}
			args := caseArgs(c, l)
			var once sync.Once
			var reg *environments.Registry
			var regErr error
			hooks := compilecmd.Hooks{Registry: func(st *settings.Settings) (*environments.Registry, error) {
				once.Do(func() { reg, regErr = environments.New(environments.Options{Settings: st}) })
				return reg, regErr
			}}
			// A first compile, two at once, one more: four compiles over one snapshot.
			outs := make([]sharedOut, 4)
			outs[0] = sharedCompile(args, hooks)
			testtree.Concurrently(2, func(i int) { outs[i+1] = sharedCompile(args, hooks) })
			outs[3] = sharedCompile(args, hooks)
			for i, o := range outs[1:] {
				if p := outs[0].sameRun(o); p != "" {
					t.Errorf("compile %d over the shared snapshot: %s", i+2, p)
				} else if w := strings.Join(o.stderr, "\n"); w != strings.Join(outs[1].stderr, "\n") {
					t.Errorf("compile %d over the shared snapshot logged other messages than compile 2:\n%s", i+2, firstDifference(strings.Join(outs[1].stderr, "\n"), w))
				}
			}
		})
	}
	if n == 0 {
		t.Fatal("no case selected")
	}
}

// unstableCases print something else on every run, whoever compiles them.
var unstableCases = map[string]string{
	"err_realmod_augeas_save": "augtool's error text shows a few bytes of uninitialized memory (libaugeas' lens printing)",
}

// sharedTimeout bounds one compile: the golden suite's bound, ten times
// it under the race detector (a PBKDF2 in module Ruby takes minutes there).
func sharedTimeout() time.Duration {
	if raceEnabled {
		return 10 * compileTimeout
	}
	return compileTimeout
}

// sharedOut is what one run of punch compile printed.
type sharedOut struct {
	status, stdout string
	stderr         []string
}

// sameRun says how warm, a later compile over the same snapshot, differs
// from o, the first: its exit status and catalog must be the same; its
// messages may only lack some of the first's: the warnings Puppet gives
// once per process (Puppet.warn_once; Punch once per environment
// snapshot).
func (o sharedOut) sameRun(warm sharedOut) string {
	if warm.status != o.status || warm.stdout != o.stdout {
		return "the catalog differs from the first's:\n" + firstDifference(o.status+o.stdout, warm.status+warm.stdout)
	}
	i := 0
	for _, l := range warm.stderr {
		for i < len(o.stderr) && o.stderr[i] != l {
			i++
		}
		if i == len(o.stderr) {
			return fmt.Sprintf("a message the first compile did not give: %q\nfirst: %q", l, o.stderr)
		}
		i++
	}
	return ""
}

// sharedCompile runs punch compile's code once.
func sharedCompile(args []string, h compilecmd.Hooks) sharedOut {
	done := make(chan sharedOut, 1)
	go func() {
		var o, e bytes.Buffer
		code := compilecmd.Run(args, &o, &e, h)
		done <- sharedOut{
			status: fmt.Sprintf("exit status %d\n", code),
			stdout: objectIDs.ReplaceAllString(unstamped.ReplaceAllString(o.String(), "$1"), "0x"),
			stderr: strings.Split(seconds.ReplaceAllString(objectIDs.ReplaceAllString(e.String(), "0x"), "N seconds"), "\n"),
		}
	}()
	select {
	case s := <-done:
		return s
	case <-time.After(sharedTimeout()):
		return sharedOut{status: fmt.Sprintf("punch compile did not finish within %v", sharedTimeout())}
	}
}

// unstamped finds what differs between two compiles of the same code by
// design: the catalog's version (the time, without config_version) and
// its UUID.
var unstamped = regexp.MustCompile(`(?m)^(  "(?:version|catalog_uuid)": ).*$`)

// objectIDs are Ruby's object addresses in inspect's text (#<Foo:0x...>),
// which differ between compiles as between Ruby processes.
var objectIDs = regexp.MustCompile(`0x[0-9a-f]{16}`)

// seconds are durations in messages ("failed after 0.001 seconds").
var seconds = regexp.MustCompile(`\b\d+(\.\d+)? seconds\b`)

// firstDifference shows where b first differs from a.
func firstDifference(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	from := max(0, i-200)
	return fmt.Sprintf("first: ...%s\nthis:  ...%s", a[from:min(len(a), i+200)], b[from:min(len(b), i+200)])
}

func sampleHash(s string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(s))
	return h.Sum32()
}
