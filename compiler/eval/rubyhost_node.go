package eval

import (
	"sort"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
)

var _ ruby.NodeHost = (*rubyHost)(nil)

// NodeParameters are Puppet::Node#parameters: the node parameters the
// compile merged (ENC parameters, facts, server facts, environment).
func (h *rubyHost) NodeParameters() *values.Hash { return h.cc.c.nodeParams }

// NodeClasses are Puppet::Node#classes as the classifier gave them, in its
// order: a Hash of name => parameters when a class has parameters (the
// ENC's classes hash), else an Array of names. An ENC's hash whose classes
// all lack parameters is answered as an Array (the request does not keep
// the hash form then).
func (h *rubyHost) NodeClasses() values.Value {
	cls := append([]NodeClass(nil), h.cc.c.req.Classes...)
	sort.SliceStable(cls, func(i, j int) bool { return cls[i].Given < cls[j].Given })
	asHash := false
	for _, nc := range cls {
		if nc.Params != nil {
			asHash = true
		}
	}
	if !asHash {
		if len(cls) == 0 {
			return values.EmptyArray()
		}
		a := make([]values.Value, len(cls))
		for i, nc := range cls {
			a[i] = nc.Name
		}
		return a
	}
	out := values.NewHash(len(cls))
	for _, nc := range cls {
		if nc.Params != nil {
			out.Put(nc.Name, nc.Params)
		} else {
			out.Put(nc.Name, nil)
		}
	}
	return out
}
