package psych

import (
	"encoding/base64"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// Node is a YAML node whose shape the caller decided: what one of Psych's
// YAMLTree visit methods, or emit_coder for an object's encode_with,
// emits for an object that is none of rv's values (a Date, a Struct, an
// exception, a class, a String subclass...). Dump writes it as Psych
// writes that node.
type Node struct {
	Kind NodeKind
	// Tag is the node's tag ("" for none).
	Tag string
	// Value is a NodeScalar's text; Str, when set instead, is a String
	// written in the style visit_String chooses for it (base64 when
	// binary; the tag and the implicit flags stay the Node's, as for a
	// String subclass).
	Value string
	Str   *rv.String
	// Plain and Quoted are a scalar's implicit flags; Implicit a
	// collection's.
	Plain, Quoted, Implicit bool
	// Style is Psych's number of the scalar style (Psych::Nodes::Scalar:
	// ANY 0, PLAIN 1, SINGLE_QUOTED 2, DOUBLE_QUOTED 3, LITERAL 4, FOLDED
	// 5) or of the collection style (BLOCK 1, FLOW 2; 0 is BLOCK too).
	Style int
	// Items are a sequence's elements, or a mapping's keys and values
	// one after the other.
	Items []rv.Value
	// Register is whether Psych registers the node for its object, which
	// then gets an anchor and an alias when met again.
	Register bool
}

// NodeKind is the kind of a Node.
type NodeKind int

// The kinds of Node.
const (
	NodeScalar NodeKind = iota
	NodeSeq
	NodeMap
)

// acceptNode writes n: the nodes of a Node, anchored when registered.
func (d *dumper) acceptNode(n *Node, anchor string, depth int) error {
	switch n.Kind {
	case NodeScalar:
		if n.Str != nil {
			if n.Str.Enc == rv.Binary && !n.Str.ASCIIOnly() {
				d.scalar(base64.StdEncoding.EncodeToString([]byte(n.Str.S)), anchor, n.Tag, n.Plain, n.Quoted, styleLiteral)
				return nil
			}
			style, _, _, _, err := d.stringStyle(n.Str)
			if err != nil {
				return err
			}
			d.scalar(n.Str.String(), anchor, n.Tag, n.Plain, n.Quoted, style)
			return nil
		}
		d.scalar(n.Value, anchor, n.Tag, n.Plain, n.Quoted, n.Style)
		return nil
	case NodeSeq, NodeMap:
		kind, end := evSeqStart, evSeqEnd
		if n.Kind == NodeMap {
			kind, end = evMapStart, evMapEnd
		}
		style := n.Style
		if style != collFlow {
			style = collBlock
		}
		d.events = append(d.events, event{kind: kind, anchor: anchor, tag: n.Tag, implicit: n.Implicit, style: style})
		for _, e := range n.Items {
			if err := d.accept(e, depth+1); err != nil {
				return err
			}
		}
		d.end(end)
	}
	return nil
}
