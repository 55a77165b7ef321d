# Objects of user classes as Hash keys: Ruby keys them by hash and eql?, else identity.
class Plain
  attr_reader :k
  def initialize(k) = @k = k
end
class Valued
  attr_reader :k
  def initialize(k) = @k = k
  def eql?(o) = o.is_a?(Valued) && o.k == @k
  def hash = @k.hash
end
class HashOnly
  def hash = 1
end
h = { Plain.new(1) => :a, Plain.new(1) => :b }
p h.size
v = { Valued.new(1) => :a, Valued.new(1) => :b, Valued.new(2) => :c }
p v.size, v[Valued.new(1)], v[Valued.new(3)]
p [Valued.new(1), Valued.new(1)].uniq.size, [Plain.new(1), Plain.new(1)].uniq.size
p({ HashOnly.new => 1, HashOnly.new => 2 }.size)
