# The cases of compiler/erb's own tests (testdata/ruby/cases.txt:
# json_ipaddr, to_yaml) that its private toYAML/JSON/IPAddr served, run
# on rlib's libraries with the same inputs.
require 'json'
require 'ipaddr'
print JSON.parse('{"a": [1, 2.5, null, true], "b": {"c": "d"}}').inspect, ' '
begin; JSON.parse('{bad'); rescue JSON::ParserError; print 'bad-json'; end
print ' ', IPAddr.new('10.0.0.0/8').include?(IPAddr.new('10.1.2.3')), ' '
begin; IPAddr.new('300.1.1.1'); rescue ArgumentError; print 'bad-ip'; end
puts " #{IPAddr.new('192.168.1.1').ipv4?} #{IPAddr.new('::1').ipv6?} #{IPAddr.new('192.168.1.7/24')}"
cfg = { 'output' => { 'hosts' => ['a:9200', 'b:9200'], 'ssl' => { 'enabled' => true, 'verify' => nil } }, 'name' => 'web',
        'empty_h' => {}, 'empty_a' => [], 'num' => 1.5, 'int' => 3, 'strnum' => '123', 'bool_s' => 'yes', 'colon' => 'a: b',
        'multi' => "l1\nl2", 'dash' => '-x', 'nested' => [{ 'k' => 'v', 'n' => [1, 2] }, [3, [4]], 's'] }
puts cfg.to_yaml
puts cfg['output']['hosts'].to_yaml
puts cfg['nested'].to_yaml.lines.drop(1).join.gsub(/^/, '  ')
