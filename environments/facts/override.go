package facts

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/environments/data"
)

// Override is one --fact KEY=VALUE.
//
// KEY is a fact name, or a dotted path into nested hashes:
// os.release.major sets facts["os"]["release"]["major"]. A segment may be
// quoted with " or ' to contain dots ("a.b".c), and a number addresses an
// element of an existing array (disks.0.size). Missing hashes on the way
// are created; a new key goes after the existing ones, an existing key
// keeps its place.
//
// VALUE is read as a JSON scalar when it is one: true, false, null, a
// number written as JSON writes it (12, -3, 1.5, 2e3; not 012 or .5), or a
// double-quoted JSON string ("12" is the string 12, "" the empty string).
// Anything else is taken as it is, as a string: --fact os.family=Debian,
// --fact list=[1,2] (the string "[1,2]"), --fact x= (the empty string).
type Override struct {
	Path  []string
	Value any
	// Text is the argument as given.
	Text string
}

var reJSONNumber = regexp.MustCompile(`^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$`)

// ParseOverride parses "KEY=VALUE".
func ParseOverride(s string) (Override, error) {
	key, val, ok := strings.Cut(s, "=")
	if !ok {
		return Override{}, fmt.Errorf("--fact %q: expected KEY=VALUE", s)
	}
	path, err := splitKey(key)
	if err != nil {
		return Override{}, fmt.Errorf("--fact %q: %v", s, err)
	}
	v, err := scalar(val)
	if err != nil {
		return Override{}, fmt.Errorf("--fact %q: %v", s, err)
	}
	return Override{Path: path, Value: v, Text: s}, nil
}

// scalar applies the value rule of Override.
func scalar(s string) (any, error) {
	switch s {
	case "true":
		return true, nil
	case "false":
		return false, nil
	case "null":
		return nil, nil
	}
	if reJSONNumber.MatchString(s) {
		// an integer past 64 bits is a Ruby Integer, as in a facts file
		v, err := data.DecodeJSON([]byte(s), data.JSONOptions{})
		if err != nil {
			var de *data.Error
			if errors.As(err, &de) {
				return nil, errors.New(de.Msg)
			}
			return nil, err
		}
		return v, nil
	}
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		var str string
		if err := json.Unmarshal([]byte(s), &str); err == nil {
			return str, nil
		}
	}
	return s, nil
}

// splitKey splits a dotted key, honouring quoted segments.
func splitKey(key string) ([]string, error) {
	if key == "" {
		return nil, fmt.Errorf("empty fact name")
	}
	var segs []string
	var cur strings.Builder
	quoted := false
	for i := 0; i < len(key); i++ {
		c := key[i]
		switch {
		case (c == '"' || c == '\'') && cur.Len() == 0 && !quoted:
			end := strings.IndexByte(key[i+1:], c)
			if end < 0 {
				return nil, fmt.Errorf("unterminated quote in fact name %q", key)
			}
			cur.WriteString(key[i+1 : i+1+end])
			i += end + 1
			quoted = true
			if i+1 < len(key) && key[i+1] != '.' {
				return nil, fmt.Errorf("a quoted segment must be followed by '.' in %q", key)
			}
		case c == '.':
			if cur.Len() == 0 && !quoted {
				return nil, fmt.Errorf("empty segment in fact name %q", key)
			}
			segs = append(segs, cur.String())
			cur.Reset()
			quoted = false
		default:
			cur.WriteByte(c)
		}
	}
	if cur.Len() == 0 && !quoted {
		return nil, fmt.Errorf("empty segment in fact name %q", key)
	}
	return append(segs, cur.String()), nil
}

// Apply sets each override in order on f.Values (which it changes in
// place; LoadFile's result is the caller's own).
func (f *Facts) Apply(overrides ...Override) error {
	if f.Values == nil {
		f.Values = data.NewMap(len(overrides))
	}
	for _, o := range overrides {
		if err := set(f.Values, o.Path, data.Clone(o.Value)); err != nil {
			return fmt.Errorf("--fact %s: %v", o.Text, err)
		}
	}
	return nil
}

func set(m *data.Map, path []string, v any) error {
	var cur any = m
	for i, seg := range path {
		last := i == len(path)-1
		switch node := cur.(type) {
		case *data.Map:
			if last {
				node.Set(seg, v)
				return nil
			}
			next, ok := node.Get(seg)
			if !ok || next == nil {
				next = data.NewMap(0)
				node.Set(seg, next)
			}
			cur = next
		case []any:
			idx, err := strconv.Atoi(seg)
			if err != nil || idx < 0 || idx >= len(node) {
				return fmt.Errorf("%s is an array of %d elements; %q is not an index in it", strings.Join(path[:i], "."), len(node), seg)
			}
			if last {
				node[idx] = v
				return nil
			}
			if node[idx] == nil {
				node[idx] = data.NewMap(0)
			}
			cur = node[idx]
		default:
			return fmt.Errorf("cannot set %s: %s is %s, not a hash", strings.Join(path, "."), strings.Join(path[:i], "."), describe(cur))
		}
	}
	return nil
}

func describe(v any) string {
	if s, ok := v.(string); ok && len(s) <= 40 {
		return fmt.Sprintf("the string %q", s)
	}
	return "a " + data.TypeName(v)
}

// Overrides collects repeated --fact flags; it is a flag.Value:
//
//	var overrides facts.Overrides
//	fs.Var(&overrides, "fact", "set a fact: KEY=VALUE (repeatable)")
type Overrides []Override

// String implements flag.Value.
func (o *Overrides) String() string {
	if o == nil {
		return ""
	}
	var parts []string
	for _, e := range *o {
		parts = append(parts, e.Text)
	}
	return strings.Join(parts, " ")
}

// Set implements flag.Value.
func (o *Overrides) Set(s string) error {
	ov, err := ParseOverride(s)
	if err != nil {
		return err
	}
	*o = append(*o, ov)
	return nil
}
