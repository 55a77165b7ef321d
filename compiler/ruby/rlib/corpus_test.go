package rlib

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/ruby"
)

// TestCorpusFunctionsLoad loads every function file of the Debian modules
// with these libraries registered: their requires of Ruby's libraries
// (yaml, json, ipaddr, digest, uri, cgi, shellwords, net/http...) and the
// constants they name at load time must all resolve. redis's redisget
// requires the redis gem, which Puppet lacks too (LoadError there as here).
func TestCorpusFunctionsLoad(t *testing.T) {
	const root = "/usr/share/puppet/modules"
	if _, err := os.Stat(root); err != nil {
		t.Skipf("%s: %v (install Debian's puppet-module-* packages: .ci/run does)", root, err)
	}
	var files []string
	for _, pat := range []string{"*/lib/puppet/functions/*.rb", "*/lib/puppet/functions/*/*.rb", "*/lib/puppet/parser/functions/*.rb"} {
		m, _ := filepath.Glob(filepath.Join(root, pat))
		files = append(files, m...)
	}
	dirs, _ := filepath.Glob(filepath.Join(root, "*/lib"))
	env := ruby.NewEnv(ruby.EnvOptions{LoadPath: dirs})
	expected := map[string]string{"redis/lib/puppet/parser/functions/redisget.rb": "cannot load such file -- redis"}
	for _, f := range files {
		rel := strings.TrimPrefix(f, root+"/")
		_, err := env.LoadFunction(f)
		switch want, ok := expected[rel]; {
		case ok && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("%s: %v, want an error with %q", rel, err, want)
		case !ok && err != nil:
			t.Errorf("%s: %v", rel, err)
		}
	}
	if len(files) < 200 {
		t.Errorf("only %d function files found", len(files))
	}
}
