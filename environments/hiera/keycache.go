package hiera

import "github.com/punch-dev/punch/compiler/values"

// Puppet's own behaviour, kept on purpose: a lookup_key (or data_dig)
// function's value is cached per key for the compile
// (LookupKeyFunctionProvider#lookup_key keeps it in the function context's
// data_hash and hands out that same object on every later lookup), and a
// deep merge changes the objects of its first argument in place
// (deep_merge 1.2's deep_merge!: knocked-out entries deleted from the
// source's arrays, the hashes of a part the destination lacks merged with
// themselves). So when the first value a deep merge meets is such a cached
// value, or holds parts of one, the next lookup of that key answers from
// the changed object: with knockout_prefix '--' over an eyaml_lookup_key
// level holding '--legacy', the second lookup keeps 'legacy'
// (golden forge17_hiera_eyaml_interpolation_merge, recorded from Puppet
// 7.23). data_hash levels (yaml_data, json_data, ...) are not affected:
// Puppet interpolates their values on every lookup, which makes new arrays
// and hashes (golden forge17_hiera_knockout_repeated_lookup).

// applyMutations gives the lookup_key and data_dig caches of the session's
// providers the new state of the arrays and hashes a merge changed in place
// (m, by their identity), wherever they stand in a cached value.
func (s *Session) applyMutations(m mutations) {
	p := &patcher{m: m}
	patchAll := func(vals map[string]values.Value) {
		for k, v := range vals {
			if nv, ch := p.patch(v); ch {
				vals[k] = nv
			}
		}
	}
	each := func(ls *layerState) {
		if ls == nil {
			return
		}
		for _, list := range [][]*provider{ls.providers, ls.defaultProviders} {
			for _, pr := range list {
				for _, vals := range pr.keyValues {
					patchAll(vals)
				}
				for _, fc := range pr.fctx {
					patchAll(fc.returned)
				}
			}
		}
	}
	each(s.global)
	each(s.env)
	for _, ls := range s.modules {
		each(ls)
	}
}
