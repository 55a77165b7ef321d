package environments

import (
	"fmt"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
	"github.com/punch-dev/punch/environments/enc"
)

// NodeClasses converts an External Node Classifier's answer into what a
// compile takes (eval.Request's Classes and Parameters): the classes in
// the order Puppet declares them — when the classifier gave a hash, the
// classes with parameters first, then the others — and the top-scope
// parameters (nil when there are none).
func NodeClasses(c *enc.Classification) ([]eval.NodeClass, *values.Hash, error) {
	var classes []eval.NodeClass
	add := func(cl enc.Class) error {
		nc := eval.NodeClass{Name: cl.Name}
		if c.ClassesAsHash && cl.Params != nil {
			h, err := hashOf(cl.Params)
			if err != nil {
				return fmt.Errorf("the parameters of class %s: %w", cl.Name, err)
			}
			nc.Params = h
		}
		classes = append(classes, nc)
		return nil
	}
	if c.ClassesAsHash {
		for _, pass := range []bool{true, false} {
			for _, cl := range c.Classes {
				if cl.HasParams() == pass {
					if err := add(cl); err != nil {
						return nil, nil, err
					}
				}
			}
		}
	} else {
		for _, cl := range c.Classes {
			if err := add(cl); err != nil {
				return nil, nil, err
			}
		}
	}
	var params *values.Hash
	if c.Parameters != nil && c.Parameters.Len() > 0 {
		h, err := hashOf(c.Parameters)
		if err != nil {
			return nil, nil, fmt.Errorf("the parameters: %w", err)
		}
		params = h
	}
	return classes, params, nil
}

// valueOf converts decoded data into a Puppet value.
func valueOf(v any) (values.Value, error) {
	switch x := v.(type) {
	case nil, bool, int64, float64, string:
		return x, nil
	case []any:
		out := make([]values.Value, len(x))
		for i, e := range x {
			c, err := valueOf(e)
			if err != nil {
				return nil, err
			}
			out[i] = c
		}
		return out, nil
	case *data.Map:
		return hashOf(x)
	}
	return nil, fmt.Errorf("unsupported value of type %T", v)
}

func hashOf(m *data.Map) (*values.Hash, error) {
	h := values.NewHash(m.Len())
	for i := 0; i < m.Len(); i++ {
		k, v := m.At(i)
		kv, err := valueOf(k)
		if err != nil {
			return nil, err
		}
		vv, err := valueOf(v)
		if err != nil {
			return nil, err
		}
		h.Put(kv, vv)
	}
	return h, nil
}
