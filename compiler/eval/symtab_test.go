package eval

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

// A table that finds parameters through the definition's index holds and
// finds the same variables, in the same order, as one that indexes them
// itself, whatever the mix of parameters and other names.
func TestSymtabSharedParams(t *testing.T) {
	tc := new(Compiler) // the maps indexing a table come from its blocks
	rng := rand.New(rand.NewSource(1))
	for round := 0; round < 50; round++ {
		nParams, params := randomParamIndex(rng)
		var plain, shared symtab
		name := func() string {
			if rng.Intn(2) == 0 {
				return fmt.Sprintf("p%d", rng.Intn(nParams+3)) // some are not parameters
			}
			return fmt.Sprintf("v%d", rng.Intn(30))
		}
		// Set before the index is shared ($module_name, $title...).
		for i := 0; i < 4; i++ {
			n := name()
			plain.put(tc, n, int64(i))
			shared.put(tc, n, int64(i))
		}
		shared.shareParams(tc, params, make([]int32, nParams))
		for i := 0; i < 200; i++ {
			n := name()
			if rng.Intn(3) == 0 {
				a, okA := plain.get(n)
				b, okB := shared.get(n)
				if okA != okB || a != b {
					t.Fatalf("round %d: get(%s) = %v %v, want %v %v", round, n, b, okB, a, okA)
				}
				continue
			}
			v := values.Value(int64(i))
			plain.put(tc, n, v)
			shared.put(tc, n, v)
		}
		if fmt.Sprint(plain.names) != fmt.Sprint(shared.names) || fmt.Sprint(plain.vals) != fmt.Sprint(shared.vals) {
			t.Fatalf("round %d: order differs:\n%v\n%v", round, plain.names, shared.names)
		}
	}
}

// A parameter frame that finds parameters through the definition's index
// (ephemeral.shareParams) holds and finds the same entries, in the same
// order, as a frame that indexes them itself, whatever the mix of
// parameters, other names and names set twice; and it makes no index of
// its own.
func TestEphemeralSharedParams(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for round := 0; round < 50; round++ {
		nParams, params := randomParamIndex(rng)
		plain := &ephemeral{local: true}
		shared := &ephemeral{local: true}
		shared.shareParams(params, make([]int32, nParams))
		name := func() string {
			if rng.Intn(4) > 0 {
				return fmt.Sprintf("p%d", rng.Intn(nParams+3)) // some are not parameters
			}
			return fmt.Sprintf("v%d", rng.Intn(10))
		}
		for i := 0; i < 300; i++ {
			n := name()
			v := values.Value(int64(i))
			j, isParam := params[n]
			switch rng.Intn(5) {
			case 0:
				a, okA := plain.get(n)
				b, okB := shared.get(n)
				if okA != okB || a != b {
					t.Fatalf("round %d: get(%s) = %v %v, want %v %v", round, n, b, okB, a, okA)
				}
			case 1:
				plain.put(n, v)
				shared.put(n, v)
			case 2:
				// A parameter read by its position (param) finds what get
				// finds by name, in both kinds of frame.
				if isParam {
					a, okA := plain.get(n)
					b, okB := shared.param(j, n)
					c, okC := plain.param(j, n)
					if okA != okB || a != b || okA != okC || a != c {
						t.Fatalf("round %d: param(%d, %s) = %v %v / %v %v, want %v %v", round, j, n, b, okB, c, okC, a, okA)
					}
				}
			case 3:
				if isParam {
					plain.put(n, v)
					shared.putParam(j, n, v)
				}
			default:
				plain.set(n, v) // a second entry of the name: the last is found
				shared.set(n, v)
			}
		}
		if fmt.Sprint(plain.names) != fmt.Sprint(shared.names) || fmt.Sprint(plain.vals) != fmt.Sprint(shared.vals) {
			t.Fatalf("round %d: entries differ:\n%v\n%v", round, plain.names, shared.names)
		}
		if shared.idx != nil {
			t.Fatalf("round %d: the frame with shared parameters made an index of its own", round)
		}
	}
}

// randomParamIndex is the index of a definition's parameters p0..pN-1
// (N from 9 to 48: more than sharedParamsFrom).
func randomParamIndex(rng *rand.Rand) (int, map[string]int) {
	n := 9 + rng.Intn(40)
	params := make(map[string]int, n)
	for i := 0; i < n; i++ {
		params[fmt.Sprintf("p%d", i)] = i
	}
	return n, params
}

// A scope whose table finds its parameters through the definition's index
// gets the same table from setParam (a parameter placed by its position)
// as from set, and registers the class's qualified names alike.
func TestScopeSetParam(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for round := 0; round < 30; round++ {
		nParams, params := randomParamIndex(rng)
		c, cPos := &Compiler{qvars: map[string]values.Value{}}, &Compiler{qvars: map[string]values.Value{}}
		byName := newScope(c, classScope, nil, nil, &typeDef{name: "cls"})
		byPos := newScope(cPos, classScope, nil, nil, &typeDef{name: "cls"})
		for _, s := range []*Scope{byName, byPos} {
			s.reserveVars(4 + nParams)
			s.vars.shareParams(s.c, params, make([]int32, nParams))
			s.set("title", "t")
		}
		for _, j := range rng.Perm(nParams) {
			n := fmt.Sprintf("p%d", j)
			v := values.Value(int64(j))
			if rng.Intn(4) == 0 {
				byName.set("v"+n, v) // other names in between
				byPos.set("v"+n, v)
			}
			byName.set(n, v)
			byPos.setParam(j, n, v)
		}
		if fmt.Sprint(byName.vars.names) != fmt.Sprint(byPos.vars.names) || fmt.Sprint(byName.vars.vals) != fmt.Sprint(byPos.vars.vals) {
			t.Fatalf("round %d: tables differ:\n%v\n%v", round, byName.vars.names, byPos.vars.names)
		}
		for j := 0; j < nParams; j++ {
			n := fmt.Sprintf("p%d", j)
			a, okA := byName.vars.get(n)
			b, okB := byPos.vars.get(n)
			if okA != okB || a != b || !okA {
				t.Fatalf("round %d: get(%s) = %v %v, want %v %v", round, n, b, okB, a, okA)
			}
			if a, b := c.qvars["cls::"+n], cPos.qvars["cls::"+n]; a == nil || a != b {
				t.Fatalf("round %d: cls::%s registered as %v, want %v", round, n, b, a)
			}
		}
	}
}

// add (a name known not to be in the table) leaves the same table as put,
// with and without shared parameters, below and above the size from
// which a table is indexed.
func TestSymtabAdd(t *testing.T) {
	tc := new(Compiler) // the maps indexing a table come from its blocks
	rng := rand.New(rand.NewSource(4))
	for round := 0; round < 60; round++ {
		nParams, params := randomParamIndex(rng)
		var byPut, byAdd symtab
		if round%2 == 1 {
			byPut.shareParams(tc, params, make([]int32, nParams))
			byAdd.shareParams(tc, params, make([]int32, nParams))
		}
		for i := 0; i < 5+rng.Intn(60); i++ {
			n := fmt.Sprintf("p%d", rng.Intn(nParams+3))
			if rng.Intn(2) == 0 {
				n = fmt.Sprintf("v%d", rng.Intn(40))
			}
			v := values.Value(int64(i))
			if byPut.has(n) {
				continue
			}
			byPut.put(tc, n, v)
			byAdd.add(tc, n, v)
		}
		if fmt.Sprint(byPut.names, byPut.vals, byPut.idx) != fmt.Sprint(byAdd.names, byAdd.vals, byAdd.idx) {
			t.Fatalf("round %d: tables differ:\n%v\n%v", round, byPut.names, byAdd.names)
		}
		if sp := byPut.sp; sp != nil && (fmt.Sprint(sp.at) != fmt.Sprint(byAdd.sp.at) || sp.others != byAdd.sp.others) {
			t.Fatalf("round %d: shared parameters differ: %v %d, %v %d", round, sp.at, sp.others, byAdd.sp.at, byAdd.sp.others)
		}
	}
}

// symtab.param finds parameter j where the binding put it, and nothing
// when the entry there is another name's.
func TestSymtabParam(t *testing.T) {
	tc := new(Compiler) // the maps indexing a table come from its blocks
	var plain symtab
	plain.put(tc, "module_name", "m")
	plain.pbase = 1
	plain.put(tc, "a", int64(1))
	plain.put(tc, "b", int64(2))
	if v, ok := plain.param(1, "b"); !ok || v != int64(2) {
		t.Errorf("param(1, b) = %v %v", v, ok)
	}
	if _, ok := plain.param(0, "b"); ok {
		t.Error("param(0, b) found a's entry")
	}
	if _, ok := plain.param(5, "x"); ok {
		t.Error("param(5, x) found an entry past the table")
	}
	_, params := randomParamIndex(rand.New(rand.NewSource(5)))
	var shared symtab
	shared.shareParams(tc, params, make([]int32, len(params)))
	shared.put(tc, "title", "t")
	shared.put(tc, "p3", int64(3))
	if v, ok := shared.param(3, "p3"); !ok || v != int64(3) {
		t.Errorf("shared param(3, p3) = %v %v", v, ok)
	}
	if _, ok := shared.param(4, "p4"); ok {
		t.Error("shared param(4, p4) found an unset parameter")
	}
	if _, ok := shared.param(len(params), "p3"); ok {
		t.Error("shared param past the parameters found an entry")
	}
}
