package lexer

import (
	"path/filepath"
	"testing"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"
	"github.com/punch-dev/punch/compiler/util/testtree"
)

// FuzzLexer lexes any input as a manifest and as a template: the lexer
// ends with EOF or a lexical error (never another panic), within bounds
// (a token, a warning or an error is located inside the source), and
// without more tokens than it can make from the source.
func FuzzLexer(f *testing.F) {
	for file, b := range testtree.Files("../../testdata/puppet/*.pp", "../../testdata/puppet/*.epp", "../../testdata/errors/*.pp") {
		f.Add(string(b), filepath.Ext(file) == ".epp")
	}
	f.Add("$x = \"a${b}c\\q\" + @(\"E\"/u)\n  t ${c} \\u12\n  | E\n", false)
	f.Fuzz(func(t *testing.T, src string, epp bool) {
		if !utf8.ValidString(src) {
			return // the parser rejects it before lexing
		}
		lexOnce(t, src, epp)
	})
}

func lexOnce(t *testing.T, src string, epp bool) {
	l := New(src, epp)
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*Error)
			if !ok {
				t.Fatalf("lexer panic: %v", r)
			}
			if e.Pos < 0 || e.Pos > len(src) {
				t.Fatalf("error %q at %d, outside the source (%d bytes)", e.Message, e.Pos, len(src))
			}
		}
		for _, w := range l.Warnings() {
			if w.Pos < 0 || w.Pos > len(src) {
				t.Fatalf("warning %q at %d, outside the source (%d bytes)", w.Message, w.Pos, len(src))
			}
		}
	}()
	for n := 0; ; n++ {
		tk := l.NextToken()
		if tk.Type == antlr.TokenEOF {
			return
		}
		if tk.Start < 0 || int(tk.Stop) >= len(src) || tk.Stop < tk.Start-1 {
			t.Fatalf("token %v outside the source (%d bytes)", tk, len(src))
		}
		// every token but the empty string pieces around interpolations
		// and template text takes a byte; there are a few per byte at most
		if n > 4*len(src)+8 {
			t.Fatalf("more than %d tokens for %d bytes", n, len(src))
		}
	}
}
