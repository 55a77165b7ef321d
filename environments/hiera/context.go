package hiera

import (
	"errors"

	"github.com/punch-dev/punch/compiler/values"
)

// Data provider functions written in Puppet or Ruby (a hiera.yaml level's
// lookup_key, data_hash or data_dig naming a module's or the
// environment's function) get a Context, Puppet's Puppet::LookupContext
// (lib/puppet/pops/lookup/context.rb): the function's private cache,
// explanations, interpolation, and not_found. The compile runs the
// function (SessionOptions.CallFunction); the Ruby runtime and the
// evaluator give the Context its methods.

// FunctionCaller calls a function by name as Puppet's lookup loads a
// data provider function: a name qualified with a module is that
// module's (as the module's own code sees functions), "environment::x"
// and unqualified names the environment's. args are the function's
// arguments, the Context last.
type FunctionCaller func(name string, args []values.Value) (values.Value, error)

// Context is the Puppet::LookupContext given to one call of a data
// provider function.
type Context struct {
	p   *provider
	fc  *functionContext
	inv *invocation
	// threw records that the function called not_found: the call's error
	// is then Puppet's throw :no_such_key, not a failure.
	threw bool
	// v3 is the Hiera 3 backend lookup the call runs (v3backend.go).
	v3 *V3Backend
}

// functionContext is Puppet's FunctionContext: made once per hierarchy
// entry and location in a compile, it keeps the function's cache and the
// values already returned (data_hash's hash, lookup_key's values by key)
// for the rest of the compile.
type functionContext struct {
	module string
	// cache is the function's own cache (cache, cached_value, ...): keys
	// are Puppet scalars, values whatever the function stored (a Ruby
	// function stores Ruby objects, which only its runtime reads).
	cache *values.Hash
	// returned holds lookup_key's and data_dig's results by key text
	// (data_hash's is the provider's data).
	returned map[string]values.Value
	// iterating is set once cached_entries has walked the cache with a
	// block: Puppet's walk is an external enumerator (each_pair + next)
	// that it never finishes, so Ruby keeps the Hash in iteration and
	// refuses a new key in it for the rest of the compile (golden
	// err_forge11_hiera_context_cached_entries_then_cache).
	iterating bool
}

// ErrCacheIterating is Ruby's RuntimeError for a new key in the cache
// after cached_entries walked it (functionContext.iterating).
var ErrCacheIterating = errors.New("can't add a new key into hash during iteration")

// NotFound is not_found: it marks the call as finding nothing and
// returns the error that unwinds the function (the caller's runtime
// gives its own throw).
func (c *Context) NotFound() error {
	c.threw = true
	return errNoSuchKey
}

// errNoSuchKey is the unwinding of not_found when the runtime has no
// throw of its own (Puppet code calling $context.not_found()).
var errNoSuchKey = &Error{Message: "no_such_key thrown outside of a data provider function"}

// Explaining tells whether explain's block should run: only when the
// lookup is explained (Puppet calls the block only then).
func (c *Context) Explaining() bool { return c.inv != nil && c.inv.ex != nil }

// Explain adds a text to the lookup's explanation.
func (c *Context) Explain(text string) {
	if c.inv != nil {
		c.inv.text(text)
	}
}

// Interpolate resolves the interpolation expressions in a value (strings
// in it, hash keys too), as data files' values are.
func (c *Context) Interpolate(v values.Value) (values.Value, error) {
	return c.inv.interpolate(v, true)
}

// EnvironmentName is the name of the compile's environment.
func (c *Context) EnvironmentName() string { return c.inv.s.e.opts.Environment }

// ModuleName is the module of the hierarchy the function serves ("" for
// the global and environment layers: nil in Puppet).
func (c *Context) ModuleName() string { return c.fc.module }

// Cache stores a value under a key and returns it; a new key after
// cached_entries walked the cache is ErrCacheIterating, as in Puppet.
func (c *Context) Cache(key, v any) (any, error) {
	if c.fc.iterating {
		if _, ok := c.fc.cache.Get(key); !ok {
			return nil, ErrCacheIterating
		}
	}
	c.fc.cache.Put(key, v)
	return v, nil
}

// CacheHasKey tells whether the cache holds key.
func (c *Context) CacheHasKey(key any) bool {
	_, ok := c.fc.cache.Get(key)
	return ok
}

// CachedValue is the value cached under key (nil when there is none).
func (c *Context) CachedValue(key any) any {
	v, _ := c.fc.cache.Get(key)
	return v
}

// CachedEntries calls each for the cache's entries, in the order they
// were first stored: cached_entries with a block, which leaves a cache of
// one entry or more in iteration (functionContext.iterating). Without a
// block (Puppet's Iterable over the cache) read it with CacheEntry.
func (c *Context) CachedEntries(each func(k, v any) error) error {
	if c.fc.cache.Len() > 0 {
		c.fc.iterating = true
	}
	for i := 0; i < c.fc.cache.Len(); i++ {
		k, v := c.fc.cache.At(i)
		if err := each(k, v); err != nil {
			return err
		}
	}
	return nil
}

// CacheSize is the number of cached entries.
func (c *Context) CacheSize() int { return c.fc.cache.Len() }

// CacheEntry is the cache's i-th entry (0 <= i < CacheSize()), in the
// order the entries were first stored.
func (c *Context) CacheEntry(i int) (k, v any) { return c.fc.cache.At(i) }

// CachedFileData is cached_file_data: the text of a file, made into a
// value by parse (nil: the text itself) once per compile and path, for
// every function of the compile (Puppet's EnvironmentContext keeps it for
// the environment: a later compile of Punch reads the file again, with
// the environment's file cache). A later call gives what the first made,
// whatever its block.
func (c *Context) CachedFileData(path string, parse func(content string) (any, error)) (any, error) {
	s := c.inv.s
	if v, ok := s.fileData[path]; ok {
		return v, nil
	}
	content, err := c.inv.s.e.files.get("text\x00"+path, path, func(src []byte) (any, error) { return string(src), nil })
	if err != nil {
		return nil, fileError(err)
	}
	var v any = content
	if parse != nil {
		if v, err = parse(content.(string)); err != nil {
			return nil, err
		}
	}
	if s.fileData == nil {
		s.fileData = map[string]any{}
	}
	s.fileData[path] = v
	return v, nil
}

// DataHash runs Puppet's yaml_data, json_data or hocon_data function with
// this context (a data provider function may call them, as
// yaml_data($options, $context)): the data of the file at path.
func (c *Context) DataHash(function, path string) (values.Value, error) {
	switch function {
	case "yaml_data":
		return c.p.yamlData(c.inv, path)
	case "json_data":
		return c.p.jsonData(c.inv, path)
	case "hocon_data":
		return c.p.hoconData(path)
	}
	return nil, argumentErrorf("%s is not a data_hash function Punch has built in", function)
}

// ContextType is the type Puppet::LookupContext: only a Context is an
// instance of it (Puppet code cannot make one).
var ContextType = values.ForeignType("Puppet::LookupContext", "Puppet::LookupContext",
	func(v values.Value) bool { _, ok := v.(*Context); return ok })
