package erb

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/values"
)

// value is a Ruby value inside the interpreter:
//
//	nil        nil
//	bool       true / false
//	int64      Integer
//	float64    Float
//	*rStr      String (mutable)
//	rSym       Symbol
//	*rArray    Array (mutable)
//	*rHash     Hash (mutable, insertion ordered)
//	*rRange    Range
//	*rRegexp   Regexp
//	*rMatch    MatchData
//	*rProc     Proc (a block captured with &blk)
//	*rClass    a class or module (String, Array, JSON, ...)
//	*rObject   any other object (the template itself, scope, IPAddr,
//	           exceptions, foreign Puppet values)
type value = any

type rStr struct {
	s      string
	frozen bool
}

type rSym string

type rArray struct {
	a      []value
	frozen bool
}

type rHash struct {
	keys   []value
	vals   []value
	idx    map[any]int
	dflt   value
	dfltFn *rProc
	frozen bool
}

type rRange struct {
	lo, hi value
	excl   bool
}

type rRegexp struct {
	src   string
	flags string // subset of "mix"
	re    *values.Regexp
}

type rMatch struct {
	str    string
	starts []int // byte offsets; -1 when a group did not take part
	ends   []int
	names  []string
	re     *rRegexp
}

type rProc struct {
	blk  *blockNode
	env  *env
	self value
	fn   func(in *interp, args []value) (value, error) // a Symbol#to_proc or method
}

type rClass struct {
	name  string
	super *rClass
}

type rObject struct {
	class  *rClass
	fields map[string]value
	// foreign is the Puppet value an object stands for (types,
	// Sensitive, ...), nil otherwise.
	foreign    values.Value
	hasForeign bool
}

func str(s string) *rStr { return &rStr{s: s} }

func newArray(a []value) *rArray { return &rArray{a: a} }

func newHash() *rHash { return &rHash{idx: map[any]int{}} }

// hashKey is the Go map key for a Ruby hash key (eql? semantics).
// walkBudget bounds the work of recursive walks over values (hash keys,
// equality, inspect), so that cyclic or exponentially shared structures
// cannot hang or overflow the stack.
type walkBudget struct{ n int }

func (b *walkBudget) spend(depth int) bool {
	b.n--
	return b.n > 0 && depth < 200
}

const walkLimit = 1 << 17

func hashKey(v value) any {
	return hashKeyRec(v, &walkBudget{walkLimit}, 0)
}

// hashKey is the Go map key for a Ruby hash key (eql? semantics).
func hashKeyRec(v value, b *walkBudget, depth int) any {
	switch x := v.(type) {
	case nil:
		return nil
	case bool, int64, rSym:
		return x
	case float64:
		return struct{ f float64 }{x}
	case *rStr:
		return x.s
	case *rArray:
		if !b.spend(depth) {
			return v
		}
		var sb strings.Builder
		for _, e := range x.a {
			sb.WriteString(inspectKey(e, b, depth+1))
			sb.WriteByte(0)
			if sb.Len() > 1<<20 {
				b.n = 0
				return v
			}
		}
		return compositeKey{'a', sb.String()}
	case *rHash:
		if !b.spend(depth) {
			return v
		}
		var sb strings.Builder
		for i, k := range x.keys {
			sb.WriteString(inspectKey(k, b, depth+1))
			sb.WriteByte(1)
			sb.WriteString(inspectKey(x.vals[i], b, depth+1))
			sb.WriteByte(0)
			if sb.Len() > 1<<20 {
				b.n = 0
				return v
			}
		}
		return compositeKey{'h', sb.String()}
	}
	return v // pointer identity
}

func inspectKey(v value, b *walkBudget, depth int) string {
	switch x := v.(type) {
	case *rStr:
		return "s" + strconv.Quote(x.s)
	case rSym:
		return "y" + strconv.Quote(string(x))
	case int64:
		return "i" + strconv.FormatInt(x, 10)
	case float64:
		return "f" + strconv.FormatFloat(x, 'g', -1, 64)
	case nil:
		return "n"
	case bool:
		return strconv.FormatBool(x)
	}
	k := hashKeyRec(v, b, depth)
	if c, ok := k.(compositeKey); ok {
		return string(c.kind) + "(" + c.s + ")"
	}
	return fmt.Sprintf("p%p", v)
}

// compositeKey is the hash key of an Array or Hash (by content).
type compositeKey struct {
	kind byte
	s    string
}

func (h *rHash) get(k value) (value, bool) {
	i, ok := h.idx[hashKey(k)]
	if !ok {
		return nil, false
	}
	return h.vals[i], true
}

func (h *rHash) put(k, v value) {
	if s, ok := k.(*rStr); ok && !s.frozen {
		// Ruby dups and freezes unfrozen string keys
		k = &rStr{s: s.s, frozen: true}
	}
	hk := hashKey(k)
	if i, ok := h.idx[hk]; ok {
		h.vals[i] = v
		return
	}
	h.idx[hk] = len(h.keys)
	h.keys = append(h.keys, k)
	h.vals = append(h.vals, v)
}

func (h *rHash) delete(k value) (value, bool) {
	hk := hashKey(k)
	i, ok := h.idx[hk]
	if !ok {
		return nil, false
	}
	v := h.vals[i]
	h.keys = append(h.keys[:i:i], h.keys[i+1:]...)
	h.vals = append(h.vals[:i:i], h.vals[i+1:]...)
	h.reindex()
	return v, true
}

func (h *rHash) reindex() {
	h.idx = make(map[any]int, len(h.keys))
	for i, k := range h.keys {
		h.idx[hashKey(k)] = i
	}
}

func (h *rHash) dup() *rHash {
	n := &rHash{keys: append([]value(nil), h.keys...), vals: append([]value(nil), h.vals...), idx: make(map[any]int, len(h.keys)), dflt: h.dflt, dfltFn: h.dfltFn}
	for k, v := range h.idx {
		n.idx[k] = v
	}
	return n
}

// Classes known to templates.
var (
	cBasicObject      = &rClass{name: "BasicObject"}
	cObject           = &rClass{name: "Object", super: cBasicObject}
	cModule           = &rClass{name: "Module", super: cObject}
	cClass            = &rClass{name: "Class", super: cModule}
	cComparable       = &rClass{name: "Comparable", super: nil}
	cEnumerable       = &rClass{name: "Enumerable", super: nil}
	cKernel           = &rClass{name: "Kernel", super: nil}
	cNumeric          = &rClass{name: "Numeric", super: cObject}
	cInteger          = &rClass{name: "Integer", super: cNumeric}
	cFloat            = &rClass{name: "Float", super: cNumeric}
	cString           = &rClass{name: "String", super: cObject}
	cSymbol           = &rClass{name: "Symbol", super: cObject}
	cArray            = &rClass{name: "Array", super: cObject}
	cHash             = &rClass{name: "Hash", super: cObject}
	cRange            = &rClass{name: "Range", super: cObject}
	cRegexp           = &rClass{name: "Regexp", super: cObject}
	cMatchData        = &rClass{name: "MatchData", super: cObject}
	cNilClass         = &rClass{name: "NilClass", super: cObject}
	cTrueClass        = &rClass{name: "TrueClass", super: cObject}
	cFalseClass       = &rClass{name: "FalseClass", super: cObject}
	cProc             = &rClass{name: "Proc", super: cObject}
	cMath             = &rClass{name: "Math"}
	cFile             = &rClass{name: "File", super: cObject}
	cJSON             = &rClass{name: "JSON"}
	cIPAddr           = &rClass{name: "IPAddr", super: cObject}
	cTemplate         = &rClass{name: "Puppet::Parser::TemplateWrapper", super: cObject}
	cScope            = &rClass{name: "Puppet::Parser::Scope", super: cObject}
	cPuppetValue      = &rClass{name: "Object", super: cObject}
	cException        = &rClass{name: "Exception", super: cObject}
	cScriptError      = &rClass{name: "ScriptError", super: cException}
	cLoadError        = &rClass{name: "LoadError", super: cScriptError}
	cStandardError    = &rClass{name: "StandardError", super: cException}
	cRuntimeError     = &rClass{name: "RuntimeError", super: cStandardError}
	cArgumentError    = &rClass{name: "ArgumentError", super: cStandardError}
	cTypeError        = &rClass{name: "TypeError", super: cStandardError}
	cNameError        = &rClass{name: "NameError", super: cStandardError}
	cNoMethodError    = &rClass{name: "NoMethodError", super: cNameError}
	cIndexError       = &rClass{name: "IndexError", super: cStandardError}
	cKeyError         = &rClass{name: "KeyError", super: cIndexError}
	cStopIteration    = &rClass{name: "StopIteration", super: cIndexError}
	cRangeError       = &rClass{name: "RangeError", super: cStandardError}
	cFloatDomainError = &rClass{name: "FloatDomainError", super: cRangeError}
	cZeroDivError     = &rClass{name: "ZeroDivisionError", super: cStandardError}
	cFrozenError      = &rClass{name: "FrozenError", super: cRuntimeError}
	cRegexpError      = &rClass{name: "RegexpError", super: cStandardError}
	cEncodingError    = &rClass{name: "EncodingError", super: cStandardError}
	cNotImplError     = &rClass{name: "NotImplementedError", super: cScriptError}
	cSystemStackError = &rClass{name: "SystemStackError", super: cException}
	cJSONParserError  = &rClass{name: "JSON::ParserError", super: cStandardError}
	cIPAddrInvalid    = &rClass{name: "IPAddr::InvalidAddressError", super: cArgumentError}
	cPuppetError      = &rClass{name: "Puppet::ParseError", super: cRuntimeError}
	cPuppet           = &rClass{name: "Puppet"}
)

var constants = map[string]*rClass{}

func init() {
	for _, c := range []*rClass{cBasicObject, cObject, cModule, cClass, cComparable, cEnumerable, cKernel, cNumeric, cInteger, cFloat, cString, cSymbol, cArray, cHash, cRange, cRegexp, cMatchData, cNilClass, cTrueClass, cFalseClass, cProc, cMath, cFile, cJSON, cIPAddr, cException, cScriptError, cLoadError, cStandardError, cRuntimeError, cArgumentError, cTypeError, cNameError, cNoMethodError, cIndexError, cKeyError, cStopIteration, cRangeError, cFloatDomainError, cZeroDivError, cFrozenError, cRegexpError, cEncodingError, cNotImplError, cSystemStackError, cPuppet} {
		constants[c.name] = c
	}
	constants["Fixnum"] = cInteger
	constants["Bignum"] = cInteger
}

// includes reports whether class c is k or inherits from it (or includes
// module k).
func (c *rClass) includes(k *rClass) bool {
	for x := c; x != nil; x = x.super {
		if x == k {
			return true
		}
	}
	switch k {
	case cKernel:
		return c.includes(cObject)
	case cComparable:
		return c == cString || c == cInteger || c == cFloat || c == cNumeric
	case cEnumerable:
		return c == cArray || c == cHash || c == cRange
	}
	return false
}

func classOf(v value) *rClass {
	switch x := v.(type) {
	case nil:
		return cNilClass
	case bool:
		if x {
			return cTrueClass
		}
		return cFalseClass
	case int64:
		return cInteger
	case float64:
		return cFloat
	case *rStr:
		return cString
	case rSym:
		return cSymbol
	case *rArray:
		return cArray
	case *rHash:
		return cHash
	case *rRange:
		return cRange
	case *rRegexp:
		return cRegexp
	case *rMatch:
		return cMatchData
	case *rProc:
		return cProc
	case *rClass:
		if x == cMath || x == cJSON || x == cKernel || x == cComparable || x == cEnumerable || x == cPuppet {
			return cModule
		}
		return cClass
	case *rObject:
		return x.class
	}
	return cObject
}

func truthy(v value) bool {
	switch x := v.(type) {
	case nil:
		return false
	case bool:
		return x
	}
	return true
}

// fromPuppet converts a Puppet value to a fresh Ruby value.
func fromPuppet(v values.Value) value {
	switch x := v.(type) {
	case nil:
		return nil
	case bool, int64, float64:
		return x
	case int:
		return int64(x)
	case string:
		return str(x)
	case []values.Value:
		a := make([]value, len(x))
		for i, e := range x {
			a[i] = fromPuppet(e)
		}
		return newArray(a)
	case *values.Hash:
		h := newHash()
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			h.put(fromPuppet(k), fromPuppet(e))
		}
		return h
	case values.Default:
		return rSym("default")
	case *values.Regexp:
		return &rRegexp{src: x.Source, re: x}
	case *RubyObject:
		return x.v
	}
	return &rObject{class: cPuppetValue, foreign: v, hasForeign: true}
}

// toPuppet converts a Ruby value to a Puppet value (function arguments,
// setvar).
func toPuppet(v value) values.Value { return toPuppetRec(v, &walkBudget{walkLimit}, 0) }

func toPuppetRec(v value, bud *walkBudget, depth int) values.Value {
	switch x := v.(type) {
	case nil, bool, int64, float64:
		return x
	case *rStr:
		return x.s
	case rSym:
		if x == "undef" {
			return nil
		}
		if x == "default" {
			return values.Default{}
		}
		return string(x)
	case *rArray:
		if !bud.spend(depth) {
			return nil
		}
		a := make([]values.Value, len(x.a))
		for i, e := range x.a {
			a[i] = toPuppetRec(e, bud, depth+1)
		}
		return a
	case *rHash:
		if !bud.spend(depth) {
			return nil
		}
		h := values.NewHash(len(x.keys))
		for i, k := range x.keys {
			h.Put(toPuppetRec(k, bud, depth+1), toPuppetRec(x.vals[i], bud, depth+1))
		}
		return h
	case *rRegexp:
		if x.re != nil {
			return x.re
		}
	case *rObject:
		if x.hasForeign {
			return x.foreign
		}
	}
	return toS(v)
}

// toS is Ruby's to_s.
func toS(v value) string {
	switch x := v.(type) {
	case nil:
		return ""
	case bool:
		return strconv.FormatBool(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case float64:
		return values.FormatFloat(x)
	case *rStr:
		return x.s
	case rSym:
		return string(x)
	case *rArray, *rHash:
		return inspect(v)
	case *rRange:
		return toS(x.lo) + rangeOp(x) + toS(x.hi)
	case *rRegexp:
		return x.toS()
	case *rMatch:
		return x.str[x.starts[0]:x.ends[0]]
	case *rClass:
		return x.name
	case *rProc:
		return "#<Proc>"
	case *rObject:
		return objToS(x)
	}
	return ""
}

func rangeOp(r *rRange) string {
	if r.excl {
		return "..."
	}
	return ".."
}

func objToS(o *rObject) string {
	if o.hasForeign {
		return values.ToString(o.foreign)
	}
	switch o.class {
	case cTemplate:
		if f, ok := o.fields["file"].(*rStr); ok && f.s != "" {
			return "template[" + f.s + "]"
		}
		return "template[inline]"
	case cIPAddr:
		return toS(o.fields["addr"])
	}
	if o.class.includes(cException) {
		return toS(o.fields["message"])
	}
	return "#<" + o.class.name + ">"
}

// inspect is Ruby's inspect.
func inspect(v value) string {
	var b strings.Builder
	writeInspect(&b, v, 0)
	return b.String()
}

func writeInspect(b *strings.Builder, v value, depth int) {
	if depth > 100 || b.Len() > maxStrLen {
		b.WriteString("[...]")
		return
	}
	switch x := v.(type) {
	case nil:
		b.WriteString("nil")
	case *rStr:
		b.WriteString(strInspect(x.s))
	case rSym:
		b.WriteString(symInspect(string(x)))
	case float64:
		b.WriteString(values.FormatFloat(x))
	case *rArray:
		b.WriteByte('[')
		for i, e := range x.a {
			if i > 0 {
				b.WriteString(", ")
			}
			if e == v {
				b.WriteString("[...]")
				continue
			}
			writeInspect(b, e, depth+1)
		}
		b.WriteByte(']')
	case *rHash:
		b.WriteByte('{')
		for i, k := range x.keys {
			if i > 0 {
				b.WriteString(", ")
			}
			writeInspect(b, k, depth+1)
			b.WriteString("=>")
			if x.vals[i] == v {
				b.WriteString("{...}")
				continue
			}
			writeInspect(b, x.vals[i], depth+1)
		}
		b.WriteByte('}')
	case *rRange:
		writeInspect(b, x.lo, depth+1)
		b.WriteString(rangeOp(x))
		writeInspect(b, x.hi, depth+1)
	case *rRegexp:
		b.WriteString(x.inspect())
	case *rMatch:
		b.WriteString("#<MatchData ")
		b.WriteString(strInspect(x.str[x.starts[0]:x.ends[0]]))
		for i := 1; i < len(x.starts); i++ {
			b.WriteByte(' ')
			if x.names[i] != "" && x.names[i] != strconv.Itoa(i) {
				b.WriteString(x.names[i])
			} else {
				b.WriteString(strconv.Itoa(i))
			}
			b.WriteByte(':')
			if x.starts[i] < 0 {
				b.WriteString("nil")
			} else {
				b.WriteString(strInspect(x.str[x.starts[i]:x.ends[i]]))
			}
		}
		b.WriteByte('>')
	case *rObject:
		if x.hasForeign {
			b.WriteString(values.ToString(x.foreign))
			return
		}
		if x.class == cIPAddr {
			b.WriteString("#<IPAddr: " + toS(x.fields["family"]) + ":" + toS(x.fields["addr"]) + "/" + toS(x.fields["mask"]) + ">")
			return
		}
		if x.class.includes(cException) {
			m := toS(x.fields["message"])
			if m == "" || m == x.class.name {
				b.WriteString(x.class.name)
				return
			}
			b.WriteString("#<" + x.class.name + ": " + m + ">")
			return
		}
		b.WriteString(objToS(x))
	default:
		b.WriteString(toS(v))
	}
}

// strInspect is String#inspect for UTF-8 text.
func strInspect(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b.WriteString(`\x`)
			b.WriteString(strings.ToUpper(strconv.FormatInt(int64(s[i])+0x100, 16)[1:]))
			i++
			continue
		}
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\t':
			b.WriteString(`\t`)
		case '\r':
			b.WriteString(`\r`)
		case '\f':
			b.WriteString(`\f`)
		case '\v':
			b.WriteString(`\v`)
		case '\a':
			b.WriteString(`\a`)
		case '\b':
			b.WriteString(`\b`)
		case 0x1b:
			b.WriteString(`\e`)
		case '#':
			if i+1 < len(s) && (s[i+1] == '{' || s[i+1] == '$' || s[i+1] == '@') {
				b.WriteString(`\#`)
			} else {
				b.WriteByte('#')
			}
		default:
			if r < 0x20 {
				b.WriteString(`\u` + strings.ToUpper(strconv.FormatInt(int64(r)+0x10000, 16)[1:]))
			} else if r == 0x7f {
				b.WriteString(`\x7F`)
			} else if r >= 0x80 && r < 0xa0 {
				b.WriteString(`\u` + strings.ToUpper(strconv.FormatInt(int64(r)+0x10000, 16)[1:]))
			} else {
				b.WriteRune(r)
			}
		}
		i += n
	}
	b.WriteByte('"')
	return b.String()
}

func symInspect(s string) string {
	if isSimpleSym(s) {
		return ":" + s
	}
	return ":" + strInspect(s)
}

func isSimpleSym(s string) bool {
	if s == "" {
		return false
	}
	switch s {
	case "[]", "[]=", "<=>", "===", "==", "=~", "!=", "!~", "<<", ">>", "<=", ">=", "**", "+@", "-@", "+", "-", "*", "/", "%", "<", ">", "!", "&", "|", "^", "~":
		return true
	}
	body := s
	if body[0] == '@' {
		body = strings.TrimPrefix(strings.TrimPrefix(body, "@"), "@")
	} else if body[0] == '$' {
		body = body[1:]
	}
	if body == "" || !isIdentStart(body[0]) {
		return false
	}
	for i := 0; i < len(body); i++ {
		c := body[i]
		if !isIdentChar(c) {
			if i == len(body)-1 && (c == '?' || c == '!' || c == '=') && s[0] != '@' && s[0] != '$' {
				return true
			}
			return false
		}
	}
	return true
}

// rEqual is Ruby's ==.
func rEqual(a, b value) bool { return rEqualRec(a, b, &walkBudget{walkLimit}, 0) }

func rEqualRec(a, b value, bud *walkBudget, depth int) bool {
	switch x := a.(type) {
	case nil:
		return b == nil
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case int64:
		switch y := b.(type) {
		case int64:
			return x == y
		case float64:
			return float64(x) == y
		}
		return false
	case float64:
		switch y := b.(type) {
		case int64:
			return x == float64(y)
		case float64:
			return x == y
		}
		return false
	case *rStr:
		y, ok := b.(*rStr)
		return ok && x.s == y.s
	case rSym:
		y, ok := b.(rSym)
		return ok && x == y
	case *rArray:
		y, ok := b.(*rArray)
		if !ok || len(x.a) != len(y.a) {
			return false
		}
		if x == y {
			return true
		}
		if !bud.spend(depth) {
			return false
		}
		for i := range x.a {
			if !rEqualRec(x.a[i], y.a[i], bud, depth+1) {
				return false
			}
		}
		return true
	case *rHash:
		y, ok := b.(*rHash)
		if !ok || len(x.keys) != len(y.keys) {
			return false
		}
		if x == y {
			return true
		}
		if !bud.spend(depth) {
			return false
		}
		for i, k := range x.keys {
			v, ok := y.get(k)
			if !ok || !rEqualRec(x.vals[i], v, bud, depth+1) {
				return false
			}
		}
		return true
	case *rRange:
		y, ok := b.(*rRange)
		return ok && x.excl == y.excl && rEqualRec(x.lo, y.lo, bud, depth+1) && rEqualRec(x.hi, y.hi, bud, depth+1)
	case *rRegexp:
		y, ok := b.(*rRegexp)
		return ok && x.src == y.src && x.flags == y.flags
	case *rObject:
		if y, ok := b.(*rObject); ok && x.hasForeign && y.hasForeign {
			return values.ToString(x.foreign) == values.ToString(y.foreign)
		}
		if y, ok := b.(*rObject); ok && x.class == cIPAddr && y.class == cIPAddr {
			return toS(x.fields["addr"]) == toS(y.fields["addr"])
		}
	}
	return a == b
}

// rEql is Ruby's eql? (no Integer/Float mixing).
func rEql(a, b value) bool {
	switch a.(type) {
	case int64:
		_, ok := b.(int64)
		return ok && rEqual(a, b)
	case float64:
		_, ok := b.(float64)
		return ok && rEqual(a, b)
	}
	return hashKey(a) == hashKey(b) && rEqual(a, b)
}

// compare is Ruby's <=>; ok is false when the values are not comparable.
func compare(a, b value) (int, bool) { return compareRec(a, b, &walkBudget{walkLimit}, 0) }

func compareRec(a, b value, bud *walkBudget, depth int) (int, bool) {
	switch x := a.(type) {
	case int64:
		switch y := b.(type) {
		case int64:
			return cmp3(x < y, x > y), true
		case float64:
			if math.IsNaN(y) {
				return 0, false
			}
			return cmp3(float64(x) < y, float64(x) > y), true
		}
	case float64:
		if math.IsNaN(x) {
			return 0, false
		}
		switch y := b.(type) {
		case int64:
			return cmp3(x < float64(y), x > float64(y)), true
		case float64:
			if math.IsNaN(y) {
				return 0, false
			}
			return cmp3(x < y, x > y), true
		}
	case *rStr:
		if y, ok := b.(*rStr); ok {
			return strings.Compare(x.s, y.s), true
		}
	case rSym:
		if y, ok := b.(rSym); ok {
			return strings.Compare(string(x), string(y)), true
		}
	case *rArray:
		y, ok := b.(*rArray)
		if !ok || !bud.spend(depth) {
			return 0, false
		}
		for i := 0; i < len(x.a) && i < len(y.a); i++ {
			c, ok := compareRec(x.a[i], y.a[i], bud, depth+1)
			if !ok {
				return 0, false
			}
			if c != 0 {
				return c, true
			}
		}
		return cmp3(len(x.a) < len(y.a), len(x.a) > len(y.a)), true
	case nil:
		if b == nil {
			return 0, true
		}
	case bool:
		if y, ok := b.(bool); ok && x == y {
			return 0, true
		}
	}
	if rEqual(a, b) {
		return 0, true
	}
	return 0, false
}

func cmp3(less, greater bool) int {
	if less {
		return -1
	}
	if greater {
		return 1
	}
	return 0
}

// sortValues sorts with <=>, failing like Ruby when two elements do not
// compare.
func sortValues(a []value, cmpf func(x, y value) (int, error)) error {
	if len(a) < 2 {
		return nil
	}
	tmp := make([]value, len(a))
	return mergeSort(a, tmp, cmpf)
}

// mergeSort sorts stably, always comparing an element with one that
// follows it (so a failed comparison names them in Ruby's order).
func mergeSort(a, tmp []value, cmpf func(x, y value) (int, error)) error {
	if len(a) < 2 {
		return nil
	}
	m := len(a) / 2
	if err := mergeSort(a[:m], tmp[:m], cmpf); err != nil {
		return err
	}
	if err := mergeSort(a[m:], tmp[m:], cmpf); err != nil {
		return err
	}
	i, j, k := 0, m, 0
	for i < m && j < len(a) {
		c, err := cmpf(a[i], a[j])
		if err != nil {
			return err
		}
		if c <= 0 {
			tmp[k] = a[i]
			i++
		} else {
			tmp[k] = a[j]
			j++
		}
		k++
	}
	k += copy(tmp[k:], a[i:m])
	copy(tmp[k:], a[j:])
	copy(a, tmp[:len(a)])
	return nil
}
