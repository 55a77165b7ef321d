package values

import "sync"

// Deferred is Puppet's Deferred object: a call of a function by name that
// the agent makes when it applies the catalog (Deferred('join', [['a'],
// '-'])). The compiler only carries it: into the catalog as rich data
// ({"__ptype": "Deferred", "name": ..., "arguments": [...]}), or as its
// string when the catalog is written without rich data.
type Deferred struct {
	Name string
	// Arguments are the call's arguments; nil when none were given
	// (Puppet's undef attribute, left out of the catalog), an empty
	// slice for [].
	Arguments []Value
}

// String is Puppet's rendering of the object: its type name and the hash
// of its attributes, "Deferred({'name' => 'join', 'arguments' => [...]})".
func (d *Deferred) String() string { return "Deferred(" + formatP(d.initHash()) + ")" }

// initHash is the object's attributes as Puppet's _pcore_init_hash has
// them: arguments only when set.
func (d *Deferred) initHash() *Hash {
	h := HashFrom("name", d.Name)
	if d.Arguments != nil {
		h.Put("arguments", d.Arguments)
	}
	return h
}

// DeferredT is the Deferred object type.
type DeferredT struct{}

var theDeferred = &DeferredT{}

// DeferredType returns the Deferred type.
func DeferredType() *DeferredT { return theDeferred }

// deferredNamePattern is the pattern of the name attribute: a function
// name, or a variable reference "$x".
const deferredNamePattern = `\A[$]?[a-z][a-z0-9_]*(?:::[a-z][a-z0-9_]*)*\z`

func (*DeferredT) Name() string { return "Deferred" }

// String is how Puppet prints the type: its Object definition.
func (*DeferredT) String() string {
	return "Object[{name => 'Deferred', attributes => {'name' => Pattern[/" + deferredNamePattern +
		"/], 'arguments' => {type => Optional[Array], value => undef}}}]"
}
func (*DeferredT) isInstance(v Value, _ *guard) bool    { _, ok := v.(*Deferred); return ok }
func (*DeferredT) assignableFrom(o Type, _ *guard) bool { _, ok := o.(*DeferredT); return ok }
func (*DeferredT) equal(o Type) bool                    { _, ok := o.(*DeferredT); return ok }
func deferredEqual(x *Deferred, b Value) bool {
	y, ok := b.(*Deferred)
	if !ok || x.Name != y.Name || (x.Arguments == nil) != (y.Arguments == nil) {
		return false
	}
	return equals(x.Arguments, y.Arguments)
}

// deferredSignatures are the dispatches of Deferred.new: a hash of the
// attributes, or the name and an optional array of arguments.
var deferredSignatures = sync.OnceValue(func() []Signature {
	re, err := NewRegexp(deferredNamePattern)
	if err != nil {
		panic(err)
	}
	name := PatternType(re)
	args := OptionalType(ArrayType(AnyType()))
	en, _ := NewStructElement("name", name)
	ea, _ := NewStructElement("arguments", args)
	return []Signature{
		{Params: TupleType([]Type{StructType([]*StructElement{en, ea})}, nil), Names: []string{"hash"}},
		{Params: TupleType([]Type{name, ArrayType(AnyType())}, IntegerType(1, 2)), Names: []string{"name", "arguments"}},
	}
})

// newDeferred is Deferred.new (and Deferred(...)), dispatched as Puppet
// dispatches 'new_Deferred'.
func newDeferred(args []Value) (Value, error) {
	sigs := deferredSignatures()
	for i, s := range sigs {
		from, to := s.Params.sizeRange()
		if int64(len(args)) < from || int64(len(args)) > to {
			continue
		}
		ok := true
		for j, a := range args {
			if !s.Params.Types[j].isInstance(a, nil) {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		if i == 0 {
			h := args[0].(*Hash)
			n, _ := h.GetString("name")
			d := &Deferred{Name: n.(string)}
			if a, ok := h.GetString("arguments"); ok && a != nil {
				d.Arguments = a.([]Value)
			}
			return d, nil
		}
		d := &Deferred{Name: args[0].(string)}
		if len(args) > 1 {
			d.Arguments = args[1].([]Value)
		}
		return d, nil
	}
	return nil, errorf("%s", DescribeSignatures("new_Deferred", sigs, args, nil))
}
