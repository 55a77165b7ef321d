package enc

import (
	"errors"
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/punch-dev/punch/environments/data"
	"github.com/punch-dev/punch/environments/settings"
)

// hint ends every output error's Hint: what the classifier must print.
const hint = "the classifier must print a YAML hash such as {classes: [a, b], parameters: {x: 1}, environment: production}"

// Decode reads a classifier's output for node. Errors are *Error with
// Kind InvalidOutput (or Empty) and, where known, the line and column in
// the output. Puppet's wording ("Could not load external node results
// for NODE: (<unknown>): PSYCH'S MESSAGE" for what Psych refuses) is the
// message; the position in the output is in the Hint.
func Decode(node string, output []byte) (*Classification, error) {
	fail := func(line, col int, format string, args ...any) error {
		msg := fmt.Sprintf("Could not load external node results for %s: ", node) + fmt.Sprintf(format, args...)
		h := hint
		if line > 0 {
			where := fmt.Sprintf("output line %d", line)
			if col > 0 {
				where += fmt.Sprintf(", column %d", col)
			}
			h = "at " + where + "; " + hint
		}
		return &Error{Node: node, Kind: InvalidOutput, Line: line, Column: col, Msg: msg, Hint: h}
	}
	v, _, err := data.DecodeYAML(output, data.YAMLOptions{AllowSymbols: true, PlainUTF8: true, Limits: data.Limits{MaxBytes: DefaultMaxOutput * 4}})
	if err != nil {
		// Psych's errors: "(<unknown>): MESSAGE" (the file name of a string
		// is unknown).
		var de *data.Error
		if errors.As(err, &de) {
			if de.Syntax {
				return nil, fail(de.Line, de.Column, "%s", de.Psych(""))
			}
			return nil, fail(de.Line, de.Column, "(<unknown>): %s", strings.TrimPrefix(de.Msg, "invalid YAML: "))
		}
		return nil, fail(0, 0, "(<unknown>): %v", err)
	}
	top, ok := v.(*data.Map)
	if !ok {
		if v == nil {
			// Puppet fails too, with a Ruby error ("undefined method
			// `inject' for false:FalseClass").
			return nil, fail(0, 0, "the output holds no YAML value (only comments or an empty document)")
		}
		return nil, fail(1, 1, "the output is a YAML %s, not a hash", data.TypeName(v))
	}
	loc := newLocator(output)
	c := &Classification{Node: node, Parameters: data.NewMap(0)}
	for k, val := range top.All() {
		key, ok := k.(string)
		if !ok {
			line, col := loc.key(k)
			return nil, fail(line, col, "key is a %s, not a string or symbol", rubyClass(k))
		}
		switch key {
		case "classes":
			if err := decodeClasses(c, val, loc, fail); err != nil {
				return nil, err
			}
		case "parameters":
			switch p := val.(type) {
			case nil:
			case *data.Map:
				for pk := range p.All() {
					if _, ok := pk.(string); !ok {
						line, col := loc.at("parameters")
						return nil, fail(line, col, "parameter names must be strings, not %s %v", data.TypeName(pk), pk)
					}
				}
				c.Parameters = p
			default:
				line, col := loc.at("parameters")
				return nil, fail(line, col, "parameters must be a hash of variable names to values, not %s", describe(val))
			}
		case "environment":
			switch e := val.(type) {
			case nil:
			case string:
				if !settings.ValidEnvironmentName(e) {
					line, col := loc.at("environment")
					return nil, fail(line, col, "environment %q is not a valid environment name (letters, digits and underscores)", e)
				}
				c.Environment = e
			default:
				line, col := loc.at("environment")
				return nil, fail(line, col, "environment must be a string, not %s", describe(val))
			}
		}
	}
	return c, nil
}

func decodeClasses(c *Classification, val any, loc *locator, fail func(int, int, string, ...any) error) error {
	switch cl := val.(type) {
	case nil:
		return nil
	case []any:
		for i, e := range cl {
			name, ok := e.(string)
			if !ok || name == "" {
				line, col := loc.at("classes", i)
				return fail(line, col, "class names must be non-empty strings, not %s", describe(e))
			}
			c.Classes = append(c.Classes, Class{Name: name})
		}
	case *data.Map:
		c.ClassesAsHash = true
		for k, params := range cl.All() {
			name, ok := k.(string)
			if !ok || name == "" {
				line, col := loc.key(k, "classes")
				return fail(line, col, "class names must be non-empty strings, not %s", describe(k))
			}
			switch p := params.(type) {
			case nil:
				c.Classes = append(c.Classes, Class{Name: name})
			case *data.Map:
				for pk := range p.All() {
					if _, ok := pk.(string); !ok {
						line, col := loc.at("classes", name)
						return fail(line, col, "parameter names of class %s must be strings, not %s %v", name, data.TypeName(pk), pk)
					}
				}
				c.Classes = append(c.Classes, Class{Name: name, Params: p})
			default:
				line, col := loc.at("classes", name)
				return fail(line, col, "the parameters of class %s must be a hash (or null), not %s", name, describe(params))
			}
		}
	default:
		line, col := loc.at("classes")
		return fail(line, col, "classes must be a list of class names or a hash of class names to parameters, not %s", describe(val))
	}
	return nil
}

// describe names a value's type, with the value when short.
func describe(v any) string {
	switch t := v.(type) {
	case string:
		if len(t) <= 60 {
			return fmt.Sprintf("the string %q", t)
		}
		return "a string"
	case nil:
		return "null"
	case *data.Map:
		return "a hash"
	case []any:
		return "a list"
	}
	return fmt.Sprintf("%s %v", data.TypeName(v), v)
}

// rubyClass names a key's class as Puppet's message does.
func rubyClass(v any) string {
	switch v.(type) {
	case int64:
		return "Integer"
	case float64:
		return "Float"
	case bool:
		if v.(bool) {
			return "TrueClass"
		}
		return "FalseClass"
	case nil:
		return "NilClass"
	}
	return data.TypeName(v)
}

// locator finds positions in the output for messages. The output already
// decoded, so parsing it again succeeds; positions are best effort.
type locator struct{ root *yaml.Node }

func newLocator(src []byte) *locator {
	var doc yaml.Node
	func() {
		defer func() { _ = recover() }()
		_ = yaml.Unmarshal(src, &doc)
	}()
	l := &locator{}
	if len(doc.Content) > 0 {
		l.root = doc.Content[0]
	}
	return l
}

// find walks mapping keys (string) and sequence indexes (int), returning
// the key node of the last mapping step and the value node.
func (l *locator) find(path ...any) (key, val *yaml.Node) {
	n := l.root
	for _, step := range path {
		if n == nil {
			return nil, nil
		}
		if n.Kind == yaml.AliasNode {
			n = n.Alias
		}
		switch s := step.(type) {
		case string:
			if n.Kind != yaml.MappingNode {
				return nil, nil
			}
			var next *yaml.Node
			for i := 0; i+1 < len(n.Content); i += 2 {
				if k := n.Content[i]; k.Value == s || k.Value == ":"+s {
					key, next = k, n.Content[i+1]
				}
			}
			n = next
		case int:
			if n.Kind != yaml.SequenceNode || s >= len(n.Content) {
				return nil, nil
			}
			key, n = nil, n.Content[s]
		}
	}
	return key, n
}

func (l *locator) at(path ...any) (int, int) {
	key, val := l.find(path...)
	switch {
	case val != nil && val.Line > 0 && !(val.Kind == yaml.ScalarNode && val.Value == "" && key != nil):
		return val.Line, val.Column
	case key != nil:
		return key.Line, key.Column
	}
	return 0, 0
}

// key finds a non-string key by its text under the mapping at path.
func (l *locator) key(k any, path ...any) (int, int) {
	_, n := l.find(path...)
	if len(path) == 0 {
		n = l.root
	}
	if n == nil || n.Kind != yaml.MappingNode {
		return 0, 0
	}
	want := fmt.Sprint(k)
	for i := 0; i+1 < len(n.Content); i += 2 {
		if kn := n.Content[i]; kn.Value == want || (k == nil && (kn.Value == "~" || kn.Value == "null" || kn.Value == "")) {
			return kn.Line, kn.Column
		}
	}
	return 0, 0
}
