package values

// A compile resolves the type aliases of its environment itself (local
// aliases: one goroutine, no lock). Once resolved, an alias made only of
// types that mean the same in every compile can be shared with the later
// compiles of the same code (the evaluator keeps it per environment
// snapshot), so that they do not interpret it again: Stdlib's and the
// modules' aliases were interpreted by every compile that named them.

// SharableClosure returns the aliases t refers to, itself included, when t
// can be shared between compiles: t and every alias it reaches are
// resolved, without error, and every type reached is built from core types
// and values only (no resource, class or unresolved type reference, whose
// meaning depends on what the compile has loaded; no Object or Deferred
// type). It resolves nothing: an alias not yet resolved makes the answer
// false.
func SharableClosure(t *TypeAliasT) ([]*TypeAliasT, bool) {
	var out []*TypeAliasT
	seen := map[Type]bool{}
	var walk func(Type) bool
	walk = func(x Type) bool {
		if x == nil || seen[x] {
			return true
		}
		seen[x] = true
		if a, ok := x.(*TypeAliasT); ok {
			if a == dataAlias || a == richDataAlias {
				return true
			}
			if a.state.Load() != 2 || a.err != nil {
				return false
			}
			out = append(out, a)
			return walk(a.resolved)
		}
		if !sharableKind(x) {
			return false
		}
		for _, c := range childTypes(x) {
			if !walk(c) {
				return false
			}
		}
		return true
	}
	if !walk(t) {
		return nil, false
	}
	return out, true
}

// sharableKind reports whether a type other than an alias means the same in
// every compile once its parts do (see SharableClosure).
func sharableKind(t Type) bool {
	switch t.(type) {
	case *AnyT, *BinaryT, *BooleanT, *CollectionT, *DefaultT, *EnumT, *FloatT,
		*IntegerT, *NumericT, *PatternT, *RegexpT, *ScalarDataT, *ScalarT,
		*SemVerRangeT, *SemVerT, *StringT, *TimespanT, *TimestampT, *UndefT,
		*ArrayT, *HashT, *TupleT, *StructT, *VariantT, *OptionalT, *NotUndefT,
		*TypeT, *IterableT, *IteratorT, *SensitiveT:
		return true
	}
	return false
}

// Detach drops the resolver of a resolved alias, so that an alias shared
// between compiles does not keep the compile that resolved it (its
// resolver's closure) alive. It must be called before the alias is shared.
func (t *TypeAliasT) Detach() {
	if t.state.Load() == 2 {
		t.resolve = nil
	}
}
