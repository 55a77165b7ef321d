package pdbquery

import (
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

// FuzzParsePQL: any text parses or fails with an *Error, never panics,
// and what parses evaluates (over no nodes) without panicking.
func FuzzParsePQL(f *testing.F) {
	for _, s := range []string{
		`nodes[certname] { facts_environment = "production" order by certname desc limit 2 offset 1 }`,
		`inventory[certname, facts.networking.ip] { resources { type = "Class" and title = "Role::Web" } }`,
		`facts[certname, value] { name = "ipaddress" and certname in resources[certname] { tag = 'x' } }`,
		`resources[count()] { type = "Class" and !(certname ~ "^web") and parameters.ensure is not null }`,
		`fact_contents[path, value] { path ~> ["os", ".*"] group by path }`,
		`facts[name, count(), avg(value)] { name in ["a", 1, 2.5e3, true, [1]] }`,
		`facts.x`, `nodes {`, `((((`, `nodes { a = "\u00e9\n" }`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := ParsePQL(s)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("%q: error of type %T: %v", s, err, err)
			}
			return
		}
		if _, err := Evaluate(v, nil); err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("%q: evaluation error of type %T: %v", s, err, err)
			}
		}
	})
}

// A query nested beyond MaxDepth fails saying so, in the parser and in
// the evaluator (an AST built by hand).
func TestDepthBounded(t *testing.T) {
	_, err := ParsePQL("nodes { " + strings.Repeat("(", 10000) + "a = 1" + strings.Repeat(")", 10000) + " }")
	if err == nil || !strings.Contains(err.Error(), "nested deeper") {
		t.Errorf("deep PQL: %v", err)
	}
	var ast values.Value = []values.Value{"=", "certname", "x"}
	for i := 0; i < 10000; i++ {
		ast = []values.Value{"not", ast}
	}
	_, err = Evaluate([]values.Value{"from", "nodes", ast}, nil)
	if err == nil || !strings.Contains(err.Error(), "nested deeper") {
		t.Errorf("deep AST: %v", err)
	}
	if _, err := ParsePQL(strings.Repeat(" ", MaxQueryBytes+1)); err == nil {
		t.Errorf("a query longer than MaxQueryBytes parses")
	}
}
