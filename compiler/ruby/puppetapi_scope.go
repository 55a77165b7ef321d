package ruby

// Scopes other than the calling one: Puppet::Parser::Scope#parent,
// #class_scope and #newscope hand module code the scope a class was
// declared in, another class's scope or a new child scope, and every
// method of Scope then answers for that scope (lookupvar, to_s,
// resource, setvar, function_x, ...), as Puppet's scopes are objects of
// their own chained by their parent.

// ScopeChainHost is implemented by hosts that reach the compile's other
// scopes. A ref names one scope of the compile (comparable: equal refs,
// the same scope); AtScope gives the host whose calling scope is ref, and
// the methods of a Ruby scope object made from a ref run with that host.
type ScopeChainHost interface {
	// ScopeRef is the scope this host is of.
	ScopeRef() any
	// TopScopeRef is the compile's top scope.
	TopScopeRef() any
	// ScopeParent is ref's parent (Puppet's Scope#parent: the scope that
	// declared the class or define, the parent class's scope for a class
	// that inherits, top scope for a node); ok is false for top scope.
	ScopeParent(ref any) (parent any, ok bool)
	// ClassScope is Scope#class_scope(name): the scope of the class or
	// node evaluated so far whose name is exactly name (lower case,
	// without a leading "::"; "" is main's, top scope).
	ClassScope(name string) (ref any, ok bool)
	// NewScope is Scope#newscope: a new scope without a resource whose
	// parent is ref.
	NewScope(ref any) any
	// AtScope is this host with ref as the calling scope.
	AtScope(ref any) Host
}

// ScopeBoundHost is implemented by hosts that tell whether the calling
// scope's own variables (not a match's, not a parent's) have a name
// (Scope#bound?).
type ScopeBoundHost interface {
	ScopeBound(name string) bool
}

// scopeChain is the host's ScopeChainHost, or the unsupported error
// naming what needed it.
func (in *Interp) scopeChain(what string) (ScopeChainHost, error) {
	ch, ok := in.host.(ScopeChainHost)
	if !ok {
		return nil, in.unsupportedErr("Puppet::Parser::Scope#" + what + " (the host reaches no other scope)")
	}
	return ch, nil
}

// scopeRefObject is the one Ruby object of the scope ref for the compile:
// the same scope is the same object (equal?), and the instance variables a
// 3.x function sets on its self (the calling scope) are that scope's, as
// in Puppet (camptocamp/puppet-bind's net_include keeps @cur_net so). The
// objects live in the compile's Interp and go with it.
func (in *Interp) scopeRefObject(ref any) *Object {
	ps := in.puppetAPI()
	if o, ok := ps.scopes[ref]; ok {
		return o
	}
	if ps.scopes == nil {
		ps.scopes = map[any]*Object{}
	}
	o := &Object{class: in.puppetModule("Puppet::Parser::Scope"), Data: &scopeData{ref: ref}}
	ps.scopes[ref] = o
	return o
}

// scopeObjectAt is the object of a scope parent, class_scope or newscope
// found: top scope's is compiler.topscope's object.
func (in *Interp) scopeObjectAt(ch ScopeChainHost, ref any) Value {
	if ref == ch.TopScopeRef() {
		return in.scopeObject(true)
	}
	return in.scopeRefObject(ref)
}

// atScope wraps a method of Scope: on the object of another scope than
// the calling one it runs with that scope's host.
func atScope(f GoFunc) GoFunc {
	return func(c *Call) (Value, error) {
		o, _ := c.Self.(*Object)
		if o == nil {
			return f(c)
		}
		d, _ := o.Data.(*scopeData)
		if d == nil || d.ref == nil {
			return f(c)
		}
		in := c.In
		ch, ok := in.host.(ScopeChainHost)
		if !ok {
			return nil, in.unsupportedErr("a Puppet::Parser::Scope object outside the compile that made it")
		}
		if ch.ScopeRef() == d.ref {
			return f(c)
		}
		saved := in.host
		in.host = ch.AtScope(d.ref)
		defer func() { in.host = saved }()
		return f(c)
	}
}

// defineScopeChain defines parent, class_scope and newscope, and makes
// every Go method of Scope answer for the scope of its receiver.
func (in *Interp) defineScopeChain() {
	sc := in.puppetModule("Puppet::Parser::Scope")
	// the scope's own ref: top scope's object is top scope, the calling
	// scope's object the calling scope
	selfRef := func(c *Call, ch ScopeChainHost) any {
		if d, ok := c.Self.(*Object).Data.(*scopeData); ok && d.top {
			return ch.TopScopeRef()
		}
		return ch.ScopeRef()
	}
	sc.DefineMethod("parent", 0, 0, func(c *Call) (Value, error) {
		ch, err := c.In.scopeChain("parent")
		if err != nil {
			return nil, err
		}
		p, ok := ch.ScopeParent(selfRef(c, ch))
		if !ok {
			return nil, nil
		}
		return c.In.scopeObjectAt(ch, p), nil
	})
	// is_topscope?: the scope is the compile's top scope (simp-simplib's
	// classtrace walks parent until it)
	sc.DefineMethod("is_topscope?", 0, 0, func(c *Call) (Value, error) {
		ch, err := c.In.scopeChain("is_topscope?")
		if err != nil {
			return nil, err
		}
		return selfRef(c, ch) == ch.TopScopeRef(), nil
	})
	sc.DefineMethod("class_scope", 1, 1, func(c *Call) (Value, error) {
		ch, err := c.In.scopeChain("class_scope")
		if err != nil {
			return nil, err
		}
		// Puppet takes the class (anything answering name: a
		// Puppet::Resource::Type, a Symbol) or its name, and looks the
		// name up as it is: 'Myc' and '::myc' are no class's
		k := c.Args[0]
		if _, isStr := k.(*String); !isStr && c.In.respondTo(k, "name", false) {
			if k, err = c.In.callMethod(k, "name", nil, nil, nil, false); err != nil {
				return nil, err
			}
		}
		name, ok := k.(*String)
		if !ok {
			return nil, nil
		}
		ref, ok := ch.ClassScope(name.String())
		if !ok {
			return nil, nil
		}
		return c.In.scopeObjectAt(ch, ref), nil
	})
	sc.DefineMethod("newscope", 0, 1, func(c *Call) (Value, error) {
		if len(c.Args) == 1 {
			if h, ok := c.Args[0].(*Hash); !ok || h.Len() > 0 {
				return nil, c.In.unsupportedErr("Puppet::Parser::Scope#newscope with options")
			}
		}
		ch, err := c.In.scopeChain("newscope")
		if err != nil {
			return nil, err
		}
		return c.In.scopeObjectAt(ch, ch.NewScope(selfRef(c, ch))), nil
	})
	// parent_module_name: the module of the parent scope's source (nil
	// when the parent is top scope, whose source, main, has none)
	sc.DefineMethod("parent_module_name", 0, 0, func(c *Call) (Value, error) {
		p, err := c.In.callMethod(c.Self, "parent", nil, nil, nil, false)
		if err != nil || p == nil {
			return nil, err
		}
		if o, _ := p.(*Object); o != nil {
			if d, _ := o.Data.(*scopeData); d != nil && d.top {
				return nil, nil
			}
		}
		src, err := c.In.callMethod(p, "source", nil, nil, nil, false)
		if err != nil || src == nil {
			return nil, err
		}
		return c.In.callMethod(src, "module_name", nil, nil, nil, false)
	})
	// bound?(name): the scope's own (assignable, not match) variables
	// have name, also when its value is undef (trlinkin-noop's
	// class_interface asks it of a class's parameters)
	sc.DefineMethod("bound?", 1, 1, func(c *Call) (Value, error) {
		bh, ok := c.In.host.(ScopeBoundHost)
		if !ok {
			return nil, c.In.unsupportedErr("Puppet::Parser::Scope#bound? (the host tells no bound variables)")
		}
		if d, _ := c.Self.(*Object).Data.(*scopeData); d != nil && d.top {
			if ch, ok := c.In.host.(ScopeChainHost); ok && ch.ScopeRef() != ch.TopScopeRef() {
				if bh, ok = ch.AtScope(ch.TopScopeRef()).(ScopeBoundHost); !ok {
					return nil, c.In.unsupportedErr("Puppet::Parser::Scope#bound? of top scope")
				}
			}
		}
		return bh.ScopeBound(c.In.symStr(c.Args[0])), nil
	})
	for _, me := range sc.methods {
		if me.fn != nil {
			me.fn = atScope(me.fn)
		}
	}
}
