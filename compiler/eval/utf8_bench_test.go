package eval_test

import (
	"context"
	"testing"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/envtest"
)

// BenchmarkCheckUTF8 checks the bench10k catalog's strings (in pieces on
// every CPU, as a compile does); -cpu 1 gives the serial figure.
func BenchmarkCheckUTF8(b *testing.B) {
	l := envtest.Loader(b, "../testdata/bench10k", nil)
	cat, _, err := eval.Compile(context.Background(), &eval.Request{
		Node: "web01.example.com", Environment: "production", Loader: l,
		Facts: values.HashFrom("fqdn", "web01.example.com"), ServerFacts: values.HashFrom("serverversion", "7.23.0"),
	})
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := eval.CheckUTF8(cat); err != nil {
			b.Fatal(err)
		}
	}
}
