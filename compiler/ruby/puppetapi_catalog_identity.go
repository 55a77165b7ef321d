package ruby

// A catalog's name and version, and a class's or defined type's
// parameters, as module Ruby reads them (golden
// forge18_ruby_scope_catalog_probe, rubyapi14_catalog_type_arguments).

// CatalogVersionHost is implemented by hosts that give the version of the
// catalog being compiled, as Puppet's Catalog#version has it during the
// compile: the environment's config_version output (text true), else the
// Integer Puppet Server uses (the time the environment was loaded).
type CatalogVersionHost interface {
	CatalogVersion() (text string, isText bool, n int64)
}

// TypeArgumentsHost is implemented by hosts that give the parameters of a
// class ("hostclass") or defined type ("definition") in their declared
// order, and whether each has a default value
// (Puppet::Resource::Type#arguments).
type TypeArgumentsHost interface {
	TypeArguments(kind, name string) (names []string, hasDefault []bool, ok bool)
}

// defineCatalogIdentity gives a Puppet::Resource::Catalog object (meta:
// its singleton class) name (the node's) and version.
func (in *Interp) defineCatalogIdentity(meta *Module, ch CatalogHost) {
	meta.DefineMethod("name", 0, 0, func(c *Call) (Value, error) { return NewString(ch.NodeName()), nil })
	meta.DefineMethod("version", 0, 0, func(c *Call) (Value, error) {
		vh, ok := c.In.host.(CatalogVersionHost)
		if !ok {
			return nil, c.In.unsupportedErr("Puppet::Resource::Catalog#version (the host gives none)")
		}
		text, isText, n := vh.CatalogVersion()
		if isText {
			return NewString(text), nil
		}
		return n, nil
	})
}

func init() {
	AddPuppetAPIPart(func(in *Interp) error {
		// Puppet::Parser::AST::PopsBridge::Expression: the default value
		// of a parameter in Resource::Type#arguments
		ast := in.DefineClass(in.puppetModule("Puppet::Parser"), "AST", nil)
		leaf := in.DefineClass(ast, "Leaf", ast)
		expr := in.DefineClass(in.DefineModule(ast, "PopsBridge"), "Expression", leaf)
		for _, m := range []string{"to_s", "inspect", "value", "evaluate", "safeevaluate"} {
			m := m
			expr.DefineMethod(m, 0, -1, func(c *Call) (Value, error) {
				return nil, c.In.unsupportedErr("Puppet::Parser::AST::PopsBridge::Expression#" + m + " (a parameter's default expression)")
			})
		}
		// arguments: {name => nil, or the default's expression}
		in.keptModule("Puppet::Resource::Type").DefineMethod("arguments", 0, 0, func(c *Call) (Value, error) {
			d := c.Self.(*Object).Data.(*resourceTypeData)
			th, ok := c.In.host.(TypeArgumentsHost)
			if !ok {
				return nil, c.In.unsupportedErr("Puppet::Resource::Type#arguments (the host gives no parameters)")
			}
			names, hasDefault, ok := th.TypeArguments(d.kind, d.name)
			if !ok {
				return nil, c.In.unsupportedErr("Puppet::Resource::Type#arguments of " + d.kind + " " + d.name)
			}
			h := NewHash()
			for i, n := range names {
				var v Value
				if hasDefault[i] {
					v = &Object{class: c.In.classByName("Puppet::Parser::AST::PopsBridge::Expression")}
				}
				h.put(NewString(n), v)
			}
			return h, nil
		})
		return nil
	})
}
