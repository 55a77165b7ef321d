package eval

import (
	"slices"

	"github.com/punch-dev/punch/compiler/resourcetypes"
	"github.com/punch-dev/punch/compiler/ruby"
)

// Metaparameters module Ruby adds while the compile runs
// (Puppet::Type.newmetaparam: reidmv-annotation's function): from then on
// the name is valid on every resource and class, and containers pass it on
// to what they contain (addResourceMetaparams), as Puppet's compiler treats
// everything Puppet::Type.metaparams lists. Puppet keeps such a
// metaparameter for the life of the process; a compile here keeps the ones
// its own Ruby added (compiler/ruby's doc, "Where state lives").

var _ ruby.MetaparamHost = (*rubyHost)(nil)

// AddMetaparam is ruby.MetaparamHost.
func (h *rubyHost) AddMetaparam(name string) { h.cc.c.addMetaparam(name) }

func (c *Compiler) addMetaparam(name string) {
	if !c.isMetaparam(name) {
		c.addedMeta = append(c.addedMeta, name)
	}
}

// isMetaparam reports whether name is one of Puppet's metaparameters or one
// module code added in this compile.
func (c *Compiler) isMetaparam(name string) bool {
	return resourcetypes.IsMetaparam(name) || c.isAddedMetaparam(name)
}

// isAddedMetaparam reports whether module code added the metaparameter name.
func (c *Compiler) isAddedMetaparam(name string) bool {
	return len(c.addedMeta) > 0 && slices.Contains(c.addedMeta, name)
}
