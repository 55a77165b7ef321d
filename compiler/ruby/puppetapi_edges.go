package ruby

import (
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// EdgeHost is implemented by hosts that give the catalog's graph as
// Puppet's catalog has it during the compile: its containment edges, each
// a source and target resource reference, in the order their targets
// joined the catalog (Puppet::SimpleGraph#edges).
type EdgeHost interface {
	CatalogEdges() [][2]values.Value
}

// defineCatalogGraph gives a Puppet::Resource::Catalog object (meta: its
// singleton class) edges (Puppet::Relationship objects) and
// title_key_for_ref (golden forge13_ruby_catalog_edges_title_key).
func (in *Interp) defineCatalogGraph(meta *Module) {
	meta.DefineMethod("edges", 0, 0, func(c *Call) (Value, error) {
		eh, ok := c.In.host.(EdgeHost)
		if !ok {
			return nil, c.In.unsupportedErr("Puppet::Resource::Catalog#edges (the host gives no graph)")
		}
		edges := eh.CatalogEdges()
		a := &Array{a: make([]Value, len(edges))}
		for i, e := range edges {
			a.a[i] = c.In.relationshipObject(e[0], e[1])
		}
		return a, nil
	})
	// title_key_for_ref('File[/x]'): the type and title of a reference
	// text, [nil, nil] when it has no brackets
	meta.DefineMethod("title_key_for_ref", 1, 1, func(c *Call) (Value, error) {
		ref, err := c.In.strArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		s, e := strings.IndexByte(ref, '['), strings.LastIndexByte(ref, ']')
		if s < 0 || e < 0 || e <= s {
			return &Array{a: []Value{nil, nil}}, nil
		}
		return &Array{a: []Value{NewString(ref[:s]), NewString(ref[s+1 : e])}}, nil
	})
}

// relationshipObject is a Puppet::Relationship between two catalog
// resources: source, target, event and callback (nil for containment),
// to_s/ref "Source[x] => Target[y]".
func (in *Interp) relationshipObject(src, dst values.Value) Value {
	o, meta := in.apiObject("Puppet::Relationship")
	source, target := in.catalogResourceObject(src), in.catalogResourceObject(dst)
	meta.DefineMethod("source", 0, 0, func(*Call) (Value, error) { return source, nil })
	meta.DefineMethod("target", 0, 0, func(*Call) (Value, error) { return target, nil })
	meta.DefineMethod("event", 0, 0, func(*Call) (Value, error) { return nil, nil })
	meta.DefineMethod("callback", 0, 0, func(*Call) (Value, error) { return nil, nil })
	text := func(c *Call) (Value, error) {
		return NewString(c.In.toS(source) + " => " + c.In.toS(target)), nil
	}
	meta.DefineMethod("to_s", 0, 0, text)
	meta.DefineMethod("ref", 0, 0, text)
	return o
}
