package eval

import (
	"sync"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
)

// SharedAliases is implemented by a Loader whose compiles all read one
// immutable parse of the code (an environment snapshot): the map it returns
// lives as long as that code and is shared by those compiles. The compiler
// keeps there the type aliases it resolved (by their *ast.TypeAlias), so
// that the next compiles do not interpret them again. A Loader without it
// resolves every alias in every compile.
type SharedAliases interface {
	SharedAliases() *sync.Map
}

// sharedAlias is a resolved alias kept for the other compiles: t and every
// alias it reaches (deps, with the name each was looked up by and its
// definition) are resolved and detached from the compile that resolved
// them. A compile uses it only when each of those names gives it the same
// definition (what a compile knows of an alias name can depend on the
// files it autoloaded).
type sharedAlias struct {
	t    *values.TypeAliasT
	deps []aliasOrigin
}

// aliasOrigin is where a compile's own alias came from.
type aliasOrigin struct {
	name string // as looked up (typeByName's name)
	def  *ast.TypeAlias
}

// sharedAliasFor returns the shared alias of the definition name gave this
// compile, nil when there is none or it does not hold in this compile.
func (c *Compiler) sharedAliasFor(ta *ast.TypeAlias) *sharedAlias {
	sh, ok := c.loader.(SharedAliases)
	if !ok {
		return nil
	}
	v, ok := sh.SharedAliases().Load(ta)
	if !ok {
		return nil
	}
	sa := v.(*sharedAlias)
	for _, d := range sa.deps {
		if d.def == ta {
			continue
		}
		if t, ok := c.aliasesT[d.name]; ok {
			// Already named in this compile: by the same definition?
			if a, ok := t.(*values.TypeAliasT); !ok || c.aliasOrigins[a].def != d.def {
				return nil
			}
			continue
		}
		def, err := c.loader.FindTypeAlias(d.name)
		if err != nil || def == nil || def.Def != ast.Definition(d.def) {
			return nil
		}
	}
	return sa
}

// shareAliases offers the aliases this compile resolved to the later
// compiles of its code (at the end of a compile that succeeded: none is
// being resolved any more).
func (c *Compiler) shareAliases() {
	sh, ok := c.loader.(SharedAliases)
	if !ok || len(c.aliasOrigins) == 0 {
		return
	}
	m := sh.SharedAliases()
	for a, o := range c.aliasOrigins {
		if c.sharedDeps[a] != nil {
			continue // shared by another compile
		}
		if _, ok := m.Load(o.def); ok {
			continue
		}
		closure, ok := values.SharableClosure(a)
		if !ok {
			continue
		}
		sa := &sharedAlias{t: a}
		for _, x := range closure {
			if deps := c.sharedDeps[x]; deps != nil {
				sa.deps = append(sa.deps, deps...)
			} else if xo, ok := c.aliasOrigins[x]; ok {
				sa.deps = append(sa.deps, xo)
			} else {
				sa = nil // reached through a shared alias only
				break
			}
		}
		if sa == nil {
			continue
		}
		for _, x := range closure {
			if _, ok := c.aliasOrigins[x]; ok && c.sharedDeps[x] == nil {
				x.Detach()
			}
		}
		m.LoadOrStore(o.def, sa)
	}
}
