package erb

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
)

const corpusDir = "/usr/share/puppet/modules"

// corpusTemplates lists the .erb files of the installed Debian Puppet
// modules (the oracle machine's corpus: templates and spec fixtures); nil
// when they are not installed.
func corpusTemplates(t *testing.T) []string {
	t.Helper()
	mods, _ := filepath.Glob(filepath.Join(corpusDir, "*"))
	var files []string
	for _, m := range mods {
		filepath.WalkDir(m+"/", func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".erb") {
				files = append(files, filepath.Clean(p))
			}
			return nil
		})
	}
	sort.Strings(files)
	return files
}

// TestCorpusParses parses every ERB template of the Debian module corpus.
func TestCorpusParses(t *testing.T) {
	files := corpusTemplates(t)
	if len(files) == 0 {
		t.Skip("no module corpus under " + corpusDir)
	}
	ok := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Parse(strings.TrimPrefix(f, corpusDir+"/"), src); err != nil {
			t.Errorf("%v", err)
			continue
		}
		ok++
	}
	t.Logf("%d/%d corpus templates parse", ok, len(files))
}

// synthScope mirrors SynthScope of testdata/corpus/record.rb: every
// variable is nil (mode "nil") or a String holding its own name (mode
// "name"); functions return nil except template, which renders the named
// corpus template with the same scope.
type synthScope struct {
	t    *testing.T
	mode string
	seen map[string]*Template
}

func (s *synthScope) val(name string) (values.Value, bool) {
	if s.mode == "nil" {
		return nil, false
	}
	return strings.TrimPrefix(name, "::"), true
}
func (s *synthScope) Var(name string) (values.Value, bool)    { return s.val(name) }
func (s *synthScope) Lookup(name string) (values.Value, bool) { return s.val(name) }
func (s *synthScope) Vars() *values.Hash                      { return values.NewHash(0) }
func (s *synthScope) SetVar(string, values.Value) error       { return nil }
func (s *synthScope) Call(fn string, args []values.Value) (values.Value, error) {
	if fn != "template" {
		return nil, nil
	}
	var b strings.Builder
	for _, a := range args {
		name, _ := a.(string)
		mod, rest, _ := strings.Cut(name, "/")
		path := filepath.Join(corpusDir, mod, "templates", rest)
		src, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("Could not find template '%s'", name)
		}
		tm, err := Parse(path, src)
		if err != nil {
			return nil, err
		}
		out, err := tm.Render(s)
		if err != nil {
			return nil, err
		}
		b.WriteString(out)
	}
	return b.String(), nil
}

type corpusExpect struct {
	File string `json:"file"`
	Mode string `json:"mode"`
	rubyRender
}

// TestCorpusSynthetic renders every corpus template with the two synthetic
// scopes and compares text, or error class, message and line, with Ruby's
// (testdata/corpus/expected.json, recorded by record.rb there).
func TestCorpusSynthetic(t *testing.T) {
	if len(corpusTemplates(t)) == 0 {
		t.Skip("no module corpus under " + corpusDir)
	}
	var exp []corpusExpect
	testtree.ReadJSON(t, "testdata/corpus/expected.json", &exp)
	same := 0
	for _, e := range exp {
		path := filepath.Join(corpusDir, e.File)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%s: %v", e.File, err)
			continue
		}
		name := e.Mode + ":" + e.File
		tm, err := Parse(path, src)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		got, err := tm.Render(&synthScope{t: t, mode: e.Mode})
		// Ruby's did_you_mean suggestions are not reproduced
		e.Message, _, _ = strings.Cut(e.Message, "\nDid you mean?")
		if e.check(t, name, got, err, func(te *Error) bool {
			switch {
			case strings.HasPrefix(e.Error, "Errno::"):
				return true // a nested template that does not exist
			case te.Class == "Puppet::ParseError" && strings.Contains(te.Message, e.Message) && te.Line == e.Line:
				return true // an error in a nested template, which Puppet wraps
			}
			return te.Class == e.Error && strings.HasPrefix(te.Message, e.Message) && te.Line == e.Line
		}) {
			same++
		}
	}
	t.Logf("%d/%d synthetic corpus renders identical to Ruby", same, len(exp))
}
