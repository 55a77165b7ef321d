package eval_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
)

// FuzzCompile compiles arbitrary manifests: the compile must end with a
// catalog or an error, never a panic (the compiler turns a panic into an
// "Internal error", which fails here) and never a hang.
//
//	go test ./compiler/eval -run '^$' -fuzz FuzzCompile -fuzztime 60s
func FuzzCompile(f *testing.F) {
	for _, b := range testtree.Files("testdata/oracle/*/site.pp") {
		f.Add(string(b))
	}
	f.Add("$x = [1, 2].map |$i| { $i * 2 } notify { \"${x}\": }")
	f.Fuzz(func(t *testing.T, src string) {
		// generate() runs a command on this machine, as Puppet's does: a
		// fuzzer must never reach it with a made-up command line.
		if strings.Contains(strings.ToLower(src), "generate") {
			t.Skip("generate() runs commands")
		}
		l := env(t, map[string]string{"manifests/site.pp": src})
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		_, _, err := eval.Compile(ctx, &eval.Request{
			Node: "web01.example.com", Facts: values.HashFrom("fqdn", "web01.example.com"),
			Environment: "production", Loader: l,
		})
		if err != nil && strings.Contains(err.Error(), "Internal error") {
			if strings.Contains(err.Error(), "punch-dev/punch/parser.") {
				t.Skip("the parser panicked (its own fuzz targets cover it)")
			}
			t.Fatalf("compiler panicked on %q: %v", src, err)
		}
	})
}
