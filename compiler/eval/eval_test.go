package eval_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/envtest"
)

// envDir writes files (path -> content, relative to the environment) into
// a temporary environment "production" and returns its directory.
func envDir(t testing.TB, files map[string]string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "production")
	testtree.Write(t, dir, files)
	if _, ok := files["manifests/site.pp"]; !ok {
		os.MkdirAll(filepath.Join(dir, "manifests"), 0o755)
	}
	return dir
}

// env writes files into a temporary environment (envDir) and returns a
// loader for it.
func env(t testing.TB, files map[string]string) *environments.Loader {
	t.Helper()
	return envtest.Loader(t, envDir(t, files), nil)
}

type result struct {
	cat  *catalog.Catalog
	logs []string
	err  error
}

func facts() *values.Hash {
	return values.HashFrom(
		"fqdn", "web01.example.com",
		"hostname", "web01",
		"os", values.HashFrom("family", "Debian", "release", values.HashFrom("major", "12")),
	)
}

func compileEnv(t testing.TB, l eval.Loader, node string) result {
	t.Helper()
	var logs []string
	var mu sync.Mutex
	req := &eval.Request{
		Node:        node,
		Facts:       facts(),
		Environment: "production",
		ServerFacts: values.HashFrom("serverversion", "7.23.0"),
		Loader:      l,
		Log: func(m eval.Message) {
			mu.Lock()
			logs = append(logs, m.String())
			mu.Unlock()
		},
	}
	cat, _, err := eval.Compile(context.Background(), req)
	return result{cat: cat, logs: logs, err: err}
}

// compile compiles site.pp code for web01.example.com.
func compile(t testing.TB, code string) result {
	t.Helper()
	return compileEnv(t, env(t, map[string]string{"manifests/site.pp": code}), "web01.example.com")
}

func mustCompile(t *testing.T, code string) result {
	t.Helper()
	r := compile(t, code)
	if r.err != nil {
		t.Fatalf("compile failed: %v", r.err)
	}
	return r
}

// res finds a resource in a catalog.
func res(t *testing.T, c *catalog.Catalog, typ, title string) *catalog.Resource {
	t.Helper()
	r := c.Resource(typ, title)
	if r == nil {
		var refs []string
		for _, x := range c.Resources {
			refs = append(refs, x.Ref())
		}
		t.Fatalf("no %s[%s] in catalog; have %v", typ, title, refs)
	}
	return r
}

// params returns a resource's parameters as JSON-ish Go values.
func params(t *testing.T, r *catalog.Resource) map[string]any {
	t.Helper()
	out := map[string]any{}
	for _, p := range r.Params {
		b, err := json.Marshal(toPlain(p.Value))
		if err != nil {
			t.Fatal(err)
		}
		var v any
		json.Unmarshal(b, &v)
		out[p.Name] = v
	}
	return out
}

func toPlain(v values.Value) any {
	switch x := v.(type) {
	case []values.Value:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = toPlain(e)
		}
		return out
	case *values.Hash:
		m := map[string]any{}
		x.Each(func(k, v values.Value) bool { m[values.ToString(k)] = toPlain(v); return true })
		return m
	}
	return v
}

func notices(r result) []string {
	var out []string
	for _, l := range r.logs {
		if strings.HasPrefix(l, "Notice: ") {
			out = append(out, l[strings.LastIndex(l, "): ")+3:])
		}
	}
	return out
}

func hasEdge(c *catalog.Catalog, from, to string) bool {
	for _, e := range c.Edges {
		if e.Source == from && e.Target == to {
			return true
		}
	}
	return false
}

func sortedTags(r *catalog.Resource) []string {
	t := append([]string(nil), r.Tags...)
	sort.Strings(t)
	return t
}

func wantErr(t *testing.T, code, want string) {
	t.Helper()
	r := compile(t, code)
	if r.err == nil {
		t.Fatalf("expected an error containing %q, compile succeeded", want)
	}
	if !strings.Contains(r.err.Error(), want) {
		t.Fatalf("error %q does not contain %q", r.err.Error(), want)
	}
}

func eq(t *testing.T, got, want any) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
}

// ---------------------------------------------------------------------------
// Scopes

func TestTopScopeVariables(t *testing.T) {
	r := mustCompile(t, `
notice($hostname)
notice($::fqdn)
notice($facts['os']['family'])
notice($trusted['certname'], $trusted['hostname'], $trusted['domain'])
notice($server_facts['environment'])
notice($environment)
notice($name, $title)
`)
	eq(t, notices(r), []string{"web01", "web01.example.com", "Debian", "web01.example.com web01 example.com", "production", "production", "main main"})
}

func TestClassScopesAndQualifiedLookup(t *testing.T) {
	r := mustCompile(t, `
$top = 'top'
class base { $b = 'from-base' $shared = 'base' }
class derived inherits base {
  $shared2 = "${b}-${shared}"
  notice($b, $shared2, $top)
}
class other { notice($derived::shared2, $base::b, $derived::b) }
include derived
include other
`)
	eq(t, notices(r), []string{"from-base from-base-base top", "from-base-base from-base from-base"})
}

func TestNoDynamicVariableScoping(t *testing.T) {
	// A class sees the top (or node) scope, not the variables of the
	// class that included it.
	r := mustCompile(t, `
class inner { notice("x=${x}") }
class outer { $x = 'outer' include inner }
include outer
`)
	eq(t, notices(r), []string{"x="})
	found := false
	for _, l := range r.logs {
		if strings.HasPrefix(l, "Warning: Unknown variable: 'x'.") {
			found = true
		}
	}
	if !found {
		t.Errorf("no unknown variable warning in %v", r.logs)
	}
}

func TestNodeScope(t *testing.T) {
	r := mustCompile(t, `
node /^web(\d+)/ { $n = $1 include c }
node default { notice('default') }
class c { notice("n=${n}") }
`)
	eq(t, notices(r), []string{"n=01"})
}

func TestReassignmentIsAnError(t *testing.T) {
	wantErr(t, "$a = 1\n$a = 2\n", "Cannot reassign variable '$a'")
	wantErr(t, "$facts = 1\n", "Attempt to assign to a reserved variable name: '$facts'")
	wantErr(t, "$x::y = 1\n", "Cannot assign to variables in other namespaces")
}

func TestMatchVariablesAreEphemeral(t *testing.T) {
	r := mustCompile(t, `
if 'abc' =~ /b(c)/ { notice("in: ${0} ${1}") }
notice("after: [${1}]")
$r = 'xyz' ? { /y(z)/ => $1, default => 'none' }
notice($r)
`)
	eq(t, notices(r), []string{"in: bc c", "after: []", "z"})
}

func TestLambdaScope(t *testing.T) {
	r := mustCompile(t, `
$x = 'outer'
[1, 2].each |$i| { $x = "inner${i}" notice($x) }
notice($x)
$sum = [1, 2, 3].reduce |$a, $b| { $a + $b }
notice($sum)
`)
	eq(t, notices(r), []string{"inner1", "inner2", "outer", "6"})
}

func TestPuppetFunction(t *testing.T) {
	r := mustCompile(t, `
$top = 't'
function mymod::twice(Integer $x, $y = 2) >> Integer { $local = $x * $y  $local }
function early($v) { if $v { return 'yes' } 'no' }
notice(mymod::twice(3), mymod::twice(3, 3), early(true), early(false), $top)
`)
	eq(t, notices(r), []string{"6 9 yes no t"})
	wantErr(t, "function f(Integer $x) { $x }\nf('a')\n", "'f' parameter 'x' expects an Integer value, got String")
}

// ---------------------------------------------------------------------------
// Resources

func TestResourceBasics(t *testing.T) {
	r := mustCompile(t, `
file { '/etc/motd': ensure => file, content => "hi\n", path => '/etc/motd' }
package { ['vim', 'git']: ensure => installed }
notify { 'n': message => undef, withpath => true }
`)
	c := r.cat
	eq(t, params(t, res(t, c, "File", "/etc/motd")), map[string]any{"ensure": "file", "content": "hi\n"})
	eq(t, params(t, res(t, c, "Package", "git")), map[string]any{"ensure": "installed"})
	eq(t, params(t, res(t, c, "Notify", "n")), map[string]any{"withpath": true})
	eq(t, sortedTags(res(t, c, "Package", "vim")), []string{"class", "package", "vim"})
	eq(t, sortedTags(res(t, c, "File", "/etc/motd")), []string{"class", "file"})
	if !hasEdge(c, "Class[main]", "Package[vim]") || !hasEdge(c, "Stage[main]", "Class[main]") {
		t.Errorf("missing containment edges: %v", c.Edges)
	}
	// Puppet's order: Stage[main], Class[Settings], Class[main], then as declared.
	var order []string
	for _, x := range c.Resources {
		order = append(order, x.Ref())
	}
	eq(t, order, []string{"Stage[main]", "Class[Settings]", "Class[main]", "File[/etc/motd]", "Package[vim]", "Package[git]", "Notify[n]"})
}

func TestLocalDefaultsAndSplat(t *testing.T) {
	r := mustCompile(t, `
$common = { 'mode' => '0600' }
file {
  default: owner => 'root', * => $common;
  '/a': ;
  '/b': owner => 'bob';
}
`)
	eq(t, params(t, res(t, r.cat, "File", "/a")), map[string]any{"owner": "root", "mode": "0600"})
	eq(t, params(t, res(t, r.cat, "File", "/b")), map[string]any{"owner": "bob", "mode": "0600"})
}

func TestResourceExpressionErrors(t *testing.T) {
	wantErr(t, "nosuchtype { 'x': }\n", "Unknown resource type: 'nosuchtype'")
	wantErr(t, "notify { 'x': message => 1, message => 2 }\n", "The attribute 'message' has already been set")
	wantErr(t, "notify { ['a', 'a']: }\n", "The title 'a' has already been used in this resource expression")
	wantErr(t, "notify { 'x': }\nnotify { 'x': }\n", "Duplicate declaration: Notify[x] is already declared at (file: ")
	wantErr(t, "notify { 'x': nosuch => 1 }\n", "no parameter named 'nosuch'")
	wantErr(t, "notify { undef: }\n", "Missing title")
	wantErr(t, "file { '/tmp/a/': }\nfile { 'x': path => '/tmp/a' }\n", "Cannot alias File[x] to [\"/tmp/a\"]")
}

func TestResourceDefaultsDynamicScope(t *testing.T) {
	r := mustCompile(t, `
Exec { path => '/bin' }
class c1 { exec { 'one': command => 'true' } }
class c2 { Exec { timeout => 30 } exec { 'two': command => 'true' } include c1 }
include c2
exec { 'top': command => 'x', path => '/usr/bin' }
`)
	eq(t, params(t, res(t, r.cat, "Exec", "one")), map[string]any{"command": "true", "path": "/bin", "timeout": float64(30)})
	eq(t, params(t, res(t, r.cat, "Exec", "two")), map[string]any{"command": "true", "path": "/bin", "timeout": float64(30)})
	eq(t, params(t, res(t, r.cat, "Exec", "top")), map[string]any{"command": "x", "path": "/usr/bin"})
	wantErr(t, "Notify { message => 'a' }\nNotify { message => 'b' }\n", "Default already defined for Notify { message }; cannot redefine")
}

func TestDefaultsApplyAtCreation(t *testing.T) {
	// Puppet 7 applies defaults when a resource is created: a default set
	// later in the same scope does not reach an earlier resource.
	r := mustCompile(t, "notify { 'a': }\nNotify { message => 'x' }\nnotify { 'b': }\n")
	eq(t, params(t, res(t, r.cat, "Notify", "a")), map[string]any{})
	eq(t, params(t, res(t, r.cat, "Notify", "b")), map[string]any{"message": "x"})
}

func TestVirtualAndExported(t *testing.T) {
	r := mustCompile(t, `
@user { 'a': uid => 1 }
@user { 'b': uid => 2 }
@group { 'g': gid => 5 }
@@file { '/x': tag => 'x' }
User <| uid == 1 |>
realize(Group['g'])
`)
	res(t, r.cat, "User", "a")
	res(t, r.cat, "Group", "g")
	if r.cat.Resource("User", "b") != nil {
		t.Error("unrealized virtual User[b] is in the catalog")
	}
	if f := res(t, r.cat, "File", "/x"); !f.Exported {
		t.Error("File[/x] is not marked exported")
	}
	wantErr(t, "realize(User['nobody'])\n", "Failed to realize virtual resources User[nobody]")
}

func TestCollectorOverride(t *testing.T) {
	r := mustCompile(t, `
package { ['a', 'b']: ensure => installed, tag => 'pkgs' }
package { 'c': ensure => installed }
Package <| tag == 'pkgs' |> { ensure => latest }
`)
	eq(t, params(t, res(t, r.cat, "Package", "a"))["ensure"], "latest")
	eq(t, params(t, res(t, r.cat, "Package", "c"))["ensure"], "installed")
}

func TestOverrides(t *testing.T) {
	r := mustCompile(t, `
class base { service { 'app': ensure => running, enable => true } }
class base::stopped inherits base { Service['app'] { ensure => stopped, enable +> false } }
include base::stopped
notify { 'n': }
Notify['n'] { message => 'set later' }
`)
	eq(t, params(t, res(t, r.cat, "Service", "app")), map[string]any{"ensure": "stopped", "enable": []any{true, false}})
	eq(t, params(t, res(t, r.cat, "Notify", "n")), map[string]any{"message": "set later"})
	wantErr(t, "notify { 'n': message => 'a' }\nclass x { Notify['n'] { message => 'b' } }\ninclude x\n", "Only subclasses can override parameters")
	wantErr(t, "notify { 'n': message => 'a' }\nNotify['n'] { message => 'b' }\n", "Parameter 'message' is already set on Notify[n]")
	wantErr(t, "Notify['missing'] { message => 'b' }\n", "Could not find resource(s) Notify[missing] for overriding")
}

func TestRelationships(t *testing.T) {
	r := mustCompile(t, `
notify { ['one', 'two', 'three']: }
Notify['three'] <- Notify['two'] <- Notify['one']
Notify['one'] <~ Notify['three']
package { 'p': } -> [file { '/f': }, service { 's': }]
`)
	eq(t, params(t, res(t, r.cat, "Notify", "one"))["before"], []any{"Notify[two]"})
	eq(t, params(t, res(t, r.cat, "Notify", "three"))["notify"], []any{"Notify[one]"})
	eq(t, params(t, res(t, r.cat, "Package", "p"))["before"], []any{"File[/f]", "Service[s]"})
	wantErr(t, "notify { 'a': }\nNotify['a'] -> Notify['b']\n", "Could not find resource 'Notify[b]' for relationship from 'Notify[a]'")
	wantErr(t, "notify { 'a': require => Notify['missing'] }\n", "Could not find resource 'Notify[missing]' in parameter 'require'")
}

func TestClassesContainmentAndStages(t *testing.T) {
	r := mustCompile(t, `
class app::install { package { 'app': } }
class app::config { file { '/etc/app': } }
class app { contain app::install  include app::config  require app::config }
include app
stage { 'post': require => Stage['main'] }
class cleanup { notify { 'cleanup': } }
class { 'cleanup': stage => 'post' }
`)
	c := r.cat
	if !hasEdge(c, "Class[App]", "Class[App::Install]") || !hasEdge(c, "Stage[main]", "Class[App::Install]") {
		t.Errorf("contain edges missing: %v", c.Edges)
	}
	if hasEdge(c, "Class[App]", "Class[App::Config]") {
		t.Error("include must not contain")
	}
	if !hasEdge(c, "Stage[post]", "Class[Cleanup]") {
		t.Error("Class[Cleanup] not in Stage[post]")
	}
	eq(t, params(t, res(t, c, "Class", "App"))["require"], []any{"Class[App::Config]"})
	eq(t, c.Classes, []string{"settings", "app", "app::install", "app::config", "cleanup"})
	wantErr(t, "class c($p) {}\nclass { 'c': p => 1 }\nclass { 'c': p => 2 }\n", "Duplicate declaration: Class[C] is already declared")
	wantErr(t, "include nosuch\n", "Could not find class ::nosuch for web01.example.com")
}

func TestClassParameters(t *testing.T) {
	r := mustCompile(t, `
class p(String $motd = 'hello', Array[String] $pkgs = ['a'], Optional[Integer] $n = undef, $req) {
  notify { "motd=${motd} pkgs=${pkgs} n=${n} req=${req}": }
}
class { 'p': motd => undef, req => 'r' }
`)
	res(t, r.cat, "Notify", "motd=hello pkgs=[a] n= req=r")
	eq(t, params(t, res(t, r.cat, "Class", "P")), map[string]any{"motd": "hello", "req": "r", "pkgs": []any{"a"}})
	wantErr(t, "class p(Integer $x) {}\nclass { 'p': x => 'a' }\n", "Class[P]: parameter 'x' expects an Integer value, got String")
	wantErr(t, "class p($x) {}\ninclude p\n", "Class[P]: expects a value for parameter 'x'")
	wantErr(t, "class p() {}\nclass { 'p': y => 1 }\n", "Class[P]: has no parameter named 'y'")
}

func TestDefinedTypes(t *testing.T) {
	r := mustCompile(t, `
define site::user($uid, $shell = '/bin/bash', $b = undef) {
  user { $title: uid => $uid, shell => $shell }
  notify { "${name}:${b}": }
}
site::user { 'ann': uid => 1 }
site::user { 'ben': uid => 2, shell => '/bin/zsh', b => 'x' }
`)
	eq(t, params(t, res(t, r.cat, "Site::User", "ann")), map[string]any{"uid": float64(1), "shell": "/bin/bash"})
	eq(t, params(t, res(t, r.cat, "User", "ben")), map[string]any{"uid": float64(2), "shell": "/bin/zsh"})
	res(t, r.cat, "Notify", "ben:x")
	eq(t, sortedTags(res(t, r.cat, "User", "ann")), []string{"ann", "class", "site", "site::user", "user"})
	if !hasEdge(r.cat, "Site::User[ann]", "User[ann]") {
		t.Error("define does not contain its resources")
	}
	wantErr(t, "define d($x) {}\nd { 'a': }\n", "D[a]: expects a value for parameter 'x'")
}

func TestTagsAndMetaparams(t *testing.T) {
	r := mustCompile(t, `
class role::web { tag 'frontend' notify { 'in-role': } }
include role::web
define d() { notify { "in-${title}": } }
d { 'x': tag => 'foo', noop => true }
if tagged('role::web') { notify { 'tagged': } }
`)
	eq(t, sortedTags(res(t, r.cat, "Notify", "in-role")), []string{"class", "frontend", "in-role", "notify", "role", "role::web", "web"})
	eq(t, params(t, res(t, r.cat, "Notify", "in-x")), map[string]any{"noop": true, "tag": "foo"})
	res(t, r.cat, "Notify", "tagged")
}

func TestSensitiveAndDataConversion(t *testing.T) {
	r := mustCompile(t, `
notify { 's': message => Sensitive('secret') }
notify { 'd': message => default }
notify { 'r': message => [File['/x'], Class['foo']] }
`)
	s := res(t, r.cat, "Notify", "s")
	eq(t, params(t, s), map[string]any{"message": "secret"})
	eq(t, s.Sensitive, []string{"message"})
	eq(t, params(t, res(t, r.cat, "Notify", "d")), map[string]any{"message": "default"})
	eq(t, params(t, res(t, r.cat, "Notify", "r")), map[string]any{"message": []any{"File[/x]", "Class[Foo]"}})
	want := "Warning: Notify[d]['message'] contains the special value default. It will be converted to the String 'default'"
	found := false
	for _, l := range r.logs {
		if strings.HasPrefix(l, want) {
			found = true
		}
	}
	if !found {
		t.Errorf("missing warning %q in %v", want, r.logs)
	}
}

func TestLoggingFormat(t *testing.T) {
	r := mustCompile(t, "class c { warning('w') }\ninclude c\nnotice('n', [1, 'a'])\n")
	eq(t, r.logs, []string{"Warning: Scope(Class[C]): w", "Notice: Scope(Class[main]): n [1, a]"})
}

func TestErrorLocation(t *testing.T) {
	r := compile(t, "\n  nosuchtype { 'x': }\n")
	var ce *eval.Error
	if r.err == nil || !errorsAs(r.err, &ce) {
		t.Fatalf("want *eval.Error, got %v", r.err)
	}
	if ce.Line != 2 || ce.Column != 3 || !strings.HasSuffix(ce.File, "manifests/site.pp") {
		t.Errorf("location %s:%d:%d", ce.File, ce.Line, ce.Column)
	}
	if !strings.HasSuffix(ce.Error(), "(file: "+ce.File+", line: 2, column: 3) on node web01.example.com") {
		t.Errorf("message %q", ce.Error())
	}
}

func errorsAs(err error, target **eval.Error) bool {
	e, ok := err.(*eval.Error)
	if ok {
		*target = e
	}
	return ok
}

func TestModuleAutoload(t *testing.T) {
	l := env(t, map[string]string{
		"manifests/site.pp":              "include mod\nmod::thing { 'x': }\nnotice(mod::f(2))\n",
		"modules/mod/manifests/init.pp":  "class mod { notice($module_name) }\n",
		"modules/mod/manifests/thing.pp": "define mod::thing() { notify { \"thing-${title}\": } }\n",
		"modules/mod/functions/f.pp":     "function mod::f($x) { $x + 1 }\n",
	})
	r := compileEnv(t, l, "web01.example.com")
	if r.err != nil {
		t.Fatal(r.err)
	}
	eq(t, notices(r), []string{"mod", "3"})
	f := res(t, r.cat, "Notify", "thing-x")
	// Puppet's catalogs name the file by its absolute path.
	if want := filepath.Join(l.EnvironmentDir(), "modules/mod/manifests/thing.pp"); f.File != want {
		t.Errorf("file %q, want %q", f.File, want)
	}
}

// TestConcurrentCompiles runs compiles of one shared loader in parallel
// (run with -race).
func TestConcurrentCompiles(t *testing.T) {
	l := env(t, map[string]string{
		"manifests/site.pp": `
define d($n) { file { "/tmp/${title}": content => "${n}" } notify { "n-${title}": } -> File["/tmp/${title}"] }
Integer[1, 20].each |$i| { d { "r${i}": n => $i } }
class c { notice('c') }
include c
Notify <| |> { message => 'x' }
`,
	})
	testtree.Concurrently(8, func(int) {
		r := compileEnv(t, l, "web01.example.com")
		if r.err != nil {
			t.Error(r.err)
		} else if len(r.cat.Resources) != 3+1+60 {
			t.Errorf("got %d resources", len(r.cat.Resources))
		}
	})
}

// Type(args) and Type[params](args) call new; output of `puppet apply` 7.23
// on the same code.
func TestTypeCallIsNew(t *testing.T) {
	r := mustCompile(t, "notice(Integer[1,10](\"5\"))\nnotice(Array[Integer](5))\n")
	eq(t, notices(r), []string{"5", "[0, 1, 2, 3, 4]"})
}
