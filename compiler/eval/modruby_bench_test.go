package eval_test

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/util/procinfo"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
)

// BenchmarkRealCaseModuleRuby compiles golden real-module cases (their
// site.pp on Debian's modules, the golden facts) warm, with the Go ports
// of module functions and with every module function in the Ruby runtime
// (Request.NoFunctionPorts); cpu-us/op is the process's CPU time per
// compile (the machine is shared, so wall time is less telling):
//
//	go test ./compiler/eval -run '^$' -bench RealCaseModuleRuby -benchtime 20x
func BenchmarkRealCaseModuleRuby(b *testing.B) {
	raw, err := os.ReadFile("../golden/facts/debian12.json")
	if err != nil {
		b.Skip("needs compiler/golden/facts/debian12.json")
	}
	decoded, err := data.DecodeJSON(raw, data.JSONOptions{})
	if err != nil {
		b.Fatal(err)
	}
	fv, _ := values.FromData(decoded).(*values.Hash)
	for _, name := range []string{"realmod_apache_ssl", "realmod_mysql_server"} {
		site, err := os.ReadFile(filepath.Join("../golden/cases", name, "site.pp"))
		if err != nil {
			b.Fatal(err)
		}
		l := debianEnv(b, string(site))
		for _, mode := range []string{"ports", "interpreter"} {
			b.Run(name+"/"+mode, func(b *testing.B) {
				req := &eval.Request{Node: "web01.example.com", Facts: fv, Environment: "production", Loader: l, NoFunctionPorts: mode == "interpreter"}
				if _, _, err := eval.Compile(context.Background(), req); err != nil {
					b.Fatal(err)
				}
				runtime.GC()
				cpu0 := procinfo.SelfCPU()
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					if _, _, err := eval.Compile(context.Background(), req); err != nil {
						b.Fatal(err)
					}
				}
				b.StopTimer()
				b.ReportMetric(float64((procinfo.SelfCPU()-cpu0).Microseconds())/float64(b.N), "cpu-us/op")
			})
		}
	}
}
