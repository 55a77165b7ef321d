package golden

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// Crash isolation. A Go fatal error (the runtime's "fatal error: ...", as
// G15's "sync: unlock of unlocked mutex"), a runtime panic outside the
// compile's recover or an os.Exit in one compile ends the whole process,
// which used to take every other case's result with it. So TestGolden
// compiles the cases in a child process of the test binary, which appends
// one JSON line per case to a results file as each starts and ends; the
// parent reads it and reports each case as its own subtest. When the child
// dies, the cases it had started and not ended are compiled again one at
// a time, each in a child of its own: the one that dies again fails with
// what the runtime printed, the others get their results; then a child
// compiles the cases not yet done. Without a crash that is one child: the
// run takes what it took in one process, plus the child's start.

const (
	// childResultsEnv names the results file: the process is TestGolden's child.
	childResultsEnv = "PUNCH_GOLDEN_CHILD_RESULTS"
	// childOnlyEnv and childSkipEnv name files of case names, one a line:
	// the child compiles only those, or leaves those out.
	childOnlyEnv = "PUNCH_GOLDEN_CHILD_ONLY"
	childSkipEnv = "PUNCH_GOLDEN_CHILD_SKIP"
	// crashCaseEnv names a case whose compile the child turns into a Go
	// fatal error (TestGoldenCrashIsolation's own use).
	crashCaseEnv = "PUNCH_GOLDEN_CRASH_CASE"
)

// childRecord is one line of the results file.
type childRecord struct {
	Start    string   `json:"start,omitempty"`
	Name     string   `json:"name,omitempty"`
	Problems []string `json:"problems,omitempty"`
	Log      []string `json:"log,omitempty"`
	End      bool     `json:"end,omitempty"`
}

// runGoldenChild compiles the cases the parent asked for and records them.
func runGoldenChild(t *testing.T, cases []*Case, compile compileFunc, out string) {
	only, err := readNames(os.Getenv(childOnlyEnv))
	if err != nil {
		t.Fatal(err)
	}
	skip, err := readNames(os.Getenv(childSkipEnv))
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(out, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	write := func(r childRecord) {
		b, _ := json.Marshal(r)
		mu.Lock()
		defer mu.Unlock()
		// unbuffered: what a case wrote is in the file if the process dies
		if _, err := f.Write(append(b, '\n')); err != nil {
			t.Error(err)
		}
	}
	t.Cleanup(func() {
		write(childRecord{End: true})
		f.Close()
	})
	crash := os.Getenv(crashCaseEnv)
	for _, c := range cases {
		if only != nil && !only[c.Name] || skip[c.Name] {
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			t.Parallel()
			write(childRecord{Start: c.Name})
			if c.Name == crash {
				var m sync.Mutex
				m.Unlock() // the runtime's fatal error, which no recover stops
			}
			var logs []string
			problems := runCaseLog(t, compile, c, func(format string, args ...any) {
				logs = append(logs, fmt.Sprintf(format, args...))
			})
			write(childRecord{Name: c.Name, Problems: problems, Log: logs})
		})
	}
}

// runIsolated runs TestGolden's cases in children of the test binary and
// returns each case's record, by name.
func runIsolated(t *testing.T) (map[string]childRecord, error) {
	dir := t.TempDir()
	done := map[string]childRecord{}
	for round := 0; ; round++ {
		recs, ended, output, err := runChild(dir, round, nil, done)
		if err != nil {
			return nil, err
		}
		var inFlight []string
		for _, r := range recs {
			switch {
			case r.Start != "":
				inFlight = append(inFlight, r.Start)
			case r.Name != "":
				done[r.Name] = r
			}
		}
		if ended {
			return done, nil
		}
		var crashed []string
		for _, name := range inFlight {
			if _, ok := done[name]; !ok {
				crashed = append(crashed, name)
			}
		}
		if len(crashed) == 0 {
			return nil, fmt.Errorf("the golden child process ended before its cases: %s", crashText(output))
		}
		// Each case that was running when the process died, alone.
		for i, name := range crashed {
			recs, _, output, err := runChild(dir, round*1000+i+1, map[string]bool{name: true}, nil)
			if err != nil {
				return nil, err
			}
			rec := childRecord{Name: name, Problems: []string{"the compile ended the test process (it ran alone to tell): " + crashText(output)}}
			for _, r := range recs {
				if r.Name == name {
					rec = r
				}
			}
			done[name] = rec
		}
	}
}

// runChild runs the test binary's TestGolden on the cases the parent's
// -run selects, only those in only (when not nil), none of skip; it
// returns the records, whether the child ended its run, and what it
// printed (bounded).
func runChild(dir string, n int, only map[string]bool, skip map[string]childRecord) ([]childRecord, bool, string, error) {
	results := filepath.Join(dir, fmt.Sprintf("results-%d.jsonl", n))
	env := append(os.Environ(), childResultsEnv+"="+results)
	for _, l := range []struct {
		env   string
		names []string
	}{{childOnlyEnv, keys(only)}, {childSkipEnv, keys(skip)}} {
		if l.names == nil {
			continue
		}
		file := filepath.Join(dir, fmt.Sprintf("%s-%d", strings.ToLower(l.env), n))
		if err := os.WriteFile(file, []byte(strings.Join(l.names, "\n")+"\n"), 0o644); err != nil {
			return nil, false, "", err
		}
		env = append(env, l.env+"="+file)
	}
	args := []string{"-test.run=" + childPattern(flagValue("test.run"))}
	for _, name := range []string{"test.parallel", "test.timeout", "test.short"} {
		if v := flagValue(name); v != "" {
			args = append(args, "-"+name+"="+v)
		}
	}
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = env
	out := &headBuffer{max: 256 << 10}
	cmd.Stdout, cmd.Stderr = out, out
	runErr := cmd.Run()
	var exitErr *exec.ExitError
	if runErr != nil && !errors.As(runErr, &exitErr) {
		return nil, false, "", fmt.Errorf("running the golden child: %v", runErr)
	}
	recs, ended, err := readRecords(results)
	return recs, ended, out.String(), err
}

// childPattern is the child's -test.run: TestGolden alone (not the other
// tests the parent's pattern may name), with the parent's pattern for the
// cases (what follows its first '/', as the testing package splits it).
func childPattern(parent string) string {
	depth := 0
	for i, r := range parent {
		switch r {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case '/':
			if depth == 0 {
				return "^TestGolden$/" + parent[i+1:]
			}
		}
	}
	return "^TestGolden$"
}

func flagValue(name string) string {
	if f := flag.Lookup(name); f != nil {
		return f.Value.String()
	}
	return ""
}

func keys[V any](m map[string]V) []string {
	if m == nil {
		return nil
	}
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// readNames reads a file of names, one a line; nil when path is "".
func readNames(path string) (map[string]bool, error) {
	if path == "" {
		return nil, nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	names := map[string]bool{}
	for _, l := range strings.Split(string(b), "\n") {
		if l != "" {
			names[l] = true
		}
	}
	return names, nil
}

// readRecords reads a results file; a line cut by the process's end is
// left out.
func readRecords(path string) ([]childRecord, bool, error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	defer f.Close()
	var recs []childRecord
	ended := false
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 64<<20)
	for sc.Scan() {
		var r childRecord
		if json.Unmarshal(sc.Bytes(), &r) != nil {
			continue
		}
		ended = ended || r.End
		recs = append(recs, r)
	}
	return recs, ended, sc.Err()
}

// crashText is the runtime's report in a dead child's output: from its
// "fatal error:" or "panic:" line, at most 40 lines (the failing
// goroutine's stack comes first).
func crashText(out string) string {
	lines := strings.Split(out, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "fatal error:") || strings.HasPrefix(l, "panic:") {
			lines = lines[i:]
			break
		}
	}
	if len(lines) > 40 {
		lines = append(lines[:40], "...")
	}
	return strings.Join(lines, "\n")
}

// headBuffer keeps the first max bytes written to it.
type headBuffer struct {
	bytes.Buffer
	max int
}

func (b *headBuffer) Write(p []byte) (int, error) {
	if room := b.max - b.Len(); room > 0 {
		b.Buffer.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

// TestGoldenCrashIsolation runs TestGolden on three cases, the middle one
// made to die of a Go fatal error: it alone fails, with the runtime's
// message; the other two pass.
func TestGoldenCrashIsolation(t *testing.T) {
	if os.Getenv(childResultsEnv) != "" {
		return
	}
	cases := []string{"expr_string_to_number", "err_reassign_variable", "enc_classes_with_hiera"}
	// One case at a time: the crashing case is the one in flight, which
	// runs alone once more; a last child compiles the third.
	cmd := exec.Command(os.Args[0], "-test.run=^TestGolden$/^("+strings.Join(cases, "|")+")$", "-test.v", "-test.parallel=1")
	cmd.Env = append(os.Environ(), crashCaseEnv+"="+cases[1])
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("TestGolden passed with a case that crashes:\n%s", out)
	}
	text := string(out)
	for _, want := range []string{
		"--- PASS: TestGolden/" + cases[0],
		"--- FAIL: TestGolden/" + cases[1],
		"--- PASS: TestGolden/" + cases[2],
		"the compile ended the test process (it ran alone to tell): fatal error: sync: unlock of unlocked mutex",
		"golden: 2 of 3 cases run match Puppet 7.23",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
}
