# with: error_highlight
# Ruby 3.1's error_highlight: the snippet and carets a NameError's message
# goes on with, for code loaded from a file (not for eval'd code).
def show
  yield
  puts "no error"
rescue NameError => e
  puts e.message
  puts "--"
rescue StandardError => e
  puts "#{e.class}: #{e.message}"
  puts "--"
end

x = nil
show { foo }
show { nil.foo(1) }
show { x.foo }
show { x&.then { nil.bar } }
show { Foo::Bar }
show { x[1] }
show { x + 1 }
show { -x }
show { eval("nil.zork") }
show { [1].each { |y| y.zork } }
show { zork(1) }
show { zork 1, 2 }
show { x.
  zork }
show { x
  .zork }
show { x.zork(1,
  2) }
show { x.zork { |a|
  a } }
show { send(:nope) }
show { Object.const_get(:Nope) }
show { 5.public_send(:nope, 1) }
show { y = 5; y.foo = 1 }
show { y = 5; y[1] = 1 }
show { y = 5; y[1, 2] = 3 }
show { y = nil; y[1] += 1 }
show { y = nil; y.q += 1 }
show { a = nil; a += 1 }
show { @a += 1 }
show { s = Struct.new(:y).new(nil); s.y += 1 }
show { s = [nil]; s[0] += 1 }
show { s = 5; s.zz ||= 2 }
show { s = 5; s.zz &&= 2 }
show { s = 5; s.zz += 2 }
show { ::Nope }
show { Object::Nope }
show { Comparable::Nope }
show { (nil).foo }
show { (nil) .foo }
show { [nil][0].foo }
show { x [1] }
show { x[] }
show { x[ ] }
show { x.() }
show { x::foo }
show {	x.foo }
show { @b.foo }
show { x == 1 or x.qq }
show { x.instance_variable_get("bad") }
show { nil.foo 1 }
show { a, b = x.q }
show { "#{nil.foo}" }
show { !x.q }
show { x.q.r }
show { "é"; nil.foo(1) }
show { nil.foo(1) # é
}
show { raise NameError }
show { raise NameError, "m" }
show { raise NoMethodError.new("hi", :nn) }
e2 = NameError.new("m", :q)
show { raise e2 }
show { puts NameError.new("never raised").message }
show { 1.send(:+, nil).foo }
show { [1, 2].map { |v| v.nope }.first }
show { x.foo do |z|
  z
end }
show { x.foo(
  1) }
show { x.foo do
  "é"
end }
show { x.foo("a",
  "é") }
show { x.foo(1) { "é" } }
show { x.foo.bar(
  "é") }
show { Nope::X.y("é") }
show { [1].fetch(5) }
show { x.foo(nil.bar) }
show { x.foo(nope) }
show { x.nope = nil.bar }
show { x.foo[1] }
show { x[nope] }
show { x[1][2] }
show { x = [nil]; x[0][1] }
show { {}.fetch(:a).foo }
show { Math.nope(1) }
show { Math::PI.nope }
show { 1.0.nope }
show { :sym.nope }
show { "s".nope }
show { [].nope }
show { {}.nope }
show { (1..2).nope }
show { 1.upto(2).nope }
show { Comparable.nope }
show { [1].each_with_object([]).nope }
show { instance_eval("nil.zork") }
show { Integer.nope }
show { x.==(1).foo }
show { x.+(1) }
show { x.foo.bar }
show { 1 + x.foo }
show { [x.foo] }
show { {a: x.foo} }
show { x ? x.foo : nope }
show { Nope ||= 1; puts Nope; Nope.foo }
class ErrHighlight
  def missing; undefined_thing; end
  def self.smissing; undefined_thing; end
  def method_missing(n, *a) = n == :mm ? super : 1
  def inspect = "#<ErrHighlight>"
end
show { ErrHighlight.new.missing }
show { ErrHighlight.smissing }
show { ErrHighlight.new.mm }
show { ErrHighlight.new.undefined_thing }
show { ErrHighlight::NOPE }
show { ErrHighlight.class_eval { nope_here } }
show { ErrHighlight.class_eval("nope_there") }
show { e = (nil.foo rescue $!); raise e }
begin
  nil.foo
rescue NoMethodError => e
  p e.message
  p e.to_s
  p e.inspect
  p e.name
  p e.message.lines.length
end
nil.last_one
