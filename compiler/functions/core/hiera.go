package core

import (
	"fmt"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/values"
)

// Puppet's deprecated Hiera functions (hiera, hiera_array, hiera_hash,
// hiera_include: Hiera::PuppetFunction). Each warns once that it is
// deprecated, then is a lookup() with a fixed merge: first, unique, hash,
// unique; hiera_include then includes the classes it found. They reach the
// data through Context.Call of the evaluator's lookup function, in its
// options-hash form: lookup(key, {merge => M[, default_value => D]}) with the
// default block.
//
// Known difference: Puppet confines a hiera_* call to the global layer when
// the environment has no version 5 hiera.yaml (its data and the modules'
// data are then not consulted); the lookup() Punch calls consults them.

const hieraDeprecation = "The function '%s' is deprecated in favor of using 'lookup'. " +
	"See https://puppet.com/docs/puppet/7.23/deprecated_language.html"

func hieraFunctions(l *functions.Lib) {
	registerHiera(l, "hiera", "first", nil)
	registerHiera(l, "hiera_array", "unique", nil)
	registerHiera(l, "hiera_hash", "hash", nil)
	registerHiera(l, "hiera_include", "unique", func(c functions.Context, key string, v values.Value) (values.Value, error) {
		if v == nil {
			return nil, functions.ParseErr("Could not find data item %s", key)
		}
		if !isEmptyRuby(v) {
			if _, err := c.Call("include", []values.Value{v}, nil); err != nil {
				return nil, err
			}
		}
		return nil, nil
	})
}

// isEmptyRuby is Ruby's value.empty? for what a lookup returns.
func isEmptyRuby(v values.Value) bool {
	switch x := v.(type) {
	case string:
		return x == ""
	case []values.Value:
		return len(x) == 0
	case *values.Hash:
		return x.Len() == 0
	}
	return false
}

// registerHiera registers one of the hiera functions with Hiera::PuppetFunction's
// dispatches; post is its post_lookup (nil returns the value).
func registerHiera(l *functions.Lib, name, merge string, post func(c functions.Context, key string, v values.Value) (values.Value, error)) {
	run := func(c functions.Context, key string, dflt values.Value, hasDefault bool, b functions.Block) (values.Value, error) {
		functions.DeprecationOnce(c, "deprecations:"+name, fmt.Sprintf(hieraDeprecation, name))
		opts := values.NewHash(2)
		opts.Put("merge", merge)
		if hasDefault {
			opts.Put("default_value", dflt)
		}
		var v values.Value
		var err error
		if b != nil {
			v, err = c.Call("lookup", []values.Value{key, opts}, b)
		} else {
			v, err = c.Call("lookup", []values.Value{key, opts}, nil)
		}
		if err != nil {
			return nil, err
		}
		if post != nil {
			return post(c, key, v)
		}
		return v, nil
	}
	l.Register(name, "",
		// hiera_splat: Puppet 7.23 dispatches an array argument here and
		// then fails, its hiera method being gone.
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return nil, functions.Errorf("undefined method `hiera' for #<#<Class:0x0000000000000000>:0x0000000000000000 @closure_scope=nil, @loader=(ModuleLoader::FileBased 'puppet_system' '')>")
		}).Req("args", "Tuple[String, Any, Any, 1, 3]"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return run(c, args[0].(string), nil, false, nil)
		}).Req("key", "String"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return run(c, args[0].(string), args[1], true, nil)
		}).Req("key", "String").Req("default", "Any").Opt("override", "Any"),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return run(c, args[0].(string), nil, false, b)
		}).Req("key", "String").Block(functions.RequiredBlock, "default_block", "Callable[1,1]"),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return run(c, args[0].(string), nil, false, b)
		}).Req("key", "String").Req("override", "Any").Block(functions.RequiredBlock, "default_block", "Callable[1,1]"),
	)
}
