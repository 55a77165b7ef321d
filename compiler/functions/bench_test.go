package functions_test

import (
	"fmt"
	"testing"

	. "github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
)

// Benchmarks of the functions manifests call most, through Dispatch as
// the evaluator calls them. each and map are the evaluator's; the
// iteration functions of this package are measured over 10,000 elements
// with a Go block, so the figures are the function's own cost.

func benchCall(b *testing.B, name string, args []values.Value, block Block) {
	b.Helper()
	ctx := newFakeCtx(b, true, "")
	f, ok := lib.Lookup(name)
	if !ok {
		b.Fatalf("no function %s", name)
	}
	if _, err := Dispatch(ctx, f, args, block); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Dispatch(ctx, f, args, block); err != nil {
			b.Fatal(err)
		}
	}
}

func intArray(n int) []values.Value {
	a := make([]values.Value, n)
	for i := range a {
		a[i] = int64((i * 7919) % n)
	}
	return a
}

func strArray(n int) []values.Value {
	a := make([]values.Value, n)
	for i := range a {
		a[i] = fmt.Sprintf("item-%05d", (i*7919)%n)
	}
	return a
}

func BenchmarkJoin10(b *testing.B) {
	benchCall(b, "join", []values.Value{strArray(10), ","}, nil)
}

func BenchmarkJoin10k(b *testing.B) {
	benchCall(b, "join", []values.Value{strArray(10000), ","}, nil)
}

func BenchmarkSprintf(b *testing.B) {
	benchCall(b, "sprintf", []values.Value{"%s:%d/%05.2f %-10s|", "host", int64(8080), 3.14159, "x"}, nil)
}

func BenchmarkRegsubst(b *testing.B) {
	benchCall(b, "regsubst", []values.Value{"/etc/apache2/sites-available/default.conf", `^(.*)/([^/]*)\.conf$`, `\2 in \1`}, nil)
}

func BenchmarkRegsubstGlobal(b *testing.B) {
	benchCall(b, "regsubst", []values.Value{"a-b-c-d-e-f-g-h-i-j-k-l-m-n-o-p", "-", "_", "G"}, nil)
}

func BenchmarkSplit(b *testing.B) {
	benchCall(b, "split", []values.Value{"a,b,c,d,e,f,g,h,i,j", ","}, nil)
}

func BenchmarkSort10k(b *testing.B) {
	benchCall(b, "sort", []values.Value{intArray(10000)}, nil)
}

func BenchmarkSortBlock10k(b *testing.B) {
	benchCall(b, "sort", []values.Value{strArray(10000)}, lambdas["|$a, $b| { compare($b, $a) }"])
}

func BenchmarkAny10k(b *testing.B) {
	benchCall(b, "any", []values.Value{intArray(10000)}, lambdas["|$x| { $x > 99999 }"])
}

func BenchmarkGroupBy10k(b *testing.B) {
	benchCall(b, "group_by", []values.Value{intArray(10000)}, lambdas["|$x| { $x % 2 }"])
}

func BenchmarkReverseEach10k(b *testing.B) {
	benchCall(b, "reverse_each", []values.Value{intArray(10000)}, lambdas["|$x| { $x > 99999 }"])
}

func BenchmarkFqdnRand(b *testing.B) {
	benchCall(b, "fqdn_rand", []values.Value{int64(60), "cron"}, nil)
}

func BenchmarkPick(b *testing.B) {
	benchCall(b, "pick", []values.Value{nil, "", "value"}, nil)
}

func BenchmarkToYAML(b *testing.B) {
	h := values.NewHash(0)
	for i := 0; i < 50; i++ {
		h.Put(fmt.Sprintf("key%d", i), values.HashFrom("name", fmt.Sprintf("value %d", i), "list", []values.Value{int64(i), "yes", true}))
	}
	benchCall(b, "to_yaml", []values.Value{h}, nil)
}
