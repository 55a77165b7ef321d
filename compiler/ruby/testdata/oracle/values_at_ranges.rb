# Array#values_at and Struct#values_at share rb_get_values_at: indexes and
# Ranges of indexes, a Range's part past the end read as nils, a Range
# starting before the first element a RangeError; Struct's own IndexError
# for an index it does not have.
S = Struct.new(:a, :b, :c)
s = S.new(1, 2, 3)
a = [1, 2, 3]
[[1], [0, 2], [0..1], [-1], [1..5], [2..], [..1], [4..6], [3..5], [-2..-1], [-5..1], [5], [-4], [:a], ['1'], [1.7], [nil], [0...0], [1, 1..2, 0], [1...-1], [(1..)], [0..-5]].each do |args|
  r1 = (a.values_at(*args) rescue "#{$!.class}: #{$!.message}")
  r2 = (s.values_at(*args) rescue "#{$!.class}: #{$!.message}")
  puts "#{args.inspect} #{r1.inspect} #{r2.inspect}"
end
b = [1, 2, 3, 4]
p b.fill(0, 1..2), b.fill(9, 3..), (b.fill(7, -9..1) rescue $!)
