package modfunc

import (
	"errors"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
)

// echoRunner returns the first argument (or the method name when there is
// none), recording the dispatch it ran.
func echoRunner(ran *string) Runner {
	return func(c functions.Context, rf *ruby.Function, d *ruby.Dispatch, args []values.Value, b functions.Block) (values.Value, error) {
		if d != nil {
			*ran = d.Method
		} else {
			*ran = "3x"
		}
		if len(args) > 0 {
			return args[0], nil
		}
		if d != nil {
			return d.Method, nil
		}
		return nil, nil
	}
}

func call(t *testing.T, f *functions.Function, args ...values.Value) (values.Value, error) {
	t.Helper()
	return functions.Dispatch(nil, f, args, nil)
}

// The expected messages are Puppet 7.23's (recorded with the golden cases
// fn_ruby_* and in compiler/functions' oracle for the same describer).
func TestCallable4x(t *testing.T) {
	rf := &ruby.Function{Name: "site::f", API: 4, File: "/m/site/lib/puppet/functions/site/f.rb",
		LocalTypes: []ruby.TypeAlias{{Name: "Small", Expr: "Integer[0, 9]"}},
		Dispatches: []*ruby.Dispatch{
			{Method: "small", Params: []ruby.Param{{Kind: ruby.Required, Type: "Small", Name: "n"}}, ReturnType: "Integer"},
			{Method: "strs", Params: []ruby.Param{{Kind: ruby.Required, Type: "String", Name: "s"}, {Kind: ruby.RequiredRepeated, Type: "String", Name: "more"}}},
			{Method: "bad", Params: []ruby.Param{{Kind: ruby.Required, Type: "Boolean", Name: "b"}}, ArgumentMismatch: true},
			{Method: "ret", Params: []ruby.Param{{Kind: ruby.Required, Type: "Float", Name: "x"}}, ReturnType: "Integer"},
		}}
	var ran string
	f, err := Callable(rf, nil, echoRunner(&ran))
	if err != nil {
		t.Fatal(err)
	}
	if v, err := call(t, f, int64(3)); err != nil || v != int64(3) || ran != "small" {
		t.Errorf("small: %v %v %s", v, err, ran)
	}
	if v, err := call(t, f, "a", "b"); err != nil || v != "a" || ran != "strs" {
		t.Errorf("strs: %v %v %s", v, err, ran)
	}
	_, err = call(t, f, true)
	if err == nil || err.Error() != "'site::f' true" {
		t.Errorf("argument_mismatch: %v", err)
	}
	_, err = call(t, f, 1.5)
	if err == nil || err.Error() != "value returned from function 'ret' has wrong type, expects an Integer value, got Float" {
		t.Errorf("return_type: %v", err)
	}
	// Nothing matches: the mismatch handler is not among the signatures.
	_, err = call(t, f, int64(30))
	if err == nil || strings.Contains(err.Error(), "Boolean") || !strings.Contains(err.Error(), "The function 'site::f' was called with arguments it does not accept. It expects one of:") {
		t.Errorf("no match: %v", err)
	}
	var de *functions.DispatchError
	if !errors.As(err, &de) {
		t.Errorf("no match is not a DispatchError: %T", err)
	}
}

func TestCallableTypes(t *testing.T) {
	alias := values.NewTypeAlias("Site::Port", func() (values.Type, error) { return values.ParseType("Integer[1, 65535]", nil) })
	resolve := func(name string) (values.Type, bool) {
		if name == "Site::Port" {
			return alias, true
		}
		return nil, false
	}
	rf := &ruby.Function{Name: "site::port", API: 4, Dispatches: []*ruby.Dispatch{
		{Method: "port", Params: []ruby.Param{{Kind: ruby.Required, Type: "Site::Port", Name: "p"}, {Kind: ruby.Optional, Type: "String", Name: "proto"}},
			Block: &ruby.Param{Kind: ruby.OptionalBlock, Type: "Callable[1, 1]", Name: "blk"}},
	}}
	var ran string
	f, err := Callable(rf, resolve, echoRunner(&ran))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := call(t, f, int64(80), "tcp"); err != nil {
		t.Errorf("port: %v", err)
	}
	_, err = call(t, f, int64(0))
	if err == nil || err.Error() != "'site::port' parameter 'p' expects a Site::Port = Integer[1, 65535] value, got Integer[0, 0]" {
		t.Errorf("alias mismatch: %v", err)
	}
	_, err = call(t, f, int64(1), "a", "b")
	if err == nil || err.Error() != "'site::port' expects between 1 and 2 arguments, got 3" {
		t.Errorf("arity: %v", err)
	}

	bad := &ruby.Function{Name: "site::bad", API: 4, File: "/x.rb", Dispatches: []*ruby.Dispatch{
		{Method: "bad", Line: 3, Params: []ruby.Param{{Kind: ruby.Required, Type: "Array[", Name: "a"}}}}}
	if _, err := Callable(bad, nil, echoRunner(&ran)); err == nil || !strings.Contains(err.Error(), "(file: /x.rb, line: 3)") {
		t.Errorf("bad type: %v", err)
	}
}

func TestCallable3x(t *testing.T) {
	var ran string
	for _, c := range []struct {
		typ   string
		arity int
		args  []values.Value
		want  values.Value
		err   string
	}{
		{"rvalue", 1, []values.Value{"x"}, "x", ""},
		{"rvalue", 1, []values.Value{"x", "y"}, nil, "legacy(): Wrong number of arguments given (2 for 1)"},
		{"rvalue", -2, nil, nil, "legacy(): Wrong number of arguments given (0 for minimum 1)"},
		{"rvalue", -1, nil, nil, ""},
		// A statement function used as a value is undef (Puppet 7: no
		// error; golden fn_ruby_3x).
		{"statement", -1, []values.Value{"x"}, nil, ""},
	} {
		rf := &ruby.Function{Name: "legacy", API: 3, Type3: c.typ, Arity3: c.arity}
		f, err := Callable(rf, nil, echoRunner(&ran))
		if err != nil {
			t.Fatal(err)
		}
		v, err := call(t, f, c.args...)
		if c.err != "" {
			if err == nil || err.Error() != c.err {
				t.Errorf("%+v: error %v", c, err)
			}
			continue
		}
		if err != nil || v != c.want {
			t.Errorf("%+v: %v %v", c, v, err)
		}
	}
}
