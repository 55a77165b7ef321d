# def recv::name defines a singleton method as def recv.name does (Ruby's dot_or_colon); a two-step receiver is a
# syntax error (testdata/syntax_detail).
o = Object.new
def o::hi(x) = x * 2
p o.hi(2)
module M; end
def M::greet(n)
  "hi #{n}"
end
p M.greet('x'), M.singleton_methods.sort
class K
  def self::make = new
  def K::kind; :k; end
end
p K.make.class, K.kind
