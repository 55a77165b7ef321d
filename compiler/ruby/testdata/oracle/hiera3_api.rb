# Hiera 3's Ruby API as custom backends use it (the hiera gem Puppet 7.23 runs): interpolation,
# parse_answer, resolve_answer, merge_answer, split_key, qualified_lookup, datasources.
require 'hiera'
require 'hiera/backend'
Hiera.logger = 'noop'
def t
  yield
rescue Exception => e
  "#{e.class}: #{e.message}"
end
scope = { 'x' => 'X', 'empty' => '', 'h' => { 'a' => { 'b' => 'deep' }, 'list' => ['l0', 'l1'] }, 'n' => 5 }
B = Hiera::Backend
p B.parse_string('a %{x} b', scope)
p B.parse_string('%{h.a.b} %{h.list.1} %{missing}|', scope)
p B.parse_string("%{scope('x')} %{literal('%')}{x} %{::}|%{}|", scope)
p B.parse_string('%{n}', scope)
p B.parse_answer({ 'k%{x}' => ['v%{x}', 1, true, { 'z' => '%{x}' }], 'f' => 1.5 }, scope)
p B.parse_answer(nil, scope)
p B.parse_answer(:sym, scope)
p t { B.parse_string('%{h.list.x}', scope) }
p t { B.parse_string('%{x.y}', scope) }
p t { B.parse_string("%{bogus('x')}", scope) }
p t { B.parse_string('%{scope(x)}', scope) }
p B.resolve_answer([['a', nil], 'b', 'a'], :array)
p B.resolve_answer('s', :array)
p B.resolve_answer({ 'a' => 1 }, :hash)
p B.merge_answer({ 'a' => 1, 'b' => { 'c' => 1 } }, { 'b' => { 'd' => 2 }, 'e' => 3 }, { :behavior => :native })
p B.merge_answer({ 'a' => 1, 'b' => { 'c' => 1 }, 'l' => [1] }, { 'a' => 2, 'b' => { 'd' => 2 }, 'l' => [2] }, { :behavior => :deeper })
p B.merge_answer({ 'a' => 1, 'b' => { 'c' => 1 }, 'l' => [1] }, { 'a' => 2, 'b' => { 'd' => 2 }, 'l' => [2] }, { :behavior => :deep })
p Hiera::Util.split_key('a.b')
p Hiera::Util.split_key(%q{a.'b.c'.d})
p Hiera::Util.split_key('"q"')
p t { Hiera::Util.split_key('a..b') { |m| ArgumentError.new(m) } }
p B.qualified_lookup(['h', 'list', '0'], scope)
p catch(:no_such_key) { B.qualified_lookup(['h', 'nope'], scope); :found }
p t { B.qualified_lookup(['x', 'y'], scope, 'x.y') }
p t { B.qualified_lookup(['h', '0'], scope, 'h.0') }
g = Hiera::RecursiveGuard.new
p t { g.check('a') { g.check('b') { g.check('a') { 1 } } } }
Hiera::Config.instance_variable_set(:@config, { :hierarchy => ['nodes/%{x}', 'common', '', '/abs', 'a//b', 'end/'], :backends => ['kv'], :kv => { :datadir => '/d/%{x}' } })
out = []
B.datasources(scope) { |s| out << s }
p out
out = []
B.datasources(scope, 'over/%{x}') { |s| out << s }
p out
out = []
B.datasources(scope, nil, 'only') { |s| out << s }
p out
p B.datadir(:kv, scope)
p Hiera::Config[:backends], Hiera::Config.include?(:kv), Hiera::Config.include?(:nope)
p B.datafile_in('/nonexistent', 'common', 'yaml')
p Hiera::QUOTED_KEY.match("'a.b'")[2]
p Hiera::InterpolationLoop.ancestors.include?(StandardError), Hiera::InvalidConfigurationError.superclass
