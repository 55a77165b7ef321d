package resourcetypes

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler/util/errloc"
	"github.com/punch-dev/punch/compiler/util/regexp2"
	"github.com/punch-dev/punch/compiler/util/rubyfmt"
)

// TitlePattern is one entry of a type's title patterns: when Source matches a title, capture
// group i gives the value of Attributes[i-1].
type TitlePattern struct {
	// Source is the pattern as Ruby wrote it (Regexp#source); Options are its Ruby flags,
	// a subset of "imx". Punch runs it with Ruby's semantics through regexp2 (see rubyRegexp).
	Source  string
	Options string
	// Attributes are the key attributes filled by capture groups 1, 2, ...
	Attributes []string
	// Procs marks attributes whose captured value Puppet passes through a Ruby proc
	// (Puppet::Resource#parse_title); apply runs each one, in the Ruby world that loaded
	// the type (extract.go). No built-in type and no type in the Debian modules has one.
	Procs []bool
	apply []func(capture string) (string, bool, error)

	re   *regexp2.Regexp
	err  error
	fast fastKind
}

// fastKind marks patterns matched by hand-written code with the same result as the regexp:
// the default pattern of every type with one namevar, and File's.
type fastKind int

const (
	fastNone  fastKind = iota
	fastWhole          // (.*) with dot matching newlines: the whole title
	fastFile           // ^(/|.+:/|.*[^/])/*\Z with dot matching newlines
)

// filePattern is the title pattern of the built-in file type.
const filePattern = `^(/|.+:/|.*[^/])/*\Z`

// match matches a title against the pattern and returns the captures 1.. (nil strings for
// groups that did not take part are reported through set).
func (p *TitlePattern) match(title string) (caps []string, set []bool, ok bool, err error) {
	switch p.fast {
	case fastWhole:
		return []string{title}, []bool{true}, true, nil
	case fastFile:
		v, ok := fileTitle(title)
		if !ok {
			return nil, nil, false, nil
		}
		return []string{v}, []bool{true}, true, nil
	}
	m, err := p.re.FindStringMatch(title)
	if err != nil || m == nil {
		return nil, nil, false, err
	}
	groups := m.Groups()
	caps = make([]string, len(groups)-1)
	set = make([]bool, len(groups)-1)
	for i := 1; i < len(groups); i++ {
		if len(groups[i].Captures) > 0 {
			caps[i-1] = groups[i].String()
			set[i-1] = true
		}
	}
	return caps, set, true, nil
}

// fileTitle is what File's title pattern captures (Ruby semantics: ^ and \Z, dot matches
// newline; leftmost, first alternative first, greedy): "/" for a title of slashes, the title
// up to the last ":/" followed only by slashes (Windows roots such as C:/), else the title
// without its trailing slashes. The empty title matches nothing.
func fileTitle(t string) (string, bool) {
	if t == "" {
		return "", false
	}
	// slashesNL reports whether s is zero or more slashes optionally followed by one newline
	slashesNL := func(s string) bool {
		s = strings.TrimLeft(s, "/")
		return s == "" || s == "\n"
	}
	if t[0] == '/' && slashesNL(t[1:]) {
		return "/", true
	}
	for j := len(t) - 2; j >= 1; j-- {
		if t[j] == ':' && t[j+1] == '/' && slashesNL(t[j+2:]) {
			return t[:j+2], true
		}
	}
	return strings.TrimRight(t, "/"), true
}

// matchTimeout bounds one title-pattern match, so that a pathological pattern from a module
// cannot hang a compile.
const matchTimeout = 2 * time.Second

func (p *TitlePattern) compile() {
	switch {
	case p.Source == "(.*)" && p.Options == "m", p.Source == "(?m-ix:(.*))" && p.Options == "":
		p.fast = fastWhole
	case p.Source == filePattern && p.Options == "m":
		p.fast = fastFile
	}
	src, opts, err := rubyRegexp(p.Source, p.Options)
	if err != nil {
		p.err = err
		return
	}
	re, err := regexp2.Compile(src, opts)
	if err != nil {
		p.err = fmt.Errorf("title pattern /%s/%s: %w", p.Source, p.Options, err)
		return
	}
	re.MatchTimeout = matchTimeout
	p.re = re
	if p.HasProc() {
		// the hand-matched shortcuts (fastKey) take the capture as the value
		p.fast = fastNone
	}
}

// HasProc reports whether a capture of the pattern goes through a proc.
func (p *TitlePattern) HasProc() bool {
	for _, f := range p.apply {
		if f != nil {
			return true
		}
	}
	return false
}

// Err reports why the pattern cannot be used (it did not translate or compile), or nil.
func (p *TitlePattern) Err() error { return p.err }

// ErrTitlePatternsUnknown is returned by ParseTitle and UniquenessKey for a module type whose
// custom title patterns the static extractor could not evaluate and which has several key
// attributes, so that Puppet's default pattern would be wrong.
var ErrTitlePatternsUnknown = errors.New("the type defines title patterns that Punch could not read")

// TitlePatternMismatchMessage is Puppet's error when no title pattern matches a title
// (Puppet::Resource#parse_title).
func TitlePatternMismatchMessage(title string) string {
	return fmt.Sprintf("No set of title patterns matched the title %q.", title)
}

// AttrValue is one key attribute value taken from a title. Set is false when the capture
// group did not take part in the match (Ruby nil).
type AttrValue struct {
	Attr  string
	Value string
	Set   bool
}

// TitleToKey is ParseTitle under the name used in the compiler's design notes.
func (t *Type) TitleToKey(title string) ([]AttrValue, error) { return t.ParseTitle(title) }

// ParseTitle splits a title into key attribute values with the type's title patterns, as
// Puppet::Resource#parse_title does: the first matching pattern wins and its capture groups
// are assigned in order. `file { '/tmp/a/': }` gives path "/tmp/a". When no pattern matches,
// the error text is TitlePatternMismatchMessage (as for every title of a Ruby type without
// key attributes). The result is shared (cached): callers only read it.
func (t *Type) ParseTitle(title string) ([]AttrValue, error) {
	t.index()
	if t.titles == nil {
		return t.parseTitle(title)
	}
	return t.cachedParseTitle(title)
}

func (t *Type) parseTitle(title string) ([]AttrValue, error) {
	if t.TitlePatternsUnknown && len(t.KeyAttributes) > 1 {
		return nil, ErrTitlePatternsUnknown
	}
	for i := range t.TitlePatterns {
		p := &t.TitlePatterns[i]
		if p.err != nil {
			return nil, fmt.Errorf("type %s: %w", t.Name, p.err)
		}
		caps, set, ok, err := p.match(title)
		if err != nil {
			return nil, fmt.Errorf("type %s: matching title %q: %w", t.Name, title, err)
		}
		if !ok {
			continue
		}
		out := make([]AttrValue, len(p.Attributes))
		for j, a := range p.Attributes {
			out[j].Attr = a
			if j < len(caps) && set[j] {
				out[j].Value = caps[j]
				out[j].Set = true
				if j < len(p.apply) && p.apply[j] != nil {
					v, ok, err := p.apply[j](caps[j])
					if err != nil {
						return nil, fmt.Errorf("type %s: the title pattern's proc for %s: %w", t.Name, a, err)
					}
					out[j].Value, out[j].Set = v, ok
				}
			}
		}
		return out, nil
	}
	if len(t.TitlePatterns) == 0 {
		switch {
		case len(t.KeyAttributes) > 1:
			// Puppet::Type.title_patterns and ResourceTypeImpl raise Puppet::DevError
			return nil, errors.New("you must specify title patterns when there are two or more key attributes")
		case len(t.KeyAttributes) == 0 && t.Origin == OriginPcore:
			// ResourceTypeImpl has no patterns (nil): Puppet::Resource#parse_title uses {name => title}
			return []AttrValue{{Attr: "name", Value: title, Set: true}}, nil
		}
		// a Ruby type without namevar has the empty list of patterns, which matches nothing
	}
	return nil, errors.New(TitlePatternMismatchMessage(title))
}

// Key is a uniqueness key: the values of a type's key attributes sorted by attribute name.
// Values taken from the title are strings; values from parameters are whatever the caller's
// param function returned; an absent value is nil (Ruby nil).
type Key []any

// ParamFunc returns the value a resource sets for an attribute. It reports ok=false when the
// resource does not set it or sets it to undef. A value that is Puppet's false should be
// returned as the Go bool false (Ruby treats it as unset where Puppet uses `||`).
type ParamFunc func(attr string) (value any, ok bool)

// UniquenessKey computes the key Puppet uses to detect two resources managing the same thing
// (Puppet::Resource#uniqueness_key during compilation): the title parsed with the title
// patterns, overridden by the parameters the resource sets, the namevar and "name" defaulted
// to the first of namevar, name, title, then the key attributes' values in name order.
//
// Puppet's catalog stores each resource under [Type, title] and, when the type is isomorphic
// and the key has a non-nil value and differs from [title] (see Key.IsTitle), also under
// [Type, key...]; a second resource reaching an existing entry fails with
// AliasConflictMessage. `file { '/tmp/a/': }` and `file { 'x': path => '/tmp/a' }` both have
// the key ["/tmp/a"]. The key is computed with the parameters a resource has when it is added
// to the catalog; later overrides do not change it.
func (t *Type) UniquenessKey(title string, param ParamFunc) (Key, error) {
	t.index()
	if k, ok := t.fastKey(title, param); ok {
		return k, nil
	}
	parts, err := t.ParseTitle(title)
	if err != nil {
		return nil, err
	}
	// h is Puppet's to_hash restricted to the attributes that matter: the parsed title
	// overridden by the parameters
	type entry struct {
		attr string
		val  any
	}
	h := make([]entry, 0, len(parts)+len(t.KeyAttributes)+2)
	get := func(a string) (any, int) {
		for i := range h {
			if h[i].attr == a {
				return h[i].val, i
			}
		}
		return nil, -1
	}
	put := func(a string, v any) {
		if _, i := get(a); i >= 0 {
			h[i].val = v
			return
		}
		h = append(h, entry{a, v})
	}
	for _, p := range parts {
		if p.Set {
			put(p.Attr, p.Value)
		} else {
			put(p.Attr, nil)
		}
	}
	nv := t.Namevar()
	if param != nil {
		if v, ok := param(nv); ok {
			put(nv, v)
		}
		if nv != "name" {
			if v, ok := param("name"); ok {
				put("name", v)
			}
		}
		for _, a := range t.KeyAttributes {
			if a == nv || a == "name" {
				continue
			}
			if v, ok := param(a); ok {
				put(a, v)
			}
		}
	}
	name := any(title)
	if v, _ := get(nv); truthy(v) {
		name = v
	} else if v, _ := get("name"); truthy(v) {
		name = v
	}
	if v, _ := get(nv); !truthy(v) {
		put(nv, name)
	}
	if v, _ := get("name"); !truthy(v) {
		put("name", name)
	}
	key := make(Key, len(t.keyIdx))
	for i, a := range t.keyIdx {
		key[i], _ = get(a)
	}
	return key, nil
}

// fastKey computes the key of a type with one namevar whose only title pattern is matched
// by hand (most types): the same result as the general code, with fewer allocations.
func (t *Type) fastKey(title string, param ParamFunc) (Key, bool) {
	if len(t.KeyAttributes) != 1 || len(t.TitlePatterns) != 1 || t.TitlePatternsUnknown {
		return nil, false
	}
	p := &t.TitlePatterns[0]
	nv := t.KeyAttributes[0]
	if p.fast == fastNone || len(p.Attributes) != 1 || p.Attributes[0] != nv {
		return nil, false
	}
	var v any
	switch p.fast {
	case fastWhole:
		v = title
	case fastFile:
		s, ok := fileTitle(title)
		if !ok {
			return nil, false // let the general code report the mismatch
		}
		v = s
	}
	if param != nil {
		if pv, ok := param(nv); ok {
			v = pv
		}
	}
	if truthy(v) {
		return Key{v}, true
	}
	if nv != "name" && param != nil {
		if pn, ok := param("name"); ok && truthy(pn) {
			return Key{pn}, true
		}
	}
	return Key{title}, true
}

// DefinedUniquenessKey is the uniqueness key of a resource whose type is not a Ruby or pcore
// type (a defined type, a class): Puppet uses the single key attribute "name", so the key is
// [name] where name is the resource's `name` parameter if set, else the title.
// `foo { 'a': name => 'b' }` then clashes with `foo { 'b': }`.
func DefinedUniquenessKey(title string, name any, nameSet bool) Key {
	if nameSet && truthy(name) {
		return Key{name}
	}
	return Key{title}
}

func truthy(v any) bool {
	if v == nil {
		return false
	}
	if b, ok := v.(bool); ok {
		return b
	}
	return true
}

// Any reports whether some value of the key is set (Ruby's Array#any?).
func (k Key) Any() bool {
	for _, v := range k {
		if truthy(v) {
			return true
		}
	}
	return false
}

// IsTitle reports whether the key equals [title], in which case Puppet adds no alias.
func (k Key) IsTitle(title string) bool {
	if len(k) != 1 {
		return false
	}
	s, ok := k[0].(string)
	return ok && s == title
}

// Inspect formats the key as Ruby's Array#inspect does, as Puppet prints it in messages:
// ["/tmp/a"], [nil, "foo", nil]. Strings, nil, booleans and Go integers are formatted
// here; other values with format (or fmt's %v when format is nil).
func (k Key) Inspect(format func(any) string) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, v := range k {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(inspectValue(v, format))
	}
	b.WriteByte(']')
	return b.String()
}

func inspectValue(v any, format func(any) string) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case string:
		return RubyInspectString(x)
	case bool:
		return strconv.FormatBool(x)
	case int:
		return strconv.Itoa(x)
	case int64:
		return strconv.FormatInt(x, 10)
	}
	if format != nil {
		return format(v)
	}
	return fmt.Sprint(v)
}

// RubyInspectString quotes s as Ruby's String#inspect does for a UTF-8 string.
func RubyInspectString(s string) string { return rubyfmt.InspectString(s) }

// UnknownParameterMessage is Puppet's message for an attribute the type does not declare
// (Puppet::Resource#validate_parameter): "no parameter named 'x'".
func UnknownParameterMessage(param string) string {
	return fmt.Sprintf("no parameter named '%s'", param)
}

// UnknownParameterError is the whole message Puppet 7.23 prints when a resource of a Ruby
// (or pcore) type sets an attribute the type does not declare, minus the " on node NAME"
// that the compiler adds for every error:
//
//	no parameter named 'nosuchparam' (file: manifests/site.pp, line: 1) on Notify[x] (file: manifests/site.pp, line: 1)
//
// Both locations are the resource's (its declaration's file and line), not the attribute's.
// Puppet checks when it finishes the compile (Puppet::Parser::Resource#validate, after all
// evaluation), so evaluation errors and notices come first. ref is the resource reference,
// e.g. "Notify[x]".
func UnknownParameterError(param, ref, file string, line int) string {
	loc := errloc.Format(file, line, 0)
	msg := UnknownParameterMessage(param)
	if loc != "" {
		msg += " " + loc
	}
	msg += " on " + ref
	if loc != "" {
		msg += " " + loc
	}
	return msg
}

// AliasConflictMessage is Puppet's message when a resource's uniqueness key reaches a resource
// already in the catalog (Puppet::Resource::Catalog#alias), e.g.
//
//	Cannot alias File[x] to ["/tmp/a"] at (file: manifests/site.pp, line: 2); resource ["File", "/tmp/a"] already declared (file: manifests/site.pp, line: 1)
//
// ref is the new resource's reference, typeName its capitalized type ("File"); file/line are
// the new resource's, existingFile/existingLine the earlier one's. Puppet's evaluator wraps it
// as "Evaluation Error: Error while evaluating a Resource Statement, MESSAGE (file: F, line: L,
// column: C)".
func AliasConflictMessage(ref, typeName string, key Key, file string, line int, existingFile string, existingLine int, format func(any) string) string {
	return aliasConflictMessage(ref, key.Inspect(format), append(Key{typeName}, key...).Inspect(format), file, line, existingFile, existingLine)
}

// AliasNameConflictMessage is AliasConflictMessage for an explicit alias (the alias
// metaparameter): Puppet's catalog is given the name itself, not a key array, and shows it as a
// string: 'Cannot alias Notify[b] to "a" at ...; resource ["Notify", "a"] already declared'.
func AliasNameConflictMessage(ref, typeName, alias string, file string, line int, existingFile string, existingLine int) string {
	return aliasConflictMessage(ref, RubyInspectString(alias), Key{typeName, alias}.Inspect(nil), file, line, existingFile, existingLine)
}

func aliasConflictMessage(ref, keyS, newref string, file string, line int, existingFile string, existingLine int) string {
	var msg string
	if loc := errloc.Format(file, line, 0); loc == "" {
		msg = fmt.Sprintf("Cannot alias %s to %s; resource %s already declared", ref, keyS, newref)
	} else {
		msg = fmt.Sprintf("Cannot alias %s to %s at %s; resource %s already declared", ref, keyS, loc, newref)
	}
	if loc := errloc.Format(existingFile, existingLine, 0); loc != "" {
		msg += " " + loc
	}
	return msg
}

// rubyRegexp translates a Ruby regexp (source and "imx" options) into a regexp2 pattern and
// options with the same meaning: Ruby's ^ and $ always match at line boundaries (regexp2's
// Multiline), Ruby's m flag lets . match a newline (regexp2's Singleline), inline groups
// like (?m-ix:...) are rewritten to regexp2's letters, \h is spelled out, POSIX bracket
// classes are expanded, and a pattern with named groups captures only those (as in Ruby).
func rubyRegexp(src, options string) (string, regexp2.RegexOptions, error) {
	opts := regexp2.RegexOptions(regexp2.Multiline)
	for _, c := range options {
		switch c {
		case 'i':
			opts |= regexp2.IgnoreCase
		case 'm':
			opts |= regexp2.Singleline
		case 'x':
			opts |= regexp2.IgnorePatternWhitespace
		default:
			return "", 0, fmt.Errorf("unsupported Ruby regexp option %q", c)
		}
	}
	var b strings.Builder
	named := false
	inClass := 0
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '\\' && i+1 < len(src):
			n := src[i+1]
			i++
			switch n {
			case 'h':
				if inClass > 0 {
					b.WriteString("0-9a-fA-F")
				} else {
					b.WriteString("[0-9a-fA-F]")
				}
			case 'H':
				if inClass > 0 {
					return "", 0, errors.New(`\H inside a character class is not supported`)
				}
				b.WriteString("[^0-9a-fA-F]")
			case '/':
				b.WriteByte('/')
			default:
				b.WriteByte('\\')
				b.WriteByte(n)
			}
		case c == '[' && inClass > 0 && strings.HasPrefix(src[i:], "[:"):
			end := strings.Index(src[i:], ":]")
			if end < 0 {
				b.WriteByte(c)
				continue
			}
			name := src[i+2 : i+end]
			neg := strings.HasPrefix(name, "^")
			if neg {
				return "", 0, fmt.Errorf("negated POSIX class [:%s:] is not supported", name)
			}
			cls, ok := posixClasses[name]
			if !ok {
				return "", 0, fmt.Errorf("unknown POSIX class [:%s:]", name)
			}
			b.WriteString(cls)
			i += end + 1
		case c == '[':
			inClass++
			b.WriteByte(c)
			// a ] right after [ or [^ is literal
			if i+1 < len(src) && src[i+1] == '^' {
				b.WriteByte('^')
				i++
			}
			if i+1 < len(src) && src[i+1] == ']' {
				b.WriteString(`\]`)
				i++
			}
		case c == ']' && inClass > 0:
			inClass--
			b.WriteByte(c)
		case c == '(' && inClass == 0 && strings.HasPrefix(src[i:], "(?"):
			rest := src[i+2:]
			if strings.HasPrefix(rest, "<") && len(rest) > 1 && rest[1] != '=' && rest[1] != '!' {
				named = true
				b.WriteString("(?")
				i++
				continue
			}
			if strings.HasPrefix(rest, "'") {
				named = true
				b.WriteString("(?")
				i++
				continue
			}
			// inline options (?imx-imx) or (?imx-imx:...)
			j := 0
			for j < len(rest) && strings.IndexByte("imx-", rest[j]) >= 0 {
				j++
			}
			if j > 0 && j < len(rest) && (rest[j] == ':' || rest[j] == ')') {
				b.WriteString("(?")
				for _, f := range rest[:j] {
					switch f {
					case 'm':
						b.WriteByte('s')
					default:
						b.WriteRune(f)
					}
				}
				i += 1 + j
				continue
			}
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	if named {
		opts |= regexp2.ExplicitCapture
	}
	return b.String(), opts, nil
}

var posixClasses = map[string]string{
	"alpha":  `a-zA-Z`,
	"digit":  `0-9`,
	"alnum":  `a-zA-Z0-9`,
	"upper":  `A-Z`,
	"lower":  `a-z`,
	"space":  `\s`,
	"xdigit": `0-9a-fA-F`,
	"word":   `\w`,
	"punct":  `!-/:-@\[-` + "`" + `{-~`,
	"blank":  ` \t`,
	"cntrl":  `\x00-\x1f\x7f`,
	"print":  `\x20-\x7e`,
	"graph":  `\x21-\x7e`,
}

// CatalogParam is one parameter of a resource as Puppet writes it in the catalog.
type CatalogParam struct {
	// Name is the parameter's name in the catalog (see CanonicalParamName).
	Name string
	// Index is the position, in the names given to CatalogParams, of the resource parameter
	// whose value is written; -1 when the value comes from the title.
	Index int
	// Value is the value taken from the title (Index -1). Set is false when the title
	// pattern's group did not take part in the match: Puppet writes null.
	Value string
	Set   bool
}

// CatalogParams gives the names, order and title-derived values of the parameters Puppet
// writes in the catalog for a resource of this type (Puppet::Resource#to_data_hash of the
// resource copied by copy_as_resource): the key attributes parsed from the title come first,
// in pattern order, then the resource's own parameters in their order; a parameter the
// resource sets for an attribute also parsed from the title takes the title's position; "name"
// is stored under the namevar (CanonicalParamName); finally the namevar is left out when its
// value is the title. `file { '/tmp/a/': ensure => file }` gives path "/tmp/a" then ensure;
// `notify { 'm': message => 'hi', name => 'other' }` gives name (from index 1) then message.
//
// names are the resource's parameters in order, without undef values; equalsTitle(i) reports
// whether the value of names[i] is the string title. The error is ParseTitle's.
func (t *Type) CatalogParams(title string, names []string, equalsTitle func(i int) bool) ([]CatalogParam, error) {
	parts, err := t.ParseTitle(title)
	if err != nil {
		return nil, err
	}
	// to_hash: parse_title.merge(parameters)
	h := make([]CatalogParam, 0, len(parts)+len(names))
	set := func(list []CatalogParam, p CatalogParam) []CatalogParam {
		for i := range list {
			if list[i].Name == p.Name {
				list[i] = p
				return list
			}
		}
		return append(list, p)
	}
	for _, p := range parts {
		h = set(h, CatalogParam{Name: p.Attr, Index: -1, Value: p.Value, Set: p.Set})
	}
	for i, n := range names {
		h = set(h, CatalogParam{Name: n, Index: i})
	}
	// the copy stores every attribute under its canonical name
	out := make([]CatalogParam, 0, len(h))
	for _, p := range h {
		p.Name = t.CanonicalParamName(p.Name)
		out = set(out, p)
	}
	nv := t.Namevar()
	res := out[:0]
	for _, p := range out {
		if p.Name == nv {
			if p.Index < 0 && p.Set && p.Value == title {
				continue
			}
			if p.Index >= 0 && equalsTitle != nil && equalsTitle(p.Index) {
				continue
			}
		}
		res = append(res, p)
	}
	return res, nil
}
