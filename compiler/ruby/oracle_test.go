package ruby

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/util/textdiff"
)

// TestOracle runs testdata/oracle/*.rb and compares what they print with
// what Ruby 3.1 printed (recorded by testdata/record.sh).
func TestOracle(t *testing.T) {
	testtree.EachRecorded(t, "testdata/record.sh", func(t *testing.T, path string, src, want []byte) {
		if got := runScript(t, path, src); got != string(want) {
			t.Errorf("output differs from Ruby's\n%s", lineDiff(string(want), got))
		}
	}, "testdata/oracle/*.rb")
}

func runScript(t testing.TB, name string, src []byte) string {
	// record.sh runs Ruby without error_highlight and did_you_mean unless
	// the script's first line asks for them ("# with: error_highlight")
	with, _, _ := strings.Cut(string(src), "\n")
	with, ok := strings.CutPrefix(with, "# with: ")
	env := NewEnv(EnvOptions{
		NoErrorHighlight: !ok || !strings.Contains(with, "error_highlight"),
		NoDidYouMean:     !ok || !strings.Contains(with, "did_you_mean"),
	})
	return runFile(env.NewInterp(), name, src)
}

// runFile runs the Ruby file src (named name) in the interpreter in and
// returns what it printed, then its error as record.sh writes Ruby's
// ("ERROR: Class: message"); in's Stdout is left unset.
func runFile(in *Interp, name string, src []byte) string {
	var out bytes.Buffer
	in.Stdout = &out
	defer func() { in.Stdout = nil }()
	defer in.removeTemp() // what a compile's Release removes
	f, err := Parse(filepath.Base(name), src)
	if err != nil {
		return out.String() + "ERROR: SyntaxError\n"
	}
	if _, err := in.EvalFile(f); err != nil {
		e := in.toError(err)
		if e.Unsupported {
			out.WriteString("ERROR: unsupported: " + e.Message + "\n")
		} else {
			out.WriteString("ERROR: " + e.Class + ": " + e.Message + "\n")
		}
	}
	return out.String()
}

// lineDiff shows the first differing lines.
func lineDiff(want, got string) string {
	var b strings.Builder
	n := 0
	for line, l := range textdiff.Lines(want, got) {
		b.WriteString("line " + itoa(line) + ":\n  ruby:  " + l[0] + "\n  punch: " + l[1] + "\n")
		n++
		if n > 8 {
			break
		}
	}
	return b.String()
}

func itoa(i int) string {
	return strings.TrimSpace(strings.Repeat(" ", 0) + fmtInt(i))
}

func fmtInt(i int) string {
	if i == 0 {
		return "0"
	}
	var b []byte
	for i > 0 {
		b = append([]byte{byte('0' + i%10)}, b...)
		i /= 10
	}
	return string(b)
}
