package ruby

// aliasedOwner is where super in alias (an alias_method or alias of
// another method) goes on from: the module of anc (the receiver's
// ancestors) that still defines the aliased method under its original
// name, as Ruby's alias keeps the original method's place. So an alias
// made in a class that prepends a module of the method (class D; prepend
// L; alias_method :h, :g) takes L#g, whose super reaches D's own g and
// the superclass's. When the original was redefined since, the alias's
// super goes on from where the alias is (from).
func aliasedOwner(anc []*Module, alias *method, from *Module) *Module {
	for _, a := range anc {
		me := a.ownMethod(alias.origName)
		if me == nil || me == alias {
			continue
		}
		if (alias.def != nil && me.def == alias.def) || (alias.proc != nil && me.proc == alias.proc) {
			return a
		}
	}
	return from
}
