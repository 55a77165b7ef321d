# inspect of values that reach themselves (rb_exec_recursive): an Array, Hash or object already being inspected further up prints as [...], {...}, #<Class:0x... ...>
def addr(s) = s.gsub(/0x\h{16}/, '0xX')
k = Class.new { def initialize; @h = { a: self }; @b = [self]; end }
Named = Class.new { def initialize; @me = self; @list = [1, [self]]; end }
puts addr(k.new.inspect)
puts addr(Named.new.inspect)
x = Object.new; x.instance_variable_set(:@me, x)
puts addr(x.inspect)
a = [1]; h = { a: a }; a << h
p a, h
b = []; b << b; p b
c = {}; c[:c] = c; p c
d = [1, 2]; e = [d, d]; p e
o = Object.new; o.instance_variable_set(:@a, [o, { o: o }])
puts addr(o.inspect)
class Wrap; def initialize(v) = @v = v; def inspect = "W(#{@v.inspect})"; end
w = [1]; w << Wrap.new(w); p w
p [1, [2, [3]]]
y = Object.new; z = Object.new; y.instance_variable_set(:@z, z); z.instance_variable_set(:@y, y)
puts addr(y.inspect)
puts addr([y, y].inspect)
