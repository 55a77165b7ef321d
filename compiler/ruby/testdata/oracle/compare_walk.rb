# Ruby's == and <=> over nested and recursive Arrays and Hashes (ROBUST-4):
# deep values compare to the end, a recursive pair is equal (Ruby's
# recursion guard), a value nested past Ruby's stack raises SystemStackError.
def nest(n, leaf)
  v = leaf
  n.times { v = [v] }
  v
end

def hnest(n, leaf)
  v = leaf
  n.times { v = { 'k' => v } }
  v
end

p nest(300, 1) == nest(300, 1)
p nest(300, 1) == nest(300, 2)
p nest(300, 1) <=> nest(300, 2)
p nest(300, 3) <=> nest(300, 2)
p hnest(300, 1) == hnest(300, 1)
p hnest(300, 1) == hnest(300, 2)
p [nest(250, 1)].include?(nest(250, 1))
p [[1, 2], nest(250, 'x')].index(nest(250, 'x'))

a = [1]; a << a
b = [1]; b << b
c = [1]; c << [1, c]
p a == b
p a == c
p(a <=> b)
p a != b
d = [2]; d << d
p a == d
p(a <=> d)
h = {}; h['a'] = h
g = {}; g['a'] = g
p h == g
x = [1, [2]]; x[1] << x
y = [1, [2]]; y[1] << y
p x == y

def deep_error
  nest(20000, 1) == nest(20000, 1)
rescue SystemStackError => e
  e.class
end
p deep_error

def deep_cmp_error
  nest(20000, 1) <=> nest(20000, 1)
rescue SystemStackError => e
  e.class
end
p deep_cmp_error

# eql?, hash and Hash keys (RUBY-21): deep values hash and compare to the
# end, a recursive pair is eql?, an error raised by an element's own ==,
# <=> or eql? reaches the caller of include?, index, count, delete, assoc,
# value?, key, Range.new and sort instead of counting as "not equal".
p nest(300, 1).eql?(nest(300, 1))
p nest(300, 1).eql?(nest(300, 1.0))
p nest(300, 1) == nest(300, 1.0)
p hnest(300, 1).eql?(hnest(300, 1))
p nest(300, 1).hash == nest(300, 1).hash
p hnest(300, 'x').hash == hnest(300, 'x').hash
p({ nest(300, 1) => :deep }[nest(300, 1)])
p({ hnest(300, 1) => :deep }[hnest(300, 1)])
p({ nest(300, 1) => :deep }[nest(300, 2)])
p [nest(100, 1), nest(100, 1), nest(100, 2)].uniq.size
p({ [1, 2] => 1, [1, 2.0] => 2 }.size)
p({ { a: 1, b: 2 } => 1 }[{ b: 2, a: 1 }])
p [1, 2].hash == [1, 2].hash
p({ a: 1, b: 2 }.hash == { b: 2, a: 1 }.hash)
p (1..2).hash == (1..2).hash
p [1, 2].eql?([1, 2.0])

a = [1]; a << a
b = [1]; b << b
p a.eql?(b)
p a.hash == b.hash
p({ a => 1 }[b])
h = {}; h['a'] = h
g = {}; g['a'] = g
p h.eql?(g)
p({ h => 2 }[g])

class Bad
  def ==(o)
    raise ArgumentError, "no == for #{o.class}"
  end

  def <=>(o)
    raise TypeError, "no <=> for #{o.class}"
  end

  def eql?(o)
    raise IndexError, "no eql? for #{o.class}"
  end

  def hash
    1
  end
end

def try(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue => e
  puts "#{label}: #{e.class}: #{e.message}"
end

bad = Bad.new
try('include?') { [1, 2].include?(bad) }
try('include? of bad') { [bad].include?(1) }
try('index') { [bad].index(1) }
try('rindex') { [bad].rindex(1) }
try('find_index') { [bad].find_index(1) }
try('count') { [bad].count(1) }
try('delete') { [bad].delete(1) }
try('assoc') { [[bad, 1]].assoc(1) }
try('value?') { { a: bad }.value?(1) }
try('key') { { a: bad }.key(1) }
try('member? of each') { [bad].each.member?(1) }
try('cover?') { (1..2).cover?(bad) }
try('===') { (1..2) === bad }
try('Range.new') { Range.new(bad, 1) }
try('sort') { [bad, bad].sort }
try('min') { [bad, bad].min }
try('Array ==') { [bad] == [1] }
try('Array eql?') { [bad].eql?([1]) }
try('Hash eql?') { { a: bad }.eql?({ a: 1 }) }
try('Hash key') { { bad => 1 }[Bad.new] }
