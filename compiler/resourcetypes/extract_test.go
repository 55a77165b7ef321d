package resourcetypes

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func lexKinds(t *testing.T, src string) []string {
	t.Helper()
	toks, err := lexRuby("t.rb", src)
	if err != nil {
		t.Fatalf("%q: %v", src, err)
	}
	var out []string
	for _, tk := range toks {
		if tk.kind == tNewline {
			out = append(out, "NL")
			continue
		}
		out = append(out, tk.kind.String()+":"+tk.text)
	}
	return out
}

func TestRubyLexer(t *testing.T) {
	cases := map[string][]string{
		`a / b`:                         {"identifier:a", "operator:/", "identifier:b"},
		`x = 10 / 2 / 1`:                {"identifier:x", "operator:=", "number:10", "operator:/", "number:2", "operator:/", "number:1"},
		`newvalues /a b/`:               {"identifier:newvalues", "regexp:a b"},
		`f(/a\/b/i)`:                    {"identifier:f", "operator:(", "regexp:a/b", "operator:)"},
		`%r{a/b\}}x`:                    {"regexp:a/b\\}"},
		`y % 3`:                         {"identifier:y", "operator:%", "number:3"},
		`%w[a b  c]`:                    {"word list:a b  c"},
		`:sym :"q s" :a?`:               {"symbol:sym", "symbol:q s", "symbol:a?"},
		`A::B.c`:                        {"constant:A", "operator:::", "constant:B", "operator:.", "identifier:c"},
		`namevar: true`:                 {"label:namevar", "keyword:true"},
		`a ? b : c`:                     {"identifier:a", "operator:?", "identifier:b", "operator::", "identifier:c"},
		`self.class.end`:                {"keyword:self", "operator:.", "identifier:class", "operator:.", "identifier:end"},
		`exists?`:                       {"identifier:exists?"},
		`a != b`:                        {"identifier:a", "operator:!=", "identifier:b"},
		`'it\'s' "t\tx"`:                {"string:it's", "string:t\tx"},
		`x << y`:                        {"identifier:x", "operator:<<", "identifier:y"},
		"# comment\nfoo":                {"NL", "identifier:foo"},
		"a \\\n b":                      {"identifier:a", "identifier:b"},
		"x = ?a":                        {"identifier:x", "operator:=", "string:a"},
		"@a @@b $c $1":                  {"instance variable:@a", "class variable:@@b", "global variable:$c", "global variable:$1"},
		"1..5 1.5e3 0x1F":               {"number:1", "operator:..", "number:5", "number:1.5e3", "number:0x1F"},
		"->(x) { x }":                   {"operator:->", "operator:(", "identifier:x", "operator:)", "operator:{", "identifier:x", "operator:}"},
		"f <<-EOT, 1\n  body\n  EOT\ng": {"identifier:f", "string:  body\n", "operator:,", "number:1", "NL", "identifier:g"},
		"f(<<~A, <<B)\n    x\n      y\n    A\nz\nB\nq": {"identifier:f", "operator:(", "string:x\n  y\n", "operator:,", "string:z\n", "operator:)", "NL", "identifier:q"},
		"a\n=begin\nnewparam(:x)\n=end\nb":             {"identifier:a", "NL", "identifier:b"},
		"a\n__END__\nnewparam(:x)":                     {"identifier:a", "NL"},
		`"a#{"b#{c}"}d"`:                               {"string:a#{\"b#{c}\"}d"},
	}
	for src, want := range cases {
		if got := lexKinds(t, src); !reflect.DeepEqual(got, want) {
			t.Errorf("%q:\n got %q\nwant %q", src, got, want)
		}
	}
}

func TestRubySyntaxErrors(t *testing.T) {
	cases := map[string]string{
		"newparam(:x) do\n  desc 'a\n":            "t.rb:2:8: unterminated string",
		"f(<<EOT)\nbody\n":                        "unterminated heredoc EOT",
		"Puppet::Type.newtype(:x) do\n  end\nend": "t.rb:3:1: unexpected 'end'",
		"newtype(:x) do\n  [1, 2\nend":            "t.rb:3:1: unexpected 'end' (expecting ']' for operator \"[\" at line 2)",
		"a = (1 + \n":                             "t.rb:1:5: no matching ')'",
		"=begin\nnever closed":                    "=begin without =end",
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
	if _, errs := ExtractTypes("t.rb", []byte(deep), nil); len(errs) != 1 || !strings.Contains(errs[0].Error(), "nested too deeply") {
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
  SOMETHING.each do |p|
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
	for _, want := range []string{"self.title_patterns could not be evaluated", "loop over a list that could not be evaluated", "newparam with a name that could not be evaluated"} {
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
	// exponential growth and recursion must stop, not hang or exhaust memory
	src := `Puppet::Type.newtype(:x) do
  def self.rec(n)
    rec(n)
  end
  a = [1]
` + strings.Repeat("  a += a\n", 80) + `  s = "x"
` + strings.Repeat("  s = \"#{s}#{s}\"\n", 80) + `  rec(1)
  newparam(:name, namevar: true)
end`
	ty, _ := extractOne(t, src)
	if !reflect.DeepEqual(ty.Params, []string{"name"}) {
		t.Errorf("params %v", ty.Params)
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
		"broken.rb:1:",
		"anonymous.rb:1:1: newtype name is not a literal",
	} {
		if !strings.Contains(joined, want) {
			t.Errorf("missing error %q in\n%s", want, joined)
		}
	}
}

func TestConcurrentUse(t *testing.T) {
	types, _ := LoadPcoreTypes("testdata/pcore")
	reg := NewRegistry(types)
	done := make(chan bool)
	for i := 0; i < 8; i++ {
		go func() {
			for _, name := range []string{"file", "sshkey", "keystone_user_role", "package"} {
				ty, _ := reg.Lookup(name)
				ty.HasAttribute("ensure")
				ty.UniquenessKey("u::d@p::pd", nil)
				ty.ParseTitle("host@ssh-rsa")
			}
			done <- true
		}()
	}
	for i := 0; i < 8; i++ {
		<-done
	}
}

func FuzzExtractTypes(f *testing.F) {
	files, _ := filepath.Glob("testdata/modules/*/lib/puppet/type/*.rb")
	for _, file := range files {
		data, _ := os.ReadFile(file)
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
	files, _ := filepath.Glob("testdata/pcore_idioms/*.pp")
	for _, file := range files {
		data, _ := os.ReadFile(file)
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if ty, err := ParsePcoreType("f.pp", data); err == nil {
			ty.UniquenessKey("a", nil)
		}
	})
}
