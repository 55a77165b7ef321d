# A def inside a method body defines, when the method runs, in the default
# definee where the outer def was read (RUBY-12, QA-FORGE-9 G18).
class Foo
  def self.a
    def b; :b; end
  end
  def c
    def d(x, k: 2, **r) = [x, k, r]
    d(1, z: 3)
  end
end
Foo.a
p Foo.instance_methods(false).sort, Foo.singleton_methods
p Foo.new.c, Foo.new.d(5)
C = Class.new { def x; def y; 1; end; y; end }
p C.new.x, C.instance_methods(false).sort
o = Object.new
def o.s
  def t; :t; end
end
o.s
p o.singleton_methods, Object.instance_methods(false).include?(:t), Object.private_instance_methods(false).include?(:t)
class Bar
  class << self
    def e
      def f; :f; end
    end
  end
end
Bar.e
p Bar.singleton_methods.sort, Bar.instance_methods(false)
String.class_eval do
  def nested_outer
    def nested_inner = :in
    nested_inner
  end
end
p 'x'.nested_outer, String.method_defined?(:nested_inner)
