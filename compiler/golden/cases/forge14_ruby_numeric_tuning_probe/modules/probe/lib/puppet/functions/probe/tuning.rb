# frozen_string_literal: true

# Written for this case: the numeric calls module functions make when they derive tuning values from facts
# (buffer pools and heap sizes from memory, percentages, rounding for config files), each result or its
# exception class and message.
Puppet::Functions.create_function(:'probe::tuning') do
  dispatch :run do
    param 'Integer', :mem_bytes
  end

  def attempt(label)
    "#{label}: #{yield.inspect}"
  rescue StandardError => e
    "#{label}: #{e.class}: #{e.message}"
  end

  def run(mem_bytes)
    mb = mem_bytes / 1024 / 1024
    [
      attempt('float sums') { [([0.1] * 10).sum, ([0.1] * 10).inject(:+), [1e100, 1.0, -1e100].sum, [0.1, 0.2, 0.3].sum, [1, 0.1, 0.2].sum, { a: 0.1, b: 0.2 }.sum { |_k, v| v }] },
      attempt('round') { [2.675.round(2), 2.5.round, 3.5.round, (-2.5).round, 2.5.round(half: :even), 2.5.round(half: :down), 1.15.round(1), 1.005.round(2), 0.285.round(2)] },
      attempt('round ints') { [1234.round(-2), 1250.round(-2), 1350.round(-2), -1250.round(-2), 1234.5678.truncate(-2), 1234.5678.floor(-1), (10.0 / 3).floor(2), (10.0 / 3).ceil(3)] },
      attempt('float to_s') { [1e20.to_s, 1e16.to_s, 1e15.to_s, 123456789012345.0.to_s, 100.0.to_s, 1.23456789012345e-5.to_s, 0.0001.to_s, 0.00001.to_s, (0.1 + 0.2).to_s, 2.0**62, -0.0] },
      attempt('formats') { ['%.2f' % 2.675, '%.1f' % 0.25, '%.0f' % 0.5, '%.0f' % 1.5, '%g' % 1234567.0, '%g' % 0.0001234, '%e' % 12345.678, '%.3e' % 0.0, '%010.3f' % -3.14159, '%#o' % 8, '%+05d' % 42, '% d' % 42, '%s%%' % 75] },
      attempt('division') { [-7 / 2, -7 % 3, (-7).remainder(3), 7.divmod(-2), 7.fdiv(2), 10.0 / 3] },
      attempt('rational') { [2**-1, (2**-1).class, Rational(3, 6), 0.75.rationalize, 1.5.to_r] },
      attempt('memory') { [mb, (mb * 0.75).to_i, (mb * 0.25).floor, [(mb / 2), 31 * 1024].min, (mem_bytes * 0.8 / 1024**3).round(1), "#{(mb * 0.5).to_i}m"] },
      attempt('int math') { [Integer.sqrt(99), 99**0.5, Math.log2(1024), Math.log(100, 10), 10.pow(3, 7), 255.to_s(2), 255.digits, 6.gcd(4), 6.lcm(4), 5.bit_length, 2**64 / 2**60, (2**70).to_s(16)] },
      attempt('parse') { ['12abc'.to_i, '0x1A'.hex, '0755'.oct, '1e3'.to_f, '1_000'.to_i, ' 42 '.to_i, '3.7.1'.to_f, Integer('0b101'), Float('1_000.5'), '12.5%'.to_f] },
      attempt('Integer bad') { Integer('12abc') },
      attempt('Float bad') { Float('') },
      attempt('clamp') { [150.clamp(0, 100), -5.clamp(0..), 5.5.clamp(1, 3), 3.between?(1, 5)] },
      attempt('step') { [1.step(10, 3).to_a, 1.0.step(2.0, 0.5).to_a, 10.downto(7).to_a, (1..10).step(4).to_a, (0.0..1.0).step(0.25).map { |f| f }] },
      attempt('minmax') { [[3, 1.5, 2].minmax, [3, 1.5, 2].max(2), [1, 2, 3, 4].sum.fdiv(4), [5, 3, 9].sort.reverse, (1..Float::INFINITY).lazy.map { |i| i * 2 }.first(3)] },
      attempt('float edge') { [Float::INFINITY > 1e308, (0.0 / 0.0).nan?, 1.0 / 0, -1 / 0.0, 0.1 * 3, 1.1 - 1.0, 3.0 * 1.1, 1e308 * 10, Float::EPSILON, Float::MAX.to_i.to_s.size] },
      attempt('coerce') { [1 + 2.0, 2**0.5 * 2**0.5, 10 / 4 * 4, 10 * 4 / 4.0, 7.to_f / 2, 3.7 % 1, -3.7 % 1, 2 <=> 2.0, 1 == 1.0, 1.eql?(1.0), 1.hash == 1.0.hash] },
    ]
  end
end
