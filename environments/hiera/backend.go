package hiera

import (
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
	"github.com/punch-dev/punch/environments/data/hocon"
)

// The data provider functions Punch has built in: yaml_data and json_data
// (data_hash), eyaml_lookup_key (lookup_key, eyaml.go) and hocon_data
// (data_hash); other functions are Puppet or Ruby code Punch cannot run.

// parsedData is a data file as parsed, shared by every compile.
type parsedData struct {
	// value is the decoded top value (a hash for valid data; false for
	// an empty YAML document, as Psych gives).
	value values.Value
	empty bool
}

// errNothingHere is a data_hash function's not_found: the location has
// no value for any key this time (dataValue's not found).
var errNothingHere = errors.New("the data_hash function called not_found")

// dataHash is DataHashFunctionProvider#data_hash: the validated hash of a
// location, loaded once per session.
func (p *provider) dataHash(inv *invocation, loc *location) (*values.Hash, error) {
	if h, ok := p.data[loc]; ok {
		return h, nil
	}
	raw, err := p.callFunction(inv, loc)
	if err != nil {
		return nil, err
	}
	h, isHash := raw.(*values.Hash)
	if !isHash {
		subject := "Value returned from " + p.fullName() + locationSuffix(loc) + " has wrong type,"
		return nil, puppetErrorf("%s", values.DescribeTypeMismatch(subject, values.HashType(values.AnyType(), values.AnyType()), values.TypeOf(raw)))
	}
	if p.ls.module != "" {
		h = p.validateModuleKeys(inv, loc, h)
	}
	p.data[loc] = h
	return h, nil
}

// validateModuleKeys is ModuleDataProvider#validate_data_hash: keys not
// in the module's namespace are dropped with a warning each.
func (p *provider) validateModuleKeys(inv *invocation, loc *location, h *values.Hash) *values.Hash {
	prefix := p.ls.module + "::"
	var drop []values.Value
	for i := 0; i < h.Len(); i++ {
		k, _ := h.At(i)
		ks, isString := k.(string)
		if isString && (ks == lookupOptionsKey || strings.HasPrefix(ks, prefix)) {
			continue
		}
		drop = append(drop, k)
		inv.s.warn(fmt.Sprintf("Module '%s': Value returned from %s%s must use keys qualified with the name of the module",
			p.ls.module, p.fullName(), locationSuffix(loc)))
	}
	if len(drop) == 0 {
		return h
	}
	return h.Without(drop...)
}

// callFunction runs the level's data_hash function for a location.
func (p *provider) callFunction(inv *invocation, loc *location) (values.Value, error) {
	switch p.fnKind {
	case keyDataHash, keyV4DataHash:
		switch p.fnName {
		case "yaml_data", "json_data", "hocon_data":
			// Their options are Struct[{path => String[1]}]: any other
			// option, or a URI instead of a path, misses that signature.
			if loc == nil || loc.uri || (p.options != nil && p.options.Len() > 0) {
				return nil, argumentErrorf("'%s' one of 'path', 'paths' 'glob', 'globs' or 'mapped_paths' must be declared in hiera.yaml when using this data_hash function", p.fnName)
			}
			switch p.fnName {
			case "yaml_data":
				return p.yamlData(inv, loc.resolved)
			case "hocon_data":
				return p.hoconData(loc.resolved)
			}
			return p.jsonData(inv, loc.resolved)
		case "eyaml_lookup_key":
			// a lookup_key function called as data_hash(options, context)
			return nil, argumentErrorf("'eyaml_lookup_key' expects 3 arguments, got 2")
		}
	case keyLookupKey, keyDataDig:
		switch p.fnName {
		case "yaml_data", "json_data", "hocon_data":
			// a data_hash function called as lookup_key(key, options,
			// context) or data_dig(segments, options, context)
			return nil, argumentErrorf("'%s' expects 2 arguments, got 3", p.fnName)
		}
		if p.fnName == "eyaml_lookup_key" && p.fnKind == keyDataDig {
			// called as data_dig(segments, options, context): its key
			// parameter is String[1], the segments a Tuple
			return nil, argumentErrorf("'eyaml_lookup_key' parameter 'key' expects a String value, got Tuple")
		}
	}
	if p.ls.s.opts.CallFunction != nil {
		args := []values.Value{p.optionsAt(loc)}
		if p.fnKind == keyV4DataHash {
			args = nil
		}
		v, found, err := p.call(inv, loc, args)
		if err == nil && !found {
			// context.not_found (a throw of :no_such_key) escapes the
			// call: Puppet's merge strategy catches it around the
			// location, which then has nothing, and keeps no data_hash
			// for it (puppetlabs-puppet_data_service's 'continue').
			return nil, errNothingHere
		}
		return v, err
	}
	return nil, p.noCaller()
}

// noCaller is the error of a function of Puppet code or Ruby in a session
// that cannot call one (no SessionOptions.CallFunction): it names the
// file that defines it, else it is Puppet's
// HIERA_DATA_PROVIDER_FUNCTION_NOT_FOUND.
func (p *provider) noCaller() error {
	if file := p.functionFile(); file != "" {
		return argumentErrorf("Punch cannot call the %s function '%s' (%s) outside a compile: use --compile", p.fnKind, p.fnName, file)
	}
	return p.notFoundError()
}

// notFoundError is HIERA_DATA_PROVIDER_FUNCTION_NOT_FOUND.
func (p *provider) notFoundError() error {
	return p.ls.cfg.fail("HIERA_DATA_PROVIDER_FUNCTION_NOT_FOUND", 0, "Unable to find '%s' function named '%s'", p.fnKind, p.fnName)
}

// functionFile finds the Puppet or Ruby source of a data provider
// function in the environment or a module ("" when there is none).
func (p *provider) functionFile() string {
	e := p.ls.s.e
	name := p.fnName
	parts := strings.Split(name, "::")
	var candidates []string
	if len(parts) > 1 {
		ns := parts[0]
		rest := filepath.Join(parts[1:]...)
		if ns == "environment" && e.opts.EnvironmentDir != "" {
			candidates = append(candidates, filepath.Join(e.opts.EnvironmentDir, "functions", rest+".pp"))
		} else if dir, ok := p.ls.s.moduleDir(ns); ok {
			candidates = append(candidates, filepath.Join(dir, "functions", rest+".pp"),
				filepath.Join(dir, "lib", "puppet", "functions", ns, rest+".rb"))
		}
	} else if e.opts.EnvironmentDir != "" {
		candidates = append(candidates, filepath.Join(e.opts.EnvironmentDir, "lib", "puppet", "functions", name+".rb"))
	}
	for _, c := range candidates {
		if exists(c) {
			return c
		}
	}
	return ""
}

// yamlData is the yaml_data function.
func (p *provider) yamlData(inv *invocation, path string) (values.Value, error) {
	v, err := p.ls.s.e.files.get("yaml\x00"+path, path, func(src []byte) (any, error) {
		d, _, err := data.DecodeYAML(src, data.YAMLOptions{File: path, AllowSymbols: true, PlainUTF8: true})
		if err != nil {
			le := yamlLoadError(path, err).(*Error)
			return nil, parseError(err, "Unable to parse %s", le.Message)
		}
		if d == nil {
			return &parsedData{value: false, empty: true}, nil
		}
		return &parsedData{value: values.FromData(d)}, nil
	})
	if err != nil {
		return nil, fileError(err)
	}
	pd := v.(*parsedData)
	if h, ok := pd.value.(*values.Hash); ok {
		return h, nil
	}
	msg := fmt.Sprintf("%s: file does not contain a valid yaml hash", path)
	if inv.s.e.opts.Strict == "error" && pd.value != false {
		return nil, lookupErrorf("%s", msg)
	}
	inv.s.warn(msg)
	return values.NewHash(0), nil
}

// jsonData is the json_data function.
func (p *provider) jsonData(inv *invocation, path string) (values.Value, error) {
	v, err := p.ls.s.e.files.get("json\x00"+path, path, func(src []byte) (any, error) {
		d, err := data.DecodeJSON(src, data.JSONOptions{File: path})
		if err != nil {
			if msg, failed := data.RubyJSONError(src); failed {
				// The json gem's message, as Puppet shows it.
				return nil, parseError(err, "Unable to parse (%s): %s", path, msg)
			}
			msg := err.Error()
			var de *data.Error
			if errors.As(err, &de) {
				msg = de.Msg
				if de.Line > 0 {
					msg += fmt.Sprintf(" at line %d", de.Line)
					if de.Column > 0 {
						msg += fmt.Sprintf(" column %d", de.Column)
					}
				}
			}
			return nil, parseError(err, "Unable to parse (%s): %s", path, msg)
		}
		return &parsedData{value: values.FromData(d)}, nil
	})
	if err != nil {
		return nil, fileError(err)
	}
	return v.(*parsedData).value, nil
}

// hoconData is the hocon_data function: Hocon.parse of the file's text
// (environments/data/hocon), its errors as "Unable to parse (FILE): ...".
func (p *provider) hoconData(path string) (values.Value, error) {
	v, err := p.ls.s.e.files.get("hocon\x00"+path, path, func(src []byte) (any, error) {
		o, err := hocon.Parse(src, hocon.Options{Origin: "String", File: path})
		if err != nil {
			return nil, parseError(err, "Unable to parse (%s): %s", path, err.Error())
		}
		h, err := fromHOCON(o, path)
		if err != nil {
			return nil, err
		}
		return &parsedData{value: h}, nil
	})
	if err != nil {
		return nil, fileError(err)
	}
	return v.(*parsedData).value, nil
}

// fromHOCON turns a parsed HOCON value into a Puppet value.
func fromHOCON(v *hocon.Value, path string) (values.Value, error) {
	switch v.Kind {
	case hocon.Object:
		h := values.NewHash(len(v.Keys))
		for _, k := range v.Keys {
			e, err := fromHOCON(v.Fields[k], path)
			if err != nil {
				return nil, err
			}
			h.Put(k, e)
		}
		return h, nil
	case hocon.List:
		out := make([]values.Value, len(v.Items))
		for i, e := range v.Items {
			ev, err := fromHOCON(e, path)
			if err != nil {
				return nil, err
			}
			out[i] = ev
		}
		return out, nil
	}
	if x, ok := v.V.(*big.Int); ok {
		// A Ruby Integer beyond 64 bits: Puppet has no such Integer.
		return nil, lookupErrorf("Unable to parse (%s): Punch cannot represent the integer %s (beyond 64 bits)", path, x.String())
	}
	return v.V, nil
}

// fileError words an error reading a data file.
func fileError(err error) error {
	var he *Error
	if errors.As(err, &he) {
		return err
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		// Ruby's Errno errors are not Puppet errors.
		return argumentErrorf("%s", rubyErrnoMessage(pe))
	}
	return puppetErrorf("%s", err.Error())
}

// rubyErrnoMessage is the message of Ruby's Errno exception for a failed
// file operation ("Is a directory @ io_fread - /path").
func rubyErrnoMessage(pe *os.PathError) string {
	msg := pe.Err.Error()
	if len(msg) > 0 {
		msg = strings.ToUpper(msg[:1]) + msg[1:]
	}
	where := "rb_sysopen"
	if pe.Op == "read" {
		where = "io_fread"
	}
	return fmt.Sprintf("%s @ %s - %s", msg, where, pe.Path)
}
