package hiera

import (
	"errors"
	"sync"

	"github.com/punch-dev/punch/compiler/values"
)

// ReturnTypesFunction is the function name CallFunction gets when Hiera
// asks for the declared return types of a data provider function, with
// the function's name as the only argument. The answer is an Array with
// one entry per dispatch (signature) of the function: its return type, or
// undef where the dispatch declares none; ErrUnknownFunction when there is
// no such function. No Puppet or Ruby function can have this name.
const ReturnTypesFunction = "<return_types>"

// trustedReturnTypes are FunctionProvider.trusted_return_type: what every
// declared return type of a data provider function must be assignable to.
var trustedReturnTypes = sync.OnceValue(func() map[string]values.Type {
	parse := func(s string) values.Type {
		t, err := values.ParseType(s, nil)
		if err != nil {
			panic("hiera: " + s + ": " + err.Error())
		}
		return t
	}
	hash := parse("Hash[RichDataKey, RichData]")
	data := parse("RichData")
	return map[string]values.Type{keyDataHash: hash, keyV4DataHash: hash, keyLookupKey: data, keyDataDig: data}
})

// checkReturnTypes is FunctionProvider#load_function's check, made when
// the session first calls the provider's function: every return type the
// function declares must be assignable to the provider's trusted type
// ("Return type of 'data_hash' function named 'x' is incorrect, expects a
// Hash[RichDataKey, RichData] value, got Hash"). When every dispatch
// declares one, the function's values are trusted (value_is_validated?)
// and are not checked one by one against Puppet::LookupValue.
func (p *provider) checkReturnTypes() error {
	if p.rtChecked {
		return p.rtErr
	}
	p.rtChecked = true
	trusted, ok := trustedReturnTypes()[p.fnKind]
	if !ok || p.ls.s.opts.CallFunction == nil {
		return nil
	}
	v, err := p.ls.s.opts.CallFunction(ReturnTypesFunction, []values.Value{p.fnName})
	if errors.Is(err, ErrUnknownFunction) {
		// The call itself reports the missing function.
		return nil
	}
	if err != nil {
		p.rtErr = err
		return err
	}
	types, _ := v.([]values.Value)
	validated := len(types) > 0
	for _, tv := range types {
		rt, declared := tv.(values.Type)
		if _, isAny := rt.(*values.AnyT); isAny {
			// Puppet's Callable drops a return type of Any (PCallableType
			// stores nil for PAnyType::DEFAULT): as none declared.
			declared = false
		}
		if !declared {
			validated = false
			continue
		}
		if !values.IsAssignable(trusted, rt) {
			subject := "Return type of '" + p.fnKind + "' function named '" + p.fnName + "' is incorrect,"
			p.rtErr = puppetErrorf("%s", values.DescribeTypeMismatch(subject, trusted, rt))
			return p.rtErr
		}
	}
	p.validated = validated
	return nil
}
