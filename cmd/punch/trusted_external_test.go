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

// TestCompileTrustedExternalStored: with storeconfigs, punch compile stores
// the node's facts with its $trusted as Puppet Server does (the PuppetDB
// facts terminus saves the request's trusted information, whose external
// data trusted_external_command gives): the stored "trusted" fact holds
// the same external data as the compile's $trusted['external'] (recorded
// from puppet apply, testdata/trusted_external).
func TestCompileTrustedExternalStored(t *testing.T) {
	t.Setenv("GOGC", "100") // keep runCompile from switching the test process's GC off
	dir, err := filepath.Abs("testdata/trusted_external")
	if err != nil {
		t.Fatal(err)
	}
	rec := string(readTestdata(t, filepath.Join(dir, "puppet_apply.txt")))
	want, _, _ := strings.Cut(strings.SplitN(rec, "\n", 3)[1], "\n")
	conf, vardir := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(conf, "puppet.conf"), []byte("[main]\ntrusted_external_command = "+filepath.Join(dir, "ext.sh")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	compile := func(code string) string {
		t.Helper()
		var stdout, stderr bytes.Buffer
		if rc := runCompile([]string{"--confdir", conf, "--vardir", vardir, "--storeconfigs", "--node", "node1.example.com", "-e", code}, &stdout, &stderr); rc != 0 {
			t.Fatalf("punch compile -e %s: exit status %d\n%s", code, rc, stderr.String())
		}
		for _, l := range strings.Split(stderr.String(), "\n") {
			if strings.HasPrefix(l, "Notice: Scope") {
				return l
			}
		}
		t.Fatalf("punch compile -e %s printed no notice:\n%s", code, stderr.String())
		return ""
	}
	if got := compile("notice($trusted['external'])"); got != want {
		t.Fatalf("$trusted['external']: %s, want (puppet apply) %s", got, want)
	}
	// PuppetDB (jsonb) and the store keep a hash's keys in their own
	// order: compared as hashes.
	q := `$s = puppetdb_query('facts[value] { name = "trusted" and certname = "node1.example.com" }')[0]['value']['external']
notice("${$s == $trusted['external']} ${s}")`
	if got := compile(q); !strings.HasPrefix(got, "Notice: Scope(Class[main]): true ") {
		t.Errorf("the stored trusted fact's external data differs from $trusted['external'] (%s): %s", want, got)
	}
}
