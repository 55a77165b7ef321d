package core

import (
	"errors"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
)

// Puppet 7's type and conversion functions: type, assert_type, new,
// convert_to, call, unwrap.

// parseTypeString parses a type written as a string, resolving names
// through the context when it can.
func parseTypeString(c functions.Context, s string) (values.Type, error) {
	var resolve func(string) (values.Type, bool)
	if c != nil {
		resolve = c.ResolveType
	}
	return values.ParseType(s, resolve)
}

// deferredType stands for Puppet's Deferred object type in call's second
// signature: nothing in Punch is an instance of it.
var deferredType = values.ForeignType("Deferred",
	`Object[{name => 'Deferred', attributes => {'name' => Pattern[/\A[$]?[a-z][a-z0-9_]*(?:::[a-z][a-z0-9_]*)*\z/], 'arguments' => {type => Optional[Array], value => undef}}}]`,
	nil)

func typesFunctions(l *functions.Lib) {
	l.Register("type", "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return values.TypeOf(args[0]), nil
		}).Req("value", "Any").Opt("inference_method", "Enum[detailed]"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return values.TypeOfReduced(args[0]), nil
		}).Req("value", "Any").Req("inference_method", "Enum[reduced]"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return values.TypeOfGeneralized(args[0]), nil
		}).Req("value", "Any").Req("inference_method", "Enum[generalized]"))

	assertType := func(c functions.Context, t values.Type, v values.Value, b functions.Block) (values.Value, error) {
		if values.IsInstance(t, v) {
			return v, nil
		}
		inferred := values.TypeOf(v)
		if b != nil {
			return b.Call(t, inferred)
		}
		return nil, functions.Errorf("%s", values.DescribeTypeMismatch("assert_type():", t, inferred))
	}
	l.Register("assert_type", "",
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return assertType(c, args[0].(values.Type), args[1], b)
		}).Req("type", "Type").Req("value", "Any").Block(functions.OptionalBlock, "block", "Callable[Type, Type]"),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			t, err := parseTypeString(c, args[0].(string))
			if err != nil {
				return nil, err
			}
			return assertType(c, t, args[1], b)
		}).Req("type_string", "String").Req("value", "Any").Block(functions.OptionalBlock, "block", "Callable[Type, Type]"))

	l.Register("new", "",
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			v, err := values.New(args[0].(values.Type), args[1:])
			if err != nil {
				return nil, err
			}
			if b != nil {
				return b.Call(v)
			}
			return v, nil
		}).Req("type", "Type").Rest("args", "Any", 0).Block(functions.OptionalBlock, "block", ""))

	l.Register("convert_to", "",
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			nargs := append([]values.Value{args[1], args[0]}, args[2:]...)
			v, err := c.Call("new", nargs, nil)
			if err != nil {
				return nil, err
			}
			if b != nil {
				return b.Call(v)
			}
			return v, nil
		}).Req("value", "Any").Req("type", "Type").Rest("args", "Any", 0).Block(functions.OptionalBlock, "block", "Callable[1,1]"))

	call := functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
		name := args[0].(string)
		v, err := c.Call(name, args[1:], b)
		var unknown *functions.UnknownFunctionError
		if errors.As(err, &unknown) && unknown.Name == name {
			return nil, functions.Errorf("Unknown function '%s'", name)
		}
		return v, err
	}).Req("function_name", "String").Rest("arguments", "Any", 0).Block(functions.OptionalBlock, "block", "")
	deferred := functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		return nil, functions.Errorf("Deferred values are not supported")
	})
	deferred.Signature().Required = []functions.Param{{Name: "deferred", Type: deferredType}}
	l.Register("call", "", call, deferred)

	l.Register("unwrap", "",
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			v := args[0].(*values.Sensitive).Value
			if b != nil {
				return b.Call(v)
			}
			return v, nil
		}).Req("arg", "Sensitive").Block(functions.OptionalBlock, "block", ""),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			if b != nil {
				return b.Call(args[0])
			}
			return args[0], nil
		}).Req("arg", "Any").Block(functions.OptionalBlock, "block", ""))
}
