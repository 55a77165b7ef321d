package pdbquery

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/api/store"
	"github.com/punch-dev/punch/compiler/values"
)

// TestQuerierConcurrent runs queries from many goroutines while nodes
// send facts and catalogs (go test -race): every answer is whole, and a
// node's new facts are seen once stored (the decode cache follows the
// store).
func TestQuerierConcurrent(t *testing.T) {
	st, err := store.Open(t.TempDir(), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	put := func(node string, n int) {
		facts := fmt.Sprintf(`{"name":%q,"values":{"n":%d,"os":{"family":"Debian"}}}`, node, n)
		if err := st.Put(store.Record{Node: node, Kind: store.Facts, Environment: "production", Data: []byte(facts)}); err != nil {
			t.Error(err)
		}
		cat := fmt.Sprintf(`{"certname":%q,"version":"1","environment":"production","resources":[{"type":"Class","title":"Role::Web","tags":["class","role::web"],"exported":false,"parameters":{"n":%d}}],"edges":[]}`, node, n)
		if err := st.PutStoreconfigs(node, nil, []byte(cat), nil); err != nil {
			t.Error(err)
		}
	}
	for i := 0; i < 20; i++ {
		put(fmt.Sprintf("node%02d.example.com", i), 0)
	}
	q := &Querier{Store: st}
	var wg sync.WaitGroup
	stop := make(chan struct{})
	wg.Add(1)
	go func() {
		defer wg.Done()
		for n := 1; ; n++ {
			select {
			case <-stop:
				return
			default:
			}
			put(fmt.Sprintf("node%02d.example.com", n%20), n)
		}
	}()
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 30; i++ {
				v, err := q.PuppetDBQuery(context.Background(), `inventory[certname, facts.os.family] { resources { type = "Class" and title = "Role::Web" } }`)
				if err != nil {
					t.Error(err)
					return
				}
				if n := len(v.([]values.Value)); n != 20 {
					t.Errorf("%d rows, want 20", n)
					return
				}
			}
		}()
	}
	time.Sleep(200 * time.Millisecond)
	close(stop)
	wg.Wait()
	put("node00.example.com", 4242)
	v, err := q.PuppetDBQuery(context.Background(), `facts[value] { certname = "node00.example.com" and name = "n" }`)
	if err != nil || string(wire.AppendValue(nil, v)) != `[{"value":4242}]` {
		t.Errorf("after new facts: %s, %v", wire.AppendValue(nil, v), err)
	}
	// A refusal is worded as the PuppetDB terminus reports PuppetDB's text.
	_, err = q.PuppetDBQuery(context.Background(), []values.Value{"from", "nosuch"})
	if err == nil || err.Error() != "unexpected token at 'Invalid entity 'nosuch' in query'" {
		t.Errorf("refusal: %v", err)
	}
}

// The query shapes sites use (QA-SITE-3's finds in control repositories)
// parse.
func TestSiteShapesParse(t *testing.T) {
	for _, s := range []string{
		"resources[certname] { type=\"Class\" and title = \"Profile_consul::Server\" }",
		"resources[certname] {\n  type = 'Class' and\n  title = 'Puppet_enterprise::Profile::Master' and\n  nodes { deactivated is null and expired is null }\n  order by certname\n}",
		`resources[certname] { type = "Class" and title = "Profile_icinga2" and parameters.zone = "z" and parameters.server = true and !(certname = "a.example.com") }`,
		`resources[count()] {type = "Sqlserver::Database" and title = "db"}`,
		`resources { tag = "bens_hosts" }`,
	} {
		if _, err := ParsePQL(s); err != nil {
			t.Errorf("%s: %v", s, strings.SplitN(err.Error(), "\n", 2)[0])
		}
	}
}
