package auth

import (
	"fmt"
	"regexp"

	"github.com/punch-dev/punch/environments/data/hocon"
)

// ClientWhitelist is one of Puppet Server 7's deprecated client-whitelist
// sections, which it still obeys before auth.conf:
// certificate-authority.certificate-status (the CA's certificate_status
// and certificate_statuses endpoints) and puppet-admin (the admin API).
// When its client-whitelist is not empty or authorization-required is
// false, Puppet Server decides every request whose path starts with Path
// by the whitelist alone (ringutils'
// wrap-with-trapperkeeper-or-client-whitelist-authorization): with
// authorization-required (the default) a client whose certificate's common
// name is one of Names (exact names, no patterns) is allowed and anybody
// else refused, without a certificate too; with authorization-required
// false everybody is allowed. Otherwise the section is ignored and
// auth.conf decides.
type ClientWhitelist struct {
	Section               string // "certificate-authority.certificate-status" or "puppet-admin"
	Path                  string // "/puppet-ca/v1/certificate_status" or "/puppet-admin-api"
	Names                 []string
	AuthorizationRequired bool
	Source                string // file and line, for messages
}

// Active reports whether Puppet Server uses the whitelist instead of
// auth.conf.
func (w ClientWhitelist) Active() bool {
	return !w.AuthorizationRequired || len(w.Names) > 0
}

// rule is the whitelist as an authorization rule.
func (w ClientWhitelist) rule() Rule {
	r := Rule{Name: w.Section + " client-whitelist", SortOrder: 1, Match: Match{Path: w.Path, Type: "path"}, Source: w.Source}
	if !w.AuthorizationRequired {
		r.AllowUnauthenticated = true
		return r
	}
	for _, n := range w.Names {
		r.Allow = append(r.Allow, ACE{Certname: "/^" + regexp.QuoteMeta(n) + "$/"})
	}
	return r
}

// WithWhitelists returns the rules with the active whitelists deciding
// first, whatever the rules' sort-order (rs itself is unchanged).
func (rs *Rules) WithWhitelists(whitelists []ClientWhitelist) (*Rules, error) {
	var first []*rule
	for _, w := range whitelists {
		if !w.Active() {
			continue
		}
		cr, err := compileRule(w.rule())
		if err != nil {
			return nil, err
		}
		first = append(first, cr)
	}
	if len(first) == 0 {
		return rs, nil
	}
	return &Rules{rules: append(first, rs.rules...)}, nil
}

// whitelistSections are the conf.d sections holding client whitelists and
// the request paths each governs (Punch's fixed mount points).
var whitelistSections = []struct{ section, path string }{
	{"certificate-authority.certificate-status", "/puppet-ca/v1/certificate_status"},
	{"puppet-admin", "/puppet-admin-api"},
}

// ClientWhitelists reads the client-whitelist sections of Puppet Server's
// merged conf.d (nil: none). A client-whitelist that is not a list of
// names, or an authorization-required that is not a boolean, is an error
// naming its place, as Puppet Server's schema refuses them.
func ClientWhitelists(conf *hocon.Value) ([]ClientWhitelist, error) {
	var out []ClientWhitelist
	for _, ws := range whitelistSections {
		sec := conf.GetPath(ws.section)
		if sec == nil || sec.Kind != hocon.Object {
			continue
		}
		w := ClientWhitelist{Section: ws.section, Path: ws.path, AuthorizationRequired: true, Source: sec.Pos.String()}
		if l := sec.Get("client-whitelist"); l != nil {
			if l.Kind != hocon.List {
				return nil, fmt.Errorf("%s: %s.client-whitelist must be a list of certificate names, not a %s", l.Pos, ws.section, l.Kind)
			}
			for _, it := range l.Items {
				if it.Kind == hocon.Object || it.Kind == hocon.List || it.Kind == hocon.Null {
					return nil, fmt.Errorf("%s: %s.client-whitelist must hold certificate names, not a %s", it.Pos, ws.section, it.Kind)
				}
				w.Names = append(w.Names, it.Text())
			}
			w.Source = l.Pos.String()
		}
		if r := sec.Get("authorization-required"); r != nil {
			if r.Kind != hocon.Bool {
				return nil, fmt.Errorf("%s: %s.authorization-required must be true or false, not a %s", r.Pos, ws.section, r.Kind)
			}
			w.AuthorizationRequired = r.Str == "true"
			w.Source = r.Pos.String()
		}
		out = append(out, w)
	}
	return out, nil
}
