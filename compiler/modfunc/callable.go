package modfunc

import (
	"fmt"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
)

// Runner runs one dispatch of a Ruby function in a compile: the caller
// (the evaluator) gives the runtime its host. d is nil for a 3.x function.
// Arguments have been checked against the dispatch's signature.
type Runner func(c functions.Context, rf *ruby.Function, d *ruby.Dispatch, args []values.Value, b functions.Block) (values.Value, error)

// Callable turns a Ruby function into a Go function that functions.Dispatch
// calls with Puppet's rules, each signature's body running the Ruby code
// through run:
//
//   - a 4.x function has one signature per dispatch, in declaration order,
//     with its parameters' Puppet types (parsed with the function's
//     local_types, then resolve: the environment's type aliases), its
//     block parameter, its return_type checked on the result ("value
//     returned from function 'm' has wrong type, ..."); an
//     argument_mismatch dispatch that matches fails with the message its
//     method returns, and is left out of the list of signatures Puppet
//     prints when nothing matches;
//   - a 4.x function whose class defines its own `call` takes any
//     arguments: its `call` runs (Function.Call with a nil dispatch) and
//     chooses through the host's ruby.Dispatcher;
//   - a 3.x function takes any arguments (Puppet calls it without its
//     dispatcher), checks its :arity as newfunction does ("f(): Wrong
//     number of arguments given (2 for 1)") and gives undef when its :type
//     is :statement.
//
// A type that does not parse is an error of the function, reported when it
// is called (Puppet reports it when it loads the function, i.e. at its
// first call).
func Callable(rf *ruby.Function, resolve func(name string) (values.Type, bool), run Runner) (*functions.Function, error) {
	f := &functions.Function{Name: rf.Name}
	if rf.API == 3 {
		arity := rf.Arity3
		statement := rf.Type3 != "rvalue"
		f.Signatures = []*functions.Signature{{
			Rest: &functions.Param{Name: "args"}, Block: functions.OptionalBlock,
			Call: func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
				if err := functions.Check3xArity(rf.Name, arity, len(args)); err != nil {
					return nil, err
				}
				v, err := run(c, rf, nil, args, b)
				if err != nil || statement {
					return nil, err
				}
				return v, nil
			}}}
		return f, nil
	}
	if rf.OverridesCall {
		// The function's class defines its own call(scope, *args) (22 of
		// stdlib's put the scope first and run Puppet's dispatcher
		// themselves): any arguments reach it, and the runtime asks the
		// host's Dispatcher for the dispatch.
		f.Signatures = []*functions.Signature{{
			Rest: &functions.Param{Name: "args"}, Block: functions.OptionalBlock,
			Call: func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
				return run(c, rf, nil, args, b)
			}}}
		return f, nil
	}
	tr := newTypeResolver(rf, resolve)
	for _, d := range rf.Dispatches {
		s, err := signature(rf, d, tr, run)
		if err != nil {
			return nil, err
		}
		f.Signatures = append(f.Signatures, s)
	}
	if len(f.Signatures) == 0 {
		return nil, fmt.Errorf("%s: function '%s' has no dispatch and no method named after it", rf.File, rf.Name)
	}
	return f, nil
}

// typeResolver resolves the names in a function's types: its local_types
// first (Puppet parses them in a loader of the function's own), then the
// environment's.
type typeResolver struct {
	local   map[string]values.Type
	resolve func(name string) (values.Type, bool)
}

func newTypeResolver(rf *ruby.Function, resolve func(name string) (values.Type, bool)) *typeResolver {
	tr := &typeResolver{resolve: resolve}
	if len(rf.LocalTypes) > 0 {
		tr.local = make(map[string]values.Type, len(rf.LocalTypes))
		for _, lt := range rf.LocalTypes {
			expr := lt.Expr
			// Aliases may refer to each other and to themselves: resolved
			// when first used.
			tr.local[lt.Name] = values.NewTypeAlias(lt.Name, func() (values.Type, error) {
				return values.ParseType(expr, tr.lookup)
			})
		}
	}
	return tr
}

func (tr *typeResolver) lookup(name string) (values.Type, bool) {
	if t, ok := tr.local[name]; ok {
		return t, true
	}
	if tr.resolve != nil {
		return tr.resolve(name)
	}
	return nil, false
}

// parse parses a type written in a dispatch; "Any" (and "") is nil, as
// functions.Signature takes it.
func (tr *typeResolver) parse(rf *ruby.Function, d *ruby.Dispatch, expr string) (values.Type, error) {
	if expr == "" || expr == "Any" {
		return nil, nil
	}
	t, err := values.ParseType(expr, tr.lookup)
	if err != nil {
		return nil, fmt.Errorf("%s", typeError(rf, d, err))
	}
	return t, nil
}

func typeError(rf *ruby.Function, d *ruby.Dispatch, err error) string {
	if d != nil && d.Line > 0 {
		return fmt.Sprintf("%s (file: %s, line: %d)", err.Error(), rf.File, d.Line)
	}
	return fmt.Sprintf("%s (file: %s)", err.Error(), rf.File)
}

func signature(rf *ruby.Function, d *ruby.Dispatch, tr *typeResolver, run Runner) (*functions.Signature, error) {
	s := &functions.Signature{ArgumentMismatch: d.ArgumentMismatch}
	for _, p := range d.Params {
		t, err := tr.parse(rf, d, p.Type)
		if err != nil {
			return nil, err
		}
		fp := functions.Param{Name: p.Name, Type: t}
		switch p.Kind {
		case ruby.Required:
			s.Required = append(s.Required, fp)
		case ruby.Optional:
			s.Optional = append(s.Optional, fp)
		case ruby.Repeated, ruby.RequiredRepeated:
			s.Rest = &fp
			if p.Kind == ruby.RequiredRepeated {
				s.RestMin = 1
			}
		default:
			return nil, fmt.Errorf("%s", typeError(rf, d, fmt.Errorf("%s is not an argument parameter", p.Kind)))
		}
	}
	if bp := d.Block; bp != nil {
		s.Block = functions.RequiredBlock
		if bp.Kind == ruby.OptionalBlock {
			s.Block = functions.OptionalBlock
		}
		s.BlockName = bp.Name
		if bp.Type != "" && bp.Type != "Callable" {
			t, err := tr.parse(rf, d, bp.Type)
			if err != nil {
				return nil, err
			}
			if t != nil {
				functions.SetBlockType(s, t)
			}
		}
	}
	var ret values.Type
	if d.ReturnType != "" {
		t, err := tr.parse(rf, d, d.ReturnType)
		if err != nil {
			return nil, err
		}
		ret = t
	}
	name, mismatch := rf.Name, d.ArgumentMismatch
	s.Call = func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
		v, err := run(c, rf, d, args, b)
		if err != nil {
			return nil, err
		}
		if mismatch {
			// Puppet's Dispatcher#dispatch: the handler's result is the
			// text of the ArgumentError.
			return nil, &functions.DispatchError{Function: name, Msg: "'" + name + "' " + values.ToString(v)}
		}
		return v, CheckReturn(d, ret, v)
	}
	return s, nil
}

// ReturnType is the type of a dispatch's return_type, parsed as Callable
// parses it (nil when there is none).
func ReturnType(rf *ruby.Function, d *ruby.Dispatch, resolve func(name string) (values.Type, bool)) (values.Type, error) {
	if d.ReturnType == "" {
		return nil, nil
	}
	return newTypeResolver(rf, resolve).parse(rf, d, d.ReturnType)
}

// CheckReturn is Dispatch#invoke's assertion of a dispatch's return_type
// (TypeAsserter.assert_instance_of): nil when t is nil or v is a t.
func CheckReturn(d *ruby.Dispatch, t values.Type, v values.Value) error {
	if t == nil || values.IsInstance(t, v) {
		return nil
	}
	return fmt.Errorf("value returned from function '%s' has wrong type, %s", d.Method, values.DescribeMismatch(t, v))
}
