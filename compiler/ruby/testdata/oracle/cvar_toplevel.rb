# a class variable at the top level (a type file's newtype block, a method or block defined there): Ruby 3's RuntimeError
def t
  p yield
rescue StandardError => e
  puts "#{e.class}: #{e.message}"
end
t { @@x = 1 }
t { @@x }
def m = @@y
t { m }
t { [1].each { @@z = 1 } }
class Foo; end
t { Foo.class_eval { @@w = 1 } }
t { Object.new.instance_eval { @@v = 1 } }
t { defined?(@@q) }
t { @@r ||= 1 }
class Bar
  @@count = 0
  def self.bump = @@count += 1
  def count = @@count
end
t { [Bar.bump, Bar.bump, Bar.new.count, Bar.class_variables] }
t { Class.new(Bar) { def c2 = (@@count rescue $!.class) }.new.c2 }
t { Bar.class_eval { @@count } }
t { Bar.class_variable_get(:@@count) }
mk = ->(&b) { Class.new(&b) }
t { mk.call { @@made = 0 } }
module Mx
  @@in_mod = 5
  def self.get = @@in_mod
end
t { Mx.get }
t { Mx.module_eval('@@in_mod') }
t { Object.class_variable_defined?(:@@x) }
