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
			plain.put(n, int64(i))
			shared.put(n, int64(i))
		}
		shared.shareParams(params, make([]int32, nParams))
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
			plain.put(n, v)
			shared.put(n, v)
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
			switch rng.Intn(3) {
			case 0:
				a, okA := plain.get(n)
				b, okB := shared.get(n)
				if okA != okB || a != b {
					t.Fatalf("round %d: get(%s) = %v %v, want %v %v", round, n, b, okB, a, okA)
				}
			case 1:
				plain.put(n, v)
				shared.put(n, v)
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
