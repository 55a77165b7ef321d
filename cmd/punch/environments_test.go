package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/settings"
)

// TestServeCatalogVersion: the environments punch serve compiles in give
// catalogs the output of config_version as their version (api/server
// compiles with the Loader of serverEnvironments.Get through
// compiler.CompileTimed), run again at each check of the files with
// environment_timeout 0, as Puppet Server does.
func TestServeCatalogVersion(t *testing.T) {
	root := t.TempDir()
	env := filepath.Join(root, "envs", "production")
	for p, c := range map[string]string{
		"manifests/site.pp": "notify { 'x': }\n",
		"environment.conf":  "config_version = bin/version.sh\n",
		"bin/version.sh":    "#!/bin/sh\necho x >> \"$(dirname \"$0\")/runs\"\necho \"release $(wc -l < \"$(dirname \"$0\")/runs\" | tr -d ' ')\"\n",
	} {
		full := filepath.Join(env, p)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(c), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	st := settings.New()
	for k, v := range map[string]string{"environmentpath": filepath.Join(root, "envs"), "codedir": root,
		"basemodulepath": filepath.Join(root, "none"), "hiera_config": filepath.Join(root, "none.yaml")} {
		if err := st.Set(k, v); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.Load(); err != nil {
		t.Fatal(err)
	}
	reg, err := environments.New(environments.Options{Settings: st})
	if err != nil {
		t.Fatal(err)
	}
	envs := &serverEnvironments{reg: reg, log: zerolog.Nop()}
	for _, want := range []string{`"version": "release 1"`, `"version": "release 2"`} {
		e, err := envs.Get("production")
		if err != nil {
			t.Fatal(err)
		}
		cat, _, err := compiler.CompileTimed(context.Background(), &compiler.Request{
			Node: "n1", Environment: e.Name, Facts: values.NewHash(0), Loader: e.Loader, Version: e.LoadedAt.Unix(),
			ServerFacts: values.HashFrom("servername", "puppet"),
		})
		if err != nil {
			t.Fatal(err)
		}
		b, err := cat.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), want) {
			t.Fatalf("catalog %.120s, want %s", b, want)
		}
	}
}

// TestServeVersionTime: without config_version a catalog's version is, as
// with Puppet Server, Time.now of the first compile in the environment
// instance (TypeCollection#version): every compile's own time with
// environment_timeout 0; with a timeout the time of the first compile until
// the environment has not been used for the timeout (Puppet's MRU entry);
// with unlimited until a flush.
func TestServeVersionTime(t *testing.T) {
	for _, tc := range []struct {
		timeout string
		// gaps between compiles (seconds) and the version time each gets
		// (seconds since the start)
		gaps, want []int
	}{
		{"0", []int{0, 5, 1}, []int{0, 5, 6}},
		{"60", []int{0, 5, 50, 59, 61, 1}, []int{0, 0, 0, 0, 175, 175}},
		{"unlimited", []int{0, 5, 500}, []int{0, 0, 0}},
	} {
		root := t.TempDir()
		env := filepath.Join(root, "envs", "production")
		if err := os.MkdirAll(filepath.Join(env, "manifests"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(env, "environment.conf"), []byte("environment_timeout = "+tc.timeout+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		st := settings.New()
		for k, v := range map[string]string{"environmentpath": filepath.Join(root, "envs"), "codedir": root,
			"basemodulepath": filepath.Join(root, "none"), "hiera_config": filepath.Join(root, "none.yaml")} {
			if err := st.Set(k, v); err != nil {
				t.Fatal(err)
			}
		}
		if err := st.Load(); err != nil {
			t.Fatal(err)
		}
		reg, err := environments.New(environments.Options{Settings: st})
		if err != nil {
			t.Fatal(err)
		}
		start := time.Unix(1_700_000_000, 0)
		clock := start
		envs := &serverEnvironments{reg: reg, log: zerolog.Nop(), now: func() time.Time { return clock }}
		for i, gap := range tc.gaps {
			clock = clock.Add(time.Duration(gap) * time.Second)
			e, err := envs.Get("production")
			if err != nil {
				t.Fatal(err)
			}
			if got := int(e.LoadedAt.Sub(start) / time.Second); got != tc.want[i] {
				t.Errorf("timeout %s, compile %d: version time %d, want %d", tc.timeout, i, got, tc.want[i])
			}
		}
		if tc.timeout == "unlimited" {
			reg.Flush("")
			clock = clock.Add(time.Second)
			e, err := envs.Get("production")
			if err != nil {
				t.Fatal(err)
			}
			if got, want := int(e.LoadedAt.Sub(start)/time.Second), 506; got != want {
				t.Errorf("after a flush: version time %d, want %d", got, want)
			}
		}
	}
}
