package ruby

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/util/rubyfmt"
	"github.com/punch-dev/punch/compiler/values"
)

func isBig(v Value) bool {
	_, ok := v.(*big.Int)
	return ok
}

// userMethod returns the method name of v's class when Ruby code (not a
// builtin Go method) defines it.
func (in *Interp) userMethod(v Value, name string) *method {
	me := in.findMethod(in.classOf(v), name)
	if me != nil && me.fn == nil {
		return me
	}
	return nil
}

// overridden returns v's method name when it is not Kernel's default:
// Ruby code's, or a Go class's own (for objects and modules); for the
// builtin value types only Ruby code's (their Go methods are the default).
func (in *Interp) overridden(v Value, name string) *method {
	me := in.findMethod(in.classOf(v), name)
	if me == nil {
		return nil
	}
	if me.fn == nil {
		return me
	}
	switch v.(type) {
	case *Object:
		if o := in.own(me.owner); o != in.cKernel && o != in.cBasicObject && o != in.cException {
			return me
		}
	}
	return nil
}

// fastToS is to_s for values whose to_s cannot be redefined in practice
// (builtin classes without a Ruby-defined to_s).
func (in *Interp) fastToS(v Value) (string, bool) {
	switch x := v.(type) {
	case nil:
		return "", true
	case int64:
		return strconv.FormatInt(x, 10), true
	case Symbol:
		return string(x), true
	case *String:
		return x.s, true
	case bool:
		return strconv.FormatBool(x), true
	case float64:
		return formatFloat(x), true
	}
	return "", false
}

// toS is v.to_s (calling a Ruby-defined to_s; errors give the default).
func (in *Interp) toS(v Value) string {
	if s, ok := in.fastToS(v); ok {
		if _, isStr := v.(*String); isStr || in.userMethod(v, "to_s") == nil {
			return s
		}
	}
	if me := in.overridden(v, "to_s"); me != nil {
		r, err := in.invoke(me, v, nil, nil, nil, "to_s")
		if err == nil {
			if s, ok := r.(*String); ok {
				return s.s
			}
		}
	}
	return in.anyToS(v)
}

// anyToS is the builtin to_s of v.
func (in *Interp) anyToS(v Value) string {
	switch x := v.(type) {
	case nil:
		return ""
	case bool:
		return strconv.FormatBool(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case *big.Int:
		return x.String()
	case float64:
		return formatFloat(x)
	case *String:
		return x.s
	case Symbol:
		return string(x)
	case *Array, *Hash:
		return in.inspect(v)
	case *Range:
		return in.toS(x.Begin) + rangeOp(x) + in.toS(x.End)
	case *Regexp:
		return x.toS()
	case *MatchData:
		return x.str[x.starts[0]:x.ends[0]]
	case *Module:
		return in.modName(x)
	case *Proc:
		if x.symName != "" {
			return fmt.Sprintf("#<Proc:0x%016x(&%s) (lambda)>", addrOf(x), symInspect(x.symName))
		}
		if x.lambda {
			return fmt.Sprintf("#<Proc:0x%016x (lambda)>", addrOf(x))
		}
		return fmt.Sprintf("#<Proc:0x%016x>", addrOf(x))
	case *Object:
		if x == in.mainObj {
			return "main"
		}
		if d, ok := x.Data.(*excData); ok {
			if d.msg == nil {
				return in.modName(x.class)
			}
			return in.toS(d.msg)
		}
		if s, ok := x.Data.(fmt.Stringer); ok {
			return s.String()
		}
		return fmt.Sprintf("#<%s:0x%016x>", in.modName(x.class), addrOf(x))
	}
	return fmt.Sprint(v)
}

func rangeOp(r *Range) string {
	if r.Exclusive {
		return "..."
	}
	return ".."
}

// formatFloat is Float#to_s.
func formatFloat(f float64) string { return values.FormatFloat(f) }

// inspect is v.inspect.
func (in *Interp) inspect(v Value) string {
	var b strings.Builder
	in.writeInspect(&b, v, 0)
	return b.String()
}

func (in *Interp) writeInspect(b *strings.Builder, v Value, depth int) {
	if depth > 100 || b.Len() > maxStrLen {
		b.WriteString("[...]")
		return
	}
	switch x := v.(type) {
	case nil:
		b.WriteString("nil")
		return
	case int64, bool:
		b.WriteString(in.anyToS(v))
		return
	case *big.Int:
		b.WriteString(x.String())
		return
	case float64:
		b.WriteString(formatFloat(x))
		return
	}
	if me := in.overridden(v, "inspect"); me != nil {
		r, err := in.invoke(me, v, nil, nil, nil, "inspect")
		if err == nil {
			if s, ok := r.(*String); ok {
				b.WriteString(s.s)
				return
			}
			b.WriteString(in.anyToS(r))
			return
		}
	}
	switch v.(type) {
	case *Array, *Hash: // an object's: writeObjInspect
		// what is being inspected further up prints as Ruby's
		// rb_exec_recursive has it (m_frozen.go)
		if in.inspectRecursive(b, v) {
			return
		}
		in.inspecting = append(in.inspecting, v)
		defer func() { in.inspecting = in.inspecting[:len(in.inspecting)-1] }()
	}
	switch x := v.(type) {
	case *String:
		b.WriteString(strInspect(x.s, x.enc))
	case Symbol:
		b.WriteString(symInspect(string(x)))
	case *Array:
		b.WriteByte('[')
		for i, e := range x.a {
			if i > 0 {
				b.WriteString(", ")
			}
			if e == v {
				b.WriteString("[...]")
				continue
			}
			in.writeInspect(b, e, depth+1)
		}
		b.WriteByte(']')
	case *Hash:
		b.WriteByte('{')
		for i, k := range x.keys {
			if i > 0 {
				b.WriteString(", ")
			}
			in.writeInspect(b, k, depth+1)
			b.WriteString("=>")
			if x.vals[i] == v {
				b.WriteString("{...}")
				continue
			}
			in.writeInspect(b, x.vals[i], depth+1)
		}
		b.WriteByte('}')
	case *Range:
		// a missing bound is left out unless both are (nil..nil)
		if x.Begin != nil || x.End == nil {
			in.writeInspect(b, x.Begin, depth+1)
		}
		b.WriteString(rangeOp(x))
		if x.End != nil || x.Begin == nil {
			in.writeInspect(b, x.End, depth+1)
		}
	case *Regexp:
		b.WriteString(x.inspect())
	case *MatchData:
		b.WriteString("#<MatchData ")
		b.WriteString(strInspect(x.str[x.starts[0]:x.ends[0]], UTF8))
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
				b.WriteString(strInspect(x.str[x.starts[i]:x.ends[i]], UTF8))
			}
		}
		b.WriteByte('>')
	case *Object:
		in.writeObjInspect(b, x, depth)
	default:
		b.WriteString(in.anyToS(v))
	}
}

func (in *Interp) writeObjInspect(b *strings.Builder, x *Object, depth int) {
	if x == in.mainObj {
		b.WriteString("main")
		return
	}
	if d, ok := x.Data.(*excData); ok {
		m := in.excMessage(x)
		name := in.modName(x.class)
		if m == "" {
			b.WriteString(name)
			return
		}
		_ = d
		b.WriteString("#<" + name + ": " + m + ">")
		return
	}
	if s, ok := x.Data.(interface{ inspect(*Interp) string }); ok {
		b.WriteString(s.inspect(in))
		return
	}
	if s, ok := x.Data.(fmt.Stringer); ok && x.class.data != nil {
		b.WriteString(s.String())
		return
	}
	if in.inspectRecursive(b, x) {
		return
	}
	in.inspecting = append(in.inspecting, x)
	defer func() { in.inspecting = in.inspecting[:len(in.inspecting)-1] }()
	fmt.Fprintf(b, "#<%s", in.modName(x.class))
	if x.class.wrapperDesc == "" {
		fmt.Fprintf(b, ":0x%016x", addrOf(x))
	}
	for i, n := range x.ivars.names {
		if i == 0 {
			b.WriteByte(' ')
		} else {
			b.WriteString(", ")
		}
		b.WriteString(n)
		b.WriteByte('=')
		in.writeInspect(b, x.ivars.vals[i], depth+1)
	}
	b.WriteByte('>')
}

// strInspect is String#inspect: the project's one owner of it,
// rubyfmt (checked against Ruby 3.1's print table); a string in any
// encoding but UTF-8 (ASCII-8BIT, US-ASCII) writes its control and high
// bytes as \xHH.
func strInspect(s string, enc Encoding) string {
	if !enc.ASCIICompatible() {
		return wideInspect(s, enc)
	}
	var b strings.Builder
	rubyfmt.WriteInspect(&b, s, enc != UTF8)
	return b.String()
}

func symInspect(s string) string {
	if isSimpleSym(s) {
		return ":" + s
	}
	return ":" + strInspect(s, UTF8)
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

// equal is a == b.
func (in *Interp) equal(a, b Value) (bool, error) {
	return in.equalRec(a, b, &walkBudget{}, 0)
}

func (in *Interp) equalRec(a, b Value, bud *walkBudget, depth int) (bool, error) {
	switch x := a.(type) {
	case nil:
		return b == nil, nil
	case bool:
		y, ok := b.(bool)
		return ok && x == y, nil
	case int64:
		switch y := b.(type) {
		case int64:
			return x == y, nil
		case float64:
			return float64(x) == y, nil
		case *big.Int:
			return false, nil
		}
	case *big.Int:
		switch y := b.(type) {
		case *big.Int:
			return x.Cmp(y) == 0, nil
		case float64:
			f, _ := new(big.Float).SetInt(x).Float64()
			return f == y, nil
		case int64:
			return false, nil
		}
	case float64:
		switch y := b.(type) {
		case int64:
			return x == float64(y), nil
		case float64:
			return x == y, nil
		case *big.Int:
			f, _ := new(big.Float).SetInt(y).Float64()
			return f == x, nil
		}
	case *String:
		if y, ok := b.(*String); ok {
			return x.s == y.s, nil
		}
	case Symbol:
		y, ok := b.(Symbol)
		return ok && x == y, nil
	case *Array:
		y, ok := b.(*Array)
		if !ok {
			break
		}
		if len(x.a) != len(y.a) {
			return false, nil
		}
		if x == y {
			return true, nil
		}
		if rec, err := bud.enter(in, x, y, len(x.a), depth); rec || err != nil {
			return rec, err
		}
		defer bud.leave(x, y, depth)
		for i := range x.a {
			if i >= len(y.a) {
				return false, nil
			}
			r, err := in.equalRec(x.a[i], y.a[i], bud, depth+1)
			if err != nil || !r {
				return false, err
			}
		}
		return true, nil
	case *Hash:
		y, ok := b.(*Hash)
		if !ok {
			break
		}
		if len(x.keys) != len(y.keys) {
			return false, nil
		}
		if x == y {
			return true, nil
		}
		if rec, err := bud.enter(in, x, y, len(x.keys), depth); rec || err != nil {
			return rec, err
		}
		defer bud.leave(x, y, depth)
		for i, k := range x.keys {
			v, ok := y.get(k)
			if !ok {
				return false, nil
			}
			r, err := in.equalRec(x.vals[i], v, bud, depth+1)
			if err != nil || !r {
				return false, err
			}
		}
		return true, nil
	case *Range:
		y, ok := b.(*Range)
		if !ok {
			return false, nil
		}
		if x.Exclusive != y.Exclusive {
			return false, nil
		}
		r, err := in.equalRec(x.Begin, y.Begin, bud, depth+1)
		if err != nil || !r {
			return false, err
		}
		return in.equalRec(x.End, y.End, bud, depth+1)
	case *Regexp:
		y, ok := b.(*Regexp)
		return ok && x.Source == y.Source && x.Options == y.Options, nil
	case *MatchData:
		y, ok := b.(*MatchData)
		return ok && x.str == y.str && x.re == y.re && fmt.Sprint(x.starts) == fmt.Sprint(y.starts), nil
	case *Module, *Proc:
		if in.userMethod(a, "==") == nil {
			return a == b, nil
		}
	}
	if a == b {
		if _, isObj := a.(*Object); !isObj {
			return true, nil
		}
	}
	switch a.(type) {
	case *Object, *Module, *Proc:
		r, err := in.callMethod(a, "==", []Value{b}, nil, nil, false)
		if err != nil {
			return false, err
		}
		return Truthy(r), nil
	}
	// a builtin value compared with an object: Ruby calls the object's ==
	// only for String (to_str) and numbers (num_equal: a Rational); otherwise
	// false
	if o, ok := b.(*Object); ok {
		switch a.(type) {
		case int64, *big.Int, float64:
			r, err := in.callMethod(o, "==", []Value{a}, nil, nil, false)
			if err != nil {
				return false, err
			}
			return Truthy(r), nil
		}
		if _, isStr := a.(*String); isStr && in.respondTo(o, "to_str", false) {
			r, err := in.callMethod(o, "==", []Value{a}, nil, nil, false)
			if err != nil {
				return false, err
			}
			return Truthy(r), nil
		}
	}
	return false, nil
}

// eql is a.eql?(b): no Integer/Float mixing; an error of a user-defined
// eql? or == is the caller's.
func (in *Interp) eql(a, b Value) (bool, error) {
	switch a.(type) {
	case int64, *big.Int:
		switch b.(type) {
		case int64, *big.Int:
		default:
			return false, nil
		}
	case float64:
		if _, ok := b.(float64); !ok {
			return false, nil
		}
	case *Object:
		if me := in.userMethod(a, "eql?"); me != nil {
			r, err := in.invoke(me, a, []Value{b}, nil, nil, "eql?")
			return err == nil && Truthy(r), err
		}
		return a == b, nil
	}
	if hashKey(a) != hashKey(b) {
		return false, nil
	}
	return in.equal(a, b)
}

// identical is equal?.
func identical(a, b Value) bool {
	switch x := a.(type) {
	case float64:
		y, ok := b.(float64)
		return ok && (x == y || math.IsNaN(x) && math.IsNaN(y))
	case *big.Int:
		y, ok := b.(*big.Int)
		return ok && x == y
	}
	return a == b
}

// compare is <=> with errors from Ruby-defined <=>.
func (in *Interp) compare(a, b Value) (int, bool, error) {
	return in.compareRec(a, b, &walkBudget{}, 0)
}

func (in *Interp) compareRec(a, b Value, bud *walkBudget, depth int) (int, bool, error) {
	switch x := a.(type) {
	case int64:
		switch y := b.(type) {
		case int64:
			return cmp3(x < y, x > y), true, nil
		case float64:
			if math.IsNaN(y) {
				return 0, false, nil
			}
			return cmp3(float64(x) < y, float64(x) > y), true, nil
		case *big.Int:
			return -y.Sign(), true, nil
		}
	case *big.Int:
		switch y := b.(type) {
		case int64:
			return x.Cmp(big.NewInt(y)), true, nil
		case *big.Int:
			return x.Cmp(y), true, nil
		case float64:
			if math.IsNaN(y) {
				return 0, false, nil
			}
			return new(big.Float).SetInt(x).Cmp(big.NewFloat(y)), true, nil
		}
	case float64:
		if math.IsNaN(x) {
			return 0, false, nil
		}
		switch y := b.(type) {
		case int64:
			return cmp3(x < float64(y), x > float64(y)), true, nil
		case float64:
			if math.IsNaN(y) {
				return 0, false, nil
			}
			return cmp3(x < y, x > y), true, nil
		case *big.Int:
			return big.NewFloat(x).Cmp(new(big.Float).SetInt(y)), true, nil
		}
	case *String:
		if y, ok := b.(*String); ok {
			return strings.Compare(x.s, y.s), true, nil
		}
	case Symbol:
		if y, ok := b.(Symbol); ok {
			return strings.Compare(string(x), string(y)), true, nil
		}
	case *Array:
		y, ok := b.(*Array)
		if !ok {
			return 0, false, nil
		}
		if rec, err := bud.enter(in, x, y, len(x.a), depth); rec || err != nil {
			return 0, rec, err
		}
		defer bud.leave(x, y, depth)
		for i := 0; i < len(x.a) && i < len(y.a); i++ {
			c, ok, err := in.compareRec(x.a[i], y.a[i], bud, depth+1)
			if err != nil || !ok {
				return 0, false, err
			}
			if c != 0 {
				return c, true, nil
			}
		}
		return cmp3(len(x.a) < len(y.a), len(x.a) > len(y.a)), true, nil
	case nil:
		if b == nil {
			return 0, true, nil
		}
		return 0, false, nil
	case bool:
		if y, ok := b.(bool); ok && x == y {
			return 0, true, nil
		}
		return 0, false, nil
	case *Object, *Module:
		if me := in.findMethod(in.classOf(a), "<=>"); me != nil {
			r, err := in.invoke(me, a, []Value{b}, nil, nil, "<=>")
			if err != nil {
				return 0, false, err
			}
			switch n := r.(type) {
			case int64:
				return cmp3(n < 0, n > 0), true, nil
			case float64:
				return cmp3(n < 0, n > 0), true, nil
			case *big.Int:
				return n.Sign(), true, nil
			}
			return 0, false, nil
		}
	}
	if o, ok := b.(*Object); ok {
		switch a.(type) {
		case int64, *big.Int, float64:
			// a number with an object: Ruby's <=> through its coerce (a
			// Rational)
			r, err := in.nonNumericOperand(in.className(a), a, "<=>", o, 0)
			if err != nil {
				return 0, false, err
			}
			if n, ok := r.(int64); ok {
				return cmp3(n < 0, n > 0), true, nil
			}
			return 0, false, nil
		}
	}
	if r, err := in.equal(a, b); err == nil && r {
		return 0, true, nil
	}
	return 0, false, nil
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

// sortValues sorts with cmpf, stably, failing like Ruby when two
// elements do not compare.
func sortValues(a []Value, cmpf func(x, y Value) (int, error)) error {
	if len(a) < 2 {
		return nil
	}
	tmp := make([]Value, len(a))
	return mergeSort(a, tmp, cmpf)
}

// mergeSort sorts stably, always comparing an element with one that
// follows it (so a failed comparison names them in Ruby's order).
func mergeSort(a, tmp []Value, cmpf func(x, y Value) (int, error)) error {
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

// isA reports v.is_a?(m).
func (in *Interp) isA(v Value, m *Module) bool {
	c := in.classOf(v)
	if c == m {
		return true
	}
	for _, a := range c.ancestors() {
		if a == m {
			return true
		}
	}
	return false
}

// ivarGet reads an instance variable of self.
func (in *Interp) ivarGet(self Value, name string) Value {
	switch x := self.(type) {
	case *Object:
		if v, ok := x.ivars.get(name); ok {
			return v
		}
		if g, ok := x.Data.(IvarProvider); ok {
			v, _ := g.RubyIvar(in, x, name)
			return v
		}
		return nil
	case *Module:
		v, _ := x.ivars.get(name)
		return v
	default:
		if t := in.valueIvars(x, false); t != nil {
			v, _ := t.get(name)
			return v
		}
	}
	return nil
}

func (in *Interp) ivarDefined(self Value, name string) bool {
	switch o := self.(type) {
	case *Object:
		if _, ok := o.ivars.get(name); ok {
			return true
		}
		if g, ok := o.Data.(IvarProvider); ok {
			_, ok := g.RubyIvar(in, o, name)
			return ok
		}
	case *Module:
		_, ok := o.ivars.get(name)
		return ok
	default:
		if t := in.valueIvars(o, false); t != nil {
			_, ok := t.get(name)
			return ok
		}
	}
	return false
}

// IvarProvider lets a Go-backed object (Object.Data) provide instance
// variables lazily: the ERB template wrapper reads Puppet variables this
// way. It is asked for names the object does not hold itself.
type IvarProvider interface {
	RubyIvar(in *Interp, o *Object, name string) (Value, bool)
}

// IvarNamer is an IvarProvider that lists the instance variables it
// provides, in order: instance_variables answers them first, then the
// object's own others (Puppet's template wrapper sets them all before
// the template runs).
type IvarNamer interface {
	RubyIvarNames(in *Interp, o *Object) []string
}

// ivarSet writes an instance variable of self.
func (in *Interp) ivarSet(self Value, name string, v Value) error {
	switch x := self.(type) {
	case *Object:
		if x.frozen {
			return in.frozenError(x)
		}
		x.ivars.set(name, v)
		return nil
	case *Module:
		x.ivars.set(name, v)
		return nil
	}
	return in.valueIvarSet(self, name, v)
}

// cvarBase is the class whose class variables code in fr sees.
// It is nil at the top level (a type file's newtype block, a required
// file, a method or block defined there), where Ruby 3 raises
// (cvarTopLevel); a template runs in a method of Puppet's TemplateWrapper,
// whose class variables it sees.
func (in *Interp) cvarBase(fr *frame) *Module {
	c := fr.ctx.cref
	for c != nil && c.mod.isSingleton {
		c = c.parent
	}
	if c == nil || c.mod == in.cObject && c.parent == nil {
		if o, ok := fr.ctx.self.(*Object); ok && o.class.wrapperDesc != "" {
			return o.class
		}
		return nil
	}
	return c.mod
}

// cvarTopLevel is Ruby 3's error for a class variable at the top level.
func (in *Interp) cvarTopLevel() error {
	return in.raise(cRuntimeError, 0, "class variable access from toplevel")
}

func (in *Interp) cvarLookup(fr *frame, name string) (Value, bool) {
	base := in.cvarBase(fr)
	if base == nil {
		return nil, false
	}
	for _, a := range base.ancestors() {
		if v, ok := a.cvars[name]; ok {
			return v, true
		}
	}
	return nil, false
}

func (in *Interp) cvarGet(fr *frame, name string) (Value, error) {
	if v, ok := in.cvarLookup(fr, name); ok {
		return v, nil
	}
	base := in.cvarBase(fr)
	if base == nil {
		return nil, in.cvarTopLevel()
	}
	return nil, in.raiseNameError(fmt.Sprintf("uninitialized class variable %s in %s", name, in.modName(base)), name)
}

func (in *Interp) cvarSet(fr *frame, name string, v Value) error {
	base := in.cvarBase(fr)
	if base == nil {
		return in.cvarTopLevel()
	}
	for _, a := range base.ancestors() {
		if _, ok := a.cvars[name]; ok {
			a.cvars[name] = v
			return nil
		}
	}
	if base.cvars == nil {
		base.cvars = map[string]Value{}
	}
	base.cvars[name] = v
	return nil
}

func valueOrNil(m *MatchData) Value {
	if m == nil {
		return nil
	}
	return m
}

// setLastMatch sets $~ of the Ruby code making the current call.
func (in *Interp) setLastMatch(v Value) {
	if m, ok := v.(*MatchData); ok && m == nil {
		v = nil
	}
	if in.curCtx != nil {
		in.curCtx.lastMatch = v
	}
}

// symStr is the name of a Symbol or String, or to_s of anything else.
func (in *Interp) symStr(v Value) string {
	if s, ok := symOrStr(v); ok {
		return s
	}
	return in.toS(v)
}
