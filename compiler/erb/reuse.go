package erb

import (
	"encoding/binary"
	"math"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
)

// Reusing renders (issue 13).
//
// A template file whose Ruby can only read @variables and compute on them
// with core methods (ruby.ReusableTemplate decides it from the parse tree)
// gives the same text whenever its @variables hold the same values. Such a
// template keeps the texts of its renders, keyed by those values (and by
// the prepared Ruby base its Interps are copies of), and a later render
// with equal values (any compile of the environment, any node) gets the
// kept text without running Ruby. A render that fails is not kept; one
// that reads a value that is not plain data (a Sensitive, a type, a
// resource reference, a Ruby object, a big Integer) is rendered as before,
// and so is every render in an Interp whose core classes code has changed
// (ruby.Interp.TemplateUnchanged). Inline templates are parsed per call and
// keep nothing.
//
// The texts live with the parsed template, which the environment's
// snapshot holds: they go when it goes. Concurrent compiles share them
// (under the cache's lock); each template keeps at most maxReuseEntries
// texts of at most maxReuseText bytes, and all templates of the process
// together at most maxReuseBytes (a template's share is given back when
// the template is collected).

// ReuseScope is an optional interface of a Scope that has an Interp of its
// own (InterpScope): the Env its Interp is copied from, and the Interp when
// it is made already (nil: not yet; a render whose text is reused then
// needs none).
type ReuseScope interface {
	InterpScope
	RubyEnv() (*ruby.Env, *ruby.Interp)
}

const (
	maxReuseEntries = 32
	maxReuseText    = 64 << 10
	maxReuseBytes   = 8 << 20
)

// reuseBytes is what the kept texts and keys of every template take.
var reuseBytes atomic.Int64

// renderCache is a template's kept texts.
type renderCache struct {
	mu    sync.RWMutex
	base  ruby.WeakReuseBase // the Interps' base the texts were rendered in
	texts map[string]string
	keys  []string // in the order kept: the next to go is keys[next]
	next  int
	bytes int64
	// cleanup: the template's share of reuseBytes is given back when the
	// template is collected
	cleanup bool
}

func (c *renderCache) get(base ruby.ReuseBase, key []byte) (string, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	if !c.base.Is(base) {
		return "", false
	}
	s, ok := c.texts[string(key)]
	return s, ok
}

func (c *renderCache) put(t *Template, base ruby.ReuseBase, key []byte, text string) {
	size := int64(len(key) + len(text))
	if len(text) > maxReuseText {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.base.Is(base) {
		c.dropLocked()
		c.base = base.Weak()
	}
	if _, ok := c.texts[string(key)]; ok {
		return
	}
	if len(c.keys) >= maxReuseEntries {
		// the oldest goes
		old := c.keys[c.next]
		c.free(int64(len(old) + len(c.texts[old])))
		delete(c.texts, old)
		k := string(key)
		c.keys[c.next] = k
		c.next = (c.next + 1) % maxReuseEntries
		c.keep(t, k, text, size)
		return
	}
	if reuseBytes.Load()+size > maxReuseBytes {
		return
	}
	k := string(key)
	c.keys = append(c.keys, k)
	c.keep(t, k, text, size)
}

func (c *renderCache) keep(t *Template, k, text string, size int64) {
	if c.texts == nil {
		c.texts = make(map[string]string, 4)
	}
	c.texts[k] = text
	c.bytes += size
	reuseBytes.Add(size)
	if !c.cleanup {
		c.cleanup = true
		runtime.AddCleanup(t, func(c *renderCache) {
			c.mu.Lock()
			defer c.mu.Unlock()
			c.dropLocked()
		}, c)
	}
}

func (c *renderCache) free(n int64) {
	c.bytes -= n
	reuseBytes.Add(-n)
}

func (c *renderCache) dropLocked() {
	reuseBytes.Add(-c.bytes)
	c.bytes, c.texts, c.keys, c.next, c.base = 0, nil, nil, 0, ruby.WeakReuseBase{}
}

// renderReusing is Render for a template that qualifies.
func (t *Template) renderReusing(s Scope) (string, error) {
	var env *ruby.Env
	var in *ruby.Interp
	switch x := s.(type) {
	case ReuseScope:
		env, in = x.RubyEnv()
	case InterpScope:
		if in = x.RubyInterp(); in == nil {
			return t.render(s, nil)
		}
		env = in.Env()
	default:
		env = renderEnv
	}
	base := env.TemplateBase()
	if !base.Valid() {
		return t.render(s, in)
	}
	var buf [256]byte
	key, ok := appendVars(buf[:0], s, t.reuse.Ivars())
	if !ok {
		return t.render(s, in)
	}
	if in == nil && t.reuse.TemplateKnown(base) {
		// an Interp not made yet would be an unchanged copy
		if text, ok := t.cache.get(base, key); ok {
			return text, nil
		}
	}
	if in == nil {
		if is, ok := s.(InterpScope); ok {
			in = is.RubyInterp()
		}
		if in == nil {
			in = renderEnv.NewInterp()
		}
	}
	same, _ := in.TemplateUnchanged(t.reuse, func() *ruby.Module {
		cls, _ := cachedWrapperClass(in)
		return cls
	})
	if !same {
		return t.render(s, in)
	}
	if text, ok := t.cache.get(base, key); ok {
		return text, nil
	}
	text, err := t.render(s, in)
	if err == nil {
		t.cache.put(t, base, key, text)
	}
	return text, err
}

// appendVars appends the key of the values of the @variables names (as
// the template reads them) to b; false when
// one of them is not plain data.
func appendVars(b []byte, s Scope, names []string) ([]byte, bool) {
	for _, n := range names {
		v, ok := s.Var(n)
		if !ok {
			// unset (undef or no such variable): no instance variable
			b = append(b, 'u')
			continue
		}
		var good bool
		if b, good = appendValue(b, v, 0); !good {
			return nil, false
		}
	}
	return b, true
}

// appendValue appends a value's key: its kind, then its content (a
// String's bytes, an Integer's or a Float's bits, an Array's or a Hash's
// length and entries in order), so that two values have the same key
// exactly when a template sees them as the same Ruby data.
func appendValue(b []byte, v values.Value, depth int) ([]byte, bool) {
	if depth > 100 {
		return nil, false
	}
	switch x := v.(type) {
	case nil:
		return append(b, 'n'), true
	case bool:
		if x {
			return append(b, 't'), true
		}
		return append(b, 'f'), true
	case int64:
		b = append(b, 'i')
		return binary.LittleEndian.AppendUint64(b, uint64(x)), true
	case float64:
		b = append(b, 'd')
		return binary.LittleEndian.AppendUint64(b, math.Float64bits(x)), true
	case string:
		b = append(b, 's')
		b = binary.AppendUvarint(b, uint64(len(x)))
		return append(b, x...), true
	case []values.Value:
		b = append(b, 'a')
		b = binary.AppendUvarint(b, uint64(len(x)))
		for _, e := range x {
			var ok bool
			if b, ok = appendValue(b, e, depth+1); !ok {
				return nil, false
			}
		}
		return b, true
	case *values.Hash:
		b = append(b, 'h')
		b = binary.AppendUvarint(b, uint64(x.Len()))
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			var ok bool
			if b, ok = appendValue(b, k, depth+1); !ok {
				return nil, false
			}
			if b, ok = appendValue(b, e, depth+1); !ok {
				return nil, false
			}
		}
		return b, true
	}
	return nil, false
}
