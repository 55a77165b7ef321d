package environments

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/values"
)

// TestInstanceCatalogVersion: the instances punch serve compiles in give
// catalogs the output of config_version as their version (api/server
// compiles with Instance's Loader through compiler.CompileTimed), run again
// at each check of the files with environment_timeout 0, as Puppet Server
// does.
func TestInstanceCatalogVersion(t *testing.T) {
	te, _ := versionEnv(t, "0")
	for _, want := range []string{`"version": "run 1"`, `"version": "run 2"`} {
		in, err := te.reg.Instance("production", LoaderOptions{})
		if err != nil {
			t.Fatal(err)
		}
		cat, _, err := compiler.CompileTimed(context.Background(), &compiler.Request{
			Node: "n1", Environment: in.Name(), Facts: values.NewHash(0), Loader: in.Loader, Versioner: in, Version: in.VersionTime.Unix(),
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

// TestInstanceVersionTime: without config_version a catalog's version is,
// as with Puppet Server, Time.now of the first compile in the environment
// instance (TypeCollection#version): every compile's own time with
// environment_timeout 0; with a timeout the time of the first compile until
// the environment has not been used for the timeout (Puppet's MRU entry);
// with unlimited until a flush.
func TestInstanceVersionTime(t *testing.T) {
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
		te := newTestEnv(t, map[string]string{
			"production/manifests/site.pp": "",
			"production/environment.conf":  "environment_timeout = " + tc.timeout + "\n",
		}, nil)
		start := te.clock.Now()
		for i, gap := range tc.gaps {
			te.clock.Advance(time.Duration(gap) * time.Second)
			in, err := te.reg.Instance("production", LoaderOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if got := int(in.VersionTime.Sub(start) / time.Second); got != tc.want[i] {
				t.Errorf("timeout %s, compile %d: version time %d, want %d", tc.timeout, i, got, tc.want[i])
			}
		}
		if tc.timeout == "unlimited" {
			te.reg.Flush("")
			te.clock.Advance(time.Second)
			in, err := te.reg.Instance("production", LoaderOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if got, want := int(in.VersionTime.Sub(start)/time.Second), 506; got != want {
				t.Errorf("after a flush: version time %d, want %d", got, want)
			}
		}
	}
}

// TestInstanceBind: a request bound to an instance compiles in its
// environment with its code, data, catalog version, settings and recheck,
// and keeps the node's own parts.
func TestInstanceBind(t *testing.T) {
	te := newTestEnv(t, map[string]string{"production/manifests/site.pp": "notify { 'x': }\n"}, nil)
	in := te.get(t, "production").NewInstance(LoaderOptions{}, time.Time{})
	r := &compiler.Request{Node: "n1", Facts: values.HashFrom("fqdn", "n1")}
	if got := in.Bind(r); got != r {
		t.Fatalf("Bind returned another request")
	}
	if r.Environment != "production" || r.Loader != in.Loader || r.Data != in.Data || r.Versioner != in || r.Settings != in || r.Recheck != in {
		t.Errorf("the request is not bound to the instance: %+v", r)
	}
	if r.Node != "n1" || r.Facts == nil {
		t.Errorf("Bind changed the node's parts: %+v", r)
	}
	if _, err := compiler.Compile(context.Background(), r); err != nil {
		t.Fatal(err)
	}
}
