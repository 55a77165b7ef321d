package ruby

import (
	"strings"

	"github.com/punch-dev/punch/environments/settings"
)

// Puppet's context beyond what the compile binds itself
// (puppetapi_context.go): Puppet.override(bindings) { } binds names for the
// block, which Puppet.lookup finds first (a Proc value is called at the
// first lookup and its value kept, as Puppet::Context::Stack does);
// Puppet.lookup(:environments) answers get(name) (the current environment,
// nil for a name no directory of environmentpath has; another environment
// is not supported) and Puppet.lookup(:loaders) is compiler.loaders (golden
// forge13_ruby_puppet_context_lookups, rubyapi14_values_loaders).

// contextOverride looks name up in the bindings Puppet.override made,
// innermost first.
func (in *Interp) contextOverride(name Value) (Value, bool, error) {
	if in.puppet == nil {
		return nil, false, nil
	}
	for i := len(in.puppet.overrides) - 1; i >= 0; i-- {
		h := in.puppet.overrides[i]
		v, ok := h.get(name)
		if !ok {
			continue
		}
		if p, isProc := v.(*Proc); isProc {
			r, err := in.callBlock(p, nil, nil, nil)
			if err != nil {
				return nil, true, err
			}
			h.put(name, r)
			return r, true, nil
		}
		return v, true, nil
	}
	return nil, false, nil
}

// contextBound is Puppet.lookup of a name Puppet binds during a compile
// that Punch answers here (ok false: not one of them).
func (in *Interp) contextBound(name Symbol) (Value, bool, error) {
	switch name {
	case "loaders":
		return in.loadersObject(), true, nil
	case "environments":
		return in.environmentsObject(), true, nil
	}
	return nil, false, nil
}

// environmentsObject is Puppet.lookup(:environments): its get(name).
func (in *Interp) environmentsObject() Value {
	o := &Object{class: in.cObject}
	meta := in.objSingleton(o)
	meta.DefineMethod("get", 1, 1, func(c *Call) (Value, error) {
		in := c.In
		name := in.symStr(c.Args[0])
		ch, err := in.catalogHost()
		if err != nil {
			return nil, err
		}
		if name == ch.EnvironmentName() {
			return in.callMethod(in.scopeObject(false), "environment", nil, nil, nil, true)
		}
		path, _ := in.host.Setting("environmentpath")
		p, _ := path.(string)
		if _, found := settings.EnvironmentDir(strings.Split(p, ":"), name); found && settings.ValidEnvironmentName(name) {
			return nil, in.unsupportedErr("Puppet.lookup(:environments).get of another environment than the compile's")
		}
		return nil, nil
	})
	return o
}

func init() {
	AddPuppetAPIPart(func(in *Interp) error {
		// Puppet.override(bindings, description = '') { }: the block's
		// value, the bindings dropped after it (also after a raise)
		in.keptModule("Puppet").DefineSingletonMethod("override", 1, 2, func(c *Call) (Value, error) {
			h, ok := c.Args[0].(*Hash)
			if !ok {
				return nil, c.In.raise(cNoMethodError, 0, "undefined method `include?' for %s", c.In.inspect(c.Args[0]))
			}
			if c.Block == nil {
				return nil, c.In.raise("LocalJumpError", 0, "no block given (yield)")
			}
			ps := c.In.puppetAPI()
			n := len(ps.overrides)
			ps.overrides = append(ps.overrides, h.dup())
			defer func() { ps.overrides = ps.overrides[:n] }()
			return c.In.yield(c.Block)
		})
		return nil
	})
}
