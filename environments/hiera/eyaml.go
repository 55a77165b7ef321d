package hiera

import (
	"errors"

	"github.com/punch-dev/punch/compiler/values"
)

// eyaml_lookup_key, the lookup_key function Puppet 7.23 ships for
// hiera-eyaml (functions/eyaml_lookup_key.rb): a YAML data file whose
// strings may hold ENC[PKCS7,...] tokens, decrypted with the level's
// pkcs7_private_key / pkcs7_public_key and then interpolated. The raw data
// of a location and every decrypted key are kept for the session (the
// function context's cache in Puppet); the parsed YAML is shared with
// yaml_data's cache, as Puppet's EnvironmentContext shares it.

// eyamlValue is LookupKeyFunctionProvider#lookup_key with the
// eyaml_lookup_key function: the value of root in the location's data,
// decrypted and interpolated.
func (p *provider) eyamlValue(inv *invocation, loc *location, root string) (values.Value, bool, error) {
	if loc == nil || loc.uri {
		// Its options are a Hash that must hold 'path'.
		return nil, false, argumentErrorf("'eyaml_lookup_key': one of 'path', 'paths' 'glob', 'globs' or 'mapped_paths' must be declared in hiera.yaml when using this lookup_key function")
	}
	if v, ok := p.keyValues[loc][root]; ok {
		return v, true, nil
	}
	raw, ok := p.data[loc]
	if !ok {
		v, err := p.yamlData(inv, loc.resolved)
		if err != nil {
			return nil, false, err
		}
		raw, _ = v.(*values.Hash)
		if raw == nil {
			raw = values.NewHash(0)
		}
		p.data[loc] = raw
	}
	v, found := raw.GetString(root)
	if !found {
		inv.notFound(root)
		return nil, false, nil
	}
	if p.keyring == nil {
		p.keyring = &eyamlKeyring{options: p.options, files: p.ls.s.e.files, plain: &p.ls.s.e.eyamlPlain}
	}
	kr := p.keyring
	dv, err := p.eyamlDecryptValue(inv, kr, loc, root, v)
	if err != nil {
		return nil, false, err
	}
	if !isRichData(dv) {
		return nil, false, puppetErrorf("Value for key '%s', returned from %s%s has wrong type, expects Puppet::LookupValue, got %s",
			root, p.fullName(), locationSuffix(loc), values.TypeOfGeneralized(dv).String())
	}
	if p.keyValues == nil {
		p.keyValues = map[*location]map[string]values.Value{}
	}
	if p.keyValues[loc] == nil {
		p.keyValues[loc] = map[string]values.Value{}
	}
	p.keyValues[loc][root] = dv
	return dv, true, nil
}

// eyamlDecryptValue is the function's decrypt_value: strings decrypted
// (when they hold a token) and interpolated, hash keys interpolated, arrays
// and hash values walked, anything else as it is.
func (p *provider) eyamlDecryptValue(inv *invocation, kr *eyamlKeyring, loc *location, key string, v values.Value) (values.Value, error) {
	switch x := v.(type) {
	case string:
		s := x
		if eyamlEncrypted(s) {
			plain, err := kr.decryptString(s)
			if err != nil {
				var ee *eyamlError
				if errors.As(err, &ee) && ee.unrescued {
					return nil, scriptErrorf("%s", ee.msg)
				}
				return nil, lookupErrorf("hiera-eyaml backend error decrypting %s when looking up %s in %s. Error was %s", s, key, loc.resolved, err.Error())
			}
			s = plain
		}
		return inv.interpolate(s, true)
	}
	return rebuilt(v,
		func(k values.Value) (values.Value, error) { return inv.interpolate(k, true) },
		func(e values.Value) (values.Value, error) { return p.eyamlDecryptValue(inv, kr, loc, key, e) })
}
