// Package hocon reads HOCON (Human-Optimized Config Object Notation), the
// format of Puppet Server's conf.d files (auth.conf, puppetserver.conf,
// webserver.conf, ca.conf) and of Hiera's hocon_data backend, as Lightbend's
// config library (which Puppet Server uses) and the ruby-hocon gem (which
// Puppet uses) read it.
//
// Parse gives a tree of *Value; every value knows the file, line and column
// it was written at, so a configuration error can name them. Objects keep
// the order in which their keys were first written.
//
// Supported: comments (# and //); objects with or without the root braces;
// keys as path expressions (a.b.c = 1, "a.b" = 1); ':' '=' or nothing
// before an object; '+=' (append to a list); commas or newlines between
// fields and elements; quoted, triple-quoted and unquoted strings; numbers,
// booleans, null; value concatenation on one line (strings, lists, objects);
// duplicate keys (objects are merged, anything else is replaced);
// substitutions ${a.b} and ${?a.b} resolved against the whole document,
// then the environment; include "file", include file("..."),
// include required(file("...")) relative to the including file.
// include url(...) and classpath(...) are refused: Punch reads local files
// only.
//
// Malformed input gives an error with file, line and column, never a panic;
// the size and nesting of a document are bounded.
package hocon

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Kind is the type of a Value.
type Kind int

// Kinds of values. Number keeps the text as written (Str).
const (
	Null Kind = iota
	Bool
	Number
	String
	List
	Object
	// concat and subst exist only while parsing.
	concat
	subst
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
	case Object:
		return "object"
	}
	return "unresolved value"
}

// Pos is where a value was written.
type Pos struct {
	File      string
	Line, Col int
}

func (p Pos) String() string {
	if p.File == "" {
		return fmt.Sprintf("%d:%d", p.Line, p.Col)
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// Value is one HOCON value.
type Value struct {
	Kind Kind
	// Str is a string's value, a number's text, "true"/"false" for a
	// boolean.
	Str string
	// Items are a list's elements.
	Items []*Value
	// Keys are an object's keys in the order first written; Fields holds
	// their values.
	Keys   []string
	Fields map[string]*Value
	Pos    Pos

	// parts are a concatenation's parts (strings between them included);
	// path and optional a substitution's.
	parts    []*Value
	path     []string
	optional bool
	envOnly  bool // a self-reference with no previous value
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

// Text is the value as a string: strings, numbers and booleans as
// written; "" for anything else.
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

// Interface converts v into plain Go values: map[string]any (unordered),
// []any, string, bool, nil, and numbers as int64 when integral, else
// float64.
func (v *Value) Interface() any {
	switch v.Kind {
	case Bool:
		return v.Str == "true"
	case Number:
		if i, err := strconv.ParseInt(v.Str, 10, 64); err == nil {
			return i
		}
		f, _ := strconv.ParseFloat(v.Str, 64)
		return f
	case String:
		return v.Str
	case List:
		out := make([]any, len(v.Items))
		for i, e := range v.Items {
			out[i] = e.Interface()
		}
		return out
	case Object:
		out := make(map[string]any, len(v.Keys))
		for _, k := range v.Keys {
			out[k] = v.Fields[k].Interface()
		}
		return out
	}
	return nil
}

// Options tune Parse.
type Options struct {
	// ReadFile reads included files (default os.ReadFile).
	ReadFile func(string) ([]byte, error)
	// LookupEnv resolves substitutions the document does not define
	// (default os.LookupEnv; return false to refuse).
	LookupEnv func(string) (string, bool)
	// MaxBytes bounds each file (default 16 MiB); MaxDepth the nesting of
	// objects and lists (default 200); MaxIncludes the files read in all
	// (default 100).
	MaxBytes, MaxDepth, MaxIncludes int
}

// Error is a syntax or resolution error at a position.
type Error struct {
	Pos Pos
	Msg string
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// ParseFile reads and parses the file at path.
func ParseFile(path string, opts Options) (*Value, error) {
	opts = opts.withDefaults()
	src, err := opts.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, src, opts)
}

// Parse parses src (named filename in errors and positions; includes are
// relative to its directory). The root must be an object.
func Parse(filename string, src []byte, opts Options) (*Value, error) {
	opts = opts.withDefaults()
	st := &state{opts: opts}
	root, err := st.parseDoc(filename, src)
	if err != nil {
		return nil, err
	}
	r := &resolver{root: root, env: opts.LookupEnv, active: map[*Value]bool{}, maxLen: opts.MaxBytes}
	if err := r.resolveIn(root, nil); err != nil {
		return nil, err
	}
	return root, nil
}

func (o Options) withDefaults() Options {
	if o.ReadFile == nil {
		o.ReadFile = os.ReadFile
	}
	if o.LookupEnv == nil {
		o.LookupEnv = os.LookupEnv
	}
	if o.MaxBytes <= 0 {
		o.MaxBytes = 16 << 20
	}
	if o.MaxDepth <= 0 {
		o.MaxDepth = 200
	}
	if o.MaxIncludes <= 0 {
		o.MaxIncludes = 100
	}
	return o
}

// state is shared by a document and the files it includes.
type state struct {
	opts     Options
	includes int
	stack    []string // files being parsed, for include cycles
}

func (st *state) parseDoc(filename string, src []byte) (*Value, error) {
	if len(src) > st.opts.MaxBytes {
		return nil, &Error{Pos{filename, 1, 1}, fmt.Sprintf("the file is %d bytes, more than the limit of %d", len(src), st.opts.MaxBytes)}
	}
	for _, f := range st.stack {
		if f == filename {
			return nil, &Error{Pos{filename, 1, 1}, "the file includes itself (through " + strings.Join(st.stack, " -> ") + ")"}
		}
	}
	st.stack = append(st.stack, filename)
	defer func() { st.stack = st.stack[:len(st.stack)-1] }()
	p := &parser{st: st, file: filename, src: src, line: 1, col: 1}
	p.skipSpace(true)
	var obj *Value
	var err error
	if p.peek() == '{' {
		pos := p.pos()
		p.next()
		obj, err = p.objectBody(pos, '}', 1)
		if err == nil {
			p.skipSpace(true)
			if !p.eof() {
				err = p.errf("unexpected %s after the root object's closing brace", p.describe())
			}
		}
	} else if p.peek() == '[' {
		return nil, p.errf("the root of a HOCON document must be an object, not a list")
	} else {
		obj, err = p.objectBody(p.pos(), 0, 1)
	}
	if err != nil {
		return nil, err
	}
	return obj, nil
}

type parser struct {
	st        *state
	file      string
	src       []byte
	off       int
	line, col int
}

func (p *parser) pos() Pos   { return Pos{p.file, p.line, p.col} }
func (p *parser) eof() bool  { return p.off >= len(p.src) }
func (p *parser) peek() byte { return p.peekAt(0) }
func (p *parser) peekAt(n int) byte {
	if p.off+n >= len(p.src) {
		return 0
	}
	return p.src[p.off+n]
}

func (p *parser) next() byte {
	c := p.src[p.off]
	p.off++
	if c == '\n' {
		p.line++
		p.col = 1
	} else if c < 0x80 || c >= 0xC0 {
		p.col++
	}
	return c
}

func (p *parser) errf(format string, args ...any) error {
	return &Error{p.pos(), fmt.Sprintf(format, args...)}
}

func (p *parser) describe() string {
	if p.eof() {
		return "end of file"
	}
	c := p.peek()
	if c == '\n' {
		return "end of line"
	}
	if c < 0x20 || c >= 0x80 {
		return fmt.Sprintf("byte 0x%02x", c)
	}
	return fmt.Sprintf("'%c'", c)
}

func (p *parser) startsComment() bool {
	return p.peek() == '#' || (p.peek() == '/' && p.peekAt(1) == '/')
}

// skipSpace skips blanks and comments, and newlines too when nl is true.
// It reports whether a newline was skipped.
func (p *parser) skipSpace(nl bool) bool {
	sawNL := false
	for !p.eof() {
		c := p.peek()
		switch {
		case c == '\n':
			if !nl {
				return sawNL
			}
			sawNL = true
			p.next()
		case isSpace(c):
			p.next()
		case c == 0xEF && p.peekAt(1) == 0xBB && p.peekAt(2) == 0xBF: // BOM
			p.off += 3
		case p.startsComment():
			for !p.eof() && p.peek() != '\n' {
				p.next()
			}
		default:
			return sawNL
		}
	}
	return sawNL
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v' }

// forbidden are the characters that cannot be in an unquoted string.
func forbidden(c byte) bool {
	switch c {
	case '$', '"', '{', '}', '[', ']', ':', '=', ',', '+', '#', '`', '^', '?', '!', '@', '*', '&', '\\':
		return true
	}
	return c == '\n' || isSpace(c)
}

// objectBody reads fields up to the closing byte (0: end of file).
func (p *parser) objectBody(pos Pos, closing byte, depth int) (*Value, error) {
	if depth > p.st.opts.MaxDepth {
		return nil, p.errf("objects and lists are nested more than %d deep", p.st.opts.MaxDepth)
	}
	obj := newObject(pos)
	for {
		p.skipSpace(true)
		if p.eof() {
			if closing != 0 {
				return nil, p.errf("end of file inside an object: expected '%c' to close the object opened at %s", closing, pos)
			}
			return obj, nil
		}
		if closing != 0 && p.peek() == closing {
			p.next()
			return obj, nil
		}
		if p.peek() == ',' {
			return nil, p.errf("unexpected ',': expected a key")
		}
		if err := p.field(obj, depth); err != nil {
			return nil, err
		}
		// A field ends with a comma or a newline (or the end).
		nl := p.skipSpace(false)
		switch {
		case p.eof():
		case p.peek() == ',':
			p.next()
		case p.peek() == '\n':
			p.next()
		case closing != 0 && p.peek() == closing:
		case nl:
		default:
			return nil, p.errf("unexpected %s after a value: expected ',' or a new line between fields", p.describe())
		}
	}
}

func newObject(pos Pos) *Value { return &Value{Kind: Object, Fields: map[string]*Value{}, Pos: pos} }

// field reads one "key = value", "key { ... }", "key += value" or include.
func (p *parser) field(obj *Value, depth int) error {
	kpos := p.pos()
	if p.atInclude() {
		return p.include(obj, kpos)
	}
	path, err := p.key()
	if err != nil {
		return err
	}
	p.skipSpace(false)
	appendTo := false
	switch c := p.peek(); {
	case c == ':' || c == '=':
		p.next()
	case c == '+' && p.peekAt(1) == '=':
		p.next()
		p.next()
		appendTo = true
	case c == '{':
	default:
		return p.errf("expected ':' or '=' after the key %q, found %s", strings.Join(path, "."), p.describe())
	}
	p.skipSpace(true)
	val, err := p.value(depth)
	if err != nil {
		return err
	}
	if appendTo {
		// a += v is a = ${?a} [v]: appended to what a holds so far.
		val = &Value{Kind: concat, Pos: val.Pos, parts: []*Value{
			{Kind: subst, path: path, optional: true, Pos: kpos},
			{Kind: List, Items: []*Value{val}, Pos: val.Pos},
		}}
	}
	return set(obj, path, val, kpos)
}

// set assigns val at path below obj, merging objects.
func set(obj *Value, path []string, val *Value, pos Pos) error {
	for _, k := range path[:len(path)-1] {
		cur := obj.Fields[k]
		if cur == nil || cur.Kind != Object {
			// A missing key, or a scalar or list replaced by an object.
			child := newObject(pos)
			if cur == nil {
				obj.Keys = append(obj.Keys, k)
			}
			obj.Fields[k] = child
			cur = child
		}
		obj = cur
	}
	k := path[len(path)-1]
	prev, had := obj.Fields[k]
	if !had {
		if val = replaceSelf(val, path, nil); val != nil {
			obj.Keys = append(obj.Keys, k)
			obj.Fields[k] = val
		}
		return nil
	}
	if prev.Kind == Object && val.Kind == Object {
		for _, fk := range val.Keys {
			if err := set(prev, []string{fk}, val.Fields[fk], val.Fields[fk].Pos); err != nil {
				return err
			}
		}
		return nil
	}
	// A value that refers to the key it replaces (a = ${a} [x], a += x)
	// means the previous value.
	obj.Fields[k] = replaceSelf(val, path, prev)
	return nil
}

// replaceSelf replaces substitutions of a key's own path in val by the
// key's previous value. Only the last segment is compared: set is called
// with the path relative to obj, and a self-reference from a nested path is
// rare enough to be resolved against the root instead.
// Without a previous value (prev nil), an optional self-reference is
// dropped and a required one is left to the environment.
func replaceSelf(val *Value, path []string, prev *Value) *Value {
	switch val.Kind {
	case subst:
		if len(val.path) >= len(path) && equalPath(val.path[len(val.path)-len(path):], path) {
			if prev != nil {
				return prev
			}
			if val.optional {
				return nil
			}
			c := *val
			c.envOnly = true
			return &c
		}
	case concat:
		parts := make([]*Value, 0, len(val.parts))
		for _, part := range val.parts {
			if np := replaceSelf(part, path, prev); np != nil {
				parts = append(parts, np)
			}
		}
		if len(parts) == 0 {
			return nil
		}
		c := *val
		c.parts = parts
		return &c
	}
	return val
}

func equalPath(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// atInclude reports whether the field starts with the include keyword.
func (p *parser) atInclude() bool {
	const kw = "include"
	if !strings.HasPrefix(string(p.src[p.off:min(len(p.src), p.off+len(kw)+1)]), kw) {
		return false
	}
	c := p.peekAt(len(kw))
	return isSpace(c)
}

// include reads an include statement and merges the file into obj.
func (p *parser) include(obj *Value, pos Pos) error {
	for range len("include") {
		p.next()
	}
	p.skipSpace(false)
	required := false
	name, kind := "", "file"
	var wrappers []string
	for {
		if p.peek() == '"' {
			s, err := p.quoted()
			if err != nil {
				return err
			}
			name = s
			break
		}
		start := p.off
		for !p.eof() && p.peek() >= 'a' && p.peek() <= 'z' {
			p.next()
		}
		word := string(p.src[start:p.off])
		if p.peek() != '(' || word == "" {
			return p.errf("include must be followed by a quoted file name, file(\"...\") or required(...), found %s", p.describe())
		}
		p.next()
		p.skipSpace(false)
		switch word {
		case "required":
			required = true
		case "file":
		case "url", "classpath":
			kind = word
		default:
			return &Error{pos, fmt.Sprintf("unknown include kind %s(...): use file(\"...\")", word)}
		}
		wrappers = append(wrappers, word)
	}
	for range wrappers {
		p.skipSpace(false)
		if p.peek() != ')' {
			return p.errf("expected ')' to close the include, found %s", p.describe())
		}
		p.next()
	}
	if kind != "file" {
		return &Error{pos, fmt.Sprintf("include %s(%q) is not supported: Punch reads local files only; copy the file and use include file(\"...\")", kind, name)}
	}
	if !filepath.IsAbs(name) {
		name = filepath.Join(filepath.Dir(p.file), name)
	}
	p.st.includes++
	if p.st.includes > p.st.opts.MaxIncludes {
		return &Error{pos, fmt.Sprintf("more than %d included files", p.st.opts.MaxIncludes)}
	}
	src, err := p.st.opts.ReadFile(name)
	if err != nil {
		if !required && errors.Is(err, os.ErrNotExist) {
			return nil // a missing include is ignored unless required
		}
		return &Error{pos, fmt.Sprintf("cannot read the included file: %v", err)}
	}
	inc, err := p.st.parseDoc(name, src)
	if err != nil {
		return err
	}
	for _, k := range inc.Keys {
		if err := set(obj, []string{k}, inc.Fields[k], inc.Fields[k].Pos); err != nil {
			return err
		}
	}
	return nil
}

// key reads a path expression: unquoted and quoted parts, '.' between
// path elements in the unquoted parts.
func (p *parser) key() ([]string, error) {
	var path []string
	var cur strings.Builder
	started := false
	for !p.eof() {
		c := p.peek()
		switch {
		case c == '"':
			s, err := p.quoted()
			if err != nil {
				return nil, err
			}
			cur.WriteString(s)
			started = true
		case c == '.':
			p.next()
			path = append(path, cur.String())
			cur.Reset()
			started = true
		case p.startsComment():
			goto done
		case isSpace(c):
			// Blanks inside a key are part of it; blanks before the
			// separator are not.
			save := *p
			for !p.eof() && isSpace(p.peek()) {
				p.next()
			}
			if p.eof() || forbidden(p.peek()) && p.peek() != '"' || p.startsComment() {
				*p = save
				goto done
			}
			cur.Write(save.src[save.off:p.off])
		case forbidden(c):
			goto done
		default:
			cur.WriteByte(p.next())
			started = true
		}
	}
done:
	if !started {
		return nil, p.errf("expected a key, found %s", p.describe())
	}
	path = append(path, cur.String())
	for _, k := range path {
		if k == "" && len(path) > 1 {
			return nil, p.errf("a key path has an empty element (two dots, or a dot at an end): quote a key that contains dots")
		}
	}
	return path, nil
}

// value reads a value and whatever is concatenated to it on the same line.
func (p *parser) value(depth int) (*Value, error) {
	pos := p.pos()
	var parts []*Value
	for {
		if p.eof() || p.peek() == '\n' || p.peek() == ',' || p.peek() == '}' || p.peek() == ']' || p.startsComment() {
			break
		}
		v, err := p.simple(depth)
		if err != nil {
			return nil, err
		}
		parts = append(parts, v)
		// Blanks between parts are kept (they matter between strings).
		start := p.off
		spos := p.pos()
		for !p.eof() && isSpace(p.peek()) {
			p.next()
		}
		if p.off > start && !(p.eof() || p.peek() == '\n' || p.peek() == ',' || p.peek() == '}' || p.peek() == ']' || p.startsComment()) {
			parts = append(parts, &Value{Kind: String, Str: string(p.src[start:p.off]), Pos: spos, path: []string{"\x00ws"}})
		}
	}
	if len(parts) == 0 {
		return nil, p.errf("expected a value, found %s", p.describe())
	}
	if len(parts) == 1 {
		return parts[0], nil
	}
	return &Value{Kind: concat, parts: parts, Pos: pos}, nil
}

// simple reads one value that is not a concatenation.
func (p *parser) simple(depth int) (*Value, error) {
	pos := p.pos()
	switch c := p.peek(); {
	case c == '{':
		p.next()
		return p.objectBody(pos, '}', depth+1)
	case c == '[':
		p.next()
		return p.list(pos, depth+1)
	case c == '"':
		s, err := p.quoted()
		if err != nil {
			return nil, err
		}
		return &Value{Kind: String, Str: s, Pos: pos}, nil
	case c == '$' && p.peekAt(1) == '{':
		return p.substitution()
	case forbidden(c):
		return nil, p.errf("unexpected %s: expected a value (quote a string that contains it)", p.describe())
	}
	start := p.off
	for !p.eof() && !forbidden(p.peek()) && !p.startsComment() {
		p.next()
	}
	text := string(p.src[start:p.off])
	switch text {
	case "true", "false":
		return &Value{Kind: Bool, Str: text, Pos: pos}, nil
	case "null":
		return &Value{Kind: Null, Pos: pos}, nil
	}
	if isNumber(text) {
		return &Value{Kind: Number, Str: text, Pos: pos}, nil
	}
	return &Value{Kind: String, Str: text, Pos: pos}, nil
}

func isNumber(s string) bool {
	if s == "" || strings.ContainsAny(s, "_xXoObBnN") || strings.HasPrefix(s, "+") {
		return false
	}
	_, err := strconv.ParseFloat(s, 64)
	return err == nil
}

func (p *parser) list(pos Pos, depth int) (*Value, error) {
	if depth > p.st.opts.MaxDepth {
		return nil, p.errf("objects and lists are nested more than %d deep", p.st.opts.MaxDepth)
	}
	l := &Value{Kind: List, Pos: pos}
	for {
		p.skipSpace(true)
		if p.eof() {
			return nil, p.errf("end of file inside a list: expected ']' to close the list opened at %s", pos)
		}
		if p.peek() == ']' {
			p.next()
			return l, nil
		}
		v, err := p.value(depth)
		if err != nil {
			return nil, err
		}
		l.Items = append(l.Items, v)
		nl := p.skipSpace(false)
		switch {
		case p.peek() == ',':
			p.next()
		case p.peek() == '\n':
			p.next()
		case p.peek() == ']':
		case nl:
		default:
			return nil, p.errf("unexpected %s in a list: expected ',' or ']'", p.describe())
		}
	}
}

func (p *parser) substitution() (*Value, error) {
	pos := p.pos()
	p.next()
	p.next()
	optional := false
	if p.peek() == '?' {
		p.next()
		optional = true
	}
	p.skipSpace(false)
	path, err := p.key()
	if err != nil {
		return nil, err
	}
	p.skipSpace(false)
	if p.peek() != '}' {
		return nil, p.errf("expected '}' to close the substitution, found %s", p.describe())
	}
	p.next()
	return &Value{Kind: subst, path: path, optional: optional, Pos: pos}, nil
}

// quoted reads a "..." or """...""" string.
func (p *parser) quoted() (string, error) {
	start := p.pos()
	if p.peekAt(1) == '"' && p.peekAt(2) == '"' {
		p.next()
		p.next()
		p.next()
		var b strings.Builder
		for {
			if p.eof() {
				return "", &Error{start, "end of file inside a triple-quoted string"}
			}
			if p.peek() == '"' && p.peekAt(1) == '"' && p.peekAt(2) == '"' {
				// Extra quotes before the closing three belong to the
				// string.
				for p.peekAt(3) == '"' {
					b.WriteByte(p.next())
				}
				p.next()
				p.next()
				p.next()
				return b.String(), nil
			}
			b.WriteByte(p.next())
		}
	}
	p.next()
	var b strings.Builder
	for {
		if p.eof() || p.peek() == '\n' {
			return "", &Error{start, "the quoted string is not closed on its line"}
		}
		c := p.next()
		switch {
		case c == '"':
			return b.String(), nil
		case c == '\\':
			if p.eof() {
				return "", &Error{start, "the quoted string is not closed"}
			}
			epos := p.pos()
			e := p.next()
			switch e {
			case '"', '\\', '/':
				b.WriteByte(e)
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 't':
				b.WriteByte('\t')
			case 'u':
				if p.off+4 > len(p.src) {
					return "", &Error{epos, "\\u must be followed by four hex digits"}
				}
				n, err := strconv.ParseUint(string(p.src[p.off:p.off+4]), 16, 16)
				if err != nil {
					return "", &Error{epos, "\\u must be followed by four hex digits"}
				}
				for range 4 {
					p.next()
				}
				b.WriteRune(rune(n))
			default:
				return "", &Error{epos, fmt.Sprintf("\\%c is not a valid escape in a quoted string (use \\\\ for a backslash)", e)}
			}
		case c < 0x20 && c != '\t':
			return "", &Error{p.pos(), fmt.Sprintf("control character 0x%02x in a quoted string: escape it", c)}
		default:
			b.WriteByte(c)
		}
	}
}

// resolver replaces substitutions and concatenations by their values.
type resolver struct {
	root   *Value
	env    func(string) (string, bool)
	active map[*Value]bool
	steps  int
	maxLen int // bounds a concatenated string or list
}

// errMissing marks an optional substitution with no value.
var errMissing = errors.New("missing")

// resolveIn resolves every value below v (an object or list) in place,
// dropping fields whose optional substitution has no value.
func (r *resolver) resolveIn(v *Value, _ []string) error {
	switch v.Kind {
	case Object:
		keys := v.Keys[:0:0]
		for _, k := range v.Keys {
			nv, err := r.resolve(v.Fields[k])
			if errors.Is(err, errMissing) {
				delete(v.Fields, k)
				continue
			}
			if err != nil {
				return err
			}
			v.Fields[k] = nv
			keys = append(keys, k)
		}
		v.Keys = keys
	case List:
		items := v.Items[:0:0]
		for _, e := range v.Items {
			nv, err := r.resolve(e)
			if errors.Is(err, errMissing) {
				continue
			}
			if err != nil {
				return err
			}
			items = append(items, nv)
		}
		v.Items = items
	}
	return nil
}

// resolve returns v with its substitutions resolved.
func (r *resolver) resolve(v *Value) (*Value, error) {
	r.steps++
	if r.steps > 1_000_000 {
		return nil, &Error{v.Pos, "substitutions expand too much"}
	}
	switch v.Kind {
	case Object, List:
		if r.active[v] {
			// Being resolved further up: a substitution passes through it.
			return v, nil
		}
		r.active[v] = true
		defer delete(r.active, v)
		return v, r.resolveIn(v, nil)
	case subst:
		return r.substitute(v)
	case concat:
		return r.concatenate(v)
	}
	return v, nil
}

func (r *resolver) substitute(v *Value) (*Value, error) {
	if r.active[v] {
		return nil, &Error{v.Pos, fmt.Sprintf("the substitution ${%s} refers to itself", strings.Join(v.path, "."))}
	}
	r.active[v] = true
	defer delete(r.active, v)
	// Walk the path, resolving what is on the way.
	cur := r.root
	found := !v.envOnly
	for _, k := range v.path {
		if !found {
			break
		}
		if cur.Kind != Object {
			found = false
			break
		}
		next, ok := cur.Fields[k]
		if !ok {
			found = false
			break
		}
		if (next.Kind == Object || next.Kind == List) && r.active[next] {
			cur = next
			continue
		}
		nv, err := r.resolve(next)
		if errors.Is(err, errMissing) {
			found = false
			break
		}
		if err != nil {
			return nil, err
		}
		cur.Fields[k] = nv
		cur = nv
	}
	if found {
		if (cur.Kind == Object || cur.Kind == List) && r.active[cur] {
			return nil, &Error{v.Pos, fmt.Sprintf("the substitution ${%s} refers to an object or list that contains it", strings.Join(v.path, "."))}
		}
		return cur, nil
	}
	if s, ok := r.env(strings.Join(v.path, ".")); ok {
		return &Value{Kind: String, Str: s, Pos: v.Pos}, nil
	}
	if v.optional {
		return nil, errMissing
	}
	return nil, &Error{v.Pos, fmt.Sprintf("could not resolve the substitution ${%s}: no such setting in the file nor in the environment", strings.Join(v.path, "."))}
}

func (r *resolver) concatenate(v *Value) (*Value, error) {
	var vals []*Value
	for _, part := range v.parts {
		nv, err := r.resolve(part)
		if errors.Is(err, errMissing) {
			continue
		}
		if err != nil {
			return nil, err
		}
		vals = append(vals, nv)
	}
	// Blanks between lists or objects do not count.
	var kinds []*Value
	for _, x := range vals {
		if !isBlankPart(x) {
			kinds = append(kinds, x)
		}
	}
	if len(kinds) == 0 {
		if len(vals) == 0 {
			return nil, errMissing
		}
		return &Value{Kind: String, Str: "", Pos: v.Pos}, nil
	}
	switch kinds[0].Kind {
	case List:
		out := &Value{Kind: List, Pos: v.Pos}
		for _, x := range kinds {
			if x.Kind != List {
				return nil, &Error{x.Pos, fmt.Sprintf("cannot concatenate a %s to a list", x.Kind)}
			}
			out.Items = append(out.Items, x.Items...)
			if len(out.Items) > r.maxLen/2 {
				return nil, &Error{v.Pos, "the concatenated list is too long"}
			}
		}
		return out, nil
	case Object:
		out := newObject(v.Pos)
		for _, x := range kinds {
			if x.Kind != Object {
				return nil, &Error{x.Pos, fmt.Sprintf("cannot concatenate a %s to an object", x.Kind)}
			}
			for _, k := range x.Keys {
				if err := set(out, []string{k}, x.Fields[k], x.Fields[k].Pos); err != nil {
					return nil, err
				}
			}
		}
		return out, nil
	}
	if len(kinds) == 1 && len(vals) == 1 {
		return kinds[0], nil
	}
	var b strings.Builder
	for _, x := range vals {
		switch x.Kind {
		case List, Object:
			return nil, &Error{x.Pos, fmt.Sprintf("cannot concatenate a %s to a string", x.Kind)}
		case Null:
			b.WriteString("null")
		default:
			b.WriteString(x.Str)
		}
		if b.Len() > r.maxLen {
			return nil, &Error{v.Pos, fmt.Sprintf("the concatenated string is longer than %d bytes", r.maxLen)}
		}
	}
	return &Value{Kind: String, Str: b.String(), Pos: v.Pos}, nil
}

func isBlankPart(v *Value) bool {
	return v.Kind == String && len(v.path) == 1 && v.path[0] == "\x00ws"
}
