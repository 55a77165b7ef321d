package pdbquery

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/punch-dev/punch/api/store"
)

// benchStore is a store of nodes nodes, each with 30 facts and a catalog
// of resources resources (one Class Role::Web on every tenth node).
func benchStore(b *testing.B, nodes, resources int) *store.Store {
	st, err := store.Open(b.TempDir(), store.Options{SyncInterval: 1 << 30})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { st.Close() })
	for i := 0; i < nodes; i++ {
		node := fmt.Sprintf("node%04d.example.com", i)
		var facts strings.Builder
		fmt.Fprintf(&facts, `{"os":{"family":"Debian","release":{"major":"12"}},"ipaddress":"10.0.%d.%d"`, i/250, i%250)
		for f := 0; f < 28; f++ {
			fmt.Fprintf(&facts, `,"fact%02d":"value %d"`, f, f)
		}
		facts.WriteString("}")
		if err := st.Put(store.Record{Node: node, Kind: store.Facts, Environment: "production", Data: []byte(facts.String())}); err != nil {
			b.Fatal(err)
		}
		var cat strings.Builder
		fmt.Fprintf(&cat, `{"certname":%q,"version":"1","environment":"production","resources":[`, node)
		for r := 0; r < resources; r++ {
			if r > 0 {
				cat.WriteString(",")
			}
			title := fmt.Sprintf("/etc/file%d", r)
			typ := "File"
			if r == 0 {
				typ, title = "Class", "Role::Db"
				if i%10 == 0 {
					title = "Role::Web"
				}
			}
			fmt.Fprintf(&cat, `{"type":%q,"title":%q,"tags":["file","class","profile::base","role"],"exported":false,"file":"/etc/puppet/site.pp","line":%d,"parameters":{"ensure":"file","mode":"0644","owner":"root"}}`, typ, title, r+1)
		}
		cat.WriteString(`],"edges":[]}`)
		if err := st.PutStoreconfigs(node, nil, []byte(cat.String()), nil); err != nil {
			b.Fatal(err)
		}
	}
	return st
}

// BenchmarkInventoryByClass is the common site query (inventory of the
// nodes having a class) over 500 nodes of 100 resources each, with the
// Querier's cache warm (as on a server answering many compiles).
func BenchmarkInventoryByClass(b *testing.B) {
	q := &Querier{Store: benchStore(b, 500, 100)}
	query := `inventory[certname, facts.ipaddress] { resources { type = "Class" and title = "Role::Web" } order by certname }`
	if _, err := q.PuppetDBQuery(context.Background(), query); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		v, err := q.PuppetDBQuery(context.Background(), query)
		if err != nil {
			b.Fatal(err)
		}
		if n := len(v.([]any)); n != 50 {
			b.Fatalf("%d rows", n)
		}
	}
}

// BenchmarkInventoryByClassCold is the same query from a new Querier each
// time (the first query after punch serve starts, or each punch compile):
// every node's documents are read and decoded.
func BenchmarkInventoryByClassCold(b *testing.B) {
	coldQueries(b, benchStore(b, 500, 100),
		`inventory[certname, facts.ipaddress] { resources { type = "Class" and title = "Role::Web" } order by certname }`)
}

// BenchmarkFactsCold is a facts query from a new Querier (punch compile):
// the catalogs are not read.
func BenchmarkFactsCold(b *testing.B) {
	coldQueries(b, benchStore(b, 500, 100), `facts[certname, value] { name = "ipaddress" and certname ~ "^node00" }`)
}

// coldQueries runs query b.N times, each from a new Querier over st.
func coldQueries(b *testing.B, st *store.Store, query string) {
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		q := &Querier{Store: st}
		if _, err := q.PuppetDBQuery(context.Background(), query); err != nil {
			b.Fatal(err)
		}
	}
}
