package ruby

import (
	"context"
)

// Resource defaults through Ruby: Puppet asks Scope#lookupdefaults(type)
// for every resource it makes (Puppet::Parser::Resource#initialize), and
// that method walks the parent scopes (parent.lookupdefaults), so module
// code that redefines it on a scope object gives every resource made in
// that scope and its children its defaults: trlinkin-noop's noop() does
// `def scope.lookupdefaults(type); values = super(type); values[:noop] =
// Param.new(...); values; end`, its noop_by_class redefines the top
// scope's through its singleton class (QA-FORGE-11 K2). The compile keeps
// its own defaults and asks Ruby only where such a method is in a scope's
// chain (ScopeDefaultsOverrides, then LookupDefaults).

// ScopeDefaultsHost is implemented by hosts that tell the resource
// defaults set in the calling scope itself (Scope#lookupdefaults adds them
// over its parent's).
type ScopeDefaultsHost interface {
	// OwnResourceDefaults are the defaults for typ (a type name as Puppet
	// gives it: "File", "Class") set in the calling scope, in order.
	OwnResourceDefaults(typ string) []ResourceParam
}

// ScopeDefaultsOverrides lists the scopes of the compile (the refs of ch)
// whose Ruby object answers lookupdefaults with module code; all is true
// when Puppet::Parser::Scope#lookupdefaults itself was redefined. It is
// worked out again only when a method was defined since the last call.
func (in *Interp) ScopeDefaultsOverrides(ch ScopeChainHost) (refs []any, all bool) {
	ps := in.puppet
	if ps == nil || !ps.loaded {
		return nil, false
	}
	if ps.defaultsEpoch == in.methodEpoch && ps.defaultsKnown {
		return ps.defaultsRefs, ps.defaultsAll
	}
	ps.defaultsEpoch, ps.defaultsKnown = in.methodEpoch, true
	ps.defaultsRefs, ps.defaultsAll = nil, false
	sc := in.puppetModule("Puppet::Parser::Scope")
	own := func(me *method) bool { return me != nil && me.fn != nil && me.owner == sc }
	if !own(in.findMethod(sc, "lookupdefaults")) {
		ps.defaultsAll = true
		return nil, true
	}
	overridden := func(o *Object) bool {
		return o != nil && o.meta != nil && !own(in.findMethod(o.meta, "lookupdefaults"))
	}
	for ref, o := range ps.scopes {
		if overridden(o) {
			ps.defaultsRefs = append(ps.defaultsRefs, ref)
		}
	}
	if overridden(ps.topScope) {
		ps.defaultsRefs = append(ps.defaultsRefs, ch.TopScopeRef())
	}
	return ps.defaultsRefs, false
}

// LookupDefaults is scope.lookupdefaults(typ) of the host's calling scope,
// run as Puppet runs it for a resource it makes there: the Ruby methods
// module code put on the way answer. Each default's value is the value of
// the Puppet::Parser::Resource::Param the method gave (or the value
// itself), as Puppet's parameters hold it.
func (in *Interp) LookupDefaults(ctx context.Context, host Host, typ string) ([]ResourceParam, error) {
	savedCtx, savedHost := in.ctx, in.host
	if in.depth == 0 {
		in.steps, in.mem = 0, 0
	}
	in.ctx, in.host = ctx, host
	defer func() { in.ctx, in.host = savedCtx, savedHost }()
	var out []ResourceParam
	_, err := in.protect(func() (Value, error) {
		r, err := in.callMethod(in.scopeObject(false), "lookupdefaults", []Value{NewString(typ)}, nil, nil, false)
		if err != nil {
			return nil, err
		}
		h, ok := r.(*Hash)
		if !ok {
			return nil, in.raise(cNoMethodError, 0, "undefined method `each_pair' for %s", in.inspect(r))
		}
		param := in.keptModule("Puppet::Parser::Resource::Param")
		for i, k := range h.keys {
			rp := ResourceParam{Name: in.symStr(k)}
			v := h.vals[i]
			if o, ok := v.(*Object); ok && in.isA(o, param) {
				v = o.Ivar("@value")
				if f, ok := o.Ivar("@file").(*String); ok {
					rp.File = f.String()
				}
				if l, ok := o.Ivar("@line").(int64); ok {
					rp.Line = int(l)
				}
			}
			pv, err := in.toPuppet(convertReturn3(v))
			if err != nil {
				return nil, err
			}
			rp.Value = pv
			out = append(out, rp)
		}
		return nil, nil
	})
	if err != nil {
		return nil, in.toError(err)
	}
	return out, nil
}

// scopeLookupDefaults is Scope#lookupdefaults(type) as Puppet's: the
// parent's (through Ruby, so a parent whose method module code replaced
// answers with it), then the scope's own over them, each a
// Puppet::Parser::Resource::Param.
func (in *Interp) scopeLookupDefaults(c *Call) (Value, error) {
	typ := in.toS(c.Args[0])
	out := NewHash()
	ch, chOK := in.host.(ScopeChainHost)
	dh, dhOK := in.host.(ScopeDefaultsHost)
	if !chOK || !dhOK {
		// a host without the scope chain: the defaults visible from the
		// calling scope as it gives them
		cat, err := in.catalogHost()
		if err != nil {
			return nil, err
		}
		h := cat.ResourceDefaults(typ)
		for i := 0; h != nil && i < h.Len(); i++ {
			k, v := h.At(i)
			ks, _ := k.(string)
			out.put(Symbol(ks), in.paramObjectOf(ResourceParam{Name: ks, Value: v}))
		}
		return out, nil
	}
	ref := ch.ScopeRef()
	if d, ok := c.Self.(*Object).Data.(*scopeData); ok && d.top {
		ref = ch.TopScopeRef()
		if ref != ch.ScopeRef() {
			// the top scope object answers for top scope whoever calls
			h := ch.AtScope(ref)
			if dh, dhOK = h.(ScopeDefaultsHost); !dhOK {
				return nil, in.unsupportedErr("Puppet::Parser::Scope#lookupdefaults of top scope")
			}
		}
	}
	if p, ok := ch.ScopeParent(ref); ok {
		pv, err := in.callMethod(in.scopeObjectAt(ch, p), "lookupdefaults", []Value{c.Args[0]}, nil, nil, false)
		if err != nil {
			return nil, err
		}
		if ph, ok := pv.(*Hash); ok {
			for i, k := range ph.keys {
				out.put(k, ph.vals[i])
			}
		}
	}
	for _, p := range dh.OwnResourceDefaults(typ) {
		out.put(Symbol(p.Name), in.paramObjectOf(p))
	}
	return out, nil
}
