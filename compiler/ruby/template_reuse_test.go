package ruby

import (
	"slices"
	"strings"
	"testing"
)

// The tests of template_reuse.go: which template programs qualify for
// having their text reused, and when an Interp runs them as its base.

func templateVerdict(t *testing.T, src string) (*ReusableTemplate, string) {
	t.Helper()
	f, err := ParseWithLocals("t.erb", src, "_erbout")
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	return f.ReusableTemplate("_erbout")
}

// Programs as ERB writes them: each reusable one qualifies, with the
// @variables it reads.
func TestReusableTemplates(t *testing.T) {
	for src, ivars := range map[string][]string{
		// apache's mod/load.erb
		`if @loadfiles
 Array(@loadfiles).each do |loadfile|
_erbout.<<("LoadFile "); _erbout.<<(( loadfile ).to_s); _erbout.<<("\n")
; end
_erbout.<<("\n")
; end
_erbout.<<("LoadModule "); _erbout.<<(( @_id ).to_s); _erbout.<<(" "); _erbout.<<(( @_path ).to_s); _erbout.<<("\n")
; _erbout`: {"_id", "_path", "loadfiles"},
		`_erbout.<<(( [@nvh_addr_port].flatten.compact.join(' ') ).to_s); _erbout`:                           {"nvh_addr_port"},
		`@h.sort_by { |k, v| k }.each { |k, v| _erbout.<<("#{k}=#{v.inspect}\n") }; _erbout`:                 {"h"},
		`x ||= 'a'; a, (b, *c) = @x.to_s.split(':'); _erbout.<<((a + b.to_s + c.join).to_s); _erbout`:        {"x"},
		`case @v when String, Integer then _erbout.<<("s") when 1..3, /x/ then _erbout.<<("r") end; _erbout`: {"v"},
		`_erbout.<<(@list.map(&:upcase).join(",").to_s); _erbout.<<(format('%05d', @n).to_s); _erbout`:       {"list", "n"},
		`i = 0; loop do i += 1; break if i > 3; end; while i < 9 do i += 2 end; _erbout.<<(i.to_s); _erbout`: {},
		`@x = @y.to_i + 1 unless defined?(@z); _erbout.<<(@x.to_s); _erbout`:                                 {"x", "y", "z"},
		`_erbout.<<(__FILE__); _erbout.<<((@a.is_a?(Hash) ? @a.keys : []).inspect); _erbout`:                 {"a"},
	} {
		r, why := templateVerdict(t, src)
		if r == nil {
			t.Errorf("%s: not reusable: %s", src, why)
			continue
		}
		if !slices.Equal(r.Ivars(), ivars) {
			t.Errorf("%s: @variables %v, want %v", src, r.Ivars(), ivars)
		}
	}
}

// Each construct outside the list makes a template render as before: one
// program per class of exclusion, with the reason the walk gives.
func TestNotReusableTemplates(t *testing.T) {
	for src, why := range map[string]string{
		// the Puppet scope and Puppet functions
		`_erbout.<<(scope['x'].to_s); _erbout`:                   "the function scope",
		`_erbout.<<(scope.function_versioncmp(['1', '2']).to_s)`: "the function scope",
		`_erbout.<<(@x.to_s); helper(@x); _erbout`:               "the function helper",
		`_erbout.<<(foo.to_s); _erbout`:                          "the function foo",
		`puts @x; _erbout`:                                       "the function puts",
		`_erbout.<<(rand(10).to_s); _erbout`:                     "the function rand",
		`require 'json'; _erbout`:                                "the function require",
		`_erbout.<<(self.to_s); _erbout`:                         "self",
		`_erbout.<<(file.to_s); _erbout`:                         "the function file",
		`_erbout.<<(has_variable?('x').to_s); _erbout`:           "the function has_variable?",
		// globals, class variables, constants other than core classes
		`_erbout.<<($x.to_s); _erbout`:                    "a global variable",
		`$x = 1; _erbout`:                                 "an assignment to anything but a variable",
		`_erbout.<<(@@x.to_s); _erbout`:                   "a class variable",
		`_erbout.<<(Time.now.to_s); _erbout`:              "a method of a constant",
		`_erbout.<<(ENV['HOME'].to_s); _erbout`:           "a method of a constant",
		`_erbout.<<(File.read('/etc/hostname')); _erbout`: "a method of a constant",
		`_erbout.<<(Puppet::Util.to_s); _erbout`:          "a method of a constant",
		`x = ::Array::X; _erbout`:                         "the constant X",
		`_erbout.<<(Array.new(3).to_s); _erbout`:          "a method of a constant",
		`_erbout.<<(Hash[[[1, 2]]].to_s); _erbout`:        "a method of a constant",
		`t = Time; _erbout`:                               "the constant Time",
		`e = ENV; _erbout`:                                "the constant ENV",
		`X = 1; _erbout`:                                  "an assignment to anything but a variable",
		"_erbout.<<(`id`); _erbout":                       "a command",
		// definitions
		`def helper; end; _erbout`:   "a definition",
		`class String; end; _erbout`: "a definition",
		`alias foo bar; _erbout`:     "a definition",
		// changes of values: << on anything but the output, '!' methods,
		// setters, index assignments
		`@list << 'x'; _erbout`:                            "the method <<",
		`s = ''; s << 'x'; _erbout`:                        "the method <<",
		`_erbout = @x; _erbout << 'y'; _erbout`:            "an assignment to _erbout",
		`@list.each { |_erbout| _erbout << 'x' }; _erbout`: "a parameter named _erbout",
		`@name.strip!; _erbout`:                            "the method strip!",
		`@list.push('x'); _erbout`:                         "the method push",
		`@list.delete('x'); _erbout`:                       "the method delete",
		`@h.merge!('a' => 1); _erbout`:                     "the method merge!",
		`@h['k'] = 1; _erbout`:                             "an assignment to anything but a variable",
		`@h['k'] ||= 1; _erbout`:                           "an assignment to anything but a variable",
		`@o.name = 1; _erbout`:                             "an assignment to anything but a variable",
		`@x.freeze; _erbout`:                               "the method freeze",
		`@list.each(&:clear); _erbout`:                     "the method clear",
		`p = @x; @list.each(&p); _erbout`:                  "a block argument other than &:name",
		`@list.each { |&b| b }; _erbout`:                   "a block parameter",
		// reflection, identity, dynamic calls, evaluation
		`_erbout.<<(@x.send(:upcase)); _erbout`:                   "the method send",
		`_erbout.<<(@x.public_send(:upcase)); _erbout`:            "the method public_send",
		`_erbout.<<(instance_variable_get(:@x).to_s); _erbout`:    "the function instance_variable_get",
		`_erbout.<<(@x.instance_variable_get(:@y).to_s); _erbout`: "the method instance_variable_get",
		`_erbout.<<(eval('@x').to_s); _erbout`:                    "eval or binding",
		`_erbout.<<(binding.local_variables.to_s); _erbout`:       "eval or binding",
		`_erbout.<<(@x.object_id.to_s); _erbout`:                  "the method object_id",
		`_erbout.<<(@x.equal?(@y).to_s); _erbout`:                 "the method equal?",
		`_erbout.<<(@x.frozen?.to_s); _erbout`:                    "the method frozen?",
		`_erbout.<<(@x.hash.to_s); _erbout`:                       "the method hash",
		`_erbout.<<(@x.class.to_s); _erbout`:                      "the method class",
		`_erbout.<<(@list.shuffle.to_s); _erbout`:                 "the method shuffle",
		`_erbout.<<(@h.to_json); _erbout`:                         "the method to_json",
		`e = @list.each; e.next; _erbout`:                         "the method next",
		`_erbout.<<(@__scope__.to_s); _erbout`:                    "the instance variable @__scope__",
		`_erbout.<<(defined?(foo).to_s); _erbout`:                 "defined? of anything but a variable",
		// control flow the walk leaves out
		`begin; _erbout.<<(@x.to_s); rescue; end; _erbout`: "begin/rescue/ensure",
		`_erbout.<<((@x.upcase rescue 'y')); _erbout`:      "begin/rescue/ensure",
		`return _erbout`:                      "return, redo or retry",
		`f = ->(x) { x }; _erbout`:            "the function lambda",
		"case @x\nin [a] then 1 end; _erbout": "pattern matching",
		`yield; _erbout`:                      "super or yield",
		`_erbout.<<(@x.to_s) if /(?<n>a)/ =~ @x; _erbout.<<(n.to_s); _erbout`: "a global variable",
		`_erbout.<<(/#{@x}/o.source); _erbout`:                                "a regexp literal evaluated once",
	} {
		r, got := templateVerdict(t, src)
		if r != nil {
			t.Errorf("%s: reusable, want not (%s)", src, why)
			continue
		}
		if !strings.HasPrefix(got, why) {
			t.Errorf("%s: %q, want %q", src, got, why)
		}
	}
}

// An Interp runs a reusable template as its base does until code changes
// a class the template reaches (a method defined or a module included in
// a core class, its ancestors, or the template object's class) or a
// constant it reads; a change elsewhere does not count.
func TestTemplateUnchanged(t *testing.T) {
	env := reuseEnv(t)
	token := env.TemplateBase()
	if !token.Valid() {
		t.Fatal("no base")
	}
	r, why := templateVerdict(t, `_erbout.<<(@x.to_s.strip); _erbout.<<(@y.is_a?(Array).to_s); _erbout.<<(Array(@z).to_s); _erbout`)
	if r == nil {
		t.Fatal(why)
	}
	if r.TemplateKnown(token) {
		t.Fatal("known before any Interp checked it")
	}
	for _, tc := range []struct {
		code string
		same bool
	}{
		{``, true},
		{`x = "a".upcase`, true},
		{`class PerfOther; def strip; 1; end; end`, true},
		{`module PerfMod; def perf; end; end; class PerfOther2; include PerfMod; end`, true},
		{`class String; def strip; "X"; end; end`, false},
		{`class String; def perf_new; end; end`, false},
		{`class Object; def perf_obj; end; end`, false},
		{`module Kernel; def perf_k; end; end`, false},
		{`module Comparable; def perf_c; end; end`, false},
		{`module Enumerable; def perf_e; end; end`, false},
		{`module PerfMix; def strip; "X"; end; end; class String; prepend PerfMix; end`, false},
		{`class NilClass; def to_s; "nil"; end; end`, false},
		{`class Integer; def perf_i; end; end`, false},
		{`class Hash; def perf_h; end; end`, false},
		{`class Enumerator; def perf_en; end; end`, false},
		{`Array = 1`, false},
	} {
		in := env.NewInterp()
		if tc.code != "" {
			evalOK(t, in, tc.code+"; 1")
		}
		ok, known := in.TemplateUnchanged(r, func() *Module { return in.cObject })
		if ok != tc.same || known != tc.same {
			t.Errorf("after %q: unchanged %v (known %v), want %v", tc.code, ok, known, tc.same)
		}
		// not released: a changed copy is not kept anyway, and the next
		// case starts from a fresh one
	}
	if !r.TemplateKnown(token) {
		t.Fatal("not known after unchanged Interps checked it")
	}
	// self's class: a method defined there counts
	in := env.NewInterp()
	evalOK(t, in, `class PerfSelf; def Array(x); [x, x]; end; end; 1`)
	cls, _ := in.Const("PerfSelf")
	if ok, _ := in.TemplateUnchanged(r, func() *Module { return cls.(*Module) }); ok {
		t.Fatal("self's class has a method of its own")
	}
	// an Interp of no prepared base
	single := NewEnv(EnvOptions{Single: true})
	if single.TemplateBase().Valid() {
		t.Fatal("a Single Env has a token")
	}
	if ok, _ := single.NewInterp().TemplateUnchanged(r, func() *Module { return nil }); ok {
		t.Fatal("an Interp built from nothing")
	}
}

// A method the template names that the base defines in Ruby (a library's,
// Puppet's prelude's) keeps the template from being reused: only Go
// methods are known to read nothing else.
func TestTemplateNeedsGoMethods(t *testing.T) {
	env := reuseEnv(t)
	in := env.NewInterp()
	r, why := templateVerdict(t, `_erbout.<<(@x.to_s.strip); _erbout`)
	if r == nil {
		t.Fatal(why)
	}
	if !in.resolvesToGo(r, in.cObject) {
		t.Fatal("core methods are not Go methods")
	}
	evalOK(t, in, `class String; def strip; "X"; end; end; 1`)
	if in.resolvesToGo(r, in.cObject) {
		t.Fatal("String#strip in Ruby")
	}
	r2, _ := templateVerdict(t, `_erbout.<<(Array(@x).to_s); _erbout`)
	in2 := env.NewInterp()
	evalOK(t, in2, `class PerfSelf; def Array(x); [x, x]; end; end; 1`)
	cls, _ := in2.Const("PerfSelf")
	if in2.resolvesToGo(r2, cls.(*Module)) {
		t.Fatal("Array() of self's class in Ruby")
	}
	if !in2.resolvesToGo(r2, in2.cObject) {
		t.Fatal("Kernel#Array")
	}
}
