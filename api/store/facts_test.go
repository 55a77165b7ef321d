package store

import "testing"

func TestWithMember(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{"name":"a","values":{}}`, `{"name":"a","values":{},"trusted":{"x":1}}`},
		{" {\"a\":1}\n", ` {"a":1,"trusted":{"x":1}}`},
		{`{}`, `{"trusted":{"x":1}}`},
		{`{ }`, `{ "trusted":{"x":1}}`},
	} {
		got, ok := WithMember([]byte(c.in), TrustedKey, []byte(`{"x":1}`))
		if !ok || string(got) != c.want {
			t.Errorf("WithMember(%q) = %q, %v; want %q", c.in, got, ok, c.want)
		}
	}
	for _, in := range []string{``, `[]`, `{`, `"{}"`, `}`} {
		if got, ok := WithMember([]byte(in), TrustedKey, []byte(`1`)); ok {
			t.Errorf("WithMember(%q) = %q, want refused", in, got)
		}
	}
}
