package hocon

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
)

// The parsed, unresolved tree. An object's field keeps every definition
// of its key, newest first (the stack ruby-hocon merges with with_fallback);
// adjacent object definitions are merged as they are added, so that a
// substitution can reach into an object while it is being resolved.

// A node is *objNode, *listNode, *Value (a scalar), wsNode, *substNode or
// *concatNode.
type node interface{}

type objNode struct {
	keys   []string
	fields map[string]*field
	pos    Pos // its '{', or the document's first token
}

type field struct {
	path  []string // nil inside lists and concatenations: no self reference
	stack []node   // newest first

	state int    // 0 unresolved, 1 resolving, 2 resolved
	value *Value // undef when resolved to nothing (an optional substitution)
}

type listNode struct {
	items []node
	pos   Pos
}

// wsNode is white space between the values of a concatenation.
type wsNode struct{ text string }

type substNode struct {
	path     []string
	optional bool
	pos      Pos
	text     string
}

type concatNode struct {
	parts []node
	pos   Pos
}

func newObj(pos Pos) *objNode { return &objNode{fields: map[string]*field{}, pos: pos} }

// define adds a definition of key (newer than those before).
func (o *objNode) define(key string, n node, path []string) {
	f, ok := o.fields[key]
	if !ok {
		f = &field{path: path}
		o.fields[key] = f
		o.keys = append(o.keys, key)
	}
	f.stack = pushNode(n, f.stack)
}

// pushNode puts n on top of stack, merging it into an object on top.
func pushNode(n node, stack []node) []node {
	if no, ok := n.(*objNode); ok && len(stack) > 0 {
		if top, ok := stack[0].(*objNode); ok {
			return append([]node{mergeObjNodes(no, top)}, stack[1:]...)
		}
	}
	return append([]node{n}, stack...)
}

// mergeObjNodes is SimpleConfigObject#merged_with_object on the tree: the
// newer object's keys first, then the older's others.
func mergeObjNodes(newer, older *objNode) *objNode {
	out := newObj(newer.pos)
	for _, k := range newer.keys {
		nf := newer.fields[k]
		f := &field{path: nf.path, stack: append([]node(nil), nf.stack...)}
		if of, ok := older.fields[k]; ok {
			f.stack = appendOlder(f.stack, of.stack)
		}
		out.fields[k] = f
		out.keys = append(out.keys, k)
	}
	for _, k := range older.keys {
		if _, ok := newer.fields[k]; ok {
			continue
		}
		of := older.fields[k]
		out.fields[k] = &field{path: of.path, stack: append([]node(nil), of.stack...)}
		out.keys = append(out.keys, k)
	}
	return out
}

// appendOlder puts the older stack below newer, merging two objects that
// meet.
func appendOlder(newer, older []node) []node {
	if len(newer) == 0 {
		return append([]node(nil), older...)
	}
	if len(older) == 0 {
		return newer
	}
	if a, ok := newer[len(newer)-1].(*objNode); ok {
		if b, ok := older[0].(*objNode); ok {
			out := append([]node(nil), newer[:len(newer)-1]...)
			out = append(out, mergeObjNodes(a, b))
			return append(out, older[1:]...)
		}
	}
	return append(append([]node(nil), newer...), older...)
}

// ---------------------------------------------------------------------------
// Parser

// state is shared by a document and the files it includes.
type state struct {
	opts     Options
	includes int
	stack    []string // files being parsed, for include cycles
}

// docOrigin is a text being parsed: its name in messages, its file for
// positions, and the directory include "name" is relative to ("" for a
// parsed string: nothing is included).
type docOrigin struct {
	origin, file, dir string
}

type parser struct {
	st    *state
	doc   docOrigin
	toks  []token
	i     int
	depth int
}

// at is where a token is.
func (p *parser) at(t token) Pos { return Pos{p.doc.file, t.line, t.col} }

func (p *parser) errf(t token, format string, args ...any) *Error {
	return &Error{Class: "ConfigParseError", Origin: p.doc.origin, Pos: p.at(t), Message: fmt.Sprintf(format, args...)}
}

func (p *parser) peek() token { return p.toks[p.i] }

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}

func (p *parser) skipWS() {
	for p.peek().kind == tWhitespace {
		p.i++
	}
}

func (p *parser) skipWSNL() {
	for k := p.peek().kind; k == tWhitespace || k == tNewline; k = p.peek().kind {
		p.i++
	}
}

// parseDocument parses a whole text: an object with or without braces.
func (p *parser) parseDocument(src []byte, doc docOrigin, depth int) (*objNode, error) {
	lx := &lexer{src: string(src), line: 1, doc: doc, colN: 1}
	toks, err := lx.tokens()
	if err != nil {
		return nil, err
	}
	sub := &parser{st: p.st, doc: doc, toks: toks, depth: depth}
	sub.skipWSNL()
	t := sub.peek()
	var root *objNode
	switch t.kind {
	case tEOF:
		return newObj(Pos{doc.file, 1, 1}), nil
	case tOpenCurly:
		sub.next()
		root, err = sub.parseObject(true, nil, sub.at(t))
	case tOpenSquare:
		return nil, &Error{Class: "ConfigWrongTypeError", Origin: doc.origin, Pos: sub.at(t), Message: " has type LIST rather than object at file root"}
	default:
		root, err = sub.parseObject(false, nil, sub.at(t))
	}
	if err != nil {
		return nil, err
	}
	sub.skipWSNL()
	if t := sub.peek(); t.kind != tEOF {
		return nil, sub.errf(t, "Document has trailing tokens after first object or array: %s", t)
	}
	return root, nil
}

func (p *parser) enter(t token) error {
	p.depth++
	if p.depth > p.st.opts.MaxDepth {
		return p.errf(t, "nesting deeper than %d levels", p.st.opts.MaxDepth)
	}
	return nil
}

// parseObject parses fields up to } (braced) or the end (root without
// braces). base is the object's path from the root; pos where it starts.
func (p *parser) parseObject(braced bool, base []string, pos Pos) (*objNode, error) {
	if err := p.enter(p.peek()); err != nil {
		return nil, err
	}
	defer func() { p.depth-- }()
	o := newObj(pos)
	for {
		p.skipWSNL()
		t := p.peek()
		switch {
		case t.kind == tCloseCurly:
			if !braced {
				return nil, p.errf(t, "unbalanced close brace '}' with no open brace (if you intended '}' to be part of a key or string value, try enclosing the key or value in double quotes")
			}
			p.next()
			return o, nil
		case t.kind == tEOF:
			if braced {
				return nil, p.errf(t, "expecting a close brace or a field name here, got %s", t)
			}
			return o, nil
		case t.kind == tUnquoted && t.text == "include" && p.toks[p.i+1].kind == tWhitespace:
			p.next()
			if err := p.parseInclude(o, base); err != nil {
				return nil, err
			}
		default:
			key, raw, err := p.parseKey()
			if err != nil {
				return nil, err
			}
			keyPos := p.at(t)
			p.skipWSNL()
			sep := p.peek()
			var value node
			switch sep.kind {
			case tOpenCurly:
				value, err = p.parseValue(append(append([]string(nil), base...), key...))
			case tColon, tEquals, tPlusEquals:
				p.next()
				p.skipWSNL()
				full := append(append([]string(nil), base...), key...)
				value, err = p.parseValue(full)
				if err == nil && sep.kind == tPlusEquals {
					at := p.at(sep)
					value = &concatNode{parts: []node{&substNode{path: full, optional: true, pos: at, text: renderPath(full)}, &listNode{items: []node{value}, pos: at}}, pos: at}
				}
			default:
				return nil, p.errf(sep, "%s", p.quoteSuggestion(sep, fmt.Sprintf("Key '%s' may not be followed by token: %s", raw, sep)))
			}
			if err != nil {
				return nil, err
			}
			p.defineAt(o, base, key, value, keyPos)
		}
		// a comma, or a newline, or the end
		p.skipWS()
		t = p.peek()
		switch t.kind {
		case tComma:
			p.next()
		case tNewline:
		case tCloseCurly:
			if !braced {
				return nil, p.errf(t, "unbalanced close brace '}' with no open brace (if you intended '}' to be part of a key or string value, try enclosing the key or value in double quotes")
			}
		case tEOF:
			if braced {
				return nil, p.errf(t, "Expecting close brace } or a comma, got %s", t)
			}
		default:
			return nil, p.errf(t, "%s", p.quoteSuggestion(t, "Expecting close brace } or a comma, got "+t.String()))
		}
	}
}

// quoteSuggestion is ruby-hocon's add_quote_suggestion. Its variants
// naming the previous field never apply: ruby-hocon 1.3.1's parse_object
// never sets the last path it passes.
func (p *parser) quoteSuggestion(t token, msg string) string {
	if t.kind == tEOF {
		return msg
	}
	return msg + " (if you intended " + t.String() + " to be part of a key or string value, try enclosing the key or value in double quotes"
}

// defineAt defines a dotted key: a.b.c = v is a = { b = { c = v } }.
func (p *parser) defineAt(o *objNode, base, key []string, value node, pos Pos) {
	for i := len(key) - 1; i > 0; i-- {
		inner := newObj(pos)
		inner.define(key[i], value, append(append([]string(nil), base...), key[:i+1]...))
		value = inner
	}
	o.define(key[0], value, append(append([]string(nil), base...), key[0]))
}

// parseKey reads a key up to its separator: its path and its text.
func (p *parser) parseKey() ([]string, string, error) {
	var text strings.Builder
	first := p.peek()
	for {
		t := p.peek()
		switch t.kind {
		case tUnquoted, tNumber, tBool, tNull:
			text.WriteString(t.text)
		case tString:
			text.WriteString(strconv.Quote(t.text))
		case tWhitespace:
			if p.toks[p.i+1].kind == tNewline || p.toks[p.i+1].kind == tEOF {
				break
			}
			text.WriteString(t.text)
		default:
			if strings.TrimSpace(text.String()) == "" {
				return nil, "", p.errf(t, "expecting a close brace or a field name here, got %s", t)
			}
			raw := strings.TrimRight(text.String(), " \t")
			path, err := parsePath(raw)
			if err != nil {
				err.Origin, err.Pos = p.doc.origin, p.at(first)
				return nil, "", err
			}
			return path, raw, nil
		}
		p.next()
	}
}

// parsePath splits a path expression: unquoted parts at periods, quoted
// parts whole.
func parsePath(s string) ([]string, *Error) {
	var out []string
	var cur strings.Builder
	have := false
	bad := func() *Error {
		return &Error{Class: "ConfigBadPathError", Message: fmt.Sprintf("Invalid path '%s': path has a leading, trailing, or two adjacent period '.' (use quoted \"\" empty string if you want an empty element)", s)}
	}
	for i := 0; i < len(s); {
		c := s[i]
		switch c {
		case '"':
			j := i + 1
			for j < len(s) && s[j] != '"' {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(s) {
				return nil, bad()
			}
			u, err := strconv.Unquote(s[i : j+1])
			if err != nil {
				u = s[i+1 : j]
			}
			cur.WriteString(u)
			have = true
			i = j + 1
		case '.':
			if !have {
				return nil, bad()
			}
			out = append(out, cur.String())
			cur.Reset()
			have = false
			i++
		default:
			cur.WriteByte(c)
			have = true
			i++
		}
	}
	if !have {
		return nil, bad()
	}
	return append(out, cur.String()), nil
}

func renderPath(path []string) string {
	parts := make([]string, len(path))
	for i, p := range path {
		if p == "" || strings.ContainsAny(p, ".\" \t$#{}[]:=,+") {
			parts[i] = strconv.Quote(p)
		} else {
			parts[i] = p
		}
	}
	return strings.Join(parts, ".")
}

// parseValue reads one value (a concatenation of several) up to a comma,
// newline, } or ].
func (p *parser) parseValue(path []string) (node, error) {
	var parts []node
	first := p.peek()
	for {
		t := p.peek()
		var n node
		switch t.kind {
		case tString, tUnquoted:
			n = &Value{Kind: String, V: t.text, Str: t.text, Pos: p.at(t)}
		case tNumber:
			n = &Value{Kind: Number, V: t.num, Str: t.text, Pos: p.at(t)}
		case tBool:
			n = &Value{Kind: Bool, V: t.b, Str: t.text, Pos: p.at(t)}
		case tNull:
			n = &Value{Kind: Null, Str: "null", Pos: p.at(t)}
		case tSubst:
			sp, err := parsePath(strings.TrimSpace(t.text))
			if err != nil {
				err.Origin, err.Pos = p.doc.origin, p.at(t)
				return nil, err
			}
			n = &substNode{path: sp, optional: t.opt, pos: p.at(t), text: t.text}
		case tWhitespace:
			n = wsNode{text: t.text}
		case tOpenCurly:
			p.next()
			o, err := p.parseObject(true, path, p.at(t))
			if err != nil {
				return nil, err
			}
			parts = append(parts, o)
			continue
		case tOpenSquare:
			p.next()
			l, err := p.parseList(p.at(t))
			if err != nil {
				return nil, err
			}
			parts = append(parts, l)
			continue
		}
		if n == nil {
			break
		}
		p.next()
		parts = append(parts, n)
	}
	// white space at the ends is not part of the value
	for len(parts) > 0 {
		if _, ws := parts[len(parts)-1].(wsNode); !ws {
			break
		}
		parts = parts[:len(parts)-1]
	}
	for len(parts) > 0 {
		if _, ws := parts[0].(wsNode); !ws {
			break
		}
		parts = parts[1:]
	}
	switch len(parts) {
	case 0:
		t := p.peek()
		return nil, p.errf(t, "%s", p.quoteSuggestion(t, "Expecting a value but got wrong token: "+t.String()))
	case 1:
		return parts[0], nil
	}
	return &concatNode{parts: parts, pos: p.at(first)}, nil
}

// startsValue says whether a token can start a value (ruby-hocon's test
// for a list element).
func startsValue(k tokKind) bool {
	switch k {
	case tString, tUnquoted, tNumber, tBool, tNull, tSubst, tOpenCurly, tOpenSquare:
		return true
	}
	return false
}

func (p *parser) parseList(pos Pos) (node, error) {
	if err := p.enter(p.peek()); err != nil {
		return nil, err
	}
	defer func() { p.depth-- }()
	l := &listNode{pos: pos}
	p.skipWSNL()
	if p.peek().kind == tCloseSquare {
		p.next()
		return l, nil
	}
	for {
		p.skipWSNL()
		t := p.peek()
		if !startsValue(t.kind) {
			return nil, p.errf(t, "List should have ] or a first element after the open [, instead had token: %s (if you want %s to be part of a string value, then double-quote it)", t, t)
		}
		v, err := p.parseValue(nil)
		if err != nil {
			return nil, err
		}
		l.items = append(l.items, v)
		p.skipWS()
		sawNL := false
		for p.peek().kind == tNewline {
			sawNL = true
			p.next()
			p.skipWS()
		}
		t = p.peek()
		switch {
		case t.kind == tCloseSquare:
			p.next()
			return l, nil
		case t.kind == tComma || sawNL:
			if t.kind == tComma {
				p.next()
			}
			p.skipWSNL()
			switch a := p.peek(); {
			case a.kind == tCloseSquare:
				p.next()
				return l, nil
			case !startsValue(a.kind):
				return nil, p.errf(a, "List should have had new element after a comma, instead had token: %s (if you want the comma or %s to be part of a string value, then double-quote it)", a, a)
			}
		default:
			return nil, p.errf(t, "List should have ended with ] or had a comma, instead had token: %s (if you want %s to be part of a string value, then double-quote it)", t, t)
		}
	}
}

// parseInclude reads what follows "include " and merges the included
// object into o.
func (p *parser) parseInclude(o *objNode, base []string) error {
	p.skipWS()
	t := p.next()
	kind, name, err := p.includeTarget(t)
	if err != nil {
		return err
	}
	switch kind {
	case "url", "classpath":
		return p.errf(t, "include %s() is not supported by Punch: it reads local files only", kind)
	case "heuristic":
		if p.doc.dir == "" {
			// A parsed string has no directory: ruby-hocon looks
			// relative to nothing and includes nothing.
			return nil
		}
		if !filepath.IsAbs(name) {
			name = filepath.Join(p.doc.dir, name)
		}
	}
	// file() names a file as given: relative to the working directory,
	// as ruby-hocon (and Lightbend config) take it.
	required := strings.HasPrefix(t.text, "required(")
	st := p.st
	st.includes++
	if st.includes > st.opts.MaxIncludes {
		return p.errf(t, "more than %d files included", st.opts.MaxIncludes)
	}
	if p.depth+1 > st.opts.MaxDepth {
		return p.errf(t, "include nested more than %d deep", st.opts.MaxDepth)
	}
	clean := filepath.Clean(name)
	for _, f := range st.stack {
		if f == clean {
			return p.errf(t, "%s includes itself (through %s)", name, strings.Join(append(st.stack, clean), " -> "))
		}
	}
	src, err := st.opts.ReadFile(name)
	if err != nil {
		if !required && errors.Is(err, fs.ErrNotExist) {
			return nil // a missing file is not an error for include
		}
		return &Error{Class: "ConfigIOError", Origin: p.doc.origin, Pos: p.at(t), Message: fmt.Sprintf("include of %s: %v", name, err)}
	}
	if len(src) > st.opts.MaxBytes {
		return p.errf(t, "%s is %d bytes, more than the limit of %d", name, len(src), st.opts.MaxBytes)
	}
	st.stack = append(st.stack, clean)
	inc, err := p.parseDocument(src, docOrigin{origin: name, file: name, dir: filepath.Dir(name)}, p.depth+1)
	st.stack = st.stack[:len(st.stack)-1]
	if err != nil {
		return err
	}
	for _, k := range inc.keys {
		f := inc.fields[k]
		for i := len(f.stack) - 1; i >= 0; i-- {
			o.define(k, rebase(f.stack[i], base, k), append(append([]string(nil), base...), k))
		}
	}
	return nil
}

// includeTarget reads the include's argument from its first token t: a
// quoted name ("heuristic"), file("name"), url("..."), classpath("...")
// and, with Options.Required, required(...) around any of them.
func (p *parser) includeTarget(t token) (kind, name string, err error) {
	if t.kind == tString {
		return "heuristic", t.text, nil
	}
	if t.kind != tUnquoted {
		return "", "", p.errf(t, "include keyword is not followed by a quoted string, but by: %s", t)
	}
	// '(' is allowed in unquoted text: "file(" and "required(file(" are
	// one token each.
	rest, open := t.text, 0
	if p.st.opts.Required {
		if r, ok := strings.CutPrefix(rest, "required("); ok {
			rest, open = r, 1
			if rest == "" {
				p.skipWS()
				if p.peek().kind == tString {
					kind = "heuristic"
				} else if n := p.peek(); n.kind == tUnquoted {
					rest = n.text
					p.next()
				}
			}
		}
	}
	if kind == "" {
		switch rest {
		case "file(", "url(", "classpath(":
			kind = strings.TrimSuffix(rest, "(")
			open++
		default:
			if strings.HasSuffix(t.text, "(") {
				return "", "", p.errf(t, "expecting include parameter to be quoted filename, file(), classpath(), or url(). No spaces are allowed before the open paren. Not expecting: %s", t)
			}
			return "", "", p.errf(t, "include keyword is not followed by a quoted string, but by: %s", t)
		}
	}
	p.skipWS()
	q := p.next()
	if q.kind != tString {
		return "", "", p.errf(q, "expecting a quoted string inside file(), classpath(), or url(), rather than: %s", q)
	}
	// the closing parentheses, together (one token "))") or apart
	for open > 0 {
		p.skipWS()
		c := p.next()
		if c.kind != tUnquoted || strings.Trim(c.text, ")") != "" || len(c.text) > open {
			return "", "", p.errf(c, "expecting a close parentheses ')' here, not: %s", c)
		}
		open -= len(c.text)
	}
	return kind, q.text, nil
}

// rebase gives the fields of an included object their paths under base.
func rebase(n node, base []string, key string) node {
	o, ok := n.(*objNode)
	if !ok || len(base) == 0 {
		return n
	}
	out := newObj(o.pos)
	for _, k := range o.keys {
		f := o.fields[k]
		nf := &field{path: append(append(append([]string(nil), base...), key), k)}
		for _, s := range f.stack {
			nf.stack = append(nf.stack, rebase(s, append(append([]string(nil), base...), key), k))
		}
		out.fields[k] = nf
		out.keys = append(out.keys, k)
	}
	return out
}
