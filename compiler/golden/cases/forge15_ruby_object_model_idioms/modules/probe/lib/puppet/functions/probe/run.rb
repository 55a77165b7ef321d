require 'set'
require 'ostruct'
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  def p0
    P.new(1, 2).each_pair.to_a
  end

  def p1
    P.new(1, 2).inspect
  end

  def p2
    OpenStruct.new(a: 1, b: { c: 2 }).to_h
  end

  def p3
    o = OpenStruct.new(a: 1); o.b = 2; [o[:a], o['b'], o.respond_to?(:b), o.dig(:a), o.to_h.keys]
  end

  def p4
    OpenStruct.new(a: 1).inspect
  end

  def p5
    15.clamp(1, 10)
  end

  def p6
    5.between?(1, 10)
  end

  def p7
    'b'.clamp('a', 'c')
  end

  def p8
    5.then { |x| x * 2 }
  end

  def p9
    [1, 2].tap { |a| a.push(3) }
  end

  def p10
    s = Set.new([3, 1, 2]); [s.add?(1), s.add?(4).size, s.sort, s.include?(2), s.to_a]
  end

  def p11
    (Set[1, 2] ^ Set[2, 3]).to_a.sort
  end

  def p12
    Set[1, 2].subset?(Set[1, 2, 3])
  end

  def p13
    Set[1, 2].inspect
  end

  def p14
    Set[1, 2].to_s
  end

  def p15
    Set[[1, 2]].to_a.flatten
  end

  def p16
    Set.new('a'..'e').classify { |c| c.ord.even? }.transform_values(&:to_a)
  end

  def p17
    SortedSet.new([3, 1]) rescue [$!.class, $!.message]
  end

  def p18
    Set[1, 2] == Set[2, 1]
  end

  def p19
    Set[1, 2].hash == Set[2, 1].hash
  end

  def p20
    { Set[1] => 'x' }[Set[1]]
  end

  def p21
    Set[1, 2, 3].group_by(&:odd?)
  end

  def p22
    Set[3, 1].min
  end

  def p23
    Set[1, 2].map { |x| x * 2 }.class
  end

  def p24
    Set[1, 2] | [3]
  end

  def p25
    add = proc { |a, b| [a, b] }; [add.call(1), add.call(1, 2, 3), add.call([4, 5]), add.arity, add.lambda?]
  end

  def p26
    m = 12.method(:+); [m.call(3), m.arity, m.owner, m.name]
  end

  def p27
    [1, 2, 3].map(&10.method(:+))
  end

  def p28
    def kw(a, b = 2, *r, c:, d: 4, **o, &blk); end; method(:kw).parameters
  end

  def p29
    e = [1, 2, 3].each; [e.next, e.peek, e.next, e.next, (e.next rescue $!.class)]
  end

  def p30
    Enumerator.new { |y| y << 1 << 2; y.yield 3 }.to_a
  end

  def p31
    Enumerator.new { |y| n = 0; loop { y << (n += 1) } }.lazy.select(&:even?).first(3)
  end

  def p32
    (1..Float::INFINITY).lazy.map { |x| x * 2 }.take(3).to_a
  end

  def p33
    r = loop do break 42 end; r
  end

  def p34
    catch(:done) { 10.times { |i| throw :done, i if i == 3 }; :never }
  end

  def p35
    x = 0; begin; x += 1; raise 'e' if x < 3; x; rescue; retry; end
  end

  def p36
    begin; raise ArgumentError, 'bad'; rescue => e; [e.class.ancestors.take(3), e.message, e.full_message(highlight: false).lines.first.include?('bad')]; end
  end

  def p37
    begin; begin; raise 'inner'; rescue => e; raise KeyError, 'outer'; end; rescue => e2; [e2.message, e2.cause.message]; end
  end

  def p38
    Comparable.instance_method(:clamp).owner
  end

  def p39
    Class.new { include Comparable; attr_reader :v; def initialize(v); @v = v; end; def <=>(o); v <=> o.v; end }.then { |k| [k.new(1) < k.new(2), [k.new(3), k.new(1)].min.v, k.new(2).clamp(k.new(1), k.new(3)).v] }
  end

  def p40
    Class.new { def method_missing(n, *a); n.to_s.start_with?('get_') ? n.to_s.sub('get_', '') : super; end; def respond_to_missing?(n, p = false); n.to_s.start_with?('get_') || super; end }.new.then { |o| [o.get_x, o.respond_to?(:get_y), (o.other rescue $!.class)] }
  end

  def p41
    Module.new { def self.hi; 'hi'; end }.hi
  end

  def p42
    obj = Object.new; def obj.to_s; 'custom'; end; "#{obj}"
  end

  def p43
    obj = Object.new; obj.instance_variable_set(:@a, 1); [obj.instance_variables, obj.instance_variable_get(:@a)]
  end

  def p44
    'abc'.frozen?
  end

  def p45
    String.new('abc').frozen?
  end

  def p46
    [1, [2, [3, [4]]]].flatten(1)
  end

  def p47
    Rational(3, 6)
  end

  def p48
    Complex(1, 2) * Complex(0, 1)
  end

  def p49
    1.0.rationalize(Rational(1, 100))
  end
end
