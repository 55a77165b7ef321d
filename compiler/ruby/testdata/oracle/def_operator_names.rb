# Operator method names after def: a newline ends the def line after any
# of them (`def !` then the body on the next line).
class Foo
  def !
    :negated
  end
  def !=(o)
    :ne
  end
  def ~
    :tilde
  end
  def +@
    :plus
  end
  def -@; :minus; end
  def self.!; :cls; end
  def <=>
    0
  end
  def %
    :pct
  end
end
f = Foo.new
p !f, (f != 1), ~f, +f, -f, f.!, Foo.!, (not f), f.<=>, f.%
p f.send(:!), f.method(:!).call
o = Object.new
def o.!() = 42
p !o
class V
  def /(o) = [:div, o]
  def %(o) = [:mod, o]
  def <<(x) = [:shl, x]
  def *(o) = [:mul, o]
  def **(o) = [:pow, o]
  def &(o) = [:and, o]
  def -(o) = [:sub, o]
  def =~(o) = [:match, o]
  def [](i) = [:idx, i]
  def []=(i, v)
    @set = [i, v]
  end
  def <(o) = [:lt, o]
  def !~(o) = [:nm, o]
  def ^(o) = [:xor, o]
end
v = V.new
p v / 2, v % 3, v << 4, v * 5, v ** 6, v & 7, v - 8, v =~ 9, v[10], v < 11, v !~ 12, v ^ 13
p v./(2), v.%(3), v.<<(4), v.*(5), v.**(6), v.&(7), v.-(8), v.=~(9), v.[](10), v.<(11), v.!~(12)
p v.send(:/, 1), 10./(3), 10.%(3)
p('abc' !~ /b/, $~, $1)
p('abc' !~ /(z)/, $~)
def m; p('xyz' !~ /(y)/, $~[1]); end; m
p $~
p(:sym !~ /y/, nil !~ /x/, 1 !~ 2)
class W; def =~(o) = :yes; end
p(W.new !~ 1)
