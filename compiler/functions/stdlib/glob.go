package stdlib

import (
	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/functions/core"
	"github.com/punch-dev/punch/compiler/util/rubyglob"
	"github.com/punch-dev/punch/compiler/values"
)

// stdlib's glob(pattern or patterns): Ruby's Dir.glob on the compiling
// machine (compiler/util/rubyglob); an array gives the concatenated matches
// of each pattern.

func stdlibGlobFunctions(l *functions.Lib) {
	l.Register3x("glob", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("glob(): Wrong number of arguments given (%d for 1)", len(args))
		}
		var pats []string
		switch p := args[0].(type) {
		case string:
			pats = []string{p}
		case []values.Value:
			for _, e := range p {
				s, ok := e.(string)
				if !ok {
					return nil, functions.Errorf("no implicit conversion of %s into String", core.RubyClassForConversion(e))
				}
				pats = append(pats, s)
			}
		default:
			return nil, functions.ParseErr("glob(): Requires either array or string to work")
		}
		out := []values.Value{}
		for _, p := range pats {
			ms, err := rubyglob.Glob(p, 0)
			if err != nil {
				return nil, functions.Errorf("%v", err)
			}
			for _, m := range ms {
				out = append(out, m)
			}
		}
		return out, nil
	})
}
