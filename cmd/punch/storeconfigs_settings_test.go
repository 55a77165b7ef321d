package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCompileStoreconfigsSetting: punch compile's --storeconfigs and
// --storeconfigs_backend flags are Puppet's settings, so
// $settings::storeconfigs is true with the flag as it is with Puppet's
// (QA-SITE-3 F3: PE's metrics modules guard puppetdb_query with
// `if $settings::storeconfigs`; Puppet 7.23 with --storeconfigs took the
// query branch, Punch took the else branch); without it, false. Both are
// Booleans, as Puppet's.
func TestCompileStoreconfigsSetting(t *testing.T) {
	root, common := siteEnvironment(t, "notice(\"storeconfigs ${type($settings::storeconfigs)} backend ${settings::storeconfigs_backend}\")\n")
	facts := filepath.Join(root, "facts.json")
	if err := os.WriteFile(facts, []byte(`{"name": "n1.example.com", "values": {"hostname": "n1"}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		flags []string
		want  string
	}{
		{nil, "storeconfigs Boolean[false] backend puppetdb"},
		{[]string{"--storeconfigs"}, "storeconfigs Boolean[true] backend puppetdb"},
		{[]string{"--storeconfigs", "--storeconfigs_backend", "punch"}, "storeconfigs Boolean[true] backend punch"},
	} {
		var out, errOut bytes.Buffer
		args := append(append([]string{"compile", "--node", "n1.example.com", "--facts", facts}, common...), c.flags...)
		if rc := run(args, &out, &errOut); rc != 0 {
			t.Fatalf("%v: rc %d: %s", c.flags, rc, errOut.String())
		}
		if !strings.Contains(errOut.String(), c.want) {
			t.Errorf("%v: want notice %q in:\n%s", c.flags, c.want, errOut.String())
		}
	}
}
