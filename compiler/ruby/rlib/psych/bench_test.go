package psych

import (
	"testing"

	"github.com/punch-dev/punch/compiler/ruby/rlib/internal/sample"
)

// BenchmarkDump is to_yaml of a representative configuration (50
// services, ~11 settings each).
//
//	go test -run '^$' -bench . -benchmem ./compiler/ruby/rlib/psych
func BenchmarkDump(b *testing.B) {
	v := sample.Config(50)
	out, err := Dump(v, DumpOptions{})
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(out)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Dump(v, DumpOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoad is YAML.load of that configuration's YAML.
func BenchmarkLoad(b *testing.B) {
	src, err := Dump(sample.Config(50), DumpOptions{})
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Load(src, DefaultLoadOptions()); err != nil {
			b.Fatal(err)
		}
	}
}
