package ruby

// Puppet::Parser::Functions.newfunction called while the compile runs
// (from a 4.x function's body, a helper it requires, a template), not by
// the loading of a 3.x function file: Puppet defines the function in the
// environment at once (function_NAME on every scope, its info for
// Functions.function/rvalue?/arity), and Puppet code calling NAME
// afterwards finds it. Here it is the compile's own: its Interp keeps the
// definition (puppetState.runtime3), scope.function_NAME runs its block
// with the caller's Array, and the evaluator asks RuntimeFunction3 for a
// name no loader has (golden forge19_ruby_3x_newfunction_at_run_time,
// rubyapi14_newfunction_at_run_time).

// runtime3Func is one function newfunction defined at run time.
type runtime3Func struct {
	def *func3Def
	fn  *Function
}

// defineRuntime3 records def, made by newfunction in the file being run
// now, as the compile's function def.name; a function Puppet already has
// by that name (loaded, or defined so before) is overwritten with
// Puppet's warning.
func (in *Interp) defineRuntime3(def *func3Def) error {
	ps := in.puppetAPI()
	_, had := ps.runtime3[def.name]
	if _, _, loaded := in.function3Info(def.name); loaded || had {
		if _, err := in.callMethod(in.keptModule("Puppet"), "warning", []Value{NewString("Overwriting previous definition for function " + def.name)}, nil, nil, false); err != nil {
			return err
		}
	}
	file := ""
	if in.file != nil {
		file = in.file.name
	}
	if ps.runtime3 == nil {
		ps.runtime3 = map[string]*runtime3Func{}
	}
	ps.runtime3[def.name] = &runtime3Func{def: def, fn: &Function{Name: def.name, API: 3, File: file, Line: def.line,
		Type3: def.ftype, Arity3: def.arity, Doc3: def.doc, env: in.env}}
	return nil
}

// RuntimeFunction3 is the 3.x function name that newfunction defined
// while this Interp's compile ran (nil when none): the evaluator calls it
// for Puppet code as any module 3.x function (Function.Call runs its
// block in this Interp).
func (in *Interp) RuntimeFunction3(name string) *Function {
	if in == nil || in.puppet == nil {
		return nil
	}
	if r := in.puppet.runtime3[name]; r != nil {
		return r.fn
	}
	return nil
}

// runtime3Def is the definition behind a Function RuntimeFunction3 gave.
func (in *Interp) runtime3Def(f *Function) *func3Def {
	if in.puppet == nil {
		return nil
	}
	if r := in.puppet.runtime3[f.Name]; r != nil && r.fn == f {
		return r.def
	}
	return nil
}

// runtime3Info is what Functions.rvalue?/arity read of a run-time
// function.
func (in *Interp) runtime3Info(name string) (rvalue bool, arity int, ok bool) {
	if in.puppet == nil {
		return false, -1, false
	}
	r := in.puppet.runtime3[name]
	if r == nil {
		return false, -1, false
	}
	return r.def.ftype == "rvalue", r.def.arity, true
}

// callRuntime3 is scope.function_NAME(args) of a run-time function: its
// block with the caller's Array, as Puppet's function_NAME method runs it.
func (in *Interp) callRuntime3(name string, args *Array) (Value, bool, error) {
	if in.puppet == nil {
		return nil, false, nil
	}
	r := in.puppet.runtime3[name]
	if r == nil {
		return nil, false, nil
	}
	v, err := in.run3x(r.def, args)
	return v, true, err
}
