package moduleinfo

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// punchRefuses are schema sources Ruby evaluates but Punch, which does not
// run Ruby, refuses with the place it cannot read.
var punchRefuses = map[string]string{}

// TestTransportSchemasMatchRuby reads every source recorded by
// testdata/transports_gen.rb and wants what Ruby and the Resource API made
// of it: the same definitions (as JSON, keys sorted as Puppet Server sorts
// them) or an error where Ruby raised one, with Puppet's message for the
// Resource API's checks.
func TestTransportSchemasMatchRuby(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("testdata", "transports_ruby.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Name  string          `json:"name"`
		Src   string          `json:"src"`
		Raw   json.RawMessage `json:"transports"`
		Error string          `json:"error"`
	}
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	if len(cases) < 30 {
		t.Fatalf("only %d cases", len(cases))
	}
	for _, c := range cases {
		got, err := readSchemas(c.Name+".rb", c.Src)
		if want, ok := punchRefuses[c.Name]; ok {
			if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), c.Name+".rb:") {
				t.Errorf("%s: want a refusal naming the file and line (%q), got %v", c.Name, want, err)
			}
			continue
		}
		if c.Error != "" {
			if err == nil {
				t.Errorf("%s: Ruby says %q; Punch read %s", c.Name, c.Error, mustMarshal(t, got))
				continue
			}
			if msg, ok := strings.CutPrefix(c.Error, "Puppet::DevError: "); ok && !strings.Contains(err.Error(), strings.Split(msg, ":")[0]) {
				t.Errorf("%s: error %q, want Puppet's %q", c.Name, err, msg)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.Name, err)
			continue
		}
		if g, w := mustMarshal(t, got), rubyJSON(t, c.Raw); g != w {
			t.Errorf("%s:\n got %s\nwant %s", c.Name, g, w)
		}
	}
}

// readSchemas is ListTransports for one source (the Resource API's
// environment name outside Puppet is "*root*").
func readSchemas(name, src string) ([]any, error) {
	calls, err := ParseTransportSchema(name, []byte(src))
	if err != nil {
		return nil, err
	}
	return registerAll(name, calls, map[string]bool{}, "*root*")
}

func TestLiteralErrorsNamePlace(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"Puppet::ResourceApi.register_transport(\n  name: 'x',\n  desc: foo(1),\n)\n", "s.rb:3:9: undefined method `foo' for main:Object"}, // (then did_you_mean's "Did you mean?  for", as Ruby 3.1)
		{"system('rm -rf /')\n", "s.rb:1:1: not supported by Punch's Ruby runtime: Kernel#system"},
		{"Puppet::ResourceApi.register_transport(name: \"#{`id`}\")\n", "s.rb:1:49: not supported by Punch's Ruby runtime: shell command in backticks"},
		{"Puppet::ResourceApi.register_transport(name: 'x'\n", "s.rb:1:49: syntax error, unexpected end-of-input, expecting ')'"},
		{"Puppet::ResourceApi.register_transport(name: [1, 2\n", "s.rb:1:51: syntax error, unexpected end-of-input, expecting ']'"},
		{"Puppet::ResourceApi.register_transport(name: " + strings.Repeat("[", 500) + ")\n", "nesting too deep"},
		{"Puppet::ResourceApi.register_transport(name: \"\xff\")\n", "s.rb:1:47: the file is not valid UTF-8"},
		{"loop { }\n", "exceeded"},
	} {
		_, err := ParseTransportSchema("s.rb", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.src, err, c.want)
		}
	}
}

// TestListTransportsAutoloadOrder: a schema file name found in two modules
// is read from the first on the modulepath only, as Puppet's autoloader
// loads it; a name registered twice is Puppet's error.
func TestListTransportsAutoloadOrder(t *testing.T) {
	dir := t.TempDir()
	write := func(mod, file, src string) Module {
		p := filepath.Join(dir, mod, "lib", "puppet", "transport", "schema")
		if err := os.MkdirAll(p, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(p, file), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return Module{Name: mod, Path: filepath.Join(dir, mod)}
	}
	reg := func(name string) string {
		return "Puppet::ResourceApi.register_transport(name: '" + name + "', desc: 'd', connection_info: {})\n"
	}
	a := write("a", "dev.rb", reg("from_a"))
	b := write("b", "dev.rb", reg("from_b"))
	b2 := write("b", "zz.rb", reg("zz"))
	_ = b2
	got, err := ListTransports([]Module{a, b}, "production")
	if err != nil {
		t.Fatal(err)
	}
	if s := mustMarshal(t, got); !strings.Contains(s, "from_a") || strings.Contains(s, "from_b") || !strings.Contains(s, `"zz"`) {
		t.Errorf("got %s", s)
	}
	c := write("c", "other.rb", reg("from_a"))
	if _, err := ListTransports([]Module{a, c}, "production"); err == nil || !strings.Contains(err.Error(), "Transport `from_a` is already registered for `production`") {
		t.Errorf("duplicate: %v", err)
	}
	if got, err := ListTransports(nil, "production"); err != nil || mustMarshal(t, got) != "[]" {
		t.Errorf("no modules: %v %v", got, err)
	}
}

func TestTaskAndPlanNames(t *testing.T) {
	for name, want := range map[string]bool{
		"init.sh": true, "a_b1.py": true, "x": true, "x.json": true, "readme.md": false, "foo.conf": false,
		"Bad.sh": false, "1x.sh": false, "a-b.sh": false, ".hidden": false, "foo.tar.gz": false, "é.sh": false,
	} {
		if got := isTasksFilename(name); got != want {
			t.Errorf("isTasksFilename(%q) = %v", name, got)
		}
	}
	for name, want := range map[string]bool{
		"deploy.pp": true, "deploy.yaml": true, "deploy.yml": false, "deploy.rb": false, "deploy": false,
		"class.pp": false, "string.pp": false, "type.yaml": false, "site.pp": false, "Deploy.pp": false,
		"a.b.pp": false, "init.pp": true,
	} {
		if got := IsPlanFilename(name); got != want {
			t.Errorf("IsPlanFilename(%q) = %v", name, got)
		}
	}
}

func TestExpandMountsAndGlobOrder(t *testing.T) {
	mods := []Module{{Name: "demo", Path: filepath.Join("testdata", "modules", "demo")}, {Name: "other", Path: filepath.Join("testdata", "modules", "other")}}
	d, err := FindTask(mods, "demo", "multi")
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, f := range d.Files {
		ids = append(ids, f.ID)
	}
	want := "multi_linux.sh multi_windows.ps1 demo/files/helpers/one.txt demo/files/helpers/deeper/two.txt demo/lib/demo/helper.rb"
	if got := strings.Join(ids, " "); got != want {
		t.Errorf("files %s\nwant  %s", got, want)
	}
	var sums SumCache
	for _, f := range d.Files {
		df, err := f.Describe("production", &sums)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := f.Describe("production", &sums)
		if df.SHA256 == "" || df.SHA256 != again.SHA256 || df.SizeBytes == 0 {
			t.Errorf("%s: %+v", f.ID, df)
		}
	}
	if _, err := FindTask(mods, "nomod", "x"); !errors.Is(err, ErrModuleNotFound) {
		t.Errorf("missing module: %v", err)
	}
	if _, err := FindTask(mods, "demo", "nosuch"); !errors.Is(err, ErrTaskNotFound) {
		t.Errorf("missing task: %v", err)
	}
	var te *TaskError
	if _, err := FindTask(mods, "demo", "dup"); !errors.As(err, &te) || te.Kind != "puppet.tasks/multiple-implementations" {
		t.Errorf("dup: %v", err)
	}
	if full, err := FindPlan(mods, "demo", "init"); err != nil || full != "demo" {
		t.Errorf("plan init: %q %v", full, err)
	}
	if _, err := FindPlan(mods, "demo", "class"); !errors.Is(err, ErrPlanNotFound) {
		t.Errorf("reserved plan name: %v", err)
	}
}

func mustMarshal(t *testing.T, v any) string {
	t.Helper()
	b, err := Marshal(v)
	if err != nil {
		t.Fatalf("Marshal: %v", err)
	}
	return string(b)
}

// rubyJSON re-encodes Ruby's JSON with sorted keys, keeping numbers as
// Ruby wrote them (2000.0 stays 2000.0).
func rubyJSON(t *testing.T, raw json.RawMessage) string {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatal(err)
	}
	return mustMarshal(t, v)
}
