# Enumerator.new with a block: Yielder#<< and #yield, the Enumerable
# methods, next, lazy and first(n) over an endless generator.
e = Enumerator.new { |y| y << 1; y << 2; y.yield 3, 4; :done }
p e.to_a, e.first, e.next, e.size, e.each { |x| }, e.with_index.to_a
p Enumerator.new { |y| i = 0; loop { y << (i += 1) } }.first(3)
p Enumerator.new { |y| i = 0; loop { y << (i += 1) } }.take(2)
p e.inspect =~ /\A#<Enumerator: #<Enumerator::Generator:0x\h+>:each>\z/
fib = Enumerator.new do |y|
  a, b = 0, 1
  loop { y << a; a, b = b, a + b }
end
p fib.lazy.select(&:even?).first(5), fib.each_with_index.first(2), fib.take(10)
words = Enumerator.new { |y| %w[a b c].each { |w| y.yield w } }
p words.map(&:upcase), words.include?("b"), words.sort.reverse, words.each_slice(2).to_a
p Enumerator.new { |y| y << 1 << 2 << 3 }.to_a
p Enumerator.new { |y| [1, 2].each(&y) }.to_a
begin
  Enumerator.new
rescue => e
  p e.class
end
