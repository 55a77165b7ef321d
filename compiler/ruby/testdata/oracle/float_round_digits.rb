# Float#round(ndigits) as Ruby 3.1's flo_round (QA-FORGE-14 N1): the
# product's own rounding corrected, every half mode, the overflow and
# underflow limits, the rational path past 14 digits.
p [1.005.round(2), 0.285.round(2), 2.675.round(2), 1.15.round(1), 1.005.round(2, half: :even), 1.005.round(2, half: :down)]
p [-1.005.round(2), -0.285.round(2), -2.675.round(2), -1.15.round(1)]
p [2.5.round(half: :even), 3.5.round(half: :even), -2.5.round(half: :even), 2.5.round(half: :down), -2.5.round(half: :down), 2.5.round]
p [12.345.round(2, half: :even), 12.355.round(2, half: :even), 12.345.round(2, half: :down), 0.125.round(2, half: :even), 0.375.round(2, half: :even)]
p [1.23456789012345678.round(15), 1.23456789012345678.round(16), 0.1.round(20), 123456.789.round(17), 1e-20.round(3), 1e20.round(2), 5e-324.round(400)]
p [0.0.round(2), -0.0.round(2), 1e300.round(3), 1.0e-5.round(4), 1.5e-5.round(5), 2.5e-5.round(5, half: :even)]
r = Random.new(42)
out = []
300.times do
  x = (r.rand * 2000 - 1000).round(r.rand(1..6)) + [0.005, 0.0005, 0.05, 0.00005][r.rand(4)]
  d = r.rand(1..5)
  out << [x, x.round(d), x.round(d, half: :even), x.round(d, half: :down)]
end
out.each_slice(6) { |s| p s }
vals = (0..200).map { |i| i / 200.0 }
p vals.map { |v| v.round(2) }
p vals.map { |v| (v * 3.3).round(1, half: :even) }
p vals.map { |v| (v * 7.77).round(3, half: :down) }
