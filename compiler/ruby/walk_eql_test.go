package ruby

import (
	"context"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

// TestEqlWalkBounded: eql?, hash and Hash keys over an Array holding the
// same Array at each of 40 levels (2^40 elements: Ruby walks them all and
// never ends) stop at the walk's bounds with NoMemoryError, which Ruby code
// rescues where it made the call; so do the == of include?, index, count,
// delete and the other element searches, which used to take the error as
// "not equal".
func TestEqlWalkBounded(t *testing.T) {
	defer values.SetMaxValueSize(values.MaxValueSize())
	values.SetMaxValueSize(1 << 20)
	for _, op := range []string{
		"a.eql?(b)", "{'k' => a}.eql?({'k' => b})", "a.hash", "{1 => a}.hash", "({a => 1})",
		"h = {}; h[a] = 1", "{b => 2}[a]", "[a, b].uniq", "[a].include?(b)", "[a].index(b)",
		"[a].count(b)", "[a].delete(b)", "[[a, 1]].assoc(b)", "{1 => a}.value?(b)", "{1 => a}.key(b)",
		"[[a, 1]].to_h", "Struct.new(:x).new(a).hash",
	} {
		src := "a = [1]; b = [1]; 40.times { a = [a, a]; b = [b, b] }\nbegin\n  " + op + "\n  :no_error\nrescue NoMemoryError => e\n  e.class.name\nend"
		v, e := evalProgram(t, context.Background(), src)
		if e != nil || inspectValue(v) != `"NoMemoryError"` {
			t.Errorf("%s: %s, %v", op, inspectValue(v), e)
		}
	}
	for _, op := range []string{"a.eql?(b)", "a.hash", "{a => 1}"} {
		_, e := evalProgram(t, context.Background(), "a = [1]; b = [1]; 20000.times { a = [a]; b = [b] }\n"+op)
		if e == nil || e.Class != "SystemStackError" || !strings.Contains(e.Message, "would go more than 10000 levels deep") {
			t.Errorf("%s deep, unrescued: %#v", op, e)
		}
	}
}
