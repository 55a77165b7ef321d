package ruby

import "github.com/punch-dev/punch/compiler/values"

// StrictLookupHost is implemented by hosts whose scope.lookupvar ends as
// Puppet's Scope#variable_not_found does for a variable not found,
// following Puppet[:strict]: errMsg is the text of the ArgumentError
// Puppet raises with strict = error ("" otherwise: the host has warned,
// or not, itself).
type StrictLookupHost interface {
	LookupVarStrict(name string) (v values.Value, found bool, errMsg string)
}

// hostLookupVar is the host's lookupvar: an ArgumentError where Puppet's
// strict = error raises one.
func (in *Interp) hostLookupVar(name string) (values.Value, bool, error) {
	if sh, ok := in.host.(StrictLookupHost); ok {
		v, found, msg := sh.LookupVarStrict(name)
		if msg != "" {
			return nil, false, in.raise(cArgumentError, 0, "%s", msg)
		}
		return v, found, nil
	}
	v, found := in.host.LookupVar(name)
	return v, found, nil
}

// ScopeVarsHost is implemented by hosts that give Puppet's
// Scope#to_hash(recursive, include_undef) with its arguments: the visible
// variables, or the scope's own only, undef ones left out or kept.
type ScopeVarsHost interface {
	ScopeVars(recursive, includeUndef bool) *values.Hash
}

// scopeToHash is Scope#to_hash(recursive = true, include_undef = false).
func (in *Interp) scopeToHash(c *Call) (Value, error) {
	recursive, includeUndef := true, false
	if len(c.Args) > 0 {
		recursive = Truthy(c.Args[0])
	}
	if len(c.Args) > 1 {
		includeUndef = Truthy(c.Args[1])
	}
	if vh, ok := in.host.(ScopeVarsHost); ok {
		return in.fromHost("", vh.ScopeVars(recursive, includeUndef)), nil
	}
	hs, ok := in.host.(HostScope)
	if !ok || !recursive || includeUndef {
		return nil, in.unsupportedErr("scope.to_hash")
	}
	return in.fromHost("", hs.Vars()), nil
}
