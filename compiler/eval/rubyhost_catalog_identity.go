package eval

import (
	"time"

	"github.com/punch-dev/punch/compiler/ruby"
)

// catalogVersion is the compile's catalog version once known: the
// config_version output (the "catalog version" stage), and the time
// module Ruby was given as the version when the request has none (the
// catalog then carries the same).
type catalogVersion struct {
	text *string
	now  int64
}

var (
	_ ruby.CatalogVersionHost = (*rubyHost)(nil)
	_ ruby.TypeArgumentsHost  = (*rubyHost)(nil)
)

// CatalogVersion is scope.catalog.version (ruby.CatalogVersionHost): the
// config_version output, else the request's version (Puppet Server's: the
// time the environment was loaded), else the time of the compile.
func (h *rubyHost) CatalogVersion() (string, bool, int64) {
	c := h.cc.c
	if c.version.text != nil {
		return *c.version.text, true, 0
	}
	if c.req.Version != 0 {
		return "", false, c.req.Version
	}
	if c.version.now == 0 {
		c.version.now = time.Now().Unix()
	}
	return "", false, c.version.now
}

// TypeArguments is Puppet::Resource::Type#arguments (ruby.TypeArgumentsHost):
// the parameters of the class or defined type name, in order, and which
// have a default.
func (h *rubyHost) TypeArguments(kind, name string) ([]string, []bool, bool) {
	c := h.cc.c
	var d *typeDef
	switch kind {
	case "hostclass":
		d, _ = c.findClass(name)
	case "definition":
		if rt, err := c.resolveResourceType(name); err == nil && rt != nil {
			d = rt.define
		}
	}
	if d == nil {
		return nil, nil, false
	}
	names, defaults := make([]string, len(d.params)), make([]bool, len(d.params))
	for i, p := range d.params {
		names[i], defaults[i] = p.Name, p.Default != nil
	}
	return names, defaults, true
}
