package functions

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/punch-dev/punch/compiler/util/errloc"
	"github.com/punch-dev/punch/compiler/values"
)

// This file holds the helpers the function library is written with:
// signature building from Puppet type strings (mirroring Puppet's
// `dispatch` blocks), the 3.x function calling convention, errors with
// Puppet's wording, and iteration over Puppet's Iterable values.

// callFn is the Go body of one signature.
type CallFn = func(c Context, args []values.Value, b Block) (values.Value, error)

// sb builds a Signature the way Puppet's dispatch DSL declares one.
type SigBuilder struct{ s *Signature }

// Signature is the signature being built.
func (b *SigBuilder) Signature() *Signature { return b.s }

// dispatch starts a signature whose body is fn.
func Sig(fn CallFn) *SigBuilder { return &SigBuilder{s: &Signature{Call: fn}} }

// req adds a required parameter of the given Puppet type ("" is Any).
func (b *SigBuilder) Req(name, typ string) *SigBuilder {
	b.s.Required = append(b.s.Required, Param{Name: name, Type: MustType(typ)})
	return b
}

// opt adds an optional parameter.
func (b *SigBuilder) Opt(name, typ string) *SigBuilder {
	b.s.Optional = append(b.s.Optional, Param{Name: name, Type: MustType(typ)})
	return b
}

// rest adds a repeated parameter given at least min times.
func (b *SigBuilder) Rest(name, typ string, min int) *SigBuilder {
	b.s.Rest = &Param{Name: name, Type: MustType(typ)}
	b.s.RestMin = min
	return b
}

// block declares the block: rule, its name in messages and its Callable
// type ("" accepts any lambda).
func (b *SigBuilder) Block(rule BlockRule, name, typ string) *SigBuilder {
	b.s.Block = rule
	b.s.BlockName = name
	if typ != "" {
		SetBlockType(b.s, MustType(typ))
	}
	return b
}

// Lib collects the functions an origin package (Puppet's own, stdlib's
// ports, the other modules' ports, the evaluator's) defines, as its
// Functions builds them: a plain list, no process-wide state. It also
// keeps the bodies of the 3.x functions it defined (Define3x, Register3x),
// which stdlib's 4.x wrappers and validate_legacy call by name.
type Lib struct {
	fns   []*Function
	raw3x map[string]Func3x
}

// Func3x is the body of a 3.x function as Ruby code calls it
// (scope.function_<name>(args)): the arguments as they are.
type Func3x = func(c Context, args []values.Value) (values.Value, error)

// Register adds a function with the given signatures; module is "" for
// Puppet's own functions.
func (l *Lib) Register(name, module string, sigs ...*SigBuilder) {
	f := &Function{Name: name, Module: module}
	for _, s := range sigs {
		f.Signatures = append(f.Signatures, s.s)
	}
	l.Add(f)
}

// Add adds f as it is.
func (l *Lib) Add(f *Function) { l.fns = append(l.fns, f) }

// Functions is the list of the functions added, in the order they were.
func (l *Lib) Functions() []*Function { return l.fns }

// localTypes are the type aliases the library's dispatches declare in
// local_types blocks (and the Stdlib types archive's dispatch names),
// resolvable from mustType. Made once, never changed.
var localTypes = sync.OnceValue(func() map[string]values.Type {
	m := map[string]values.Type{"Object": objectType}
	resolve := func(name string) (values.Type, bool) {
		t, ok := m[name]
		return t, ok
	}
	for name, def := range map[string]string{
		"StringData":     "Variant[String, Numeric, Array[StringData], Hash[StringData, StringData]]",
		"TimeComparable": "Variant[Numeric, Timespan, Timestamp]",
		"Comparable":     "Variant[String, Semver, TimeComparable]",
		"OptionsType": `Struct[{
      container_type => Optional[Type],
      include_root   => Optional[Boolean],
      include_containers => Optional[Boolean],
      include_values => Optional[Boolean],
      order => Optional[Enum[depth_first, breadth_first]],
      include_refs   => Optional[Boolean]
    }]`,
		"Stdlib::HTTPUrl":  `Pattern[/(?i:\Ahttps?:\/\/.*\z)/]`,
		"Stdlib::HTTPSUrl": `Pattern[/(?i:\Ahttps:\/\/.*\z)/]`,
	} {
		m[name] = values.NewTypeAlias(name, func() (values.Type, error) {
			return values.ParseType(def, resolve)
		})
	}
	return m
})

func resolveLocal(name string) (values.Type, bool) {
	t, ok := localTypes()[name]
	return t, ok
}

// mustType parses a Puppet type written in a dispatch; "" is Any (nil).
func MustType(typ string) values.Type {
	if typ == "" || typ == "Any" {
		return nil
	}
	t, err := values.ParseType(typ, func(name string) (values.Type, bool) {
		if t, ok := resolveLocal(name); ok {
			return t, true
		}
		panic(fmt.Sprintf("functions: type %q names an unknown type %s", typ, name))
	})
	if err != nil {
		panic(fmt.Sprintf("functions: bad type %q: %v", typ, err))
	}
	return t
}

// puppetErr is an error whose message is Puppet's; the evaluator adds
// the location. parse marks a Puppet::ParseError raised by a 3.x
// function (validate_legacy tells those from other errors).
type puppetErr struct {
	msg   string
	parse bool
}

func (e *puppetErr) Error() string { return e.msg }

// Arg is args[i], or nil when the call gave fewer arguments: an optional
// argument of a 3.x function, which its Ruby reads as args[i] (nil past
// the end).
func Arg(args []values.Value, i int) values.Value {
	if i < len(args) {
		return args[i]
	}
	return nil
}

// parseErr is a Puppet::ParseError raised by a 3.x function.
func ParseErr(format string, a ...any) error {
	return &puppetErr{msg: fmt.Sprintf(format, a...), parse: true}
}

// isParseError reports whether err is a Puppet::ParseError raised by a 3.x
// function (validate_legacy tells those from other errors).
func IsParseError(err error) bool {
	var pe *puppetErr
	return errors.As(err, &pe) && pe.parse
}

// anyArgs is the dispatch Puppet derives for a 4.x function defined with
// `def name(*args)` and no dispatch block.
func AnyArgs(fn func(c Context, args []values.Value) (values.Value, error)) *SigBuilder {
	return Sig(func(c Context, args []values.Value, _ Block) (values.Value, error) {
		return fn(c, args)
	}).Rest("args", "Any", 0)
}

func Errorf(format string, a ...any) error {
	if len(a) == 0 {
		return &puppetErr{msg: format}
	}
	return &puppetErr{msg: fmt.Sprintf(format, a...)}
}

// WarnOnce emits a deprecation-style warning once per key (Context.WarnOnce);
// nothing without a Context.
func WarnOnce(c Context, key, msg string) {
	if c != nil {
		c.WarnOnce(key, msg)
	}
}

// deprecationOnce is Puppet.warn_once('deprecations', key, msg) as Puppet's
// own functions call it: without a location, so Puppet prints the message
// with a second line "   (file & line not available)".
func DeprecationOnce(c Context, key, msg string) {
	WarnOnce(c, key, msg+"\n   (file & line not available)")
}

// deprecationOnceHere is Puppet.warn_once('deprecations', key, msg, file,
// line) with the location of the call (the top of Puppet's stack): the
// second line is "   (file: F, line: L)". With perCall, the key is made
// per location (empty(): "empty-from-#{file}-#{line}").
func DeprecationOnceHere(c Context, key, msg string, perCall bool) {
	file, line := "", 0
	if c != nil {
		if files, lines := c.PuppetStack(); len(files) > 0 && len(lines) > 0 {
			file, line = files[0], lines[0]
		}
	}
	if perCall {
		key += file + "-" + strconv.Itoa(line)
	}
	WarnOnce(c, key, msg+"\n   "+errorLocation(file, line))
}

// errorLocation is Puppet::Util::Errors.error_location(file, line) where
// warn_once uses it: "(file & line not available)" when it is empty.
func errorLocation(file string, line int) string {
	if loc := errloc.Format(file, line, 0); loc != "" {
		return loc
	}
	return "(file & line not available)"
}

// ---------------------------------------------------------------------------
// 3.x functions

// Register3x adds a function written against Puppet's 3.x API: it accepts
// any arguments, checks their number as newfunction's arity does
// ("sha1(): Wrong number of arguments given (2 for 1)"), converts them as
// Puppet's Runtime3FunctionArgumentConverter (a top-level undef becomes
// "", regexps their /source/, versions and times their strings), and
// converts the result back (nested :undef to undef).
//
// arity follows newfunction: n >= 0 exactly n arguments, -n at least n-1.
func (l *Lib) Register3x(name, module string, arity int, fn Func3x) {
	raw := l.Define3x(name, arity, fn)
	// Puppet calls a 3.x function without its dispatcher (which only
	// describes it), so any arguments reach the function and its own arity
	// check; a block is ignored.
	s := &Signature{Rest: &Param{Name: "args"}, Block: OptionalBlock,
		Call: func(c Context, args []values.Value, _ Block) (values.Value, error) {
			if err := check3xArity(name, arity, len(args)); err != nil {
				return nil, err
			}
			conv := make([]values.Value, len(args))
			for i, a := range args {
				if b := values.BigIntIn(a); b != nil {
					// Runtime3Converter's convert_Integer (values' bignum.go)
					return nil, Errorf("%s", values.BigIntRangeError(b))
				}
				conv[i] = convert3x(a, true)
			}
			return fn(c, conv)
		}}
	l.Add(&Function{Name: name, Module: module, Signatures: []*Signature{s}, Raw3x: raw})
}

// Define3x records a 3.x function's body under its name, with its arity
// check, without adding a function (stdlib's 4.x wrappers call it), and
// returns it.
func (l *Lib) Define3x(name string, arity int, fn Func3x) Func3x {
	raw := func(c Context, args []values.Value) (values.Value, error) {
		if err := check3xArity(name, arity, len(args)); err != nil {
			return nil, err
		}
		return fn(c, args)
	}
	if l.raw3x == nil {
		l.raw3x = map[string]Func3x{}
	}
	l.raw3x[name] = raw
	return raw
}

// Raw3x is the body of the 3.x function name this Lib defined, called
// without argument conversion (as Ruby code calls
// scope.function_<name>(args)): by stdlib's 4.x wrappers and by
// validate_legacy. Its calls are made when the functions run, after the
// Lib is complete.
func (l *Lib) Raw3x(name string) (Func3x, bool) {
	f, ok := l.raw3x[name]
	return f, ok
}

func check3xArity(name string, arity, n int) error {
	if arity >= 0 {
		if n != arity {
			return Errorf("%s(): Wrong number of arguments given (%d for %d)", name, n, arity)
		}
		return nil
	}
	if min := -arity - 1; n < min {
		return Errorf("%s(): Wrong number of arguments given (%d for minimum %d)", name, n, min)
	}
	return nil
}

// convert3x is Runtime3FunctionArgumentConverter. An array or hash that
// holds nothing to convert is passed as it is (functions do not change
// their arguments, as Go functions of the 4.x API get them): copying every
// hash given to a 3.x function was 1% of a real-module compile's
// allocations.
func convert3x(v values.Value, top bool) values.Value {
	c, _ := conv3x(v, top)
	return c
}

// conv3x is convert3x, and whether the value changed.
func conv3x(v values.Value, top bool) (values.Value, bool) {
	switch x := v.(type) {
	case nil:
		if top {
			return "", true
		}
		return nil, false
	case *values.Regexp:
		return values.RubyInspect(x), true // Runtime3Converter: o.inspect
	case values.SemVer, *values.SemVerRange, values.Timespan, values.Timestamp, *values.BigTimestamp, *values.Binary:
		return RubyToS(x), true
	case []values.Value:
		for i, e := range x {
			c, changed := conv3x(e, false)
			if !changed {
				continue
			}
			out := make([]values.Value, len(x))
			copy(out, x[:i])
			out[i] = c
			for j := i + 1; j < len(x); j++ {
				out[j], _ = conv3x(x[j], false)
			}
			return out, true
		}
		return x, false
	case *values.Hash:
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			ck, kc := conv3x(k, false)
			ce, ec := conv3x(e, false)
			if !kc && !ec {
				continue
			}
			out := values.NewHash(x.Len())
			for j := 0; j < i; j++ {
				out.Put(x.At(j))
			}
			out.Put(ck, ce)
			for j := i + 1; j < x.Len(); j++ {
				k, e := x.At(j)
				out.Put(convert3x(k, false), convert3x(e, false))
			}
			return out, true
		}
		return x, false
	}
	return v, false
}

// ---------------------------------------------------------------------------
// Ruby's view of Puppet values, as functions written in Ruby see them.

// rubyToS is Ruby's to_s of the object Puppet uses for v: what Array#join
// and string interpolation in Ruby code produce.
func RubyToS(v values.Value) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case *values.Regexp:
		return values.RubyToS(x)
	case []values.Value, *values.Hash:
		return RubyInspect(v)
	}
	s, err := values.Sprintf("%s", []values.Value{v})
	if err != nil {
		return values.ToString(v)
	}
	return s
}

// rubyInspect is Ruby's inspect of the object Puppet uses for v.
func RubyInspect(v values.Value) string {
	var b strings.Builder
	writeInspect(&b, v)
	return b.String()
}

func writeInspect(b *strings.Builder, v values.Value) {
	switch x := v.(type) {
	case nil:
		b.WriteString("nil")
	case []values.Value:
		b.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				b.WriteString(", ")
			}
			writeInspect(b, e)
		}
		b.WriteByte(']')
	case *values.Hash:
		b.WriteByte('{')
		for i := 0; i < x.Len(); i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			k, e := x.At(i)
			writeInspect(b, k)
			b.WriteString("=>")
			writeInspect(b, e)
		}
		b.WriteByte('}')
	case *values.Regexp:
		b.WriteString(values.RubyInspect(x))
	default:
		s, err := values.Sprintf("%p", []values.Value{v})
		if err != nil {
			s = values.ToString(v)
		}
		b.WriteString(s)
	}
}

// RubyClass is the Ruby class name of the object Puppet uses for v
// (values.RubyClass, its one owner).
func RubyClass(v values.Value) string { return values.RubyClass(v) }

// ---------------------------------------------------------------------------
// Iteration

// iterElems returns what Puppet's Iterable.on(v) iterates over (see
// values.Iterate) and whether the iteration is hash style (entries are
// [key, value] pairs given as two lambda arguments).
func IterElems(v values.Value) (elems []values.Value, hashStyle, ok bool) {
	if h, isHash := v.(*values.Hash); isHash {
		es, _ := values.Iterate(h)
		return es, true, true
	}
	es, ok := values.Iterate(v)
	return es, false, ok
}

// assertedIterable is Iterable.asserted_iterable: the elements of v or
// Puppet's error naming the calling function's Ruby class.
func AssertedIterable(fn string, v values.Value) ([]values.Value, bool, error) {
	es, hs, ok := IterElems(v)
	if !ok {
		return nil, false, Errorf("%s(): wrong argument type (%s; is not Iterable.", functionClass(fn), RubyClass(v))
	}
	return es, hs, nil
}

// functionClass is the Ruby class name Puppet gives a 4.x function
// (Puppet::Functions::<Name>Function is not what my_caller.class prints:
// it is an anonymous class named after the function).
func functionClass(fn string) string { return fn }

// callBlock calls the block; break() ends the iteration (stop is true)
// without error.
func CallBlock(b Block, args ...values.Value) (v values.Value, stop bool, err error) {
	v, err = b.Call(args...)
	if err != nil {
		if IsBreak(err) {
			return nil, true, nil
		}
		return nil, true, err
	}
	return v, false, nil
}

// blockParamCount is the number of parameters the lambda declares (its
// maximum, or its minimum when it captures the rest), as Ruby's
// Proc#arity which Puppet's functions use to choose a calling form.
func BlockArity(b Block) int {
	min, max := b.Arity()
	if max < 0 {
		return -(min + 1)
	}
	if min != max {
		return -(min + 1)
	}
	return max
}

// pairOf splits a [key, value] entry of a hash iteration.
func PairOf(e values.Value) (values.Value, values.Value) {
	p := e.([]values.Value)
	return p[0], p[1]
}

// FlattenValues is Ruby's Array#flatten of args, a new Array
// (values.Flatten: a counted walk).
func FlattenValues(args []values.Value) []values.Value {
	out := values.Flatten(args)
	if len(out) == len(args) && (len(out) == 0 || &out[0] == &args[0]) {
		out = append(make([]values.Value, 0, len(args)), args...)
	}
	return out
}

// typeLabel is Puppet's ModelLabelProvider label of a value in messages.
func TypeLabel(v values.Value) string { return values.Label(v) }

// objectType stands for Puppet's Object type in signatures: Punch has no
// Object values, so nothing is an instance of it, but messages name it as
// Puppet does ("expects a value of type Iterator, Array, Hash, or Object").
var objectType = values.ForeignType("Object", "Object", nil)
