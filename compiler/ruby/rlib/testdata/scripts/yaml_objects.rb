# YAML.dump / to_yaml of objects as Psych 4.0.3's YAMLTree writes them: Date (a plain scalar),
# DateTime (tagged), Struct (members then ivars), objects with encode_with (OpenStruct's and a
# class's own: map, scalar, seq, object), exceptions, Rational, classes and modules, String
# subclasses, objects with ivars, Symbol keys, anchors of repeated objects.
d = Date.new(2024, 1, 2)
show('date') { YAML.dump(d) }
show('date in hash') { { 'when' => d, 'at' => Time.utc(2024, 1, 2, 3, 4, 5) }.to_yaml }
show('date repeated') { [d, d].to_yaml }
show('date 5 digit year') { Date.new(12345, 3, 4).to_yaml }
show('datetime') { DateTime.new(2024, 1, 2, 3, 4, 5).to_yaml }
show('datetime offset') { DateTime.new(2024, 1, 2, 3, 4, 5, '+05:30').to_yaml }
show('datetime repeated') { dt = DateTime.new(2024, 1, 2); [dt, dt].to_yaml }
show('time local') { Time.new(2024, 1, 2, 3, 4, 5, '-07:00').to_yaml }
show('ostruct') { OpenStruct.new(a: 1, 'b' => [1, 2]).to_yaml }
show('ostruct empty') { OpenStruct.new.to_yaml }
show('ostruct nested') { { 'o' => OpenStruct.new(x: { y: 1 }) }.to_yaml }
show('ostruct repeated') { o = OpenStruct.new(a: 1); [o, o].to_yaml }
show('ostruct table') { OpenStruct.new(table: 1).to_yaml }
Point = Struct.new(:x, :y)
show('struct') { Point.new(1, 'two').to_yaml }
show('struct anon') { Struct.new(:x).new(1).to_yaml }
show('struct nested') { Point.new(Point.new(1, 2), [3]).to_yaml }
show('struct ivar') { p = Point.new(1, 2); p.instance_variable_set(:@note, 'n'); p.to_yaml }
show('struct repeated') { p = Point.new(1, 2); [p, p].to_yaml }
KwPoint = Struct.new(:a, keyword_init: true)
show('struct kw') { KwPoint.new(a: 1).to_yaml }
class Plain
  def initialize
    @name = 'n'
    @list = [1, :two]
    @h = { k: nil }
  end
end
show('object ivars') { Plain.new.to_yaml }
show('object none') { Object.new.to_yaml }
show('object repeated') { o = Plain.new; { 'a' => o, 'b' => o }.to_yaml }
class Coded
  def initialize(kind)
    @kind = kind
  end

  def encode_with(coder)
    case @kind
    when :map then coder['a'] = 1; coder['b'] = [2]
    when :scalar then coder.scalar = 'text'
    when :seq then coder.seq = [1, 'x']
    when :rep_map then coder.represent_map('!custom', 'k' => 'v')
    when :rep_scalar then coder.represent_scalar('!sc', 'val')
    when :rep_seq then coder.represent_seq('!sq', [1])
    when :rep_object then coder.represent_object(nil, [1, 2])
    when :tag then coder.tag = '!changed'; coder['z'] = 0
    end
  end
end
%i[map scalar seq rep_map rep_scalar rep_seq rep_object tag].each do |k|
  show("encode_with #{k}") { Coded.new(k).to_yaml }
end
show('encode_with nested') { { 'c' => Coded.new(:map) }.to_yaml }
show('exception') { e = RuntimeError.new('boom'); e.to_yaml }
show('exception ivar') { e = ArgumentError.new('bad'); e.instance_variable_set(:@extra, 1); e.to_yaml }
show('name error') { NameError.new('no name').to_yaml }
show('rational') { Rational(3, 4).to_yaml }
show('rational in array') { [Rational(-1, 2)].to_yaml }
show('class') { String.to_yaml }
show('module') { Comparable.to_yaml }
show('nested class') { { 'c' => Struct }.to_yaml }
class MyString < String; end
show('string subclass') { MyString.new('abc').to_yaml }
show('string subclass ivar') { s = MyString.new('abc'); s.instance_variable_set(:@x, 1); s.to_yaml }
show('symbol keys') { YAML.dump({ a: 1, 'b' => :sym, c: { d: :e } }) }
show('symbol values') { [:a, :"with space", :"1"].to_yaml }
show('set') { Set[1, 2].to_yaml }
show('range') { (1..3).to_yaml }
show('date roundtrip text') { YAML.dump('d' => d).lines.last }
show('dump_stream') { [YAML.dump_stream({ "a" => 1 }, [2]), YAML.dump_stream(1, "x", nil, "a\nb"), YAML.dump_stream("", [], {}), YAML.dump_stream(:a, 1.5, [[1]], {a: {b: 1}}), Psych.dump_stream(Date.new(2024, 1, 2))] }
