# classes, modules, mixins, super, method_missing, singleton methods
module Greeter
  def greet; "hi from #{name}"; end
end
module Loud
  def greet; super.upcase + "!"; end
end
class Person
  include Greeter
  attr_reader :name
  @@count = 0
  COUNT_START = 0
  def initialize(name); @name = name; @@count += 1; end
  def self.count; @@count; end
  class << self
    def build(*names) = names.map { |n| new(n) }
    attr_accessor :registry
  end
  def <=>(o) = name <=> o.name
  include Comparable
  def to_s = "Person(#{name})"
  def inspect = "#<P #{name}>"
  protected def secret = 42
  public
  def peek(o) = o.secret
  private
  def hidden; end
end
class Admin < Person
  prepend Loud
  def initialize(name, level = 1)
    super(name)
    @level = level
  end
  def greet = super + " (admin #{@level})"
end
a = Person.new("ann"); b = Person.new("bob")
puts a.greet, Admin.new("root", 3).greet
p Person.count, a < b, [b, a].sort, [a, b].max
p Person.build("x", "y")
Person.registry = {}
p Person.registry
p a.peek(b)
begin; a.secret; rescue NoMethodError => e; puts e.message; end
begin; a.hidden; rescue NoMethodError => e; puts e.message; end
p Admin.ancestors.take(5)
p Admin.instance_method(:greet).owner, Admin.superclass, Admin.new("z").is_a?(Greeter)
class Ghost
  def method_missing(name, *args, &blk)
    return "ghost #{name} #{args.inspect}" if name.to_s.start_with?("boo")
    super
  end
  def respond_to_missing?(name, priv = false) = name.to_s.start_with?("boo") || super
end
g = Ghost.new
p g.boo_hoo(1, 2), g.respond_to?(:boo_x), g.respond_to?(:other)
begin; g.other; rescue NoMethodError => e; puts e.message.sub(/0x\h+/, "X"); end
o = Object.new
def o.hello = "singleton hello"
p o.hello, o.singleton_methods
class Person
  def shout = name.upcase
end
p a.shout
Person.class_eval do
  define_method(:twice) { |x = 2| "#{name * x}" }
end
p a.twice, a.twice(3)
p a.send(:name), a.public_send(:greet), a.respond_to?(:hidden), a.respond_to?(:hidden, true)
p a.instance_variables, a.instance_variable_get(:@name)
a.instance_variable_set(:@age, 3)
p a.instance_variables
p Person.instance_methods(false).sort
p Person.method_defined?(:greet), Person.private_method_defined?(:hidden)
klass = Class.new(Person) do
  def greet = "anon " + super
end
p klass.new("k").greet
M2 = Module.new do
  def self.included(base); base.extend(ClassMethods); end
  const_set(:ClassMethods, Module.new { def cm = "class method of #{name}" })
end
class UsesM2; include M2; end
p UsesM2.cm
p defined?(Person::COUNT_START), Person.const_get(:COUNT_START), Object.const_defined?(:Person)
p Person.name, Admin.to_s, Comparable.instance_of?(Module), Person.class
x = Struct.new(:a, :b) do
  def sum = a + b
end
s = x.new(1, 2)
p s.sum, s.to_a, s.a, s == x.new(1, 2)
Point = Struct.new(:x, :y, keyword_init: true)
p Point.new(x: 1, y: 2)
obj = Object.new
obj.instance_eval { @secret = 7 }
p obj.instance_variable_get(:@secret)
p 5.instance_of?(Integer), 5.kind_of?(Numeric), Integer === 5, (1..3) === 2, /a/ === "cat"
