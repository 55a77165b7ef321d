package data

import (
	"bytes"
	"encoding/base64"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/environments/data/internal/yamlerr"
)

// YAMLOptions configure DecodeYAML.
type YAMLOptions struct {
	// File names the input in errors.
	File string
	// AllowSymbols accepts Ruby symbols (":name", !ruby/sym), which Puppet
	// permits in ENC output but not in fact files. They decode as strings.
	AllowSymbols bool
	// RootTags are explicit tags accepted on the root mapping and decoded as
	// a plain hash, such as "!ruby/object:Puppet::Node::Facts" for Puppet's
	// fact cache. Any other Ruby object tag is refused, as safe_load does.
	RootTags []string
	// TimeAsString decodes YAML timestamps and dates as their text instead
	// of refusing them (Puppet's fact cache from older versions has
	// unquoted timestamps, which Puppet reads with Time permitted).
	TimeAsString bool
	// NoAliases refuses aliases as Psych 4's YAML.load does (aliases: false,
	// stdlib's parseyaml and loadyaml): "Unknown alias: NAME".
	NoAliases bool
	// PlainUTF8 says src is text Puppet gives Psych as it is: a file read as
	// plain UTF-8 (Hiera's cached_file_data: yaml_data, eyaml_lookup_key,
	// hiera.yaml), a command's output (the ENC), a String in a function.
	// Without it src is a file Puppet reads as 'bom|utf-8'
	// (Puppet::Util::Yaml.safe_load_file, Psych.load_file: facts files,
	// stdlib's loadyaml), which drops one leading byte order mark first.
	PlainUTF8 bool
	Limits
}

// utf8BOM is U+FEFF in UTF-8, the byte order mark of Windows editors.
var utf8BOM = []byte("\xef\xbb\xbf")

// psychBOM gives yaml.v3 what Psych makes of a leading U+FEFF. Psych hands
// libyaml its text with the encoding set, so libyaml does not read a byte
// order mark as one: its scanner skips U+FEFF at the start of a line as it
// skips a space there, and the column counts it, so a '---' after it is no
// document start ("mapping values are not allowed in this context" on the
// next line; Ruby 3.1, Psych 4.0.3, libyaml 0.2.5: YAML.load of
// "\uFEFF---\na: 1" and of " ---\na: 1" give the same error, and so for
// every text tried). yaml.v3 reads its input's first bytes as an encoding
// mark and drops a BOM there, so the character is given to it as the space
// it acts as. A file read as 'bom|utf-8' (plain false) loses one BOM first;
// a second one is then the space.
//
// Not followed: libyaml also skips a U+FEFF at the start of a later line
// between tokens, where yaml.v3 keeps it as text (its is_bom looks at the
// start of its buffer, not at the character read), so such a text can decode
// differently (testdata/psych_bom.rb leaves it out).
func psychBOM(src []byte, plain bool) []byte {
	if !plain {
		src = bytes.TrimPrefix(src, utf8BOM)
	}
	if !bytes.HasPrefix(src, utf8BOM) {
		return src
	}
	out := make([]byte, 0, len(src)-len(utf8BOM)+1)
	return append(append(out, ' '), src[len(utf8BOM):]...)
}

// DecodeYAML decodes the first document of src the way Puppet's
// Puppet::Util::Yaml.safe_load does with Psych 4 (see scalar.go for the
// scalar rules), returning the value and the explicit tag of the root node
// ("" when it has none). An empty document decodes to nil.
//
// Differences from Psych, all on input Puppet would also reject or mangle:
// aliases are copied rather than shared, recursive aliases are an error,
// nesting deeper than Limits.MaxDepth is an error, and integers beyond 64
// bits are an error (Ruby would make a Bignum that Puppet cannot use).
//
// Syntax errors are Psych's (Error.Syntax): libyaml's problem and context,
// and the line and column where the context began; all other errors carry
// the line and column of the offending node.
func DecodeYAML(src []byte, opts YAMLOptions) (v any, rootTag string, err error) {
	lim := opts.Limits.withDefaults()
	if len(src) > lim.MaxBytes {
		return nil, "", &Error{File: opts.File, Msg: fmt.Sprintf("input is %d bytes, more than the limit of %d bytes", len(src), lim.MaxBytes)}
	}
	src = psychBOM(src, opts.PlainUTF8)
	var doc yaml.Node
	if err := safeUnmarshal(src, &doc); err != nil {
		return nil, "", yamlSyntaxError(opts.File, src, err)
	}
	if doc.Kind == 0 || len(doc.Content) == 0 {
		return nil, "", nil
	}
	root := doc.Content[0]
	d := &yamlDecoder{opts: opts, lim: lim, cache: map[*yaml.Node]cached{}, busy: map[*yaml.Node]bool{}}
	if root.Style&yaml.TaggedStyle != 0 {
		rootTag = root.Tag
	}
	defer func() {
		if r := recover(); r != nil {
			v, rootTag, err = nil, "", &Error{File: opts.File, Msg: fmt.Sprintf("internal error decoding YAML: %v", r)}
		}
	}()
	v, err = d.node(root, 1, true)
	if err != nil {
		return nil, "", err
	}
	return v, rootTag, nil
}

// safeUnmarshal runs yaml.v3's parser, turning any panic it might raise on
// hostile input into an error.
func safeUnmarshal(src []byte, n *yaml.Node) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("yaml: %v", r)
		}
	}()
	return yaml.Unmarshal(src, n)
}

var reYAMLLine = lazyre.New(`^yaml: line (\d+): (.*)$`)

// yamlSyntaxError converts a yaml.v3 parse error. A syntax error is worded
// as Psych words it (libyaml's problem and context, the line and column
// where the context began: SyntaxError is set), from internal/yamlerr,
// since yaml.v3 drops the context and the column.
// Otherwise (yaml.v3 checks libyaml does not make) yaml.v3 reports 0-based
// lines for parser errors ("did not find expected ...") and 1-based lines
// for scanner errors, and drops the line when it is the first; this
// restores a 1-based line.
func yamlSyntaxError(file string, src []byte, err error) error {
	msg := err.Error()
	if !strings.HasPrefix(msg, "yaml: unknown anchor") {
		if se := yamlerr.Explain(src); se != nil {
			m := se.Problem
			if se.Context != "" {
				m += " " + se.Context
			}
			return &Error{File: file, Line: se.Line, Column: se.Column, Msg: "invalid YAML: " + m, Syntax: true,
				Problem: se.Problem, Context: se.Context}
		}
	}
	line := 0
	if m := reYAMLLine.FindStringSubmatch(msg); m != nil {
		line, _ = strconv.Atoi(m[1])
		msg = m[2]
	} else {
		msg = strings.TrimPrefix(msg, "yaml: ")
	}
	if strings.HasPrefix(msg, "did not find expected") {
		line++ // parser error: yaml.v3 printed a 0-based line (or none for 0)
	} else if line == 0 && !strings.HasPrefix(msg, "unknown anchor") {
		line = 1
	}
	if strings.HasPrefix(msg, "unknown anchor") {
		line = 0
	}
	return &Error{File: file, Line: line, Msg: "invalid YAML: " + msg}
}

type cached struct {
	v     any
	size  int
	depth int
}

type yamlDecoder struct {
	opts       YAMLOptions
	lim        Limits
	cache      map[*yaml.Node]cached // decoded anchored nodes
	busy       map[*yaml.Node]bool   // anchored nodes being decoded (cycle check)
	aliasCount int
}

func (d *yamlDecoder) errAt(n *yaml.Node, format string, args ...any) error {
	return &Error{File: d.opts.File, Line: n.Line, Column: n.Column, Msg: fmt.Sprintf(format, args...)}
}

func (d *yamlDecoder) wrapAt(n *yaml.Node, err error) error {
	var de *Error
	if errors.As(err, &de) {
		return err
	}
	return &Error{File: d.opts.File, Line: n.Line, Column: n.Column, Msg: err.Error()}
}

// node decodes n at nesting depth depth (the root is 1).
func (d *yamlDecoder) node(n *yaml.Node, depth int, root bool) (any, error) {
	if depth > d.lim.MaxDepth && (n.Kind == yaml.SequenceNode || n.Kind == yaml.MappingNode) {
		return nil, d.errAt(n, "data is nested more than %d levels deep", d.lim.MaxDepth)
	}
	switch n.Kind {
	case yaml.AliasNode:
		return d.alias(n, depth)
	case yaml.DocumentNode:
		if len(n.Content) == 0 {
			return nil, nil
		}
		return d.node(n.Content[0], depth, root)
	}
	if n.Anchor != "" {
		if d.busy[n] {
			return nil, d.errAt(n, "recursive alias &%s refers to itself", n.Anchor)
		}
		d.busy[n] = true
		defer delete(d.busy, n)
	}
	var v any
	var err error
	switch n.Kind {
	case yaml.ScalarNode:
		v, err = d.scalar(n)
	case yaml.SequenceNode:
		v, err = d.sequence(n, depth)
	case yaml.MappingNode:
		v, err = d.mapping(n, depth, root)
	default:
		return nil, d.errAt(n, "unsupported YAML node")
	}
	if err != nil {
		return nil, err
	}
	if n.Anchor != "" {
		d.cache[n] = cached{v: v, size: size(v), depth: depthOf(v)}
	}
	return v, nil
}

func (d *yamlDecoder) alias(n *yaml.Node, depth int) (any, error) {
	if d.opts.NoAliases {
		return nil, d.errAt(n, "Unknown alias: %s", n.Value)
	}
	target := n.Alias
	if target == nil {
		return nil, d.errAt(n, "unknown alias *%s", n.Value)
	}
	if d.busy[target] {
		return nil, d.errAt(n, "recursive alias *%s refers to a value that contains it", n.Value)
	}
	c, ok := d.cache[target]
	if !ok {
		// Not decoded yet (an anchor inside a merge or skipped branch):
		// decode it now.
		if _, err := d.node(target, depth, false); err != nil {
			return nil, err
		}
		c = d.cache[target]
	}
	d.aliasCount += c.size
	if d.aliasCount > d.lim.MaxAliasValues {
		return nil, d.errAt(n, "document contains excessive aliasing (more than %d values copied through aliases)", d.lim.MaxAliasValues)
	}
	if depth-1+c.depth > d.lim.MaxDepth {
		return nil, d.errAt(n, "data is nested more than %d levels deep", d.lim.MaxDepth)
	}
	return Clone(c.v), nil
}

// explicitTag returns the node's explicit tag, or "" when it has none.
func explicitTag(n *yaml.Node) string {
	if n.Style&yaml.TaggedStyle != 0 {
		return n.Tag
	}
	return ""
}

func (d *yamlDecoder) scalar(n *yaml.Node) (any, error) {
	tag := explicitTag(n)
	if tag == "" {
		if n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle|yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
			return n.Value, nil
		}
		v, err := resolvePlain(n.Value, d.opts.AllowSymbols, d.opts.TimeAsString)
		if err != nil {
			return nil, d.wrapAt(n, err)
		}
		return v, nil
	}
	switch {
	case tag == "!!binary" || tag == "!binary":
		return decodeRubyBase64(n.Value), nil
	case tag == "!!str" || tag == "!str" || tag == "!ruby/string":
		return n.Value, nil
	case strings.HasPrefix(tag, "!str:") || strings.HasPrefix(tag, "!ruby/string:"):
		class := tag[strings.IndexByte(tag, ':')+1:]
		if class != "String" {
			return nil, d.wrapAt(n, errDisallowed{class})
		}
		return n.Value, nil
	case tag == "!!float" || tag == "!float":
		v, err := resolvePlain(n.Value, d.opts.AllowSymbols, d.opts.TimeAsString)
		if err != nil {
			return nil, d.wrapAt(n, err)
		}
		switch t := v.(type) {
		case float64:
			return t, nil
		case int64:
			return float64(t), nil
		case *big.Int:
			f, _ := new(big.Float).SetInt(t).Float64()
			return f, nil
		case string:
			f, err := strconv.ParseFloat(strings.TrimSpace(t), 64)
			if err != nil && !errors.Is(err, strconv.ErrRange) {
				return nil, d.errAt(n, "invalid value for Float(): %q", n.Value)
			}
			return f, nil
		}
		return nil, d.errAt(n, "can't convert %s into Float", rubyClassOf(v))
	case tag == "!ruby/sym" || tag == "!ruby/symbol" || strings.HasPrefix(tag, "!ruby/sym:") || strings.HasPrefix(tag, "!ruby/symbol:"):
		if !d.opts.AllowSymbols {
			return nil, d.wrapAt(n, errDisallowed{"Symbol"})
		}
		return n.Value, nil
	case strings.HasPrefix(tag, "!ruby/"):
		return nil, d.wrapAt(n, errDisallowed{rubyTagClass(tag)})
	}
	// !!int, !!bool, !!null, !!timestamp and unknown tags: Psych resolves
	// the text as if it were plain, even when it was quoted.
	v, err := resolvePlain(n.Value, d.opts.AllowSymbols, d.opts.TimeAsString)
	if err != nil {
		return nil, d.wrapAt(n, err)
	}
	return v, nil
}

func (d *yamlDecoder) sequence(n *yaml.Node, depth int) (any, error) {
	tag := explicitTag(n)
	switch {
	case tag == "!!omap" || tag == "!omap":
		m := NewMap(len(n.Content))
		for _, c := range n.Content {
			pair := c
			if pair.Kind == yaml.AliasNode && pair.Alias != nil {
				pair = pair.Alias
			}
			if pair.Kind != yaml.MappingNode || len(pair.Content) < 2 {
				return nil, d.errAt(c, "each entry of an !!omap must be a one-entry hash")
			}
			k, err := d.node(pair.Content[0], depth+1, false)
			if err != nil {
				return nil, err
			}
			v, err := d.node(pair.Content[len(pair.Content)-1], depth+1, false)
			if err != nil {
				return nil, err
			}
			if !ValidKey(k) {
				return nil, d.errAt(pair.Content[0], "hash keys must be strings, numbers, booleans or null, not %s", TypeName(k))
			}
			m.Set(k, v)
		}
		return m, nil
	case strings.HasPrefix(tag, "!seq:") || strings.HasPrefix(tag, "!ruby/array:"):
		class := tag[strings.IndexByte(tag, ':')+1:]
		if class != "Array" {
			return nil, d.wrapAt(n, errDisallowed{class})
		}
	}
	out := make([]any, 0, len(n.Content))
	for _, c := range n.Content {
		v, err := d.node(c, depth+1, false)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

func (d *yamlDecoder) mapping(n *yaml.Node, depth int, root bool) (any, error) {
	tag := explicitTag(n)
	if tag != "" && !(root && slices.Contains(d.opts.RootTags, tag)) {
		switch {
		case tag == "!!map" || tag == "!map" || tag == "!!omap" || tag == "!omap" ||
			tag == "!ruby/object:Hash" || tag == "!ruby/hash:Hash" || tag == "!map:Hash":
		case tag == "!!set" || tag == "!set":
			return nil, d.wrapAt(n, errDisallowed{"Psych::Set"})
		case strings.HasPrefix(tag, "!ruby/") || strings.HasPrefix(tag, "!map:") ||
			tag == "!!str" || tag == "!str" || strings.HasPrefix(tag, "!str:"):
			return nil, d.wrapAt(n, errDisallowed{rubyTagClass(tag)})
		}
	}
	m := NewMap(len(n.Content) / 2)
	for i := 0; i+1 < len(n.Content); i += 2 {
		kn, vn := n.Content[i], n.Content[i+1]
		k, err := d.node(kn, depth+1, false)
		if err != nil {
			return nil, err
		}
		v, err := d.node(vn, depth+1, false)
		if err != nil {
			return nil, err
		}
		if k == "<<" && explicitTag(kn) != "!!str" {
			if d.merge(m, vn, v) {
				continue
			}
		}
		if !ValidKey(k) {
			return nil, d.errAt(kn, "hash keys must be strings, numbers, booleans or null, not %s", TypeName(k))
		}
		m.Set(k, v)
	}
	return m, nil
}

// merge applies a "<<" merge key as Psych does: a hash (or an alias of one)
// is merged in, later keys overwriting; a list of hashes is merged with the
// earlier hashes winning. Anything else is kept as an ordinary "<<" entry
// (merge reports false).
func (d *yamlDecoder) merge(m *Map, vn *yaml.Node, v any) bool {
	switch vn.Kind {
	case yaml.AliasNode, yaml.MappingNode:
		src, ok := v.(*Map)
		if !ok {
			return false
		}
		for k, e := range src.All() {
			m.Set(k, e)
		}
		return true
	case yaml.SequenceNode:
		list, _ := v.([]any)
		h := NewMap(0)
		for i := len(list) - 1; i >= 0; i-- {
			src, ok := list[i].(*Map)
			if !ok {
				return false
			}
			for k, e := range src.All() {
				h.Set(k, e)
			}
		}
		for k, e := range h.All() {
			m.Set(k, e)
		}
		return true
	}
	return false
}

// rubyTagClass names the Ruby class a tag asks for, for Psych's message.
func rubyTagClass(tag string) string {
	switch {
	case strings.HasPrefix(tag, "!ruby/object:"):
		return strings.TrimPrefix(tag, "!ruby/object:")
	case tag == "!ruby/object":
		return "Object"
	case tag == "!ruby/regexp":
		return "Regexp"
	case tag == "!ruby/range":
		return "Range"
	case tag == "!ruby/class" || tag == "!ruby/module":
		return "Class"
	case tag == "!ruby/encoding":
		return "Encoding"
	}
	if i := strings.LastIndexByte(tag, ':'); i >= 0 && i+1 < len(tag) {
		return tag[i+1:]
	}
	return strings.TrimPrefix(tag, "!")
}

func rubyClassOf(v any) string {
	switch v.(type) {
	case nil:
		return "nil"
	case bool:
		if v.(bool) {
			return "true"
		}
		return "false"
	}
	return TypeName(v)
}

// decodeRubyBase64 decodes like Ruby's unpack("m"): characters outside the
// base64 alphabet are skipped and decoding stops at padding.
func decodeRubyBase64(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '=' {
			break
		}
		if (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' || c == '/' {
			b.WriteByte(c)
		}
	}
	clean := b.String()
	if len(clean)%4 == 1 {
		clean = clean[:len(clean)-1]
	}
	out, err := base64.RawStdEncoding.DecodeString(clean)
	if err != nil {
		return ""
	}
	return string(out)
}

// size counts the values in v (1 for a scalar).
func size(v any) int {
	switch t := v.(type) {
	case *Map:
		n := 1
		for k, e := range t.All() {
			_ = k
			n += size(e)
		}
		return n
	case []any:
		n := 1
		for _, e := range t {
			n += size(e)
		}
		return n
	}
	return 1
}

// depthOf is the number of nested hash/array levels in v (0 for a scalar,
// 1 for a hash or array of scalars).
func depthOf(v any) int {
	best := 0
	switch t := v.(type) {
	case *Map:
		for _, e := range t.All() {
			best = max(best, depthOf(e))
		}
	case []any:
		for _, e := range t {
			best = max(best, depthOf(e))
		}
	default:
		return 0
	}
	return best + 1
}
