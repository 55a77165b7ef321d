package resourcetypes

import (
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/resourcetypes/typedump"
	"github.com/punch-dev/punch/compiler/util/testtree"
)

func loadBuiltinOracle(t *testing.T) (version string, metaparams []string, types []typedump.Type) {
	t.Helper()
	var d typedump.Builtin
	testtree.ReadJSON(t, "testdata/builtin_types.json", &d)
	return d.PuppetVersion, d.Metaparams, d.Types
}

func nz(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return s
}

// compareType reports every difference between what Ruby says about a type and what we have.
func compareType(o typedump.Type, got *Type, checkTitles bool) []string {
	var diffs []string
	if !reflect.DeepEqual(nz(o.Parameters), nz(got.Params)) {
		diffs = append(diffs, "parameters: ruby "+strings.Join(o.Parameters, ",")+" punch "+strings.Join(got.Params, ","))
	}
	if !reflect.DeepEqual(nz(o.Properties), nz(got.Properties)) {
		diffs = append(diffs, "properties: ruby "+strings.Join(o.Properties, ",")+" punch "+strings.Join(got.Properties, ","))
	}
	if !reflect.DeepEqual(nz(o.KeyAttributes), nz(got.KeyAttributes)) {
		diffs = append(diffs, "key attributes: ruby "+strings.Join(o.KeyAttributes, ",")+" punch "+strings.Join(got.KeyAttributes, ","))
	}
	if o.Isomorphic != got.Isomorphic {
		diffs = append(diffs, "isomorphic differs")
	}
	if checkTitles {
		if got.TitlePatternsUnknown {
			diffs = append(diffs, "title patterns: not evaluated statically")
		} else if len(o.TitlePatterns) != len(got.TitlePatterns) {
			diffs = append(diffs, "title patterns: count differs")
		} else {
			for i, p := range o.TitlePatterns {
				g := got.TitlePatterns[i]
				if p.Source != g.Source || p.Options != g.Options || !reflect.DeepEqual(p.Attributes, g.Attributes) || !reflect.DeepEqual(p.Procs, g.Procs) {
					diffs = append(diffs, "title pattern "+p.Source+" differs from "+g.Source+" /"+g.Options+" "+strings.Join(g.Attributes, ","))
				}
			}
		}
	}
	return diffs
}

func TestBuiltinTableEqualsRubyIntrospection(t *testing.T) {
	version, metaparams, types := loadBuiltinOracle(t)
	if version != PuppetVersion {
		t.Errorf("oracle is Puppet %s, table is %s", version, PuppetVersion)
	}
	if !reflect.DeepEqual(metaparams, Metaparams()) {
		t.Errorf("metaparams: ruby %v, punch %v", metaparams, Metaparams())
	}
	if len(types) != len(Builtins()) {
		t.Errorf("ruby knows %d built-in types, punch %d", len(types), len(Builtins()))
	}
	for _, o := range types {
		got, ok := Builtin(o.Name)
		if !ok {
			t.Errorf("built-in type %s missing", o.Name)
			continue
		}
		if o.TitlePatternsError != "" {
			t.Errorf("%s: ruby could not compute title patterns: %s", o.Name, o.TitlePatternsError)
		}
		for _, d := range compareType(o, got, true) {
			t.Errorf("%s: %s", o.Name, d)
		}
		for _, p := range got.TitlePatterns {
			got.index()
			if p.Err() != nil {
				t.Errorf("%s: %v", o.Name, p.Err())
			}
		}
	}
}

func TestBuiltinNames(t *testing.T) {
	var names []string
	for _, b := range Builtins() {
		names = append(names, b.Name)
	}
	want := []string{"component", "exec", "file", "filebucket", "group", "notify", "package", "resources", "schedule", "service", "stage", "tidy", "user", "whit"}
	if !reflect.DeepEqual(names, want) {
		t.Fatalf("built-in types %v, want %v", names, want)
	}
	if !sort.StringsAreSorted(names) {
		t.Fatal("Builtins not sorted")
	}
	for _, n := range []string{"File", "FILE", "file"} {
		if ty, ok := Builtin(n); !ok || ty.Name != "file" {
			t.Errorf("Builtin(%q) = %v, %v", n, ty, ok)
		}
	}
	if _, ok := Builtin("cron"); ok {
		t.Error("cron is a module type in Puppet 7 (cron_core), not built in")
	}
}

func TestAttributes(t *testing.T) {
	file, _ := Builtin("file")
	notify, _ := Builtin("notify")
	exec, _ := Builtin("exec")
	cases := []struct {
		ty   *Type
		name string
		kind AttrKind
		has  bool
	}{
		{file, "path", Param, true},
		{file, "ensure", Property, true},
		{file, "content", Property, true},
		{file, "provider", Param, true},
		{file, "name", NotAttribute, true}, // Puppet::Type.validattr? accepts :name for every Ruby type
		{file, "title", NotAttribute, false},
		{file, "Path", NotAttribute, false}, // case-sensitive, as Puppet's validation
		{file, "require", Metaparam, true},
		{file, "tag", Metaparam, true},
		{file, "stage", Metaparam, true},
		{file, "consume", NotAttribute, false},
		{file, "export", NotAttribute, false},
		{notify, "message", Property, true},
		{notify, "nosuchparam", NotAttribute, false},
		{notify, "notify", Metaparam, true},
		{exec, "returns", Property, true},
		{exec, "ensure", NotAttribute, false},
	}
	for _, c := range cases {
		if k := c.ty.AttributeKind(c.name); k != c.kind {
			t.Errorf("%s.%s kind %v, want %v", c.ty.Name, c.name, k, c.kind)
		}
		if h := c.ty.HasAttribute(c.name); h != c.has {
			t.Errorf("%s.HasAttribute(%q) = %v, want %v", c.ty.Name, c.name, h, c.has)
		}
	}
	if !file.Ensurable() || exec.Ensurable() {
		t.Error("Ensurable wrong")
	}
	if file.Isomorphic == exec.Isomorphic {
		t.Error("file is isomorphic, exec is not")
	}
	pkg, _ := Builtin("package")
	if got := pkg.Namevar(); got != "name" {
		t.Errorf("package namevar %q (three key attributes: Puppet uses name)", got)
	}
	if got := file.CanonicalParamName("name"); got != "path" {
		t.Errorf("file name -> %q, want path", got)
	}
	if got := exec.CanonicalParamName("Name"); got != "command" {
		t.Errorf("exec Name -> %q, want command", got)
	}
	if got := pkg.CanonicalParamName("name"); got != "name" {
		t.Errorf("package name -> %q, want name", got)
	}
	attrs := file.Attributes()
	if attrs[0] != "path" || attrs[1] != "provider" || attrs[2] != "ensure" || attrs[len(attrs)-1] != "stage" {
		t.Errorf("file attributes order %v", attrs)
	}
}

func TestMetaparams(t *testing.T) {
	for _, m := range []string{"alias", "audit", "before", "loglevel", "noop", "notify", "require", "schedule", "stage", "subscribe", "tag"} {
		if !IsMetaparam(m) {
			t.Errorf("%s is a metaparameter", m)
		}
	}
	for _, m := range []string{"consume", "export", "name", "title", "ensure", "Tag"} {
		if IsMetaparam(m) {
			t.Errorf("%s is not a metaparameter in Puppet 7.23", m)
		}
	}
	m := Metaparams()
	m[0] = "changed"
	if Metaparams()[0] == "changed" {
		t.Error("Metaparams returned shared slice")
	}
}

func TestUnknownParameterError(t *testing.T) {
	// The conformance case error_bad_attribute, compiled by Puppet 7.23:
	// Error: no parameter named 'nosuchparam' (file: manifests/site.pp, line: 1) on Notify[x] (file: manifests/site.pp, line: 1) on node web01.example.com
	got := "Error: " + UnknownParameterError("nosuchparam", "Notify[x]", "manifests/site.pp", 1) + " on node web01.example.com"
	want := "Error: no parameter named 'nosuchparam' (file: manifests/site.pp, line: 1) on Notify[x] (file: manifests/site.pp, line: 1) on node web01.example.com"
	if data, err := os.ReadFile("../../../shared/conformance/cases/error_bad_attribute/expected_error.txt"); err == nil {
		want = strings.TrimSpace(string(data))
	}
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if got := UnknownParameterError("x", "Notify[a]", "", 0); got != "no parameter named 'x' on Notify[a]" {
		t.Errorf("no location: %q", got)
	}
}

func TestRegistry(t *testing.T) {
	mod := &Type{Name: "ini_setting", Params: []string{"name"}, KeyAttributes: []string{"name"}, Origin: OriginRuby, Isomorphic: true}
	fake := &Type{Name: "file", Params: []string{"name"}, Origin: OriginRuby}
	r := NewRegistry(map[string]*Type{"Ini_Setting": mod, "file": fake})
	if got, ok := r.Lookup("INI_SETTING"); !ok || got != mod {
		t.Error("module type lookup failed")
	}
	if got, _ := r.Lookup("file"); got.Origin != OriginBuiltin {
		t.Error("built-in types come first")
	}
	if _, ok := r.Lookup("nope"); ok {
		t.Error("unknown type found")
	}
	var nilReg *Registry
	if _, ok := nilReg.Lookup("notify"); !ok {
		t.Error("nil registry still knows built-ins")
	}
	pc := &Type{Name: "file", Origin: OriginPcore}
	if got, _ := NewRegistry(map[string]*Type{"file": pc}).Lookup("File"); got != pc {
		t.Error("Puppet looks at the environment's .resource_types first")
	}
	if _, ok := r.Lookup("ini_setting::x"); ok {
		t.Error("qualified names are never Ruby types")
	}
	m := MergeTypes(map[string]*Type{"a": mod}, map[string]*Type{"a": fake})
	if m["a"] != fake {
		t.Error("later layer wins")
	}
}
