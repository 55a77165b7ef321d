package pdbquery

import (
	"testing"

	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/compiler/values"
)

func TestParsePQLShapes(t *testing.T) {
	for _, c := range []struct{ pql, ast string }{
		{`nodes[certname] { order by certname }`, `["from","nodes",["extract",["certname"]],["order_by",["certname"]]]`},
		{`nodes[certname] { certname = "x" }`, `["from","nodes",["extract",["certname"],["=","certname","x"]]]`},
		{`nodes { certname != 'x' and (a = 1 or b ~ "y") }`, `["from","nodes",["and",["not",["=","certname","x"]],["or",["=","a",1],["~","b","y"]]]]`},
		{`facts[name, count()] { name in ["a", "b"] group by name }`, `["from","facts",["extract",["name",["function","count"]],["in","name",["array",["a","b"]]],["group_by","name"]]]`},
		{`nodes[certname] { resources { type = "Class" } order by certname desc limit 2 offset 1 }`, `["from","nodes",["extract",["certname"],["subquery","resources",["=","type","Class"]]],["order_by",[["certname","desc"]]],["limit",2],["offset",1]]`},
		{`inventory[certname, facts.os.family] { facts.processorcount >= 2.5 and trusted.extensions.pp_role is not null }`, `["from","inventory",["extract",["certname","facts.os.family"],["and",[">=","facts.processorcount",2.5],["null?","trusted.extensions.pp_role",false]]]]`},
		{`facts { certname in resources[certname] { type = "Class" } and !value = false }`, `["from","facts",["and",["in","certname",["from","resources",["extract",["certname"],["=","type","Class"]]]],["not",["=","value",false]]]]`},
		{`fact_contents { path ~> ["os", ".*"] }`, `["from","fact_contents",["~>","path",["os",".*"]]]`},
		{`resources {}`, `["from","resources"]`},
	} {
		v, err := ParsePQL(c.pql)
		if err != nil {
			t.Errorf("%s: %v", c.pql, err)
			continue
		}
		if got := string(wire.AppendValue(nil, v)); got != c.ast {
			t.Errorf("%s:\n got %s\nwant %s", c.pql, got, c.ast)
		}
	}
}

// The order PuppetDB 7.12 answered these tags in (pdbq_entities).
func TestClojureSetOrder(t *testing.T) {
	for _, want := range [][]string{
		{"role", "role::db", "class", "db", "file", "__node_regexp__db", "node"},
		{"role::web", "role", "web", "host", "class", "web01.example.com", "__node_regexp__web", "bens_hosts", "node"},
	} {
		in := make([]values.Value, len(want))
		for i := range want {
			in[i] = want[len(want)-1-i]
		}
		got := clojureSetOrder(in)
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("got %v, want %v", got, want)
				break
			}
		}
	}
}
