package psych

import (
	"bytes"
	"errors"
	"io"
	"math"
	"math/big"
	"regexp"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/punch-dev/punch/compiler/ruby/rlib/base64"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
)

// LoadOptions are the options of YAML.load, YAML.safe_load and
// YAML.unsafe_load (Psych 4).
type LoadOptions struct {
	// Unsafe permits every class (YAML.unsafe_load); otherwise only
	// PermittedClasses (class names: "Symbol", "Date", "Time", "Range",
	// "Regexp", or a class of an object tag) beyond the core data types.
	Unsafe           bool
	PermittedClasses []string
	// PermittedSymbols, when not empty, are the only Symbols allowed.
	PermittedSymbols []string
	// Aliases allows aliases (*name); otherwise any alias is
	// Psych::BadAlias.
	Aliases bool
	// SymbolizeNames makes String keys of untagged mappings Symbols.
	SymbolizeNames bool
	// Filename names the input in syntax errors ("(<unknown>)" without).
	Filename string
	// Fallback is the result for an input without a document.
	Fallback rv.Value
	// Freeze (freeze: true) asks for the loaded values deeply frozen;
	// the binding freezes them (the fallback stays as given).
	Freeze bool
	// Resolve, when set, is asked for every class a tag names once it is
	// permitted: an error (ArgumentError "undefined class/module Foo")
	// when the class does not exist, as Psych's class loader raises.
	Resolve func(class string) error
}

// DefaultLoadOptions are YAML.load's: Symbol permitted, no aliases.
func DefaultLoadOptions() LoadOptions { return LoadOptions{PermittedClasses: []string{"Symbol"}} }

// SafeLoadOptions are YAML.safe_load's: no class, no alias.
func SafeLoadOptions() LoadOptions { return LoadOptions{} }

// UnsafeLoadOptions are YAML.unsafe_load's: every class, aliases, false
// for an empty input.
func UnsafeLoadOptions() LoadOptions {
	return LoadOptions{Unsafe: true, Aliases: true, Fallback: false}
}

// Merge reads the keyword arguments of load/safe_load (Symbol keys):
// permitted_classes (class names as Strings or as the runtime's class
// names, which the binding turns into Strings), permitted_symbols,
// aliases, symbolize_names, filename, fallback, freeze.
func (o *LoadOptions) Merge(kw *rv.Hash) {
	if kw == nil {
		return
	}
	names := func(v rv.Value) []string {
		var out []string
		if a, ok := v.(*rv.Array); ok {
			for _, e := range a.Elems {
				out = append(out, rv.ToS(e))
			}
		}
		return out
	}
	if v, ok := kw.Get(rv.Symbol("permitted_classes")); ok {
		o.PermittedClasses = names(v)
	}
	if v, ok := kw.Get(rv.Symbol("permitted_symbols")); ok {
		o.PermittedSymbols = names(v)
	}
	if v, ok := kw.Get(rv.Symbol("aliases")); ok {
		o.Aliases = truthy(v)
	}
	if v, ok := kw.Get(rv.Symbol("symbolize_names")); ok {
		o.SymbolizeNames = truthy(v)
	}
	if v, ok := kw.Get(rv.Symbol("filename")); ok && v != nil {
		o.Filename = rv.ToS(v)
	}
	if v, ok := kw.Get(rv.Symbol("fallback")); ok {
		o.Fallback = v
	}
	if v, ok := kw.Get(rv.Symbol("freeze")); ok {
		o.Freeze = truthy(v)
	}
}

// MaxLoadDepth bounds the nesting Load follows.
const MaxLoadDepth = 10000

// Load reads the first document of src as Psych's ToRuby visitor does:
// plain scalars resolved by the scalar scanner, quoted ones as Strings,
// tags as Psych reads them, merge keys, aliases sharing their object.
// Objects of other classes (!ruby/object:Foo) come back as *rv.Object for
// the runtime to make (allocate and set the instance variables, or call
// init_with). Errors: Psych::SyntaxError worded as Psych words it,
// Psych::DisallowedClass, Psych::BadAlias, and ArgumentError where Ruby's
// conversions raise.
func Load(src string, opts LoadOptions) (v rv.Value, err error) {
	var doc yaml.Node
	if err := safeUnmarshal([]byte(src), &doc); err != nil {
		return nil, syntaxError(src, opts.Filename, err)
	}
	if doc.Kind == 0 || len(doc.Content) == 0 {
		return opts.Fallback, nil
	}
	l := &loader{opts: opts, src: src, anchors: map[*yaml.Node]rv.Value{}}
	return l.node(doc.Content[0], 0)
}

func safeUnmarshal(src []byte, n *yaml.Node) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New("yaml: internal error")
		}
	}()
	return yaml.Unmarshal(src, n)
}

var reUnknownAnchor = lazyre.New(`unknown anchor '([^']*)' referenced|anchor '([^']*)' value contains itself`)

// syntaxError words a parse failure as Psych: Psych::SyntaxError "(FILE):
// PROBLEM CONTEXT at line L column C" with libyaml's problem, context and
// the mark of the context (environments/data knows them), or BadAlias for
// an alias of an anchor not (yet) defined.
func syntaxError(src, file string, err error) error {
	if m := reUnknownAnchor.FindStringSubmatch(err.Error()); m != nil {
		return rv.Errorf("Psych::BadAlias", "Unknown alias: "+m[1]+m[2])
	}
	var path rv.Value // Psych::SyntaxError#file: nil without a file name
	if file == "" {
		file = "<unknown>"
	} else {
		path = rv.Str(file)
	}
	_, _, derr := data.DecodeYAML([]byte(src), data.YAMLOptions{})
	var de *data.Error
	if errors.As(derr, &de) && de.Syntax {
		msg := strings.TrimPrefix(de.Msg, "invalid YAML: ")
		e := rv.Errorf("Psych::SyntaxError", "("+file+"): "+msg+" at line "+itoa(de.Line)+" column "+itoa(de.Column))
		// problem_offset: libyaml sets it for reader (encoding) errors,
		// which yaml.v3 reports otherwise; 0 for the others, as Psych's
		var problem, context rv.Value
		if de.Problem != "" {
			problem = &rv.String{S: de.Problem, Enc: rv.USASCII}
		}
		if de.Context != "" {
			context = &rv.String{S: de.Context, Enc: rv.USASCII}
		}
		e.Ivars = []rv.IVar{{Name: "@file", Value: path}, {Name: "@line", Value: int64(de.Line)},
			{Name: "@column", Value: int64(de.Column)}, {Name: "@offset", Value: int64(0)},
			{Name: "@problem", Value: problem}, {Name: "@context", Value: context}}
		return e
	}
	return rv.Errorf("Psych::SyntaxError", "("+file+"): "+strings.TrimPrefix(err.Error(), "yaml: "))
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }

type loader struct {
	opts    LoadOptions
	src     string
	lines   []int
	anchors map[*yaml.Node]rv.Value
}

func disallowed(class string) error {
	return rv.Errorf("Psych::DisallowedClass", "Tried to load unspecified class: "+class)
}

// class is the restricted class loader's find: the class must be
// permitted (unless loading unsafely).
func (l *loader) class(name string) error {
	permitted := l.opts.Unsafe
	for _, c := range l.opts.PermittedClasses {
		if c == name {
			permitted = true
		}
	}
	if !permitted {
		return disallowed(name)
	}
	if l.opts.Resolve != nil {
		return l.opts.Resolve(name)
	}
	return nil
}

// nonSpecific reports whether the quoted scalar n carries the tag "!"
// (yaml.v3 does not keep it; libyaml makes such a scalar plain-implicit,
// so Psych resolves it like a plain one).
func (l *loader) nonSpecific(n *yaml.Node) bool {
	if l.lines == nil {
		l.lines = []int{0}
		for i := 0; i < len(l.src); i++ {
			if l.src[i] == '\n' {
				l.lines = append(l.lines, i+1)
			}
		}
	}
	if n.Line < 1 || n.Line > len(l.lines) {
		return false
	}
	off := l.lines[n.Line-1]
	for col := 1; col < n.Column && off < len(l.src); col++ {
		_, w := utf8.DecodeRuneInString(l.src[off:])
		off += w
	}
	// yaml.v3 places a tagged node at its tag.
	rest := l.src[off:]
	return len(rest) > 1 && rest[0] == '!' && (rest[1] == ' ' || rest[1] == '\t')
}

// symbol is the class loader's symbolize.
func (l *loader) symbol(name string) (rv.Value, error) {
	if len(l.opts.PermittedSymbols) > 0 && !l.opts.Unsafe {
		found := false
		for _, s := range l.opts.PermittedSymbols {
			if s == name {
				found = true
			}
		}
		if !found {
			return nil, disallowed("Symbol")
		}
	}
	if err := l.class("Symbol"); err != nil {
		return nil, err
	}
	return rv.Symbol(name), nil
}

// tag is the node's explicit tag in full ("tag:yaml.org,2002:str" for
// !!str), "" when it has none.
func tag(n *yaml.Node) string {
	if n.Style&yaml.TaggedStyle == 0 {
		return ""
	}
	if strings.HasPrefix(n.Tag, "!!") {
		return "tag:yaml.org,2002:" + n.Tag[2:]
	}
	return n.Tag
}

func (l *loader) register(n *yaml.Node, v rv.Value) rv.Value {
	if n.Anchor != "" {
		l.anchors[n] = v
	}
	return v
}

func (l *loader) node(n *yaml.Node, depth int) (rv.Value, error) {
	if depth > MaxLoadDepth {
		return nil, rv.Errorf("SystemStackError", "stack level too deep")
	}
	switch n.Kind {
	case yaml.AliasNode:
		if !l.opts.Aliases {
			return nil, rv.Errorf("Psych::BadAlias", "Unknown alias: "+n.Value)
		}
		v, ok := l.anchors[n.Alias]
		if !ok {
			return nil, rv.Errorf("Psych::BadAlias", "Unknown alias: "+n.Value)
		}
		return v, nil
	case yaml.ScalarNode:
		v, err := l.scalar(n)
		if err != nil {
			return nil, err
		}
		return l.register(n, v), nil
	case yaml.SequenceNode:
		return l.sequence(n, depth)
	case yaml.MappingNode:
		return l.mapping(n, depth)
	case yaml.DocumentNode:
		if len(n.Content) == 0 {
			return nil, nil
		}
		return l.node(n.Content[0], depth)
	}
	return nil, rv.Errorf("Psych::SyntaxError", "unexpected YAML node")
}

var reRubyRegexp = regexp.MustCompile(`(?s)^/(.*)/([mixn]*)$`)

// scalar is ToRuby#deserialize.
func (l *loader) scalar(n *yaml.Node) (rv.Value, error) {
	t := tag(n)
	quoted := t == "" && n.Style&(yaml.SingleQuotedStyle|yaml.DoubleQuotedStyle|yaml.LiteralStyle|yaml.FoldedStyle) != 0
	if quoted && l.nonSpecific(n) {
		quoted, t = false, "!"
	}
	if quoted {
		return rv.Str(n.Value), nil
	}
	if t == "" || t == "!" {
		return l.tokenize(n.Value)
	}
	switch {
	case t == "!binary" || t == "tag:yaml.org,2002:binary":
		return rv.BinStr([]byte(base64.Decode64(n.Value))), nil
	case t == "tag:yaml.org,2002:str" || t == "!str" || t == "!ruby/string":
		return rv.Str(n.Value), nil
	case strings.HasPrefix(t, "!str:") || strings.HasPrefix(t, "!ruby/string:"):
		name := t[strings.IndexByte(t, ':')+1:]
		if err := l.class(name); err != nil {
			return nil, err
		}
		return nil, unsupported("a String subclass (" + t + ")")
	case t == "tag:yaml.org,2002:float" || t == "!float":
		v, err := l.tokenize(n.Value)
		if err != nil {
			return nil, err
		}
		return toFloat(v)
	case t == "!ruby/regexp":
		if err := l.class("Regexp"); err != nil {
			return nil, err
		}
		m := reRubyRegexp.FindStringSubmatch(n.Value)
		if m == nil {
			return nil, rv.Errorf("TypeError", "no implicit conversion of nil into String")
		}
		return &rv.Regexp{Source: m[1], Options: values.RegexpOptions(m[2])}, nil
	case t == "!ruby/range":
		if err := l.class("Range"); err != nil {
			return nil, err
		}
		i := strings.Index(n.Value, "..")
		if i < 0 {
			return nil, rv.Errorf("ArgumentError", "bad value for range")
		}
		op := ".."
		if strings.HasPrefix(n.Value[i:], "...") {
			op = "..."
		}
		b, err := l.tokenize(n.Value[:i])
		if err != nil {
			return nil, err
		}
		e, err := l.tokenize(n.Value[i+len(op):])
		if err != nil {
			return nil, err
		}
		return &rv.Range{Begin: b, End: e, Excl: op == "..."}, nil
	case t == "!ruby/sym" || t == "!ruby/symbol" || strings.HasPrefix(t, "!ruby/sym:") || strings.HasPrefix(t, "!ruby/symbol:"):
		return l.symbol(n.Value)
	case t == "!ruby/class" || t == "!ruby/module":
		if err := l.class(n.Value); err != nil {
			return nil, err
		}
		return nil, unsupported("a class loaded from YAML (" + t + ")")
	case strings.HasPrefix(t, "!ruby/object:"):
		name := strings.TrimPrefix(t, "!ruby/object:")
		if err := l.class(name); err != nil {
			return nil, err
		}
		return nil, unsupported("an object of class " + name + " loaded from a YAML scalar")
	case t == "!ruby/encoding":
		if err := l.class("Encoding"); err != nil {
			return nil, err
		}
		return nil, unsupported("an Encoding loaded from YAML")
	}
	return l.tokenize(n.Value)
}

func unsupported(what string) error {
	return rv.Errorf("NotImplementedError", "not supported by Punch's Ruby runtime: "+what)
}

// toFloat is Kernel#Float of a tokenized value.
func toFloat(v rv.Value) (rv.Value, error) {
	switch x := v.(type) {
	case float64:
		return x, nil
	case int64:
		return float64(x), nil
	case *big.Int:
		f, _ := new(big.Float).SetInt(x).Float64()
		return f, nil
	case *rv.String:
		f, err := rubyFloat(x.S)
		if err != nil {
			return nil, err
		}
		return f, nil
	case nil:
		return nil, rv.Errorf("TypeError", "can't convert nil into Float")
	case bool:
		return nil, rv.Errorf("TypeError", "can't convert "+rv.Inspect(x)+" into Float")
	}
	return nil, rv.Errorf("TypeError", "can't convert "+rv.Inspect(v)+" into Float")
}

// tokenize is ScalarScanner#tokenize with the class loader's checks.
func (l *loader) tokenize(s string) (rv.Value, error) {
	tok, err := tokenize(s)
	if err != nil {
		return nil, err
	}
	switch tok.kind {
	case tokString:
		return rv.Str(s), nil
	case tokNil:
		return nil, nil
	case tokSymbol:
		return l.symbol(string(tok.v.(rv.Symbol)))
	case tokTime:
		if err := l.class("Time"); err != nil {
			return nil, err
		}
		return tok.v, nil
	case tokDate:
		if err := l.class("Date"); err != nil {
			return nil, err
		}
		// A Date has no instance variables; the runtime makes it from
		// its text.
		return &rv.Object{Class: "Date", Ref: dateText(tok.date)}, nil
	case tokFloat:
		if f, ok := tok.v.(float64); ok && math.IsNaN(f) {
			return math.NaN(), nil
		}
	}
	return tok.v, nil
}

func dateText(d civilDate) string {
	p := func(n, w int) string {
		s := itoa(n)
		for len(s) < w {
			s = "0" + s
		}
		return s
	}
	return p(d.y, 4) + "-" + p(d.m, 2) + "-" + p(d.d, 2)
}

func (l *loader) sequence(n *yaml.Node, depth int) (rv.Value, error) {
	t := tag(n)
	switch {
	case t == "!omap" || t == "tag:yaml.org,2002:omap":
		// Psych::Omap (a Hash) of one-pair mappings; Psych makes it
		// without asking its class loader.
		h := rv.NewHash(len(n.Content))
		l.register(n, h)
		for _, c := range n.Content {
			if c.Kind != yaml.MappingNode || len(c.Content) < 2 {
				return nil, rv.Errorf("NoMethodError", "undefined method `children' in an !omap entry")
			}
			k, err := l.node(c.Content[0], depth+1)
			if err != nil {
				return nil, err
			}
			v, err := l.node(c.Content[len(c.Content)-1], depth+1)
			if err != nil {
				return nil, err
			}
			h.Set(k, v)
		}
		return h, nil
	case strings.HasPrefix(t, "!seq:") || strings.HasPrefix(t, "!ruby/array:"):
		name := t[strings.LastIndexByte(t, ':')+1:]
		if err := l.class(name); err != nil {
			return nil, err
		}
		return nil, unsupported("an Array subclass (" + t + ")")
	}
	a := &rv.Array{Elems: make([]rv.Value, 0, len(n.Content))}
	l.register(n, a)
	for _, c := range n.Content {
		v, err := l.node(c, depth+1)
		if err != nil {
			return nil, err
		}
		a.Elems = append(a.Elems, v)
	}
	return a, nil
}

func (l *loader) mapping(n *yaml.Node, depth int) (rv.Value, error) {
	t := tag(n)
	switch {
	case t == "":
		h := rv.NewHash(len(n.Content) / 2)
		l.register(n, h)
		return h, l.reviveHash(h, n, false, depth)
	case t == "!ruby/object" || strings.HasPrefix(t, "!ruby/object:"):
		name := "Object"
		if i := strings.IndexByte(t, ':'); i >= 0 {
			name = t[i+1:]
		}
		switch name {
		case "Hash":
			h := rv.NewHash(len(n.Content) / 2)
			l.register(n, h)
			return h, l.reviveHash(h, n, false, depth)
		case "Complex", "Rational":
			return nil, unsupported(name + " loaded from YAML")
		}
		o, h, err := l.reviveObject(name, n, depth)
		if err != nil {
			return nil, err
		}
		for i := 0; i < h.Len(); i++ {
			k, v := h.At(i)
			o.Ivars = append(o.Ivars, rv.IVar{Name: "@" + rv.ToS(k), Value: v})
		}
		return o, nil
	case t == "!ruby/range":
		if err := l.class("Range"); err != nil {
			return nil, err
		}
		h := rv.NewHash(3)
		if err := l.reviveHash(h, n, true, depth); err != nil {
			return nil, err
		}
		b, _ := h.Get(rv.Str("begin"))
		e, _ := h.Get(rv.Str("end"))
		x, _ := h.Get(rv.Str("excl"))
		return l.register(n, &rv.Range{Begin: b, End: e, Excl: truthy(x)}), nil
	case t == "!set" || t == "tag:yaml.org,2002:set", t == "!omap" || t == "tag:yaml.org,2002:omap":
		// Psych::Set and Psych::Omap are Hashes.
		name := "Psych::Set"
		if strings.HasSuffix(t, "omap") {
			name = "Psych::Omap"
		}
		if err := l.class(name); err != nil {
			return nil, err
		}
		h := rv.NewHash(len(n.Content) / 2)
		l.register(n, h)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, err := l.node(n.Content[i], depth+1)
			if err != nil {
				return nil, err
			}
			v, err := l.node(n.Content[i+1], depth+1)
			if err != nil {
				return nil, err
			}
			h.Set(k, v)
		}
		return h, nil
	case strings.HasPrefix(t, "!ruby/exception"):
		name := "Exception"
		if i := strings.IndexByte(t, ':'); i >= 0 {
			name = t[i+1:]
		}
		// The message and backtrace are the exception's own; other keys
		// are instance variables. Ref holds the message.
		o, h, err := l.reviveObject(name, n, depth)
		if err != nil {
			return nil, err
		}
		for i := 0; i < h.Len(); i++ {
			k, v := h.At(i)
			switch ks := rv.ToS(k); ks {
			case "message":
				o.Ref = v
			case "backtrace":
			default:
				o.Ivars = append(o.Ivars, rv.IVar{Name: "@" + ks, Value: v})
			}
		}
		return o, nil
	case strings.HasPrefix(t, "!ruby/struct"), strings.HasPrefix(t, "!ruby/exception"), strings.HasPrefix(t, "!ruby/array:"),
		strings.HasPrefix(t, "!ruby/hash-with-ivars"), strings.HasPrefix(t, "!map:"), strings.HasPrefix(t, "!ruby/hash:"),
		strings.HasPrefix(t, "!ruby/marshalable:"), strings.HasPrefix(t, "!str"), strings.HasPrefix(t, "!ruby/string"),
		t == "tag:yaml.org,2002:str":
		name := ""
		if i := strings.IndexByte(t, ':'); i >= 0 && !strings.HasPrefix(t, "tag:") {
			name = t[i+1:]
		}
		switch {
		case strings.HasPrefix(t, "!ruby/struct") && name == "":
			name = "Struct"
		case strings.HasPrefix(t, "!ruby/exception") && name == "":
			name = "Exception"
		}
		if name != "" {
			if err := l.class(name); err != nil {
				return nil, err
			}
		}
		return nil, unsupported("an object loaded from YAML with the tag " + t)
	}
	// Any other tag: a plain Hash.
	h := rv.NewHash(len(n.Content) / 2)
	l.register(n, h)
	return h, l.reviveHash(h, n, false, depth)
}

// reviveHash is ToRuby#revive_hash: the pairs in order, merge keys ("<<"
// not tagged !!str) merging a mapping, an alias of one or a sequence of
// them; String keys become Symbols with symbolize_names (not in tagged
// mappings).
// reviveObject revives an object of class name (which must be known)
// from the mapping n: the object, registered for aliases before its
// content is read, and the mapping's keys and values, which the caller
// makes its instance variables.
func (l *loader) reviveObject(name string, n *yaml.Node, depth int) (*rv.Object, *rv.Hash, error) {
	if err := l.class(name); err != nil {
		return nil, nil, err
	}
	o := &rv.Object{Class: name}
	l.register(n, o)
	h := rv.NewHash(len(n.Content) / 2)
	if err := l.reviveHash(h, n, true, depth); err != nil {
		return nil, nil, err
	}
	return o, h, nil
}

func (l *loader) reviveHash(h *rv.Hash, n *yaml.Node, tagged bool, depth int) error {
	for i := 0; i+1 < len(n.Content); i += 2 {
		kn, vn := n.Content[i], n.Content[i+1]
		key, err := l.node(kn, depth+1)
		if err != nil {
			return err
		}
		val, err := l.node(vn, depth+1)
		if err != nil {
			return err
		}
		if ks, ok := key.(*rv.String); ok && ks.S == "<<" && tag(kn) != "tag:yaml.org,2002:str" {
			switch vn.Kind {
			case yaml.AliasNode, yaml.MappingNode:
				if m, ok := val.(*rv.Hash); ok {
					merge(h, m)
					continue
				}
			case yaml.SequenceNode:
				if list, ok := val.(*rv.Array); ok {
					acc := rv.NewHash(0)
					all := true
					for j := len(list.Elems) - 1; j >= 0; j-- {
						m, ok := list.Elems[j].(*rv.Hash)
						if !ok {
							all = false
							break
						}
						merge(acc, m)
					}
					if all {
						merge(h, acc)
						continue
					}
				}
			}
			h.Set(key, val)
			continue
		}
		if ks, ok := key.(*rv.String); ok && !tagged && l.opts.SymbolizeNames {
			h.Set(rv.Symbol(ks.S), val)
			continue
		}
		h.Set(key, val)
	}
	return nil
}

func merge(dst, src *rv.Hash) {
	for i := 0; i < src.Len(); i++ {
		k, v := src.At(i)
		dst.Set(k, v)
	}
}

// LoadStream reads every document of src as Psych.load_stream does: the
// whole stream is parsed first (a syntax error anywhere is raised before
// any document is made), then each document is made with opts (Psych's
// to_ruby: no class restriction unless opts has one). An empty stream
// gives no values.
func LoadStream(src string, opts LoadOptions) ([]rv.Value, error) {
	docs, err := safeDecodeAll([]byte(src))
	if err != nil {
		return nil, syntaxError(src, opts.Filename, err)
	}
	out := make([]rv.Value, 0, len(docs))
	for _, doc := range docs {
		if doc.Kind == 0 || len(doc.Content) == 0 {
			out = append(out, nil)
			continue
		}
		l := &loader{opts: opts, src: src, anchors: map[*yaml.Node]rv.Value{}}
		v, err := l.node(doc.Content[0], 0)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

func safeDecodeAll(src []byte) (docs []*yaml.Node, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New("yaml: internal error")
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(src))
	for {
		n := new(yaml.Node)
		if err := dec.Decode(n); err != nil {
			if errors.Is(err, io.EOF) {
				return docs, nil
			}
			return nil, err
		}
		docs = append(docs, n)
	}
}
