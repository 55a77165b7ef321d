package ruby

import (
	_ "embed"
	"strings"
	"sync"
)

// Puppet.lookup(name) { default } reads Puppet's context: the names Puppet
// 7.23 binds while a catalog compiles are recorded in
// testdata/puppet_api/context_keys.txt (record_context.sh runs a compile
// as the golden oracle does). A name Puppet binds gives Punch's equivalent
// where Punch has one, else stops saying Punch lacks it; a name Puppet
// does not bind gives the block's value, or Puppet's
// UndefinedBindingError without a block, so that module code probing the
// context takes Puppet's path.

//go:embed testdata/puppet_api/context_keys.txt
var puppetContextText string

// puppetContext maps each bound name to its recorded description: a
// plain value ("false"), "object Class" or "lazy".
var puppetContext = sync.OnceValue(func() map[string]string {
	out := map[string]string{}
	for _, line := range strings.Split(puppetContextText, "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		name, what, _ := strings.Cut(line, " ")
		out[name] = what
	}
	return out
})

func puppetContextLookup(c *Call) (Value, error) {
	in := c.In
	if v, ok, err := in.contextOverride(c.Args[0]); ok {
		return v, err
	}
	// the context's keys are Symbols: a String names nothing bound
	sym, isSym := c.Args[0].(Symbol)
	what, bound := puppetContext()[string(sym)]
	if !isSym || !bound {
		if c.Block != nil {
			return in.yield(c.Block)
		}
		return nil, in.raise("Puppet::Context::UndefinedBindingError", 0, "Unable to lookup '%s'", in.toS(c.Args[0]))
	}
	switch sym {
	case "current_environment":
		return in.callMethod(in.scopeObject(false), "environment", nil, nil, nil, true)
	case "global_scope":
		return in.scopeObject(true), nil
	}
	if v, ok, err := in.contextBound(sym); ok {
		return v, err
	}
	switch what {
	case "true":
		return true, nil
	case "false":
		return false, nil
	case "nil":
		return nil, nil
	}
	desc := "a value"
	if cls, ok := strings.CutPrefix(what, "object "); ok {
		desc = "a " + cls
	}
	return nil, in.unsupportedErr("Puppet.lookup(:" + string(sym) + ") (Puppet 7.23 binds " + desc + " while compiling; Punch's Ruby runtime does not have it)")
}
