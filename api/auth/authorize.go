package auth

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// Request is what authorization looks at.
type Request struct {
	Method string // HTTP method, any case
	Path   string // the request path (URL path, not unescaped further)
	Query  map[string][]string
	// Authenticated is true when the client presented a certificate the
	// TLS layer verified; Certname, DNSNames and Extensions come from it.
	Authenticated bool
	Certname      string
	DNSNames      []string
	// Extensions maps the certificate's Puppet extensions to their values,
	// each named as OIDNames names its OID, else by the dotted OID.
	Extensions map[string]string
	// OIDNames maps dotted OIDs to the short names Extensions uses for
	// them. A rule naming an extension by a dotted OID that is here
	// matches it under its short name, as trapperkeeper-authorization
	// translates a rule's keys with the same map.
	OIDNames map[string]string
	// SubjectAltNames are the certificate's subject alternative names by
	// kind (dns-name, ip, rfc822-name, uri).
	SubjectAltNames map[string][]string
	RemoteAddr      string
}

// Decision is the outcome of authorizing a request.
type Decision struct {
	Allowed bool
	// Rule is the name of the rule that decided; empty when none matched.
	Rule string
	// Certname is the client's certname ("" when unauthenticated).
	Certname      string
	Authenticated bool
	// Message explains a denial in Puppet Server's words, naming the
	// client, the path, the method and the rule.
	Message string
}

// Authorize applies the first rule that matches the request.
func (rs *Rules) Authorize(req Request) Decision {
	d := Decision{Certname: req.Certname, Authenticated: req.Authenticated}
	if !req.Authenticated {
		d.Certname = ""
	}
	for _, r := range rs.rules {
		captures, ok := r.match(req.Method, req.Path, req.Query)
		if !ok {
			continue
		}
		d.Rule = r.Name
		if r.AllowUnauthenticated {
			d.Allowed = true
			return d
		}
		if req.Authenticated && aclAllows(r.aces, req, captures) {
			d.Allowed = true
			return d
		}
		where := ""
		if r.Source != "" {
			where = " at " + r.Source
		}
		d.Message = fmt.Sprintf("Forbidden request: %s access to %s (method :%s)%s (authenticated: %t) denied by rule '%s'.",
			requestor(req), req.Path, strings.ToLower(req.Method), where, req.Authenticated, r.Name)
		return d
	}
	d.Message = fmt.Sprintf("Forbidden request: %s access to %s (method :%s) (authenticated: %t) denied: global deny all - no rules matched.",
		requestor(req), req.Path, strings.ToLower(req.Method), req.Authenticated)
	return d
}

// requestor is "certname(address)" or just the address, as Puppet Server
// writes it.
func requestor(req Request) string {
	if req.Authenticated && req.Certname != "" {
		return fmt.Sprintf("%s(%s)", req.Certname, req.RemoteAddr)
	}
	return req.RemoteAddr
}

// aclAllows walks the rule's entries (denies first) and returns the verdict
// of the first one that matches; no match denies.
func aclAllows(aces []compiledACE, req Request, captures []string) bool {
	for _, a := range aces {
		if a.kind == aceBackref {
			sub, ok := substitute(a.raw, captures)
			if !ok {
				continue
			}
			c, err := compileACE(a.allow, ACE{Certname: sub})
			if err != nil {
				continue
			}
			a = c
		}
		if aceMatches(a, req) {
			return a.allow
		}
	}
	return false
}

var reBackrefNum = regexp.MustCompile(`\$(\d+)`)

// substitute replaces $N with the Nth capture.
func substitute(pattern string, captures []string) (string, bool) {
	ok := true
	out := reBackrefNum.ReplaceAllStringFunc(pattern, func(m string) string {
		var n int
		fmt.Sscanf(m[1:], "%d", &n)
		if n < 1 || n > len(captures) {
			ok = false
			return m
		}
		return captures[n-1]
	})
	return out, ok
}

func aceMatches(a compiledACE, req Request) bool {
	if a.kind == aceExtensions {
		for k, want := range a.exts {
			if n, ok := req.OIDNames[k]; ok {
				k = n
			}
			have, present := req.Extensions[k]
			if !present || !slices.Contains(want, have) {
				return false
			}
		}
		return a.san == nil || sanMatches(a.san, req.SubjectAltNames)
	}
	if req.Certname == "" {
		return false
	}
	// Puppet Server matches certname ACEs against the certificate's DNS
	// alt names as well as its certname.
	if a.matchName(req.Certname) {
		return true
	}
	for _, n := range req.DNSNames {
		if a.matchName(n) {
			return true
		}
	}
	return false
}

// sanMatches is trapperkeeper-authorization's subject-alt-name match: true
// when, for any kind of name the certificate has, one of its names is
// among the rule's names of that kind (so a rule listing dns-name and ip
// matches a certificate having either).
func sanMatches(want, have map[string][]string) bool {
	for kind, names := range have {
		for _, n := range names {
			if slices.Contains(want[kind], n) {
				return true
			}
		}
	}
	return false
}
