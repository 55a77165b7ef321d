# The interpreter's fast paths (String#<< of a literal, builtin methods
# called without a Call, argument lists, frames and Calls cut from slabs):
# each must behave as the ordinary call, including after Ruby code
# redefines the method, and what a callee keeps must stay its own.

out = +""
out << "a" << "b"
out << "c#{1 + 1}d"
x = 5
out << "#{x}" << "" << "e"
puts out

# a literal's text is appended, not the literal object: later changes to
# either stay apart
lit = +"lit"
s = +"s"
s << lit
lit << "!"
puts s, lit

# the receiver frozen by the interpolation itself
f = +"f"
begin
  f << "#{f.freeze; 'x'}"
rescue => e
  puts "#{e.class}: #{e.message}"
end

# a frozen receiver
begin
  "frozen".freeze << "x"
rescue => e
  puts "#{e.class}: #{e.message}"
end

# an alias of a builtin method called by its new name, and the old name
class String
  alias_method :shout, :upcase
end
puts "abc".shout

# String#<< redefined: literals go through it
class String
  alias_method :orig_append, :<<
  def <<(o)
    orig_append("[").orig_append(o).orig_append("]")
  end
end
t = +"t"
t << "u" << "#{1}v"
puts t
class String
  alias_method :<<, :orig_append
end
t << "w"
puts t

# a prepended module wins over the builtin
module Loud
  def <<(o)
    super(o.upcase)
  end
end
String.prepend(Loud)
p = +"p"
p << "quiet" << "#{2}x"
puts p

# argument lists kept by the callee stay their own
def keep(*a)
  a
end
kept = []
40.times { |i| kept << keep(i, i * 2, "s#{i}") }
kept.first << :changed
puts kept[0].inspect, kept[1].inspect, kept[39].inspect
arrs = (1..50).map { |i| [i, i + 1] }
puts arrs.last.inspect, arrs.first.inspect

# blocks keep their frames: closures made in a loop each see their own
procs = []
100.times do |i|
  j = i * 3
  procs << lambda { j + i }
end
puts procs.map(&:call).values_at(0, 1, 50, 99).inspect

# frames of methods kept by blocks
def counter(start)
  n = start
  [-> { n += 1 }, -> { n }]
end
cs = (1..70).map { |i| counter(i * 10) }
cs.each { |inc, _| inc.call; inc.call }
puts cs.map { |_, get| get.call }.values_at(0, 1, 69).inspect

# zsuper passes the kept arguments
class Base
  def m(a, b = 2, *rest, k: 1)
    [a, b, rest, k]
  end
end
class Derived < Base
  def m(a, b = 2, *rest, k: 1)
    a = a * 10
    super
  end
end
puts Derived.new.m(1).inspect, Derived.new.m(1, 3, 4, 5, k: 6).inspect

# many arguments (more than a slab piece)
def many(*a)
  a.sum
end
puts many(*(1..100).to_a)
puts [1, 2, 3].push(*(4..60).to_a).length

# method_missing receives the name and arguments
class Ghost
  def method_missing(name, *args)
    "#{name}(#{args.join(',')})"
  end
end
puts Ghost.new.boo(1, 2)

# a builtin method missing on a receiver
begin
  5.no_such_method(1)
rescue NoMethodError => e
  puts e.message
end

# Hash and Array builtins through the switch, with blocks
h = { "a" => 1, "b" => 2 }
puts h["a"], h.map { |k, v| "#{k}=#{v}" }.join(","), h.fetch("b")
puts [3, 1, 2].sort.each_with_index.map { |v, i| v * i }.inspect

# literal arguments of Hash#[], Hash#key? and String#==
h = { "k" => 1, "k2" => nil }
puts h["k"].inspect, h["k2"].inspect, h["missing"].inspect, h["#{'k'}2"].inspect
puts h.key?("k"), h.has_key?("nope"), h.include?("k2"), h.member?("k#{9}")
d = Hash.new { |hash, key| "default for #{key} (#{key.class}, frozen: #{key.frozen?})" }
d["present"] = 1
puts d["present"], d["absent"], d["ab#{'sent'}"]

dv = Hash.new("dv")
puts dv["x"]
# a missing key of a hash whose default changes
dv.default = "dv2"
puts dv["x"], dv["x"].frozen?
dv.default = nil
puts dv["y"].inspect, {}["none"].inspect
# != of a string literal: BasicObject#!= calls ==
puts "abc" != "abc", "abc" != "abd", "abc" != "a#{'bc'}", ({ "a" => 1 } != "a")
ih = {}.compare_by_identity
ih["a"] = 1
puts ih["a"].inspect, ih.key?("a")
puts "abc" == "abc", "abc" == "abd", "abc".eql?("abc"), "abc" === "a#{'bc'}"
case "lit"
when "lit" then puts "when matched"
end
class Hash
  alias_method :orig_get, :[]
  def [](k)
    "redefined[#{k}]"
  end
end
puts h["k"]
class Hash
  alias_method :[], :orig_get
end
puts h["k"]
class String
  def ==(o)
    "redefined =="
  end
end
puts "a" == "a"
puts "a" != "a", "a" != "b"
class String
  remove_method :==
end
puts "a" != "a", "a" != "b"
