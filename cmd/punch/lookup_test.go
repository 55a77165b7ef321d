package main

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// TestLookupOracle runs every query recorded from `puppet lookup` (Puppet
// 7.23, compiler/golden/tools/record_lookups.sh) under
// environments/testdata/lookup through `punch lookup` and compares the
// output, the exit status and the warnings with Puppet's.
func TestLookupOracle(t *testing.T) {
	root := filepath.Join("..", "..", "environments", "testdata", "lookup")
	sets, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, set := range sets {
		if !set.IsDir() {
			continue
		}
		dir, err := filepath.Abs(filepath.Join(root, set.Name()))
		if err != nil {
			t.Fatal(err)
		}
		cmds, _ := filepath.Glob(filepath.Join(dir, "*.cmd"))
		sort.Strings(cmds)
		for _, cmdFile := range cmds {
			id := strings.TrimSuffix(filepath.Base(cmdFile), ".cmd")
			n++
			t.Run(set.Name()+"/"+id, func(t *testing.T) {
				checkRecordedLookup(t, dir, id)
			})
		}
	}
	if n == 0 {
		t.Fatal("no recorded lookups found")
	}
}

// unsupportedLookups are recorded queries punch lookup does not answer
// like Puppet, with the reason.
var unsupportedLookups = map[string]string{
	"--compile": "punch lookup has no --compile (the evaluator does not expose a compiled scope yet)",
}

func checkRecordedLookup(t *testing.T, dir, id string) {
	src, err := os.ReadFile(filepath.Join(dir, id+".cmd"))
	if err != nil {
		t.Fatal(err)
	}
	words := strings.Fields(strings.TrimSpace(string(src)))
	if len(words) < 2 || words[0] != "puppet" || words[1] != "lookup" {
		t.Fatalf("%s.cmd: not a puppet lookup command: %s", id, src)
	}
	args := words[2:]
	for _, a := range args {
		if reason, ok := unsupportedLookups[a]; ok {
			t.Skipf("%s: %s", strings.Join(args, " "), reason)
		}
	}
	hasHiera := false
	for i := 0; i+1 < len(args); i++ {
		switch args[i] {
		case "--facts", "--environmentpath", "--hiera_config":
			if !filepath.IsAbs(args[i+1]) {
				args[i+1] = filepath.Join(dir, args[i+1])
			}
			hasHiera = hasHiera || args[i] == "--hiera_config"
		}
	}
	scratch := t.TempDir()
	args = append(args, "--codedir", dir, "--confdir", filepath.Join(scratch, "conf"), "--vardir", filepath.Join(scratch, "var"))
	if !hasHiera {
		args = append(args, "--hiera_config", filepath.Join(scratch, "no-global-hiera.yaml"))
	}
	var stdout, stderr bytes.Buffer
	status := runLookup(args, &stdout, &stderr)
	strip := func(s string) string {
		s = strings.ReplaceAll(s, dir+"/", "")
		return strings.ReplaceAll(s, scratch, "SCRATCH")
	}
	wantOut, _ := os.ReadFile(filepath.Join(dir, id+".out"))
	wantStatus := 0
	if b, err := os.ReadFile(filepath.Join(dir, id+".status")); err == nil {
		wantStatus, _ = strconv.Atoi(strings.TrimSpace(string(b)))
	}
	wantErr, _ := os.ReadFile(filepath.Join(dir, id+".err"))
	if got := strip(stdout.String()); got != string(wantOut) {
		t.Errorf("punch lookup %s\nstdout differs from Puppet's:\n%s", strings.Join(args, " "), lineDiff(string(wantOut), got))
	}
	if status != wantStatus {
		t.Errorf("exit status %d, Puppet's %d (stderr: %s)", status, wantStatus, stderr.String())
	}
	if got, want := warnings(strip(stderr.String())), warnings(string(wantErr)); got != want {
		t.Errorf("warnings differ:\nPuppet:\n%s\nPunch:\n%s", want, got)
	}
}

// warnings are the Warning lines (with their continuation lines) of a
// command's stderr.
func warnings(s string) string {
	var out []string
	in := false
	for _, l := range strings.Split(s, "\n") {
		switch {
		case strings.HasPrefix(l, "Warning: "):
			in = true
			out = append(out, l)
		case in && strings.HasPrefix(l, "   "):
			out = append(out, l)
		default:
			in = false
		}
	}
	return strings.Join(out, "\n")
}

// lineDiff shows the first differing lines of two texts.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return "line " + strconv.Itoa(i+1) + ":\n  Puppet: " + strconv.Quote(wl) + "\n  Punch:  " + strconv.Quote(gl)
		}
	}
	return "(same lines)"
}
