package values

import "testing"

// Ruby objects module code hands to Puppet: Symbols are equal by name and
// never to a String, one hash key per Symbol, typed Runtime[ruby, 'Symbol'].
func TestRubyObjectValue(t *testing.T) {
	type sym string // stands for the Ruby runtime's Symbol
	a := RubyObject{Class: "Symbol", Text: "bind", Ref: sym("bind")}
	b := RubyObject{Class: "Symbol", Text: "bind", Ref: sym("bind")}
	if !Equals(a, b) || Equals(a, "bind") || Equals("bind", a) {
		t.Errorf("Symbol equality: a==b %v, a=='bind' %v", Equals(a, b), Equals(a, "bind"))
	}
	h := NewHash(2)
	h.Put(a, int64(1))
	h.Put("bind", int64(2))
	h.Put(b, int64(3))
	if h.Len() != 2 {
		t.Fatalf("keys: %d, want 2 (the Symbol and the String)", h.Len())
	}
	if v, _ := h.Get(a); v != int64(3) {
		t.Errorf("h[:bind] = %v, want 3", v)
	}
	if v, _ := h.Get("bind"); v != int64(2) {
		t.Errorf("h['bind'] = %v, want 2", v)
	}
	if got := TypeOf(a).String(); got != "Runtime[ruby, 'Symbol']" {
		t.Errorf("type: %s", got)
	}
	for typ, want := range map[Type]bool{
		RuntimeType("", ""):           true,
		RuntimeType("ruby", ""):       true,
		RuntimeType("ruby", "Symbol"): true,
		RuntimeType("ruby", "String"): false,
		RuntimeType("go", ""):         false,
		theString:                     false,
		DataType():                    false,
		theScalar:                     false,
		theAny:                        true,
	} {
		if got := IsInstance(typ, a); got != want {
			t.Errorf("%s instance: %v, want %v", typ, got, want)
		}
	}
	if ToString([]Value{a, "b"}) != "[bind, b]" {
		t.Errorf("to_s: %s", ToString([]Value{a, "b"}))
	}
}
