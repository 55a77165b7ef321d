package erbscan

import (
	"regexp"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

type recorded struct {
	Template, Trim, Src string
}

// TestMatchesRuby compares each program with Ruby 3.1's ERB#src for the
// same template and trim mode (testdata/record.rb).
func TestMatchesRuby(t *testing.T) {
	var cases []recorded
	testtree.ReadJSON(t, "testdata/src.json", &cases)
	if len(cases) == 0 {
		t.Fatal("no cases in testdata/src.json")
	}
	for _, c := range cases {
		got := Compile(c.Template, ParseTrim(c.Trim), "_erbout").Ruby
		if got != c.Src {
			t.Errorf("trim %q, template %q:\n got %q\nwant %q", c.Trim, c.Template, got, c.Src)
		}
	}
}

// TestCompileAppend: CompileAppend's program is Ruby's without its first
// command and with each text appended as <<("text").
func TestCompileAppend(t *testing.T) {
	var cases []recorded
	testtree.ReadJSON(t, "testdata/src.json", &cases)
	pre := regexp.MustCompile(`^_erbout = \+''(; )?`)
	text := regexp.MustCompile(`_erbout\.<< ("(?:[^"\\]|\\.)*")\.freeze`)
	for _, c := range cases {
		want := text.ReplaceAllString(pre.ReplaceAllString(c.Src, ""), `_erbout.<<($1)`)
		if got := CompileAppend(c.Template, ParseTrim(c.Trim), "_erbout").Ruby; got != want {
			t.Errorf("trim %q, template %q:\n got %q\nwant %q", c.Trim, c.Template, got, want)
		}
	}
}

var marker = regexp.MustCompile(`zq\d+`)

// TestTemplateOffset: every name zqN of a tag's code maps back to the
// place of the same name in the template (each stands there once).
func TestTemplateOffset(t *testing.T) {
	var cases []recorded
	testtree.ReadJSON(t, "testdata/src.json", &cases)
	checked := 0
	for _, c := range cases {
		for _, p := range []*Program{Compile(c.Template, ParseTrim(c.Trim), "_erbout"), CompileAppend(c.Template, ParseTrim(c.Trim), "_erbout")} {
			checked += checkOffsets(t, c, p)
		}
	}
	if checked < 200 {
		t.Fatalf("only %d names checked", checked)
	}
}

// checkOffsets checks the map of the names in p and returns how many (an
// unterminated tag's code is text).
func checkOffsets(t *testing.T, c recorded, p *Program) int {
	if strings.HasPrefix(c.Template, "unterminated") {
		return 0
	}
	checked := 0
	for _, m := range marker.FindAllStringIndex(p.Ruby, -1) {
		name := p.Ruby[m[0]:m[1]]
		want := strings.Index(c.Template, name)
		if strings.Count(c.Template, name) != 1 || inString(p.Ruby, m[0]) {
			continue
		}
		checked++
		if got := p.TemplateOffset(m[0]); got != want {
			t.Errorf("trim %q, template %q: %s at program offset %d maps to %d, want %d", c.Trim, c.Template, name, m[0], got, want)
		}
	}
	return checked
}

// inString reports whether offset i of prog is inside a "..." literal
// (text: its map is the text command's start; the code of the recorded
// templates has no such literal around a name).
func inString(prog string, i int) bool {
	in := false
	for k := 0; k < i; k++ {
		switch {
		case in && prog[k] == '\\':
			k++
		case prog[k] == '"':
			in = !in
		}
	}
	return in
}

func TestParseTrim(t *testing.T) {
	for mode, want := range map[string]Trim{
		"":    {},
		"-":   {Mode: "-"},
		"%-":  {Percent: true, Mode: "-"},
		"<>-": {Mode: "-"},
		"><>": {Mode: "<>"},
		">%":  {Percent: true, Mode: ">"},
		"%":   {Percent: true},
		"x":   {},
	} {
		if got := ParseTrim(mode); got != want {
			t.Errorf("ParseTrim(%q) = %+v, want %+v", mode, got, want)
		}
	}
}

// FuzzCompile: any template in any mode compiles, and every program
// offset maps into the template.
func FuzzCompile(f *testing.F) {
	var cases []recorded
	testtree.ReadJSON(f, "testdata/src.json", &cases)
	for _, c := range cases {
		f.Add(c.Template, c.Trim)
	}
	f.Fuzz(func(t *testing.T, src, trim string) {
		p := Compile(src, ParseTrim(trim), "_erbout")
		for i := 0; i <= len(p.Ruby); i++ {
			if o := p.TemplateOffset(i); o < 0 || o > len(src) {
				t.Fatalf("offset %d maps to %d, outside the template (%d bytes)", i, o, len(src))
			}
		}
	})
}
