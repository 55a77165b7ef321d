package eval

import (
	"sort"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
)

var _ ruby.EdgeHost = (*rubyHost)(nil)

// CatalogEdges are Catalog#edges during the compile: the containment
// edges made so far between resources the catalog has (a resource a
// function removed takes its edges with it), in the order their targets
// joined the catalog (SimpleGraph#edges walks in_to, keyed by target
// vertex).
func (h *rubyHost) CatalogEdges() [][2]values.Value {
	c := h.cc.c
	type ed struct{ src, dst *Resource }
	var list []ed
	for _, e := range c.edges {
		if e.source.inCatalog && e.target.inCatalog {
			list = append(list, ed{e.source, e.target})
		}
	}
	sort.SliceStable(list, func(i, j int) bool { return list[i].dst.index < list[j].dst.index })
	out := make([][2]values.Value, len(list))
	for i, e := range list {
		out[i] = [2]values.Value{refOf(e.src), refOf(e.dst)}
	}
	return out
}
