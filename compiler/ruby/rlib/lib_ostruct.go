package rlib

import (
	_ "embed"

	"github.com/punch-dev/punch/compiler/ruby"
)

// OpenStruct is Ruby code (ostruct.rb, written for rlib): Puppet has it
// loaded, so module code finds it without a require.
//
//go:embed ostruct.rb
var ostructSource string

func init() {
	register(ruby.Library{Name: "ostruct", Autoload: []string{"OpenStruct"}, Setup: rubySource("ostruct.rb", ostructSource)}, true)
}
