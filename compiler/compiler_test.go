package compiler_test

import (
	"context"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/util/procinfo"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/envtest"
)

func benchRequest(tb testing.TB, l compiler.Loader) *compiler.Request {
	return &compiler.Request{
		Node:        "web01.example.com",
		Facts:       values.HashFrom("fqdn", "web01.example.com", "hostname", "web01"),
		Environment: "production",
		ServerFacts: values.HashFrom("serverversion", "7.23.0"),
		Loader:      l,
	}
}

func benchLoader(tb testing.TB) compiler.Loader {
	l := envtest.Loader(tb, "testdata/bench10k", nil)
	return l
}

// TestBench10kCatalog checks the benchmark's catalog: 5,000 defines, 5,000
// files with the collector's mode and 5,000 notifies ordered before them.
func TestBench10kCatalog(t *testing.T) {
	cat, err := compiler.Compile(context.Background(), benchRequest(t, benchLoader(t)))
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	for _, r := range cat.Resources {
		counts[r.Type]++
	}
	if counts["File"] != 5000 || counts["Notify"] != 5000 || counts["Bench::Item"] != 5000 {
		t.Fatalf("resource counts %v", counts)
	}
	f := cat.Resource("File", "/srv/bench/i42")
	if v, _ := f.Param("mode"); v != "0644" {
		t.Errorf("collector override missing: mode=%v", v)
	}
	n := cat.Resource("Notify", "notify-i42")
	if v, _ := n.Param("before"); len(v.([]values.Value)) != 1 {
		t.Errorf("relationship missing: before=%v", v)
	}
}

// BenchmarkCompile10k compiles the 10,000-resource catalog (parsing once:
// the loader caches the parsed environment, as a server does).
func BenchmarkCompile10k(b *testing.B) {
	l := benchLoader(b)
	req := benchRequest(b, l)
	if _, err := compiler.Compile(context.Background(), req); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	start := procinfo.SelfCPU()
	for i := 0; i < b.N; i++ {
		if _, err := compiler.Compile(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, start)
}

func reportCPU(b *testing.B, start time.Duration) {
	b.ReportMetric(float64(procinfo.SelfCPU()-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
}

// BenchmarkCompile10kWithJSON adds the catalog's JSON encoding.
func BenchmarkCompile10kWithJSON(b *testing.B) {
	l := benchLoader(b)
	req := benchRequest(b, l)
	b.ReportAllocs()
	b.ResetTimer()
	start := procinfo.SelfCPU()
	for i := 0; i < b.N; i++ {
		cat, err := compiler.Compile(context.Background(), req)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := cat.MarshalJSON(); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, start)
}
