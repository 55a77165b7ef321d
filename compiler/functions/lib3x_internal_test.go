package functions

import (
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

// TestConvert3x: Runtime3FunctionArgumentConverter's conversions, nested
// and at the top, and the arrays and hashes with nothing to convert passed
// as they are, the others copied (the argument itself unchanged).
func TestConvert3x(t *testing.T) {
	re, err := values.NewRegexp("a.b")
	if err != nil {
		t.Fatal(err)
	}
	plain := values.HashFrom("a", int64(1), "b", []values.Value{"x", nil})
	if got := convert3x(plain, true); got != values.Value(plain) {
		t.Errorf("a hash with nothing to convert was copied")
	}
	list := []values.Value{"x", plain, nil}
	if got := convert3x(list, true).([]values.Value); &got[0] != &list[0] {
		t.Errorf("an array with nothing to convert was copied")
	}
	if got := convert3x(nil, true); got != "" {
		t.Errorf("top-level undef = %#v, want \"\"", got)
	}
	if got := convert3x(nil, false); got != nil {
		t.Errorf("nested undef = %#v, want nil", got)
	}

	inner := values.HashFrom("r", re)
	h := values.HashFrom("a", int64(1), "in", inner, re, "k", "z", []values.Value{"y", re})
	got := convert3x(h, true).(*values.Hash)
	if got == h {
		t.Fatal("a hash holding a regexp was not converted")
	}
	want := values.HashFrom("a", int64(1), "in", values.HashFrom("r", "/a.b/"), "/a.b/", "k", "z", []values.Value{"y", "/a.b/"})
	if !values.RubyEqual(got, want) {
		t.Errorf("converted %s, want %s", values.ToString(got), values.ToString(want))
	}
	if v, _ := inner.GetString("r"); v != values.Value(re) {
		t.Errorf("the argument's nested hash was changed: %#v", v)
	}

	arr := []values.Value{"a", re, nil, []values.Value{re}}
	conv := convert3x(arr, true).([]values.Value)
	if conv[0] != "a" || conv[1] != "/a.b/" || conv[2] != nil || conv[3].([]values.Value)[0] != "/a.b/" {
		t.Errorf("converted %#v", conv)
	}
	if arr[1] != values.Value(re) || arr[3].([]values.Value)[0] != values.Value(re) {
		t.Errorf("the argument array was changed: %#v", arr)
	}
}
