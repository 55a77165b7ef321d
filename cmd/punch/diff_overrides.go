package main

import (
	"fmt"
	"path"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
	"github.com/punch-dev/punch/environments/enc"
)

// override is one --fact-override or --enc-override, written as
// octocatalog-diff takes them: KEY=VALUE where VALUE may say its type,
// (string), (integer) or (fixnum), (float), (boolean), (json) or (nil)
// (which deletes the key); without one, integers, decimals and true/false
// are converted and anything else is a string. KEY is a path (fact names
// joined by ".", ENC keys by "::") or /REGEXP/ for the top-level names it
// matches. NODEGLOB@KEY=VALUE limits the override to the nodes whose names
// match the glob.
type override struct {
	text  string
	flag  string
	nodes string         // a glob; "" for every node
	path  []string       // nil with re
	re    *regexp.Regexp // top-level names
	value values.Value
	del   bool
	// hits counts the nodes the override applied to.
	hits atomic.Int64
}

// parseOverride reads an override; sep separates the path's names ("."
// for facts, "::" for the ENC).
func parseOverride(flagName, text, sep string) (*override, error) {
	o := &override{text: text, flag: flagName}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("--%s %q: %s", flagName, text, fmt.Sprintf(format, args...))
	}
	key, raw, ok := strings.Cut(text, "=")
	key = strings.TrimSpace(key)
	if !ok || key == "" {
		return nil, bad("expected KEY=VALUE, KEY=(TYPE)VALUE or NODE@KEY=VALUE")
	}
	if i := strings.LastIndexByte(key, '@'); i >= 0 {
		o.nodes, key = key[:i], key[i+1:]
		if _, err := path.Match(o.nodes, ""); err != nil || o.nodes == "" {
			return nil, bad("node pattern %q is not a valid glob", o.nodes)
		}
	}
	if len(key) > 2 && strings.HasPrefix(key, "/") && strings.HasSuffix(key, "/") {
		re, err := regexp.Compile(key[1 : len(key)-1])
		if err != nil {
			return nil, bad("%v", err)
		}
		o.re = re
	} else {
		for _, p := range strings.Split(key, sep) {
			if p == "" {
				return nil, bad("empty name in %q", key)
			}
			o.path = append(o.path, p)
		}
	}
	v, del, err := overrideValue(strings.TrimSpace(raw))
	if err != nil {
		return nil, bad("%v", err)
	}
	o.value, o.del = v, del
	return o, nil
}

var (
	typedRE   = regexp.MustCompile(`(?s)\A\((\w+)\)(.*)\z`)
	integerRE = regexp.MustCompile(`\A-?\d+\z`)
	decimalRE = regexp.MustCompile(`\A-?\d*\.\d+\z`)
)

// overrideValue converts an override's value as octocatalog-diff does.
func overrideValue(s string) (v values.Value, del bool, err error) {
	if m := typedRE.FindStringSubmatch(s); m != nil {
		val := m[2]
		switch strings.ToLower(m[1]) {
		case "string":
			return val, false, nil
		case "nil":
			return nil, true, nil
		case "integer", "fixnum":
			if !integerRE.MatchString(val) {
				return nil, false, fmt.Errorf("Illegal integer '%s'", val)
			}
			i, err := strconv.ParseInt(val, 10, 64)
			return i, false, err
		case "float":
			if !decimalRE.MatchString(val) && !integerRE.MatchString(val) {
				return nil, false, fmt.Errorf("Illegal float '%s'", val)
			}
			f, err := strconv.ParseFloat(val, 64)
			return f, false, err
		case "boolean":
			switch strings.ToLower(val) {
			case "true":
				return true, false, nil
			case "false":
				return false, false, nil
			}
			return nil, false, fmt.Errorf("Illegal boolean '%s'", val)
		case "json":
			v, err := decodeJSON([]byte(val))
			if err != nil {
				return nil, false, fmt.Errorf("Failed to parse JSON: input=%s error=%v", val, err)
			}
			return v, false, nil
		}
		return nil, false, fmt.Errorf("Unknown data type '%s'", m[1])
	}
	switch {
	case integerRE.MatchString(s):
		if i, err := strconv.ParseInt(s, 10, 64); err == nil {
			return i, false, nil
		}
	case decimalRE.MatchString(s):
		if f, err := strconv.ParseFloat(s, 64); err == nil {
			return f, false, nil
		}
	case strings.EqualFold(s, "true"):
		return true, false, nil
	case strings.EqualFold(s, "false"):
		return false, false, nil
	}
	return s, false, nil
}

// forNode reports whether the override applies to a node.
func (o *override) forNode(node string) bool {
	if o.nodes == "" {
		return true
	}
	ok, _ := path.Match(o.nodes, node)
	return ok
}

// applyFacts applies fact overrides to a node's facts and returns the
// new facts (the given hash is not changed) and warnings for facts that
// were added rather than changed.
func applyFacts(facts *values.Hash, node string, overrides []*override) (*values.Hash, []string) {
	var warns []string
	for _, o := range overrides {
		if !o.forNode(node) {
			continue
		}
		if o.re != nil {
			applied := false
			for _, k := range facts.Keys() {
				name, _ := k.(string)
				if !o.re.MatchString(name) {
					continue
				}
				facts = setPath(facts, []string{name}, o.value, o.del)
				applied = true
			}
			if applied {
				o.hits.Add(1)
			}
			continue
		}
		parent, ok := hashAt(facts, o.path[:len(o.path)-1])
		if !ok {
			continue
		}
		last := o.path[len(o.path)-1]
		_, exists := parent.GetString(last)
		if o.del && !exists {
			continue
		}
		if !exists {
			warns = append(warns, fmt.Sprintf("--%s %s: node %s has no fact %s; it is added", o.flag, o.text, node, strings.Join(o.path, ".")))
		}
		facts = setPath(facts, o.path, o.value, o.del)
		o.hits.Add(1)
	}
	return facts, warns
}

// hashAt returns the hash at a path of nested hashes.
func hashAt(h *values.Hash, p []string) (*values.Hash, bool) {
	for _, k := range p {
		v, ok := h.GetString(k)
		if !ok {
			return nil, false
		}
		if h, ok = v.(*values.Hash); !ok {
			return nil, false
		}
	}
	return h, true
}

// setPath returns a copy of h with the value at p set (or deleted),
// copying only the hashes on the path.
func setPath(h *values.Hash, p []string, v values.Value, del bool) *values.Hash {
	out := h.Clone()
	if len(p) == 1 {
		if del {
			return out.Without(p[0])
		}
		out.Put(p[0], v)
		return out
	}
	child, _ := out.GetString(p[0])
	ch, _ := child.(*values.Hash)
	out.Put(p[0], setPath(ch, p[1:], v, del))
	return out
}

// unmatched returns an error naming the overrides that applied to no node:
// a typo there would otherwise pass silently.
func unmatched(overrides []*override) error {
	var bad []string
	for _, o := range overrides {
		if o.hits.Load() == 0 {
			what := "no node has the fact " + strings.Join(o.path, ".") + "'s parent hash"
			switch {
			case o.re != nil:
				what = "no fact of any node matches " + o.re.String()
			case o.del:
				what = "no node has " + strings.Join(o.path, ".")
			case len(o.path) == 1 || o.flag == "enc-override" || strings.HasSuffix(o.flag, "-enc-override"):
				what = "it applies to no node"
			}
			if o.nodes != "" {
				what += " (nodes matching " + o.nodes + ")"
			}
			bad = append(bad, fmt.Sprintf("--%s %q matches nothing: %s", o.flag, o.text, what))
		}
	}
	if len(bad) > 0 {
		return fmt.Errorf("%s", strings.Join(bad, "\n"))
	}
	return nil
}

// applyENC applies ENC overrides to a node's classification (which is
// changed). Paths start with classes, parameters or environment, the keys
// of the classifier's answer.
func applyENC(c *enc.Classification, node string, overrides []*override) error {
	for _, o := range overrides {
		if !o.forNode(node) {
			continue
		}
		paths := [][]string{o.path}
		if o.re != nil {
			paths = nil
			for _, k := range []string{"classes", "parameters", "environment"} {
				if o.re.MatchString(k) {
					paths = append(paths, []string{k})
				}
			}
			if len(paths) == 0 {
				continue
			}
		}
		for _, p := range paths {
			if err := applyENCPath(c, p, o); err != nil {
				return fmt.Errorf("--%s %q: %v", o.flag, o.text, err)
			}
		}
		o.hits.Add(1)
	}
	return nil
}

func applyENCPath(c *enc.Classification, p []string, o *override) error {
	val := dataOf(o.value)
	switch p[0] {
	case "environment":
		if len(p) > 1 {
			return fmt.Errorf("environment is a string, it has no keys")
		}
		if o.del {
			c.Environment = ""
			return nil
		}
		s, ok := val.(string)
		if !ok {
			return fmt.Errorf("the environment must be a string")
		}
		c.Environment = s
		return nil
	case "parameters":
		if len(p) == 1 {
			if o.del {
				c.Parameters = data.NewMap(0)
				return nil
			}
			m, ok := val.(*data.Map)
			if !ok {
				return fmt.Errorf("parameters must be a hash")
			}
			c.Parameters = m
			return nil
		}
		return setData(c.Parameters, p[1:], val, o.del)
	case "classes":
		if len(p) == 1 {
			return fmt.Errorf("give a class: classes::NAME or classes::NAME::PARAMETER")
		}
		name := p[1]
		idx := -1
		for i, cl := range c.Classes {
			if cl.Name == name {
				idx = i
			}
		}
		if len(p) == 2 && o.del {
			if idx >= 0 {
				c.Classes = append(c.Classes[:idx:idx], c.Classes[idx+1:]...)
			}
			return nil
		}
		if !c.ClassesAsHash && len(c.Classes) > 0 && (len(p) > 2 || val != nil) {
			return fmt.Errorf("the classifier lists classes as an array: class parameters can only be given when it gives a hash")
		}
		c.ClassesAsHash = true
		if idx < 0 {
			c.Classes = append(c.Classes, enc.Class{Name: name})
			idx = len(c.Classes) - 1
		}
		if len(p) == 2 {
			m, ok := val.(*data.Map)
			if !ok && val != nil {
				return fmt.Errorf("a class's parameters must be a hash")
			}
			c.Classes[idx].Params = m
			return nil
		}
		if c.Classes[idx].Params == nil {
			c.Classes[idx].Params = data.NewMap(1)
		}
		return setData(c.Classes[idx].Params, p[2:], val, o.del)
	}
	return fmt.Errorf("%q is not a key of a classifier's answer (classes, parameters, environment)", p[0])
}

// setData sets a value in nested data maps, creating the maps on the way
// (octocatalog-diff's merge_enc_param).
func setData(m *data.Map, p []string, v any, del bool) error {
	for i, k := range p[:len(p)-1] {
		next, ok := m.Get(k)
		if !ok || next == nil {
			nm := data.NewMap(1)
			m.Set(k, nm)
			m = nm
			continue
		}
		nm, ok := next.(*data.Map)
		if !ok {
			return fmt.Errorf("%s is a %s, not a hash", strings.Join(p[:i+1], "::"), data.TypeName(next))
		}
		m = nm
	}
	if del {
		m.Delete(p[len(p)-1])
		return nil
	}
	m.Set(p[len(p)-1], v)
	return nil
}

// dataOf converts a Puppet value from an override into the classifier's
// data form.
func dataOf(v values.Value) any {
	switch x := v.(type) {
	case *values.Hash:
		m := data.NewMap(x.Len())
		x.Each(func(k, v values.Value) bool {
			if data.ValidKey(k) {
				m.Set(k, dataOf(v))
			}
			return true
		})
		return m
	case []values.Value:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = dataOf(e)
		}
		return out
	}
	return v
}

// cloneClassification copies a classification so that overrides for one
// side leave the other's alone.
func cloneClassification(c *enc.Classification) *enc.Classification {
	out := *c
	out.Parameters = c.Parameters.Clone()
	out.Classes = make([]enc.Class, len(c.Classes))
	for i, cl := range c.Classes {
		out.Classes[i] = enc.Class{Name: cl.Name, Params: cl.Params.Clone()}
	}
	return &out
}
