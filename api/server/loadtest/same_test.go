package loadtest_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/punch-dev/punch/api/server/loadtest"
	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/environments"
)

// TestRealRolesSame compiles the seven roles interleaved for three rounds,
// releasing each catalog once its JSON is written, as punch serve does,
// and requires each role's JSON of the third round to be the one of the
// first: what a compile keeps per environment (function answers, parsed
// templates, the Ruby base), the blocks released to the next compile and
// the Ruby copies must never show in another compile's catalog.
//
// It is also how a speed change shows that it changed no catalog (issue 13,
// docs/performance.md): with PUNCH_ROLES_OUT=DIR the third round's JSON,
// catalog_uuid, version and the test's temporary directory masked, is
// written to DIR/ROLE.json; run it in a `git archive` tree of the commit
// before and of the commit after, and compare the two directories with
// `cmp`.
func TestRealRolesSame(t *testing.T) {
	reg, base := realEnv(t)
	// past environments' racy window (see realEnv): a compile of files
	// written less than 2 s ago is checked and repeated
	time.Sleep(2500 * time.Millisecond)
	out := os.Getenv("PUNCH_ROLES_OUT")
	reqs := map[string]*compiler.Request{}
	for _, r := range loadtest.Roles {
		reqs[r.Name] = roleRequest(t, reg, base, r.Name)
	}
	uuid := regexp.MustCompile(`"catalog_uuid":"[^"]*"`)
	ver := regexp.MustCompile(`"version":[0-9]+`)
	tmp := regexp.MustCompile(regexp.QuoteMeta(os.TempDir()) + `/[^"]*?/envs/`)
	mask := func(js []byte) []byte {
		js = uuid.ReplaceAll(js, []byte(`"catalog_uuid":"X"`))
		js = ver.ReplaceAll(js, []byte(`"version":0`))
		return tmp.ReplaceAll(js, []byte(`ENVS/`))
	}
	first := map[string][]byte{}
	for round := 1; round <= 3; round++ {
		for _, r := range loadtest.Roles {
			req := reqs[r.Name]
			snap, err := reg.Get("production")
			if err != nil {
				t.Fatal(err)
			}
			in := snap.NewInstance(environments.LoaderOptions{}, time.Time{})
			req.Loader, req.Data, req.Versioner, req.Settings, req.Recheck = in.Loader, in.Data, in, in, in
			cat, err := compiler.Compile(context.Background(), req)
			if err != nil {
				t.Fatalf("round %d, %s: %v", round, r.Name, err)
			}
			js := mask(append([]byte(nil), cat.MarshalCompactJSON()...))
			cat.Release()
			switch round {
			case 1:
				first[r.Name] = js
			case 3:
				if !bytes.Equal(js, first[r.Name]) {
					i := 0
					for i < len(js) && i < len(first[r.Name]) && js[i] == first[r.Name][i] {
						i++
					}
					t.Errorf("%s: the third round's catalog differs from the first at byte %d: ...%s... against ...%s...", r.Name, i,
						first[r.Name][max(0, i-200):min(len(first[r.Name]), i+80)], js[max(0, i-200):min(len(js), i+80)])
				}
				if out != "" {
					if err := os.WriteFile(filepath.Join(out, r.Name+".json"), js, 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
}
