package environments

import (
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/enc"
)

// NodeClasses converts an External Node Classifier's answer into what a
// compile takes (eval.Request's Classes and Parameters): the classes in
// the order Puppet declares them — when the classifier gave a hash, the
// classes with parameters first, then the others — and the top-scope
// parameters (nil when there are none). It is the one conversion of an ENC
// answer, for every command and the server. It cannot fail: enc's decoder
// has already refused what Puppet refuses (class names and parameter names
// that are not strings), and decoded data always converts.
func NodeClasses(c *enc.Classification) ([]eval.NodeClass, *values.Hash) {
	classes := make([]eval.NodeClass, 0, len(c.Classes))
	add := func(i int, cl enc.Class) {
		nc := eval.NodeClass{Name: cl.Name, Given: i}
		if c.ClassesAsHash && cl.Params != nil {
			nc.Params = values.HashFromData(cl.Params)
		}
		classes = append(classes, nc)
	}
	if c.ClassesAsHash {
		for _, pass := range []bool{true, false} {
			for i, cl := range c.Classes {
				if cl.HasParams() == pass {
					add(i, cl)
				}
			}
		}
	} else {
		for i, cl := range c.Classes {
			add(i, cl)
		}
	}
	var params *values.Hash
	if c.Parameters != nil && c.Parameters.Len() > 0 {
		params = values.HashFromData(c.Parameters)
	}
	return classes, params
}
