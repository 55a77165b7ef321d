# YAML and JSON through the runtime: the libraries Puppet has loaded, used
# without require, on values Ruby code builds.
# (show: testdata/show.rb)

# (preload.rb checks the methods before any constant is named.)
[YAML, JSON]
data = { 'name' => 'web', 'ports' => [80, 443], 'opts' => { 'tls' => true, 'ratio' => 0.5 }, :sym => nil, 'multi' => "a\nb\n" }
show('to_yaml') { data.to_yaml }
show('YAML.dump') { YAML.dump([1, 'two', :three]) }
show('to_yaml options') { data.to_yaml(indentation: 4, line_width: 20) }
shared = [1, 2]
show('aliases') { { 'a' => shared, 'b' => shared }.to_yaml }
show('load') { YAML.load("a: 1\nb: [x, :y]\nc: {d: '2020-01-01 10:00:00'}") }
show('load syntax') { YAML.load("a: 1\nb: [x, :y]\nc: {d: 2020-01-01 10:00:00}") }
show('load symbols') { YAML.load("a: :b") }
show('safe_load symbol') { YAML.safe_load("a: :b") }
show('safe_load permitted') { YAML.safe_load("a: :b", permitted_classes: [Symbol]) }
show('load aliases') { YAML.load("a: &x [1]\nb: *x", aliases: true) }
show('load no aliases') { YAML.load("a: &x [1]\nb: *x") }
show('syntax') { YAML.load("a: [1") }
show('rescue') { begin; YAML.load("{"); rescue Psych::SyntaxError => e; "rescued #{e.class}"; end }
class Point
  def initialize(x, y)
    @x = x
    @y = y
  end
end
show('object') { Point.new(1, [2]).to_yaml }
show('unsafe_load object') { o = YAML.unsafe_load("--- !ruby/object:Point\nx: 1\ny: 2\n"); [o.class, o.instance_variable_get(:@y)] }

show('to_json') { data.to_json }
show('generate') { JSON.generate(data) }
show('pretty') { JSON.pretty_generate(data) }
show('pretty opts') { JSON.pretty_generate(data, indent: "\t", space_before: ' ') }
show('scalars') { [1.to_json, 'é"'.to_json, nil.to_json, :s.to_json, 1.5.to_json, (2**70).to_json] }
show('object to_s') { Point.new(1, 2).to_json.start_with?('"#<Point') }
class Custom
  def to_json(*a)
    { 'custom' => true }.to_json(*a)
  end
end
show('custom to_json') { JSON.generate([Custom.new]) }
show('custom pretty') { JSON.pretty_generate('k' => [Custom.new]) }
show('nan') { JSON.generate([0.0 / 0]) }
show('nesting') { a = []; b = a; 101.times { n = []; b << n; b = n }; JSON.generate(a) }
show('parse') { JSON.parse('{"a": [1, 2.5, null, true], "b": {"c": "d"}}') }
show('parse symbolize') { JSON.parse('{"a": {"b": 1}}', symbolize_names: true) }
show('parse error') { JSON.parse('{"a": }') }
show('parse error class') { begin; JSON.parse('x'); rescue JSON::ParserError => e; "#{e.class} < #{e.class.superclass}"; end }
show('load') { JSON.load('') }
show('dump') { JSON.dump('a' => [1]) }
