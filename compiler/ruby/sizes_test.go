package ruby

import (
	"context"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

// A size Ruby would allocate but Punch's bounds on one value refuse
// (maxArrayLen elements, maxStrLen bytes) raises Ruby's NoMemoryError,
// which module code rescues as it would on a machine short of memory (a
// bare rescue does not); unrescued, the compile reports Punch's bound at
// the Ruby line (QA-FORGE-16 B2). Ruby's own refusals are compared with
// Ruby 3.1 by TestOracle size_errors. (The bounds met while a value grows,
// (1..).first(2**23 + 1), (2**23 + 1).times.to_a, raise the same error
// from the same limitErr, after seconds of iteration.)
func TestPunchBoundIsNoMemoryError(t *testing.T) {
	for _, src := range []string{
		"Array.new(2**23 + 1)",
		"[1, 2] * 2**22 + [1]",
		"'ab' * 2**25 + 'c'",
		"'a'.ljust(2**26 + 1)",
		"'a'.center(2**26 + 1, 'xy')",
		"[].fill(0, 0, 2**23 + 1)",
		"a = []; a.insert(2**23, 1)",
	} {
		v, e := evalProgram(t, context.Background(), "def f\n  "+src+"\nrescue => e\n  'bare rescue'\nend\nbegin\n  f\nrescue NoMemoryError => e\n  [e.class.name, e.message]\nend")
		if e != nil || inspectValue(v) != `["NoMemoryError", "failed to allocate memory"]` {
			t.Errorf("%s: rescued %s, error %v", src, inspectValue(v), e)
		}
		_, e = evalProgram(t, context.Background(), "x = 1\n"+src)
		if e == nil || e.Class != "Punch::LimitError" || e.Line != 2 || !strings.HasPrefix(e.Message, "a Ruby ") {
			t.Errorf("%s unrescued: %#v", src, e)
		}
	}
}

func inspectValue(v Value) string {
	return NewEnv(EnvOptions{}).NewInterp().inspect(v)
}

// A Ruby value holding the same Array or Hash at many places becomes a
// Puppet value that shares its copy, as in Puppet, where it is the same
// Ruby object: the copy of 2^40 paths costs 40 levels of two elements.
// A value holding itself still ends at the depth bound.
func TestToPuppetKeepsShared(t *testing.T) {
	for _, src := range []string{
		"a = [1]; 40.times { a = [a, a] }; a",
		"h = {'k' => 1}; 40.times { |i| h = {'l' => h, 'r' => h} }; h",
		"a = ['x'] * 5000; 40.times { a = [a, a] }; a",
	} {
		v, e := evalProgram(t, context.Background(), src)
		if e != nil {
			t.Fatal(e)
		}
		in := NewEnv(EnvOptions{}).NewInterp()
		pv, err := in.toPuppet(v)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		switch x := pv.(type) {
		case []values.Value:
			if &x[0].([]values.Value)[0] != &x[1].([]values.Value)[0] {
				t.Errorf("%s: the two halves are copies", src)
			}
		case *values.Hash:
			l, _ := x.Get("l")
			r, _ := x.Get("r")
			if l.(*values.Hash) != r.(*values.Hash) {
				t.Errorf("%s: the two halves are copies", src)
			}
		}
	}
	v, e := evalProgram(t, context.Background(), "a = [1]; a << a; a")
	if e != nil {
		t.Fatal(e)
	}
	in := NewEnv(EnvOptions{}).NewInterp()
	_, err := in.toPuppet(v)
	if err == nil || !strings.Contains(in.toError(err).Message, "would go more than 10000 levels deep") {
		t.Fatalf("a value holding itself: %v", err)
	}
}

// Ruby's == and <=> of two values holding the same Array at each of 40
// levels (2^40 elements to compare) end at max_value_size's count with a
// NoMemoryError module code can rescue, instead of running for hours (was:
// a silent false after 131,072 collections); a value nested past
// values.MaxValueDepth is Ruby's SystemStackError (TestOracle compare_walk).
func TestCompareWalkBounded(t *testing.T) {
	defer values.SetMaxValueSize(values.MaxValueSize())
	values.SetMaxValueSize(1 << 20)
	for _, op := range []string{"a == b", "a <=> b", "{'k' => a} == {'k' => b}", "[a].include?(b) ? 1 : 2"} {
		src := "a = [1]; b = [1]; 40.times { a = [a, a]; b = [b, b] }\nbegin\n  " + op + "\nrescue NoMemoryError => e\n  e.class.name\nend"
		v, e := evalProgram(t, context.Background(), src)
		if e != nil || inspectValue(v) != `"NoMemoryError"` && !strings.HasSuffix(op, "? 1 : 2") {
			t.Errorf("%s: %s, %v", op, inspectValue(v), e)
		}
	}
	_, e := evalProgram(t, context.Background(), "a = [1]; b = [1]; 20000.times { a = [a]; b = [b] }\na == b")
	if e == nil || e.Class != "SystemStackError" || !strings.Contains(e.Message, "would go more than 10000 levels deep") {
		t.Errorf("deep, unrescued: %#v", e)
	}
}
