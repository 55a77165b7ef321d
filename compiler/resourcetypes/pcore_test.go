package resourcetypes

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// checkPcoreAgainstOracle compares the types read from pcore files (written by `puppet
// generate types`) with what Puppet's compiler loads from the same files
// (Puppet::Pops::Resource::ResourceTypeImpl, dumped by gen/dump_types.rb pcore).
func checkPcoreAgainstOracle(t *testing.T, dir, oracleFile string, wantTypes int) {
	types, errs := LoadPcoreTypes(dir)
	for _, e := range errs {
		t.Errorf("%v", e)
	}
	full, total := compareWithOracle(t, types, loadModuleOracle(t, oracleFile))
	if full != total || total < wantTypes {
		t.Errorf("%d of %d pcore types match Puppet", full, total)
	}
	if len(types) != total {
		t.Errorf("read %d pcore types, Puppet loaded %d", len(types), total)
	}
	for _, ty := range types {
		if ty.Origin != OriginPcore {
			t.Errorf("%s: origin %v", ty.Name, ty.Origin)
		}
	}
}

func TestPcoreDebianTypesAgainstPuppet(t *testing.T) {
	checkPcoreAgainstOracle(t, "testdata/pcore", "testdata/pcore_types_oracle.json", 238)
}

func TestPcoreIdiomTypesAgainstPuppet(t *testing.T) {
	checkPcoreAgainstOracle(t, "testdata/pcore_idioms", "testdata/pcore_idioms_oracle.json", 9)
}

// Pcore types differ from the Ruby types they were generated from in two ways Puppet has:
// a "name" parameter is a key attribute only when flagged as namevar, and properties flagged
// as namevar are key attributes. The keys follow (testdata/key_oracle_pcore.json, computed by
// Puppet compiling with the .resource_types).
func TestPcoreKeysAgainstPuppet(t *testing.T) {
	types, _ := LoadPcoreTypes("testdata/pcore")
	var cases []struct {
		keyCase
		Pcore bool `json:"pcore"`
	}
	testtree.ReadJSON(t, "testdata/key_oracle_pcore.json", &cases)
	n := 0
	for _, c := range cases {
		if !c.Pcore {
			continue
		}
		ty, ok := types[c.Type]
		if !ok {
			t.Errorf("%s: no pcore type", c.Type)
			continue
		}
		n++
		checkKeyCase(t, ty, c.keyCase)
	}
	if n < 25 {
		t.Fatalf("only %d cases", n)
	}
	anchor := types["anchor"]
	if k, err := anchor.UniquenessKey("a", nil); err != nil || len(k) != 0 || k.Any() {
		t.Errorf("pcore anchor has no key attributes, so an empty key: %v %v", k, err)
	}
}

func TestPcoreHasAttribute(t *testing.T) {
	types, _ := LoadPcoreTypes("testdata/pcore")
	vcs := types["vcsrepo"]
	if vcs == nil {
		t.Fatal("vcsrepo missing")
	}
	// ResourceTypeImpl#valid_parameter? has no special case for name
	if vcs.HasAttribute("name") {
		t.Error("pcore vcsrepo has no name attribute")
	}
	if !vcs.HasAttribute("path") || !vcs.HasAttribute("revision") || !vcs.HasAttribute("before") {
		t.Error("vcsrepo attributes")
	}
	if vcs.CanonicalParamName("name") != "path" {
		t.Error("name maps to the namevar")
	}
}

func TestPcoreErrors(t *testing.T) {
	cases := map[string]string{
		"": "1:1: expected 'Puppet::Resource::ResourceType3', got end of file",
		"Puppet::Resource::ResourceType3.new(\n  ":                                                "2:3: expected a string, got end of file",
		"Puppet::Resource::ResourceType3.new('x', [":                                              "1:43: expected 'Puppet::Resource::Param', got end of file",
		"Puppet::Resource::ResourceType3.new('x', [], [], { /a => ['x'] })":                       "unterminated regexp",
		"Puppet::Resource::ResourceType3.new('x', [], [], {}, maybe)":                             "expected true or false, got 'maybe'",
		"Puppet::Resource::ResourceType3.new('x', [], [], {}, true, false) extra":                 "unexpected 'extra' after the resource type",
		"Puppet::Resource::ResourceType3.new('x', [Puppet::Resource::Param(Enum['a', 'b'], 'e'":   "expected ')', got end of file",
		"Puppet::Resource::ResourceType3.new(\"x$y\")":                                            "interpolation is not supported",
		"Puppet::Resource::ResourceType3.new('x', [], [], { /a/ => ['x' 'y'] }, true, false)":     "expected ',' or ']'",
		"Puppet::Resource::ResourceType3.new('x', [Puppet::Resource::Param(Any]), 'e')], [], {})": "unexpected ']' in a type",
		"/* unclosed": "unclosed comment",
		"Puppet::Resource::ResourceType3.new('x', ;)": "unexpected character ';'",
	}
	for src, want := range cases {
		_, err := ParsePcoreType("x.pp", []byte(src))
		var se *SyntaxError
		if err == nil || !errors.As(err, &se) || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want %q", src, err, want)
		}
	}
	ok := "# comment\n/* block */ Puppet::Resource::ResourceType3.new('X', [Puppet::Resource::Param(Optional[Pattern[/a\\/b/]], 'p')], [Puppet::Resource::Param(Any, \"n\", true)], {}, false, false)"
	ty, err := ParsePcoreType("x.pp", []byte(ok))
	if err != nil {
		t.Fatal(err)
	}
	if ty.Name != "x" || ty.Isomorphic || !reflect.DeepEqual(ty.KeyAttributes, []string{"n"}) || len(ty.TitlePatterns) != 0 {
		t.Errorf("parsed %+v", ty)
	}
	if _, err := ty.ParseTitle("t"); err == nil || err.Error() != TitlePatternMismatchMessage("t") {
		t.Errorf("empty pattern hash with one namevar matches nothing: %v", err)
	}
	noKey, err := ParsePcoreType("y.pp", []byte("Puppet::Resource::ResourceType3.new('y', [], [], {}, true, false)"))
	if err != nil {
		t.Fatal(err)
	}
	if parts, err := noKey.ParseTitle("t"); err != nil || len(parts) != 1 || parts[0].Attr != "name" {
		t.Errorf("no namevar: %v %v", parts, err)
	}
	if types, errs := LoadPcoreTypes("testdata/does-not-exist"); len(types) != 0 || len(errs) != 0 {
		t.Error("missing directory")
	}
	dir := t.TempDir()
	os.WriteFile(dir+"/a.pp", []byte("Puppet::Resource::ResourceType3.new('b', [], [], {}, true, false)"), 0o644)
	os.WriteFile(dir+"/bad.pp", []byte("nonsense"), 0o644)
	types, errs := LoadPcoreTypes(dir)
	if len(types) != 1 || len(errs) != 2 {
		t.Errorf("types %v errors %v", types, errs)
	}
}
