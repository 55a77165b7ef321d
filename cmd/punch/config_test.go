package main

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

func TestConfigPrint(t *testing.T) {
	conf := t.TempDir()
	testtree.Write(t, conf, map[string]string{"puppet.conf": "[server]\nvardir = /srv/var\n"})
	var out, errb bytes.Buffer
	if code := runConfig([]string{"print", "--confdir", conf, "vardir", "reportdir", "codedir", "config"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	got := out.String()
	for _, want := range []string{
		"vardir = /srv/var  # " + filepath.Join(conf, "puppet.conf") + ":2 [server]\n",
		"reportdir = /srv/var/reports  # default\n",
		"config = " + filepath.Join(conf, "puppet.conf") + "  # default\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	out.Reset()
	if code := runConfig([]string{"print", "--confdir", conf, "--vardir", "/x", "vardir"}, &out, &errb); code != 0 || out.String() != "/x\n" {
		t.Errorf("one setting: %d %q", code, out.String())
	}
	// A name that is no setting prints as an empty value, as Puppet prints
	// it (testdata/opscli cp_unknown_name, cp_known_and_unknown).
	out.Reset()
	if code := runConfig([]string{"print", "--confdir", conf, "nosuch"}, &out, &errb); code != 0 || out.String() != "\n" {
		t.Errorf("unknown setting: exit %d, %q", code, out.String())
	}
}

// TestConfigPrintMatchesPuppet runs `punch config print` as each line of
// testdata/configprint/runs.txt says (a case directory with real
// puppet.conf and environment.conf files, a section, an environment, some
// settings) and compares the values with Puppet 7.23's `puppet config
// print`, recorded by testdata/configprint/record.sh.
func TestConfigPrintMatchesPuppet(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("testdata", "configprint"))
	if err != nil {
		t.Fatal(err)
	}
	runs, err := os.ReadFile(filepath.Join(dir, "runs.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(runs), "\n") {
		f := strings.Fields(line)
		if len(f) < 4 || strings.HasPrefix(f[0], "#") {
			continue
		}
		c, section, env, names := f[0], f[1], f[2], f[3:]
		t.Run(c+"-"+section+"-"+env, func(t *testing.T) {
			want, err := os.ReadFile(filepath.Join(dir, "runs", c+"-"+section+"-"+env+".golden"))
			if err != nil {
				t.Fatalf("%v (record with testdata/configprint/record.sh)", err)
			}
			root := filepath.Join(dir, c)
			args := []string{"print", "--confdir", root + "/conf", "--codedir", root + "/code", "--vardir", root + "/var", "--section", section}
			if env != "-" { // "-": no --environment, the run mode's
				args = append(args, "--environment", env)
			}
			args = append(args, names...)
			var out, errb bytes.Buffer
			if code := runConfig(args, &out, &errb); code != 0 {
				t.Fatalf("exit %d: %s", code, errb.String())
			}
			var got []string
			for _, l := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
				if i := strings.LastIndex(l, "  # "); i >= 0 {
					l = l[:i] // the source comment Puppet does not print
				}
				got = append(got, strings.ReplaceAll(l, root, "ROOT"))
			}
			sort.Strings(got)
			if g, w := strings.Join(got, "\n")+"\n", string(want); g != w {
				t.Errorf("punch config print %s\n%s\nPuppet prints\n%s", strings.Join(args, " "), g, w)
			}
		})
	}
}

// An invalid environment.conf fails the command whatever is printed, as
// it fails puppet config print ("Could not match line", with its file and
// line).
func TestConfigPrintBrokenEnvironmentConf(t *testing.T) {
	root := t.TempDir()
	testtree.Write(t, root, map[string]string{
		"conf/puppet.conf": "[main]\ncertname = web1.example.com\n",
		"code/environments/production/environment.conf": "just words\n",
	})
	for _, name := range []string{"certname", "modulepath"} {
		var out, errb bytes.Buffer
		code := runConfig([]string{"print", "--confdir", root + "/conf", "--codedir", root + "/code", name}, &out, &errb)
		if code != 1 || !strings.Contains(errb.String(), "environment.conf:1: Could not match line") {
			t.Errorf("%s: exit %d %q %s", name, code, out.String(), errb.String())
		}
	}
}
