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
