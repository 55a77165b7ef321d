# Numeric#step and numeric Range#step with Floats and keywords, as Ruby 3.1 (QA-FORGE-11 K11).
p (0.0..1.0).step(0.25).to_a, (0.0...1.0).step(0.25).to_a
p (1..2).step(0.5).to_a, (1.0..2).step(1).to_a
p 1.0.step(2.0, 0.5).to_a, 1.step(2.0, 0.5).to_a, 1.step(2, 0.5).to_a
p 1.step(by: 2, to: 7).to_a, 10.step(1, -3).to_a, 1.step(10, 3).to_a, (1..10).step(3).to_a
p 1.0.step(by: 0.1, to: 1.5).to_a
p (0.1..0.5).step(0.1).to_a, (0.0..1.0).step(0.1).to_a.size, (0.0...1.0).step(0.1).to_a.last
p 2.0.step(1.0, -0.25).to_a, 5.step(1).to_a
r = []
p 1.5.step(3, 0.5) { |x| r << x }, r
p (0.0..1.0).step(0.5) { |x| r << x }
p 1.step(3) { |x| r << x }, r
begin
  1.step(3, 0)
rescue ArgumentError => e
  p e.message
end
begin
  1.0.step(3, 0.0) { break }
rescue ArgumentError => e
  p e.message
end
begin
  (0.0..1.0).step(-0.5).to_a
rescue ArgumentError => e
  p e.message
end
begin
  1.step(to: 3, foo: 1).to_a
rescue ArgumentError => e
  p e.message
end
