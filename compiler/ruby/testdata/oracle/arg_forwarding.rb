# Argument forwarding (Ruby 2.7+/3.0 leading arguments) and the anonymous block parameter (Ruby 3.1).
def n(*a, **k, &b) = [a, k, b&.call]
def m(...) = n(...)
p method(:m).parameters, method(:m).arity
p m(1, 2, x: 3) { 4 }
def q(a, ...) = n(a, ...)
p method(:q).parameters, method(:q).arity, q(1, {y: 2}, z: 3)
def r(&) = n(&)
p r { 5 }
p method(:r).parameters
def s(...)
  n(0, ...)
end
p s(1) { 9 }
h = {k: 1}
p m(h)
p m(**h)
def t(...)
  [1, 2].map { |x| n(x, ...) }
end
p t(7, j: 8) { 10 }
class Base
  def go(*a, **k) = "base #{a} #{k}"
end
class Sub < Base
  def go(...)
    "sub " + super(...)
  end
end
p Sub.new.go(1, z: 2)
def u(...)
  send(:n, ...)
end
p u(3, w: 4)
p m
o = Object.new
def o.each_pair_fwd(...) = {a: 1}.each_pair(...)
o.each_pair_fwd { |k, v| p [k, v] }
p o.method(:each_pair_fwd).arity
def v(a, b = 2, ...) = n(a, b, ...)
p v(1), v(1, 3, 4, c: 5)
p method(:v).parameters
l = ->(x) { x * 2 }
def w(...) = [1, 2].map(...)
p w(&l)
