package sweep

import (
	"errors"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

// TestRecordedValuesRoundTrip decodes every value Puppet recorded (arguments and results of the
// recorded calls) and encodes it back: Punch's values must carry what Puppet's rich data says,
// and print types, regexps, timestamps and versions as Puppet does. Values Punch has no form for
// (Ruby objects) must be reported as such, not mistaken for something else.
func TestRecordedValuesRoundTrip(t *testing.T) {
	calls, err := ReadCalls(testdata)
	if err != nil {
		t.Fatal(err)
	}
	// Without an environment, a name that is not a built-in type stands for a resource type, as
	// Puppet's type parser resolves it when no alias has that name; aliases print by name either way.
	resolve := func(name string) (values.Type, bool) {
		if t, ok := values.TypeByName(name); ok {
			return t, true
		}
		return values.ResourceType(name), true
	}
	checked, opaque := 0, 0
	for i := range calls {
		c := &calls[i]
		for _, raw := range [][]byte{c.Rec.Args, c.Rec.OK} {
			if raw == nil {
				continue
			}
			d, err := ParseData(raw)
			if err != nil {
				t.Fatalf("call %s (%s): %v", c.ID, c.Rec.Fn, err)
			}
			v, err := Decode(d, resolve)
			var nr *NotRepresentable
			switch {
			case errors.As(err, &nr):
				opaque++
				continue
			case err != nil:
				t.Errorf("call %s (%s): %v", c.ID, c.Rec.Fn, err)
				continue
			}
			checked++
			if c.Rec.API == "3x" {
				continue // :undef decodes as undef, which encodes as null
			}
			if back := Encode(v); !Equal(d, back) {
				t.Errorf("call %s (%s): recorded %s, decoded and encoded %s", c.ID, c.Rec.Fn, Show(d, 300), Show(back, 300))
			}
		}
	}
	t.Logf("%d recorded values round-trip; %d hold Ruby objects", checked, opaque)
	if checked == 0 {
		t.Fatal("no recorded value was checked")
	}
}

// TestLiteral checks that Literal writes values back as Puppet source that parses to them.
func TestLiteral(t *testing.T) {
	re, _ := values.NewRegexp(`a/b\/c`)
	h := values.NewHash(2)
	h.Put(int64(1), "x")
	h.Put("it's", []values.Value{nil, values.Default{}, 1.5, 2.0, `back\slash`})
	for _, c := range []struct {
		v    values.Value
		want string
	}{
		{h, `{1 => 'x', 'it\'s' => [undef, default, 1.5, 2.0, 'back\\slash']}`},
		{re, `/a\/b\/c/`},
		{&values.Sensitive{Value: "s"}, `Sensitive('s')`},
		{&values.Binary{Bytes: []byte{0xff, 0}}, `Binary('/wA=')`},
		{1e20, `1e20`},
		{values.IntegerType(1, 3), `Integer[1, 3]`},
	} {
		got, err := Literal(c.v)
		if err != nil || got != c.want {
			t.Errorf("Literal(%v) = %q, %v; want %q", c.v, got, err, c.want)
		}
	}
}

// FuzzDecode feeds arbitrary text to the recording decoder: it must return a value or an error,
// never panic or hang.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		`[1, 1.0, "a", null, true, {"a": [1]}]`,
		`{"__ptype": "Hash", "__pvalue": [1, 2, {"__ptype": "Default"}, 3]}`,
		`{"__ptype": "Sensitive", "__pvalue": {"__ptype": "Binary", "__pvalue": "/wA="}}`,
		`{"__ptype": "Type", "__pvalue": "Variant[Integer[1, 2], Pattern[/x/]]"}`,
		`{"__ptype": "Timestamp", "__pvalue": "2020-01-01T00:00:00.000000000 UTC"}`,
		`{"__ptype": "Regexp", "__pvalue": "a(b"}`,
		`{"__sweep_opaque": "Puppet::Util::Log", "inspect": "#<x>"}`,
		`{"__ptype": "Symbol", "__pvalue": "undef"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		d, err := ParseData(src)
		if err != nil {
			return
		}
		v, err := Decode(d, nil)
		if err != nil {
			return
		}
		if _, err := Literal(v); err != nil {
			return
		}
		_ = Encode(v)
	})
}
