package data

import (
	"math"
	"testing"
)

func hasNonFinite(v any) bool {
	switch t := v.(type) {
	case float64:
		return math.IsInf(t, 0) || math.IsNaN(t)
	case []any:
		for _, e := range t {
			if hasNonFinite(e) {
				return true
			}
		}
	case *Map:
		for k, e := range t.All() {
			if hasNonFinite(k) || hasNonFinite(e) {
				return true
			}
		}
	}
	return false
}

// decodedWithin checks what a decoder returned for fuzzed input: an error
// must be an *Error, a value no deeper than maxDepth. It reports whether
// there is a value to check further.
func decodedWithin(t *testing.T, v any, err error, maxDepth int) bool {
	t.Helper()
	if err != nil {
		if _, ok := err.(*Error); !ok {
			t.Fatalf("error of type %T: %v", err, err)
		}
		return false
	}
	if depthOf(v) > maxDepth {
		t.Fatalf("depth %d beyond the limit", depthOf(v))
	}
	return true
}

func FuzzDecodeJSON(f *testing.F) {
	for _, s := range []string{`{"a":[1,2.5,"x",null,true]}`, `[]`, `"s"`, `{"a":{"b":{"c":1}}}`, `/*c*/1`, `[1e400]`, `{"\u00e9":"\ud83d\ude00"}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		v, err := DecodeJSON(in, JSONOptions{Limits: Limits{MaxDepth: 64}})
		if !decodedWithin(t, v, err, 64) || hasNonFinite(v) {
			return
		}
		// Round trip: what we decode we can encode and decode again.
		out, err := MarshalJSON(v)
		if err != nil {
			t.Fatalf("marshal %#v: %v", v, err)
		}
		v2, err := DecodeJSON(out, JSONOptions{Limits: Limits{MaxDepth: 64}})
		if err != nil {
			t.Fatalf("re-decode %s: %v", out, err)
		}
		if !Equal(v, v2) {
			t.Fatalf("round trip changed %s", out)
		}
	})
}

func FuzzDecodeYAML(f *testing.F) {
	for _, s := range []string{"a: 1\nb: [x, {c: d}]\n", "- &a [1]\n- *a\n", "x: !!binary aGk=\n", "<<: {a: 1}\n", "!!omap [a: 1]\n", "a: :s\nb: 1:30\nc: 0x1f\n", "--- !ruby/object:Puppet::Node::Facts\nname: n\nvalues: {}\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		v, _, err := DecodeYAML(in, YAMLOptions{AllowSymbols: true, RootTags: []string{"!ruby/object:Puppet::Node::Facts"}, Limits: Limits{MaxDepth: 64, MaxAliasValues: 100000}})
		if !decodedWithin(t, v, err, 64) {
			return
		}
		if size(v) > 100000+len(in)*2+10 {
			t.Fatalf("alias budget not enforced: %d values", size(v))
		}
	})
}
