package environments

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/eval"
)

// loaderFor makes a production environment of files and returns a Loader
// of its snapshot, and the messages the loader logged.
func loaderFor(t *testing.T, files map[string]string, extra map[string]string) (*testEnv, *Loader, *[]string) {
	t.Helper()
	all := map[string]string{"production/environment.conf": "modulepath = modules:../shared/modules\n"}
	for k, v := range files {
		all[k] = v
	}
	te := newTestEnv(t, all, extra)
	var logs []string
	ld := te.get(t, "production").NewLoader(LoaderOptions{Log: func(level, text string) { logs = append(logs, level+": "+text) }})
	return te, ld, &logs
}

// TestClassAutoloadPaths checks the 3.x type loader's file search: the
// most specific file first, then the files of the parent names, with
// init.pp always imported first.
func TestClassAutoloadPaths(t *testing.T) {
	te, ld, _ := loaderFor(t, map[string]string{
		"production/modules/app/manifests/init.pp":     "class app {}\nclass app::in_init {}\n",
		"production/modules/app/manifests/a/b.pp":      "class app::a::b {}\n",
		"production/modules/app/manifests/c.pp":        "class app::c {}\nclass app::c::d {}\ndefine app::c::e() {}\n",
		"production/modules/app/manifests/sub/init.pp": "class app::sub::init {}\n",
	}, nil)
	for _, tc := range []struct{ name, file string }{
		{"app", "init.pp"},
		{"App", "init.pp"},
		{"::app::a::b", "a/b.pp"},
		{"app::in_init", "init.pp"},
		{"app::c::d", "c.pp"},
		{"app::sub::init", "sub/init.pp"},
	} {
		d, err := ld.FindClass(tc.name)
		if err != nil || d == nil {
			t.Fatalf("FindClass(%s): %v %v", tc.name, d, err)
		}
		if want := te.path("production/modules/app/manifests/" + tc.file); d.Def.Loc().File != want || d.Module != "app" {
			t.Errorf("FindClass(%s) from %s (module %q), want %s", tc.name, d.Def.Loc().File, d.Module, want)
		}
	}
	if d, err := ld.FindDefine("app::c::e"); err != nil || defName(d) != "app::c::e" {
		t.Errorf("FindDefine: %v %v", d, err)
	}
	for _, name := range []string{"app::nope", "nomod", "app::A-b", "app::..::x", ""} {
		if d, err := ld.FindClass(name); d != nil || err != nil {
			t.Errorf("FindClass(%q) = %v, %v; want nothing", name, d, err)
		}
	}
	if d, _ := ld.FindDefine("app"); d != nil {
		t.Error("a class was found as a defined type")
	}
}

// TestAutoloadVisibilityPerCompile: a file autoloaded by one compile makes
// its other definitions known to that compile only (as in a freshly loaded
// environment), while the parse is shared.
func TestAutoloadVisibilityPerCompile(t *testing.T) {
	te, ld1, _ := loaderFor(t, map[string]string{
		"production/modules/app/manifests/x.pp": "class app::x {}\nclass app::xy {}\n",
	}, nil)
	ld2 := te.get(t, "production").NewLoader(LoaderOptions{})
	if d, _ := ld1.FindClass("app::xy"); d != nil {
		t.Fatal("app::xy found before app/manifests/x.pp was loaded")
	}
	if d, _ := ld1.FindClass("app::x"); d == nil {
		t.Fatal("app::x not found")
	}
	if d, _ := ld1.FindClass("app::xy"); d == nil {
		t.Error("app::xy not known after its file was loaded")
	}
	if d, _ := ld2.FindClass("app::xy"); d != nil {
		t.Error("another compile's autoload leaked into this one")
	}
	d2, _ := ld2.FindClass("app::x")
	d1, _ := ld1.FindClass("app::x")
	if d1.Def != d2.Def {
		t.Error("the file was parsed twice")
	}
}

func TestModulepathShadowingAndNames(t *testing.T) {
	_, ld, _ := loaderFor(t, map[string]string{
		"production/modules/foo/manifests/init.pp":    "class foo {}",
		"shared/modules/foo/manifests/bar.pp":         "class foo::bar {}",
		"shared/modules/other/manifests/init.pp":      "class other {}",
		"production/modules/Bad/manifests/init.pp":    "class bad {}",
		"production/modules/1mod/manifests/init.pp":   "class mod1 {}",
		"production/modules/good_1/manifests/init.pp": "class good_1 {}",
		"production/modules/afile":                    "",
	}, nil)
	if d, _ := ld.FindClass("foo::bar"); d != nil {
		t.Error("a class of a shadowed module was found")
	}
	if d, _ := ld.FindClass("other"); d == nil {
		t.Error("a module of the second modulepath directory was not found")
	}
	if d, _ := ld.FindClass("good_1"); d == nil {
		t.Error("good_1 not found")
	}
	var names []string
	for _, m := range ld.Snapshot().Modules() {
		names = append(names, m.Name)
	}
	if strings.Join(names, ",") != "foo,good_1,other" {
		t.Errorf("modules %v", names)
	}
	if !ld.HasModule("other") || ld.HasModule("Bad") || ld.HasModule("afile") {
		t.Error("HasModule")
	}
}

func TestModuleMetadata(t *testing.T) {
	files := map[string]string{
		"production/modules/missing/metadata.json":     `{"name": "me-missing", "version": "1.0.0"}`,
		"production/modules/missing/manifests/init.pp": "class missing {}",
		"production/modules/deps/metadata.json":        `{"name": "me-deps", "version": "1.0.0", "author": "me", "license": "MIT", "source": "x", "dependencies": {}}`,
		"production/modules/deps/manifests/init.pp":    "class deps {}",
		"production/modules/ok/metadata.json":          `{"name": "me-ok", "version": "2.1.0", "author": "me", "license": "MIT", "source": "x", "dependencies": [{"name": "puppetlabs-stdlib"}]}`,
		"production/modules/ok/manifests/init.pp":      "class ok {}",
		"production/modules/empty/metadata.json":       `{}`,
		"production/modules/empty/manifests/init.pp":   "class empty {}",
		"production/modules/broken/metadata.json":      `{"name": `,
		"production/modules/broken/manifests/init.pp":  "class broken {}",
	}
	_, ld, _ := loaderFor(t, files, nil)
	s := ld.Snapshot()
	if m, ok := s.Module("ok"); !ok || m.Version != "2.1.0" || strings.Join(m.Dependencies, ",") != "puppetlabs/stdlib" {
		t.Errorf("ok: %+v", m)
	}
	for name, want := range map[string]bool{"missing": false, "deps": false, "ok": true, "empty": true, "broken": true} {
		if _, ok := s.Module(name); ok != want {
			t.Errorf("module %s kept = %v, want %v", name, ok, want)
		}
	}
	var msgs []string
	for _, m := range s.Messages() {
		msgs = append(msgs, m.String())
	}
	all := strings.Join(msgs, "\n")
	for _, want := range []string{
		"Error: No source module metadata provided for missing",
		"Error: The value for the key dependencies in the file metadata.json of the module deps must be an array, not: '{}'",
		"Warning: broken has an invalid and unparsable metadata.json file. The parse error: ",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("messages lack %q:\n%s", want, all)
		}
	}
	// strict=error refuses the module with broken metadata.
	_, ld, _ = loaderFor(t, files, map[string]string{"strict": "error"})
	if _, ok := ld.Snapshot().Module("broken"); ok {
		t.Error("strict=error kept a module with unparsable metadata")
	}
}

// TestFunctionAndTypeRules checks the 4.x loaders' file rules.
func TestFunctionAndTypeRules(t *testing.T) {
	te, ld, _ := loaderFor(t, map[string]string{
		"production/modules/mymod/functions/f.pp":     "function mymod::f() { 1 }",
		"production/modules/mymod/functions/x/y.pp":   "function mymod::x::y() { 1 }",
		"production/modules/mymod/functions/hello.pp": "function hello() { 1 }",
		"production/modules/mymod/functions/two.pp":   "function mymod::two() { 1 }\nfunction mymod::twox() { 2 }",
		"production/modules/mymod/functions/logic.pp": "function mymod::logic() { 1 }\n$x = 1",
		"production/modules/mymod/functions/named.pp": "function mymod::namedx() { 1 }",
		"production/modules/mymod/functions/empty.pp": "",
		"production/modules/mymod/functions/typ.pp":   "type Mymod::Typ = Integer",
		"production/modules/mymod/types/port.pp":      "type Mymod::Port = Integer[1, 65535]",
		"production/modules/mymod/types/a/b.pp":       "type Mymod::A::B = String",
		"production/modules/mymod/types/init.pp":      "type Mymod = Integer",
		"production/modules/mymod/types/wrong.pp":     "type Mymod::Tiny = Integer",
		"production/modules/mymod/types/fn.pp":        "function mymod::fn() { 1 }",
		"production/functions/logic.pp":               "function logic() { 1 }\n$x = 1",
		"production/functions/greet.pp":               "function greet() { 1 }",
		"production/functions/qual.pp":                "function environment::qual() { 1 }",
		"production/functions/environment/ns.pp":      "function environment::ns() { 1 }",
		"production/types/port.pp":                    "type Port = Integer",
		"production/types/environment/small.pp":       "type Environment::Small = Integer",
		"production/manifests/site.pp":                "function mymod::site() { 1 }\ntype Mymod::Site = String\n",
		"production/modules/mymod/functions/site.pp":  "function mymod::site() { 'not loaded' }",
	}, nil)
	ok := map[string]string{
		"mymod::f":        "modules/mymod/functions/f.pp",
		"mymod::x::y":     "modules/mymod/functions/x/y.pp",
		"greet":           "functions/greet.pp",
		"environment::ns": "functions/environment/ns.pp",
		"mymod::site":     "manifests/site.pp",
	}
	for name, file := range ok {
		d, err := ld.FindFunction(name)
		if err != nil || d == nil {
			t.Errorf("FindFunction(%s): %v %v", name, d, err)
			continue
		}
		if d.Def.Loc().File != te.path("production/"+file) {
			t.Errorf("FindFunction(%s) from %s", name, d.Def.Loc().File)
		}
	}
	if d, _ := ld.FindFunction("mymod::f"); d.Module != "mymod" {
		t.Errorf("module %q", d.Module)
	}
	if d, _ := ld.FindFunction("greet"); d.Module != "" {
		t.Errorf("environment function module %q", d.Module)
	}
	for name, file := range map[string]string{"Mymod::Port": "modules/mymod/types/port.pp", "Mymod::A::B": "modules/mymod/types/a/b.pp",
		"Port": "types/port.pp", "Environment::Small": "types/environment/small.pp", "Mymod::Site": "manifests/site.pp"} {
		d, err := ld.FindTypeAlias(name)
		if err != nil || d == nil || d.Def.Loc().File != te.path("production/"+file) {
			t.Errorf("FindTypeAlias(%s): %v %v", name, d, err)
		}
	}
	for _, name := range []string{"hello", "mymod::nope", "nomod::f", "environment::greet"} {
		if d, err := ld.FindFunction(name); d != nil || err != nil {
			t.Errorf("FindFunction(%s) = %v, %v; want nothing", name, d, err)
		}
	}
	if d, err := ld.FindTypeAlias("Mymod"); d != nil || err != nil {
		t.Errorf("types/init.pp gave %v %v", d, err)
	}
	src := func(p string) string { return "The code loaded from " + te.path("production/"+p) + " " }
	errs := map[string]string{
		"mymod::two":   src("modules/mymod/functions/two.pp") + "must contain only the function 'mymod::two' - it has additional definitions.",
		"logic":        src("functions/logic.pp") + "contains additional logic - can only contain the function logic",
		"mymod::named": src("modules/mymod/functions/named.pp") + "produced function with the wrong name, expected mymod::named, actual mymod::namedx",
		"mymod::empty": src("modules/mymod/functions/empty.pp") + "does not define the function 'mymod::empty' - it is empty.",
		"mymod::typ":   src("modules/mymod/functions/typ.pp") + "does not define the function 'mymod::typ' - no function found.",
		"qual":         src("functions/qual.pp") + "produced function with the wrong name, expected qual, actual environment::qual",
	}
	for name, want := range errs {
		_, err := ld.FindFunction(name)
		var re *RuntimeError
		if !errors.As(err, &re) || err.Error() != want {
			t.Errorf("FindFunction(%s): %v\nwant %s", name, err, want)
		}
	}
	if _, err := ld.FindTypeAlias("Mymod::Wrong"); err == nil || err.Error() != src("modules/mymod/types/wrong.pp")+"produced type with the wrong name, expected 'mymod::wrong', actual 'Mymod::Tiny'" {
		t.Errorf("wrong type name: %v", err)
	}
	if _, err := ld.FindTypeAlias("Mymod::Fn"); err == nil || !strings.HasSuffix(err.Error(), "does not define the type 'mymod::fn' - no type alias or type definition found.") {
		t.Errorf("function in types/: %v", err)
	}
	// In a module's functions/, the validator's top level check comes
	// first.
	_, err := ld.FindFunction("mymod::logic")
	if err == nil || !strings.HasPrefix(err.Error(), "This '=' expression is unacceptable as a top level construct in this location") {
		t.Errorf("mymod::logic: %v", err)
	}
}

// TestLocationChecks checks the validator's rules for module files.
func TestLocationChecks(t *testing.T) {
	te, ld, logs := loaderFor(t, map[string]string{
		"production/modules/app/manifests/x.pp":      "class app::x {}\nclass app::y {}\n",
		"production/modules/app/manifests/z.pp":      "class app::zz {}\n",
		"production/modules/app/manifests/two.pp":    "class app::two {}\nclass app::o1 {}\ndefine app::o2 {}\n",
		"production/modules/top/manifests/init.pp":   "class top {}\nnotice('x')\n",
		"production/modules/asg/manifests/init.pp":   "$x = 1\nclass asg {}\n",
		"production/modules/nod/manifests/init.pp":   "node default {}\nclass nod {}\n",
		"production/modules/app/functions/greet.pp":  "function app::hello() {}",
		"production/modules/app/manifests/nested.pp": "class app::nested { class inner {} }",
	}, nil)
	check := func(err error, want string) {
		t.Helper()
		var ee *eval.Error
		if !errors.As(err, &ee) || err.Error() != want {
			t.Errorf("error %v\nwant %s", err, want)
		}
	}
	x := te.path("production/modules/app/manifests/x.pp")
	_, err := ld.FindClass("app::x")
	check(err, "Unacceptable location. The name 'app::y' is unacceptable in file '"+x+"' (file: "+x+", line: 2, column: 1)")
	if d, err := ld.FindClass("app::zz"); d != nil || err != nil {
		t.Errorf("app::zz is not looked for in z.pp: %v %v", d, err)
	}
	_, err = ld.FindClass("app::z")
	if err != nil {
		t.Errorf("a name only starting with the file's namespace is accepted: %v", err)
	}
	two := te.path("production/modules/app/manifests/two.pp")
	_, err = ld.FindClass("app::two")
	check(err, "Language validation logged 2 errors. Giving up (file: "+two+")")
	if len(*logs) != 3 || !strings.HasPrefix((*logs)[0], "err: Unacceptable location. The name 'app::o1'") || (*logs)[2] != "err: Language validation logged 2 errors. Giving up" {
		t.Errorf("logged %q", *logs)
	}
	top := te.path("production/modules/top/manifests/init.pp")
	_, err = ld.FindClass("top")
	check(err, "This Function Call is unacceptable as a top level construct in this location (file: "+top+", line: 2, column: 1)")
	asg := te.path("production/modules/asg/manifests/init.pp")
	_, err = ld.FindClass("asg")
	check(err, "This '=' expression is unacceptable as a top level construct in this location (file: "+asg+", line: 1, column: 4)")
	nod := te.path("production/modules/nod/manifests/init.pp")
	_, err = ld.FindClass("nod")
	check(err, "This Node Definition is unacceptable as a top level construct in this location (file: "+nod+", line: 1, column: 1)")
	g := te.path("production/modules/app/functions/greet.pp")
	_, err = ld.FindFunction("app::greet")
	check(err, "Unacceptable location. The name 'app::hello' is unacceptable in file '"+g+"' (file: "+g+", line: 1, column: 1)")
	// A nested class is named in its class's namespace: found in the
	// file of its parent name.
	if d, err := ld.FindClass("app::nested::inner"); err != nil || defName(d) != "app::nested::inner" {
		t.Errorf("nested class: %v %v", d, err)
	}
}

func TestRedefinitions(t *testing.T) {
	te, ld, _ := loaderFor(t, map[string]string{
		"production/manifests/site.pp":             "class app::x {}\ndefine e::d() {}\n",
		"production/modules/app/manifests/init.pp": "class app {}\nclass app::x {}\n",
		"production/modules/b/manifests/init.pp":   "class b {}\ndefine b::d() {}\n",
		"production/modules/b/manifests/a/b.pp":    "class b::a::b {}\n",
		"production/modules/b/manifests/a.pp":      "",
		"production/modules/c/manifests/init.pp":   "class c {}\nclass c::a::b {}\n",
		"production/modules/c/manifests/a/b.pp":    "class c::a::b {}\n",
		"production/modules/e/manifests/init.pp":   "class e {}\ndefine e::d() {}\n",
	}, nil)
	site := te.path("production/manifests/site.pp")
	_, err := ld.FindClass("app")
	want := "Class 'app::x' is already defined (file: " + site + ", line: 1); cannot redefine (file: " + te.path("production/modules/app/manifests/init.pp") + ", line: 2)"
	if err == nil || err.Error() != want {
		t.Errorf("class redefinition: %v\nwant %s", err, want)
	}
	cinit := te.path("production/modules/c/manifests/init.pp")
	_, err = ld.FindClass("c::a::b")
	want = "Class 'c::a::b' is already defined (file: " + cinit + ", line: 2); cannot redefine (file: " + te.path("production/modules/c/manifests/a/b.pp") + ", line: 1)"
	if err == nil || err.Error() != want {
		t.Errorf("init.pp first: %v\nwant %s", err, want)
	}
	_, err = ld.FindClass("e")
	var re *RuntimeError
	want = "Attempt to redefine entity 'http://puppet.com/2016.1/runtime/type/e::d'. Originally set at file://" + site + "?line=2&pos=1."
	if !errors.As(err, &re) || err.Error() != want {
		t.Errorf("define redefinition: %v\nwant %s", err, want)
	}
	// The initial manifests' own redefinitions.
	for src, want := range map[string]string{
		"type Foo = Integer\ntype Foo = String\n": "Attempt to redefine entity 'http://puppet.com/2016.1/runtime/type/foo'. Originally set at file://%s?line=1&pos=6.",
		"function f() {}\nfunction f() {}\n":      "Attempt to redefine entity 'http://puppet.com/2016.1/runtime/function/f'. Originally set at file://%s?line=1&pos=1.",
		"class a {}\ndefine a() {}\n":             "'a' is already defined (file: %s, line: 1) as a class; cannot redefine as a definition (file: %[1]s, line: 2)",
		"define a() {}\nclass a {}\n":             "Definition 'a' is already defined (file: %s, line: 1); cannot be redefined as a class (file: %[1]s, line: 2)",
		"class a {}\n\nclass a {}\n":              "Class 'a' is already defined (file: %s, line: 1); cannot redefine (file: %[1]s, line: 3)",
	} {
		te := newTestEnv(t, map[string]string{"production/manifests/site.pp": src}, nil)
		_, err := te.get(t, "production").NewLoader(LoaderOptions{}).Manifests()
		w := strings.ReplaceAll(want, "%[1]s", te.path("production/manifests/site.pp"))
		w = strings.Replace(w, "%s", te.path("production/manifests/site.pp"), 1)
		var ee *eval.Error
		if !errors.As(err, &ee) || err.Error() != w {
			t.Errorf("%q: %v\nwant %s", src, err, w)
		}
	}
}

// TestAutoloadErrors: a syntax error in an autoloaded file is Puppet's
// located error, without "Could not parse for environment".
func TestAutoloadErrors(t *testing.T) {
	te, ld, _ := loaderFor(t, map[string]string{
		"production/modules/bad/manifests/init.pp": "class bad {\n  notice('x'\n}\n",
		"production/modules/bad/functions/f.pp":    "function bad::f() {",
	}, nil)
	f := te.path("production/modules/bad/manifests/init.pp")
	_, err := ld.FindClass("bad")
	if err == nil || err.Error() != "Syntax error at '}' (file: "+f+", line: 3, column: 1)" {
		t.Errorf("%v", err)
	}
	// The same error again: the file is not imported twice by a compile.
	if _, err := ld.FindClass("bad::other"); err != nil {
		t.Errorf("second lookup: %v", err)
	}
	_, err = ld.FindFunction("bad::f")
	if err == nil || err.Error() != "Syntax error at end of input (file: "+te.path("production/modules/bad/functions/f.pp")+")" {
		t.Errorf("%v", err)
	}
}

func TestModuleFiles(t *testing.T) {
	te, ld, _ := loaderFor(t, map[string]string{
		"production/modules/fm/files/x.txt":         "x\n",
		"production/modules/fm/files/sub/x.txt":     "subx\n",
		"production/modules/fm/templates/t.epp":     "<%- | $v | -%>v=<%= $v %>",
		"production/modules/fm/templates/sub/t.erb": "<%= @v %>",
		"production/environment.conf":               "modulepath = modules\n",
	}, nil)
	for ref, want := range map[string]string{
		"fm/x.txt":                     "modules/fm/files/x.txt",
		"fm/sub/x.txt":                 "modules/fm/files/sub/x.txt",
		"fm/sub/../x.txt":              "modules/fm/files/x.txt",
		"fm/../../../environment.conf": "environment.conf",
		te.path("production/modules/fm/files/x.txt"): "modules/fm/files/x.txt",
	} {
		p, ok := ld.ModuleFile("files", ref)
		if !ok || p != te.path("production/"+want) {
			t.Errorf("ModuleFile(files, %s) = %s %v", ref, p, ok)
		}
	}
	for _, ref := range []string{"fm", "fm/", "nomod/x.txt", "fm/nope", "/nonexistent/x", ""} {
		if p, ok := ld.ModuleFile("files", ref); ok {
			t.Errorf("ModuleFile(files, %q) = %s", ref, p)
		}
	}
	p, ok := ld.ModuleFile("templates", "fm/t.epp")
	if !ok {
		t.Fatal("template not found")
	}
	prog, err := ld.ParseEPP(p)
	if err != nil || prog == nil {
		t.Fatalf("ParseEPP: %v", err)
	}
	if prog2, _ := te.get(t, "production").NewLoader(LoaderOptions{}).ParseEPP(p); prog2 != prog {
		t.Error("a template of the snapshot was parsed twice")
	}
	p, _ = ld.ModuleFile("templates", "fm/sub/t.erb")
	if tmpl, err := ld.ParseERB(p); err != nil || tmpl == nil {
		t.Errorf("ParseERB: %v", err)
	}
	if b, err := ld.ReadFile(te.path("production/modules/fm/files/x.txt")); err != nil || string(b) != "x\n" {
		t.Errorf("ReadFile: %q %v", b, err)
	}
	// Templates come from the snapshot even if the file changes later;
	// files/ are read when the compile asks, as Puppet does.
	os.WriteFile(te.path("production/modules/fm/templates/sub/t.erb"), []byte("changed"), 0o644)
	if b, _ := ld.ReadFile(p); string(b) != "<%= @v %>" {
		t.Errorf("template read from disk: %q", b)
	}
}

func TestResourceTypes(t *testing.T) {
	_, ld, _ := loaderFor(t, map[string]string{
		"production/modules/ty/lib/puppet/type/widget.rb": `Puppet::Type.newtype(:widget) do
  ensurable
  newparam(:name, :namevar => true) do
  end
  newproperty(:size) do
  end
end
`,
	}, nil)
	rt := ld.ResourceType("Widget")
	if rt == nil {
		t.Fatal("module type not found")
	}
	if ld.ResourceType("nope") != nil {
		t.Error("unknown type found")
	}
}

func TestLookupThroughHiera(t *testing.T) {
	_, ld, _ := loaderFor(t, map[string]string{
		"production/hiera.yaml":                  "---\nversion: 5\nhierarchy:\n  - name: common\n    path: common.yaml\n",
		"production/data/common.yaml":            "---\nenv::key: from-env\n",
		"production/modules/md/hiera.yaml":       "---\nversion: 5\nhierarchy:\n  - name: common\n    path: common.yaml\n",
		"production/modules/md/data/common.yaml": "---\nmd::key: from-module\n",
	}, nil)
	for key, want := range map[string]string{"env::key": "from-env", "md::key": "from-module"} {
		v, found, err := ld.Snapshot().NewDataLookup(nil).Lookup(&eval.LookupQuery{Key: key, Module: strings.Split(key, "::")[0], Node: "n", Environment: "production"})
		if err != nil || !found || v != want {
			t.Errorf("Lookup(%s) = %v %v %v", key, v, found, err)
		}
	}
}

func TestEnvironmentDir(t *testing.T) {
	te, ld, _ := loaderFor(t, nil, nil)
	if ld.EnvironmentDir() != te.path("production") {
		t.Errorf("EnvironmentDir() = %s", ld.EnvironmentDir())
	}
	if ld.Snapshot().Name() != "production" || filepath.Base(ld.Snapshot().Dir()) != "production" {
		t.Error("snapshot name")
	}
}

// TestMetaparamParameters: a class or defined type parameter named after a
// metaparameter is Puppet's warning when it has a default (once, when the
// definition is instantiated: at load for the initial manifests, at
// autoload for module files) and its error when it has none. Checked
// against Puppet 7.23 (golden case realmod_ceph_cluster: ceph::pool's
// $tag = undef).
func TestMetaparamParameters(t *testing.T) {
	te, ld, logs := loaderFor(t, map[string]string{
		"production/manifests/site.pp":          "define d ($tag = undef, $noop = false) {}\nclass c ($schedule = 'x') {}\n",
		"production/modules/mm/manifests/w.pp":  "define mm::w ($noop = 1, $tag = 2, $x = 3) {}\n",
		"production/modules/mm/manifests/d.pp":  "define mm::d ($audit) {}\n",
		"production/modules/mm/manifests/ok.pp": "class mm::ok ($tags = 1, $x) {}\n",
	}, nil)
	var msgs []string
	for _, m := range te.get(t, "production").Messages() {
		msgs = append(msgs, m.String())
	}
	want := []string{
		"Warning: tag is a metaparam; this value will inherit to all contained resources in the d definition",
		"Warning: noop is a metaparam; this value will inherit to all contained resources in the d definition",
		"Warning: schedule is a metaparam; this value will inherit to all contained resources in the c definition",
	}
	if strings.Join(msgs, "\n") != strings.Join(want, "\n") {
		t.Errorf("load messages:\n%s\nwant:\n%s", strings.Join(msgs, "\n"), strings.Join(want, "\n"))
	}
	for i := 0; i < 2; i++ { // the second lookup finds it known: no second warning
		if d, err := ld.FindDefine("mm::w"); d == nil || err != nil {
			t.Fatalf("mm::w: %v %v", d, err)
		}
	}
	want = []string{
		"warning: noop is a metaparam; this value will inherit to all contained resources in the mm::w definition",
		"warning: tag is a metaparam; this value will inherit to all contained resources in the mm::w definition",
	}
	if strings.Join(*logs, "\n") != strings.Join(want, "\n") {
		t.Errorf("autoload logs:\n%s\nwant:\n%s", strings.Join(*logs, "\n"), strings.Join(want, "\n"))
	}
	_, err := ld.FindDefine("mm::d")
	var re *RuntimeError
	if !errors.As(err, &re) || err.Error() != "audit is a metaparameter; please choose another parameter name in the mm::d definition" {
		t.Errorf("mm::d: %v", err)
	}
	if d, err := ld.FindClass("mm::ok"); d == nil || err != nil {
		t.Errorf("mm::ok: %v %v", d, err)
	}
	te2 := newTestEnv(t, map[string]string{"production/manifests/site.pp": "define e ($audit) {}\n"}, nil)
	_, err = te2.get(t, "production").NewLoader(LoaderOptions{}).Manifests()
	var ee *eval.Error
	if !errors.As(err, &ee) || err.Error() != "audit is a metaparameter; please choose another parameter name in the e definition" {
		t.Errorf("initial manifest: %v", err)
	}
}
