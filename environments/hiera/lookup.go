package hiera

import (
	"context"
	"errors"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// Scope gives interpolation the variables of the scope a lookup is made
// from, as Puppet's scope[name] does: "facts", "trusted", "::domain",
// "ntp::servers", "role".
type Scope interface {
	// Variable returns the variable's value; found is false when no such
	// variable exists (a variable set to undef is found, with value nil).
	Variable(name string) (v values.Value, found bool)
	// ClassState tells whether a class exists and whether it has been
	// evaluated, for the wording of the warning about an undefined
	// qualified variable (Puppet's Scope#qualified_scope); known is false
	// for a scope that does not know the compile's classes
	// (Options.ClassExists is then asked).
	ClassState(name string) (exists, evaluated, known bool)
}

// ScopeFunc adapts a function to Scope: its variables, and no knowledge
// of classes.
type ScopeFunc func(name string) (values.Value, bool)

// Variable implements Scope.
func (f ScopeFunc) Variable(name string) (values.Value, bool) { return f(name) }

// ClassState implements Scope: a function knows no classes.
func (f ScopeFunc) ClassState(string) (exists, evaluated, known bool) { return false, false, false }

// invocation is the state of one lookup (Puppet's Lookup::Invocation).
type invocation struct {
	s        *Session
	scope    Scope
	override *values.Hash
	defaults *values.Hash
	ex       *Explainer
	// names is the stack of keys being looked up (recursion check),
	// shared with nested lookups.
	names *[]string
	// collect records the scope variables hiera.yaml interpolation uses
	// (non-nil only while resolving a hierarchy).
	collect *[]scopeRecord

	topKey *Key
	module string
}

func (inv *invocation) pop() {
	if inv.ex != nil {
		inv.ex.pop()
	}
}

func (inv *invocation) cur() *explainNode {
	if inv.ex == nil {
		return nil
	}
	return inv.ex.current
}

func (inv *invocation) found(key string, v values.Value) {
	if n := inv.cur(); n != nil {
		n.key, n.value, n.event = key, v, evFound
	}
}

func (inv *invocation) foundIn(ev exEvent, key string, v values.Value) {
	if n := inv.cur(); n != nil {
		n.key, n.value, n.event = key, v, ev
	}
}

func (inv *invocation) notFound(key string) {
	if n := inv.cur(); n != nil {
		n.key, n.event = key, evNotFound
	}
}

func (inv *invocation) locationNotFound() {
	if n := inv.cur(); n != nil {
		n.event = evLocationNotFound
	}
}

func (inv *invocation) result(v values.Value) {
	if n := inv.cur(); n != nil {
		n.value, n.event = v, evResult
	}
}

func (inv *invocation) text(t string) {
	if inv.ex != nil {
		inv.ex.Text(t)
	}
}

func (inv *invocation) mergeSource(src string) {
	if inv.ex != nil {
		inv.ex.current.branches = append(inv.ex.current.branches, &explainNode{kind: exMergeSource, name: src, parent: inv.ex.current})
	}
}

func (inv *invocation) moduleEvent(module string, ev exEvent) {
	if inv.ex != nil {
		if inv.ex != nil {
			inv.ex.push(&explainNode{kind: exModule, name: module, event: ev})
		}
		inv.pop()
	}
}

// sub is a nested invocation (Invocation#with_scope, or Invocation.new
// while another is current): same explainer, overrides, defaults and
// recursion stack.
func (inv *invocation) sub() *invocation {
	n := *inv
	n.collect = nil
	return &n
}

// check is Invocation#check: the recursion guard around looking a name up
// in a data provider; Puppet errors raised inside become LookupErrors.
func (inv *invocation) check(name string, fn func() (values.Value, bool, error)) (values.Value, bool, error) {
	for _, n := range *inv.names {
		if n == name {
			return nil, false, lookupErrorf("Recursive lookup detected in [%s]", strings.Join(*inv.names, ", "))
		}
	}
	*inv.names = append(*inv.names, name)
	v, found, err := fn()
	*inv.names = (*inv.names)[:len(*inv.names)-1]
	if err != nil {
		return nil, false, asLookupError(err)
	}
	return v, found, nil
}

const lookupOptionsKey = "lookup_options"

// lookup is LookupAdapter#lookup: one key through the global, environment
// and module layers, with its lookup_options (merge, convert_to).
func (inv *invocation) lookup(keyText string, merge values.Value) (values.Value, bool, error) {
	if keyText == lookupOptionsKey || strings.HasPrefix(keyText, lookupOptionsKey+".") {
		if inv.ex != nil {
			inv.ex.push(&explainNode{kind: exInvalidKey, key: lookupOptionsKey})
		}
		inv.pop()
		return nil, false, nil
	}
	key, err := inv.s.e.parseKey(keyText)
	if err != nil {
		return nil, false, err
	}
	savedKey, savedModule := inv.topKey, inv.module
	inv.topKey, inv.module = key, key.Module
	defer func() { inv.topKey, inv.module = savedKey, savedModule }()

	if inv.ex != nil && inv.ex.onlyOptions {
		lk := &Key{Text: lookupOptionsKey, Root: lookupOptionsKey}
		if _, _, err := inv.doLookup(lk, "hash"); err != nil {
			return nil, false, err
		}
		return nil, true, nil
	}
	opts, err := inv.lookupOptionsFor(key)
	if err != nil {
		return nil, false, err
	}
	if merge == nil && opts != nil {
		if m, ok := opts.GetString("merge"); ok && m != nil {
			merge = m
			inv.mergeSource(lookupOptionsKey)
		}
	}
	v, found, err := func() (values.Value, bool, error) {
		if inv.ex != nil {
			inv.ex.push(&explainNode{kind: exTop, name: keyText, key: keyText})
		}
		defer inv.pop()
		v, found, err := inv.doLookup(key, merge)
		if err != nil || found {
			return v, found, err
		}
		v, found, err = inv.lookupDefaultInModule(key)
		if err != nil || !found {
			return nil, false, err
		}
		return dig(key.Text, key.Segments, v, inv)
	}()
	if err != nil || !found {
		return nil, false, err
	}
	return inv.convertResult(key.Text, opts, v)
}

// doLookup is LookupAdapter#do_lookup: merge the layers, then dig.
func (inv *invocation) doLookup(key *Key, merge values.Value) (values.Value, bool, error) {
	ms, err := strategyOf(merge)
	if err != nil {
		return nil, false, err
	}
	v, found, err := ms.lookup(inv, 3, func(i int) (values.Value, bool, error) {
		switch i {
		case 0:
			return inv.lookupGlobal(key, ms)
		case 1:
			return inv.lookupInEnvironment(key, ms)
		}
		return inv.lookupInModule(key, ms)
	})
	if err != nil || !found {
		return nil, false, err
	}
	return dig(key.Text, key.Segments, v, inv)
}

// lookup is MergeStrategy#lookup over n variants.
func (s *MergeStrategy) lookup(inv *invocation, n int, variant func(i int) (values.Value, bool, error)) (values.Value, bool, error) {
	if s.isFirst() {
		for i := 0; i < n; i++ {
			v, found, err := variant(i)
			if err != nil {
				return nil, false, err
			}
			if found {
				return v, true, nil
			}
		}
		return nil, false, nil
	}
	switch n {
	case 0:
		return nil, false, nil
	case 1:
		v, found, err := variant(0)
		if err != nil || !found {
			return nil, false, err
		}
		return s.mergeSingle(v), true, nil
	}
	if inv.ex != nil {
		inv.ex.push(&explainNode{kind: exMerge, merge: s})
	}
	defer inv.pop()
	var memo values.Value
	have := false
	for i := 0; i < n; i++ {
		v, found, err := variant(i)
		if err != nil {
			return nil, false, err
		}
		if !found {
			continue
		}
		if !have {
			memo, have = s.convertValue(v), true
			continue
		}
		var mutated mutations
		if memo, mutated, err = s.mergeTracked(memo, v); err != nil {
			return nil, false, err
		}
		if len(mutated) > 0 {
			// Puppet's caches hold the changed objects (keycache.go)
			inv.s.applyMutations(mutated)
			if inv.ex != nil {
				inv.ex.patch(mutated)
			}
		}
	}
	if !have {
		return nil, false, nil
	}
	inv.result(memo)
	return memo, true, nil
}

// lookupGlobal is LookupAdapter#lookup_global (data_binding_terminus
// hiera): LookupErrors without an issue code are reworded.
func (inv *invocation) lookupGlobal(key *Key, merge values.Value) (values.Value, bool, error) {
	ls := inv.s.globalLayer()
	if ls == nil {
		return nil, false, nil
	}
	v, found, err := inv.keyLookup(ls, key, merge)
	if err != nil {
		if he, ok := err.(*Error); ok && he.class == clsLookup && he.issue == "" {
			top := key.Text
			if inv.topKey != nil {
				top = inv.topKey.Text
			}
			return nil, false, puppetErrorf("Lookup of key '%s' failed: %s", top, he.Error())
		}
		return nil, false, err
	}
	return v, found, nil
}

func (inv *invocation) lookupInEnvironment(key *Key, merge values.Value) (values.Value, bool, error) {
	ls, err := inv.s.envLayer()
	if err != nil || ls == nil {
		return nil, false, err
	}
	return inv.keyLookup(ls, key, merge)
}

// moduleLayer is the layer of the module of the key looked up: "" when
// the key names no module, a nil layer when the module has no data.
func (inv *invocation) moduleLayer() (string, *layerState, error) {
	if inv.module == "" {
		return "", nil, nil
	}
	ls, err := inv.s.moduleLayer(inv.module)
	return inv.module, ls, err
}

// lookupIn merges the values of key in a layer's data providers.
func (inv *invocation) lookupIn(dps []*provider, key *Key, ms *MergeStrategy) (values.Value, bool, error) {
	return ms.lookup(inv, len(dps), func(i int) (values.Value, bool, error) {
		return dps[i].lookup(inv, key, ms)
	})
}

func (inv *invocation) lookupInModule(key *Key, merge values.Value) (values.Value, bool, error) {
	module, ls, err := inv.moduleLayer()
	if err != nil || module == "" {
		return nil, false, err
	}
	if ls == nil {
		if inv.ex != nil {
			if _, ok := inv.s.moduleDir(module); !ok {
				inv.moduleEvent(module, evModuleNotFound)
			} else {
				inv.moduleEvent(module, evModuleProviderNotFound)
			}
		}
		return nil, false, nil
	}
	return inv.keyLookup(ls, key, merge)
}

// keyLookup is DataProvider#key_lookup followed by
// ConfiguredDataProvider#unchecked_key_lookup.
func (inv *invocation) keyLookup(ls *layerState, key *Key, merge values.Value) (values.Value, bool, error) {
	return inv.check(key.Text, func() (values.Value, bool, error) {
		if err := ls.loadConfig(); err != nil {
			return nil, false, err
		}
		if inv.ex != nil {
			inv.ex.push(&explainNode{kind: exDataProvider, provider: ls.name(), configPath: ls.cfg.path, module: ls.module})
		}
		defer inv.pop()
		ms, err := strategyOf(merge)
		if err != nil {
			return nil, false, err
		}
		dps, err := ls.dataProviders(inv, false)
		if err != nil {
			return nil, false, err
		}
		if len(dps) == 0 {
			inv.notFound(key.Text)
			return nil, false, nil
		}
		return inv.lookupIn(dps, key, ms)
	})
}

// keyLookupInDefault is ModuleDataProvider#key_lookup_in_default.
func (inv *invocation) keyLookupInDefault(ls *layerState, key *Key, merge values.Value) (values.Value, bool, error) {
	dps, err := ls.dataProviders(inv, true)
	if err != nil {
		return nil, false, err
	}
	if len(dps) == 0 {
		inv.notFound(key.Text)
		return nil, false, nil
	}
	ms, err := strategyOf(merge)
	if err != nil {
		return nil, false, err
	}
	return inv.check(key.Text, func() (values.Value, bool, error) {
		if inv.ex != nil {
			inv.ex.push(&explainNode{kind: exDataProvider, provider: ls.name(), configPath: ls.cfg.path, module: ls.module})
		}
		defer inv.pop()
		return inv.lookupIn(dps, key, ms)
	})
}

// lookupDefaultInModule searches the module's default_hierarchy.
func (inv *invocation) lookupDefaultInModule(key *Key) (values.Value, bool, error) {
	module, ls, err := inv.moduleLayer()
	if err != nil || module == "" {
		return nil, false, err
	}
	if ls == nil || ls.cfg == nil || !ls.cfg.hasDefaultHier {
		return nil, false, nil
	}
	if inv.ex != nil {
		inv.ex.push(&explainNode{kind: exScope, name: `Searching default_hierarchy of module "` + module + `"`})
	}
	defer inv.pop()
	opts, ok := inv.s.moduleDefOpts[module]
	if !ok {
		meta := inv.sub()
		meta.override, meta.defaults = nil, nil
		meta.topKey, meta.module = &Key{Text: lookupOptionsKey, Root: lookupOptionsKey}, module
		var raw values.Value
		var found bool
		func() {
			if inv.ex != nil {
				inv.ex.push(&explainNode{kind: exScope, name: `Searching for "lookup_options"`})
			}
			defer inv.pop()
			raw, found, err = meta.keyLookupInDefault(ls, meta.topKey, "hash")
		}()
		if err != nil {
			return nil, false, err
		}
		if found {
			h, err := validateLookupOptions(raw, module)
			if err != nil {
				return nil, false, err
			}
			if opts, err = compileOptions(h); err != nil {
				return nil, false, err
			}
		}
		inv.s.moduleDefOpts[module] = opts
	}
	var merge values.Value
	ko, err := opts.forKey(key.Root)
	if err != nil {
		return nil, false, err
	}
	if ko != nil {
		merge, _ = ko.GetString("merge")
	}
	if inv.ex != nil {
		inv.ex.push(&explainNode{kind: exScope, name: `Searching for "` + key.Text + `"`})
	}
	defer inv.pop()
	return inv.keyLookupInDefault(ls, key, merge)
}

// lookup is the lookup of one key in a hierarchy entry (the function
// providers: data_hash, lookup_key).
func (p *provider) lookup(inv *invocation, key *Key, ms *MergeStrategy) (values.Value, bool, error) {
	if inv.ex != nil {
		inv.ex.push(&explainNode{kind: exDataProvider, provider: p.explainName()})
	}
	defer inv.pop()
	return ms.lookup(inv, len(p.locations), func(i int) (values.Value, bool, error) {
		return p.invokeWithLocation(inv, p.locations[i], key, ms)
	})
}

func (p *provider) invokeWithLocation(inv *invocation, loc *location, key *Key, ms *MergeStrategy) (values.Value, bool, error) {
	if loc != nil {
		if inv.ex != nil {
			inv.ex.push(&explainNode{kind: exLocation, location: loc})
		}
		defer inv.pop()
		// A Hiera 3 backend is asked whether its location exists or not
		// (DataDigFunctionProvider checks nothing).
		if !loc.exists && p.fnKind != keyV3Backend {
			inv.locationNotFound()
			return nil, false, nil
		}
	}
	if p.fnKind == keyV3Backend {
		// V3BackendFunctionProvider#data_dig: the value of the whole
		// key, not validated, asked again on every lookup.
		v, found, err := p.v3BackendValue(inv, loc, key, ms)
		if err != nil || !found {
			return nil, false, err
		}
		inv.found(key.Text, v)
		v, err = undig(key, v)
		return v, err == nil, err
	}
	if p.callsFunction() {
		v, found, err := p.functionValue(inv, loc, key)
		if err != nil || !found {
			return nil, false, err
		}
		if p.fnKind == keyDataDig {
			inv.found(key.Text, v)
			v, err = undig(key, v)
			return v, err == nil, err
		}
		inv.found(key.Root, v)
		return v, true, nil
	}
	v, found, err := p.dataValue(inv, loc, key.Root)
	if err != nil || !found {
		return nil, false, err
	}
	inv.found(key.Root, v)
	return v, true, nil
}

// callsFunction tells whether the level's lookup_key or data_dig is a
// function of Puppet code or Ruby (not one Punch has built in).
func (p *provider) callsFunction() bool {
	if p.fnKind != keyLookupKey && p.fnKind != keyDataDig {
		return false
	}
	switch p.fnName {
	case "yaml_data", "json_data", "hocon_data", "eyaml_lookup_key":
		return false
	}
	return true
}

// dataValue is DataHashFunctionProvider#data_value (and the lookup_key
// equivalent): the root key's value in the location's data, interpolated.
func (p *provider) dataValue(inv *invocation, loc *location, root string) (values.Value, bool, error) {
	if p.fnKind == keyLookupKey && p.fnName == "eyaml_lookup_key" {
		return p.eyamlValue(inv, loc, root)
	}
	h, err := p.dataHash(inv, loc)
	if errors.Is(err, errNothingHere) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	v, ok := h.GetString(root)
	if !ok {
		inv.notFound(root)
		return nil, false, nil
	}
	if !p.validated && !isRichData(v) {
		return nil, false, puppetErrorf("Value for key '%s', in hash returned from %s%s has wrong type, expects Puppet::LookupValue, got %s",
			root, p.fullName(), locationSuffix(loc), values.TypeOfGeneralized(v).String())
	}
	iv, err := inv.interpolate(v, true)
	if err != nil {
		return nil, false, err
	}
	return iv, true, nil
}

func locationSuffix(loc *location) string {
	if loc == nil {
		return ""
	}
	return ", when using location '" + loc.resolved + "',"
}

func (p *provider) fullName() string {
	if p.fnKind == keyV4DataHash {
		return "deprecated API function '" + p.fnName + "'"
	}
	return p.fnKind + " function '" + p.fnName + "'"
}

// explainName is the provider's name in --explain's output.
func (p *provider) explainName() string {
	if p.fnKind == keyV4DataHash {
		return `Deprecated API function "` + p.fnName + `"`
	}
	return `Hierarchy entry "` + p.name + `"`
}

// convertResult applies convert_to from the key's lookup_options.
func (inv *invocation) convertResult(key string, opts *values.Hash, v values.Value) (values.Value, bool, error) {
	if opts == nil {
		return v, true, nil
	}
	ct, ok := opts.GetString("convert_to")
	if !ok || ct == nil {
		return v, true, nil
	}
	args, isArray := ct.([]values.Value)
	if !isArray {
		args = []values.Value{ct}
	}
	args = append([]values.Value(nil), args...)
	if len(args) == 0 {
		return nil, false, lookupErrorf("The convert_to lookup_option for key '%s' raised error: 'new' expects at least 1 argument, got none", key)
	}
	if src, isString := args[0].(string); isString {
		t, err := values.ParseType(src, inv.s.opts.ResolveType)
		if err != nil {
			return nil, false, lookupErrorf("Invalid data type in lookup_options for key '%s' could not parse '%s', error: '%s", key, src, err.Error())
		}
		args[0] = t
	}
	t, isType := args[0].(values.Type)
	if !isType {
		return nil, false, lookupErrorf("The convert_to lookup_option for key '%s' raised error: 'new' parameter 'type' expects a Type value, got %s", key, values.TypeOfGeneralized(args[0]).String())
	}
	nv, err := values.New(t, append([]values.Value{v}, args[1:]...))
	if err != nil {
		return nil, false, lookupErrorf("The convert_to lookup_option for key '%s' raised error: %s", key, err.Error())
	}
	inv.text("Applying convert_to lookup_option with arguments " + values.ToString(args))
	return nv, true, nil
}

// compiledOptions are lookup_options split into exact keys and patterns.
type compiledOptions struct {
	keys     *values.Hash
	patterns []optionPattern
	// memo holds the options found for each root key (per session).
	memo map[string]*values.Hash
}

type optionPattern struct {
	re   *values.Regexp
	opts values.Value
}

// forKey is extract_lookup_options_for_key: the options of an exact key,
// else of the first pattern matching it.
func (o *compiledOptions) forKey(root string) (*values.Hash, error) {
	if o == nil {
		return nil, nil
	}
	if o.keys != nil {
		if v, ok := o.keys.GetString(root); ok && v != nil {
			h, _ := v.(*values.Hash)
			return h, nil
		}
	}
	for _, p := range o.patterns {
		// a match past its bound is an error (values.MatchError), never
		// "no options"
		ok, err := p.re.Matches(context.Background(), root)
		if err != nil {
			return nil, err
		}
		if ok {
			h, _ := p.opts.(*values.Hash)
			return h, nil
		}
	}
	return nil, nil
}

// compileOptions is compile_patterns: keys starting with ^ are regexps.
func compileOptions(h *values.Hash) (*compiledOptions, error) {
	if h == nil {
		return nil, nil
	}
	o := &compiledOptions{}
	keys := values.NewHash(h.Len())
	for i := 0; i < h.Len(); i++ {
		k, v := h.At(i)
		ks, _ := k.(string)
		if strings.HasPrefix(ks, "^") {
			re, err := values.NewRegexp(ks)
			if err != nil {
				// Ruby's RegexpError alone, as Puppet shows it
				// ("premature end of char-class: /^k[/").
				msg := err.Error()
				var rerr *values.RegexpError
				if errors.As(err, &rerr) {
					msg = rerr.Detail()
				}
				return nil, argumentErrorf("%s", msg)
			}
			o.patterns = append(o.patterns, optionPattern{re: re, opts: v})
		} else {
			keys.Put(k, v)
		}
	}
	if keys.Len() > 0 {
		o.keys = keys
	}
	return o, nil
}

// validateLookupOptions checks found lookup_options: a hash, and in a
// module only keys (and patterns) of that module.
func validateLookupOptions(v values.Value, module string) (*values.Hash, error) {
	if v == nil {
		return nil, nil
	}
	h, ok := v.(*values.Hash)
	if !ok {
		return nil, lookupErrorf("value of lookup_options must be a hash")
	}
	if module == "" {
		return h, nil
	}
	pfx := module + "::"
	for i := 0; i < h.Len(); i++ {
		k, _ := h.At(i)
		ks, _ := k.(string)
		if strings.HasPrefix(ks, "^") {
			if !strings.HasPrefix(ks[1:], pfx) {
				return nil, lookupErrorf("all lookup_options patterns must match a key starting with module name '%s'", module)
			}
		} else if !strings.HasPrefix(ks, pfx) {
			return nil, lookupErrorf("all lookup_options keys must start with module name '%s'", module)
		}
	}
	return h, nil
}

// lookupOptionsFor is lookup_lookup_options: the lookup_options that
// apply to key, retrieved once per module and session.
func (inv *invocation) lookupOptionsFor(key *Key) (*values.Hash, error) {
	opts, ok := inv.s.lookupOptions[key.Module]
	if !ok {
		var err error
		opts, err = inv.retrieveLookupOptions(key.Module)
		if err != nil {
			return nil, err
		}
		inv.s.lookupOptions[key.Module] = opts
	}
	if opts == nil {
		return nil, nil
	}
	if h, ok := opts.memo[key.Root]; ok {
		return h, nil
	}
	h, err := opts.forKey(key.Root)
	if err != nil {
		return nil, err
	}
	if opts.memo == nil {
		opts.memo = map[string]*values.Hash{}
	}
	opts.memo[key.Root] = h
	return h, nil
}

var hashStrategy = &MergeStrategy{kind: mergeHash}

// retrieveLookupOptions merges the lookup_options of the global and
// environment layers with the module's.
func (inv *invocation) retrieveLookupOptions(module string) (*compiledOptions, error) {
	meta := inv.sub()
	meta.override, meta.defaults = nil, nil
	meta.topKey = &Key{Text: lookupOptionsKey, Root: lookupOptionsKey}
	meta.module = inv.module
	if meta.ex != nil {
		meta.ex.push(&explainNode{kind: exTop, name: lookupOptionsKey, key: lookupOptionsKey})
	}
	defer meta.pop()
	opts, err := meta.envLookupOptions()
	if err != nil {
		return nil, err
	}
	if module != "" {
		if _, ok := inv.s.lookupOptions[""]; !ok {
			c, err := compileOptions(opts)
			if err != nil {
				return nil, err
			}
			inv.s.lookupOptions[""] = c
		}
		raw, found, err := meta.lookupInModule(meta.topKey, hashStrategy)
		if err != nil {
			return nil, err
		}
		if found {
			mo, err := validateLookupOptions(raw, module)
			if err != nil {
				return nil, err
			}
			switch {
			case opts == nil:
				opts = mo
			case mo != nil:
				labels := []string{"Global and Environment", "Module " + inv.module}
				merged, _, err := hashStrategy.lookup(meta, 2, func(i int) (values.Value, bool, error) {
					if meta.ex != nil {
						meta.ex.push(&explainNode{kind: exScope, name: labels[i]})
					}
					defer meta.pop()
					if i == 0 {
						meta.found(lookupOptionsKey, opts)
						return opts, true, nil
					}
					meta.found(lookupOptionsKey, mo)
					return mo, true, nil
				})
				if err != nil {
					return nil, err
				}
				opts, _ = merged.(*values.Hash)
			}
		}
	}
	return compileOptions(opts)
}

// layerLookupOptions is the validated lookup_options hash that one layer's
// lookup finds (merged as a hash), nil when it has none.
func layerLookupOptions(lookup func(*Key, values.Value) (values.Value, bool, error)) (*values.Hash, error) {
	v, found, err := lookup(&Key{Text: lookupOptionsKey, Root: lookupOptionsKey}, hashStrategy)
	if err != nil || !found {
		return nil, err
	}
	return validateLookupOptions(v, "")
}

// globalLookupOptions are the global layer's lookup_options (cached).
func (inv *invocation) globalLookupOptions() (*values.Hash, error) {
	s := inv.s
	if s.globalOptsDone {
		return s.globalOptions, nil
	}
	h, err := layerLookupOptions(inv.lookupGlobal)
	if err != nil {
		return nil, err
	}
	s.globalOptions, s.globalOptsDone = h, true
	return h, nil
}

// envLookupOptions are the global and environment lookup_options merged
// (cached).
func (inv *invocation) envLookupOptions() (*values.Hash, error) {
	s := inv.s
	if s.envOptsDone {
		return s.envOptions, nil
	}
	g, err := inv.globalLookupOptions()
	if err != nil {
		return nil, err
	}
	env, err := layerLookupOptions(inv.lookupInEnvironment)
	if err != nil {
		return nil, err
	}
	var out *values.Hash
	switch {
	case g == nil:
		out = env
	case env == nil:
		out = g
	default:
		m, err := hashStrategy.merge(g, env)
		if err != nil {
			return nil, err
		}
		out = m.(*values.Hash)
	}
	s.envOptions, s.envOptsDone = out, true
	return out, nil
}
