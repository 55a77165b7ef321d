package ruby

import (
	"strings"
	"testing"
)

// require of Puppet's files and of the gems Puppet has, as the list
// recorded from Puppet 7.23 by gen_require.rb decides (require_gen.go).
func TestRequirePuppetFiles(t *testing.T) {
	script := `
def rq(n)
  r = require(n)
  "#{n}: #{r.inspect}"
rescue ScriptError, StandardError => e
  "#{n}: #{e.class} #{e.message}"
end
puts rq('puppet/hcl')
puts rq('puppet_x/none/x')
puts rq('facter/nothing_here')
puts rq('puppet/util/json')
puts rq('puppet/type/file')
puts rq('puppet/type/file')
puts rq('puppet/parameter/boolean')
puts rq('puppet/agent/locker')
puts rq('puppet/ffi/posix')
puts rq('hocon/config_value_factory')
puts rq('hocon/no_such_file')
puts rq('deep_merge/core')
puts rq('rexml/xpath')
`
	want := []string{
		"puppet/hcl: LoadError cannot load such file -- puppet/hcl",
		"puppet_x/none/x: LoadError cannot load such file -- puppet_x/none/x",
		"facter/nothing_here: LoadError cannot load such file -- facter/nothing_here",
		"puppet/util/json: false",
		"puppet/type/file: true",
		"puppet/type/file: false",
		"puppet/parameter/boolean: false",
		"puppet/agent/locker: NameError uninitialized constant Puppet::Agent module Puppet::Agent::Locker ^^^^^^^",
		"puppet/ffi/posix: LoadError cannot load such file -- ffi",
		"hocon/config_value_factory: false",
		"hocon/no_such_file: LoadError cannot load such file -- hocon/no_such_file",
		"deep_merge/core: false", // Puppet's Hiera has loaded it
		"rexml/xpath: true",
	}
	got := runScript(t, "req.rb", []byte(script))
	if got != strings.Join(want, "\n")+"\n" {
		t.Errorf("got\n%s\nwant\n%s", got, strings.Join(want, "\n"))
	}
}

// A library Punch models only in part: what it has works, anything else of
// its namespace stops as not supported, naming the library (a NameError
// could be rescued as the library's own answer).
func TestPartialLibrary(t *testing.T) {
	for src, want := range map[string]string{
		"require 'concurrent'; h = Concurrent::Hash.new; h[:a] = 1; p [h, Concurrent::Hash.superclass, Concurrent::Array.superclass]": "[{:a=>1}, Hash, Array]\n",
		"require 'concurrent'; begin; Concurrent::Map.new; rescue NameError; puts 'rescued'; end":                                     "ERROR: unsupported: Concurrent::Map (library concurrent-ruby 1.1.6: Punch's Ruby runtime has only part of it)\n",
		"require 'tempfile'; Tempfile::Remover":      "ERROR: unsupported: Tempfile::Remover (library tempfile 0.1.2: Punch's Ruby runtime has only part of it)\n",
		"require 'fast_gettext'; FastGettext.locale": "ERROR: unsupported: FastGettext.locale (library fast_gettext 1.2.0: Punch's Ruby runtime has only part of it)\n",
		"p Hocon.parse('a: 1')":                      "{\"a\"=>1}\n",
		"p defined?(Locale)":                         "nil\n",
	} {
		if got := runScript(t, "partial.rb", []byte(src)); got != want {
			t.Errorf("%s:\n got %q\nwant %q", src, got, want)
		}
	}
}
