# Numeric stepping, radix conversions and named format references as module functions use them
# (port ranges, weights, schedule offsets): each call's result or its error.
Puppet::Functions.create_function(:'probe::num') do
  def num
    probes = {
      'float_range_step' => -> { (0.0..1.0).step(0.1).to_a },
      'float_step' => -> { 1.0.step(2.0, 0.25).to_a },
      'float_step_neg' => -> { 1.0.step(0.0, -0.3).to_a },
      'int_step' => -> { [(1..10).step(3).to_a, 1.step(10, 4).to_a, 10.step(1, -3).to_a, (1...10).step(3).size] },
      'range_percent' => -> { ((0..20) % 5).to_a },
      'float_exclusive' => -> { (0.0...1.0).step(0.25).to_a },
      'radix' => -> { [255.to_s(36), 'zz'.to_i(36), 255.to_s(2), '-ff'.to_i(16), Integer('0o17'), Integer('0b1010', 0)] },
      'round_modes' => -> { [2.675.round(2), 2.5.round(half: :down), 25.round(-1, half: :even), 35.round(-1, half: :even), -2.5.round(half: :up), 1.23456.floor(3), 1.23456.ceil(3)] },
      'format_named' => -> { [format('%<a>-5s|%<b>05.1f|%{c}', a: 'x', b: 2.345, c: 'y'), format('%-+7.2e|', 12.5), format('%08.3f', -3.14159)] },
      'divmod_floats' => -> { [7.5.divmod(2), -7.5.divmod(2), 7.5 % -2, 2**0.5, 10.fdiv(4), 7.0 / 0] },
      'coerce' => -> { [1 + 2.0, 2.0 + 1r, (1r + 0.5).class.name, 3 * 1.5r, Rational('0.75'), Integer === 2**70] },
    }
    probes.each_with_object({}) do |(name, l), out|
      out[name] = begin
                    v = l.call
                    [String, Integer, Float, TrueClass, FalseClass, NilClass, Array, Hash].any? { |k| v.is_a?(k) } ? v : v.inspect
                  rescue StandardError => e
                    "#{e.class}: #{e.message}"
                  end
    end
  end
end
