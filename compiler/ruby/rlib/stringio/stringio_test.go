package stringio_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/ruby"
	_ "github.com/punch-dev/punch/compiler/ruby/rlib" // registers stringio as Puppet 7.23 has it loaded
	"github.com/punch-dev/punch/compiler/util/textdiff"
)

// TestRecorded runs testdata/stringio.rb through Punch's runtime and
// compares what it prints with what Ruby 3.1 printed (testdata/record.sh).
func TestRecorded(t *testing.T) {
	src, err := os.ReadFile("testdata/stringio.rb")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("testdata/stringio.out")
	if err != nil {
		t.Fatalf("no recording: %v (run testdata/record.sh)", err)
	}
	in := ruby.NewEnv(ruby.EnvOptions{}).NewInterp()
	var out bytes.Buffer
	in.Stdout = &out
	f, err := ruby.Parse("stringio.rb", src)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := in.EvalFile(f); err != nil {
		out.WriteString("ERROR: " + err.Error() + "\n")
	}
	if got := out.String(); got != string(want) {
		var b strings.Builder
		for _, l := range textdiff.Lines(string(want), got) {
			b.WriteString("- " + l[0] + "\n+ " + l[1] + "\n")
		}
		t.Errorf("output differs from Ruby's:\n%s", b.String())
	}
}
