package puppetdb

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/api/store"
	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/settings"
)

// BenchmarkCompileCollect measures what an exported collector matching
// 100 of 10,000 exported resources (1,000 exporting nodes) adds to a
// compile: the same compile with storeconfigs on the embedded store and
// off (the collector then collects nothing). The difference is the cost.
func BenchmarkCompileCollect(b *testing.B) {
	root := b.TempDir()
	env := filepath.Join(root, "envs", "production", "manifests")
	if err := os.MkdirAll(env, 0o755); err != nil {
		b.Fatal(err)
	}
	site := "node default {\n  file { '/etc/hosts.d': ensure => directory }\n  Host <<| comment == 'c7' |>> { target => '/etc/hosts.d/c7' }\n}\n"
	if err := os.WriteFile(filepath.Join(env, "site.pp"), []byte(site), 0o644); err != nil {
		b.Fatal(err)
	}
	st := settings.New()
	for k, v := range map[string]string{"confdir": filepath.Join(root, "conf"), "codedir": root, "environmentpath": filepath.Join(root, "envs")} {
		if err := st.Set(k, v); err != nil {
			b.Fatal(err)
		}
	}
	if err := st.Load(); err != nil {
		b.Fatal(err)
	}
	reg, err := environments.New(environments.Options{Settings: st})
	if err != nil {
		b.Fatal(err)
	}
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
