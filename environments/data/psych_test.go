package data

import (
	"encoding/json"
	"errors"
	"math"
	"math/big"
	"strconv"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestPsychScalars checks plain scalar resolution against what Psych
// itself produced (testdata/psych_scalars.json, made by psych_scalars.rb).
func TestPsychScalars(t *testing.T) {
	var cases []struct {
		In string `json:"in"`
		T  string `json:"t"`
		V  any    `json:"v"`
	}
	testtree.ReadJSON(t, "testdata/psych_scalars.json", &cases)
	for _, c := range cases {
		got, _, err := DecodeYAML([]byte("--- "+c.In+"\n"), YAMLOptions{AllowSymbols: true})
		switch c.T {
		case "syntax", "error", "disallowed":
			if err == nil {
				t.Errorf("%q: Psych fails (%s %v), Punch decoded %#v", c.In, c.T, c.V, got)
			} else if c.T != "syntax" && !strings.Contains(err.Error(), c.V.(string)) {
				t.Errorf("%q: error %q does not contain Psych's %q", c.In, err, c.V)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: unexpected error %v (Psych: %s %v)", c.In, err, c.T, c.V)
			continue
		}
		switch c.T {
		case "bool":
			if got != c.V.(bool) {
				t.Errorf("%q: got %#v, Psych %v", c.In, got, c.V)
			}
		case "nil":
			if got != nil {
				t.Errorf("%q: got %#v, Psych nil", c.In, got)
			}
		case "int":
			// an Integer past 64 bits is a *big.Int
			want, err := strconv.ParseInt(c.V.(string), 10, 64)
			if b, isBig := got.(*big.Int); isBig && err != nil {
				if b.String() != c.V.(string) {
					t.Errorf("%q: got %v, Psych %s", c.In, b, c.V)
				}
			} else if got != want {
				t.Errorf("%q: got %#v, Psych %s", c.In, got, c.V)
			}
		case "float":
			f, ok := got.(float64)
			if !ok {
				t.Errorf("%q: got %#v, Psych float %v", c.In, got, c.V)
				continue
			}
			switch c.V.(string) {
			case "NaN":
				ok = math.IsNaN(f)
			case "Inf":
				ok = math.IsInf(f, 1)
			case "-Inf":
				ok = math.IsInf(f, -1)
			default:
				want, _ := strconv.ParseFloat(c.V.(string), 64)
				ok = f == want
			}
			if !ok {
				t.Errorf("%q: got %v, Psych %v", c.In, f, c.V)
			}
		case "str", "sym":
			if got != c.V.(string) {
				t.Errorf("%q: got %#v, Psych %s %q", c.In, got, c.T, c.V)
			}
		default:
			t.Errorf("%q: Psych made a %s; update the test", c.In, c.T)
		}
	}
}

// typed renders a decoded value in the shape psych_docs.rb writes.
func typed(v any) any {
	switch t := v.(type) {
	case *Map:
		pairs := []any{}
		for k, e := range t.All() {
			pairs = append(pairs, []any{typed(k), typed(e)})
		}
		return map[string]any{"map": pairs}
	case []any:
		out := []any{}
		for _, e := range t {
			out = append(out, typed(e))
		}
		return map[string]any{"seq": out}
	case bool:
		return map[string]any{"bool": t}
	case nil:
		return map[string]any{"nil": true}
	case int64:
		return map[string]any{"int": strconv.FormatInt(t, 10)}
	case float64:
		s := strconv.FormatFloat(t, 'g', -1, 64)
		switch {
		case math.IsNaN(t):
			s = "NaN"
		case math.IsInf(t, 1):
			s = "Inf"
		case math.IsInf(t, -1):
			s = "-Inf"
		default:
			// Ruby prints 1.0, 1000.0, 2.5
			if !strings.ContainsAny(s, ".eE") {
				s += ".0"
			}
		}
		return map[string]any{"float": s}
	case string:
		return map[string]any{"str": t}
	}
	return map[string]any{"other": "?"}
}

// TestPsychDocuments decodes whole documents and compares them, order
// included, with Psych's results (testdata/psych_docs.json).
func TestPsychDocuments(t *testing.T) {
	var cases []struct {
		In    string `json:"in"`
		Out   any    `json:"out"`
		Error string `json:"error"`
	}
	testtree.ReadJSON(t, "testdata/psych_docs.json", &cases)
	for _, c := range cases {
		got, _, err := DecodeYAML([]byte(c.In), YAMLOptions{AllowSymbols: true, File: "doc.yaml"})
		if c.Error != "" {
			if err == nil {
				t.Errorf("%q: Psych fails with %q, Punch decoded %v", c.In, c.Error, typed(got))
			} else {
				t.Logf("%q: Psych %q, Punch %q", c.In, c.Error, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: unexpected error %v", c.In, err)
			continue
		}
		// An empty document is false in Puppet's safe_load wrapper but nil in
		// Psych; the oracle ran Psych directly.
		gj, _ := json.Marshal(typed(got))
		wj, _ := json.Marshal(c.Out)
		if string(gj) != string(wj) {
			t.Errorf("%q:\n got  %s\n want %s", c.In, gj, wj)
		}
	}
}

// TestPsychByteOrderMark checks texts starting with U+FEFF against Psych's
// results given them as a String (PlainUTF8: Hiera's data files, hiera.yaml,
// an ENC's output) and read from a file as 'bom|utf-8' (facts files,
// loadyaml), recorded by testdata/psych_bom.rb: the value, or the whole
// error text.
func TestPsychByteOrderMark(t *testing.T) {
	type result struct {
		Out   any    `json:"out"`
		Error string `json:"error"`
	}
	var cases []struct {
		In     string `json:"in"`
		String result `json:"string"`
		File   result `json:"file"`
	}
	testtree.ReadJSON(t, "testdata/psych_bom.json", &cases)
	for _, c := range cases {
		for _, how := range []struct {
			name  string
			plain bool
			want  result
		}{{"string", true, c.String}, {"file", false, c.File}} {
			got, _, err := DecodeYAML([]byte(c.In), YAMLOptions{AllowSymbols: true, File: "doc.yaml", PlainUTF8: how.plain})
			var g result
			if err != nil {
				var de *Error
				if !errors.As(err, &de) {
					t.Fatalf("%q: not a data.Error: %v", c.In, err)
				}
				g.Error = de.Psych("doc.yaml")
			} else {
				g.Out = typed(got)
			}
			gj, _ := json.Marshal(g)
			wj, _ := json.Marshal(how.want)
			if string(gj) != string(wj) {
				t.Errorf("%q as a %s:\n got  %s\n want %s", c.In, how.name, gj, wj)
			}
		}
	}
}
