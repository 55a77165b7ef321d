Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  # round modes
  def p0
    [2.5.round, 3.5.round, -2.5.round, 2.5.round(half: :even), 2.5.round(half: :down), 2.675.round(2), 1234.round(-2), 1250.round(-2, half: :even), 12.34.floor(1), 12.35.ceil(1), -12.34.truncate(1), 15.round(-1), 25.round(-1, half: :even)]
  end

  # division and modulo
  def p1
    [7 / 2, -7 / 2, 7 % 3, -7 % 3, 7.remainder(-3), -7.divmod(2), 7.fdiv(2), 7.0 / 0, (7 / 0 rescue $!.message), 7.0.divmod(2), -7.5 % 2, 2**-1, 2**0.5, 10.pow(3, 7)]
  end

  # integer helpers
  def p2
    [12.gcd(18), 4.lcm(6), 10.digits, 255.bit_length, Integer.sqrt(17), 10.pred, 3.clamp(5, 9), 6.between?(1, 5), 5.pow(2), -5.abs, 0.zero?, 3.positive?, 7.allbits?(3), 6.anybits?(2), 6.nobits?(1)]
  end

  # float formatting
  def p3
    [1e15.to_s, 1e16.to_s, 1.23456789012345e+15.to_s, 100.0.to_s, 0.1 + 0.2, 1.0 / 3, 2.0e-5.to_s, 1e-4.to_s, 0.0001.to_s, 123456789012345.0.to_s, -0.0.to_s, 1.5e300 * 1e10, (0.1 * 3).round(15)]
  end

  # float predicates
  def p4
    [Float::NAN.nan?, (0.0 / 0.0).to_s, 1.0.finite?, Float::INFINITY.infinite?, -Float::INFINITY.infinite?, 3.7 % 1, 3.0.to_i, 3.99.to_i, -3.99.to_i, 1e20.to_i, Float::EPSILON > 0, Float::MAX > 1e308, 0.1.next_float > 0.1]
  end

  # conversions
  def p5
    [Integer(3.99), Float(3), '3.7'.to_r.to_s, 3.7.to_i, 3.to_f, 10.0.to_i.class.name, Integer('-0'), 1_000_000.to_s, 12345678901234567890.to_s.length, (2**64).class.name, 0.1.rationalize(Rational(1, 100)).to_s]
  end

  # arbitrary precision
  def p6
    [2**100, (2**100) / 3, (2**100) % 7, -(2**65) / 3, (10**20).to_s(16), (2**70).bit_length, 3**50 - 3**49, (2**64).digits.size, 100.downto(98).to_a, (1..20).reduce(:*)]
  end

  # comparisons and mixed
  def p7
    [1 == 1.0, 1.eql?(1.0), 1.equal?(1), 17.0 / 3 == 17 / 3.0, 1 <=> 'a', [1, 2.0, 3].max, [0.5, 1, Rational(3, 4)].min, 1.hash == 1.0.hash, 2 <=> 2.0]
  end

  # step and times
  def p8
    [1.step(10, 3).to_a, 1.0.step(2.0, 0.5).to_a, 10.step(1, -4).to_a, 3.times.map { |i| i * i }, 0.1.step(0.5, 0.1).map { |f| f.round(2) }, (1..2).step(0.5).to_a]
  end

  # sum precision
  def p9
    [[0.1, 0.2, 0.3].sum, [0.1, 0.2, 0.3].inject(:+), [1, 2.5].sum, [1e100, 1.0, -1e100].sum, (1..10).sum, [].sum, ['a', 'b'].sum('')]
  end

  # Math functions
  def p10
    [Math.sqrt(2), Math.log(100, 10), Math.log2(8), Math.log10(1000), Math::PI.round(5), Math.hypot(3, 4), Math.cbrt(27), Math.exp(1) == Math::E, Math.sin(0), (Math.sqrt(-1) rescue $!.class.name)]
  end

  # byte sizes helper
  def p11
    units = %w[B KB MB GB TB]; [0, 1023, 1024, 1536, 10 * 1024**3, 5 * 1024**4].map { |b| e = b.zero? ? 0 : (Math.log(b) / Math.log(1024)).floor; format('%.1f %s', b.to_f / 1024**e, units[e]) }
  end

  # to_s of big float in interpolation
  def p12
    ["#{1.0e10}", "#{12.0}", "#{1e-10}", "#{2**62}", "#{0.1 + 0.7}", "#{100.0 / 3.0}"]
  end

  # Integer parse with base and underscores
  def p13
    [Integer('ff', 16), Integer('1010', 2), (Integer('1__0') rescue $!.class.name), (Integer(nil) rescue $!.class.name), Integer(nil, exception: false), Float('x', exception: false), Integer('12', exception: false)]
  end

  # coerce
  def p14
    [1.coerce(2.5), 1.5.coerce(2), (1 + 'a' rescue $!.message), ('a' + 1 rescue $!.message), (nil + 1 rescue $!.message), ([1] + nil rescue $!.message)]
  end
end
