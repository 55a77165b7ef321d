package puppetdb

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/api/store"
	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
)

// BenchmarkCompileCollect measures what an exported collector matching
// 100 of 10,000 exported resources (1,000 exporting nodes) adds to a
// compile: the same compile with storeconfigs on the embedded store and
// off (the collector then collects nothing). The difference is the cost.
func BenchmarkCompileCollect(b *testing.B) {
	root := b.TempDir()
	site := "node default {\n  file { '/etc/hosts.d': ensure => directory }\n  Host <<| comment == 'c7' |>> { target => '/etc/hosts.d/c7' }\n}\n"
	testtree.Write(b, root, map[string]string{"envs/production/manifests/site.pp": site})
	reg := newRegistry(b, root)
	snap, err := reg.Get("production")
	if err != nil {
		b.Fatal(err)
	}
	db, err := store.Open(filepath.Join(root, "var"), store.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	for n := 0; n < 1000; n++ {
		node := fmt.Sprintf("node%04d.example.com", n)
		rs := make([]*wire.Resource, 10)
		for i := range rs {
			k := n*10 + i
			rs[i] = &wire.Resource{Certname: node, Type: "Host", Title: fmt.Sprintf("h%05d.example.com", k), Tags: []string{"host", "class"},
				Exported: true, Environment: "production",
				Parameters: []wire.Param{{Name: "ip", Value: fmt.Sprintf("10.%d.%d.%d", k/65536, k/256%256, k%256)}, {Name: "comment", Value: fmt.Sprintf("c%d", k%100)}}}
		}
		if err := db.PutCatalog(store.Record{Node: node, Kind: store.Catalog, Data: []byte("{}")}, rs); err != nil {
			b.Fatal(err)
		}
	}
	backend := &Embedded{Store: db}
	for _, bc := range []struct {
		name string
		src  Backend
		want int
	}{{"storeconfigs", backend, 105}, {"off", nil, 5}} {
		b.Run(bc.name, func(b *testing.B) {
			req := func() *compiler.Request {
				r := &compiler.Request{Node: "collector.example.com", Facts: values.NewHash(0), Environment: "production",
					Loader: snap.NewLoader(environments.LoaderOptions{})}
				if bc.src != nil {
					r.StoreConfigs = bc.src
				}
				return r
			}
			cat, err := compiler.Compile(context.Background(), req())
			if err != nil {
				b.Fatal(err)
			}
			if len(cat.Resources) != bc.want {
				b.Fatalf("%d resources, want %d", len(cat.Resources), bc.want)
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := compiler.Compile(context.Background(), req()); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkPuppetDB measures, against a real PuppetDB holding 1,000
// nodes' catalogs with 10 exported Host resources each, what storeconfigs
// costs a compile with the PuppetDB backend: "collect" is the query of a
// collector matching 100 of the 10,000 exports (over HTTP on loopback,
// answer decoded); "store" is submitting a node's catalog (replace
// catalog, 10 exports) until PuppetDB acknowledges the command.
func BenchmarkPuppetDB(b *testing.B) {
	if os.Getenv("PUNCH_PUPPETDB_STATE") == "" {
		b.Skip("set PUNCH_PUPPETDB_STATE to the state directory of a running PuppetDB (testdata/start-puppetdb.sh DIR 18080 15432)")
	}
	pdb.state = os.Getenv("PUNCH_PUPPETDB_STATE")
	pdb.url = "http://127.0.0.1:18080"
	out, err := exec.Command("testdata/wipe-puppetdb.sh", pdb.state).CombinedOutput()
	if err != nil {
		b.Fatalf("wipe: %v %s", err, out)
	}
	cfg := DefaultConfig()
	if err := cfg.Set("server_urls", pdb.url); err != nil {
		b.Fatal(err)
	}
	c := NewClient(cfg, nil, "bench.example.com", zerolog.Nop())
	ctx := context.Background()
	cat := func(n int) *catalog.Catalog {
		node := fmt.Sprintf("node%04d.example.com", n)
		cat := &catalog.Catalog{Name: node, Environment: "production", Version: 1, UUID: catalog.NewUUID()}
		for i := 0; i < 10; i++ {
			k := n*10 + i
			cat.Resources = append(cat.Resources, &catalog.Resource{Type: "Host", Title: fmt.Sprintf("h%05d.example.com", k),
				Tags: []string{"host"}, Exported: true, Virtual: true, Kind: "compilable_type",
				Params: []catalog.Param{{Name: "ip", Value: fmt.Sprintf("10.0.%d.%d", k/256%256, k%256)}, {Name: "comment", Value: fmt.Sprintf("c%d", k%100)}}})
		}
		return cat
	}
	for n := 0; n < 1000; n++ {
		if err := c.StoreCatalog(ctx, cat(n), wire.CatalogOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	q := &eval.ExportQuery{Op: "==", Attr: "comment", Value: "c7"}
	deadline := time.Now().Add(5 * time.Minute)
	for {
		rs, err := c.Exported(ctx, "collector", "Host", q)
		if err != nil {
			b.Fatal(err)
		}
		if len(rs) == 100 {
			break
		}
		if time.Now().After(deadline) {
			b.Fatalf("PuppetDB holds %d of the 100 matching exports after 5 minutes", len(rs))
		}
		time.Sleep(time.Second)
	}
	b.Run("collect", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := c.Exported(ctx, "collector", "Host", q); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("store", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if err := c.StoreCatalog(ctx, cat(i%1000), wire.CatalogOptions{}); err != nil {
				b.Fatal(err)
			}
		}
	})
}
