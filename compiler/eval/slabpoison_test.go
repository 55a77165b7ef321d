package eval

import (
	"reflect"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

// TestReleasedBlocksPoisoned: in a test, a pointer kept into a released
// scope, parameter or variable table (what a catalog value boxed in place into one would
// be) reads releasedMark, not zeros, so a golden case or a load-test role
// whose catalog held one would show it; the next compile's blocks are
// zero again.
func TestReleasedBlocksPoisoned(t *testing.T) {
	if !poisonReleased() {
		t.Fatal("released blocks are not poisoned in this test binary")
	}
	c := &Compiler{}
	p := c.newParam("ensure", "present", "/x.pp", 3, nil)
	s := c.allocScope()
	s.moduleName = "apache"
	names, vals := c.varTable(2)
	names, vals = append(names, "port"), append(vals, int64(80))
	// a table larger than an eighth of a block has a block of its own
	bigNames, bigVals := c.varTable(slabBlock/8 + 1)
	bigNames, bigVals = append(bigNames, "docroot"), append(bigVals, "/var/www")
	idx := c.nameIndex(32)
	idx["docroot"] = 0
	c.releaseSlabs()
	if len(idx) != 0 {
		t.Errorf("released index of a variable table: %v", idx)
	}
	if bigNames[0] != releasedMark || bigVals[0] != values.Value(releasedMark) {
		t.Errorf("released large variable table: %q = %#v", bigNames[0], bigVals[0])
	}
	if names[0] != releasedMark || vals[0] != values.Value(releasedMark) {
		t.Errorf("released variable table: %q = %#v", names[0], vals[0])
	}
	if p.name != releasedMark || p.file != releasedMark || p.value != values.Value(releasedMark) {
		t.Errorf("released parameter: %#v", *p)
	}
	if p.line != 0 || p.source != nil || p.add {
		t.Errorf("released parameter not zeroed: %#v", *p)
	}
	if s.moduleName != releasedMark || s.parent != nil || s.vars.names != nil {
		t.Errorf("released scope: moduleName %q, parent %p", s.moduleName, s.parent)
	}
	// a later compile takes blocks (the pool may have dropped the set;
	// either way its blocks are zero)
	for i := 0; i < slabSize*4+1; i++ {
		c2 := &Compiler{}
		if q := c2.allocParam(); *q != (param{}) {
			t.Fatalf("parameter %d of a later compile: %#v", i, *q)
		}
		if i < slabSize {
			if sc := c2.allocScope(); sc.moduleName != "" || sc.kind != 0 {
				t.Fatalf("scope %d of a later compile: %q", i, sc.moduleName)
			}
			if n, v := c2.varTable(8); n[:8:8][0] != "" || v[:8:8][7] != nil {
				t.Fatalf("variable table %d of a later compile: %q %#v", i, n[:8:8], v[:8:8])
			}
			n, v := c2.varTable(slabBlock/8 + 1)
			if n[:1][0] != "" || v[:1][0] != nil {
				t.Fatalf("large variable table %d of a later compile: %q %#v", i, n[:1], v[:1])
			}
		}
		c2.releaseSlabs()
	}
}

// The plans find every string and untyped value of a block's elements,
// nested structs included.
func TestPoisonPlan(t *testing.T) {
	type inner struct {
		a string
		n int
		v values.Value
	}
	type outer struct {
		p   *int
		in  inner
		arr [2]string
		s   []string
		err error
	}
	b := make([]outer, 3)
	b[1].s = []string{"kept"}
	poisonBlock(b, planOf(reflect.TypeFor[outer]()))
	for i, o := range b {
		if o.in.a != releasedMark || o.in.v != values.Value(releasedMark) || o.arr != [2]string{releasedMark, releasedMark} {
			t.Errorf("element %d: %#v", i, o)
		}
		if o.p != nil || o.in.n != 0 || o.s != nil || o.err != nil {
			t.Errorf("element %d not zeroed: %#v", i, o)
		}
	}
}
