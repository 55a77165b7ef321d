package ports

import (
	"os/exec"
	"testing"
)

// TestAugeasApply checks augeas() through augtool against what Puppet 7.23
// with ruby-augeas returned or raised for the same arguments (golden cases
// realmod_augeas_function and err_realmod_augeas_*).
func TestAugeasApply(t *testing.T) {
	if _, err := exec.LookPath("augtool"); err != nil {
		t.Skip("augtool not installed")
	}
	ok := []struct {
		content, lens string
		changes       []string
		want          string
	}{
		{"foo=bar\n", "Shellvars.lns", []string{"set foo baz"}, "foo=baz\n"},
		{"proc        /proc   proc    nodev,noexec,nosuid     0       0\n", "Fstab.lns", []string{"rm ./1/opt[3]"},
			"proc        /proc   proc    nodev,noexec     0       0\n"},
		{"127.0.0.1 localhost\n", "Hosts.lns", []string{"set ./1/alias[2] localhost.localdomain", "set ./01/ipaddr 10.0.0.1", "set ./01/canonical db01"},
			"127.0.0.1 localhost localhost.localdomain\n10.0.0.1\tdb01\n"},
	}
	for _, c := range ok {
		got, err := augeasApply(nil, c.content, c.lens, c.changes)
		if err != nil || got != c.want {
			t.Errorf("augeas(%q, %q, %q) = %q, %v; want %q", c.content, c.lens, c.changes, got, err, c.want)
		}
	}
	bad := []struct {
		content, lens string
		changes       []string
		want          string
	}{
		{"proc /proc\n", "Fstab.lns", []string{"rm ./1/opt[3]"}, "augeas(): Failed to parse string with lens Fstab.lns: Iterated lens matched less than it should"},
		{"foo=bar\n", "Shellvars.lns", []string{"bogus command", "set foo 2"}, "augeas(): Failed to apply change to tree"},
		{"a=1\n", "Nosuch.lns", []string{"set b 2"}, "augeas(): Failed to apply changes with lens Nosuch.lns: "},
	}
	for _, c := range bad {
		_, err := augeasApply(nil, c.content, c.lens, c.changes)
		if err == nil || err.Error() != c.want {
			t.Errorf("augeas(%q, %q, %q): error %v; want %q", c.content, c.lens, c.changes, err, c.want)
		}
	}
	_, err := augeasApply(nil, "foo=bar\n", "Shellvars.lns", []string{"set foo/bar 2"})
	if want := "augeas(): Failed to apply changes with lens Shellvars.lns: Failed to match tree under /store/foo"; err == nil || len(err.Error()) < len(want) || err.Error()[:len(want)] != want {
		t.Errorf("save failure: %v; want %q...", err, want)
	}
}
