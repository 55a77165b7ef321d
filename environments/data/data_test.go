package data

import (
	"errors"
	"math"
	"math/big"
	"strings"
	"testing"
)

func TestMapOrderAndOverwrite(t *testing.T) {
	m := NewMap(0)
	m.Set("z", int64(1))
	m.Set("a", int64(2))
	m.Set(int64(1), "int key")
	m.Set(1.0, "float key")
	m.Set("z", int64(3)) // keeps its position
	var keys []any
	for k := range m.All() {
		keys = append(keys, k)
	}
	want := []any{"z", "a", int64(1), 1.0}
	if len(keys) != len(want) {
		t.Fatalf("keys %v", keys)
	}
	for i := range want {
		if keys[i] != want[i] {
			t.Fatalf("keys %v, want %v", keys, want)
		}
	}
	if v, _ := m.Get("z"); v != int64(3) {
		t.Fatalf("z = %v", v)
	}
	if v, _ := m.Get(int64(1)); v != "int key" {
		t.Fatalf("1 = %v", v)
	}
	if !m.Delete("a") || m.Delete("a") || m.Len() != 3 {
		t.Fatalf("delete: %v", m.Keys())
	}
	if v, ok := m.Get(1.0); !ok || v != "float key" {
		t.Fatalf("index not rebuilt after delete: %v %v", v, ok)
	}
	b, err := m.MarshalJSON()
	if err != nil || string(b) != `{"z":3,"1":"int key","1.0":"float key"}` {
		t.Fatalf("json %s %v", b, err)
	}
	var nilMap *Map
	if nilMap.Len() != 0 {
		t.Fatal("nil map len")
	}
	if _, ok := nilMap.Get("x"); ok {
		t.Fatal("nil map get")
	}
}

func TestCloneIsDeep(t *testing.T) {
	inner := NewMap(0)
	inner.Set("x", []any{int64(1)})
	m := NewMap(0)
	m.Set("in", inner)
	c := m.Clone()
	ci, _ := c.Get("in")
	ci.(*Map).Set("x", "changed")
	if v, _ := inner.Get("x"); !Equal(v, []any{int64(1)}) {
		t.Fatalf("clone shares data: %v", v)
	}
	if !Equal(m, m.Clone()) {
		t.Fatal("clone not equal")
	}
}

func TestAliasesAreCopies(t *testing.T) {
	v, _, err := DecodeYAML([]byte("a: &x {k: [1]}\nb: *x\n"), YAMLOptions{})
	if err != nil {
		t.Fatal(err)
	}
	m := v.(*Map)
	a, _ := m.Get("a")
	b, _ := m.Get("b")
	a.(*Map).Set("k", "changed")
	if got, _ := b.(*Map).Get("k"); !Equal(got, []any{int64(1)}) {
		t.Fatalf("alias shares its target: %v", got)
	}
}

func TestYAMLErrors(t *testing.T) {
	deep := strings.Repeat("[", 600) + strings.Repeat("]", 600)
	laughs := "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
	prev := "a"
	for _, n := range []string{"b", "c", "d", "e", "f", "g", "h"} {
		laughs += n + ": &" + n + " [*" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + "]\n"
		prev = n
	}
	cases := []struct {
		name, in  string
		opts      YAMLOptions
		line, col int
		msg       string
	}{
		{"date", "x: 1\ny: 2020-01-02\n", YAMLOptions{}, 2, 4, "Tried to load unspecified class: Date"},
		{"time", "x: 2020-01-02 10:00:00\n", YAMLOptions{}, 1, 4, "Tried to load unspecified class: Time"},
		{"symbol refused", "x: :sym\n", YAMLOptions{}, 1, 4, "Tried to load unspecified class: Symbol"},
		{"ruby object", "x: !ruby/object:Puppet::Node::Facts {}\n", YAMLOptions{}, 1, 4, "Tried to load unspecified class: Puppet::Node::Facts"},
		{"root tag only at root", "x: !ruby/object:Puppet::Node::Facts {}\n", YAMLOptions{RootTags: []string{"!ruby/object:Puppet::Node::Facts"}}, 1, 4, "unspecified class"},
		{"set", "x: !!set {a}\n", YAMLOptions{}, 1, 4, "Psych::Set"},
		{"int past the digit bound", "x: " + strings.Repeat("9", MaxIntegerDigits+1) + "\n", YAMLOptions{}, 1, 4, "(1001 digits) has more than 1000 digits"},
		{"base60 past the digit bound", "x: " + strings.Repeat("9", MaxIntegerDigits) + ":00\n", YAMLOptions{}, 1, 4, "has more than 1000 digits"},
		{"bad Integer()", "x: 0b_\n", YAMLOptions{}, 1, 4, `invalid value for Integer(): "0b"`},
		{"seq key", "? [1]\n: x\n", YAMLOptions{}, 1, 3, "hash keys must be"},
		{"deep", deep, YAMLOptions{}, 1, 513, "nested more than 512 levels"},
		{"deep custom", "a: {b: {c: 1}}", YAMLOptions{Limits: Limits{MaxDepth: 2}}, 1, 8, "nested more than 2 levels"},
		{"deep via alias", "a: &a {b: {c: 1}}\nx: {y: *a}\n", YAMLOptions{Limits: Limits{MaxDepth: 3}}, 2, 8, "nested more than 3 levels"},
		{"billion laughs", laughs, YAMLOptions{}, 0, 0, "excessive aliasing"},
		{"recursive alias", "a: &a [1, *a]\n", YAMLOptions{}, 1, 11, "recursive alias"},
		{"syntax", "a: 1\n b: 2\n", YAMLOptions{}, 2, 3, "invalid YAML: mapping values are not allowed in this context"},
		{"syntax flow", "a: 1\nb: [1,\n  2\nc: 3\n", YAMLOptions{}, 2, 4, "invalid YAML: did not find expected ',' or ']' while parsing a flow sequence"},
		{"syntax first line", "a: \"\\q\"\n", YAMLOptions{}, 1, 4, "invalid YAML: found unknown escape character while parsing a quoted scalar"},
		{"tab", "a: 1\n\tb: 2\n", YAMLOptions{}, 1, 4, "found a tab character that violates indentation while scanning a plain scalar"},
		{"too big", "a: 1234567890\n", YAMLOptions{Limits: Limits{MaxBytes: 5}}, 0, 0, "more than the limit of 5 bytes"},
		{"invalid utf8", "a: \xff\xfe\xfd\n", YAMLOptions{}, 0, 0, "invalid YAML"},
		{"omap entry", "!!omap [1]\n", YAMLOptions{}, 1, 9, "one-entry hash"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.opts.File = "f.yaml"
			v, _, err := DecodeYAML([]byte(c.in), c.opts)
			if err == nil {
				t.Fatalf("no error, got %v", v)
			}
			var de *Error
			if !errors.As(err, &de) {
				t.Fatalf("error %T %v is not *Error", err, err)
			}
			if de.File != "f.yaml" || !strings.Contains(de.Msg, c.msg) {
				t.Fatalf("error %q, want file f.yaml and %q", err, c.msg)
			}
			if c.line != 0 && (de.Line != c.line || (c.col != 0 && de.Column != c.col)) {
				t.Fatalf("error at %d:%d, want %d:%d (%v)", de.Line, de.Column, c.line, c.col, err)
			}
		})
	}
}

func TestYAMLRootTag(t *testing.T) {
	v, tag, err := DecodeYAML([]byte("--- !ruby/object:Puppet::Node::Facts\nname: n\nvalues: {a: 1}\n"),
		YAMLOptions{RootTags: []string{"!ruby/object:Puppet::Node::Facts"}})
	if err != nil {
		t.Fatal(err)
	}
	if tag != "!ruby/object:Puppet::Node::Facts" {
		t.Fatalf("tag %q", tag)
	}
	if name, _ := v.(*Map).Get("name"); name != "n" {
		t.Fatalf("value %v", v)
	}
	if _, tag, _ := DecodeYAML([]byte("a: 1"), YAMLOptions{}); tag != "" {
		t.Fatalf("untagged root has tag %q", tag)
	}
}

func TestJSON(t *testing.T) {
	big := NewMap(0)
	big.Set("a", int64(2))
	big.Set("b", int64(3))
	cases := []struct {
		in   string
		want any
	}{
		{`{"a":1,"b":3,"a":2}`, big},
		{`[1, 1.0, 1e3, -0, 0.5, true, false, null, "s"]`, []any{int64(1), 1.0, 1000.0, int64(0), 0.5, true, false, nil, "s"}},
		{`"top"`, "top"},
		{` /* c */ {"a":2, // line
		  "b":3} // end`, big},
		{"\ufeff[1]", []any{int64(1)}},
		{`["\u00e9\ud83d\ude00\n\t\"\\\/\q"]`, []any{"é😀\n\t\"\\/q"}},
		{`[1E400]`, []any{math.Inf(1)}},
		{`{}`, NewMap(0)},
		{`[]`, []any{}},
		{`9223372036854775807`, int64(math.MaxInt64)},
		{`-9223372036854775808`, int64(math.MinInt64)},
		// Ruby's Integer of any size
		{`[9223372036854775808, -36893488147419103232]`, []any{bigInt("9223372036854775808"), bigInt("-36893488147419103232")}},
	}
	for _, c := range cases {
		got, err := DecodeJSON([]byte(c.in), JSONOptions{})
		if err != nil {
			t.Errorf("%s: %v", c.in, err)
			continue
		}
		if !Equal(got, c.want) {
			t.Errorf("%s: got %#v want %#v", c.in, got, c.want)
		}
	}
	// order of duplicates: first position, last value
	got, _ := DecodeJSON([]byte(`{"a":1,"b":3,"a":2}`), JSONOptions{})
	if k, _ := got.(*Map).At(0); k != "a" {
		t.Fatalf("duplicate key moved: %v", got.(*Map).Keys())
	}
}

func bigInt(s string) *big.Int {
	b, _ := new(big.Int).SetString(s, 10)
	return b
}

// TestBigIntegerKeys: a Map indexes a key past 64 bits by its value, so a
// repeated key overwrites (Psych: the last value, at the first position).
func TestBigIntegerKeys(t *testing.T) {
	v, _, err := DecodeYAML([]byte("? 18446744073709551616\n: a\n? 1\n: b\n? 18446744073709551616\n: c\n"), YAMLOptions{})
	if err != nil {
		t.Fatal(err)
	}
	m := v.(*Map)
	if got, ok := m.Get(bigInt("18446744073709551616")); m.Len() != 2 || !ok || got != "c" {
		t.Fatalf("got %v", m)
	}
	if k, _ := m.At(0); !Equal(k, bigInt("18446744073709551616")) {
		t.Fatalf("first key %v", k)
	}
	if b, err := MarshalJSON(m); err != nil || string(b) != `{"18446744073709551616":"c","1":"b"}` {
		t.Fatalf("%s %v", b, err)
	}
}

func TestJSONErrors(t *testing.T) {
	cases := []struct {
		in        string
		line, col int
		msg       string
	}{
		{``, 1, 1, "holds no JSON value"},
		{"  \n ", 2, 2, "holds no JSON value"},
		{`{"a":1,}`, 1, 8, "expected a string key"},
		{`{"a" 1}`, 1, 6, "expected ':'"},
		{"{\n  \"a\": 1\n  \"b\": 2}", 3, 3, "expected ',' or '}'"},
		{`[1, 2`, 1, 1, "unterminated array"},
		{`{"a": [1, 2}`, 1, 12, "expected ',' or ']'"},
		{`[01]`, 1, 2, "leading zeros"},
		{`[1.]`, 1, 2, "digits after '.'"},
		{`[-]`, 1, 2, "expected digits"},
		{`[NaN]`, 1, 2, "NaN and Infinity"},
		{"[" + strings.Repeat("9", MaxIntegerDigits+1) + "]", 1, 2, "integer 99999999999999999999... (1001 digits) has more than 1000 digits"},
		// quickly, and named by its start (an agent may send megabytes of digits)
		{`{"x": -1` + strings.Repeat("0", 2_000_000) + `}`, 1, 7, "integer -1000000000000000000... (2000001 digits) has more than 1000 digits"},
		{`{"a": tru}`, 1, 7, "expected a value"},
		{`"abc`, 1, 1, "unterminated string"},
		{"[\"a\x01\"]", 1, 4, "control character"},
		{"[\"\xff\"]", 1, 3, "invalid UTF-8"},
		{`["\u12"]`, 1, 3, `\u escape`},
		{`[1] x`, 1, 5, "after the JSON value"},
		{`/* open`, 1, 1, "unterminated /* comment"},
		{"{\"é\": é}", 1, 7, "unexpected 'é'"},
		{strings.Repeat("[", 513) + strings.Repeat("]", 513), 1, 513, "nested more than 512"},
	}
	for _, c := range cases {
		_, err := DecodeJSON([]byte(c.in), JSONOptions{File: "f.json"})
		var de *Error
		if !errors.As(err, &de) {
			t.Errorf("%q: error %v", c.in, err)
			continue
		}
		if !strings.Contains(de.Msg, c.msg) || de.Line != c.line || de.Column != c.col || de.File != "f.json" {
			t.Errorf("%q: got %v (%d:%d), want %d:%d %q", c.in, err, de.Line, de.Column, c.line, c.col, c.msg)
		}
	}
}
