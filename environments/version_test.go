package environments

import (
	"context"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/values"
)

// versionEnv is an environment whose config_version script counts its
// runs: it prints "run N" (N from a counter file next to it).
func versionEnv(t *testing.T, timeout string) (*testEnv, func() int) {
	t.Helper()
	te := newTestEnv(t, map[string]string{
		"production/manifests/site.pp":  "notify { 'x': }\n",
		"production/environment.conf":   "environment_timeout = " + timeout + "\nconfig_version = bin/version.sh\n",
		"production/bin/version.count":  "",
		"production/bin/version.script": "",
	}, nil)
	count := te.path("production/bin/version.count")
	script := "#!/bin/sh\necho x >> '" + count + "'\necho \"run $(wc -l < '" + count + "' | tr -d ' ')\"\n"
	if err := os.WriteFile(te.path("production/bin/version.sh"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	runs := func() int {
		b, _ := os.ReadFile(count)
		return strings.Count(string(b), "x")
	}
	return te, runs
}

func version(t *testing.T, s *Snapshot) string {
	t.Helper()
	v, ok, err := s.ConfigVersion(context.Background())
	if err != nil || !ok {
		t.Fatalf("ConfigVersion: %q %v %v", v, ok, err)
	}
	return v
}

// With environment_timeout 0 Puppet makes a new environment for every
// compile, and runs config_version for each; the compiles of one check
// share the run.
func TestConfigVersionTimeoutZero(t *testing.T) {
	te, runs := versionEnv(t, "0")
	s := te.get(t, "production")
	if v := version(t, s); v != "run 1" {
		t.Fatalf("first: %q", v)
	}
	if v := version(t, s); v != "run 1" {
		t.Fatalf("same check: %q", v)
	}
	s = te.get(t, "production")
	if v := version(t, s); v != "run 2" {
		t.Fatalf("after a check: %q", v)
	}
	if runs() != 2 {
		t.Fatalf("%d runs", runs())
	}
}

// With unlimited the version stays until a flush (Puppet keeps the
// environment, and its known_resource_types.version, cached).
func TestConfigVersionUnlimitedAndFlush(t *testing.T) {
	te, _ := versionEnv(t, "unlimited")
	for i := 0; i < 3; i++ {
		if v := version(t, te.get(t, "production")); v != "run 1" {
			t.Fatalf("get %d: %q", i, v)
		}
	}
	te.reg.Flush("production")
	if v := version(t, te.get(t, "production")); v != "run 2" {
		t.Fatalf("after flush: %q", v)
	}
}

// A duration: within it the version is kept; a check after it runs the
// command again even when no file changed.
func TestConfigVersionTimeoutDuration(t *testing.T) {
	te, _ := versionEnv(t, "5m")
	if v := version(t, te.get(t, "production")); v != "run 1" {
		t.Fatalf("first: %q", v)
	}
	te.clock.Advance(time.Minute)
	if v := version(t, te.get(t, "production")); v != "run 1" {
		t.Fatalf("within the timeout: %q", v)
	}
	te.clock.Advance(10 * time.Minute)
	if v := version(t, te.get(t, "production")); v != "run 2" {
		t.Fatalf("after the timeout: %q", v)
	}
}

// Concurrent compiles of one epoch run the command once.
func TestConfigVersionSharedRun(t *testing.T) {
	te, runs := versionEnv(t, "unlimited")
	s := te.get(t, "production")
	var wg sync.WaitGroup
	for i := 0; i < 20; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if v, _, err := s.ConfigVersion(context.Background()); err != nil || v != "run 1" {
				t.Errorf("%q %v", v, err)
			}
		}()
	}
	wg.Wait()
	if runs() != 1 {
		t.Fatalf("%d runs", runs())
	}
}

// A failure is not kept: Puppet tries again at the next compile.
func TestConfigVersionFailureRetried(t *testing.T) {
	te, _ := versionEnv(t, "unlimited")
	script := te.path("production/bin/version.sh")
	good, _ := os.ReadFile(script)
	if err := os.WriteFile(script, []byte("#!/bin/sh\necho broken\nexit 2\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	s := te.get(t, "production")
	_, _, err := s.ConfigVersion(context.Background())
	want := "Execution of config_version command `" + script + "` failed: Execution of '" + script + "' returned 2: broken"
	if err == nil || err.Error() != want {
		t.Fatalf("err = %v\nwant %s", err, want)
	}
	if err := os.WriteFile(script, good, 0o755); err != nil {
		t.Fatal(err)
	}
	if v := version(t, s); v != "run 1" {
		t.Fatalf("retry: %q", v)
	}
}

func TestNoConfigVersion(t *testing.T) {
	te := newTestEnv(t, map[string]string{"production/manifests/site.pp": ""}, nil)
	if v, ok, err := te.get(t, "production").ConfigVersion(context.Background()); ok || err != nil || v != "" {
		t.Fatalf("%q %v %v", v, ok, err)
	}
}

// The compile's catalog carries the version as a string, and a failing
// command fails the compile with Puppet's message naming the node, after
// the main manifest's own errors (Puppet parses it first).
func TestCompileCatalogVersion(t *testing.T) {
	te, _ := versionEnv(t, "0")
	compile := func() (string, error) {
		in := te.get(t, "production").NewInstance(LoaderOptions{}, time.Time{})
		cat, err := compiler.Compile(context.Background(), &compiler.Request{
			Node: "n1", Environment: "production", Facts: values.NewHash(0), Loader: in.Loader, Versioner: in,
		})
		if err != nil {
			return "", err
		}
		b, err := cat.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		return string(b), nil
	}
	out, err := compile()
	if err != nil || !strings.Contains(out, `"version":"run 1"`) && !strings.Contains(out, `"version": "run 1"`) {
		t.Fatalf("catalog %.200s, %v", out, err)
	}
	script := te.path("production/bin/version.sh")
	if err := os.WriteFile(script, []byte("#!/bin/sh\necho nope >&2\nexit 4\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	_, err = compile()
	want := "Execution of config_version command `" + script + "` failed: Execution of '" + script + "' returned 4: nope on node n1"
	if err == nil || err.Error() != want {
		t.Fatalf("err = %v\nwant %s", err, want)
	}
	// A first load whose manifest does not parse: that error, not the
	// version's.
	broken := newTestEnv(t, map[string]string{
		"production/manifests/site.pp": "notify { 'x': \n",
		"production/environment.conf":  "config_version = /bin/false\n",
	}, nil)
	s := broken.get(t, "production")
	in := s.NewInstance(LoaderOptions{}, time.Time{})
	_, err = compiler.Compile(context.Background(), &compiler.Request{Node: "n1", Environment: "production", Facts: values.NewHash(0), Loader: in.Loader, Versioner: in})
	if err == nil || !strings.Contains(err.Error(), "Syntax error") {
		t.Fatalf("the manifest's error comes first: %v", err)
	}
}
