package eval

import (
	"strings"

	"github.com/punch-dev/punch/compiler/resourcetypes"
	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
)

// What a Puppet::Resource module Ruby builds for itself asks of the
// compile's resource types (ruby.ResourceTitleHost): Puppet::Resource's
// parse_title and namevar.

var _ ruby.ResourceTitleHost = (*rubyHost)(nil)

// putTitleAttrs puts the attributes a title of the resource type t stands
// for into out (Puppet::Resource#parse_title): the namevar, or the title
// patterns' captures.
func putTitleAttrs(out *values.Hash, t *resourcetypes.Type, title string) {
	if attr, ok := identityTitle(t, title); ok {
		out.Put(attr, title)
	} else if parts, err := t.ParseTitle(title); err == nil {
		for _, p := range parts {
			if p.Set {
				out.Put(p.Attr, p.Value)
			}
		}
	} else {
		out.Put(t.Namevar(), title)
	}
}

// resourceTypeNamed is the resource type typ (as Puppet::Resource names
// it: "File", "Mymod::Thing"), nil for a class, a defined type or a name
// no type has.
func (h *rubyHost) resourceTypeNamed(typ string) *resourcetypes.Type {
	lower := strings.ToLower(typ)
	if t, ok := resourcetypes.Builtin(lower); ok {
		return t
	}
	if t := h.cc.c.loader.ResourceType(lower); t != nil && t.LoadError == "" {
		return t
	}
	return nil
}

// ResourceTitleHash is Puppet::Resource#parse_title: a resource type's
// title attributes, name for anything else.
func (h *rubyHost) ResourceTitleHash(typ, title string) (*values.Hash, error) {
	out := values.NewHash(1)
	if t := h.resourceTypeNamed(typ); t != nil {
		putTitleAttrs(out, t, title)
	} else {
		out.Put("name", title)
	}
	return out, nil
}

// ResourceNamevar is Puppet::Resource#namevar: a resource type's one key
// attribute, else name.
func (h *rubyHost) ResourceNamevar(typ string) string {
	if t := h.resourceTypeNamed(typ); t != nil && len(t.KeyAttributes) == 1 {
		return t.KeyAttributes[0]
	}
	return "name"
}
