package eval

import (
	"flag"
	"reflect"
	"sync"
	"unsafe"

	"github.com/punch-dev/punch/compiler/values"
)

// Released blocks are poisoned in tests.
//
// slabReuse rests on one invariant: nothing a compile hands out points
// into its scope or parameter blocks. A change that broke it (a catalog
// value boxed in place into a *param's field, as boxedTitle does into a
// Resource's) would read zeros after the release, silently: an empty
// string or undef where the catalog had a value. In a test binary the
// release therefore fills every string of the blocks with releasedMark,
// and every untyped value (values.Value) too, and zeroes the rest; the
// block is zeroed again when a later compile takes it. A catalog that
// points into a released block then shows releasedMark where Puppet's
// has a value: every golden case, the seven load-test roles
// (TestRealRoles) and TestSlabReuseKeepsCatalogs compare or search the
// catalogs written after the release.
//
// Benchmarks measure what punch serve does: a test binary run with
// -test.bench zeroes, as production does, and so does every other
// binary (one flag lookup per process).

// releasedMark is what a released block's strings and values read in a
// test binary.
const releasedMark = "(released eval block: a catalog must not point into a compile's scopes or parameters)"

// poisonReleased reports whether released blocks are poisoned: in a test
// binary (whose testing package registers its test.* flags before any
// test runs) that runs no benchmark.
var poisonReleased = sync.OnceValue(func() bool {
	f := flag.Lookup("test.bench")
	return f != nil && f.Value.String() == ""
})

// poisonPlan is where the strings and untyped interfaces of a type lie
// (byte offsets), found once per type by reflection; the fields inside
// arrays and nested structs included, not what pointers, slices and maps
// refer to (those are separate allocations, not part of the block).
type poisonPlan struct{ strs, anys []uintptr }

func planOf(t reflect.Type) *poisonPlan {
	p := new(poisonPlan)
	var walk func(t reflect.Type, off uintptr)
	walk = func(t reflect.Type, off uintptr) {
		switch t.Kind() {
		case reflect.String:
			p.strs = append(p.strs, off)
		case reflect.Interface:
			if t.NumMethod() == 0 {
				p.anys = append(p.anys, off)
			}
		case reflect.Struct:
			for i := range t.NumField() {
				f := t.Field(i)
				walk(f.Type, off+f.Offset)
			}
		case reflect.Array:
			for i := range t.Len() {
				walk(t.Elem(), off+uintptr(i)*t.Elem().Size())
			}
		}
	}
	walk(t, 0)
	return p
}

var (
	scopePlan  = sync.OnceValue(func() *poisonPlan { return planOf(reflect.TypeFor[Scope]()) })
	paramPlan  = sync.OnceValue(func() *poisonPlan { return planOf(reflect.TypeFor[param]()) })
	stringPlan = sync.OnceValue(func() *poisonPlan { return planOf(reflect.TypeFor[string]()) })
	valuePlan  = sync.OnceValue(func() *poisonPlan { return planOf(reflect.TypeFor[values.Value]()) })
)

// poisonBlock zeroes b, then writes releasedMark into each element's
// strings and untyped values (plan).
func poisonBlock[T any](b []T, plan *poisonPlan) {
	clear(b)
	var mark any = releasedMark
	for i := range b {
		e := unsafe.Pointer(&b[i])
		for _, off := range plan.strs {
			*(*string)(unsafe.Add(e, off)) = releasedMark
		}
		for _, off := range plan.anys {
			*(*any)(unsafe.Add(e, off)) = mark
		}
	}
}
