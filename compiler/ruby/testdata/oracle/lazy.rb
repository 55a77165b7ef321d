# Enumerator::Lazy: stages added without collecting, run once by first,
# to_a/force, each and the Enumerable methods; endless sources end where
# take/take_while/first end them; inspect and size as Ruby 3.1.
p (1..3).lazy, (1..3).lazy.map {}, [1, 2].lazy.take(2).select {}, [1].lazy.with_index(1)
p({ a: 1 }.lazy.map { |k, v| [k, v] }.to_a)
p (1..Float::INFINITY).lazy.map { |x| x * 2 }.take(3).force
p (1..Float::INFINITY).lazy.map { |x| x * 2 }.select { |x| x % 3 == 0 }.first(3)
p [4, 5, 6].lazy.reject(&:even?).to_a
p [1, 2, 3].lazy.eager, [1, 2].lazy.size, [1, 2].lazy.map {}.size, [1, 2].lazy.select {}.size, [1, 2, 3].lazy.take(2).size, (1..Float::INFINITY).lazy.size
p [1, nil].lazy.compact.to_a, [1, 2, 3, 4].lazy.filter_map { |x| x * 2 if x.even? }.first(1)
p [1, 2, 3].lazy.with_index.map { |x, i| x * i }.to_a, [1, 2, 3].lazy.each_with_index.to_a
p [[1, 2], [3]].lazy.flat_map { |x| x }.to_a, [1, 2].lazy.flat_map { |x| [x].lazy }.to_a, [1, 1, 2].lazy.uniq.to_a, [1, 2, 3].lazy.uniq(&:odd?).to_a
p %w[a b ab].lazy.grep(/a/).to_a, %w[a b ab].lazy.grep_v(/a/).to_a, %w[a b ab].lazy.grep(/a/, &:upcase).to_a
p (1..3).lazy.take(0).to_a, (1..Float::INFINITY).lazy.take_while { |x| x < 3 }.to_a
p [1, 2, 3].lazy.drop(1).to_a, [1, 2, 3].lazy.drop_while { |x| x < 2 }.to_a, [1, 2, 3].lazy.lazy.class
p [1, 2, 3].lazy.first, (1..Float::INFINITY).lazy.select(&:even?).first(2), (1..Float::INFINITY).lazy.map { |x| x * 2 }.first(0)
r = [1, 2, 3].lazy.map { |x| x * 2 }.each { |x| print x }
puts
p r, [1].lazy.each {}, (1..2).lazy.each {}, (1..2).lazy.select {}.each {}, [1].lazy.each
p [3, 4].lazy.with_index { |x, i| print x, i }.to_a
puts
e = [1, 2, 3].lazy.map { |x| x + 1 }
p e.next, e.next
p [1, 2].lazy.is_a?(Enumerator), Enumerator::Lazy, [5].each.lazy
log = []
p (1..Float::INFINITY).lazy.map { |x| log << x; x * 10 }.take(2).to_a, log
p [1, 2, 3].lazy.map { |x| x * 2 }.include?(4), [1, 2, 3].lazy.map { |x| x * 2 }.find { |x| x > 2 }, [3, 1].lazy.map { |x| x }.sort
def gen
  Enumerator.new { |y| i = 0; loop { y << (i += 1) } }
end
p gen.lazy.map { |x| x * x }.first(3)
class Count
  include Enumerable
  def each
    n = 0
    loop { yield n += 1 }
  end
end
p Count.new.lazy.select(&:odd?).map { |x| x * 3 }.first(4)
p Count.new.lazy.take(2).to_a
begin
  [1].lazy.map
rescue => e
  p e
end
begin
  [1].lazy.take(-1)
rescue => e
  p e
end
