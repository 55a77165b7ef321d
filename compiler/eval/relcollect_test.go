package eval_test

import (
	"fmt"
	"testing"
)

// A collector's relationship gives the source one reference per collected
// resource, in order; a value read from the parameter in between keeps
// what it held then.
func TestCollectorRelationshipList(t *testing.T) {
	r := mustCompile(t, `
notify { 'src': }
$titles = Integer[1, 30].map |$i| { "n${i}" }
notify { $titles: tag => 'many' }
Notify['src'] -> Notify <| tag == 'many' |>
`)
	ps := params(t, res(t, r.cat, "Notify", "src"))
	got, ok := ps["before"].([]any)
	if !ok || len(got) != 30 {
		t.Fatalf("before = %#v", ps["before"])
	}
	for i, v := range got {
		if want := fmt.Sprintf("Notify[n%d]", i+1); v != want {
			t.Fatalf("before[%d] = %v, want %s", i, v, want)
		}
	}
}
