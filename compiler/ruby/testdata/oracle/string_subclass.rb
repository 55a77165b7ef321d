class MyStr < String
  def initialize(a, b)
    super(a)
    @b = b
  end
  attr_reader :b
  def shout; upcase + "!"; end
end
s = MyStr.new("hi", 3)
p s, s.class, s.b, s.shout, s.is_a?(String), String === s, s + "x", (s + "x").class, s.upcase.class, s.dup.class, s == "hi", "hi" == s, s.length
h = { s => 1 }
p h["hi"]
class Out < String
  attr_reader :exitstatus
  def initialize(value, status)
    super(value)
    @exitstatus = status
  end
end
o = Out.new("output\n", 0)
p o.exitstatus, o.chomp, o.to_s.class, o.to_str.class, "#{o}", o.frozen?, o.strip.class
x = MyStr.new("abc", :k)
x.instance_variable_set(:@q, 1)
p x.instance_variables, x.instance_variable_defined?(:@b), x.dup.b, x.clone.class, x.clone(freeze: false).class
p x.to_s.class, x.to_str.class, (x * 2).class, x[0].class, (+x).class, (-x).class, x.freeze.frozen?
begin
  x.instance_variable_set(:@z, 2)
rescue => e
  p e.class, e.message
end
c = Class.new(String)
p c.allocate.encoding, c.new.encoding, c.new("é").encoding, c.new("a", encoding: "BINARY").encoding
case MyStr.new("w", 0)
when String then p :string
end
p MyStr.new("b", 1) <=> "a", [MyStr.new("b", 1), "a"].sort, MyStr.new("b", 1).eql?("b")
begin
  String.new("a", "b")
rescue ArgumentError => e
  p e.message
end
