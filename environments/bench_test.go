package environments

import (
	"os"
	"testing"
)

// debianModules is where Debian's puppet-module-* packages install 93
// real modules (1,900 .pp files); the benchmarks skip without them.
const debianModules = "/usr/share/puppet/modules"

func debianEnv(b *testing.B, timeout string) *testEnv {
	if _, err := os.Stat(debianModules); err != nil {
		b.Skip("no", debianModules)
	}
	return newTestEnv(b, map[string]string{
		"production/environment.conf":  "modulepath = modules:" + debianModules + "\n",
		"production/manifests/site.pp": "include apache\n",
	}, map[string]string{"environment_timeout": timeout})
}

// BenchmarkLoad measures loading an environment over the Debian modules
// from nothing: the scans, reading every .pp file and template, the
// module metadata and parsing site.pp (module files are parsed on use).
func BenchmarkLoad(b *testing.B) {
	te := debianEnv(b, "0")
	cfg := te.reg.cfg
	dir := te.path("production")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s, err := loadSnapshot(cfg, "production", dir, nil, true)
		if err != nil {
			b.Fatal(err)
		}
		if i == 0 {
			b.ReportMetric(float64(s.FilesRead()), "files")
		}
	}
}

// BenchmarkReloadUnchanged measures a flush-style reload where nothing
// changed: every file read again and compared, nothing parsed.
func BenchmarkReloadUnchanged(b *testing.B) {
	te := debianEnv(b, "0")
	prev := te.get(b, "production")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := loadSnapshot(te.reg.cfg, "production", prev.dir, prev, false); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGetTimeoutZero measures Get with environment_timeout 0 on an
// unchanged environment: one scan (a stat of every file that matters).
func BenchmarkGetTimeoutZero(b *testing.B) {
	te := debianEnv(b, "0")
	s := te.get(b, "production")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		te.clock.Advance(1)
		if got := te.get(b, "production"); got != s {
			b.Fatal("reloaded")
		}
	}
}

// BenchmarkGetCached measures Get within environment_timeout.
func BenchmarkGetCached(b *testing.B) {
	te := debianEnv(b, "unlimited")
	te.get(b, "production")
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if _, err := te.reg.Get("production"); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkScan measures one scan of the Debian modules.
func BenchmarkScan(b *testing.B) {
	te := debianEnv(b, "0")
	s := te.get(b, "production")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		scanFixed(s.dir, s.realDir, viewOf(s.conf), false)
	}
}
