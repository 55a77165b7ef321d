class Foo
  def initialize(a); @a = a; end
  attr_reader :a
  def |(o); Foo.new(@a + o.a); end
  alias + |
  alias_method :&, :|
  def initialize_copy(src); super; @copied = true; end
  def copied; @copied; end
  def hash; @a.hash; end
  def eql?(o); o.is_a?(Foo) && o.a == @a; end
end
x = Foo.new(1) + Foo.new(2)
p x.a
p (Foo.new(1) & Foo.new(5)).a
y = x.dup
p y.copied, y.a
z = x.clone
p z.copied
h = { Foo.new(1) => 'one' }
p h[Foo.new(1)]
p h.key?(Foo.new(1))
p [Foo.new(1), Foo.new(1)].uniq.size
p "\x01\xff".b.inspect
p "\x01é".inspect
p "ab\x00".force_encoding('ASCII-8BIT').inspect
class Bar
  def initialize_dup(o); super; @d = :dup; end
  def initialize_clone(o, freeze: nil); super; @c = :clone; end
  attr_reader :d, :c
end
p Bar.new.dup.d, Bar.new.clone.c
p "abc".unpack1('H*'), "aGVsbG8=\n".unpack1('m'), "abc".unpack('C*'), [97, 98].pack('C*'), ["616263"].pack('H*')
p ["hello"].pack('m'), ["hello"].pack('m0'), "\x00\x01".unpack('n'), [1].pack('N').bytes
S = Struct.new(:a, :b)
h2 = { S.new(1, 2) => :x }
p h2[S.new(1, 2)], h2[S.new(1, 3)]
p [S.new(1, 2), S.new(1, 2), S.new(2, 2)].uniq.size
p(([Foo.new(1), Foo.new(2)] - [Foo.new(1)]).map(&:a))
class Coll
  attr_reader :v
  def initialize(v); @v = v; end
  def hash; 1; end
  def eql?(o); o.is_a?(Coll) && o.v == v; end
end
hc = {}
10.times { |i| hc[Coll.new(i)] = i }
p hc.size, hc[Coll.new(7)], hc.key?(Coll.new(11))
hc.delete(Coll.new(3))
p hc.size, hc[Coll.new(9)], hc[Coll.new(3)]
p (hc.keys.map(&:v))
p "\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c".unpack('VVV'), "\xff\xfe".unpack('v'), "\xff\xfe".unpack('s'), "\xff".unpack('c')
p "\x12\x34".unpack('H2'), "\x12\x34".unpack('h*'), [0x263a].pack('U'), [0x263a].pack('U').encoding, [1, 2].pack('L*').bytes
p [65, 66].pack('C*').encoding, ["hello"].pack('m').encoding, ['ab'].pack('a4'), ['ab'].pack('A4'), ['ab'].pack('Z*')
p "ab  ".unpack('A*'), "ab\x00cd".unpack('Z*'), "\xfe".unpack('B*'), "\xfe".unpack('b*'), ["1010"].pack('B*'), "a".unpack('x')
p "\x00\x00\x00\x00\x00\x00\x00\x80".unpack('Q'), "\x00\x00\x00\x00\x00\x00\x00\x80".unpack('q'), [1].pack('n').bytes, [258].pack('S>').bytes
p "YWJj".unpack1('m'), "YW Jj\n".unpack1('m'), "héllo".unpack('U*'), "abc".unpack1('C')
p [0, 1, 6, 7, -1, 2**70, 2**70 + 3].map { |v| [v.anybits?(3), v.allbits?(3), v.nobits?(3)] }, 1.anybits?(2**70 + 1), (-1).nobits?(2**80)
class Ver
  include Comparable
  attr_reader :n
  def initialize(n); @n = n; end
  def succ; Ver.new(@n + 1); end
  def <=>(o); o.is_a?(Ver) ? @n <=> o.n : nil; end
  def to_s; "v#{@n}"; end
end
p (Ver.new(1)..Ver.new(4)).map(&:to_s), (Ver.new(1)...Ver.new(4)).to_a.size, (Ver.new(5)..Ver.new(4)).to_a, (Ver.new(1)..Ver.new(3)).include?(Ver.new(2))
r = []
(Ver.new(1)..Ver.new(3)).each { |v| r << v.n }
p r
begin
  (Object.new..Object.new).each {}
rescue => e
  p e.class
end
