package json

import (
	"testing"

	"github.com/punch-dev/punch/compiler/ruby/rlib/internal/sample"
)

// BenchmarkGenerate is JSON.generate of a representative configuration
// (50 services, ~11 settings each).
//
//	go test -run '^$' -bench . -benchmem ./compiler/ruby/rlib/json
func BenchmarkGenerate(b *testing.B) {
	v := sample.Config(50)
	out, err := NewState().Generate(v)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(out)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewState().Generate(v); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPrettyGenerate is JSON.pretty_generate of it.
func BenchmarkPrettyGenerate(b *testing.B) {
	v := sample.Config(50)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := PrettyState().Generate(v); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParse is JSON.parse of that configuration's JSON.
func BenchmarkParse(b *testing.B) {
	src, err := NewState().Generate(sample.Config(50))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(src, ParseOptions{MaxNesting: 100}); err != nil {
			b.Fatal(err)
		}
	}
}
