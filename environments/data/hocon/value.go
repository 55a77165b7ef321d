package hocon

import (
	"strconv"
	"strings"
)

// Kind is the type of a Value.
type Kind int

// Kinds of values.
const (
	Null Kind = iota
	Bool
	Number
	String
	List
	Object
)

func (k Kind) String() string {
	switch k {
	case Null:
		return "null"
	case Bool:
		return "boolean"
	case Number:
		return "number"
	case String:
		return "string"
	case List:
		return "list"
	}
	return "object"
}

// Pos is where a value or an error was written: the file (Options.File,
// the path given to ParseFile or an included file; "" for a text with no
// file), the line and the column (in characters), from 1.
type Pos struct {
	File      string
	Line, Col int
}

func (p Pos) String() string {
	s := strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Col)
	if p.File == "" {
		return s
	}
	return p.File + ":" + s
}

// Value is one resolved HOCON value. A value a substitution refers to is
// shared by both places (it keeps where it was written); a tree is not to
// be changed once parsed, except its root object.
type Value struct {
	Kind Kind
	// V is a scalar's Go value: nil, bool, int64, *big.Int (an integer
	// beyond int64), float64 or string, as ruby-hocon gives it.
	V any
	// Str is a scalar's text: a string's value, a number as written
	// ("010", whose V is 8), "true"/"false", "null".
	Str string
	// Items are a list's elements.
	Items []*Value
	// Keys are an object's keys in ruby-hocon's hash order; Fields holds
	// their values.
	Keys   []string
	Fields map[string]*Value
	Pos    Pos
}

// undef is what a field, element or concatenation resolves to when an
// optional substitution finds nothing: it is left out.
var undef = &Value{}

func newObject(pos Pos, n int) *Value {
	return &Value{Kind: Object, Fields: make(map[string]*Value, n), Pos: pos}
}

// Get returns the value at a path of keys below v, or nil.
func (v *Value) Get(keys ...string) *Value {
	for _, k := range keys {
		if v == nil || v.Kind != Object {
			return nil
		}
		v = v.Fields[k]
	}
	return v
}

// GetPath returns the value at a dotted path (a.b.c; no quoting), or nil.
func (v *Value) GetPath(path string) *Value { return v.Get(strings.Split(path, ".")...) }

// Text is a string's, number's or boolean's text ("" for anything else).
func (v *Value) Text() string {
	if v == nil {
		return ""
	}
	switch v.Kind {
	case String, Number, Bool:
		return v.Str
	}
	return ""
}
