package parser

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/parser/ast"
	"github.com/punch-dev/punch/parser/diag"
)

var update = flag.Bool("update", false, "rewrite the expected output of golden tests")

// Golden tests are kept as data (testdata/golden/*.golden): a "-- in.pp --"
// (or "-- in.epp --") section with the source, and a "-- ast --" section with
// the expected dump, or an "-- error --" section with the expected
// diagnostics. `go test ./parser/... -update` rewrites the expected sections;
// review every change by eye before committing it.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/golden/*.golden")
	if len(files) == 0 {
		t.Fatal("no golden tests")
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".golden"), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			secs, order := sections(string(data))
			input, epp := secs["in.pp"], false
			if s, ok := secs["in.epp"]; ok {
				input, epp = s, true
			}
			name := "in.pp"
			if epp {
				name = "in.epp"
			}
			prog, warns, err := ParseWithWarnings(name, []byte(input), epp)
			var got, key string
			if err != nil {
				key = "error"
				got = err.(diag.List).Error() + "\n"
			} else {
				key = "ast"
				got = ast.Dump(prog)
			}
			gotWarns := ""
			if len(warns) > 0 {
				gotWarns = warns.Error() + "\n"
			}
			if *update {
				var b strings.Builder
				for _, k := range order {
					if k == "ast" || k == "error" || k == "warnings" {
						continue
					}
					b.WriteString("-- " + k + " --\n" + secs[k])
				}
				if gotWarns != "" {
					b.WriteString("-- warnings --\n" + gotWarns)
				}
				b.WriteString("-- " + key + " --\n" + got)
				if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if gotWarns != secs["warnings"] {
				t.Errorf("warnings differ (run with -update and review):\n--- got\n%s--- want\n%s", gotWarns, secs["warnings"])
			}
			want, ok := secs[key]
			if !ok {
				t.Fatalf("got %s output but the file has no %q section:\n%s", key, key, got)
			}
			if got != want {
				t.Errorf("%s differs (run with -update and review):\n--- got\n%s--- want\n%s", key, got, want)
			}
		})
	}
}

// sections splits "-- name --" delimited text.
func sections(s string) (map[string]string, []string) {
	out := map[string]string{}
	var order []string
	cur := ""
	for _, line := range strings.SplitAfter(s, "\n") {
		trim := strings.TrimRight(line, "\n")
		if strings.HasPrefix(trim, "-- ") && strings.HasSuffix(trim, " --") && len(trim) > 6 {
			cur = trim[3 : len(trim)-3]
			order = append(order, cur)
			out[cur] = ""
			continue
		}
		if cur != "" {
			out[cur] += line
		}
	}
	return out, order
}
