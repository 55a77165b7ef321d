package ruby

import (
	"github.com/punch-dev/punch/compiler/values"
)

// Puppet::Parser::Resource#parameters of a catalog resource is the
// resource's own Hash of Param objects in Puppet: module code that changes
// it changes the catalog (puppetlabs-node_encrypt's redact() does
// `parameters[:p].value = x` on its class and `parameters[:p] = param` on
// a define instance, to keep a secret out of the catalog; QA-FORGE-12 L4).
// Punch's compile holds its resources in Go, so Ruby gets a Hash built from
// them: one Hash per resource while a call from the compile into Ruby (a
// function, a template) runs, the same object each time it asks, and when
// that call returns, what Ruby changed in it goes back to the resource:
// a Param replaced or added, a Param's value set or changed in place, a
// parameter deleted. A change made after the call returned (a Hash kept
// in a global) is not seen.

// paramsView is the Hash `parameters` gave Ruby for one catalog resource
// during a call, with what it held then.
type paramsView struct {
	ref   values.Value
	hash  *Hash
	level int // the call it belongs to (puppetState.hostLevel)
	orig  map[string]paramsViewEntry
	names []string // orig's names in order
}

// paramsViewEntry is one parameter as the view was made: its Param
// object, the Ruby value the object held and the resource's value.
type paramsViewEntry struct {
	obj *Object
	rv  Value
	pv  values.Value
}

// ResourceParamRemover is implemented by hosts whose catalog resources can
// lose a parameter (Ruby deleted it from Resource#parameters).
type ResourceParamRemover interface {
	// RemoveResourceParam removes the parameter name of the resource ref;
	// ok is false when ref names no resource of the catalog.
	RemoveResourceParam(ref values.Value, name string) (ok bool, err error)
}

// enterHostCall marks the start of a call from the compile into Ruby and
// returns its level, for leaveHostCall.
func (in *Interp) enterHostCall() int {
	ps := in.puppetAPI()
	ps.hostLevel++
	return ps.hostLevel
}

// leaveHostCall ends the call of that level: the parameter Hashes given
// out during it go back to their resources.
func (in *Interp) leaveHostCall(level int) error {
	ps := in.puppet
	if ps == nil {
		return nil
	}
	ps.hostLevel = level - 1
	if len(ps.paramViews) == 0 {
		return nil
	}
	var first error
	kept := ps.paramViews[:0]
	for _, v := range ps.paramViews {
		if v.level < level {
			kept = append(kept, v)
			continue
		}
		if err := in.writeBackParams(v); err != nil && first == nil {
			first = err
		}
	}
	clear(ps.paramViews[len(kept):])
	ps.paramViews = kept
	return first
}

// liveParameters is the parameters Hash of the catalog resource ref for
// the running call (made on the first ask); ok is false when ref names no
// resource of the catalog or no call runs.
func (in *Interp) liveParameters(ref values.Value) (*Hash, bool, error) {
	ps := in.puppet
	lh, isList := in.host.(ResourceParamListHost)
	if ps == nil || ps.hostLevel == 0 || !isList {
		return nil, false, nil
	}
	for _, v := range ps.paramViews {
		if values.Equals(v.ref, ref) {
			return v.hash, true, nil
		}
	}
	list, ok := lh.ResourceParamList(ref)
	if !ok {
		return nil, false, nil
	}
	v := &paramsView{ref: ref, hash: NewHash(), level: ps.hostLevel, orig: make(map[string]paramsViewEntry, len(list))}
	for _, p := range list {
		o := in.paramObjectOf(p)
		v.hash.put(Symbol(p.Name), o)
		v.orig[p.Name] = paramsViewEntry{obj: o, rv: o.Ivar("@value"), pv: p.Value}
		v.names = append(v.names, p.Name)
	}
	ps.paramViews = append(ps.paramViews, v)
	return v.hash, true, nil
}

// writeBackParams gives the resource what Ruby changed in its view.
func (in *Interp) writeBackParams(v *paramsView) error {
	const what = "Puppet::Parser::Resource#parameters of a catalog resource"
	rm, err := in.resourceMaker(nil, what)
	if err != nil {
		return err
	}
	paramClass := in.keptModule("Puppet::Parser::Resource::Param")
	seen := make(map[string]bool, len(v.hash.keys))
	for i, k := range v.hash.keys {
		name, isSym := k.(Symbol)
		if !isSym {
			return in.unsupportedErr(what + ": a parameter keyed by " + in.inspect(k) + " (Puppet's are Symbols)")
		}
		seen[string(name)] = true
		o, isObj := v.hash.vals[i].(*Object)
		if !isObj || !in.isA(o, paramClass) {
			return in.unsupportedErr(what + ": " + in.inspect(k) + " set to " + in.className(v.hash.vals[i]) + " (Puppet keeps a Puppet::Parser::Resource::Param there)")
		}
		rv := o.Ivar("@value")
		if !in.paramChanged(v.orig[string(name)], o, rv) {
			continue
		}
		mp, err := in.madeParam(name, rv)
		if err != nil {
			return err
		}
		if _, err := rm.SetResourceParam(v.ref, mp); err != nil {
			return err
		}
	}
	for _, name := range v.names {
		if seen[name] {
			continue
		}
		rr, ok := rm.(ResourceParamRemover)
		if !ok {
			return in.unsupportedErr(what + ": deleting a parameter (the host removes none)")
		}
		if _, err := rr.RemoveResourceParam(v.ref, name); err != nil {
			return err
		}
	}
	return nil
}

// paramChanged says whether the parameter differs from how the view gave
// it: another Param object, another value object, or (a Data value) the
// same object changed in place (String#<<).
func (in *Interp) paramChanged(e paramsViewEntry, o *Object, rv Value) bool {
	if e.obj == nil || o != e.obj || !identical(rv, e.rv) {
		return true
	}
	switch e.pv.(type) {
	case string, []values.Value, *values.Hash:
		pv, err := in.toPuppet(convertReturn3(rv))
		return err != nil || !values.SameData(pv, e.pv)
	}
	return false
}
