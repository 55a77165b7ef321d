package hiera

import (
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// Hiera 3 custom backends (a version 3 hiera.yaml's `:backends: [x]` that
// is not yaml, json, hocon or eyaml, or a version 5 global entry's
// `hiera3_backend: x`) are Ruby classes, Hiera::Backend::X_backend, in
// hiera/backend/x_backend.rb. Puppet runs them through its
// V3BackendFunctionProvider (data_dig_function_provider.rb): once per
// location, whether the location exists or not, with the whole key, the
// lookup's merge converted to Hiera 3's resolution type, and
// Hiera::Config holding the backend's configuration. Hiera cannot run
// Ruby: it hands the call to the compile's CallFunction under the name
// V3BackendFunction, with the Context last, whose V3Backend says what to
// run.

// V3BackendFunction is the function name CallFunction gets for a Hiera 3
// backend's lookup: no Puppet or Ruby function can have it.
const V3BackendFunction = "<hiera3_backend>"

// V3Backend is one lookup by a Hiera 3 backend.
type V3Backend struct {
	// Name is the backend's name as configured ("mybackend").
	Name string
	// Key is the key as looked up, dotted segments included (key.to_s).
	Key string
	// Config is what Puppet gives Hiera::Config: a version 3 hiera.yaml
	// as written (keys without their YAML colon), or for a version 5
	// entry hierarchy, the backend's section (datadir, options), backends
	// and logger made from it.
	Config *values.Hash
	// ResolutionType is the lookup's merge as Hiera 3's resolution type:
	// nil (first found), "array" (unique), or a hash with "behavior"
	// ("native", "deeper", "deep") and the deep merge options.
	ResolutionType values.Value
}

// V3Backend is the backend lookup the context serves, nil for a data
// provider function.
func (c *Context) V3Backend() *V3Backend { return c.v3 }

// v5Hiera3Config is the Hiera::Config of a version 5 hierarchy entry naming a
// Hiera 3 backend (HieraConfigV5#create_configured_data_providers): the
// locations' original paths without the backend's extension as the
// hierarchy, the datadir and options as the backend's section.
func v5Hiera3Config(backend, datadir string, locs []*location, options *values.Hash) *values.Hash {
	hier := make([]values.Value, 0, len(locs))
	for _, loc := range locs {
		if loc == nil {
			continue
		}
		hier = append(hier, strings.TrimSuffix(loc.original, "."+backend))
	}
	section := values.NewHash(1)
	section.Put(keyDatadir, datadir)
	if options != nil {
		for i := 0; i < options.Len(); i++ {
			k, v := options.At(i)
			section.Put(k, v)
		}
	}
	cfg := values.NewHash(4)
	cfg.Put(keyHierarchy, hier)
	cfg.Put(backend, section)
	cfg.Put(keyBackends, []values.Value{backend})
	cfg.Put("logger", "puppet")
	return cfg
}

// hiera3Resolution is V3BackendFunctionProvider#convert_merge: the merge
// strategy as Hiera 3's resolution type.
func (ms *MergeStrategy) hiera3Resolution() values.Value {
	var behavior string
	switch ms.kind {
	case mergeUnique:
		return "array"
	case mergeHash:
		behavior = "native"
	case mergeDeep, mergeUnconstrainedDeep:
		behavior = "deeper"
	case mergeReverseDeep:
		behavior = "deep"
	default:
		return nil
	}
	h := values.NewHash(1)
	h.Put("behavior", behavior)
	if behavior != "native" && ms.options != nil {
		for i := 0; i < ms.options.Len(); i++ {
			k, v := ms.options.At(i)
			if k != "strategy" {
				h.Put(k, v)
			}
		}
	}
	return h
}

// v3BackendValue asks the compile to run the backend for one location.
// found is false when the backend threw :no_such_key or could not be
// loaded (Puppet explains why and finds nothing).
func (p *provider) v3BackendValue(inv *invocation, loc *location, key *Key, ms *MergeStrategy) (values.Value, bool, error) {
	if p.ls.s.opts.CallFunction == nil {
		return nil, false, p.noCaller()
	}
	ctx := &Context{p: p, fc: p.functionContext(loc), inv: inv,
		v3: &V3Backend{Name: p.fnName, Key: key.Text, Config: p.v3config, ResolutionType: ms.hiera3Resolution()}}
	v, err := p.ls.s.opts.CallFunction(V3BackendFunction, []values.Value{ctx})
	if err != nil {
		if ctx.threw {
			// Puppet explains nothing for a backend's throw
			return nil, false, nil
		}
		return nil, false, err
	}
	return v, true, nil
}
