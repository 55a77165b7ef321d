package hiera

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

// benchEnv is an environment with a four-level hierarchy (node, role, os,
// common) of 200 keys each, a module with data, and lookup_options.
func benchEnv(b *testing.B) (*Engine, Scope) {
	dir := b.TempDir()
	conf := `version: 5
defaults: { datadir: data, data_hash: yaml_data }
hierarchy:
  - { name: node, path: "nodes/%{trusted.certname}.yaml" }
  - { name: role, path: "roles/%{facts.role}.yaml" }
  - { name: os, path: "os/%{facts.os.family}.yaml" }
  - { name: common, path: common.yaml }
`
	files := map[string]string{"hiera.yaml": conf}
	for _, lvl := range []string{"nodes/web01.example.com", "roles/web", "os/Debian", "common"} {
		content := "lookup_options:\n  '^profile::.*::list$': { merge: unique }\n"
		for i := 0; i < 200; i++ {
			content += fmt.Sprintf("profile::c%d::param: \"%s %%{facts.os.family}\"\nprofile::c%d::list: [%s]\n", i, lvl, i, filepath.Base(lvl))
		}
		files["data/"+lvl+".yaml"] = content
	}
	files["modules/mod/hiera.yaml"] = "version: 5\nhierarchy:\n  - { name: common, path: common.yaml }\n"
	files["modules/mod/data/common.yaml"] = "mod::a: 1\nmod::b: [x]\n"
	for p, c := range files {
		full := filepath.Join(dir, p)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(c), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	e := New(Options{Environment: "production", EnvironmentDir: dir,
		ModuleDir: func(n string) (string, bool) { d := filepath.Join(dir, "modules", n); return d, isDir(d) }})
	facts := values.HashFrom("clientcert", "web01.example.com", "role", "web", "os", values.HashFrom("family", "Debian"))
	return e, NodeScope("production", facts)
}

// BenchmarkCompileLookups is the data side of one compile: a session
// doing 100 first-found lookups (as automatic parameter lookup does), 20
// unique merges from lookup_options and 10 module lookups.
func BenchmarkCompileLookups(b *testing.B) {
	e, scope := benchEnv(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := e.NewSession(SessionOptions{})
		for k := 0; k < 100; k++ {
			if _, _, err := s.LookupKey(fmt.Sprintf("profile::c%d::param", k), nil, scope, nil); err != nil {
				b.Fatal(err)
			}
		}
		for k := 0; k < 20; k++ {
			if _, _, err := s.LookupKey(fmt.Sprintf("profile::c%d::list", k), nil, scope, nil); err != nil {
				b.Fatal(err)
			}
		}
		for k := 0; k < 10; k++ {
			if _, _, err := s.LookupKey("mod::a", nil, scope, nil); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkLookupInSession is one more lookup in a session that has
// already read its files.
func BenchmarkLookupInSession(b *testing.B) {
	e, scope := benchEnv(b)
	s := e.NewSession(SessionOptions{})
	if _, _, err := s.LookupKey("profile::c1::param", nil, scope, nil); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, err := s.LookupKey("profile::c150::param", nil, scope, nil); err != nil {
			b.Fatal(err)
		}
	}
}
