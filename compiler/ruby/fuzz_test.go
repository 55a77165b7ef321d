package ruby

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// FuzzParse: the parser never panics or hangs, and reports errors as
// *Error with a position inside the source.
// go test -fuzz FuzzParse ./compiler/ruby/
func FuzzParse(f *testing.F) {
	for _, b := range testtree.Files("testdata/oracle/*.rb") {
		f.Add(b)
	}
	f.Add([]byte("x = <<~EOS\n  a #{1 +\n  EOS\n"))
	f.Add([]byte("def a(b, *c, d:, **e, &f) = b\nclass << self; end"))
	f.Add([]byte("%w[a b] + %i(c) + [?a, :\"x#{y}\"]"))
	// pattern matching, good and bad (one program a line)
	if b, err := os.ReadFile("testdata/syntax_errors/cases.txt"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			f.Add([]byte(line))
		}
	}
	f.Add([]byte("case v\nin {a: [*, ^(x + 1) => y, *post], **nil} | [] if y\n  1\nin Foo::Bar(k:, **r) unless r then 2\nin ..3 | 5... | ^@i\nend\nv => a, *b\nv in c:"))
	f.Fuzz(func(t *testing.T, src []byte) {
		_, err := Parse("fuzz.rb", src)
		if err != nil {
			e, ok := err.(*Error)
			if !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			if e.Line < 1 {
				t.Fatalf("error without a line: %v", e)
			}
		}
	})
}

// FuzzEval: evaluating any program that parses ends (step, memory and
// time limits) with a value or an *Error, never a panic.
// go test -fuzz FuzzEval ./compiler/ruby/
func FuzzEval(f *testing.F) {
	for _, b := range testtree.Files("testdata/oracle/*.rb") {
		f.Add(b)
	}
	f.Add([]byte("loop { }"))
	f.Add([]byte("def f(n) = f(n + 1)\nf(0)"))
	f.Add([]byte("s = 'x'; 40.times { s += s }"))
	f.Fuzz(func(t *testing.T, src []byte) {
		file, err := Parse("fuzz.rb", src)
		if err != nil {
			return
		}
		env := NewEnv(EnvOptions{Limits: Limits{Steps: 200_000, Memory: 16 << 20}})
		in := env.NewInterp()
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		in.ctx = ctx
		_, err = in.EvalFile(file)
		if err != nil {
			e := in.toError(err)
			if e.Class == "Punch::InternalError" {
				t.Fatalf("internal error: %v", e)
			}
		}
	})
}

// FuzzLex drives the lexer alone over any input (as the parser would in
// its default state): it must end at EOF or with an error, always moving
// forward, with every token inside the source.
func FuzzLex(f *testing.F) {
	for _, b := range testtree.Files("testdata/oracle/*.rb") {
		f.Add(b)
	}
	f.Add([]byte("x = <<~A + <<-'B'\n  a #{<<C}\nC\n  A\n  b\n  B\n"))
	f.Add([]byte("%r{a#{b}c}mix ?\\C-a :\"q#{1}\" 0x_1 1e 1r ..3 &.x"))
	f.Fuzz(func(t *testing.T, src []byte) {
		s := string(src)
		lx := newLexer(s, 0, len(s), func(string) bool { return false })
		last := -1
		for n := 0; ; n++ {
			if n > 4*len(s)+16 {
				t.Fatalf("no end after %d tokens", n)
			}
			tok := lx.next()
			if lx.err != nil || tok.kind == tEOF {
				return
			}
			if tok.pos < 0 || tok.end > len(s) || tok.end < tok.pos {
				t.Fatalf("token %q at %d..%d outside the source (%d bytes)", tok.text, tok.pos, tok.end, len(s))
			}
			if tok.end <= last && tok.kind != tNL {
				// tokens may be empty (heredoc ends) but the lexer must move
				if n > 2*len(s)+8 {
					t.Fatalf("the lexer does not move at %d", tok.end)
				}
			}
			last = tok.end
		}
	})
}

// FuzzMarshalLoad: Marshal.load of any bytes ends with a value or a Ruby
// exception (ArgumentError, TypeError, ...), never a panic, a hang or
// unbounded memory; what it loads dumps again.
// go test -fuzz FuzzMarshalLoad ./compiler/ruby/
func FuzzMarshalLoad(f *testing.F) {
	for _, s := range []string{
		"\x04\x08[\x0bi\x06f\x081.5@\x06I\"\x06a\x06:\x06ET;\x00o:\x0bObject\x00",
		"\x04\x08}\x06:\x06ai\x06i\x0a",
		"\x04\x08o:\x0aRange\x08:\x09exclF:\x0abegini\x06:\x08endi\x08",
		"\x04\x08S:\x06S\x07:\x06xi\x06:\x06y:\x06q",
		"\x04\x08e:\x0fComparableo:\x0bObject\x00",
		"\x04\x08l-\x0a\x00\x00\x00\x00\x00\x00\x00\x00@\x00",
		"\x04\x08[\x06@\x00",
		"\x04\x08I/\x09ab+c\x03\x06:\x06EF",
		"\x04\x08C:\x09Hash{\x06I\"\x06a\x06:\x06ETi\x06",
		"\x04\x08o:\x11RuntimeError\x07:\x09mesgI\"\x09boom\x06:\x06ET:\x07bt0",
	} {
		f.Add([]byte(s))
	}
	prog, err := Parse("fuzz.rb", []byte("Marshal.dump(Marshal.load($data))"))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		env := NewEnv(EnvOptions{Limits: Limits{Steps: 200_000, Memory: 16 << 20}})
		in := env.NewInterp()
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		in.ctx = ctx
		in.globals["$data"] = NewBinaryString(data)
		if _, err := in.EvalFile(prog); err != nil {
			e := in.toError(err)
			if e.Class == "Punch::InternalError" {
				t.Fatalf("internal error: %v", e)
			}
		}
	})
}
