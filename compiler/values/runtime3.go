package values

import "strings"

// Runtime3 is v as Puppet's Runtime3Converter leaves it where Puppet 7.23
// converts a value for its 3.x world: each parameter value of a class or
// defined type before it is type checked and set in the scope
// (Resource::Type#set_resource_parameters; a given value through
// create_resource_parameter, a default through the PopsBridge's
// convert_to_3x). Every resource reference in it, at any depth of Arrays
// and Hashes (keys too), becomes the Puppet::Resource of that type and
// title (convert_PCatalogEntryType): a ResourceT with Resource set, which
// prints as Puppet::Resource#to_s (Package[nginx]), infers as the plain
// reference and is a Puppet::Resource again when Ruby reads it (a
// template's @param, scope['param'], a function's argument). A class
// reference is the resource of type Class, its title capitalized as
// Puppet::Resource munges it (Class['foo'] prints Class[Foo], infers as
// Type[Class['Foo']], which Type[Resource] accepts and Type[Class] does
// not). The value stays what it is for Puppet code: a local variable
// copying a parameter holds the same Puppet::Resource, as in Puppet
// (golden forge13_erb_class_param_value_kinds, rubyapi7_param_references).
//
// A type without a title (File, Class, Resource) is left as it is. v is
// returned itself when it holds no reference, so a parameter's value is
// copied only when Puppet's would differ.
func Runtime3(v Value) Value {
	switch x := v.(type) {
	case *ResourceT:
		return runtime3Ref(x)
	case *ClassT:
		if x.ClassName != "" {
			return classResource(x.ClassName)
		}
	case []Value:
		if holdsReference(x) {
			out := make([]Value, len(x))
			for i, e := range x {
				out[i] = Runtime3(e)
			}
			return out
		}
	case *Hash:
		if hashHoldsReference(x) {
			out := NewHash(x.Len())
			for i := 0; i < x.Len(); i++ {
				k, e := x.At(i)
				out.Put(Runtime3(k), Runtime3(e))
			}
			return out
		}
	}
	return v
}

// runtime3Ref is the Puppet::Resource of a reference with a title.
func runtime3Ref(x *ResourceT) Value {
	if x.Resource || !x.HasTitle || x.TypeName == "" {
		return x
	}
	if strings.EqualFold(x.TypeName, "class") {
		return classResource(x.Title)
	}
	return x.AsResource()
}

// classResource is Puppet::Resource.new('class', name): type Class, the
// title without a leading "::", capitalized per segment.
func classResource(name string) *ResourceT {
	t := CapitalizeSegments(strings.TrimPrefix(name, "::"))
	return &ResourceT{TypeName: "Class", Title: t, HasTitle: true, Resource: true, lower: "class"}
}

// holdsReference reports whether Runtime3 would change an element of a.
func holdsReference(a []Value) bool {
	for _, e := range a {
		if refInside(e) {
			return true
		}
	}
	return false
}

func hashHoldsReference(h *Hash) bool {
	for i := 0; i < h.Len(); i++ {
		k, e := h.At(i)
		if refInside(k) || refInside(e) {
			return true
		}
	}
	return false
}

// refInside reports whether Runtime3 would change v.
func refInside(v Value) bool {
	switch x := v.(type) {
	case *ResourceT:
		return x.HasTitle && x.TypeName != "" && !x.Resource
	case *ClassT:
		return x.ClassName != ""
	case []Value:
		return holdsReference(x)
	case *Hash:
		return hashHoldsReference(x)
	}
	return false
}
