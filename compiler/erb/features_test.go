package erb

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
)

// mapScope is a Scope over a flat map of variables, with the functions
// the focused cases call (join, upcase, fail); it mirrors the FakeScope of
// testdata/ruby/record.rb.
type mapScope struct {
	vars map[string]values.Value
	set  map[string]values.Value
}

func (s *mapScope) Var(name string) (values.Value, bool) {
	v, ok := s.vars[name]
	return v, ok && v != nil
}

func (s *mapScope) Lookup(name string) (values.Value, bool) {
	if v, ok := s.set[name]; ok {
		return v, true
	}
	v, ok := s.vars[strings.TrimPrefix(name, "::")]
	return v, ok
}

func (s *mapScope) Vars() *values.Hash { return definedVars(s.vars) }

// definedVars is a test scope's Vars: its variables but the undef ones.
func definedVars(vars map[string]values.Value) *values.Hash {
	h := values.NewHash(len(vars))
	for k, v := range vars {
		if v != nil {
			h.Put(k, v)
		}
	}
	return h
}

func (s *mapScope) Call(fn string, args []values.Value) (values.Value, error) {
	switch fn {
	case "join":
		parts := []string{}
		for _, e := range args[0].([]values.Value) {
			parts = append(parts, values.ToString(e))
		}
		sep := ""
		if len(args) > 1 {
			sep = values.ToString(args[1])
		}
		return strings.Join(parts, sep), nil
	case "upcase":
		return strings.ToUpper(args[0].(string)), nil
	case "fail":
		return nil, fmt.Errorf("Evaluation Error: %v", args[0])
	}
	return nil, fmt.Errorf("unknown function %s", fn)
}

func (s *mapScope) SetVar(name string, v values.Value) error {
	if s.set == nil {
		s.set = map[string]values.Value{}
	}
	s.set[name] = v
	return nil
}

type featureCase struct {
	name string
	vars string
	src  string
}

// readFeatureCases parses testdata/ruby/cases.txt as record.rb does.
func readFeatureCases(t *testing.T) []featureCase {
	data, err := os.ReadFile("testdata/ruby/cases.txt")
	if err != nil {
		t.Fatal(err)
	}
	var out []featureCase
	chunks := strings.Split("\n"+string(data), "\n=== ")
	for _, ch := range chunks[1:] {
		name, rest, _ := strings.Cut(ch, "\n")
		c := featureCase{name: strings.TrimSpace(name)}
		if strings.HasPrefix(rest, "vars: ") {
			line, r, _ := strings.Cut(rest, "\n")
			c.vars = strings.TrimPrefix(line, "vars: ")
			rest = r
		}
		c.src = strings.TrimSuffix(rest, "\n")
		out = append(out, c)
	}
	return out
}

type featureExpect struct {
	Name string `json:"name"`
	rubyRender
}

// TestFeatures renders the focused cases and compares with Ruby 3.1's
// output recorded by testdata/ruby/record.rb (errors: class, message and
// template line).
func TestFeatures(t *testing.T) {
	cases := readFeatureCases(t)
	var exp []featureExpect
	testtree.ReadJSON(t, "testdata/ruby/expected.json", &exp)
	if len(exp) != len(cases) {
		t.Fatalf("%d cases but %d expectations: run testdata/ruby/record.rb", len(cases), len(exp))
	}
	same := 0
	for i, c := range cases {
		e := exp[i]
		if e.Name != c.name {
			t.Fatalf("case %d is %s, expectation %s: run testdata/ruby/record.rb", i, c.name, e.Name)
		}
		vars := map[string]values.Value{}
		if c.vars != "" {
			dec := json.NewDecoder(strings.NewReader(c.vars))
			dec.UseNumber()
			x, err := decodeOrdered(dec)
			if err != nil {
				t.Fatalf("%s: vars: %v", c.name, err)
			}
			o := x.(*jsonObj)
			for j, k := range o.keys {
				vars[k] = puppetFromJSON(o.vals[j])
			}
		}
		file := "cases/" + c.name + ".erb"
		got, err := renderString(file, c.src, &mapScope{vars: vars})
		msg, _, _ := strings.Cut(e.Message, " for #<")
		if e.check(t, c.name, got, err, func(te *Error) bool {
			return te.Class == e.Error && (e.Error == "SyntaxError" || strings.HasPrefix(te.Message, msg)) && te.Line == e.Line
		}) {
			same++
		}
	}
	t.Logf("%d/%d focused cases identical to Ruby", same, len(cases))
}

func renderString(file, src string, s Scope) (string, error) {
	tm, err := Parse(file, []byte(src))
	if err != nil {
		return "", err
	}
	return tm.Render(s)
}
