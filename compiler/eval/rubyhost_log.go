package eval

import "github.com/punch-dev/punch/compiler/ruby"

var _ ruby.SourceLogger = (*rubyHost)(nil)

// LogSource logs a Puppet::Util::Log of module Ruby with its own source
// ("Notice: lg: text"; "" is none).
func (h *rubyHost) LogSource(level, source, msg string) { h.cc.c.log(level, source, msg) }
