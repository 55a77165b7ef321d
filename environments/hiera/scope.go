package hiera

import (
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// NodeScope is the top scope `puppet lookup` (without --compile) looks
// data up in: the facts as top-scope variables and $facts; $trusted as
// Puppet makes it for a local node (certname from the clientcert fact,
// hostname and domain split from it); an empty $server_facts; and
// $environment. Names may have a leading "::"; settings::environment is
// the environment too.
func NodeScope(environment string, facts *values.Hash) Scope {
	return NodeScopeTrusted(environment, facts, nil)
}

// NodeScopeTrusted is NodeScope with the given $trusted instead of a local
// node's (punch lookup --trusted_extensions: the trusted data of the
// node's certificate, as Puppet Server makes it). A nil trusted is
// NodeScope's.
func NodeScopeTrusted(environment string, facts, trusted *values.Hash) Scope {
	if facts == nil {
		facts = values.NewHash(0)
	}
	var certname, host, domain values.Value
	if c, ok := facts.GetString("clientcert"); ok {
		if cs, isString := c.(string); isString {
			certname = cs
			h, d, dot := strings.Cut(cs, ".")
			host = h
			if dot {
				domain = d
			}
		}
	}
	if trusted == nil {
		trusted = values.HashFrom("authenticated", "local", "certname", certname, "extensions", values.NewHash(0),
			"hostname", host, "domain", domain, "external", values.NewHash(0))
	}
	vars := make(map[string]values.Value, facts.Len()+4)
	for i := 0; i < facts.Len(); i++ {
		k, v := facts.At(i)
		if ks, ok := k.(string); ok {
			vars[ks] = v
		}
	}
	vars["environment"] = environment
	vars["trusted"] = trusted
	vars["server_facts"] = values.NewHash(0)
	vars["facts"] = facts
	vars["settings::environment"] = environment
	return ScopeFunc(func(name string) (values.Value, bool) {
		v, ok := vars[strings.TrimPrefix(name, "::")]
		return v, ok
	})
}
