package values

import "testing"

// Answers from Ruby 3.1: ruby -e 'p 1 == 1.0, 1.eql?(1.0), [1,"a"] == [1.0,"a"],
// {"a"=>1} == {"a"=>1.0}, {"a"=>1}.eql?({"a"=>1.0}), "a" == "A", [[1]].eql?([[1]]),
// (2**53+1) == (2**53+1).to_f' gives true false true true false false true false.
func TestRubyEqualAndEql(t *testing.T) {
	h := func(v Value) *Hash { x := NewHash(1); x.Put("a", v); return x }
	big := int64(1)<<53 + 1
	for _, c := range []struct {
		name      string
		got, want bool
	}{
		{"1 == 1.0", RubyEqual(int64(1), 1.0), true},
		{"1.eql?(1.0)", RubyEql(int64(1), 1.0), false},
		{`[1,"a"] == [1.0,"a"]`, RubyEqual([]Value{int64(1), "a"}, []Value{1.0, "a"}), true},
		{`{"a"=>1} == {"a"=>1.0}`, RubyEqual(h(int64(1)), h(1.0)), true},
		{`{"a"=>1}.eql?({"a"=>1.0})`, RubyEql(h(int64(1)), h(1.0)), false},
		{`"a" == "A"`, RubyEqual("a", "A"), false},
		{`[[1]].eql?([[1]])`, RubyEql([]Value{[]Value{int64(1)}}, []Value{[]Value{int64(1)}}), true},
		{"(2**53+1) == (2**53+1).to_f", RubyEqual(big, float64(big)), false},
		{"Sensitive == by value (Puppet's Sensitive#==)", RubyEqual(&Sensitive{Value: "x"}, &Sensitive{Value: "x"}), true},
	} {
		if c.got != c.want {
			t.Errorf("%s: %v, Ruby %v", c.name, c.got, c.want)
		}
	}
}
