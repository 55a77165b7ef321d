// Package oracle reads the recordings that testdata/record.rb makes with
// the real Ruby: cases of an operation, its arguments and Ruby's result or
// exception, values in a typed JSON encoding (see record.rb), decoded here
// into rlib values with object identity kept.
package oracle

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// Case is one recorded call.
type Case struct {
	N    int // position in the file, from 1
	Op   string
	Args []rv.Value
	// Want is Ruby's result; Err is set instead when Ruby raised.
	Want rv.Value
	Err  *rv.Error
	// raw arguments, for messages
	RawArgs json.RawMessage
}

type rawCase struct {
	Op   string            `json:"op"`
	Args []json.RawMessage `json:"args"`
	Want json.RawMessage   `json:"want"`
	Err  *struct {
		Class string `json:"class"`
		Msg   string `json:"msg"`
	} `json:"err"`
}

// Dir is the testdata directory of compiler/ruby/rv.
func Dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata")
}

// Load reads testdata/recorded/NAME.json.
func Load(t testing.TB, name string) []Case {
	t.Helper()
	path := filepath.Join(Dir(), "recorded", name+".json")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (record it with compiler/ruby/rlib/testdata/record.sh)", err)
	}
	var raws []rawCase
	if err := json.Unmarshal(data, &raws); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	cases := make([]Case, 0, len(raws))
	for i, r := range raws {
		c := Case{N: i + 1, Op: r.Op}
		args, err := Decode(json.RawMessage("[" + joinRaw(r.Args) + "]"))
		if err != nil {
			t.Fatalf("%s case %d: args: %v", path, i+1, err)
		}
		c.Args = args.([]rv.Value)
		c.RawArgs = json.RawMessage("[" + joinRaw(r.Args) + "]")
		if r.Err != nil {
			c.Err = &rv.Error{Class: r.Err.Class, Msg: r.Err.Msg}
		} else {
			if c.Want, err = Decode(r.Want); err != nil {
				t.Fatalf("%s case %d: want: %v", path, i+1, err)
			}
		}
		cases = append(cases, c)
	}
	return cases
}

func joinRaw(rs []json.RawMessage) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = string(r)
	}
	return strings.Join(parts, ",")
}

// Describe shortens a case's arguments for a test message.
func (c Case) Describe() string {
	s := string(c.RawArgs)
	if len(s) > 300 {
		s = s[:300] + "…"
	}
	return fmt.Sprintf("case %d %s%s", c.N, c.Op, s)
}

// Decode decodes a typed value; a JSON array (the arguments) decodes to
// []rv.Value sharing identities.
func Decode(raw json.RawMessage) (any, error) {
	var v any
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	d := &decoder{ids: map[string]rv.Value{}}
	if list, ok := v.([]any); ok {
		out := make([]rv.Value, len(list))
		for i, e := range list {
			x, err := d.value(e)
			if err != nil {
				return nil, err
			}
			out[i] = x
		}
		return out, nil
	}
	return d.value(v)
}

type decoder struct {
	ids map[string]rv.Value
}

func (d *decoder) value(v any) (rv.Value, error) {
	switch x := v.(type) {
	case nil:
		return nil, nil
	case bool:
		return x, nil
	case map[string]any:
		return d.tagged(x)
	}
	return nil, fmt.Errorf("unexpected %T", v)
}

func (d *decoder) tagged(m map[string]any) (rv.Value, error) {
	idOf := func() string {
		if n, ok := m["id"].(json.Number); ok {
			return n.String()
		}
		return ""
	}
	switch {
	case m["i"] != nil:
		b, ok := new(big.Int).SetString(m["i"].(string), 10)
		if !ok {
			return nil, fmt.Errorf("bad integer %v", m["i"])
		}
		return rv.Int(b), nil
	case m["f"] != nil:
		raw, err := hex.DecodeString(m["f"].(string))
		if err != nil || len(raw) != 8 {
			return nil, fmt.Errorf("bad float %v", m["f"])
		}
		return math.Float64frombits(binary.BigEndian.Uint64(raw)), nil
	case m["s"] != nil:
		return rv.Str(m["s"].(string)), nil
	case m["b"] != nil:
		raw, err := base64.StdEncoding.DecodeString(m["b"].(string))
		if err != nil {
			return nil, err
		}
		s := &rv.String{S: string(raw)}
		switch m["enc"] {
		case "ASCII-8BIT":
			s.Enc = rv.Binary
		case "US-ASCII":
			s.Enc = rv.USASCII
		case "UTF-8":
		default:
			return nil, fmt.Errorf("encoding %v is not in rlib's model", m["enc"])
		}
		return s, nil
	case m["sym"] != nil:
		return rv.Symbol(m["sym"].(string)), nil
	case m["ref"] != nil:
		id := m["ref"].(json.Number).String()
		v, ok := d.ids[id]
		if !ok {
			return nil, fmt.Errorf("unknown ref %s", id)
		}
		return v, nil
	case m["a"] != nil:
		a := &rv.Array{}
		d.ids[idOf()] = a
		for _, e := range m["a"].([]any) {
			x, err := d.value(e)
			if err != nil {
				return nil, err
			}
			a.Elems = append(a.Elems, x)
		}
		return a, nil
	case m["h"] != nil:
		h := rv.NewHash(0)
		d.ids[idOf()] = h
		for _, p := range m["h"].([]any) {
			pair := p.([]any)
			k, err := d.value(pair[0])
			if err != nil {
				return nil, err
			}
			v, err := d.value(pair[1])
			if err != nil {
				return nil, err
			}
			h.Set(k, v)
		}
		return h, nil
	case m["range"] != nil:
		p := m["range"].([]any)
		b, err := d.value(p[0])
		if err != nil {
			return nil, err
		}
		e, err := d.value(p[1])
		if err != nil {
			return nil, err
		}
		r := &rv.Range{Begin: b, End: e, Excl: p[2] == true}
		d.ids[idOf()] = r
		return r, nil
	case m["re"] != nil:
		opts, _ := strconv.Atoi(m["opts"].(json.Number).String())
		r := &rv.Regexp{Source: m["re"].(string), Options: opts}
		d.ids[idOf()] = r
		return r, nil
	case m["time"] != nil:
		p := m["time"].([]any)
		sec, _ := strconv.ParseInt(p[0].(json.Number).String(), 10, 64)
		nsec, _ := strconv.ParseInt(p[1].(json.Number).String(), 10, 64)
		off, _ := strconv.Atoi(p[2].(json.Number).String())
		utc := p[3] == true
		zone, _ := p[4].(string)
		loc := time.FixedZone(zone, off)
		if utc {
			loc = time.UTC
		}
		t := &rv.Time{T: time.Unix(sec, nsec).In(loc), UTC: utc}
		d.ids[idOf()] = t
		return t, nil
	case m["o"] != nil:
		o := &rv.Object{Class: m["o"].(string)}
		d.ids[idOf()] = o
		for _, p := range m["iv"].([]any) {
			pair := p.([]any)
			v, err := d.value(pair[1])
			if err != nil {
				return nil, err
			}
			o.Ivars = append(o.Ivars, rv.IVar{Name: pair[0].(string), Value: v})
		}
		return o, nil
	}
	return nil, fmt.Errorf("unknown typed value %v", m)
}

// Equal compares two values structurally: same types, Integer and Float
// values (Float by bits, so NaN equals NaN and -0.0 differs from 0.0),
// String bytes and encoding, Hash entries in order, object classes and
// instance variables. Shared and cyclic structure is followed once.
func Equal(a, b rv.Value) bool {
	return (&comparer{seen: map[[2]any]bool{}}).equal(a, b, 0)
}

// EqualText is Equal with Strings compared by their bytes only (a round
// trip through YAML or JSON text does not keep an ASCII String's
// encoding).
func EqualText(a, b rv.Value) bool {
	return (&comparer{seen: map[[2]any]bool{}, text: true}).equal(a, b, 0)
}

type comparer struct {
	seen map[[2]any]bool
	text bool
}

func (cmp *comparer) equal(a, b rv.Value, depth int) bool {
	seen := cmp.seen
	if depth > 20000 {
		return false
	}
	switch x := a.(type) {
	case nil, bool, int64, rv.Symbol:
		return a == b
	case *big.Int:
		y, ok := b.(*big.Int)
		return ok && x.Cmp(y) == 0
	case float64:
		y, ok := b.(float64)
		return ok && math.Float64bits(x) == math.Float64bits(y) || ok && math.IsNaN(x) && math.IsNaN(y)
	case *rv.String:
		y, ok := b.(*rv.String)
		return ok && (cmp.text || x.Enc == y.Enc) && x.S == y.S
	case *rv.Regexp:
		y, ok := b.(*rv.Regexp)
		return ok && *x == *y
	case *rv.Time:
		y, ok := b.(*rv.Time)
		if !ok || !x.T.Equal(y.T) || x.UTC != y.UTC {
			return false
		}
		_, xo := x.T.Zone()
		_, yo := y.T.Zone()
		return xo == yo
	}
	key := [2]any{a, b}
	if seen[key] {
		return true
	}
	seen[key] = true
	switch x := a.(type) {
	case *rv.Array:
		y, ok := b.(*rv.Array)
		if !ok || len(x.Elems) != len(y.Elems) {
			return false
		}
		for i := range x.Elems {
			if !cmp.equal(x.Elems[i], y.Elems[i], depth+1) {
				return false
			}
		}
		return true
	case *rv.Hash:
		y, ok := b.(*rv.Hash)
		if !ok || x.Len() != y.Len() {
			return false
		}
		for i := 0; i < x.Len(); i++ {
			k1, v1 := x.At(i)
			k2, v2 := y.At(i)
			if !cmp.equal(k1, k2, depth+1) || !cmp.equal(v1, v2, depth+1) {
				return false
			}
		}
		return true
	case *rv.Range:
		y, ok := b.(*rv.Range)
		return ok && x.Excl == y.Excl && cmp.equal(x.Begin, y.Begin, depth+1) && cmp.equal(x.End, y.End, depth+1)
	case *rv.Object:
		y, ok := b.(*rv.Object)
		if !ok || x.Class != y.Class || len(x.Ivars) != len(y.Ivars) {
			return false
		}
		for i := range x.Ivars {
			if x.Ivars[i].Name != y.Ivars[i].Name || !cmp.equal(x.Ivars[i].Value, y.Ivars[i].Value, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// Show writes a value for a test message (Ruby-like, cycles cut).
func Show(v rv.Value) string {
	var b strings.Builder
	show(&b, v, 0)
	s := b.String()
	if len(s) > 400 {
		s = s[:400] + "…"
	}
	return s
}

func show(b *strings.Builder, v rv.Value, depth int) {
	if depth > 30 {
		b.WriteString("…")
		return
	}
	switch x := v.(type) {
	case nil:
		b.WriteString("nil")
	case *rv.String:
		b.WriteString(x.Inspect())
		if x.Enc != rv.UTF8 {
			b.WriteString("(" + x.Enc.Name() + ")")
		}
	case rv.Symbol:
		b.WriteString(":" + string(x))
	case *rv.Array:
		b.WriteString("[")
		for i, e := range x.Elems {
			if i > 0 {
				b.WriteString(", ")
			}
			show(b, e, depth+1)
		}
		b.WriteString("]")
	case *rv.Hash:
		b.WriteString("{")
		for i := 0; i < x.Len(); i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			k, val := x.At(i)
			show(b, k, depth+1)
			b.WriteString("=>")
			show(b, val, depth+1)
		}
		b.WriteString("}")
	case *rv.Object:
		b.WriteString("#<" + x.Class)
		for _, iv := range x.Ivars {
			b.WriteString(" " + iv.Name + "=")
			show(b, iv.Value, depth+1)
		}
		b.WriteString(">")
	case *rv.Time:
		b.WriteString(x.T.String())
	case float64:
		b.WriteString(strconv.FormatFloat(x, 'g', -1, 64))
	default:
		fmt.Fprintf(b, "%v", x)
	}
}

// Str returns a result that must be a String as a Go string.
func Str(t testing.TB, c Case, v rv.Value) string {
	t.Helper()
	s, ok := v.(*rv.String)
	if !ok {
		t.Fatalf("%s: recorded result is %T, not a String", c.Describe(), v)
	}
	return s.String()
}

// Check compares a result or error with the recording and reports a
// mismatch; false when they differ.
func Check(t testing.TB, c Case, got rv.Value, err error) bool {
	t.Helper()
	if c.Err != nil {
		re, ok := err.(*rv.Error)
		if !ok || re.Class != c.Err.Class || re.Msg != c.Err.Msg {
			if err == nil {
				t.Errorf("%s:\n got %s\nwant error %s: %q", c.Describe(), Show(got), c.Err.Class, c.Err.Msg)
			} else {
				t.Errorf("%s:\n got error %v\nwant error %s: %q", c.Describe(), err, c.Err.Class, c.Err.Msg)
			}
			return false
		}
		return true
	}
	if err != nil {
		t.Errorf("%s: error %v, want %s", c.Describe(), err, Show(c.Want))
		return false
	}
	if !Equal(got, c.Want) {
		t.Errorf("%s:\n got %s\nwant %s", c.Describe(), Show(got), Show(c.Want))
		return false
	}
	return true
}

// Send splits a 'send' case (CONST_PATH, METHOD, ARGS...) or a 'send_kw'
// case (its keyword Hash comes last in args).
func Send(c Case) (path, method string, args []rv.Value) {
	path = c.Args[0].(*rv.String).S
	method = c.Args[1].(*rv.String).S
	if c.Op == "send_kw" {
		args = append(append([]rv.Value(nil), c.Args[2].(*rv.Array).Elems...), c.Args[3])
		return path, method, args
	}
	return path, method, c.Args[2:]
}

// Cases returns the cases of a recording whose receiver (first argument)
// starts with one of the prefixes.
func Cases(t testing.TB, name string, prefixes ...string) []Case {
	var out []Case
	for _, c := range Load(t, name) {
		s, ok := c.Args[0].(*rv.String)
		if !ok {
			continue
		}
		for _, p := range prefixes {
			if strings.HasPrefix(s.S, p) {
				out = append(out, c)
				break
			}
		}
	}
	if len(out) == 0 {
		t.Fatalf("no recorded cases for %v in %s", prefixes, name)
	}
	return out
}

// Enc returns s as a String with encoding enc, or err.
func Enc(s string, enc rv.Encoding, err error) (rv.Value, error) {
	if err != nil {
		return nil, err
	}
	return &rv.String{S: s, Enc: enc}, nil
}
