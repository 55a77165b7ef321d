Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  def p0
    1234.digits
  end

  def p1
    Integer.sqrt(99)
  end

  def p2
    (2**70).bit_length
  end

  def p3
    255.to_s(36) + 'zz'.to_i(36).to_s
  end

  def p4
    [3.14159.floor(2), 3.14159.ceil(3), 1234.567.floor(-2), 1250.round(-2), 1350.round(-2, half: :even), 2.5.round(half: :even), 2.5.round(half: :down), -2.5.round]
  end

  def p5
    [10.0.to_s, 1e16.to_s, 1e15.to_s, 100.0 / 3, 1.0e-5.to_s, 0.0001.to_s, 123456789.123456789, -0.0, 2.0**62, 2**62.0]
  end

  def p6
    [2**64 + 1, (2**64) / 3, (2**64) % 7, -(2**65) / 3, (2**100).to_s(16)]
  end

  def p7
    [12.gcd(18), 4.lcm(6), 7.divmod(-2), -7.divmod(2), -7 / 2, -7 % 3, 7.remainder(-3), 7.5 % 2, -7.5.divmod(2)]
  end

  def p8
    [(0.1 + 0.2), (0.1 + 0.2).round(15), 0.1 + 0.2 == 0.3, (0.1 + 0.2 - 0.3).abs < Float::EPSILON]
  end

  def p9
    [Float('1_000.5'), Integer('0b1010'), Integer('0o17'), Integer('017'), Integer(' 42 '), Integer('x', exception: false), Float('1e-2')]
  end

  def p10
    [10.fdiv(4), 10.0.to_i, -3.7.truncate, -3.2.floor, 3.2.ceil]
  end

  def p11
    [1_000_000.to_s.reverse.scan(/\d{1,3}/).join('_').reverse, 1234567.89.round(1).to_s]
  end

  def p12
    [Math.log(8, 2), Math.log10(1000), Math.sqrt(2).round(10), Math::PI.round(5), Math.hypot(3, 4), Math.cbrt(27)]
  end

  def p13
    [5.pred, 5.succ, 5.ord, 65.chr, 3.zero?, 0.0.zero?, 5.positive?, -5.abs, 5.0.nan?, 5.integer?, 5.0.integer?]
  end

  def p14
    [1.5.to_r, 0.75.rationalize, 3.to_c] rescue $!.class
  end

  def p15
    [rand.is_a?(Float), Random.rand(1..1), Kernel.rand(1) ]
  end

  def p16
    [1024 ** 3, 1024.0 ** -1, 2 ** -1, 4 ** 0.5, (-8) ** (1.0 / 3)]
  end

  def p17
    [100.clamp(..50), 5.clamp(10..), 3.7 % 1]
  end

  def p18
    [Integer === 2**70, (2**70).class, 2**70 == 2.0**70, 2**70 > 1e21, (2**70).to_f]
  end

  def p19
    ['%.3e' % 123456, '%g' % 1e-5, '%g' % 123456789.0, '%a' % 1.0] rescue $!.class
  end

  def p20
    ['%.3e' % 123456, '%g' % 1e-5, '%g' % 123456789.0]
  end

  def p21
    [1.23456789012e+30.to_s, 9007199254740993.0.to_s, 0.1.to_r.to_s] rescue $!.class
  end

  def p22
    [1.23456789012e+30.to_s, 9007199254740993.0.to_s]
  end

  def p23
    [12.3.to_s, 12.30.to_s, 1.0.to_s, 1e2.to_i, 1.23e2, 5e-324.to_s, 1.7976931348623157e308.to_s]
  end
end
