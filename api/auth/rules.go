// Package auth is Puppet Server's authorization model
// (trapperkeeper-authorization, auth.conf version 1): an ordered list of
// rules, each matching requests by path (prefix or regular expression),
// method and query parameters, and allowing or denying them by the
// client's certname, its certificate extensions, or for everybody
// (allow-unauthenticated). The first matching rule decides; a request no
// rule matches is denied.
package auth

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Methods a rule may name.
var validMethods = map[string]bool{"get": true, "post": true, "put": true, "delete": true, "head": true}

// Rule is one auth.conf rule, as written in the configuration.
type Rule struct {
	Name      string
	SortOrder int
	Match     Match
	// AllowUnauthenticated lets anybody through, with or without a
	// certificate. A rule with it has neither Allow nor Deny.
	AllowUnauthenticated bool
	Allow                []ACE
	Deny                 []ACE
	// Source says where the rule was defined ("auth.yaml, rule 3"), for
	// messages; empty for built-in rules.
	Source string
}

// Match is a rule's match-request section.
type Match struct {
	// Path is a literal prefix (Type "path") or a regular expression
	// searched anywhere in the request path (Type "regex"; anchor it with
	// ^ and $). Regular expressions are Go's RE2 syntax, which covers what
	// auth.conf files use but not Java's lookarounds or backreferences.
	Path string
	Type string // "path" (default) or "regex"
	// Methods lists lower-case methods; empty matches every method.
	Methods []string
	// QueryParams: each named parameter must be present with one of the
	// listed values.
	QueryParams map[string][]string
}

// ACE is one entry of an allow or deny list: a certname pattern or a set of
// required certificate extensions.
type ACE struct {
	// Certname is "*", an exact name, a domain glob "*.example.com", a
	// pattern with back-references to the path's regex captures ("$1" or
	// "$1.example.com"), or a regular expression "/^agent\d+$/".
	Certname string
	// Extensions, when set, requires each named extension (Puppet short
	// name such as pp_cli_auth, a custom_trusted_oid_mapping short name, or
	// dotted OID) to have one of the listed values.
	Extensions map[string][]string
	// SubjectAltName is the entry's subject-alt-name extension (part of
	// Extensions in auth.conf): the certificate matches when, for one kind
	// of name it carries (dns-name, ip, ...), one of its names is listed
	// here, as trapperkeeper-authorization matches it.
	SubjectAltName map[string][]string
}

// SubjectAltNameKinds are the kinds of subject alternative name an
// auth.conf extensions entry may name.
var SubjectAltNameKinds = map[string]bool{"dns-name": true, "ip": true, "other-name": true, "rfc822-name": true,
	"x400-address": true, "directory-name": true, "edi-party-name": true, "uri": true, "registered-id": true}

func (a ACE) String() string {
	if a.Extensions != nil || a.SubjectAltName != nil {
		keys := make([]string, 0, len(a.Extensions))
		for k := range a.Extensions {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var parts []string
		for _, k := range keys {
			parts = append(parts, k+"="+strings.Join(a.Extensions[k], "|"))
		}
		kinds := make([]string, 0, len(a.SubjectAltName))
		for k := range a.SubjectAltName {
			kinds = append(kinds, k)
		}
		sort.Strings(kinds)
		for _, k := range kinds {
			parts = append(parts, "subject-alt-name."+k+"="+strings.Join(a.SubjectAltName[k], "|"))
		}
		return "{extensions: " + strings.Join(parts, ", ") + "}"
	}
	return a.Certname
}

// aceKind is how a certname pattern matches.
type aceKind int

const (
	aceAny aceKind = iota
	aceExact
	aceWildcard
	aceBackref
	aceRegex
	aceExtensions
)

// compiledACE is an ACE ready to match.
type compiledACE struct {
	allow  bool
	kind   aceKind
	labels []string       // reversed, lower-case labels (exact, wildcard)
	re     *regexp.Regexp // regex
	raw    string         // backref pattern, original certname
	exts   map[string][]string
	san    map[string][]string
}

var (
	reExactDomain = regexp.MustCompile(`^(\w[-\w]*\.)+[-\w]+$`)
	reWildcard    = regexp.MustCompile(`^\*(\.(\w[-\w]*))+$`)
	reBackref     = regexp.MustCompile(`\$\d+`)
	reOpaque      = regexp.MustCompile(`^\w[-.@\w]*$`)
	reRegexACE    = regexp.MustCompile(`^/.*/$`)
)

func splitDomain(s string) []string {
	parts := strings.Split(strings.ToLower(s), ".")
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return parts
}

// compileACE classifies a certname pattern the way trapperkeeper-
// authorization does.
func compileACE(allow bool, a ACE) (compiledACE, error) {
	if a.Extensions != nil || a.SubjectAltName != nil {
		if a.Certname != "" {
			return compiledACE{}, fmt.Errorf("an ACL entry must contain exactly one of 'certname' or 'extensions'")
		}
		if len(a.Extensions) == 0 && len(a.SubjectAltName) == 0 {
			return compiledACE{}, fmt.Errorf("the 'extensions' entry names no extension")
		}
		for k := range a.SubjectAltName {
			if !SubjectAltNameKinds[k] {
				return compiledACE{}, fmt.Errorf("unknown kind of subject alternative name '%s'", k)
			}
		}
		return compiledACE{allow: allow, kind: aceExtensions, exts: a.Extensions, san: a.SubjectAltName}, nil
	}
	name := a.Certname
	switch {
	case name == "*":
		return compiledACE{allow: allow, kind: aceAny, raw: name}, nil
	case reExactDomain.MatchString(name):
		return compiledACE{allow: allow, kind: aceExact, labels: splitDomain(name), raw: name}, nil
	case reWildcard.MatchString(name):
		l := splitDomain(name)
		return compiledACE{allow: allow, kind: aceWildcard, labels: l[:len(l)-1], raw: name}, nil
	case reBackref.MatchString(name):
		return compiledACE{allow: allow, kind: aceBackref, raw: name}, nil
	case reOpaque.MatchString(name):
		return compiledACE{allow: allow, kind: aceExact, labels: []string{name}, raw: name}, nil
	case reRegexACE.MatchString(name):
		re, err := regexp.Compile(name[1 : len(name)-1])
		if err != nil {
			return compiledACE{}, fmt.Errorf("invalid regular expression %s: %v", name, err)
		}
		return compiledACE{allow: allow, kind: aceRegex, re: re, raw: name}, nil
	}
	return compiledACE{}, fmt.Errorf("invalid domain value: %s", name)
}

// matchName reports whether one certificate name (certname or DNS alt
// name) matches a certname ACE.
func (a compiledACE) matchName(name string) bool {
	switch a.kind {
	case aceAny:
		return true
	case aceRegex:
		return a.re.MatchString(name)
	case aceWildcard:
		l := splitDomain(name)
		if len(l) < len(a.labels) {
			return false
		}
		for i := range a.labels {
			if l[i] != a.labels[i] {
				return false
			}
		}
		return true
	case aceExact:
		l := splitDomain(name)
		if len(a.labels) == 1 && len(l) == 1 {
			return a.labels[0] == name || a.labels[0] == l[0]
		}
		if len(l) != len(a.labels) {
			return false
		}
		for i := range l {
			if l[i] != a.labels[i] {
				return false
			}
		}
		return true
	}
	return false
}

// rule is a compiled Rule.
type rule struct {
	Rule
	prefix string
	re     *regexp.Regexp
	aces   []compiledACE // denies first, then allows, each in file order
}

// Validate checks a rule as Puppet Server does when it loads auth.conf.
func (r Rule) Validate() error {
	_, err := compileRule(r)
	return err
}

func compileRule(r Rule) (*rule, error) {
	where := fmt.Sprintf("rule %q", r.Name)
	if r.Source != "" {
		where += " (" + r.Source + ")"
	}
	if r.Name == "" {
		return nil, fmt.Errorf("the authorization rule %s does not contain a 'name' key", r.Source)
	}
	if r.SortOrder < 1 || r.SortOrder > 999 {
		return nil, fmt.Errorf("the sort-order set in the authorization %s is invalid: it should be a number from 1 to 999", where)
	}
	if r.Match.Path == "" {
		return nil, fmt.Errorf("the authorization %s does not contain a 'path' in its match-request", where)
	}
	if r.AllowUnauthenticated && (len(r.Allow) > 0 || len(r.Deny) > 0) {
		return nil, fmt.Errorf("authorization %s cannot have allow or deny if allow-unauthenticated", where)
	}
	if !r.AllowUnauthenticated && len(r.Allow) == 0 && len(r.Deny) == 0 {
		return nil, fmt.Errorf("authorization %s must contain either a 'deny' or 'allow' rule", where)
	}
	for _, m := range r.Match.Methods {
		if !validMethods[strings.ToLower(m)] {
			return nil, fmt.Errorf("invalid method %q in the authorization %s: the method should be one of 'delete', 'get', 'head', 'post', 'put'", m, where)
		}
	}
	cr := &rule{Rule: r}
	switch strings.ToLower(r.Match.Type) {
	case "", "path":
		cr.prefix = r.Match.Path
	case "regex":
		re, err := regexp.Compile(r.Match.Path)
		if err != nil {
			return nil, fmt.Errorf("the path regex provided in the authorization %s is invalid: %v", where, err)
		}
		cr.re = re
		groups := re.NumSubexp()
		for _, list := range [][]ACE{r.Allow, r.Deny} {
			for _, a := range list {
				for _, m := range reBackref.FindAllString(a.Certname, -1) {
					n, _ := strconv.Atoi(m[1:])
					if n > groups {
						return nil, fmt.Errorf("the authorization %s contains the back reference '%s' which refers to a capture group in the regex that doesn't exist", where, m)
					}
				}
			}
		}
	default:
		return nil, fmt.Errorf("the type set in the authorization %s is invalid: it should be set to either 'path' or 'regex'", where)
	}
	for _, a := range r.Deny {
		c, err := compileACE(false, a)
		if err != nil {
			return nil, fmt.Errorf("authorization %s: %v", where, err)
		}
		cr.aces = append(cr.aces, c)
	}
	for _, a := range r.Allow {
		c, err := compileACE(true, a)
		if err != nil {
			return nil, fmt.Errorf("authorization %s: %v", where, err)
		}
		cr.aces = append(cr.aces, c)
	}
	return cr, nil
}

// match reports whether the rule applies to a request, with the path
// regex's capture groups.
func (r *rule) match(method, path string, query map[string][]string) ([]string, bool) {
	if len(r.Match.Methods) > 0 {
		ok := false
		for _, m := range r.Match.Methods {
			if strings.EqualFold(m, method) {
				ok = true
				break
			}
		}
		if !ok {
			return nil, false
		}
	}
	for k, want := range r.Match.QueryParams {
		ok := false
		for _, have := range query[k] {
			for _, w := range want {
				if have == w {
					ok = true
				}
			}
		}
		if !ok {
			return nil, false
		}
	}
	if r.re == nil {
		return nil, strings.HasPrefix(path, r.prefix)
	}
	m := r.re.FindStringSubmatch(path)
	if m == nil {
		return nil, false
	}
	return m[1:], true
}

// Rules is a validated, sorted rule set. It is immutable and safe for
// concurrent use.
type Rules struct {
	rules []*rule
}

// New validates rules, rejects duplicate names, and sorts them by
// sort-order then name, as Puppet Server does.
func New(rules []Rule) (*Rules, error) {
	seen := map[string]bool{}
	out := &Rules{}
	for _, r := range rules {
		if seen[r.Name] {
			return nil, fmt.Errorf("duplicate rules named '%s'. Rules must be uniquely named", r.Name)
		}
		seen[r.Name] = true
		cr, err := compileRule(r)
		if err != nil {
			return nil, err
		}
		out.rules = append(out.rules, cr)
	}
	sort.SliceStable(out.rules, func(i, j int) bool {
		a, b := out.rules[i], out.rules[j]
		if a.SortOrder != b.SortOrder {
			return a.SortOrder < b.SortOrder
		}
		return a.Name < b.Name
	})
	return out, nil
}

// MustNew is New for rule sets known to be valid; it panics otherwise.
func MustNew(rules []Rule) *Rules {
	r, err := New(rules)
	if err != nil {
		panic("auth: " + err.Error())
	}
	return r
}

// List returns the rules in evaluation order.
func (rs *Rules) List() []Rule {
	out := make([]Rule, len(rs.rules))
	for i, r := range rs.rules {
		out[i] = r.Rule
	}
	return out
}
