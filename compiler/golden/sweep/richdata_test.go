package sweep

import (
	"errors"
	"strings"
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
		// The encoded form is canonical: decoding it gives a value that encodes the same. Not for
		// an unresolved type reference: Puppet prints it as TypeReference['A'], which its type
		// parser refuses ("Not a parameterized type").
		back := Encode(v)
		if strings.Contains(Show(back, 1<<20), "TypeReference[") {
			return
		}
		v2, err := Decode(back, nil)
		if err != nil {
			var nr *NotRepresentable
			if !errors.As(err, &nr) {
				t.Errorf("%s: its encoding %s does not decode: %v", src, Show(back, 300), err)
			}
			return
		}
		if again := Encode(v2); !Equal(back, again) {
			t.Errorf("%s: encodes as %s, then as %s", src, Show(back, 300), Show(again, 300))
		}
	})
}
