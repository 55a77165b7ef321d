package rlib

import (
	_ "embed"

	"github.com/punch-dev/punch/compiler/ruby"
)

// Logger is Ruby code (logger.rb, written for rlib): Puppet has logger
// loaded, so module code names Logger without a require; it is set up at
// its first reference. Golden forge16_ruby_logger_to_stringio.
//
//go:embed logger.rb
var loggerSource string

func init() {
	register(ruby.Library{Name: "logger", Autoload: []string{"Logger"}, Setup: rubySource("logger.rb", loggerSource)}, false)
}
