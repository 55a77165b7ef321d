package parser

import (
	"os"
	"strings"
	"sync"
	"testing"
)

func loadCorpus(tb testing.TB) (names []string, srcs [][]byte, total int64) {
	for _, f := range corpusFiles(tb) {
		b, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		names = append(names, f)
		srcs = append(srcs, b)
		total += int64(len(b))
	}
	return
}

func parseAny(name string, src []byte) error {
	var err error
	if strings.HasSuffix(name, ".epp") {
		_, err = ParseEPP(name, src)
	} else {
		_, err = Parse(name, src)
	}
	return err
}

// BenchmarkParseCorpus parses the whole corpus once per iteration on one
// goroutine; MB/s is the parse throughput of one core.
func BenchmarkParseCorpus(b *testing.B) {
	names, srcs, total := loadCorpus(b)
	b.SetBytes(total)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for j := range srcs {
			if err := parseAny(names[j], srcs[j]); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkParseCorpusParallel parses the corpus with every core busy.
func BenchmarkParseCorpusParallel(b *testing.B) {
	names, srcs, total := loadCorpus(b)
	b.SetBytes(total)
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			for j := range srcs {
				if err := parseAny(names[j], srcs[j]); err != nil {
					b.Error(err)
					return
				}
			}
		}
	})
}

// TestParallelParses parses the corpus from several goroutines at once (run
// with -race: the generated parser shares its DFA caches between instances).
func TestParallelParses(t *testing.T) {
	names, srcs, _ := loadCorpus(t)
	if testing.Short() || len(srcs) > 300 {
		names, srcs = names[:300], srcs[:300]
	}
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for j := g; j < len(srcs); j += 2 {
				if err := parseAny(names[j], srcs[j]); err != nil {
					t.Error(err)
				}
			}
		}(g)
	}
	wg.Wait()
}
