package shellwords

import (
	"testing"

	"github.com/punch-dev/punch/compiler/ruby/rlib/internal/oracle"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// TestOracle compares Shellwords with Ruby 3.1.2 on the recorded cases
// (testdata/cases/small.rb).
func TestOracle(t *testing.T) {
	for _, c := range oracle.Cases(t, "small", "Shellwords") {
		_, m, args := oracle.Send(c)
		var got rv.Value
		var err error
		switch m {
		case "shellescape":
			got = rv.Str(Escape(args[0].(*rv.String).S))
		case "shelljoin":
			var words []string
			for _, e := range args[0].(*rv.Array).Elems {
				words = append(words, e.(*rv.String).S)
			}
			got = rv.Str(Join(words))
			if len(words) == 0 {
				got = &rv.String{Enc: rv.USASCII}
			}
		case "shellsplit":
			var words []*rv.String
			words, err = Split(args[0].(*rv.String))
			a := &rv.Array{}
			for _, w := range words {
				a.Elems = append(a.Elems, w)
			}
			got = a
		}
		oracle.Check(t, c, got, err)
	}
}
