package eval

import (
	"math"
	"os"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/modfunc"
	"github.com/punch-dev/punch/compiler/values"
)

// Puppet 7's functions that find module files (lib/puppet/functions:
// find_file, find_template, binary_file), which need the environment's
// modules, and two that Puppet has only to fail: import (refused by
// design) and scanf (its Ruby library is gone).

func fileFunctions(l *functions.Lib) {
	str := values.StringType(0, math.MaxInt64)
	strArray := values.ArrayType(str)
	for _, f := range []struct{ name, dir string }{{"find_file", "files"}, {"find_template", "templates"}} {
		dir := f.dir
		find := func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return cc(ctx).findModuleFile(dir, args), nil
		}
		// Two dispatches as Puppet's: repeated String, or repeated
		// Array[String] (each array's names tried in turn).
		register(l, f.name,
			&functions.Signature{Rest: &functions.Param{Name: "paths", Type: str}, Call: find},
			&functions.Signature{Rest: &functions.Param{Name: "paths_array", Type: strArray},
				Call: func(ctx functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
					// Puppet's find_file_array(scope, array) takes one
					// array: more fail in Ruby (golden
					// err_fn_find_file_two_arrays).
					if len(args) > 1 {
						return nil, rawf("wrong number of arguments (given %d, expected 2)", len(args)+1)
					}
					return find(ctx, args[0].([]values.Value), b)
				}})
	}
	register(l, "binary_file", &functions.Signature{
		Required: []functions.Param{{Name: "path", Type: str}},
		Call: func(ctx functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return cc(ctx).binaryFile(args[0].(string))
		}})
	// scanf's Ruby file requires Ruby's scanf library, which Ruby 3.1 no
	// longer ships: Puppet 7.23 on Debian 12 fails to load the function
	// when code calls it, with Ruby's LoadError (not located, not an
	// evaluation error; golden err_fn_scanf). Its arguments are never
	// checked.
	register(l, "scanf", &functions.Signature{Rest: anyRest("args"), Block: functions.OptionalBlock,
		Call: func(functions.Context, []values.Value, functions.Block) (values.Value, error) {
			return nil, &Error{Message: "cannot load such file -- scanf"}
		}})
	// import has no dispatch: any arguments reach its body, which raises
	// the DISCONTINUED_IMPORT issue (located at the call, without "Error
	// while evaluating a Function Call").
	register(l, "import", &functions.Signature{Rest: anyRest("args"),
		Call: func(ctx functions.Context, _ []values.Value, _ functions.Block) (values.Value, error) {
			return nil, issue(cc(ctx).at, "Use of 'import' has been discontinued in favor of a manifest directory. See http://links.puppet.com/puppet-import-deprecation").coded("DISCONTINUED_IMPORT")
		}})
}

// findModuleFile is find_file and find_template: the path of the first
// reference that names an existing file ("module/rest" in the module's
// files/ or templates/, or an absolute path), undef when none does.
func (x *callContext) findModuleFile(dir string, refs []values.Value) values.Value {
	for _, r := range refs {
		if p, ok := x.c.moduleFile(dir, r.(string)); ok {
			return p
		}
	}
	return nil
}

// binaryFile is binary_file(): the bytes of a module file (as file()
// finds it) as a Binary.
func (x *callContext) binaryFile(ref string) (values.Value, error) {
	p, ok := x.c.moduleFile("files", ref)
	if !ok {
		return nil, rawf("binary_file(): The given file '%s' does not exist", ref)
	}
	if st, err := os.Stat(p); err == nil && st.IsDir() {
		// Ruby's binread of a directory.
		return nil, rawf("Is a directory @ io_fread - %s", p)
	}
	b, err := x.c.loader.ReadFile(p)
	if err != nil {
		return nil, rawf("binary_file(): %v", err)
	}
	return &values.Binary{Bytes: b}, nil
}

// deferredReturnTypes are the return types Puppet 7.23's own functions
// declare (return_type in lib/puppet/functions); the others declare none.
var deferredReturnTypes = map[string]string{
	"alert": "Undef", "crit": "Undef", "debug": "Undef", "emerg": "Undef", "err": "Undef",
	"info": "Undef", "notice": "Undef", "warning": "Undef",
	"epp": "Variant[String, Sensitive[String]]", "inline_epp": "Variant[String, Sensitive[String]]",
	"group_by": "Hash", "partition": "Tuple[Array, Array]",
}

// coreReturnType is the return type a Puppet core function declares, nil
// for none.
func coreReturnType(name string) (values.Type, error) {
	src, ok := deferredReturnTypes[name]
	if !ok {
		return nil, nil
	}
	return values.ParseType(src, nil)
}

// deferredReturnType is what Puppet's TypeMismatchDescriber checks a
// Deferred parameter value with: the return type of the function the agent
// will call (a Puppet function's `>> Type`, a core function's declared
// type), or nil after warning once that the function has none. A function
// that does not exist fails as it does in Puppet 7.23 (its loader returns
// nil and Ruby fails on it).
func (c *Compiler) deferredReturnType(d *values.Deferred) (values.Type, error) {
	name := strings.TrimPrefix(d.Name, "::")
	ch, err := c.resolveFunction(name, "")
	if err != nil {
		return nil, err
	}
	if ch.pp == nil && ch.core == nil && ch.mod == nil {
		return nil, rawf("undefined method `dispatcher' for NilClass:Class")
	}
	// Puppet finds the dispatch that the arguments match; no arguments
	// (undef, not []) match none.
	noMatch := d.Arguments == nil
	if ch.pp != nil && !noMatch {
		lo, hi := 0, len(ch.pp.def.Params)
		for _, p := range ch.pp.def.Params {
			if p.CapturesRest {
				hi = math.MaxInt
			} else if p.Default == nil {
				lo++
			}
		}
		noMatch = len(d.Arguments) < lo || len(d.Arguments) > hi
	}
	if noMatch {
		args := ""
		if d.Arguments != nil {
			args = values.RubyInspect(d.Arguments)
		}
		return nil, rawf("No matching arity found for %s with arguments %s", name, args)
	}
	var rt values.Type
	switch {
	case ch.pp != nil:
		if ch.pp.def.ReturnType != nil {
			if rt, err = c.evalTypeIn(ch.pp.def.ReturnType, c.top); err != nil {
				return nil, err
			}
		}
	case ch.core != nil:
		if rt, err = coreReturnType(name); err != nil {
			return nil, err
		}
	case ch.mod != nil:
		// A Ruby function: the return_type of the dispatch the arguments
		// select (find_matching_dispatcher), Any counting as none.
		if rt, err = c.rubyDispatchReturnType(ch.mod, name, d.Arguments); err != nil {
			return nil, err
		}
	}
	if rt == nil {
		key := name + "_deferred_warning"
		if !c.warnedOnce[key] {
			c.warnedOnce[key] = true
			c.log("warning", "", "Deferred function "+name+" has no return_type, unable to guarantee value type during compilation.")
		}
	}
	return rt, nil
}

// rubyDispatchReturnType is the return_type of the dispatch of a module's
// Ruby function that args select, nil when it declares none (or declares
// Any); "No matching arity found" when none matches, as Puppet's
// TypeMismatchDescriber says for a Deferred value.
func (c *Compiler) rubyDispatchReturnType(mf *modfunc.Func, name string, args []values.Value) (values.Type, error) {
	rf, err := mf.Ruby()
	if err != nil {
		return nil, c.rubyError(err)
	}
	if len(rf.Dispatches) == 0 {
		// Puppet's default dispatcher (the method named like the
		// function) declares no return type.
		return nil, nil
	}
	fn, err := modfunc.Callable(rf, c.resolveType, nil)
	if err != nil {
		return nil, &rawError{msg: err.Error()}
	}
	i, err := functions.Select(fn, args, nil)
	if err != nil || i < 0 || i >= len(rf.Dispatches) {
		return nil, rawf("No matching arity found for %s with arguments %s", name, values.RubyInspect(args))
	}
	return modfunc.ReturnType(rf, rf.Dispatches[i], c.resolveType)
}
