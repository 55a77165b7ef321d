package main

import (
	"bytes"
	"path/filepath"
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
	if code := runConfig([]string{"print", "--confdir", conf, "nosuch"}, &out, &errb); code != 1 {
		t.Errorf("unknown setting: exit %d", code)
	}
}
