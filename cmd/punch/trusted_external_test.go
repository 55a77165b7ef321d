package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCompileTrustedExternal: punch compile runs trusted_external_command
// as puppet apply does, for a script and for a directory of scripts
// (testdata/trusted_external, recorded by record.sh), and a command that
// fails stops the compile with its message.
func TestCompileTrustedExternal(t *testing.T) {
	t.Setenv("GOGC", "100") // keep runCompile from switching the test process's GC off
	dir, err := filepath.Abs("testdata/trusted_external")
	if err != nil {
		t.Fatal(err)
	}
	code := strings.TrimSpace(string(readTestdata(t, filepath.Join(dir, "code.pp"))))
	rec := string(readTestdata(t, filepath.Join(dir, "puppet_apply.txt")))
	sections := strings.Split(strings.TrimPrefix(rec, "=== "), "\n=== ")
	if len(sections) != 2 {
		t.Fatalf("%d recorded sections, want 2", len(sections))
	}
	compile := func(command string) (int, string) {
		conf := t.TempDir()
		if err := os.WriteFile(filepath.Join(conf, "puppet.conf"), []byte("[main]\ntrusted_external_command = "+command+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		var stdout, stderr bytes.Buffer
		rc := runCompile([]string{"--confdir", conf, "--node", "node1.example.com", "-e", code}, &stdout, &stderr)
		return rc, stderr.String()
	}
	for _, sec := range sections {
		name, want, _ := strings.Cut(sec, "\n")
		rc, out := compile(filepath.Join(dir, name))
		if rc != 0 {
			t.Errorf("%s: exit status %d\n%s", name, rc, out)
			continue
		}
		var got []string
		for _, l := range strings.Split(out, "\n") {
			if strings.HasPrefix(l, "Notice: Scope") {
				got = append(got, l)
			}
		}
		if g, w := strings.Join(got, "\n"), strings.TrimSpace(want); g != w {
			t.Errorf("%s: punch compile printed\n%s\nwant (puppet apply)\n%s", name, g, w)
		}
	}
	bad := filepath.Join(t.TempDir(), "bad.sh")
	if err := os.WriteFile(bad, []byte("#!/bin/sh\necho oops >&2\nexit 3\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	// Puppet 7.23's puppet apply exits 1 without a word here; Punch says why.
	rc, out := compile(bad)
	if want := "Error: Could not retrieve the trusted external data of node1.example.com: Execution of '" + bad + " node1.example.com' returned 3: oops"; rc != 1 || !strings.Contains(out, want) {
		t.Errorf("failing command: exit status %d, printed\n%s\nwant status 1 and %q", rc, out, want)
	}
}
