package auth

import (
	"fmt"
	"regexp"
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
	// Extensions maps Puppet short names (pp_cli_auth, pp_role, ...) and
	// dotted OIDs to values.
	Extensions map[string]string
	RemoteAddr string
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
		if req.Extensions == nil {
			return false
		}
		for k, want := range a.exts {
			have, present := req.Extensions[k]
			if !present {
				return false
			}
			found := false
			for _, w := range want {
				if have == w {
					found = true
					break
				}
			}
			if !found {
				return false
			}
		}
		return true
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
