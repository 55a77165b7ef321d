package wire

import (
	"testing"

	"github.com/punch-dev/punch/compiler/eval"
)

// FuzzDecode: any input decodes or fails cleanly; what decodes encodes
// to JSON that decodes to an equal value.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{`{"a":[1,2.5,"x",null,true,{"b":{}}]}`, `[]`, `1e400`, `{"a":1,"a":2}`, `"\u00e9"`, `[[[[`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		v, err := Decode(b)
		if err != nil {
			return
		}
		again, err := Decode(AppendValue(nil, v))
		if err != nil {
			t.Fatalf("re-decoding %q: %v", AppendValue(nil, v), err)
		}
		if !Equal(v, again) {
			t.Fatalf("round trip changed %q", b)
		}
	})
}

// FuzzResource: any JSON is a resource or a clean error, and a resource's
// JSON reads back the same; Match never panics on it.
func FuzzResource(f *testing.F) {
	f.Add([]byte(`{"certname":"a","type":"File","title":"/x","tags":["file"],"exported":true,"file":"/s.pp","line":3,"parameters":{"mode":"0644","n":[1]}}`))
	f.Add([]byte(`{"type":"File","title":"/x","parameters":null}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var r Resource
		if err := r.UnmarshalJSON(b); err != nil {
			return
		}
		var again Resource
		if err := again.UnmarshalJSON(r.AppendJSON(nil)); err != nil {
			t.Fatalf("re-reading %s: %v", r.AppendJSON(nil), err)
		}
		if again.Ref() != r.Ref() || len(again.Parameters) != len(r.Parameters) {
			t.Fatalf("round trip changed %s", r.AppendJSON(nil))
		}
		for _, p := range r.Parameters {
			Match(&eval.ExportQuery{Op: "==", Attr: p.Name, Value: p.Value}, &r)
		}
	})
}
