# min(n)/max(n)/min_by(n)/max_by(n): Ruby's partition (enum.c nmin_filter)
# decides which of equal elements are kept and in which order.
words = %w[delta alpha echo bravo golf charlie hotel foxtrot india juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu]
(1..8).each do |n|
  p words.min_by(n, &:size)
  p words.max_by(n, &:size)
  p words.min_by(n) { |w| w[1] }
  p words.max_by(n) { |w| w[-1] }
end
nums = [5, 3, 5, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4, 6, 2, 6, 4, 3, 3, 8, 3, 2, 7, 9, 5]
[0, 1, 2, 3, 5, 7, 8, 9, 20, 40].each do |n|
  p nums.min(n)
  p nums.max(n)
  p nums.each_with_index.to_a.min_by(n) { |v, _| v }
  p nums.each_with_index.to_a.max_by(n) { |v, _| v }
  p nums.min(n) { |a, b| (a % 3) <=> (b % 3) }
  p nums.max(n) { |a, b| (a % 4) <=> (b % 4) }
end
p (1..20).max(3)
p (1..20).min(4) { |a, b| (a % 5) <=> (b % 5) }
p({ 'a' => 3, 'b' => 1, 'c' => 2, 'd' => 1 }.min_by(2) { |_, v| v })
p [].min(2)
p [].max_by(3) { |x| x }
p [3, 1].min(nil)
begin
  [1, 2].min(-1)
rescue ArgumentError => e
  p e.message
end
begin
  [1, 'a', 2].min(2)
rescue ArgumentError => e
  p e.message
end
