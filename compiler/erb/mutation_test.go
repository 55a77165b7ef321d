package erb

import (
	"fmt"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
)

// mutScope is a mapScope that takes a template's in-place changes
// (Mutator): it records each call and rebinds the variables holding the
// old value, as the evaluator does.
type mutScope struct {
	mapScope
	calls []string
}

func (s *mutScope) Mutated(name string, old, new values.Value) {
	s.calls = append(s.calls, fmt.Sprintf("%s: %s -> %s", name, values.ToString(old), values.ToString(new)))
	for k, v := range s.vars {
		if k == name || identity(v).p != nil && identity(v) == identity(old) {
			s.vars[k] = new
		}
	}
}

func (s *mutScope) Call(fn string, args []values.Value) (values.Value, error) {
	if fn == "getvar" {
		return s.vars[args[0].(string)], nil
	}
	return s.mapScope.Call(fn, args)
}

func TestTemplateMutatesScopeValues(t *testing.T) {
	shared := []values.Value{"a"}
	nestedArr := []values.Value{"v"}
	cases := []struct {
		name  string
		vars  map[string]values.Value
		src   string
		out   string
		calls []string
		after map[string]string // variable -> values.ToString after the render
	}{
		{
			name:  "append to an array variable",
			vars:  map[string]values.Value{"list": []values.Value{"x"}},
			src:   "<% @list << 'y' %><%= @list.inspect %>",
			out:   `["x", "y"]`,
			calls: []string{"list: [x] -> [x, y]"},
		},
		{
			name:  "through a local alias (apache's _scriptalias.erb)",
			vars:  map[string]values.Value{"scriptaliases": []values.Value{}},
			src:   "<% aliases = @scriptaliases; aliases << { 'alias' => '/cgi-bin' } %><%= @scriptaliases.size %>",
			out:   "1",
			calls: []string{"scriptaliases: [] -> [{alias => /cgi-bin}]"},
		},
		{
			name:  "collect! (openssl's cert.cnf.erb)",
			vars:  map[string]values.Value{"altnames": []values.Value{"a", "b"}},
			src:   `<%= @altnames.collect! {|i| "DNS: #{i}" }.join(', ') %>`,
			out:   "DNS: a, DNS: b",
			calls: []string{"altnames: [a, b] -> [DNS: a, DNS: b]"},
		},
		{
			name:  "hash store",
			vars:  map[string]values.Value{"h": values.HashFrom("k", "v")},
			src:   "<% @h['k2'] = 'v2' %>",
			calls: []string{"h: {k => v} -> {k => v, k2 => v2}"},
		},
		{
			name:  "string append",
			vars:  map[string]values.Value{"s": "abc"},
			src:   "<% @s << 'x' %><%= scope['s'] %>",
			out:   "abcx",
			calls: []string{"s: abc -> abcx"},
		},
		{
			name:  "two variables holding one array are one object",
			vars:  map[string]values.Value{"a": shared, "b": shared},
			src:   "<% @a << 'b' %><%= @b.inspect %> <%= @a.equal?(@b) %>",
			out:   `["a", "b"] true`,
			calls: []string{"a: [a] -> [a, b]"},
			after: map[string]string{"a": "[a, b]", "b": "[a, b]"},
		},
		{
			name:  "an array nested in a hash is the variable's array",
			vars:  map[string]values.Value{"arr": nestedArr, "h": values.HashFrom("k", nestedArr)},
			src:   "<% @arr << 'w' %><%= @h['k'].inspect %>",
			out:   `["v", "w"]`,
			calls: []string{"arr: [v] -> [v, w]", "h: {k => [v]} -> {k => [v, w]}"},
		},
		{
			name:  "a change through a nested value is reported without a name",
			vars:  map[string]values.Value{"h": values.HashFrom("k", []values.Value{"v"})},
			src:   "<% @h['k'] << 'w' %>",
			calls: []string{"h: {k => [v]} -> {k => [v, w]}", ": [v] -> [v, w]"},
		},
		{
			name:  "scope lookups share the object",
			vars:  map[string]values.Value{"list": []values.Value{int64(1)}},
			src:   "<% scope['list'] << 2 %><% scope.lookupvar('list') << 3 %><%= @list.inspect %>",
			out:   "[1, 2, 3]",
			calls: []string{"list: [1] -> [1, 2, 3]"},
		},
		{
			name: "a copy changes nothing",
			vars: map[string]values.Value{"list": []values.Value{int64(1)}, "s": "x"},
			src:  "<% l = @list.dup; l << 2; t = @s.dup; t << 'y'; m = @list + [3] %><%= l.inspect %><%= @list.inspect %>",
			out:  "[1, 2][1]",
		},
		{
			name: "a change that restores the content reports nothing",
			vars: map[string]values.Value{"list": []values.Value{int64(1)}},
			src:  "<% @list << 2; @list.pop %>",
		},
		{
			name:  "functions see the change",
			vars:  map[string]values.Value{"list": []values.Value{"a"}},
			src:   "<% @list << 'b' %><%= scope.function_join([@list, '+']) %> <%= scope.function_getvar(['list']).inspect %>",
			out:   `a+b ["a", "b"]`,
			calls: []string{"list: [a] -> [a, b]"},
		},
		{
			name:  "unchanged nested values keep their identity",
			vars:  map[string]values.Value{"h": values.HashFrom("a", nestedArr)},
			src:   "<% @h['n'] = 1 %>",
			calls: []string{"h: {a => [v]} -> {a => [v], n => 1}"},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := &mutScope{mapScope: mapScope{vars: tc.vars}}
			out, err := MustParse("t.erb", tc.src).Render(s)
			if err != nil {
				t.Fatal(err)
			}
			if out != tc.out {
				t.Errorf("output %q, want %q", out, tc.out)
			}
			if strings.Join(s.calls, "\n") != strings.Join(tc.calls, "\n") {
				t.Errorf("Mutated calls:\n%s\nwant:\n%s", strings.Join(s.calls, "\n"), strings.Join(tc.calls, "\n"))
			}
			for k, want := range tc.after {
				if got := values.ToString(s.vars[k]); got != want {
					t.Errorf("$%s = %s, want %s", k, got, want)
				}
			}
			if tc.name == "unchanged nested values keep their identity" {
				a, _ := s.vars["h"].(*values.Hash).GetString("a")
				if identity(a) != identity(nestedArr) {
					t.Errorf("the unchanged nested array was copied")
				}
			}
		})
	}
	// The Puppet values the templates got were never changed in place.
	if values.ToString(shared) != "[a]" || values.ToString(nestedArr) != "[v]" {
		t.Errorf("a template changed a Puppet value in place: %s %s", values.ToString(shared), values.ToString(nestedArr))
	}
}

// A scope without Mutator gets copies, as before.
func TestTemplateWithoutMutator(t *testing.T) {
	list := []values.Value{"x"}
	s := &mapScope{vars: map[string]values.Value{"list": list}}
	out, err := MustParse("t.erb", "<% @list << 'y' %><%= @list.inspect %>").Render(s)
	if err != nil {
		t.Fatal(err)
	}
	if out != `["x", "y"]` || values.ToString(s.vars["list"]) != "[x]" {
		t.Errorf("got %q and $list %s", out, values.ToString(s.vars["list"]))
	}
}

// A string read under two names is rebound under both (strings have no
// identity the scope could find).
func TestTemplateMutatesSharedString(t *testing.T) {
	str := "abc"
	s := &mutScope{mapScope: mapScope{vars: map[string]values.Value{"s": str, "t": str}}}
	out, err := MustParse("t.erb", "<% @s << 'x' %><%= @t %>").Render(s)
	if err != nil {
		t.Fatal(err)
	}
	if out != "abcx" || s.vars["s"] != "abcx" || s.vars["t"] != "abcx" {
		t.Errorf("got %q, $s %v, $t %v (calls %v)", out, s.vars["s"], s.vars["t"], s.calls)
	}
}

// nestScope renders a second template when the first calls template(),
// in the same Interp (as a compile does).
type nestScope struct {
	mutScope
	in    *ruby.Interp
	inner *Template
}

func (s *nestScope) RubyInterp() *ruby.Interp { return s.in }

func (s *nestScope) Call(fn string, args []values.Value) (values.Value, error) {
	if fn == "template" {
		return s.inner.Render(s)
	}
	return s.mutScope.Call(fn, args)
}

// A template rendered from a template puts the outer render's sharing
// back when it ends: the outer template's later changes of what it reads
// through scope are reported.
func TestTemplateMutatesAfterNestedRender(t *testing.T) {
	s := &nestScope{
		mutScope: mutScope{mapScope: mapScope{vars: map[string]values.Value{"list": []values.Value{"a"}, "x": "inner"}}},
		in:       renderEnv.NewInterp(),
		inner:    MustParse("inner.erb", "<%= @x %>"),
	}
	out, err := MustParse("outer.erb", "<%= scope.function_template(['inner.erb']) %> <% scope['list'] << 'b' %><%= @list.inspect %>").Render(s)
	if err != nil {
		t.Fatal(err)
	}
	if out != `inner ["a", "b"]` {
		t.Errorf("output %q", out)
	}
	if got := strings.Join(s.calls, "\n"); got != "list: [a] -> [a, b]" {
		t.Errorf("Mutated calls: %q, want the outer template's change of $list", got)
	}
}

// frzScope marks its variable "lit" as a string Puppet hands Ruby frozen
// (Freezer), by identity: an equal string elsewhere is not frozen.
type frzScope struct {
	mutScope
}

func (s *frzScope) Frozen(v values.Value) bool {
	return identity(v).p != nil && identity(v) == identity(s.vars["lit"])
}

// Strings a Freezer names arrive frozen and cannot be changed; an equal
// string of another variable is another object, unfrozen, and its
// in-place change is reported.
func TestTemplateFrozenStrings(t *testing.T) {
	lit := strings.Repeat("ab", 2)
	other := strings.Repeat("ab", 2)
	s := &frzScope{mutScope{mapScope: mapScope{vars: map[string]values.Value{"lit": lit, "other": other}}}}
	src := "<%= @lit.frozen? %> <%= scope['lit'].frozen? %> <%= @other.frozen? %> " +
		"<% begin; @lit << 'x'; rescue => e %><%= e.class %>: <%= e.message %><% end %> <% @other << '!' %><%= @lit %>"
	out, err := MustParse("t.erb", src).Render(s)
	if err != nil {
		t.Fatal(err)
	}
	want := `true true false FrozenError: can't modify frozen String: "abab" abab`
	if out != want {
		t.Errorf("got %q, want %q", out, want)
	}
	if s.vars["lit"] != "abab" || s.vars["other"] != "abab!" {
		t.Errorf("$lit %v, $other %v (calls %v)", s.vars["lit"], s.vars["other"], s.calls)
	}
}
