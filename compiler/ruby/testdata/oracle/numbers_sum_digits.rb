# Array#sum / Enumerable#sum (Kahan-Babuska once a Float comes) and Integer#digits(base)
p [0.1, 0.2, 0.3].sum, [1e100, 1.0, -1e100].sum, [0.1, 0.2, 0.3].inject(:+)
p [1, 2, 0.1, 0.2].sum, [0.1, 2, 3].sum, [1, 2].sum(0.0), [0.1, 0.2].sum(1)
p [3, 0.1, 0.2, 0.3].sum, [0.1, 0.2, 0.3].sum(10)
p [0.1, Float::INFINITY, 1.0].sum, [Float::INFINITY, -Float::INFINITY].sum, [Float::NAN, 1.0].sum.nan?
p [0.1, 0.2, 2**70].sum, [2**70, 0.5].sum
p (1..3).sum { |i| i * 0.1 }, [1, 2, 3].sum { |i| i * 0.1 }, { a: 0.1, b: 0.2, c: 0.3 }.sum { |_k, v| v }
p ['a', 'b'].sum(''), [[1], [2]].sum([]), [0.1, 0.2].sum(0.0)
begin
  [0.1, 'x'].sum
rescue TypeError => e
  p e.message
end
p [].sum, [].sum(0.0), [1, 2].sum, [2**64, 1].sum
p 255.digits(16), 10.digits(2), 0.digits(7), 1234.digits, 1234.digits(100)
[1, 0, -2, 'a'].each do |b|
  begin
    5.digits(b)
  rescue ArgumentError, TypeError => e
    p [e.class, e.message]
  end
end
begin
  -5.digits
rescue Math::DomainError => e
  p e.message
end
