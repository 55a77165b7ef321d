package store

import (
	"fmt"
	"math/rand"
	"os"
	"sync/atomic"
	"testing"
	"time"

	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/values"
)

func hostExport(node string, i int) *wire.Resource {
	return &wire.Resource{Certname: node, Type: "Host", Title: fmt.Sprintf("%s-%d", node, i),
		Tags: []string{"host", "cluster"}, Exported: true, Environment: "production", File: "/etc/site.pp", Line: 3,
		Parameters: []wire.Param{{Name: "ip", Value: fmt.Sprintf("10.0.%d.%d", i, len(node))}, {Name: "cluster", Value: fmt.Sprintf("c%d", i%100)}}}
}

func TestExportsLifecycle(t *testing.T) {
	dir := t.TempDir()
	s := openT(t, dir)
	put := func(node string, n int) {
		var rs []*wire.Resource
		for i := 0; i < n; i++ {
			rs = append(rs, hostExport(node, i))
		}
		if err := s.PutCatalog(Record{Node: node, Kind: Catalog, Data: []byte(`{}`)}, rs); err != nil {
			t.Fatal(err)
		}
	}
	put("a", 3)
	put("b", 2)
	q := &eval.ExportQuery{Op: "==", Attr: "cluster", Value: "c1"}
	titles := func(rs []*wire.Resource) string {
		out := ""
		for _, r := range rs {
			out += r.Title + " "
		}
		return out
	}
	if got := titles(s.Exported("c", "Host", q)); got != "a-1 b-1 " {
		t.Errorf("Exported = %q", got)
	}
	if got := titles(s.Exported("a", "Host", nil)); got != "b-0 b-1 " {
		t.Errorf("the collecting node's own exports are excluded: %q", got)
	}
	if got := s.Exported("c", "File", nil); len(got) != 0 {
		t.Errorf("other type: %v", got)
	}
	// A new catalog replaces the node's exports.
	put("a", 1)
	if got := titles(s.Exported("c", "Host", nil)); got != "a-0 b-0 b-1 " {
		t.Errorf("after replace: %q", got)
	}
	if _, err := s.Deactivate("b", time.Time{}); err != nil {
		t.Fatal(err)
	}
	if got := titles(s.Exported("c", "Host", nil)); got != "a-0 " {
		t.Errorf("after deactivating b: %q", got)
	}
	// Everything survives a restart, deactivation included.
	s.Close()
	s = openT(t, dir)
	if got := titles(s.Exported("c", "Host", nil)); got != "a-0 " {
		t.Errorf("after reopening: %q", got)
	}
	if info, err := s.Node("b"); err != nil || info.Deactivated == nil {
		t.Errorf("b's deactivation lost: %+v %v", info, err)
	}
	// Facts reactivate a node.
	mustPut(t, s, Record{Node: "b", Kind: Facts, Data: []byte(`{}`)})
	if got := titles(s.Exported("c", "Host", nil)); got != "a-0 b-0 b-1 " {
		t.Errorf("after b's facts: %q", got)
	}
	// node_ttl and node_purge_ttl.
	now := time.Now()
	deact, purged, err := s.ExpireNodes(now.Add(48*time.Hour), 24*time.Hour, 0)
	if err != nil || len(deact) != 2 || len(purged) != 0 {
		t.Fatalf("ExpireNodes ttl: %v %v %v", deact, purged, err)
	}
	if got := s.Exported("c", "Host", nil); len(got) != 0 {
		t.Errorf("expired nodes still collected: %v", got)
	}
	_, purged, err = s.ExpireNodes(now.Add(200*time.Hour), 0, 24*time.Hour)
	if err != nil || len(purged) != 2 {
		t.Fatalf("ExpireNodes purge: %v %v", purged, err)
	}
	if nodes, _ := s.Nodes(); len(nodes) != 0 {
		t.Errorf("purged nodes remain: %v", nodes)
	}
	// Cleaning removes the exports.
	put("d", 2)
	if _, err := s.Delete("d"); err != nil {
		t.Fatal(err)
	}
	if got := s.Exported("c", "Host", nil); len(got) != 0 {
		t.Errorf("cleaned node still collected: %v", got)
	}
}

func TestPutCatalogRefusesForeignExports(t *testing.T) {
	s := openT(t, t.TempDir())
	err := s.PutCatalog(Record{Node: "a", Kind: Catalog, Data: []byte(`{}`)}, []*wire.Resource{hostExport("b", 0)})
	if err == nil {
		t.Fatal("an export of another node was accepted")
	}
}

// fillStore stores nodes catalogs of perNode exported Host resources.
func fillStore(tb testing.TB, s *Store, nodes, perNode int) {
	for n := 0; n < nodes; n++ {
		node := fmt.Sprintf("node%04d.example.com", n)
		rs := make([]*wire.Resource, perNode)
		for i := range rs {
			rs[i] = hostExport(node, n*perNode+i)
		}
		if err := s.PutCatalog(Record{Node: node, Kind: Catalog, Data: make([]byte, 20<<10)}, rs); err != nil {
			tb.Fatal(err)
		}
	}
}

// BenchmarkExported: 1,000 exporting nodes, 10,000 exported Host
// resources; one collector's query, matching 100 of them.
func BenchmarkExported(b *testing.B) {
	s := filledStore(b, Options{})
	q := &eval.ExportQuery{Op: "==", Attr: "cluster", Value: "c7"}
	if n := len(s.Exported("collector", "Host", q)); n != 100 {
		b.Fatalf("matched %d, want 100", n)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		wire.Collected(s.Exported("collector", "Host", q))
	}
}

// BenchmarkPutCatalog: storing one node's catalog (20 KB) and its 10
// exports, durably (one synced transaction), in a store of 1,000 nodes.
func BenchmarkPutCatalog(b *testing.B) {
	benchPutCatalog(b, Options{}, false)
}

// filledStore is a store opened with opts in a temporary directory (closed
// when the benchmark ends), holding 1,000 nodes' catalogs with 10 exports
// each.
func filledStore(b *testing.B, opts Options) *Store {
	s, err := Open(b.TempDir(), opts)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	fillStore(b, s, 1000, 10)
	return s
}

// benchPutCatalog stores one node's catalog (20 KB) and its 10 exports
// b.N times in a store of 1,000 nodes opened with opts; noSync turns the
// disk syncs off altogether.
func benchPutCatalog(b *testing.B, opts Options, noSync bool) {
	s := filledStore(b, opts)
	s.db.NoSync = noSync
	rs := make([]*wire.Resource, 10)
	for i := range rs {
		rs[i] = hostExport("node0500.example.com", i)
	}
	data := make([]byte, 20<<10)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := s.PutCatalog(Record{Node: "node0500.example.com", Kind: Catalog, Data: data}, rs); err != nil {
			b.Fatal(err)
		}
	}
}

// TestExportedIndexAgreesWithScan checks the index's answers against
// matching every resource, for random exports and queries.
func TestExportedIndexAgreesWithScan(t *testing.T) {
	s := openT(t, t.TempDir())
	rng := rand.New(rand.NewSource(7))
	vals := []values.Value{"a", "b", int64(1), 1.0, 1.5, true, false, nil, []values.Value{"a"}, "1"}
	var all []*wire.Resource
	for n := 0; n < 30; n++ {
		node := fmt.Sprintf("n%02d", n)
		var rs []*wire.Resource
		for i := 0; i < rng.Intn(6); i++ {
			r := &wire.Resource{Certname: node, Type: []string{"Host", "File"}[rng.Intn(2)], Title: fmt.Sprintf("t%d", rng.Intn(8)),
				Tags: []string{fmt.Sprintf("g%d", rng.Intn(4))}, Exported: true}
			for _, p := range []string{"x", "y"} {
				if rng.Intn(3) > 0 {
					r.Parameters = append(r.Parameters, wire.Param{Name: p, Value: vals[rng.Intn(len(vals))]})
				}
			}
			rs = append(rs, r)
		}
		if err := s.PutCatalog(Record{Node: node, Kind: Catalog, Data: []byte(`{}`)}, rs); err != nil {
			t.Fatal(err)
		}
		all = append(all, rs...)
	}
	var query func(depth int) *eval.ExportQuery
	query = func(depth int) *eval.ExportQuery {
		if depth > 0 && rng.Intn(2) == 0 {
			return &eval.ExportQuery{Op: []string{"and", "or"}[rng.Intn(2)], Left: query(depth - 1), Right: query(depth - 1)}
		}
		q := &eval.ExportQuery{Op: []string{"==", "!="}[rng.Intn(2)]}
		switch rng.Intn(4) {
		case 0:
			q.Attr, q.Value = "title", fmt.Sprintf("t%d", rng.Intn(8))
		case 1:
			q.Attr, q.Value = "tag", fmt.Sprintf("g%d", rng.Intn(4))
		default:
			q.Attr, q.Value = []string{"x", "y"}[rng.Intn(2)], vals[rng.Intn(len(vals))]
		}
		return q
	}
	for i := 0; i < 2000; i++ {
		q := query(3)
		typ := []string{"Host", "File"}[rng.Intn(2)]
		var want []*wire.Resource
		for _, r := range all {
			if r.Type == typ && r.Certname != "n03" && wire.Match(q, r) {
				want = append(want, r)
			}
		}
		got := s.Exported("n03", typ, q)
		if len(got) != len(want) {
			t.Fatalf("query %s on %s: index found %d, scan %d", q, typ, len(got), len(want))
		}
		for j := range got {
			if got[j] != want[j] {
				t.Fatalf("query %s on %s: result %d differs", q, typ, j)
			}
		}
	}
}

// BenchmarkPutCatalogParallel: many nodes' catalogs stored at once (as a
// busy server does): concurrent writes share transactions and disk syncs.
func BenchmarkPutCatalogParallel(b *testing.B) {
	s := filledStore(b, Options{})
	data := make([]byte, 20<<10)
	var seq atomic.Int64
	b.SetParallelism(32)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			n := int(seq.Add(1) % 1000)
			node := fmt.Sprintf("node%04d.example.com", n)
			rs := make([]*wire.Resource, 10)
			for i := range rs {
				rs[i] = hostExport(node, n*10+i)
			}
			if err := s.PutCatalog(Record{Node: node, Kind: Catalog, Data: data}, rs); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

// BenchmarkPutCatalogSyncInterval is BenchmarkPutCatalog with
// Options.SyncInterval of 1 s: no disk sync per commit (still safe from
// kill -9), one a second.
func BenchmarkPutCatalogSyncInterval(b *testing.B) {
	benchPutCatalog(b, Options{SyncInterval: time.Second}, false)
}

// BenchmarkPutCatalogNoSync is BenchmarkPutCatalog without the disk
// syncs: the store's own work (encoding, the transaction, the index).
func BenchmarkPutCatalogNoSync(b *testing.B) {
	benchPutCatalog(b, Options{}, true)
}

// TestAcknowledgedExportsSurviveKill: exported resources written by
// PutCatalog and PutExports that were acknowledged are there after the
// writing process is killed (-9) mid-run and the store reopened.
func TestAcknowledgedExportsSurviveKill(t *testing.T) {
	if os.Getenv("PUNCH_EXPORTS_CHILD_DIR") != "" {
		t.Skip("helper process")
	}
	dir, acked := killWriter(t, "TestHelperExportsWriter", "PUNCH_EXPORTS_CHILD_DIR", 20)
	s := openT(t, dir)
	checkAckedExports(t, s, acked)
	if got := s.Exported("x", "Host", &eval.ExportQuery{Op: "==", Attr: "cluster", Value: "c1"}); len(got) < acked {
		t.Errorf("the index rebuilt at Open finds %d of %d", len(got), acked)
	}
}

// TestAcknowledgedExportsSurviveKillSyncInterval: the same with
// Options.SyncInterval (no disk sync per commit; the child is killed long
// before its first periodic sync): what was acknowledged is in the file.
func TestAcknowledgedExportsSurviveKillSyncInterval(t *testing.T) {
	if os.Getenv("PUNCH_EXPORTS_CHILD_DIR") != "" {
		t.Skip("helper process")
	}
	t.Setenv("PUNCH_EXPORTS_CHILD_SYNC", "1h")
	dir, acked := killWriter(t, "TestHelperExportsWriter", "PUNCH_EXPORTS_CHILD_DIR", 20)
	s := openT(t, dir)
	checkAckedExports(t, s, acked)
}

// TestSyncIntervalClose: with SyncInterval, writes are synced by the
// periodic sync and at Close, and read back after reopening.
func TestSyncIntervalClose(t *testing.T) {
	dir := t.TempDir()
	s, err := Open(dir, Options{SyncInterval: 10 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		node := fmt.Sprintf("node%04d.example.com", i)
		if err := s.PutCatalog(Record{Node: node, Kind: Catalog, Data: []byte(`{}`)}, []*wire.Resource{hostExport(node, 0)}); err != nil {
			t.Fatal(err)
		}
		time.Sleep(15 * time.Millisecond) // a periodic sync in between
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s = openT(t, dir)
	for i := 0; i < 5; i++ {
		if got := s.ExportsOf(fmt.Sprintf("node%04d.example.com", i)); len(got) != 1 {
			t.Errorf("node %d: %d exports after reopening", i, len(got))
		}
	}
}

// TestHelperExportsWriter is the child of TestAcknowledgedExportsSurviveKill.
func TestHelperExportsWriter(t *testing.T) {
	dir := os.Getenv("PUNCH_EXPORTS_CHILD_DIR")
	if dir == "" {
		t.Skip("only runs as a helper process")
	}
	var opts Options
	if d, err := time.ParseDuration(os.Getenv("PUNCH_EXPORTS_CHILD_SYNC")); err == nil {
		opts.SyncInterval = d
	}
	s, err := Open(dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; ; i++ {
		node := fmt.Sprintf("node%04d.example.com", i)
		rs := []*wire.Resource{hostExport(node, 0), hostExport(node, 1), hostExport(node, 2)}
		if i%2 == 0 {
			err = s.PutCatalog(Record{Node: node, Kind: Catalog, Data: []byte(`{}`)}, rs)
		} else {
			err = s.PutExports(node, rs)
		}
		if err != nil {
			t.Fatal(err)
		}
		fmt.Printf("ACK %d\n", i)
		os.Stdout.Sync()
	}
}

// checkAckedExports: the exports of the first acked nodes the killed
// writer had acknowledged are all in the reopened store.
func checkAckedExports(t *testing.T, s *Store, acked int) {
	t.Helper()
	for i := 0; i < acked; i++ {
		node := fmt.Sprintf("node%04d.example.com", i)
		if got := s.ExportsOf(node); len(got) != 3 || got[0].Title != fmt.Sprintf("%s-0", node) {
			t.Fatalf("acknowledged exports of %s lost after kill: %v", node, got)
		}
	}
}
