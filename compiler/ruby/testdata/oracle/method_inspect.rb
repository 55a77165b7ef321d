# Method#inspect and UnboundMethod#inspect as Ruby 3.1 prints them (RUBY-21): the receiver's
# class, the owner in parentheses when another, "." for singleton methods, an alias's original
# name, the parameters (a builtin's from its arity: "_" each required, "*" the rest) and, for
# methods written in Ruby, the file and line; Method#parameters and #source_location with them.
class Plain
  def initialize
    @a = 1
  end

  def all(a, b = 1, *c, d, e:, f: 2, **g, &h); end

  def opt(x = nil); end

  def kw_only(k:); end

  def self.make(*args); end

  def fwd(...); end

  def anon_rest(*); end

  alias_method :everything, :all
end

class Sub < Plain; end

module Mixin
  def mixed(q); end
end

class WithMixin
  include Mixin
end

o = Plain.new
s = Sub.new
single = Object.new
def single.only_me(z); end

[
  1.method(:+), [].method(:push), 'x'.method(:upcase), [].method(:map), [].method(:each_slice),
  [].method(:append), {}.method(:fetch), 1.method(:times), [].method(:inject),
  o.method(:all), o.method(:opt), o.method(:kw_only), o.method(:fwd), o.method(:anon_rest),
  o.method(:everything), s.method(:all), s.method(:initialize), Plain.method(:make),
  Sub.method(:make), WithMixin.new.method(:mixed), single.method(:only_me),
  Plain.instance_method(:all), Sub.instance_method(:all), Array.instance_method(:map),
  Array.instance_method(:each_slice), Plain.instance_method(:initialize),
  WithMixin.instance_method(:mixed), o.method(:all).unbind,
].each do |m|
  puts m.inspect.gsub(/0x\h+/, 'X')
  p m.parameters
  p m.source_location
  p m.arity
end
