# Rational: Kernel#Rational, conversions (to_r, rationalize, quo),
# arithmetic and comparison with Integers and Floats through coerce,
# rounding, printing, as Ruby 3.1.
p Rational(1,3).round(2), Rational(-5,2).round, Rational(5,2).round(half: :even), Rational(7,2).floor, Rational(7,2).ceil(1), Rational(-7,2).truncate
p 1/Rational(3), 2**-2, 2.0**Rational(1,2), Rational(1,2)**2, Rational(4,1)**Rational(1,2), Rational(2,3)**-2
p Rational(1,3) == Rational(2,6), 1 == Rational(1), Rational(1) == 1, Rational(1,2) <=> 0.5, Rational(1,2).hash == Rational(2,4).hash, Rational(3)
p "1/3".to_r, "0.75x".to_r, " 2 ".to_r, "abc".to_r, "-1_000.5".to_r, "1e2".to_r, "2/4/5".to_r
p 0.1.rationalize, 0.333.rationalize(Rational(1,100)), 1.5.to_r, 0.1.to_r, -0.1.rationalize, 3.14159.rationalize, 1e20.rationalize, 0.5.rationalize(2), -0.333.rationalize(0.01), Rational(-1,3).rationalize(Rational(1,10)), 1.5.rationalize(0.1), 3.rationalize
p Rational("2/4"), Rational("1.2e2"), Rational(0.75), Rational(1.5, 2), Rational(" 1/3 "), Rational(3, Rational(1, 2)), Rational("-0.5")
p 3.quo(2), 3.0.quo(2), 6.quo(3), (2**70).quo(3), (2**70).to_r
p Rational(1,2).divmod(Rational(1,3)), Rational(1,2) % Rational(1,3), Rational(7,2).div(2), Rational(7,3).to_i, -Rational(1,2), Rational(1,2).fdiv(2), Rational(1,3).to_f
p 2**-1, (2**-1).class, 3.to_r, nil.to_r, [Rational(1,2)].sum, [1, Rational(1,2)].sum, 3 - Rational(1,2), 3.0 * Rational(1,2), Rational(1,2) + 0.25
p Rational(1,2).zero?, Rational(1, 2) > 0, 1 < Rational(3,2), 2 >= Rational(3,2), Rational(6,4).numerator, Rational(6,4).denominator, [Rational(3,2), 1].max, [2, Rational(3,2), 1].sort
p Rational(1,2).to_s, "#{Rational(1,2)}", Rational(5).inspect, Rational(1,2).eql?(Rational(1,2)), Rational(1,2).eql?(0.5), Rational(1,2).abs, Rational(-1,2).abs
p Rational(1,3).round(2).class, Rational(5,2).round(-1), Rational(25,1).round(-1), Rational(-5,2).round(half: :down), Rational(-5,2).round(half: :even)
p Rational(1,2).is_a?(Numeric), Rational(1,2).integer?, Rational(1,2).frozen?, Math.sqrt(Rational(9,4)), Rational(3,2).between?(1, 2), Rational(7,2).clamp(1, 3)
p Rational(1,2).coerce(1), Rational(1,2).coerce(0.5), 1.coerce(2)
p Rational(1, 2) * 2 == 1, { Rational(1,2) => :half }[Rational(2,4)]
[-> { Rational("abc") }, -> { Rational(nil) }, -> { Rational(1,0) }, -> { Rational(1,2) / 0 }, -> { 0 ** -1 }, -> { Rational(1,2) + "a" }, -> { Rational(1,2) < "a" }, -> { Rational(Float::NAN) }, -> { "3/0".to_r }, -> { Rational("1/0") }].each do |f|
  begin
    p f.call
  rescue => e
    p e
  end
end
p Rational("x", exception: false), Rational(1,2) / 0.0
