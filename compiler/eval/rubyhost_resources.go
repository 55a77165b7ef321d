package eval

import (
	"strings"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
)

// Resources and classes Ruby adds to the compile (ruby.ResourceMaker):
// Compiler#add_resource of a Puppet::Parser::Resource a function made,
// Puppet::Resource::Type#ensure_in_catalog and #instantiate_resource of a
// class, Catalog#add_class, set_parameter of a catalog resource
// (voxpupuli/puppet-system's system_create_resources). Each runs in the
// host's calling scope, the one Ruby named.

var _ ruby.ResourceMaker = (*rubyHost)(nil)

// madeAt is the statement a Ruby-made resource's errors are located at:
// the call of the function that made it. The resource itself has no file
// and line, as Puppet's made without them has none.
func (h *rubyHost) madeAt(form ast.ResourceForm) *ast.Resource {
	n := &ast.Resource{Form: form}
	if h.cc.at != nil {
		n.Span = h.cc.at.Loc()
	}
	return n
}

// madeParams are Ruby's parameters as the compile's, set in s.
func (h *rubyHost) madeParams(ps []ruby.MadeParam) []*param {
	c := h.cc.c
	out := make([]*param, 0, len(ps))
	for _, p := range ps {
		out = append(out, c.newParam(p.Name, p.Value, "", 0, h.cc.s.source))
	}
	return out
}

// AddResource is Compiler#add_resource: a resource type's or defined
// type's resource is declared as a resource expression declares it (the
// scope's defaults, tags, containment; a defined type's instance evaluated
// with the other pending ones), a class's resource joins the catalog to be
// evaluated later (Puppet's add_resource does not evaluate it; its
// evaluate_definitions takes it with the defined types' instances).
func (h *rubyHost) AddResource(m ruby.MadeResource) (values.Value, error) {
	c, s := h.cc.c, h.cc.s
	form := ast.Regular
	switch {
	case m.Exported:
		form = ast.Exported
	case m.Virtual:
		form = ast.Virtual
	}
	params := h.madeParams(m.Params)
	var ref values.Value
	if m.Type == "Class" {
		if form != ast.Regular {
			return nil, issue(h.madeAt(form), "Classes are not virtualizable")
		}
		td, err := c.findClass(m.Title)
		if err != nil {
			return nil, err
		}
		if td == nil {
			return nil, rawf("Could not find declared class %s", m.Title)
		}
		if ref, err = h.ensureClassLazily(td, params); err != nil {
			return nil, err
		}
	} else {
		rt, err := c.resolveResourceType(strings.ToLower(m.Type))
		if err != nil {
			return nil, err
		}
		if rt == nil {
			return nil, rawf("Unknown resource type: '%s'", m.Type)
		}
		if ref, err = c.createResource(s, rt, m.Title, params, h.madeAt(form), "", 0, false); err != nil {
			return nil, err
		}
	}
	// the tags Ruby gave with tag() follow the type's and title's and come
	// before the container's, which the compile adds when it finishes the
	// resource (Puppet: [file, legacy, app, class])
	if _, err := h.TagResource(ref, m.Tags); err != nil {
		return nil, err
	}
	return ref, nil
}

var _ ruby.ResourceTagger = (*rubyHost)(nil)

// TagResource is Puppet::Parser::Resource#tag of a catalog resource.
func (h *rubyHost) TagResource(ref values.Value, tags []string) (bool, error) {
	if len(tags) == 0 {
		return true, nil
	}
	r := h.resourceOf(ref)
	if r == nil {
		return false, nil
	}
	for _, t := range tags {
		if err := r.tags.add(t); err != nil {
			return true, err
		}
	}
	return true, nil
}

// ensureClassLazily adds td's class resource (params nil: the one the
// catalog has, if any) and its parent classes without evaluating them:
// they wait for the generators loop.
func (h *rubyHost) ensureClassLazily(td *typeDef, params []*param) (values.Value, error) {
	c := h.cc.c
	var res *Resource
	err := c.declareLazily(func() (*Resource, error) {
		r, err := c.ensureClassInCatalog(h.cc.s, td, params, nil)
		res = r
		return r, err
	})
	if err != nil {
		return nil, err
	}
	return refOf(res), nil
}

// EnsureClass is Puppet::Resource::Type#ensure_in_catalog of a class.
func (h *rubyHost) EnsureClass(name string, params []ruby.MadeParam, withParams bool) (values.Value, error) {
	td, err := h.cc.c.findClass(name)
	if err != nil {
		return nil, err
	}
	if td == nil {
		return nil, rawf("Could not find declared class %s", name)
	}
	var ps []*param
	if withParams {
		// a Hash given, even empty, makes a new resource (a class
		// already declared is then a duplicate)
		ps = h.madeParams(params)
	}
	return h.ensureClassLazily(td, ps)
}

// EnsureParentClass is instantiate_resource of a class resource: its
// parent class joins the catalog when it is not there yet.
func (h *rubyHost) EnsureParentClass(name string) error {
	c := h.cc.c
	td, err := c.findClass(name)
	if err != nil || td == nil || td.parent == nil || c.findResource("Class", td.parent.name) != nil {
		return err
	}
	_, err = h.ensureClassLazily(td.parent, nil)
	return err
}

// AddClassNames is Catalog#add_class.
func (h *rubyHost) AddClassNames(names []string) {
	for _, n := range names {
		h.cc.c.addClassName(n)
	}
}

// SetResourceParam is set_parameter of a catalog resource: the value
// replaces the parameter's (Puppet's resource keeps the last one set).
func (h *rubyHost) SetResourceParam(ref values.Value, p ruby.MadeParam) (bool, error) {
	r := h.resourceOf(ref)
	if r == nil {
		return false, nil
	}
	return true, r.setParam(h.cc.c.newParam(p.Name, p.Value, "", 0, h.cc.s.source))
}

var _ ruby.ResourceParamRemover = (*rubyHost)(nil)

// RemoveResourceParam drops a parameter of a catalog resource (module Ruby
// deleted it from Resource#parameters); the resource's other parameters
// keep their order. The list is made anew: its slots may be shared.
func (h *rubyHost) RemoveResourceParam(ref values.Value, name string) (bool, error) {
	r := h.resourceOf(ref)
	if r == nil {
		return false, nil
	}
	kept := make([]*param, 0, len(r.params))
	for _, p := range r.params {
		if p.name != name {
			kept = append(kept, p)
		}
	}
	r.params = kept
	return true, nil
}

var _ ruby.ContainerTagHost = (*rubyHost)(nil)

// ContainerTags are the tags of the containers of the catalog resource ref
// (of the calling scope's resource when ref is nil): the resource of the
// scope it was declared in, that resource's, and so on up to main, as
// Puppet's Parser::Resource#raw_tagged? walks them.
func (h *rubyHost) ContainerTags(ref values.Value) []string {
	s := h.cc.s
	if ref != nil {
		r := h.resourceOf(ref)
		if r == nil {
			return nil
		}
		s = r.scope
	}
	var out []string
	seen := map[*Resource]bool{}
	for s != nil && s.resource != nil && !seen[s.resource] {
		r := s.resource
		seen[r] = true
		out = append(out, r.tags.list...)
		if r.scope == nil || r.scope.resource == r {
			break
		}
		s = r.scope
	}
	return out
}
