package data

import "gopkg.in/yaml.v3"

// MappingValue is the value of key in the YAML mapping node n: nil when n
// is not a mapping or has no such key, the first value when the key is
// written more than once. For readers that walk a document's nodes (to say
// where a value stands, or to rewrite it) rather than decode it.
func MappingValue(n *yaml.Node, key string) *yaml.Node {
	if n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i+1]
		}
	}
	return nil
}
