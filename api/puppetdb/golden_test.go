package puppetdb

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/api/store"
	"github.com/punch-dev/punch/api/store/pdbquery"
	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/golden"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/settings"
)

// goldenCase is one recorded multi-node case (testdata/cases/NAME, see
// testdata/record.rb).
type goldenCase struct {
	name, dir string
	steps     []string // certnames, or "deactivate NAME"
}

func loadCases(t *testing.T) []goldenCase {
	t.Helper()
	dirs, err := filepath.Glob("testdata/cases/*")
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no golden cases under testdata/cases: %v", err)
	}
	var out []goldenCase
	for _, d := range dirs {
		b, err := os.ReadFile(filepath.Join(d, "nodes"))
		if err != nil {
			t.Fatal(err)
		}
		c := goldenCase{name: filepath.Base(d), dir: d}
		for _, l := range strings.Split(string(b), "\n") {
			if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
				c.steps = append(c.steps, l)
			}
		}
		out = append(out, c)
	}
	return out
}

// layOut makes the case's environment "production" under a new
// environmentpath and returns a registry over it.
func layOut(t *testing.T, c goldenCase) (*environments.Registry, string) {
	t.Helper()
	root := t.TempDir()
	env := filepath.Join(root, "envs", "production")
	if err := os.MkdirAll(filepath.Join(env, "manifests"), 0o755); err != nil {
		t.Fatal(err)
	}
	// A case has manifests/ and modules/ when it needs them.
	for _, sub := range []string{"manifests", "modules"} {
		if _, err := os.Stat(filepath.Join(c.dir, sub)); err == nil {
			testtree.Copy(t, filepath.Join(c.dir, sub), filepath.Join(env, sub))
		}
	}
	if b, err := os.ReadFile(filepath.Join(c.dir, "site.pp")); err == nil {
		if err := os.WriteFile(filepath.Join(env, "manifests", "site.pp"), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return newRegistry(t, root), env
}

// newRegistry is a registry over the environments in root/envs, with
// root/conf as confdir, root as codedir and root/var as vardir.
func newRegistry(tb testing.TB, root string) *environments.Registry {
	tb.Helper()
	st := settings.New()
	for k, v := range map[string]string{"confdir": filepath.Join(root, "conf"), "codedir": root,
		"environmentpath": filepath.Join(root, "envs"), "vardir": filepath.Join(root, "var")} {
		if err := st.Set(k, v); err != nil {
			tb.Fatal(err)
		}
	}
	if err := st.Load(); err != nil {
		tb.Fatal(err)
	}
	reg, err := environments.New(environments.Options{Settings: st})
	if err != nil {
		tb.Fatal(err)
	}
	return reg
}

// runGolden compiles every step of every case against a backend made by
// newBackend (fresh for each case) and compares each catalog, error and
// "replace catalog" payload with Puppet's, then the stored exported
// resources with PuppetDB's; exports returns what the backend holds.
//
// querier gives the compile of a step its puppetdb_query answers (nil:
// none).
func runGolden(t *testing.T, newBackend func(t *testing.T) Backend, exports func(t *testing.T, b Backend) []*wire.Resource,
	querier func(t *testing.T, b Backend, c goldenCase, stepName string) functions.PuppetDBQuerier) {
	for _, c := range loadCases(t) {
		t.Run(c.name, func(t *testing.T) {
			reg, envDir := layOut(t, c)
			backend := newBackend(t)
			ctx := context.Background()
			for i, step := range c.steps {
				if node, ok := strings.CutPrefix(step, "deactivate "); ok {
					if err := backend.Deactivate(ctx, node); err != nil {
						t.Fatalf("step %d: deactivate %s: %v", i+1, node, err)
					}
					continue
				}
				stepName := fmt.Sprintf("%02d-%s", i+1, step)
				compileStep(t, ctx, reg, envDir, backend, querier(t, backend, c, stepName), c, step, stepName)
			}
			if exports != nil {
				compareExports(t, filepath.Join(c.dir, "expected", "exports.json"), exports(t, backend), envDir)
			}
		})
	}
}

func compileStep(t *testing.T, ctx context.Context, reg *environments.Registry, envDir string, backend Backend, q functions.PuppetDBQuerier, c goldenCase, node, stepName string) {
	t.Helper()
	base := filepath.Join(c.dir, "expected", stepName)
	factsJSON, err := os.ReadFile(filepath.Join(c.dir, "facts", stepName+".json"))
	if err != nil {
		t.Fatal(err)
	}
	fv, err := wire.Decode(factsJSON)
	if err != nil {
		t.Fatal(err)
	}
	facts := fv.(*values.Hash)
	if err := backend.StoreFacts(ctx, Facts{Certname: node, Environment: "production", Values: factsJSON}); err != nil {
		t.Fatalf("%s: storing facts: %v", node, err)
	}
	snap, err := reg.Get("production")
	if err != nil {
		t.Fatal(err)
	}
	compile := func(rich bool) (*catalog.Catalog, error) {
		return compiler.Compile(ctx, &compiler.Request{
			Node: node, Facts: facts, Environment: "production",
			ServerFacts:  values.HashFrom("serverversion", "7.23.0", "servername", "puppet.example.com", "serverip", "10.0.0.1"),
			Loader:       snap.NewLoader(environments.LoaderOptions{}),
			StoreConfigs: backend,
			PuppetDB:     q,
			RichData:     rich,
		})
	}
	cat, err := compile(false)
	if wantErr, rerr := os.ReadFile(base + ".error"); rerr == nil {
		want := strings.TrimSpace(string(wantErr))
		if err == nil {
			t.Errorf("%s: compiled, Puppet failed with: %s", node, want)
			return
		}
		got := strings.ReplaceAll(err.Error(), envDir+"/", "")
		if !sameError(want, got) {
			t.Errorf("%s: error differs\n  puppet: %s\n  punch:  %s", node, want, got)
		}
		return
	}
	if err != nil {
		t.Errorf("%s: %v", node, err)
		return
	}
	golden.CheckCatalog(t, base+".json", cat, node+": catalog: ")
	opts := wire.CatalogOptions{TransactionUUID: cat.UUID, Producer: "client.example.com", Time: time.Now()}
	checkWire := func(cat *catalog.Catalog, what string) {
		w, err := wire.FromCatalog(cat, opts)
		if err != nil {
			t.Errorf("%s: replace catalog payload%s: %v", node, what, err)
		} else if wantWire, rerr := os.ReadFile(base + ".wire.json"); rerr == nil {
			compareWire(t, node+what, wantWire, w, envDir)
		}
	}
	checkWire(cat, "")
	// A catalog with rich data (a Deferred, Binary, ... parameter) as
	// Puppet Server compiles it for an agent that accepts rich data: the
	// terminus stores the same payload (stringify_rich), and this is the
	// catalog stored, as punch serve stores it.
	if _, rerr := os.Stat(base + ".rich.json"); rerr == nil {
		if cat, err = compile(true); err != nil {
			t.Errorf("%s: with rich data: %v", node, err)
			return
		}
		golden.CheckCatalog(t, base+".rich.json", cat, node+": catalog with rich data: ")
		checkWire(cat, " (rich data)")
	}
	if err := backend.StoreCatalog(ctx, cat, opts); err != nil {
		t.Fatalf("%s: storing the catalog: %v", node, err)
	}
}

// sameError compares Puppet's first error line with Punch's: the same
// text, ignoring the column Punch may place elsewhere and the " on node"
// suffix Punch may word apart.
func sameError(want, got string) bool {
	norm := func(s string) string {
		s = strings.SplitN(s, "\n", 2)[0]
		s = strings.TrimPrefix(s, "Error: ")
		if i := strings.Index(s, " on node "); i >= 0 {
			s = s[:i]
		}
		return s
	}
	return norm(want) == norm(got) || strings.Contains(got, norm(want))
}

var sensitiveID = regexp.MustCompile(`(#<Sensitive \[value redacted\]:)[0-9]+>`)

// compareWire compares Punch's "replace catalog" payload with the
// terminus's: resources by Type[title] (parameters as JSON values, tags as
// sets, exported), edges as sets; uuids, versions, times and file paths
// are not compared.
func compareWire(t *testing.T, node string, wantJSON []byte, got *wire.Catalog, envDir string) {
	t.Helper()
	gotJSON, err := got.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	type res struct {
		Type, Title string
		Tags        []string
		Exported    bool
		Parameters  map[string]any
	}
	type cat struct {
		Certname, Environment string
		Resources             []res
		Edges                 []map[string]any
	}
	var w, g cat
	// A nested Sensitive is written with its Ruby object_id, which only
	// tells instances apart and changes with every Puppet process.
	wantJSON = sensitiveID.ReplaceAll(wantJSON, []byte("${1}ID>"))
	gotJSON = sensitiveID.ReplaceAll(gotJSON, []byte("${1}ID>"))
	if err := json.Unmarshal(wantJSON, &w); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(gotJSON, &g); err != nil {
		t.Fatal(err)
	}
	index := func(c cat) map[string]res {
		m := map[string]res{}
		for _, r := range c.Resources {
			sort.Strings(r.Tags)
			if r.Parameters == nil {
				r.Parameters = map[string]any{}
			}
			m[r.Type+"["+r.Title+"]"] = r
		}
		return m
	}
	wm, gm := index(w), index(g)
	for ref, wr := range wm {
		gr, ok := gm[ref]
		if !ok {
			t.Errorf("%s: wire: missing %s", node, ref)
			continue
		}
		if !reflect.DeepEqual(wr, gr) {
			t.Errorf("%s: wire: %s differs\n  puppet: %+v\n  punch:  %+v", node, ref, wr, gr)
		}
	}
	for ref := range gm {
		if _, ok := wm[ref]; !ok {
			t.Errorf("%s: wire: extra %s", node, ref)
		}
	}
	edges := func(c cat) map[string]bool {
		m := map[string]bool{}
		for _, e := range c.Edges {
			b, _ := json.Marshal(e)
			m[string(b)] = true
		}
		return m
	}
	we, ge := edges(w), edges(g)
	if !reflect.DeepEqual(we, ge) {
		t.Errorf("%s: wire edges differ\n  puppet: %v\n  punch:  %v", node, keys(we), keys(ge))
	}
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// compareExports compares the exported resources a backend holds with
// what PuppetDB answered to ["=", "exported", true] at the end of the
// recording: every field, tags as sets, parameters as JSON values.
func compareExports(t *testing.T, wantPath string, got []*wire.Resource, envDir string) {
	t.Helper()
	wantJSON, err := os.ReadFile(wantPath)
	if err != nil {
		t.Fatal(err)
	}
	gotJSON, err := json.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	norm := func(b []byte) []string {
		var rs []map[string]any
		if err := json.Unmarshal(b, &rs); err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, r := range rs {
			delete(r, "resource") // PuppetDB's hash of the resource
			// A resource made by module Ruby has no file and line: PuppetDB
			// stores null, the embedded store's wire form leaves the keys out
			// (its query answers give null too: pdbquery's resourceFields).
			for _, k := range []string{"file", "line"} {
				if _, ok := r[k]; !ok {
					r[k] = nil
				}
			}
			if f, ok := r["file"].(string); ok {
				r["file"] = strings.TrimPrefix(f, envDir+"/")
			}
			if tags, ok := r["tags"].([]any); ok {
				sort.Slice(tags, func(i, j int) bool { return fmt.Sprint(tags[i]) < fmt.Sprint(tags[j]) })
			}
			b, _ := json.Marshal(r) // (maps marshal with sorted keys)
			out = append(out, string(b))
		}
		sort.Strings(out)
		return out
	}
	w, g := norm(wantJSON), norm(gotJSON)
	if !reflect.DeepEqual(w, g) {
		t.Errorf("stored exported resources differ from PuppetDB's\n  puppetdb: %s\n  punch:    %s", strings.Join(w, "\n            "), strings.Join(g, "\n            "))
	}
}

// TestGoldenEmbedded compiles the recorded cases with storeconfigs on
// Punch's embedded store.
func TestGoldenEmbedded(t *testing.T) {
	runGolden(t, func(t *testing.T) Backend {
		st, err := store.Open(t.TempDir(), store.Options{})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return &Embedded{Store: st}
	}, func(t *testing.T, b Backend) []*wire.Resource {
		st := b.(*Embedded).Store
		nodes, err := st.Nodes()
		if err != nil {
			t.Fatal(err)
		}
		var out []*wire.Resource
		for _, n := range nodes {
			if n.Deactivated != nil {
				continue // as PuppetDB's query leaves deactivated nodes out
			}
			out = append(out, st.ExportsOf(n.Name)...)
		}
		return out
	}, storeQueries)
}

// storeQueries answers a step's puppetdb_query calls from the embedded
// store (api/store/pdbquery) and checks each answer against what PuppetDB
// answered Puppet (expected/STEP.queries.json, recorded by record.rb):
// the same rows (in order when the query orders them) and fields, values
// that change between runs (times, hashes, uuids, files) only present or
// null alike; a refusal with PuppetDB's text, as the terminus words it
// (a PQL parse error with instaparse's list of what it expected).
func storeQueries(t *testing.T, b Backend, c goldenCase, stepName string) functions.PuppetDBQuerier {
	q := &pdbquery.Querier{Store: b.(*Embedded).Store, Producer: "client.example.com"}
	rec, err := os.ReadFile(filepath.Join(c.dir, "expected", stepName+".queries.json"))
	if os.IsNotExist(err) {
		return q
	}
	if err != nil {
		t.Fatal(err)
	}
	r := &checked{t: t, q: q, step: stepName}
	if err := json.Unmarshal(rec, &r.calls); err != nil {
		t.Fatalf("%s: %v", stepName, err)
	}
	return r
}

type checked struct {
	t     *testing.T
	q     functions.PuppetDBQuerier
	step  string
	calls []struct {
		Query  json.RawMessage
		Answer json.RawMessage
		Error  *string
	}
	next int
}

func (r *checked) PuppetDBQuery(ctx context.Context, query values.Value) (values.Value, error) {
	got, err := r.q.PuppetDBQuery(ctx, query)
	qtext := wire.AppendValue(nil, query)
	if r.next >= len(r.calls) {
		r.t.Errorf("%s: puppetdb_query(%s): Puppet made no such call", r.step, qtext)
		return got, err
	}
	call := r.calls[r.next]
	r.next++
	switch {
	case call.Error != nil && err == nil:
		r.t.Errorf("%s: puppetdb_query(%s) answered %s, PuppetDB refused it: %s", r.step, qtext, wire.AppendValue(nil, got), *call.Error)
	case call.Error != nil:
		if want, have := *call.Error, err.Error(); want != have {
			r.t.Errorf("%s: puppetdb_query(%s) error differs\n  puppetdb: %s\n  punch:    %s", r.step, qtext, want, have)
		}
	case err != nil:
		r.t.Errorf("%s: puppetdb_query(%s): %v; PuppetDB answered %s", r.step, qtext, err, call.Answer)
	default:
		ordered := strings.Contains(string(qtext), "order")
		w, g := normAnswer(r.t, call.Answer, ordered), normAnswer(r.t, wire.AppendValue(nil, got), ordered)
		if w != g {
			r.t.Errorf("%s: puppetdb_query(%s) answer differs\n  puppetdb: %s\n  punch:    %s", r.step, qtext, w, g)
		}
	}
	return got, err
}

// volatile are the fields whose values change from run to run.
var volatile = map[string]bool{"timestamp": true, "facts_timestamp": true, "catalog_timestamp": true, "report_timestamp": true,
	"producer_timestamp": true, "hash": true, "latest_report_hash": true, "resource": true, "catalog_uuid": true,
	"transaction_uuid": true, "version": true, "file": true, "deactivated": true, "expired": true, "producer": true}

// normAnswer is an answer's JSON with volatile values replaced (keys in
// their order: PuppetDB's order matters to Puppet's hashes), its rows
// sorted when the query does not order them.
func normAnswer(t *testing.T, b []byte, ordered bool) string {
	v, err := wire.Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	var norm func(v values.Value) values.Value
	norm = func(v values.Value) values.Value {
		switch x := v.(type) {
		case []values.Value:
			out := make([]values.Value, len(x))
			for i, e := range x {
				out[i] = norm(e)
			}
			return out
		case *values.Hash:
			h := values.NewHash(x.Len())
			for i := 0; i < x.Len(); i++ {
				k, e := x.At(i)
				if volatile[values.ToString(k)] && e != nil {
					e = "*"
				}
				e = norm(e)
				if a, ok := e.([]values.Value); ok && k == "data" {
					// A catalog's resources and edges: PuppetDB answers
					// them in its tables' order.
					sort.Slice(a, func(i, j int) bool {
						return string(wire.AppendValue(nil, a[i])) < string(wire.AppendValue(nil, a[j]))
					})
				}
				h.Put(k, e)
			}
			return h
		}
		return v
	}
	v = norm(v)
	rows, ok := v.([]values.Value)
	if !ok {
		return string(wire.AppendValue(nil, v))
	}
	texts := make([]string, len(rows))
	for i, r := range rows {
		texts[i] = string(wire.AppendValue(nil, r))
	}
	if !ordered {
		sort.Strings(texts)
	}
	return "[" + strings.Join(texts, ",\n") + "]"
}

// TestGoldenPuppetDB compiles the recorded cases with storeconfigs on a
// real PuppetDB 7.12 (over HTTPS with a client certificate), which must
// answer the collectors as it answered Puppet, and hold at the end the
// exported resources it held after Puppet's run.
func TestGoldenPuppetDB(t *testing.T) {
	needPuppetDB(t)
	runGolden(t, func(t *testing.T) Backend {
		wipePuppetDB(t)
		return &syncClient{Client: testClient(t, true, nil), t: t}
	}, func(t *testing.T, b Backend) []*wire.Resource {
		c := b.(*syncClient).Client
		data, err := c.Query(context.Background(), "resources", []byte(`["=","exported",true]`))
		if err != nil {
			t.Fatal(err)
		}
		var rs []*wire.Resource
		if err := json.Unmarshal(data, &rs); err != nil {
			t.Fatal(err)
		}
		return rs
	}, func(t *testing.T, b Backend, _ goldenCase, _ string) functions.PuppetDBQuerier {
		return b.(*syncClient).Client
	})
}
