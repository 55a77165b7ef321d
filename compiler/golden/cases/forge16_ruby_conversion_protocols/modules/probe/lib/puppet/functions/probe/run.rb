require 'set'
class Pathish
  def initialize(s) = @s = s
  def to_str = @s
  def to_s = "P(#{@s})"
end
class Pairish
  def to_ary = [:x, :y]
end
class Key
  attr_reader :k
  def initialize(k) = @k = k
  def eql?(o) = o.is_a?(Key) && o.k.downcase == k.downcase
  def hash = k.downcase.hash
  def ==(o) = eql?(o)
end
class Ver
  include Comparable
  attr_reader :parts
  def initialize(s) = @parts = s.split('.').map(&:to_i)
  def <=>(o) = parts <=> o.parts
  def to_s = parts.join('.')
  def coerce(n) = [Ver.new(n.to_s), self]
end
class Matcher
  def initialize(re) = @re = re
  def ===(x) = x.to_s.match?(@re)
end
class Ghost
  def method_missing(n, *a) = n == :name ? 'ghost' : super
  def respond_to_missing?(n, p = false) = n == :name || super
end
class Bag
  include Enumerable
  def initialize(*x) = @x = x
  def each(&b) = (@x.each(&b); self)
end
class Hashish
  def to_hash = { 'a' => 1 }
end
class Numberish
  def to_int = 2
  def to_i = 3
end
class Procish
  def to_proc = proc { |x| x * 3 }
end
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # to_str implicit conversion
  def p0
    p = Pathish.new('/etc'); ['dir: ' + p, File.join(p, 'x'), "#{p}", [p].join(','), 'a/etc'.end_with?(p), p.to_s, File.basename(p), ('x'.include?(p) rescue $!.class.name)]
  end

  # to_ary in block args and masgn
  def p1
    a, b = Pairish.new; r = [Pairish.new].map { |x, y| [x, y] }; [a, b, r, [[1, Pairish.new]].flatten, [Pairish.new].flatten]
  end

  # custom eql and hash as Hash keys
  def p2
    h = { Key.new('A') => 1 }; [h[Key.new('a')], h.key?(Key.new('A')), [Key.new('x'), Key.new('X')].uniq.size, [Key.new('a')] - [Key.new('A')], [Key.new('a')] & [Key.new('A')], [Key.new('a')].include?(Key.new('A')), Set.new([Key.new('q'), Key.new('Q')]).size]
  end

  # Comparable custom
  def p3
    vs = %w[1.10.0 1.2.0 1.9.3 2.0.0].map { |s| Ver.new(s) }; [vs.sort.map(&:to_s), vs.max.to_s, vs.min_by(&:parts).to_s, Ver.new('1.5').between?(vs[1], vs[3]), Ver.new('3.0').clamp(vs[0], vs[3]).to_s, vs.minmax.map(&:to_s), Ver.new('1.0') == Ver.new('1.0')]
  end

  # custom === in case
  def p4
    v = case 'web01' when Matcher.new(/^db/) then :db when Matcher.new(/^web/) then :web else :other end; [v, %w[db1 web2 x].grep(Matcher.new(/\d/)), %w[db1 web2 x].grep_v(Matcher.new(/^w/))]
  end

  # method_missing and respond_to_missing
  def p5
    g = Ghost.new; [g.name, g.respond_to?(:name), (g.other rescue $!.class.name), g.method(:name).call, [g].map(&:name)]
  end

  # custom Enumerable
  def p6
    b = Bag.new(3, 1, 2); [b.sort, b.map { |x| x * 2 }, b.include?(2), b.min, b.sum, b.each_slice(2).to_a, b.to_a, b.sort_by { -_1 }, b.first, b.first(2), b.min(2), b.reduce(:+), b.lazy.map { _1 + 1 }.to_a, b.to_set.size, b.each_entry.to_a, b.zip([4, 5, 6]), b.chunk_while { |i, j| j == i + 1 }.to_a, b.sort.each_cons(2).to_a, b.tally, b.minmax, b.sum { _1 * 10 }, b.each_with_index.to_a, b.entries]
  end

  # to_hash implicit
  def p7
    def kw(**o) = o; [{ 'b' => 2 }.merge(Hashish.new), kw(**{ a: 1 }), (Hash[Hashish.new] rescue $!.class.name), Hash(Hashish.new)]
  end

  # to_int and to_i
  def p8
    n = Numberish.new; [[1, 2, 3, 4][n], [1, 2, 3].first(n), Integer(n), ('ab' * n rescue $!.class.name), Array.new(n, 0), format('%d', n)]
  end

  # to_proc custom
  def p9
    [[1, 2].map(&Procish.new), [1, 2].map(&:to_s), %w[a b].map(&:upcase.to_proc), [[1, 2]].map(&:sum), { a: 1 }.map(&:first)]
  end

  # coerce custom in arithmetic
  def p10
    ((1 <=> Ver.new('2')) rescue $!.class.name)
  end

  # string interpolation calls to_s
  def p11
    o = Object.new; def o.to_s = 'custom'; n = Object.new; def n.to_s = 42; ["#{o}", "#{n}".sub(/0x\h+/, 'X'), [o].join, "a" + o.to_s]
  end

  # Array() Hash() String() conversions
  def p12
    [Array(Pairish.new), Array(Bag.new(1)), String(Pathish.new('z')), (Integer(Pathish.new('7')) rescue $!.class.name), (Float(Numberish.new) rescue $!.class.name)]
  end

  # equality of collections with custom objects
  def p13
    [[Key.new('a')] == [Key.new('A')], { k: Key.new('a') } == { k: Key.new('A') }, [Ver.new('1')].sort == [Ver.new('1')], Key.new('a').equal?(Key.new('a'))]
  end
end
