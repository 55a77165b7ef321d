package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
