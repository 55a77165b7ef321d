package ruby

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

// BenchmarkParse parses the largest Ruby file of the corpus
// (puppetlabs-firewall's firewall type, about 2,500 lines).
func BenchmarkParse(b *testing.B) {
	path := filepath.Join(corpusRoot, "firewall/lib/puppet/type/firewall.rb")
	src, err := os.ReadFile(path)
	if err != nil {
		b.Skip("the Debian modules are not installed")
	}
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		if _, err := Parse(path, src); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNewInterp is the cost of a compile's Ruby world.
func BenchmarkNewInterp(b *testing.B) {
	env := NewEnv(EnvOptions{})
	for i := 0; i < b.N; i++ {
		env.NewInterp()
	}
}

// corpusFunction loads the function of a corpus file (a path below
// corpusRoot) in a new Env; the benchmark is skipped without the corpus.
func corpusFunction(b *testing.B, file string) (*Env, *Function) {
	path := filepath.Join(corpusRoot, file)
	if _, err := os.Stat(path); err != nil {
		b.Skip("the Debian modules are not installed")
	}
	env := NewEnv(EnvOptions{LoadPath: corpusLoadPath()})
	fn, err := env.LoadFunction(path)
	if err != nil {
		b.Fatal(err)
	}
	return env, fn
}

// benchCall calls a corpus function b.N times in one Interp (as a compile
// does), after loading it.
func benchCall(b *testing.B, file string, args ...values.Value) {
	env, fn := corpusFunction(b, file)
	var d *Dispatch
	if fn.API == 4 {
		d = fn.Dispatches[0]
	}
	host := &providerHost{testHost: &testHost{}, in: env.NewInterp()}
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := fn.Call(ctx, host, d, args, nil); err != nil {
			b.Fatal(err)
		}
	}
}

type providerHost struct {
	*testHost
	in *Interp
}

func (h *providerHost) RubyInterp(*Env) *Interp { return h.in }

// BenchmarkCall4x: stdlib::extname, a typical small 4.x function.
func BenchmarkCall4x(b *testing.B) {
	benchCall(b, "stdlib/lib/puppet/functions/stdlib/extname.rb", "/etc/app/conf.d/site.conf")
}

// BenchmarkCall3x: stdlib's delete (3.x) on an array of 20 strings.
func BenchmarkCall3x(b *testing.B) {
	list := make([]values.Value, 20)
	for i := range list {
		list[i] = string(rune('a' + i%5))
	}
	benchCall(b, "stdlib/lib/puppet/parser/functions/delete.rb", list, "a")
}

// BenchmarkFreshInterpCall4x: the same call in a new Interp each time (a
// host without InterpProvider).
func BenchmarkFreshInterpCall4x(b *testing.B) {
	_, fn := corpusFunction(b, "stdlib/lib/puppet/functions/stdlib/extname.rb")
	ctx := context.Background()
	for i := 0; i < b.N; i++ {
		if _, err := fn.Call(ctx, &testHost{}, fn.Dispatches[0], []values.Value{"/x/y.conf"}, nil); err != nil {
			b.Fatal(err)
		}
	}
}
