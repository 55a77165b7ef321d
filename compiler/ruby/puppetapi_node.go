package ruby

import "github.com/punch-dev/punch/compiler/values"

// NodeHost is implemented by hosts that describe the node being compiled
// as Puppet::Node (compiler.node) has it.
type NodeHost interface {
	// NodeParameters are Node#parameters: the ENC's parameters, the facts,
	// the server facts and environment, as the compile merged them.
	NodeParameters() *values.Hash
	// NodeClasses are Node#classes as the classifier gave them: an Array
	// of names, or a Hash of name => parameters (nil for none); an empty
	// Array without a classifier.
	NodeClasses() values.Value
}

// defineNodeMethods gives a Puppet::Node object (meta: its singleton
// class) the methods the host's NodeHost answers; without one they are
// reported as not supported (golden forge13_ruby_node_object_api,
// rubyapi9_node_object_enc_hash, rubyapi9_node_object_enc_array).
func (in *Interp) defineNodeMethods(meta *Module) {
	nodeHost := func(c *Call, what string) (NodeHost, error) {
		nh, ok := c.In.host.(NodeHost)
		if !ok {
			return nil, c.In.unsupportedErr("Puppet::Node#" + what + " (the host describes no node)")
		}
		return nh, nil
	}
	meta.DefineMethod("parameters", 0, 0, func(c *Call) (Value, error) {
		nh, err := nodeHost(c, "parameters")
		if err != nil {
			return nil, err
		}
		return c.In.fromPuppet(nh.NodeParameters()), nil
	})
	meta.DefineMethod("classes", 0, 0, func(c *Call) (Value, error) {
		nh, err := nodeHost(c, "classes")
		if err != nil {
			return nil, err
		}
		return c.In.fromPuppet(nh.NodeClasses()), nil
	})
}
