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
		nParams := 9 + rng.Intn(40)
		params := map[string]int{}
		for i := 0; i < nParams; i++ {
			params[fmt.Sprintf("p%d", i)] = i
		}
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
