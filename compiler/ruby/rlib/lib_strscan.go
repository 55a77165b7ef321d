package rlib

import (
	_ "embed"

	"github.com/punch-dev/punch/compiler/ruby"
)

// StringScanner is Ruby code (strscan.rb, written for rlib): Puppet 7.23
// has it loaded (its lexer scans with it), and module functions parse
// strings with it.
//
//go:embed strscan.rb
var strscanSource string

func init() {
	register(ruby.Library{Name: "strscan", Autoload: []string{"StringScanner"}, Setup: rubySource("strscan.rb", strscanSource)}, true)
}
