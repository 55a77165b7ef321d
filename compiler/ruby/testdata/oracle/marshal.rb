# Marshal.dump's bytes and Marshal.load's objects, as Ruby 3.1's marshal.c.
def t(x, *a)
  Marshal.dump(x, *a).inspect
rescue Exception => e
  "#{e.class}: #{e.message.gsub(/0x\h+/, '0x')}"
end

def l(s, *a, **k)
  Marshal.load(s, *a, **k).inspect
rescue Exception => e
  "#{e.class}: #{e.message}"
end

def rt(x)
  Marshal.load(Marshal.dump(x))
end

puts t(nil), t(true), t(false), t(0), t(122), t(123), t(-123), t(-124), t(255), t(256), t(-256), t(-257), t(65536)
puts t(2**30), t(2**30 - 1), t(-(2**30)), t(-(2**30) - 1), t(2**40), t(-(2**70)), t(2**64 + 3)
puts t([1.5, 1.5, 100.0, 0.001, 1e20, 1.0e-5, -0.0, 0.0, Float::NAN, 12345.678, Float::INFINITY, -Float::INFINITY])
puts t(1.0 / 3), t(1e300), t(2.5e-300), t(1e16), t(123456789012345.0), t(1e15), t(0.0001), t(0.00012)
puts t(['a', 'b', 'a'.b, 'x'.force_encoding('US-ASCII'), 'é', ''])
puts t([:a, :b, :a, 'c', :b]), t([:@a, :a, :"é", :"é"])
puts t(1..3), t(1...nil), t((..3)), t('a'..'c')
class Foo
  def initialize
    @a = 1
    @b = 's'
  end
end
puts t(Foo.new)
S = Struct.new(:x, :y)
puts t(S.new(1, :q))
K = Struct.new(:a, :b, keyword_init: true)
puts t(K.new(a: 1, b: 2)), l(Marshal.dump(K.new(a: 1, b: 2)))
puts t(RuntimeError.new('boom')), t(Exception.new), t(Exception.new(5))
class E2 < StandardError
  def initialize(m)
    super
    @k = 3
  end
end
puts t(E2.new('m'))
e2 = rt(E2.new('m'))
p [e2.class, e2.message, e2.backtrace, e2.instance_variable_get(:@k)]
e3 = rt(ArgumentError.new('zz'))
p e3, e3.message
puts t(proc {}), t(method(:puts)), t(Class.new), t(Module.new), t([1].each), t('abc'.match(/b/))
puts t(Object.new.method(:to_s).unbind)
o = Object.new
def o.x; end
puts t(o)
puts t(Object.new.singleton_class)
module MA; end
module MB; end
o2 = Object.new
o2.extend(MA)
o2.extend(MB)
puts t(o2)
p rt(o2).singleton_class.ancestors[1, 2]
h = Hash.new(5)
h[:a] = 1
puts t(h), t(Hash.new {}), t({ 'k' => [1, { x: nil }] })
hi = {}.compare_by_identity
hi['a'] = 1
puts t(hi)
p rt(hi).compare_by_identity?, rt(h).default, rt(h)
puts t(/ab+c/ix), t(/é/), t(/a/m), t(String), t(Kernel), t(Comparable), t(File)
p rt(/é/i), rt(/a/mx).options
class U
  def initialize(a)
    @a = a
  end

  def marshal_dump
    [@a, 1]
  end

  def marshal_load(d)
    @a = d
  end
end
puts t(U.new('q'))
p rt(U.new('q')).instance_variable_get(:@a)
class V
  attr_reader :s

  def initialize(s)
    @s = s
  end

  def _dump(_lv)
    @s
  end

  def self._load(s)
    new(s + '!')
  end
end
puts t(V.new('z')), t(V.new('z'.b))
p rt(V.new('z')).s, rt(V.new('z')).s.encoding
class W
  def _dump(_lv)
    1
  end
end
puts t(W.new)
puts l("\x04\x09[\x00"), l("\x03\x00"), l(''), l("\x04\x08"), l("\x04\x08[\x07"), l("\x04\x08o:\x08Zzz\x00")
puts l("\x04\x08Q"), l("\x04\x08@\x06"), l("\x04\x08;\x06"), l("\x04\x08c\x08Zzz"), l("\x04\x08c\x0bKernel"), l("\x04\x08m\x0bString")
puts l("\x04\x08I\"\x06a\x06:\x06Ei\x06"), l("\x04\x08S:\x06K\x06:\x06ci\x06"), l("\x04\x08S:\x06K\x07:\x06ci\x06:\x06bi\x06")
p Marshal.load("\x04\x08o:\x06U\x00").class
puts l("\x04\x08U:\x08Foo0"), l("\x04\x08u:\x08Foo\x06a"), l("\x04\x08\"\xff\xff\xff\xff\x7f")
puts l("\x04\x08[\x06@\x00"), l("\x04\x08}\x00i\x06"), l("\x04\x08l+\x07\x00\x00\x00@"), l("\x04\x08f\x081.5@\x06"), l(5)
puts l("\x04\x08[\xfa"), l("\x04\x08{\xfa"), l("\x04\x08[\x7f"), l("\x04\x08:\xfa"), l("\x04\x08l+\xfa"), l("\x04\x08l+\x7f"), l("\x04\x08[\x04\xff\xff\xff\x7f")
puts t([[[1]]]), t([[[1]]], 3), t([[[1]]], 4), t(1, 0), t([], 1)
s = rt('abc'.freeze)
p s.frozen?, s.encoding
f = Marshal.load(Marshal.dump(['abc', { a: 'b' }, Foo.new]), freeze: true)
p f.frozen?, f[0].frozen?, f[1].frozen?, f[1][:a].frozen?, f[2].frozen?
p Marshal.load(Marshal.dump([1, 'a', [:s]]), ->(x) { x.is_a?(String) ? x.upcase : x })
seen = []
Marshal.load(Marshal.dump([1, 'a', { k: 2.5 }, 1..2]), proc { |x| seen << x.class; x })
p seen
p Marshal::MAJOR_VERSION, Marshal::MINOR_VERSION
st = 'shared'
c = rt([st, st])
p c[0].equal?(c[1])
hh = { a: 1 }
hh[:self] = hh
c = rt(hh)
p c[:self].equal?(c), c
a = []
a << a
puts t(a)
c = rt(a)
p c[0].equal?(c)
deep = { 'a' => [1, 'x'], 'b' => { 'c' => 'd'.freeze } }
c = rt(deep)
c['a'] << 2
c['b']['c'] << 'e'
p deep, c
p rt([nil, true, false, 0, -1, 2**80, -(2**80), 3.25, :sym, 'str', 1..2, 1...3, nil..1, [], {}, S.new(1, 2), Foo.new.class])
p Marshal.restore(Marshal.dump([1, 2]))
p(rt(Foo.new).instance_variables)
