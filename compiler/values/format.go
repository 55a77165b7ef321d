package values

import (
	"encoding/base64"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/util/rubybase64"
)

// This file is Puppet's StringConverter: String(value), String(value,
// format) and the %p rendering of values used in messages.

// format is one parsed Puppet format ("%<flags><width>.<prec><verb>").
type format struct {
	orig       string
	verb       byte
	left, alt  bool
	plus       byte // 0, ' ' or '+'
	zero       bool
	delims     byte // one of [ { ( < | or 0
	width      int  // -1 none
	prec       int  // -1 none
	sep, sep2  *string
	containers []typeFormat // container string formats (nil: inherit)
	// typeFormatter marks formatP's format of a Runtime value: Puppet's
	// TypeFormatter writes it (typeFormatterText), not StringConverter.
	typeFormatter bool
}

type typeFormat struct {
	t Type
	f *format
}

var puppetFmtRx = lazyre.New(`^%([\s\[+#0{<(|-]*)([1-9][0-9]*)?(?:\.([0-9]+))?([a-zA-Z])$`)

func parseFormat(s string) (*format, error) {
	if len(s) == 2 && s[0] == '%' && ('a' <= s[1] && s[1] <= 'z' || 'A' <= s[1] && s[1] <= 'Z') {
		// A verb alone ("%s", the default formats): what the expression
		// gives for it, without compiling the expression at start-up.
		return &format{orig: s, verb: s[1], width: -1, prec: -1}, nil
	}
	m := puppetFmtRx.FindStringSubmatch(s)
	if m == nil {
		return nil, errorf("The format '%s' is not a valid format on the form '%%<flags><width>.<prec><format>'", s)
	}
	f := &format{orig: s, verb: m[4][0], width: -1, prec: -1}
	seen := map[rune]bool{}
	for _, c := range m[1] {
		if seen[c] {
			return nil, errorf("The same flag can only be used once, got '%s'", s)
		}
		seen[c] = true
		switch c {
		case '-':
			f.left = true
		case '#':
			f.alt = true
		case '0':
			f.zero = true
		case '+':
			if f.plus == 0 {
				f.plus = '+'
			}
		case ' ', '\t', '\n', '\r', '\f', '\v':
			f.plus = ' '
		case '[', '{', '(', '<', '|':
			if f.delims != 0 {
				return nil, errorf("Only one of the delimiters [ { ( < | can be given in the format flags, got '%s'", s)
			}
			f.delims = byte(c)
		}
	}
	if m[2] != "" {
		f.width = atoiSat(m[2])
	}
	if m[3] != "" {
		f.prec = atoiSat(m[3])
	}
	return f, nil
}

func mustFormat(s string) *format {
	f, err := parseFormat(s)
	if err != nil {
		panic(err)
	}
	return f
}

func strp(s string) *string { return &s }

// delimiterPair is Format#delimiter_pair.
func (f *format) delimiterPair(def [2]string) [2]string {
	d := f.delims
	if d == 0 {
		if f.plus == ' ' {
			return [2]string{"", ""}
		}
		return def
	}
	switch d {
	case '[':
		return [2]string{"[", "]"}
	case '{':
		return [2]string{"{", "}"}
	case '(':
		return [2]string{"(", ")"}
	case '<':
		return [2]string{"<", ">"}
	case '|':
		return [2]string{"|", "|"}
	}
	return def
}

// merge is Format#merge: o's format with separators and container formats
// falling back to f's.
func (f *format) merge(o *format) *format {
	r := *o
	if r.sep == nil {
		r.sep = f.sep
	}
	if r.sep2 == nil {
		r.sep2 = f.sep2
	}
	r.containers = mergeFormats(f.containers, o.containers)
	return &r
}

var (
	defaultContainerFormats = []typeFormat{{theAny, mustFormat("%p")}}
	defaultArrayFormat      = &format{orig: "%a", verb: 'a', width: -1, prec: -1, sep: strp(", "), sep2: strp(", "), containers: defaultContainerFormats}
	defaultHashFormat       = &format{orig: "%h", verb: 'h', width: -1, prec: -1, sep: strp(", "), sep2: strp(" => "), containers: defaultContainerFormats}
	defaultStringFormats    = []typeFormat{
		{theObject, mustFormat("%p")},
		{theFloat, mustFormat("%f")},
		{theNumeric, mustFormat("%d")},
		{theArray, defaultArrayFormat},
		{theHash, defaultHashFormat},
		{theBinary, mustFormat("%B")},
		{theAny, mustFormat("%s")},
	}
	// typeFormatterFormats are formatP's: the defaults, with the values
	// the TypeFormatter writes its own way (typeFormatterValue) written
	// so, at the top and inside collections.
	typeFormatterFormats = func() []typeFormat {
		own := &format{orig: "%s", verb: 's', width: -1, prec: -1, typeFormatter: true}
		var kinds []typeFormat
		for _, t := range []Type{theRuntime, theBinary, theSensitive, theTimestamp, theTimespan, theSemVer, theSemVerRange} {
			kinds = append(kinds, typeFormat{t, own})
		}
		containers := append(kinds[:len(kinds):len(kinds)], typeFormat{theAny, mustFormat("%p")})
		array, hash := *defaultArrayFormat, *defaultHashFormat
		array.containers, hash.containers = containers, containers
		return mergeFormats(defaultStringFormats, append(kinds, typeFormat{theArray, &array}, typeFormat{theHash, &hash}))
	}()
)

// mergeFormats is Format.merge_string_formats.
func mergeFormats(lower, higher []typeFormat) []typeFormat {
	if lower == nil || higher == nil {
		if lower == nil {
			return higher
		}
		return lower
	}
	var kept []typeFormat
	for _, l := range lower {
		drop := false
		for _, h := range higher {
			if !typesEqual(h.t, l.t) && assignable(h.t, l.t, nil) {
				drop = true
				break
			}
		}
		if !drop {
			kept = append(kept, l)
		}
	}
	var merged []typeFormat
	find := func(list []typeFormat, t Type) *format {
		for _, e := range list {
			if typesEqual(e.t, t) {
				return e.f
			}
		}
		return nil
	}
	seen := func(t Type) bool { return find(merged, t) != nil }
	for _, e := range append(append([]typeFormat(nil), kept...), higher...) {
		if seen(e.t) {
			continue
		}
		l, h := find(kept, e.t), find(higher, e.t)
		var f *format
		switch {
		case l == nil:
			f = h
		case h == nil:
			f = l
		default:
			f = l.merge(h)
		}
		merged = append(merged, typeFormat{e.t, f})
	}
	sortFormats(merged)
	return merged
}

func typeRank(t Type) int {
	switch t.(type) {
	case *StructT:
		return 1
	case *HashT:
		return 2
	case *TupleT:
		return 3
	case *ArrayT:
		return 4
	case *PatternT:
		return 10
	case *EnumT:
		return 11
	case *StringT:
		return 12
	}
	return 0
}

func sortFormats(fs []typeFormat) {
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := fs[i].t, fs[j].t
		if typesEqual(a, b) {
			return false
		}
		ab := assignable(b, a, nil)
		ba := assignable(a, b, nil)
		if ab && !ba {
			return true
		}
		if !ab && ba {
			return false
		}
		ra, rb := typeRank(a), typeRank(b)
		if ra == 0 || rb == 0 {
			return a.String() < b.String()
		}
		return ra < rb
	})
}

func getFormat(t Type, formats []typeFormat) *format {
	for _, e := range formats {
		if assignable(e.t, t, nil) {
			return e.f
		}
	}
	return mustFormat("%s")
}

// formatErr is StringConverter::FormatError.
func formatErr(typeName string, verb byte, expected string) error {
	return errorf("Illegal format '%c' specified for value of %s type - expected one of the characters '%s'", verb, typeName, expected)
}

// StringFormat converts v to a string as Puppet's String.new(v, format):
// format is nil or Default (Puppet's defaults), a format string such as
// "%x" (applied to v, or to arrays/hashes as their container format), or a
// hash mapping types to formats (or to container formats, hashes with
// format, separator, separator2 and string_formats).
func StringFormat(v Value, fmtArg Value) (_ string, err error) {
	// The type of v is inferred first, which stops past max_value_size
	// as the writers do (limits.go): an error here.
	defer CatchPanic(&err)
	return stringFormat(defaultStringFormats, v, fmtArg)
}

// stringFormat is StringFormat over the given default formats.
func stringFormat(defaults []typeFormat, v Value, fmtArg Value) (string, error) {
	formats := defaults
	vt := TypeOf(v)
	switch f := fmtArg.(type) {
	case nil, Default:
	case string:
		pf, err := parseFormat(f)
		if err != nil {
			return "", err
		}
		var key Type = vt
		if assignable(theArray, vt, nil) {
			key = theArray
		} else if assignable(theHash, vt, nil) {
			key = theHash
		}
		formats = mergeFormats(defaults, []typeFormat{{key, pf}})
	case *Hash:
		user, err := formatMapFromHash(f)
		if err != nil {
			return "", err
		}
		formats = mergeFormats(defaults, user)
	default:
		return "", errorf("string conversion expects a Default value or a Hash of type to format mappings, got a '%s'", RubyClass(fmtArg))
	}
	var b strings.Builder
	if err := convertValue(&b, vt, v, formats, indentation{first: true}); err != nil {
		return "", err
	}
	return b.String(), nil
}

func formatMapFromHash(h *Hash) ([]typeFormat, error) {
	var out []typeFormat
	for i := 0; i < h.Len(); i++ {
		k, v := h.At(i)
		t, ok := k.(Type)
		if !ok {
			return nil, errorf("top level keys in the format hash must be data types, got instance of '%s'", RubyClass(k))
		}
		var f *format
		switch x := v.(type) {
		case *Hash:
			cf, err := containerFormat(x)
			if err != nil {
				return nil, err
			}
			f = cf
		case string:
			pf, err := parseFormat(x)
			if err != nil {
				return nil, err
			}
			f = pf
		default:
			return nil, errorf("The format '%s' is not a valid format on the form '%%<flags><width>.<prec><format>'", rubyToS(v))
		}
		out = append(out, typeFormat{t, f})
	}
	return out, nil
}

func containerFormat(h *Hash) (*format, error) {
	for _, k := range h.Keys() {
		switch k {
		case "separator", "separator2", "format", "string_formats":
		default:
			return nil, errorf("only 'separator', 'separator2', 'format', 'string_formats' are allowed in a container format, got %s", rubyInspect(h))
		}
	}
	fs, _ := h.GetString("format")
	s, _ := fs.(string)
	f, err := parseFormat(s)
	if err != nil {
		return nil, err
	}
	if v, ok := h.GetString("separator"); ok {
		if s, ok := v.(string); ok {
			f.sep = strp(s)
		}
	}
	if v, ok := h.GetString("separator2"); ok {
		if s, ok := v.(string); ok {
			f.sep2 = strp(s)
		}
	}
	if v, ok := h.GetString("string_formats"); ok && v != nil {
		sh, ok := v.(*Hash)
		if !ok {
			return nil, errorf("expected a hash with type to format mappings, got instance of '%s'", RubyClass(v))
		}
		cf, err := formatMapFromHash(sh)
		if err != nil {
			return nil, err
		}
		f.containers = cf
	}
	return f, nil
}

// indentation is StringConverter::Indentation.
type indentation struct {
	level     int
	first     bool
	indenting bool
}

func (i indentation) subsequent() indentation {
	if i.first {
		return indentation{i.level, false, i.indenting}
	}
	return i
}
func (i indentation) withIndenting(f bool) indentation { return indentation{i.level, i.first, f} }
func (i indentation) increase(f bool) indentation      { return indentation{i.level + 1, true, f} }
func (i indentation) breaks() bool                     { return i.indenting && i.level > 0 && !i.first }
func (i indentation) padding() string                  { return strings.Repeat(" ", 2*i.level) }

func isContainerType(t Type) bool {
	switch t.(type) {
	case *ArrayT, *HashT, *StructT, *TupleT:
		return true
	}
	return false
}

func isArrayOrHash(v Value) bool {
	switch v.(type) {
	case []Value, *Hash:
		return true
	}
	return false
}

// kformat is Kernel.format with a single argument.
func kformat(f string, v Value) (string, error) {
	return rubyFormat(f, []Value{v})
}

func convertValue(b *strings.Builder, vt Type, v Value, formats []typeFormat, ind indentation) error {
	f := getFormat(vt, formats)
	switch vt.(type) {
	case *ArrayT, *TupleT:
		if it, ok := v.(*Iterator); ok {
			v = it.ToArray()
		}
		return convertArray(b, v.([]Value), vt, f, formats, ind)
	case *HashT, *StructT:
		return convertHash(b, v.(*Hash), vt, f, formats, ind)
	case *IteratorT:
		a := v.(*Iterator).ToArray()
		return convertValue(b, TypeOf(a), a, formats, ind)
	}
	if f.typeFormatter {
		b.WriteString(typeFormatterValue(v))
		return nil
	}
	var s string
	var err error
	switch x := v.(type) {
	case string:
		s, err = convertString(f, x)
	case int64:
		s, err = convertInt(f, x, ind)
	case *big.Int:
		s, err = convertBigInt(f, x)
	case float64:
		s, err = convertFloat(f, x)
	case bool:
		s, err = convertBool(f, x, ind)
	case nil:
		s, err = convertUndef(f)
	case Default:
		s, err = convertDefault(f)
	case *Regexp:
		s, err = convertRegexp(f, x)
	case *Binary:
		s, err = convertBinary(f, x)
	case Type:
		s, err = convertType(f, x)
	case RubyObject:
		s, err = convertRuntime(f, x)
	case *Object:
		s, err = convertObject(f, x)
	default:
		s, err = kformat(f.orig, v)
	}
	if err != nil {
		return err
	}
	b.WriteString(s)
	return nil
}

// applyStringFlags pads/truncates a literal as apply_string_flags.
func applyStringFlags(f *format, s string) (string, error) {
	if f.width > maxFormatWidth || f.prec > maxFormatWidth {
		return "", errorf("width too big")
	}
	if f.left || f.width >= 0 || f.prec >= 0 {
		fs := "%"
		if f.left {
			fs += "-"
		}
		if f.width >= 0 {
			fs += strconv.Itoa(f.width)
		}
		if f.prec >= 0 {
			fs += "." + strconv.Itoa(f.prec)
		}
		return kformat(fs+"s", s)
	}
	return s, nil
}

func convertString(f *format, s string) (string, error) {
	switch f.verb {
	case 's':
		return kformat(f.orig, s)
	case 'p':
		if f.alt {
			return applyStringFlags(f, puppetDoubleQuote(s))
		}
		return applyStringFlags(f, PuppetQuote(s))
	case 'c', 'C', 'u', 'd', 't':
		var c string
		switch f.verb {
		case 'c':
			c = rubyCapitalize(s)
		case 'C':
			segs := strings.Split(s, "::")
			for i, seg := range segs {
				segs[i] = rubyCapitalize(seg)
			}
			c = strings.Join(segs, "::")
		case 'u':
			c = rubyUpcase(s)
		case 'd':
			c = rubyDowncase(s)
		case 't':
			c = strings.Trim(s, " \t\n\v\f\r\x00")
		}
		if f.alt {
			return applyStringFlags(f, PuppetQuote(c))
		}
		return kformat(strings.ReplaceAll(f.orig, string(f.verb), "s"), c)
	}
	return "", formatErr("String", f.verb, "cCudspt")
}

func convertInt(f *format, n int64, ind indentation) (string, error) {
	switch f.verb {
	case 'd', 'x', 'X', 'o', 'b', 'B', 'p':
		return kformat(f.orig, n)
	case 'e', 'E', 'f', 'g', 'G', 'a', 'A':
		return kformat(f.orig, float64(n))
	case 'c':
		ch := string(rune(n))
		if f.alt {
			ch = `"` + ch + `"`
		}
		return kformat(strings.ReplaceAll(f.orig, "c", "s"), ch)
	case 's':
		r := "s"
		if f.alt {
			r = "p"
		}
		return kformat(strings.ReplaceAll(f.orig, "s", r), strconv.FormatInt(n, 10))
	}
	return "", formatErr("Integer", f.verb, "dxXobBeEfgGaAspc")
}

// convertBigInt is string_PIntegerType for a Ruby Integer past 64 bits:
// Ruby's format with the Bignum, a Float for the float verbs.
func convertBigInt(f *format, x *big.Int) (string, error) {
	switch f.verb {
	case 'd', 'x', 'X', 'o', 'b', 'B', 'p':
		return kformat(f.orig, x)
	case 'e', 'E', 'f', 'g', 'G', 'a', 'A':
		fl, _ := new(big.Float).SetInt(x).Float64()
		return kformat(f.orig, fl)
	case 's':
		r := "s"
		if f.alt {
			r = "p"
		}
		return kformat(strings.ReplaceAll(f.orig, "s", r), x.String())
	}
	return "", formatErr("Integer", f.verb, "dxXobBeEfgGaAspc")
}

func convertFloat(f *format, x float64) (string, error) {
	switch f.verb {
	case 'd', 'x', 'X', 'o', 'b', 'B':
		i, err := rubyToInteger(x)
		if err != nil {
			return "", err
		}
		return rubyFormat(f.orig, []Value{bigToValue(i)})
	case 'e', 'E', 'f', 'g', 'G', 'a', 'A', 'p':
		return kformat(f.orig, x)
	case 's':
		s := FormatFloat(x)
		if f.alt {
			s = `"` + s + `"`
		}
		return kformat(f.orig, s)
	}
	return "", formatErr("Float", f.verb, "dxXobBeEfgGaAsp")
}

func bigToValue(i interface{ IsInt64() bool }) Value {
	type int64er interface{ Int64() int64 }
	if i.IsInt64() {
		return i.(int64er).Int64()
	}
	return rubyObj{toS: i.(interface{ String() string }).String()}
}

func convertBool(f *format, x bool, ind indentation) (string, error) {
	pick := func(s string) (string, error) {
		if f.alt {
			s = s[:1]
		}
		return applyStringFlags(f, s)
	}
	switch f.verb {
	case 't':
		return pick(strconv.FormatBool(x))
	case 'T':
		return pick(rubyCapitalize(strconv.FormatBool(x)))
	case 'y':
		if x {
			return pick("yes")
		}
		return pick("no")
	case 'Y':
		if x {
			return pick("Yes")
		}
		return pick("No")
	case 'd', 'x', 'X', 'o', 'b', 'B':
		n := int64(0)
		if x {
			n = 1
		}
		return convertInt(f, n, ind)
	case 'e', 'E', 'f', 'g', 'G', 'a', 'A':
		n := 0.0
		if x {
			n = 1.0
		}
		return convertFloat(f, n)
	case 's', 'p':
		return applyStringFlags(f, strconv.FormatBool(x))
	}
	return "", formatErr("Boolean", f.verb, "tTyYdxXobBeEfgGaAsp")
}

// pick is plain, or alt under the # flag.
func (f *format) pick(plain, alt string) string {
	if f.alt {
		return alt
	}
	return plain
}

// The words undef and default are written as, by format letter: the plain
// form and the one under the # flag.
var (
	undefWords = map[byte][2]string{
		'n': {"nil", "null"}, 'u': {"undef", "undefined"},
		'd': {"NaN", "NaN"}, 'x': {"NaN", "NaN"}, 'X': {"NaN", "NaN"}, 'o': {"NaN", "NaN"}, 'b': {"NaN", "NaN"},
		'B': {"NaN", "NaN"}, 'e': {"NaN", "NaN"}, 'E': {"NaN", "NaN"}, 'f': {"NaN", "NaN"}, 'g': {"NaN", "NaN"},
		'G': {"NaN", "NaN"}, 'a': {"NaN", "NaN"}, 'A': {"NaN", "NaN"},
		'v': {"n/a", "n/a"}, 'V': {"N/A", "N/A"}, 's': {"", `""`}, 'p': {"undef", `"undef"`},
	}
	defaultWords = map[byte][2]string{
		'd': {"default", `"default"`}, 's': {"default", `"default"`}, 'p': {"default", `"default"`},
		'D': {"Default", `"Default"`},
	}
)

func convertUndef(f *format) (string, error) {
	return convertWord(f, "Undef", "nudxXobBeEfgGaAvVsp", undefWords)
}

func convertDefault(f *format) (string, error) {
	return convertWord(f, "Default", "dDsp", defaultWords)
}

// convertWord writes undef or default (typeName) as words gives it for the
// format's letter, one of verbs.
func convertWord(f *format, typeName, verbs string, words map[byte][2]string) (string, error) {
	w, ok := words[f.verb]
	if !ok {
		return "", formatErr(typeName, f.verb, verbs)
	}
	return applyStringFlags(f, f.pick(w[0], w[1]))
}

func convertRegexp(f *format, r *Regexp) (string, error) {
	switch f.verb {
	case 'p':
		s := r.String()
		if f.orig == "%p" {
			return s, nil
		}
		return kformat(strings.ReplaceAll(f.orig, "p", "s"), s)
	case 's':
		s := r.PlainString()
		if f.alt {
			s = PuppetQuote(s)
		}
		if f.orig == "%s" {
			return s, nil
		}
		return kformat(f.orig, s)
	}
	return "", formatErr("Regexp", f.verb, "sp")
}

func convertBinary(f *format, x *Binary) (string, error) {
	sub := "s"
	if f.alt {
		sub = "p"
	}
	std := base64.StdEncoding.EncodeToString(x.Bytes)
	switch f.verb {
	case 's':
		s := string(x.Bytes)
		if !utf8.ValidString(s) && !f.alt {
			s = strings.ToValidUTF8(s, "\uFFFD")
		}
		return kformat(strings.ReplaceAll(f.orig, "s", sub), s)
	case 'p':
		s, err := kformat(strings.ReplaceAll(f.orig, "p", "s"), std)
		return `Binary("` + s + `")`, err
	case 'b':
		return kformat(strings.ReplaceAll(f.orig, "b", sub), rubybase64.Encode64(string(x.Bytes)))
	case 'B':
		return kformat(strings.ReplaceAll(f.orig, "B", sub), std)
	case 'u':
		return kformat(strings.ReplaceAll(f.orig, "u", sub), base64.URLEncoding.EncodeToString(x.Bytes))
	case 't':
		return kformat(strings.ReplaceAll(f.orig, "t", sub), "Binary")
	case 'T':
		return kformat(strings.ReplaceAll(f.orig, "T", sub), "BINARY")
	}
	return "", formatErr("Binary", f.verb, "bButTsp")
}

// convertRuntime is string_PRuntimeType for a Ruby object Puppet keeps as
// it is (a Symbol a function returned): its to_s (%s, the default at the
// top), that quoted as a Puppet string (%p, the default inside a
// collection), or its inspect (%q). Puppet applies no width or flags.
func convertRuntime(f *format, o RubyObject) (string, error) {
	switch f.verb {
	case 's':
		return o.Text, nil
	case 'p':
		return PuppetQuote(o.Text), nil
	case 'q':
		return rubyObjectInspect(o), nil
	}
	return "", formatErr("Runtime", f.verb, "spq")
}

// convertObject is string_PObjectType: the TypeFormatter's rendering
// (%p, the default), the object's to_s (%s) or its inspect (%q). Puppet
// applies no width or flags.
func convertObject(f *format, o *Object) (string, error) {
	switch f.verb {
	case 'p':
		return o.String(), nil
	case 's':
		return o.ToS(), nil
	case 'q':
		return rubyInspect(o), nil
	}
	return "", formatErr("Object", f.verb, "spq")
}

// typeFormatterValue is how Puppet's TypeFormatter writes the values it
// does not write as StringConverter's %p (type_formatter.rb): a version,
// version range, time or duration as its text in single quotes, a Binary
// or a Sensitive, which it has no method for, as "Instance of" its type
// (string_Object: TypeCalculator.infer, golden fix12_deferred_string_forms),
// a Ruby object by typeFormatterText.
func typeFormatterValue(v Value) string {
	switch x := v.(type) {
	case RubyObject:
		return typeFormatterText(x)
	case *Binary, *Sensitive:
		return "Instance of " + TypeOfGeneralized(v).String()
	}
	return "'" + ToString(v) + "'"
}

// typeFormatterText is how Puppet's TypeFormatter writes a Ruby object it
// keeps as it is: a Symbol as its name (string_Symbol), any other object
// as "Instance of" its type (string_Object).
func typeFormatterText(o RubyObject) string {
	if o.IsSymbol() {
		return o.Text
	}
	return "Instance of " + o.RuntimeType().String()
}

func convertType(f *format, t Type) (string, error) {
	switch f.verb {
	case 's':
		s := t.String()
		if f.alt {
			s = `"` + s + `"`
		}
		return kformat(f.orig, s)
	case 'p':
		return kformat(strings.ReplaceAll(f.orig, "p", "s"), t.String())
	}
	return "", formatErr("Type", f.verb, "sp")
}

// collectionParts is the element separator and the formats of nested
// containers of an array's or a hash's format (", " and the default
// formats when it sets none).
func (f *format) collectionParts() (sep string, containers []typeFormat) {
	sep, containers = ", ", f.containers
	if f.sep != nil {
		sep = *f.sep
	}
	if containers == nil {
		containers = defaultContainerFormats
	}
	return sep, containers
}

// elementType is the inferred type of a's element i, read from a's own
// inferred type at when it is a Tuple of them (no walk of the element
// again: a value nested n levels deep would be walked n times, n²/2 elements
// in all); else inferred.
func elementType(at Type, a []Value, i int) Type {
	if tt, ok := at.(*TupleT); ok && len(tt.Types) == len(a) {
		return tt.Types[i]
	}
	return TypeOf(a[i])
}

// entryType is elementType for the value of h's entry i (k its key).
func entryType(ht Type, h *Hash, i int, k, v Value) Type {
	if st, ok := ht.(*StructT); ok && len(st.Elements) == h.Len() {
		if s, ok := k.(string); ok && st.Elements[i].Name == s {
			return st.Elements[i].Value
		}
	}
	return TypeOf(v)
}

func convertArray(b *strings.Builder, a []Value, at Type, f *format, formats []typeFormat, ind indentation) error {
	sep, containers := f.collectionParts()
	delims := f.delimiterPair([2]string{"[", "]"})
	ind = ind.withIndenting(f.alt || ind.indenting)
	switch f.verb {
	case 'a', 's', 'p':
	default:
		return formatErr("Array", f.verb, "asp")
	}
	var buf strings.Builder
	if ind.breaks() {
		buf.WriteString("\n")
		buf.WriteString(ind.padding())
	}
	buf.WriteString(delims[0])
	child := ind.increase(f.alt)
	mapped := make([]string, len(a))
	total := 0
	for i, e := range a {
		if child.first {
			child = child.subsequent()
		}
		et := elementType(at, a, i)
		fm := containers
		if isContainerType(et) {
			fm = formats
		}
		var eb strings.Builder
		if err := convertValue(&eb, et, e, fm, child); err != nil {
			return err
		}
		mapped[i] = eb.String()
		// The elements' texts are joined below: bounded as they are made
		// (an Array holding the same big value many times).
		if total += len(mapped[i]); int64(total) > MaxValueSize() {
			return outputTooLarge()
		}
	}
	szBreak := false
	if f.alt && f.width >= 0 {
		widest := []int{0}
		for i, e := range a {
			if isArrayOrHash(e) {
				widest = append(widest, 0)
			} else {
				widest[len(widest)-1] += utf8.RuneCountInString(mapped[i])
			}
		}
		max := 0
		for _, w := range widest {
			if w > max {
				max = w
			}
		}
		szBreak = max > f.width
	}
	child = ind.increase(f.alt)
	for i, e := range a {
		s := mapped[i]
		if child.first {
			child = child.subsequent()
			if szBreak && !isArrayOrHash(e) {
				buf.WriteByte(' ')
			}
		} else {
			buf.WriteString(sep)
			if szBreak && !isArrayOrHash(e) || f.alt && i > 0 && isArrayOrHash(a[i-1]) && !isArrayOrHash(e) {
				cur := buf.String()
				if !strings.HasSuffix(cur, "\n") {
					cur = strings.TrimRight(cur, " \t\n\v\f\r\x00")
					buf.Reset()
					buf.WriteString(cur)
				}
				buf.WriteString("\n")
				buf.WriteString(child.padding())
			}
		}
		if strings.HasSuffix(buf.String(), " ") && strings.HasPrefix(s, "\n") {
			cur := strings.TrimRight(buf.String(), " \t\n\v\f\r\x00")
			buf.Reset()
			buf.WriteString(cur)
		}
		buf.WriteString(s)
	}
	buf.WriteString(delims[1])
	b.WriteString(buf.String())
	return nil
}

func convertHash(b *strings.Builder, h *Hash, ht Type, f *format, formats []typeFormat, ind indentation) error {
	sep, containers := f.collectionParts()
	assoc := " => "
	if f.sep2 != nil {
		assoc = *f.sep2
	}
	delims := f.delimiterPair([2]string{"{", "}"})
	if f.alt {
		if !strings.HasSuffix(sep, "\n") {
			sep = strings.TrimRight(sep, " \t\n\v\f\r\x00")
		}
		sep += "\n"
	}
	switch f.verb {
	case 'a':
		pairs := hashToPairs(h)
		return convertValue(b, TypeOf(pairs), pairs, formats, ind)
	case 'h', 's', 'p':
	default:
		return formatErr("Hash", f.verb, "hasp")
	}
	ind = ind.withIndenting(f.alt || ind.indenting)
	if ind.breaks() {
		b.WriteString("\n")
		b.WriteString(ind.padding())
	}
	child := ind.increase(false)
	condBreak, padding := "", ""
	if f.alt {
		condBreak = "\n"
		padding = child.padding()
	}
	b.WriteString(delims[0])
	b.WriteString(condBreak)
	for i := 0; i < h.Len(); i++ {
		if int64(b.Len()) > MaxValueSize() {
			return outputTooLarge()
		}
		if i > 0 {
			b.WriteString(sep)
		}
		k, v := h.At(i)
		kt, vt := TypeOf(k), entryType(ht, h, i, k, v)
		kf, vf := containers, containers
		if isContainerType(kt) {
			kf = formats
		}
		if isContainerType(vt) {
			vf = formats
		}
		b.WriteString(padding)
		if err := convertValue(b, kt, k, kf, child); err != nil {
			return err
		}
		b.WriteString(assoc)
		if err := convertValue(b, vt, v, vf, child); err != nil {
			return err
		}
	}
	if f.alt {
		b.WriteString(condBreak)
		b.WriteString(ind.padding())
	}
	b.WriteString(delims[1])
	return nil
}

// formatP renders v as Puppet's TypeFormatter shows values in types,
// objects and messages: as String(v, '%p') does (strings quoted), except
// Ruby objects at any depth (typeFormatterText).
func formatP(v Value) string {
	if o, ok := v.(RubyObject); ok {
		return typeFormatterText(o)
	}
	s, err := stringFormat(typeFormatterFormats, v, "%p")
	if err != nil {
		return ToString(v)
	}
	return s
}

// Sprintf is Puppet's sprintf function: Ruby's Kernel#format applied to the
// arguments as a 3.x function receives them (a top-level undef is the empty
// string, regexps their /source/ text, resource references Ruby's
// Puppet::Resource). Named references %<name>s and %{name} take a hash
// argument.
func Sprintf(format string, args []Value) (string, error) {
	return sprintf(format, args, "")
}

// RubyFormat is Ruby's Kernel#format (String#%) as module Ruby calls it:
// Sprintf's rules, except that a nil argument stays nil, as in Ruby
// ('%s' % nil is "", '%d' % nil a TypeError "can't convert nil into
// Integer"), where Puppet's sprintf() gets undef as "" from its 3.x
// argument conversion.
func RubyFormat(format string, args []Value) (string, error) {
	return sprintf(format, args, nil)
}

func sprintf(format string, args []Value, nilArg Value) (string, error) {
	conv := make([]Value, len(args))
	for i, a := range args {
		if a == nil {
			conv[i] = nilArg
		} else {
			conv[i] = convert3x(a)
		}
	}
	s, err := rubyFormat(format, conv)
	if err != nil {
		if ke, ok := err.(*keyError); ok {
			_ = ke
			return "", errorf("%s", err.Error())
		}
		return "", err
	}
	return s, nil
}

// convert3x is Runtime3FunctionArgumentConverter for nested values.
func convert3x(v Value) Value {
	switch x := v.(type) {
	case *Regexp:
		return rubyInspect(x) // Runtime3Converter: o.inspect
	case SemVer, *SemVerRange, *Binary, Timespan, Timestamp, *BigTimestamp:
		return rubyToS(x)
	case []Value:
		out := make([]Value, len(x))
		for i, e := range x {
			out[i] = convert3x(e)
		}
		return out
	case *Hash:
		out := NewHash(x.Len())
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			out.Put(convert3x(k), convert3x(e))
		}
		return out
	case *ResourceT:
		if x.TypeName != "" {
			t := x.TypeName
			if strings.EqualFold(t, "class") {
				return rubyObj{toS: "Class[" + CapitalizeSegments(x.Title) + "]", inspect: "Class[" + CapitalizeSegments(x.Title) + "]"}
			}
			s := t + "[" + x.Title + "]"
			return rubyObj{toS: s, inspect: s}
		}
	case *ClassT:
		if x.ClassName != "" {
			s := "Class[" + CapitalizeSegments(x.ClassName) + "]"
			return rubyObj{toS: s, inspect: s}
		}
	}
	return v
}
