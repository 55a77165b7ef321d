package hiera

import (
	"errors"
	"math"

	"github.com/punch-dev/punch/compiler/values"
)

// The function providers of levels whose lookup_key, data_hash or
// data_dig names a function Puppet code or Ruby defines
// (function_provider.rb, lookup_key_function_provider.rb,
// data_dig_function_provider.rb; data_hash's are in backend.go): the
// compile calls the function (SessionOptions.CallFunction) with the
// level's options, the location and a Context.

// ErrUnknownFunction is what a FunctionCaller returns when no function
// has the name: the level fails with Puppet's
// HIERA_DATA_PROVIDER_FUNCTION_NOT_FOUND.
var ErrUnknownFunction = errors.New("no such data provider function")

// optionsAt is FunctionProvider#options: the level's options with the
// location as 'path' (or 'uri').
func (p *provider) optionsAt(loc *location) *values.Hash {
	n := 1
	if p.options != nil {
		n += p.options.Len()
	}
	h := values.NewHash(n)
	if p.options != nil {
		for i := 0; i < p.options.Len(); i++ {
			k, v := p.options.At(i)
			h.Put(k, v)
		}
	}
	if loc != nil {
		if loc.uri {
			h.Put("uri", loc.resolved)
		} else {
			h.Put("path", loc.resolved)
		}
	}
	return h
}

// functionContext is the provider's FunctionContext for a location, made
// on first use.
func (p *provider) functionContext(loc *location) *functionContext {
	if fc, ok := p.fctx[loc]; ok {
		return fc
	}
	fc := &functionContext{module: p.ls.module, cache: values.NewHash(0)}
	if p.fctx == nil {
		p.fctx = map[*location]*functionContext{}
	}
	p.fctx[loc] = fc
	return fc
}

// call runs the level's function with args and a new Context. found is
// false when the function called not_found.
func (p *provider) call(inv *invocation, loc *location, args []values.Value) (values.Value, bool, error) {
	if err := p.checkReturnTypes(); err != nil {
		return nil, false, err
	}
	ctx := &Context{p: p, fc: p.functionContext(loc), inv: inv}
	if p.fnKind != keyV4DataHash {
		// A Puppet 4.x data function takes no lookup context.
		args = append(args, ctx)
	}
	v, err := p.ls.s.opts.CallFunction(p.fnName, args)
	if err != nil {
		var th interface{ ThrownTag() string }
		if ctx.threw || errors.As(err, &th) && th.ThrownTag() == "no_such_key" {
			// not_found, or the function's own throw :no_such_key
			// (Puppet catches either around the call).
			return nil, false, nil
		}
		if errors.Is(err, ErrUnknownFunction) {
			return nil, false, p.notFoundError()
		}
		// Puppet's Invocation#check: a Puppet::Error the function raised
		// (hiera_vault's LookupError, a backend's Puppet::Error) becomes a
		// Puppet::DataBinding::LookupError with its message, shown as it
		// is, not as an error of the lookup() call.
		var pe interface{ PuppetError() bool }
		if errors.As(err, &pe) && pe.PuppetError() {
			return nil, false, lookupErrorf("%s", err.Error())
		}
		return nil, false, err
	}
	return v, true, nil
}

// functionValue is LookupKeyFunctionProvider#lookup_key and
// DataDigFunctionProvider#data_dig: the function's value for the key (the
// root key for lookup_key, every segment for data_dig), called once per
// key and location in a compile; not_found is not remembered. found is
// false when the function called not_found.
func (p *provider) functionValue(inv *invocation, loc *location, key *Key) (values.Value, bool, error) {
	fc := p.functionContext(loc)
	text := key.Root
	var arg values.Value = key.Root
	if p.fnKind == keyDataDig {
		text = key.Text
		segs := make([]values.Value, 0, 1+len(key.Segments))
		arg = append(append(segs, key.Root), key.Segments...)
	}
	if v, ok := fc.returned[text]; ok {
		return v, true, nil
	}
	if p.ls.s.opts.CallFunction == nil {
		return nil, false, p.noCaller()
	}
	v, found, err := p.call(inv, loc, []values.Value{arg, p.optionsAt(loc)})
	if err != nil || !found {
		if err == nil {
			inv.notFound(text)
		}
		return nil, false, err
	}
	if !p.validated && !isRichData(v) {
		return nil, false, puppetErrorf("Value for key '%s', returned from %s%s has wrong type, expects Puppet::LookupValue, got %s",
			text, p.fullName(), locationSuffix(loc), values.TypeOfReduced(v).String())
	}
	if fc.returned == nil {
		fc.returned = map[string]values.Value{}
	}
	fc.returned[text] = v
	return v, true, nil
}

// undig is LookupKey#undig: data_dig's value wrapped in hashes keyed by
// the key's segments, so that digging into it again gives the value; an
// Integer segment makes an Array holding the value at that index, nil
// before it (Ruby's x = []; x[segment] = memo), as --explain shows it.
func undig(key *Key, v values.Value) (values.Value, error) {
	for i := len(key.Segments) - 1; i >= 0; i-- {
		n, isIndex := key.Segments[i].(int64)
		if !isIndex || n < 0 {
			v = values.HashFrom(key.Segments[i], v)
			continue
		}
		if err := values.CheckArrayLen(int(min(n, math.MaxInt32)) + 1); err != nil {
			return nil, err
		}
		a := make([]values.Value, n+1)
		a[n] = v
		v = a
	}
	return v, nil
}
