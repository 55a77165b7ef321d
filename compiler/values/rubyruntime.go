package values

import (
	"fmt"
	"strconv"
	"strings"
)

// RubyObject is a Ruby object that a module's Ruby code (a 3.x or 4.x
// function, a Hiera backend, a data type's implementation) handed to
// Puppet and that is none of Puppet's own values. Puppet keeps such an
// object as it is: it is a Runtime[ruby, 'Class'] value, equal only to
// itself, printed with its to_s, and the same object when it goes back to
// Ruby. The Symbols of `{ bind: 1 }` are the common case: `$h['bind']` is
// undef there, `:bind == 'bind'` is false (golden rb9_ruby_symbols,
// site2_ruby3x_symbol_hash_keys).
//
// A RubyObject is a comparable value: Puppet's == and hash keys compare
// Class, Text and Ref with Go's ==, so Ref must be comparable (a Ruby
// Symbol is its name, so two equal Symbols are one key, as Ruby interns
// them; another object is a pointer: equal only to itself).
type RubyObject struct {
	// Class is the Ruby class name ("Symbol"): the type is
	// Runtime[ruby, Class].
	Class string
	// Text is the object's to_s, what Puppet prints for it.
	Text string
	// Ref is the Ruby object itself, for the Ruby runtime that made it.
	Ref any
	// Module marks a Ruby Class or Module (Text is its name): Puppet infers
	// Type[Runtime[ruby, name]] for it (TypeCalculator#infer_Module), so it
	// is an instance of Type, not of Runtime.
	Module bool
}

// IsSymbol reports whether the object is a Ruby Symbol, which the
// catalog writes as its name (Puppet's symbol_as_string).
func (o RubyObject) IsSymbol() bool { return o.Class == "Symbol" }

// String is the object's to_s.
func (o RubyObject) String() string { return o.Text }

// RuntimeType is Runtime[ruby, Class], the type Puppet infers for it.
func (o RubyObject) RuntimeType() *RuntimeT { return RuntimeType("ruby", o.Class) }

// InferredType is the type Puppet infers for the object: Runtime[ruby,
// Class], Type[Runtime[ruby, name]] for a Class or Module.
func (o RubyObject) InferredType() Type {
	if o.Module {
		return &TypeT{Type: RuntimeType("ruby", o.Text)}
	}
	return o.RuntimeType()
}

// runtimeInstance is Runtime[...]'s instance check: a RubyObject is an
// instance of Runtime, Runtime[ruby] and Runtime[ruby, its class] (a Class
// or Module is a Type's instead).
func runtimeInstance(t *RuntimeT, v Value) bool {
	o, ok := v.(RubyObject)
	return ok && !o.Module && t.assignableFrom(o.RuntimeType(), nil)
}

// writeKey is the object's hash key (HashKey): a Symbol by its name,
// another object by its identity (Ref is then a pointer), so that two
// objects with the same to_s stay two keys and are not ==.
func (o RubyObject) writeKey(b *strings.Builder) {
	if o.IsSymbol() {
		b.WriteString("Y")
		b.WriteString(strconv.Itoa(len(o.Text)))
		b.WriteByte(':')
		b.WriteString(o.Text)
		return
	}
	fmt.Fprintf(b, "R%d:%s%p", len(o.Class), o.Class, o.Ref)
}
