package resourcetypes

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// The syntax errors read as ruby -c (Ruby 3.1) words them, on its line;
// the column is Punch's.
func TestRubySyntaxErrors(t *testing.T) {
	cases := map[string]string{
		"newparam(:x) do\n  desc 'a\n":            "t.rb:2:10: unterminated string meets end of file",
		"f(<<EOT)\nbody\n":                        "t.rb:1:3: can't find string \"EOT\" anywhere before EOF",
		"Puppet::Type.newtype(:x) do\n  end\nend": "t.rb:3:1: syntax error, unexpected `end'",
		"newtype(:x) do\n  [1, 2\nend":            "t.rb:3:1: syntax error, unexpected `end', expecting ']'",
		"a = (1 + \n":                             "t.rb:1:10: syntax error, unexpected end-of-input",
		"x = \"#{ 1 \n":                           "unterminated",
		"x = 1 \x01":                              "unexpected character",
		"%w[a b":                                  "unterminated",
		"/abc":                                    "unterminated",
	}
	for src, want := range cases {
		_, errs := ExtractTypes("t.rb", []byte(src), nil)
		if len(errs) != 1 || !strings.Contains(errs[0].Error(), want) {
			t.Errorf("%q: errors %v, want %q", src, errs, want)
			continue
		}
		var se *SyntaxError
		if !errors.As(errs[0], &se) || se.Line < 1 || se.Col < 1 {
			t.Errorf("%q: %v is not a positioned SyntaxError", src, errs[0])
		}
	}
	deep := strings.Repeat("(", 2000) + strings.Repeat(")", 2000)
	if _, errs := ExtractTypes("t.rb", []byte(deep), nil); len(errs) != 1 || !strings.Contains(errs[0].Error(), "nesting too deep") {
		t.Errorf("deep nesting: %v", errs)
	}
}

func extractOne(t *testing.T, src string) (*Type, []error) {
	t.Helper()
	types, errs := ExtractTypes("lib/puppet/type/x.rb", []byte(src), nil)
	if len(types) != 1 {
		t.Fatalf("%d types, errors %v", len(types), errs)
	}
	return types[0], errs
}

func TestExtractorNotes(t *testing.T) {
	ty, errs := extractOne(t, `Puppet::Type.newtype(:x) do
  newparam(:name, namevar: true)
  newparam(:a)
  newparam(:b)
  def self.title_patterns
    [[Regexp.new(compute_pattern), [[:a], [:b]]]]
  end
  trap('INT') do |p|
    newparam(p)
  end
  newparam(name_from_somewhere)
end`)
	if ty.Name != "x" || !reflect.DeepEqual(ty.Params, []string{"name", "a", "b"}) {
		t.Errorf("type %+v", ty)
	}
	if !ty.TitlePatternsUnknown {
		t.Error("title patterns should be marked unknown")
	}
	var msgs []string
	for _, e := range errs {
		msgs = append(msgs, e.Error())
	}
	all := strings.Join(msgs, "\n")
	for _, want := range []string{"self.title_patterns could not be evaluated: ", "compute_pattern", "the type body stopped early", "not supported by Punch's Ruby runtime"} {
		if !strings.Contains(all, want) {
			t.Errorf("missing note %q in\n%s", want, all)
		}
	}
}

func TestExtractorUnknownTitlePatternsWithSeveralKeys(t *testing.T) {
	ty, _ := extractOne(t, `Puppet::Type.newtype(:x) do
  newparam(:name) { isnamevar }
  newparam(:other) { isnamevar }
  def self.title_patterns
    magic
  end
end`)
	if _, err := ty.UniquenessKey("a", nil); !errors.Is(err, ErrTitlePatternsUnknown) {
		t.Errorf("got %v", err)
	}
	ty2, _ := extractOne(t, `Puppet::Type.newtype(:y) do
  newparam(:name) { isnamevar }
  newparam(:other) { isnamevar }
end`)
	if _, err := ty2.ParseTitle("a"); err == nil || !strings.Contains(err.Error(), "you must specify title patterns") {
		t.Errorf("got %v", err)
	}
	ty3, _ := extractOne(t, `Puppet::Type.newtype(:z) do
  newproperty(:value)
end`)
	if _, err := ty3.ParseTitle("a"); err == nil || err.Error() != TitlePatternMismatchMessage("a") {
		t.Errorf("a Ruby type without namevar matches no title: %v", err)
	}
}

func TestExtractorBudget(t *testing.T) {
	// exponential growth and recursion must stop, not hang or exhaust
	// memory: the type body stops with the limit (Ruby itself would never
	// finish this file)
	src := `Puppet::Type.newtype(:x) do
  def self.rec(n)
    rec(n)
  end
  a = [1]
` + strings.Repeat("  a += a\n", 80) + `  s = "x"
` + strings.Repeat("  s = \"#{s}#{s}\"\n", 80) + `  rec(1)
  newparam(:name, namevar: true)
end`
	ty, errs := extractOne(t, src)
	if len(ty.Params) != 0 || len(errs) == 0 || !strings.Contains(errs[0].Error(), "stopped early") {
		t.Errorf("params %v, errors %v", ty.Params, errs)
	}
}

func TestLoadModuleTypesErrors(t *testing.T) {
	root := t.TempDir()
	write := func(rel, content string) {
		p := filepath.Join(root, rel)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a/lib/puppet/type/dup.rb", "Puppet::Type.newtype(:dup) do\n newparam(:name, namevar: true)\nend\n")
	write("b/lib/puppet/type/dup.rb", "Puppet::Type.newtype(:dup) do\n newparam(:other, namevar: true)\nend\n")
	write("b/lib/puppet/type/file.rb", "Puppet::Type.newtype(:file) do\n newparam(:name, namevar: true)\nend\n")
	write("b/lib/puppet/type/misnamed.rb", "Puppet::Type.newtype(:othername) do\n newparam(:name, namevar: true)\nend\n")
	write("b/lib/puppet/type/empty.rb", "# nothing here\n")
	write("b/lib/puppet/type/broken.rb", "Puppet::Type.newtype(:broken) do\n")
	write("c/lib/puppet/type/anonymous.rb", "Puppet::Type.newtype(some_name) do\nend\n")
	dirs, errs := ModuleDirs([]string{root, filepath.Join(root, "missing")})
	if len(errs) != 0 || len(dirs) != 3 {
		t.Fatalf("dirs %v errs %v", dirs, errs)
	}
	types, errs := LoadModuleTypes(dirs)
	if types["dup"] == nil || types["dup"].Module != "a" || types["dup"].KeyAttributes[0] != "name" {
		t.Errorf("first module wins: %+v", types["dup"])
	}
	if _, ok := types["file"]; ok {
		t.Error("a module type named like a built-in type is ignored")
	}
	if _, ok := types["othername"]; !ok {
		t.Error("othername should still be read")
	}
	var all []string
	for _, e := range errs {
		all = append(all, e.Error())
	}
	joined := strings.Join(all, "\n")
	for _, want := range []string{
		"b/lib/puppet/type/dup.rb:1: type dup: already defined in",
		"type file: has the name of a built-in type",
		"type othername: defined in misnamed.rb",
		"empty.rb: no Puppet::Type.newtype",
		"broken.rb:1:33: syntax error, unexpected end-of-input",
		// Puppet cannot autoload it: the type is known and fails where used
		"anonymous.rb:1: type anonymous: undefined local variable or method `some_name' for main:Object",
	} {
		if !strings.Contains(joined, want) {
			t.Errorf("missing error %q in\n%s", want, joined)
		}
	}
}

func TestConcurrentUse(t *testing.T) {
	types, _ := LoadPcoreTypes("testdata/pcore")
	reg := NewRegistry(types)
	testtree.Concurrently(8, func(int) {
		for _, name := range []string{"file", "sshkey", "keystone_user_role", "package"} {
			ty, _ := reg.Lookup(name)
			ty.HasAttribute("ensure")
			ty.UniquenessKey("u::d@p::pd", nil)
			ty.ParseTitle("host@ssh-rsa")
		}
	})
}

func FuzzExtractTypes(f *testing.F) {
	for _, data := range testtree.Files("testdata/modules/*/lib/puppet/type/*.rb") {
		f.Add(data)
	}
	f.Add([]byte("Puppet::Type.newtype(:x) do\n  %w[a b].each { |p| newparam(p) }\nend"))
	f.Fuzz(func(t *testing.T, data []byte) {
		types, _ := ExtractTypes("f.rb", data, nil)
		for _, ty := range types {
			ty.ParseTitle("a/b")
		}
	})
}

func FuzzParsePcoreType(f *testing.F) {
	for _, data := range testtree.Files("testdata/pcore_idioms/*.pp") {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if ty, err := ParsePcoreType("f.pp", data); err == nil {
			ty.UniquenessKey("a", nil)
		}
	})
}

// TestSharedBlocks: attributes declared by blocks run with instance_eval /
// class_eval (a type body sharing definitions), which the former static
// reader could not follow.
func TestSharedBlocks(t *testing.T) {
	ty, errs := extractOne(t, `module PuppetX
  COMMON = proc do
    newparam(:name, namevar: true)
    newproperty(:value) do
      desc 'the value'
    end
  end
end
Puppet::Type.newtype(:shared) do
  instance_eval(&PuppetX::COMMON)
  extra = lambda { |n| newparam(n) }
  %w[a b].each { |n| class_eval { extra.call(n.to_sym) } }
  ensurable
end`)
	if len(errs) != 0 || !reflect.DeepEqual(ty.Params, []string{"name", "a", "b"}) || !reflect.DeepEqual(ty.Properties, []string{"ensure", "value"}) || !reflect.DeepEqual(ty.KeyAttributes, []string{"name"}) {
		t.Errorf("type %+v, errors %v", ty, errs)
	}
}

// A type file whose own code raises while loading is a type Puppet cannot
// autoload (its message is the exception's), also when the exception
// stopped a newtype body half way (Puppet keeps no part of it); a construct
// Punch's Ruby lacks stops the file too: the type stays known with that
// reason (not an exception of Puppet's: "not supported by ..."), so that
// using it says why instead of "Unknown resource type" (QA-FORGE-10 H4).
var hexAddr = regexp.MustCompile(`0x[0-9a-f]+`)

func TestFileLoaderLoadFailures(t *testing.T) {
	l := NewFileLoader(nil)
	for _, c := range []struct{ src, loadErr string }{
		{"module Puppet\n  newtype(:thing) do\n  end\nend\n", "undefined method `newtype' for Puppet:Module"},
		{"Puppet::Type.newtype(:thing) do\n  newparam(:name, namevar: true)\n  raise ArgumentError, 'boom at load'\nend\n", "boom at load"},
		{"require 'puppet_x/missing/helper'\nPuppet::Type.newtype(:thing) do\nend\n", "cannot load such file -- puppet_x/missing/helper"},
		{"Puppet::Type.newtype(:thing) do\n  newparam(:name, namevar: true)\n  SOMETHING.each { |p| newparam(p) }\nend\n", "uninitialized constant SOMETHING"},
		{"Puppet::Type.newtype(:thing) do\n  newparam(:name, namevar: true)\n  newproperty(:p) do\n    include Puppet::Util::Checksums\n    include Puppet::Util::NoSuch\n  end\nend\n", "uninitialized constant Puppet::Util::NoSuch"},
		{"Puppet::Type.newtype(:thing) do\n  newparam(:name, namevar: true)\n  no_such_dsl_method(:x)\nend\n", "undefined method `no_such_dsl_method' for #<Class:0x0>"}, // Ruby 3.1 names a class by its name method: a type's is a Symbol
		{"require 'drb'\nPuppet::Type.newtype(:thing) do\nend\n",
			"not supported by Punch's Ruby runtime: require 'drb' (this Ruby standard library is not available in Punch's Ruby runtime)"},
	} {
		types, errs := l.Load("m", "/m/lib/puppet/type/thing.rb", []byte(c.src))
		switch {
		case len(types) != 1 || types[0].Name != "thing":
			t.Errorf("%q: types %+v errs %v, want LoadError %q", c.src, types, errs, c.loadErr)
		case hexAddr.ReplaceAllString(strings.Split(types[0].LoadError, "\n")[0], "0x0") != c.loadErr:
			t.Errorf("%q: LoadError %q, want %q", c.src, types[0].LoadError, c.loadErr)
		case strings.Contains(c.loadErr, "`newtype'") && !strings.HasSuffix(types[0].LoadError, "\n\n  newtype(:thing) do\n  ^^^^^^^"):
			// the whole message, as Puppet's autoloader keeps it:
			// error_highlight's snippet included
			t.Errorf("%q: LoadError %q lacks the snippet", c.src, types[0].LoadError)
		}
	}
}
