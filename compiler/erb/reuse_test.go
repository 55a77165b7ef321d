package erb

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
)

// The tests of reusing a render (reuse.go). A kept text may stand for a
// render only when nothing but the @variables could change it: each test
// below renders a template twice with equal @variables while changing
// something else the template reads, so that a reused text shows as the
// first render's.

// reuseScope is a mapScope rendered in an Interp of its own (as a
// compile's templates are), counting the @variable reads (a reused render
// reads each @variable once, for its key; a render reads it again) and
// taking in-place changes.
type reuseScope struct {
	mapScope
	in      *ruby.Interp
	reads   int
	calls   int
	mutated []string
}

func newReuseScope(vars map[string]values.Value) *reuseScope {
	return &reuseScope{mapScope: mapScope{vars: vars}, in: renderEnv.NewInterp()}
}

func (s *reuseScope) Var(name string) (values.Value, bool) {
	s.reads++
	return s.mapScope.Var(name)
}

func (s *reuseScope) RubyInterp() *ruby.Interp { return s.in }

func (s *reuseScope) Call(fn string, args []values.Value) (values.Value, error) {
	if fn == "counter" {
		s.calls++
		return int64(s.calls), nil
	}
	return s.mapScope.Call(fn, args)
}

func (s *reuseScope) Mutated(name string, old, new values.Value) {
	s.mutated = append(s.mutated, name)
	s.vars[name] = new
}

func (s *reuseScope) eval(t *testing.T, src string) {
	t.Helper()
	if _, err := s.in.EvalString("setup.rb", src); err != nil {
		t.Fatal(err)
	}
}

func renderOK(t *testing.T, tp *Template, s Scope) string {
	t.Helper()
	out, err := tp.Render(s)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// A template that qualifies is rendered once per distinct @variables: the
// second render with equal values reads each @variable once and gives
// the kept text; other values render again.
func TestReuseRendersOnce(t *testing.T) {
	tp := MustParse("/m/templates/load.erb", "<% Array(@loadfiles).each do |f| -%>\nLoadFile <%= f %>\n<% end -%>\nLoadModule <%= @_id %> <%= @_path %>\n")
	if tp.reuse == nil {
		t.Fatal("not reusable")
	}
	vars := func(id string) map[string]values.Value {
		return map[string]values.Value{"_id": id, "_path": "/x/" + id + ".so", "loadfiles": []values.Value{"a.so"}}
	}
	s := newReuseScope(vars("ssl"))
	first := renderOK(t, tp, s)
	if first != "LoadFile a.so\nLoadModule ssl /x/ssl.so\n" {
		t.Fatalf("got %q", first)
	}
	if s.reads != 6 {
		t.Fatalf("first render: %d reads of @variables, want 3 for the key and 3 by the template", s.reads)
	}
	// another compile (its own Interp), equal values
	s2 := newReuseScope(vars("ssl"))
	if got := renderOK(t, tp, s2); got != first || s2.reads != 3 {
		t.Fatalf("equal values: %q with %d reads, want the kept text with 3", got, s2.reads)
	}
	s3 := newReuseScope(vars("mime"))
	if got := renderOK(t, tp, s3); got != "LoadFile a.so\nLoadModule mime /x/mime.so\n" || s3.reads != 6 {
		t.Fatalf("other values: %q with %d reads", got, s3.reads)
	}
	// an inline template keeps nothing
	if MustParse("", "<%= @a %>").reuse != nil {
		t.Fatal("an inline template is reusable")
	}
}

// Values a template sees as different Ruby data have different keys:
// Integer and Float and String, key order, undef and unset, nesting.
func TestReuseKeysAreExact(t *testing.T) {
	tp := MustParse("/m/templates/v.erb", "<%= @v.inspect %>|<%= defined?(@v).inspect %>")
	h := func(kv ...values.Value) *values.Hash {
		out := values.NewHash(len(kv) / 2)
		for i := 0; i < len(kv); i += 2 {
			out.Put(kv[i], kv[i+1])
		}
		return out
	}
	for round := 0; round < 2; round++ {
		for _, tc := range []struct {
			v    values.Value
			set  bool
			want string
		}{
			{int64(1), true, `1|"instance-variable"`},
			{1.0, true, `1.0|"instance-variable"`},
			{"1", true, `"1"|"instance-variable"`},
			{true, true, `true|"instance-variable"`},
			{"", true, `""|"instance-variable"`},
			{nil, true, `nil|nil`},
			{nil, false, `nil|nil`},
			{[]values.Value{int64(1), "a"}, true, `[1, "a"]|"instance-variable"`},
			{[]values.Value{[]values.Value{int64(1)}, "a"}, true, `[[1], "a"]|"instance-variable"`},
			{[]values.Value{int64(1), []values.Value{"a"}}, true, `[1, ["a"]]|"instance-variable"`},
			{h("a", int64(1), "b", int64(2)), true, `{"a"=>1, "b"=>2}|"instance-variable"`},
			{h("b", int64(2), "a", int64(1)), true, `{"b"=>2, "a"=>1}|"instance-variable"`},
			{h(int64(1), "a"), true, `{1=>"a"}|"instance-variable"`},
			{h("1", "a"), true, `{"1"=>"a"}|"instance-variable"`},
			{"é", true, `"é"|"instance-variable"`},
			{"\xff", true, `"\xFF"|"instance-variable"`},
		} {
			vars := map[string]values.Value{}
			if tc.set {
				vars["v"] = tc.v
			}
			if got := renderOK(t, tp, newReuseScope(vars)); got != tc.want {
				t.Errorf("round %d, %#v: got %s, want %s", round, tc.v, got, tc.want)
			}
		}
	}
	// a value that is not plain data is never a key: rendered each time
	s := newReuseScope(map[string]values.Value{"v": &values.Sensitive{Value: "x"}})
	renderOK(t, tp, s)
	renderOK(t, tp, s)
	if s.reads != 4 {
		t.Fatalf("a Sensitive: %d reads, want 2 renders", s.reads)
	}
}

// Each construct a reusable template may not use, used with equal
// @variables while what it reads changes: the text follows.
func TestReuseNotForOtherReads(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		between   func(t *testing.T, s *reuseScope)
	}{
		{"a scope read", "<%= scope['x'] %> <%= @a %>", func(t *testing.T, s *reuseScope) { s.vars["x"] = "second" }},
		{"scope.lookupvar", "<%= scope.lookupvar('x') %> <%= @a %>", func(t *testing.T, s *reuseScope) { s.vars["x"] = "second" }},
		{"a Puppet function", "<%= scope.call_function('counter', []) %> <%= @a %>", func(*testing.T, *reuseScope) {}},
		{"a global", "<%= $perf_g %> <%= @a %>", func(t *testing.T, s *reuseScope) { s.eval(t, "$perf_g = 'second'") }},
		{"a constant", "<%= defined?(PERF_C) ? PERF_C : 'first' %> <%= @a %>", func(t *testing.T, s *reuseScope) { s.eval(t, "PERF_C = 'second'") }},
		{"a method of the template object", "<%= perf_helper rescue 'first' %> <%= @a %>", func(t *testing.T, s *reuseScope) {
			s.eval(t, "class Puppet::Parser::TemplateWrapper; def perf_helper; 'second'; end; end")
		}},
		{"the template object", "<%= self.instance_variables.size %> <%= @a %>", func(t *testing.T, s *reuseScope) { s.vars["y"] = "second" }},
		{"a core method redefined", "<%= @a.strip %>", func(t *testing.T, s *reuseScope) {
			s.eval(t, "class String; def strip; 'second'; end; end")
		}},
		{"a module prepended to a core class", "<%= @a.strip %>", func(t *testing.T, s *reuseScope) {
			s.eval(t, "module PerfStrip; def strip; 'second'; end; end; class String; prepend PerfStrip; end")
		}},
		{"a method added to Kernel", "<%= Array(@a).first %>", func(t *testing.T, s *reuseScope) {
			s.eval(t, "class Puppet::Parser::TemplateWrapper; def Array(x); ['second']; end; end")
		}},
		{"a core class constant replaced", "<%= @a.is_a?(String) %>", func(t *testing.T, s *reuseScope) {
			s.eval(t, "Object.send(:remove_const, :String) rescue nil; String = Integer")
		}},
		{"a definition in the template", "<% def perf_d; $perf_d = ($perf_d || 0) + 1; end %><%= perf_d %> <%= @a %>", func(*testing.T, *reuseScope) {}},
		{"the random generator", "<%= rand(1 << 60) %> <%= @a %>", func(*testing.T, *reuseScope) {}},
		{"the clock", "<%= Time.now.to_f %> <%= @a %>", func(*testing.T, *reuseScope) {}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tp := MustParse("/m/templates/"+strings.ReplaceAll(tc.name, " ", "_")+".erb", tc.src)
			s := newReuseScope(map[string]values.Value{"a": " first ", "x": "first"})
			first, err := tp.Render(s)
			if err != nil {
				t.Fatal(err)
			}
			tc.between(t, s)
			second, err := tp.Render(s)
			if err != nil {
				t.Fatal(err)
			}
			if first == second {
				t.Fatalf("the same text twice: %q", first)
			}
		})
	}
}

// A template that changes a value it read changes the scope's variable on
// every render: the change is never skipped.
func TestReuseNotForChanges(t *testing.T) {
	tp := MustParse("/m/templates/append.erb", "<% @list << 'y' %><%= @list.size %>")
	if tp.reuse != nil {
		t.Fatal("a template appending to an @variable is reusable")
	}
	for i := 0; i < 2; i++ {
		s := newReuseScope(map[string]values.Value{"list": []values.Value{"x"}})
		if got := renderOK(t, tp, s); got != "2" || len(s.mutated) != 1 {
			t.Fatalf("render %d: %q, changes %v", i, got, s.mutated)
		}
	}
	// a Ruby object in a variable (scope.setvar) is rendered as it is now
	tv := MustParse("/m/templates/obj.erb", "<%= @o.inspect %>")
	arr := ruby.NewArray([]ruby.Value{int64(1)})
	s := newReuseScope(map[string]values.Value{"o": &RubyObject{V: arr}})
	first := renderOK(t, tv, s)
	s.eval(t, "1")
	arr.Append(int64(2))
	if second := renderOK(t, tv, s); first == second {
		t.Fatalf("a Ruby object's text kept: %q", first)
	}
}

// A render that fails keeps nothing: the next one fails too.
func TestReuseNotForErrors(t *testing.T) {
	tp := MustParse("/m/templates/err.erb", "<%= @a.upcase %>")
	for i := 0; i < 2; i++ {
		if _, err := tp.Render(newReuseScope(map[string]values.Value{"a": int64(1)})); err == nil {
			t.Fatalf("render %d: no error", i)
		}
	}
	if len(tp.cache.texts) != 0 {
		t.Fatalf("kept %d texts of failed renders", len(tp.cache.texts))
	}
}

// Many compiles render one template at once, each with values of its own
// (go test -race).
func TestReuseConcurrent(t *testing.T) {
	tp := MustParse("/m/templates/c.erb", "<%= @n %>:<%= @list.map { |x| x * 2 }.join(',') %>")
	var mu sync.Mutex
	var bad []string
	testtree.Concurrently(8, func(g int) {
		for i := 0; i < 60; i++ {
			n := int64((g + i) % 5)
			s := newReuseScope(map[string]values.Value{"n": n, "list": []values.Value{n, n + 1}})
			got, err := tp.Render(s)
			want := fmt.Sprintf("%d:%d,%d", n, 2*n, 2*n+2)
			if err != nil || got != want {
				mu.Lock()
				bad = append(bad, fmt.Sprintf("%q %v, want %q", got, err, want))
				mu.Unlock()
			}
		}
	})
	if len(bad) > 0 {
		t.Fatal(bad[0])
	}
}

// The kept texts are bounded per template (the oldest go) and in all.
func TestReuseBounded(t *testing.T) {
	tp := MustParse("/m/templates/b.erb", "<%= @n %>")
	for i := 0; i < 3*maxReuseEntries; i++ {
		renderOK(t, tp, newReuseScope(map[string]values.Value{"n": int64(i)}))
	}
	if n := len(tp.cache.texts); n != maxReuseEntries || len(tp.cache.keys) != maxReuseEntries {
		t.Fatalf("%d texts, %d keys kept", n, len(tp.cache.keys))
	}
	s := newReuseScope(map[string]values.Value{"n": int64(3*maxReuseEntries - 1)})
	renderOK(t, tp, s)
	if s.reads != 1 {
		t.Fatal("the newest text was not kept")
	}
	s = newReuseScope(map[string]values.Value{"n": int64(0)})
	renderOK(t, tp, s)
	if s.reads != 2 {
		t.Fatal("the oldest text was kept")
	}
	if b := reuseBytes.Load(); b <= 0 || b > maxReuseBytes {
		t.Fatalf("%d bytes kept in all", b)
	}
	big := MustParse("/m/templates/big.erb", "<%= @s %>")
	renderOK(t, big, newReuseScope(map[string]values.Value{"s": strings.Repeat("x", maxReuseText+1)}))
	if len(big.cache.texts) != 0 {
		t.Fatal("a text over the bound was kept")
	}
}
