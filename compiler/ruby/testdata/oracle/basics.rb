puts "hello"
x = [1, 2, 3].map { |i| i * 2 }
p x
h = {a: 1, "b" => [1, 2.5, nil]}
p h
puts h.inspect
class Foo
  attr_accessor :name
  def initialize(name)
    @name = name
  end
  def greet(other = "world", *rest, key: 1)
    "#{@name} greets #{other} #{rest.inspect} #{key}"
  end
  def to_s
    "Foo(#{@name})"
  end
end
f = Foo.new("a")
puts f.greet
puts f.greet("b", 1, 2, key: 3)
puts f
puts "#{f}"
class Bar < Foo
  def greet(*)
    super + "!"
  end
end
puts Bar.new("z").greet("q")
module M
  def m; "m#{self.class}"; end
end
class Bar; include M; end
puts Bar.new(1).m
p Bar.ancestors.take(3)
begin
  raise ArgumentError, "bad"
rescue => e
  puts "#{e.class}: #{e.message}"
end
def fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)
puts fib(20)
p 2**70
p 10.0/3
puts [1,2,3].each_slice(2).to_a.inspect
p [3,1,2].sort_by { |v| -v }
p [3,1,2].sort.reverse
case "abc"
when /b/ then puts "matched #{$~[0]}"
end
a, (b, c), *d = 1, [2, 3], 4, 5
p [a, b, c, d]
p(defined?(foo), defined?(puts), defined?(String), defined?(@x))
s = +"x"
s << "y"
p s
p :sym.to_proc.call("str") rescue p $!
p %w[a b].map(&:upcase)
def kw(a, b: 2, **rest) = [a, b, rest]
p kw(1, c: 3)
l = ->(x, y = 2) { x + y }
p l.(1), l[1, 3], l.arity
p [1, [2, [3]]].flatten
x = catch(:done) { 10.times { |i| throw :done, i if i == 3 }; :never }
p x
p (1..10).select(&:even?).sum
# String#casecmp folds ASCII letters only; casecmp? folds Unicode
p ["ÄB".casecmp("äb"), "ab".casecmp("ABC"), "b".casecmp("A"), "aB".casecmp("Ab"), "ÄB".casecmp?("äb")]
