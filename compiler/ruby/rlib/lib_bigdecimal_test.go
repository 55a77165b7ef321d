package rlib

import (
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/ruby"
)

// TestBigDecimalUnsupported: a value beyond bigdecimal.MaxMagnitude and
// sqrt are refused as not supported, which module code cannot rescue (Ruby
// would answer: never a different value). Quotients are Ruby's
// (bigdecimal.QuoRuby; TestScripts bigdecimal_divide).
func TestBigDecimalUnsupported(t *testing.T) {
	for _, src := range []string{
		"BigDecimal('1e99999999') + 1",
		"BigDecimal('2').sqrt(10)",
	} {
		in := ruby.NewEnv(ruby.EnvOptions{}).NewInterp()
		_, err := in.EvalString("t.rb", "require 'bigdecimal'\nbegin\n  "+src+"\nrescue Exception\n  :rescued\nend\n")
		// rescue Exception did not catch it: the compile stops (the
		// runtime's unsupported error; its text is the construct)
		if err == nil || !strings.HasPrefix(err.Error(), "BigDecimal") {
			t.Errorf("%s: %v", src, err)
		}
	}
}
