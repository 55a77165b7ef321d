package values

// Type is a Puppet type value: Integer[1,10], Optional[String], File['/x'],
// Class['c'], a type alias, ... Types are values too (of type Type[T]).
// IsInstance(t, v) and IsAssignable(t, o) ask a type (Puppet's instance? and
// assignable?): they unwrap what Puppet unwraps, then apply the type's own
// rule.
//
// Every type is one of this package's: a type whose instances are values
// this package does not know is a ForeignT. Implementations are immutable
// and safe for concurrent use.
type Type interface {
	// Name is the type's name without parameters: "Integer", "Optional",
	// "File" for a resource type reference, an alias's name for an alias.
	Name() string
	// String is Puppet's rendering of the type with its parameters, as
	// `notice(Integer[1,2])` prints it: "Integer[1, 2]".
	String() string
	// assignableFrom is the receiver's own rule (Ruby's _assignable?), called
	// once o has been unwrapped by assignable.
	assignableFrom(o Type, g *guard) bool
	// isInstance is the receiver's own instance check (Ruby's instance?).
	isInstance(v Value, g *guard) bool
	// equal is Ruby's eql? on types: same kind and same parameters.
	equal(o Type) bool
}

// ForeignT is a type whose instances are values this package does not know,
// or which Punch has no values of: Hiera's Puppet::LookupContext, the Object
// and Deferred stand-ins of function signatures. It is assignable only from
// a ForeignT of the same name and rendering.
type ForeignT struct {
	name, str string
	instance  func(Value) bool
}

// ForeignType returns a type named name, printed as str, whose instances are
// the values instance accepts (none when instance is nil).
func ForeignType(name, str string, instance func(Value) bool) *ForeignT {
	return &ForeignT{name: name, str: str, instance: instance}
}

func (t *ForeignT) Name() string   { return t.name }
func (t *ForeignT) String() string { return t.str }
func (t *ForeignT) isInstance(v Value, _ *guard) bool {
	return t.instance != nil && t.instance(v)
}
func (t *ForeignT) assignableFrom(o Type, _ *guard) bool { return t.equal(o) }
func (t *ForeignT) equal(o Type) bool {
	x, ok := o.(*ForeignT)
	return ok && x.name == t.name && x.str == t.str
}
