package auth

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/punch-dev/punch/environments/data"
	"github.com/punch-dev/punch/environments/data/hocon"
)

// LoadFile reads rules from an auth.conf-structured file: Puppet Server's
// own HOCON auth.conf as it is, or the same structure as YAML (a name
// ending in .yaml or .yml). See Parse and ParseHOCON.
func LoadFile(path string) ([]Rule, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("reading authorization rules: %w", err)
	}
	switch strings.ToLower(filepath.Ext(path)) {
	case ".yaml", ".yml":
		return Parse(path, data)
	}
	return ParseHOCON(path, data)
}

// ParseHOCON reads rules from Puppet Server's auth.conf, which is HOCON
// (JSON is HOCON too), as Puppet Server reads it. Includes are relative to
// filename.
func ParseHOCON(filename string, data []byte) ([]Rule, error) {
	v, err := hocon.ParseNamed(filename, data, hocon.Options{Required: true})
	if err != nil {
		return nil, err
	}
	return parseDoc(filename, &yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{hoconNode(v)}})
}

// hoconNode converts a HOCON tree into the YAML node tree the rule reader
// walks, keeping each value's line and column.
func hoconNode(v *hocon.Value) *yaml.Node {
	n := &yaml.Node{Line: v.Pos.Line, Column: v.Pos.Col}
	switch v.Kind {
	case hocon.Object:
		n.Kind, n.Tag = yaml.MappingNode, "!!map"
		for _, k := range v.Keys {
			f := v.Fields[k]
			n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: k, Line: f.Pos.Line, Column: f.Pos.Col}, hoconNode(f))
		}
	case hocon.List:
		n.Kind, n.Tag = yaml.SequenceNode, "!!seq"
		for _, e := range v.Items {
			n.Content = append(n.Content, hoconNode(e))
		}
	default:
		n.Kind, n.Value = yaml.ScalarNode, v.Text()
		switch v.Kind {
		case hocon.Null:
			n.Tag = "!!null"
		case hocon.Bool:
			n.Tag = "!!bool"
		case hocon.Number:
			n.Tag = "!!float"
			if !strings.ContainsAny(v.Str, ".eE") {
				n.Tag = "!!int"
			}
		default:
			n.Tag = "!!str"
		}
	}
	return n
}

// Parse reads rules in Puppet Server's auth.conf structure:
//
//	authorization:
//	  version: 1
//	  rules:
//	    - match-request:
//	        path: "^/puppet/v3/catalog/([^/]+)$"
//	        type: regex            # or path (a prefix)
//	        method: [get, post]    # optional; a string or a list
//	        query-params:          # optional
//	          environment: [production]
//	      allow: "$1"              # a string, a map, or a list of them
//	      sort-order: 500
//	      name: "my catalog rule"
//
// The top-level "authorization" key may be omitted. allow and deny entries
// are certname patterns or maps {certname: NAME} or {extensions: {pp_role:
// [a, b]}}; a rule with allow-unauthenticated: true has neither. Errors name
// the file and line.
func Parse(filename string, data []byte) ([]Rule, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("%s: %v", filename, err)
	}
	return parseDoc(filename, &doc)
}

func parseDoc(filename string, doc *yaml.Node) ([]Rule, error) {
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil, fmt.Errorf("%s: the file is empty; expected an 'authorization' map with 'version: 1' and 'rules'", filename)
	}
	root := doc.Content[0]
	p := parser{file: filename}
	if root.Kind != yaml.MappingNode {
		return nil, p.errf(root, "the authorization service configuration is not a map")
	}
	if a := data.MappingValue(root, "authorization"); a != nil {
		root = a
		if root.Kind != yaml.MappingNode {
			return nil, p.errf(root, "the authorization service configuration is not a map")
		}
	}
	if v := data.MappingValue(root, "version"); v == nil || v.Value != "1" {
		n := root
		if v != nil {
			n = v
		}
		return nil, p.errf(n, "unsupported or missing version in configuration file. Supported versions are: 1")
	}
	rulesNode := data.MappingValue(root, "rules")
	if rulesNode == nil || rulesNode.Kind != yaml.SequenceNode {
		n := root
		if rulesNode != nil {
			n = rulesNode
		}
		return nil, p.errf(n, "the authorization service configuration rules is not a list")
	}
	var rules []Rule
	for _, rn := range rulesNode.Content {
		r, err := p.rule(rn)
		if err != nil {
			return nil, err
		}
		rules = append(rules, r)
	}
	// Validate here too, so errors carry the file position.
	seen := map[string]int{}
	for i, r := range rules {
		if line, dup := seen[r.Name]; dup {
			return nil, p.errf(rulesNode.Content[i], "duplicate rules named '%s' (first at line %d). Rules must be uniquely named", r.Name, line)
		}
		seen[r.Name] = rulesNode.Content[i].Line
		if err := r.Validate(); err != nil {
			return nil, p.errf(rulesNode.Content[i], "%v", err)
		}
	}
	return rules, nil
}

type parser struct{ file string }

func (p parser) errf(n *yaml.Node, format string, args ...any) error {
	return fmt.Errorf("%s:%d:%d: %s", p.file, n.Line, n.Column, fmt.Sprintf(format, args...))
}

var knownRuleKeys = map[string]bool{"match-request": true, "allow": true, "deny": true, "allow-unauthenticated": true, "sort-order": true, "name": true}
var knownMatchKeys = map[string]bool{"path": true, "type": true, "method": true, "query-params": true}

func (p parser) rule(n *yaml.Node) (Rule, error) {
	if n.Kind != yaml.MappingNode {
		return Rule{}, p.errf(n, "an authorization rule should be specified as a map")
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if k := n.Content[i]; !knownRuleKeys[k.Value] {
			return Rule{}, p.errf(k, "unknown key '%s' in an authorization rule (known keys: match-request, allow, deny, allow-unauthenticated, sort-order, name)", k.Value)
		}
	}
	r := Rule{Source: fmt.Sprintf("%s:%d", p.file, n.Line)}
	name := data.MappingValue(n, "name")
	if name == nil || name.Kind != yaml.ScalarNode || name.Value == "" {
		return Rule{}, p.errf(n, "the authorization rule does not contain a 'name' key")
	}
	r.Name = name.Value
	so := data.MappingValue(n, "sort-order")
	if so == nil {
		return Rule{}, p.errf(n, "the authorization rule %q does not contain a 'sort-order' key", r.Name)
	}
	if err := so.Decode(&r.SortOrder); err != nil || so.Kind != yaml.ScalarNode {
		return Rule{}, p.errf(so, "the sort-order set in the authorization rule %q is invalid. It should be a number from 1 to 999", r.Name)
	}
	mr := data.MappingValue(n, "match-request")
	if mr == nil || mr.Kind != yaml.MappingNode {
		return Rule{}, p.errf(n, "the authorization rule %q must contain a 'match-request' section", r.Name)
	}
	for i := 0; i+1 < len(mr.Content); i += 2 {
		if k := mr.Content[i]; !knownMatchKeys[k.Value] {
			return Rule{}, p.errf(k, "unknown key '%s' in match-request of rule %q (known keys: path, type, method, query-params)", k.Value, r.Name)
		}
	}
	path := data.MappingValue(mr, "path")
	if path == nil || path.Kind != yaml.ScalarNode {
		return Rule{}, p.errf(mr, "the authorization rule %q does not contain a 'path' key", r.Name)
	}
	r.Match.Path = path.Value
	typ := data.MappingValue(mr, "type")
	if typ == nil || typ.Kind != yaml.ScalarNode {
		return Rule{}, p.errf(mr, "the authorization rule %q does not contain a 'type' key", r.Name)
	}
	r.Match.Type = strings.ToLower(typ.Value)
	if m := data.MappingValue(mr, "method"); m != nil {
		methods, err := p.stringOrList(m, "method")
		if err != nil {
			return Rule{}, err
		}
		for _, s := range methods {
			r.Match.Methods = append(r.Match.Methods, strings.ToLower(s))
		}
	}
	if q := data.MappingValue(mr, "query-params"); q != nil {
		if q.Kind != yaml.MappingNode {
			return Rule{}, p.errf(q, "rule query-params must be a map")
		}
		r.Match.QueryParams = map[string][]string{}
		for i := 0; i+1 < len(q.Content); i += 2 {
			vals, err := p.stringOrList(q.Content[i+1], "query-param "+q.Content[i].Value)
			if err != nil {
				return Rule{}, err
			}
			r.Match.QueryParams[q.Content[i].Value] = vals
		}
	}
	if au := data.MappingValue(n, "allow-unauthenticated"); au != nil {
		if err := au.Decode(&r.AllowUnauthenticated); err != nil {
			return Rule{}, p.errf(au, "allow-unauthenticated in rule %q must be true or false", r.Name)
		}
	}
	for _, kind := range []string{"allow", "deny"} {
		an := data.MappingValue(n, kind)
		if an == nil {
			continue
		}
		aces, err := p.aces(an, kind, r.Name)
		if err != nil {
			return Rule{}, err
		}
		if kind == "allow" {
			r.Allow = aces
		} else {
			r.Deny = aces
		}
	}
	return r, nil
}

func (p parser) stringOrList(n *yaml.Node, what string) ([]string, error) {
	switch n.Kind {
	case yaml.ScalarNode:
		return []string{n.Value}, nil
	case yaml.SequenceNode:
		var out []string
		for _, c := range n.Content {
			if c.Kind != yaml.ScalarNode {
				return nil, p.errf(c, "%s should be a string or a list of strings", what)
			}
			out = append(out, c.Value)
		}
		return out, nil
	}
	return nil, p.errf(n, "%s should be a string or a list of strings", what)
}

// subjectAltName reads an extensions entry's subject-alt-name map: the
// kinds of name trapperkeeper-authorization knows, each with a name or a
// list of them.
func (p parser) subjectAltName(n *yaml.Node) (map[string][]string, error) {
	if n.Kind != yaml.MappingNode {
		return nil, p.errf(n, "subject-alt-name should map a kind of name (dns-name, ip, ...) to a value or list of values")
	}
	out := map[string][]string{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i]
		if !SubjectAltNameKinds[k.Value] {
			return nil, p.errf(k, "unknown kind of subject alternative name '%s' (one of dns-name, ip, other-name, rfc822-name, x400-address, directory-name, edi-party-name, uri, registered-id)", k.Value)
		}
		vals, err := p.stringOrList(n.Content[i+1], "subject-alt-name "+k.Value)
		if err != nil {
			return nil, err
		}
		out[k.Value] = vals
	}
	return out, nil
}

func (p parser) aces(n *yaml.Node, kind, rule string) ([]ACE, error) {
	items := []*yaml.Node{n}
	if n.Kind == yaml.SequenceNode {
		items = n.Content
	}
	var out []ACE
	for _, it := range items {
		switch it.Kind {
		case yaml.ScalarNode:
			out = append(out, ACE{Certname: it.Value})
		case yaml.MappingNode:
			a := ACE{}
			for i := 0; i+1 < len(it.Content); i += 2 {
				k, v := it.Content[i], it.Content[i+1]
				switch k.Value {
				case "certname":
					if v.Kind != yaml.ScalarNode {
						return nil, p.errf(v, "certname key should map to a string")
					}
					a.Certname = v.Value
				case "extensions":
					if v.Kind != yaml.MappingNode {
						return nil, p.errf(v, "extensions key should map an extension to a value or list of values")
					}
					a.Extensions = map[string][]string{}
					for j := 0; j+1 < len(v.Content); j += 2 {
						name := v.Content[j].Value
						if name == "subject-alt-name" {
							san, err := p.subjectAltName(v.Content[j+1])
							if err != nil {
								return nil, err
							}
							a.SubjectAltName = san
							continue
						}
						vals, err := p.stringOrList(v.Content[j+1], "extension "+name)
						if err != nil {
							return nil, err
						}
						a.Extensions[name] = vals
					}
				case "rbac":
					return nil, p.errf(k, "RBAC permissions are a Puppet Enterprise feature and are not supported")
				default:
					return nil, p.errf(k, "unknown key '%s' in an ACL entry of rule %q (use certname or extensions)", k.Value, rule)
				}
			}
			if (a.Certname == "") == (a.Extensions == nil) {
				return nil, p.errf(it, "ACL definition must contain exactly one of 'certname' or 'extensions'")
			}
			out = append(out, a)
		default:
			return nil, p.errf(it, "the %s list in rule %q contains an entry that is neither a string nor a map", kind, rule)
		}
	}
	return out, nil
}
