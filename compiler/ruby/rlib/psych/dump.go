// Package psych is Ruby's YAML library (Psych 4.0.3 over libyaml 0.2.5,
// as Ruby 3.1.2 ships it): Dump is Object#to_yaml and YAML.dump, byte for
// byte; Load is YAML.load, YAML.safe_load and YAML.unsafe_load.
package psych

import (
	"encoding/base64"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/util/psychnum"
	"github.com/punch-dev/punch/compiler/values"
)

// DumpOptions are the options of to_yaml and YAML.dump that change the
// text. Build them from Ruby's options Hash with ParseDumpOptions.
type DumpOptions struct {
	// Indentation is :indentation (libyaml uses 2 outside 2..9); 0 means
	// not given.
	Indentation int
	// LineWidth is :line_width when HasLineWidth: the width at which
	// libyaml folds (80 when not given or at most twice the indentation,
	// unlimited for -1); Psych also writes any String longer than it as
	// a folded block scalar.
	LineWidth    int
	HasLineWidth bool
	// Canonical is :canonical => true: libyaml's canonical form.
	Canonical bool
	// Version is the %YAML directive written before "---" (:header or
	// :version); nil for none.
	Version []int
}

// MaxDepth bounds the nesting Dump follows; deeper data raises
// SystemStackError, as Ruby does on data nested far enough.
const MaxDepth = 10000

// ParseDumpOptions reads to_yaml's options Hash (Symbol keys, as Psych
// reads them; other keys are ignored as Psych ignores them).
func ParseDumpOptions(h *rv.Hash) (DumpOptions, error) {
	var o DumpOptions
	if h == nil {
		return o, nil
	}
	get := func(name string) (rv.Value, bool) { return h.Get(rv.Symbol(name)) }
	if v, ok := get("indentation"); ok {
		n, err := numToInt(v)
		if err != nil {
			return o, err
		}
		o.Indentation = n
		if n == 0 {
			// 0 given is libyaml's "use the default" too.
			o.Indentation = 2
		}
	}
	if v, ok := get("line_width"); ok {
		n, err := numToInt(v)
		if err != nil {
			return o, err
		}
		if n < -1 {
			return o, rv.Errorf("ArgumentError", "Invalid line_width "+strconv.Itoa(n)+", must be non-negative or -1 for unlimited.")
		}
		o.LineWidth, o.HasLineWidth = n, true
	}
	if v, ok := get("canonical"); ok {
		o.Canonical = v == true
	}
	if v, ok := get("header"); ok && truthy(v) {
		o.Version = []int{1, 1}
	}
	if v, ok := get("version"); ok {
		switch x := v.(type) {
		case *rv.Array:
			o.Version = nil
			for _, e := range x.Elems {
				n, err := numToInt(e)
				if err != nil {
					return o, err
				}
				o.Version = append(o.Version, n)
			}
		case *rv.String:
			o.Version = nil
			for _, p := range strings.Split(x.String(), ".") {
				o.Version = append(o.Version, int(clampInt(psychnum.ToI(p))))
			}
		default:
			o.Version = []int{1, 1}
		}
		if len(o.Version) == 0 {
			o.Version = nil
		}
	}
	if o.Version != nil {
		major, minor := o.Version[0], 0
		if len(o.Version) > 1 {
			minor = o.Version[1]
		}
		if major != 1 || minor != 1 && minor != 2 {
			return o, rv.Errorf("RuntimeError", "incompatible %YAML directive")
		}
	}
	return o, nil
}

func truthy(v rv.Value) bool { return v != nil && v != false }

func clampInt(b *big.Int) int64 {
	if b.IsInt64() {
		return b.Int64()
	}
	if b.Sign() < 0 {
		return math.MinInt64
	}
	return math.MaxInt64
}

// numToInt is C's NUM2INT: an Integer in int range, a Float truncated.
func numToInt(v rv.Value) (int, error) {
	switch x := v.(type) {
	case int64:
		if x >= math.MinInt32 && x <= math.MaxInt32 {
			return int(x), nil
		}
		return 0, rv.Errorf("RangeError", "integer "+strconv.FormatInt(x, 10)+" too big to convert to `int'")
	case *big.Int:
		return 0, rv.Errorf("RangeError", "bignum too big to convert into `long'")
	case float64:
		if x >= math.MinInt32 && x <= math.MaxInt32 {
			return int(x), nil
		}
		return 0, rv.Errorf("RangeError", "float "+values.FormatFloat(x)+" out of range of integer")
	case nil:
		return 0, rv.Errorf("TypeError", "no implicit conversion from nil to integer")
	}
	return 0, rv.Errorf("TypeError", "no implicit conversion of "+rv.ClassName(v)+" into Integer")
}

// Dump is v.to_yaml(options): the YAML document Psych writes for v.
func Dump(v rv.Value, opts DumpOptions) (string, error) {
	d := &dumper{opts: opts, anchors: map[any]string{}}
	if opts.HasLineWidth && opts.LineWidth >= 0 {
		d.lineWidth, d.hasLineWidth = opts.LineWidth, true
	}
	if err := d.scan(v, map[any]bool{}, 0); err != nil {
		return "", err
	}
	d.started = map[any]bool{}
	if err := d.accept(v, 0); err != nil {
		return "", err
	}
	e := &emitter{events: d.events, bestIndent: opts.Indentation, canonical: opts.Canonical}
	if opts.HasLineWidth {
		e.bestWidth = opts.LineWidth
	}
	e.out = make([]byte, 0, 64+len(d.events)*12)
	e.emitDocument(opts.Version)
	return string(e.out), nil
}

type dumper struct {
	opts         DumpOptions
	lineWidth    int
	hasLineWidth bool
	events       []event
	// anchors holds the objects met more than once, numbered in the order
	// Psych numbers them (the order their first repeat is met).
	anchors map[any]string
	// started holds the objects already written (the next meeting is an
	// alias).
	started map[any]bool
}

func tooDeep() error { return rv.Errorf("SystemStackError", "stack level too deep") }

// registered reports whether Psych registers v (an object it writes an
// anchor for when it meets it again).
func registered(v rv.Value) bool {
	switch v.(type) {
	case *rv.Array, *rv.Hash, *rv.Object, *rv.Range, *rv.Regexp, *rv.Time:
		return true
	case *Node:
		return v.(*Node).Register
	}
	return false
}

// scan walks v in the order accept will, numbering repeated objects.
func (d *dumper) scan(v rv.Value, seen map[any]bool, depth int) error {
	if depth > MaxDepth {
		return tooDeep()
	}
	if registered(v) {
		if seen[v] {
			if _, ok := d.anchors[v]; !ok {
				d.anchors[v] = strconv.Itoa(len(d.anchors) + 1)
			}
			return nil
		}
		seen[v] = true
	}
	switch x := v.(type) {
	case *rv.Array:
		for _, e := range x.Elems {
			if err := d.scan(e, seen, depth+1); err != nil {
				return err
			}
		}
	case *rv.Hash:
		for i := 0; i < x.Len(); i++ {
			k, val := x.At(i)
			if err := d.scan(k, seen, depth+1); err != nil {
				return err
			}
			if err := d.scan(val, seen, depth+1); err != nil {
				return err
			}
		}
	case *rv.Range:
		if err := d.scan(x.Begin, seen, depth+1); err != nil {
			return err
		}
		return d.scan(x.End, seen, depth+1)
	case *rv.Object:
		for _, iv := range x.Ivars {
			if err := d.scan(iv.Value, seen, depth+1); err != nil {
				return err
			}
		}
	case *Node:
		for _, e := range x.Items {
			if err := d.scan(e, seen, depth+1); err != nil {
				return err
			}
		}
	}
	return nil
}

func (d *dumper) scalar(value, anchor, tag string, plain, quoted bool, style int) {
	d.events = append(d.events, event{kind: evScalar, value: value, anchor: anchor, tag: tag, plain: plain, quoted: quoted, style: style})
}

func (d *dumper) start(kind eventKind, anchor, tag string, implicit bool) {
	d.events = append(d.events, event{kind: kind, anchor: anchor, tag: tag, implicit: implicit, style: collBlock})
}

func (d *dumper) end(kind eventKind) { d.events = append(d.events, event{kind: kind}) }

// accept is YAMLTree#accept: an alias for an object already written, else
// the object's nodes.
func (d *dumper) accept(v rv.Value, depth int) error {
	if depth > MaxDepth {
		return tooDeep()
	}
	anchor := ""
	if registered(v) {
		anchor = d.anchors[v]
		if d.started[v] {
			d.events = append(d.events, event{kind: evAlias, anchor: anchor})
			return nil
		}
		d.started[v] = true
	}
	switch x := v.(type) {
	case nil:
		d.scalar("", "", "tag:yaml.org,2002:null", true, false, styleAny)
	case bool:
		d.scalar(strconv.FormatBool(x), "", "", true, false, styleAny)
	case int64:
		d.scalar(strconv.FormatInt(x, 10), "", "", true, false, styleAny)
	case *big.Int:
		d.scalar(x.String(), "", "", true, false, styleAny)
	case float64:
		d.scalar(floatText(x), "", "", true, false, styleAny)
	case rv.Symbol:
		if x == "" {
			d.scalar("", "", "!ruby/symbol", false, false, styleAny)
		} else {
			d.scalar(":"+string(x), "", "", true, false, styleAny)
		}
	case *rv.String:
		return d.visitString(x)
	case *rv.Array:
		d.start(evSeqStart, anchor, "", true)
		for _, e := range x.Elems {
			if err := d.accept(e, depth+1); err != nil {
				return err
			}
		}
		d.end(evSeqEnd)
	case *rv.Hash:
		d.start(evMapStart, anchor, "", true)
		for i := 0; i < x.Len(); i++ {
			k, val := x.At(i)
			if err := d.accept(k, depth+1); err != nil {
				return err
			}
			if err := d.accept(val, depth+1); err != nil {
				return err
			}
		}
		d.end(evMapEnd)
	case *rv.Range:
		d.start(evMapStart, anchor, "!ruby/range", false)
		for _, m := range []rv.Value{rv.Str("begin"), x.Begin, rv.Str("end"), x.End, rv.Str("excl"), x.Excl} {
			if err := d.accept(m, depth+1); err != nil {
				return err
			}
		}
		d.end(evMapEnd)
	case *rv.Regexp:
		d.scalar(rv.RegexpInspect(x), anchor, "!ruby/regexp", false, false, styleAny)
	case *rv.Time:
		d.scalar(formatTime(x), anchor, "", true, false, styleAny)
	case *rv.Object:
		tag := "!ruby/object"
		if x.Class != "Object" {
			tag += ":" + x.Class
		}
		d.start(evMapStart, anchor, tag, false)
		for _, iv := range x.Ivars {
			d.scalar(strings.TrimPrefix(iv.Name, "@"), "", "", true, false, styleAny)
			if err := d.accept(iv.Value, depth+1); err != nil {
				return err
			}
		}
		d.end(evMapEnd)
	case *Node:
		return d.acceptNode(x, anchor, depth)
	default:
		return rv.Errorf("TypeError", "Can't dump "+rv.ClassName(v))
	}
	return nil
}

// floatText is Psych's Float: .nan, .inf, -.inf or Float#to_s.
func floatText(f float64) string {
	switch {
	case math.IsNaN(f):
		return ".nan"
	case math.IsInf(f, 1):
		return ".inf"
	case math.IsInf(f, -1):
		return "-.inf"
	}
	return values.FormatFloat(f)
}

// formatTime is Psych's format_time: "%Y-%m-%d %H:%M:%S.%9N Z" for a UTC
// Time, with the offset ("%:z") otherwise.
func formatTime(t *rv.Time) string {
	s := t.T.Format("2006-01-02 15:04:05.000000000")
	if t.UTC {
		return s + " Z"
	}
	return s + " " + t.T.Format("-07:00")
}

// visitString is YAMLTree#visit_String: the style Psych asks libyaml for.
func (d *dumper) visitString(str *rv.String) error {
	if str.Enc == rv.Binary && !str.ASCIIOnly() {
		d.scalar(base64.StdEncoding.EncodeToString([]byte(str.S)), "", "!binary", false, false, styleLiteral)
		return nil
	}
	style, tag, plain, quoted, err := d.stringStyle(str)
	if err != nil {
		return err
	}
	d.scalar(str.String(), "", tag, plain, quoted, style)
	return nil
}

// stringStyle is visit_String's choice for a String that is not binary:
// the scalar style, tag and implicit flags.
func (d *dumper) stringStyle(str *rv.String) (style int, tag string, plain, quoted bool, err error) {
	plain, quoted = true, true
	style = stylePlain
	s := str.String()
	if !str.ValidEncoding() {
		// The first regexp match raises, as in Ruby.
		return 0, "", false, false, rv.Errorf("ArgumentError", "invalid byte sequence in "+str.Enc.Name())
	}
	switch {
	case innerNewline(s):
		style = styleLiteral
	case s == "<<":
		style, tag, plain, quoted = styleSingle, "tag:yaml.org,2002:str", false, false
	case s == "y" || s == "n":
		style = styleDouble
	case d.hasLineWidth && utf8.RuneCountInString(s) > d.lineWidth:
		style = styleFolded
	case startsNonWord(s):
		style = styleDouble
	default:
		tok, terr := tokenize(s)
		if terr != nil {
			return 0, "", false, false, terr
		}
		if tok.kind != tokString || octalLooking(s) {
			style = styleSingle
		}
	}
	return style, tag, plain, quoted, nil
}

// innerNewline is s =~ /\n(?!\Z)/: a newline that is not the last
// character, nor the one before a final newline.
func innerNewline(s string) bool {
	n := len(s)
	for i := 0; i < n; i++ {
		if s[i] == '\n' && !(i == n-1 || i == n-2 && s[n-1] == '\n') {
			return true
		}
	}
	return false
}

// startsNonWord is s =~ /^[^[:word:]][^"]*$/: some line starts with a
// character that is not a word character, and no '"' follows it before
// the end of that line.
func startsNonWord(s string) bool {
	return anyLineStart(s, func(rest string) bool {
		r, w := utf8.DecodeRuneInString(rest)
		if isWord(r) {
			return false
		}
		rest = rest[w:]
		q := strings.IndexByte(rest, '"')
		nl := strings.IndexByte(rest, '\n')
		return q < 0 || nl >= 0 && nl < q
	})
}

// octalLooking is /\A0[0-7]*[89]/.
func octalLooking(s string) bool {
	if s == "" || s[0] != '0' {
		return false
	}
	for i := 1; i < len(s); i++ {
		switch {
		case s[i] == '8' || s[i] == '9':
			return true
		case s[i] < '0' || s[i] > '7':
			return false
		}
	}
	return false
}
