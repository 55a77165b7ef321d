package loadtest_test

import (
	"context"
	"flag"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"runtime/pprof"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/punch-dev/punch/api/server"
	"github.com/punch-dev/punch/api/server/loadtest"
	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/environments"
)

// BenchmarkRealMixMemory is the memory side of the real-module load test
// without the network: 16 goroutines (the clients of punchserve.sh)
// compile the seven roles in turn (client i starts at role i mod 7), as
// many at once as there are CPUs (punch serve's max_compiles), each
// catalog written as the agent's JSON and released, as punch serve does;
// b.N catalogs in all. It reports the live heap after the run (what the
// environment keeps: parsed code, types, the Ruby bases), the largest live
// heap a collection found while the clients ran, and the runtime's stacks,
// with the collector paced as punch serve paces it (GOGC=400 within 96 MB
// of garbage, cmd/punch/gctune.go): the parts of the server's resident
// memory that are Go's, for comparing two trees (docs/performance.md,
// issue 13, "twentieth round"):
//
//	go test ./api/server/loadtest -run '^$' -bench RealMixMemory -benchtime 700x
func BenchmarkRealMixMemory(b *testing.B) {
	if f := flag.Lookup("test.memprofile"); (f == nil || f.Value.String() == "") && os.Getenv("PUNCH_MIX_HEAPPROFILE") == "" {
		rate := runtime.MemProfileRate
		runtime.MemProfileRate = 0
		b.Cleanup(func() { runtime.MemProfileRate = rate })
	}
	// 16 clients, compiles limited to one per CPU as punch serve's
	// max_compiles (its default) limits them
	const clients = 16
	slots := make(chan struct{}, runtime.NumCPU())
	reg, base := realEnv(b)
	reqs := make([]*compiler.Request, len(loadtest.Roles))
	for i, r := range loadtest.Roles {
		reqs[i] = roleRequest(b, reg, base, r.Name)
	}
	compileOne := func(role int, buf []byte) ([]byte, error) {
		snap, err := reg.Get("production")
		if err != nil {
			return buf, err
		}
		in := snap.NewInstance(environments.LoaderOptions{}, time.Time{})
		req := *reqs[role]
		req.Loader, req.Data, req.Versioner, req.Settings, req.Recheck = in.Loader, in.Data, in, in, in
		req.DeferUTF8Check = true
		cat, err := compiler.Compile(context.Background(), &req)
		if err != nil {
			return buf, err
		}
		buf, _, err = server.AppendAgentJSON(buf[:0], cat)
		cat.Release()
		return buf, err
	}
	// warm: each role once, then the collector as punch serve sets it
	for i := range reqs {
		if _, err := compileOne(i, nil); err != nil {
			b.Fatal(err)
		}
	}
	old := debug.SetGCPercent(400)
	defer debug.SetGCPercent(old)
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/memory/classes/heap/stacks:bytes"}, {Name: "/gc/cycles/total:gc-cycles"}}
	// PUNCH_MIX_HEAPPROFILE=FILE: a heap profile (go tool pprof
	// -sample_index=inuse_space) at the largest live heap
	prof := os.Getenv("PUNCH_MIX_HEAPPROFILE")
	var peakLive, peakStacks atomic.Uint64
	stop := make(chan struct{})
	var watch sync.WaitGroup
	watch.Add(1)
	go func() {
		defer watch.Done()
		s := append([]metrics.Sample(nil), sample...)
		var lastProf time.Time
		var profLive uint64
		for {
			select {
			case <-stop:
				return
			case <-time.After(2 * time.Millisecond):
			}
			if prof != "" && time.Since(lastProf) > 250*time.Millisecond {
				// a collection now, so that the heap profile is of this
				// moment: the largest live heap's is kept (what the
				// running compiles hold, and the environment)
				runtime.GC()
				metrics.Read(s)
				if v := s[0].Value.Uint64(); v > profLive {
					profLive = v
					if f, err := os.Create(prof); err == nil {
						pprof.Lookup("heap").WriteTo(f, 0)
						f.Close()
					}
				}
				lastProf = time.Now()
			}
			metrics.Read(s)
			if v := s[0].Value.Uint64(); v > peakLive.Load() {
				peakLive.Store(v)
			}
			if v := s[1].Value.Uint64(); v > peakStacks.Load() {
				peakStacks.Store(v)
			}
			// as gctune.go: 400% while 4x live is within 96 MB
			if live := int64(s[0].Value.Uint64()); live > 0 {
				p := int64(96<<20) * 100 / live
				debug.SetGCPercent(int(min(400, max(100, p))))
			}
		}
	}()
	var next atomic.Int64
	var firstErr atomic.Value
	b.ResetTimer()
	var wg sync.WaitGroup
	for c := 0; c < clients; c++ {
		wg.Add(1)
		go func(c int) {
			defer wg.Done()
			var buf []byte
			for k := 0; next.Add(1) <= int64(b.N); k++ {
				var err error
				slots <- struct{}{}
				buf, err = compileOne((c+k)%len(reqs), buf)
				<-slots
				if err != nil {
					firstErr.CompareAndSwap(nil, err)
					return
				}
			}
		}(c)
	}
	wg.Wait()
	b.StopTimer()
	close(stop)
	watch.Wait()
	if err, _ := firstErr.Load().(error); err != nil {
		b.Fatal(err)
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	b.ReportMetric(float64(peakLive.Load())/(1<<20), "peak-live-MB")
	b.ReportMetric(float64(peakStacks.Load())/(1<<20), "peak-stacks-MB")
	b.ReportMetric(float64(ms.HeapSys-ms.HeapReleased)/(1<<20), "heap-held-MB")
	runtime.GC()
	runtime.GC()
	metrics.Read(sample)
	b.ReportMetric(float64(sample[0].Value.Uint64())/(1<<20), "kept-live-MB")
	if prof != "" {
		// what the environment and the process keep
		if f, err := os.Create(prof + ".kept"); err == nil {
			pprof.Lookup("heap").WriteTo(f, 0)
			f.Close()
		}
	}
	// the registry (the environment's snapshot) is what a server keeps
	runtime.KeepAlive(reg)
}
