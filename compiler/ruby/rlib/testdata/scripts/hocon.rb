# The hocon gem as module code uses it (stdlib 9's stdlib::parsehocon):
# ConfigFactory.parse_string(...).resolve.root.unwrapped, Hocon.parse,
# Hocon.load, and the error classes with their messages.
require 'hocon'
require 'hocon/config_factory'

def show(label)
  p [label, yield]
rescue StandardError => e
  p [label, e.class, e.message, e.is_a?(Hocon::ConfigError)]
end

show('simple') { Hocon::ConfigFactory.parse_string('{a: 1, b: [x, y], c: ${a}, d { e = "f g" }}').resolve.root.unwrapped }
show('scalars') { Hocon.parse('i = 12, big = 123456789012345678901234567890, f = 1.5, e = 1e3, t = true, n = null, s = "q\"x", u = unquoted text') }
show('order') { Hocon.parse('z = 1, a = 2, m { y = 1, b = 2 }, a = 3').keys }
show('paths') { Hocon.parse("k = v\nl.m = 2\nl.n = [1, {o = p}]") }
show('merge') { Hocon.parse('a { x = 1 }, a { y = 2 }') }
show('concat') { Hocon.parse('a = foo, b = ${a} bar, c = [1] [2]') }
show('self ref') { Hocon.parse('p = [1], p = ${p} [2]') }
show('optional') { Hocon.parse('a = ${?nope}, b = 1') }
show('parse error') { Hocon::ConfigFactory.parse_string('a = [1, 2') }
show('parse error 3') { Hocon::ConfigFactory.parse_string('a = {') }
show('parse error 4') { Hocon::ConfigFactory.parse_string('a b c') }
show('parse error 2') { Hocon.parse("a = 1\nb = [1,\n}") }
show('unresolved at parse_string') { Hocon::ConfigFactory.parse_string('a = ${b}').class }
show('unresolved at resolve') { Hocon::ConfigFactory.parse_string('a = ${b}').resolve }
show('unresolved Hocon.parse') { Hocon.parse('a = ${b}') }
show('root before resolve') { Hocon::ConfigFactory.parse_string('a = 1, b = "x"').root.unwrapped }
show('rescue parse error') do
  begin
    Hocon::ConfigFactory.parse_string('a = [1, 2')
  rescue Hocon::ConfigError::ConfigParseError => e
    "rescued #{e.class}"
  end
end
show('load missing') { Hocon.load('/nonexistent/punch-test.conf') }
show('load bad extension') { Hocon.load('/nonexistent/punch-test.txt') }
show('parse_file missing') { Hocon::ConfigFactory.parse_file('/nonexistent/x.conf').resolve.root.unwrapped }
show('ancestors') { Hocon::ConfigError::UnresolvedSubstitutionError.ancestors.take(4) }
show('not resolved ancestors') { Hocon::ConfigError::ConfigNotResolvedError.superclass }
