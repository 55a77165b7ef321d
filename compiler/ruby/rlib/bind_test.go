package rlib

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/util/textdiff"
)

// TestScripts runs testdata/scripts/*.rb through Punch's runtime with
// these bindings and compares what they print with what Ruby 3.1.2
// printed (testdata/scripts.sh records it).
func TestScripts(t *testing.T) {
	testtree.EachRecorded(t, "testdata/scripts.sh", func(t *testing.T, path string, src, want []byte) {
		name := strings.TrimSuffix(filepath.Base(path), ".rb")
		if got := runScript(name, src); got != string(want) {
			t.Errorf("output differs from Ruby's:\n%s", diff(string(want), got))
		}
	}, "testdata/scripts/*.rb")
}

// runScript runs testdata/show.rb (the scripts' show helper, which
// scripts.sh gives Ruby with -r), then the script.
func runScript(name string, src []byte) string {
	in := ruby.NewEnv(ruby.EnvOptions{NoErrorHighlight: true, NoDidYouMean: true}).NewInterp()
	var out bytes.Buffer
	in.Stdout = &out
	show, err := os.ReadFile("testdata/show.rb")
	if err != nil {
		return "ERROR: " + err.Error() + "\n"
	}
	for _, s := range []struct {
		file string
		src  []byte
	}{{"show.rb", show}, {name + ".rb", src}} {
		f, err := ruby.Parse(s.file, s.src)
		if err != nil {
			return out.String() + "PARSE ERROR: " + err.Error() + "\n"
		}
		if _, err := in.EvalFile(f); err != nil {
			out.WriteString("ERROR: " + err.Error() + "\n")
			break
		}
	}
	return out.String()
}

// diff shows the lines that differ.
func diff(want, got string) string {
	var b strings.Builder
	for _, l := range textdiff.Lines(want, got) {
		b.WriteString("- " + l[0] + "\n+ " + l[1] + "\n")
	}
	return b.String()
}
