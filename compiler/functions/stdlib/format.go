package stdlib

import (
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/functions/core"
	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
)

// Ports of stdlib's serialization and escaping functions: to_json,
// to_json_pretty, to_yaml (4.x), parseyaml, parsejson, to_python, to_ruby,
// uriescape, shell_escape, shell_join, shell_split, batch_escape,
// powershell_escape, sprintf_hash.

func stdlibFormatFunctions(l *functions.Lib) {
	l.Register("to_json", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		var b strings.Builder
		if err := WriteJSON(&b, args[0], nil, 0); err != nil {
			return nil, err
		}
		return b.String(), nil
	}).Req("data", "Any"))

	l.Register("to_json_pretty", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		d := args[0]
		if len(args) > 1 && args[1] == true {
			switch x := d.(type) {
			case []values.Value:
				out := []values.Value{}
				for _, e := range x {
					if e != nil {
						out = append(out, e)
					}
				}
				d = out
			case *values.Hash:
				out := values.NewHash(x.Len())
				for i := 0; i < x.Len(); i++ {
					k, v := x.At(i)
					if v != nil {
						out.Put(k, v)
					}
				}
				d = out
			}
		}
		st := &jsonState{indent: "  ", space: " ", objectNL: "\n", arrayNL: "\n"}
		if len(args) > 2 && args[2] != nil {
			o := args[2].(*values.Hash)
			str := func(k string, dst *string) {
				if v, ok := o.GetString(k); ok && v != nil {
					*dst = v.(string)
				}
			}
			str("indent", &st.indent)
			str("space", &st.space)
			str("space_before", &st.spaceBefore)
			str("object_nl", &st.objectNL)
			str("array_nl", &st.arrayNL)
			if v, ok := o.GetString("allow_nan"); ok && v == true {
				st.allowNaN = true
			}
		}
		var b strings.Builder
		if err := WriteJSON(&b, d, st, 0); err != nil {
			return nil, err
		}
		b.WriteByte('\n')
		return b.String(), nil
	}).Req("data", "Variant[Hash, Array]").Opt("skip_undef", "Optional[Boolean]").
		Opt("opts", `Struct[{
indent       => Optional[String],
space        => Optional[String],
space_before => Optional[String],
object_nl    => Optional[String],
array_nl     => Optional[String],
allow_nan    => Optional[Boolean],
max_nesting  => Optional[Integer[-1,default]],
}]`))

	l.Register("to_yaml", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		e := newYAMLEmitter()
		if len(args) > 1 {
			o := args[1].(*values.Hash)
			if v, ok := o.GetString("indentation"); ok {
				if n, ok := v.(int64); ok && n >= 2 && n <= 9 {
					e.bestIndent = int(n)
				}
			}
			if v, ok := o.GetString("line_width"); ok {
				if n, ok := v.(int64); ok {
					e.lineWidth = int(n)
					switch {
					case n < 0:
						e.bestWidth = math.MaxInt
					case int(n) > e.bestIndent*2:
						e.bestWidth = int(n)
					}
				}
			}
		}
		return e.document(args[0]), nil
	}).Req("data", "Any").Opt("options", "Hash"))

	l.Register3x("parseyaml", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) < 1 {
			return nil, functions.Errorf("Wrong number of arguments. 1 or 2 arguments should be provided.")
		}
		var dflt values.Value
		if len(args) > 1 {
			dflt = args[1]
		}
		s, ok := args[0].(string)
		if !ok {
			if values.Truthy(dflt) {
				return dflt, nil
			}
			return nil, functions.Errorf("no implicit conversion of %s into String", core.RubyClassForConversion(args[0]))
		}
		v, _, err := data.DecodeYAML([]byte(s), data.YAMLOptions{AllowSymbols: true, NoAliases: true})
		if err != nil {
			if values.Truthy(dflt) {
				return dflt, nil
			}
			return nil, functions.Errorf("%s", yamlErrorMessage(err))
		}
		r := values.FromData(v)
		if !values.Truthy(r) && len(args) > 1 {
			return dflt, nil
		}
		return r, nil
	})
	l.Register3x("parsejson", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) < 1 {
			return nil, functions.Errorf("Wrong number of arguments. 1 or 2 arguments should be provided.")
		}
		var dflt values.Value
		if len(args) > 1 {
			dflt = args[1]
		}
		s, ok := args[0].(string)
		if !ok {
			if values.Truthy(dflt) {
				return dflt, nil
			}
			return nil, functions.Errorf("no implicit conversion of %s into String", core.RubyClassForConversion(args[0]))
		}
		v, err := data.DecodeJSON([]byte(s), data.JSONOptions{})
		if err != nil {
			if values.Truthy(dflt) {
				return dflt, nil
			}
			return nil, functions.Errorf("%s", jsonErrorMessage(s, err))
		}
		r := values.FromData(v)
		if !values.Truthy(r) && len(args) > 1 {
			return dflt, nil
		}
		return r, nil
	})

	l.Register("to_python", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		return serializedTo(args[0], "True", "False", "None", ": "), nil
	}).Req("object", "Any"))
	l.Register("to_ruby", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		return serializedTo(args[0], "true", "false", "nil", " => "), nil
	}).Req("object", "Any"))

	l.Register3x("uriescape", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		return mapStrings("uriescape", args, uriEscape)
	})
	l.Register("shell_escape", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		return shellEscape(functions.RubyToS(args[0])), nil
	}).Req("string", "Any"))
	l.Register3x("shell_join", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("shell_join(): Wrong number of arguments given (%d for 1)", len(args))
		}
		arr, ok := args[0].([]values.Value)
		if !ok {
			return nil, functions.ParseErr("First argument is not an Array: %s", functions.RubyInspect(args[0]))
		}
		parts := make([]string, len(arr))
		for i, e := range arr {
			parts[i] = shellEscape(functions.RubyToS(e))
		}
		return strings.Join(parts, " "), nil
	})
	l.Register3x("shell_split", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("shell_split(): Wrong number of arguments given (%d for 1)", len(args))
		}
		return shellSplit(functions.RubyToS(args[0]))
	})
	l.Register("batch_escape", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		var b strings.Builder
		b.WriteByte('"')
		for _, r := range functions.RubyToS(args[0]) {
			switch r {
			case '"':
				b.WriteString(`""`)
			case '$', '\\':
				b.WriteByte('\\')
				b.WriteRune(r)
			default:
				b.WriteRune(r)
			}
		}
		b.WriteByte('"')
		return b.String(), nil
	}).Req("string", "Any"))
	l.Register("powershell_escape", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		var b strings.Builder
		for _, r := range functions.RubyToS(args[0]) {
			switch r {
			case ' ', '\'', '`', '|', '\n', '$':
				b.WriteByte('`')
				b.WriteRune(r)
			case '"':
				b.WriteString("\\`\"")
			default:
				b.WriteRune(r)
			}
		}
		return b.String(), nil
	}).Req("string", "Any"))
	l.Register("sprintf_hash", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		Deprecation(c, "sprintf_hash", "This method is deprecated. From Puppet 4.10.10/5.3.4 please use the built-in sprintf instead")
		return values.Sprintf(args[0].(string), []values.Value{args[1]})
	}).Req("format", "String").Req("arguments", "Hash"))
}

// yamlErrorMessage is the message of the Psych error Puppet's YAML.load
// raises: a syntax error is "(FILE): PROBLEM CONTEXT at line L column C",
// FILE "<unknown>" for a string (parseyaml) or the path (loadyaml); other
// errors are their message alone ("Unknown alias: x").
func yamlErrorMessage(err error) string {
	if de, ok := err.(*data.Error); ok {
		return de.Psych(de.File)
	}
	return err.Error()
}

// jsonErrorMessage approximates Ruby's JSON::ParserError text: the json
// gem reports "unexpected token at '<rest of input>'".
func jsonErrorMessage(src string, err error) string {
	if de, ok := err.(*data.Error); ok {
		return de.Msg
	}
	return err.Error()
}

// ---------------------------------------------------------------------------
// JSON, as Ruby's json gem generates it

type jsonState struct {
	indent, space, spaceBefore, objectNL, arrayNL string
	allowNaN                                      bool
}

// writeJSON writes v as JSON.generate (st nil) or JSON.pretty_generate.
func WriteJSON(b *strings.Builder, v values.Value, st *jsonState, depth int) error {
	if st == nil {
		st = &jsonState{}
	}
	switch x := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		b.WriteString(strconv.FormatBool(x))
	case int64:
		b.WriteString(strconv.FormatInt(x, 10))
	case float64:
		switch {
		case math.IsNaN(x) && !st.allowNaN:
			return functions.Errorf("1003: NaN not allowed in JSON")
		case math.IsInf(x, 1) && !st.allowNaN:
			return functions.Errorf("1000: Infinity not allowed in JSON")
		case math.IsInf(x, -1) && !st.allowNaN:
			return functions.Errorf("1000: -Infinity not allowed in JSON")
		}
		b.WriteString(values.FormatFloat(x))
	case string:
		return writeJSONString(b, x)
	case []values.Value:
		b.WriteByte('[')
		b.WriteString(st.arrayNL)
		for i, e := range x {
			if i > 0 {
				b.WriteByte(',')
				b.WriteString(st.arrayNL)
			}
			b.WriteString(strings.Repeat(st.indent, depth+1))
			if err := WriteJSON(b, e, st, depth+1); err != nil {
				return err
			}
		}
		b.WriteString(st.arrayNL)
		b.WriteString(strings.Repeat(st.indent, depth))
		b.WriteByte(']')
	case *values.Hash:
		b.WriteByte('{')
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(st.objectNL)
			b.WriteString(strings.Repeat(st.indent, depth+1))
			if err := writeJSONString(b, functions.RubyToS(k)); err != nil {
				return err
			}
			b.WriteString(st.spaceBefore)
			b.WriteByte(':')
			b.WriteString(st.space)
			if err := WriteJSON(b, e, st, depth+1); err != nil {
				return err
			}
		}
		b.WriteString(st.objectNL)
		b.WriteString(strings.Repeat(st.indent, depth))
		b.WriteByte('}')
	default:
		// Objects without their own to_json generate their to_s.
		return writeJSONString(b, functions.RubyToS(v))
	}
	return nil
}

func writeJSONString(b *strings.Builder, s string) error {
	if !utf8.ValidString(s) {
		return functions.Errorf("source sequence is illegal/malformed utf-8")
	}
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		default:
			if c < 0x20 {
				b.WriteString(`\u00`)
				b.WriteByte("0123456789abcdef"[c>>4])
				b.WriteByte("0123456789abcdef"[c&0xf])
			} else {
				b.WriteByte(c)
			}
		}
	}
	b.WriteByte('"')
	return nil
}

// serializedTo is to_python / to_ruby of the rich data form of v.
func serializedTo(v values.Value, t, f, null, sep string) string {
	switch x := v.(type) {
	case bool:
		if x {
			return t
		}
		return f
	case nil:
		return null
	case []values.Value:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = serializedTo(e, t, f, null, sep)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case *values.Hash:
		parts := make([]string, x.Len())
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			parts[i] = serializedTo(k, t, f, null, sep) + sep + serializedTo(e, t, f, null, sep)
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	return functions.RubyInspect(v)
}

// ---------------------------------------------------------------------------
// Escaping

var uriUnsafeRx = lazyre.New(`[^-_.!~*'()a-zA-Z\d;/?:@&=+$,\[\]]`)

// uriEscape is URI::DEFAULT_PARSER.escape.
func uriEscape(s string) string {
	return uriUnsafeRx.ReplaceAllStringFunc(s, func(m string) string {
		var b strings.Builder
		for i := 0; i < len(m); i++ {
			b.WriteString("%" + strings.ToUpper(strconv.FormatInt(int64(m[i])+0x100, 16)[1:]))
		}
		return b.String()
	})
}

var shellUnsafeRx = lazyre.New(`[^A-Za-z0-9_\-.,:+/@\n]`)

// shellEscape is Shellwords.shellescape.
func shellEscape(s string) string {
	if s == "" {
		return "''"
	}
	s = shellUnsafeRx.ReplaceAllStringFunc(s, func(m string) string { return `\` + m })
	return strings.ReplaceAll(s, "\n", "'\n'")
}

// shellSplit is Shellwords.shellsplit.
func shellSplit(line string) (values.Value, error) {
	words := []values.Value{}
	var field strings.Builder
	inField := false
	i := 0
	isSpace := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r' }
	for i < len(line) {
		// skip leading white space of a token
		for i < len(line) && isSpace(line[i]) && !inField {
			i++
		}
		if i >= len(line) {
			break
		}
		c := line[i]
		switch {
		case c == '\'':
			end := strings.IndexByte(line[i+1:], '\'')
			if end < 0 {
				return nil, functions.Errorf("Unmatched quote: %s", functions.RubyInspect(line))
			}
			field.WriteString(line[i+1 : i+1+end])
			i += end + 2
		case c == '"':
			j := i + 1
			var dq strings.Builder
			closed := false
			for j < len(line) {
				if line[j] == '\\' && j+1 < len(line) {
					if strings.IndexByte("$`\"\\\n", line[j+1]) >= 0 {
						dq.WriteByte(line[j+1])
					} else {
						dq.WriteByte('\\')
						dq.WriteByte(line[j+1])
					}
					j += 2
					continue
				}
				if line[j] == '"' {
					closed = true
					break
				}
				dq.WriteByte(line[j])
				j++
			}
			if !closed {
				return nil, functions.Errorf("Unmatched quote: %s", functions.RubyInspect(line))
			}
			field.WriteString(dq.String())
			i = j + 1
		case c == '\\':
			if i+1 < len(line) {
				_, n := utf8.DecodeRuneInString(line[i+1:])
				field.WriteString(line[i+1 : i+1+n])
				i += 1 + n
			} else {
				i++
			}
		default:
			j := i
			for j < len(line) && !isSpace(line[j]) && line[j] != '\\' && line[j] != '\'' && line[j] != '"' {
				j++
			}
			field.WriteString(line[i:j])
			i = j
		}
		inField = true
		if i >= len(line) || isSpace(line[i]) {
			words = append(words, field.String())
			field.Reset()
			inField = false
		}
	}
	return words, nil
}

// ---------------------------------------------------------------------------
// YAML, as Psych 4 (Ruby 3.1) and libyaml 0.2 emit it

type yamlStyle int

const (
	yPlain yamlStyle = iota
	ySingle
	yDouble
	yLiteral
	yFolded
)

// yamlEmitter is the part of libyaml's emitter Psych's dump of plain data
// goes through: block collections, flow empty collections, the five
// scalar styles with libyaml's choice among them, line folding at the
// best width.
type yamlEmitter struct {
	b          strings.Builder
	bestIndent int
	bestWidth  int
	lineWidth  int // Psych's line_width option (0: none)
	indent     int
	indents    []int
	column     int
	whitespace bool
	indention  bool
	openEnded  int
	flowLevel  int
	// node context
	rootCtx, seqCtx, mapCtx, simpleKeyCtx bool
}

func newYAMLEmitter() *yamlEmitter {
	return &yamlEmitter{bestIndent: 2, bestWidth: 80, indent: -1, whitespace: true, indention: true}
}

func (e *yamlEmitter) put(s string) {
	e.b.WriteString(s)
	e.column += utf8.RuneCountInString(s)
}

func (e *yamlEmitter) putBreak() {
	e.b.WriteByte('\n')
	e.column = 0
}

func (e *yamlEmitter) increaseIndent(flow, indentless bool) {
	e.indents = append(e.indents, e.indent)
	if e.indent < 0 {
		if flow {
			e.indent = e.bestIndent
		} else {
			e.indent = 0
		}
	} else if !indentless {
		e.indent += e.bestIndent
	}
}

func (e *yamlEmitter) popIndent() {
	e.indent = e.indents[len(e.indents)-1]
	e.indents = e.indents[:len(e.indents)-1]
}

func (e *yamlEmitter) writeIndent() {
	indent := e.indent
	if indent < 0 {
		indent = 0
	}
	if !e.indention || e.column > indent || (e.column == indent && !e.whitespace) {
		e.putBreak()
	}
	for e.column < indent {
		e.put(" ")
	}
	e.whitespace = true
	e.indention = true
}

func (e *yamlEmitter) writeIndicator(ind string, needWhitespace, isWhitespace, isIndention bool) {
	if needWhitespace && !e.whitespace {
		e.put(" ")
	}
	e.put(ind)
	e.whitespace = isWhitespace
	e.indention = e.indention && isIndention
}

// document is Psych.dump(v): "---", the node, the final newline.
func (e *yamlEmitter) document(v values.Value) string {
	e.writeIndicator("---", true, false, false)
	e.node(v, true, false, false, false)
	// document end (implicit)
	e.writeIndent()
	if e.openEnded == 2 {
		e.writeIndicator("...", true, false, false)
		e.openEnded = 0
		e.writeIndent()
	}
	return e.b.String()
}

func (e *yamlEmitter) node(v values.Value, root, seq, mapping, simpleKey bool) {
	e.rootCtx, e.seqCtx, e.mapCtx, e.simpleKeyCtx = root, seq, mapping, simpleKey
	switch x := v.(type) {
	case []values.Value:
		if len(x) == 0 || e.flowLevel > 0 {
			e.flowEmpty("[", "]")
			return
		}
		e.blockSequence(x)
	case *values.Hash:
		if x.Len() == 0 || e.flowLevel > 0 {
			e.flowEmpty("{", "}")
			return
		}
		e.blockMapping(x)
	default:
		e.scalarNode(v)
	}
}

func (e *yamlEmitter) flowEmpty(open, close string) {
	e.writeIndicator(open, true, true, false)
	e.increaseIndent(true, false)
	e.flowLevel++
	e.flowLevel--
	e.popIndent()
	e.writeIndicator(close, false, false, false)
}

func (e *yamlEmitter) blockSequence(x []values.Value) {
	e.increaseIndent(false, e.mapCtx && !e.indention)
	for _, item := range x {
		e.writeIndent()
		e.writeIndicator("-", true, false, true)
		e.node(item, false, true, false, false)
	}
	e.popIndent()
}

func (e *yamlEmitter) blockMapping(x *values.Hash) {
	e.increaseIndent(false, false)
	for i := 0; i < x.Len(); i++ {
		k, v := x.At(i)
		e.writeIndent()
		if e.simpleKey(k) {
			e.node(k, false, false, true, true)
			e.writeIndicator(":", false, false, false)
		} else {
			e.writeIndicator("?", true, false, true)
			e.node(k, false, false, true, false)
			e.writeIndent()
			e.writeIndicator(":", true, false, true)
		}
		e.node(v, false, false, true, false)
	}
	e.popIndent()
}

// simpleKey is libyaml's check_simple_key for a key node.
func (e *yamlEmitter) simpleKey(k values.Value) bool {
	switch x := k.(type) {
	case []values.Value:
		return len(x) == 0
	case *values.Hash:
		return x.Len() == 0
	}
	s, _, _, _ := e.scalarOf(k)
	if strings.ContainsAny(s, "\n\r\u0085\u2028\u2029") {
		return false
	}
	return len(s) <= 128
}

// scalarOf is what Psych's YAMLTree emits for a scalar value: its text,
// the requested style, plain_implicit/quoted_implicit and a tag.
func (e *yamlEmitter) scalarOf(v values.Value) (text string, style yamlStyle, quotedImplicit bool, tag string) {
	switch x := v.(type) {
	case nil:
		return "", yPlain, false, ""
	case bool:
		return strconv.FormatBool(x), yPlain, false, ""
	case int64:
		return strconv.FormatInt(x, 10), yPlain, false, ""
	case float64:
		switch {
		case math.IsNaN(x):
			return ".nan", yPlain, false, ""
		case math.IsInf(x, 1):
			return ".inf", yPlain, false, ""
		case math.IsInf(x, -1):
			return "-.inf", yPlain, false, ""
		}
		return values.FormatFloat(x), yPlain, false, ""
	case string:
		if x == "<<" {
			return x, ySingle, false, "!!str"
		}
		return x, psychStringStyle(x, e.lineWidth), true, ""
	case values.Default:
		return ":default", yPlain, false, ""
	case *values.Regexp:
		return values.RubyInspect(x), yPlain, false, "!ruby/regexp" // Psych: o.inspect
	}
	s := functions.RubyToS(v)
	return s, psychStringStyle(s, e.lineWidth), true, ""
}

var psychOctal89Rx = lazyre.New(`\A0[0-7]*[89]`)

// rubyWordChar is Onigmo's [[:word:]] for UTF-8 strings: letters, marks,
// numbers and connector punctuation.
func rubyWordChar(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsNumber(r) || unicode.Is(unicode.Pc, r)
}

// psychWordStart is s =~ /^[^[:word:]][^"]*$/ for a string whose only
// line break, if any, is its last character: the line starts with a
// character that is not a word character and holds no double quote.
func psychWordStart(s string) bool {
	line := strings.TrimSuffix(s, "\n")
	if strings.Contains(line, "\n") {
		for _, l := range strings.Split(s, "\n") {
			if psychWordStart(l) {
				return true
			}
		}
		return false
	}
	r, n := utf8.DecodeRuneInString(line)
	if n == 0 || rubyWordChar(r) {
		return false
	}
	return !strings.Contains(line, `"`)
}

// psychStringLike is string.match?(%r{^[^\d.:-]?[[:alpha:]_\s!@#$%\^&*(){}<>|/\\~;=]+}):
// some line starts (after an optional character other than a digit, '.',
// ':' or '-') with a letter, '_', white space or one of !@#$%^&*(){}<>|/\~;=.
func psychStringLike(s string) bool {
	inSet := func(r rune) bool {
		return unicode.IsLetter(r) || unicode.IsMark(r) || r == '_' || r == ' ' || (r >= '\t' && r <= '\r') ||
			strings.ContainsRune("!@#$%^&*(){}<>|/\\~;=", r)
	}
	for _, line := range strings.Split(s, "\n") {
		rs := []rune(line)
		if len(rs) == 0 {
			continue
		}
		if inSet(rs[0]) {
			return true
		}
		if !(rs[0] >= '0' && rs[0] <= '9') && rs[0] != '.' && rs[0] != ':' && rs[0] != '-' && len(rs) > 1 && inSet(rs[1]) {
			return true
		}
	}
	return false
}

// psychStringStyle is the style Psych's visit_String asks for.
func psychStringStyle(s string, lineWidth int) yamlStyle {
	switch {
	case hasInnerNewline(s):
		return yLiteral
	case s == "<<":
		// Psych tags it tag:yaml.org,2002:str (written !!str)
		return ySingle
	case s == "y" || s == "n":
		return yDouble
	case lineWidth > 0 && utf8.RuneCountInString(s) > lineWidth:
		return yFolded
	case psychWordStart(s):
		return yDouble
	case !psychTokenizesToString(s) || psychOctal89Rx.MatchString(s):
		return ySingle
	}
	return yPlain
}

// hasInnerNewline is s =~ /\n(?!\Z)/.
func hasInnerNewline(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' && !(i == len(s)-1) {
			return true
		}
	}
	return false
}

var (
	psychTimeRx   = lazyre.New(`(?m)^-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|\s+)\d{1,2}:\d\d:\d\d(?:\.\d*)?(?:\s*(?:Z|[-+]\d{1,2}:?(?:\d\d)?))?$`)
	psychDateRx   = lazyre.New(`(?m)^(\d{4})-(1[012]|0\d|\d)-([12]\d|3[01]|0\d|\d)$`)
	psychInfRx    = lazyre.New(`(?mi)^[-+]?\.inf$`)
	psychNaNRx    = lazyre.New(`(?mi)^\.nan$`)
	psychBase60   = lazyre.New(`(?m)^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}(\.[0-9_]*)?$`)
	psychFloatRx  = lazyre.New(`(?m)^(?:[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?)$`)
	psychIntRx    = lazyre.New(`(?m)^(?:[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)|[-+]?0x[0-9a-fA-F_,]+)$`)
	psychNullRx   = lazyre.New(`(?i)^null$`)
	psychTrueRx   = lazyre.New(`(?i)^(yes|true|on)$`)
	psychFalseRx  = lazyre.New(`(?i)^(no|false|off)$`)
	psychNotYTONF = lazyre.New(`(?i)^[^ytonf~]`)
)

// psychTokenizesToString reports whether Psych's ScalarScanner#tokenize
// reads s back as a String (and not as null, a boolean, a number, a time,
// a date or a symbol).
func psychTokenizesToString(s string) bool {
	if s == "" {
		return false
	}
	if psychStringLike(s) || strings.Contains(s, "\n") {
		if utf8.RuneCountInString(s) > 5 || psychNotYTONF.MatchString(s) {
			return true
		}
		switch {
		case s == "~" || psychNullRx.MatchString(s), psychTrueRx.MatchString(s), psychFalseRx.MatchString(s):
			return false
		}
		return true
	}
	switch {
	case psychTimeRx.MatchString(s):
		return false
	case psychDateRx.MatchString(s):
		m := psychDateRx.FindStringSubmatch(s)
		y, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2])
		d, _ := strconv.Atoi(m[3])
		return !validDate(y, mo, d)
	case psychInfRx.MatchString(s), psychNaNRx.MatchString(s):
		return false
	case strings.HasPrefix(s, ":") && len(s) > 1:
		return false
	case psychBase60.MatchString(s):
		return false
	case psychFloatRx.MatchString(s):
		return s == "." || s == "-." || s == "+."
	case psychIntRx.MatchString(s):
		return false
	}
	return true
}

func validDate(y, m, d int) bool {
	if m < 1 || m > 12 || d < 1 {
		return false
	}
	days := []int{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}[m-1]
	if m == 2 && (y%4 == 0 && (y%100 != 0 || y%400 == 0)) {
		days = 29
	}
	return d <= days
}

// scalarAnalysis is libyaml's yaml_emitter_analyze_scalar.
type scalarAnalysis struct {
	multiline, flowPlain, blockPlain, singleQuoted, block bool
}

func yamlPrintable(r rune) bool {
	return r == 0x0A || (r >= 0x20 && r <= 0x7E) || r == 0x85 || (r >= 0xA0 && r <= 0xD7FF) ||
		(r >= 0xE000 && r <= 0xFFFD && r != 0xFEFF) || (r >= 0x10000 && r <= 0x10FFFF)
}

func yamlBreak(r rune) bool { return r == '\r' || r == '\n' || r == 0x85 || r == 0x2028 || r == 0x2029 }

func analyzeScalar(s string) scalarAnalysis {
	if s == "" {
		return scalarAnalysis{blockPlain: true, singleQuoted: true}
	}
	rs := []rune(s)
	var blockInd, flowInd, lineBreaks, special bool
	var leadingSpace, leadingBreak, trailingSpace, trailingBreak, breakSpace, spaceBreak bool
	var prevSpace, prevBreak bool
	if strings.HasPrefix(s, "---") || strings.HasPrefix(s, "...") {
		blockInd, flowInd = true, true
	}
	blankz := func(i int) bool {
		if i >= len(rs) {
			return true
		}
		r := rs[i]
		return r == ' ' || r == '\t' || yamlBreak(r)
	}
	preceded := true
	followed := blankz(1)
	for i, r := range rs {
		if i == 0 {
			switch r {
			case '#', ',', '[', ']', '{', '}', '&', '*', '!', '|', '>', '\'', '"', '%', '@', '`':
				flowInd, blockInd = true, true
			case '?', ':':
				flowInd = true
				if followed {
					blockInd = true
				}
			case '-':
				if followed {
					flowInd, blockInd = true, true
				}
			}
		} else {
			switch r {
			case ',', '?', '[', ']', '{', '}':
				flowInd = true
			case ':':
				flowInd = true
				if followed {
					blockInd = true
				}
			case '#':
				if preceded {
					flowInd, blockInd = true, true
				}
			}
		}
		if !yamlPrintable(r) {
			special = true
		}
		if yamlBreak(r) {
			lineBreaks = true
		}
		switch {
		case r == ' ':
			if i == 0 {
				leadingSpace = true
			}
			if i == len(rs)-1 {
				trailingSpace = true
			}
			if prevBreak {
				breakSpace = true
			}
			prevSpace, prevBreak = true, false
		case yamlBreak(r):
			if i == 0 {
				leadingBreak = true
			}
			if i == len(rs)-1 {
				trailingBreak = true
			}
			if prevSpace {
				spaceBreak = true
			}
			prevSpace, prevBreak = false, true
		default:
			prevSpace, prevBreak = false, false
		}
		preceded = r == ' ' || r == '\t' || yamlBreak(r)
		followed = blankz(i + 2)
	}
	a := scalarAnalysis{multiline: lineBreaks, flowPlain: true, blockPlain: true, singleQuoted: true, block: true}
	if leadingSpace || leadingBreak || trailingSpace || trailingBreak {
		a.flowPlain, a.blockPlain = false, false
	}
	if trailingSpace {
		a.block = false
	}
	if breakSpace {
		a.flowPlain, a.blockPlain, a.singleQuoted = false, false, false
	}
	if spaceBreak || special {
		a.flowPlain, a.blockPlain, a.singleQuoted, a.block = false, false, false, false
	}
	if lineBreaks {
		a.flowPlain, a.blockPlain = false, false
	}
	if flowInd {
		a.flowPlain = false
	}
	if blockInd {
		a.blockPlain = false
	}
	return a
}

func (e *yamlEmitter) scalarNode(v values.Value) {
	text, style, quotedImplicit, tag := e.scalarOf(v)
	a := analyzeScalar(text)
	// yaml_emitter_select_scalar_style (plain_implicit is always true)
	if e.simpleKeyCtx && a.multiline {
		style = yDouble
	}
	if style == yPlain {
		if (e.flowLevel > 0 && !a.flowPlain) || (e.flowLevel == 0 && !a.blockPlain) {
			style = ySingle
		}
		if text == "" && (e.flowLevel > 0 || e.simpleKeyCtx) {
			style = ySingle
		}
	}
	if style == ySingle && !a.singleQuoted {
		style = yDouble
	}
	if (style == yLiteral || style == yFolded) && (!a.block || e.flowLevel > 0 || e.simpleKeyCtx) {
		style = yDouble
	}
	// libyaml writes the non-specific tag "!" for a quoted scalar that is
	// not quoted_implicit (undef as a key: "! ''").
	if tag == "" && !quotedImplicit && style != yPlain {
		tag = "!"
	}
	if tag != "" {
		e.writeIndicator(tag, true, false, false)
	}
	e.increaseIndent(true, false)
	allowBreaks := !e.simpleKeyCtx
	switch style {
	case yPlain:
		e.writePlain(text, allowBreaks)
	case ySingle:
		e.writeSingle(text, allowBreaks)
	case yDouble:
		e.writeDouble(text, allowBreaks)
	case yLiteral:
		e.writeLiteral(text)
	case yFolded:
		e.writeFolded(text)
	}
	e.popIndent()
}

func (e *yamlEmitter) writePlain(s string, allowBreaks bool) {
	if !e.whitespace && (s != "" || e.flowLevel > 0) {
		e.put(" ")
	}
	rs := []rune(s)
	spaces, breaks := false, false
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r == ' ':
			if allowBreaks && !spaces && e.column > e.bestWidth && !(i+1 < len(rs) && rs[i+1] == ' ') {
				e.writeIndent()
			} else {
				e.put(" ")
			}
			spaces = true
		case yamlBreak(r):
			if !breaks && r == '\n' {
				e.putBreak()
			}
			e.writeBreak(r)
			e.indention = true
			breaks = true
		default:
			if breaks {
				e.writeIndent()
			}
			e.put(string(r))
			e.indention = false
			spaces, breaks = false, false
		}
	}
	e.whitespace = false
	e.indention = false
	if e.rootCtx {
		e.openEnded = 1
	}
}

func (e *yamlEmitter) writeBreak(r rune) {
	if r == '\n' {
		e.putBreak()
		return
	}
	e.b.WriteRune(r)
	e.column = 0
}

func (e *yamlEmitter) writeSingle(s string, allowBreaks bool) {
	e.writeIndicator("'", true, false, false)
	rs := []rune(s)
	spaces, breaks := false, false
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r == ' ':
			if allowBreaks && !spaces && e.column > e.bestWidth && i != 0 && i != len(rs)-1 && !(i+1 < len(rs) && rs[i+1] == ' ') {
				e.writeIndent()
			} else {
				e.put(" ")
			}
			spaces = true
		case yamlBreak(r):
			if !breaks && r == '\n' {
				e.putBreak()
			}
			e.writeBreak(r)
			e.indention = true
			breaks = true
		default:
			if breaks {
				e.writeIndent()
			}
			if r == '\'' {
				e.put("'")
			}
			e.put(string(r))
			e.indention = false
			spaces, breaks = false, false
		}
	}
	if breaks {
		e.writeIndent()
	}
	e.writeIndicator("'", false, false, false)
	e.whitespace = false
	e.indention = false
}

func (e *yamlEmitter) writeDouble(s string, allowBreaks bool) {
	e.writeIndicator(`"`, true, false, false)
	rs := []rune(s)
	spaces := false
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		if !yamlPrintable(r) || r == 0xFEFF || yamlBreak(r) || r == '"' || r == '\\' {
			var esc string
			switch r {
			case 0x00:
				esc = "0"
			case 0x07:
				esc = "a"
			case 0x08:
				esc = "b"
			case 0x09:
				esc = "t"
			case 0x0A:
				esc = "n"
			case 0x0B:
				esc = "v"
			case 0x0C:
				esc = "f"
			case 0x0D:
				esc = "r"
			case 0x1B:
				esc = "e"
			case '"':
				esc = `"`
			case '\\':
				esc = `\`
			case 0x85:
				esc = "N"
			case 0xA0:
				esc = "_"
			case 0x2028:
				esc = "L"
			case 0x2029:
				esc = "P"
			default:
				switch {
				case r <= 0xFF:
					esc = "x" + hexUpper(int64(r), 2)
				case r <= 0xFFFF:
					esc = "u" + hexUpper(int64(r), 4)
				default:
					esc = "U" + hexUpper(int64(r), 8)
				}
			}
			e.put(`\` + esc)
			spaces = false
			continue
		}
		if r == ' ' {
			if allowBreaks && !spaces && e.column > e.bestWidth && i != 0 && i != len(rs)-1 {
				e.writeIndent()
				if i+1 < len(rs) && rs[i+1] == ' ' {
					e.put(`\`)
				}
			} else {
				e.put(" ")
			}
			spaces = true
			continue
		}
		e.put(string(r))
		spaces = false
	}
	e.writeIndicator(`"`, false, false, false)
	e.whitespace = false
	e.indention = false
}

func hexUpper(n int64, width int) string {
	s := strings.ToUpper(strconv.FormatInt(n, 16))
	for len(s) < width {
		s = "0" + s
	}
	return s
}

// blockHints writes the indentation and chomping indicators of a block
// scalar.
func (e *yamlEmitter) blockHints(s string) {
	rs := []rune(s)
	if len(rs) > 0 && (rs[0] == ' ' || yamlBreak(rs[0])) {
		e.writeIndicator(strconv.Itoa(e.bestIndent), false, false, false)
	}
	e.openEnded = 0
	chomp := ""
	switch {
	case len(rs) == 0:
		chomp = "-"
	case !yamlBreak(rs[len(rs)-1]):
		chomp = "-"
	case len(rs) == 1:
		chomp = "+"
		e.openEnded = 2
	case yamlBreak(rs[len(rs)-2]):
		chomp = "+"
		e.openEnded = 2
	}
	if chomp != "" {
		e.writeIndicator(chomp, false, false, false)
	}
}

func (e *yamlEmitter) writeLiteral(s string) {
	e.writeIndicator("|", true, false, false)
	e.blockHints(s)
	e.putBreak()
	e.indention = true
	e.whitespace = true
	breaks := true
	for _, r := range s {
		if yamlBreak(r) {
			e.writeBreak(r)
			e.indention = true
			breaks = true
			continue
		}
		if breaks {
			e.writeIndent()
		}
		e.put(string(r))
		e.indention = false
		breaks = false
	}
}

func (e *yamlEmitter) writeFolded(s string) {
	e.writeIndicator(">", true, false, false)
	e.blockHints(s)
	e.putBreak()
	e.indention = true
	e.whitespace = true
	breaks, leadingSpaces := true, true
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		if yamlBreak(r) {
			if !breaks && !leadingSpaces && r == '\n' {
				k := i
				for k < len(rs) && yamlBreak(rs[k]) {
					k++
				}
				if !(k >= len(rs) || rs[k] == ' ' || rs[k] == '\t') {
					e.putBreak()
				}
			}
			e.writeBreak(r)
			e.indention = true
			breaks = true
			continue
		}
		if breaks {
			e.writeIndent()
			leadingSpaces = r == ' ' || r == '\t'
		}
		if !breaks && r == ' ' && !(i+1 < len(rs) && rs[i+1] == ' ') && e.column > e.bestWidth {
			e.writeIndent()
		} else {
			e.put(string(r))
		}
		e.indention = false
		breaks = false
	}
}
