package eval

import (
	"slices"
	"unsafe"

	"github.com/punch-dev/punch/compiler/util/markalloc"
	"github.com/punch-dev/punch/compiler/values"
)

// Frozen values: which Puppet values a Ruby function (or an ERB template)
// gets as frozen Ruby objects.
//
// Puppet hands Ruby its own objects, and these are frozen (golden
// fn_ruby_frozen_args, site4_ruby_frozen_literals, recorded with Puppet
// 7.23): single-quoted strings and bare words (the lexer freezes them),
// facts, $trusted and $server_facts (deeply: their hashes and arrays
// too), and a defined type's $title and $name; the same object wherever
// it flows (variables, arrays and hashes holding it, selectors, lambdas,
// lookup's default). Double-quoted and interpolated strings, heredocs,
// Hiera data and the results of functions that make strings are not.
//
// Puppet Server runs in run mode server, where Runtime3Converter keeps a
// frozen String frozen (runtime3_converter.rb: it dups one only outside
// run mode server): class and define parameters and a 3.x function's
// arguments keep the literal's object. Punch follows Puppet Server here,
// as for $settings::run_mode; Puppet in run mode user (puppet apply)
// gives those unfrozen copies.
//
// Punch's strings carry no mark: a string is a Ruby object by the address
// of its header (the interface's data pointer), as the sharing of
// values with Ruby already treats it (compiler/erb/mutation.go). The
// parser allocates literal nodes where markalloc recognises them and the
// evaluator boxes a literal at the node's own field; define titles are
// boxed from frozenTitles; the facts' objects are found by walking them,
// once per compile and only when a value first crosses into Ruby.

// frozenSet holds the addresses of frozen objects (a string's header, an
// array's first element, a hash), sorted: a list costs a fraction of a
// map's memory, built once per compile.
type frozenSet []uintptr

// has reports whether the object at p is in the set.
func (fs frozenSet) has(p unsafe.Pointer) bool {
	_, ok := slices.BinarySearch(fs, uintptr(p))
	return ok
}

// frozenTitles holds the headers of defined types' titles.
var frozenTitles markalloc.Pool[string]

// boxFrozenTitle boxes a define's title as the frozen String Puppet's
// resource holds.
func boxFrozenTitle(s string) values.Value {
	p := frozenTitles.New()
	*p = s
	return boxAt(p)
}

// frozenValue reports whether v is a string, array or hash Puppet gives
// Ruby frozen.
func (c *Compiler) frozenValue(v values.Value) bool {
	switch x := v.(type) {
	case string:
		p := (*eface)(unsafe.Pointer(&v)).data
		if markalloc.Contains(p) {
			// a literal's header (also an empty one: the node's own)
			return true
		}
		// Go boxes every other empty string at one shared header: no
		// identity, so not in the facts' set
		return len(x) > 0 && c.frozenFacts().has(p)
	case []values.Value:
		if len(x) > 0 {
			return c.frozenFacts().has(unsafe.Pointer(&x[0]))
		}
	case *values.Hash:
		return c.frozenFacts().has(unsafe.Pointer(x))
	}
	return false
}

// frozenFacts are the objects of the facts, $trusted and $server_facts:
// each string's header, each array's first element, each hash.
//
// The walk has no bound, so that no fact is left unfrozen however many
// the node has: it visits each value once, the values being trees (the
// decoders of facts copy YAML aliases, within their limit of values
// copied, rather than share them), and keeps 8 bytes per string, array and
// hash, a fraction of what the facts themselves hold (request bodies and
// facts files are bounded where they are read).
func (c *Compiler) frozenFacts() frozenSet {
	if c.frozenIDs != nil || c.top == nil {
		return c.frozenIDs
	}
	ids := frozenSet{}
	var walk func(v values.Value)
	walk = func(v values.Value) {
		switch x := v.(type) {
		case string:
			if len(x) > 0 {
				ids = append(ids, uintptr((*eface)(unsafe.Pointer(&v)).data))
			}
		case []values.Value:
			if len(x) > 0 {
				ids = append(ids, uintptr(unsafe.Pointer(&x[0])))
			}
			for _, e := range x {
				walk(e)
			}
		case *values.Hash:
			ids = append(ids, uintptr(unsafe.Pointer(x)))
			for i := 0; i < x.Len(); i++ {
				k, e := x.At(i)
				walk(k)
				walk(e)
			}
		}
	}
	for _, name := range []string{"facts", "trusted", "server_facts"} {
		if v, ok := c.top.vars.get(name); ok {
			walk(v)
		}
	}
	// (the addresses are of objects the compile holds until it ends: the
	// collector never moves them; an object met twice, as a string
	// $trusted and the facts may share, is kept once)
	slices.Sort(ids)
	c.frozenIDs = slices.Compact(ids)
	return ids
}
