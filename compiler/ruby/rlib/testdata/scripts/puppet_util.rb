# Puppet::Util's helpers module code calls (QA-FORGE-9 G14, G3): Json, which,
# symbolizehash, Platform; a constant Puppet lacks is a NameError and a method
# Punch lacks called with a count Puppet's refuses an ArgumentError, both
# rescuable. (Platform.jruby? is left out: Punch answers as Puppet Server, true.)
require 'puppet'
show('json load') { Puppet::Util::Json.load('{"a": [1, 2.5, null], "b": {"c": "d"}}') }
show('json load symbolize') { Puppet::Util::Json.load('{"a": {"b": 1}}', symbolize_keys: true) }
show('json load io') { Puppet::Util::Json.load(StringIO.new('[1]')) }
show('json parse error') do
  Puppet::Util::Json.load('{"a": ')
rescue Puppet::Util::Json::ParseError => e
  [e.class, e.class.superclass, e.cause.class, e.data]
end
show('json dump') { Puppet::Util::Json.dump({ 'b' => 1, 'a' => [true, nil, 'x'] }) }
show('json dump pretty') { Puppet::Util::Json.dump({ 'a' => [1, { 'b' => 2 }], 'c' => {} }, pretty: true) }
show('symbolizehash') { Puppet::Util.symbolizehash({ 'a' => 1, :b => 2, 3 => 4 }) }
show('which absolute') { Puppet::Util.which('/bin/sh') }
show('which missing absolute') { Puppet::Util.which('/nonexistent/sh') }
show('which missing') { Puppet::Util.which('no-such-command-punch') }
show('which found') { !Puppet::Util.which('sh').nil? }
show('platform') do
  pl = Puppet::Util::Platform
  [pl.windows?, pl.solaris?, pl.default_paths, pl.fips_enabled?, pl.jruby_fips?, pl::FIPS_STATUS_FILE]
end
show('yaml dump arity') { Puppet::Util::Yaml.dump({ 'k' => 'v' }) }
show('yaml safe_load arity') { Puppet::Util::Yaml.safe_load }
show('yaml safe_load arity 4') { Puppet::Util::Yaml.safe_load('a', [], 'f', 1) }
show('deep merge') { Puppet::Util::DeepMerge }
show('deep merge defined') { defined?(Puppet::Util::DeepMerge) }
