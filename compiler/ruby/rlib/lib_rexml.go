package rlib

import (
	_ "embed"

	"github.com/punch-dev/punch/compiler/ruby"
)

// REXML is Ruby code (rexml.rb, written for rlib): the part of REXML 3.2.5
// module code uses on XML configs; the rest is refused as not supported.
// Module code requires it (Puppet does not load it before module code).
// Golden forge16_ruby_rexml_module_idioms.
//
//go:embed rexml.rb
var rexmlSource string

func init() {
	register(ruby.Library{Name: "rexml/document", Setup: rubySource("rexml.rb", rexmlSource)}, false)
	for _, name := range []string{"rexml", "rexml/rexml", "rexml/xpath", "rexml/element", "rexml/text", "rexml/attribute"} {
		register(ruby.Library{Name: name, Requires: []string{"rexml/document"}, Setup: func(*ruby.Interp) error { return nil }}, false)
	}
}
