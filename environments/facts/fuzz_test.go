package facts

import (
	"errors"
	"testing"
)

// FuzzParse feeds arbitrary bytes to the facts loader under each naming
// rule (JSON, YAML, sniffed): a result or a positioned *Error, no panic.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`{"kernel":"Linux","os":{"family":"Debian"}}`,
		`{"name":"n","values":{"a":1},"timestamp":"t"}`,
		"--- !ruby/object:Puppet::Node::Facts\nname: n\nvalues:\n  a: 1\n  _timestamp: 2017-03-13 11:53:34 +01:00\n",
		"a: [1, {b: c}]\n",
		"[1,",
	} {
		f.Add([]byte(s), "k.x=1")
	}
	f.Fuzz(func(t *testing.T, src []byte, override string) {
		for _, name := range []string{"f.json", "f.yaml", "facts"} {
			fa, err := Parse(src, name)
			if err != nil {
				var fe *Error
				if !errors.As(err, &fe) || fe.File != name {
					t.Fatalf("%s: error %T %v", name, err, err)
				}
				continue
			}
			if fa.Values == nil || (fa.Format != "json" && fa.Format != "yaml") {
				t.Fatalf("%s: %+v", name, fa)
			}
			_ = fa.Sanitized()
			if o, err := ParseOverride(override); err == nil {
				_ = fa.Apply(o)
			}
		}
	})
}
