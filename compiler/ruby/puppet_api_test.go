package ruby

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

// apiHost is a Host with the optional interfaces, recording how Ruby
// reached it. Its catalog is a fixed list of resources.
type apiHost struct {
	testHost
	in       *Interp
	calls    []string // "global:name" (Host.CallFunction), "scope:name" (ScopeCaller)
	settings map[string]values.Value
	classes  map[string]string // setting classes
	kinds    map[string]string // FindResourceTypeOrClass
	res      []values.Value
	params   map[string]*values.Hash // by lower-case "type[title]"
	stack    []StackFrame
}

func (h *apiHost) RubyInterp(env *Env) *Interp {
	if h.in == nil {
		h.in = env.NewInterp()
	}
	return h.in
}

func (h *apiHost) CallFunction(name string, args []values.Value, blk Block) (values.Value, error) {
	h.calls = append(h.calls, "global:"+name)
	return nil, nil
}

func (h *apiHost) ScopeCallFunction(name string, args []values.Value, blk Block) (values.Value, error) {
	h.calls = append(h.calls, "scope:"+name)
	return nil, nil
}

func (h *apiHost) Setting(name string) (values.Value, bool) {
	v, ok := h.settings[name]
	return v, ok
}

func (h *apiHost) SettingClass(name string) string { return h.classes[name] }

func (h *apiHost) FindResourceTypeOrClass(name string) string { return h.kinds[name] }

func (h *apiHost) PuppetStack() []StackFrame { return h.stack }

func refKey(ref values.Value) string {
	switch r := ref.(type) {
	case *values.ResourceT:
		return strings.ToLower(r.TypeName + "[" + r.Title + "]")
	case *values.ClassT:
		return strings.ToLower("Class[" + r.ClassName + "]")
	}
	return ""
}

func (h *apiHost) FindResource(typ, title string) (values.Value, bool) {
	want := strings.ToLower(typ + "[" + title + "]")
	for _, r := range h.res {
		if refKey(r) == want {
			return r, true
		}
	}
	return nil, false
}

func (h *apiHost) ResourceParams(ref values.Value) (*values.Hash, bool) {
	p, ok := h.params[refKey(ref)]
	return p, ok
}
func (h *apiHost) Resources() []values.Value                { return h.res }
func (h *apiHost) ScopeResource() values.Value              { return values.ClassRef("main") }
func (h *apiHost) ScopeSource() (name, kind string)         { return "", "hostclass" }
func (h *apiHost) ResourceDefaults(typ string) *values.Hash { return values.NewHash(0) }
func (h *apiHost) ModulePath(name string) (string, bool)    { return "", false }
func (h *apiHost) FindTemplate(ref string) (string, bool)   { return "", false }
func (h *apiHost) EnvironmentName() string                  { return "production" }
func (h *apiHost) ClassNames() []string                     { return []string{"settings"} }
func (h *apiHost) NodeName() string                         { return "node.example.com" }

var (
	_ InterpProvider   = (*apiHost)(nil)
	_ ScopeCaller      = (*apiHost)(nil)
	_ SettingClassHost = (*apiHost)(nil)
	_ ResourceTypeHost = (*apiHost)(nil)
	_ CatalogHost      = (*apiHost)(nil)
	_ Dispatcher       = (*apiHost)(nil)
	_ StackHost        = (*apiHost)(nil)
)

// writeFunc writes a function file under dir's lib/puppet/functions (4.x)
// or lib/puppet/parser/functions (3.x) and loads it.
func writeFunc(t *testing.T, env *Env, dir, rel, src string) *Function {
	t.Helper()
	p := filepath.Join(dir, "lib/puppet", rel)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	fn, err := env.LoadFunction(p)
	if err != nil {
		t.Fatalf("%s: %v", rel, err)
	}
	return fn
}

func call(t *testing.T, fn *Function, h Host, d *Dispatch, args ...values.Value) values.Value {
	t.Helper()
	v, err := fn.Call(context.Background(), h, d, args, nil)
	if err != nil {
		t.Fatalf("%s: %v", fn.Name, err)
	}
	return v
}

// One instance of a 4.x function per compile: instance variables carry
// from call to call (Puppet 7.23, golden fn_ruby_instance_state: "A-1",
// "B-2", "C-3"); a new compile starts again.
func TestFunctionInstancePerCompile(t *testing.T) {
	env := NewEnv(EnvOptions{})
	fn := writeFunc(t, env, t.TempDir(), "functions/counter.rb", `
Puppet::Functions.create_function(:counter) do
  dispatch :counter do
    param 'String', :s
  end
  def counter(s)
    @n = (@n || 0) + 1
    "#{s}-#{@n}"
  end
end
`)
	h := &apiHost{}
	var got []string
	for _, s := range []string{"A", "B", "C"} {
		got = append(got, call(t, fn, h, fn.Dispatches[0], s).(string))
	}
	if strings.Join(got, " ") != "A-1 B-2 C-3" {
		t.Errorf("got %v", got)
	}
	if v := call(t, fn, &apiHost{}, fn.Dispatches[0], "D"); v != "D-1" {
		t.Errorf("a new compile gives %v", v)
	}
}

// A function that overrides call(scope, *args) is entered there (stdlib's
// validate_legacy and 21 others); Puppet's own call asks the host's
// Dispatcher.
func TestCallOverride(t *testing.T) {
	env := NewEnv(EnvOptions{})
	dir := t.TempDir()
	over := writeFunc(t, env, dir, "functions/over.rb", `
Puppet::Functions.create_function(:over) do
  dispatch :with_scope do
    param 'Any', :scope
    param 'Integer', :n
  end
  dispatch :with_scope_s do
    param 'Any', :scope
    param 'String', :s
  end
  def call(scope, *args)
    self.class.dispatcher.dispatch(self, scope, [scope] + args)
  end
  def with_scope(scope, n)
    "#{scope.class}:#{n + 1}"
  end
  def with_scope_s(scope, s)
    "#{scope.class}:#{s}!"
  end
end
`)
	plain := writeFunc(t, env, dir, "functions/plain.rb", `
Puppet::Functions.create_function(:plain) do
  dispatch :twice do
    param 'Integer', :n
    return_type 'Integer'
  end
  def twice(n)
    n * 2
  end
end
`)
	if !over.OverridesCall || plain.OverridesCall {
		t.Fatalf("OverridesCall: over %v, plain %v", over.OverridesCall, plain.OverridesCall)
	}
	h := &apiHost{}
	h.t = t
	if v := call(t, over, h, nil, int64(41)); v != "Puppet::Parser::Scope:42" {
		t.Errorf("over(41) = %v", v)
	}
	if v := call(t, over, h, nil, "x"); v != "Puppet::Parser::Scope:x!" {
		t.Errorf("over('x') = %v", v)
	}
	if _, err := over.Call(context.Background(), h, nil, []values.Value{1.5}, nil); err == nil || !strings.Contains(err.Error(), "no dispatch accepts") {
		t.Errorf("over(1.5): %v", err)
	}
	if v := call(t, plain, h, nil, int64(4)); v != int64(8) {
		t.Errorf("plain(4) through call = %v", v)
	}
}

// A 4.x function's call_function runs in its closure (global) scope; a
// 3.x function's self and an InternalFunction's scope_param scope call in
// the calling scope (Puppet 7.23, golden fn_ruby_call_scope).
func TestCallFunctionScopes(t *testing.T) {
	env := NewEnv(EnvOptions{})
	dir := t.TempDir()
	f4 := writeFunc(t, env, dir, "functions/f4.rb", `
Puppet::Functions.create_function(:f4) do
  def f4
    call_function('notice', 'x')
  end
end
`)
	f3 := writeFunc(t, env, dir, "parser/functions/f3.rb", `
Puppet::Parser::Functions.newfunction(:f3, :type => :rvalue) do |args|
  call_function('notice', ['x'])
end
`)
	fi := writeFunc(t, env, dir, "functions/fi.rb", `
Puppet::Functions.create_function(:fi, Puppet::Functions::InternalFunction) do
  dispatch :fi do
    scope_param
  end
  def fi(scope)
    call_function_with_scope(scope, 'notice', 'x')
  end
end
`)
	h := &apiHost{}
	call(t, f4, h, f4.Dispatches[0])
	call(t, f3, h, nil)
	call(t, fi, h, fi.Dispatches[0])
	if got := strings.Join(h.calls, " "); got != "global:notice scope:notice scope:notice" {
		t.Errorf("calls: %s", got)
	}
}

// Puppet[:strict] is a Symbol in Puppet (a SymbolicEnumSetting), a
// String setting stays a String.
func TestSettingSymbols(t *testing.T) {
	env := NewEnv(EnvOptions{})
	fn := writeFunc(t, env, t.TempDir(), "functions/settings.rb", `
Puppet::Functions.create_function(:settings) do
  def settings
    [Puppet.settings[:strict], Puppet[:node_terminus], Puppet[:log_level]].inspect
  end
end
`)
	h := &apiHost{
		settings: map[string]values.Value{"strict": "warning", "node_terminus": "plain", "log_level": "notice"},
		classes:  map[string]string{"strict": "SymbolicEnumSetting", "node_terminus": "TerminusSetting", "log_level": "EnumSetting"},
	}
	if v := call(t, fn, h, fn.Dispatches[0]); v != `[:warning, :plain, "notice"]` {
		t.Errorf("got %v", v)
	}
}

// stdlib's defined_with_params finds the type of a reference string with
// Runtime3ResourceSupport.find_resource_type_or_class and looks the
// resource up. The catalog and the answers are those of Puppet 7.23 for
// the same calls made after
//
//	package { 'nginx': ensure => present }
//	bar::baz { 'q': }
//	include foo
//
// (puppet apply, notices of defined_with_params).
func TestDefinedWithParams(t *testing.T) {
	file := filepath.Join(corpusRoot, "stdlib/lib/puppet/parser/functions/defined_with_params.rb")
	if _, err := os.Stat(file); err != nil {
		t.Skip("the Debian Puppet modules are not installed (apt-get install puppet-module-puppetlabs-stdlib)")
	}
	env := NewEnv(EnvOptions{LoadPath: corpusLoadPath()})
	fn, err := env.LoadFunction(file)
	if err != nil {
		t.Fatal(err)
	}
	nginx := values.ResourceRef("Package", "nginx")
	ensure := values.NewHash(1)
	ensure.Put("ensure", "present")
	h := &apiHost{
		kinds: map[string]string{"package": "type", "bar::baz": "definition", "foo": "hostclass"},
		res:   []values.Value{values.ClassRef("main"), nginx, values.ResourceRef("Bar::Baz", "q"), values.ClassRef("Foo")},
		params: map[string]*values.Hash{
			"package[nginx]": ensure, "bar::baz[q]": values.NewHash(0), "class[foo]": values.NewHash(0), "class[main]": values.NewHash(0),
		},
	}
	h.env = env
	hash := func(kv ...string) *values.Hash {
		m := values.NewHash(len(kv) / 2)
		for i := 0; i < len(kv); i += 2 {
			m.Put(kv[i], kv[i+1])
		}
		return m
	}
	for _, c := range []struct {
		ref    values.Value
		params *values.Hash
		want   bool
	}{
		{"package[nginx]", hash(), true},
		{"package[nginx]", hash("ensure", "present"), true},
		{"package[nginx]", hash("ensure", "absent"), false},
		{nginx, hash(), true},
		{"bar::baz[q]", hash(), true},
		{"Class[foo]", hash(), true},
		{values.ClassRef("foo"), hash(), true},
		{"nosuch[x]", hash(), false},
	} {
		v, err := fn.Call(context.Background(), h, nil, []values.Value{c.ref, c.params}, nil)
		if err != nil {
			t.Errorf("defined_with_params(%v, %v): %v", c.ref, c.params, err)
			continue
		}
		if v != c.want {
			t.Errorf("defined_with_params(%v, %v) = %v, Puppet gives %v", c.ref, c.params, v, c.want)
		}
	}
	_, err = fn.Call(context.Background(), h, nil, []values.Value{"package", hash()}, nil)
	if err == nil || !strings.Contains(err.Error(), `No title provided and "package" is not a valid resource reference`) {
		t.Errorf("defined_with_params('package'): %v", err)
	}
}

// The gaps of Punch's Puppet API are reported as unsupported (naming the
// constant or method), not as the module's NameError/NoMethodError;
// defined? still answers nil. A constant or method Puppet 7.23 lacks too
// is Ruby's NameError/NoMethodError (testdata/puppet_api).
func TestPuppetAPIGaps(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"Puppet::Nope::X", "ERROR: NameError: uninitialized constant Puppet::Nope"},
		{"Puppet::Pops::Nope", "ERROR: NameError: uninitialized constant Puppet::Pops::Nope"},
		{"Puppet::Util::NoSuchHelperModule", "ERROR: NameError: uninitialized constant Puppet::Util::NoSuchHelperModule"},
		{"Puppet::SSL::SSLProvider", "ERROR: unsupported: Puppet API: Puppet::SSL (not in Punch's Ruby runtime)"},
		{"Puppet::Pops::Types::PStringType::DEFAULT; Puppet::Pops::Model::Factory", "ERROR: unsupported: Puppet API: Puppet::Pops::Model (not in Punch's Ruby runtime)"},
		// Puppet 7.23 has no Puppet.nope either (testdata/puppet_api)
		{"Puppet.nope", "ERROR: NoMethodError: undefined method `nope' for Puppet:Module"},
		{"Puppet.mark_context({})", "ERROR: unsupported: Puppet.mark_context (Puppet 7.23 has it; Punch's Ruby runtime does not)"},
		// Puppet's mark_context takes one argument: Ruby refuses none first
		{"Puppet.mark_context", "ERROR: ArgumentError: wrong number of arguments (given 0, expected 1)"},
		{"p defined?(Puppet::Nope::X)", "nil"},
		{"p defined?(Puppet::Pops::Nope.x)", "nil"},
		{"module Mine; end; Mine::X", "ERROR: NameError: uninitialized constant Mine::X"},
		{"module Puppet::Mine; def self.x; end; end; p Puppet::Mine.x", "nil"},
	} {
		got := strings.TrimSpace(runScript(t, "gaps.rb", []byte("require 'puppet'\n"+c.src+"\n")))
		if got != c.want {
			t.Errorf("%s:\n got  %s\n want %s", c.src, got, c.want)
		}
	}
}

// stdlib's merge with a lambda walks an Iterable (Puppet's iterator: next
// until StopIteration, hash_style?). Results as Puppet 7.23 gives them:
//
//	merge(['a', 'b']) |$acc, $i, $v| { { $v => $i } }         # {'a' => 0, 'b' => 1}
//	merge({a => 1, b => 2}) |$acc, $k, $v| { { "${k}x" => $v } } # {'ax' => 1, 'bx' => 2}
func TestMergeWithLambda(t *testing.T) {
	file := filepath.Join(corpusRoot, "stdlib/lib/puppet/functions/merge.rb")
	if _, err := os.Stat(file); err != nil {
		t.Skip("the Debian Puppet modules are not installed (apt-get install puppet-module-puppetlabs-stdlib)")
	}
	env := NewEnv(EnvOptions{LoadPath: corpusLoadPath()})
	fn, err := env.LoadFunction(file)
	if err != nil {
		t.Fatal(err)
	}
	var d3 *Dispatch
	for _, d := range fn.Dispatches {
		if d.Method == "merge_iterable3" {
			d3 = d
		}
	}
	if d3 == nil {
		t.Fatal("stdlib's merge has no merge_iterable3 dispatch")
	}
	h := &apiHost{}
	three := &goBlock{min: 3, max: 3, fn: func(args ...values.Value) (values.Value, error) {
		m := values.NewHash(1)
		m.Put(values.ToString(args[2]), args[1])
		return m, nil
	}}
	v, err := fn.Call(context.Background(), h, d3, []values.Value{[]values.Value{"a", "b"}}, three)
	if err != nil {
		t.Fatal(err)
	}
	if s, _ := values.StringFormat(v, "%p"); s != "{'a' => 0, 'b' => 1}" {
		t.Errorf("merge(['a','b']) |$acc,$i,$v| = %s", s)
	}
	in := values.NewHash(2)
	in.Put("a", int64(1))
	in.Put("b", int64(2))
	three.fn = func(args ...values.Value) (values.Value, error) {
		m := values.NewHash(1)
		m.Put(values.ToString(args[1])+"x", args[2])
		return m, nil
	}
	v, err = fn.Call(context.Background(), h, d3, []values.Value{in}, three)
	if err != nil {
		t.Fatal(err)
	}
	if s, _ := values.StringFormat(v, "%p"); s != "{'ax' => 1, 'bx' => 2}" {
		t.Errorf("merge({a=>1,b=>2}) |$acc,$k,$v| = %s", s)
	}
}

// goBlock is a Puppet lambda written in Go.
type goBlock struct {
	min, max int
	fn       func(args ...values.Value) (values.Value, error)
}

func (b *goBlock) Arity() (int, int)                               { return b.min, b.max }
func (b *goBlock) Call(args ...values.Value) (values.Value, error) { return b.fn(args...) }
func (b *goBlock) ParamTypes() []values.Type                       { return nil }

// scope.function_x([nil]) gives the 3.x function nil (Call3), a call from
// Puppet code gives ” (Runtime3 conversion; Puppet 7.23's validate_bool
// says "nil is not a boolean" for the former).
func TestCall3NoConversion(t *testing.T) {
	env := NewEnv(EnvOptions{})
	fn := writeFunc(t, env, t.TempDir(), "parser/functions/show.rb", `
Puppet::Parser::Functions.newfunction(:show, :type => :rvalue, :arity => -1) do |args|
  args.inspect
end
`)
	h := &apiHost{}
	v, err := fn.Call3(context.Background(), h, []values.Value{nil, []values.Value{nil}})
	if err != nil || v != "[nil, [nil]]" {
		t.Errorf("Call3: %v %v", v, err)
	}
	if v := call(t, fn, h, nil, nil, []values.Value{nil}); v != `["", [nil]]` {
		t.Errorf("Call: %v", v)
	}
}

// A 3.x file's other newfunction calls are Function.Also, each callable
// (in a fresh Interp too: the file is evaluated there first).
func TestFunctionAlso(t *testing.T) {
	env := NewEnv(EnvOptions{})
	fn := writeFunc(t, env, t.TempDir(), "parser/functions/flags.rb", `
module Puppet::Parser::Functions
  newfunction(:'x::quote', :type => :rvalue) { |args| "<#{args[0]}>" }
  newfunction(:flags, :type => :rvalue) { |args| function_x_missing rescue "f" }
end
`)
	if len(fn.Also) != 1 || fn.Also[0].Name != "x::quote" || fn.Also[0].File != fn.File || fn.Also[0].Line != 3 {
		t.Fatalf("Also: %+v", fn.Also)
	}
	if v := call(t, fn.Also[0], &apiHost{}, nil, "a"); v != "<a>" {
		t.Errorf("x::quote: %v", v)
	}
	if v := call(t, fn, &apiHost{}, nil); v != "f" {
		t.Errorf("flags: %v", v)
	}
}
