# Ruby core semantics module code uses (RUBY-20), as Ruby 3.1 prints them:
# implicit conversions (to_str, to_ary, to_hash, to_int, to_proc, to_sym) wherever
# Ruby's core methods ask for them.
def show(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
class Pathish
  def initialize(s) = @s = s
  def to_str = @s
  def to_s = "P(#{@s})"
end
class Pairish
  def to_ary = [:x, :y]
end
class Hashish
  def to_hash = { 'a' => 1 }
end
class Numberish
  def to_int = 2
  def to_i = 3
end
class BadInt
  def to_int = 'x'
end
class BadStr
  def to_str = 5
end
class Symish
  def to_str = 'upcase'
end
p = Pathish.new('/etc')
n = Numberish.new
show('str +') { 'dir: ' + p }
show('str join') { [p].join(',') }
show('str join sep') { [1, 2].join(Pathish.new('-')) }
show('String()') { String(p) }
show('interp') { "#{p}" }
show('to_s no string') { o = Object.new; def o.to_s = 42; "#{o}".sub(/0x\h+/, 'X') }
show('str concat') { 'a'.dup << p }
show('str concat2') { 'a'.dup.concat(p) }
show('str include') { '/etc/x'.include?(p) }
show('str start_with') { '/etc/x'.start_with?(p) }
show('str ==') { ['/etc' == p, '/etc'.eql?(p)] }
show('str <=>') { 'a' <=> p }
show('str split') { 'a/etcb'.split(p) }
show('str index') { 'x/etc'.index(p) }
show('str sub') { 'x/etc'.sub(p, 'Y') }
show('str gsub') { 'x/etc/etc'.gsub(p, 'Y') }
show('str tr') { 'abc'.tr(Pathish.new('a'), Pathish.new('b')) }
show('str delete') { 'abc'.delete(Pathish.new('a')) }
show('str count') { 'abca'.count(Pathish.new('a')) }
show('str prepend') { 'a'.dup.prepend(p) }
show('str center') { 'a'.center(5, Pathish.new('*')) }
show('str replace') { 'a'.dup.replace(p) }
show('str casecmp') { '/ETC'.casecmp(p) }
show('str %') { '%s' % p }
show('str bad to_str') { 'a' + BadStr.new }
show('str no to_str') { 'a' + Object.new }
show('file join') { File.join(p, 'x') }
show('file basename') { File.basename(p) }
show('send str') { 'a'.send(Symish.new) }
show('to_ary masgn') { a, b = Pairish.new; [a, b] }
show('to_ary block') { [Pairish.new].map { |x, y| [x, y] } }
show('to_ary flatten') { [[1, Pairish.new]].flatten }
show('to_ary flatten1') { [Pairish.new].flatten }
show('to_ary flatten depth') { [[1, [Pairish.new]]].flatten(1).inspect.gsub(/0x\h+/, 'X') }
show('to_ary flatten!') { a = [Pairish.new]; a.flatten!; a }
show('Array()') { Array(Pairish.new) }
show('ary +') { [1] + Pairish.new }
show('ary concat') { [1].concat(Pairish.new) }
show('ary -') { [1, :x] - Pairish.new }
show('ary &') { [1, :x] & Pairish.new }
show('ary |') { [1] | Pairish.new }
show('ary zip') { [1, 2].zip(Pairish.new) }
show('ary product') { [1].product(Pairish.new) }
show('ary replace') { [1].replace(Pairish.new) }
show('ary ==') { [:x, :y] == Pairish.new }
show('ary <=>') { [:x, :y] <=> Pairish.new }
show('ary transpose') { [Pairish.new, [1, 2]].transpose }
show('ary to_h') { [Pairish.new].to_h }
show('ary splat') { [*Pairish.new].inspect.gsub(/0x\h+/, 'X') }
show('ary []= range') { a = [1, 2, 3]; a[0, 2] = Pairish.new; a }
show('hash merge') { { 'b' => 2 }.merge(Hashish.new) }
show('hash update') { h = { 'b' => 2 }; h.update(Hashish.new); h }
show('hash replace') { {}.replace(Hashish.new) }
show('Hash[]') { Hash[Hashish.new] }
show('Hash()') { Hash(Hashish.new) }
show('Hash() nil') { [Hash(nil), Hash([])] }
show('Hash() bad') { Hash(1) }
show('double splat') { def kw(**o) = o; kw(**Hashish.new.to_hash.transform_keys(&:to_sym)) }
show('hash ==') { { 'a' => 1 } == Hashish.new }
show('ary index') { [1, 2, 3, 4][n] }
show('ary slice2') { [1, 2, 3, 4][n, n] }
show('ary first') { [1, 2, 3].first(n) }
show('ary last') { [1, 2, 3].last(n) }
show('ary take') { [1, 2, 3].take(n) }
show('ary drop') { [1, 2, 3].drop(n) }
show('ary *') { [1] * n }
show('ary * str') { [1, 2] * Pathish.new('-') }
show('ary rotate') { [1, 2, 3].rotate(n) }
show('ary sample') { [1].sample(n) }
show('ary fetch') { [1, 2, 3].fetch(n) }
show('ary delete_at') { [1, 2, 3].delete_at(n) }
show('ary insert') { [1, 2, 3].insert(n, :z) }
show('ary each_slice') { [1, 2, 3].each_slice(n).to_a }
show('ary combination') { [1, 2, 3].combination(n).to_a.size }
show('ary cycle') { [1].cycle(n).to_a }
show('ary flatten n') { [[1, [2, [3]]]].flatten(n) }
show('ary values_at') { [1, 2, 3].values_at(n) }
show('ary dig') { [[1, 2, 3]].dig(0, n) }
show('ary pop') { [1, 2, 3].pop(n) }
show('ary shift') { [1, 2, 3].shift(n) }
show('Array.new') { Array.new(n, 0) }
show('str *') { 'ab' * n }
show('str []') { 'abcd'[n] }
show('str [] 2') { 'abcd'[n, n] }
show('str ljust') { 'a'.ljust(n + 1, '*') rescue $!.class }
show('str ljust n') { 'a'.ljust(Numberish.new, '*') }
show('str center n') { 'a'.center(Numberish.new) }
show('str slice') { 'abcd'.slice(n) }
show('int +') { 1 + n rescue $!.class }
show('int round') { 1234.round(-Numberish.new.to_int) }
show('float round') { 1.23456.round(n) }
show('int chr') { 65.chr rescue $! }
show('Integer()') { Integer(n) }
show('format %d') { format('%d', n) }
show('format %x') { format('%x', n) }
show('format %s') { format('%s', n).sub(/0x\h+/, 'X') }
show('format %d big') { format('%d', 2**70) }
show('format %x big') { [format('%x', 2**70), format('%o', 2**70), format('%b', 2**70), format('%+d', -2**70)] }
show('format %f int') { format('%.1f', n) rescue $!.class }
show('bad to_int') { [1, 2][BadInt.new] }
show('no to_int') { [1, 2][Object.new] }
show('to_int nil') { [1, 2].first(nil) }
show('float index') { [1, 2, 3][1.9] }
show('to_proc') { [1, 2].map(&Class.new { def to_proc = proc { |x| x * 3 } }.new) }
show('to_proc bad') { [1, 2].map(&Object.new) }
show('to_proc method') { [1, 2].map(&2.method(:+)) }
show('sym send') { 'a'.public_send(Symish.new) }
show('respond_to to_str') { 1.respond_to?(Symish.new) }
show('instance_variable_get') { o = Object.new; o.instance_variable_set(Pathish.new('@a'), 1); o.instance_variable_get('@a') }
show('const_get') { Object.const_get(Pathish.new('Integer')) }
# dig into a value without dig; Array#[]= with a start and length or a Range
show('dig int') { [1].dig(0, 1) }
show('dig hash') { { a: 1 }.dig(:a, :b) }
show('dig str') { { a: 'x' }.dig(:a, 0) }
show('dig struct') { S20 = Struct.new(:a); S20.new([1, [2]]).dig(:a, 1, 0) }
show('aset len') { c = %w[a b c d]; c[1, 2] = %w[X]; c }
show('aset endless') { d = [1, 2, 3]; d[1..] = []; d }
show('aset scalar') { c = [1, 2, 3]; c[0, 2] = 9; c }
show('aset range') { b = [1, 2, 3]; b[1..1] = [:x, :y]; b }
show('aset pad') { a = [1]; a[3, 0] = [7]; a }
show('aset pad range') { a = [1]; a[3..4] = 7; a }
show('aset insert') { a = [1, 2]; a[1...1] = [7, 8]; a }
show('aset neg start') { a = [1, 2]; a[-1, 1] = [:z]; a }
show('aset too small') { a = [1, 2]; a[-5, 1] = 1 }
show('aset neg len') { a = [1, 2]; a[1, -1] = 2 }
show('aset range small') { a = [1, 2]; a[-10..1] = 1 }
show('aset self') { a = [1, 2]; a[0, 1] = a; a }
show('aset beginless') { a = [1, 2, 3]; a[..1] = :q; a }
show('aset excl') { a = [1, 2, 3, 4]; a[1...-1] = nil; a }
show('aset ret') { a = [1, 2]; (a[0, 1] = [5, 6]) }
show('aset to_ary') { a = [1, 2]; a[0, 1] = Pairish.new; a }
# format: argument kinds do not mix; Bignums for every integer directive
show('fmt named unnumbered') { format('%<a>s %s', a: 1) }
show('fmt unnumbered named') { format('%s %<a>s', { a: 1 }) }
show('fmt numbered named') { format('%1$s %<a>s', { a: 1 }) }
show('fmt named numbered') { format('%<a>s %1$s', { a: 1 }) }
show('fmt brace unnumbered') { format('%{a} %s', { a: 1 }) }
show('fmt unnumbered brace') { format('%s %{a}', { a: 1 }) }
show('fmt numbered unnumbered') { format('%1$s %s', 1) }
show('fmt unnumbered numbered') { format('%s %1$s', 1) }
show('fmt named twice') { format('%<a>s-%<a>s', a: 1) }
show('fmt star named') { format('%<a>*d', { a: 1 }) }
show('fmt big') { format('%-+05d|%o|%X|%.3d|% d|%e|%f', 2**70, 2**70, 2**70, 2**70, 2**70, 2**70, 2**64) }
show('fmt big neg') { [format('%d', -2**70), format('%+x', -2**70), format('%s', 2**70)] }
show('fmt obj float') { o = Object.new; def o.to_f = 1.5; format('%.2f', o) }
show('fmt obj to_i') { o = Object.new; def o.to_i = 7; format('%d', o) }
show('fmt obj bad') { format('%d', Object.new) }
# eql? of containers, NaN keys, keys changed after insertion, Set#& order
require 'set'
class Key20
  attr_reader :k
  def initialize(k) = @k = k
  def eql?(o) = o.is_a?(Key20) && o.k.downcase == k.downcase
  def hash = k.downcase.hash
  def ==(o) = eql?(o)
end
show('hash eql') { [{ a: 1 }.eql?({ a: 1.0 }), { a: 1 } == { a: 1.0 }, { a: 1 }.eql?({ a: 1 }), { a: [1] }.eql?({ a: [1.0] }), { a: Key20.new('x') }.eql?({ a: Key20.new('X') })] }
show('array eql') { [[1].eql?([1.0]), [Key20.new('a')].eql?([Key20.new('A')]), [[1, 'a']].eql?([[1, 'a']]), [].eql?([])] }
show('nan key') { h = { Float::NAN => 1, 0.0 => :z, -0.0 => :nz }; [h.size, h[Float::NAN], h[0.0], h[-0.0]] }
show('nan var') { n = Float::NAN; h = { n => 1 }; [h[n], h.key?(n), [n, n].uniq.size, n.eql?(n), n == n] }
show('stale key') { a = [1]; h = { a => :v }; a << 2; [h[[1, 2]], h[[1]], h.key?([1]), h.rehash[[1, 2]], h.size] }
show('stale hash key') { k = { x: 1 }; h = { k => :v }; k[:y] = 2; [h[{ x: 1 }], h[{ x: 1, y: 2 }], h.rehash[{ x: 1, y: 2 }]] }
show('set and') { [(Set[3, 1, 2] & Set[2, 3]).to_a, (Set[2, 3] & Set[3, 1, 2]).to_a, (Set[3, 1, 2] & [2, 3]).to_a, Set[1, 2].intersection(Set[2, 1, 0]).to_a, (Set[1] & 5 rescue $!.class)] }
# split with captures and a limit, MatchData#values_at with names and ranges
show('split cap limit') { ['a1b2c3'.split(/(\d)/, 3), 'a1b2c3'.split(/(\d)/, 2), 'a1b2c3'.split(/(\d)/, -1), 'a1b2c3'.split(/(\d)(x)?/, 2), 'aXbXc'.split(/(X)/, 1), 'a,b,,'.split(/(,)/, 5)] }
show('values_at names') { 'k=v' =~ /(?<k>\w)=(?<v>\w)/; $~.values_at(:k, :v, 'k', 0, -1, 1..4, -3..-2) }
show('values_at bad name') { 'k=v' =~ /(?<k>\w)=(?<v>\w)/; $~.values_at(:z) }
show('values_at nums') { 'ab' =~ /(a)(b)?/; $~.values_at(0, 2, 5, -9) }
show('values_at dup name') { 'a' =~ /(?<x>a)|(?<x>b)/; $~.values_at(:x) }
show('sharp s') { ['Straße' =~ /ss/i, 'STRASSE' =~ /ß/i, 'straße'.match?(/STRASSE/i), 'Straße'.sub(/SS/i, '_')] }
# arity of procs, lambdas and methods
def ar_m1(a, k: 1) = 1
def ar_m2(a, b = 1, *c, d, k:, **o) = 1
def ar_m3(**o) = 1
def ar_m4(...) = 1
show('proc arity') { [proc {}.arity, proc { |a, b = 2| }.arity, proc { |a = 1| }.arity, proc { |a, k: 1| }.arity, proc { |a, k:| }.arity, proc { |a, **kw| }.arity, proc { |*a| }.arity, proc { |a, *b| }.arity, proc { |x, | }.arity, proc { |(a, b), c| }.arity, proc { |&b| }.arity, proc { _1 + _2 }.arity, proc { |a, **nil| }.arity] }
show('lambda arity') { [lambda {}.arity, ->(a, b = 2) {}.arity, ->(a, k: 1) {}.arity, ->(k:) {}.arity, ->(k: 1) {}.arity, ->(a, **kw) {}.arity, ->(*a, b) {}.arity, -> { _1 }.arity, ->(&b) {}.arity, ->(a, k:, j: 1) {}.arity] }
show('method arity') { [method(:ar_m1).arity, method(:ar_m2).arity, method(:ar_m3).arity, method(:ar_m4).arity, method(:show).arity] }
# singleton_methods with extended modules and superclasses' singletons
module SmM; def bye; end; end
class SmB; def self.z; end; end
module SmE; def e; end; end
class SmC < SmB; extend SmE; def self.c; end; private_class_method def self.pv; end; end
show('singleton_methods') { o = Object.new; def o.hi; end; o.extend(SmM); [o.singleton_methods, o.singleton_methods(false), SmC.singleton_methods, SmC.singleton_methods(false), Object.new.singleton_methods, o.singleton_class.singleton_class?] }
# Array#[]= past Ruby's largest array (ARY_MAX_SIZE) or Punch's bound
show('aset too big') { a = []; a[2**60] = 1 }
show('aset too big 2') { a = []; a[2**60 - 1] = 1 }
show('aset huge') { a = []; a[2**52] = 1 }
show('aset bignum') { a = []; a[2**64] = 1 }
show('aset splice huge') { a = []; a[2**52, 0] = [1] }
show('aset splice too big') { a = []; a[2**62, 0] = [1] }
# constants of Ruby 3.1 old module code names
show('float consts') { [Float::MANT_DIG, Float::RADIX, Float::MAX_EXP, Float::MIN_EXP, Float::MAX_10_EXP, Float::MIN_10_EXP, Float::DIG] }
show('ruby consts') { [RUBY_COPYRIGHT, RUBY_DESCRIPTION, RUBY_VERSION] }
show('fixnum') { [1.is_a?(Fixnum), (2**70).is_a?(Bignum), Fixnum.equal?(Integer), Bignum.name, 1.0.is_a?(Fixnum), Fixnum === 3] }
show('regexp inspect') { [Regexp.new("x\ny").inspect, Regexp.new("a\tb\x01c\ed\rf\vg").inspect, /a\nb/.inspect, Regexp.new("a/b").inspect, Regexp.new("\x7f").inspect] }
show('sym proc inspect') { [:upcase.to_proc.inspect.sub(/0x\h+/, 'X'), :"a b".to_proc.to_s.sub(/0x\h+/, 'X'), :+.to_proc.inspect.sub(/0x\h+/, 'X')] }
