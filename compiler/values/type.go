package values

// Type is a Puppet type value: Integer[1,10], Optional[String], File['/x'],
// Class['c'], a type alias, ... Types are values too (of type Type[T]).
//
// Implementations are immutable and safe for concurrent use.
type Type interface {
	// Name is the type's name without parameters: "Integer", "Optional",
	// "File" for a resource type reference, an alias's name for an alias.
	Name() string
	// String is Puppet's rendering of the type with its parameters, as
	// `notice(Integer[1,2])` prints it: "Integer[1, 2]".
	String() string
	// IsInstance reports whether v is an instance of the type.
	IsInstance(v Value) bool
	// IsAssignable reports whether every instance of t is an instance of
	// the receiver.
	IsAssignable(t Type) bool
}
