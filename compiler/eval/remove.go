package eval

import "slices"

// Removing resources. Puppet keeps two lists a module's Ruby function can
// take a resource out of (voxpupuli-extlib's remove_resource does both):
// the catalog (Catalog#remove_resource: its title table, aliases, graph
// vertex and edges, and the catalog's resources), and the compiler's
// resources (Compiler#resources, an Array: what finish, the evaluation of
// pending defined types and collectors go through). Punch's Compiler has
// one list, c.resources, that serves both: each resource records which of
// the two it left (inCatalog, dropped) and stays in c.resources, so that
// every index (Resource.index, the collectors' bitsets over it) stays
// valid; what reads the list skips what its Puppet counterpart would not
// see.

// removeFromCatalog is Catalog#remove_resource: r's title, aliases and
// uniqueness key are free again (a later declaration may take them), the
// edges into and out of r are gone (the resources r contained stay in the
// catalog without a container, as in Puppet), and the catalog no longer
// has r. It reports whether r was in the catalog.
func (c *Compiler) removeFromCatalog(r *Resource) bool {
	if !r.inCatalog {
		return false
	}
	r.inCatalog = false
	if t := c.types[r.typ]; t != nil && t.byTitle[r.title] == r {
		delete(t.byTitle, r.title)
	}
	for k, a := range c.aliases {
		if a == r {
			delete(c.aliases, k)
		}
	}
	kept := c.edges[:0]
	for _, e := range c.edges {
		switch r {
		case e.target:
			e.source.children = slices.DeleteFunc(e.source.children, func(x *Resource) bool { return x == r })
		case e.source:
			if e.target.container == r {
				e.target.container = nil
			}
		default:
			kept = append(kept, e)
		}
	}
	clear(c.edges[len(kept):])
	c.edges = kept
	r.children = nil
	r.container = nil
	return true
}

// removeFromCompiler is Compiler#resources.delete(r): finish no longer
// finishes r, a pending defined type is not evaluated, and collectors no
// longer find r (its type's list). It reports whether r was in the list.
func (c *Compiler) removeFromCompiler(r *Resource) bool {
	if r.dropped {
		return false
	}
	r.dropped = true
	if t := c.types[r.typ]; t != nil {
		t.list = slices.DeleteFunc(t.list, func(x *Resource) bool { return x == r })
	}
	return true
}

// holder finds the resource of t that has title (for the message of a
// duplicate declaration): the catalog's, which a compiler-side removal may
// have taken out of t's list but not out of the catalog.
func (c *Compiler) holder(t *typeTable, title string) *Resource {
	for _, r := range t.list {
		if r.title == title && r.inCatalog {
			return r
		}
	}
	for _, r := range c.resources {
		if r.title == title && r.inCatalog && c.types[r.typ] == t {
			return r
		}
	}
	return nil
}

// edgeEnd is the catalog resource an edge's end r (not virtual) stands
// for in Puppet's to_catalog, which finds it by reference: r, or when r
// left the catalog the resource declared again with its title; else
// Puppet's error.
func (c *Compiler) edgeEnd(r *Resource) (*Resource, error) {
	x := r
	if !r.inCatalog {
		x, _ = c.byTitle(r.typ, r.title)
	}
	if x == nil || !x.included {
		return nil, &Error{Message: "Could not find resource " + c.cachedRef(r) + " when converting to resource resources"}
	}
	return x, nil
}
