# zip takes of an argument that is not an Array only as many values as it needs (an endless enumerator works)
def try
  yield
rescue StandardError => e
  "#{e.class}: #{e.message}"
end
p [1, 2, 3].zip([4].cycle)
p [1, 2, 3].zip([4, 5].cycle, (10..))
p [1, 2, 3].zip(1..2)
p [1, 2].zip({a: 1, b: 2, c: 3})
p (1..3).zip([4].cycle)
p({a: 1}.zip([1].cycle))
p [1, 2].zip(Enumerator.new { |y| y << :x; y << :y; y << :z })
p [].zip([1].cycle)
p try { [1, 2].zip(3) }
p try { [1, 2].zip(nil) }
p [1, 2].zip("ab".each_char)
o = Object.new
def o.to_ary = [7, 8]
p [1, 2].zip(o)
class E; include Enumerable; def each; yield 1; yield 2; yield 3; end; end
p [5].zip(E.new), E.new.zip(E.new, [9].cycle)
r = []
p [1, 2, 3].zip([4].cycle) { |x| r << x }, r
