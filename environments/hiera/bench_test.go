package hiera

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
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
	testtree.Write(b, dir, files)
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

// realModulesEnv is the data side of a compile over real modules (the
// load test's): no environment hiera.yaml, a global hiera.yaml path that
// does not exist (Puppet's default configuration there), 30 modules with
// a metadata.json and no data, and two with a hiera.yaml and data.
func realModulesEnv(b *testing.B) (*Engine, Scope, []string) {
	dir := b.TempDir()
	files := map[string]string{}
	var keys []string
	for m := 0; m < 32; m++ {
		name := fmt.Sprintf("mod%d", m)
		files["modules/"+name+"/metadata.json"] = fmt.Sprintf(`{"name": "x-%s", "version": "1.0.0", "author": "x", "summary": "a module", "license": "Apache-2.0", "source": "https://example.com", "dependencies": [{"name": "puppetlabs/stdlib", "version_requirement": ">= 4.13.1 < 9.0.0"}], "operatingsystem_support": [{"operatingsystem": "Debian", "operatingsystemrelease": ["10", "11", "12"]}], "requirements": [{"name": "puppet", "version_requirement": ">= 6.0.0 < 8.0.0"}]}`, name)
		if m < 2 {
			files["modules/"+name+"/hiera.yaml"] = "version: 5\ndefaults: { datadir: data, data_hash: yaml_data }\nhierarchy:\n  - { name: os, path: \"os/%{facts.os.family}.yaml\" }\n  - { name: common, path: common.yaml }\n"
			files["modules/"+name+"/data/common.yaml"] = fmt.Sprintf("%s::p1: 1\n%s::p2: [x]\n", name, name)
		}
		for p := 0; p < 10; p++ {
			keys = append(keys, fmt.Sprintf("%s::p%d", name, p))
		}
	}
	testtree.Write(b, dir, files)
	// The module list is known, as a snapshot's is: finding a module
	// costs no system call.
	mods := map[string]string{}
	for m := 0; m < 32; m++ {
		mods[fmt.Sprintf("mod%d", m)] = filepath.Join(dir, "modules", fmt.Sprintf("mod%d", m))
	}
	e := New(Options{Environment: "production", EnvironmentDir: filepath.Join(dir, "env"), HieraConfig: filepath.Join(dir, "no-hiera.yaml"),
		ModuleDir: func(n string) (string, bool) { d, ok := mods[n]; return d, ok }})
	facts := values.HashFrom("clientcert", "web01.example.com", "os", values.HashFrom("family", "Debian"))
	return e, NodeScope("production", facts), keys
}

// BenchmarkAutomaticParameterLookup is the automatic parameter lookup of
// one compile over real modules: a session looking up the 10 parameters
// of each of 32 classes, nearly all of them bound by no data.
func BenchmarkAutomaticParameterLookup(b *testing.B) {
	e, scope, keys := realModulesEnv(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := e.NewSession(SessionOptions{})
		for _, k := range keys {
			if _, _, err := s.LookupKey(k, nil, scope, nil); err != nil {
				b.Fatal(err)
			}
		}
	}
}
