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

var marker = regexp.MustCompile(`zq\d+`)

// TestTemplateOffset: every name zqN of a tag's code maps back to the
// place of the same name in the template (each stands there once).
func TestTemplateOffset(t *testing.T) {
	var cases []recorded
	testtree.ReadJSON(t, "testdata/src.json", &cases)
	checked := 0
	for _, c := range cases {
		p := Compile(c.Template, ParseTrim(c.Trim), "_erbout")
		for _, m := range marker.FindAllStringIndex(p.Ruby, -1) {
			name := p.Ruby[m[0]:m[1]]
			want := strings.Index(c.Template, name)
			if strings.Count(c.Template, name) != 1 || isText(p.Ruby, m[0]) {
				continue
			}
			checked++
			if got := p.TemplateOffset(m[0]); got != want {
				t.Errorf("trim %q, template %q: %s at program offset %d maps to %d, want %d", c.Trim, c.Template, name, m[0], got, want)
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d names checked", checked)
	}
}

// isText reports whether the program offset i is inside a text command's
// String (an unterminated tag's code is text: its map is the command's
// start).
func isText(prog string, i int) bool {
	q := strings.LastIndex(prog[:i], ".<< \"")
	return q >= 0 && !strings.Contains(prog[q:i], ".freeze")
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
