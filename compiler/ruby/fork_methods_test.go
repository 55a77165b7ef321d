package ruby

import "testing"

// TestForkNumberedMethods: the base's Ruby-defined methods are numbered
// (prepared) and each copy gets its own copy of every one of them, in its
// method slab: no copy holds a method of the base or of another copy
// (other than the Go methods all share), and the copies' methods are not
// numbered themselves.
func TestForkNumberedMethods(t *testing.T) {
	env := NewEnv(EnvOptions{})
	env.NewInterp() // the trial copy
	base := env.prepared()
	if base == nil || base.forkSize.meths == 0 {
		t.Fatal("no prepared Interp with numbered methods")
	}
	a, b := env.NewInterp(), env.NewInterp()
	owner := map[*method]*Interp{}
	n := 0
	for _, in := range []*Interp{a, b} {
		for i := range in.forkMods {
			for name, me := range in.forkMods[i].methods {
				if me == nil || me.owner == nil || isGoMethod(me) {
					continue
				}
				n++
				if me.forkIdx != 0 {
					t.Errorf("%s#%s: a copy's method is numbered (%d)", in.forkMods[i].name, name, me.forkIdx)
				}
				if me.owner.in != in {
					t.Errorf("%s#%s: owner belongs to another Interp", in.forkMods[i].name, name)
				}
				if o, ok := owner[me]; ok && o != in {
					t.Errorf("%s#%s: the same method in two copies", in.forkMods[i].name, name)
				}
				owner[me] = in
			}
		}
	}
	for mname, m := range base.named {
		for name, me := range m.methods {
			if owner[me] != nil {
				t.Errorf("%s#%s: a copy holds the base's method", mname, name)
			}
		}
	}
	if n == 0 {
		t.Fatal("no Ruby-defined method in the copies")
	}
}
