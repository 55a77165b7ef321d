package erb

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

// BenchmarkParseVhost parses apache's vhost _directories.erb fragment
// (the largest apache template) from the oracle recording.
func BenchmarkParseVhost(b *testing.B) {
	src := oracleSource(b, "apache/templates/vhost/_directories.erb")
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		if _, err := Parse("d.erb", []byte(src)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRenderHTTPDConf renders apache's httpd.conf.erb with the
// variables Puppet gave it in the real_apache_ssl recording.
func BenchmarkRenderHTTPDConf(b *testing.B) {
	rec := loadRecording(&testing.T{}, "testdata/oracle/real_apache_ssl.json")
	for _, r := range rec.renders {
		ro := r.(*jsonObj)
		if ro.get("file") != "apache/templates/httpd.conf.erb" {
			continue
		}
		tm := MustParse("httpd.conf.erb", rec.sources.get("apache/templates/httpd.conf.erb").(string))
		calls, _ := ro.get("calls").([]any)
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			sc := &replayScope{t: &testing.T{}, top: rec.top, vars: ro.get("vars").(*jsonObj), set: map[string]values.Value{}, calls: calls, used: make([]bool, len(calls))}
			if _, err := tm.Render(sc); err != nil {
				b.Fatal(err)
			}
		}
		return
	}
	b.Skip("no httpd.conf.erb render recorded")
}

// BenchmarkRenderLoop renders a template that loops over a 1000-entry hash.
func BenchmarkRenderLoop(b *testing.B) {
	h := values.NewHash(1000)
	for i := 0; i < 1000; i++ {
		h.Put(strings.Repeat("k", i%7+1)+string(rune('a'+i%26))+strings.Repeat("x", i%3), int64(i))
	}
	tm := MustParse("loop.erb", "<% @h.keys.sort.each do |k| -%>\n<%= k.ljust(12) %> = <%= @h[k] * 2 %>\n<% end -%>\n")
	sc := &mapScope{vars: map[string]values.Value{"h": h}}
	for i := 0; i < b.N; i++ {
		if _, err := tm.Render(sc); err != nil {
			b.Fatal(err)
		}
	}
}

func oracleSource(b *testing.B, file string) string {
	files, _ := filepath.Glob("testdata/oracle/*.json")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil || !strings.Contains(string(data), file) {
			continue
		}
		rec := loadRecording(&testing.T{}, f)
		if s, ok := rec.sources.get(file).(string); ok {
			return s
		}
	}
	b.Skip("template not recorded: " + file)
	return ""
}
