package resourcetypes

// A reader for the pcore resource type files that `puppet generate types` writes into an
// environment's .resource_types directory. They are Puppet language, but always of one
// shape, so a small dedicated reader suffices (the compiler's parser is not needed):
//
//	Puppet::Resource::ResourceType3.new(
//	  'name',
//	  [ Puppet::Resource::Param(TYPE, 'prop'), ... ],          # properties
//	  [ Puppet::Resource::Param(TYPE, 'param', true), ... ],   # parameters; true = namevar
//	  { /regexp/ => ['attr', ...], ... },                      # title patterns
//	  true,                                                    # isomorphic
//	  false)                                                   # capability (ignored)
//
// When an environment has such a file for a type, Puppet compiles with it instead of the
// Ruby type (Puppet::Pops::Resource::ResourceTypeImpl).

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

type ppKind int

const (
	ppEOF ppKind = iota
	ppName
	ppString
	ppRegexp
	ppNumber
	ppPunct
)

type ppTok struct {
	kind      ppKind
	text      string
	line, col int
}

type ppLexer struct {
	file      string
	src       string
	pos       int
	line, col int
}

func (lx *ppLexer) errf(line, col int, format string, args ...any) error {
	return &SyntaxError{File: lx.file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

func (lx *ppLexer) advance(n int) {
	for i := 0; i < n && lx.pos < len(lx.src); i++ {
		if lx.src[lx.pos] == '\n' {
			lx.line++
			lx.col = 1
		} else {
			lx.col++
		}
		lx.pos++
	}
}

func (lx *ppLexer) next() (ppTok, error) {
	for lx.pos < len(lx.src) {
		c := lx.src[lx.pos]
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
			lx.advance(1)
			continue
		case c == '#':
			for lx.pos < len(lx.src) && lx.src[lx.pos] != '\n' {
				lx.advance(1)
			}
			continue
		case c == '/' && strings.HasPrefix(lx.src[lx.pos:], "/*"):
			end := strings.Index(lx.src[lx.pos+2:], "*/")
			if end < 0 {
				return ppTok{}, lx.errf(lx.line, lx.col, "unclosed comment")
			}
			lx.advance(end + 4)
			continue
		}
		break
	}
	line, col := lx.line, lx.col
	if lx.pos >= len(lx.src) {
		return ppTok{kind: ppEOF, line: line, col: col}, nil
	}
	c := lx.src[lx.pos]
	switch {
	case c == '\'' || c == '"':
		lx.advance(1)
		var b strings.Builder
		for {
			if lx.pos >= len(lx.src) {
				return ppTok{}, lx.errf(line, col, "unterminated string")
			}
			d := lx.src[lx.pos]
			if d == c {
				lx.advance(1)
				break
			}
			if d == '\\' && lx.pos+1 < len(lx.src) {
				n := lx.src[lx.pos+1]
				switch {
				case c == '\'' && (n == '\\' || n == '\''):
					b.WriteByte(n)
				case c == '"' && n == 'n':
					b.WriteByte('\n')
				case c == '"' && n == 't':
					b.WriteByte('\t')
				case c == '"' && n == 'r':
					b.WriteByte('\r')
				case c == '"' && (n == '\\' || n == '"' || n == '$' || n == '\''):
					b.WriteByte(n)
				default:
					b.WriteByte('\\')
					b.WriteByte(n)
				}
				lx.advance(2)
				continue
			}
			if c == '"' && d == '$' && lx.pos+1 < len(lx.src) && (lx.src[lx.pos+1] == '{' || isIdentStart(lx.src[lx.pos+1])) {
				return ppTok{}, lx.errf(lx.line, lx.col, "interpolation is not supported in a resource type file")
			}
			b.WriteByte(d)
			lx.advance(1)
		}
		return ppTok{kind: ppString, text: b.String(), line: line, col: col}, nil
	case c == '/':
		// a regexp: up to the next / not escaped by an odd number of backslashes;
		// Puppet then replaces \/ by / (Puppet::Pops::Parser::Lexer2)
		i := lx.pos + 1
		for {
			j := strings.IndexByte(lx.src[i:], '/')
			if j < 0 {
				return ppTok{}, lx.errf(line, col, "unterminated regexp")
			}
			end := i + j
			bs := 0
			for k := end - 1; k > lx.pos && lx.src[k] == '\\'; k-- {
				bs++
			}
			if bs%2 == 0 {
				body := strings.ReplaceAll(lx.src[lx.pos+1:end], `\/`, "/")
				lx.advance(end + 1 - lx.pos)
				return ppTok{kind: ppRegexp, text: body, line: line, col: col}, nil
			}
			i = end + 1
		}
	case c == '=' && strings.HasPrefix(lx.src[lx.pos:], "=>"):
		lx.advance(2)
		return ppTok{kind: ppPunct, text: "=>", line: line, col: col}, nil
	case strings.IndexByte("()[]{},.", c) >= 0:
		lx.advance(1)
		return ppTok{kind: ppPunct, text: string(c), line: line, col: col}, nil
	case c >= '0' && c <= '9' || c == '-':
		start := lx.pos
		lx.advance(1)
		for lx.pos < len(lx.src) && (isIdentChar(lx.src[lx.pos]) || lx.src[lx.pos] == '.') {
			lx.advance(1)
		}
		return ppTok{kind: ppNumber, text: lx.src[start:lx.pos], line: line, col: col}, nil
	case isIdentStart(c) || c == ':':
		start := lx.pos
		for lx.pos < len(lx.src) && (isIdentChar(lx.src[lx.pos]) || strings.HasPrefix(lx.src[lx.pos:], "::")) {
			if lx.src[lx.pos] == ':' {
				lx.advance(2)
				continue
			}
			lx.advance(1)
		}
		if lx.pos == start {
			break
		}
		return ppTok{kind: ppName, text: lx.src[start:lx.pos], line: line, col: col}, nil
	}
	return ppTok{}, lx.errf(line, col, "unexpected character %q", rune(c))
}

type ppParser struct {
	lx  *ppLexer
	tok ppTok
}

func (p *ppParser) advance() error {
	t, err := p.lx.next()
	if err != nil {
		return err
	}
	p.tok = t
	return nil
}

func (p *ppParser) errf(format string, args ...any) error {
	return p.lx.errf(p.tok.line, p.tok.col, format, args...)
}

func (p *ppParser) describe() string {
	switch p.tok.kind {
	case ppEOF:
		return "end of file"
	case ppString:
		return fmt.Sprintf("string %q", p.tok.text)
	case ppRegexp:
		return "regexp /" + p.tok.text + "/"
	}
	return fmt.Sprintf("'%s'", p.tok.text)
}

func (p *ppParser) expect(kind ppKind, text string) (ppTok, error) {
	t := p.tok
	if t.kind != kind || (text != "" && t.text != text) {
		want := text
		if want == "" {
			want = map[ppKind]string{ppString: "a string", ppName: "a name", ppRegexp: "a regexp"}[kind]
		} else {
			want = "'" + want + "'"
		}
		return t, p.errf("expected %s, got %s", want, p.describe())
	}
	return t, p.advance()
}

func (p *ppParser) punct(text string) bool { return p.tok.kind == ppPunct && p.tok.text == text }

// listSep passes the comma after a list's element; without one the list
// must end (close) here.
func (p *ppParser) listSep(close string) error {
	if p.punct(",") {
		return p.advance()
	}
	if !p.punct(close) {
		return p.errf("expected ',' or '%s', got %s", close, p.describe())
	}
	return nil
}

// skipType skips a type expression such as Enum['a', 'b'] or Optional[Pattern[/x/]] up to
// the comma at the top level.
func (p *ppParser) skipType() error {
	depth := 0
	for {
		switch {
		case p.tok.kind == ppEOF:
			return p.errf("unexpected end of file in a type")
		case p.punct("[") || p.punct("(") || p.punct("{"):
			depth++
		case p.punct("]") || p.punct(")") || p.punct("}"):
			if depth == 0 {
				return p.errf("unexpected %s in a type", p.describe())
			}
			depth--
		case p.punct(",") && depth == 0:
			return nil
		}
		if err := p.advance(); err != nil {
			return err
		}
	}
}

// params reads [ Puppet::Resource::Param(TYPE, 'name'[, true]), ... ].
// commaParams is ", " and a list of attributes (the type's properties or
// its parameters).
func (p *ppParser) commaParams() (names []string, namevars []bool, err error) {
	if _, err := p.expect(ppPunct, ","); err != nil {
		return nil, nil, err
	}
	return p.params()
}

func (p *ppParser) params() (names []string, namevars []bool, err error) {
	if _, err = p.expect(ppPunct, "["); err != nil {
		return
	}
	for !p.punct("]") {
		if _, err = p.expect(ppName, "Puppet::Resource::Param"); err != nil {
			return
		}
		if _, err = p.expect(ppPunct, "("); err != nil {
			return
		}
		if err = p.skipType(); err != nil {
			return
		}
		if _, err = p.expect(ppPunct, ","); err != nil {
			return
		}
		var name ppTok
		if name, err = p.expect(ppString, ""); err != nil {
			return
		}
		nv := false
		if p.punct(",") {
			if err = p.advance(); err != nil {
				return
			}
			var b ppTok
			if b, err = p.expect(ppName, ""); err != nil {
				return
			}
			switch b.text {
			case "true":
				nv = true
			case "false":
			default:
				err = p.lx.errf(b.line, b.col, "expected true or false, got '%s'", b.text)
				return
			}
		}
		if _, err = p.expect(ppPunct, ")"); err != nil {
			return
		}
		names = append(names, name.text)
		namevars = append(namevars, nv)
		if p.punct(",") {
			if err = p.advance(); err != nil {
				return
			}
			continue
		}
		if !p.punct("]") {
			err = p.errf("expected ',' or ']', got %s", p.describe())
			return
		}
	}
	err = p.advance()
	return
}

func (p *ppParser) boolean() (bool, error) {
	t, err := p.expect(ppName, "")
	if err != nil {
		return false, err
	}
	switch t.text {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, p.lx.errf(t.line, t.col, "expected true or false, got '%s'", t.text)
}

// ParsePcoreType reads one .resource_types/NAME.pp file as `puppet generate types` writes it.
func ParsePcoreType(file string, src []byte) (*Type, error) {
	p := &ppParser{lx: &ppLexer{file: file, src: string(src), line: 1, col: 1}}
	if err := p.advance(); err != nil {
		return nil, err
	}
	for _, want := range []struct {
		kind ppKind
		text string
	}{{ppName, "Puppet::Resource::ResourceType3"}, {ppPunct, "."}, {ppName, "new"}, {ppPunct, "("}} {
		if _, err := p.expect(want.kind, want.text); err != nil {
			return nil, err
		}
	}
	nameTok, err := p.expect(ppString, "")
	if err != nil {
		return nil, err
	}
	t := &Type{Name: strings.ToLower(nameTok.text), File: file, Origin: OriginPcore, Isomorphic: true}
	if nameTok.text == "" {
		return nil, p.lx.errf(nameTok.line, nameTok.col, "empty type name")
	}
	props, propNV, err := p.commaParams()
	if err != nil {
		return nil, err
	}
	t.Properties = props
	params, paramNV, err := p.commaParams()
	if err != nil {
		return nil, err
	}
	t.Params = params
	// ResourceTypeImpl: key attributes are the namevars, properties first
	for i, n := range props {
		if propNV[i] {
			t.KeyAttributes = append(t.KeyAttributes, n)
		}
	}
	for i, n := range params {
		if paramNV[i] {
			t.KeyAttributes = append(t.KeyAttributes, n)
		}
	}
	var patterns []TitlePattern
	hasPatterns := false
	if p.punct(",") {
		if err := p.advance(); err != nil {
			return nil, err
		}
		if p.punct("{") {
			hasPatterns = true
			if err := p.advance(); err != nil {
				return nil, err
			}
			for !p.punct("}") {
				re, err := p.expect(ppRegexp, "")
				if err != nil {
					return nil, err
				}
				if _, err := p.expect(ppPunct, "=>"); err != nil {
					return nil, err
				}
				if _, err := p.expect(ppPunct, "["); err != nil {
					return nil, err
				}
				tp := TitlePattern{Source: re.text}
				for !p.punct("]") {
					a, err := p.expect(ppString, "")
					if err != nil {
						return nil, err
					}
					tp.Attributes = append(tp.Attributes, a.text)
					tp.Procs = append(tp.Procs, false)
					if err := p.listSep("]"); err != nil {
						return nil, err
					}
				}
				if err := p.advance(); err != nil {
					return nil, err
				}
				patterns = append(patterns, tp)
				if err := p.listSep("}"); err != nil {
					return nil, err
				}
			}
			if err := p.advance(); err != nil {
				return nil, err
			}
		} else if p.tok.kind == ppName && p.tok.text == "undef" {
			if err := p.advance(); err != nil {
				return nil, err
			}
		}
		if p.punct(",") {
			if err := p.advance(); err != nil {
				return nil, err
			}
			iso, err := p.boolean()
			if err != nil {
				return nil, err
			}
			t.Isomorphic = iso
			if p.punct(",") {
				if err := p.advance(); err != nil {
					return nil, err
				}
				if _, err := p.boolean(); err != nil { // capability, ignored by Puppet 7
					return nil, err
				}
			}
		}
	}
	if _, err := p.expect(ppPunct, ")"); err != nil {
		return nil, err
	}
	if p.tok.kind != ppEOF {
		return nil, p.errf("unexpected %s after the resource type", p.describe())
	}
	// ResourceTypeImpl#initialize: one key attribute and no patterns gives the default
	// pattern; several key attributes need patterns (Puppet raises a DevError when compiling)
	switch {
	case len(t.KeyAttributes) == 0:
	case hasPatterns && len(patterns) > 0 || len(t.KeyAttributes) > 1:
		t.TitlePatterns = patterns
	default:
		t.TitlePatterns = []TitlePattern{{Source: "(.*)", Options: "m", Attributes: []string{t.KeyAttributes[0]}, Procs: []bool{false}}}
	}
	if len(t.KeyAttributes) == 1 && hasPatterns && len(patterns) == 0 {
		// an empty hash with one namevar: Puppet ends up with no patterns at all
		t.TitlePatterns = nil
	}
	return t, nil
}

// LoadPcoreTypes reads every NAME.pp in an environment's .resource_types directory (as
// written by `puppet generate types`). A missing directory gives no types and no error.
// Use MergeTypes(rubyTypes, pcoreTypes) to let them replace the module's Ruby types, as
// Puppet does.
func LoadPcoreTypes(dir string) (map[string]*Type, []error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.pp"))
	if err != nil {
		return nil, []error{err}
	}
	sort.Strings(files)
	types := map[string]*Type{}
	var errs []error
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		t, err := ParsePcoreType(f, data)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if want := strings.TrimSuffix(filepath.Base(f), ".pp"); want != t.Name {
			errs = append(errs, &TypeError{File: f, Type: t.Name, Msg: "defined in " + filepath.Base(f) + "; Puppet looks for it in " + t.Name + ".pp"})
		}
		if _, ok := types[t.Name]; ok {
			errs = append(errs, &TypeError{File: f, Type: t.Name, Msg: "defined twice"})
			continue
		}
		types[t.Name] = t
	}
	return types, errs
}
