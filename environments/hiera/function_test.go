package hiera

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

type fakeBlock struct{ min, max int }

func (b fakeBlock) Arity() (int, int) { return b.min, b.max }

// TestLookupFunctionAsPuppet runs the lookup() calls of
// testdata/lookup_function/cases.txt through ParseLookupArgs and
// Session.Lookup and compares with what Puppet 7.23 gave
// (testdata/lookup_function/record.rb): the value as notice() prints it, or
// the error and whether Puppet showed it as an evaluation error.
func TestLookupFunctionAsPuppet(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("testdata", "lookup_function"))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join(dir, "expected.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Call            string  `json:"call"`
		Value           *string `json:"value"`
		Error           *string `json:"error"`
		EvaluationError bool    `json:"evaluation_error"`
	}
	if err := json.Unmarshal(src, &cases); err != nil {
		t.Fatal(err)
	}
	e, facts := oracleEngine(t, dir)
	for _, c := range cases {
		argText, blockText, hasBlock := strings.Cut(c.Call, " | ")
		_ = blockText
		av, err := values.ParseValue("["+argText+"]", nil)
		if err != nil {
			t.Fatalf("%s: %v", c.Call, err)
		}
		args := av.([]values.Value)
		var block Block
		if hasBlock {
			block = fakeBlock{1, 1}
		}
		s := e.NewSession(SessionOptions{})
		var v values.Value
		q, err := ParseLookupArgs(args, block)
		if err == nil {
			q.Scope = NodeScope("production", facts)
			if hasBlock {
				q.DefaultFunc = func(name values.Value) (values.Value, error) { return "computed for " + values.ToString(name), nil }
			}
			v, err = s.Lookup(q)
		}
		switch {
		case c.Error != nil && err == nil:
			t.Errorf("lookup(%s): Puppet failed with %s\nPunch gave %s", c.Call, *c.Error, values.ToString(v))
		case c.Error == nil && err != nil:
			t.Errorf("lookup(%s): Puppet gave %q\nPunch failed with %v", c.Call, *c.Value, err)
		case err != nil:
			want := *c.Error
			if err.Error() != want {
				t.Errorf("lookup(%s): error differs:\nPuppet: %s\nPunch:  %s", c.Call, want, err)
			}
			he, _ := err.(*Error)
			if he == nil || he.Preformatted() == c.EvaluationError {
				t.Errorf("lookup(%s): Puppet showed it as an evaluation error: %v; Punch's error is %#v", c.Call, c.EvaluationError, err)
			}
		default:
			if got := values.ToString(v); got != *c.Value {
				t.Errorf("lookup(%s): Puppet %q, Punch %q", c.Call, *c.Value, got)
			}
		}
	}
}
