package ruby

import (
	"os"
	"sort"
	"strings"
)

// ENV is the environment of the Puppet Server process, as in Puppet:
// module code reads it (stdlib's deprecation reads
// STDLIB_LOG_DEPRECATIONS, an unset variable is nil). Assignments do not
// change the process (many compiles share it): they live in the Interp,
// so a compile sees its own changes and no other compile does. Values are
// read when asked, so a change of the server's environment is seen.

// envVars is the Go state of ENV: this Interp's assignments (nil value:
// deleted).
type envVars struct {
	set map[string]*string
}

func (e *envVars) lookup(name string) (string, bool) {
	if v, ok := e.set[name]; ok {
		if v == nil {
			return "", false
		}
		return *v, true
	}
	return os.LookupEnv(name)
}

// all returns the variables in the order Ruby lists them (the process
// environment's order, assignments last), without deleted ones.
func (e *envVars) all() (names, vals []string) {
	seen := map[string]bool{}
	for _, kv := range os.Environ() {
		k, v, _ := strings.Cut(kv, "=")
		if seen[k] {
			continue
		}
		seen[k] = true
		if o, ok := e.set[k]; ok {
			if o == nil {
				continue
			}
			v = *o
		}
		names, vals = append(names, k), append(vals, v)
	}
	var extra []string
	for k, v := range e.set {
		if !seen[k] && v != nil {
			extra = append(extra, k)
		}
	}
	sort.Strings(extra)
	for _, k := range extra {
		names, vals = append(names, k), append(vals, *e.set[k])
	}
	return names, vals
}

// envOf is ENV's state: the receiver's, not a variable of defineENV (a
// compile's Interp is a copy of a prepared one, see fork.go).
func envOf(c *Call) *envVars {
	if o, ok := c.Self.(*Object); ok {
		if e, ok := o.Data.(*envVars); ok {
			return e
		}
	}
	return &envVars{set: map[string]*string{}}
}

func (in *Interp) defineENV(m *Module) {
	env := &Object{class: in.cObject, Data: &envVars{set: map[string]*string{}}}
	meta := in.objSingleton(env)
	meta.Include(in.cEnumerable)
	name := func(c *Call, i int) (string, error) {
		return c.In.strArg(c.Args[i], i)
	}
	get := func(c *Call) (Value, error) {
		k, err := name(c, 0)
		if err != nil {
			return nil, err
		}
		if v, ok := envOf(c).lookup(k); ok {
			return NewString(v), nil
		}
		return nil, nil
	}
	meta.DefineMethod("[]", 1, 1, get)
	meta.DefineMethod("fetch", 1, 2, func(c *Call) (Value, error) {
		k, err := name(c, 0)
		if err != nil {
			return nil, err
		}
		if v, ok := envOf(c).lookup(k); ok {
			return NewString(v), nil
		}
		if c.Block != nil {
			return c.In.callBlock(c.Block, []Value{c.Args[0]}, nil, nil)
		}
		if len(c.Args) == 2 {
			return c.Args[1], nil
		}
		return nil, c.In.raise(cKeyError, 0, "key not found: %s", c.In.inspect(c.Args[0]))
	})
	has := func(c *Call) (Value, error) {
		k, err := name(c, 0)
		if err != nil {
			return nil, err
		}
		_, ok := envOf(c).lookup(k)
		return ok, nil
	}
	for _, n := range []string{"key?", "has_key?", "include?", "member?"} {
		meta.DefineMethod(n, 1, 1, has)
	}
	set := func(c *Call) (Value, error) {
		k, err := name(c, 0)
		if err != nil {
			return nil, err
		}
		if c.Args[1] == nil {
			envOf(c).set[k] = nil
			return nil, nil
		}
		v, err := name(c, 1)
		if err != nil {
			return nil, err
		}
		if strings.ContainsAny(k, "=\x00") || k == "" {
			return nil, c.In.raise("Errno::EINVAL", 0, "Invalid argument - setenv(%s)", k)
		}
		envOf(c).set[k] = &v
		return c.Args[1], nil
	}
	meta.DefineMethod("[]=", 2, 2, set)
	meta.DefineMethod("store", 2, 2, set)
	meta.DefineMethod("delete", 1, 1, func(c *Call) (Value, error) {
		k, err := name(c, 0)
		if err != nil {
			return nil, err
		}
		old, ok := envOf(c).lookup(k)
		envOf(c).set[k] = nil
		if !ok {
			if c.Block != nil {
				return c.In.callBlock(c.Block, []Value{c.Args[0]}, nil, nil)
			}
			return nil, nil
		}
		return NewString(old), nil
	})
	// clear: every variable removed, for this Interp; ENV is the value
	meta.DefineMethod("clear", 0, 0, func(c *Call) (Value, error) {
		e := envOf(c)
		names, _ := e.all()
		for _, k := range names {
			e.set[k] = nil
		}
		return c.Self, nil
	})
	toH := func(c *Call) (Value, error) {
		names, vals := envOf(c).all()
		h := NewHash()
		for i, k := range names {
			h.put(NewString(k), NewString(vals[i]))
		}
		return h, nil
	}
	meta.DefineMethod("to_h", 0, 0, toH)
	meta.DefineMethod("to_hash", 0, 0, toH)
	meta.DefineMethod("keys", 0, 0, func(c *Call) (Value, error) {
		names, _ := envOf(c).all()
		a := &Array{}
		for _, k := range names {
			a.a = append(a.a, NewString(k))
		}
		return a, nil
	})
	meta.DefineMethod("values", 0, 0, func(c *Call) (Value, error) {
		_, vals := envOf(c).all()
		a := &Array{}
		for _, v := range vals {
			a.a = append(a.a, NewString(v))
		}
		return a, nil
	})
	each := func(c *Call) (Value, error) {
		if c.Block == nil {
			return nil, c.In.unsupportedErr("ENV.each without a block (an Enumerator)")
		}
		names, vals := envOf(c).all()
		for i, k := range names {
			if _, err := c.In.callBlock(c.Block, []Value{&Array{a: []Value{NewString(k), NewString(vals[i])}}}, nil, nil); err != nil {
				return nil, err
			}
		}
		return c.Self, nil
	}
	meta.DefineMethod("each", 0, 0, each)
	meta.DefineMethod("each_pair", 0, 0, each)
	meta.DefineMethod("empty?", 0, 0, func(c *Call) (Value, error) {
		names, _ := envOf(c).all()
		return len(names) == 0, nil
	})
	size := func(c *Call) (Value, error) {
		names, _ := envOf(c).all()
		return int64(len(names)), nil
	}
	meta.DefineMethod("size", 0, 0, size)
	meta.DefineMethod("length", 0, 0, size)
	meta.DefineMethod("to_s", 0, 0, func(c *Call) (Value, error) { return NewString("ENV"), nil })
	meta.DefineMethod("inspect", 0, 0, func(c *Call) (Value, error) {
		h, _ := toH(c)
		return NewString(c.In.inspect(h)), nil
	})
	m.SetConst("ENV", env)
}
