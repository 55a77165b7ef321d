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
