package loadtest_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/server"
	"github.com/punch-dev/punch/api/server/loadtest"
	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/util/procinfo"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/settings"
)

const debianModules = "/usr/share/puppet/modules"

// realEnv writes the real-module load-test environment and returns a
// registry over it and the facts base.
func realEnv(tb testing.TB) (*environments.Registry, map[string]any) {
	tb.Helper()
	if _, err := os.Stat(debianModules); err != nil {
		tb.Skip("no", debianModules, "(Debian's puppet-module-* packages; .ci/run installs them)")
	}
	root, _ := filepath.Abs("../../..")
	cases := filepath.Join(root, "compiler/golden/cases")
	dir := tb.TempDir()
	if err := loadtest.WriteRealEnvironment(filepath.Join(dir, "envs"), cases, debianModules); err != nil {
		tb.Fatal(err)
	}
	if _, ok := tb.(*testing.B); ok {
		// Files written less than environments' racy window (2 s) before a
		// compile reads them may have changed unseen: that compile is
		// checked and repeated, and a benchmark's first compiles would
		// count a varying number of repeats (callgrind's counts of
		// -benchtime 2x and 12x differed by more than a compile).
		time.Sleep(2500 * time.Millisecond)
	}
	facts, err := loadtest.RealFacts(filepath.Join(root, "compiler/golden/facts/debian12.json"), cases)
	if err != nil {
		tb.Fatal(err)
	}
	st := settings.New()
	for k, v := range map[string]string{
		"environmentpath": filepath.Join(dir, "envs"),
		"basemodulepath":  filepath.Join(dir, "nobase"),
		"hiera_config":    filepath.Join(dir, "no-hiera.yaml"),
		"codedir":         dir,
	} {
		if err := st.Set(k, v); err != nil {
			tb.Fatal(err)
		}
	}
	if err := st.Load(); err != nil {
		tb.Fatal(err)
	}
	reg, err := environments.New(environments.Options{Settings: st, Logger: zerolog.Nop()})
	if err != nil {
		tb.Fatal(err)
	}
	return reg, facts
}

// roleRequest is the compile request of a role's first node, with the
// facts the load generator sends, decoded as the server decodes them.
func roleRequest(tb testing.TB, reg *environments.Registry, base map[string]any, role string) *compiler.Request {
	tb.Helper()
	node := loadtest.NodeName(role, 0)
	p, err := server.DecodeCatalogParams("", string(loadtest.FactsBody(node, loadtest.NodeFacts(base, node, 0))))
	if err != nil {
		tb.Fatal(err)
	}
	snap, err := reg.Get("production")
	if err != nil {
		tb.Fatal(err)
	}
	in := snap.NewInstance(environments.LoaderOptions{}, time.Time{})
	// As the server's requests (Instance.Bind): a compile that read files
	// the snapshot could not vouch for checks them when it ends (Recheck),
	// which lets later compiles trust them (without it every compile of
	// the benchmark redoes the checks of paths found absent, which the
	// server does not).
	return in.Bind(&compiler.Request{
		Node:        node,
		Facts:       p.Facts.Values,
		Trusted:     values.HashFrom("authenticated", "remote", "certname", node, "domain", "example.com", "hostname", role+"-000", "extensions", values.NewHash(0)),
		ServerFacts: values.HashFrom("serverversion", "7.23.0", "servername", "puppet.example.com", "serverip", "10.0.0.1"),
	})
}

// TestRealRoles: every role compiles, to a catalog holding the resources
// of its golden case (whose catalog Puppet 7.23 compiled).
func TestRealRoles(t *testing.T) {
	reg, base := realEnv(t)
	root, _ := filepath.Abs("../../..")
	for _, r := range loadtest.Roles {
		t.Run(r.Name, func(t *testing.T) {
			cat, err := compiler.Compile(context.Background(), roleRequest(t, reg, base, r.Name))
			if err != nil {
				t.Fatal(err)
			}
			var want struct {
				Resources []struct{ Type, Title string }
			}
			b, err := os.ReadFile(filepath.Join(root, "compiler/golden/cases", r.Case, "expected.json"))
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(b, &want); err != nil {
				t.Fatal(err)
			}
			have := map[string]bool{}
			for _, res := range cat.Resources {
				have[res.Type+"["+res.Title+"]"] = true
			}
			var missing []string
			for _, res := range want.Resources {
				ref := res.Type + "[" + res.Title + "]"
				// Titles made of the node's own names and address differ
				// from the case's (web01.example.com, 10.0.0.5), and so do
				// those made of stdlib's root_home fact, which the case's
				// facts lack (/.my.cnf there, /root/.my.cnf here).
				if !have[ref] && !strings.Contains(ref, "web01") && !strings.Contains(ref, "10.0.0.5") &&
					!(strings.HasPrefix(res.Title, "/.") && have[res.Type+"[/root"+res.Title+"]"]) {
					missing = append(missing, ref)
				}
			}
			if len(missing) > 0 {
				t.Errorf("%d of the %d resources of %s missing: %v", len(missing), len(want.Resources), r.Case, missing)
			}
			// A test binary fills a compile's released scope and parameter
			// blocks with a marker (compiler/eval/slabpoison.go): a catalog
			// holding a pointer into one would show it.
			if js := cat.MarshalCompactJSON(); bytes.Contains(js, []byte("(released eval block")) {
				i := bytes.Index(js, []byte("(released eval block"))
				t.Errorf("%s: the catalog points into a released scope or parameter block: ...%s", r.Name, js[max(0, i-300):i+20])
			}
			t.Logf("%s: %d resources", r.Name, len(cat.Resources))
		})
	}
}

// BenchmarkRealRole is the warm compile of each role's catalog (the
// environment loaded, the role's files read and parsed by a first
// compile), its compact JSON and its release, as punch serve does them
// for an agent:
//
//	go test ./api/server/loadtest -run '^$' -bench RealRole -benchtime 50x
func BenchmarkRealRole(b *testing.B) { benchRealRoles(b, false) }

// BenchmarkRealRoleFreshGoroutine is BenchmarkRealRole with each compile on
// a new goroutine, as punch serve ran them before its compile workers
// (api/server/workers.go): the difference is what growing a fresh 8 KB
// stack to a compile's depth costs per compile.
func BenchmarkRealRoleFreshGoroutine(b *testing.B) { benchRealRoles(b, true) }

func benchRealRoles(b *testing.B, fresh bool) {
	// punch turns the runtime's sampling of allocations off
	// (cmd/punch/main.go: runtime.MemProfileRate = 0); a test binary
	// keeps Go's default, a stack walk per 512 KB allocated, which is
	// deep in the evaluator's recursion: about 5% of a warm web compile's
	// instructions (callgrind, GOGC=off) that punch serve does not spend.
	// Measure what punch does, unless a heap profile is asked for.
	if f := flag.Lookup("test.memprofile"); f == nil || f.Value.String() == "" {
		rate := runtime.MemProfileRate
		runtime.MemProfileRate = 0
		b.Cleanup(func() { runtime.MemProfileRate = rate })
	}
	reg, base := realEnv(b)
	for _, r := range loadtest.Roles {
		b.Run(r.Name, func(b *testing.B) {
			req := roleRequest(b, reg, base, r.Name)
			// punch serve writes a catalog's JSON into a buffer kept
			// for the next request (api/server/catbuf.go's
			// encodeCatalog); a buffer made per compile would count
			// about 190 KB of a web compile's 1.14 MB that the
			// server does not allocate.
			var buf []byte
			compileOnce := func() error {
				snap, err := reg.Get("production")
				if err != nil {
					return err
				}
				in := snap.NewInstance(environments.LoaderOptions{}, time.Time{})
				req.Loader, req.Data, req.Versioner, req.Settings, req.Recheck = in.Loader, in.Data, in, in, in
				// the UTF-8 check with the agent's JSON, as punch serve
				req.DeferUTF8Check = true
				cat, err := compiler.Compile(context.Background(), req)
				if err != nil {
					return err
				}
				if buf, _, err = server.AppendAgentJSON(buf[:0], cat); err != nil {
					return err
				}
				if len(buf) == 0 {
					return errors.New("no JSON")
				}
				// as punch serve, once the JSON is written: the
				// catalog's memory goes to the next compile
				cat.Release()
				return nil
			}
			compile := func() {
				var err error
				if fresh {
					done := make(chan struct{})
					go func() {
						defer close(done)
						err = compileOnce()
					}()
					<-done
				} else {
					err = compileOnce()
				}
				if err != nil {
					b.Fatal(err)
				}
			}
			compile()
			runtime.GC()
			b.ReportAllocs()
			cpu0 := procinfo.SelfCPU()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				compile()
			}
			b.StopTimer()
			b.ReportMetric(float64((procinfo.SelfCPU()-cpu0).Microseconds())/float64(b.N), "cpu-us/op")
		})
	}
}
