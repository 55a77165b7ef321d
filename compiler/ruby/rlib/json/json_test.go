package json

import (
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/ruby/rlib/internal/oracle"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

func optsArg(c oracle.Case) *rv.Hash {
	if len(c.Args) > 1 {
		h, _ := c.Args[1].(*rv.Hash)
		return h
	}
	return nil
}

// setToS is Set#to_s for the Set objects of the recordings (a Set keeps
// its members as the keys of @hash).
func setToS(o *rv.Object) (string, error) {
	if o.Class != "Set" || len(o.Ivars) != 1 {
		return "#<" + o.Class + ">", nil
	}
	h := o.Ivars[0].Value.(*rv.Hash)
	parts := make([]string, 0, h.Len())
	for _, k := range h.Keys() {
		parts = append(parts, rv.Inspect(k))
	}
	return "#<Set: {" + strings.Join(parts, ", ") + "}>", nil
}

// TestOracle compares generation and parsing with Ruby's json 2.6.3 on
// every recorded case (testdata/cases/json.rb).
func TestOracle(t *testing.T) {
	fails := 0
	for _, c := range oracle.Load(t, "json") {
		var got rv.Value
		var err error
		switch c.Op {
		case "JSON.generate", "JSON.pretty_generate", "to_json":
			st := NewState()
			if c.Op == "JSON.pretty_generate" {
				st = PrettyState()
			}
			st.ObjectToS = setToS
			if o := optsArg(c); o != nil {
				err = st.Configure(o)
			}
			var s string
			if err == nil {
				s, err = st.Generate(c.Args[0])
			}
			got = rv.Str(s)
		case "JSON.parse":
			var o ParseOptions
			if o, err = ParseOptionsFrom(optsArg(c)); err == nil {
				got, err = Parse(c.Args[0].(*rv.String).S, o)
			}
		case "JSON.load":
			s, _ := c.Args[0].(*rv.String)
			got, err = Load(s, LoadOptions())
		default:
			t.Fatalf("unknown op %s", c.Op)
		}
		if !oracle.Check(t, c, got, err) {
			if fails++; fails > 40 {
				t.Fatal("too many failures")
			}
		}
	}
}
