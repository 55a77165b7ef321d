package eval

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/ast"
)

// FunctionCall is one function call made from outside Puppet code: the
// differential replay of the calls Puppet made while compiling real
// modules (compiler/golden/sweep) calls functions one by one with it.
type FunctionCall struct {
	// Name is the function's name ("stdlib::to_yaml", "pick").
	Name string
	// Args are the arguments, as Puppet values.
	Args []values.Value
	// Lambda is the Puppet source of a lambda given to the call
	// ("|$x| { $x * 2 }"), "" for none. It runs in the top scope.
	Lambda string
	// Caller is the module whose code makes the call ("" for the
	// environment's own code): a global name may resolve differently from
	// different modules, and a function's own calls see what its module
	// sees.
	Caller string
	// Function3x makes the call as Ruby code calls scope.function_<name>
	// (args): only 3.x functions are found (the modules', then Puppet's
	// own), and Args are given to the function as they are (the caller
	// has already converted them as Puppet's 3.x convention wants).
	Function3x bool
}

// CallFunction calls a function as the evaluator calls it from code of
// call.Caller's module, in the top scope of a compile of req: the node's
// parameters, facts, $trusted, $server_facts and the settings class are
// set, no manifest is evaluated. The loader, node, facts, log and
// NoFunctionPorts of req apply as to a compile.
//
// It returns the function's value, or its error as the function raised it:
// Puppet's message for the exception (an argument mismatch, a Ruby
// exception's message, an unknown function: "Unknown function: 'x'."),
// without the "Evaluation Error: Error while evaluating a Function Call, "
// and the location the evaluator adds when the call is in Puppet code.
// Errors located in Puppet code (a Puppet function's body, a lambda) keep
// their location.
func CallFunction(ctx context.Context, req *Request, call FunctionCall) (v values.Value, err error) {
	if req.Loader == nil {
		return nil, errors.New("call function: no loader")
	}
	defer func() {
		if r := recover(); r != nil {
			v, err = nil, fmt.Errorf("Internal error: %v (please report it with the call that caused it)", r)
		}
	}()
	c, err := topScopeCompiler(ctx, req)
	if err != nil {
		return nil, err
	}
	name := strings.TrimPrefix(call.Name, "::")
	at := &ast.CallFunction{Functor: &ast.QualifiedName{Name: name}}
	var blk functions.Block
	var cl *closure
	if call.Lambda != "" {
		l, err := parseLambda(call.Lambda)
		if err != nil {
			return nil, err
		}
		at.Lambda = l
		cl = &closure{c: c, lambda: l, scope: c.top}
		blk = cl
	}
	if call.Function3x {
		ch, ok := c.function3(name)
		if !ok {
			return nil, fmt.Errorf("Unknown function: '%s'.", name)
		}
		v, err := c.callFunction3(ch, call.Caller, at, c.top, call.Args)
		if err != nil {
			return nil, replayError(err)
		}
		return v, nil
	}
	ch, err := c.resolveFunction(name, call.Caller)
	if err != nil {
		return nil, replayError(err)
	}
	v, found, err := c.callResolved(ch, call.Caller, at, c.top, call.Args, blk)
	if !found {
		if name == "new" {
			v, err = c.callNew(at, call.Args, cl)
		} else {
			return nil, fmt.Errorf("Unknown function: '%s'.", name)
		}
	}
	if err != nil {
		return nil, replayError(err)
	}
	return v, nil
}

// topScopeCompiler is a compile of req that evaluates no manifest: the
// node's parameters, facts, $trusted, $server_facts and the settings
// class are set in its top scope (CallFunction, DataFunctions).
func topScopeCompiler(ctx context.Context, req *Request) (*Compiler, error) {
	c := newCompiler(ctx, req)
	if err := c.setNodeParameters(); err != nil {
		return nil, err
	}
	if err := c.createSettingsScope(); err != nil {
		return nil, err
	}
	return c, nil
}

// parseLambda parses the source of a lambda.
func parseLambda(src string) (*ast.Lambda, error) {
	prog, err := parser.Parse("", []byte("f() "+src))
	if err != nil {
		return nil, fmt.Errorf("lambda %q: %w", src, err)
	}
	if prog.Body != nil && len(prog.Body.Statements) == 1 {
		if cf, ok := prog.Body.Statements[0].(*ast.CallFunction); ok && cf.Lambda != nil {
			return cf.Lambda, nil
		}
	}
	return nil, fmt.Errorf("lambda %q: not a lambda", src)
}

// replayError is an error of a replayed call: control flow escaping the
// function is worded as at the top of a compile.
func replayError(err error) error {
	var cf *controlFlow
	if errors.As(err, &cf) {
		return errors.New(cf.outsideMessage())
	}
	if functions.IsBreak(err) {
		return errors.New("break() from context where this is illegal")
	}
	return err
}
