package stdlib

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/functions/core"
	"github.com/punch-dev/punch/compiler/ruby/rlib/json"
	"github.com/punch-dev/punch/compiler/ruby/rlib/psych"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
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
		return ToJSON(args[0])
	}).Req("data", "Any"))

	l.Register("to_json_pretty", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		d := args[0]
		if len(args) > 1 && args[1] == true {
			d, _ = withoutUndef(d)
		}
		// JSON.pretty_generate(data, opts): stdlib makes a max_nesting of
		// -1 false (no limit).
		st := json.PrettyState()
		if len(args) > 2 && args[2] != nil {
			o := args[2].(*values.Hash)
			str := func(k string, dst *string) {
				if v, ok := o.GetString(k); ok && v != nil {
					*dst = v.(string)
				}
			}
			str("indent", &st.Indent)
			str("space", &st.Space)
			str("space_before", &st.SpaceBefore)
			str("object_nl", &st.ObjectNL)
			str("array_nl", &st.ArrayNL)
			if v, ok := o.GetString("allow_nan"); ok && v == true {
				st.AllowNaN = true
			}
			if n, ok := o.GetString("max_nesting"); ok {
				if n, ok := n.(int64); ok {
					st.MaxNesting = max(int(n), 0)
				}
			}
		}
		s, err := generateJSON(d, st)
		if err != nil {
			return nil, err
		}
		return s + "\n", nil
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
		var opts *values.Hash
		if len(args) > 1 {
			opts = args[1].(*values.Hash)
		}
		return toYAML(args[0], opts)
	}).Req("data", "Any").Opt("options", "Hash"))

	l.Register3x("parseyaml", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		return parseData(args, func(s string) (any, error) {
			v, _, err := data.DecodeYAML([]byte(s), data.YAMLOptions{AllowSymbols: true, NoAliases: true, PlainUTF8: true})
			if err != nil {
				return nil, functions.Errorf("%s", yamlErrorMessage(err))
			}
			return v, nil
		})
	})
	l.Register3x("parsejson", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		return parseData(args, parseJSONAsGem)
	})

	// stdlib's to_python and to_ruby write the rich data form of the value
	// (ToDataConverter.convert(object, rich_data: true)).
	l.Register("to_python", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		d, err := values.ToRichData(args[0])
		if err != nil {
			return nil, err
		}
		return serializedTo(d, "True", "False", "None", ": "), nil
	}).Req("object", "Any"))
	l.Register("to_ruby", stdlib, functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		d, err := values.ToRichData(args[0])
		if err != nil {
			return nil, err
		}
		return serializedTo(d, "true", "false", "nil", " => "), nil
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

// parseData is parseyaml and parsejson (3.x) around their decoder: the
// default (the second argument) is the answer when the first is no String
// or does not decode, and when it decodes to a false value.
func parseData(args []values.Value, decode func(string) (any, error)) (values.Value, error) {
	if len(args) < 1 {
		return nil, functions.Errorf("Wrong number of arguments. 1 or 2 arguments should be provided.")
	}
	dflt := functions.Arg(args, 1)
	s, ok := args[0].(string)
	if !ok {
		if values.Truthy(dflt) {
			return dflt, nil
		}
		return nil, functions.Errorf("no implicit conversion of %s into String", core.RubyClassForConversion(args[0]))
	}
	v, err := decode(s)
	if err != nil {
		if values.Truthy(dflt) {
			return dflt, nil
		}
		return nil, err
	}
	r := values.FromData(v)
	if !values.Truthy(r) && len(args) > 1 {
		return dflt, nil
	}
	return r, nil
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

// parseJSONAsGem is Puppet::Util::Json.load(s): the json gem's JSON.parse
// with its default options (nesting to 100), so that what it accepts and
// the text of its errors ("unexpected token at '{"a":'") are the gem's.
// An Integer beyond 64 bits is a big Integer, as Ruby's Bignum (up to
// data.MaxIntegerDigits digits, which keeps decoding linear).
func parseJSONAsGem(s string) (any, error) {
	b := &gemData{}
	v, err := data.ParseGemJSON[any](s, data.GemJSONOptions{MaxNesting: 100}, b)
	if err == nil {
		err = b.err
	}
	if err != nil {
		return nil, functions.Errorf("%s", err.Error())
	}
	return v, nil
}

// gemData builds the data values (values.FromData's input) of a JSON text
// read by data.ParseGemJSON.
type gemData struct{ err error }

func (*gemData) Str(s string) any           { return s }
func (*gemData) Float(f float64) any        { return f }
func (*gemData) Bool(b bool) any            { return b }
func (*gemData) Null() any                  { return nil }
func (*gemData) Array(e []any) any          { return e }
func (*gemData) NewObject() any             { return data.NewMap(0) }
func (*gemData) Set(o any, k string, v any) { o.(*data.Map).Set(k, v) }
func (*gemData) Object(o any) (any, error)  { return o, nil }

func (b *gemData) Int(text string) any {
	if n, err := strconv.ParseInt(text, 10, 64); err == nil {
		return n
	}
	if digits := len(strings.TrimPrefix(text, "-")); digits > data.MaxIntegerDigits {
		if b.err == nil {
			b.err = fmt.Errorf("integer %s... (%d digits) has more than %d digits", text[:20], digits, data.MaxIntegerDigits)
		}
		return int64(0)
	}
	if x, ok := new(big.Int).SetString(text, 10); ok {
		return x
	}
	if b.err == nil {
		b.err = fmt.Errorf("invalid integer %q", text)
	}
	return int64(0)
}

// ---------------------------------------------------------------------------
// JSON, as Ruby's json gem generates it

// ToJSON is data.to_json (JSON.generate's compact form, nesting limited
// to 100), written by Ruby's json library (compiler/ruby/rlib/json).
func ToJSON(v values.Value) (string, error) { return generateJSON(v, json.NewState()) }

// generateJSON is st.generate(v) over the Ruby objects Puppet hands a
// function for v: a value that is not plain data (and a Hash key that is
// not a String) is an object whose to_s is Ruby's to_s of the Puppet
// value, as Object#to_json writes it.
func generateJSON(v values.Value, st *json.State) (string, error) {
	// the Ruby objects keep a value's sharing; the text writes each
	// element as often as it is held (values.Walk's bounds)
	if err := values.CheckWritten(v, "the JSON text of a value (each element written)"); err != nil {
		return "", err
	}
	st.ObjectToS = func(o *rv.Object) (string, error) { return functions.RubyToS(o.Ref), nil }
	s, err := st.Generate(rubyData(v, jsonObject, jsonKey))
	if err != nil {
		return "", rubyError(err)
	}
	return s, nil
}

// jsonObject is v as an object for JSON: two Hash keys with one to_s
// stay two keys.
func jsonObject(v values.Value) rv.Value { return &rv.Object{Class: "Object", Ref: v} }

// jsonKey is a Hash key for JSON: a String, else an object.
func jsonKey(k values.Value) rv.Value {
	if s, ok := k.(string); ok {
		return rv.Str(s)
	}
	return jsonObject(k)
}

// rubyData is the Ruby object Puppet hands a Ruby function for v
// (rubyObjects); other is what any other value becomes, key what a Hash
// key becomes (nil: as any value).
func rubyData(v values.Value, other, key func(values.Value) rv.Value) rv.Value {
	c := rubyObjects{other: other, key: key}
	return c.value(v)
}

// serializedTo is to_python / to_ruby of v, a rich data form.
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

// toYAML is stdlib's to_yaml: data.to_yaml(options), written by Psych's
// dumper (compiler/ruby/rlib/psych, checked against Ruby 3.1's own) over
// the Ruby objects Puppet hands the function. Of the options, Psych reads
// :indentation (used from 2 to 9) and :line_width (negative: no limit);
// stdlib makes the Hash's keys Symbols, so those two names are the ones
// that count.
func toYAML(v values.Value, opts *values.Hash) (values.Value, error) {
	o := psych.DumpOptions{Indentation: 2}
	if opts != nil {
		if x, ok := opts.GetString("indentation"); ok {
			if n, ok := x.(int64); ok && n >= 2 && n <= 9 {
				o.Indentation = int(n)
			}
		}
		if x, ok := opts.GetString("line_width"); ok {
			if n, ok := x.(int64); ok {
				o.LineWidth, o.HasLineWidth = int(n), true
				if n < 0 {
					o.LineWidth = math.MaxInt
				}
			}
		}
	}
	s, err := psych.Dump(rubyData(v, yamlObject, nil), o)
	if err != nil {
		// Psych 4.0.3 raises ArgumentError `invalid value for Integer():
		// "0x"` for the String "0x_".
		return nil, rubyError(err)
	}
	return s, nil
}

// yamlObject is a value other than plain data for Psych: default is the
// Symbol :default, a Ruby Symbol a function returned that Symbol (Psych
// writes :name), a Regexp a Regexp; a value Psych would write as a
// !ruby/object is written as its to_s, as before.
func yamlObject(v values.Value) rv.Value {
	switch x := v.(type) {
	case values.Default:
		return rv.Symbol("default")
	case values.RubyObject:
		if x.IsSymbol() {
			return rv.Symbol(x.Text)
		}
	case *values.Regexp:
		// Regexp#inspect between its slashes: values escapes the control
		// characters Ruby's inspect escapes, which rv would copy as they
		// are; rv copies an escaped pair unchanged.
		in := values.RubyInspect(x)
		return &rv.Regexp{Source: in[1 : len(in)-1]}
	}
	return rv.Str(functions.RubyToS(v))
}
